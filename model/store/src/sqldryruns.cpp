// SqlCatalogStore's saved dispatch dry-runs (capstudio_dry_run, migration 002).
#include "sqltransaction.h"

#include "core/ids.h"

#include <QSqlRecord>

namespace capstudio {

namespace {

// Said when the table is missing: a Sunrise database (or one from an older capstudio that
// was opened read-only) keeps no dry-runs.
StoreError noTable(const QSqlError &error)
{
    return {StoreError::Kind::Backend,
            SqlCatalogStore::tr("this database keeps no saved dry-runs (capstudio_dry_run is missing: it is "
                                "created only in databases capstudio made): %1")
                .arg(error.text())};
}

bool tableMissing(const QSqlDatabase &database)
{
    return !database.tables().contains(QStringLiteral("capstudio_dry_run"));
}

} // namespace

Expected<QList<SavedDryRun>> SqlCatalogStore::listDryRuns()
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(R"(SELECT "id", "scenario", "verdict", "savedAt" FROM "capstudio_dry_run" )"
                                   R"(ORDER BY "name", "id")"))) {
        return tableMissing(m_database) ? noTable(query.lastError()) : backend(query.lastError());
    }
    QList<SavedDryRun> dryRuns;
    while (query.next()) {
        SavedDryRun dryRun;
        dryRun.id = query.value(0).toString();
        const Expected<DispatchScenario> scenario = DispatchScenario::fromJson(m_dialect.readJson(query.value(1)).toObject());
        if (!scenario.ok()) {
            return StoreError{StoreError::Kind::Invalid,
                              tr("dry-run %1: %2").arg(dryRun.id, scenario.error().message)};
        }
        dryRun.scenario = scenario.value();
        dryRun.verdict = DispatchVerdict::fromJson(m_dialect.readJson(query.value(2)).toObject());
        dryRun.savedAt = m_dialect.readDateTime(query.value(3));
        dryRuns.append(dryRun);
    }
    if (query.lastError().isValid())
        return backend(query.lastError());
    return dryRuns;
}

Expected<SavedDryRun> SqlCatalogStore::saveDryRun(const SavedDryRun &dryRun)
{
    SavedDryRun stored = dryRun;
    if (stored.id.isEmpty())
        stored.id = Ids::newCuid();
    // Millisecond precision, as both dialects store it.
    stored.savedAt = QDateTime::fromMSecsSinceEpoch(QDateTime::currentMSecsSinceEpoch(), Qt::UTC);

    Transaction transaction(m_database, m_dialect);
    if (!transaction.started())
        return backend(transaction.error());
    QSqlQuery remove(m_database);
    remove.prepare(QStringLiteral(R"(DELETE FROM "capstudio_dry_run" WHERE "id" = ?)"));
    remove.addBindValue(stored.id);
    if (!remove.exec())
        return tableMissing(m_database) ? noTable(remove.lastError()) : backend(remove.lastError());
    QSqlQuery insert(m_database);
    const QString json = m_dialect.jsonPlaceholder();
    insert.prepare(QStringLiteral(R"(INSERT INTO "capstudio_dry_run" ("id", "name", "scenario", "verdict", "savedAt") )"
                                  R"(VALUES (?, ?, %1, %1, ?))")
                       .arg(json));
    insert.addBindValue(stored.id);
    insert.addBindValue(stored.scenario.name);
    insert.addBindValue(m_dialect.bindJson(stored.scenario.toJson()));
    insert.addBindValue(m_dialect.bindJson(stored.verdict.toJson()));
    insert.addBindValue(m_dialect.bindDateTime(stored.savedAt));
    if (!insert.exec())
        return backend(insert.lastError());
    if (Status committed = transaction.commit(); !committed)
        return committed.error();
    return stored;
}

Status SqlCatalogStore::deleteDryRun(const QString &id)
{
    QSqlQuery query(m_database);
    query.prepare(QStringLiteral(R"(DELETE FROM "capstudio_dry_run" WHERE "id" = ?)"));
    query.addBindValue(id);
    if (!query.exec())
        return tableMissing(m_database) ? noTable(query.lastError()) : backend(query.lastError());
    if (query.numRowsAffected() == 0)
        return StoreError{StoreError::Kind::NotFound, tr("no saved dry-run has the id %1").arg(id)};
    return {};
}

} // namespace capstudio
