#pragma once

// The byte spans of the nodes of one YAML document, as libyaml's event parser sees them.
// Private to SourceDocument: it addresses nodes for text edits and never builds Values.

#include <QByteArray>
#include <QString>

#include <vector>

namespace capstudio::flowgate {

class YamlSpanTree
{
public:
    enum class Kind : quint8 { Scalar, Mapping, Sequence, Alias };
    enum class Style : quint8 { Plain, SingleQuoted, DoubleQuoted, Literal, Folded, Block, Flow };

    struct Node
    {
        Kind kind = Kind::Scalar;
        Style style = Style::Plain;
        // A plain scalar without text (`key:` with nothing after it): an implicit null.
        // Its span is empty and sits right after the `:` or `-`.
        bool empty = false;
        qsizetype start = 0; // first byte, anchor and tag included
        qsizetype contentStart = 0; // first byte after the anchor and tag
        // One past the last byte of the content. Block scalars end with their last
        // non-blank line (the line break and trailing blank lines stay outside); block
        // collections end where their last child ends.
        qsizetype end = 0;
        int parent = -1;
        QByteArray text; // a scalar's value (UTF-8)
        std::vector<int> children; // mapping: key, value, key, value…; sequence: the items
    };

    struct Error
    {
        int line = 0; // 1-based
        int column = 0; // 1-based
        QString message;
    };

    // Fails on a syntax error and when the text holds more than one document.
    bool parse(const QByteArray &text, Error *error);

    const QByteArray &text() const { return m_text; }
    int root() const { return m_root; } // -1 for an empty document
    const Node &node(int index) const { return m_nodes[size_t(index)]; }
    int nodeCount() const { return int(m_nodes.size()); }

    bool isMapping(int index) const { return index >= 0 && node(index).kind == Kind::Mapping; }
    bool isSequence(int index) const { return index >= 0 && node(index).kind == Kind::Sequence; }
    bool isFlow(int index) const { return index >= 0 && node(index).style == Style::Flow; }
    // A null written as `key:`, `~`, `null` …
    bool isNullScalar(int index) const;

    // Mapping entries: count, key node, value node; findKey returns the entry or -1.
    int entryCount(int mapping) const { return int(node(mapping).children.size() / 2); }
    int keyNode(int mapping, int entry) const { return node(mapping).children[size_t(entry) * 2]; }
    int valueNode(int mapping, int entry) const
    {
        return node(mapping).children[size_t(entry) * 2 + 1];
    }
    int findKey(int mapping, const QByteArray &key) const;
    // Sequence items.
    int itemCount(int sequence) const { return int(node(sequence).children.size()); }
    int item(int sequence, int index) const { return node(sequence).children[size_t(index)]; }
    // The entry a value node belongs to, or -1.
    int entryOfValue(int valueIndex) const;

    // Positions in the text (byte offsets).
    qsizetype lineStart(qsizetype pos) const;
    qsizetype lineEnd(qsizetype pos) const; // the line break (or the end of the text)
    qsizetype nextLineStart(qsizetype pos) const; // after the line break, or the text size
    qsizetype column(qsizetype pos) const { return pos - lineStart(pos); }
    bool onlySpacesBefore(qsizetype pos) const;
    // The `:` after a mapping key, the `-` of a block sequence item; -1 if not found.
    qsizetype colonAfterKey(int key) const;
    qsizetype dashOfItem(int sequence, int index) const;
    // Skips spaces, tabs, line breaks and comments from pos.
    qsizetype skipBlank(qsizetype pos) const;
    // The comment that ends the line after pos (`# …` up to the line break), if only
    // blanks come before it; empty otherwise.
    QByteArray trailingComment(qsizetype pos) const;

private:
    qsizetype trimBlockScalarEnd(qsizetype start, qsizetype end) const;
    qsizetype skipProperties(qsizetype pos, qsizetype limit) const;

    QByteArray m_text;
    std::vector<Node> m_nodes;
    std::vector<qsizetype> m_lineStarts;
    int m_root = -1;
};

} // namespace capstudio::flowgate
