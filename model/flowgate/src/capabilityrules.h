#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// Check-time rules of `cap.*` workflows, in the runtime's order (reference §4.3):
// V1 verb, V2 id shape, V3–V5 snippet, V6 primary executor, V10 no nesting.
class CapabilityRules
{
public:
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow);

private:
    static void checkVerb(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkIdShape(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkSnippet(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkPrimaryExecutor(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkNoNesting(CheckContext &context, const WorkflowUnderCheck &workflow);
};

} // namespace capstudio::flowgate::checks
