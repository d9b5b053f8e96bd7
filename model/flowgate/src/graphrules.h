#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// Graph checks of every workflow, in the runtime's order (reference §4.3): G1 and G2 (each
// stops the workflow's remaining checks), G3, G4, then per state W1, per transition G6/G5
// and G7, W2; then W3 (outputs vs blackboard) and W4 (reachability).
class GraphRules
{
public:
    // False when G1 or G2 fired: nothing else of this workflow is checked.
    static bool run(CheckContext &context, const WorkflowUnderCheck &workflow);

private:
    static void checkStates(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states);
    static void checkTransitions(CheckContext &context, const WorkflowUnderCheck &workflow,
                                 const Value &states, const Value::Member &state);
    static void checkOutputsDeclared(CheckContext &context, const WorkflowUnderCheck &workflow,
                                     const Value &states);
    static void checkReachable(CheckContext &context, const WorkflowUnderCheck &workflow,
                               const Value &states, const QString &initialState);
};

} // namespace capstudio::flowgate::checks
