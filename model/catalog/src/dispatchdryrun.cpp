#include "catalog/dispatchdryrun.h"

#include "dispatchpipeline.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace capstudio {

namespace {

struct StepName
{
    DispatchStep step;
    const char *key;    // stable, for the saved form
    const char *number;
    const char *title;
};

const StepName kSteps[] = {
    {DispatchStep::Advertised, "advertised", QT_TRANSLATE_NOOP("DispatchDryRun", "Chat"),
     QT_TRANSLATE_NOOP("DispatchDryRun", "Tool offered to the agent")},
    {DispatchStep::TurnLimit, "turn-limit", QT_TRANSLATE_NOOP("DispatchDryRun", "Chat"),
     QT_TRANSLATE_NOOP("DispatchDryRun", "Failures this turn")},
    {DispatchStep::LoadRegistry, "load-registry", "1", QT_TRANSLATE_NOOP("DispatchDryRun", "Load registry")},
    {DispatchStep::HandlerLookup, "handler-lookup", "2", QT_TRANSLATE_NOOP("DispatchDryRun", "Handler lookup")},
    {DispatchStep::RegistryLookup, "registry-lookup", "3", QT_TRANSLATE_NOOP("DispatchDryRun", "Registry row")},
    {DispatchStep::Quarantine, "quarantine", "3a", QT_TRANSLATE_NOOP("DispatchDryRun", "Quarantine")},
    {DispatchStep::Binding, "binding", "4", QT_TRANSLATE_NOOP("DispatchDryRun", "Agent binding")},
    {DispatchStep::GuardAndScope, "guard-scope", "4a/4b", QT_TRANSLATE_NOOP("DispatchDryRun", "Guard and scope")},
    {DispatchStep::RateLimit, "rate-limit", "5", QT_TRANSLATE_NOOP("DispatchDryRun", "Rate limit")},
    {DispatchStep::Approval, "approval", "6", QT_TRANSLATE_NOOP("DispatchDryRun", "Approval gate")},
    {DispatchStep::ValidateArgs, "validate-args", "7", QT_TRANSLATE_NOOP("DispatchDryRun", "Argument validation")},
    {DispatchStep::BindingConfig, "binding-config", "8", QT_TRANSLATE_NOOP("DispatchDryRun", "Binding config")},
    {DispatchStep::Execute, "execute", "8", QT_TRANSLATE_NOOP("DispatchDryRun", "Execute")},
    {DispatchStep::CostLog, "cost-log", "9", QT_TRANSLATE_NOOP("DispatchDryRun", "Cost log")},
};

const StepName &nameOf(DispatchStep step)
{
    for (const StepName &name : kSteps) {
        if (name.step == step)
            return name;
    }
    return kSteps[0];
}

const char *const kOutcomes[] = {"passed", "caution", "stopped", "not-reached", "not-applicable"};

StepOutcome outcomeFromName(const QString &name)
{
    for (int i = 0; i < int(std::size(kOutcomes)); ++i) {
        if (name == QLatin1String(kOutcomes[i]))
            return StepOutcome(i);
    }
    return StepOutcome::NotReached;
}

} // namespace

QString DispatchStepResult::number(DispatchStep step)
{
    const StepName &name = nameOf(step);
    // Only "Chat" is words; the numbers are Sunrise's step numbers.
    return QCoreApplication::translate("DispatchDryRun", name.number);
}

QString DispatchStepResult::title(DispatchStep step)
{
    return QCoreApplication::translate("DispatchDryRun", nameOf(step).title);
}

QString DispatchStepResult::outcomeName(StepOutcome outcome)
{
    return QString::fromLatin1(kOutcomes[int(outcome)]);
}

const DispatchStepResult *DispatchVerdict::stoppedAt() const
{
    for (const DispatchStepResult &result : steps) {
        if (result.outcome == StepOutcome::Stopped)
            return &result;
    }
    return nullptr;
}

QString DispatchVerdict::code() const
{
    const DispatchStepResult *stopped = stoppedAt();
    return stopped ? stopped->errorCode : QString();
}

QString DispatchVerdict::summary() const
{
    const DispatchStepResult *stopped = stoppedAt();
    if (!stopped) {
        if (steps.isEmpty())
            return tr("Not run");
        return tr("The call would reach the handler");
    }
    return tr("Stopped at %1 %2: %3")
        .arg(DispatchStepResult::number(stopped->step), DispatchStepResult::title(stopped->step),
             stopped->errorCode);
}

QJsonObject DispatchVerdict::toJson() const
{
    QJsonArray array;
    for (const DispatchStepResult &result : steps) {
        QJsonObject step{{QStringLiteral("step"), QString::fromLatin1(nameOf(result.step).key)},
                         {QStringLiteral("outcome"), DispatchStepResult::outcomeName(result.outcome)}};
        if (!result.errorCode.isEmpty())
            step.insert(QStringLiteral("code"), result.errorCode);
        if (!result.message.isEmpty())
            step.insert(QStringLiteral("message"), result.message);
        array.append(step);
    }
    return QJsonObject{{QStringLiteral("steps"), array}};
}

DispatchVerdict DispatchVerdict::fromJson(const QJsonObject &object)
{
    DispatchVerdict verdict;
    for (const QJsonValue &value : object.value(QStringLiteral("steps")).toArray()) {
        const QJsonObject step = value.toObject();
        const QString key = step.value(QStringLiteral("step")).toString();
        const auto known = std::find_if(std::begin(kSteps), std::end(kSteps),
                                        [&](const StepName &name) { return key == QLatin1String(name.key); });
        if (known == std::end(kSteps))
            continue; // a step a later capstudio added
        DispatchStepResult result;
        result.step = known->step;
        result.outcome = outcomeFromName(step.value(QStringLiteral("outcome")).toString());
        result.errorCode = step.value(QStringLiteral("code")).toString();
        result.message = step.value(QStringLiteral("message")).toString();
        verdict.steps.append(result);
    }
    return verdict;
}

DispatchVerdict DispatchDryRun::run(const DispatchScenario &scenario, const DispatchCatalog &catalog,
                                    const EnvProfile &profile)
{
    return DispatchPipeline(scenario, catalog, profile).run();
}

QList<VerdictChange> DispatchDryRun::compare(const DispatchVerdict &before, const DispatchVerdict &after)
{
    QList<VerdictChange> changes;
    const auto find = [](const DispatchVerdict &verdict, DispatchStep step) -> const DispatchStepResult * {
        for (const DispatchStepResult &result : verdict.steps) {
            if (result.step == step)
                return &result;
        }
        return nullptr;
    };
    for (const StepName &name : kSteps) {
        const DispatchStepResult *was = find(before, name.step);
        const DispatchStepResult *now = find(after, name.step);
        if (!was && !now)
            continue;
        VerdictChange change;
        change.step = name.step;
        change.before = was ? was->outcome : StepOutcome::NotReached;
        change.after = now ? now->outcome : StepOutcome::NotReached;
        change.codeBefore = was ? was->errorCode : QString();
        change.codeAfter = now ? now->errorCode : QString();
        if (change.before != change.after || change.codeBefore != change.codeAfter)
            changes.append(change);
    }
    return changes;
}

bool DispatchDryRun::isAdvertisableSlug(const QString &slug)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[a-zA-Z0-9_-]{1,64}\\z"));
    return pattern.match(slug).hasMatch();
}

} // namespace capstudio
