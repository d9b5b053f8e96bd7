#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <functional>

namespace capstudio {

// Sunrise's redaction helpers (reference §9.1). Pure; input of the wrong type never throws.
class Redaction
{
public:
    using Replacement = std::function<QJsonValue(const QJsonValue &original)>;

    // "<redacted>" for a missing or empty reason, else "<redacted: REASON>".
    static QString redactedString(const QString &reason = QString());
    static QString maskEmail(const QJsonValue &value);
    static QString maskPhone(const QJsonValue &value);
    static QString maskBearerToken(const QJsonValue &value);

    // capstudio's own, for messages built from a server's words (an error body, a reflected
    // header): every occurrence of one of `secrets` (the key or password in use) becomes
    // "****", and anything shaped like a credential too — "Bearer …"/"Basic …"/"Token …"
    // values and sk_… / sk-… keys.
    static QString maskCredentialsInText(const QString &text, const QStringList &secrets = {});

    // A copy in which every property whose name equals one of `keys` (case-insensitively)
    // is replaced; a replaced subtree is not visited. Scalars and null come back unchanged.
    static QJsonValue maskKeysInObject(const QJsonValue &value, const QStringList &keys,
                                       const QString &replacement = QStringLiteral("<redacted>"));
    static QJsonValue maskKeysInObject(const QJsonValue &value, const QStringList &keys,
                                       const Replacement &replacement);
};

} // namespace capstudio
