#include "leakscanner.h"

#include <QChar>

namespace capstudio::provenance::detail {

namespace {

// Decodes the UTF-8 sequence at p[i] (i < n). Returns its length; invalid bytes decode
// as U+FFFD of length 1.
std::size_t decodeForward(const uchar8 *p, std::size_t i, std::size_t n, char32_t &cp)
{
    const uchar8 b = p[i];
    std::size_t len = 0;
    char32_t v = 0;
    if (b < 0x80) {
        cp = b;
        return 1;
    } else if ((b & 0xE0) == 0xC0) {
        len = 2;
        v = b & 0x1F;
    } else if ((b & 0xF0) == 0xE0) {
        len = 3;
        v = b & 0x0F;
    } else if ((b & 0xF8) == 0xF0) {
        len = 4;
        v = b & 0x07;
    } else {
        cp = 0xFFFD;
        return 1;
    }
    if (i + len > n) {
        cp = 0xFFFD;
        return 1;
    }
    for (std::size_t k = 1; k < len; ++k) {
        if ((p[i + k] & 0xC0) != 0x80) {
            cp = 0xFFFD;
            return 1;
        }
        v = (v << 6) | (p[i + k] & 0x3F);
    }
    cp = v;
    return len;
}

// Decodes the code point that ends just before p[end] (end > 0); returns where it starts.
std::size_t decodeBackward(const uchar8 *p, std::size_t end, std::size_t n, char32_t &cp)
{
    std::size_t start = end - 1;
    int steps = 0;
    while (start > 0 && (p[start] & 0xC0) == 0x80 && steps < 3) {
        --start;
        ++steps;
    }
    const std::size_t len = decodeForward(p, start, n, cp);
    if (start + len != end) {
        cp = 0xFFFD;
        return end - 1;
    }
    return start;
}

bool isNonAsciiLetterOrNumber(char32_t cp)
{
    return cp != 0xFFFD && QChar::isLetterOrNumber(cp);
}

// ---------------------------------------------------------------------------------------
// IBAN lengths per country (SWIFT IBAN registry). Countries not listed are checked by the
// mod-97 checksum and the generic 15–34 length only.

struct IbanCountry
{
    char code[3];
    std::uint8_t length;
};
constexpr IbanCountry kIbanCountries[] = {
    { "AD", 24 }, { "AE", 23 }, { "AL", 28 }, { "AT", 20 }, { "AZ", 28 }, { "BA", 20 }, { "BE", 16 },
    { "BG", 22 }, { "BH", 22 }, { "BI", 27 }, { "BR", 29 }, { "BY", 28 }, { "CH", 21 }, { "CR", 22 },
    { "CY", 28 }, { "CZ", 24 }, { "DE", 22 }, { "DJ", 27 }, { "DK", 18 }, { "DO", 28 }, { "EE", 20 },
    { "EG", 29 }, { "ES", 24 }, { "FI", 18 }, { "FK", 18 }, { "FO", 18 }, { "FR", 27 }, { "GB", 22 },
    { "GE", 22 }, { "GI", 23 }, { "GL", 18 }, { "GR", 27 }, { "GT", 28 }, { "HR", 21 }, { "HU", 28 },
    { "IE", 22 }, { "IL", 23 }, { "IQ", 23 }, { "IS", 26 }, { "IT", 27 }, { "JO", 30 }, { "KW", 30 },
    { "KZ", 20 }, { "LB", 28 }, { "LC", 32 }, { "LI", 21 }, { "LT", 20 }, { "LU", 20 }, { "LV", 21 },
    { "LY", 25 }, { "MC", 27 }, { "MD", 24 }, { "ME", 22 }, { "MK", 19 }, { "MN", 20 }, { "MR", 27 },
    { "MT", 31 }, { "MU", 30 }, { "NI", 28 }, { "NL", 18 }, { "NO", 15 }, { "OM", 23 }, { "PK", 24 },
    { "PL", 28 }, { "PS", 29 }, { "PT", 25 }, { "QA", 29 }, { "RO", 24 }, { "RS", 22 }, { "RU", 33 },
    { "SA", 24 }, { "SC", 31 }, { "SD", 18 }, { "SE", 24 }, { "SI", 19 }, { "SK", 24 }, { "SM", 27 },
    { "SO", 23 }, { "ST", 25 }, { "SV", 28 }, { "TL", 23 }, { "TN", 24 }, { "TR", 26 }, { "UA", 29 },
    { "VA", 22 }, { "VG", 24 }, { "XK", 20 }, { "YE", 30 },
};

int ibanLengthFor(uchar8 a, uchar8 b)
{
    for (const IbanCountry &c : kIbanCountries)
        if (uchar8(c.code[0]) == a && uchar8(c.code[1]) == b)
            return c.length;
    return 0;
}

bool ibanChecksumOk(const char *iban, std::size_t len)
{
    unsigned remainder = 0;
    for (std::size_t k = 0; k < len; ++k) {
        const uchar8 c = uchar8(iban[(k + 4) % len]);
        if (isDigit(c))
            remainder = (remainder * 10 + unsigned(c - '0')) % 97;
        else
            remainder = (remainder * 100 + unsigned(c - 'A' + 10)) % 97;
    }
    return remainder == 1;
}

bool luhnOk(const char *digits, std::size_t len)
{
    unsigned sum = 0;
    bool doubleIt = false;
    for (std::size_t k = len; k-- > 0;) {
        unsigned d = unsigned(digits[k] - '0');
        if (doubleIt) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        doubleIt = !doubleIt;
    }
    return sum % 10 == 0;
}

} // namespace

bool truncationAtEnd(std::string_view text, std::size_t at)
{
    std::size_t k = at;
    if (startsWith(text, k, kEllipsis))
        k += kEllipsis.size();
    else if (startsWith(text, k, "..."))
        k += 3;
    else
        return false;
    while (k < text.size() && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r'))
        ++k;
    return k == text.size();
}

// ---------------------------------------------------------------------------------------
// The scan loop and the detectors of personal data (email, phone, card, IBAN); their rules
// are described at their declarations in leakscanner.h.

void Scanner::run()
{
    const uchar8 *p = m_p;
    const std::size_t n = m_n;
    if (n == 0)
        return;
    if (kClass[p[0]] & kStart)
        wordStart(0);
    for (std::size_t i = 0; i < n; ++i) {
        const uchar8 c = p[i];
        if (!(kClass[c] & kBoundary))
            continue;
        switch (c) {
        case '@': email(i); break;
        case ':': case '=': keyValue(i); break;
        case '+': phone(i); break;
        case '(': phone(i); break;
        default: break;
        }
        if (i + 1 < n && (kClass[p[i + 1]] & kStart))
            wordStart(i + 1);
    }
}

bool Scanner::continuesNumber(std::size_t start) const
{
    const uchar8 prev = before(start);
    if (prev == '.' || prev == '-' || prev == '+' || prev == '/' || prev == '#' || prev == '*'
        || prev == '$' || prev == '\\')
        return true;
    if (start >= 2 && (prev == ' ' || prev == ',' || prev == ':' || prev == '(') && isDigit(m_p[start - 2])) {
        // Only when those digits are a number, not the tail of a word ("ghi789 4111…").
        std::size_t k = start - 2;
        while (k > 0 && isDigit(m_p[k - 1]))
            --k;
        return !(k > 0 && isWord(m_p[k - 1]));
    }
    return false;
}

void Scanner::wordStart(std::size_t i)
{
    const uchar8 c = m_p[i];
    if (isDigit(c)) {
        phone(i);
        card(i);
        return;
    }
    switch (c) {
    case 'e': jwt(i); return;
    case 's': skKey(i); return;
    case 'g': githubKey(i); return;
    case 'x': slackKey(i); return;
    case 'a': case 'b': case 'd': case 't': authorization(i); return;
    case 'A': authorization(i); awsKey(i); iban(i); return;
    case 'B': case 'D': case 'T': authorization(i); iban(i); return;
    default: iban(i); return; // any other capital
    }
}

void Scanner::email(std::size_t a)
{
    const uchar8 *p = m_p;
    std::size_t s = a;
    int codePoints = 0;
    while (s > 0 && codePoints <= 64) {
        const uchar8 b = p[s - 1];
        if (b < 0x80) {
            if (isAlnum(b) || b == '.' || b == '_' || b == '%' || b == '+' || b == '-') {
                --s;
                ++codePoints;
                continue;
            }
            break;
        }
        char32_t cp = 0;
        const std::size_t cpStart = decodeBackward(p, s, m_n, cp);
        if (!isNonAsciiLetterOrNumber(cp))
            break;
        s = cpStart;
        ++codePoints;
    }
    if (codePoints > 64)
        return;
    while (s < a && p[s] == '.')
        ++s;
    if (s == a || before(s) == '*')
        return;

    std::size_t e = a + 1;
    while (e < m_n && e - a <= 254) {
        const uchar8 b = p[e];
        if (b < 0x80) {
            if (isAlnum(b) || b == '.' || b == '-') {
                ++e;
                continue;
            }
            break;
        }
        char32_t cp = 0;
        const std::size_t len = decodeForward(p, e, m_n, cp);
        if (!isNonAsciiLetterOrNumber(cp))
            break;
        e += len;
    }
    if (e - a > 254 || at(e) == '*')
        return;
    std::size_t de = e;
    while (de > a + 1 && (p[de - 1] == '.' || p[de - 1] == '-'))
        --de;

    if (validDomain(a + 1, de))
        add(LeakKind::Email, s, de);
    else if (truncationAtEnd(m_text, de))
        add(LeakKind::Email, s, de);
}

bool Scanner::validDomain(std::size_t begin, std::size_t end) const
{
    if (begin >= end)
        return false;
    std::size_t labelStart = begin;
    std::size_t lastDot = std::string_view::npos;
    for (std::size_t k = begin; k < end; ++k) {
        if (m_p[k] == '.') {
            if (k == labelStart || m_p[labelStart] == '-')
                return false;
            lastDot = k;
            labelStart = k + 1;
        }
    }
    if (lastDot == std::string_view::npos || labelStart >= end)
        return false;
    // TLD: ≥ 2 letters, nothing else.
    int letters = 0;
    for (std::size_t k = labelStart; k < end;) {
        const uchar8 b = m_p[k];
        if (b < 0x80) {
            if (!isAlpha(b))
                return false;
            ++k;
        } else {
            char32_t cp = 0;
            k += decodeForward(m_p, k, m_n, cp);
            if (!QChar::isLetter(cp))
                return false;
        }
        ++letters;
    }
    return letters >= 2;
}

void Scanner::phone(std::size_t start)
{
    if (start < m_phoneResume)
        return;
    const uchar8 *p = m_p;
    const uchar8 c = p[start];
    const bool intl = c == '+';
    if (intl || c == '(') {
        if (isWord(before(start)) || before(start) == '+')
            return;
    }
    if (c == '(' || isDigit(c)) {
        if (continuesNumber(start))
            return;
    }
    std::size_t i = start + (intl ? 1 : 0);
    if (!isDigit(at(i)) && !(at(i) == '(' && !intl))
        return;

    Group groups[16];
    int count = 0;
    int digits = 0;
    char pendingSep = 0;
    std::size_t end = i;
    for (;;) {
        bool paren = false;
        std::size_t k = i;
        if (at(k) == '(') {
            paren = true;
            ++k;
        }
        const std::size_t ds = k;
        while (k < m_n && isDigit(p[k])) {
            ++k;
            if (++digits > 15)
                return;
        }
        const std::size_t len = k - ds;
        if (len == 0 || (paren && at(k) != ')')) {
            if (count == 0)
                return;
            digits -= int(len);
            break; // the separator before this attempt is not part of the number
        }
        if (paren)
            ++k;
        if (count == 16)
            return;
        groups[count++] = { std::uint8_t(len), paren, pendingSep, p[ds] };
        end = k;
        std::size_t j = k;
        char sep = 0;
        if (j < m_n && (p[j] == ' ' || p[j] == '-' || p[j] == '.')) {
            sep = char(p[j]);
            ++j;
        }
        if (j < m_n && (isDigit(p[j]) || p[j] == '(')) {
            pendingSep = sep;
            i = j;
            continue;
        }
        break;
    }
    if (end < m_n) {
        const uchar8 a = p[end];
        if (isWord(a))
            return;
        if ((a == '.' || a == ',' || a == ':' || a == '/' || a == '-') && isDigit(at(end + 1)))
            return;
    }
    if (digits < 7)
        return;
    if (groups[count - 1].paren)
        return;

    // Separators between plain groups; '.' needs ≥ 3 groups.
    char plainSep = 0;
    bool mixed = false;
    bool dots = false;
    int parens = 0;
    for (int g = 0; g < count; ++g) {
        if (groups[g].paren)
            ++parens;
        if (g == 0)
            continue;
        const char s = groups[g].sepBefore;
        if (s == '.')
            dots = true;
        if (groups[g].paren || groups[g - 1].paren)
            continue;
        if (plainSep == 0)
            plainSep = s;
        else if (s != plainSep)
            mixed = true;
    }
    if (dots && count < 3)
        return;

    bool ok = false;
    if (intl) {
        ok = !groups[0].paren && (count == 1 || groups[0].length <= 3) && parens <= 1;
        for (int g = 0; g < count && ok; ++g)
            if (groups[g].paren && groups[g].length > 4)
                ok = false;
    } else if (!mixed) {
        const bool restPlain = [&] {
            for (int g = 1; g < count; ++g)
                if (groups[g].paren)
                    return false;
            return true;
        }();
        const auto restLengths = [&](int lo, int hi) {
            for (int g = 1; g < count; ++g)
                if (groups[g].length < lo || groups[g].length > hi)
                    return false;
            return true;
        };
        if (restPlain && count >= 2) {
            if (groups[0].paren) {
                const bool nanp = groups[0].length == 3 && count == 3 && groups[1].length == 3
                        && groups[2].length == 4;
                const bool trunk = groups[0].first == '0' && groups[0].length <= 5 && restLengths(2, 8)
                        && digits >= 9 && digits <= 13;
                ok = nanp || trunk;
            } else {
                const bool sepOk = plainSep == '-' || plainSep == '.';
                const bool nanp = sepOk
                        && ((count == 3 && groups[0].length == 3 && groups[1].length == 3 && groups[2].length == 4)
                            || (count == 4 && groups[0].length == 1 && groups[0].first == '1'
                                && groups[1].length == 3 && groups[2].length == 3 && groups[3].length == 4));
                const bool trunk = groups[0].first == '0' && groups[0].length >= 2 && groups[0].length <= 5
                        && restLengths(2, 8) && digits >= 9 && digits <= 13;
                ok = nanp || trunk;
            }
        }
    }
    if (!ok)
        return;
    add(LeakKind::Phone, start, end);
    m_phoneResume = end;
}

void Scanner::card(std::size_t start)
{
    if (start < m_cardResume || continuesNumber(start))
        return;
    const uchar8 *p = m_p;
    if (p[start] < '2' || p[start] > '6')
        return;
    char digits[20];
    std::size_t count = 0;
    int groups = 0;
    bool groupLengthsOk = true;
    char sep = 0;
    std::size_t i = start;
    for (;;) {
        const std::size_t gs = i;
        while (i < m_n && isDigit(p[i])) {
            if (count == 19)
                return;
            digits[count++] = char(p[i]);
            ++i;
        }
        const std::size_t len = i - gs;
        ++groups;
        if (len < 3 || len > 6)
            groupLengthsOk = false;
        if (i + 1 < m_n && (p[i] == ' ' || p[i] == '-') && isDigit(p[i + 1])) {
            if (sep != 0 && char(p[i]) != sep)
                return; // "4111 1111-1111": not one number
            sep = char(p[i]);
            ++i;
            continue;
        }
        break;
    }
    if (i < m_n) {
        const uchar8 a = p[i];
        if (isWord(a))
            return;
        if ((a == '.' || a == ',' || a == ':' || a == '/') && isDigit(at(i + 1)))
            return;
    }
    if (count < 13 || (groups > 1 && !groupLengthsOk))
        return;
    if (!luhnOk(digits, count))
        return;
    add(LeakKind::CardNumber, start, i);
    m_cardResume = i;
}

void Scanner::iban(std::size_t start)
{
    const uchar8 *p = m_p;
    if (m_n - start < 15 || !isUpper(p[start + 1]) || !isDigit(p[start + 2]) || !isDigit(p[start + 3]))
        return;
    const int expected = ibanLengthFor(p[start], p[start + 1]);
    const std::size_t maxLen = expected ? std::size_t(expected) : 34;
    char buf[35];
    std::size_t len = 0;
    std::size_t i = start;
    const auto ibanChar = [&](std::size_t k) { return k < m_n && (isUpper(p[k]) || isDigit(p[k])); };
    if (at(start + 4) == ' ') {
        for (int k = 0; k < 4; ++k)
            buf[len++] = char(p[i++]);
        while (len < maxLen && at(i) == ' ' && ibanChar(i + 1)) {
            std::size_t k = i + 1;
            std::size_t gl = 0;
            while (gl < 4 && ibanChar(k)) {
                ++k;
                ++gl;
            }
            if (ibanChar(k) || len + gl > maxLen)
                return;
            for (std::size_t q = i + 1; q < k; ++q)
                buf[len++] = char(p[q]);
            i = k;
            if (gl < 4)
                break;
        }
    } else {
        while (ibanChar(i)) {
            if (len == 34)
                return;
            buf[len++] = char(p[i++]);
        }
    }
    if (isWord(at(i)))
        return;
    if (expected ? len != std::size_t(expected) : (len < 15 || len > 34))
        return;
    if (!ibanChecksumOk(buf, len))
        return;
    add(LeakKind::Iban, start, i);
}

void findLeakCandidates(std::string_view text, std::vector<LeakCandidate> &out)
{
    Scanner(text, out).run();
}

bool containsMaskMarker(std::string_view value)
{
    return value.find("***") != std::string_view::npos || value.find("<redacted") != std::string_view::npos;
}

} // namespace capstudio::provenance::detail
