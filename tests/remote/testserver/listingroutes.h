#pragma once

#include "sunrisereply.h"
#include "sunriserequest.h"

#include <QJsonObject>

namespace sunrisetest {

class SunriseStore;

// The agent list (§4.10), the conversation list (§4.11) and the provenance bundle (§4.12, §8.1).
class ListingRoutes
{
public:
    explicit ListingRoutes(SunriseStore *store);

    SunriseReply agents(const SunriseRequest &request);
    SunriseReply conversations(const SunriseRequest &request);
    SunriseReply provenance(const SunriseRequest &request);

private:
    // Owned by the caller, or system-owned (userId null). Shares are not modelled.
    bool visible(const QJsonObject &conversation) const;
    void moveLastAgent();
    void moveOldestConversation();

    SunriseStore *m_store;
};

} // namespace sunrisetest
