// The binding document: every edit as an undo step that restores the rows exactly, the
// staged changes it hands to the store, cached checks, and apply against a real SQLite
// workspace with a second writer.
#include "bindingfixture.h"

#include "catalog/bindingdocument.h"
#include "core/ids.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;
using namespace bindingfixture;

class tst_BindingDocument : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void loadOrdersByCapabilityName();
    void attachStagesSunriseDefaults();
    void attachRefusals_data();
    void attachRefusals();
    void enableAndDisableManyIsOneStep();
    void rateLimitBounds_data();
    void rateLimitBounds();
    void typingARateLimitMerges();
    void customConfig();
    void replaceBindingIsOneStep();
    void detachAndReattach();
    void discardAllIsUndoable();
    void checksAreCachedAndFollowTheProfile();

    void applyWritesAndReloadsIds();
    void applyWithAConflictWritesNothing();
    void applyRefusesAPairAttachedElsewhere();

private:
    // Undo and redo the top step and check that each restores exactly.
    void verifyUndoRedo(const QList<AgentBinding> &before, const QString &agentId);

    BindingDocument *m_document = nullptr;
    QTemporaryDir m_dir;
    int m_connection = 0;
};

void tst_BindingDocument::init()
{
    m_document = new BindingDocument;
    load(*m_document);
}

void tst_BindingDocument::cleanup()
{
    delete m_document;
    m_document = nullptr;
}

void tst_BindingDocument::verifyUndoRedo(const QList<AgentBinding> &before, const QString &agentId)
{
    const QList<AgentBinding> after = m_document->bindings(agentId);
    const int pending = m_document->pendingCount();
    m_document->undoStack()->undo();
    QCOMPARE(m_document->bindings(agentId), before);
    m_document->undoStack()->redo();
    QCOMPARE(m_document->bindings(agentId), after);
    QCOMPARE(m_document->pendingCount(), pending);
}

void tst_BindingDocument::loadOrdersByCapabilityName()
{
    QCOMPARE(m_document->agents().size(), 2);
    QCOMPARE(m_document->agentRow(Ops), 1);
    QCOMPARE(m_document->agentRow(QStringLiteral("nobody")), -1);
    QCOMPARE(m_document->capability(Legacy)->slug, QStringLiteral("legacy_tool"));
    QCOMPARE(m_document->capability(QStringLiteral("nothing")), nullptr);
    // "Call external API" < "Look up order"; "Legacy tool" < "Run workflow".
    const QList<AgentBinding> concierge = m_document->bindings(Concierge);
    QCOMPARE(concierge.size(), 2);
    QCOMPARE(concierge.at(0).capabilityId, ExternalApi);
    QCOMPARE(concierge.at(1).capabilityId, LookupOrder);
    QCOMPARE(m_document->bindings(Ops).at(0).capabilityId, Legacy);
    QCOMPARE(m_document->enabledCount(Ops), 1);
    QCOMPARE(m_document->enabledCount(Concierge), 2);
    QVERIFY(!m_document->hasPendingChanges());

    QList<QString> attachable;
    for (const Capability &capability : m_document->attachable(Concierge))
        attachable.append(capability.id);
    QCOMPARE(attachable, (QList<QString>{Legacy, RunWorkflow}));
}

void tst_BindingDocument::attachStagesSunriseDefaults()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    QSignalSpy changed(m_document, &BindingDocument::bindingChanged);
    QSignalSpy agentChanged(m_document, &BindingDocument::bindingsChanged);
    QSignalSpy pending(m_document, &BindingDocument::pendingChanged);

    QString why;
    QVERIFY2(m_document->attach(Concierge, RunWorkflow, &why), qPrintable(why));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first(), (QList<QVariant>{Concierge, RunWorkflow}));
    QCOMPARE(agentChanged.size(), 1);
    QVERIFY(pending.size() >= 1);

    const std::optional<AgentBinding> attached = m_document->binding(Concierge, RunWorkflow);
    QVERIFY(attached.has_value());
    QVERIFY(attached->id.isEmpty()); // the store assigns it
    QVERIFY(attached->isEnabled);
    QVERIFY(attached->customConfig.isNull());
    QVERIFY(!attached->customRateLimit.has_value());
    QVERIFY(m_document->isNew(Concierge, RunWorkflow));
    QVERIFY(m_document->isModified(Concierge, RunWorkflow));
    QCOMPARE(m_document->bindings(Concierge).size(), 3);
    QCOMPARE(m_document->bindings(Concierge).at(2).capabilityId, RunWorkflow);
    QCOMPARE(m_document->enabledCount(Concierge), 3);

    const QList<BindingChange> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 1);
    QVERIFY(!changes.first().original.has_value());
    QVERIFY(!changes.first().remove);
    QVERIFY(changes.first().updated == *attached);

    verifyUndoRedo(before, Concierge);
    m_document->undoStack()->undo();
    QVERIFY(!m_document->binding(Concierge, RunWorkflow));
    QVERIFY(!m_document->hasPendingChanges());
    QVERIFY(!m_document->isNew(Concierge, RunWorkflow));
}

void tst_BindingDocument::attachRefusals_data()
{
    QTest::addColumn<QString>("agentId");
    QTest::addColumn<QString>("capabilityId");
    QTest::addColumn<QString>("message");
    QTest::newRow("already attached") << Concierge << ExternalApi
        << QStringLiteral("Capability %1 is already attached to agent %2").arg(ExternalApi, Concierge);
    QTest::newRow("unknown agent") << QStringLiteral("cnoagent00000000000000001") << ExternalApi
        << QStringLiteral("Agent cnoagent00000000000000001 not found");
    QTest::newRow("unknown capability") << Ops << QStringLiteral("cnocap0000000000000000001")
        << QStringLiteral("Capability cnocap0000000000000000001 not found");
}

void tst_BindingDocument::attachRefusals()
{
    QFETCH(QString, agentId);
    QFETCH(QString, capabilityId);
    QFETCH(QString, message);
    QString why;
    QVERIFY(!m_document->attach(agentId, capabilityId, &why));
    QCOMPARE(why, message);
    QCOMPARE(m_document->undoStack()->count(), 0);
    QVERIFY(!m_document->hasPendingChanges());

    // A staged attach counts as attached too.
    QVERIFY(m_document->attach(Concierge, Legacy));
    QVERIFY(!m_document->attach(Concierge, Legacy, &why));
    QCOMPARE(why, QStringLiteral("Capability %1 is already attached to agent %2").arg(Legacy, Concierge));
    QCOMPARE(m_document->undoStack()->count(), 1);
}

void tst_BindingDocument::enableAndDisableManyIsOneStep()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    QSignalSpy changed(m_document, &BindingDocument::bindingChanged);
    QVERIFY(m_document->setEnabled(Concierge, {ExternalApi, LookupOrder}, false));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(m_document->enabledCount(Concierge), 0);
    QCOMPARE(m_document->pendingCount(), 2);
    QVERIFY(!m_document->isNew(Concierge, ExternalApi));
    const QList<BindingChange> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 2);
    for (const BindingChange &change : changes) {
        QVERIFY(change.original.has_value());
        QVERIFY(change.original->isEnabled);
        QVERIFY(!change.updated.isEnabled);
        QCOMPARE(change.updated.id, change.original->id);
    }
    verifyUndoRedo(before, Concierge);

    // Nothing to change: no step. Enabling again returns to the loaded rows: nothing pending.
    QVERIFY(m_document->setEnabled(Concierge, {ExternalApi}, false));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(m_document->setEnabled(Concierge, {ExternalApi, LookupOrder}, true));
    QCOMPARE(m_document->undoStack()->count(), 2);
    QVERIFY(!m_document->hasPendingChanges());
    QCOMPARE(m_document->bindings(Concierge), before);

    QString why;
    QVERIFY(!m_document->setEnabled(Concierge, {RunWorkflow}, true, &why));
    QCOMPARE(why, QStringLiteral("Capability %1 is not attached to agent %2").arg(RunWorkflow, Concierge));
}

void tst_BindingDocument::rateLimitBounds_data()
{
    QTest::addColumn<std::optional<int>>("limit");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("none") << std::optional<int>() << true;
    QTest::newRow("lowest") << std::optional<int>(1) << true;
    QTest::newRow("highest") << std::optional<int>(10000) << true;
    QTest::newRow("zero") << std::optional<int>(0) << false;
    QTest::newRow("negative") << std::optional<int>(-5) << false;
    QTest::newRow("above") << std::optional<int>(10001) << false;
}

void tst_BindingDocument::rateLimitBounds()
{
    QFETCH(std::optional<int>, limit);
    QFETCH(bool, accepted);
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    QString why;
    QCOMPARE(m_document->setCustomRateLimit(Concierge, ExternalApi, limit, &why), accepted);
    if (!accepted) {
        QVERIFY(why.contains(QLatin1String("10000")));
        QCOMPARE(m_document->undoStack()->count(), 0);
        QCOMPARE(m_document->bindings(Concierge), before);
        return;
    }
    QCOMPARE(m_document->binding(Concierge, ExternalApi)->customRateLimit, limit);
    QCOMPARE(m_document->undoStack()->count(), 1);
    verifyUndoRedo(before, Concierge);
}

void tst_BindingDocument::typingARateLimitMerges()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    for (int limit : {2, 25, 250})
        QVERIFY(m_document->setCustomRateLimit(Concierge, ExternalApi, limit));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QCOMPARE(m_document->binding(Concierge, ExternalApi)->customRateLimit, std::optional<int>(250));
    verifyUndoRedo(before, Concierge);

    // Another binding does not merge into it.
    QVERIFY(m_document->setCustomRateLimit(Concierge, LookupOrder, 7));
    QCOMPARE(m_document->undoStack()->count(), 2);
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QCOMPARE(m_document->bindings(Concierge), before);

    // Typing back to where it started leaves no step at all.
    m_document->undoStack()->clear();
    QVERIFY(m_document->setCustomRateLimit(Concierge, ExternalApi, 3));
    QVERIFY(m_document->setCustomRateLimit(Concierge, ExternalApi, 20));
    QCOMPARE(m_document->undoStack()->count(), 0);
    QVERIFY(!m_document->hasPendingChanges());
}

void tst_BindingDocument::customConfig()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    QString why;
    QVERIFY(!m_document->setCustomConfig(Concierge, LookupOrder, QJsonArray{1, 2}, &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(!m_document->setCustomConfig(Concierge, LookupOrder, QStringLiteral("{}"), &why));
    QCOMPARE(m_document->undoStack()->count(), 0);

    QJsonObject config = emailConfig();
    config.insert(QStringLiteral("timeoutMs"), 8000);
    QVERIFY(m_document->setCustomConfig(Concierge, ExternalApi, QJsonObject{}));
    QVERIFY(m_document->setCustomConfig(Concierge, ExternalApi, config));
    QCOMPARE(m_document->undoStack()->count(), 1); // typing in the editor merges
    QCOMPARE(m_document->binding(Concierge, ExternalApi)->customConfig, QJsonValue(config));
    verifyUndoRedo(before, Concierge);

    QVERIFY(m_document->setCustomConfig(Concierge, LookupOrder, QJsonValue::Null)); // unchanged
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(m_document->setCustomConfig(Concierge, ExternalApi, QJsonValue::Null));
    QVERIFY(m_document->binding(Concierge, ExternalApi)->customConfig.isNull());
    m_document->undoStack()->undo();
    QCOMPARE(m_document->bindings(Concierge), before);
}

void tst_BindingDocument::replaceBindingIsOneStep()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    AgentBinding updated = *m_document->binding(Concierge, ExternalApi);
    updated.id = QStringLiteral("csomethingelse00000000001"); // ignored: the row keeps its id
    updated.isEnabled = false;
    updated.customRateLimit.reset();
    updated.customConfig = QJsonObject{{QStringLiteral("timeoutMs"), 500}};
    QVERIFY(m_document->replaceBinding(updated));
    QCOMPARE(m_document->undoStack()->count(), 1);
    const AgentBinding stored = *m_document->binding(Concierge, ExternalApi);
    QCOMPARE(stored.id, before.at(0).id);
    QVERIFY(!stored.isEnabled);
    QVERIFY(!stored.customRateLimit.has_value());
    QCOMPARE(stored.customConfig, updated.customConfig);
    verifyUndoRedo(before, Concierge);

    // A second Configure OK is its own step.
    updated.isEnabled = true;
    QVERIFY(m_document->replaceBinding(updated));
    QCOMPARE(m_document->undoStack()->count(), 2);

    QString why;
    AgentBinding invalid = updated;
    invalid.customRateLimit = 0;
    QVERIFY(!m_document->replaceBinding(invalid, &why));
    invalid = updated;
    invalid.customConfig = QJsonArray{};
    QVERIFY(!m_document->replaceBinding(invalid, &why));
    invalid = updated;
    invalid.capabilityId = RunWorkflow;
    QVERIFY(!m_document->replaceBinding(invalid, &why));
    QCOMPARE(why, QStringLiteral("Capability %1 is not attached to agent %2").arg(RunWorkflow, Concierge));
    QCOMPARE(m_document->undoStack()->count(), 2);
}

void tst_BindingDocument::detachAndReattach()
{
    const QList<AgentBinding> before = m_document->bindings(Concierge);
    QVERIFY(m_document->detach(Concierge, {ExternalApi, LookupOrder}));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(m_document->bindings(Concierge).isEmpty());
    QCOMPARE(m_document->enabledCount(Concierge), 0);
    QCOMPARE(m_document->attachable(Concierge).size(), 4);
    const QList<BindingChange> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 2);
    for (const BindingChange &change : changes) {
        QVERIFY(change.remove);
        QVERIFY(change.original.has_value());
        QVERIFY(before.contains(*change.original));
    }
    verifyUndoRedo(before, Concierge);

    // Attaching again stages an update of the stored row (same id), not an insert.
    QVERIFY(m_document->attach(Concierge, ExternalApi));
    const AgentBinding again = *m_document->binding(Concierge, ExternalApi);
    QCOMPARE(again.id, before.at(0).id);
    QVERIFY(again.customConfig.isNull());
    QVERIFY(!m_document->isNew(Concierge, ExternalApi));
    // The plain one comes back exactly as loaded: no longer pending.
    QVERIFY(m_document->attach(Concierge, LookupOrder));
    QVERIFY(!m_document->isModified(Concierge, LookupOrder));
    QCOMPARE(m_document->pendingCount(), 1);
    QVERIFY(!m_document->pendingChanges().first().remove);
    QVERIFY(m_document->pendingChanges().first().original.has_value());

    QString why;
    QVERIFY(!m_document->detach(Ops, {RunWorkflow, ExternalApi}, &why));
    QCOMPARE(why, QStringLiteral("Capability %1 is not attached to agent %2").arg(ExternalApi, Ops));
    QCOMPARE(m_document->bindings(Ops).size(), 2); // nothing of the refused batch happened
}

void tst_BindingDocument::discardAllIsUndoable()
{
    const QList<AgentBinding> concierge = m_document->bindings(Concierge);
    const QList<AgentBinding> ops = m_document->bindings(Ops);
    QVERIFY(m_document->attach(Concierge, RunWorkflow));
    QVERIFY(m_document->detach(Ops, {Legacy}));
    QVERIFY(m_document->setCustomRateLimit(Concierge, LookupOrder, 9));
    QCOMPARE(m_document->pendingCount(), 3);

    m_document->discardAll();
    QCOMPARE(m_document->undoStack()->count(), 4);
    QVERIFY(!m_document->hasPendingChanges());
    QCOMPARE(m_document->bindings(Concierge), concierge);
    QCOMPARE(m_document->bindings(Ops), ops);
    m_document->undoStack()->undo();
    QCOMPARE(m_document->pendingCount(), 3);
    QVERIFY(m_document->isNew(Concierge, RunWorkflow));
    QVERIFY(!m_document->binding(Ops, Legacy));
}

void tst_BindingDocument::checksAreCachedAndFollowTheProfile()
{
    // The default profile knows no variable: the email binding misses all three.
    const BindingCheck missing = m_document->check(Concierge, ExternalApi);
    QVERIFY(missing.unresolvedEnvVars().contains(QStringLiteral("EMAIL_GATEWAY_URL")));
    QVERIFY(missing.unresolvedEnvVars().contains(QStringLiteral("EMAIL_TENANT_ID")));
    QVERIFY(m_document->check(Ops, RunWorkflow).hasErrors()); // unknown key, missing slugs
    QVERIFY(m_document->check(Concierge, RunWorkflow).diagnostics.isEmpty()); // not bound
    const BindingDocument::AgentProblems opsProblems = m_document->agentProblems(Ops);
    QVERIFY(opsProblems.errors >= 1);
    QVERIFY(opsProblems.bindings >= 1);

    QSignalSpy profile(m_document, &BindingDocument::checksChanged);
    m_document->setProfile(completeProfile());
    QCOMPARE(profile.size(), 1);
    QCOMPARE(m_document->profile().name(), QStringLiteral("production"));
    const BindingCheck resolved = m_document->check(Concierge, ExternalApi);
    QVERIFY(resolved.unresolvedEnvVars().isEmpty());
    QVERIFY(!resolved.hasErrors());
    QCOMPARE(resolved.resolvedUrl, QStringLiteral("https://mail.example.com/v1/send"));

    // An edit re-checks that pair: fixing the typo clears its errors.
    QVERIFY(m_document->setCustomConfig(Ops, RunWorkflow,
                                        QJsonObject{{QStringLiteral("allowedWorkflowSlugs"),
                                                     QJsonArray{QStringLiteral("rotate-keys")}}}));
    QVERIFY(!m_document->check(Ops, RunWorkflow).hasErrors());
    QCOMPARE(m_document->agentProblems(Ops).errors, 0);
    m_document->undoStack()->undo();
    QVERIFY(m_document->check(Ops, RunWorkflow).hasErrors());
    QCOMPARE(m_document->agentProblems(Ops).errors, opsProblems.errors);
}

namespace {

struct Workspace
{
    std::unique_ptr<SqlCatalogStore> store;
    std::unique_ptr<SqlCatalogStore> other; // a second writer on the same file
    QString agent;
    QString external;
    QString lookup;
    QString workflow;
};

} // namespace

static Workspace openWorkspace(const QString &path, int connection)
{
    Workspace workspace;
    Expected<QSqlDatabase> database =
        SqlCatalogStore::openSqlite(path, QStringLiteral("bind-a%1").arg(connection));
    if (!database || !SchemaMigrator(database.value()).migrate().ok())
        return workspace;
    workspace.store = std::make_unique<SqlCatalogStore>(database.value());
    workspace.other = std::make_unique<SqlCatalogStore>(
        SqlCatalogStore::openSqlite(path, QStringLiteral("bind-b%1").arg(connection)).value());
    SqlCatalogStore &store = *workspace.store;
    QList<Capability> rows = capabilities();
    for (Capability &row : rows)
        row.id.clear();
    QStringList ids;
    for (int i = 0; i < 3; ++i) {
        const Expected<Capability> created = store.createCapability(rows.at(i));
        if (!created) {
            qWarning() << created.error().message;
            workspace.store.reset();
            return workspace;
        }
        ids.append(created.value().id);
    }
    workspace.external = ids.at(0);
    workspace.workflow = ids.at(1);
    workspace.lookup = ids.at(2);
    Agent agentRow = agents().first();
    agentRow.id.clear();
    const Expected<Agent> agent = store.createAgent(agentRow);
    if (!agent)
        qWarning() << agent.error().message;
    if (!agent
        || !store.createBinding(binding({}, agent.value().id, workspace.external, emailConfig(), 20))
        || !store.createBinding(binding({}, agent.value().id, workspace.lookup))) {
        workspace.store.reset();
        return workspace;
    }
    workspace.agent = agent.value().id;
    return workspace;
}

static void loadFrom(BindingDocument &document, CatalogStore &store)
{
    document.load(store.listAgents().value(), store.listCapabilities().value(),
                  store.listBindings().value());
}

void tst_BindingDocument::applyWritesAndReloadsIds()
{
    Workspace ws = openWorkspace(m_dir.filePath(QStringLiteral("apply.sqlite")), ++m_connection);
    QVERIFY(ws.store);
    loadFrom(*m_document, *ws.store);
    QCOMPARE(m_document->bindings(ws.agent).size(), 2);

    QVERIFY(m_document->attach(ws.agent, ws.workflow));
    QVERIFY(m_document->setCustomConfig(ws.agent, ws.workflow,
                                        QJsonObject{{QStringLiteral("allowedWorkflowSlugs"),
                                                     QJsonArray{QStringLiteral("rotate-keys")}}}));
    QVERIFY(m_document->setEnabled(ws.agent, {ws.external}, false));
    QVERIFY(m_document->setCustomRateLimit(ws.agent, ws.external, 5));
    QVERIFY(m_document->detach(ws.agent, {ws.lookup}));
    QCOMPARE(m_document->pendingCount(), 3);

    QSignalSpy pending(m_document, &BindingDocument::pendingChanged);
    const BindingDocument::ApplyResult result = m_document->apply(*ws.store);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.written, 3);
    QVERIFY(pending.size() >= 1);
    QVERIFY(!m_document->hasPendingChanges());
    QCOMPARE(m_document->undoStack()->count(), 0);

    // The document now holds exactly what the other connection reads, attach ids included.
    const QList<AgentBinding> stored = ws.other->listBindings(ws.agent).value();
    QCOMPARE(stored.size(), 2);
    QCOMPARE(m_document->bindings(ws.agent), stored);
    const std::optional<AgentBinding> attached = m_document->binding(ws.agent, ws.workflow);
    QVERIFY(Ids::looksLikeCuid(attached->id));
    QVERIFY(!m_document->isNew(ws.agent, ws.workflow));

    // Nothing pending: applying again writes nothing and succeeds.
    const BindingDocument::ApplyResult again = m_document->apply(*ws.store);
    QVERIFY(again.ok());
    QCOMPARE(again.written, 0);
}

void tst_BindingDocument::applyWithAConflictWritesNothing()
{
    Workspace ws = openWorkspace(m_dir.filePath(QStringLiteral("conflict.sqlite")), ++m_connection);
    QVERIFY(ws.store);
    loadFrom(*m_document, *ws.store);
    const QList<AgentBinding> loaded = m_document->bindings(ws.agent);

    // Someone else changes the email binding after we loaded it.
    AgentBinding theirs = *m_document->binding(ws.agent, ws.external);
    theirs.customRateLimit = 99;
    QVERIFY(ws.other->updateBinding(*m_document->binding(ws.agent, ws.external), theirs).ok());

    QVERIFY(m_document->setCustomRateLimit(ws.agent, ws.external, 7));
    QVERIFY(m_document->setEnabled(ws.agent, {ws.lookup}, false));
    QVERIFY(m_document->attach(ws.agent, ws.workflow));
    const BindingDocument::ApplyResult result = m_document->apply(*ws.store);
    QVERIFY(!result.ok());
    QVERIFY(result.error.isEmpty());
    QCOMPARE(result.conflicts.size(), 1);
    QCOMPARE(result.conflicts.first().capabilityId, ws.external);
    QVERIFY(result.conflicts.first().current.has_value());
    QVERIFY(*result.conflicts.first().current == theirs);

    // Nothing was written; the edits are still staged and undoable.
    QList<AgentBinding> expected = loaded;
    expected[0] = theirs;
    QCOMPARE(ws.other->listBindings(ws.agent).value(), expected);
    QCOMPARE(m_document->pendingCount(), 3);
    QCOMPARE(m_document->undoStack()->count(), 3);
}

void tst_BindingDocument::applyRefusesAPairAttachedElsewhere()
{
    Workspace ws = openWorkspace(m_dir.filePath(QStringLiteral("dup.sqlite")), ++m_connection);
    QVERIFY(ws.store);
    loadFrom(*m_document, *ws.store);
    QVERIFY(m_document->attach(ws.agent, ws.workflow));
    const AgentBinding theirs = ws.other->createBinding(binding({}, ws.agent, ws.workflow)).value();

    const BindingDocument::ApplyResult result = m_document->apply(*ws.store);
    QCOMPARE(result.conflicts.size(), 1);
    QCOMPARE(result.conflicts.first().message,
             QStringLiteral("Capability %1 is already attached to agent %2").arg(ws.workflow, ws.agent));
    QVERIFY(*result.conflicts.first().current == theirs);
    QVERIFY(m_document->isNew(ws.agent, ws.workflow));
}

QTEST_GUILESS_MAIN(tst_BindingDocument)
#include "tst_bindingdocument.moc"
