#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// Check-time rules of `kind: workflow` calls, for every tier (reference §4.3, §2.9):
// V12 use-binding shape over all transitions, then V15/V16 contract pins over all
// transitions.
class UseRules
{
public:
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow);

private:
    static void checkBindings(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkUseShape(CheckContext &context, const WorkflowUnderCheck &workflow,
                              const QString &state, const QString &transition,
                              const Value::Member &use);
    static void checkContractPins(CheckContext &context, const WorkflowUnderCheck &workflow);
};

} // namespace capstudio::flowgate::checks
