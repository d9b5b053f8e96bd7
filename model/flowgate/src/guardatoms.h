#pragma once

#include "flowgate/guardevaluator.h"
#include "flowgate/value.h"

#include <QList>
#include <QString>
#include <functional>

// The guards of a workflow taken apart for analysis: where each guard object sits, its
// comparison leaves, values on either side of each comparison's constant, and a decision
// procedure that runs the runtime's own evaluator over every combination of those values.
namespace capstudio::flowgate::GuardAtoms {

// One guard object of a workflow and where it sits.
struct Guard
{
    enum class Where { Guards, Branch, While };
    QString state;
    QString transition; // empty for `while`
    Where where = Where::Guards;
    int index = 0;      // in `guards:` or `branches:`
    Value guard;
};

// Every guard object: transitions' `guards:` entries, branches' `when`, states' `while`.
QList<Guard> guardsOf(const Value &definition);

// Calls `leaf` for each non-composite guard inside `guard` (through all_of, any_of, not).
void forEachLeaf(const Value &guard, const std::function<void(const Value &)> &leaf);

// One `expr` comparison.
struct Atom
{
    QString expression;
    QString path;     // "$.context.x" (empty when both sides are constants)
    QString op;
    Value constant;
    bool splits = false;
    bool constantOnly = false;

    // The analysis knows every value that matters to it: a path under $.context,
    // $.arguments or $.workflow.input against a constant, or two constants.
    bool decidable() const { return splits && (constantOnly || !path.isEmpty()); }
};

QList<Atom> atomsOf(const Value &guard);

// Values that make the comparison true and values that make it false.
QList<Value> valuesAround(const Atom &atom);

enum class Truth { Never, Sometimes, Always, Unknown };

// Decides a guard list (the `guards:` of a transition: all must pass) or one guard object,
// over every combination of the candidate values of the paths it reads. Unknown when a leaf
// is beyond the analysis (role, permission, evidence, acknowledgements, $.workflow.id, a
// comparison of two paths) or the combinations are too many.
Truth decide(const Value &guards, bool isList);

// Whether `later` can be true only where one of `earlier` is true too (a branch that never
// fires first). Unknown as decide().
Truth shadowedBy(const Value &later, const QList<Value> &earlier);

} // namespace capstudio::flowgate::GuardAtoms
