#include "remote/apistoreworker.h"

#include "remote/apicatalogstore.h"

#include <QPointer>

namespace capstudio {

namespace {

// The store and the client it talks through, made and destroyed together on the worker.
class OwningApiStore : public ApiCatalogStore
{
public:
    explicit OwningApiStore(std::unique_ptr<SunriseClient> client)
        : ApiCatalogStore(client.get()), m_client(std::move(client))
    {
    }

private:
    std::unique_ptr<SunriseClient> m_client;
};

} // namespace

std::unique_ptr<StoreWorker> makeApiWorker(const QUrl &origin, const QString &apiKey,
                                           const SunriseClient::Options &options, ApiActivity *activity)
{
    const QPointer<ApiActivity> relay = activity;
    auto factory = [origin, apiKey, options, relay]() -> Expected<std::unique_ptr<CatalogStore>> {
        auto client = std::make_unique<SunriseClient>(origin, apiKey);
        client->setOptions(options);
        if (relay) {
            // Posted to the relay's thread. The relay outlives the worker (its owner ends the
            // worker first), so the raw pointer is safe on the worker thread.
            ApiActivity *target = relay.data();
            QObject::connect(client.get(), &SunriseClient::retryScheduled, client.get(),
                             [target](ApiCall *, int, int delayMs, qint64, const QString &reason) {
                                 QMetaObject::invokeMethod(
                                     target, [target, delayMs, reason] { emit target->retryScheduled(delayMs, reason); },
                                     Qt::QueuedConnection);
                             });
        }
        auto store = std::make_unique<OwningApiStore>(std::move(client));
        if (relay) {
            ApiActivity *target = relay.data();
            store->setProgressHandler([target](int done, int total, const QString &what) {
                QMetaObject::invokeMethod(
                    target, [target, done, total, what] { emit target->progress(done, total, what); },
                    Qt::QueuedConnection);
            });
        }
        return std::unique_ptr<CatalogStore>(std::move(store));
    };
    return std::make_unique<StoreWorker>(std::move(factory), QStringLiteral("capstudio-sunrise"), nullptr,
                                         [](CatalogStore &store) { static_cast<ApiCatalogStore &>(store).cancel(); });
}

} // namespace capstudio
