#pragma once

// Renders Values as YAML text for SourceDocument's edits: scalars in a chosen quoting style
// (falling back when a style cannot hold the value), flow collections, and block
// collections as lines relative to column 0. Private to SourceDocument.

#include "flowgate/value.h"
#include "yamlspantree.h"

#include <QByteArray>
#include <QList>

namespace capstudio::flowgate {

struct YamlLayout
{
    int indent = 2; // a nested mapping's entries, relative to its key
    int sequenceIndent = 2; // a sequence's `-`, relative to the key that holds it (0 or indent)
    QByteArray eol = "\n";
};

class YamlEmitter
{
public:
    using Style = YamlSpanTree::Style;

    explicit YamlEmitter(const YamlLayout &layout) : m_layout(layout) { }
    const YamlLayout &layout() const { return m_layout; }

    // Scalars, `{}` and `[]`: everything that is written on one line (block scalars aside).
    static bool isInline(const Value &value);

    // The style a string is written in: `preferred` (the style of the text it replaces or
    // of its siblings; Block/Flow mean "none") when it can hold the string, else plain when
    // the plain form reads back as the same string, else double-quoted. Keys are always
    // strings, so a plain key only has to parse, not to type as a string.
    Style stringStyle(const QString &text, Style preferred, bool flow, bool key) const;

    // An inline value (isInline): a scalar in its style (only strings honour `preferred`),
    // `{}` or `[]`. A block scalar's content lines are indented to contentColumn.
    // wrapWidth (folded blocks): lines end before this column where a single space allows it.
    QByteArray scalar(const Value &value, Style preferred, bool flow, int contentColumn, int wrapWidth = 0) const;
    QByteArray key(const QString &key, Style preferred, bool flow) const;
    // Any value in flow style; `padded` writes `{ a: 1 }` / `[ x ]` instead of `{a: 1}`.
    QByteArray flow(const Value &value, bool padded = false) const;

    // Non-empty collections in block style, as lines relative to column 0.
    QList<QByteArray> blockLines(const Value &collection, const QString &firstKey = {}) const;
    // `key: value` (value in block style below the key when it is a non-empty collection).
    QList<QByteArray> entryLines(const QString &key, const Value &value, Style keyStyle,
                                 Style valueStyle, const QString &firstKey = {}) const;
    // `- value`, the value starting `gap` columns after the `-`.
    QList<QByteArray> itemLines(const Value &value, Style preferred = Style::Block,
                                int gap = 2) const;

    // The first line as it is, the others indented by `column` spaces (blank lines stay
    // empty), joined with the layout's line ending.
    QByteArray join(const QList<QByteArray> &lines, qsizetype column) const;
    static QList<QByteArray> indented(const QList<QByteArray> &lines, qsizetype column);

    // Members in the order a person expects to read a workflow (verb, lifecycle, snippet,
    // initialState, states …, target before executor …), the rest sorted; `firstKey` first.
    static std::vector<const Value::Member *> orderedMembers(const Value &object,
                                                             const QString &firstKey = {});

private:
    // [header, content lines…] of a literal or folded scalar; empty when it cannot be one.
    QList<QByteArray> blockScalarLines(const QString &text, Style style, int room = 0) const;
    bool canWrite(const QString &text, Style style, bool flow, bool key) const;
    QByteArray flowText(const Value &value, bool padded) const;
    // An inline value as [first line, block scalar content lines…] (content unindented).
    QList<QByteArray> scalarLines(const Value &value, Style preferred) const;

    YamlLayout m_layout;
};

} // namespace capstudio::flowgate
