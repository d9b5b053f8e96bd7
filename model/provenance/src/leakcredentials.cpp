// The detectors of credentials: authorization headers, JWTs, API keys and sensitive
// key/value pairs in free text. Their rules are described at their declarations in
// leakscanner.h.

#include "leakscanner.h"

namespace capstudio::provenance::detail {

bool Scanner::credentialChar(uchar8 c)
{
    return isAlnum(c) || c == '.' || c == '_' || c == '~' || c == '+' || c == '/' || c == '=' || c == '-';
}

void Scanner::authorization(std::size_t start)
{
    const uchar8 prev = before(start);
    if (prev == '-' || prev == '.' || prev == '/')
        return;
    std::size_t k = start;
    if (startsWithLower(m_text, k, "bearer"))
        k += 6;
    else if (startsWithLower(m_text, k, "basic"))
        k += 5;
    else if (startsWithLower(m_text, k, "digest"))
        k += 6;
    else if (startsWithLower(m_text, k, "token"))
        k += 5;
    else if (startsWithLower(m_text, k, "api-key"))
        k += 7;
    else
        return;
    if (at(k) != ' ' && at(k) != '\t')
        return;
    while (at(k) == ' ' || at(k) == '\t')
        ++k;
    const std::size_t cs = k;
    while (k < m_n && credentialChar(m_p[k]))
        ++k;
    if (at(k) == '"')
        return;
    std::size_t ce = k;
    while (ce > cs && m_p[ce - 1] == '.')
        --ce;
    if (ce - cs < 8)
        return;
    bool looks = false;
    for (std::size_t q = cs; q < ce && !looks; ++q) {
        const uchar8 c = m_p[q];
        looks = isDigit(c) || c == '=' || c == '+' || c == '_' || c == '~'
                || (q > cs && isUpper(c) && isLower(m_p[q - 1]));
    }
    if (!looks)
        return;
    add(LeakKind::Authorization, start, ce);
}

void Scanner::jwt(std::size_t start)
{
    if (!startsWith(m_text, start, "eyJ"))
        return;
    const uchar8 prev = before(start);
    if (prev == '.' || prev == '-' || prev == '+' || prev == '/')
        return;
    std::size_t k = start;
    while (k < m_n && isBase64Url(m_p[k]))
        ++k;
    if (k - start < 10 || at(k) != '.')
        return;
    const std::size_t ps = ++k;
    if (!startsWith(m_text, ps, "eyJ"))
        return;
    while (k < m_n && isBase64Url(m_p[k]))
        ++k;
    if (k - ps < 10)
        return;
    if (at(k) == '.') {
        ++k;
        while (k < m_n && isBase64Url(m_p[k]))
            ++k;
        if (at(k) == '.' && isBase64Url(at(k + 1)))
            return;
        add(LeakKind::Jwt, start, k);
    } else if (truncationAtEnd(m_text, k)) {
        add(LeakKind::Jwt, start, k);
    }
}

bool Scanner::randomLooking(const uchar8 *b, std::size_t len)
{
    bool upper = false;
    bool lower = false;
    for (std::size_t k = 0; k < len; ++k) {
        if (isDigit(b[k]))
            return true;
        upper |= isUpper(b[k]);
        lower |= isLower(b[k]);
    }
    return upper && lower;
}

void Scanner::skKey(std::size_t start)
{
    if (before(start) == '-')
        return;
    std::size_t k = start;
    if (startsWith(m_text, k, "sk_live_") || startsWith(m_text, k, "sk_test_"))
        k += 8;
    else if (startsWith(m_text, k, "sk_") || startsWith(m_text, k, "sk-"))
        k += 3;
    else
        return;
    const std::size_t bs = k;
    while (k < m_n && isBase64Url(m_p[k]))
        ++k;
    if (k - bs < 16 || !randomLooking(m_p + bs, k - bs))
        return;
    add(LeakKind::ApiKey, start, k);
}

void Scanner::awsKey(std::size_t start)
{
    if (before(start) == '-' || !startsWith(m_text, start, "AKIA"))
        return;
    std::size_t k = start + 4;
    while (k < m_n && (isUpper(m_p[k]) || isDigit(m_p[k])))
        ++k;
    if (k - start != 20 || isWord(at(k)))
        return;
    add(LeakKind::ApiKey, start, k);
}

void Scanner::githubKey(std::size_t start)
{
    if (before(start) == '-')
        return;
    std::size_t k = start;
    if (startsWith(m_text, k, "github_pat_"))
        k += 11;
    else if (startsWith(m_text, k, "ghp_") || startsWith(m_text, k, "gho_") || startsWith(m_text, k, "ghs_")
             || startsWith(m_text, k, "ghu_") || startsWith(m_text, k, "ghr_"))
        k += 4;
    else
        return;
    const std::size_t bs = k;
    while (k < m_n && isWord(m_p[k]))
        ++k;
    if (k - bs < 20 || at(k) == '-' || !randomLooking(m_p + bs, k - bs))
        return;
    add(LeakKind::ApiKey, start, k);
}

void Scanner::slackKey(std::size_t start)
{
    if (before(start) == '-' || !startsWith(m_text, start, "xox") || m_n - start < 5)
        return;
    const uchar8 t = m_p[start + 3];
    if ((t != 'a' && t != 'b' && t != 'p' && t != 'r' && t != 's') || m_p[start + 4] != '-')
        return;
    std::size_t k = start + 5;
    while (k < m_n && (isAlnum(m_p[k]) || m_p[k] == '-'))
        ++k;
    while (k > start + 5 && m_p[k - 1] == '-')
        --k;
    if (k - (start + 5) < 10 || at(k) == '_' || !randomLooking(m_p + start + 5, k - start - 5))
        return;
    bool digit = false;
    for (std::size_t q = start + 5; q < k && !digit; ++q)
        digit = isDigit(m_p[q]);
    if (!digit)
        return;
    add(LeakKind::ApiKey, start, k);
}

bool Scanner::valueTerminator(uchar8 c)
{
    switch (c) {
    case ' ': case '\t': case '\n': case '\r': case '\f': case '\v':
    case '&': case ';': case ',': case '"': case '\'': case '}': case ']': case ')': case '>':
        return true;
    default:
        return false;
    }
}

void Scanner::keyValue(std::size_t sep)
{
    if (sep < m_kvResume)
        return;
    const uchar8 *p = m_p;
    const uchar8 next = at(sep + 1);
    const uchar8 prev = before(sep);
    if (p[sep] == '=') {
        if (next == '=' || prev == '=' || prev == '!' || prev == '<' || prev == '>')
            return;
    } else if (next == ':' || prev == ':' || next == '/') {
        return;
    }
    // Key, backwards.
    std::size_t k = sep;
    int spaces = 0;
    while (k > 0 && (p[k - 1] == ' ' || p[k - 1] == '\t') && spaces < 4) {
        --k;
        ++spaces;
    }
    uchar8 quote = 0;
    if (k > 0 && (p[k - 1] == '"' || p[k - 1] == '\'')) {
        quote = p[k - 1];
        --k;
        if (k > 0 && p[k - 1] == '\\')
            --k;
    }
    const std::size_t keyEnd = k;
    while (k > 0 && keyChar(p[k - 1]) && keyEnd - k <= 40)
        --k;
    if (k == keyEnd || keyEnd - k > 40 || keyChar(before(k)))
        return;
    if (quote && before(k) != quote && !(before(k) == '\\' && k >= 2 && p[k - 2] == quote))
        return;
    if (!LeakRules::isSensitiveKey(m_text.substr(k, keyEnd - k)))
        return;

    // Value, forwards.
    std::size_t v = sep + 1;
    const bool spaceAfter = at(v) == ' ' || at(v) == '\t';
    while (v < m_n && (p[v] == ' ' || p[v] == '\t') && v - sep <= 8)
        ++v;
    if (at(v) == '\\' && at(v + 1) == '"')
        ++v;
    std::size_t vs = v;
    std::size_t ve = v;
    const uchar8 open = at(v);
    bool quoted = false;
    if (open == '"' || open == '\'') {
        quoted = true;
        vs = ++v;
        while (v < m_n && p[v] != open && p[v] != '\n' && !(p[v] == '\\' && at(v + 1) == open)
               && v - vs < 4096)
            ++v;
        ve = v;
    } else {
        if (open == '{' || open == '[' || open == '<')
            return;
        while (v < m_n && !valueTerminator(p[v]) && !(p[v] == '\\' && at(v + 1) == '"') && v - vs < 4096)
            ++v;
        ve = v;
        const std::string_view word = m_text.substr(vs, ve - vs);
        if (isSchemeWord(word) && (at(ve) == ' ' || at(ve) == '\t')) {
            std::size_t c = ve;
            while (at(c) == ' ' || at(c) == '\t')
                ++c;
            if (c < m_n && !valueTerminator(p[c])) {
                while (c < m_n && !valueTerminator(p[c]) && c - vs < 4096)
                    ++c;
                ve = c;
            }
        }
    }
    m_kvResume = ve;
    // Trailing truncation marks and sentence dots.
    for (;;) {
        if (ve - vs >= kEllipsis.size() && m_text.compare(ve - kEllipsis.size(), kEllipsis.size(), kEllipsis) == 0)
            ve -= kEllipsis.size();
        else if (ve > vs && p[ve - 1] == '.')
            --ve;
        else
            break;
    }
    if (ve - vs < 4)
        return;
    const std::string_view value = m_text.substr(vs, ve - vs);
    if (containsMaskMarker(value) || LeakRules::isMaskedValue(value))
        return;
    // A placeholder cut short ("<redac" at the end of a truncated value) is masked too.
    constexpr std::string_view placeholder = "<redacted";
    if (value.front() == '<' && value.size() < placeholder.size()
        && placeholder.compare(0, value.size(), value) == 0)
        return;
    for (std::string_view literal : { "null", "true", "false", "none", "undefined" })
        if (value.size() == literal.size() && startsWithLower(value, 0, literal))
            return;
    if (!quoted && p[sep] == ':' && spaceAfter) {
        bool letters = true;
        for (const char ch : value)
            letters = letters && isAlpha(uchar8(ch));
        if (letters)
            return;
    }
    add(LeakKind::SensitiveKey, vs, ve);
}

bool Scanner::isSchemeWord(std::string_view w)
{
    for (std::string_view s : { "bearer", "basic", "digest", "token", "api-key" })
        if (w.size() == s.size() && startsWithLower(w, 0, s))
            return true;
    return false;
}

} // namespace capstudio::provenance::detail
