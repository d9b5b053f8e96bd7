#include "httprequestparser.h"

#include <utility>

namespace sunrisetest {

namespace {

constexpr qsizetype MaxChunkSizeLine = 4096;

bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+':
    case '-': case '.': case '^': case '_': case '`': case '|': case '~':
        return true;
    default:
        return false;
    }
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isToken(const QByteArray &text)
{
    if (text.isEmpty())
        return false;
    for (char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

bool hasControlCharacters(const QByteArray &text, bool allowTab)
{
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && !(allowTab && c == '\t')) || u == 0x7f)
            return true;
    }
    return false;
}

QList<QByteArray> commaSeparatedTokens(const QByteArray &value)
{
    QList<QByteArray> tokens;
    for (const QByteArray &part : value.split(',')) {
        const QByteArray token = part.trimmed().toLower();
        if (!token.isEmpty())
            tokens.append(token);
    }
    return tokens;
}

} // namespace

void HttpRequestParser::append(const QByteArray &bytes)
{
    if (m_state != State::Failed)
        m_buffer.append(bytes);
}

bool HttpRequestParser::takeContinueRequest()
{
    const bool requested = m_continueRequested;
    m_continueRequested = false;
    return requested;
}

bool HttpRequestParser::fail(Error error, const QByteArray &text)
{
    m_state = State::Failed;
    m_error = error;
    m_errorText = text;
    m_buffer.clear();
    m_continueRequested = false;
    return false;
}

qsizetype HttpRequestParser::findLineEnd(qsizetype from) const
{
    return m_buffer.indexOf('\n', from);
}

bool HttpRequestParser::next(HttpRequestMessage *message)
{
    for (;;) {
        switch (m_state) {
        case State::Failed:
            return false;

        case State::RequestHead: {
            // Robustness (RFC 9112 §2.2): ignore empty lines before a request line.
            qsizetype skip = 0;
            while (skip < m_buffer.size() && (m_buffer.at(skip) == '\r' || m_buffer.at(skip) == '\n'))
                ++skip;
            if (skip > 0) {
                m_buffer.remove(0, skip);
                m_scanFrom = 0;
            }
            if (m_buffer.isEmpty())
                return false;

            const qsizetype from = qMax<qsizetype>(0, m_scanFrom - 3);
            const qsizetype crlf = m_buffer.indexOf("\n\r\n", from);
            const qsizetype lf = m_buffer.indexOf("\n\n", from);
            qsizetype end = -1;
            qsizetype terminator = 0;
            if (crlf >= 0 && (lf < 0 || crlf < lf)) {
                end = crlf;
                terminator = 3;
            } else if (lf >= 0) {
                end = lf;
                terminator = 2;
            }
            if (end < 0) {
                if (m_buffer.size() > MaxHeaderBytes)
                    return fail(Error::HeadersTooLarge, "Request header fields too large");
                m_scanFrom = m_buffer.size();
                return false;
            }
            if (end + terminator > MaxHeaderBytes)
                return fail(Error::HeadersTooLarge, "Request header fields too large");
            if (!parseHead(end, terminator))
                return false;
            m_scanFrom = 0;
            if (m_state == State::RequestHead) {
                *message = std::exchange(m_current, HttpRequestMessage());
                m_continueRequested = false;
                return true;
            }
            break;
        }

        case State::FixedBody:
            if (m_buffer.size() < m_contentLength)
                return false;
            m_current.body = m_buffer.left(m_contentLength);
            m_buffer.remove(0, m_contentLength);
            m_state = State::RequestHead;
            *message = std::exchange(m_current, HttpRequestMessage());
            m_continueRequested = false;
            return true;

        case State::ChunkSize:
        case State::ChunkData:
        case State::ChunkDataEnd:
        case State::Trailers:
            if (!parseChunked(message))
                return false;
            m_continueRequested = false;
            return true;
        }
    }
}

bool HttpRequestParser::parseHead(qsizetype headEnd, qsizetype terminatorLength)
{
    const QByteArray head = m_buffer.left(headEnd);
    m_buffer.remove(0, headEnd + terminatorLength);

    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
    }

    const QList<QByteArray> requestLine = lines.takeFirst().split(' ');
    if (requestLine.size() != 3)
        return fail(Error::BadRequest, "Malformed request line");
    HttpRequestMessage request;
    request.method = requestLine.at(0);
    request.target = requestLine.at(1);
    request.version = requestLine.at(2);
    if (!isToken(request.method))
        return fail(Error::BadRequest, "Malformed request method");
    if (request.target.isEmpty() || hasControlCharacters(request.target, false))
        return fail(Error::BadRequest, "Malformed request target");
    if (request.version.size() != 8 || !request.version.startsWith("HTTP/") || request.version.at(6) != '.'
        || !isDigit(request.version.at(5)) || !isDigit(request.version.at(7))) {
        return fail(Error::BadRequest, "Malformed HTTP version");
    }
    if (request.version.at(5) != '1')
        return fail(Error::VersionNotSupported, "HTTP version not supported");

    for (const QByteArray &line : std::as_const(lines)) {
        if (line.isEmpty())
            return fail(Error::BadRequest, "Malformed header section");
        if (line.at(0) == ' ' || line.at(0) == '\t')
            return fail(Error::BadRequest, "Obsolete header line folding is not accepted");
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return fail(Error::BadRequest, "Malformed header field");
        const QByteArray name = line.left(colon);
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (!isToken(name))
            return fail(Error::BadRequest, "Malformed header field name");
        if (hasControlCharacters(value, true))
            return fail(Error::BadRequest, "Malformed header field value");
        request.headers.append({name, value});
    }

    const bool http11 = request.version.at(7) != '0';
    const QList<QByteArray> connection = commaSeparatedTokens(request.header("connection"));
    request.keepAlive = http11 ? !connection.contains("close")
                               : connection.contains("keep-alive") && !connection.contains("close");

    const bool hasTransferEncoding = request.hasHeader("transfer-encoding");
    const bool hasContentLength = request.hasHeader("content-length");
    if (hasTransferEncoding) {
        if (hasContentLength)
            return fail(Error::BadRequest, "Both Transfer-Encoding and Content-Length are present");
        const QList<QByteArray> codings = commaSeparatedTokens(request.header("transfer-encoding"));
        if (codings.isEmpty() || codings.last() != "chunked")
            return fail(Error::BadRequest, "The final transfer coding must be chunked");
        if (codings.size() != 1)
            return fail(Error::NotImplemented, "Only the chunked transfer coding is supported");
        m_state = State::ChunkSize;
        m_trailerBytes = 0;
    } else if (hasContentLength) {
        qint64 length = -1;
        for (const QByteArray &value : request.header("content-length").split(',')) {
            const QByteArray digits = value.trimmed();
            if (digits.isEmpty() || digits.size() > 18)
                return fail(digits.size() > 18 ? Error::BodyTooLarge : Error::BadRequest, "Malformed Content-Length");
            for (char c : digits) {
                if (!isDigit(c))
                    return fail(Error::BadRequest, "Malformed Content-Length");
            }
            const qint64 parsed = digits.toLongLong();
            if (length >= 0 && parsed != length)
                return fail(Error::BadRequest, "Conflicting Content-Length values");
            length = parsed;
        }
        if (length > MaxBodyBytes)
            return fail(Error::BodyTooLarge, "Request body too large");
        m_contentLength = length;
        m_state = length > 0 ? State::FixedBody : State::RequestHead;
    } else {
        m_state = State::RequestHead;
    }

    if (m_state != State::RequestHead) {
        const bool expectsContinue =
            commaSeparatedTokens(request.header("expect")).contains("100-continue");
        const bool bodyPending = m_state != State::FixedBody || m_buffer.size() < m_contentLength;
        m_continueRequested = expectsContinue && bodyPending;
    }
    m_current = std::move(request);
    return true;
}

bool HttpRequestParser::parseChunked(HttpRequestMessage *message)
{
    for (;;) {
        switch (m_state) {
        case State::ChunkSize: {
            const qsizetype lineEnd = findLineEnd(0);
            if (lineEnd < 0) {
                if (m_buffer.size() > MaxChunkSizeLine)
                    return fail(Error::BadRequest, "Malformed chunk size");
                return false;
            }
            QByteArray line = m_buffer.left(lineEnd);
            m_buffer.remove(0, lineEnd + 1);
            if (line.endsWith('\r'))
                line.chop(1);
            const qsizetype extension = line.indexOf(';');
            if (extension >= 0)
                line.truncate(extension);
            line = line.trimmed();
            if (line.isEmpty() || line.size() > 15)
                return fail(Error::BadRequest, "Malformed chunk size");
            bool ok = false;
            const qint64 size = line.toLongLong(&ok, 16);
            if (!ok || size < 0 || line.startsWith('+') || line.startsWith('-') || line.contains('x')
                || line.contains('X')) {
                return fail(Error::BadRequest, "Malformed chunk size");
            }
            if (size == 0) {
                m_state = State::Trailers;
                break;
            }
            if (m_current.body.size() + size > MaxBodyBytes)
                return fail(Error::BodyTooLarge, "Request body too large");
            m_chunkRemaining = size;
            m_state = State::ChunkData;
            break;
        }
        case State::ChunkData: {
            const qint64 take = qMin<qint64>(m_chunkRemaining, m_buffer.size());
            if (take == 0)
                return false;
            m_current.body.append(m_buffer.constData(), take);
            m_buffer.remove(0, take);
            m_chunkRemaining -= take;
            if (m_chunkRemaining > 0)
                return false;
            m_state = State::ChunkDataEnd;
            break;
        }
        case State::ChunkDataEnd:
            if (m_buffer.startsWith("\r\n")) {
                m_buffer.remove(0, 2);
            } else if (m_buffer.startsWith('\n')) {
                m_buffer.remove(0, 1);
            } else if (m_buffer.isEmpty() || m_buffer == "\r") {
                return false;
            } else {
                return fail(Error::BadRequest, "Missing CRLF after chunk data");
            }
            m_state = State::ChunkSize;
            break;
        case State::Trailers: {
            const qsizetype lineEnd = findLineEnd(0);
            if (lineEnd < 0) {
                if (m_trailerBytes + m_buffer.size() > MaxHeaderBytes)
                    return fail(Error::HeadersTooLarge, "Trailer section too large");
                return false;
            }
            const bool empty = lineEnd == 0 || (lineEnd == 1 && m_buffer.at(0) == '\r');
            m_trailerBytes += lineEnd + 1;
            m_buffer.remove(0, lineEnd + 1);
            if (m_trailerBytes > MaxHeaderBytes)
                return fail(Error::HeadersTooLarge, "Trailer section too large");
            if (empty) {
                m_state = State::RequestHead;
                *message = std::exchange(m_current, HttpRequestMessage());
                return true;
            }
            break;
        }
        default:
            return false;
        }
    }
}

} // namespace sunrisetest
