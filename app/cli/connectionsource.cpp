#include "cli/connectionsource.h"

#include "catalog/catalogstore.h"
#include "connection.h"
#include "core/jsonpointer.h"
#include "remote/connectionprofiles.h"
#include "remote/credentialstore.h"
#include "remote/sunriseclient.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QHash>
#include <QSettings>

namespace capstudio::cli {

const QString ConnectionSource::Option = QStringLiteral("from");
const QString ConnectionSource::QuietOption = QStringLiteral("quiet");

void ConnectionSource::addOption(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        Option,
        tr("Read from a connection instead of a file: a saved profile's name, a postgresql://user@host:port/"
           "database URL or a Sunrise https:// URL. The password or API key comes from CAPSTUDIO_PGPASSWORD "
           "or CAPSTUDIO_API_KEY, else from the system keychain."),
        QStringLiteral("CONNECTION")));
    parser.addOption(QCommandLineOption(
        QuietOption, tr("With --from: say nothing while waiting for the server (its rate limit, no answer).")));
}

bool ConnectionSource::isSet(const QCommandLineParser &parser)
{
    return parser.isSet(Option);
}

namespace {

// One line on stderr when a request waits more than 2 s, and not again for the same reason
// while that wait lasts (parallel requests meet the same rate limit together). Waits are
// counted, so that a run that meets the limit again and again does not read as stuck.
void tellWaits(SunriseClient &client, CommandContext &context, const QString &command)
{
    struct Told
    {
        QHash<QString, qint64> quietUntil;
        int waits = 0;
        qint64 waitedMs = 0;
    };
    auto told = std::make_shared<Told>();
    const QString server = client.origin().toString();
    QObject::connect(&client, &SunriseClient::retryScheduled, &client,
                     [&context, command, server, told](ApiCall *, int, int delayMs, qint64 waitedMs, const QString &reason) {
                         if (delayMs <= 2000 && waitedMs <= 2000)
                             return;
                         const qint64 now = QDateTime::currentMSecsSinceEpoch();
                         if (told->quietUntil.value(reason) > now)
                             return;
                         told->quietUntil.insert(reason, now + delayMs);
                         ++told->waits;
                         told->waitedMs += delayMs;
                         const QString line = ConnectionSource::tr("%1: %2: %3; waiting %4 before trying again")
                                                  .arg(command, server, reason, ApiError::durationText(delayMs));
                         context.err << (told->waits == 1
                                             ? line + QLatin1Char('.')
                                             : ConnectionSource::tr("%1 (wait %2 of this run, %3 in all).")
                                                   .arg(line)
                                                   .arg(told->waits)
                                                   .arg(ApiError::durationText(told->waitedMs)))
                                     << '\n';
                         context.err.flush();
                     });
}

QString withoutFinalStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

} // namespace

Expected<std::unique_ptr<Connection>> ConnectionSource::open(const QCommandLineParser &parser, CommandContext &context,
                                                             const QString &command)
{
    return open(parser.value(Option), parser.isSet(QuietOption), context, command);
}

Expected<std::unique_ptr<Connection>> ConnectionSource::open(const QString &connectionSpec, bool quiet,
                                                             CommandContext &context, const QString &command)
{
    const QString spec = connectionSpec.trimmed();
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
    if (profile.kind == ConnectionProfile::Kind::CatalogFolder)
        return StoreError{StoreError::Kind::Invalid,
                          tr("“%1” is a catalog folder: give its path, %2, instead of --from.")
                              .arg(profile.name, profile.displayUrl())};

    CredentialStore keychain;
    const Expected<QString> secret = keychain.secretFor(profile);
    if (!secret)
        return StoreError{StoreError::Kind::Invalid,
                          tr("No secret for %1: set %2, or store it in the system keychain from the app (%3).")
                              .arg(profile.displayUrl(), CredentialStore::environmentVariable(profile.kind),
                                   withoutFinalStop(secret.error().message))};
    // The subcommands only read: a database is never migrated or altered by them.
    return Connection::open(
        profile, secret.value(),
        [&context, command, quiet](SunriseClient &client) {
            if (!quiet)
                tellWaits(client, context, command);
        },
        Connection::Access::ReadOnly);
}

void ConnectionSource::printWarnings(Connection &connection, CommandContext &context, const QString &command)
{
    for (const QString &warning : connection.store()->takeListWarnings())
        context.err << tr("%1: warning: %2").arg(command, warning) << '\n';
}

QStringList ConnectionSource::pointersBySlug(const QJsonArray &rows, const QString &base)
{
    QHash<QString, int> uses;
    for (const QJsonValue &row : rows)
        ++uses[row.toObject().value(QLatin1String("slug")).toString()];
    QStringList pointers;
    pointers.reserve(rows.size());
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const QString slug = row.value(QLatin1String("slug")).toString();
        const bool named = !slug.isEmpty() && uses.value(slug) == 1;
        pointers.append(jsonpointer::append(base, named ? slug : row.value(QLatin1String("id")).toString()));
    }
    return pointers;
}

std::optional<ConnectionSource::LiveRows> ConnectionSource::readLive(const QCommandLineParser &parser,
                                                                     CommandContext &context, const QString &command,
                                                                     Expected<Rows> (*read)(Connection &))
{
    const Expected<std::unique_ptr<Connection>> connection = open(parser, context, command);
    const Expected<Rows> rows = connection ? read(*connection.value()) : Expected<Rows>(connection.error());
    if (connection)
        printWarnings(*connection.value(), context, command);
    if (!rows) {
        context.err << tr("%1: %2").arg(command, rows.error().message) << '\n';
        return std::nullopt;
    }
    return LiveRows{connection.value()->profile().displayUrl(), rows.value()};
}

Expected<ConnectionSource::Rows> ConnectionSource::capabilityRows(Connection &connection)
{
    const Expected<QList<Capability>> capabilities = connection.store()->listCapabilities();
    if (!capabilities)
        return capabilities.error();
    Rows rows;
    for (const Capability &capability : capabilities.value())
        rows.rows.append(capability.toJson());
    rows.pointers = pointersBySlug(rows.rows, QStringLiteral("/capabilities"));
    return rows;
}

Expected<ConnectionSource::Rows> ConnectionSource::bindingRows(Connection &connection)
{
    CatalogStore &store = *connection.store();
    const Expected<QList<Capability>> capabilities = store.listCapabilities();
    if (!capabilities)
        return capabilities.error();
    QHash<QString, QJsonObject> byId;
    for (const Capability &capability : capabilities.value())
        byId.insert(capability.id, capability.toJson());
    const Expected<QList<Agent>> agents = store.listAgents();
    if (!agents)
        return agents.error();
    QJsonArray agentRows;
    for (const Agent &agent : agents.value())
        agentRows.append(QJsonObject{{QStringLiteral("id"), agent.id}, {QStringLiteral("slug"), agent.slug}});
    const QStringList agentPointers = pointersBySlug(agentRows, QStringLiteral("/agents"));

    Rows rows;
    for (qsizetype a = 0; a < agents.value().size(); ++a) {
        const Expected<QList<AgentBinding>> bindings = store.listBindings(agents.value().at(a).id);
        if (!bindings)
            return bindings.error();
        QJsonArray agentBindings;
        for (const AgentBinding &binding : bindings.value()) {
            QJsonObject row = binding.toJson();
            auto known = byId.constFind(binding.capabilityId);
            if (known == byId.constEnd()) {
                // Not in the catalog as listed: asked for by id, never taken as gone.
                const Expected<Capability> read = store.capability(binding.capabilityId);
                if (!read && read.error().kind != StoreError::Kind::NotFound)
                    return read.error();
                known = byId.insert(binding.capabilityId, read ? read.value().toJson() : QJsonObject());
            }
            row.insert(QStringLiteral("capability"), known->isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(*known));
            agentBindings.append(row);
        }
        QJsonArray named;
        for (const QJsonValue &row : agentBindings) {
            const QJsonObject capability = row.toObject().value(QLatin1String("capability")).toObject();
            named.append(QJsonObject{{QStringLiteral("id"), row.toObject().value(QLatin1String("capabilityId"))},
                                     {QStringLiteral("slug"), capability.value(QLatin1String("slug"))}});
        }
        const QStringList pointers = pointersBySlug(named, agentPointers.at(a) + QStringLiteral("/capabilities"));
        for (qsizetype b = 0; b < agentBindings.size(); ++b) {
            rows.rows.append(agentBindings.at(b));
            rows.pointers.append(pointers.at(b));
        }
    }
    return rows;
}

} // namespace capstudio::cli
