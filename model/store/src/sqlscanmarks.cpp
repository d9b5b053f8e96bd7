// SqlCatalogStore's deployment-scan marks (capstudio_scan_mark, migration 003).
#include "store/sqlcatalogstore.h"

#include "sqltransaction.h"

#include <QJsonArray>

namespace capstudio {

Expected<std::optional<ScanMark>> SqlCatalogStore::scanMark(const QString &connection)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral(R"(SELECT "scannedUntil", "findings", "scannedAt" FROM "capstudio_scan_mark" )"
                                 R"(WHERE "connection" = ?)"));
    query.addBindValue(connection);
    if (!query.exec())
        return backend(query.lastError());
    if (!query.next())
        return std::optional<ScanMark>();
    ScanMark mark;
    mark.connection = connection;
    mark.scannedUntil = m_dialect.readDateTime(query.value(0));
    for (const QJsonValue &key : m_dialect.readJson(query.value(1)).toArray())
        mark.findings << key.toString();
    mark.scannedAt = m_dialect.readDateTime(query.value(2));
    if (!mark.scannedUntil.isValid())
        return StoreError{StoreError::Kind::Invalid,
                          tr("the scan mark of %1 holds no valid time").arg(connection)};
    return std::optional<ScanMark>(mark);
}

Status SqlCatalogStore::saveScanMark(const ScanMark &mark)
{
    QSqlQuery query(m_database);
    // One statement that inserts or replaces: both dialects have ON CONFLICT … DO UPDATE.
    query.prepare(QStringLiteral(R"(INSERT INTO "capstudio_scan_mark" ("connection", "scannedUntil", "findings", "scannedAt") )"
                                 R"(VALUES (?, ?, %1, ?) ON CONFLICT ("connection") DO UPDATE SET )"
                                 R"("scannedUntil" = excluded."scannedUntil", "findings" = excluded."findings", )"
                                 R"("scannedAt" = excluded."scannedAt")")
                      .arg(m_dialect.jsonPlaceholder()));
    query.addBindValue(mark.connection);
    query.addBindValue(m_dialect.bindDateTime(mark.scannedUntil));
    query.addBindValue(m_dialect.bindJson(QJsonArray::fromStringList(mark.findings)));
    query.addBindValue(m_dialect.bindDateTime(mark.scannedAt));
    if (!query.exec())
        return backend(query.lastError());
    return {};
}

} // namespace capstudio
