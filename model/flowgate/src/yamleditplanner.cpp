#include "yamleditplanner.h"

#include "yamlscalar.h"

#include <QCoreApplication>

#include <algorithm>

namespace capstudio::flowgate {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("capstudio::flowgate::SourceDocument", text);
}

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

// Every member / item written on one line.
bool isFlat(const Value &value)
{
    if (value.isArray()) {
        return std::all_of(value.items().begin(), value.items().end(),
                           [](const Value &item) { return YamlEmitter::isInline(item); });
    }
    return std::all_of(value.members().begin(), value.members().end(),
                       [](const Value::Member &m) { return YamlEmitter::isInline(m.value); });
}

constexpr qsizetype kMaxFlowLine = 80;

} // namespace

Value YamlEditPlanner::scalarValue(int index) const
{
    const YamlSpanTree::Node &n = m_tree.node(index);
    if (n.kind != YamlSpanTree::Kind::Scalar || n.empty)
        return Value();
    if (n.style != Style::Plain)
        return Value(QString::fromUtf8(n.text));
    bool outOfRange = false;
    return yamlscalar::resolvePlain(std::string_view(n.text.constData(), size_t(n.text.size())),
                                    &outOfRange);
}

bool YamlEditPlanner::holds(int index, const Value &value) const
{
    const YamlSpanTree::Node &n = m_tree.node(index);
    switch (n.kind) {
    case YamlSpanTree::Kind::Alias:
        return false;
    case YamlSpanTree::Kind::Scalar:
        return !value.isObject() && !value.isArray() && scalarValue(index) == value;
    case YamlSpanTree::Kind::Mapping: {
        const int entries = m_tree.entryCount(index);
        if (!value.isObject() || value.size() != entries)
            return false;
        for (int entry = 0; entry < entries; ++entry) {
            const YamlSpanTree::Node &key = m_tree.node(m_tree.keyNode(index, entry));
            if (key.kind != YamlSpanTree::Kind::Scalar)
                return false;
            const Value *member = value.find(QString::fromUtf8(key.text));
            if (!member || !holds(m_tree.valueNode(index, entry), *member))
                return false;
        }
        return true;
    }
    case YamlSpanTree::Kind::Sequence: {
        if (!value.isArray() || value.size() != qsizetype(n.children.size()))
            return false;
        for (size_t i = 0; i < n.children.size(); ++i) {
            if (!holds(n.children[i], value.items()[i]))
                return false;
        }
        return true;
    }
    }
    return false;
}

qsizetype YamlEditPlanner::ownerColumn(int index) const
{
    const int parent = m_tree.node(index).parent;
    if (parent < 0)
        return 0;
    if (m_tree.isMapping(parent)) {
        const int entry = m_tree.entryOfValue(index);
        const int owner = entry >= 0 ? m_tree.keyNode(parent, entry) : index;
        return m_tree.column(m_tree.node(owner).start);
    }
    const auto &items = m_tree.node(parent).children;
    const int position = int(std::find(items.begin(), items.end(), index) - items.begin());
    const qsizetype dash = m_tree.dashOfItem(parent, position);
    return m_tree.column(dash >= 0 ? dash : m_tree.node(index).start);
}

qsizetype YamlEditPlanner::introducerEnd(int index) const
{
    const int parent = m_tree.node(index).parent;
    if (parent < 0)
        return -1;
    if (m_tree.isMapping(parent)) {
        const int entry = m_tree.entryOfValue(index);
        if (entry < 0)
            return -1;
        const qsizetype colon = m_tree.colonAfterKey(m_tree.keyNode(parent, entry));
        return colon < 0 ? -1 : colon + 1;
    }
    const auto &items = m_tree.node(parent).children;
    const int position = int(std::find(items.begin(), items.end(), index) - items.begin());
    const qsizetype dash = m_tree.dashOfItem(parent, position);
    return dash < 0 ? -1 : dash + 1;
}

qsizetype YamlEditPlanner::blockScalarColumn(int index) const
{
    const YamlSpanTree::Node &n = m_tree.node(index);
    const QByteArray &text = m_tree.text();
    for (qsizetype pos = m_tree.nextLineStart(n.contentStart); pos < n.end;
         pos = m_tree.nextLineStart(pos)) {
        qsizetype i = pos;
        while (i < text.size() && text.at(i) == ' ')
            ++i;
        if (i < m_tree.lineEnd(pos))
            return i - pos;
    }
    return ownerColumn(index) + m_emitter.layout().indent;
}

bool YamlEditPlanner::fitsFlow(int emptyCollection, const Value &value) const
{
    const int parent = m_tree.node(emptyCollection).parent;
    if (parent >= 0 && m_tree.isFlow(parent))
        return true; // inside a flow collection everything is flow
    if (YamlEmitter::isInline(value))
        return true;
    return isFlat(value) && m_emitter.flow(value).size() <= kMaxFlowLine;
}

bool YamlEditPlanner::isPadded(int flowCollection) const
{
    const YamlSpanTree::Node &n = m_tree.node(flowCollection);
    const QByteArray &text = m_tree.text();
    return n.style == Style::Flow && n.contentStart + 1 < text.size()
           && text.at(n.contentStart + 1) == ' ';
}

YamlEditPlanner::Style YamlEditPlanner::siblingStyle(int collection, bool keys) const
{
    const auto &children = m_tree.node(collection).children;
    if (children.empty())
        return Style::Block;
    int sibling = children.back();
    if (keys)
        sibling = children[children.size() - 2];
    const YamlSpanTree::Node &n = m_tree.node(sibling);
    if (n.kind != YamlSpanTree::Kind::Scalar || n.empty)
        return Style::Block;
    if (keys || n.style == Style::SingleQuoted || n.style == Style::DoubleQuoted)
        return n.style;
    return Style::Block;
}

Expected<TextEdit> YamlEditPlanner::replace(int index, const Value &value,
                                            const QString &firstKey) const
{
    const YamlSpanTree::Node &old = m_tree.node(index);
    if (old.kind == YamlSpanTree::Kind::Alias)
        return invalid(tr("it is an alias; edit the node it refers to instead"));
    const bool container = value.isObject() || value.isArray();
    // A value the file already holds keeps the file's bytes: its style, quoting, comments.
    if (holds(index, value))
        return TextEdit{old.end, old.end, {}};
    const Style preferred =
        old.kind == YamlSpanTree::Kind::Scalar && !old.empty ? old.style : Style::Block;
    const int parent = old.parent;
    if (parent >= 0 && m_tree.isFlow(parent)) {
        return replaceInline(index, YamlEmitter::isInline(value)
                                        ? m_emitter.scalar(value, preferred, true, 0)
                                        : m_emitter.flow(value, isPadded(parent)));
    }
    const bool keepFlow = old.kind != YamlSpanTree::Kind::Scalar && old.style == Style::Flow
                          && container && isFlat(value)
                          && m_emitter.flow(value, isPadded(index)).size() <= kMaxFlowLine;
    if (keepFlow)
        return replaceInline(index, m_emitter.flow(value, isPadded(index)));
    if (YamlEmitter::isInline(value)) {
        const bool blockScalar = old.style == Style::Literal || old.style == Style::Folded;
        const qsizetype column =
            blockScalar ? blockScalarColumn(index) : ownerColumn(index) + m_emitter.layout().indent;
        // A folded block keeps its width: its lines wrap where its widest line ended (at
        // least 80 columns).
        int width = 0;
        if (old.style == Style::Folded) {
            width = 80;
            const QByteArray &text = m_tree.text();
            qsizetype at = m_tree.lineStart(old.contentStart);
            while (at < old.end) {
                qsizetype lineEnd = text.indexOf('\n', at);
                if (lineEnd < 0 || lineEnd > old.end)
                    lineEnd = old.end;
                width = std::max(width, int(QString::fromUtf8(text.mid(at, lineEnd - at)).size()));
                at = lineEnd + 1;
            }
        }
        return replaceInline(index, m_emitter.scalar(value, preferred, false, int(column), width));
    }
    return replaceWithBlock(index, value, firstKey);
}

Expected<TextEdit> YamlEditPlanner::replaceInline(int index, const QByteArray &text) const
{
    const YamlSpanTree::Node &old = m_tree.node(index);
    const qsizetype intro = introducerEnd(index);
    if (old.empty) {
        if (intro < 0)
            return TextEdit{old.start, old.end, text};
        return TextEdit{intro, std::max(intro, old.end), ' ' + text};
    }
    const bool blockCollection =
        old.kind != YamlSpanTree::Kind::Scalar && old.style == Style::Block;
    if (!blockCollection)
        return TextEdit{old.contentStart, old.end, text};
    // The comment ending the old collection's last line went with it.
    qsizetype end = old.end;
    if (!m_tree.trailingComment(end).isEmpty())
        end = m_tree.lineEnd(end);
    if (intro >= 0 && m_tree.lineStart(old.contentStart) != m_tree.lineStart(intro - 1)) {
        // `key:` then the collection on the following lines: the value moves up to the
        // key's line, after which a comment of that line is kept.
        const QByteArray comment = m_tree.trailingComment(intro);
        return TextEdit{intro, end,
                        ' ' + text + (comment.isEmpty() ? QByteArray() : ' ' + comment)};
    }
    return TextEdit{old.contentStart, end, text};
}

Expected<TextEdit> YamlEditPlanner::replaceWithBlock(int index, const Value &value,
                                                     const QString &firstKey) const
{
    const YamlSpanTree::Node &old = m_tree.node(index);
    const QList<QByteArray> lines = m_emitter.blockLines(value, firstKey);
    const YamlLayout &layout = m_emitter.layout();
    const int parent = old.parent;
    const bool oldBlockCollection =
        old.kind != YamlSpanTree::Kind::Scalar && old.style == Style::Block;
    if (oldBlockCollection) {
        qsizetype end = old.end;
        if (!m_tree.trailingComment(end).isEmpty())
            end = m_tree.lineEnd(end);
        qsizetype column = m_tree.column(old.contentStart);
        const bool ownLine = m_tree.onlySpacesBefore(old.contentStart);
        if (ownLine && m_tree.isMapping(parent) && value.isObject()
            && column <= ownerColumn(index)) {
            column = ownerColumn(index) + layout.indent; // was a `- ` list at the key's column
        }
        if (ownLine) {
            return TextEdit{m_tree.lineStart(old.contentStart), end,
                            QByteArray(column, ' ') + m_emitter.join(lines, column)};
        }
        return TextEdit{old.contentStart, end, m_emitter.join(lines, column)};
    }
    const qsizetype intro = introducerEnd(index);
    if (parent < 0 || intro < 0)
        return TextEdit{old.contentStart, old.end, m_emitter.join(lines, 0)};
    if (m_tree.isSequence(parent)) {
        if (old.empty) {
            const qsizetype column = ownerColumn(index) + 2;
            return TextEdit{intro, std::max(intro, old.end), ' ' + m_emitter.join(lines, column)};
        }
        return TextEdit{old.contentStart, old.end,
                        m_emitter.join(lines, m_tree.column(old.contentStart))};
    }
    const qsizetype column =
        ownerColumn(index) + (value.isArray() ? layout.sequenceIndent : layout.indent);
    const QByteArray block = layout.eol + QByteArray(column, ' ') + m_emitter.join(lines, column);
    const QByteArray comment = m_tree.trailingComment(old.empty ? intro : old.end);
    if (!comment.isEmpty())
        return TextEdit{intro, m_tree.lineEnd(std::max(intro, old.end)), ' ' + comment + block};
    return TextEdit{intro, std::max(intro, old.end), block};
}

Expected<TextEdit> YamlEditPlanner::insertEntry(int mapping, const QString &key,
                                                const Value &value) const
{
    const YamlSpanTree::Node &m = m_tree.node(mapping);
    if (m_tree.findKey(mapping, key.toUtf8()) >= 0)
        return StoreError{StoreError::Kind::Duplicate, tr("the key '%1' exists already").arg(key)};
    const Style keyStyle = siblingStyle(mapping, true);
    const Style valueStyle = value.isString() ? siblingStyle(mapping, false) : Style::Block;
    const int count = m_tree.entryCount(mapping);
    if (count == 0 && !fitsFlow(mapping, value)) {
        // An empty `{}` under a block key grows into a block mapping.
        Value object = Value::makeObject();
        object.insert(key, value);
        return replace(mapping, object);
    }
    if (m.style == Style::Flow) {
        const QByteArray entry =
            m_emitter.key(key, keyStyle, true) + ": "
            + (YamlEmitter::isInline(value) ? m_emitter.scalar(value, valueStyle, true, 0)
                                            : m_emitter.flow(value, isPadded(mapping)));
        if (count == 0)
            return TextEdit{m.contentStart + 1, m.contentStart + 1, entry};
        const qsizetype pos = m_tree.node(m_tree.valueNode(mapping, count - 1)).end;
        return TextEdit{pos, pos, ", " + entry};
    }
    const qsizetype column = m_tree.column(m_tree.node(m_tree.keyNode(mapping, 0)).start);
    const QList<QByteArray> lines = m_emitter.entryLines(key, value, keyStyle, valueStyle);
    const qsizetype lastEnd = std::max(m_tree.node(m_tree.valueNode(mapping, count - 1)).end,
                                       m_tree.node(m_tree.keyNode(mapping, count - 1)).end);
    const qsizetype pos = m_tree.lineEnd(lastEnd);
    return TextEdit{
        pos, pos, m_emitter.layout().eol + QByteArray(column, ' ') + m_emitter.join(lines, column)};
}

Expected<TextEdit> YamlEditPlanner::appendItem(int sequence, const Value &value) const
{
    const YamlSpanTree::Node &s = m_tree.node(sequence);
    const Style style = value.isString() ? siblingStyle(sequence, false) : Style::Block;
    const int count = m_tree.itemCount(sequence);
    if (count == 0 && !fitsFlow(sequence, value))
        return replace(sequence, Value::makeArray({value})); // `[]` grows into a block list
    if (s.style == Style::Flow) {
        const QByteArray text = YamlEmitter::isInline(value)
                                    ? m_emitter.scalar(value, style, true, 0)
                                    : m_emitter.flow(value, isPadded(sequence));
        if (count == 0)
            return TextEdit{s.contentStart + 1, s.contentStart + 1, text};
        const qsizetype pos = m_tree.node(m_tree.item(sequence, count - 1)).end;
        return TextEdit{pos, pos, ", " + text};
    }
    const qsizetype dash = m_tree.dashOfItem(sequence, 0);
    if (dash < 0)
        return invalid(tr("the sequence's first '-' was not found"));
    const qsizetype column = m_tree.column(dash);
    // Items start as far after their `-` as the first one does (`- x`, `-   x`).
    const YamlSpanTree::Node &first = m_tree.node(m_tree.item(sequence, 0));
    int gap = 2;
    if (!first.empty && m_tree.lineStart(first.start) == m_tree.lineStart(dash))
        gap = int(first.start - dash);
    const qsizetype pos = m_tree.lineEnd(m_tree.node(m_tree.item(sequence, count - 1)).end);
    return TextEdit{pos, pos,
                    m_emitter.layout().eol + QByteArray(column, ' ')
                        + m_emitter.join(m_emitter.itemLines(value, style, gap), column)};
}

TextEdit YamlEditPlanner::removeLines(qsizetype first, qsizetype last) const
{
    const QByteArray &text = m_tree.text();
    const qsizetype column = m_tree.column(first);
    qsizetype start = m_tree.lineStart(first);
    while (start > 0) {
        const qsizetype previous = m_tree.lineStart(start - 1);
        const qsizetype hash = previous + column;
        if (hash >= m_tree.lineEnd(previous) || text.at(hash) != '#'
            || !m_tree.onlySpacesBefore(hash)) {
            break;
        }
        start = previous;
    }
    qsizetype end = m_tree.nextLineStart(last);
    const auto blankLine = [&](qsizetype pos) {
        const qsizetype lineEnd = m_tree.lineEnd(pos);
        for (qsizetype i = pos; i < lineEnd; ++i) {
            if (text.at(i) != ' ' && text.at(i) != '\t')
                return false;
        }
        return true;
    };
    // Between two blank lines, one of them goes too.
    if (end < text.size() && (start == 0 || blankLine(m_tree.lineStart(start - 1)))
        && blankLine(end))
        end = m_tree.nextLineStart(end);
    if (m_tree.lineEnd(last) == text.size() && start > 0) {
        // The file does not end with a line break: keep it that way.
        qsizetype breakStart = start;
        if (text.at(breakStart - 1) == '\n')
            --breakStart;
        if (breakStart > 0 && text.at(breakStart - 1) == '\r')
            --breakStart;
        return TextEdit{breakStart, end, {}};
    }
    return TextEdit{start, end, {}};
}

Expected<TextEdit> YamlEditPlanner::removeEntry(int mapping, int entry) const
{
    const int count = m_tree.entryCount(mapping);
    if (entry < 0 || entry >= count)
        return invalid(tr("there is no such entry"));
    if (count == 1)
        return replace(mapping, Value::makeObject());
    const YamlSpanTree::Node &key = m_tree.node(m_tree.keyNode(mapping, entry));
    const qsizetype valueEnd = std::max(m_tree.node(m_tree.valueNode(mapping, entry)).end, key.end);
    if (m_tree.isFlow(mapping)) {
        if (entry + 1 < count)
            return TextEdit{key.start, m_tree.node(m_tree.keyNode(mapping, entry + 1)).start, {}};
        return TextEdit{m_tree.node(m_tree.valueNode(mapping, entry - 1)).end, valueEnd, {}};
    }
    if (m_tree.onlySpacesBefore(key.start))
        return removeLines(key.start, valueEnd);
    if (entry + 1 < count) // the first entry on a `- ` line: the next one moves up
        return TextEdit{key.start, m_tree.node(m_tree.keyNode(mapping, entry + 1)).start, {}};
    return invalid(tr("the entry cannot be removed on its own line"));
}

Expected<TextEdit> YamlEditPlanner::removeItem(int sequence, int index) const
{
    const int count = m_tree.itemCount(sequence);
    if (index < 0 || index >= count)
        return invalid(tr("there is no such item"));
    if (count == 1)
        return replace(sequence, Value::makeArray());
    const YamlSpanTree::Node &item = m_tree.node(m_tree.item(sequence, index));
    if (m_tree.isFlow(sequence)) {
        if (index + 1 < count)
            return TextEdit{item.start, m_tree.node(m_tree.item(sequence, index + 1)).start, {}};
        return TextEdit{m_tree.node(m_tree.item(sequence, index - 1)).end, item.end, {}};
    }
    const qsizetype dash = m_tree.dashOfItem(sequence, index);
    if (dash < 0)
        return invalid(tr("the item's '-' was not found"));
    if (m_tree.onlySpacesBefore(dash))
        return removeLines(dash, std::max(item.end, dash + 1));
    const qsizetype next = index + 1 < count ? m_tree.dashOfItem(sequence, index + 1) : -1;
    if (next < 0)
        return invalid(tr("the item cannot be removed on its own line"));
    return TextEdit{dash, next, {}};
}

Expected<TextEdit> YamlEditPlanner::renameKey(int mapping, int entry, const QString &newKey) const
{
    const int keyIndex = m_tree.keyNode(mapping, entry);
    const YamlSpanTree::Node &key = m_tree.node(keyIndex);
    if (key.kind != YamlSpanTree::Kind::Scalar)
        return invalid(tr("the key is not a plain text key"));
    const QByteArray utf8 = newKey.toUtf8();
    if (key.text == utf8)
        return TextEdit{key.end, key.end, {}};
    if (m_tree.findKey(mapping, utf8) >= 0) {
        return StoreError{StoreError::Kind::Duplicate,
                          tr("the key '%1' exists already").arg(newKey)};
    }
    return TextEdit{key.contentStart, key.end,
                    m_emitter.key(newKey, key.style, m_tree.isFlow(mapping))};
}

} // namespace capstudio::flowgate
