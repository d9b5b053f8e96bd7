#include "remote/apicatalogstore.h"
#include "remote/sunriseclient.h"
#include "sunrisetestserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace capstudio;

namespace {

QJsonObject withName(QJsonObject definition, const QString &name)
{
    definition.insert(QStringLiteral("name"), name);
    return definition;
}


int countRequests(const SunriseTestServer &server, const QByteArray &method)
{
    int count = 0;
    for (const SunriseTestServer::Request &request : server.requests())
        count += request.method == method ? 1 : 0;
    return count;
}

} // namespace

class tst_ApiCatalogStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void listsEveryCapabilityAsTheServerHoldsIt();
    void listsEveryRowOnceWhereThePagesOverlap();
    void createDropsWhatTheApiCannotSet();
    void updateSendsOnlyChangedFields();
    void sendsNothingTheServerRefusesForWhiteSpace();
    void updateOfARowChangedOnTheServerIsAConflict();
    void readOnlyFieldsAreRefusedBeforeWriting();
    void deleteIsSoft();
    void batchWithAConflictWritesNothing();
    void aLargeBatchReadsTheRowsTheListLacksById();
    void interruptedBatchContinuesOnTheNextApply();
    void aCreateOfATakenSlugWritesNothing();
    void bindingsLifecycleWithMissingEnvWarnings();
    void bindingConflictsCarryTheServerRow();
    void agentsCannotBeWritten();
    void conversationsAndTheirBundles();
    void cancelStopsALongList();
    void aCancelDoesNotOutliveItsOperation();

private:
    std::unique_ptr<SunriseTestServer> m_server;
    std::unique_ptr<SunriseClient> m_client;
    std::unique_ptr<ApiCatalogStore> m_store;
};

void tst_ApiCatalogStore::init()
{
    m_server = std::make_unique<SunriseTestServer>();
    QVERIFY(m_server->listen());
    m_client = std::make_unique<SunriseClient>(m_server->url(), m_server->adminKey());
    m_store = std::make_unique<ApiCatalogStore>(m_client.get());
}

void tst_ApiCatalogStore::cleanup()
{
    m_store.reset();
    m_client.reset();
    m_server.reset();
}

void tst_ApiCatalogStore::listsEveryCapabilityAsTheServerHoldsIt()
{
    // Pages that never overlap: the plain pass is the whole read (tst_apilistread has the
    // server's real paging).
    m_server->setPagingModel(SunriseTestServer::PagingModel::Stable);
    for (int n = 0; n < 230; ++n)
        m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n), QStringLiteral("c%1").arg(n % 7)));
    const Expected<QList<Capability>> listed = m_store->listCapabilities();
    QVERIFY2(listed.ok(), qPrintable(listed ? QString() : listed.error().message));
    QCOMPARE(listed.value().size(), 230);
    QHash<QString, Capability> byId;
    for (const Capability &capability : listed.value())
        byId.insert(capability.id, capability);
    for (const QJsonObject &row : m_server->capabilities())
        QCOMPARE(byId.value(row.value(QLatin1String("id")).toString()), Capability::fromJson(row));
    QCOMPARE(countRequests(*m_server, "GET"), 3);
}

// 1,000 capabilities in 12 categories, one holding 250, on a server that pages as PostgreSQL
// does (tst_apilistread shows a plain read of those pages losing rows): the store lists each
// exactly once.
void tst_ApiCatalogStore::listsEveryRowOnceWhereThePagesOverlap()
{
    QSet<QString> expected;
    for (int n = 0; n < 1000; ++n) {
        const QString category = n < 250 ? QStringLiteral("knowledge") : QStringLiteral("cat%1").arg(n % 11);
        expected.insert(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n), category))
                            .value(QLatin1String("id"))
                            .toString());
    }
    const Expected<QList<Capability>> listed = m_store->listCapabilities();
    QVERIFY2(listed.ok(), qPrintable(listed ? QString() : listed.error().message));
    QCOMPARE(listed.value().size(), 1000);
    QSet<QString> ids;
    for (const Capability &capability : listed.value())
        ids.insert(capability.id);
    QCOMPARE(ids, expected);
    QVERIFY(m_store->lastListRequests() > 10); // the pages overlapped: categories were read again
    QVERIFY(m_store->takeListWarnings().isEmpty());
}

void tst_ApiCatalogStore::createDropsWhatTheApiCannotSet()
{
    Capability capability = Capability::fromJson(SunriseTestServer::capabilityRow(QStringLiteral("send_mail")));
    capability.isIdempotent = true;
    capability.rateLimit = 30;
    const Expected<Capability> created = m_store->createCapability(capability);
    QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().message));
    QVERIFY(!created.value().id.isEmpty());
    QCOMPARE(created.value().rateLimit, std::optional<int>(30));
    QVERIFY(!created.value().isIdempotent);
    const QJsonObject body = QJsonDocument::fromJson(m_server->requests().last().body).object();
    QVERIFY(!body.contains(QLatin1String("isIdempotent")));
    QVERIFY(!body.contains(QLatin1String("executionConfig"))); // null: omitted
    QVERIFY(m_store->traits().readOnlyCapabilityFields.contains(QStringLiteral("isIdempotent")));
    QVERIFY(!m_store->traits().readOnlyReason.isEmpty());
}

// The server counts lengths before trimming (as the real one does): the raw values are refused,
// what the store sends is accepted and stored as Sunrise would store the raw values.
void tst_ApiCatalogStore::sendsNothingTheServerRefusesForWhiteSpace()
{
    Capability capability = Capability::fromJson(SunriseTestServer::capabilityRow(QStringLiteral("padded")));
    capability.name = QString(99, u'n') + QStringLiteral("  ");
    capability.description = QString(4999, u'd') + QStringLiteral(" \u00a0");
    capability.category = QStringLiteral("\u2003") + QString(49, u'c') + QStringLiteral(" ");

    QJsonObject raw = ApiCatalogStore::createBody(capability);
    raw.insert(QStringLiteral("name"), capability.name);
    raw.insert(QStringLiteral("description"), capability.description);
    raw.insert(QStringLiteral("category"), capability.category);
    ApiCall *refused = m_client->post(QStringLiteral("capabilities"), raw);
    SunriseClient::waitFor(refused);
    QVERIFY(!refused->ok());
    QCOMPARE(refused->error().httpStatus, 400);
    QStringList paths;
    for (const ApiError::FieldError &field : refused->error().fieldErrors())
        paths.append(field.path);
    paths.sort();
    QCOMPARE(paths, (QStringList{QStringLiteral("category"), QStringLiteral("description"), QStringLiteral("name")}));
    raw.insert(QStringLiteral("executionConfig"), QJsonValue::Null);
    raw.insert(QStringLiteral("name"), QStringLiteral("ok"));
    raw.insert(QStringLiteral("description"), QStringLiteral("ok"));
    raw.insert(QStringLiteral("category"), QStringLiteral("ok"));
    ApiCall *nullConfig = m_client->post(QStringLiteral("capabilities"), raw);
    SunriseClient::waitFor(nullConfig);
    QVERIFY(!nullConfig->ok());
    QCOMPARE(nullConfig->error().httpStatus, 400);
    QCOMPARE(nullConfig->error().fieldErrors().value(0).path, QStringLiteral("executionConfig"));

    const Expected<Capability> created = m_store->createCapability(capability);
    QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().message));
    QCOMPARE(created.value().name, QString(99, u'n'));
    QCOMPARE(created.value().description, QString(4999, u'd'));
    QCOMPARE(created.value().category, QString(49, u'c'));

    Capability renamed = created.value();
    renamed.name = QString(100, u'm') + QStringLiteral("\n");
    const Expected<Capability> updated = m_store->updateCapability(created.value(), renamed);
    QVERIFY2(updated.ok(), qPrintable(updated ? QString() : updated.error().message));
    QCOMPARE(Capability::fromJson(m_server->capability(created.value().id)).name, QString(100, u'm'));
}

void tst_ApiCatalogStore::updateSendsOnlyChangedFields()
{
    const Capability original = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("lookup"))));
    Capability updated = original;
    updated.description = QStringLiteral("Looks things up");
    updated.rateLimit = 12;
    const Expected<Capability> written = m_store->updateCapability(original, updated);
    QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().message));
    QCOMPARE(written.value(), updated);
    const SunriseTestServer::Request patch = m_server->requests().last();
    QCOMPARE(patch.method, QByteArray("PATCH"));
    const QJsonObject body = QJsonDocument::fromJson(patch.body).object();
    QCOMPARE(body.keys(), (QStringList{QStringLiteral("description"), QStringLiteral("rateLimit")}));
    QCOMPARE(Capability::fromJson(m_server->capability(original.id)), updated);
}

void tst_ApiCatalogStore::updateOfARowChangedOnTheServerIsAConflict()
{
    const Capability original = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("lookup"))));
    // Another admin changes the row after we read it.
    SunriseClient other(m_server->url(), m_server->adminKey());
    ApiCall *call = other.patch(SunriseClient::route({QStringLiteral("capabilities"), original.id}),
                                {{QStringLiteral("description"), QStringLiteral("theirs")}});
    SunriseClient::waitFor(call);
    QVERIFY(call->ok());

    Capability ours = original;
    ours.description = QStringLiteral("ours");
    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges({{original, ours, false}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    QCOMPARE(applied.value().first().id, original.id);
    QVERIFY(applied.value().first().current);
    QCOMPARE(applied.value().first().current->description, QStringLiteral("theirs"));
    QCOMPARE(m_server->capability(original.id).value(QLatin1String("description")).toString(), QStringLiteral("theirs"));
    QCOMPARE(countRequests(*m_server, "PATCH"), 1); // only theirs

    const Expected<Capability> single = m_store->updateCapability(original, ours);
    QVERIFY(!single.ok());
    QCOMPARE(single.error().kind, StoreError::Kind::Conflict);
}

void tst_ApiCatalogStore::readOnlyFieldsAreRefusedBeforeWriting()
{
    const Capability a = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("a_cap"))));
    const Capability b = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("b_cap"))));
    Capability a2 = a;
    a2.description = QStringLiteral("fine");
    Capability b2 = b;
    b2.isIdempotent = true;
    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges({{a, a2, false}, {b, b2, false}});
    QVERIFY(!applied.ok());
    QCOMPARE(applied.error().kind, StoreError::Kind::Invalid);
    QVERIFY(applied.error().message.contains(QLatin1String("isIdempotent")));
    QCOMPARE(countRequests(*m_server, "PATCH"), 0);
}

void tst_ApiCatalogStore::deleteIsSoft()
{
    const Capability original = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("gone"))));
    const Status removed = m_store->deleteCapability(original);
    QVERIFY2(removed.ok(), qPrintable(removed ? QString() : removed.error().message));
    const QJsonObject stored = m_server->capability(original.id);
    QVERIFY(!stored.isEmpty());
    QCOMPARE(stored.value(QLatin1String("isActive")).toBool(true), false);
}

void tst_ApiCatalogStore::batchWithAConflictWritesNothing()
{
    QList<CapabilityChange> changes;
    QList<Capability> originals;
    for (int n = 0; n < 20; ++n) { // above the threshold: one list read checks them all
        const Capability row = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("row_%1").arg(n))));
        Capability updated = row;
        updated.description = QStringLiteral("batch %1").arg(n);
        changes.append({row, updated, false});
    }
    Capability theirs = changes.at(13).updated;
    theirs.description = QStringLiteral("someone else");
    QJsonObject row = m_server->capability(theirs.id);
    SunriseClient other(m_server->url(), m_server->adminKey());
    ApiCall *call = other.patch(SunriseClient::route({QStringLiteral("capabilities"), theirs.id}),
                                {{QStringLiteral("description"), theirs.description}});
    SunriseClient::waitFor(call);
    m_server->clearRequests();

    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges(changes);
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    QCOMPARE(applied.value().first().id, theirs.id);
    QCOMPARE(countRequests(*m_server, "PATCH"), 0);
    QCOMPARE(countRequests(*m_server, "GET"), 1); // 20 rows fit one page
}

// A row absent from the list is read on its own before it counts as deleted.
void tst_ApiCatalogStore::aLargeBatchReadsTheRowsTheListLacksById()
{
    QList<CapabilityChange> changes;
    for (int n = 0; n < 20; ++n) {
        const Capability row = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("row_%1").arg(n))));
        Capability updated = row;
        updated.rateLimit = 10 + n;
        changes.append({row, updated, false});
    }
    const QString gone = changes.at(7).original->id;
    QVERIFY(m_server->removeCapability(gone));
    m_server->clearRequests();
    const Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges(changes);
    QVERIFY2(applied.ok(), qPrintable(applied ? QString() : applied.error().message));
    QCOMPARE(applied.value().size(), 1);
    QCOMPARE(applied.value().first().id, gone);
    QVERIFY(!applied.value().first().current);
    QCOMPARE(countRequests(*m_server, "PATCH"), 0);
    QCOMPARE(countRequests(*m_server, "GET"), 2); // the list, then the row it lacks
    QCOMPARE(m_server->requests().last().path, QStringLiteral("/api/v1/admin/orchestration/capabilities/") + gone);
}

void tst_ApiCatalogStore::interruptedBatchContinuesOnTheNextApply()
{
    const Capability a = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("alpha"))));
    const Capability b = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("beta"))));
    m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("gamma")));
    Capability a2 = a;
    a2.description = QStringLiteral("alpha, changed");
    Capability b2 = b; // renaming beta onto gamma's slug: the server refuses it (§4.4 step 6)
    b2.slug = QStringLiteral("gamma");
    b2.functionDefinition = withName(b2.functionDefinition, QStringLiteral("gamma"));
    Capability created = Capability::fromJson(SunriseTestServer::capabilityRow(QStringLiteral("delta")));

    Expected<QList<CapabilityConflict>> applied = m_store->applyCapabilityChanges(
        {{a, a2, false}, {std::nullopt, created, false}, {b, b2, false}});
    QVERIFY(!applied.ok());
    QCOMPARE(applied.error().kind, StoreError::Kind::Duplicate);
    QVERIFY2(applied.error().message.startsWith(QLatin1String("2 of 3")), qPrintable(applied.error().message));
    QCOMPARE(Capability::fromJson(m_server->capability(a.id)), a2);

    // The admin fixes beta and applies the same batch again: alpha and delta are already
    // written and are skipped, beta is written, nothing is doubled.
    b2.slug = QStringLiteral("beta_renamed");
    b2.functionDefinition = withName(b2.functionDefinition, QStringLiteral("beta_renamed"));
    m_server->clearRequests();
    applied = m_store->applyCapabilityChanges({{a, a2, false}, {std::nullopt, created, false}, {b, b2, false}});
    QVERIFY2(applied.ok(), qPrintable(applied ? QString() : applied.error().message));
    QVERIFY(applied.value().isEmpty());
    QCOMPARE(Capability::fromJson(m_server->capability(b.id)), b2);
    QCOMPARE(m_server->capabilities().size(), 4);
    QCOMPARE(countRequests(*m_server, "PATCH"), 1);
}

// Someone created the slug on the server after the catalog was read: the batch is refused before
// its first write, naming the row and the field, instead of failing in its middle on a 409.
void tst_ApiCatalogStore::aCreateOfATakenSlugWritesNothing()
{
    const Capability a = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("alpha"))));
    Capability a2 = a;
    a2.description = QStringLiteral("alpha, changed");
    Capability ours = Capability::fromJson(SunriseTestServer::capabilityRow(QStringLiteral("lookup")));
    ours.id = QStringLiteral("local-1");
    QJsonObject theirs = SunriseTestServer::capabilityRow(QStringLiteral("lookup"));
    theirs.insert(QStringLiteral("description"), QStringLiteral("created by someone else"));
    m_server->addCapability(theirs);
    m_server->clearRequests();

    const Expected<QList<CapabilityConflict>> applied =
        m_store->applyCapabilityChanges({{a, a2, false}, {std::nullopt, ours, false}});
    QVERIFY(!applied.ok());
    QCOMPARE(applied.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(applied.error().rowId, QStringLiteral("local-1"));
    QCOMPARE(applied.error().field, QStringLiteral("/slug"));
    QVERIFY2(applied.error().message.contains(QLatin1String("nothing was written")), qPrintable(applied.error().message));
    QCOMPARE(countRequests(*m_server, "PATCH") + countRequests(*m_server, "POST"), 0);
    QCOMPARE(Capability::fromJson(m_server->capability(a.id)), a);

    // Many creates: the slugs are found in one whole-list read, not a search each.
    QList<CapabilityChange> many;
    for (int i = 0; i < 40; ++i) {
        Capability created = Capability::fromJson(SunriseTestServer::capabilityRow(QStringLiteral("new_%1").arg(i)));
        created.id = QStringLiteral("local-new-%1").arg(i);
        many.append({std::nullopt, created, false});
    }
    many.append({std::nullopt, ours, false});
    m_server->clearRequests();
    const Expected<QList<CapabilityConflict>> refused = m_store->applyCapabilityChanges(many);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().rowId, QStringLiteral("local-1"));
    QCOMPARE(countRequests(*m_server, "POST"), 0);
    QVERIFY(countRequests(*m_server, "GET") <= 3);

    // Many updates read the whole list already: the slugs are found in it, not read again.
    m_server->clearRequests();
    QVERIFY(m_store->listCapabilities().ok());
    const int oneListRead = countRequests(*m_server, "GET");
    QList<CapabilityChange> updates;
    for (int i = 0; i < 20; ++i) {
        const Capability row = Capability::fromJson(
            m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("old_%1").arg(i))));
        Capability changed = row;
        changed.description = QStringLiteral("changed");
        updates.append({row, changed, false});
    }
    updates.append({std::nullopt, ours, false});
    m_server->clearRequests();
    const Expected<QList<CapabilityConflict>> mixed = m_store->applyCapabilityChanges(updates);
    QVERIFY(!mixed.ok());
    QCOMPARE(mixed.error().rowId, QStringLiteral("local-1"));
    QCOMPARE(countRequests(*m_server, "GET"), oneListRead);
    QCOMPARE(countRequests(*m_server, "PATCH"), 0);
}

void tst_ApiCatalogStore::bindingsLifecycleWithMissingEnvWarnings()
{
    m_server->setEnvironment({QStringLiteral("PRESENT_TOKEN")});
    const QString agent = m_server->addAgent({{QStringLiteral("name"), QStringLiteral("Support")},
                                              {QStringLiteral("slug"), QStringLiteral("support")}})
                              .value(QLatin1String("id"))
                              .toString();
    const QString capabilityId = m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("call_api")))
                                     .value(QLatin1String("id"))
                                     .toString();
    AgentBinding binding;
    binding.agentId = agent;
    binding.capabilityId = capabilityId;
    binding.customConfig = QJsonObject{
        {QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}/send")},
        {QStringLiteral("forcedHeaders"), QJsonObject{{QStringLiteral("X-Token"), QStringLiteral("${env:PRESENT_TOKEN}")},
                                                      {QStringLiteral("X-Tenant"), QStringLiteral("${env:TENANT_ID}")}}}};
    const Expected<QList<BindingConflict>> attached = m_store->applyBindingChanges({{std::nullopt, binding, false}});
    QVERIFY2(attached.ok(), qPrintable(attached ? QString() : attached.error().message));
    QVERIFY(attached.value().isEmpty());
    const QList<BindingWarning> warnings = m_store->takeBindingWarnings();
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.first().capabilityId, capabilityId);
    QCOMPARE(warnings.first().missingEnvVars, (QStringList{QStringLiteral("GATEWAY_URL"), QStringLiteral("TENANT_ID")}));
    QVERIFY(m_store->takeBindingWarnings().isEmpty());

    const Expected<QList<AgentBinding>> listed = m_store->listBindings(agent);
    QVERIFY(listed.ok());
    QCOMPARE(listed.value().size(), 1);
    const AgentBinding stored = listed.value().first();
    QVERIFY(!stored.id.isEmpty());
    AgentBinding disabled = stored;
    disabled.isEnabled = false;
    disabled.customRateLimit = 5;
    const Expected<AgentBinding> updated = m_store->updateBinding(stored, disabled);
    QVERIFY2(updated.ok(), qPrintable(updated ? QString() : updated.error().message));
    const QJsonObject patch = QJsonDocument::fromJson(m_server->requests().last().body).object();
    QCOMPARE(patch.keys(), (QStringList{QStringLiteral("customRateLimit"), QStringLiteral("isEnabled")}));
    QVERIFY(m_store->takeBindingWarnings().isEmpty()); // customConfig not sent: no meta

    QVERIFY(m_store->deleteBinding(disabled).ok());
    QVERIFY(m_server->bindings().isEmpty());
    const Expected<QList<AgentBinding>> all = m_store->listBindings();
    QVERIFY(all.ok());
    QVERIFY(all.value().isEmpty());
}

void tst_ApiCatalogStore::bindingConflictsCarryTheServerRow()
{
    const QString agent = m_server->addAgent({{QStringLiteral("name"), QStringLiteral("A")}, {QStringLiteral("slug"), QStringLiteral("a")}})
                              .value(QLatin1String("id"))
                              .toString();
    const QString capabilityId = m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("tool"))).value(QLatin1String("id")).toString();
    const AgentBinding onServer = AgentBinding::fromJson(m_server->addBinding(
        {{QStringLiteral("agentId"), agent}, {QStringLiteral("capabilityId"), capabilityId}, {QStringLiteral("isEnabled"), true}}));
    AgentBinding stale = onServer;
    stale.isEnabled = false; // what we loaded differs from the server's row
    AgentBinding ours = stale;
    ours.customRateLimit = 9;
    const Expected<QList<BindingConflict>> applied = m_store->applyBindingChanges({{stale, ours, false}});
    QVERIFY(applied.ok());
    QCOMPARE(applied.value().size(), 1);
    QVERIFY(applied.value().first().current);
    QCOMPARE(applied.value().first().current->isEnabled, true);

    AgentBinding duplicate;
    duplicate.agentId = agent;
    duplicate.capabilityId = capabilityId;
    duplicate.isEnabled = false;
    const Expected<QList<BindingConflict>> again = m_store->applyBindingChanges({{std::nullopt, duplicate, false}});
    QVERIFY(again.ok());
    QCOMPARE(again.value().size(), 1);
    QCOMPARE(again.value().first().message, QStringLiteral("Capability %1 is already attached to agent %2").arg(capabilityId, agent));
    QCOMPARE(countRequests(*m_server, "POST") + countRequests(*m_server, "PATCH"), 0);
}

void tst_ApiCatalogStore::agentsCannotBeWritten()
{
    m_server->addAgent({{QStringLiteral("name"), QStringLiteral("Live")}, {QStringLiteral("slug"), QStringLiteral("live")}});
    m_server->addAgent({{QStringLiteral("name"), QStringLiteral("Gone")},
                        {QStringLiteral("slug"), QStringLiteral("gone")},
                        {QStringLiteral("deletedAt"), QStringLiteral("2026-05-18T08:00:00.000Z")}});
    const Expected<QList<Agent>> agents = m_store->listAgents();
    QVERIFY(agents.ok());
    QCOMPARE(agents.value().size(), 1);
    QCOMPARE(agents.value().first().slug, QStringLiteral("live"));
    QVERIFY(!m_store->createAgent(agents.value().first()).ok());
    QVERIFY(!m_store->traits().canWriteAgents);
}

void tst_ApiCatalogStore::conversationsAndTheirBundles()
{
    const QString agent = m_server->addAgent({{QStringLiteral("name"), QStringLiteral("Helper")}, {QStringLiteral("slug"), QStringLiteral("helper")}})
                              .value(QLatin1String("id"))
                              .toString();
    const QString id = QStringLiteral("cconversation0000000000001");
    const QJsonObject conversation{{QStringLiteral("id"), id},
                                   {QStringLiteral("title"), QStringLiteral("Refund question")},
                                   {QStringLiteral("userId"), QJsonValue::Null},
                                   {QStringLiteral("agentId"), agent},
                                   {QStringLiteral("isActive"), true},
                                   {QStringLiteral("createdAt"), QStringLiteral("2026-05-18T08:00:00.000Z")},
                                   {QStringLiteral("updatedAt"), QStringLiteral("2026-05-18T08:05:00.000Z")}};
    const QJsonArray messages{QJsonObject{{QStringLiteral("id"), QStringLiteral("cmessage00000000000000001")},
                                          {QStringLiteral("role"), QStringLiteral("user")},
                                          {QStringLiteral("content"), QStringLiteral("Where is my refund?")},
                                          {QStringLiteral("createdAt"), QStringLiteral("2026-05-18T08:00:00.000Z")},
                                          {QStringLiteral("provenance"), QJsonValue::Null}}};
    m_server->addConversation(conversation, messages);
    const Expected<QList<ConversationEntry>> listed = m_store->listConversations();
    QVERIFY2(listed.ok(), qPrintable(listed ? QString() : listed.error().message));
    QCOMPARE(listed.value().size(), 1);
    QCOMPARE(listed.value().first().title, QStringLiteral("Refund question"));
    QCOMPARE(listed.value().first().agentName, QStringLiteral("Helper"));
    QCOMPARE(listed.value().first().messageCount, 1);
    QCOMPARE(listed.value().first().updatedAt, QDateTime(QDate(2026, 5, 18), QTime(8, 5), Qt::UTC));

    const Expected<QByteArray> bundle = m_store->conversationBundle(id);
    QVERIFY(bundle.ok());
    const QJsonObject data = QJsonDocument::fromJson(bundle.value()).object();
    QCOMPARE(data.value(QLatin1String("conversation")).toObject().value(QLatin1String("id")).toString(), id);
    QCOMPARE(data.value(QLatin1String("messages")).toArray().size(), 1);

    const Expected<QByteArray> missing = m_store->conversationBundle(QStringLiteral("cnothere000000000000000000"));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, StoreError::Kind::NotFound);
}

void tst_ApiCatalogStore::cancelStopsALongList()
{
    for (int n = 0; n < 500; ++n)
        m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("cap_%1").arg(n)));
    int reports = 0;
    m_store->setProgressHandler([this, &reports](int done, int total, const QString &) {
        ++reports;
        QCOMPARE(total, 500);
        if (done >= 100)
            m_store->cancel();
    });
    const Expected<QList<Capability>> listed = m_store->listCapabilities();
    QVERIFY(!listed.ok());
    QCOMPARE(listed.error().message, QStringLiteral("Cancelled."));
    QVERIFY(reports >= 1);
    QVERIFY(countRequests(*m_server, "GET") < 5 + 1);
}

// Cancelling a conversation list stops that list only: opening a conversation afterwards
// works, as does any other single read.
void tst_ApiCatalogStore::aCancelDoesNotOutliveItsOperation()
{
    QString id;
    for (int n = 0; n < 250; ++n) {
        const QString conversation = QStringLiteral("cconv%1").arg(n, 20, 10, QLatin1Char('0'));
        m_server->addConversation({{QStringLiteral("id"), conversation}, {QStringLiteral("userId"), m_server->callerUserId()}},
                                  {QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), QStringLiteral("hi")}}});
        id = conversation;
    }
    m_store->setProgressHandler([this](int done, int, const QString &) {
        if (done >= 100)
            m_store->cancel();
    });
    const Expected<QList<ConversationEntry>> listed = m_store->listConversations();
    QVERIFY(!listed.ok());
    QCOMPARE(listed.error().message, QStringLiteral("Cancelled."));
    m_store->setProgressHandler({});
    const Expected<QByteArray> bundle = m_store->conversationBundle(id);
    QVERIFY2(bundle.ok(), qPrintable(bundle ? QString() : bundle.error().message));
    QVERIFY(bundle.value().contains(id.toUtf8()));
    const Capability row = Capability::fromJson(m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("after_cancel"))));
    QVERIFY(m_store->capability(row.id).ok());
}

QTEST_GUILESS_MAIN(tst_ApiCatalogStore)
#include "tst_apicatalogstore.moc"
