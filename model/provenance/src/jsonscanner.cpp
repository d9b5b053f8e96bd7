#include "jsonscanner.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <array>

namespace capstudio::provenance::detail {

namespace {

constexpr std::uint64_t Ones = 0x0101010101010101ULL;
constexpr std::uint64_t Highs = 0x8080808080808080ULL;

// Non-zero when one of the eight bytes of `word` needs a closer look inside a string: a quote,
// a backslash, a control character or a byte of a multi-byte sequence.
inline std::uint64_t needsAttention(std::uint64_t word)
{
    const std::uint64_t quote = word ^ (Ones * '"');
    const std::uint64_t backslash = word ^ (Ones * '\\');
    const std::uint64_t zeroQuote = (quote - Ones) & ~quote;
    const std::uint64_t zeroBackslash = (backslash - Ones) & ~backslash;
    const std::uint64_t control = (word - Ones * 0x20) & ~word;
    return ((zeroQuote | zeroBackslash | control) & Highs) | (word & Highs);
}

// Length of the well-formed UTF-8 sequence at `p` (lead byte >= 0x80), 0 when ill-formed
// (overlong forms, surrogates and code points above U+10FFFF are ill-formed).
inline int utf8SequenceLength(const unsigned char *p, const unsigned char *end)
{
    const unsigned char lead = p[0];
    auto continuation = [&](int i) { return p + i < end && (p[i] & 0xC0) == 0x80; };
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if (lead == 0xE0 && p[1] < 0xA0)
            return 0;
        if (lead == 0xED && p[1] >= 0xA0)
            return 0;
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if (lead == 0xF0 && p[1] < 0x90)
            return 0;
        if (lead == 0xF4 && p[1] >= 0x90)
            return 0;
        return 4;
    }
    return 0;
}

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        out.push_back(char(0xC0 | (cp >> 6)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(char(0xE0 | (cp >> 12)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Reads the four hex digits after "\u" at `p`; -1 when they are not four hex digits.
long readHex4(const char *p, const char *end)
{
    if (end - p < 4)
        return -1;
    long value = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexValue(p[i]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

// Decodes the escape sequence at `p` (pointing at the backslash) into `out`, or only checks it
// when `out` is null; returns the number of input bytes consumed, 0 when the escape is
// invalid. Lone surrogates, which JavaScript writes happily, become U+FFFD.
int decodeEscape(const char *p, const char *end, std::string *out)
{
    if (end - p < 2)
        return 0;
    const auto put = [out](char c) {
        if (out)
            out->push_back(c);
        return 2;
    };
    switch (p[1]) {
    case '"': return put('"');
    case '\\': return put('\\');
    case '/': return put('/');
    case 'b': return put('\b');
    case 'f': return put('\f');
    case 'n': return put('\n');
    case 'r': return put('\r');
    case 't': return put('\t');
    case 'u': {
        const long unit = readHex4(p + 2, end);
        if (unit < 0)
            return 0;
        if (unit >= 0xD800 && unit <= 0xDBFF && end - p >= 12 && p[6] == '\\' && p[7] == 'u') {
            const long low = readHex4(p + 8, end);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                if (out)
                    appendUtf8(*out, 0x10000 + ((std::uint32_t(unit) - 0xD800) << 10) + (std::uint32_t(low) - 0xDC00));
                return 12;
            }
        }
        if (out)
            appendUtf8(*out, unit >= 0xD800 && unit <= 0xDFFF ? 0xFFFD : std::uint32_t(unit));
        return 6;
    }
    default:
        return 0;
    }
}

} // namespace

const unsigned char *JsonScanner::stringClass()
{
    static const std::array<unsigned char, 256> table = [] {
        std::array<unsigned char, 256> t{};
        for (int c = 0; c < 0x20; ++c)
            t[c] = Control;
        t['"'] = Quote;
        t['\\'] = Backslash;
        for (int c = 0x80; c < 0x100; ++c)
            t[c] = High;
        return t;
    }();
    return table.data();
}

bool JsonScanner::readString(std::string_view &out, bool decode)
{
    const char *tokenBegin = m_cur;
    const char *p = m_cur + 1;
    const char *start = p;
    const unsigned char *classes = stringClass();
    bool decoded = false;  // true once the value lives in m_scratch
    const char *run = start; // in decoded mode: first plain byte not yet copied to m_scratch
    while (true) {
#if defined(__SSE2__)
        // Sixteen bytes at a time, stopping exactly at the first quote, backslash, control
        // or non-ASCII byte (signed compare: bytes from 0x80 are negative, so below 0x20).
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i space = _mm_set1_epi8(0x20);
        while (m_end - p >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const int special = _mm_movemask_epi8(_mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)),
                _mm_cmplt_epi8(bytes, space)));
            if (special != 0) {
                p += __builtin_ctz(unsigned(special));
                break;
            }
            p += 16;
        }
#endif
        while (m_end - p >= 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            if (needsAttention(word))
                break;
            p += 8;
        }
        if (p >= m_end)
            break;
        const unsigned char c = static_cast<unsigned char>(*p);
        switch (classes[c]) {
        case Plain:
            ++p;
            continue;
        case Quote:
            if (decoded) {
                m_scratch.append(run, std::size_t(p - run));
                out = m_scratch;
            } else {
                out = std::string_view(start, std::size_t(p - start));
            }
            m_cur = p + 1;
            return true;
        case Backslash: {
            if (!decode) {
                // Validated, not decoded: `out` will be the text as written.
                const int used = decodeEscape(p, m_end, nullptr);
                if (used == 0) {
                    if (p + 1 >= m_end)
                        break; // unterminated
                    m_openString = tokenBegin;
                    return fail("invalid escape sequence in a string", p);
                }
                p += used;
                continue;
            }
            if (!decoded) {
                m_scratch.assign(start, std::size_t(p - start));
                decoded = true;
            } else {
                m_scratch.append(run, std::size_t(p - run));
            }
            if (p + 1 >= m_end)
                break; // unterminated
            const int used = decodeEscape(p, m_end, &m_scratch);
            if (used == 0) {
                m_openString = tokenBegin;
                return fail("invalid escape sequence in a string", p);
            }
            p += used;
            run = p;
            continue;
        }
        case Control:
            m_openString = tokenBegin;
            return fail("control character in a string (it must be escaped)", p);
        default: {
            const int length = utf8SequenceLength(reinterpret_cast<const unsigned char *>(p),
                                                  reinterpret_cast<const unsigned char *>(m_end));
            if (length == 0) {
                m_openString = tokenBegin;
                return fail("invalid UTF-8 in a string", p);
            }
            p += length;
            continue;
        }
        }
        break;
    }
    m_openString = tokenBegin;
    return fail("unterminated string", tokenBegin);
}

bool JsonScanner::readNumber(std::string_view &out)
{
    const char *start = m_cur;
    const char *p = m_cur;
    auto digit = [&](const char *q) { return q < m_end && *q >= '0' && *q <= '9'; };
    if (p < m_end && *p == '-')
        ++p;
    if (!digit(p))
        return fail(start == p ? "unexpected character" : "invalid number", start);
    if (*p == '0') {
        ++p;
    } else {
        while (digit(p))
            ++p;
    }
    if (p < m_end && *p == '.') {
        ++p;
        if (!digit(p))
            return fail("invalid number: digits must follow the decimal point", start);
        while (digit(p))
            ++p;
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        if (!digit(p))
            return fail("invalid number: digits must follow the exponent", start);
        while (digit(p))
            ++p;
    }
    out = std::string_view(start, std::size_t(p - start));
    m_cur = p;
    return true;
}

bool JsonScanner::readLiteral(char &which)
{
    static constexpr std::string_view literals[] = {"true", "false", "null"};
    for (const std::string_view word : literals) {
        if (word[0] != *m_cur)
            continue;
        if (std::size_t(m_end - m_cur) < word.size()
            || std::memcmp(m_cur, word.data(), word.size()) != 0)
            return fail("unexpected character", m_cur);
        which = word[0];
        m_cur += word.size();
        return true;
    }
    return fail("unexpected character", m_cur);
}

std::string JsonScanner::decodeString(const char *tokenBegin, const char *tokenEnd)
{
    std::string out;
    const char *p = tokenBegin + 1;
    const char *end = tokenEnd - 1;
    out.reserve(std::size_t(end - p));
    while (p < end) {
        const char *backslash = static_cast<const char *>(std::memchr(p, '\\', std::size_t(end - p)));
        if (!backslash) {
            out.append(p, std::size_t(end - p));
            break;
        }
        out.append(p, std::size_t(backslash - p));
        const int used = decodeEscape(backslash, end, &out);
        p = backslash + (used > 0 ? used : 1);
    }
    return out;
}

void JsonScanner::encodeString(std::string_view value, std::string &out)
{
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (const char ch : value) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out.push_back(hex[c >> 4]);
                out.push_back(hex[c & 0xF]);
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

} // namespace capstudio::provenance::detail
