#include "cli/comparecommand.h"

#include "cli/diagnosticprinter.h"
#include "core/boundedread.h"
#include "core/jsontext.h"
#include "provenance/bundle.h"
#include "provenance/bundlecomparison.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace capstudio::cli {

namespace {

using provenance::Bundle;
using provenance::BundleComparison;
using provenance::CallPairing;
using provenance::FieldDifference;
using provenance::MessagePairing;

const QString IgnoreOption = QStringLiteral("ignore");

QJsonValue indexOrNull(qint32 index)
{
    return index < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(index);
}

QJsonValue textOrNull(const QString &text)
{
    return text.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

QJsonArray differencesJson(const QList<FieldDifference> &differences)
{
    QJsonArray array;
    for (const FieldDifference &difference : differences) {
        QJsonObject object{
            {QStringLiteral("field"), difference.field},
            {QStringLiteral("pointer"), difference.pointer},
            {QStringLiteral("kind"), BundleComparison::kindId(difference.kind)},
            {QStringLiteral("a"), textOrNull(difference.kind == FieldDifference::Kind::OnlyInB ? QString() : difference.a)},
            {QStringLiteral("b"), textOrNull(difference.kind == FieldDifference::Kind::OnlyInA ? QString() : difference.b)},
        };
        if (difference.kind == FieldDifference::Kind::Redaction)
            object.insert(QStringLiteral("maskedIn"), difference.maskedInA ? QStringLiteral("a") : QStringLiteral("b"));
        array.append(object);
    }
    return array;
}

QJsonObject sideJson(const Bundle &bundle, const QString &path)
{
    return QJsonObject{
        {QStringLiteral("file"), path},
        {QStringLiteral("conversation"), textOrNull(bundle.conversation().id)},
        {QStringLiteral("messages"), qint64(bundle.messages().size())},
        {QStringLiteral("calls"), qint64(bundle.calls().size())},
    };
}

QString messageRole(const Bundle &bundle, qint32 index)
{
    const provenance::MessageSummary &message = bundle.messages()[std::size_t(index)];
    const QString slug = bundle.slugAt(message.slug);
    const QString role = provenance::roleId(message.role);
    return slug.isEmpty() ? role : role + QStringLiteral(", ") + slug;
}

// Where a call is: its number and the message whose provenance lists it.
QString callPlace(const Bundle &bundle, qint32 index)
{
    const provenance::CallSummary &call = bundle.calls()[std::size_t(index)];
    return CompareCommand::tr("call %1 (message %2)").arg(index + 1).arg(call.message + 1);
}

void printDifferences(const QList<FieldDifference> &differences, QTextStream &out)
{
    for (const FieldDifference &difference : differences) {
        const QString where = difference.pointer.isEmpty()
            ? difference.field
            : difference.field + QLatin1Char(' ') + difference.pointer;
        switch (difference.kind) {
        case FieldDifference::Kind::Changed:
            out << "  " << where << ": " << difference.a << " → " << difference.b << '\n';
            break;
        case FieldDifference::Kind::OnlyInA:
            out << "  " << where << ": " << CompareCommand::tr("%1 → (absent)").arg(difference.a) << '\n';
            break;
        case FieldDifference::Kind::OnlyInB:
            out << "  " << where << ": " << CompareCommand::tr("(absent) → %1").arg(difference.b) << '\n';
            break;
        case FieldDifference::Kind::Redaction:
            out << "  " << where << ": "
                << (difference.maskedInA ? CompareCommand::tr("redaction leak: masked in A (%1), unmasked in B %2")
                                         : CompareCommand::tr("redaction leak: masked in B (%1), unmasked in A %2"))
                       .arg(difference.maskedInA ? difference.a : difference.b,
                            difference.maskedInA ? difference.b : difference.a)
                << '\n';
            break;
        }
    }
}

void printText(const BundleComparison &comparison, const Bundle &a, const Bundle &b, QTextStream &out)
{
    for (const MessagePairing &pairing : comparison.messages()) {
        if (pairing.a < 0) {
            out << CompareCommand::tr("only in B: message %1 (%2)").arg(pairing.b + 1).arg(messageRole(b, pairing.b)) << '\n';
        } else if (pairing.b < 0) {
            out << CompareCommand::tr("only in A: message %1 (%2)").arg(pairing.a + 1).arg(messageRole(a, pairing.a)) << '\n';
        } else if (!pairing.differences.isEmpty()) {
            out << CompareCommand::tr("message %1 ↔ %2 (%3):")
                       .arg(pairing.a + 1)
                       .arg(pairing.b + 1)
                       .arg(messageRole(a, pairing.a))
                << '\n';
            printDifferences(pairing.differences, out);
        }
    }
    for (const CallPairing &pairing : comparison.calls()) {
        if (pairing.a < 0) {
            out << CompareCommand::tr("only in B: %1 %2").arg(pairing.slug, callPlace(b, pairing.b)) << '\n';
        } else if (pairing.b < 0) {
            out << CompareCommand::tr("only in A: %1 %2").arg(pairing.slug, callPlace(a, pairing.a)) << '\n';
        } else if (!pairing.differences.isEmpty()) {
            const QString alignedBy = pairing.alignedBy == CallPairing::Alignment::ToolCallId
                ? CompareCommand::tr("by tool-call id %1").arg(pairing.toolCallId)
                : CompareCommand::tr("by slug and order");
            out << CompareCommand::tr("%1 %2 ↔ %3, %4:")
                       .arg(pairing.slug, callPlace(a, pairing.a), callPlace(b, pairing.b), alignedBy)
                << '\n';
            printDifferences(pairing.differences, out);
        }
    }
}

void printJson(const BundleComparison &comparison, const Bundle &a, const QString &pathA,
               const Bundle &b, const QString &pathB, QTextStream &out)
{
    int onlyA = 0, onlyB = 0, callsOnlyA = 0, callsOnlyB = 0;
    out << "{\n  \"a\": " << JsonText::compact(sideJson(a, pathA))
        << ",\n  \"b\": " << JsonText::compact(sideJson(b, pathB))
        << ",\n  \"sameConversation\": " << (comparison.sameConversation() ? "true" : "false")
        << ",\n  \"messages\": [";
    const char *separator = "\n    ";
    bool any = false;
    for (const MessagePairing &pairing : comparison.messages()) {
        onlyA += pairing.b < 0;
        onlyB += pairing.a < 0;
        if (pairing.a >= 0 && pairing.b >= 0 && pairing.differences.isEmpty())
            continue;
        const Bundle &side = pairing.a >= 0 ? a : b;
        const provenance::MessageSummary &summary =
            side.messages()[std::size_t(pairing.a >= 0 ? pairing.a : pairing.b)];
        const QJsonObject object{
            {QStringLiteral("a"), indexOrNull(pairing.a)},
            {QStringLiteral("b"), indexOrNull(pairing.b)},
            {QStringLiteral("role"), provenance::roleId(summary.role)},
            {QStringLiteral("capabilitySlug"), textOrNull(side.slugAt(summary.slug))},
            {QStringLiteral("differences"), differencesJson(pairing.differences)},
        };
        out << separator << JsonText::compact(object);
        separator = ",\n    ";
        any = true;
    }
    out << (any ? "\n  ]" : "]") << ",\n  \"calls\": [";
    separator = "\n    ";
    any = false;
    for (const CallPairing &pairing : comparison.calls()) {
        callsOnlyA += pairing.b < 0;
        callsOnlyB += pairing.a < 0;
        if (pairing.a >= 0 && pairing.b >= 0 && pairing.differences.isEmpty())
            continue;
        QJsonObject object{
            {QStringLiteral("a"), indexOrNull(pairing.a)},
            {QStringLiteral("b"), indexOrNull(pairing.b)},
            {QStringLiteral("slug"), pairing.slug},
            {QStringLiteral("alignedBy"), BundleComparison::alignmentId(pairing.alignedBy)},
            {QStringLiteral("toolCallId"), textOrNull(pairing.toolCallId)},
            {QStringLiteral("differences"), differencesJson(pairing.differences)},
        };
        out << separator << JsonText::compact(object);
        separator = ",\n    ";
        any = true;
    }
    const QJsonObject counts{
        {QStringLiteral("differences"), comparison.differenceCount()},
        {QStringLiteral("redactions"), comparison.redactionCount()},
        {QStringLiteral("messagesOnlyInA"), onlyA},
        {QStringLiteral("messagesOnlyInB"), onlyB},
        {QStringLiteral("callsOnlyInA"), callsOnlyA},
        {QStringLiteral("callsOnlyInB"), callsOnlyB},
    };
    out << (any ? "\n  ]" : "]") << ",\n  \"counts\": " << JsonText::compact(counts) << "\n}\n";
}

} // namespace

QString CompareCommand::summary() const
{
    return tr("Compare two conversation provenance bundles call by call.");
}

void CompareCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("A"), tr("The first provenance bundle."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("The second provenance bundle."));
    parser.addOption(QCommandLineOption(
        IgnoreOption,
        tr("Do not compare FIELD (repeatable, or comma-separated): %1.")
            .arg(BundleComparison::fieldNames().join(QStringLiteral(", "))),
        QStringLiteral("FIELD")));
}

int CompareCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        context.err << tr("capstudio compare: expected two bundles A and B, got %n", nullptr,
                          int(positional.size()))
                    << '\n';
        return ExitFailure;
    }
    QStringList ignored;
    for (const QString &value : parser.values(IgnoreOption))
        ignored += value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QStringList known = BundleComparison::fieldNames();
    for (QString &field : ignored) {
        field = field.trimmed();
        if (!known.contains(field)) {
            context.err << tr("capstudio compare: --ignore %1: not a field; the fields are %2")
                               .arg(field, known.join(QStringLiteral(", ")))
                        << '\n';
            return ExitFailure;
        }
    }
    if (positional.at(0) == QLatin1String("-") && positional.at(1) == QLatin1String("-")) {
        context.err << tr("capstudio compare: only one side can be read from standard input") << '\n';
        return ExitFailure;
    }
    Bundle::Result opened[2];
    QString paths[2];
    for (int side = 0; side < 2; ++side) {
        opened[side] = Bundle::open(positional.at(side));
        paths[side] = BoundedRead::displayName(positional.at(side));
        if (!opened[side].ok()) {
            DiagnosticPrinter::printFailure(context, paths[side], opened[side].error.toDiagnostic(paths[side]));
            return ExitFailure;
        }
    }
    const Bundle &a = *opened[0].bundle;
    const Bundle &b = *opened[1].bundle;
    const BundleComparison comparison = BundleComparison::compare(a, b, ignored);
    for (int side = 0; side < 2; ++side) {
        if (opened[side].bundle->changedOnDisk(true)) {
            context.err << tr("capstudio compare: %1").arg(opened[side].bundle->changedMessage()) << '\n';
            return ExitFailure;
        }
    }
    if (context.format == OutputFormat::Json) {
        printJson(comparison, a, paths[0], b, paths[1], context.out);
    } else {
        printText(comparison, a, b, context.out);
        context.out.flush();
        context.err << tr("A: %1, B: %2: ").arg(paths[0], paths[1])
                    << (comparison.sameConversation() ? tr("the same conversation, messages aligned by id")
                                                      : tr("two conversations, messages aligned by role and capability"))
                    << "; " << tr("%n difference(s)", nullptr, comparison.differenceCount()) << ", "
                    << tr("%n redaction leak(s)", nullptr, comparison.redactionCount()) << '\n';
    }
    return comparison.isEqual() ? ExitClean : ExitFindings;
}

} // namespace capstudio::cli
