#pragma once

#include <QCoreApplication>
#include <QString>
#include <string_view>
#include <vector>

namespace capstudio::provenance {

// What kind of unredacted personal datum or secret a finding is.
enum class LeakKind : unsigned char {
    Email,
    Phone,
    Authorization, // "Bearer …", "Basic …", "Digest …", "Token …", "API-Key …" with a real credential
    Jwt,
    ApiKey,        // sk_…, sk-…, AKIA…, ghp_…, xox…-…
    CardNumber,    // Luhn-checked
    Iban,          // mod-97 checked
    SensitiveKey,  // a value under a key such as authorization, cookie, password, secret, token, api_key
};
constexpr int LeakKindCount = 8;

enum class LeakSeverity : unsigned char { Low, Medium, High };

// Stable identifier used in JSON output and reports: "email", "phone", "authorization",
// "jwt", "api-key", "card-number", "iban", "sensitive-key".
QString leakKindId(LeakKind kind);
// Translated, human name ("Email address", "Phone number" …).
QString leakKindTitle(LeakKind kind);
// "low", "medium", "high".
QString leakSeverityId(LeakSeverity severity);
LeakSeverity defaultSeverity(LeakKind kind);

// One match inside a string value. Offsets and lengths count UTF-8 bytes of the text that
// was scanned.
struct TextLeak
{
    LeakKind kind = LeakKind::Email;
    LeakSeverity severity = LeakSeverity::Medium;
    std::size_t offset = 0;
    std::size_t length = 0;
    QString masked; // what Sunrise's redaction helper would have written in its place
};

// The detectors of the leak scanner, applied to one decoded string value at a time.
// Already-masked values (a***@e***.com, ***-***-1234, Bearer ****, <redacted…>, truncation
// marks) are never reported. Linear in the length of the text.
class LeakRules
{
    Q_DECLARE_TR_FUNCTIONS(LeakRules)
public:
    // Appends every match found in `text` (UTF-8), ordered by offset, never overlapping.
    static void scanText(std::string_view text, std::vector<TextLeak> &out);

    // authorization, proxy-authorization, cookie, set-cookie, password, passwd, secret,
    // client_secret, token, access_token, refresh_token, api_key, apikey, x-api-key … compared
    // case-insensitively with '-' and '_' treated alike.
    static bool isSensitiveKey(std::string_view key);

    // True when the whole value is one of Sunrise's masked forms or a redaction placeholder,
    // i.e. nothing is left to leak.
    static bool isMaskedValue(std::string_view value);

    // `text` with every leak scanText() finds replaced by its masked form: what may be shown
    // of a value without quoting a leak.
    static QString maskLeaks(const QString &text);

    // The masked form Sunrise's helpers produce for `matched` of the given kind:
    // maskEmail, maskPhone, maskBearerToken, redactedString(reason) or "<redacted>".
    static QString maskFor(LeakKind kind, std::string_view matched);
};

} // namespace capstudio::provenance
