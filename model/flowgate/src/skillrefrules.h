#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// S1 and W5 (reference §4.3): `skills:` refs at workflow scope, then for each state its own
// scope followed by its transitions' scopes. A scope with more than 4 refs warns (W5)
// before its unknown refs are reported (S1). For a namespaced workflow `<ns>/…` (namespace =
// the part before the first `/`), `<ns>/<ref>` also resolves a ref.
class SkillRefRules
{
public:
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow, const Value &states);

private:
    static void checkScope(CheckContext &context, const WorkflowUnderCheck &workflow,
                           const QString &scope, const Value::Member &refs);
};

} // namespace capstudio::flowgate::checks
