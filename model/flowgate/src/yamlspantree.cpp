#include "yamlspantree.h"

#include "yamlscalar.h"

#include "libyamlhandles.h"

#include <algorithm>

namespace capstudio::flowgate {

namespace {

// libyaml marks count characters; the tree works in bytes. Marks mostly move forward, so a
// cursor that walks from the previous mark is linear overall. (The encoding is set to
// UTF-8 explicitly, so a byte order mark is not skipped: it counts as a character.)
class CharToByte
{
public:
    explicit CharToByte(const QByteArray &text) : m_text(text) { }

    qsizetype operator()(size_t index)
    {
        const auto *data = reinterpret_cast<const unsigned char *>(m_text.constData());
        const qsizetype size = m_text.size();
        while (m_char < index && m_byte < size) {
            const unsigned char lead = data[m_byte];
            const qsizetype width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            m_byte = std::min(size, m_byte + width);
            ++m_char;
        }
        while (m_char > index && m_byte > 0) {
            --m_byte;
            while (m_byte > 0 && (data[m_byte] & 0xC0) == 0x80)
                --m_byte;
            --m_char;
        }
        return m_byte;
    }

private:
    const QByteArray &m_text;
    qsizetype m_byte = 0;
    size_t m_char = 0;
};


bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}

YamlSpanTree::Style scalarStyle(yaml_scalar_style_t style)
{
    switch (style) {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
        return YamlSpanTree::Style::SingleQuoted;
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
        return YamlSpanTree::Style::DoubleQuoted;
    case YAML_LITERAL_SCALAR_STYLE:
        return YamlSpanTree::Style::Literal;
    case YAML_FOLDED_SCALAR_STYLE:
        return YamlSpanTree::Style::Folded;
    default:
        return YamlSpanTree::Style::Plain;
    }
}

} // namespace

bool YamlSpanTree::parse(const QByteArray &text, Error *error)
{
    m_text = text;
    m_nodes.clear();
    m_lineStarts.clear();
    m_root = -1;

    m_lineStarts.push_back(0);
    const char *data = m_text.constData();
    const qsizetype size = m_text.size();
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= size || data[i + 1] != '\n')))
            m_lineStarts.push_back(i + 1);
    }

    YamlParserHandle parser;
    if (!parser.ok()) {
        *error = Error{0, 0, QStringLiteral("out of memory")};
        return false;
    }
    yaml_parser_set_input_string(parser.get(), reinterpret_cast<const unsigned char *>(data),
                                 size_t(size));
    yaml_parser_set_encoding(parser.get(), YAML_UTF8_ENCODING);

    CharToByte toByte(m_text);
    std::vector<int> open;
    int documents = 0;
    YamlEventHandle event;
    for (;;) {
        if (!event.next(parser.get())) {
            const yaml_parser_t &p = *parser.get();
            const yaml_mark_t &mark = p.problem ? p.problem_mark : p.mark;
            QString message = QString::fromUtf8(p.problem ? p.problem : "syntax error");
            if (p.context)
                message = QString::fromUtf8(p.context) + QStringLiteral(": ") + message;
            *error = Error{int(mark.line + 1), int(mark.column + 1), message};
            return false;
        }
        const yaml_event_t &e = event.get();
        if (e.type == YAML_STREAM_END_EVENT)
            break;
        if (e.type == YAML_DOCUMENT_START_EVENT) {
            if (++documents > 1) {
                *error = Error{int(e.start_mark.line + 1), int(e.start_mark.column + 1),
                               QStringLiteral("more than one document")};
                return false;
            }
            continue;
        }
        if (e.type == YAML_MAPPING_END_EVENT || e.type == YAML_SEQUENCE_END_EVENT) {
            Node &node = m_nodes[size_t(open.back())];
            open.pop_back();
            if (node.style == Style::Flow)
                node.end = toByte(e.end_mark.index);
            else if (!node.children.empty())
                node.end = m_nodes[size_t(node.children.back())].end;
            else
                node.end = node.contentStart;
            if (node.kind == Kind::Mapping && node.style != Style::Flow && !node.children.empty())
                node.contentStart =
                    std::max(node.contentStart, m_nodes[size_t(node.children.front())].start);
            continue;
        }
        if (e.type != YAML_SCALAR_EVENT && e.type != YAML_ALIAS_EVENT
            && e.type != YAML_MAPPING_START_EVENT && e.type != YAML_SEQUENCE_START_EVENT) {
            continue;
        }

        Node node;
        node.start = toByte(e.start_mark.index);
        node.parent = open.empty() ? -1 : open.back();
        const qsizetype markEnd = toByte(e.end_mark.index);
        switch (e.type) {
        case YAML_SCALAR_EVENT:
            node.kind = Kind::Scalar;
            node.style = scalarStyle(e.data.scalar.style);
            node.text = QByteArray(reinterpret_cast<const char *>(e.data.scalar.value),
                                   qsizetype(e.data.scalar.length));
            node.empty = node.style == Style::Plain && node.text.isEmpty()
                         && e.start_mark.index == e.end_mark.index;
            node.end = markEnd;
            node.contentStart = (e.data.scalar.anchor || e.data.scalar.tag)
                                    ? skipProperties(node.start, markEnd)
                                    : node.start;
            if (node.style == Style::Literal || node.style == Style::Folded)
                node.end = trimBlockScalarEnd(node.contentStart, markEnd);
            break;
        case YAML_ALIAS_EVENT:
            node.kind = Kind::Alias;
            node.contentStart = node.start;
            node.end = markEnd;
            break;
        case YAML_MAPPING_START_EVENT:
        case YAML_SEQUENCE_START_EVENT: {
            const bool mapping = e.type == YAML_MAPPING_START_EVENT;
            node.kind = mapping ? Kind::Mapping : Kind::Sequence;
            const bool flow = mapping ? e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                                      : e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE;
            node.style = flow ? Style::Flow : Style::Block;
            const bool props = mapping
                                   ? (e.data.mapping_start.anchor || e.data.mapping_start.tag)
                                   : (e.data.sequence_start.anchor || e.data.sequence_start.tag);
            node.contentStart = props ? skipProperties(node.start, size) : node.start;
            break;
        }
        default:
            break;
        }
        const int index = int(m_nodes.size());
        m_nodes.push_back(std::move(node));
        if (open.empty()) {
            if (m_root < 0)
                m_root = index;
        } else {
            m_nodes[size_t(open.back())].children.push_back(index);
        }
        if (e.type == YAML_MAPPING_START_EVENT || e.type == YAML_SEQUENCE_START_EVENT)
            open.push_back(index);
    }
    return true;
}

qsizetype YamlSpanTree::skipProperties(qsizetype pos, qsizetype limit) const
{
    const char *data = m_text.constData();
    limit = std::min(limit, m_text.size());
    while (pos < limit && (data[pos] == '&' || data[pos] == '!')) {
        while (pos < limit && !isBlank(data[pos]) && !isBreak(data[pos]))
            ++pos;
        while (pos < limit && (isBlank(data[pos]) || isBreak(data[pos])))
            ++pos;
    }
    return pos;
}

qsizetype YamlSpanTree::trimBlockScalarEnd(qsizetype start, qsizetype end) const
{
    const char *data = m_text.constData();
    // `|+` / `>+` keep their trailing blank lines: they end before the last line break.
    bool keep = false;
    for (qsizetype i = start + 1; i < end && data[i] != ' ' && !isBreak(data[i]); ++i)
        keep = keep || data[i] == '+';
    if (keep) {
        qsizetype last = end;
        if (last > start && data[last - 1] == '\n')
            --last;
        if (last > start && data[last - 1] == '\r')
            --last;
        return last;
    }
    qsizetype last = end;
    while (last > start && (isBlank(data[last - 1]) || isBreak(data[last - 1])))
        --last;
    if (last <= start)
        return std::min(end, lineEnd(start));
    return lineEnd(last - 1);
}

bool YamlSpanTree::isNullScalar(int index) const
{
    if (index < 0)
        return false;
    const Node &n = node(index);
    if (n.kind != Kind::Scalar || n.style != Style::Plain)
        return false;
    return n.empty
           || yamlscalar::isNullLiteral(std::string_view(n.text.constData(), n.text.size()));
}

int YamlSpanTree::findKey(int mapping, const QByteArray &key) const
{
    const int count = entryCount(mapping);
    for (int i = 0; i < count; ++i) {
        const Node &k = node(keyNode(mapping, i));
        if (k.kind == Kind::Scalar && k.text == key)
            return i;
    }
    return -1;
}

int YamlSpanTree::entryOfValue(int valueIndex) const
{
    const int parent = node(valueIndex).parent;
    if (!isMapping(parent))
        return -1;
    const std::vector<int> &children = node(parent).children;
    for (size_t i = 1; i < children.size(); i += 2) {
        if (children[i] == valueIndex)
            return int(i / 2);
    }
    return -1;
}

qsizetype YamlSpanTree::lineStart(qsizetype pos) const
{
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), pos);
    return it == m_lineStarts.begin() ? 0 : *(it - 1);
}

qsizetype YamlSpanTree::lineEnd(qsizetype pos) const
{
    const char *data = m_text.constData();
    const qsizetype size = m_text.size();
    while (pos < size && !isBreak(data[pos]))
        ++pos;
    return pos;
}

qsizetype YamlSpanTree::nextLineStart(qsizetype pos) const
{
    const char *data = m_text.constData();
    const qsizetype size = m_text.size();
    pos = lineEnd(pos);
    if (pos < size && data[pos] == '\r')
        ++pos;
    if (pos < size && data[pos] == '\n')
        ++pos;
    return pos;
}

bool YamlSpanTree::onlySpacesBefore(qsizetype pos) const
{
    const char *data = m_text.constData();
    for (qsizetype i = lineStart(pos); i < pos; ++i) {
        if (data[i] != ' ')
            return false;
    }
    return true;
}

qsizetype YamlSpanTree::skipBlank(qsizetype pos) const
{
    const char *data = m_text.constData();
    const qsizetype size = m_text.size();
    while (pos < size) {
        if (isBlank(data[pos]) || isBreak(data[pos]))
            ++pos;
        else if (data[pos] == '#')
            pos = lineEnd(pos);
        else
            break;
    }
    return pos;
}

qsizetype YamlSpanTree::colonAfterKey(int key) const
{
    const qsizetype pos = skipBlank(node(key).end);
    return pos < m_text.size() && m_text.at(pos) == ':' ? pos : -1;
}

qsizetype YamlSpanTree::dashOfItem(int sequence, int index) const
{
    const Node &seq = node(sequence);
    if (seq.style == Style::Flow)
        return -1;
    const qsizetype from = index == 0 ? seq.contentStart : node(item(sequence, index - 1)).end;
    const qsizetype pos = skipBlank(from);
    return pos < m_text.size() && m_text.at(pos) == '-' ? pos : -1;
}

QByteArray YamlSpanTree::trailingComment(qsizetype pos) const
{
    const char *data = m_text.constData();
    const qsizetype end = lineEnd(pos);
    while (pos < end && isBlank(data[pos]))
        ++pos;
    if (pos < end && data[pos] == '#')
        return m_text.mid(pos, end - pos);
    return QByteArray();
}

} // namespace capstudio::flowgate
