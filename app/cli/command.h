#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

class QCommandLineParser;

namespace capstudio::cli {

enum ExitCode { ExitClean = 0, ExitFindings = 1, ExitFailure = 2 };
enum class OutputFormat { Text, Json };

// What a subcommand writes to and how.
struct CommandContext
{
    QTextStream &out;
    QTextStream &err;
    OutputFormat format = OutputFormat::Text;
};

// One headless subcommand (`capstudio NAME …`). Exit codes: 0 clean, 1 findings,
// 2 could not read its input or bad usage.
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    // Adds the positional arguments and options of the subcommand.
    virtual void configure(QCommandLineParser &parser) const = 0;
    virtual int run(const QCommandLineParser &parser, CommandContext &context) = 0;
};

} // namespace capstudio::cli
