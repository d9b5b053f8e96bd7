// The session owns the connection and the documents read from it: the binding document's
// capabilities are the capability document's stored rows (one list, read once), a capability
// apply reaches staged bindings, and a connection switch resets both documents. Reads run on
// the store's worker thread: their answers arrive through the event loop, an edit made while
// a list is read is never replaced by it, and a read overtaken by a switch is cancelled.

#include "connection.h"
#include "session.h"
#include "workspace.h"

#include "catalog/catalogstore.h"
#include "catalog/storeworker.h"
#include "remote/connectionprofile.h"
#include "views/dispatchdryrundialog.h"

#include <QAction>
#include <QSemaphore>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include "answered.h"

#include <QtTest>

using namespace capstudio;

class tst_Session : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bindingsReadTheCapabilitiesFirst();
    void stagedBindingsFollowAppliedCapabilities();
    void unstagedBindingsAreReadAgain();
    void aConnectionSwitchResetsTheDocuments();
    void capabilitiesArriveThroughTheEventLoop();
    void anEditMadeDuringARead();
    void aReadOvertakenByASwitchIsCancelled();
    void bindingsArriveThroughTheEventLoop();
    void aBindingEditMadeDuringARead();
    void capabilitiesAreWrittenThroughTheEventLoop();
    void anEditMadeDuringAWriteStaysPending();
    void aBindingEditMadeDuringAWriteStaysStaged();
    void aWriteNotStartedIsCancelledWithNothingWritten();
    void savedDryRunsAreReadAndWrittenOnTheWorker();

private:
    std::unique_ptr<Session> open(const QString &name);
    // Makes the workspace file `name` the session's connection.
    void switchTo(Session &session, const QString &name);
    // A capability some binding uses, and that binding's agent.
    static std::pair<QString, QString> boundPair(const Session &session);
    // The bindings read on the worker, waited for here in the event loop.
    static Status readBindings(Session &session);
    // The same for the capability list; true when it was read.
    static bool readCapabilities(Session &session);

    QTemporaryDir m_dir;
};

void tst_Session::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

std::unique_ptr<Session> tst_Session::open(const QString &name)
{
    auto opened = Workspace::open(m_dir.filePath(name));
    if (!opened)
        qFatal("%s", qPrintable(opened.error().message));
    ConnectionProfile embedded;
    embedded.name = name;
    embedded.kind = ConnectionProfile::Kind::Embedded;
    embedded.workspacePath = m_dir.filePath(name);
    auto session = std::make_unique<Session>();
    session->setWorkspace(std::move(opened).value(), embedded);
    return session;
}

void tst_Session::switchTo(Session &session, const QString &name)
{
    auto other = Workspace::open(m_dir.filePath(name));
    QVERIFY(other.ok());
    ConnectionProfile embedded;
    embedded.kind = ConnectionProfile::Kind::Embedded;
    embedded.workspacePath = m_dir.filePath(name);
    session.setWorkspace(std::move(other).value(), embedded);
}

Status tst_Session::readBindings(Session &session)
{
    QFuture<Status> read = session.readBindings();
    if (!QTest::qWaitFor([&read] { return read.isFinished(); }, 20000))
        return StoreError{StoreError::Kind::Backend, QStringLiteral("the binding read did not finish")};
    if (read.isCanceled() || read.resultCount() == 0)
        return StoreError{StoreError::Kind::Backend, QStringLiteral("the binding read was cancelled")};
    return read.result();
}

bool tst_Session::readCapabilities(Session &session)
{
    return answered(session.readCapabilities(),
                    Expected<QStringList>(StoreError{StoreError::Kind::Backend, QStringLiteral("no answer")}))
        .ok();
}

std::pair<QString, QString> tst_Session::boundPair(const Session &session)
{
    for (const Agent &agent : session.bindings()->agents()) {
        const QList<AgentBinding> bound = session.bindings()->bindings(agent.id);
        if (!bound.isEmpty())
            return {bound.constFirst().capabilityId, agent.id};
    }
    return {};
}

void tst_Session::bindingsReadTheCapabilitiesFirst()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("first.sqlite"));
    QVERIFY(!session->capabilitiesRead());
    QVERIFY(!session->bindingsRead());
    QVERIFY(readBindings(*session).ok());
    QVERIFY(session->capabilitiesRead());
    QVERIFY(session->bindingsRead());
    const Expected<QList<Capability>> stored = session->workspace().store().listCapabilities();
    QVERIFY(stored.ok());
    QCOMPARE(session->capabilities()->count(), stored.value().size());
    QCOMPARE(session->bindings()->capabilities().size(), stored.value().size());
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(!capabilityId.isEmpty());
    QVERIFY(session->bindings()->capability(capabilityId));
}

void tst_Session::stagedBindingsFollowAppliedCapabilities()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("staged.sqlite"));
    QVERIFY(readBindings(*session).ok());
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(!capabilityId.isEmpty());
    const bool enabled = session->bindings()->binding(agentId, capabilityId)->isEnabled;
    QVERIFY(session->bindings()->setEnabled(agentId, {capabilityId}, !enabled));

    QVERIFY(session->capabilities()->setField(capabilityId, QStringLiteral("name"), QStringLiteral("Renamed here")));
    // Staged, not stored: the Agents area still shows the stored name.
    QVERIFY(session->bindings()->capability(capabilityId)->name != QLatin1String("Renamed here"));
    QSignalSpy stored(session.get(), &Session::capabilitiesStored);
    QVERIFY(answered(session->applyCapabilities()).ok);
    QCOMPARE(stored.count(), 1);
    QCOMPARE(session->bindings()->capability(capabilityId)->name, QStringLiteral("Renamed here"));
    // The staged binding edit is still there, and still applies.
    QVERIFY(session->bindingsRead());
    QVERIFY(session->bindings()->hasPendingChanges());
    QCOMPARE(session->bindings()->binding(agentId, capabilityId)->isEnabled, !enabled);
    QVERIFY(answered(session->applyBindings()).ok());
    const Expected<QList<AgentBinding>> written = session->workspace().store().listBindings(agentId);
    QVERIFY(written.ok());
    bool found = false;
    for (const AgentBinding &binding : written.value()) {
        if (binding.capabilityId == capabilityId) {
            found = true;
            QCOMPARE(binding.isEnabled, !enabled);
        }
    }
    QVERIFY(found);
}

void tst_Session::unstagedBindingsAreReadAgain()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("unstaged.sqlite"));
    QVERIFY(readBindings(*session).ok());
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(!capabilityId.isEmpty());
    // Written behind the session's back, as another window would.
    const Expected<QList<AgentBinding>> before = session->workspace().store().listBindings(agentId);
    QVERIFY(before.ok());
    AgentBinding original;
    for (const AgentBinding &binding : before.value()) {
        if (binding.capabilityId == capabilityId)
            original = binding;
    }
    AgentBinding changed = original;
    changed.isEnabled = !original.isEnabled;
    QVERIFY(session->workspace().store().updateBinding(original, changed).ok());

    QVERIFY(session->capabilities()->setField(capabilityId, QStringLiteral("description"), QStringLiteral("New words")));
    QVERIFY(answered(session->applyCapabilities()).ok);
    QVERIFY(!session->bindingsRead()); // nothing staged: read again on next use
    QVERIFY(readBindings(*session).ok());
    QCOMPARE(session->bindings()->capability(capabilityId)->description, QStringLiteral("New words"));
    QCOMPARE(session->bindings()->binding(agentId, capabilityId)->isEnabled, changed.isEnabled);
}

void tst_Session::aConnectionSwitchResetsTheDocuments()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("switch-a.sqlite"));
    QVERIFY(readBindings(*session).ok());
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(session->bindings()->setEnabled(agentId, {capabilityId}, false));
    QVERIFY(session->capabilities()->setField(capabilityId, QStringLiteral("description"), QStringLiteral("x")));
    QVERIFY(session->hasPendingChanges());
    QSignalSpy changed(session.get(), &Session::connectionChanged);

    switchTo(*session, QStringLiteral("switch-b.sqlite"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(!session->hasPendingChanges());
    QCOMPARE(session->capabilities()->count(), 0);
    QVERIFY(session->bindings()->agents().isEmpty());
    QVERIFY(!session->capabilitiesRead());
    QVERIFY(!session->bindingsRead());
    QCOMPARE(session->workspace().path(), m_dir.filePath(QStringLiteral("switch-b.sqlite")));
}

void tst_Session::capabilitiesArriveThroughTheEventLoop()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("async.sqlite"));
    QVERIFY(session->connection().worker());
    QSignalSpy finished(session.get(), &Session::readsFinished);
    QFuture<Expected<QStringList>> read = session->readCapabilities();
    // The answer is handed out on this thread, so nothing arrives before the loop runs.
    QVERIFY(session->isReading());
    QVERIFY(!read.isFinished());
    QCOMPARE(session->capabilities()->count(), 0);
    QTRY_VERIFY(read.isFinished());
    QVERIFY(!read.isCanceled());
    QVERIFY2(read.result().ok(), read.result().ok() ? "" : qPrintable(read.result().error().message));
    QVERIFY(!session->isReading());
    QCOMPARE(finished.count(), 1);
    const Expected<QList<Capability>> stored = session->workspace().store().listCapabilities();
    QVERIFY(stored.ok() && !stored.value().isEmpty());
    QCOMPARE(session->capabilities()->count(), stored.value().size());
    QVERIFY(session->capabilitiesRead());

    // Conversations and a bundle come the same way.
    QFuture<Expected<QList<ConversationEntry>>> conversations = session->listConversations();
    QVERIFY(!conversations.isFinished());
    QTRY_VERIFY(conversations.isFinished());
    QVERIFY(conversations.result().ok());
    QVERIFY(!conversations.result().value().isEmpty());
    QFuture<Expected<QByteArray>> bundle = session->conversationBundle(conversations.result().value().constFirst().id);
    QTRY_VERIFY(bundle.isFinished());
    QVERIFY(bundle.result().ok());
    QVERIFY(bundle.result().value().startsWith('{'));
}

void tst_Session::anEditMadeDuringARead()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("edit-during-read.sqlite"));
    QFuture<Expected<QStringList>> first = session->readCapabilities();
    QTRY_VERIFY(first.isFinished());
    const Capability row = session->capabilities()->at(0);

    QFuture<Expected<QStringList>> second = session->readCapabilities();
    QVERIFY(session->capabilities()->setField(row.id, QStringLiteral("description"), QStringLiteral("typed meanwhile")));
    QTRY_VERIFY(second.isFinished());
    QVERIFY(!second.result().ok());
    QCOMPARE(second.result().error().kind, StoreError::Kind::Conflict);
    QVERIFY(second.result().error().message.contains(QLatin1String("edited while the list was read")));
    QVERIFY(session->hasPendingChanges());
    const int at = session->capabilities()->rowOf(row.id);
    QVERIFY(at >= 0);
    QCOMPARE(session->capabilities()->at(at).description, QStringLiteral("typed meanwhile"));
}

void tst_Session::aReadOvertakenByASwitchIsCancelled()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("overtaken-a.sqlite"));
    QFuture<Expected<QStringList>> read = session->readCapabilities();
    QFuture<Expected<QList<ConversationEntry>>> conversations = session->listConversations();
    switchTo(*session, QStringLiteral("overtaken-b.sqlite"));
    QVERIFY(!session->isReading());
    QTRY_VERIFY(read.isFinished() && conversations.isFinished());
    QVERIFY(read.isCanceled());
    QVERIFY(conversations.isCanceled());
    // Nothing of the first workspace reached the documents of the second.
    QTest::qWait(0);
    QCOMPARE(session->capabilities()->count(), 0);
    QVERIFY(!session->capabilitiesRead());
}

void tst_Session::bindingsArriveThroughTheEventLoop()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("bindings-async.sqlite"));
    QFuture<Status> read = session->readBindings();
    QVERIFY(session->isReading());
    QVERIFY(!read.isFinished()); // answered on this thread, so not before the loop runs
    QVERIFY(session->bindings()->agents().isEmpty());
    QTRY_VERIFY(read.isFinished());
    QVERIFY(read.result().ok());
    QVERIFY(!session->isReading());
    const Expected<QList<Agent>> agents = session->workspace().store().listAgents();
    QVERIFY(agents.ok() && !agents.value().isEmpty());
    QCOMPARE(session->bindings()->agents().size(), agents.value().size());
    QVERIFY(session->capabilitiesRead());
    QVERIFY(session->bindingsRead());
}

void tst_Session::aBindingEditMadeDuringARead()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("binding-edit-during-read.sqlite"));
    QVERIFY(readBindings(*session).ok());
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(!capabilityId.isEmpty());
    const bool enabled = session->bindings()->binding(agentId, capabilityId)->isEnabled;

    QFuture<Status> again = session->readBindings();
    QVERIFY(session->bindings()->setEnabled(agentId, {capabilityId}, !enabled));
    QTRY_VERIFY(again.isFinished());
    QVERIFY(!again.result().ok());
    QCOMPARE(again.result().error().kind, StoreError::Kind::Conflict);
    QVERIFY(again.result().error().message.contains(QLatin1String("edited while they were read")));
    // The edit is kept.
    QVERIFY(session->bindings()->hasPendingChanges());
    QCOMPARE(session->bindings()->binding(agentId, capabilityId)->isEnabled, !enabled);
}

// An apply is answered through the event loop: the document settles there, never while the
// write runs on the store's thread.
void tst_Session::capabilitiesAreWrittenThroughTheEventLoop()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("write.sqlite"));
    QTRY_VERIFY(!session->isReading());
    QVERIFY(readCapabilities(*session));
    const QString id = session->capabilities()->at(0).id;
    QVERIFY(session->capabilities()->setField(id, QStringLiteral("name"), QStringLiteral("Written on the worker")));
    QSignalSpy applying(session.get(), &Session::applyingChanged);
    QSignalSpy stored(session.get(), &Session::capabilitiesStored);
    QFuture<CatalogDocument::ApplyResult> apply = session->applyCapabilities();
    QVERIFY(!apply.isFinished());
    QVERIFY(session->isApplying());
    QCOMPARE(applying.count(), 1);
    QVERIFY(session->capabilities()->hasPendingChanges()); // not settled before the answer is here
    const CatalogDocument::ApplyResult result = answered(apply);
    QVERIFY(result.ok);
    QCOMPARE(result.written, 1);
    QVERIFY(!session->isApplying());
    QCOMPARE(applying.count(), 2);
    QCOMPARE(applying.at(1).at(0).toBool(), false);
    QCOMPARE(stored.count(), 1);
    QVERIFY(!session->capabilities()->hasPendingChanges());
    QVERIFY(session->capabilities()->undoStack()->isClean());
    QCOMPARE(session->workspace().store().capability(id).value().name, QStringLiteral("Written on the worker"));
}

// The window goes on while the write runs; an edit made then is not lost: it stays pending
// against the row as written, and the next apply writes it.
void tst_Session::anEditMadeDuringAWriteStaysPending()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("editwrite.sqlite"));
    QVERIFY(readCapabilities(*session));
    CatalogDocument *document = session->capabilities();
    const QString first = document->at(0).id;
    const QString second = document->at(1).id;
    QVERIFY(document->setField(first, QStringLiteral("name"), QStringLiteral("First write")));
    QFuture<CatalogDocument::ApplyResult> apply = session->applyCapabilities();
    // While it is written: the same row again, and another row.
    QVERIFY(document->setField(first, QStringLiteral("name"), QStringLiteral("Edited during the write")));
    QVERIFY(document->setField(second, QStringLiteral("description"), QStringLiteral("Also during the write")));
    const CatalogDocument::ApplyResult result = answered(apply);
    QVERIFY(result.ok);
    QCOMPARE(result.written, 1);
    QCOMPARE(session->workspace().store().capability(first).value().name, QStringLiteral("First write"));
    QCOMPARE(document->pendingCount(), 2);
    QCOMPARE(document->at(document->rowOf(first)).name, QStringLiteral("Edited during the write"));
    const QList<CatalogDocument::Change> pending = document->pendingChanges();
    for (const CatalogDocument::Change &change : pending) {
        if (change.id == first) {
            QCOMPARE(change.before.name, QStringLiteral("First write")); // against the row as written
            QCOMPARE(change.fields, QStringList{QStringLiteral("name")});
        }
    }
    QVERIFY(!document->undoStack()->isClean());
    // And the next apply writes them without a conflict.
    QVERIFY(answered(session->applyCapabilities()).ok);
    QVERIFY(!document->hasPendingChanges());
    QCOMPARE(session->workspace().store().capability(first).value().name, QStringLiteral("Edited during the write"));
    QCOMPARE(session->workspace().store().capability(second).value().description, QStringLiteral("Also during the write"));
}

void tst_Session::aBindingEditMadeDuringAWriteStaysStaged()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("bindingwrite.sqlite"));
    QVERIFY(readBindings(*session).ok());
    BindingDocument *bindings = session->bindings();
    const auto [capabilityId, agentId] = boundPair(*session);
    QVERIFY(!capabilityId.isEmpty());
    const bool enabled = bindings->binding(agentId, capabilityId)->isEnabled;
    const std::optional<int> limit = bindings->binding(agentId, capabilityId)->customRateLimit;
    const int newLimit = limit.value_or(0) == 7 ? 8 : 7;
    QVERIFY(bindings->setEnabled(agentId, {capabilityId}, !enabled));
    QFuture<BindingDocument::ApplyResult> apply = session->applyBindings();
    QVERIFY(bindings->setCustomRateLimit(agentId, capabilityId, newLimit));
    const BindingDocument::ApplyResult result = answered(apply);
    QVERIFY(result.ok());
    QCOMPARE(result.written, 1);
    QVERIFY(bindings->hasPendingChanges());
    QCOMPARE(bindings->binding(agentId, capabilityId)->customRateLimit, std::optional<int>(newLimit));
    QCOMPARE(bindings->binding(agentId, capabilityId)->isEnabled, !enabled);
    QVERIFY(bindings->undoStack()->canUndo()); // the edit made meanwhile can still be undone
    const auto storedRow = [&]() -> std::optional<AgentBinding> {
        const Expected<QList<AgentBinding>> rows = session->workspace().store().listBindings(agentId);
        for (const AgentBinding &row : rows.value())
            if (row.capabilityId == capabilityId)
                return row;
        return std::nullopt;
    };
    QCOMPARE(storedRow()->isEnabled, !enabled);
    QCOMPARE(storedRow()->customRateLimit, limit);
    QVERIFY(answered(session->applyBindings()).ok());
    QVERIFY(!bindings->hasPendingChanges());
    QCOMPARE(storedRow()->customRateLimit, std::optional<int>(newLimit));
}

// A Cancel given before the write left the queue skips it: nothing is written, the edits stay.
void tst_Session::aWriteNotStartedIsCancelledWithNothingWritten()
{
    const std::unique_ptr<Session> session = open(QStringLiteral("cancelwrite.sqlite"));
    QVERIFY(readCapabilities(*session));
    const Capability before = session->capabilities()->at(0);
    // Work ahead of it in the worker's queue, held until the Cancel was given.
    QSemaphore hold;
    QFuture<Expected<bool>> ahead = session->connection().worker()->submit<bool>([&hold](CatalogStore &) {
        hold.acquire();
        return Expected<bool>(true);
    });
    QVERIFY(session->capabilities()->setField(before.id, QStringLiteral("name"), QStringLiteral("Never written")));
    QFuture<CatalogDocument::ApplyResult> apply = session->applyCapabilities();
    QVERIFY(session->isApplying());
    session->cancelReads();
    hold.release();
    QTRY_VERIFY(apply.isFinished());
    QVERIFY(apply.isCanceled());
    QTRY_VERIFY(ahead.isFinished());
    QVERIFY(!session->isApplying());
    QVERIFY(session->capabilities()->hasPendingChanges());
    QCOMPARE(session->workspace().store().capability(before.id).value().name, before.name);
}

void tst_Session::savedDryRunsAreReadAndWrittenOnTheWorker()
{
    // The dry-run dialog reads and writes the saved dry-runs through the session, on the
    // connection's worker: its answers come through the event loop, and meanwhile the list
    // and its actions wait.
    std::unique_ptr<Session> session = open(QStringLiteral("dryruns.db"));
    QVERIFY(readBindings(*session).ok());
    DispatchDryRunDialog dialog(session->bindings(), session->dryRuns());
    QAction *saveAs = nullptr;
    for (QAction *action : dialog.actions()) {
        if (action->shortcut() == QKeySequence(QKeySequence::SaveAs))
            saveAs = action;
    }
    QVERIFY(saveAs);
    QVERIFY(!saveAs->isEnabled()); // the list is on its way
    QVERIFY(!dialog.saveAs(QStringLiteral("Too early")));
    QTRY_VERIFY(saveAs->isEnabled());
    const int before = int(dialog.savedDryRuns().size());

    QSignalSpy written(&dialog, &DispatchDryRunDialog::savedDryRunWritten);
    QVERIFY(dialog.saveAs(QStringLiteral("Looked up on the worker")));
    QVERIFY(!saveAs->isEnabled());
    QVERIFY(!dialog.saveAs(QStringLiteral("A second write meanwhile"))); // one write at a time
    QCOMPARE(dialog.savedDryRuns().size(), before); // not written yet: the answer comes later
    QVERIFY(written.wait(30000));
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.first().first().toBool(), true);
    QVERIFY(saveAs->isEnabled());
    QCOMPARE(dialog.savedDryRuns().size(), before + 1);
    const QString id = dialog.currentSavedId();
    QVERIFY(!id.isEmpty());
    const auto storedNames = [&session] {
        QStringList names;
        for (const SavedDryRun &run : session->workspace().store().listDryRuns().value())
            names.append(run.scenario.name);
        return names;
    };
    QVERIFY(storedNames().contains(QStringLiteral("Looked up on the worker")));

    QVERIFY(dialog.deleteSaved(id));
    QCOMPARE(dialog.savedDryRuns().size(), before + 1); // on its way
    QTRY_COMPARE(dialog.savedDryRuns().size(), before);
    QVERIFY(!storedNames().contains(QStringLiteral("Looked up on the worker")));
    QVERIFY(!dialog.deleteSaved(id)); // gone: nothing to start
}

QTEST_MAIN(tst_Session)
#include "tst_session.moc"
