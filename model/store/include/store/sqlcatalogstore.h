#pragma once

#include "catalog/catalogstore.h"
#include "catalog/dryrunstore.h"
#include "store/sqldialect.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QHash>
#include <QSqlDatabase>
#include <memory>
#include <optional>

namespace capstudio {

// Connection settings for a PostgreSQL server; empty fields fall back to libpq's
// PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE.
struct PostgresSettings
{
    QString host;
    int port = -1;
    QString database;
    QString user;
    QString password;
    QString sslMode;               // libpq's sslmode; empty: libpq's default (prefer)
    int connectTimeoutSeconds = 10; // an unreachable host fails instead of hanging
};

// The server libpq's PG* variables name, database `database`.
inline PostgresSettings databaseSettings(const QString &database)
{
    PostgresSettings settings;
    settings.database = database;
    return settings;
}

// CatalogStore over Qt Sql: the embedded SQLite workspace and PostgreSQL (a Sunrise
// database or a shared one), with the same statements and one SqlDialect for the
// differences. Every write runs in a transaction; updates and deletes read the row
// under a write lock and refuse with StoreError::Conflict when it no longer equals
// the row the caller loaded. Saved dry-runs live in capstudio's own table beside them.
// Where the last deployment scan of a connection stopped (scan --since-last).
struct ScanMark
{
    QString connection;   // the connection as shown, and the agents the scan was limited to
    QDateTime scannedUntil; // the newest message the scan read
    QStringList findings;   // keys of the findings it reported near scannedUntil
    QDateTime scannedAt;
};

// A signed verdict on a finding of a live connection's conversation, as stored (every column
// is text; provenance::LiveVerdict gives it meaning and checks its signature).
struct StoredVerdict
{
    QString connection;
    QString conversationId;
    QString finding;
    QString kind;
    QString pointer;
    QString verdict;
    QString note;
    QString reviewer;
    QString time;
    QString evidenceSha256;
    QString publicKey;  // base64
    QString signature;  // base64
};

class SqlCatalogStore : public CatalogStore, public DryRunStore
{
    Q_DECLARE_TR_FUNCTIONS(SqlCatalogStore)

public:
    explicit SqlCatalogStore(QSqlDatabase database);
    ~SqlCatalogStore() override;

    static Expected<QSqlDatabase> openSqlite(const QString &path, const QString &connectionName);
    static Expected<QSqlDatabase> openPostgres(const PostgresSettings &settings,
                                               const QString &connectionName);

    const SqlDialect &dialect() const { return m_dialect; }
    QSqlDatabase database() const { return m_database; }

    Expected<QList<Capability>> listCapabilities() override;
    Expected<Capability> capability(const QString &id) override;
    Expected<Capability> createCapability(const Capability &capability) override;
    Expected<Capability> updateCapability(const Capability &original,
                                          const Capability &updated) override;
    Status deleteCapability(const Capability &original) override;
    Expected<QList<CapabilityConflict>> applyCapabilityChanges(const QList<CapabilityChange> &changes) override;

    Expected<QList<Agent>> listAgents() override;
    Expected<Agent> createAgent(const Agent &agent) override;
    Expected<Agent> updateAgent(const Agent &original, const Agent &updated) override;

    Expected<QList<AgentBinding>> listBindings(const QString &agentId = {}) override;
    Expected<AgentBinding> createBinding(const AgentBinding &binding) override;
    Expected<AgentBinding> updateBinding(const AgentBinding &original,
                                         const AgentBinding &updated) override;
    Status deleteBinding(const AgentBinding &original) override;
    // In sqlbindings.cpp.
    Expected<QList<BindingConflict>> applyBindingChanges(const QList<BindingChange> &changes) override;

    Status inOneTransaction(const std::function<Status()> &work) override;

    // Inserts many capabilities in one transaction (all or nothing); empty ids get cuids.
    // For imports and seeding, where a transaction per row would be needlessly slow.
    Status importCapabilities(const QList<Capability> &capabilities);

    // Stores a conversation with its messages, in the shape of the `data` member of
    // Sunrise's provenance response (reference §8.1), in one transaction.
    Status importConversation(const QJsonObject &provenanceData);
    Expected<int> conversationCount();

    // The conversations of the database, newest activity first.
    using ConversationEntry = capstudio::ConversationEntry;
    Expected<QList<ConversationEntry>> listConversations() override;
    // One conversation as the `data` object of Sunrise's provenance response (reference §8.1):
    // {"conversation":{…},"messages":[…]} with every message row, oldest first, and its
    // `provenance` column as stored. UTF-8 JSON text, ready for provenance::Bundle::fromBytes.
    Expected<QByteArray> conversationBundle(const QString &id) override;
    // In sqlconversationstream.cpp: the selected messages in one query with the filter in
    // its WHERE clause, ordered by conversation; on PostgreSQL through COPY … TO STDOUT on
    // the driver's libpq connection inside one read-only snapshot, on SQLite stepped row by row.
    Status streamConversations(const ConversationScanFilter &filter,
                               const std::function<bool(const QByteArray &, const ConversationStreamProgress &)> &sink) override;

    // In sqlscanmarks.cpp (capstudio_scan_mark, migration 003): none yet is an empty optional.
    Expected<std::optional<ScanMark>> scanMark(const QString &connection);
    Status saveScanMark(const ScanMark &mark);
    // In sqlscanmarks.cpp too (capstudio_verdict, migration 004): a verdict replaces the one
    // on the same finding of the same connection.
    Expected<QList<StoredVerdict>> verdicts(const QString &connection);
    Status saveVerdict(const StoredVerdict &verdict);

    // In sqldryruns.cpp. A database capstudio did not create has no dry-run table: these
    // answer with an error that says so.
    Expected<QList<SavedDryRun>> listDryRuns() override;
    Expected<SavedDryRun> saveDryRun(const SavedDryRun &dryRun) override;
    Status deleteDryRun(const QString &id) override;

private:
    class Transaction;

    Expected<Capability> readCapabilityLocked(const QString &id);
    Expected<Agent> readAgentLocked(const QString &id);
    Expected<AgentBinding> readBindingLocked(const QString &id);
    // The row of a pair (locked for the transaction when `lock`); nullopt when unbound.
    Expected<std::optional<AgentBinding>> readBindingPair(const QString &agentId,
                                                          const QString &capabilityId, bool lock);
    // Inside applyBindingChanges' transaction: conflicts of one change with the stored rows.
    Expected<std::optional<BindingConflict>> bindingConflictLocked(const BindingChange &change);
    Status writeBindingLocked(const BindingChange &change);
    void bindCapability(class QSqlQuery &query, const Capability &capability) const;
    bool prepareCapabilityInsert(class QSqlQuery &query) const;
    // Inside an open transaction: compare with the stored row, then write.
    Status insertCapabilityLocked(const Capability &capability);
    Status updateCapabilityLocked(const Capability &capability);
    Status deleteCapabilityLocked(const QString &id);

    // The capability statements, prepared once and reused for every row and every batch:
    // on PostgreSQL each prepare and each deallocation is a round trip of its own.
    struct CapabilityStatements;
    Expected<CapabilityStatements *> capabilityStatements();
    // The rows of `ids` under the write lock, read a hundred at a time.
    Expected<QHash<QString, Capability>> readCapabilitiesLocked(const QStringList &ids);

    QSqlDatabase m_database;
    SqlDialect m_dialect;
    std::unique_ptr<CapabilityStatements> m_capabilityStatements;
};

} // namespace capstudio
