// The flowgate runtime's hashes (reference §5 contract hash, §2.11 skill and script hash).
//
// Canonical JSON is what serde_json writes for a serde_json::Value whose maps are sorted:
// no whitespace, keys ordered by their UTF-8 bytes, serde_json's string escaping and
// number formatting. Notes on the corners:
// - Integers print in plain decimal. Value has no unsigned 64-bit integers, so a YAML or
//   JSON integer above i64::MAX (which serde_json would keep as u64) reaches us as a Float
//   and prints as one: snippets with such numbers hash differently from the runtime.
// - Floats print as serde_json prints an f64 (see formatFloat()). NaN and infinities cannot
//   be held by a serde_json::Value (Number::from_f64 turns them into Null), so they print as
//   null.
// - Keys are compared as UTF-8 byte strings, which for valid Unicode is code point order
//   and differs from UTF-16 order for characters outside the BMP. Value keeps its members
//   in that order already; canonicalJson() does not rely on it and re-sorts when a caller
//   has disturbed the order through mutableMembers(). When a key occurs twice there, the
//   later member wins, as with serde_json::Map::insert.
// - Strings are written as their UTF-8 bytes. A lone surrogate (impossible in a Rust
//   string) is encoded as QString::toUtf8() encodes it.

#include "flowgate/contracthash.h"

#include <QCryptographicHash>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <numeric>

namespace capstudio::flowgate {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

void appendQuoted(QByteArray &out, const QByteArray &utf8)
{
    out.append('"');
    for (const char ch : utf8) {
        const auto byte = static_cast<unsigned char>(ch);
        switch (byte) {
        case '"':
            out.append("\\\"", 2);
            break;
        case '\\':
            out.append("\\\\", 2);
            break;
        case 0x08:
            out.append("\\b", 2);
            break;
        case 0x09:
            out.append("\\t", 2);
            break;
        case 0x0A:
            out.append("\\n", 2);
            break;
        case 0x0C:
            out.append("\\f", 2);
            break;
        case 0x0D:
            out.append("\\r", 2);
            break;
        default:
            if (byte < 0x20) {
                const char escape[6] = {'\\', 'u', '0', '0', kHexDigits[byte >> 4],
                                        kHexDigits[byte & 0x0F]};
                out.append(escape, 6);
            } else {
                // '/', DEL and every byte of a multi-byte UTF-8 sequence go out raw.
                out.append(ch);
            }
            break;
        }
    }
    out.append('"');
}

void appendInteger(QByteArray &out, qint64 value)
{
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, int(result.ptr - buffer));
}

void appendFloat(QByteArray &out, double value, ContractHash::FloatStyle style)
{
    if (!std::isfinite(value)) {
        out.append("null", 4);
        return;
    }
    if (value == 0) {
        if (std::signbit(value))
            out.append("-0.0", 4);
        else
            out.append("0.0", 3);
        return;
    }

    // std::to_chars without a precision gives the shortest digit string that reads back
    // as the same double (ties between equally short candidates go to the one closest to
    // the exact value), the same digits ryu and zmij produce. Ask for scientific form
    // ("-d.ddde±XX") and take the digits and the decimal exponent apart.
    char sci[40];
    const auto result = std::to_chars(sci, sci + sizeof sci, value, std::chars_format::scientific);
    const char *p = sci;
    const char *const end = result.ptr;
    const bool negative = *p == '-';
    if (negative)
        ++p;
    char digits[20];
    int digitCount = 0;
    for (; p < end && *p != 'e'; ++p) {
        if (*p >= '0' && *p <= '9' && digitCount < int(sizeof digits))
            digits[digitCount++] = *p;
    }
    int exponent = 0; // value = d.ddd × 10^exponent
    if (p < end && *p == 'e') {
        ++p;
        const bool negativeExponent = *p == '-';
        if (*p == '-' || *p == '+')
            ++p;
        for (; p < end; ++p)
            exponent = exponent * 10 + (*p - '0');
        if (negativeExponent)
            exponent = -exponent;
    }
    while (digitCount > 1 && digits[digitCount - 1] == '0')
        --digitCount;

    if (negative)
        out.append('-');
    if (exponent >= -5 && exponent <= 15) {
        // Decimal notation.
        if (exponent >= digitCount - 1) {
            // 1234e7 -> 12340000000.0
            out.append(digits, digitCount);
            out.append(QByteArray(exponent - (digitCount - 1), '0'));
            out.append(".0", 2);
        } else if (exponent >= 0) {
            // 1234e-2 -> 12.34
            out.append(digits, exponent + 1);
            out.append('.');
            out.append(digits + exponent + 1, digitCount - exponent - 1);
        } else {
            // 1234e-6 -> 0.001234
            out.append("0.", 2);
            out.append(QByteArray(-exponent - 1, '0'));
            out.append(digits, digitCount);
        }
        return;
    }
    // Scientific notation: 1e+16, 1.5e-7; the mantissa has a point only with 2+ digits,
    // the exponent has no leading zeros.
    out.append(digits[0]);
    if (digitCount > 1) {
        out.append('.');
        out.append(digits + 1, digitCount - 1);
    }
    out.append('e');
    if (exponent < 0)
        out.append('-');
    else if (style == ContractHash::FloatStyle::SerdeJson)
        out.append('+');
    appendInteger(out, std::abs(exponent));
}

void appendCanonical(QByteArray &out, const Value &value, ContractHash::FloatStyle style);

void appendObject(QByteArray &out, const Value::Object &members, ContractHash::FloatStyle style)
{
    // The common case: members already strictly ascending by UTF-8 bytes.
    std::vector<QByteArray> keys;
    keys.reserve(members.size());
    bool ordered = true;
    for (const Value::Member &member : members) {
        keys.push_back(member.key.toUtf8());
        if (keys.size() > 1 && !(keys[keys.size() - 2] < keys.back()))
            ordered = false;
    }
    std::vector<size_t> order(members.size());
    std::iota(order.begin(), order.end(), size_t(0));
    if (!ordered) {
        std::stable_sort(order.begin(), order.end(),
                         [&keys](size_t a, size_t b) { return keys[a] < keys[b]; });
    }

    out.append('{');
    bool first = true;
    for (size_t i = 0; i < order.size(); ++i) {
        const size_t index = order[i];
        // Of equal keys (adjacent after the stable sort) only the last one is written.
        if (i + 1 < order.size() && keys[order[i + 1]] == keys[index])
            continue;
        if (!first)
            out.append(',');
        first = false;
        appendQuoted(out, keys[index]);
        out.append(':');
        appendCanonical(out, members[index].value, style);
    }
    out.append('}');
}

void appendCanonical(QByteArray &out, const Value &value, ContractHash::FloatStyle style)
{
    switch (value.type()) {
    case Value::Type::Null:
        out.append("null", 4);
        return;
    case Value::Type::Bool:
        if (value.toBool())
            out.append("true", 4);
        else
            out.append("false", 5);
        return;
    case Value::Type::Int:
        appendInteger(out, value.toInt());
        return;
    case Value::Type::Float:
        appendFloat(out, value.toDouble(), style);
        return;
    case Value::Type::String:
        appendQuoted(out, value.toString().toUtf8());
        return;
    case Value::Type::Array: {
        out.append('[');
        bool first = true;
        for (const Value &item : value.items()) {
            if (!first)
                out.append(',');
            first = false;
            appendCanonical(out, item, style);
        }
        out.append(']');
        return;
    }
    case Value::Type::Object:
        appendObject(out, value.members(), style);
        return;
    }
    out.append("null", 4);
}

// Unicode White_Space (what Rust's char::is_whitespace, str::trim and
// str::split_whitespace use): TAB, LF, VT, FF, CR, SPACE, NEL, NBSP, OGHAM SPACE MARK,
// U+2000..U+200A, LINE SEPARATOR, PARAGRAPH SEPARATOR, NARROW NBSP, MEDIUM MATHEMATICAL
// SPACE, IDEOGRAPHIC SPACE. Not included: U+180E, U+200B, U+2060, U+FEFF. All are in the
// BMP, so a surrogate unit is never whitespace.
bool isUnicodeWhiteSpace(char16_t unit)
{
    if (unit <= 0x20)
        return unit == 0x20 || (unit >= 0x09 && unit <= 0x0D);
    if (unit < 0x85)
        return false;
    switch (unit) {
    case 0x0085:
    case 0x00A0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
        return true;
    default:
        return unit >= 0x2000 && unit <= 0x200A;
    }
}

} // namespace

QByteArray ContractHash::canonicalJson(const Value &value)
{
    return canonicalJson(value, FloatStyle::SerdeJson);
}

QByteArray ContractHash::canonicalJson(const Value &value, FloatStyle style)
{
    QByteArray out;
    appendCanonical(out, value, style);
    return out;
}

QString ContractHash::of(const Value &snippet)
{
    return sha256Tag(canonicalJson(snippet));
}

QString ContractHash::skillHash(const QString &body)
{
    return sha256Tag(normalizeSkillBody(body).toUtf8());
}

QString ContractHash::scriptHash(const QString &body)
{
    return sha256Tag(normalizeScriptBody(body).toUtf8());
}

QByteArray ContractHash::formatFloat(double value, FloatStyle style)
{
    QByteArray out;
    appendFloat(out, value, style);
    return out;
}

QByteArray ContractHash::quoteString(const QString &text)
{
    QByteArray out;
    appendQuoted(out, text.toUtf8());
    return out;
}

QString ContractHash::normalizeSkillBody(const QString &body)
{
    // body.split_whitespace().join(" "): trims both ends and turns every run of
    // whitespace into a single U+0020.
    QString out;
    out.reserve(body.size());
    bool pendingSpace = false;
    for (const QChar ch : body) {
        if (isUnicodeWhiteSpace(ch.unicode())) {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace) {
            out.append(QLatin1Char(' '));
            pendingSpace = false;
        }
        out.append(ch);
    }
    return out;
}

QString ContractHash::normalizeScriptBody(const QString &body)
{
    qsizetype length = body.size();
    while (length > 0 && body.at(length - 1) == QLatin1Char('\n'))
        --length;
    return body.left(length) + QLatin1Char('\n');
}

QString ContractHash::sha256Tag(const QByteArray &bytes)
{
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return QStringLiteral("sha256:") + QString::fromLatin1(digest.toHex());
}

} // namespace capstudio::flowgate
