#include "flowgate/reachablewriters.h"

#include "checkcontext.h"

namespace capstudio::flowgate {

using namespace checks;

namespace {

void addKeys(QSet<QString> &keys, const Value *object)
{
    if (!object || !object->isObject())
        return;
    for (const Value::Member &member : object->members())
        keys.insert(member.key);
}

// `onEnter.output` keys of the state named `name`, if it exists.
void addOnEnterOutputs(QSet<QString> &keys, const Value &states, const QString &name)
{
    addKeys(keys, pointerPath(states.find(name), {u"onEnter", u"output"}));
}

// Merges `keys` into writers[target] (creating the entry) and tells whether a key was new.
// Like the runtime, creating an entry with no new key is not a change: when that happens
// for a state sorted before the one that created it, the fixed point may stop before
// propagating from it (so its successors can miss keys) — kept for identical results.
bool mergeInto(QHash<QString, QSet<QString>> &writers, const QString &target, const QSet<QString> &keys)
{
    QSet<QString> &entry = writers[target];
    const qsizetype before = entry.size();
    entry.unite(keys);
    return entry.size() != before;
}

} // namespace

ReachableWriters ReachableWriters::compute(const Value &workflow)
{
    ReachableWriters result;
    const QString *initialState = stringAt(workflow.find(u"initialState"));
    if (!initialState)
        return result;
    const Value states = workflow.value(u"states");

    QSet<QString> seed;
    addKeys(seed, workflow.find(u"initialContext"));
    addOnEnterOutputs(seed, states, *initialState);
    result.m_writers.insert(*initialState, seed);

    const QString *timeoutTarget = stringAt(pointerPath(&workflow, {u"onTimeout", u"target"}));
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Value::Member &state : states.members()) {
            const auto found = result.m_writers.constFind(state.key);
            if (found == result.m_writers.constEnd())
                continue;
            const QSet<QString> available = *found;

            if (timeoutTarget) {
                QSet<QString> keys = available;
                addOnEnterOutputs(keys, states, *timeoutTarget);
                changed |= mergeInto(result.m_writers, *timeoutTarget, keys);
            }

            const Value *transitions = state.value.find(u"transitions");
            if (!transitions || !transitions->isObject())
                continue;
            for (const Value::Member &transition : transitions->members()) {
                QSet<QString> produced = available;
                addKeys(produced, transition.value.find(u"output"));
                QStringList targets;
                if (const QString *target = stringAt(transition.value.find(u"target")))
                    targets.append(*target);
                if (const Value *branches = transition.value.find(u"branches"); branches && branches->isArray()) {
                    for (const Value &branch : branches->items()) {
                        if (const QString *target = stringAt(branch.find(u"target")))
                            targets.append(*target);
                    }
                }
                for (const QString &target : targets) {
                    QSet<QString> keys = produced;
                    addOnEnterOutputs(keys, states, target);
                    changed |= mergeInto(result.m_writers, target, keys);
                }
            }
        }
    }
    return result;
}

} // namespace capstudio::flowgate
