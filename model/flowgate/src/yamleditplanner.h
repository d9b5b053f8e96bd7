#pragma once

// Works out the text change for one structural edit of a parsed YAML document, in the
// style of the text around it. Every function is const: the edits of one step can be
// planned against the same tree and applied together. Private to SourceDocument.

#include "core/expected.h"
#include "flowgate/value.h"
#include "yamlemitter.h"
#include "yamlspantree.h"

namespace capstudio::flowgate {

// Replace the bytes [start, end) of the text by `text`.
struct TextEdit
{
    qsizetype start = 0;
    qsizetype end = 0;
    QByteArray text;
};

class YamlEditPlanner
{
public:
    YamlEditPlanner(const YamlSpanTree &tree, const YamlEmitter &emitter)
        : m_tree(tree), m_emitter(emitter)
    { }

    // The node's text replaced by `value` (a no-op edit when a scalar already reads as it).
    Expected<TextEdit> replace(int node, const Value &value, const QString &firstKey = {}) const;
    // A new last entry of a mapping (the key must be absent).
    Expected<TextEdit> insertEntry(int mapping, const QString &key, const Value &value) const;
    // A new last item of a sequence.
    Expected<TextEdit> appendItem(int sequence, const Value &value) const;
    // Removes a mapping entry / sequence item; the only one leaves `{}` / `[]`.
    Expected<TextEdit> removeEntry(int mapping, int entry) const;
    Expected<TextEdit> removeItem(int sequence, int index) const;
    // The key of a mapping entry rewritten.
    Expected<TextEdit> renameKey(int mapping, int entry, const QString &newKey) const;

    // The typed value of a scalar node as the reader sees it (strings for quoted and block
    // scalars, YAML 1.2 core schema for plain ones); Null for other nodes.
    Value scalarValue(int node) const;
    // The node already reads as value (deep, key order aside): an edit to it writes nothing.
    bool holds(int node, const Value &value) const;

private:
    using Style = YamlSpanTree::Style;

    Expected<TextEdit> replaceInline(int node, const QByteArray &text) const;
    Expected<TextEdit> replaceWithBlock(int node, const Value &value,
                                        const QString &firstKey) const;
    // Whole lines from `first` to `last` (plus the comment lines just above at the same
    // indentation); keeps a missing final line break missing.
    TextEdit removeLines(qsizetype first, qsizetype last) const;
    // The column of the key or `-` that owns a node (0 for the root).
    qsizetype ownerColumn(int node) const;
    // Right after the `:` or `-` that introduces a node; -1 for the root or flow items.
    qsizetype introducerEnd(int node) const;
    // The content column of an existing block scalar.
    qsizetype blockScalarColumn(int node) const;
    Style siblingStyle(int collection, bool keys) const;
    // Whether a new member of an empty `{}` / `[]` stays in flow style: inside another flow
    // collection, or when the value is short and flat.
    bool fitsFlow(int emptyCollection, const Value &value) const;
    // A flow collection written with spaces inside its brackets: `{ a: 1 }`.
    bool isPadded(int flowCollection) const;

    const YamlSpanTree &m_tree;
    const YamlEmitter &m_emitter;
};

} // namespace capstudio::flowgate
