#pragma once

#include "catalog/bindingdocument.h"
#include "catalog/catalogdocument.h"
#include "catalog/dryrunstore.h"
#include "core/expected.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPromise>
#include <QStringList>
#include <functional>
#include <memory>

namespace capstudio {

class CatalogPolicy;
class CatalogStore;
class Connection;
class Workspace;
namespace designer {
class FlowLibrary;
}
struct ConnectionProfile;

// The work of one window: the embedded workspace, the active connection and the documents
// read from it — the capability document and the binding document. It holds the one
// capability list every area reads (the binding document gets the capability document's
// stored rows, never a list of its own). Areas show and edit the documents; only the session
// talks to the store.
//
// A connection switch resets both documents: what was read from the connection before is not
// this one's, even when this one cannot be read.
class Session : public QObject
{
    Q_OBJECT

public:
    explicit Session(QObject *parent = nullptr);
    ~Session() override;

    // Makes `workspace` the embedded workspace and its store the active connection.
    void setWorkspace(std::unique_ptr<Workspace> workspace, const ConnectionProfile &embedded);
    void useConnection(std::unique_ptr<Connection> connection);
    Workspace &workspace() const { return *m_workspace; }
    Connection &connection() const { return *m_connection; }
    // Where the Agents area saves its dispatch dry-runs, read and written on the worker;
    // null when the connection keeps none (a Sunrise server).
    DryRunAccess dryRuns();

    CatalogDocument *capabilities() const { return m_capabilities; }
    BindingDocument *bindings() const { return m_bindings; }

    // Reads the capability list into the capability document, on the connection's worker
    // thread (a database query or a server's pages), so the window goes on meanwhile. The
    // future finishes on the session's thread once the document holds the rows; the notes
    // qualify the list (StoreError::Kind::Incomplete is an error, not a note). On failure the
    // document keeps what it showed, and so it does when it was edited while the list was
    // read (the edit is kept; the read fails saying so). A read overtaken by a connection
    // switch finishes cancelled, without a result.
    QFuture<Expected<QStringList>> readCapabilities();
    // A read is on its way (capabilities, conversations, a bundle); readsFinished() follows.
    bool isReading() const { return m_reads > 0; }
    // Every read (and write) on its way finishes cancelled now (its answer's continuations
    // see a cancelled future at once); what the store still sends back for them is dropped.
    // The window calls it while it is still whole, before the session goes with it.
    void endReads(bool announce = true);
    // What a person's Cancel does: the read or write under way on a server stops and answers
    // its cancelled error (a database query runs to its end); those not started yet finish
    // cancelled, without a result.
    void cancelReads();
    bool capabilitiesRead() const { return m_capabilitiesRead; }
    // Reads the agents once, then their bindings, on the worker thread like the capabilities
    // (each read checked before the next: a Cancel stops the rest); the capabilities are the
    // capability document's stored rows, read first when they have not been read. On failure
    // the document keeps what it showed, and so it does when a binding was edited meanwhile.
    QFuture<Status> readBindings();
    // False until read, and again after the capabilities were written or read anew while no
    // binding edit was pending (cascades and names may have changed the bindings).
    bool bindingsRead() const { return m_bindingsRead; }
    // Both documents carry checks beyond Sunrise's rules: literal secrets, and the team's
    // policy (a catalog folder's .capstudio-policy.yaml, else every rule a warning);
    // unbound-capability once the bindings are read. Empty while the policy file is usable,
    // else why the defaults are used instead.
    const QString &policyProblem() const { return m_policyProblem; }

    // The conversations and one conversation's bundle, on the worker thread like the
    // capabilities (cancelled when overtaken by a connection switch).
    QFuture<Expected<QList<ConversationEntry>>> listConversations();
    QFuture<Expected<QByteArray>> conversationBundle(const QString &id);

    // Writes the staged capabilities, or the staged bindings, on the connection's worker
    // thread like the reads (after whatever was asked of it before); the document settles
    // when the answer is back here, and an edit made meanwhile stays pending. A Cancel
    // before the write started, or a connection switch, finishes it cancelled: nothing was
    // written then. A write already under way is not cut short on a database (one
    // transaction); on a server a Cancel stops it between two requests, and the error
    // says what was written.
    QFuture<CatalogDocument::ApplyResult> applyCapabilities();
    QFuture<BindingDocument::ApplyResult> applyBindings();
    // A write is on its way; applyingChanged(false) follows.
    bool isApplying() const { return m_applies > 0; }

    // The capabilities and bindings staged for the connection.
    bool hasPendingChanges() const;
    void discardAll();

    // The open flowgate library (null before one is opened). It belongs to no connection:
    // a switch keeps it. The Designer area shows and edits it.
    designer::FlowLibrary *flowLibrary() const { return m_flowLibrary.get(); }
    // Takes `library` as the open one, letting the one before go, and returns it.
    designer::FlowLibrary *keepFlowLibrary(std::unique_ptr<designer::FlowLibrary> library);
    // The flowgate files the library changed and did not save.
    bool hasUnsavedFiles() const;

signals:
    // Another connection (or workspace) became active; the documents were reset.
    void connectionChanged();
    // The capability rows as stored changed (read or applied). When bindings were staged,
    // the binding document already follows; otherwise bindingsRead() is false again.
    void capabilitiesStored();
    // The first read of a run of reads started (isReading() is true now).
    void readsStarted();
    // The last read on its way finished (its answer was handed out first).
    void readsFinished();
    // The first write of a run started, or the last one finished (its answer handed out).
    void applyingChanged(bool applying);

private:
    // Runs `work` with the connection's store on its worker thread (here only for a
    // connection without one). `done` turns the result into the answer on this thread,
    // unless another connection became active meanwhile.
    enum class Work { Read, Write };
    template <typename T, typename R>
    QFuture<R> run(Work kind, std::function<Expected<T>(CatalogStore &)> work, std::function<R(Expected<T>)> done);
    void workStarted(Work kind);
    void workEnded(Work kind);
    void capabilitiesChanged();
    // Loads the connection's policy (at a switch) and gives both documents their checks.
    void loadPolicy();
    void installChecks();

    std::unique_ptr<Workspace> m_workspace;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<designer::FlowLibrary> m_flowLibrary;
    CatalogDocument *m_capabilities;
    BindingDocument *m_bindings;
    std::shared_ptr<const CatalogPolicy> m_policy;
    QString m_policyProblem;
    quint64 m_generation = 0; // bumped by endReads(): answers of an earlier one are dropped
    quint64 m_lastRead = 0;
    int m_reads = 0;
    int m_applies = 0;
    QHash<quint64, std::function<void()>> m_openAnswers; // read or write → finishes its answer cancelled
    QHash<quint64, std::function<void()>> m_notStarted; // read or write → skips it if it has not started
    bool m_capabilitiesRead = false;
    bool m_bindingsRead = false;
};

} // namespace capstudio
