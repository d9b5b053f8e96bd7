#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "provenance/bundle.h"
#include "testdatabase.h"
#include "core/ids.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <memory>

using namespace capstudio;

namespace {

Capability fullyPopulated()
{
    Capability capability = sampleCapability(QStringLiteral("full_row"));
    capability.executionType = QStringLiteral("webhook");
    capability.executionHandler = QStringLiteral("https://hooks.example.com/x");
    capability.executionConfig = QJsonObject{{QStringLiteral("timeoutMs"), 1500},
                                             {QStringLiteral("nested"), QJsonArray{1, QStringLiteral("two"), QJsonValue::Null}}};
    capability.requiresApproval = true;
    capability.approvalTimeoutMs = 60000;
    capability.rateLimit = 42;
    capability.isIdempotent = true;
    capability.isActive = false;
    capability.isSystem = true;
    capability.quarantineState = QStringLiteral("quarantined-soft");
    capability.quarantineReason = QStringLiteral("under review");
    capability.quarantineUntil = QDateTime(QDate(2027, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    capability.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("team-a")}, {QStringLiteral("n"), 3}};
    return capability;
}

Agent sampleAgent(const QString &slug)
{
    Agent agent;
    agent.name = QStringLiteral("Agent ") + slug;
    agent.slug = slug;
    agent.description = QStringLiteral("An agent");
    agent.model = QStringLiteral("some-model");
    agent.monthlyBudgetUsd = 12.5;
    agent.lastActiveAt = QDateTime(QDate(2026, 11, 30), QTime(10, 0, 0, 123), Qt::UTC);
    return agent;
}

} // namespace

class tst_SqlCatalogStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void capabilityRoundTripsEveryColumn();
    void listIsOrderedAndComplete();
    void duplicateSlugIsRefused();
    void concurrentUpdateIsDetected();
    void concurrentDeleteIsDetected();
    void updateOfADeletedRowIsNotFound();
    void slugCollisionOnUpdate();
    void agentsRoundTripAndHideSoftDeleted();
    void agentConcurrentUpdateIsDetected();
    void bindingsLifecycle();
    void bindingConflictsAndCascade();
    void importConversationIsAtomic();
    void conversationReadsBackAsABundle();
    void importCapabilitiesIsAllOrNothing();
    void applyBatchWritesEverything();
    void applyBatchWithAConflictWritesNothing();
    void applyBindingChangesWritesEverything();
    void applyBindingChangesRefusesDuplicateAttach();
    void applyBindingChangesDetectsStaleUpdate();
    void applyBindingChangesIsAllOrNothing();

private:
    std::unique_ptr<TestDatabase> m_database;
    std::unique_ptr<SqlCatalogStore> m_store;
    int m_connection = 0;
    std::unique_ptr<SqlCatalogStore> secondStore();
};

void tst_SqlCatalogStore::init()
{
    m_database = std::make_unique<TestDatabase>();
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    QSqlDatabase connection = m_database->connect(QStringLiteral("a%1").arg(++m_connection));
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    const Expected<SchemaMigrator::Outcome> migrated = SchemaMigrator(connection).migrate();
    QVERIFY2(migrated.ok(), migrated.ok() ? "" : qPrintable(migrated.error().message));
    m_store = std::make_unique<SqlCatalogStore>(connection);
    QCOMPARE(m_store->dialect().kind(),
             m_database->isPostgres() ? SqlDialect::Kind::PostgreSQL : SqlDialect::Kind::SQLite);
}

void tst_SqlCatalogStore::cleanup()
{
    m_store.reset();
    m_database.reset();
}

std::unique_ptr<SqlCatalogStore> tst_SqlCatalogStore::secondStore()
{
    return std::make_unique<SqlCatalogStore>(m_database->connect(QStringLiteral("b%1").arg(++m_connection)));
}

void tst_SqlCatalogStore::capabilityRoundTripsEveryColumn()
{
    const Capability original = fullyPopulated();
    const Expected<Capability> created = m_store->createCapability(original);
    QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
    QVERIFY(!created.value().id.isEmpty());

    const Expected<Capability> read = m_store->capability(created.value().id);
    QVERIFY(read.ok());
    QCOMPARE(read.value().toJson(), created.value().toJson());
    QVERIFY(read.value() == created.value());

    // SQL NULL columns come back as null, not as empty values.
    const Expected<Capability> plain = m_store->createCapability(sampleCapability(QStringLiteral("plain")));
    QVERIFY(plain.ok());
    const Capability plainRead = m_store->capability(plain.value().id).value();
    QVERIFY(plainRead.executionConfig.get().isNull());
    QVERIFY(plainRead.metadata.get().isNull());
    QVERIFY(!plainRead.rateLimit.has_value());
    QVERIFY(plainRead.quarantineReason.isNull());
    QVERIFY(!plainRead.quarantineUntil.isValid());
    QVERIFY(plainRead == plain.value());
}

void tst_SqlCatalogStore::listIsOrderedAndComplete()
{
    // Category, then name, then id, by code point on both backends (a PostgreSQL database's
    // collation would put "alpha" before "Beta"; code points put upper case first).
    const QList<std::pair<QString, QString>> rows{{QStringLiteral("zeta"), QStringLiteral("b_cap")},
                                                  {QStringLiteral("alpha"), QStringLiteral("a_cap")},
                                                  {QStringLiteral("alpha"), QStringLiteral("Beta_cap")},
                                                  {QStringLiteral("Zulu"), QStringLiteral("c_cap")}};
    for (const auto &[category, slug] : rows) {
        Capability capability = sampleCapability(slug.toLower());
        capability.category = category;
        capability.name = slug;
        QVERIFY(m_store->createCapability(capability).ok());
    }
    const Expected<QList<Capability>> listed = m_store->listCapabilities();
    QVERIFY(listed.ok());
    QStringList order;
    for (const Capability &capability : listed.value())
        order.append(capability.category + QLatin1Char('/') + capability.name);
    QCOMPARE(order, (QStringList{QStringLiteral("Zulu/c_cap"), QStringLiteral("alpha/Beta_cap"),
                                 QStringLiteral("alpha/a_cap"), QStringLiteral("zeta/b_cap")}));
    // The JSON columns come as text, parsed when first read, and read as written.
    const Capability &first = listed.value().first();
    QVERIFY(!first.functionDefinition.isParsed());
    QCOMPARE(first.functionDefinition.value(QStringLiteral("name")).toString(), QStringLiteral("c_cap"));
    QVERIFY(first.functionDefinition.isParsed());
    QCOMPARE(first, m_store->capability(first.id).value());

    // The list (on SQLite read through SQLite's own API) reads every field as a single read
    // does: nulls, booleans, numbers, dates, JSON of every shape, text beyond ASCII.
    Capability full = fullyPopulated();
    full.description = QStringLiteral("Ünïcödé — ✓ and \U0001F600");
    QVERIFY(m_store->createCapability(full).ok());
    Capability sparse = sampleCapability(QStringLiteral("sparse_cap"));
    sparse.description = QString();
    sparse.executionConfig = QJsonValue(QJsonValue::Null);
    sparse.metadata = QJsonArray{1, QStringLiteral("x")};
    QVERIFY(m_store->createCapability(sparse).ok());
    const QList<Capability> all = m_store->listCapabilities().value();
    QCOMPARE(all.size(), 6);
    for (const Capability &row : all) {
        const Capability single = m_store->capability(row.id).value();
        QCOMPARE(row, single);
        QCOMPARE(row.quarantineUntil, single.quarantineUntil);
        QCOMPARE(row.description, single.description);
        QCOMPARE(row.quarantineReason.isNull(), single.quarantineReason.isNull());
    }
    const auto written = std::find_if(all.cbegin(), all.cend(),
                                      [](const Capability &row) { return row.slug == QLatin1String("full_row"); });
    QVERIFY(written != all.cend());
    QCOMPARE(written->quarantineUntil, full.quarantineUntil);
    QCOMPARE(written->description, full.description);
    QCOMPARE(written->rateLimit, std::optional<int>(42));
    QVERIFY(written->isSystem && written->isIdempotent && !written->isActive && written->requiresApproval);
}

void tst_SqlCatalogStore::duplicateSlugIsRefused()
{
    QVERIFY(m_store->createCapability(sampleCapability(QStringLiteral("dup"))).ok());
    const Expected<Capability> again = m_store->createCapability(sampleCapability(QStringLiteral("dup")));
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(again.error().message, QStringLiteral("Capability with slug 'dup' already exists"));
    QCOMPARE(m_store->listCapabilities().value().size(), 1);
}

void tst_SqlCatalogStore::concurrentUpdateIsDetected()
{
    const Capability loaded = m_store->createCapability(sampleCapability(QStringLiteral("shared"))).value();
    auto other = secondStore();

    // Someone else changes the description first.
    Capability theirs = other->capability(loaded.id).value();
    theirs.description = QStringLiteral("their edit");
    QVERIFY(other->updateCapability(other->capability(loaded.id).value(), theirs).ok());

    // Our edit, based on the row as we loaded it, must not overwrite theirs.
    Capability ours = loaded;
    ours.rateLimit = 5;
    const Expected<Capability> refused = m_store->updateCapability(loaded, ours);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, StoreError::Kind::Conflict);
    QCOMPARE(m_store->capability(loaded.id).value().description, QStringLiteral("their edit"));
    QVERIFY(!m_store->capability(loaded.id).value().rateLimit.has_value());

    // Reloading and re-applying works.
    const Capability reloaded = m_store->capability(loaded.id).value();
    Capability again = reloaded;
    again.rateLimit = 5;
    const Expected<Capability> saved = m_store->updateCapability(reloaded, again);
    QVERIFY(saved.ok());
    QCOMPARE(other->capability(loaded.id).value().rateLimit, std::optional<int>(5));
    QCOMPARE(other->capability(loaded.id).value().description, QStringLiteral("their edit"));
}

void tst_SqlCatalogStore::concurrentDeleteIsDetected()
{
    const Capability loaded = m_store->createCapability(sampleCapability(QStringLiteral("gone"))).value();
    auto other = secondStore();
    Capability theirs = loaded;
    theirs.functionDefinition.insert(QStringLiteral("description"), QStringLiteral("changed"));
    QVERIFY(other->updateCapability(loaded, theirs).ok());

    const Status refused = m_store->deleteCapability(loaded);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, StoreError::Kind::Conflict);
    QVERIFY(m_store->capability(loaded.id).ok());
    QVERIFY(m_store->deleteCapability(theirs).ok());
    QCOMPARE(m_store->capability(loaded.id).error().kind, StoreError::Kind::NotFound);
}

void tst_SqlCatalogStore::updateOfADeletedRowIsNotFound()
{
    const Capability loaded = m_store->createCapability(sampleCapability(QStringLiteral("x"))).value();
    QVERIFY(secondStore()->deleteCapability(loaded).ok());
    Capability edited = loaded;
    edited.name = QStringLiteral("renamed");
    const Expected<Capability> result = m_store->updateCapability(loaded, edited);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, StoreError::Kind::NotFound);
}

void tst_SqlCatalogStore::slugCollisionOnUpdate()
{
    QVERIFY(m_store->createCapability(sampleCapability(QStringLiteral("taken"))).ok());
    const Capability mine = m_store->createCapability(sampleCapability(QStringLiteral("mine"))).value();
    Capability renamed = mine;
    renamed.slug = QStringLiteral("taken");
    const Expected<Capability> result = m_store->updateCapability(mine, renamed);
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(result.error().message, QStringLiteral("Slug is already in use"));
    QCOMPARE(m_store->capability(mine.id).value().slug, QStringLiteral("mine"));
}

void tst_SqlCatalogStore::agentsRoundTripAndHideSoftDeleted()
{
    const Expected<Agent> created = m_store->createAgent(sampleAgent(QStringLiteral("helper")));
    QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
    const Expected<QList<Agent>> listed = m_store->listAgents();
    QVERIFY(listed.ok());
    QCOMPARE(listed.value().size(), 1);
    QVERIFY(listed.value().first() == created.value());
    QCOMPARE(listed.value().first().monthlyBudgetUsd, std::optional<double>(12.5));

    Agent deleted = created.value();
    deleted.deletedAt = QDateTime::currentDateTimeUtc();
    QVERIFY(m_store->updateAgent(created.value(), deleted).ok());
    QCOMPARE(m_store->listAgents().value().size(), 0);

    const Expected<Agent> sameSlug = m_store->createAgent(sampleAgent(QStringLiteral("helper")));
    QVERIFY(!sameSlug.ok());
    QCOMPARE(sameSlug.error().kind, StoreError::Kind::Duplicate);
}

void tst_SqlCatalogStore::agentConcurrentUpdateIsDetected()
{
    const Agent loaded = m_store->createAgent(sampleAgent(QStringLiteral("busy"))).value();
    auto other = secondStore();
    Agent theirs = loaded;
    theirs.model = QStringLiteral("other-model");
    QVERIFY(other->updateAgent(loaded, theirs).ok());
    Agent ours = loaded;
    ours.name = QStringLiteral("Renamed");
    const Expected<Agent> refused = m_store->updateAgent(loaded, ours);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, StoreError::Kind::Conflict);
}

void tst_SqlCatalogStore::bindingsLifecycle()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("bound"))).value();
    const Capability zeta = m_store->createCapability(sampleCapability(QStringLiteral("zeta"))).value();
    Capability alphaRow = sampleCapability(QStringLiteral("alpha"));
    alphaRow.name = QStringLiteral("Alpha");
    const Capability alpha = m_store->createCapability(alphaRow).value();

    AgentBinding binding;
    binding.agentId = agent.id;
    binding.capabilityId = zeta.id;
    binding.customConfig = QJsonDocument::fromJson(R"({"forcedUrl":"${env:EMAIL_GATEWAY_URL}",
        "forcedHeaders":{"X-Tenant-Id":"${env:EMAIL_TENANT_ID}"},"timeoutMs":15000})").object();
    binding.customRateLimit = 20;
    const Expected<AgentBinding> created = m_store->createBinding(binding);
    QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));

    AgentBinding second;
    second.agentId = agent.id;
    second.capabilityId = alpha.id;
    second.isEnabled = false;
    QVERIFY(m_store->createBinding(second).ok());

    const QList<AgentBinding> listed = m_store->listBindings(agent.id).value();
    QCOMPARE(listed.size(), 2);
    // Ordered by capability name, as Sunrise's GET …/agents/:id/capabilities.
    QCOMPARE(listed.at(0).capabilityId, alpha.id);
    QVERIFY(listed.at(1) == created.value());
    QVERIFY(!listed.at(0).isEnabled);
    QVERIFY(listed.at(0).customConfig.isNull());

    const Expected<AgentBinding> duplicate = m_store->createBinding(binding);
    QVERIFY(!duplicate.ok());
    QCOMPARE(duplicate.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(duplicate.error().message,
             QStringLiteral("Capability %1 is already attached to agent %2").arg(zeta.id, agent.id));

    AgentBinding unknownCapability = binding;
    unknownCapability.capabilityId = QStringLiteral("cnotthere000000000000000");
    QCOMPARE(m_store->createBinding(unknownCapability).error().kind, StoreError::Kind::NotFound);

    AgentBinding edited = listed.at(1);
    edited.isEnabled = false;
    edited.customConfig = QJsonObject{{QStringLiteral("timeoutMs"), 1000}};
    QVERIFY(m_store->updateBinding(listed.at(1), edited).ok());
    QVERIFY(m_store->listBindings(agent.id).value().at(1) == edited);

    QVERIFY(m_store->deleteBinding(edited).ok());
    QCOMPARE(m_store->listBindings(agent.id).value().size(), 1);
    const Status again = m_store->deleteBinding(edited);
    QCOMPARE(again.error().kind, StoreError::Kind::NotFound);
}

void tst_SqlCatalogStore::bindingConflictsAndCascade()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("casc"))).value();
    const Capability capability = m_store->createCapability(sampleCapability(QStringLiteral("c1"))).value();
    AgentBinding binding;
    binding.agentId = agent.id;
    binding.capabilityId = capability.id;
    const AgentBinding loaded = m_store->createBinding(binding).value();

    auto other = secondStore();
    AgentBinding theirs = loaded;
    theirs.customRateLimit = 3;
    QVERIFY(other->updateBinding(loaded, theirs).ok());
    AgentBinding ours = loaded;
    ours.isEnabled = false;
    QCOMPARE(m_store->updateBinding(loaded, ours).error().kind, StoreError::Kind::Conflict);
    QCOMPARE(m_store->deleteBinding(loaded).error().kind, StoreError::Kind::Conflict);

    // Deleting the capability removes its bindings (ON DELETE CASCADE).
    QVERIFY(m_store->deleteCapability(capability).ok());
    QCOMPARE(m_store->listBindings().value().size(), 0);
}

void tst_SqlCatalogStore::importConversationIsAtomic()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("talker"))).value();
    QJsonObject data = QJsonDocument::fromJson(QStringLiteral(R"({
        "conversation": {"id": "cconv00000000000000000001", "title": "T", "userId": null,
                         "agentId": "%1", "isActive": true,
                         "createdAt": "2026-12-01T18:00:00.000Z", "updatedAt": "2026-12-01T18:00:09.000Z"},
        "messages": [
            {"id": "cmsg000000000000000000001", "role": "user", "content": "hi",
             "createdAt": "2026-12-01T18:00:00.000Z", "provenance": null},
            {"id": "cmsg000000000000000000002", "role": "assistant", "content": "hello",
             "modelId": "m", "providerSlug": "p", "createdAt": "2026-12-01T18:00:09.000Z",
             "provenance": {"capabilityCalls": [{"slug": "x", "arguments": {}, "latencyMs": 3, "success": true}]}}
        ]})").arg(agent.id).toUtf8()).object();
    QVERIFY(m_store->importConversation(data).ok());
    QCOMPARE(m_store->conversationCount().value(), 1);

    // A second import with a clashing message id fails as a whole: no new conversation.
    QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
    conversation.insert(QStringLiteral("id"), QStringLiteral("cconv00000000000000000002"));
    data.insert(QStringLiteral("conversation"), conversation);
    QVERIFY(!m_store->importConversation(data).ok());
    QCOMPARE(m_store->conversationCount().value(), 1);
}

void tst_SqlCatalogStore::conversationReadsBackAsABundle()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("reader"))).value();
    const QJsonObject provenance = QJsonDocument::fromJson(R"({"capabilityCalls": [
        {"slug": "lookup_customer", "arguments": {"email": "a***@e***.com"}, "latencyMs": 12.5,
         "success": false, "errorCode": "not_found"}]})").object();
    const QJsonObject data = QJsonDocument::fromJson(QStringLiteral(R"({
        "conversation": {"id": "cconv00000000000000000010", "title": "Refund", "userId": "cuser0000000000000000001",
                         "agentId": "%1", "isActive": false,
                         "createdAt": "2026-12-01T18:00:00.000Z", "updatedAt": "2026-12-01T18:00:09.500Z"},
        "messages": [
            {"id": "cmsg000000000000000000011", "role": "user", "content": "mail bob@example.org",
             "createdAt": "2026-12-01T18:00:00.000Z", "provenance": null},
            {"id": "cmsg000000000000000000012", "role": "tool", "content": "{\"found\":false}",
             "capabilitySlug": "lookup_customer", "toolCallId": "toolu_1",
             "createdAt": "2026-12-01T18:00:04.000Z", "provenance": null},
            {"id": "cmsg000000000000000000013", "role": "assistant", "content": "Sorry",
             "modelId": "m1", "providerSlug": "p1", "createdAt": "2026-12-01T18:00:09.500Z"}
        ]})").arg(agent.id).toUtf8()).object();
    QJsonObject withProvenance = data;
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    QJsonObject last = messages.at(2).toObject();
    last.insert(QStringLiteral("provenance"), provenance);
    messages.replace(2, last);
    withProvenance.insert(QStringLiteral("messages"), messages);
    QVERIFY(m_store->importConversation(withProvenance).ok());

    const auto list = m_store->listConversations();
    QVERIFY(list.ok());
    QCOMPARE(list.value().size(), 1);
    const SqlCatalogStore::ConversationEntry entry = list.value().first();
    QCOMPARE(entry.id, QStringLiteral("cconv00000000000000000010"));
    QCOMPARE(entry.title, QStringLiteral("Refund"));
    QCOMPARE(entry.agentName, agent.name);
    QCOMPARE(entry.messageCount, 3);
    QCOMPARE(entry.updatedAt.toUTC(), QDateTime::fromString(QStringLiteral("2026-12-01T18:00:09.500Z"), Qt::ISODateWithMs));

    const auto bytes = m_store->conversationBundle(entry.id);
    QVERIFY(bytes.ok());
    const QJsonObject back = QJsonDocument::fromJson(bytes.value()).object();
    const QJsonObject conversation = back.value(QStringLiteral("conversation")).toObject();
    QCOMPARE(conversation.value(QStringLiteral("agentSlug")).toString(), agent.slug);
    QCOMPARE(conversation.value(QStringLiteral("isActive")).toBool(true), false);
    QCOMPARE(conversation.value(QStringLiteral("updatedAt")).toString(), QStringLiteral("2026-12-01T18:00:09.500Z"));
    const QJsonArray rows = back.value(QStringLiteral("messages")).toArray();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("toolCallId")).toString(), QStringLiteral("toolu_1"));
    QVERIFY(rows.at(0).toObject().value(QStringLiteral("provenance")).isNull());
    QVERIFY(rows.at(0).toObject().value(QStringLiteral("capabilitySlug")).isNull());
    QCOMPARE(rows.at(2).toObject().value(QStringLiteral("provenance")).toObject(), provenance);

    // What the store hands out is a bundle the provenance reader opens as such.
    const auto bundle = provenance::Bundle::fromBytes(bytes.value(), entry.title);
    QVERIFY2(bundle.ok(), qPrintable(bundle.error.message));
    QCOMPARE(bundle.bundle->messages().size(), std::size_t(3));
    QCOMPARE(bundle.bundle->calls().size(), std::size_t(1));
    QCOMPARE(bundle.bundle->calls()[0].toolMessage, 1);
    QCOMPARE(bundle.bundle->findings().size(), std::size_t(1)); // the user's own email

    QCOMPARE(m_store->conversationBundle(QStringLiteral("nope")).error().kind, StoreError::Kind::NotFound);
}

void tst_SqlCatalogStore::importCapabilitiesIsAllOrNothing()
{
    QList<Capability> batch;
    for (int i = 0; i < 50; ++i)
        batch.append(sampleCapability(QStringLiteral("bulk_%1").arg(i)));
    QVERIFY(m_store->importCapabilities(batch).ok());
    QCOMPARE(m_store->listCapabilities().value().size(), 50);

    // One clashing slug in a second batch: none of that batch is kept.
    QList<Capability> clashing{sampleCapability(QStringLiteral("fresh_1")), sampleCapability(QStringLiteral("bulk_7")),
                               sampleCapability(QStringLiteral("fresh_2"))};
    const Status refused = m_store->importCapabilities(clashing);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(m_store->listCapabilities().value().size(), 50);
}

void tst_SqlCatalogStore::applyBatchWritesEverything()
{
    const Capability kept = m_store->createCapability(sampleCapability(QStringLiteral("kept"))).value();
    const Capability doomed = m_store->createCapability(sampleCapability(QStringLiteral("doomed"))).value();
    Capability edited = kept;
    edited.rateLimit = 7;
    edited.slug = QStringLiteral("doomed"); // takes the slug the delete frees
    edited.functionDefinition.insert(QStringLiteral("name"), QStringLiteral("doomed"));

    const QList<CapabilityChange> changes{
        {kept, edited, false},
        {doomed, doomed, true},
        {std::nullopt, sampleCapability(QStringLiteral("fresh")), false},
    };
    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges(changes);
    QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
    QVERIFY(applied.value().isEmpty());
    const QList<Capability> listed = m_store->listCapabilities().value();
    QCOMPARE(listed.size(), 2);
    QCOMPARE(m_store->capability(kept.id).value().rateLimit, std::optional<int>(7));
    QCOMPARE(m_store->capability(kept.id).value().slug, QStringLiteral("doomed"));
    QCOMPARE(m_store->capability(doomed.id).error().kind, StoreError::Kind::NotFound);
}

void tst_SqlCatalogStore::applyBatchWithAConflictWritesNothing()
{
    const Capability a = m_store->createCapability(sampleCapability(QStringLiteral("a_row"))).value();
    const Capability b = m_store->createCapability(sampleCapability(QStringLiteral("b_row"))).value();
    const Capability c = m_store->createCapability(sampleCapability(QStringLiteral("c_row"))).value();
    auto other = secondStore();
    Capability theirs = b;
    theirs.description = QStringLiteral("changed elsewhere");
    QVERIFY(other->updateCapability(b, theirs).ok());
    QVERIFY(other->deleteCapability(c).ok());

    Capability aEdited = a;
    aEdited.name = QStringLiteral("A edited");
    Capability bEdited = b;
    bEdited.name = QStringLiteral("B edited");
    Capability cEdited = c;
    cEdited.name = QStringLiteral("C edited");
    const QList<CapabilityChange> changes{{a, aEdited, false}, {b, bEdited, false}, {c, cEdited, false},
                                          {std::nullopt, sampleCapability(QStringLiteral("new_row")), false}};
    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges(changes);
    QVERIFY(applied.ok());
    const QList<CapabilityConflict> conflicts = applied.value();
    QCOMPARE(conflicts.size(), 2);
    QCOMPARE(conflicts.at(0).id, b.id);
    QVERIFY(conflicts.at(0).current.has_value());
    QCOMPARE(conflicts.at(0).current->description, QStringLiteral("changed elsewhere"));
    QCOMPARE(conflicts.at(1).id, c.id);
    QVERIFY(!conflicts.at(1).current.has_value());
    // Nothing of the batch was written.
    QCOMPARE(m_store->capability(a.id).value().name, a.name);
    QCOMPARE(m_store->listCapabilities().value().size(), 2);
}

namespace {

AgentBinding pair(const Agent &agent, const Capability &capability)
{
    AgentBinding binding;
    binding.agentId = agent.id;
    binding.capabilityId = capability.id;
    return binding;
}

QString conflictsText(const Expected<QList<BindingConflict>> &applied)
{
    if (!applied)
        return applied.error().message;
    QStringList lines;
    for (const BindingConflict &conflict : applied.value())
        lines.append(conflict.message);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void tst_SqlCatalogStore::applyBindingChangesWritesEverything()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("batch"))).value();
    const Capability kept = m_store->createCapability(sampleCapability(QStringLiteral("kept"))).value();
    const Capability gone = m_store->createCapability(sampleCapability(QStringLiteral("gone"))).value();
    const Capability fresh = m_store->createCapability(sampleCapability(QStringLiteral("fresh"))).value();
    const AgentBinding keptRow = m_store->createBinding(pair(agent, kept)).value();
    const AgentBinding goneRow = m_store->createBinding(pair(agent, gone)).value();

    AgentBinding edited = keptRow;
    edited.isEnabled = false;
    edited.customRateLimit = 20;
    edited.customConfig = QJsonDocument::fromJson(R"({"forcedUrl":"${env:EMAIL_GATEWAY_URL}",
        "forcedHeaders":{"X-Tenant":"${env:EMAIL_TENANT_ID}"},"auth":{"type":"bearer","secret":"EMAIL_GATEWAY_TOKEN"}})").object();
    AgentBinding attached = pair(agent, fresh); // id empty: the store assigns one
    attached.customConfig = QJsonObject{{QStringLiteral("timeoutMs"), 1500}};

    const QList<BindingChange> changes{{keptRow, edited, false}, {goneRow, goneRow, true},
                                       {std::nullopt, attached, false}};
    const Expected<QList<BindingConflict>> applied = m_store->applyBindingChanges(changes);
    QVERIFY2(applied.ok() && applied.value().isEmpty(), qPrintable(conflictsText(applied)));

    const QList<AgentBinding> stored = secondStore()->listBindings(agent.id).value();
    QCOMPARE(stored.size(), 2);
    const AgentBinding &freshRow = stored.at(0).capabilityId == fresh.id ? stored.at(0) : stored.at(1);
    const AgentBinding &keptStored = stored.at(0).capabilityId == kept.id ? stored.at(0) : stored.at(1);
    QVERIFY(keptStored == edited); // the JSON column round-trips (JSONB reorders keys)
    QVERIFY(Ids::looksLikeCuid(freshRow.id));
    AgentBinding expected = attached;
    expected.id = freshRow.id;
    QVERIFY(freshRow == expected);
    QVERIFY(freshRow.isEnabled);
    QVERIFY(!freshRow.customRateLimit.has_value());

    // Clearing a config and a rate limit writes SQL NULL back.
    AgentBinding cleared = keptStored;
    cleared.customConfig = QJsonValue::Null;
    cleared.customRateLimit.reset();
    const Expected<QList<BindingConflict>> again = m_store->applyBindingChanges({{keptStored, cleared, false}});
    QVERIFY2(again.ok() && again.value().isEmpty(), qPrintable(conflictsText(again)));
    const AgentBinding reread = m_store->listBindings(agent.id).value().at(stored.indexOf(keptStored));
    QVERIFY(reread == cleared);
    QVERIFY(reread.customConfig.isNull());
}

void tst_SqlCatalogStore::applyBindingChangesRefusesDuplicateAttach()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("dup"))).value();
    const Capability capability = m_store->createCapability(sampleCapability(QStringLiteral("twice"))).value();
    // Another writer attached the same pair after we loaded.
    AgentBinding theirs = pair(agent, capability);
    theirs.customRateLimit = 9;
    const AgentBinding stored = secondStore()->createBinding(theirs).value();

    const Expected<QList<BindingConflict>> applied =
        m_store->applyBindingChanges({{std::nullopt, pair(agent, capability), false}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    const BindingConflict &conflict = applied.value().first();
    QCOMPARE(conflict.agentId, agent.id);
    QCOMPARE(conflict.capabilityId, capability.id);
    QCOMPARE(conflict.message,
             QStringLiteral("Capability %1 is already attached to agent %2").arg(capability.id, agent.id));
    QVERIFY(conflict.current.has_value());
    QVERIFY(*conflict.current == stored);
    QCOMPARE(m_store->listBindings().value(), QList<AgentBinding>{stored});
}

void tst_SqlCatalogStore::applyBindingChangesDetectsStaleUpdate()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("stale"))).value();
    const Capability changed = m_store->createCapability(sampleCapability(QStringLiteral("changed"))).value();
    const Capability vanished = m_store->createCapability(sampleCapability(QStringLiteral("vanished"))).value();
    const AgentBinding changedRow = m_store->createBinding(pair(agent, changed)).value();
    const AgentBinding vanishedRow = m_store->createBinding(pair(agent, vanished)).value();

    auto other = secondStore();
    AgentBinding theirs = changedRow;
    theirs.customConfig = QJsonObject{{QStringLiteral("timeoutMs"), 100}};
    QVERIFY(other->updateBinding(changedRow, theirs).ok());
    QVERIFY(other->deleteBinding(vanishedRow).ok());

    AgentBinding ours = changedRow;
    ours.isEnabled = false;
    const Expected<QList<BindingConflict>> applied =
        m_store->applyBindingChanges({{changedRow, ours, false}, {vanishedRow, vanishedRow, true}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 2);
    QCOMPARE(applied.value().at(0).capabilityId, changed.id);
    QVERIFY(applied.value().at(0).current.has_value());
    QVERIFY(*applied.value().at(0).current == theirs);
    QCOMPARE(applied.value().at(1).capabilityId, vanished.id);
    QVERIFY(!applied.value().at(1).current.has_value());
    QCOMPARE(applied.value().at(1).message,
             QStringLiteral("Capability %1 is not attached to agent %2").arg(vanished.id, agent.id));
    QVERIFY(m_store->listBindings(agent.id).value() == QList<AgentBinding>{theirs});
}

void tst_SqlCatalogStore::applyBindingChangesIsAllOrNothing()
{
    const Agent agent = m_store->createAgent(sampleAgent(QStringLiteral("atomic"))).value();
    const Capability a = m_store->createCapability(sampleCapability(QStringLiteral("a_cap"))).value();
    const Capability b = m_store->createCapability(sampleCapability(QStringLiteral("b_cap"))).value();
    const Capability c = m_store->createCapability(sampleCapability(QStringLiteral("c_cap"))).value();
    const AgentBinding aRow = m_store->createBinding(pair(agent, a)).value();
    const AgentBinding bRow = m_store->createBinding(pair(agent, b)).value();
    AgentBinding theirs = bRow;
    theirs.customRateLimit = 1;
    QVERIFY(secondStore()->updateBinding(bRow, theirs).ok());

    // A detach, an attach and a stale update: the stale one stops the whole batch.
    AgentBinding bOurs = bRow;
    bOurs.customRateLimit = 100;
    const QList<AgentBinding> before = m_store->listBindings().value();
    const Expected<QList<BindingConflict>> applied = m_store->applyBindingChanges(
        {{aRow, aRow, true}, {std::nullopt, pair(agent, c), false}, {bRow, bOurs, false}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    QCOMPARE(applied.value().first().capabilityId, b.id);
    QCOMPARE(m_store->listBindings().value(), before);

    // Two attaches of one pair in a batch: the second meets the first, nothing is kept.
    const Expected<QList<BindingConflict>> doubled = m_store->applyBindingChanges(
        {{std::nullopt, pair(agent, c), false}, {std::nullopt, pair(agent, c), false}});
    QVERIFY(doubled.ok());
    QCOMPARE(doubled.value().size(), 1);
    QCOMPARE(doubled.value().first().capabilityId, c.id);
    QCOMPARE(m_store->listBindings().value(), before);

    // A pair whose agent and capability change is refused outright.
    AgentBinding moved = aRow;
    moved.capabilityId = c.id;
    const Expected<QList<BindingConflict>> invalid = m_store->applyBindingChanges({{aRow, moved, false}});
    QVERIFY(!invalid.ok());
    QCOMPARE(invalid.error().kind, StoreError::Kind::Invalid);
}

QTEST_GUILESS_MAIN(tst_SqlCatalogStore)
#include "tst_sqlcatalogstore.moc"
