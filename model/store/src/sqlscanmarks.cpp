// SqlCatalogStore's deployment-audit state: scan marks (capstudio_scan_mark, migration 003)
// and verdicts on live findings (capstudio_verdict, migration 004).
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

Expected<QList<StoredVerdict>> SqlCatalogStore::verdicts(const QString &connection)
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(R"(SELECT "conversationId", "finding", "kind", "pointer", "verdict", "note", "reviewer", )"
                                 R"("time", "evidenceSha256", "publicKey", "signature" FROM "capstudio_verdict" )"
                                 R"(WHERE "connection" = ? ORDER BY "conversationId", "finding")"));
    query.addBindValue(connection);
    if (!query.exec())
        return backend(query.lastError());
    QList<StoredVerdict> rows;
    while (query.next()) {
        StoredVerdict row;
        row.connection = connection;
        QString *const fields[] = {&row.conversationId, &row.finding, &row.kind, &row.pointer, &row.verdict, &row.note,
                                   &row.reviewer, &row.time, &row.evidenceSha256, &row.publicKey, &row.signature};
        for (int i = 0; i < 11; ++i)
            *fields[i] = query.value(i).toString();
        rows.append(row);
    }
    if (query.lastError().isValid())
        return backend(query.lastError());
    return rows;
}

Status SqlCatalogStore::saveVerdict(const StoredVerdict &verdict)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral(R"(INSERT INTO "capstudio_verdict" ("connection", "conversationId", "finding", "kind", )"
                                 R"("pointer", "verdict", "note", "reviewer", "time", "evidenceSha256", "publicKey", "signature") )"
                                 R"(VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) )"
                                 R"(ON CONFLICT ("connection", "conversationId", "finding") DO UPDATE SET )"
                                 R"("kind" = excluded."kind", "pointer" = excluded."pointer", "verdict" = excluded."verdict", )"
                                 R"("note" = excluded."note", "reviewer" = excluded."reviewer", "time" = excluded."time", )"
                                 R"("evidenceSha256" = excluded."evidenceSha256", "publicKey" = excluded."publicKey", )"
                                 R"("signature" = excluded."signature")"));
    for (const QString &value : {verdict.connection, verdict.conversationId, verdict.finding, verdict.kind, verdict.pointer,
                                 verdict.verdict, verdict.note, verdict.reviewer, verdict.time, verdict.evidenceSha256,
                                 verdict.publicKey, verdict.signature})
        query.addBindValue(value);
    if (!query.exec())
        return backend(query.lastError());
    return {};
}

} // namespace capstudio
