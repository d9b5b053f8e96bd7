#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio merge BASE OURS THEIRS [-o OUT]: a three-way merge of a flowgate YAML file at the
// level of workflows, states, transitions and fields, usable as a git merge driver
// (`capstudio merge %O %A %B -o %A`). Exit 0 merged, 1 conflicts (OURS untouched, the
// conflicts listed), 2 a side unreadable.
class MergeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(MergeCommand)

public:
    QString name() const override { return QStringLiteral("merge"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
