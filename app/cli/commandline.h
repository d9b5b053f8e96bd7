#pragma once

#include "cli/command.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace capstudio::cli {

// The shared framework of the headless subcommands: parses `capstudio [global options]
// SUBCOMMAND [options] ARGS`, adds --format text|json and --help to each subcommand,
// and maps usage errors to exit code 2.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    CommandLine();
    ~CommandLine();

    // True when these arguments ask for the command line rather than the window.
    bool isHeadless(const QStringList &arguments) const;
    int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

private:
    Command *find(const QString &name) const;
    QString overview() const;

    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace capstudio::cli
