#pragma once

#include "cli/command.h"
#include "core/expected.h"

#include <QJsonArray>
#include <QStringList>
#include <memory>
#include <optional>

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
//
// What is read is whole or an error (exit 2): a list the server could not be made to give
// completely is never checked as if it were the catalog. Rows are named by slug, not by their
// place in the server's order, the same way for PostgreSQL and Sunrise.
class ConnectionSource
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionSource)

public:
    static const QString Option;      // "from"
    static const QString QuietOption; // "quiet"

    // Rows read from a connection, each with the JSON pointer its findings name it by.
    struct Rows
    {
        QJsonArray rows;
        QStringList pointers;
    };

    // --from and --quiet.
    static void addOption(QCommandLineParser &parser);
    static bool isSet(const QCommandLineParser &parser);
    // Opens the connection the option names; the error is a sentence ready to print. Unless
    // --quiet, a wait of more than 2 s for the server (its rate limit, no answer) is told
    // on stderr as one line: how long, and why.
    static Expected<std::unique_ptr<Connection>> open(const QCommandLineParser &parser, CommandContext &context,
                                                      const QString &command);
    // The same for a connection named otherwise (`catalog diff --to`).
    static Expected<std::unique_ptr<Connection>> open(const QString &spec, bool quiet, CommandContext &context,
                                                      const QString &command);
    // The notes that qualify what was read (stderr, prefixed with the command).
    static void printWarnings(Connection &connection, CommandContext &context, const QString &command);

    // Rows read whole from the connection --from names, and the connection's display URL.
    struct LiveRows
    {
        QString source;
        Rows rows;
    };
    // Opens the connection, reads it with `read` (capabilityRows, bindingRows) and tells its
    // warnings; what failed is told on stderr, prefixed with the command, and nothing returned.
    static std::optional<LiveRows> readLive(const QCommandLineParser &parser, CommandContext &context,
                                            const QString &command, Expected<Rows> (*read)(Connection &));

    // Every capability of the store, as Sunrise's rows, at /capabilities/<slug>.
    static Expected<Rows> capabilityRows(Connection &connection);
    // Every binding of every agent with its capability nested under "capability", as Sunrise
    // lists an agent's bindings (reference §4.6), at /agents/<agent slug>/capabilities/<slug>.
    // A binding whose capability the catalog lacks is read by id; one that is gone carries
    // "capability": null.
    static Expected<Rows> bindingRows(Connection &connection);

    // "/capabilities/lookup_order": a row by its slug, or by its id where the slug is empty
    // or not unique among `rows`.
    static QStringList pointersBySlug(const QJsonArray &rows, const QString &base);
};

} // namespace capstudio::cli
