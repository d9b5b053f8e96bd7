#pragma once

#include "sunrisereply.h"
#include "sunriserequest.h"

namespace sunrisetest {

class SunriseStore;

// The admin routes under /api/v1/admin/orchestration/ (reference §4, routes 1-12): matches a
// request to its route and runs it against the store. Capability routes (1-5) live here; the
// binding routes (6-9) in BindingRoutes, the lists and provenance (10-12) in ListingRoutes.
class SunriseRoutes
{
public:
    enum class Route {
        None,
        ListCapabilities,   // 1
        CreateCapability,   // 2
        GetCapability,      // 3
        UpdateCapability,   // 4
        DeleteCapability,   // 5
        ListBindings,       // 6
        AttachCapability,   // 7
        UpdateBinding,      // 8
        DetachCapability,   // 9
        ListAgents,         // 10
        ListConversations,  // 11
        ConversationProvenance // 12
    };

    explicit SunriseRoutes(SunriseStore *store);

    // The route for method + segments. None with *allowedMethods empty: no such path (404);
    // None with *allowedMethods set: the path exists for other methods (405).
    static Route match(const QByteArray &method, const QStringList &segments, QByteArray *allowedMethods);

    SunriseReply run(Route route, const SunriseRequest &request);

private:
    SunriseReply listCapabilities(const SunriseRequest &request);
    SunriseReply createCapability(const SunriseRequest &request);
    SunriseReply getCapability(const SunriseRequest &request);
    SunriseReply updateCapability(const SunriseRequest &request);
    SunriseReply deleteCapability(const SunriseRequest &request);

    // Indexes into the store's capability rows by category, ties in insertion order; rebuilt
    // after a write.
    const QList<int> &sortedCapabilities();
    // Puts rows of equal category in the order the store's paging model gives them for a
    // page ending at `bound` (offset + limit).
    void orderTies(QList<int> &matched, bool categoryFiltered, qint64 bound) const;

    SunriseStore *m_store;
    QList<int> m_sortedCapabilities;
    quint64 m_sortedRevision = ~quint64(0);
};

} // namespace sunrisetest
