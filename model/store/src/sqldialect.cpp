#include "store/sqldialect.h"

#include "core/jsontext.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>

namespace capstudio {

SqlDialect SqlDialect::forDatabase(const QSqlDatabase &database)
{
    const bool postgres = database.driver()
        && database.driver()->dbmsType() == QSqlDriver::PostgreSQL;
    return SqlDialect(postgres ? Kind::PostgreSQL : Kind::SQLite);
}

QString SqlDialect::name() const
{
    return m_kind == Kind::PostgreSQL ? QStringLiteral("postgresql") : QStringLiteral("sqlite");
}

QString SqlDialect::jsonPlaceholder() const
{
    return m_kind == Kind::PostgreSQL ? QStringLiteral("CAST(? AS jsonb)") : QStringLiteral("?");
}

QString SqlDialect::jsonSelect(const QString &column) const
{
    // SQLite stores JSON as TEXT, which Qt's driver converts to a QString; as a BLOB the
    // UTF-8 comes over as it is stored, ready for the parser.
    return m_kind == Kind::SQLite ? QStringLiteral("CAST(%1 AS BLOB)").arg(column) : column;
}

bool SqlDialect::isLockError(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("5") || code == QLatin1String("6") || code == QLatin1String("55P03")
           || error.text().contains(QLatin1String("database is locked"), Qt::CaseInsensitive);
}

QString SqlDialect::beginWriteStatement() const
{
    // SQLite: take the write lock at BEGIN so that no other writer slips in between
    // our read of the row and our update of it.
    return m_kind == Kind::PostgreSQL ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
}

QString SqlDialect::lockRowSuffix() const
{
    return m_kind == Kind::PostgreSQL ? QStringLiteral(" FOR UPDATE") : QString();
}

QString SqlDialect::migrationFolder() const
{
    return QStringLiteral(":/migrations/") + name();
}

QVariant SqlDialect::bindJson(const QJsonValue &value) const
{
    if (value.isNull() || value.isUndefined())
        return QVariant(QMetaType::fromType<QString>());
    return QString::fromUtf8(JsonText::compact(value));
}

QJsonValue SqlDialect::readJson(const QVariant &value) const
{
    if (value.isNull())
        return QJsonValue::Null;
    return JsonText::fromStored(value.toByteArray());
}

QByteArray SqlDialect::jsonText(const QVariant &value) const
{
    return value.isNull() ? QByteArray() : value.toByteArray();
}

QVariant SqlDialect::bindDateTime(const QDateTime &value) const
{
    if (!value.isValid())
        return QVariant(QMetaType::fromType<QString>());
    // Both dialects take text; TIMESTAMP(3) without time zone holds UTC by convention.
    const QString format = m_kind == Kind::PostgreSQL ? QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")
                                                      : QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ");
    return value.toUTC().toString(format);
}

QDateTime SqlDialect::readDateTime(const QVariant &value) const
{
    if (value.isNull())
        return {};
    if (value.metaType() == QMetaType::fromType<QDateTime>()) {
        const QDateTime stored = value.toDateTime();
        // A timestamp without time zone comes back as local time; its digits are UTC.
        return QDateTime(stored.date(), stored.time(), Qt::UTC);
    }
    QDateTime parsed = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!parsed.isValid())
        return {};
    if (parsed.timeSpec() == Qt::LocalTime)
        parsed = QDateTime(parsed.date(), parsed.time(), Qt::UTC);
    return parsed.toUTC();
}

bool SqlDialect::readBool(const QVariant &value) const
{
    switch (value.metaType().id()) {
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
        return value.toLongLong() == 1; // SQLite's 0 and 1
    default:
        break;
    }
    const QString text = value.toString();
    return text == QLatin1String("1") || text == QLatin1String("t")
        || text == QLatin1String("true");
}

bool SqlDialect::isUniqueViolation(const QSqlError &error) const
{
    if (m_kind == Kind::PostgreSQL)
        return error.nativeErrorCode() == QLatin1String("23505");
    // SQLite reports SQLITE_CONSTRAINT (19) or its extended UNIQUE/PRIMARYKEY codes.
    const QString code = error.nativeErrorCode();
    return (code == QLatin1String("19") || code == QLatin1String("2067")
            || code == QLatin1String("1555"))
        && error.databaseText().contains(QLatin1String("UNIQUE"), Qt::CaseInsensitive);
}

} // namespace capstudio
