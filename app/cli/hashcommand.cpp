#include "cli/hashcommand.h"

#include "cli/standardinput.h"

#include "flowgate/configvalidation.h"
#include "flowgate/contracthash.h"
#include "flowgate/loader.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio::cli {

QString HashCommand::summary() const
{
    return tr("Print the contract hash of every flowgate capability (for expects_contract_hash).");
}

void HashCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("PATH"),
                                 tr("A flowgate YAML file, a repo folder or a gateway.yaml."));
}

int HashCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        context.err << tr("capstudio hash: expected exactly one PATH") << '\n';
        return ExitFailure;
    }
    QHash<QString, QByteArray> overlay;
    if (!StandardInput::flowgateOverlay(positional.constFirst(), context, QStringLiteral("capstudio hash"), &overlay))
        return ExitFailure;
    const flowgate::Loader::Result loaded = flowgate::Loader::load(positional.constFirst(), overlay);
    if (!loaded.readable || !loaded.loaded()) {
        for (const Diagnostic &diagnostic : loaded.loadErrors)
            context.err << diagnostic.toText() << '\n';
        return loaded.readable ? ExitFindings : ExitFailure;
    }
    QJsonArray hashes;
    for (const flowgate::Value::Member &workflow : loaded.config.value(u"workflows").members()) {
        const flowgate::Value *snippet = workflow.value.find(u"snippet");
        if (!flowgate::ConfigValidation::isCapabilityId(workflow.key) || !snippet)
            continue;
        const QString hash = flowgate::ContractHash::of(*snippet);
        if (context.format == OutputFormat::Json)
            hashes.append(QJsonObject{{QStringLiteral("id"), workflow.key}, {QStringLiteral("hash"), hash}});
        else
            context.out << workflow.key << '\t' << hash << '\n';
    }
    if (context.format == OutputFormat::Json)
        context.out << QJsonDocument(hashes).toJson(QJsonDocument::Indented);
    return ExitClean;
}

} // namespace capstudio::cli
