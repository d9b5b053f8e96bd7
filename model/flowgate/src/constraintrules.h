#pragma once

#include "checkcontext.h"

namespace capstudio::flowgate::checks {

// C1 (reference §4.3): `constraint:` declarations on `blackboard` slots (mapping form) and
// state `slots` entries must be well-formed. Only the first problem of a workflow is
// reported, prefixed `workflow '<id>': `.
class ConstraintRules
{
public:
    static void run(CheckContext &context, const WorkflowUnderCheck &workflow);

private:
    struct Problem
    {
        QString message;
        SourcePos pos;
    };

    // The first problem of one slot declaration, if any.
    static bool checkSlot(const QString &slotId, const Value &declaration, Problem *problem);
    static bool checkPathAllowlist(const QString &slotId, const Value::Member &params, Problem *problem);
    static bool checkGlobs(const QString &slotId, const QString &field, const Value &list, Problem *problem);
};

} // namespace capstudio::flowgate::checks
