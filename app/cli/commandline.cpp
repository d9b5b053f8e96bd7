#include "cli/commandline.h"

#include "cli/terminaltext.h"

#include "cli/catalogcommand.h"
#include "cli/checkbindingscommand.h"
#include "cli/comparecommand.h"
#include "cli/reviewcommand.h"
#include "cli/dryruncommand.h"
#include "cli/diffcommand.h"
#include "cli/hashcommand.h"
#include "cli/mergecommand.h"
#include "cli/lintcapabilitiescommand.h"
#include "cli/rendercommand.h"
#include "cli/scancommand.h"
#include "cli/validatecommand.h"
#include "cli/workflowcommands.h"

#include <QCommandLineParser>

namespace capstudio::cli {

CommandLine::CommandLine()
{
    m_commands.push_back(std::make_unique<LintCapabilitiesCommand>());
    m_commands.push_back(std::make_unique<ValidateCommand>());
    m_commands.push_back(std::make_unique<HashCommand>());
    m_commands.push_back(std::make_unique<DiffCommand>());
    m_commands.push_back(std::make_unique<MergeCommand>());
    m_commands.push_back(std::make_unique<AnalyzeCommand>());
    m_commands.push_back(std::make_unique<TestPathsCommand>());
    m_commands.push_back(std::make_unique<ReplayCommand>());
    m_commands.push_back(std::make_unique<ScanCommand>());
    m_commands.push_back(std::make_unique<CompareCommand>());
    m_commands.push_back(std::make_unique<ReviewCommand>());
    m_commands.push_back(std::make_unique<CheckBindingsCommand>());
    m_commands.push_back(std::make_unique<DryRunCommand>());
    m_commands.push_back(std::make_unique<RenderCommand>());
    m_commands.push_back(std::make_unique<CatalogCommand>());
}

CommandLine::~CommandLine() = default;

Command *CommandLine::find(const QString &name) const
{
    for (const auto &command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

bool CommandLine::isHeadless(const QStringList &arguments) const
{
    // Options of the window itself, and Qt's own GUI options with a value.
    static const QStringList windowOptionsWithValue{
        QStringLiteral("--workspace"), QStringLiteral("--theme"), QStringLiteral("-platform"), QStringLiteral("-style"),
        QStringLiteral("-stylesheet"), QStringLiteral("-geometry"), QStringLiteral("-qwindowgeometry"),
        QStringLiteral("-session"), QStringLiteral("-qwindowtitle"), QStringLiteral("-qwindowicon")};
    static const QStringList windowFlags{QStringLiteral("-reverse"),
                                         QStringLiteral("-nograb"), QStringLiteral("-dograb")};
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (windowOptionsWithValue.contains(argument)) {
            ++i; // its value
            continue;
        }
        if (windowFlags.contains(argument))
            continue;
        if (argument.startsWith(QLatin1String("--workspace=")) || argument.startsWith(QLatin1String("--theme=")))
            continue;
        // `--merge BASE OURS THEIRS [RESULT]`: the window's merge (a git mergetool).
        if (argument == QLatin1String("--merge")) {
            for (int files = 0; files < 4 && i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1Char('-'));
                 ++files)
                ++i;
            continue;
        }
        // Anything else (a subcommand, --help, --version, a typo) is for the command line,
        // which answers usage errors with exit code 2 instead of opening a window.
        return true;
    }
    return false;
}

QString CommandLine::overview() const
{
    QString text = tr("Usage: capstudio [--workspace PATH] [--theme system|light|dark]\n"
                      "       capstudio SUBCOMMAND [--format text|json] ARGS...\n\n"
                      "Without a subcommand capstudio opens its window on the workspace.\n\n"
                      "Subcommands:\n");
    for (const auto &command : m_commands)
        text += QStringLiteral("  %1  %2\n").arg(command->name(), -20).arg(command->summary());
    text += tr("\nGlobal options:\n"
               "  --workspace PATH      open another SQLite workspace file\n"
               "  --theme THEME         the window's theme for this run: system, light or dark\n"
               "  -h, --help            show this help, or a subcommand's with SUBCOMMAND --help\n"
               "  -v, --version         show the version\n\n"
               "Exit codes: 0 clean, 1 findings, 2 input unreadable or bad usage.\n");
    return text;
}

int CommandLine::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString first = arguments.value(1);
    if (first.isEmpty() || first == QLatin1String("-h") || first == QLatin1String("--help")
        || first == QLatin1String("help")) {
        out << overview();
        return ExitClean;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << '\n';
        return ExitClean;
    }

    Command *command = find(first);
    if (!command) {
        err << tr("capstudio: unknown subcommand or option \"%1\"").arg(first) << '\n'
            << tr("Run \"capstudio --help\" to list the subcommands.") << '\n';
        return ExitFailure;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        tr("Show this help."));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("Output format: text (default) or json."),
                                          QStringLiteral("text|json"), QStringLiteral("text"));
    parser.addOption(helpOption);
    parser.addOption(formatOption);
    command->configure(parser);

    QStringList commandArguments = arguments.mid(1);
    commandArguments[0] = QStringLiteral("capstudio ") + command->name();
    if (!parser.parse(commandArguments)) {
        err << tr("capstudio %1: %2").arg(command->name(), parser.errorText()) << '\n';
        return ExitFailure;
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return ExitClean;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        err << tr("capstudio %1: --format must be text or json, not \"%2\"")
                   .arg(command->name(), format)
            << '\n';
        return ExitFailure;
    }
    // Text for a person goes through one escaping step; JSON stays exact.
    const bool json = format == QLatin1String("json");
    TerminalText escapedOut(out);
    TerminalText escapedErr(err);
    QTextStream safeOut(&escapedOut);
    QTextStream safeErr(&escapedErr);
    CommandContext context{json ? out : safeOut, safeErr, json ? OutputFormat::Json : OutputFormat::Text};
    const int exitCode = command->run(parser, context);
    safeOut.flush();
    safeErr.flush();
    return exitCode;
}

} // namespace capstudio::cli
