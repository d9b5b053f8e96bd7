#include "yamlscalar.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace capstudio::flowgate::yamlscalar {

namespace {

__extension__ typedef unsigned __int128 Wide;

constexpr Wide kWideMax = ~Wide(0);

bool isSign(char c)
{
    return c == '+' || c == '-';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() && text.substr(0, prefix.size()) == prefix;
}

int digitValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 99;
}

// Rust's from_str_radix on a string of bare digits into a 128-bit unsigned value.
bool accumulate(std::string_view digits, int radix, Wide *out)
{
    if (digits.empty())
        return false;
    Wide value = 0;
    for (char c : digits) {
        const int digit = digitValue(c);
        if (digit >= radix)
            return false;
        if (value > (kWideMax - Wide(digit)) / Wide(radix))
            return false; // wider than 128 bits
        value = value * Wide(radix) + Wide(digit);
    }
    *out = value;
    return true;
}

// Rust's f64 grammar after the sign: `digits ['.' digits*] | '.' digits`, then an optional
// exponent `[eE][-+]?digits`. On success *magnitude is the decimal exponent of the first
// non-zero mantissa digit plus the written exponent (saturated), which tells an overflow
// (> 0) from an underflow; a zero mantissa gives the smallest value.
bool matchesFloatGrammar(std::string_view text, long long *magnitude)
{
    constexpr long long kNoDigit = std::numeric_limits<long long>::min();
    size_t i = 0;
    const size_t n = text.size();
    long long lead = kNoDigit;
    size_t intDigits = 0;
    size_t firstNonZero = 0;
    while (i < n && isDigit(text[i])) {
        if (lead == kNoDigit && text[i] != '0') {
            lead = 0;
            firstNonZero = intDigits;
        }
        ++intDigits;
        ++i;
    }
    if (lead != kNoDigit)
        lead = (long long)(intDigits - 1 - firstNonZero);
    size_t fracDigits = 0;
    if (i < n && text[i] == '.') {
        ++i;
        while (i < n && isDigit(text[i])) {
            if (lead == kNoDigit && text[i] != '0')
                lead = -1 - (long long)fracDigits;
            ++fracDigits;
            ++i;
        }
    }
    if (intDigits + fracDigits == 0)
        return false;
    long long exponent = 0;
    if (i < n && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        bool negative = false;
        if (i < n && isSign(text[i])) {
            negative = text[i] == '-';
            ++i;
        }
        if (i >= n || !isDigit(text[i]))
            return false;
        while (i < n && isDigit(text[i])) {
            if (exponent < 1'000'000'000)
                exponent = exponent * 10 + (text[i] - '0');
            ++i;
        }
        if (negative)
            exponent = -exponent;
    }
    if (i != n)
        return false;
    *magnitude = lead == kNoDigit ? kNoDigit : lead + exponent;
    return true;
}

} // namespace

bool isNullLiteral(std::string_view text)
{
    return text == "~" || text == "null" || text == "Null" || text == "NULL";
}

std::optional<bool> parseBool(std::string_view text)
{
    if (text == "true" || text == "True" || text == "TRUE")
        return true;
    if (text == "false" || text == "False" || text == "FALSE")
        return false;
    return std::nullopt;
}

bool digitsButNotNumber(std::string_view text)
{
    if (!text.empty() && isSign(text.front()))
        text.remove_prefix(1);
    if (text.size() <= 1 || text.front() != '0')
        return false;
    for (size_t i = 1; i < text.size(); ++i) {
        if (!isDigit(text[i]))
            return false;
    }
    return true;
}

IntLiteral parseInt(std::string_view text)
{
    IntLiteral result;
    if (text.empty())
        return result;
    const bool negative = text.front() == '-';
    std::string_view body = isSign(text.front()) ? text.substr(1) : text;
    if (body.empty() || isSign(body.front()))
        return result;
    int radix = 10;
    if (startsWith(body, "0x")) {
        radix = 16;
        body.remove_prefix(2);
    } else if (startsWith(body, "0o")) {
        radix = 8;
        body.remove_prefix(2);
    } else if (startsWith(body, "0b")) {
        radix = 2;
        body.remove_prefix(2);
    } else if (digitsButNotNumber(text)) {
        return result;
    }
    Wide magnitude = 0;
    if (!accumulate(body, radix, &magnitude))
        return result;

    constexpr Wide i64Max = Wide(std::numeric_limits<qint64>::max());
    constexpr Wide u64Max = Wide(std::numeric_limits<quint64>::max());
    if (!negative) {
        if (magnitude <= i64Max) {
            result.kind = IntLiteral::Fits;
            result.value = qint64(magnitude);
        } else if (magnitude <= u64Max) {
            result.kind = IntLiteral::Unsigned64;
            result.approx = double(quint64(magnitude));
        } else {
            result.kind = IntLiteral::OutOfRange;
        }
        return result;
    }
    if (magnitude <= i64Max + 1) {
        result.kind = IntLiteral::Fits;
        result.value = magnitude == i64Max + 1 ? std::numeric_limits<qint64>::min()
                                               : -qint64(magnitude);
    } else if (magnitude <= (Wide(1) << 127)) {
        result.kind = IntLiteral::OutOfRange;
    }
    return result;
}

std::optional<double> parseFloat(std::string_view text)
{
    std::string_view unpositive = text;
    if (!text.empty() && text.front() == '+') {
        unpositive.remove_prefix(1);
        if (!unpositive.empty() && isSign(unpositive.front()))
            return std::nullopt;
    }
    if (unpositive == ".inf" || unpositive == ".Inf" || unpositive == ".INF")
        return std::numeric_limits<double>::infinity();
    if (text == "-.inf" || text == "-.Inf" || text == "-.INF")
        return -std::numeric_limits<double>::infinity();
    if (text == ".nan" || text == ".NaN" || text == ".NAN")
        return std::numeric_limits<double>::quiet_NaN();

    const bool negative = !unpositive.empty() && unpositive.front() == '-';
    const std::string_view unsignedPart = negative ? unpositive.substr(1) : unpositive;
    long long magnitude = 0;
    if (!matchesFloatGrammar(unsignedPart, &magnitude))
        return std::nullopt;
    double value = 0;
    const char *begin = unpositive.data();
    const char *end = begin + unpositive.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value, std::chars_format::general);
    if (ec == std::errc::result_out_of_range) {
        // Overflow makes an infinity, which serde_yaml does not take as a float;
        // underflow rounds to a signed zero as Rust's parser does.
        if (magnitude > 0)
            return std::nullopt;
        return negative ? -0.0 : 0.0;
    }
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

Value jsonNumber(double value)
{
    if (!std::isfinite(value))
        return Value();
    return Value(value);
}

bool resolvePlainNonString(std::string_view text, Value *out, bool *outOfRange)
{
    *outOfRange = false;
    if (text.empty()) {
        *out = Value();
        return true;
    }
    switch (text.front()) {
    case '~': case 'n': case 'N': case 't': case 'T': case 'f': case 'F':
    case '+': case '-': case '.':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
        break;
    default:
        return false;
    }
    if (isNullLiteral(text)) {
        *out = Value();
        return true;
    }
    if (const std::optional<bool> boolean = parseBool(text)) {
        *out = Value(*boolean);
        return true;
    }
    const IntLiteral integer = parseInt(text);
    switch (integer.kind) {
    case IntLiteral::Fits:
        *out = Value(integer.value);
        return true;
    case IntLiteral::Unsigned64:
        *out = Value(integer.approx);
        return true;
    case IntLiteral::OutOfRange:
        *outOfRange = true;
        *out = Value();
        return true;
    case IntLiteral::NotInteger:
        break;
    }
    if (!digitsButNotNumber(text)) {
        if (const std::optional<double> number = parseFloat(text)) {
            *out = jsonNumber(*number);
            return true;
        }
    }
    return false;
}

Value resolvePlain(std::string_view text, bool *outOfRange)
{
    Value value;
    if (resolvePlainNonString(text, &value, outOfRange))
        return value;
    return Value(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

} // namespace capstudio::flowgate::yamlscalar
