#pragma once

#include <flowgate/value.h>

#include <QCoreApplication>
#include <QString>

namespace capstudio {

// The JSON texts the simulator panel prefills: a start input, transition arguments and the
// output an executor should hand back, each with a hint for the person editing it.
class SimulatorTemplates
{
    Q_DECLARE_TR_FUNCTIONS(SimulatorTemplates)

public:
    // Schemas nested deeper than this get a null placeholder.
    static constexpr int MaxDepth = 8;

    // A value that fits `schema`: its default, const or first enum value, else by type
    // ("" / 0 / false / [] / an object of its properties' placeholders / null).
    static flowgate::Value placeholder(const flowgate::Value &schema, int depth = 0);

    // The start input of a workflow: the properties of its `inputSchema` (defaults or
    // placeholders); else the names of an orchestrator's `inputs:` or a capability's
    // `snippet.inputs`; else {}.
    static flowgate::Value startInput(const flowgate::Value &definition);

    // Arguments for a transition: its inputSchema's properties, with the resolved
    // `prefill` values on top.
    static flowgate::Value arguments(const flowgate::Value &inputSchema, const flowgate::Value &prefill);

    // One line per property of an object schema: "title: string, required".
    static QString schemaSummary(const flowgate::Value &schema);

    struct ExecutorTemplate
    {
        flowgate::Value output; // what to prefill
        QString hint;           // rich text: what this executor returns and what is read of it
        bool canFail = true;    // false for noop, which always returns {}
        bool capabilityCall = false;
    };
    // The output an `executor` returns (reference §2.7): for a capability call the bound
    // callee outputs (placeholders of the callee's snippet.outputs schemas, read from
    // config.workflows), else the shape of its kind. `outputMapping` is the transition's
    // (or onEnter's) `output:` mapping; the hint names the `$.output` paths it reads.
    static ExecutorTemplate executorOutput(const flowgate::Value &executor, const flowgate::Value &config,
                                           const flowgate::Value &outputMapping);

    // Indented JSON text of a value (scalars too).
    static QString pretty(const flowgate::Value &value);
    // Compact JSON text of a value, cut after about maxChars characters.
    static QString compact(const flowgate::Value &value, int maxChars = 120);
};

} // namespace capstudio
