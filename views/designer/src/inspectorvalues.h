#pragma once

#include "flowgate/value.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace capstudio {

// Small conversions the inspector's editors share: values shown as text and read back,
// schema types for hints, the closed sets the combos offer (reference §2.3–§3.3).
class InspectorValues
{
    Q_DECLARE_TR_FUNCTIONS(InspectorValues)

public:
    // Compact JSON with sorted keys (the contract hash's canonical form).
    static QString compactJson(const flowgate::Value &value);
    // Indented JSON for editing; numbers keep their integer / float form.
    static QString prettyJson(const flowgate::Value &value, int indent = 0);
    // A value as a person types it into a one-line field: strings as they are (quoted only
    // when the bare text would read back as something else), anything else as compact JSON.
    static QString fieldText(const flowgate::Value &value);
    // The inverse of fieldText(): JSON when the text is JSON (3, true, "x", {…}), else a string.
    static flowgate::Value parseField(const QString &text);
    // The `type` of a JSON-schema fragment ("string", "integer|null"), "any" without one,
    // "unknown" for a Null schema (unknown callee or output).
    static QString schemaType(const flowgate::Value &schema);
    // "capability", "orchestrator" or "other" for a (possibly namespaced) workflow id.
    static QString tierName(const QString &workflowId);
    // The 24 cap verbs in canonical order.
    static const QStringList &capVerbs();
    // Executor kinds the transition inspector offers (without "none").
    static const QStringList &executorKinds();
    // `$.context.<slot>` as V12 allows it in use.outputs keys.
    static bool isContextSlotPath(const QString &path);
    // The value at `keys` under `root`, Null when any step is missing.
    static flowgate::Value at(const flowgate::Value &root, const QStringList &keys);
};

} // namespace capstudio
