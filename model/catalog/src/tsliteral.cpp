#include "tsliteral.h"

#include <QLocale>
#include <cmath>

namespace capstudio {

namespace {

QString hex4(uint code)
{
    return QStringLiteral("\\u%1").arg(code, 4, 16, QLatin1Char('0'));
}

// Escapes what neither a TypeScript nor a JSON string literal may hold verbatim.
// `quote` is the delimiter to escape; JSON uses \u00XX for control characters,
// TypeScript the shorter \xXX.
QString escapeBody(const QString &text, QChar quote, bool json)
{
    QString out;
    out.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += c;
            out += text.at(++i);
            continue;
        }
        if (c.isSurrogate()) {
            out += hex4(u);
            continue;
        }
        switch (u) {
        case u'\\':
            out += QLatin1String("\\\\");
            continue;
        case u'\n':
            out += QLatin1String("\\n");
            continue;
        case u'\r':
            out += QLatin1String("\\r");
            continue;
        case u'\t':
            out += QLatin1String("\\t");
            continue;
        case u'\b':
            out += QLatin1String("\\b");
            continue;
        case u'\f':
            out += QLatin1String("\\f");
            continue;
        default:
            break;
        }
        if (c == quote) {
            out += QLatin1Char('\\');
            out += c;
        } else if (u < 0x20) {
            out += json ? hex4(u) : QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        } else if (!json && (u == 0x2028 || u == 0x2029)) {
            out += hex4(u);
        } else {
            out += c;
        }
    }
    return out;
}

// JavaScript's Number#toString(): shortest digits that round-trip, plain notation for
// exponents from -7 to 20, scientific notation outside.
QString javascriptNumber(double value, bool plusInExponent)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    if (value == 0)
        return QStringLiteral("0");

    const QString sign = value < 0 ? QStringLiteral("-") : QString();
    // "d.ddde±XX" with the fewest digits that read back as the same double.
    const QString sci =
        QString::number(std::fabs(value), 'e', QLocale::FloatingPointShortest);
    const qsizetype e = sci.indexOf(QLatin1Char('e'));
    QString digits = sci.left(e);
    digits.remove(QLatin1Char('.'));
    while (digits.size() > 1 && digits.endsWith(QLatin1Char('0')))
        digits.chop(1);
    const int exponent = sci.mid(e + 1).toInt();
    const int k = int(digits.size());
    const int n = exponent + 1; // position of the decimal point after the first digit run

    if (k <= n && n <= 21)
        return sign + digits + QString(n - k, QLatin1Char('0'));
    if (0 < n && n <= 21)
        return sign + digits.left(n) + QLatin1Char('.') + digits.mid(n);
    if (-6 < n && n <= 0)
        return sign + QStringLiteral("0.") + QString(-n, QLatin1Char('0')) + digits;

    QString mantissa = digits.left(1);
    if (k > 1)
        mantissa += QLatin1Char('.') + digits.mid(1);
    const int shown = n - 1;
    QString exponentText = QString::number(std::abs(shown));
    if (shown < 0)
        exponentText.prepend(QLatin1Char('-'));
    else if (plusInExponent)
        exponentText.prepend(QLatin1Char('+'));
    return sign + mantissa + QLatin1Char('e') + exponentText;
}

} // namespace

QString TsLiteral::string(const QString &text)
{
    const qsizetype singles = text.count(QLatin1Char('\''));
    const qsizetype doubles = text.count(QLatin1Char('"'));
    const QChar quote = singles > doubles ? QLatin1Char('"') : QLatin1Char('\'');
    return quote + escapeBody(text, quote, false) + quote;
}

QString TsLiteral::jsonString(const QString &text)
{
    return QLatin1Char('"') + escapeBody(text, QLatin1Char('"'), true) + QLatin1Char('"');
}

QString TsLiteral::number(double value)
{
    return javascriptNumber(value, false);
}

QString TsLiteral::jsonNumber(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("null"); // what JSON.stringify writes
    return javascriptNumber(value, true);
}

bool TsLiteral::isIdentifier(const QString &name)
{
    // An ES5 IdentifierName (what Prettier leaves unquoted): a Unicode letter, "$" or
    // "_", then also combining marks, digits, connector punctuation, ZWNJ and ZWJ.
    if (name.isEmpty())
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c.isSurrogate())
            return false;
        const QChar::Category category = c.category();
        const bool start = c == QLatin1Char('$') || c == QLatin1Char('_') || c.isLetter()
                || category == QChar::Number_Letter;
        const bool part = category == QChar::Mark_NonSpacing
                || category == QChar::Mark_SpacingCombining || category == QChar::Number_DecimalDigit
                || category == QChar::Punctuation_Connector || c.unicode() == 0x200C
                || c.unicode() == 0x200D;
        if (!(start || (i > 0 && part)))
            return false;
    }
    return true;
}

QString TsLiteral::propertyKey(const QString &name)
{
    if (name == QLatin1String("__proto__"))
        return QLatin1Char('[') + string(name) + QLatin1Char(']');
    return isIdentifier(name) ? name : string(name);
}

QString TsLiteral::commentLine(const QString &text)
{
    QString line = text;
    line.replace(QLatin1String("\r\n"), QLatin1String(" "));
    for (const QChar c : {QChar(u'\n'), QChar(u'\r'), QChar(0x2028), QChar(0x2029)})
        line.replace(c, QLatin1Char(' '));
    return line;
}

QString TsLiteral::blockCommentText(const QString &text)
{
    QString safe = text;
    safe.replace(QLatin1String("*/"), QLatin1String("*\\/"));
    return safe;
}

} // namespace capstudio
