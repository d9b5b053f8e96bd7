#include "catalog/dispatchscenario.h"

#include <QJsonArray>

namespace capstudio {

namespace {

const QString KeyVersion = QStringLiteral("version");
const QString KeyName = QStringLiteral("name");
const QString KeyCaller = QStringLiteral("caller");
const QString KeyAgentId = QStringLiteral("agentId");
const QString KeyWorkflowId = QStringLiteral("workflowId");
const QString KeyStepId = QStringLiteral("stepId");
const QString KeyExecutionId = QStringLiteral("executionId");
const QString KeyCapability = QStringLiteral("capability");
const QString KeyArguments = QStringLiteral("arguments");
const QString KeyDeployment = QStringLiteral("deployment");
const QString KeyBindingMode = QStringLiteral("bindingMode");
const QString KeyExtraHandlers = QStringLiteral("extraHandlers");
const QString KeyRecentCalls = QStringLiteral("recentCalls");
const QString KeyFailures = QStringLiteral("failuresThisTurn");
const QString KeyAt = QStringLiteral("at");

StoreError invalid(const QString &pointer, const QString &what)
{
    return StoreError{StoreError::Kind::Invalid,
                      DispatchScenario::tr("saved dry-run %1: %2").arg(pointer, what)};
}

} // namespace

const QStringList &DispatchDeployment::builtInHandlers()
{
    static const QStringList slugs{
        QStringLiteral("search_knowledge_base"),   QStringLiteral("get_pattern_detail"),
        QStringLiteral("estimate_workflow_cost"),  QStringLiteral("read_user_memory"),
        QStringLiteral("write_user_memory"),       QStringLiteral("escalate_to_human"),
        QStringLiteral("apply_audit_changes"),     QStringLiteral("add_provider_models"),
        QStringLiteral("deactivate_provider_models"), QStringLiteral("call_external_api"),
        QStringLiteral("run_workflow"),            QStringLiteral("upload_to_storage"),
        QStringLiteral("send_message_to_channel"),
    };
    return slugs;
}

bool DispatchDeployment::hasHandler(const QString &slug) const
{
    return builtInHandlers().contains(slug) || extraHandlers.contains(slug);
}

bool DispatchDeployment::operator==(const DispatchDeployment &other) const
{
    return bindingMode == other.bindingMode && extraHandlers == other.extraHandlers
        && recentCalls == other.recentCalls && failuresThisTurn == other.failuresThisTurn
        && at == other.at;
}

QString DispatchScenario::dispatchAgentId() const
{
    return caller == DispatchCaller::WorkflowStep ? QStringLiteral("workflow:") + workflowId : agentId;
}

QJsonObject DispatchScenario::toJson() const
{
    QJsonObject deploymentJson{
        {KeyBindingMode, deployment.bindingMode == BindingMode::Strict ? QStringLiteral("strict")
                                                                       : QStringLiteral("permissive")},
        {KeyExtraHandlers, QJsonArray::fromStringList(deployment.extraHandlers)},
        {KeyRecentCalls, deployment.recentCalls},
        {KeyFailures, deployment.failuresThisTurn},
    };
    if (deployment.at.isValid())
        deploymentJson.insert(KeyAt, deployment.at.toUTC().toString(Qt::ISODateWithMs));
    QJsonObject object{
        {KeyVersion, 1},
        {KeyName, name},
        {KeyCaller, caller == DispatchCaller::WorkflowStep ? QStringLiteral("workflow")
                    : caller == DispatchCaller::AgentDirect    ? QStringLiteral("agent")
                                                               : QStringLiteral("chat")},
        {KeyCapability, capabilitySlug},
        {KeyArguments, argumentsText},
        {KeyDeployment, deploymentJson},
    };
    // Both callers' fields are kept, so switching the caller back loses nothing.
    const auto keep = [&](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    keep(KeyAgentId, agentId);
    keep(KeyWorkflowId, workflowId);
    keep(KeyStepId, stepId);
    keep(KeyExecutionId, executionId);
    return object;
}

Expected<DispatchScenario> DispatchScenario::fromJson(const QJsonObject &object)
{
    DispatchScenario scenario;
    const QJsonValue version = object.value(KeyVersion);
    if (!version.isDouble() || version.toInt() != 1)
        return invalid(QStringLiteral("/version"), tr("unknown version (this capstudio reads version 1)"));

    // Optional strings: absent is empty, anything but a string is an error.
    QString problem;
    const auto text = [&](const QJsonObject &from, const QString &key, const QString &prefix, QString *into) {
        const QJsonValue value = from.value(key);
        if (value.isUndefined() || value.isNull())
            return true;
        if (!value.isString()) {
            problem = prefix + u'/' + key;
            return false;
        }
        *into = value.toString();
        return true;
    };
    if (!text(object, KeyName, QString(), &scenario.name) || !text(object, KeyAgentId, QString(), &scenario.agentId)
        || !text(object, KeyWorkflowId, QString(), &scenario.workflowId)
        || !text(object, KeyStepId, QString(), &scenario.stepId)
        || !text(object, KeyExecutionId, QString(), &scenario.executionId)
        || !text(object, KeyCapability, QString(), &scenario.capabilitySlug)
        || !text(object, KeyArguments, QString(), &scenario.argumentsText)) {
        return invalid(problem, tr("must be a string"));
    }
    const QString caller = object.value(KeyCaller).toString();
    if (caller == QLatin1String("workflow"))
        scenario.caller = DispatchCaller::WorkflowStep;
    else if (caller == QLatin1String("chat"))
        scenario.caller = DispatchCaller::ChatAgent;
    else if (caller == QLatin1String("agent"))
        scenario.caller = DispatchCaller::AgentDirect;
    else
        return invalid(QStringLiteral("/caller"), tr("must be \"chat\", \"workflow\" or \"agent\""));

    const QJsonValue deploymentValue = object.value(KeyDeployment);
    if (deploymentValue.isUndefined())
        return scenario;
    if (!deploymentValue.isObject())
        return invalid(QStringLiteral("/deployment"), tr("must be an object"));
    const QJsonObject deployment = deploymentValue.toObject();
    const QString mode = deployment.value(KeyBindingMode).toString(QStringLiteral("permissive"));
    if (mode == QLatin1String("strict"))
        scenario.deployment.bindingMode = BindingMode::Strict;
    else if (mode != QLatin1String("permissive"))
        return invalid(QStringLiteral("/deployment/bindingMode"), tr("must be \"permissive\" or \"strict\""));
    const QJsonValue handlers = deployment.value(KeyExtraHandlers);
    if (!handlers.isUndefined()) {
        if (!handlers.isArray())
            return invalid(QStringLiteral("/deployment/extraHandlers"), tr("must be an array of slugs"));
        const QJsonArray array = handlers.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString())
                return invalid(QStringLiteral("/deployment/extraHandlers/%1").arg(i), tr("must be a string"));
            scenario.deployment.extraHandlers.append(array.at(i).toString());
        }
    }
    const auto count = [&](const QString &key, int *into) {
        const QJsonValue value = deployment.value(key);
        if (value.isUndefined())
            return true;
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < 0 || number > 1e9 || number != double(qint64(number)))
            return false;
        *into = int(number);
        return true;
    };
    if (!count(KeyRecentCalls, &scenario.deployment.recentCalls))
        return invalid(QStringLiteral("/deployment/recentCalls"), tr("must be a whole number of calls, 0 or more"));
    if (!count(KeyFailures, &scenario.deployment.failuresThisTurn))
        return invalid(QStringLiteral("/deployment/failuresThisTurn"), tr("must be a whole number of calls, 0 or more"));
    const QJsonValue at = deployment.value(KeyAt);
    if (!at.isUndefined() && !at.isNull()) {
        scenario.deployment.at = QDateTime::fromString(at.toString(), Qt::ISODateWithMs);
        if (!at.isString() || !scenario.deployment.at.isValid())
            return invalid(QStringLiteral("/deployment/at"), tr("must be an ISO-8601 date and time"));
    }
    return scenario;
}

bool DispatchScenario::operator==(const DispatchScenario &other) const
{
    return name == other.name && caller == other.caller && agentId == other.agentId
        && workflowId == other.workflowId && stepId == other.stepId && executionId == other.executionId
        && capabilitySlug == other.capabilitySlug && argumentsText == other.argumentsText
        && deployment == other.deployment;
}

} // namespace capstudio
