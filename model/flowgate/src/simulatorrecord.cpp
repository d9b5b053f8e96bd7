// Simulator: the saved form of a session and its replay.

#include "flowgate/simulator.h"

#include "core/jsonsourcemap.h"
#include "core/jsontext.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace capstudio::flowgate {

namespace {

const QString KeyFormat = QStringLiteral("format");
const QString KeyVersion = QStringLiteral("version");
const QString KeyWorkflow = QStringLiteral("workflow");
const QString KeyInput = QStringLiteral("input");
const QString KeySettings = QStringLiteral("settings");
const QString KeyStartResult = QStringLiteral("startResult");
const QString KeyActions = QStringLiteral("actions");
const QString KeyKind = QStringLiteral("kind");
const QString KeyTransition = QStringLiteral("transition");
const QString KeyArguments = QStringLiteral("arguments");
const QString KeyExecutor = QStringLiteral("executor");
const QString KeyResult = QStringLiteral("result");
const QString KeyStatus = QStringLiteral("status");
const QString KeyState = QStringLiteral("state");
const QString KeyError = QStringLiteral("error");
const QString KeyContext = QStringLiteral("context");
const QString KeyOutput = QStringLiteral("output");
const QString KindFire = QStringLiteral("fire");
const QString KindExecutor = QStringLiteral("executor");

// One saved action, read back.
struct SavedAction
{
    bool fire = true;
    QString transition;
    Value arguments;
    ExecutorOutcome executor;
    std::optional<SimulationSettings> settings;
    QJsonObject result;
};

QString compactText(const QJsonValue &value)
{
    if (value.isUndefined())
        return Simulator::tr("(absent)");
    const QString text = QString::fromUtf8(JsonText::compact(value));
    return text.size() > 200 ? text.left(200) + QChar(0x2026) : text;
}

// The first difference between a saved result and a replayed one, or an empty string.
QString difference(const QJsonObject &saved, const QJsonObject &replayed)
{
    if (saved.isEmpty())
        return QString();
    for (const QString &key : {KeyStatus, KeyState, KeyVersion, KeyError, KeyContext}) {
        if (!saved.contains(key) && key != KeyError)
            continue;
        const QJsonValue before = saved.value(key);
        const QJsonValue after = replayed.value(key);
        if (before != after)
            return Simulator::tr("%1: saved %2, replayed %3").arg(key, compactText(before), compactText(after));
    }
    return QString();
}

} // namespace

QJsonObject Simulator::resultOf(const Instance &instance, bool withContext)
{
    QJsonObject result{{KeyStatus, simulationStatusName(instance.status)},
                       {KeyState, instance.state},
                       {KeyVersion, instance.version}};
    if (withContext)
        result.insert(KeyContext, instance.context.toJson());
    if (!instance.errorCode.isEmpty())
        result.insert(KeyError, instance.errorCode);
    return result;
}

QJsonObject Simulator::toJson(SavedContext saved) const
{
    QJsonObject object{{KeyFormat, FormatMarker}, {KeyVersion, FormatVersion}};
    if (m_actions.isEmpty()) {
        object.insert(KeyActions, QJsonArray());
        return object;
    }
    const auto resultAfter = [this, saved](qsizetype index) {
        const bool last = index + 1 >= m_actions.size();
        return resultOf(last ? m_now : m_actions.at(index + 1).before, last || saved == SavedContext::EveryResult);
    };
    const Action &start = m_actions.front();
    object.insert(KeyWorkflow, start.workflowId);
    object.insert(KeyInput, start.input.toJson());
    object.insert(KeySettings, start.settings.toJson());
    object.insert(KeyStartResult, resultAfter(0));
    QJsonArray actions;
    for (qsizetype i = 1; i < m_actions.size(); ++i) {
        const Action &action = m_actions.at(i);
        QJsonObject saved;
        if (action.kind == Action::Kind::Fire) {
            saved.insert(KeyKind, KindFire);
            saved.insert(KeyTransition, action.transition);
            saved.insert(KeyArguments, action.arguments.toJson());
            if (action.executor.kind != ExecutorOutcome::Kind::Unspecified)
                saved.insert(KeyExecutor, action.executor.toJson());
        } else {
            saved.insert(KeyKind, KindExecutor);
            saved.insert(KeyExecutor, action.executor.toJson());
        }
        if (action.settings != m_actions.at(i - 1).settings)
            saved.insert(KeySettings, action.settings.toJson());
        saved.insert(KeyResult, resultAfter(i));
        actions.append(saved);
    }
    object.insert(KeyActions, actions);
    return object;
}

Expected<QJsonObject> Simulator::readRun(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto refuse = [](const QString &message) { return StoreError{StoreError::Kind::Invalid, message}; };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("Could not read %1: %2").arg(shown, file.errorString()));
    if (file.size() > MaxRunFileBytes)
        return refuse(tr("%1 is too large for a saved run (%2 bytes).").arg(shown).arg(file.size()));
    const QByteArray bytes = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const JsonSourceMap map = JsonSourceMap::parse(QString::fromUtf8(bytes));
        if (map.error())
            return refuse(QStringLiteral("%1:%2:%3: %4").arg(shown).arg(map.error()->line).arg(map.error()->column).arg(
                map.error()->message));
        return refuse(QStringLiteral("%1: %2").arg(shown, parseError.errorString()));
    }
    if (!document.isObject())
        return refuse(tr("%1 does not hold a saved run (a JSON object).").arg(shown));
    return document.object();
}

Expected<SimulationReplay> Simulator::replay(const Value &config, const QJsonObject &json)
{
    const auto invalid = [](const QString &pointer, const QString &what) {
        return StoreError{StoreError::Kind::Invalid, tr("saved simulation %1: %2").arg(pointer, what)};
    };
    if (json.value(KeyFormat) != QJsonValue(FormatMarker))
        return invalid(QStringLiteral("/format"), tr("must be \"%1\"").arg(FormatMarker));
    const QJsonValue version = json.value(KeyVersion);
    if (!version.isDouble() || version.toDouble() != FormatVersion)
        return invalid(QStringLiteral("/version"), tr("unknown version (this capstudio reads version %1)").arg(FormatVersion));
    const QJsonValue workflow = json.value(KeyWorkflow);
    if (!workflow.isString())
        return invalid(QStringLiteral("/workflow"), tr("must be a string"));
    const QJsonValue input = json.value(KeyInput);
    Expected<SimulationSettings> settings = SimulationSettings::fromJson(json.value(KeySettings), QStringLiteral("/settings"));
    if (!settings)
        return settings.error();
    const QJsonValue startResult = json.value(KeyStartResult);
    if (!startResult.isUndefined() && !startResult.isObject())
        return invalid(QStringLiteral("/startResult"), tr("must be an object"));
    const QJsonValue actionsValue = json.value(KeyActions);
    if (!actionsValue.isUndefined() && !actionsValue.isArray())
        return invalid(QStringLiteral("/actions"), tr("must be an array"));

    QList<SavedAction> actions;
    const QJsonArray array = actionsValue.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("/actions/%1").arg(i);
        if (!array.at(i).isObject())
            return invalid(at, tr("must be an object"));
        const QJsonObject object = array.at(i).toObject();
        SavedAction action;
        const QJsonValue kind = object.value(KeyKind);
        if (kind != QJsonValue(KindFire) && kind != QJsonValue(KindExecutor))
            return invalid(at + QStringLiteral("/kind"), tr("must be \"fire\" or \"executor\""));
        action.fire = kind == QJsonValue(KindFire);
        if (action.fire) {
            const QJsonValue transition = object.value(KeyTransition);
            if (!transition.isString())
                return invalid(at + QStringLiteral("/transition"), tr("must be a string"));
            action.transition = transition.toString();
            const QJsonValue arguments = object.value(KeyArguments);
            action.arguments = arguments.isUndefined() ? Value::makeObject() : Value::fromJson(arguments);
        }
        const QJsonValue executor = object.value(KeyExecutor);
        if (!executor.isUndefined()) {
            if (!executor.isObject())
                return invalid(at + QStringLiteral("/executor"), tr("must be an object"));
            const QJsonObject outcome = executor.toObject();
            if (outcome.contains(KeyOutput)) {
                action.executor = ExecutorOutcome::success(Value::fromJson(outcome.value(KeyOutput)));
            } else if (outcome.contains(KeyError)) {
                if (!outcome.value(KeyError).isString())
                    return invalid(at + QStringLiteral("/executor/error"), tr("must be a string"));
                action.executor = ExecutorOutcome::failure(outcome.value(KeyError).toString());
            }
        }
        if (!action.fire && action.executor.kind == ExecutorOutcome::Kind::Unspecified)
            return invalid(at + QStringLiteral("/executor"), tr("must hold \"output\" or \"error\""));
        if (object.contains(KeySettings)) {
            Expected<SimulationSettings> changed = SimulationSettings::fromJson(object.value(KeySettings),
                                                                                at + QStringLiteral("/settings"));
            if (!changed)
                return changed.error();
            action.settings = changed.value();
        }
        const QJsonValue result = object.value(KeyResult);
        if (!result.isUndefined() && !result.isObject())
            return invalid(at + QStringLiteral("/result"), tr("must be an object"));
        action.result = result.toObject();
        actions.append(action);
    }

    SimulationReplay report;
    Simulator &simulator = report.simulator;
    simulator = Simulator(config);
    simulator.setSettings(settings.value());
    simulator.start(workflow.toString(), input.isUndefined() ? Value::makeObject() : Value::fromJson(input));
    const auto compare = [&](const QJsonObject &saved, int index, const QString &pointer) {
        const QString differs = difference(saved, resultOf(simulator.m_now));
        if (differs.isEmpty())
            return true;
        report.identical = false;
        report.differingAction = index;
        report.pointer = pointer;
        report.difference = differs;
        return false;
    };
    if (!compare(startResult.toObject(), 0, QStringLiteral("/startResult")))
        return report;
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const SavedAction &action = actions.at(i);
        if (action.settings)
            simulator.setSettings(*action.settings);
        const Expected<SimulationResult> done = action.fire
            ? simulator.fire(action.transition, action.arguments, action.executor)
            : simulator.supplyExecutorOutcome(action.executor);
        const QString pointer = QStringLiteral("/actions/%1/result").arg(i);
        if (!done) {
            report.identical = false;
            report.differingAction = int(i) + 1;
            report.pointer = pointer;
            report.difference = tr("the action could not be replayed: %1").arg(done.error().message);
            return report;
        }
        if (!compare(action.result, int(i) + 1, pointer))
            return report;
    }
    return report;
}

} // namespace capstudio::flowgate
