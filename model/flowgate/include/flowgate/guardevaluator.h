#pragma once

#include "flowgate/value.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio::flowgate {

// Everything a guard can see (reference §2.8): the instance, the submitted arguments and the
// submitting principal. Values are shared, so a scope is cheap to copy.
struct GuardScope
{
    Value context;            // $.context.* (a missing slot is an error)
    Value arguments;          // $.arguments.* ({} for the deterministic chain)
    Value input;              // $.workflow.input.*
    QString instanceId;       // $.workflow.id: the runtime gives the INSTANCE id, not the definition id
    QString state;            // $.workflow.state
    QString definitionVersion = QStringLiteral("0"); // $.workflow.version
    QStringList roles;        // `role` guards
    QStringList permissions;  // `permission` guards
    // The simulator has no acknowledgement store: these lists stand in for "the agent fetched
    // this skill / script in this workflow with its current hash".
    QStringList acknowledgedGuidance;
    QStringList acknowledgedScripts;
};

// The outcome of one guard (or expression).
struct GuardResult
{
    bool passed = false;
    // Set when evaluation failed instead of answering: GUARD_UNSET_SLOT (a `$.context` read of
    // a missing slot), SIMULATOR_GUARD_ERROR (a malformed guard: the runtime answers with a
    // bare error, e.g. `not` without `guard:`) or SIMULATOR_NESTING_LIMIT (the simulator's own
    // ceiling). errorMessage is the runtime's text where the runtime has one.
    QString errorCode;
    QString errorMessage;
    // What a designer reads: "$.context.attempts (2) < 3 → true".
    QString explanation;

    bool hasError() const { return !errorCode.isEmpty(); }
};

// One guard of a transition's `guards:` list with its result.
struct GuardCheck
{
    Value guard;
    GuardResult result;
    // False for guards after the one that decided the list: the runtime never evaluates
    // them (AND, short-circuit in order); they are evaluated only to show the designer.
    bool evaluatedByRuntime = true;
};

// A `guards:` list: all must pass (AND, short-circuit in order).
struct GuardListResult
{
    bool passed = true;
    QString errorCode;     // from the guard that errored (the list then does not pass)
    QString errorMessage;
    QList<GuardCheck> checks;

    bool hasError() const { return !errorCode.isEmpty(); }
};

// Evaluates guard objects and the `expr` language exactly as the flowgate runtime does
// (reference §2.8), with an explanation of every answer.
class GuardEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(GuardEvaluator)

public:
    // Guards nested deeper than this (all_of / any_of / not) give SIMULATOR_NESTING_LIMIT.
    static constexpr int MaxDepth = 64;
    // Composite explanations list at most this many clauses.
    static constexpr int MaxExplainedClauses = 12;
    // At most this many guard objects per evaluate() call (a YAML alias bomb of nested
    // all_of would otherwise take forever); past it: SIMULATOR_NESTING_LIMIT.
    static constexpr qint64 MaxEvaluatedGuards = 100000;
    // evaluateAll() keeps at most this many GuardChecks.
    static constexpr qsizetype MaxReportedChecks = 1000;

    explicit GuardEvaluator(GuardScope scope);

    const GuardScope &scope() const { return m_scope; }

    // One guard object: expr (alias jsonpath), permission, role, all_of, any_of, not,
    // evidence, guidance_acknowledged, script_acknowledged; anything else is false.
    GuardResult evaluate(const Value &guard) const;
    // One expression: `<operand> <op> <operand>`.
    GuardResult evaluateExpression(const QString &expression) const;
    // A `guards:` list (not a list: no guards). With showAll, guards after the deciding
    // one are evaluated too and marked evaluatedByRuntime = false. At most
    // MaxReportedChecks checks are kept (plus the one that decided the list).
    GuardListResult evaluateAll(const Value &guards, bool showAll = false) const;

    struct Comparison
    {
        QString left;
        QString op;
        QString right;
    };
    // The runtime's split: operators searched in the order starts_with, contains, <=, >=,
    // ==, !=, <, >, each at its first occurrence outside quotes; operands trimmed.
    static std::optional<Comparison> split(QStringView expression);
    // The runtime's comparison: numeric when both are numbers (== within f64 epsilon),
    // else starts_with / contains on strings (non-strings read as ""), == / != as exact
    // JSON equality, ordering false.
    static bool compare(const Value &left, QStringView op, const Value &right);
    // A guard path (`a.b[0].c`) as the runtime turns it into a JSON pointer ("/a/b/0/c").
    // The runtime copies the path byte by byte, so a non-ASCII key never matches.
    static QString pathPointer(QStringView path);

private:
    struct Operand
    {
        Value value;
        QString text;        // how the explanation shows it
        QString unsetPath;   // set when a $.context read found nothing
    };
    Operand operand(QStringView token) const;
    GuardResult evaluateAt(const Value &guard, int depth, qint64 &budget) const;
    GuardResult composite(const Value &guard, const QString &kind, int depth, qint64 &budget) const;

    GuardScope m_scope;
};

} // namespace capstudio::flowgate
