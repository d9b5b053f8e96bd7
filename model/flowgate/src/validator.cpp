#include "flowgate/validator.h"

#include "blackboardrules.h"
#include "capabilityrules.h"
#include "checkcontext.h"
#include "constraintrules.h"
#include "graphrules.h"
#include "orchestratorrules.h"
#include "skillrefrules.h"
#include "userules.h"

namespace capstudio::flowgate {

using namespace checks;

// Per workflow, workflows in sorted id order (reference §4.3): C1; the tier rules (cap: V1,
// V2, V3–V5, V6, V10 — flow: V7, V8, V9, V11, V14 then V13); V12; V15/V16; G1 and G2 (each
// stops the workflow); G3; G4; per state W1, G6/G5, G7, W2; W3; W4; B1–B5; S1/W5.
Diagnostics Validator::check(const Value &config, const QStringList &files)
{
    CheckContext context(config, files);
    for (const Value::Member &member : context.workflows().members()) {
        const WorkflowUnderCheck workflow{member.key, member.value, memberPos(member)};

        ConstraintRules::run(context, workflow);
        switch (tierOf(workflow.id)) {
        case WorkflowTier::Capability:
            CapabilityRules::run(context, workflow);
            break;
        case WorkflowTier::Orchestrator:
            OrchestratorRules::run(context, workflow);
            break;
        case WorkflowTier::Other:
            break;
        }
        UseRules::run(context, workflow);

        if (!GraphRules::run(context, workflow))
            continue;
        const Value &states = *workflow.def.find(u"states");
        BlackboardRules::run(context, workflow, states);
        SkillRefRules::run(context, workflow, states);
    }
    return context.takeDiagnostics();
}

} // namespace capstudio::flowgate
