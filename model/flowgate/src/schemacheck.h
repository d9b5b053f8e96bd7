#pragma once

#include "flowgate/value.h"

#include <QStringList>

namespace capstudio::flowgate {

// A small JSON Schema check for the simulator: the keywords flowgate workflows use on
// inputs, transition arguments and snippet outputs. capstudio's full JSON Schema checker
// (valijson) lives in model/rules, which model/flowgate may not use (ARCHITECTURE.md), so the
// simulator checks type, enum, const, required, properties, additionalProperties: false,
// items, min/maxLength, minimum/maximum and min/maxItems. Messages follow the wording of the
// runtime's jsonschema crate ("\"x\" is a required property", "5 is not of type \"string\"").
// Other keywords (pattern, format, $ref, oneOf …) are not checked.
class SchemaCheck
{
public:
    static constexpr int MaxDepth = 64;

    // The runtime's apply_schema_defaults: for every `properties` entry missing from an
    // object value, insert its `default`; recurse into the present ones.
    static void applyDefaults(const Value &schema, Value &value, int depth = 0);

    // Every violation, in keyword order; empty when the value passes.
    static QStringList validate(const Value &schema, const Value &value);
};

} // namespace capstudio::flowgate
