#pragma once

#include "cli/command.h"

#include "flowgate/value.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio::cli {

// capstudio analyze PATH [--workflow ID] [--witnesses DIR] [--max-runs N]: what `check` does
// not find (dead ends, traps, guards that never hold, chain choices that stall or overlap,
// shadowed branches, ignored guards, unhandled capability failures), each with a witness
// run. Exit 0 nothing found, 1 findings, 2 the library cannot be read or does not load.
class AnalyzeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(AnalyzeCommand)

public:
    QString name() const override { return QStringLiteral("analyze"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

// capstudio test-paths PATH --workflow ID -o DIR: the fewest simulator runs that fire every
// transition and take each decidable guard and branch both ways, written as saved runs.
// Exit 0 everything covered, 1 some goal no run reaches, 2 unreadable input or output.
class TestPathsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(TestPathsCommand)

public:
    QString name() const override { return QStringLiteral("test-paths"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

// capstudio replay RUN... --library PATH: replays saved simulator runs headless. Exit 0 when
// every run follows the same transitions to the same results, 1 naming the first action of
// each run that diverges, 2 an unreadable run or library.
class ReplayCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ReplayCommand)

public:
    QString name() const override { return QStringLiteral("replay"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
