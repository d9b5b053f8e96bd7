#include "flowgate/contractimpact.h"

#include "flowgate/validator.h"

#include <QSet>

namespace capstudio::flowgate {

namespace {

bool isContractRule(const QString &rule)
{
    return rule == QLatin1String("V13") || rule == QLatin1String("V14") || rule == QLatin1String("V15")
        || rule == QLatin1String("V16");
}

QString identity(const Diagnostic &diagnostic)
{
    return diagnostic.ruleId() + QLatin1Char('\n') + diagnostic.message();
}

} // namespace

Diagnostics ContractImpact::ofSnippetChange(const Value &config, const QStringList &files,
                                            const QString &capabilityId, const Value &newSnippet)
{
    const Value *workflow = config.value(u"workflows").find(capabilityId);
    if (!workflow)
        return {};

    QSet<QString> before;
    for (const Diagnostic &diagnostic : Validator::check(config, files)) {
        if (isContractRule(diagnostic.ruleId()))
            before.insert(identity(diagnostic));
    }

    Value changed = config;
    Value changedWorkflow = *workflow;
    changedWorkflow.insert(QStringLiteral("snippet"), newSnippet);
    changed[QStringLiteral("workflows")].insert(capabilityId, changedWorkflow);

    Diagnostics added;
    for (const Diagnostic &diagnostic : Validator::check(changed, files)) {
        if (isContractRule(diagnostic.ruleId()) && !before.contains(identity(diagnostic)))
            added.append(diagnostic);
    }
    return added;
}

} // namespace capstudio::flowgate
