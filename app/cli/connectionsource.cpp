#include "cli/connectionsource.h"

#include "catalog/catalogstore.h"
#include "connection.h"
#include "remote/connectionprofiles.h"
#include "remote/credentialstore.h"

#include <QCommandLineParser>
#include <QHash>
#include <QSettings>

namespace capstudio::cli {

const QString ConnectionSource::Option = QStringLiteral("from");

void ConnectionSource::addOption(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        Option,
        tr("Read from a connection instead of a file: a saved profile's name, a postgresql://user@host:port/"
           "database URL or a Sunrise https:// URL. The password or API key comes from CAPSTUDIO_PGPASSWORD "
           "or CAPSTUDIO_API_KEY, else from the system keychain."),
        QStringLiteral("CONNECTION")));
}

bool ConnectionSource::isSet(const QCommandLineParser &parser)
{
    return parser.isSet(Option);
}

Expected<std::unique_ptr<Connection>> ConnectionSource::open(const QCommandLineParser &parser)
{
    const QString spec = parser.value(Option).trimmed();
    ConnectionProfile profile;
    if (spec.contains(QLatin1String("://"))) {
        const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(spec);
        if (!parsed)
            return parsed.error();
        profile = parsed.value();
    } else {
        ConnectionProfiles profiles;
        QSettings settings;
        profiles.load(settings);
        const std::optional<ConnectionProfile> found = profiles.find(spec);
        if (!found)
            return StoreError{StoreError::Kind::NotFound,
                              tr("No saved connection is named “%1”. Give a postgresql:// or https:// URL, or save "
                                 "the profile in the app (File ▸ Connections…).")
                                  .arg(spec)};
        profile = *found;
    }
    if (profile.kind == ConnectionProfile::Kind::Embedded)
        return StoreError{StoreError::Kind::Invalid,
                          tr("--from reads PostgreSQL databases and Sunrise servers; give the workspace's "
                             "exported JSON file instead.")};

    CredentialStore keychain;
    const Expected<QString> secret = keychain.secretFor(profile);
    if (!secret)
        return StoreError{StoreError::Kind::Invalid,
                          tr("No secret for %1: set %2, or store it in the system keychain from the app (%3).")
                              .arg(profile.displayUrl(), CredentialStore::environmentVariable(profile.kind),
                                   secret.error().message)};
    return Connection::open(profile, secret.value());
}

Expected<QJsonArray> ConnectionSource::capabilityRows(Connection &connection)
{
    const Expected<QList<Capability>> capabilities = connection.store().listCapabilities();
    if (!capabilities)
        return capabilities.error();
    QJsonArray rows;
    for (const Capability &capability : capabilities.value())
        rows.append(capability.toJson());
    return rows;
}

Expected<QJsonArray> ConnectionSource::bindingRows(Connection &connection)
{
    const Expected<QList<Capability>> capabilities = connection.store().listCapabilities();
    if (!capabilities)
        return capabilities.error();
    QHash<QString, QJsonObject> byId;
    for (const Capability &capability : capabilities.value())
        byId.insert(capability.id, capability.toJson());
    const Expected<QList<AgentBinding>> bindings = connection.store().listBindings();
    if (!bindings)
        return bindings.error();
    QJsonArray rows;
    for (const AgentBinding &binding : bindings.value()) {
        QJsonObject row = binding.toJson();
        row.insert(QStringLiteral("capability"), byId.value(binding.capabilityId));
        rows.append(row);
    }
    return rows;
}

} // namespace capstudio::cli
