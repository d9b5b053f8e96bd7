#pragma once

#include "catalog/catalogstore.h"
#include "remote/apierror.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QPointer>
#include <QUrlQuery>
#include <algorithm>
#include <functional>

namespace capstudio {

class ApiCall;
class ApiListRead;
class SunriseClient;
struct ApiResponse;

// CatalogStore on Sunrise's admin REST API (reference §4): capabilities, agents, bindings,
// conversations and provenance bundles.
//
// The API has no transactions and no row versions. A batch therefore reads the rows it is
// about to change first and refuses the whole batch when any differs from what the editor
// loaded (a conflict, with the server's row). Then it writes, a few requests in flight at
// once (WritesInFlight); should one fail, nothing more is sent, those written stay written
// and the error says how many. A second apply finds
// those rows already in their new state and skips them, so it continues where the first
// stopped. The window between the check and the write is the API's, not closable here.
//
// Each call waits for the network in a local event loop (SunriseClient::waitFor) on the
// thread that runs it: the command line's own, or a window connection's worker thread (see
// makeApiWorker), never the window's. cancel() stops a long read or a batch between requests.
class ApiCatalogStore : public CatalogStore
{
    Q_DECLARE_TR_FUNCTIONS(ApiCatalogStore)

public:
    explicit ApiCatalogStore(SunriseClient *client);
    ~ApiCatalogStore() override;

    // Writes a batch keeps in flight at once: enough to hide the round trip, few enough to
    // stay clear of the server's rate limit.
    static constexpr int WritesInFlight = 4;
    // Another number of writes in flight (at least 1), for measurements.
    void setWritesInFlight(int count) { m_writesInFlight = std::max(1, count); }

    // Reports progress of long operations: rows or changes done out of a total (-1: unknown).
    using ProgressHandler = std::function<void(int done, int total, const QString &what)>;
    void setProgressHandler(ProgressHandler handler) { m_progress = std::move(handler); }
    // Stops the request in flight; the operation returns a cancelled error. Safe to call
    // from the progress dialog's Cancel while an operation waits.
    void cancel();
    // Notes that qualify the last list reads, cleared on read. A read that could not be
    // proven whole is an error, never a warning.
    QStringList takeListWarnings() override { return std::exchange(m_listWarnings, {}); }
    // Reads one capability row: proves the address, the key and its admin scope before
    // anything else is read.
    Status probe();
    // Requests the last list read sent (for benchmarks and the log).
    int lastListRequests() const { return m_lastListRequests; }

    Expected<QList<Capability>> listCapabilities() override;
    Expected<Capability> capability(const QString &id) override;
    Expected<Capability> createCapability(const Capability &capability) override;
    Expected<Capability> updateCapability(const Capability &original, const Capability &updated) override;
    // Sunrise soft-deletes: the row stays with isActive = false, its bindings too.
    Status deleteCapability(const Capability &original) override;
    Expected<QList<CapabilityConflict>> applyCapabilityChanges(const QList<CapabilityChange> &changes) override;

    Expected<QList<Agent>> listAgents() override;
    // The admin API has no route to create or edit agents (reference §4).
    Expected<Agent> createAgent(const Agent &agent) override;
    Expected<Agent> updateAgent(const Agent &original, const Agent &updated) override;

    Expected<QList<AgentBinding>> listBindings(const QString &agentId = {}) override;
    Expected<QList<AgentBinding>> listBindingsOf(const QList<Agent> &agents) override;
    Expected<AgentBinding> createBinding(const AgentBinding &binding) override;
    Expected<AgentBinding> updateBinding(const AgentBinding &original, const AgentBinding &updated) override;
    Status deleteBinding(const AgentBinding &original) override;
    Expected<QList<BindingConflict>> applyBindingChanges(const QList<BindingChange> &changes) override;

    // Conversations visible to the key's owner (reference §4.11), and a provenance bundle.
    Expected<QList<ConversationEntry>> listConversations() override;
    Expected<QByteArray> conversationBundle(const QString &id) override;

    StoreTraits traits() const override;
    QList<BindingWarning> takeBindingWarnings() override { return std::exchange(m_bindingWarnings, {}); }

    // The capability fields the API's create and update accept (reference §4.2).
    static QStringList writableCapabilityFields();
    static QJsonObject createBody(const Capability &capability);
    // The changed writable fields only; an error names a changed field the API cannot write.
    static Expected<QJsonObject> patchBody(const Capability &original, const Capability &updated);

private:
    // Every public operation runs inside one: the outermost clears what a Cancel of an
    // earlier operation left behind; nested ones (a list read inside a batch) keep a Cancel
    // given meanwhile.
    class Operation
    {
    public:
        explicit Operation(ApiCatalogStore *store) : m_store(store)
        {
            if (m_store->m_depth++ == 0)
                m_store->m_cancelled = false;
        }
        ~Operation() { --m_store->m_depth; }
        Operation(const Operation &) = delete;
        Operation &operator=(const Operation &) = delete;

    private:
        ApiCatalogStore *m_store;
    };

    // Waits for `call` and deletes it; `attempts` receives how often it went out.
    Expected<ApiResponse> run(ApiCall *call, int *attempts = nullptr);
    // Runs a whole-list read to its end.
    Expected<QList<QJsonObject>> readList(ApiListRead &read);
    Expected<std::optional<Capability>> currentCapability(const QString &id);
    // The server's rows the changes started from, by id; `wholeList` says whether the whole
    // list was read for them (it then holds every row).
    Expected<QHash<QString, Capability>> currentCapabilities(const QList<CapabilityChange> &changes, bool *wholeList);
    // A create refused as a duplicate slug: is the row on the server the one we meant?
    bool alreadyCreated(const Capability &capability);
    // The server's rows holding any of `slugs`, by slug; an error when that cannot be told.
    Expected<QHash<QString, Capability>> rowsHoldingSlugs(const QStringList &slugs);
    Expected<QList<AgentBinding>> agentBindings(const QString &agentId);
    // Sends write i of `todo` (null: nothing needs sending) and reads its answer (settle may
    // wait for a follow-up request), with at most WritesInFlight requests out at once. After
    // the first failure nothing more is sent and those out are waited for.
    struct BatchOutcome
    {
        int written = 0;
        int failed = -1; // the index into the changes of the write that failed
        StoreError error;
    };
    BatchOutcome writeBatch(const QList<int> &todo, int total, const QString &what,
                            const std::function<ApiCall *(int)> &send,
                            const std::function<Status(int, ApiCall *)> &settle);
    ApiCall *sendBinding(const BindingChange &change);
    Status settleBinding(const BindingChange &change, ApiCall *call);
    void report(int done, int total, const QString &what);
    StoreError cancelledError() const;

    SunriseClient *m_client;
    ProgressHandler m_progress;
    QPointer<ApiCall> m_call;
    QList<QPointer<ApiCall>> m_batch; // a batch's writes in flight
    int m_writesInFlight = WritesInFlight;
    QPointer<ApiListRead> m_list;
    int m_lastListRequests = 0;
    bool m_cancelled = false;
    int m_depth = 0; // operations under way (nested)
    QStringList m_listWarnings;
    QList<BindingWarning> m_bindingWarnings;
};

} // namespace capstudio
