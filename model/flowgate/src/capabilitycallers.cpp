#include "flowgate/capabilitycallers.h"

#include "checkcontext.h"

namespace capstudio::flowgate {

using namespace checks;

QList<CapabilityCall> CapabilityCallers::all(const Value &workflows)
{
    QList<CapabilityCall> calls;
    for (const Value::Member &workflow : workflows.members()) {
        forEachTransition(workflow.value, [&](const Value::Member &state, const Value::Member &transition) {
            const Value *executor = transition.value.find(u"executor");
            if (!executor || !executor->isObject())
                return true;
            const QString *kind = stringAt(executor->find(u"kind"));
            const Value *definitionId = executor->find(u"definitionId");
            const QString *target = stringAt(definitionId);
            if (!kind || *kind != u"workflow" || !target || tierOf(*target) != WorkflowTier::Capability)
                return true;
            CapabilityCall call;
            call.caller = workflow.key;
            call.state = state.key;
            call.transition = transition.key;
            call.capability = *target;
            call.hasUse = executor->contains(u"use");
            if (const QString *pin = stringAt(executor->find(u"expects_contract_hash")))
                call.pin = *pin;
            call.pos = definitionId->pos();
            calls.append(call);
            return true;
        });
    }
    return calls;
}

QList<CapabilityCall> CapabilityCallers::of(const Value &workflows, const QString &capabilityId)
{
    QList<CapabilityCall> calls = all(workflows);
    calls.removeIf([&](const CapabilityCall &call) { return call.capability != capabilityId; });
    return calls;
}

} // namespace capstudio::flowgate
