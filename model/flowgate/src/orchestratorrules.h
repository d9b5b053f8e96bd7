#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// Check-time rules of `flow.*` workflows, in the runtime's order (reference §4.3): V7 id
// shape, V8 no snippet, V9 no verb, V11 no orchestrator nesting, then the slot table:
// V14 type conflicts, and V13 reachability only when no V14 fired.
class OrchestratorRules
{
public:
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow);

private:
    static void checkIdShape(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkNoSnippetNoVerb(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkNoNesting(CheckContext &context, const WorkflowUnderCheck &workflow);
    static void checkSlots(CheckContext &context, const WorkflowUnderCheck &workflow);
};

} // namespace capstudio::flowgate::checks
