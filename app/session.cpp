#include "session.h"

#include "catalog/catalogstore.h"
#include "catalog/dryrunstore.h"
#include "catalog/storeworker.h"
#include "catalogcode/catalogpolicy.h"
#include "catalogcode/literalsecrets.h"
#include "connection.h"
#include "designer/flowlibrary.h"
#include "workspace.h"

#include <QAtomicInteger>
#include <QFutureWatcher>

#include <optional>
#include <utility>

namespace capstudio {

Session::Session(QObject *parent)
    : QObject(parent)
    , m_capabilities(new CatalogDocument(this))
    , m_bindings(new BindingDocument(this))
{
}

// The embedded connection borrows the workspace's store: it goes first.
Session::~Session()
{
    endReads(false);
    m_connection.reset();
}

void Session::endReads(bool announce)
{
    ++m_generation;
    const QHash<quint64, std::function<void()>> open = std::exchange(m_openAnswers, {});
    m_notStarted.clear();
    const bool wasReading = m_reads > 0;
    const bool wasApplying = m_applies > 0;
    m_reads = 0;
    m_applies = 0;
    for (const std::function<void()> &cancel : open)
        cancel();
    if (wasReading && announce)
        emit readsFinished();
    if (wasApplying && announce)
        emit applyingChanged(false);
}

void Session::cancelReads()
{
    // Queued reads first: once the running one is stopped, the next would start.
    for (const std::function<void()> &skip : std::as_const(m_notStarted))
        skip();
    m_connection->cancelWork();
}

void Session::setWorkspace(std::unique_ptr<Workspace> workspace, const ConnectionProfile &embedded)
{
    m_connection.reset();
    m_workspace = std::move(workspace);
    useConnection(Connection::embedded(embedded, *m_workspace));
}

void Session::useConnection(std::unique_ptr<Connection> connection)
{
    m_connection = std::move(connection);
    endReads(); // what the connection before still had on its way is cancelled
    m_capabilities->load({});
    const StoreTraits traits = m_connection->traits();
    m_capabilities->setReadOnlyFields(traits.readOnlyCapabilityFields, traits.readOnlyReason);
    m_bindings->load({}, {}, {});
    m_capabilitiesRead = false;
    m_bindingsRead = false;
    loadPolicy();
    emit connectionChanged();
}

DryRunAccess Session::dryRuns()
{
    const ConnectionProfile::Kind kind = m_connection->profile().kind;
    if (kind == ConnectionProfile::Kind::Sunrise || kind == ConnectionProfile::Kind::CatalogFolder)
        return {}; // a Sunrise server or a folder keeps no dry-runs of capstudio's
    // On the worker, like every other read and write of the connection.
    const auto onStore = [](CatalogStore &store) -> DryRunStore * { return dynamic_cast<DryRunStore *>(&store); };
    const StoreError none{StoreError::Kind::Invalid, tr("This connection keeps no saved dry-runs.")};
    DryRunAccess access;
    access.list = [this, onStore, none] {
        return run<QList<SavedDryRun>, Expected<QList<SavedDryRun>>>(
            Work::Read,
            [onStore, none](CatalogStore &store) -> Expected<QList<SavedDryRun>> {
                DryRunStore *dryRuns = onStore(store);
                return dryRuns ? dryRuns->listDryRuns() : none;
            },
            [](Expected<QList<SavedDryRun>> listed) { return listed; });
    };
    access.save = [this, onStore, none](const SavedDryRun &dryRun) {
        return run<SavedDryRun, Expected<SavedDryRun>>(
            Work::Write,
            [onStore, none, dryRun](CatalogStore &store) -> Expected<SavedDryRun> {
                DryRunStore *dryRuns = onStore(store);
                return dryRuns ? dryRuns->saveDryRun(dryRun) : none;
            },
            [](Expected<SavedDryRun> saved) { return saved; });
    };
    access.remove = [this, onStore, none](const QString &id) {
        return run<bool, Status>(
            Work::Write,
            [onStore, none, id](CatalogStore &store) -> Expected<bool> {
                DryRunStore *dryRuns = onStore(store);
                const Status removed = dryRuns ? dryRuns->deleteDryRun(id) : Status(none);
                if (!removed)
                    return removed.error();
                return true;
            },
            [](Expected<bool> removed) { return removed ? Status() : Status(removed.error()); });
    };
    return access;
}

template <typename T, typename R>
QFuture<R> Session::run(Work kind, std::function<Expected<T>(CatalogStore &)> work, std::function<R(Expected<T>)> done)
{
    StoreWorker *const worker = m_connection->worker();
    const quint64 id = ++m_lastRead;
    QFuture<Expected<T>> result;
    if (worker) {
        auto started = std::make_shared<QAtomicInteger<bool>>(false);
        result = worker->submit<T>([started, work = std::move(work)](CatalogStore &store) {
            started->storeRelease(true);
            return work(store);
        });
        m_notStarted.insert(id, [started, result]() mutable {
            if (!started->loadAcquire())
                result.cancel();
        });
    } else { // a connection being closed
        result = QtFuture::makeReadyFuture(
            Expected<T>(StoreError{StoreError::Kind::Backend, tr("The connection is closed.")}));
    }
    auto answer = std::make_shared<QPromise<R>>();
    answer->start();
    const quint64 generation = m_generation;
    workStarted(kind);
    m_openAnswers.insert(id, [answer] {
        answer->future().cancel();
        answer->finish();
    });
    const auto settle = [this, kind, answer, generation, id, done = std::move(done)](const QFuture<Expected<T>> &result) {
        if (generation != m_generation)
            return; // endReads() answered it
        m_openAnswers.remove(id);
        m_notStarted.remove(id);
        if (result.isCanceled() || result.resultCount() == 0)
            answer->future().cancel();
        else
            answer->addResult(done(result.result()));
        answer->finish();
        workEnded(kind);
    };
    if (!worker) { // read here: answered at once
        settle(result);
        return answer->future();
    }
    // A read on the worker is always answered through the event loop, even one done already,
    // so a caller sees the same order whichever thread was quicker. A watcher, not a
    // continuation with this object as its context: a continuation still queued when the
    // session goes would meet it half destroyed.
    auto *watcher = new QFutureWatcher<Expected<T>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [watcher, settle] {
        watcher->deleteLater();
        settle(watcher->future());
    });
    watcher->setFuture(result);
    return answer->future();
}

void Session::workStarted(Work kind)
{
    if (kind == Work::Read) {
        if (m_reads++ == 0)
            emit readsStarted();
    } else if (m_applies++ == 0) {
        emit applyingChanged(true);
    }
}

void Session::workEnded(Work kind)
{
    if (kind == Work::Read) {
        if (m_reads > 0 && --m_reads == 0)
            emit readsFinished();
    } else if (m_applies > 0 && --m_applies == 0) {
        emit applyingChanged(false);
    }
}

namespace {

// A list and the notes the store attached to it, read together on the store's thread.
struct ListedCapabilities
{
    CatalogDocument::Prepared prepared; // the document's indexes built there too
    QStringList notes;
};

} // namespace

QFuture<Expected<QStringList>> Session::readCapabilities()
{
    const bool editedBefore = m_capabilities->hasPendingChanges();
    // Ordered as the views show the rows now, there, not here.
    return run<ListedCapabilities, Expected<QStringList>>(
        Work::Read,
        [presort = m_capabilities->presort()](CatalogStore &store) -> Expected<ListedCapabilities> {
            Expected<QList<Capability>> rows = store.listCapabilities();
            const QStringList notes = store.takeListWarnings();
            if (!rows)
                return rows.error();
            return ListedCapabilities{CatalogDocument::prepare(std::move(rows).value(), presort), notes};
        },
        [this, editedBefore](Expected<ListedCapabilities> listed) -> Expected<QStringList> {
            if (!listed)
                return listed.error();
            if (!editedBefore && m_capabilities->hasPendingChanges())
                return StoreError{StoreError::Kind::Conflict,
                                  tr("The capabilities were edited while the list was read, so the list did not "
                                     "replace them: apply or discard the edits, then reload.")};
            m_capabilities->loadPrepared(std::move(listed.value().prepared));
            m_capabilitiesRead = true;
            capabilitiesChanged();
            return listed.value().notes;
        });
}

QFuture<Expected<QList<ConversationEntry>>> Session::listConversations()
{
    return run<QList<ConversationEntry>, Expected<QList<ConversationEntry>>>(
        Work::Read,
        [](CatalogStore &store) { return store.listConversations(); },
        [](Expected<QList<ConversationEntry>> listed) { return listed; });
}

QFuture<Expected<QByteArray>> Session::conversationBundle(const QString &id)
{
    return run<QByteArray, Expected<QByteArray>>(Work::Read, [id](CatalogStore &store) { return store.conversationBundle(id); },
                                                 [](Expected<QByteArray> bytes) { return bytes; });
}

namespace {

// What a binding read brings back from the store's thread.
struct ListedBindings
{
    std::optional<QList<Capability>> capabilities; // when they had not been read
    QList<Agent> agents;
    QList<AgentBinding> bindings;
};

} // namespace

QFuture<Status> Session::readBindings()
{
    const bool listCapabilities = !m_capabilitiesRead;
    const bool editedBefore = m_bindings->hasPendingChanges();
    return run<ListedBindings, Status>(
        Work::Read,
        [listCapabilities](CatalogStore &store) -> Expected<ListedBindings> {
            // Each read is checked before the next: a Cancel or a failure stops the rest.
            ListedBindings listed;
            if (listCapabilities) {
                Expected<QList<Capability>> capabilities = store.listCapabilities();
                store.takeListWarnings(); // the Capabilities area shows them when it reads the list
                if (!capabilities)
                    return capabilities.error();
                listed.capabilities = std::move(capabilities).value();
            }
            Expected<QList<Agent>> agents = store.listAgents();
            if (!agents)
                return agents.error();
            Expected<QList<AgentBinding>> bindings = store.listBindingsOf(agents.value());
            if (!bindings)
                return bindings.error();
            listed.agents = std::move(agents).value();
            listed.bindings = std::move(bindings).value();
            return listed;
        },
        [this, editedBefore](Expected<ListedBindings> listed) -> Status {
            if (!listed)
                return listed.error();
            if (!editedBefore && m_bindings->hasPendingChanges())
                return StoreError{StoreError::Kind::Conflict,
                                  tr("The bindings were edited while they were read, so the rows read did not "
                                     "replace them: apply or discard the edits, then reload.")};
            // The capability list read meanwhile by the Capabilities area is as new as this one.
            if (listed.value().capabilities && !m_capabilitiesRead) {
                m_capabilities->load(*listed.value().capabilities);
                m_capabilitiesRead = true;
            }
            m_bindings->load(listed.value().agents, m_capabilities->storedRows(), listed.value().bindings);
            m_bindingsRead = true;
            installChecks(); // which capabilities are bound is known now
            return {};
        });
}

QFuture<CatalogDocument::ApplyResult> Session::applyCapabilities()
{
    const QList<CapabilityChange> changes = m_capabilities->changesToApply();
    if (changes.isEmpty()) {
        CatalogDocument::ApplyResult nothing;
        nothing.ok = true;
        return QtFuture::makeReadyFuture(nothing);
    }
    return run<QList<CapabilityConflict>, CatalogDocument::ApplyResult>(
        Work::Write, [changes](CatalogStore &store) { return store.applyCapabilityChanges(changes); },
        [this, changes](Expected<QList<CapabilityConflict>> applied) {
            const CatalogDocument::ApplyResult result = m_capabilities->settleApply(changes, applied);
            if (result.ok)
                capabilitiesChanged();
            return result;
        });
}

void Session::loadPolicy()
{
    m_policyProblem.clear();
    CatalogPolicy policy;
    if (m_connection->profile().kind == ConnectionProfile::Kind::CatalogFolder) {
        Expected<CatalogPolicy> loaded = CatalogPolicy::load(m_connection->profile().workspacePath);
        if (loaded)
            policy = std::move(loaded.value());
        else
            m_policyProblem = tr("The folder's %1 is not used: %2").arg(CatalogPolicy::FileName, loaded.error().message);
    }
    m_policy = std::make_shared<const CatalogPolicy>(std::move(policy));
    installChecks();
}

void Session::installChecks()
{
    // The slugs some agent is bound to, once the bindings are read.
    std::optional<QSet<QString>> bound;
    if (m_bindingsRead) {
        bound.emplace();
        for (const Agent &agent : m_bindings->agents()) {
            for (const AgentBinding &binding : m_bindings->bindings(agent.id)) {
                if (const Capability *capability = m_bindings->capability(binding.capabilityId))
                    bound->insert(capability->slug);
            }
        }
    }
    const std::shared_ptr<const CatalogPolicy> policy = m_policy;
    m_capabilities->setRowChecks([policy, bound](const Capability &capability) {
        Diagnostics found = LiteralSecrets::checkRow(capability);
        found.append(policy->checkCapability(capability, bound ? &*bound : nullptr));
        return found;
    });
    const BindingDocument *bindings = m_bindings;
    m_bindings->setRowChecks([policy, bindings](const AgentBinding &binding, const Capability &capability) {
        const int agent = bindings->agentRow(binding.agentId);
        const NamedBinding named = NamedBinding::fromRow(
            binding, agent < 0 ? binding.agentId : bindings->agents().at(agent).slug, capability.slug);
        Diagnostics found = LiteralSecrets::checkRow(named);
        found.append(policy->checkBinding(named, capability));
        return found;
    });
}

void Session::capabilitiesChanged()
{
    if (m_bindingsRead) {
        if (m_bindings->hasPendingChanges())
            m_bindings->setCapabilities(m_capabilities->storedRows());
        else
            m_bindingsRead = false; // a deletion cascades to bindings; read them again when next shown
    }
    emit capabilitiesStored();
}

QFuture<BindingDocument::ApplyResult> Session::applyBindings()
{
    const QList<BindingChange> changes = m_bindings->pendingChanges();
    if (changes.isEmpty())
        return QtFuture::makeReadyFuture(BindingDocument::ApplyResult());
    return run<BindingDocument::Written, BindingDocument::ApplyResult>(
        Work::Write, [changes](CatalogStore &store) { return BindingDocument::write(store, changes); },
        [this, changes](Expected<BindingDocument::Written> written) {
            const BindingDocument::ApplyResult result = m_bindings->settleApply(changes, written);
            if (result.written > 0)
                installChecks(); // which capabilities are bound may have changed
            return result;
        });
}

bool Session::hasPendingChanges() const
{
    return m_capabilities->hasPendingChanges() || m_bindings->hasPendingChanges();
}

void Session::discardAll()
{
    m_capabilities->discardAll();
    m_bindings->discardAll();
}

designer::FlowLibrary *Session::keepFlowLibrary(std::unique_ptr<designer::FlowLibrary> library)
{
    m_flowLibrary = std::move(library);
    return m_flowLibrary.get();
}

bool Session::hasUnsavedFiles() const
{
    return m_flowLibrary && m_flowLibrary->isModified();
}

} // namespace capstudio
