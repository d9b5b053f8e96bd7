#pragma once

#include "cli/command.h"
#include "core/expected.h"

#include <QJsonArray>
#include <memory>

class QCommandLineParser;

namespace capstudio {
class Connection;
}

namespace capstudio::cli {

// `--from CONNECTION` for the subcommands that read a catalog: a saved profile's name, a
// postgresql://user@host:port/db URL or a Sunrise https:// URL (http:// only to this
// computer). The secret comes from CAPSTUDIO_PGPASSWORD / CAPSTUDIO_API_KEY or from the
// system keychain, never from the command line, so a deployment's CI can check its own
// live catalog.
class ConnectionSource
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionSource)

public:
    static const QString Option; // "from"

    static void addOption(QCommandLineParser &parser);
    static bool isSet(const QCommandLineParser &parser);
    // Opens the connection the option names; the error is a sentence ready to print.
    static Expected<std::unique_ptr<Connection>> open(const QCommandLineParser &parser);

    // Every capability of the store, as Sunrise's rows.
    static Expected<QJsonArray> capabilityRows(Connection &connection);
    // Every binding with its capability nested under "capability", as Sunrise lists an
    // agent's bindings (reference §4.6), and "agentId" kept.
    static Expected<QJsonArray> bindingRows(Connection &connection);
};

} // namespace capstudio::cli
