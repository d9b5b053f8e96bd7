#pragma once

// Internals of the leak detectors, shared by leakdetectors.cpp (the scan loop, email, phone,
// card, IBAN) and leakcredentials.cpp (authorization, JWT, API keys, key/value pairs).
// Private to the provenance library.

#include "leakdetectors.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace capstudio::provenance::detail {

using uchar8 = unsigned char;

// ---------------------------------------------------------------------------------------
// Byte classes. Everything that is not [A-Za-z0-9_] is a "boundary" byte (non-ASCII bytes
// included): the scan loop only stops at boundary bytes and at the byte after one (a word
// start), which is what keeps the no-finding path fast.

enum : std::uint8_t {
    kDigit = 1,
    kUpper = 2,
    kLower = 4,
    kBoundary = 8,
    kStart = 16, // a byte a word-start detector can begin with
};

constexpr std::array<std::uint8_t, 256> makeClasses()
{
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t v = 0;
        if (c >= '0' && c <= '9')
            v = kDigit | kStart;
        else if (c >= 'A' && c <= 'Z')
            v = kUpper | kStart; // IBAN country codes can begin with any capital
        else if (c >= 'a' && c <= 'z')
            v = kLower;
        else if (c != '_')
            v = kBoundary;
        t[std::size_t(c)] = v;
    }
    for (char c : { 'a', 'b', 'd', 'e', 'g', 's', 't', 'x' })
        t[std::size_t(uchar8(c))] |= kStart;
    return t;
}
inline constexpr std::array<std::uint8_t, 256> kClass = makeClasses();

inline bool isDigit(uchar8 c) { return kClass[c] & kDigit; }
inline bool isUpper(uchar8 c) { return kClass[c] & kUpper; }
inline bool isLower(uchar8 c) { return kClass[c] & kLower; }
inline bool isAlpha(uchar8 c) { return kClass[c] & (kUpper | kLower); }
inline bool isAlnum(uchar8 c) { return kClass[c] & (kDigit | kUpper | kLower); }
inline bool isWord(uchar8 c) { return !(kClass[c] & kBoundary); } // [A-Za-z0-9_]
inline bool isBase64Url(uchar8 c) { return isWord(c) || c == '-'; }
inline uchar8 asciiLower(uchar8 c) { return isUpper(c) ? uchar8(c + 32) : c; }

inline bool startsWithLower(std::string_view text, std::size_t at, std::string_view lowerWord)
{
    if (text.size() - at < lowerWord.size())
        return false;
    for (std::size_t k = 0; k < lowerWord.size(); ++k)
        if (asciiLower(uchar8(text[at + k])) != uchar8(lowerWord[k]))
            return false;
    return true;
}

inline bool startsWith(std::string_view text, std::size_t at, std::string_view word)
{
    return text.size() - at >= word.size() && text.compare(at, word.size(), word) == 0;
}

inline constexpr std::string_view kEllipsis = "\xE2\x80\xA6"; // U+2026

// A truncation mark ("…" or "...") at `at`, followed only by whitespace up to the end.
bool truncationAtEnd(std::string_view text, std::size_t at);

// ---------------------------------------------------------------------------------------
// One scan of one text. Each detector starts at a trigger of the loop in run() and appends
// raw candidates; overlaps are resolved by LeakRules::scanText.

class Scanner
{
public:
    Scanner(std::string_view text, std::vector<LeakCandidate> &out)
        : m_text(text), m_p(reinterpret_cast<const uchar8 *>(text.data())), m_n(text.size()), m_out(out)
    {
    }

    void run();

private:
    uchar8 at(std::size_t i) const { return i < m_n ? m_p[i] : uchar8(0); }
    uchar8 before(std::size_t i) const { return i > 0 ? m_p[i - 1] : uchar8(0); }
    void add(LeakKind kind, std::size_t begin, std::size_t end) { m_out.push_back({ kind, begin, end - begin }); }

    // A number that starts at `start` continues an earlier one: "12 34", "12-34", "12:30".
    bool continuesNumber(std::size_t start) const;

    void wordStart(std::size_t i);

    // --- Email --------------------------------------------------------------------------
    // local@domain.tld. The local part is [A-Za-z0-9._%+-] or non-ASCII letters/digits (at
    // most 64 code points, leading dots dropped); the domain is labels of [A-Za-z0-9-] or
    // non-ASCII letters joined by single dots, ending in a TLD of ≥ 2 letters. A '*' right
    // before the local part or right after the domain means the address is already masked.
    // Truncation: when the domain is cut by a final "…"/"..." (`alice.smith@exa…`) the local
    // part still leaks, so the partial address (without the mark) is reported as Email; its
    // mask is then maskEmail's `<redacted: email>` fallback.
    void email(std::size_t a);

    bool validDomain(std::size_t begin, std::size_t end) const;

    // --- Phone --------------------------------------------------------------------------
    // A candidate is a run of digit groups joined by one separator (' ', '-', '.') or by
    // parentheses around a group, e.g. "+49 (0)30 1234567". A bare digit run is never a
    // phone: what makes digits a phone number is
    //   • a leading '+' (international): 7–15 digits; the country-code group has 1–3
    //     digits when more groups follow; at most one parenthesised group of 1–4 digits
    //     (the "(0)" trunk or an area code), not the first or last;
    //   • national grouping, with every separator between plain groups the same:
    //       – NANP: "(555) 123-4567" (3-digit area code in parentheses, then 3-4), or
    //         "555-123-4567" / "555.123.4567" / "1-555-123-4567" (3-3-4 with '-' or '.');
    //       – trunk prefix '0': "(0)20 7946 0958", "(020) 7946 0958", "020 7946 0958",
    //         "030-1234567": first group starts with 0 (2–5 digits, or 1–5 in parentheses),
    //         ≥ 1 further groups of 2–8 digits, 9–13 digits in all.
    //   '.' as the separator needs ≥ 3 groups (so "0123.4567" and decimals stay numbers).
    // Boundaries: the run may not touch a letter, digit or '_' on either side, may not
    // continue an earlier number ("12 555-123-4567", "ORD-555…", "***-***-1234", "12:30")
    // nor be followed by ".5", ",5", ":5", "/5". This keeps ISO dates/times (4-2-2 groups,
    // 'T' glued on), decimals, IPv4 addresses (1–3 digit groups), versions, JSON integers,
    // ids, cuids and hashes out.
    struct Group
    {
        std::uint8_t length;
        bool paren;
        char sepBefore; // separator between the previous group and this one (0: none)
        uchar8 first;
    };

    void phone(std::size_t start);

    // --- Card numbers -------------------------------------------------------------------
    // 13–19 digits, either one run or groups of 3–6 digits joined by the same single ' ' or
    // '-'; first digit 2–6 (the issuer ranges of Visa, Mastercard, Amex, Discover, Diners,
    // JCB, UnionPay, Maestro — this keeps 13-digit millisecond timestamps and 19-digit
    // nanosecond ones out); Luhn-valid; not part of a longer digit or alphanumeric run.
    void card(std::size_t start);

    // --- IBAN ---------------------------------------------------------------------------
    // CCdd + 11–30 [A-Z0-9], compact or in groups of four joined by single spaces (the last
    // group 1–4). Known countries must have their registry length; mod-97 must give 1.
    void iban(std::size_t start);

    // --- Authorization ------------------------------------------------------------------
    // Scheme (Bearer|Basic|Digest|Token|API-Key, any case) + spaces/tabs + a credential of
    // ≥ 8 chars from [A-Za-z0-9._~+/=-] that looks like one: it has a digit, one of
    // "=+_~", or a lower-case letter followed by a capital (base64/camel mix). So
    // "Token expired", "Basic information" and "bearer of this card" are prose, while
    // "Basic dXNlcjpwYXNz" is a credential. A credential followed by '"' is an auth-param
    // (`Digest realm="x"`), not a secret. Trailing dots (sentence end, "...") are dropped.
    static bool credentialChar(uchar8 c);

    void authorization(std::size_t start);

    // --- JWT ----------------------------------------------------------------------------
    // eyJ<header ≥ 10 base64url>.eyJ<payload ≥ 10>.<signature, maybe empty>; not glued to
    // a preceding base64 character or dot; a fourth ".segment" (JWE) is not a JWT. A token
    // cut by a final truncation mark after the payload (`eyJ….eyJ…` + "…") is reported too.
    void jwt(std::size_t start);

    // --- API keys -----------------------------------------------------------------------
    // Word boundary before (no letter, digit, '_' or '-'). The random part must carry a
    // digit or mixed case, so kebab-case slugs ("sk-some-long-setting-name") are not keys.
    static bool randomLooking(const uchar8 *b, std::size_t len);

    void skKey(std::size_t start);

    void awsKey(std::size_t start);

    void githubKey(std::size_t start);

    void slackKey(std::size_t start);

    // --- Sensitive key/value pairs in free text -----------------------------------------
    // key (per LeakRules::isSensitiveKey, optionally quoted) + optional spaces + '=' or ':'
    // + optional spaces + value. A quoted value runs to its closing quote (or the line end);
    // an unquoted one to whitespace or one of & ; , " ' } ] ) > — except that a scheme word
    // ("Bearer …") takes the credential after it along. Not reported: values under 4 bytes,
    // masked values (anything with "***" or "<redacted"), null/true/false/none/undefined,
    // structures ('{', '['), and — to keep prose such as "Token: expired" or
    // "session: active" out — an unquoted all-letter value after ':' and a space. The match
    // is the value only (truncation marks and sentence-final dots excluded).
    static bool keyChar(uchar8 c) { return isWord(c) || c == '-'; }

    static bool valueTerminator(uchar8 c);

    void keyValue(std::size_t sep);

    static bool isSchemeWord(std::string_view w);

    std::string_view m_text;
    const uchar8 *m_p;
    std::size_t m_n;
    std::vector<LeakCandidate> &m_out;
    std::size_t m_phoneResume = 0;
    std::size_t m_cardResume = 0;
    std::size_t m_kvResume = 0;
};

} // namespace capstudio::provenance::detail
