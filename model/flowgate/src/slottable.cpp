#include "flowgate/slottable.h"

#include "checkcontext.h"
#include "flowgate/contracthash.h"

#include <algorithm>

namespace capstudio::flowgate {

using namespace checks;

namespace {

bool entryLess(const SlotEntry &entry, QStringView path)
{
    return compareKeys(entry.path, path) < 0;
}

// snippet.outputs[name] of the cap-tier workflow `definitionId`; Null when unknown.
Value calleeOutputSchema(const Value &workflows, const QString &definitionId, const QString &output)
{
    if (tierOf(definitionId) != WorkflowTier::Capability)
        return Value();
    const Value *outputs = pointerPath(workflows.find(definitionId), {u"snippet", u"outputs"});
    if (!outputs)
        return Value();
    const Value *schema = outputs->find(output);
    return schema ? *schema : Value();
}

} // namespace

QString SlotWriter::describe() const
{
    if (kind == Kind::Inputs)
        return QStringLiteral("the orchestrator's `inputs:` block");
    return QStringLiteral("state '%1'").arg(state);
}

SlotTable SlotTable::build(const Value &orchestrator, const Value &workflows)
{
    SlotTable table;
    if (const Value *inputs = orchestrator.find(u"inputs"); inputs && inputs->isObject()) {
        for (const Value::Member &input : inputs->members()) {
            SlotWriter writer;
            writer.kind = SlotWriter::Kind::Inputs;
            writer.pos = memberPos(input);
            table.insert(QStringLiteral("$.context.") + input.key, input.value, writer);
        }
    }
    forEachTransition(orchestrator, [&](const Value::Member &state, const Value::Member &transition) {
        const Value *executor = transition.value.find(u"executor");
        if (!executor || !executor->isObject())
            return true;
        const QString *kind = stringAt(executor->find(u"kind"));
        if (!kind || *kind != u"workflow")
            return true;
        const Value *outputs = pointerPath(executor, {u"use", u"outputs"});
        if (!outputs || !outputs->isObject())
            return true;
        const QString *definitionId = stringAt(executor->find(u"definitionId"));
        const QString callee = definitionId ? *definitionId : QString();
        for (const Value::Member &binding : outputs->members()) {
            const QString *output = stringAt(&binding.value);
            if (!output)
                continue;
            SlotWriter writer;
            writer.kind = SlotWriter::Kind::State;
            writer.state = state.key;
            writer.transition = transition.key;
            writer.capability = callee;
            writer.output = *output;
            writer.pos = memberPos(binding);
            table.insert(binding.key, calleeOutputSchema(workflows, callee, *output), writer);
        }
        return true;
    });
    return table;
}

const SlotEntry *SlotTable::find(QStringView path) const
{
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), path, entryLess);
    if (it == m_entries.end() || it->path != path)
        return nullptr;
    return &*it;
}

void SlotTable::insert(const QString &path, const Value &schema, const SlotWriter &writer)
{
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), QStringView(path), entryLess);
    if (it != m_entries.end() && it->path == path) {
        if (ContractHash::canonicalJson(it->schema) == ContractHash::canonicalJson(schema)) {
            it->sameTypeWriters.append(writer);
            return;
        }
        m_conflicts.append(SlotConflict{path, it->writer, writer, it->schema, schema});
        return;
    }
    m_entries.insert(it, SlotEntry{path, schema, writer, {}});
}

} // namespace capstudio::flowgate
