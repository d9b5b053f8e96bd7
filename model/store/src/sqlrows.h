#pragma once

// Row readers and statement helpers shared by SqlCatalogStore's source files.
#include "catalog/agent.h"
#include "catalog/capability.h"
#include "store/sqldialect.h"
#include "storecolumns.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>
#include <optional>

namespace capstudio::sqlrows {

inline const QStringList CapabilityJsonColumns{QStringLiteral("functionDefinition"),
                                        QStringLiteral("executionConfig"),
                                        QStringLiteral("metadata")};

inline QString quoted(const QStringList &columns, const QString &tableAlias = {})
{
    QStringList parts;
    parts.reserve(columns.size());
    const QString prefix = tableAlias.isEmpty() ? QString() : tableAlias + QLatin1Char('.');
    for (const QString &column : columns)
        parts.append(prefix + QLatin1Char('"') + column + QLatin1Char('"'));
    return parts.join(QStringLiteral(", "));
}

// A SELECT list of `columns`; the JSON ones as the dialect reads them fastest.
inline QString selected(const QStringList &columns, const QStringList &jsonColumns, const SqlDialect &dialect)
{
    QStringList parts;
    parts.reserve(columns.size());
    for (const QString &column : columns) {
        const QString name = QLatin1Char('"') + column + QLatin1Char('"');
        parts.append(jsonColumns.contains(column) ? dialect.jsonSelect(name) : name);
    }
    return parts.join(QStringLiteral(", "));
}

inline QString placeholders(const QStringList &columns, const QStringList &jsonColumns,
                     const SqlDialect &dialect)
{
    QStringList parts;
    for (const QString &column : columns)
        parts.append(jsonColumns.contains(column) ? dialect.jsonPlaceholder() : QStringLiteral("?"));
    return parts.join(QStringLiteral(", "));
}

inline QString assignments(const QStringList &columns, const QStringList &jsonColumns,
                    const SqlDialect &dialect)
{
    QStringList parts;
    for (const QString &column : columns.mid(1)) // never the id
        parts.append(QLatin1Char('"') + column + QStringLiteral("\" = ")
                     + (jsonColumns.contains(column) ? dialect.jsonPlaceholder()
                                                     : QStringLiteral("?")));
    return parts.join(QStringLiteral(", "));
}

inline std::optional<int> readOptionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

// A NOT NULL text column: an unset QString binds as SQL NULL, so it is written as ''.
inline QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

inline QVariant nullableString(const QString &value)
{
    return value.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

inline QString nullableRead(const QVariant &value)
{
    return value.isNull() ? QString() : value.toString();
}

inline Capability readCapability(const QSqlQuery &query, const SqlDialect &dialect, int offset = 0)
{
    Capability capability;
    capability.id = query.value(offset + 0).toString();
    capability.name = query.value(offset + 1).toString();
    capability.slug = query.value(offset + 2).toString();
    capability.description = query.value(offset + 3).toString();
    capability.category = query.value(offset + 4).toString();
    capability.functionDefinition = LazyJsonObject::fromStored(dialect.jsonText(query.value(offset + 5)));
    capability.executionConfig = LazyJsonValue::fromStored(dialect.jsonText(query.value(offset + 8)));
    capability.metadata = LazyJsonValue::fromStored(dialect.jsonText(query.value(offset + 18)));
    capability.executionType = query.value(offset + 6).toString();
    capability.executionHandler = query.value(offset + 7).toString();
    capability.requiresApproval = dialect.readBool(query.value(offset + 9));
    capability.approvalTimeoutMs = readOptionalInt(query.value(offset + 10));
    capability.rateLimit = readOptionalInt(query.value(offset + 11));
    capability.isIdempotent = dialect.readBool(query.value(offset + 12));
    capability.isActive = dialect.readBool(query.value(offset + 13));
    capability.isSystem = dialect.readBool(query.value(offset + 14));
    capability.quarantineState = query.value(offset + 15).toString();
    capability.quarantineReason = nullableRead(query.value(offset + 16));
    capability.quarantineUntil = dialect.readDateTime(query.value(offset + 17));
    return capability;
}

inline Agent readAgent(const QSqlQuery &query, const SqlDialect &dialect)
{
    Agent agent;
    agent.id = query.value(0).toString();
    agent.name = query.value(1).toString();
    agent.slug = query.value(2).toString();
    agent.description = query.value(3).toString();
    agent.model = query.value(4).toString();
    agent.provider = query.value(5).toString();
    agent.kind = query.value(6).toString();
    agent.visibility = query.value(7).toString();
    agent.isActive = dialect.readBool(query.value(8));
    agent.isSystem = dialect.readBool(query.value(9));
    if (!query.value(10).isNull())
        agent.monthlyBudgetUsd = query.value(10).toDouble();
    agent.rateLimitRpm = readOptionalInt(query.value(11));
    agent.createdAt = dialect.readDateTime(query.value(12));
    agent.updatedAt = dialect.readDateTime(query.value(13));
    agent.deletedAt = dialect.readDateTime(query.value(14));
    agent.lastActiveAt = dialect.readDateTime(query.value(15));
    return agent;
}


// Milliseconds are all the columns keep; compare and return values at that precision.
inline QDateTime toStoredPrecision(const QDateTime &value)
{
    if (!value.isValid())
        return value;
    const QDateTime utc = value.toUTC();
    return QDateTime::fromMSecsSinceEpoch(utc.toMSecsSinceEpoch(), Qt::UTC);
}


} // namespace capstudio::sqlrows
