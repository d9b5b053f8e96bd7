#include "provenance/leakrules.h"

#include "leakdetectors.h"
#include "rules/redaction.h"

#include <QJsonValue>

#include <algorithm>
#include <array>
#include <map>

namespace capstudio::provenance {

namespace {

// Which of two equally long overlapping matches wins: the specific detectors before the
// generic key/value one.
int specificityRank(LeakKind kind)
{
    switch (kind) {
    case LeakKind::Authorization: return 0;
    case LeakKind::Jwt: return 1;
    case LeakKind::ApiKey: return 2;
    case LeakKind::CardNumber: return 3;
    case LeakKind::Iban: return 4;
    case LeakKind::Email: return 5;
    case LeakKind::Phone: return 6;
    case LeakKind::SensitiveKey: return 7;
    }
    return 8;
}

char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
}

bool equalsIgnoringCase(std::string_view a, std::string_view lowerB)
{
    if (a.size() != lowerB.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (asciiLower(a[k]) != lowerB[k])
            return false;
    return true;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string_view trimmed(std::string_view v)
{
    while (!v.empty() && isSpace(v.front()))
        v.remove_prefix(1);
    while (!v.empty() && isSpace(v.back()))
        v.remove_suffix(1);
    return v;
}

// Length of the UTF-8 sequence starting with `lead` (1 for anything malformed).
std::size_t utf8Length(unsigned char lead)
{
    if (lead < 0x80)
        return 1;
    if ((lead & 0xE0) == 0xC0)
        return 2;
    if ((lead & 0xF0) == 0xE0)
        return 3;
    if ((lead & 0xF8) == 0xF0)
        return 4;
    return 1;
}

// `X***@Y***.tld`: one character, "***@", one character, "***", a dot and a non-empty TLD
// without dots, '@', '*' or whitespace.
bool isMaskedEmail(std::string_view v)
{
    std::size_t k = 0;
    const auto oneCharThen = [&](std::string_view tail) {
        if (k >= v.size() || v[k] == '*' || v[k] == '@' || isSpace(v[k]))
            return false;
        k += utf8Length(static_cast<unsigned char>(v[k]));
        if (v.compare(std::min(k, v.size()), tail.size(), tail) != 0)
            return false;
        k += tail.size();
        return true;
    };
    if (!oneCharThen("***@") || !oneCharThen("***."))
        return false;
    if (k >= v.size())
        return false;
    for (; k < v.size(); ++k)
        if (v[k] == '.' || v[k] == '@' || v[k] == '*' || isSpace(v[k]))
            return false;
    return true;
}

// Characters that only ever stand in for hidden text: '*', '•' U+2022, '●' U+25CF,
// '█' U+2588 (and whitespace between them).
bool onlyMaskCharacters(std::string_view v)
{
    bool any = false;
    for (std::size_t k = 0; k < v.size();) {
        if (v[k] == '*') {
            any = true;
            ++k;
        } else if (isSpace(v[k])) {
            ++k;
        } else if (v.compare(k, 3, "\xE2\x80\xA2") == 0 || v.compare(k, 3, "\xE2\x97\x8F") == 0
                   || v.compare(k, 3, "\xE2\x96\x88") == 0) {
            any = true;
            k += 3;
        } else {
            return false;
        }
    }
    return any;
}

constexpr std::array<std::string_view, 29> kSensitiveKeys = {
    // The list of the header comment, normalised (lower case, no '-' or '_') …
    "authorization", "proxyauthorization", "cookie", "setcookie", "password", "passwd", "secret",
    "clientsecret", "token", "accesstoken", "refreshtoken", "apikey", "xapikey",
    // … the headers Sunrise's call_external_api redacts and the common credential names …
    "xauthtoken", "xaccesstoken", "privatekey", "session", "sessionid", "credentials", "pin", "ssn",
    // … and a few unambiguous relatives.
    "idtoken", "authtoken", "sessiontoken", "secretkey", "passphrase", "credential",
    "secretaccesskey", "privatekeyid",
};

} // namespace

QString leakKindId(LeakKind kind)
{
    switch (kind) {
    case LeakKind::Email: return QStringLiteral("email");
    case LeakKind::Phone: return QStringLiteral("phone");
    case LeakKind::Authorization: return QStringLiteral("authorization");
    case LeakKind::Jwt: return QStringLiteral("jwt");
    case LeakKind::ApiKey: return QStringLiteral("api-key");
    case LeakKind::CardNumber: return QStringLiteral("card-number");
    case LeakKind::Iban: return QStringLiteral("iban");
    case LeakKind::SensitiveKey: return QStringLiteral("sensitive-key");
    }
    return QString();
}

QString leakKindTitle(LeakKind kind)
{
    switch (kind) {
    case LeakKind::Email: return LeakRules::tr("Email address");
    case LeakKind::Phone: return LeakRules::tr("Phone number");
    case LeakKind::Authorization: return LeakRules::tr("Authorization credential");
    case LeakKind::Jwt: return LeakRules::tr("JSON Web Token");
    case LeakKind::ApiKey: return LeakRules::tr("API key");
    case LeakKind::CardNumber: return LeakRules::tr("Payment card number");
    case LeakKind::Iban: return LeakRules::tr("IBAN");
    case LeakKind::SensitiveKey: return LeakRules::tr("Sensitive value");
    }
    return QString();
}

QString leakSeverityId(LeakSeverity severity)
{
    switch (severity) {
    case LeakSeverity::Low: return QStringLiteral("low");
    case LeakSeverity::Medium: return QStringLiteral("medium");
    case LeakSeverity::High: return QStringLiteral("high");
    }
    return QString();
}

LeakSeverity defaultSeverity(LeakKind kind)
{
    switch (kind) {
    case LeakKind::Authorization:
    case LeakKind::Jwt:
    case LeakKind::ApiKey:
    case LeakKind::CardNumber:
    case LeakKind::SensitiveKey:
        return LeakSeverity::High;
    case LeakKind::Iban:
    case LeakKind::Email:
    case LeakKind::Phone:
        return LeakSeverity::Medium;
    }
    return LeakSeverity::Medium;
}

void LeakRules::scanText(std::string_view text, std::vector<TextLeak> &out)
{
    std::vector<detail::LeakCandidate> candidates;
    detail::findLeakCandidates(text, candidates);
    if (candidates.empty())
        return;

    // Overlaps: the longer match wins, then the more specific kind, then the earlier one.
    std::vector<detail::LeakCandidate> accepted;
    if (candidates.size() == 1) {
        accepted = std::move(candidates);
    } else {
        std::sort(candidates.begin(), candidates.end(), [](const auto &a, const auto &b) {
            if (a.length != b.length)
                return a.length > b.length;
            if (a.kind != b.kind)
                return specificityRank(a.kind) < specificityRank(b.kind);
            return a.offset < b.offset;
        });
        std::map<std::size_t, std::size_t> taken; // begin -> end
        for (const detail::LeakCandidate &c : candidates) {
            const std::size_t end = c.offset + c.length;
            auto next = taken.lower_bound(c.offset);
            if (next != taken.end() && next->first < end)
                continue;
            if (next != taken.begin() && std::prev(next)->second > c.offset)
                continue;
            taken.emplace(c.offset, end);
            accepted.push_back(c);
        }
        std::sort(accepted.begin(), accepted.end(),
                  [](const auto &a, const auto &b) { return a.offset < b.offset; });
    }

    out.reserve(out.size() + accepted.size());
    for (const detail::LeakCandidate &c : accepted) {
        TextLeak leak;
        leak.kind = c.kind;
        leak.severity = defaultSeverity(c.kind);
        leak.offset = c.offset;
        leak.length = c.length;
        leak.masked = maskFor(c.kind, text.substr(c.offset, c.length));
        out.push_back(std::move(leak));
    }
}

bool LeakRules::isSensitiveKey(std::string_view key)
{
    char normalised[40];
    std::size_t len = 0;
    for (const char c : key) {
        if (c == '-' || c == '_')
            continue;
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80 || len == sizeof normalised)
            return false;
        normalised[len++] = asciiLower(c);
    }
    const std::string_view n(normalised, len);
    return std::find(kSensitiveKeys.begin(), kSensitiveKeys.end(), n) != kSensitiveKeys.end();
}

bool LeakRules::isMaskedValue(std::string_view value)
{
    const std::string_view v = trimmed(value);
    if (v.empty())
        return false;
    // <redacted> and <redacted: REASON>
    if (v.front() == '<' && v.back() == '>') {
        if (v == "<redacted>")
            return true;
        if (v.size() > 12 && v.compare(0, 11, "<redacted: ") == 0) {
            const std::string_view reason = v.substr(11, v.size() - 12);
            return reason.find('>') == std::string_view::npos && reason.find('\n') == std::string_view::npos;
        }
        return false;
    }
    // ***-***-1234
    if (v.size() == 12 && v.compare(0, 8, "***-***-") == 0) {
        return std::all_of(v.begin() + 8, v.end(), [](char c) { return c >= '0' && c <= '9'; });
    }
    // <scheme> ****
    if (v.size() > 5 && v.compare(v.size() - 4, 4, "****") == 0) {
        std::string_view head = v.substr(0, v.size() - 4);
        if (!head.empty() && isSpace(head.back())) {
            head = trimmed(head);
            for (std::string_view scheme : { "bearer", "basic", "digest", "token", "api-key" })
                if (equalsIgnoringCase(head, scheme))
                    return true;
        }
    }
    if (onlyMaskCharacters(v))
        return true;
    return isMaskedEmail(v);
}

QString LeakRules::maskFor(LeakKind kind, std::string_view matched)
{
    const QJsonValue value(QString::fromUtf8(matched.data(), qsizetype(matched.size())));
    switch (kind) {
    case LeakKind::Email: return Redaction::maskEmail(value);
    case LeakKind::Phone: return Redaction::maskPhone(value);
    case LeakKind::Authorization:
    case LeakKind::Jwt:
    case LeakKind::ApiKey: return Redaction::maskBearerToken(value);
    case LeakKind::CardNumber: return Redaction::redactedString(QStringLiteral("card-number"));
    case LeakKind::Iban: return Redaction::redactedString(QStringLiteral("iban"));
    case LeakKind::SensitiveKey: return Redaction::redactedString();
    }
    return Redaction::redactedString();
}

QString LeakRules::maskLeaks(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::vector<TextLeak> leaks;
    scanText(std::string_view(utf8.constData(), std::size_t(utf8.size())), leaks);
    if (leaks.empty())
        return text;
    QByteArray masked;
    std::size_t done = 0;
    for (const TextLeak &leak : leaks) {
        masked.append(utf8.constData() + done, qsizetype(leak.offset - done));
        masked.append(leak.masked.toUtf8());
        done = leak.offset + leak.length;
    }
    masked.append(utf8.constData() + done, utf8.size() - qsizetype(done));
    return QString::fromUtf8(masked);
}

} // namespace capstudio::provenance
