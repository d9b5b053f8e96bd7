#include "cli/mergecommand.h"

#include "flowgate/semanticmerge.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace capstudio::cli {

namespace {

const QString OutputOption = QStringLiteral("output");
const QString PathOption = QStringLiteral("path");

bool readAll(const QString &path, QByteArray *text, CommandContext &context)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.err << MergeCommand::tr("capstudio merge: cannot read %1: %2").arg(path, file.errorString()) << '\n';
        return false;
    }
    *text = file.readAll();
    return true;
}

QJsonValue sideJson(bool absent, const flowgate::Value &value)
{
    return absent ? QJsonValue(QJsonValue::Undefined) : value.toJson();
}

} // namespace

QString MergeCommand::summary() const
{
    return tr("Three-way merge of a flowgate YAML file (a git merge driver).");
}

void MergeCommand::configure(QCommandLineParser &parser) const
{
    parser.addOption(QCommandLineOption({QStringLiteral("o"), OutputOption},
                                        tr("Write the merged file here (atomically), only when it merges clean."),
                                        QStringLiteral("OUT")));
    parser.addOption(QCommandLineOption(PathOption, tr("The file's real path, named in messages (git's %P)."),
                                        QStringLiteral("PATH")));
    parser.addPositionalArgument(QStringLiteral("BASE"), tr("The common ancestor (git's %O)."));
    parser.addPositionalArgument(QStringLiteral("OURS"), tr("Our version (git's %A)."));
    parser.addPositionalArgument(QStringLiteral("THEIRS"), tr("Their version (git's %B)."));
}

int MergeCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        context.err << tr("capstudio merge: expected BASE OURS THEIRS") << '\n';
        return ExitFailure;
    }
    QByteArray base;
    QByteArray ours;
    QByteArray theirs;
    if (!readAll(positional.at(0), &base, context) || !readAll(positional.at(1), &ours, context)
        || !readAll(positional.at(2), &theirs, context))
        return ExitFailure;
    // git hands over temporary files (.merge_file_XXXXXX): the format is known by content;
    // --path names the real file in messages.
    const QString shownName = parser.isSet(PathOption) ? parser.value(PathOption) : positional.at(1);
    const flowgate::SemanticMerge::Result result = flowgate::SemanticMerge::merge(base, ours, theirs, shownName);
    if (!result.readable || !result.errors.isEmpty()) {
        for (const Diagnostic &error : result.errors)
            context.err << error.toText() << '\n';
        return ExitFailure;
    }
    if (context.format == OutputFormat::Json) {
        QJsonArray conflicts;
        for (const auto &conflict : result.conflicts) {
            QJsonObject object{{QStringLiteral("place"), conflict.place}, {QStringLiteral("pointer"), conflict.pointer}};
            const QJsonValue baseValue = sideJson(conflict.baseAbsent, conflict.base);
            const QJsonValue oursValue = sideJson(conflict.oursAbsent, conflict.ours);
            const QJsonValue theirsValue = sideJson(conflict.theirsAbsent, conflict.theirs);
            if (!baseValue.isUndefined())
                object.insert(QStringLiteral("base"), baseValue);
            if (!oursValue.isUndefined())
                object.insert(QStringLiteral("ours"), oursValue);
            if (!theirsValue.isUndefined())
                object.insert(QStringLiteral("theirs"), theirsValue);
            conflicts.append(object);
        }
        context.err << QJsonDocument(QJsonObject{{QStringLiteral("file"), shownName},
                                                 {QStringLiteral("clean"), result.clean()},
                                                 {QStringLiteral("taken"), result.taken},
                                                 {QStringLiteral("conflicts"), conflicts}})
                           .toJson(QJsonDocument::Indented);
    } else if (!result.conflicts.isEmpty()) {
        context.err << tr("capstudio merge: %1: %n conflict(s); %2 is left as it was", nullptr,
                          int(result.conflicts.size()))
                           .arg(shownName, positional.at(1))
                    << '\n';
        for (const auto &conflict : result.conflicts)
            context.err << "  " << conflict.describe() << '\n';
    }
    if (!result.conflicts.isEmpty())
        return ExitFindings;

    if (parser.isSet(OutputOption)) {
        QSaveFile out(parser.value(OutputOption));
        if (!out.open(QIODevice::WriteOnly) || out.write(result.text) != result.text.size() || !out.commit()) {
            context.err << tr("capstudio merge: cannot write %1: %2").arg(parser.value(OutputOption), out.errorString())
                        << '\n';
            return ExitFailure;
        }
    } else {
        context.out.flush();
        QFile standardOutput;
        if (standardOutput.open(stdout, QIODevice::WriteOnly))
            standardOutput.write(result.text);
    }
    return ExitClean;
}

} // namespace capstudio::cli
