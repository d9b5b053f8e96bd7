#pragma once

#include "flowgate/value.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace capstudio::flowgate {

// What a value spec or a path can read (reference §2.10). A null pointer reads as absent.
struct ValueScopes
{
    const Value *arguments = nullptr; // $.arguments.*
    const Value *context = nullptr;   // $.context.*
    const Value *input = nullptr;     // $.workflow.input.*
    const Value *output = nullptr;    // $.output, $ and $.output.* (output mappings only)
};

// The flowgate runtime's value specs and output-mapping paths (reference §2.10), as the
// runtime's mapping code evaluates them: output mappings, onEnter outputs, `prefill` and
// `use.inputs` values.
class ValueSpec
{
    Q_DECLARE_TR_FUNCTIONS(ValueSpec)

public:
    // Deeper `concat` nesting or more `[*]` projections than this are refused (the runtime
    // would recurse without bound); the result is then Null and *error says why.
    static constexpr int MaxDepth = 64;

    // serde_json's `Value::pointer`: "" is the root; otherwise "/"-separated tokens with
    // "~1" and "~0" unescaped, object members by key, array items by canonical decimal
    // index. nullptr when absent.
    static const Value *pointer(const Value &root, QStringView pointer);

    // An output-mapping path below a root (`a.b`, `branches[*].ok`): every dot becomes a
    // pointer separator and the first `[*]` projects over an array, plucking the rest of
    // the path from each element (missing → Null). `a[0]` is NOT an index here: the runtime
    // reads a key named "a[0]" (only guard paths know `[n]`). nullopt when unresolvable.
    static std::optional<Value> resolvePath(const Value &root, QStringView path, QString *error = nullptr);

    // A `$.`-expression read from the scopes: `$.arguments.`, `$.context.`,
    // `$.workflow.input.` and, when scopes.output is set, `$`, `$.output` and `$.output.`.
    // Anything else (including `$.workflow.id`) is unresolvable.
    static std::optional<Value> read(QStringView expression, const ValueScopes &scopes, QString *error = nullptr);

    // One value spec: a string starting with "$." (or "$") is a path (unresolvable → Null),
    // other strings are literals; a one-key mapping {set: x} gives x verbatim,
    // {add|subtract|multiply|divide: [a, b]} does f64 arithmetic (operands are paths or
    // numbers, missing/null → 0, other types → Null, divide by 0 → Null, integral results
    // become integers), {concat: [parts…]} joins the parts' texts; anything else is literal.
    static Value resolve(const Value &spec, const ValueScopes &scopes, QString *error = nullptr);

    // Applies an output mapping (slot → value spec) to a context: every value is computed
    // against the context as it was before the write, then stored as a top-level key (a
    // key with dots is stored literally). A mapping that is not an object changes nothing;
    // a context that is not an object fails with the runtime's message.
    static Value merge(const Value &context, const Value &mapping, const ValueScopes &scopes,
                       QString *error = nullptr);

    // `use.inputs` of a capability call (reference §2.9): nested mappings and lists are
    // resolved item by item, strings starting with "$." are read from the scopes
    // (unresolvable → Null), everything else is kept literally.
    static Value resolveInputs(const Value &inputs, const ValueScopes &scopes, QString *error = nullptr);

    // Compact JSON (keys sorted as the runtime prints them), cut after about maxChars
    // characters with "…": for explanations and messages.
    static QString preview(const Value &value, int maxChars = 80);

    // How `concat` renders one part: strings as they are, numbers and booleans as JSON,
    // null as "null", arrays and objects as compact JSON.
    static QString concatText(const Value &value);
};

} // namespace capstudio::flowgate
