#include "flowgate/validator.h"

#include "core/workpool.h"

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
namespace {

void checkWorkflow(CheckContext &context, const Value::Member &member)
{
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
        return;
    const Value &states = *workflow.def.find(u"states");
    BlackboardRules::run(context, workflow, states);
    SkillRefRules::run(context, workflow, states);
}

} // namespace

Diagnostics Validator::check(const Value &config, const QStringList &files)
{
    // Each workflow is checked on its own against tables built once (capability hashes,
    // lifecycles, skills), so slices of workflows go to the cores, each with a copy of the
    // context that shares those tables and keeps its own findings; the findings are put back
    // in workflow order.
    const CheckContext shared(config, files);
    const Value::Object &workflows = shared.workflows().members();
    constexpr qsizetype WorkflowsPerSlice = 32;
    const qsizetype count = qsizetype(workflows.size());
    std::vector<Diagnostics> parts(size_t((count + WorkflowsPerSlice - 1) / WorkflowsPerSlice));
    WorkPool::parallelFor(count, WorkflowsPerSlice, [&](qsizetype begin, qsizetype end) {
        CheckContext context = shared;
        for (qsizetype i = begin; i < end; ++i)
            checkWorkflow(context, workflows[size_t(i)]);
        parts[size_t(begin / WorkflowsPerSlice)] = context.takeDiagnostics();
    });
    Diagnostics diagnostics;
    for (Diagnostics &part : parts)
        diagnostics.append(std::move(part));
    return diagnostics;
}

} // namespace capstudio::flowgate
