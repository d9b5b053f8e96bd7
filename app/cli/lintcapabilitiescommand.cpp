#include "cli/lintcapabilitiescommand.h"

#include "core/boundedread.h"
#include "core/jsonduplicatekeys.h"
#include "core/jsontext.h"
#include "core/workpool.h"

#include "catalog/capabilityfile.h"
#include "catalogcode/catalogfolder.h"
#include "catalogcode/cataloglint.h"
#include "catalogcode/catalogpolicy.h"
#include "catalog/capabilityrules.h"
#include "cli/connectionsource.h"
#include "cli/diagnosticprinter.h"
#include "connection.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>

namespace capstudio::cli {

namespace {

const QString kModeOption = QStringLiteral("mode");

enum class Mode { Rows, Create };

// What the findings mean, printed beside them so nobody reads one mode's errors as the other's.
QString describe(Mode mode)
{
    return mode == Mode::Create
        ? LintCapabilitiesCommand::tr("create bodies (POST …/capabilities): errors are exactly what "
                                      "Sunrise refuses, the rest are warnings")
        : LintCapabilitiesCommand::tr("rows (as a Sunrise database or a GET holds them): nulls and "
                                      "server-set fields are normal");
}

// --mode as given, or the default for this input: what a server answered is rows, a file of
// bodies without database ids is create.
// With fileDefault false, only a mode given on the command line (nothing otherwise).
std::optional<Mode> modeOf(const QCommandLineParser &parser, const CapabilityFile::Content *content,
                           bool fileDefault = true)
{
    const QString given = parser.value(kModeOption);
    if (given == QLatin1String("rows"))
        return Mode::Rows;
    if (given == QLatin1String("create"))
        return Mode::Create;
    if (!given.isEmpty() || !fileDefault)
        return std::nullopt;
    if (!content || content->envelope)
        return Mode::Rows;
    for (const QJsonValue &row : content->rows) {
        if (!row.toObject().contains(QStringLiteral("id")))
            return Mode::Create;
    }
    return content->rows.isEmpty() ? Mode::Create : Mode::Rows;
}

// A bare JSON array of capabilities, checked row by row from its text: each row is parsed on
// the thread that checks it and dropped after, so a 90 MB catalog takes about its own size in
// memory, not the eight times a whole document took. Nothing when the text is not a bare
// array or a row does not parse: the document path then parses the same text and says
// exactly what is wrong and where.
struct StreamedLint
{
    Diagnostics diagnostics;
    int rows = 0;
    Mode mode = Mode::Rows;
};

std::optional<StreamedLint> lintArrayText(const QCommandLineParser &parser, const QByteArray &text, const QString &path)
{
    const std::optional<std::vector<CapabilityRules::TextSpan>> rows = CapabilityFile::splitArray(text);
    if (!rows)
        return std::nullopt;
    // The default mode: rows when every row has an id. Checked as the first row says, and
    // again as bodies in the rare file where a later row has none.
    std::optional<Mode> mode = modeOf(parser, nullptr, /*fileDefault=*/false);
    Mode as = Mode::Create;
    if (mode) {
        as = *mode;
    } else if (!rows->empty()) {
        const CapabilityRules::TextSpan first = rows->front();
        const QJsonDocument firstRow = QJsonDocument::fromJson(
            QByteArray::fromRawData(text.constData() + first.begin, first.end - first.begin));
        as = firstRow.object().contains(QLatin1String("id")) ? Mode::Rows : Mode::Create;
    }
    const CapabilityRules::NulInText nul = text.contains("\\u0000") ? CapabilityRules::NulInText::Possible
                                                                           : CapabilityRules::NulInText::Absent;
    const auto check = [&](Mode checkAs, bool *everyRowHasAnId) {
        return CapabilityRules::checkRowTexts(
            text, *rows, path, checkAs == Mode::Rows ? CapabilityRules::RowsAs::Rows : CapabilityRules::RowsAs::Create,
            {}, nul, everyRowHasAnId);
    };
    // Keys written twice are looked for beside the rows' checks (a pass over the whole text).
    Diagnostics duplicates;
    TaskGroup beside;
    beside.start([&] { duplicates = JsonDuplicateKeys::find(text, path); });
    bool everyRowHasAnId = true;
    std::optional<Diagnostics> checked = check(as, &everyRowHasAnId);
    if (checked && !mode && as == Mode::Rows && !everyRowHasAnId) {
        as = Mode::Create;
        checked = check(as, nullptr);
    }
    beside.wait();
    if (!checked)
        return std::nullopt;
    StreamedLint lint;
    lint.diagnostics = duplicates + *checked;
    lint.rows = int(rows->size());
    lint.mode = as;
    return lint;
}

} // namespace

QString LintCapabilitiesCommand::summary() const
{
    return tr("Check a JSON file of capabilities against Sunrise's admin API rules.");
}

void LintCapabilitiesCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("A JSON array of capability rows, a Sunrise response "
                                    "envelope {\"success\": true, \"data\": [...]}, or a catalog folder "
                                    "(capstudio catalog pull). With --from, FILE holds bodies to create "
                                    "there and their slugs are checked against it."));
    parser.addOption(QCommandLineOption(
        kModeOption,
        tr("How to read a FILE: \"rows\" as a database or a GET holds them, \"create\" as POST "
           "bodies (errors are exactly Sunrise's refusals). Default: rows for a response envelope or "
           "rows with ids, create otherwise."),
        QStringLiteral("rows|create")));
    ConnectionSource::addOption(parser);
}

int LintCapabilitiesCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString command = QStringLiteral("capstudio lint-capabilities");
    if (!modeOf(parser, nullptr)) {
        context.err << tr("%1: --mode must be \"rows\" or \"create\", not \"%2\"")
                           .arg(command, parser.value(kModeOption))
                    << '\n';
        return ExitFailure;
    }
    if (ConnectionSource::isSet(parser) && positional.isEmpty()) {
        const std::optional<ConnectionSource::LiveRows> live =
            ConnectionSource::readLive(parser, context, command, &ConnectionSource::capabilityRows);
        if (!live)
            return ExitFailure;
        // Findings name the connection and the row by its slug: /capabilities/<slug>/field.
        const Diagnostics diagnostics = CapabilityRules::checkNamedRows(live->rows.rows, live->source, live->rows.pointers);
        DiagnosticPrinter::printReport(context, live->source, int(live->rows.rows.size()), diagnostics);
        return diagnostics.isEmpty() ? ExitClean : ExitFindings;
    }
    if (positional.size() != 1) {
        context.err << tr("capstudio lint-capabilities: expected exactly one FILE, got %n", nullptr,
                          int(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    if (QFileInfo(positional.constFirst()).isDir()) {
        if (ConnectionSource::isSet(parser)) {
            context.err << tr("%1: a catalog folder is compared with a connection by "
                              "\"capstudio catalog diff\", not linted against it")
                               .arg(command)
                        << '\n';
            return ExitFailure;
        }
        // A catalog folder: every file's shape and types, Sunrise's rules and literal secrets,
        // each finding at file:line:col.
        const QString folder = positional.constFirst();
        const CatalogFolder::ReadResult read = CatalogFolder::read(folder);
        if (read.failure) {
            DiagnosticPrinter::printFailure(context, folder, *read.failure);
            return ExitFailure;
        }
        const Expected<CatalogPolicy> policy = CatalogPolicy::load(folder);
        if (!policy) {
            context.err << tr("capstudio lint-capabilities: %1").arg(policy.error().message) << '\n';
            return ExitFailure;
        }
        const Diagnostics diagnostics = read.diagnostics + CatalogLint::check(read.snapshot, folder)
            + policy.value().check(read.snapshot, folder, CatalogPolicy::Scope::Capabilities);
        DiagnosticPrinter::printReport(context, folder, int(read.snapshot.capabilities.size()), diagnostics);
        // A rule the policy makes "info" reports without failing.
        return countBySeverity(diagnostics, Severity::Error) + countBySeverity(diagnostics, Severity::Warning) == 0
            ? ExitClean
            : ExitFindings;
    }
    // "-" is standard input, named so in the findings.
    const QString path = BoundedRead::displayName(positional.constFirst());
    // A file is read once: checked row by row when it is a bare array, else parsed whole.
    std::optional<CapabilityFile::Content> whole;
    if (!ConnectionSource::isSet(parser) && positional.constFirst() != QLatin1String("-")) {
        const BoundedRead::Result read =
            BoundedRead::read(positional.constFirst(), JsonText::DefaultMaxBytes, BoundedRead::Content::Text);
        if (read.ok()) {
            if (const std::optional<StreamedLint> lint = lintArrayText(parser, read.bytes, path)) {
                if (context.format != OutputFormat::Json)
                    context.err << tr("%1: checked as %2").arg(path, describe(lint->mode)) << '\n';
                DiagnosticPrinter::printReport(context, path, lint->rows, lint->diagnostics,
                                               lint->mode == Mode::Create ? QStringLiteral("create")
                                                                          : QStringLiteral("rows"));
                return lint->diagnostics.isEmpty() ? ExitClean : ExitFindings;
            }
            whole = CapabilityFile::fromText(read.bytes, path);
        }
    }
    const CapabilityFile::Content content = whole ? std::move(*whole) : CapabilityFile::read(positional.constFirst());
    if (!content.ok()) {
        DiagnosticPrinter::printFailure(context, path, *content.error);
        return ExitFailure;
    }
    const Mode mode = *modeOf(parser, &content);

    // With --from, the bodies are meant for that target: a slug it already holds is its 409.
    QSet<QString> existingSlugs;
    if (ConnectionSource::isSet(parser)) {
        if (mode != Mode::Create) {
            context.err << tr("%1: with --from, FILE is checked as bodies to create there (--mode create)")
                               .arg(command)
                        << '\n';
            return ExitFailure;
        }
        const std::optional<ConnectionSource::LiveRows> live =
            ConnectionSource::readLive(parser, context, command, &ConnectionSource::capabilityRows);
        if (!live)
            return ExitFailure;
        for (const QJsonValue &row : live->rows.rows)
            existingSlugs.insert(row.toObject().value(QStringLiteral("slug")).toString());
    }

    Diagnostics diagnostics = content.warnings;
    if (mode == Mode::Create)
        diagnostics += content.singleRow
            ? CapabilityRules::checkCreate(content.rows.first().toObject(), path, content.rowsPointer, existingSlugs)
            : CapabilityRules::checkBodies(content.rows, path, content.rowsPointer, existingSlugs);
    else
        diagnostics += content.singleRow
            ? CapabilityRules::checkRow(content.rows.first().toObject(), path, content.rowsPointer)
            : CapabilityRules::checkRows(content.rows, path, content.rowsPointer,
                                         content.mayHoldNul ? CapabilityRules::NulInText::Possible
                                                            : CapabilityRules::NulInText::Absent);
    if (context.format != OutputFormat::Json)
        context.err << tr("%1: checked as %2").arg(path, describe(mode)) << '\n';
    DiagnosticPrinter::printReport(context, path, int(content.rows.size()), diagnostics,
                                   mode == Mode::Create ? QStringLiteral("create") : QStringLiteral("rows"));
    return diagnostics.isEmpty() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
