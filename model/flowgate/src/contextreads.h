#pragma once

#include "flowgate/value.h"

#include <QStringList>
#include <vector>

namespace capstudio::flowgate::checks {

// How `mcp-flowgate check` finds the `$.context` slots a state reads (reference §4.3, B1–B5).
class ContextReads
{
public:
    // Slots read inside the `{{ … }}` blocks of a goal/guidance template, in order, repeats
    // kept.
    static QStringList inTemplate(const QString &text);
    // Slots read anywhere in a guard expression, in order, repeats kept. Each occurrence of
    // `$.context.` is followed by the longest run of [A-Za-z0-9_] (so `$.context.vet-verdict`
    // reads `vet`); an empty run reads nothing.
    static QStringList inExpression(const QString &text);
    // The guard objects of a transition: its `guards:` list, then each `branches[].when`,
    // descending into `all_of`/`any_of` (`guards:` lists) and `not` (`guard:`).
    static std::vector<const Value *> guardsOf(const Value &transition);

private:
    static void collectGuard(const Value &guard, std::vector<const Value *> &out);
};

} // namespace capstudio::flowgate::checks
