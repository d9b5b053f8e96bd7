#include "cli/catalogcommand.h"

#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogfolder.h"
#include "cli/connectionsource.h"
#include "cli/diagnosticprinter.h"
#include "connection.h"
#include "remote/connectionprofile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace capstudio::cli {

namespace {

const QString OutputOption = QStringLiteral("output");
const QString ToOption = QStringLiteral("to");

// One side of a comparison, read whole.
struct Side
{
    QString label;
    CatalogSnapshot snapshot;
};

// A side is a folder when the path is one; anything else names a connection.
Expected<Side> readSide(const QString &spec, bool quiet, CommandContext &context, const QString &command)
{
    if (QFileInfo(spec).isDir()) {
        CatalogFolder::ReadResult read = CatalogFolder::read(spec);
        if (read.failure) {
            DiagnosticPrinter::printFailure(context, spec, *read.failure);
            return StoreError{StoreError::Kind::Invalid, QString()};
        }
        if (!read.ok()) {
            for (const Diagnostic &diagnostic : std::as_const(read.diagnostics))
                context.err << diagnostic.toText() << '\n';
            return StoreError{StoreError::Kind::Invalid,
                              CatalogCommand::tr("%1 has %n error(s); nothing was compared.", nullptr,
                                                 countBySeverity(read.diagnostics, Severity::Error))
                                  .arg(QDir::toNativeSeparators(spec))};
        }
        for (const Diagnostic &diagnostic : std::as_const(read.diagnostics))
            context.err << diagnostic.toText() << '\n';
        return Side{QDir::toNativeSeparators(spec), std::move(read.snapshot)};
    }
    Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(spec, quiet, context, command);
    if (!connection)
        return connection.error();
    Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*connection.value()->store());
    ConnectionSource::printWarnings(*connection.value(), context, command);
    if (!snapshot)
        return snapshot.error();
    return Side{connection.value()->profile().displayUrl(), std::move(snapshot.value())};
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

} // namespace

QString CatalogCommand::summary() const
{
    return tr("The catalog as code: pull a connection's capabilities and bindings into a folder of YAML "
              "files, and diff folders and connections field by field.");
}

void CatalogCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), tr("pull or diff."));
    parser.addPositionalArgument(QStringLiteral("DIR"),
                                 tr("diff: the catalog folder to compare with --from (or give --to)."),
                                 QStringLiteral("[DIR]"));
    ConnectionSource::addOption(parser);
    parser.addOption(QCommandLineOption({QStringLiteral("o"), OutputOption},
                                        tr("pull: the folder to write the catalog into."), QStringLiteral("DIR")));
    parser.addOption(QCommandLineOption(ToOption,
                                        tr("diff: the other side, a catalog folder or a connection, instead of DIR."),
                                        QStringLiteral("FOLDER|CONNECTION")));
}

int CatalogCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QString action = parser.positionalArguments().value(0);
    if (action == QLatin1String("pull"))
        return pull(parser, context);
    if (action == QLatin1String("diff"))
        return diff(parser, context);
    context.err << (action.isEmpty() ? tr("capstudio catalog: give an action: pull or diff")
                                     : tr("capstudio catalog: unknown action “%1”: pull or diff").arg(action))
                << '\n';
    return ExitFailure;
}

int CatalogCommand::pull(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio catalog pull");
    if (!ConnectionSource::isSet(parser) || !parser.isSet(OutputOption) || parser.positionalArguments().size() > 1) {
        context.err << tr("%1: usage: capstudio catalog pull --from CONNECTION -o DIR").arg(command) << '\n';
        return ExitFailure;
    }
    const QString folder = parser.value(OutputOption);
    if (QFileInfo::exists(folder) && !QFileInfo(folder).isDir()) {
        context.err << tr("%1: %2 is a file, not a folder").arg(command, QDir::toNativeSeparators(folder)) << '\n';
        return ExitFailure;
    }
    const Expected<std::unique_ptr<Connection>> connection = ConnectionSource::open(parser, context, command);
    if (!connection) {
        context.err << tr("%1: %2").arg(command, connection.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<CatalogSnapshot> snapshot = CatalogSnapshot::read(*connection.value()->store());
    ConnectionSource::printWarnings(*connection.value(), context, command);
    if (!snapshot) {
        context.err << tr("%1: %2").arg(command, snapshot.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot.value(), folder);
    if (!report) {
        context.err << tr("%1: %2").arg(command, report.error().message) << '\n';
        return ExitFailure;
    }
    for (const QString &note : report.value().notes)
        context.err << tr("%1: note: %2").arg(command, note) << '\n';
    const QString source = connection.value()->profile().displayUrl();
    if (context.format == OutputFormat::Json) {
        context.out << QJsonDocument(QJsonObject{{QStringLiteral("from"), source},
                                                 {QStringLiteral("folder"), QDir::toNativeSeparators(folder)},
                                                 {QStringLiteral("capabilities"), int(snapshot.value().capabilities.size())},
                                                 {QStringLiteral("agents"), int(snapshot.value().agentSlugs.size())},
                                                 {QStringLiteral("bindings"), int(snapshot.value().bindings.size())},
                                                 {QStringLiteral("written"), toArray(report.value().written)},
                                                 {QStringLiteral("removed"), toArray(report.value().removed)},
                                                 {QStringLiteral("unchanged"), report.value().unchanged}})
                           .toJson(QJsonDocument::Indented);
        return ExitClean;
    }
    for (const QString &file : report.value().written)
        context.out << tr("wrote %1").arg(file) << '\n';
    for (const QString &file : report.value().removed)
        context.out << tr("removed %1").arg(file) << '\n';
    context.out << tr("Pulled %n capabilities", nullptr, int(snapshot.value().capabilities.size()))
                << tr(" and %n bindings", nullptr, int(snapshot.value().bindings.size()))
                << tr(" of %n agents", nullptr, int(snapshot.value().agentSlugs.size()))
                << tr(" from %1 into %2: %3 written, %4 removed, %5 unchanged.")
                       .arg(source, QDir::toNativeSeparators(folder))
                       .arg(report.value().written.size())
                       .arg(report.value().removed.size())
                       .arg(report.value().unchanged)
                << '\n';
    return ExitClean;
}

int CatalogCommand::diff(const QCommandLineParser &parser, CommandContext &context)
{
    const QString command = QStringLiteral("capstudio catalog diff");
    const QStringList positional = parser.positionalArguments();
    const bool hasDir = positional.size() == 2;
    if (!ConnectionSource::isSet(parser) || positional.size() > 2 || hasDir == parser.isSet(ToOption)) {
        context.err << tr("%1: usage: capstudio catalog diff DIR --from CONNECTION, or capstudio catalog diff --from "
                          "A --to B")
                           .arg(command)
                    << '\n';
        return ExitFailure;
    }
    const bool quiet = parser.isSet(ConnectionSource::QuietOption);
    const QString toSpec = hasDir ? positional.at(1) : parser.value(ToOption);
    if (hasDir && !QFileInfo(toSpec).isDir()) {
        context.err << tr("%1: %2 is not a folder").arg(command, QDir::toNativeSeparators(toSpec)) << '\n';
        return ExitFailure;
    }
    const Expected<Side> from = readSide(parser.value(ConnectionSource::Option), quiet, context, command);
    if (!from) {
        if (!from.error().message.isEmpty())
            context.err << tr("%1: %2").arg(command, from.error().message) << '\n';
        return ExitFailure;
    }
    const Expected<Side> to = readSide(toSpec, quiet, context, command);
    if (!to) {
        if (!to.error().message.isEmpty())
            context.err << tr("%1: %2").arg(command, to.error().message) << '\n';
        return ExitFailure;
    }
    const CatalogDiff diff = CatalogDiff::compare(from.value().snapshot, to.value().snapshot);
    if (context.format == OutputFormat::Json) {
        QJsonObject report = diff.toJson();
        report.insert(QStringLiteral("from"), from.value().label);
        report.insert(QStringLiteral("to"), to.value().label);
        context.out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    } else if (diff.isEmpty()) {
        context.out << tr("%1 and %2 hold the same catalog: %n capabilities", nullptr,
                          int(to.value().snapshot.capabilities.size()))
                           .arg(from.value().label, to.value().label)
                    << tr(", %n bindings.", nullptr, int(to.value().snapshot.bindings.size())) << '\n';
    } else {
        context.out << tr("--- %1\n+++ %2\n").arg(from.value().label, to.value().label) << diff.toText();
    }
    return diff.isEmpty() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
