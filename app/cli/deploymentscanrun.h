#pragma once

#include "cli/command.h"

#include <QCommandLineOption>
#include <QList>

class QCommandLineParser;

namespace capstudio::cli {

// `capstudio scan --from CONNECTION --all`: every conversation of a deployment, streamed from
// the store (on PostgreSQL through a server-side cursor, with the time window and the agents
// in the query) and scanned on every core while the next rows are fetched. Findings are
// printed as they come, conversation by conversation in id order; the aggregates go to the
// report (--report) and the JSON's summary. Nothing is kept per finding, so memory stays
// bounded whatever the deployment's size.
class DeploymentScanRun
{
    Q_DECLARE_TR_FUNCTIONS(DeploymentScanRun)

public:
    static const QString AllOption;   // "all"
    static const QString SinceOption; // "since"
    static const QString UntilOption; // "until"
    static const QString AgentOption; // "agent"
    static const QString SinceLastOption; // "since-last"
    static const QString WorkspaceOption; // "workspace"

    static QList<QCommandLineOption> options();
    static bool isSet(const QCommandLineParser &parser);
    // --report is the scan command's own option; its value is passed here.
    static int run(const QCommandLineParser &parser, const QString &reportPath, CommandContext &context);
};

} // namespace capstudio::cli
