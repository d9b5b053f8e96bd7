#pragma once

#include "sunrisereply.h"
#include "sunriserequest.h"

#include <QJsonObject>
#include <QSet>

namespace sunrisetest {

class SunriseStore;

// Agent ↔ capability bindings (reference §4.6-4.9) and the save-time env-var warning (§5).
class BindingRoutes
{
public:
    explicit BindingRoutes(SunriseStore *store);

    SunriseReply list(const SunriseRequest &request);   // GET    agents/:id/capabilities
    SunriseReply attach(const SunriseRequest &request); // POST   agents/:id/capabilities
    SunriseReply update(const SunriseRequest &request); // PATCH  agents/:id/capabilities/:capId
    SunriseReply detach(const SunriseRequest &request); // DELETE agents/:id/capabilities/:capId

    // §5: the ${env:NAME} references of customConfig.forcedUrl and the forcedHeaders values
    // (header key order as written in rawBody), first appearance first, without duplicates,
    // keeping those not in `environment`. Empty when either field has the wrong type.
    static QStringList missingEnvVars(const QJsonObject &customConfig, const QByteArray &rawBody,
                                      const QSet<QString> &environment);

private:
    QJsonObject warningsMeta(const QJsonValue &customConfig, const QByteArray &rawBody) const;

    SunriseStore *m_store;
};

} // namespace sunrisetest
