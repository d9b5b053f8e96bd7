#include "zodissues.h"

#include <QDate>
#include <QRegularExpression>
#include <QUrl>

#include <cmath>
#include <limits>

namespace sunrisetest {

namespace {

bool isAsciiAlpha(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// A WHATWG IPv4 number part ("0x1f", "017", "12"); nullopt when it is not a number.
std::optional<quint64> ipv4Part(const QString &part)
{
    if (part.isEmpty())
        return std::nullopt;
    int base = 10;
    QString digits = part;
    if (digits.size() >= 2 && digits.at(0) == QLatin1Char('0')
        && (digits.at(1) == QLatin1Char('x') || digits.at(1) == QLatin1Char('X'))) {
        base = 16;
        digits = digits.mid(2);
        if (digits.isEmpty())
            return 0;
    } else if (digits.size() >= 2 && digits.at(0) == QLatin1Char('0')) {
        base = 8;
        digits = digits.mid(1);
    }
    bool ok = false;
    const quint64 value = digits.toULongLong(&ok, base);
    if (!ok || digits.startsWith(QLatin1Char('+')) || digits.startsWith(QLatin1Char('-')))
        return std::nullopt;
    return value;
}

// The WHATWG host parser's IPv4 branch: a host whose last label is numeric must be a valid IPv4.
bool validIpv4IfNumeric(QString host)
{
    if (host.endsWith(QLatin1Char('.')))
        host.chop(1);
    QStringList parts = host.split(QLatin1Char('.'));
    if (!ipv4Part(parts.last()).has_value()) {
        const QString last = parts.last();
        bool allDigits = !last.isEmpty();
        for (QChar c : last)
            allDigits = allDigits && isAsciiDigit(c);
        return !allDigits; // not an IPv4 address at all: an ordinary domain
    }
    if (parts.size() > 4)
        return false;
    QList<quint64> numbers;
    for (const QString &part : std::as_const(parts)) {
        const auto number = ipv4Part(part);
        if (!number)
            return false;
        numbers.append(*number);
    }
    for (int i = 0; i + 1 < numbers.size(); ++i) {
        if (numbers.at(i) > 255)
            return false;
    }
    const int remaining = 5 - int(numbers.size());
    return numbers.last() < (quint64(1) << (8 * remaining));
}

bool hasForbiddenHostCodePoint(const QString &host, bool domain)
{
    for (QChar c : host) {
        const ushort u = c.unicode();
        if (u == 0 || u == 0x09 || u == 0x0a || u == 0x0d || u == 0x20 || u == '#' || u == '/' || u == ':'
            || u == '<' || u == '>' || u == '?' || u == '@' || u == '[' || u == '\\' || u == ']' || u == '^'
            || u == '|') {
            return true;
        }
        if (domain && (u < 0x20 || u == '%' || u == 0x7f))
            return true;
    }
    return false;
}

bool validPort(const QString &port)
{
    if (port.isEmpty())
        return true;
    for (QChar c : port) {
        if (!isAsciiDigit(c))
            return false;
    }
    return port.size() <= 5 && port.toInt() <= 65535;
}

bool validIpv6(const QString &address)
{
    if (address.isEmpty() || !address.contains(QLatin1Char(':')))
        return false;
    for (QChar c : address) {
        if (!(isAsciiDigit(c) || c == QLatin1Char(':') || c == QLatin1Char('.')
              || (c.toLower() >= QLatin1Char('a') && c.toLower() <= QLatin1Char('f')))) {
            return false;
        }
    }
    return address.count(QStringLiteral("::")) <= 1;
}

} // namespace

void ZodIssues::add(const QString &path, const QString &message)
{
    m_errors.append(QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("message"), message}});
}

QString ZodIssues::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Double:
        return QStringLiteral("number");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

QString ZodIssues::expected(const QString &type, const QJsonValue &value)
{
    return QStringLiteral("Invalid input: expected %1, received %2").arg(type, typeName(value));
}

QString ZodIssues::invalidOption(const QStringList &options)
{
    QStringList quoted;
    for (const QString &option : options)
        quoted.append(QLatin1Char('"') + option + QLatin1Char('"'));
    return QStringLiteral("Invalid option: expected one of %1").arg(quoted.join(QLatin1Char('|')));
}

QString ZodIssues::tooBigString(int max)
{
    return QStringLiteral("Too big: expected string to have <=%1 characters").arg(max);
}

QString ZodIssues::tooSmallString(int min)
{
    return QStringLiteral("Too small: expected string to have >=%1 characters").arg(min);
}

bool ZodIssues::isJsWhitespace(QChar c)
{
    const ushort u = c.unicode();
    return u == 0x09 || u == 0x0a || u == 0x0b || u == 0x0c || u == 0x0d || u == 0x20 || u == 0xa0
        || u == 0x1680 || (u >= 0x2000 && u <= 0x200a) || u == 0x2028 || u == 0x2029 || u == 0x202f
        || u == 0x205f || u == 0x3000 || u == 0xfeff;
}

QString ZodIssues::jsTrim(const QString &value)
{
    qsizetype begin = 0;
    qsizetype end = value.size();
    while (begin < end && isJsWhitespace(value.at(begin)))
        ++begin;
    while (end > begin && isJsWhitespace(value.at(end - 1)))
        --end;
    return value.mid(begin, end - begin);
}

bool ZodIssues::isCuid(const QString &value)
{
    if (value.size() < 9 || (value.at(0) != QLatin1Char('c') && value.at(0) != QLatin1Char('C')))
        return false;
    for (qsizetype i = 1; i < value.size(); ++i) {
        if (value.at(i) == QLatin1Char('-') || isJsWhitespace(value.at(i)))
            return false;
    }
    return true;
}

bool ZodIssues::isWhatwgUrl(const QString &value)
{
    // Leading/trailing C0 controls and spaces are stripped; tabs and newlines are removed.
    QString input;
    input.reserve(value.size());
    qsizetype begin = 0;
    qsizetype end = value.size();
    while (begin < end && value.at(begin).unicode() <= 0x20)
        ++begin;
    while (end > begin && value.at(end - 1).unicode() <= 0x20)
        --end;
    for (qsizetype i = begin; i < end; ++i) {
        const QChar c = value.at(i);
        if (c != QLatin1Char('\t') && c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            input.append(c);
    }

    if (input.isEmpty() || !isAsciiAlpha(input.at(0)))
        return false;
    qsizetype colon = 1;
    while (colon < input.size()) {
        const QChar c = input.at(colon);
        if (c == QLatin1Char(':'))
            break;
        if (!(isAsciiAlpha(c) || isAsciiDigit(c) || c == QLatin1Char('+') || c == QLatin1Char('-')
              || c == QLatin1Char('.'))) {
            return false;
        }
        ++colon;
    }
    if (colon >= input.size())
        return false;
    const QString scheme = input.left(colon).toLower();
    QString rest = input.mid(colon + 1);
    if (scheme == QLatin1String("file"))
        return true;

    const bool special = scheme == QLatin1String("http") || scheme == QLatin1String("https")
        || scheme == QLatin1String("ws") || scheme == QLatin1String("wss") || scheme == QLatin1String("ftp");
    if (special) {
        qsizetype skip = 0;
        while (skip < rest.size() && (rest.at(skip) == QLatin1Char('/') || rest.at(skip) == QLatin1Char('\\')))
            ++skip;
        rest = rest.mid(skip);
    } else if (rest.startsWith(QLatin1String("//"))) {
        rest = rest.mid(2);
    } else {
        return true; // opaque path ("mailto:x", "urn:isbn:1")
    }

    qsizetype authorityEnd = rest.size();
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const QChar c = rest.at(i);
        if (c == QLatin1Char('/') || c == QLatin1Char('?') || c == QLatin1Char('#')
            || (special && c == QLatin1Char('\\'))) {
            authorityEnd = i;
            break;
        }
    }
    QString authority = rest.left(authorityEnd);
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        authority = authority.mid(at + 1);
        if (authority.isEmpty())
            return false;
    }

    QString host;
    QString port;
    if (authority.startsWith(QLatin1Char('['))) {
        const qsizetype close = authority.indexOf(QLatin1Char(']'));
        if (close < 0 || !validIpv6(authority.mid(1, close - 1)))
            return false;
        const QString after = authority.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(QLatin1Char(':')))
            return false;
        port = after.mid(1);
        host = authority.left(close + 1);
    } else {
        const qsizetype portColon = authority.indexOf(QLatin1Char(':'));
        host = portColon >= 0 ? authority.left(portColon) : authority;
        port = portColon >= 0 ? authority.mid(portColon + 1) : QString();
    }
    if (!validPort(port))
        return false;
    if (host.startsWith(QLatin1Char('[')))
        return true;
    if (!special)
        return !hasForbiddenHostCodePoint(host, false);
    if (host.isEmpty())
        return false;
    const QByteArray decodedBytes = QByteArray::fromPercentEncoding(host.toUtf8());
    const QString decoded = QString::fromUtf8(decodedBytes);
    if (decoded.contains(QChar::ReplacementCharacter) && !host.contains(QChar::ReplacementCharacter))
        return false;
    if (hasForbiddenHostCodePoint(decoded, true))
        return false;
    QString ascii = decoded.toLower();
    bool nonAscii = false;
    for (QChar c : ascii)
        nonAscii = nonAscii || c.unicode() > 0x7f;
    if (nonAscii) {
        ascii = QString::fromLatin1(QUrl::toAce(ascii));
        if (ascii.isEmpty())
            return false;
    }
    return validIpv4IfNumeric(ascii);
}

double ZodIssues::jsNumber(const QString &text)
{
    const QString trimmed = jsTrim(text);
    if (trimmed.isEmpty())
        return 0.0;
    static const QRegularExpression radix(QStringLiteral("^0([xXoObB])([0-9a-fA-F]+)$"));
    const QRegularExpressionMatch radixMatch = radix.match(trimmed);
    if (radixMatch.hasMatch()) {
        const QChar kind = radixMatch.captured(1).at(0).toLower();
        const int base = kind == QLatin1Char('x') ? 16 : kind == QLatin1Char('o') ? 8 : 2;
        double value = 0;
        for (QChar c : radixMatch.captured(2)) {
            const int digit = c.isDigit() ? c.digitValue() : c.toLower().unicode() - 'a' + 10;
            if (digit >= base)
                return std::numeric_limits<double>::quiet_NaN();
            value = value * base + digit;
        }
        return value;
    }
    if (trimmed == QLatin1String("Infinity") || trimmed == QLatin1String("+Infinity"))
        return std::numeric_limits<double>::infinity();
    if (trimmed == QLatin1String("-Infinity"))
        return -std::numeric_limits<double>::infinity();
    static const QRegularExpression decimal(
        QStringLiteral("^[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?$"));
    if (!decimal.match(trimmed).hasMatch())
        return std::numeric_limits<double>::quiet_NaN();
    return trimmed.toDouble();
}

std::optional<int> ZodIssues::coercePositiveInt(const QString &path, const QString &text, int max)
{
    const double number = jsNumber(text);
    if (std::isnan(number)) {
        add(path, QStringLiteral("Invalid input: expected number, received NaN"));
        return std::nullopt;
    }
    bool ok = true;
    if (!std::isfinite(number) || std::floor(number) != number) {
        add(path, QStringLiteral("Invalid input: expected int, received number"));
        ok = false;
    }
    if (!(number > 0)) {
        add(path, QStringLiteral("Too small: expected number to be >0"));
        ok = false;
    }
    if (max > 0 && number > max) {
        add(path, QStringLiteral("Too big: expected number to be <=%1").arg(max));
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    return number > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max() : int(number);
}

std::optional<bool> ZodIssues::queryBoolean(const QString &path, const QString &text)
{
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    add(path, QStringLiteral("Invalid input"));
    return std::nullopt;
}

bool ZodIssues::isIsoDateTime(const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral(
        "^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?Z$"));
    const QRegularExpressionMatch match = pattern.match(value);
    if (!match.hasMatch())
        return false;
    const QDate date(match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt());
    return date.isValid() && match.captured(4).toInt() < 24 && match.captured(5).toInt() < 60
        && (match.captured(6).isEmpty() || match.captured(6).toInt() < 60);
}

} // namespace sunrisetest
