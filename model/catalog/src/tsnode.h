#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace capstudio {

// A TypeScript expression as a small tree, so that TsPrinter can lay it out the way
// Prettier would: an atom (literal or name), a call chain (z.string().min(1)), an
// object literal or an array literal. Any node may carry leading // comments, which
// are printed on their own lines right before it.
struct TsNode
{
    enum class Kind { Atom, Chain, Object, Array };

    struct Call
    {
        QString name; // ".min"; empty for a call of the head itself (new RegExp(…))
        std::vector<TsNode> args;
    };

    struct Entry
    {
        QString key; // already in source form (bare, quoted or computed)
        std::vector<TsNode> value; // exactly one element (a vector keeps TsNode incomplete-safe)
    };

    Kind kind = Kind::Atom;
    QString text; // Atom: the source text; Chain: the head ("z", "new RegExp")
    bool isString = false; // Atom holding a string literal
    std::vector<Call> calls; // Chain
    std::vector<Entry> entries; // Object
    std::vector<TsNode> items; // Array
    bool expanded = false; // Object: one entry per line even when it would fit on one
    QStringList comments; // leading line comments, without the "// "

    static TsNode atom(const QString &text)
    {
        TsNode node;
        node.text = text;
        return node;
    }

    static TsNode chain(const QString &head)
    {
        TsNode node;
        node.kind = Kind::Chain;
        node.text = head;
        return node;
    }

    static TsNode object(bool expanded)
    {
        TsNode node;
        node.kind = Kind::Object;
        node.expanded = expanded;
        return node;
    }

    static TsNode array()
    {
        TsNode node;
        node.kind = Kind::Array;
        return node;
    }

    // Appends a call to a chain: node.call(".min", {TsNode::atom("1")}).
    TsNode &call(const QString &name, std::vector<TsNode> args = {})
    {
        calls.push_back(Call{name, std::move(args)});
        return *this;
    }

    TsNode &add(const QString &key, TsNode value)
    {
        Entry entry;
        entry.key = key;
        entry.value.push_back(std::move(value));
        entries.push_back(std::move(entry));
        return *this;
    }
};

} // namespace capstudio
