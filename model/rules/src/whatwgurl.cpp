#include "whatwgurl.h"

#include "whatwgidna.h"

#include <QByteArray>
#include <QChar>
#include <QList>
#include <QStringView>

#include <algorithm>

namespace capstudio::whatwg {

namespace {

bool isAsciiAlpha(char16_t c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }
bool isAsciiDigit(char16_t c) { return c >= u'0' && c <= u'9'; }
bool isAsciiHexDigit(char16_t c)
{
    return isAsciiDigit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}
int hexValue(char16_t c)
{
    if (isAsciiDigit(c))
        return c - u'0';
    return (c | 0x20) - u'a' + 10;
}

bool isForbiddenHostCodePoint(char16_t c)
{
    switch (c) {
    case 0x00: case 0x09: case 0x0A: case 0x0D: case u' ': case u'#': case u'/': case u':':
    case u'<': case u'>': case u'?': case u'@': case u'[': case u'\\': case u']': case u'^':
    case u'|':
        return true;
    default:
        return false;
    }
}

bool isForbiddenDomainCodePoint(char16_t c)
{
    return isForbiddenHostCodePoint(c) || c <= 0x1F || c == u'%' || c == 0x7F;
}

bool isSpecialScheme(const QString &scheme)
{
    return scheme == u"http" || scheme == u"https" || scheme == u"ws" || scheme == u"wss"
        || scheme == u"ftp" || scheme == u"file";
}

// JavaScript's USVString conversion, then the standard's input clean-up: strip leading and
// trailing C0 controls and spaces, drop every tab and newline.
QString preprocess(const QString &raw)
{
    qsizetype begin = 0;
    qsizetype end = raw.size();
    while (begin < end && raw.at(begin).unicode() <= 0x20)
        ++begin;
    while (end > begin && raw.at(end - 1).unicode() <= 0x20)
        --end;
    QString out;
    out.reserve(end - begin);
    for (qsizetype i = begin; i < end; ++i) {
        const QChar c = raw.at(i);
        if (c == u'\t' || c == u'\n' || c == u'\r')
            continue;
        if (c.isHighSurrogate() && i + 1 < end && raw.at(i + 1).isLowSurrogate()) {
            out.append(c);
            out.append(raw.at(++i));
        } else if (c.isSurrogate()) {
            out.append(QChar(QChar::ReplacementCharacter));
        } else {
            out.append(c);
        }
    }
    return out;
}

QByteArray percentDecode(const QByteArray &input)
{
    QByteArray out;
    out.reserve(input.size());
    for (qsizetype i = 0; i < input.size(); ++i) {
        const char c = input.at(i);
        if (c == '%' && i + 2 < input.size() && isAsciiHexDigit(uchar(input.at(i + 1)))
            && isAsciiHexDigit(uchar(input.at(i + 2)))) {
            const int high = hexValue(uchar(input.at(i + 1)));
            out.append(char(high * 16 + hexValue(uchar(input.at(i + 2)))));
            i += 2;
        } else {
            out.append(c);
        }
    }
    return out;
}

// ---- IPv4 -------------------------------------------------------------------------------

// The IPv4 number parser. Values beyond 2^32 are clamped: they fail either way.
std::optional<quint64> parseIPv4Number(QStringView input)
{
    if (input.isEmpty())
        return std::nullopt;
    int radix = 10;
    if (input.size() >= 2 && input.at(0) == u'0' && (input.at(1) == u'x' || input.at(1) == u'X')) {
        input = input.mid(2);
        radix = 16;
    } else if (input.size() >= 2 && input.at(0) == u'0') {
        input = input.mid(1);
        radix = 8;
    }
    quint64 value = 0;
    for (const QChar ch : input) {
        const char16_t c = ch.unicode();
        int digit = -1;
        if (radix == 16 && isAsciiHexDigit(c))
            digit = hexValue(c);
        else if (radix != 16 && c >= u'0' && c < u'0' + radix)
            digit = c - u'0';
        if (digit < 0)
            return std::nullopt;
        value = qMin<quint64>(value * quint64(radix) + quint64(digit), quint64(1) << 33);
    }
    return value;
}

bool endsInANumber(const QString &domain)
{
    QList<QStringView> parts = QStringView(domain).split(u'.');
    if (parts.last().isEmpty()) {
        if (parts.size() == 1)
            return false;
        parts.removeLast();
    }
    const QStringView last = parts.last();
    const auto isDigit = [](QChar c) { return isAsciiDigit(c.unicode()); };
    if (!last.isEmpty() && std::all_of(last.begin(), last.end(), isDigit))
        return true;
    return parseIPv4Number(last).has_value();
}

std::optional<quint32> parseIPv4(const QString &domain)
{
    QList<QStringView> parts = QStringView(domain).split(u'.');
    if (parts.last().isEmpty() && parts.size() > 1)
        parts.removeLast();
    if (parts.size() > 4)
        return std::nullopt;
    QList<quint64> numbers;
    for (const QStringView part : parts) {
        const auto number = parseIPv4Number(part);
        if (!number)
            return std::nullopt;
        numbers.append(*number);
    }
    for (qsizetype i = 0; i + 1 < numbers.size(); ++i) {
        if (numbers.at(i) > 255)
            return std::nullopt;
    }
    if (numbers.last() >= (quint64(1) << (8 * (5 - numbers.size()))))
        return std::nullopt;
    quint64 address = numbers.last();
    for (qsizetype i = 0; i + 1 < numbers.size(); ++i)
        address += numbers.at(i) << (8 * (3 - i));
    return quint32(address);
}

// ---- IPv6 -------------------------------------------------------------------------------

std::optional<std::array<quint16, 8>> parseIPv6(QStringView input)
{
    std::array<quint16, 8> address = {};
    int pieceIndex = 0;
    int compress = -1;
    qsizetype p = 0;
    const qsizetype n = input.size();
    // The code unit at i, or U+FFFF (no hex digit, digit, ':' or '.') past the end.
    auto at = [&](qsizetype i) -> char16_t {
        return i < n ? input.at(i).unicode() : char16_t(0xFFFF);
    };

    if (at(p) == u':') {
        if (at(p + 1) != u':')
            return std::nullopt;
        p += 2;
        compress = ++pieceIndex;
    }
    while (p < n) {
        if (pieceIndex == 8)
            return std::nullopt;
        if (at(p) == u':') {
            if (compress != -1)
                return std::nullopt;
            ++p;
            compress = ++pieceIndex;
            continue;
        }
        int value = 0;
        int length = 0;
        while (length < 4 && isAsciiHexDigit(at(p))) {
            value = value * 16 + hexValue(at(p));
            ++p;
            ++length;
        }
        if (at(p) == u'.') {
            // An embedded IPv4 address fills the last two pieces.
            if (length == 0 || pieceIndex > 6)
                return std::nullopt;
            p -= length;
            int numbersSeen = 0;
            while (p < n) {
                if (numbersSeen > 0) {
                    if (at(p) != u'.' || numbersSeen >= 4)
                        return std::nullopt;
                    ++p;
                }
                if (!isAsciiDigit(at(p)))
                    return std::nullopt;
                int ipv4Piece = -1;
                while (isAsciiDigit(at(p))) {
                    const int number = at(p) - u'0';
                    if (ipv4Piece == 0)
                        return std::nullopt; // a leading zero
                    ipv4Piece = ipv4Piece < 0 ? number : ipv4Piece * 10 + number;
                    if (ipv4Piece > 255)
                        return std::nullopt;
                    ++p;
                }
                address[pieceIndex] = quint16(address[pieceIndex] * 0x100 + ipv4Piece);
                ++numbersSeen;
                if (numbersSeen == 2 || numbersSeen == 4)
                    ++pieceIndex;
            }
            if (numbersSeen != 4)
                return std::nullopt;
            break;
        }
        if (at(p) == u':') {
            ++p;
            if (p >= n)
                return std::nullopt;
        } else if (p < n) {
            return std::nullopt;
        }
        address[pieceIndex++] = quint16(value);
    }
    if (compress != -1) {
        int swaps = pieceIndex - compress;
        pieceIndex = 7;
        while (pieceIndex != 0 && swaps > 0) {
            std::swap(address[pieceIndex], address[compress + swaps - 1]);
            --pieceIndex;
            --swaps;
        }
    } else if (pieceIndex != 8) {
        return std::nullopt;
    }
    return address;
}

// ---- hosts ------------------------------------------------------------------------------

std::optional<Host> parseHost(QStringView input, bool special)
{
    Host host;
    if (input.startsWith(u'[')) {
        if (!input.endsWith(u']') || input.size() < 2)
            return std::nullopt;
        const auto address = parseIPv6(input.mid(1, input.size() - 2));
        if (!address)
            return std::nullopt;
        host.kind = HostKind::IPv6;
        host.ipv6 = *address;
        return host;
    }
    if (!special) {
        for (const QChar c : input) {
            if (isForbiddenHostCodePoint(c.unicode()))
                return std::nullopt;
        }
        // The opaque host: UTF-8 with C0 controls and non-ASCII bytes percent-encoded.
        for (const char byte : input.toUtf8()) {
            const uchar b = uchar(byte);
            if (b < 0x20 || b > 0x7E)
                host.text += QStringLiteral("%%1").arg(b, 2, 16, QLatin1Char('0')).toUpper();
            else
                host.text += QLatin1Char(byte);
        }
        host.kind = input.isEmpty() ? HostKind::Empty : HostKind::Opaque;
        return host;
    }
    const QString domain = QString::fromUtf8(percentDecode(input.toUtf8()));
    const auto ascii = domainToAscii(domain);
    if (!ascii)
        return std::nullopt;
    for (const QChar c : *ascii) {
        if (isForbiddenDomainCodePoint(c.unicode()))
            return std::nullopt;
    }
    if (endsInANumber(*ascii)) {
        const auto address = parseIPv4(*ascii);
        if (!address)
            return std::nullopt;
        host.kind = HostKind::IPv4;
        host.ipv4 = *address;
        return host;
    }
    host.kind = HostKind::Domain;
    host.text = *ascii;
    return host;
}

// The authority state, host state and port state, for the authority starting at `pos`.
std::optional<Host> parseAuthority(QStringView s, qsizetype pos, bool special)
{
    qsizetype end = pos;
    while (end < s.size()) {
        const char16_t c = s.at(end).unicode();
        if (c == u'/' || c == u'?' || c == u'#' || (special && c == u'\\'))
            break;
        ++end;
    }
    QStringView authority = s.mid(pos, end - pos);
    const qsizetype at = authority.lastIndexOf(u'@');
    if (at >= 0) {
        authority = authority.mid(at + 1); // credentials never make parsing fail
        if (authority.isEmpty())
            return std::nullopt;
    }
    bool insideBrackets = false;
    qsizetype colon = -1;
    for (qsizetype i = 0; i < authority.size() && colon < 0; ++i) {
        const QChar c = authority.at(i);
        if (c == u':' && !insideBrackets)
            colon = i;
        else if (c == u'[')
            insideBrackets = true;
        else if (c == u']')
            insideBrackets = false;
    }
    const QStringView hostText = colon >= 0 ? authority.left(colon) : authority;
    if (hostText.isEmpty() && (colon >= 0 || special))
        return std::nullopt;
    const auto host = parseHost(hostText, special);
    if (!host || colon < 0)
        return host;
    quint32 port = 0;
    for (const QChar c : authority.mid(colon + 1)) {
        if (!isAsciiDigit(c.unicode()))
            return std::nullopt;
        port = port * 10 + (c.unicode() - u'0');
        if (port > 65535)
            return std::nullopt;
    }
    return host;
}

bool isSlash(QChar c) { return c == u'/' || c == u'\\'; }

} // namespace

QString serializeIPv4(quint32 address)
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg(address >> 24)
        .arg((address >> 16) & 0xFF)
        .arg((address >> 8) & 0xFF)
        .arg(address & 0xFF);
}

QString serializeIPv6(const std::array<quint16, 8> &pieces)
{
    // The first longest run of two or more zero pieces is compressed to "::".
    int bestStart = -1, bestLength = 1;
    for (int i = 0; i < 8;) {
        int j = i;
        while (j < 8 && pieces[j] == 0)
            ++j;
        if (j - i > bestLength) {
            bestStart = i;
            bestLength = j - i;
        }
        i = j > i ? j : i + 1;
    }
    QString out;
    for (int i = 0; i < 8; ++i) {
        if (i == bestStart) {
            out += i == 0 ? QStringLiteral("::") : QStringLiteral(":");
            i += bestLength - 1;
            continue;
        }
        out += QString::number(pieces[i], 16);
        if (i < 7)
            out += u':';
    }
    return out;
}

QString Host::serialize() const
{
    switch (kind) {
    case HostKind::IPv4:
        return serializeIPv4(ipv4);
    case HostKind::IPv6:
        return serializeIPv6(ipv6);
    case HostKind::Domain:
    case HostKind::Opaque:
        return text;
    case HostKind::Empty:
        break;
    }
    return QString();
}

std::optional<Url> parseUrl(const QString &input)
{
    const QString s = preprocess(input);
    const qsizetype n = s.size();
    if (n == 0 || !isAsciiAlpha(s.at(0).unicode()))
        return std::nullopt; // no scheme, and there is no base URL
    qsizetype p = 1;
    while (p < n) {
        const char16_t c = s.at(p).unicode();
        if (!(isAsciiAlpha(c) || isAsciiDigit(c) || c == u'+' || c == u'-' || c == u'.'))
            break;
        ++p;
    }
    if (p >= n || s.at(p) != u':')
        return std::nullopt;
    Url url;
    url.scheme = s.left(p).toLower();
    url.special = isSpecialScheme(url.scheme);
    ++p;

    if (url.scheme == u"file") {
        url.host = Host();
        if (p + 1 < n && isSlash(s.at(p)) && isSlash(s.at(p + 1))) {
            qsizetype end = p + 2;
            while (end < n && !isSlash(s.at(end)) && s.at(end) != u'?' && s.at(end) != u'#')
                ++end;
            const QStringView buffer = QStringView(s).mid(p + 2, end - p - 2);
            const bool driveLetter = buffer.size() == 2 && isAsciiAlpha(buffer.at(0).unicode())
                && (buffer.at(1) == u':' || buffer.at(1) == u'|');
            if (!buffer.isEmpty() && !driveLetter) {
                auto host = parseHost(buffer, true);
                if (!host)
                    return std::nullopt;
                if (host->kind == HostKind::Domain && host->text == u"localhost")
                    host = Host();
                url.host = host;
            }
        }
        return url; // the path never fails
    }
    if (url.special) {
        while (p < n && isSlash(s.at(p)))
            ++p;
    } else if (p + 1 < n && s.at(p) == u'/' && s.at(p + 1) == u'/') {
        p += 2;
    } else {
        return url; // a path or an opaque path: never fails
    }
    url.host = parseAuthority(s, p, url.special);
    if (!url.host)
        return std::nullopt;
    return url;
}

} // namespace capstudio::whatwg
