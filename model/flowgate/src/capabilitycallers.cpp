#include "flowgate/capabilitycallers.h"

#include "checkcontext.h"

namespace capstudio::flowgate {

using namespace checks;

QList<CapabilityCall> CapabilityCallers::all(const Value &workflows)
{
    QList<CapabilityCall> calls;
    for (const Value::Member &workflow : workflows.members()) {
        const Value *states = workflow.value.find(u"states");
        if (!states || !states->isObject())
            continue;
        for (const Value::Member &state : states->members()) {
            const Value *transitions = state.value.find(u"transitions");
            if (!transitions || !transitions->isObject())
                continue;
            for (const Value::Member &transition : transitions->members()) {
                const Value *executor = transition.value.find(u"executor");
                if (!executor || !executor->isObject())
                    continue;
                const QString *kind = stringAt(executor->find(u"kind"));
                const Value *definitionId = executor->find(u"definitionId");
                const QString *target = stringAt(definitionId);
                if (!kind || *kind != u"workflow" || !target
                    || tierOf(*target) != WorkflowTier::Capability)
                    continue;
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
            }
        }
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
