#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// B1–B5 (reference §4.3), per state in sorted order: the `goal` then `guidance` template
// (B1 undeclared slot, B2 no reachable writer; `summary` is allowed), then the guards of
// each transition (B3 `summary`, B4 undeclared slot, B5 no reachable writer). A slot that
// fires B1/B3/B4 is not checked further.
class BlackboardRules
{
public:
    // `states` is the workflow's states mapping (G2 passed).
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states);
};

} // namespace capstudio::flowgate::checks
