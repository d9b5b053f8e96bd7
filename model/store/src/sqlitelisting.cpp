#include "sqlitelisting.h"

#include "store/sqldialect.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

#include <memory>

namespace capstudio::sqlitelisting {

namespace {

QString text(sqlite3_stmt *statement, int column)
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(statement, column));
    return data ? QString::fromUtf8(data, sqlite3_column_bytes(statement, column)) : QString();
}

QByteArray bytes(sqlite3_stmt *statement, int column)
{
    const void *data = sqlite3_column_blob(statement, column);
    return data ? QByteArray(static_cast<const char *>(data), sqlite3_column_bytes(statement, column)) : QByteArray();
}

// As SqlDialect::readBool: SQLite's 0 and 1, or text "1", "t", "true".
bool boolean(sqlite3_stmt *statement, int column)
{
    switch (sqlite3_column_type(statement, column)) {
    case SQLITE_INTEGER:
        return sqlite3_column_int64(statement, column) == 1;
    case SQLITE_NULL:
        return false;
    default: {
        const QString value = text(statement, column);
        return value == QLatin1String("1") || value == QLatin1String("t") || value == QLatin1String("true");
    }
    }
}

std::optional<int> optionalInt(sqlite3_stmt *statement, int column)
{
    if (sqlite3_column_type(statement, column) == SQLITE_NULL)
        return std::nullopt;
    return int(sqlite3_column_int64(statement, column));
}

} // namespace

std::optional<Expected<QList<Capability>>> capabilities(const QSqlDatabase &database, const QString &select)
{
    const QVariant handle = database.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return std::nullopt;
    sqlite3 *connection = *static_cast<sqlite3 *const *>(handle.data());
    if (!connection)
        return std::nullopt;
    const QByteArray sql = select.toUtf8();
    sqlite3_stmt *raw = nullptr;
    const auto failed = [connection]() -> Expected<QList<Capability>> {
        return StoreError{StoreError::Kind::Backend, QString::fromUtf8(sqlite3_errmsg(connection))};
    };
    if (sqlite3_prepare_v2(connection, sql.constData(), int(sql.size()), &raw, nullptr) != SQLITE_OK)
        return failed();
    const std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt *)> statement(raw, sqlite3_finalize);
    const SqlDialect dialect(SqlDialect::Kind::SQLite);
    QList<Capability> rows;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(raw)) == SQLITE_ROW) {
        Capability capability;
        capability.id = text(raw, 0);
        capability.name = text(raw, 1);
        capability.slug = text(raw, 2);
        capability.description = text(raw, 3);
        capability.category = text(raw, 4);
        capability.functionDefinition = LazyJsonObject::fromStored(bytes(raw, 5));
        capability.executionType = text(raw, 6);
        capability.executionHandler = text(raw, 7);
        capability.executionConfig = LazyJsonValue::fromStored(bytes(raw, 8));
        capability.requiresApproval = boolean(raw, 9);
        capability.approvalTimeoutMs = optionalInt(raw, 10);
        capability.rateLimit = optionalInt(raw, 11);
        capability.isIdempotent = boolean(raw, 12);
        capability.isActive = boolean(raw, 13);
        capability.isSystem = boolean(raw, 14);
        capability.quarantineState = text(raw, 15);
        capability.quarantineReason = text(raw, 16);
        capability.quarantineUntil =
            sqlite3_column_type(raw, 17) == SQLITE_NULL ? QDateTime() : dialect.readDateTime(text(raw, 17));
        capability.metadata = LazyJsonValue::fromStored(bytes(raw, 18));
        rows.append(std::move(capability));
    }
    if (step != SQLITE_DONE)
        return failed();
    return rows;
}

} // namespace capstudio::sqlitelisting
