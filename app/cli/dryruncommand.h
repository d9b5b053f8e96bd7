#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio dry-run: walks Sunrise's dispatch pipeline for one call on a workspace's data
// and prints every step (exit 0 when the handler would run, 1 when a step stops the call),
// or, with --saved, re-runs every dry-run saved in the workspace and reports those whose
// verdict changed since they were saved (exit 1 when any did). Nothing is called.
class DryRunCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DryRunCommand)

public:
    QString name() const override { return QStringLiteral("dry-run"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
