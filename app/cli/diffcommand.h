#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio diff OLD NEW: what changed between two flowgate sources (files, repo folders or
// gateway.yaml), workflow by workflow, in states, transitions, guards, actors, executors,
// `use:` bindings, inputs, outputs, slots and contracts. Exit 0 equal, 1 different, 2 a side
// unreadable. Works as `git difftool` (`capstudio diff $LOCAL $REMOTE`).
class DiffCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(DiffCommand)

public:
    QString name() const override { return QStringLiteral("diff"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
