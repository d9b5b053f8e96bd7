#pragma once

#include "catalog/agent.h"
#include "catalog/agentbinding.h"
#include "catalog/capability.h"
#include "catalog/dispatchscenario.h"
#include "core/diagnostic.h"
#include "rules/envprofile.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio {

// The checks a capability call meets in Sunrise, in order (reference §7). The chat-level
// checks come before the dispatcher's numbered steps; BindingConfig is what the four
// built-ins with binding configs check inside execute() before they do anything.
enum class DispatchStep {
    Advertised,     // chat: was the tool offered to this agent at all?
    TurnLimit,      // chat: the same tool failed twice in a row this turn
    LoadRegistry,   // 1
    HandlerLookup,  // 2
    RegistryLookup, // 3
    Quarantine,     // 3a
    Binding,        // 4
    GuardAndScope,  // 4a, 4b (fork seams; absent in stock Sunrise)
    RateLimit,      // 5
    Approval,       // 6
    ValidateArgs,   // 7
    BindingConfig,  // 8, inside execute(): customConfig read from the database on each call
    Execute,        // 8
    CostLog,        // 9
};

enum class StepOutcome {
    Passed,     // the call goes on
    Caution,    // the call goes on, but something here surprises admins or fails later
    Stopped,    // the call ends here with errorCode
    NotReached, // an earlier step stopped the call
    NotApplicable, // this caller never meets this check
};

// One piece of data that decided a step: "Effective rate limit" → "20/min (binding)".
struct DispatchFact
{
    QString label;
    QString value;
    bool operator==(const DispatchFact &other) const { return label == other.label && value == other.value; }
};

struct DispatchStepResult
{
    DispatchStep step = DispatchStep::LoadRegistry;
    StepOutcome outcome = StepOutcome::NotReached;
    QString errorCode;  // what Sunrise returns when the step stops the call
    QString message;    // the error message, or what happened
    bool skipFollowup = false; // the chat turn ends without a follow-up answer
    QList<DispatchFact> facts;
    QStringList notes;         // Sunrise behaviour that matters here and surprises admins
    Diagnostics diagnostics;   // argument violations (pointers into the arguments),
                               // binding config problems (pointers into the binding)

    // "Chat", "1", "3a", "4a/4b" … and the step's name.
    static QString number(DispatchStep step);
    static QString title(DispatchStep step);
    static QString outcomeName(StepOutcome outcome); // stable: "passed", "caution", …
};

// Everything the dry-run reads: the workspace's rows. The Configure dialog passes its
// edited (not yet applied) binding in place of the stored one.
struct DispatchCatalog
{
    QList<Capability> capabilities;
    QList<Agent> agents;
    QList<AgentBinding> bindings;
};

struct DispatchVerdict
{
    Q_DECLARE_TR_FUNCTIONS(DispatchVerdict)
public:
    QList<DispatchStepResult> steps; // one per DispatchStep, in pipeline order

    // The step that stopped the call, or nullptr when the handler would run.
    const DispatchStepResult *stoppedAt() const;
    bool wouldRun() const { return stoppedAt() == nullptr; }
    // The code Sunrise would return ("" when the handler would run).
    QString code() const;
    // One line: "Would run call_external_api" / "Stopped at 5 Rate limit: rate_limited".
    QString summary() const;

    // The saved form keeps what a re-run is compared on: per step its outcome and code.
    QJsonObject toJson() const;
    static DispatchVerdict fromJson(const QJsonObject &object);
};

// What changed between a saved verdict and a new one.
struct VerdictChange
{
    DispatchStep step = DispatchStep::LoadRegistry;
    StepOutcome before = StepOutcome::NotReached;
    StepOutcome after = StepOutcome::NotReached;
    QString codeBefore;
    QString codeAfter;
};

// Walks Sunrise's dispatch pipeline for one scenario on the workspace's data, without
// calling anything. Pure and thread-safe.
class DispatchDryRun
{
    Q_DECLARE_TR_FUNCTIONS(DispatchDryRun)
public:
    static DispatchVerdict run(const DispatchScenario &scenario, const DispatchCatalog &catalog,
                               const EnvProfile &profile);

    // Steps whose outcome or code differ; empty when the verdict is the same.
    static QList<VerdictChange> compare(const DispatchVerdict &before, const DispatchVerdict &after);

    // The advertised tool name must match this (reference §7).
    static bool isAdvertisableSlug(const QString &slug);
};

} // namespace capstudio
