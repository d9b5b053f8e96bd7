#pragma once

#include "httprequestmessage.h"

#include <QByteArray>

namespace sunrisetest {

// Incremental HTTP/1.x request parser. Feed it whatever the socket delivered and take complete
// requests out one at a time; several pipelined requests may sit in the buffer at once.
// Bodies are framed by Content-Length or by chunked transfer coding.
class HttpRequestParser
{
public:
    enum class Error {
        None,
        BadRequest,       // 400: malformed request line, header, framing
        HeadersTooLarge,  // 431: request line + headers above MaxHeaderBytes
        BodyTooLarge,     // 413: body above MaxBodyBytes
        NotImplemented,   // 501: a transfer coding other than chunked
        VersionNotSupported // 505: HTTP/2+ on the text protocol
    };

    static constexpr int MaxHeaderBytes = 64 * 1024;
    static constexpr qint64 MaxBodyBytes = 64 * 1024 * 1024;

    void append(const QByteArray &bytes);

    // Moves the next complete request into *message. Returns false when more bytes are needed or
    // the stream is broken (see error()); a broken stream stays broken.
    bool next(HttpRequestMessage *message);

    Error error() const { return m_error; }
    QByteArray errorText() const { return m_errorText; }

    // True once per request whose headers asked for "Expect: 100-continue" while its body has not
    // fully arrived yet.
    bool takeContinueRequest();

    // Bytes buffered but not yet consumed by a complete request.
    qint64 bufferedBytes() const { return m_buffer.size(); }

private:
    enum class State { RequestHead, FixedBody, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Failed };

    bool parseHead(qsizetype headEnd, qsizetype terminatorLength);
    bool parseChunked(HttpRequestMessage *message);
    bool fail(Error error, const QByteArray &text);
    qsizetype findLineEnd(qsizetype from) const;

    QByteArray m_buffer;
    State m_state = State::RequestHead;
    Error m_error = Error::None;
    QByteArray m_errorText;
    HttpRequestMessage m_current;
    qint64 m_contentLength = 0;
    qint64 m_chunkRemaining = 0;
    qsizetype m_trailerBytes = 0;
    qsizetype m_scanFrom = 0;
    bool m_continueRequested = false;
};

} // namespace sunrisetest
