#pragma once

#include "catalog/lazyjson.h"

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace capstudio {

// One row of Sunrise's ai_capability table (reference §3.1). JSON columns hold
// QJsonValue::Null when the column is SQL NULL or a JSON null; a row read from a store keeps
// them as text until they are first read (LazyJson).
struct Capability
{
    QString id;
    QString name;
    QString slug;
    QString description;
    QString category;
    LazyJsonObject functionDefinition;
    QString executionType = QStringLiteral("internal");
    QString executionHandler;
    LazyJsonValue executionConfig;
    bool requiresApproval = false;
    std::optional<int> approvalTimeoutMs;
    std::optional<int> rateLimit;
    bool isIdempotent = false;
    bool isActive = true;
    bool isSystem = false;
    QString quarantineState = QStringLiteral("active");
    QString quarantineReason; // null QString = SQL NULL
    QDateTime quarantineUntil; // invalid = SQL NULL
    LazyJsonValue metadata;

    // The row as Sunrise's API returns it (camelCase keys, ISO-8601 UTC dates).
    QJsonObject toJson() const;
    // Reads a row in that shape; fields of the wrong type fall back to their defaults
    // (CapabilityRules reports them).
    static Capability fromJson(const QJsonObject &object);
    // One field as toJson() writes it (Undefined for an unknown key), and set as fromJson()
    // reads it (a value of the wrong type gives the field's default); false for an unknown key.
    QJsonValue value(const QString &key) const;
    bool setValue(const QString &key, const QJsonValue &value);

    // Quarantine as the dispatcher sees it at `now`: an expired quarantine reads as active.
    QString effectiveQuarantineState(const QDateTime &now) const;

    bool operator==(const Capability &other) const;
    bool operator!=(const Capability &other) const { return !(*this == other); }
};

} // namespace capstudio
