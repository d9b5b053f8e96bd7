#pragma once

#include "flowgate/value.h"

#include <QList>
#include <QString>

namespace capstudio::flowgate {

// Who puts a value into an orchestrator's `$.context` slot (reference §4.4).
struct SlotWriter
{
    enum class Kind { Inputs, State };

    Kind kind = Kind::Inputs;
    QString state;      // Kind::State: the state whose transition writes the slot
    QString transition; // Kind::State: that transition
    QString capability; // Kind::State: the callee definitionId as written
    QString output;     // Kind::State: the callee output name
    SourcePos pos;      // the `inputs:` entry / the `use.outputs` key

    // As SLOT_TYPE_CONFLICT (V14) names it: "the orchestrator's `inputs:` block" or
    // "state '<name>'".
    QString describe() const;
};

struct SlotEntry
{
    QString path;       // `$.context.<input>` or the `use.outputs` key verbatim
    Value schema;       // the inputs: schema as written, or the callee's snippet.outputs entry;
                        // Null when the callee or the output name is unknown
    SlotWriter writer;  // the first writer (the one whose schema is kept)
    QList<SlotWriter> sameTypeWriters; // later writers with a canonically equal schema
};

// Two writers of one slot with canonically different schemas (V14).
struct SlotConflict
{
    QString path;
    SlotWriter first;
    SlotWriter second;
    Value firstSchema;
    Value secondSchema;
};

// The per-orchestrator slot table of `mcp-flowgate check` (V13/V14), built flat with graph
// order ignored: `inputs:` entries first, then every transition (states and transitions in
// sorted key order) whose executor is `kind: workflow` with a mapping `use.outputs`, one
// entry per string-valued output binding. Callee schemas are looked up by the exact
// definitionId among cap-tier workflows.
class SlotTable
{
public:
    // `orchestrator`: the workflow definition; `workflows`: the config's `workflows`
    // mapping (for the callees' snippet.outputs).
    static SlotTable build(const Value &orchestrator, const Value &workflows);

    // Sorted by path (UTF-8 byte order).
    const QList<SlotEntry> &entries() const { return m_entries; }
    const SlotEntry *find(QStringView path) const;
    // In detection order; when non-empty the runtime reports these and skips V13.
    const QList<SlotConflict> &conflicts() const { return m_conflicts; }

private:
    void insert(const QString &path, const Value &schema, const SlotWriter &writer);

    QList<SlotEntry> m_entries;
    QList<SlotConflict> m_conflicts;
};

} // namespace capstudio::flowgate
