#include "core/jsonsourcemap.h"

#include "core/jsonpointer.h"
#include "jsonsourcemapparser.h"

#include <QHash>

#include <algorithm>

namespace capstudio {

using namespace jsonchars;

namespace {

// Decodes the text between the quotes of a string the tokenizer has accepted.
QString decodeString(QStringView raw)
{
    QString out;
    out.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw[i];
        if (c != QLatin1Char('\\') || i + 1 >= raw.size()) {
            out.append(c);
            continue;
        }
        const char16_t e = raw[++i].unicode();
        switch (e) {
        case u'b': out.append(QLatin1Char('\b')); break;
        case u'f': out.append(QLatin1Char('\f')); break;
        case u'n': out.append(QLatin1Char('\n')); break;
        case u'r': out.append(QLatin1Char('\r')); break;
        case u't': out.append(QLatin1Char('\t')); break;
        case u'u': {
            uint unit = 0;
            for (int k = 1; k <= 4 && i + k < raw.size(); ++k)
                unit = unit * 16 + uint(qMax(0, hexValue(raw[i + k].unicode())));
            out.append(QChar(char16_t(unit)));
            i += 4;
            break;
        }
        default: out.append(QChar(e)); break; // " \ /
        }
    }
    return out;
}

} // namespace

JsonSourceMap JsonSourceMap::parse(const QString &text)
{
    JsonSourceMap map;
    map.m_text = text;
    JsonSourceMapParser parser(map);
    parser.run();
    return map;
}

std::optional<JsonSourceMap::Span> JsonSourceMap::valueSpan(const QString &pointer) const
{
    const int node = find(pointer);
    if (node < 0)
        return std::nullopt;
    return Span{m_nodes[size_t(node)].valueStart, m_nodes[size_t(node)].valueEnd};
}

std::optional<JsonSourceMap::Span> JsonSourceMap::keySpan(const QString &pointer) const
{
    const int node = find(pointer);
    if (node < 0 || m_nodes[size_t(node)].keyStart < 0)
        return std::nullopt;
    return Span{m_nodes[size_t(node)].keyStart, m_nodes[size_t(node)].keyEnd};
}

QString JsonSourceMap::pointerAt(int offset) const
{
    // Nodes are in pre-order, so their outer starts ascend: the last node starting at or
    // before offset is the innermost candidate; walk up until one contains the offset.
    auto it = std::upper_bound(m_nodes.begin(), m_nodes.end(), offset,
                               [](int value, const Node &node) { return value < node.outerStart(); });
    int candidate = int(it - m_nodes.begin()) - 1;
    while (candidate >= 0) {
        const Node &node = m_nodes[size_t(candidate)];
        if (node.outerStart() <= offset && offset < node.valueEnd)
            return pointerOf(candidate);
        candidate = node.parent;
    }
    return QString();
}

QString JsonSourceMap::nearestExisting(const QString &pointer) const
{
    const std::optional<QStringList> tokens = splitPointer(pointer);
    if (!tokens || m_nodes.empty())
        return QString();
    int node = 0;
    for (const QString &token : *tokens) {
        const int child = findChild(node, token);
        if (child < 0)
            break;
        node = child;
    }
    return pointerOf(node);
}

QStringList JsonSourceMap::pointers() const
{
    // A member whose key comes again later in the same object is not what its pointer
    // resolves to (the last one wins), so neither it nor anything inside it is listed.
    std::vector<bool> shadowed(m_nodes.size(), false);
    QHash<QString, int> lastByKey;
    for (size_t parent = 0; parent + 1 < m_nodes.size(); ++parent) {
        if (m_nodes[parent + 1].parent != int(parent) || !isObject(int(parent))
            || m_nodes[parent + 1].nextSibling < 0)
            continue;
        lastByKey.clear();
        for (int child = int(parent) + 1; child >= 0; child = m_nodes[size_t(child)].nextSibling) {
            int &last = lastByKey[keyOf(child)];
            if (last > 0)
                shadowed[size_t(last)] = true;
            last = child;
        }
    }

    QStringList result;
    result.reserve(qsizetype(m_nodes.size()));
    std::vector<int> listedAs(m_nodes.size(), -1); // index into result
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const Node &node = m_nodes[i];
        if (node.parent < 0) {
            listedAs[i] = int(result.size());
            result.append(QStringLiteral(""));
            continue;
        }
        const int parentAt = listedAs[size_t(node.parent)];
        if (parentAt < 0 || shadowed[i])
            continue;
        listedAs[i] = int(result.size());
        result.append(result.at(parentAt) + QLatin1Char('/') + tokenOf(int(i)));
    }
    return result;
}

std::pair<int, int> JsonSourceMap::lineColumnAt(QStringView text, int offset)
{
    const qsizetype end = qBound(qsizetype(0), qsizetype(offset), text.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < end; ++i) {
        const char16_t c = text[i].unicode();
        if (c == u'\n') {
            ++line;
            column = 1;
        } else if (!(isLowSurrogate(c) && i > 0 && isHighSurrogate(text[i - 1].unicode()))) {
            ++column;
        }
    }
    return {line, column};
}

std::optional<QStringList> JsonSourceMap::splitPointer(const QString &pointer)
{
    if (pointer.isEmpty())
        return QStringList();
    if (!pointer.startsWith(QLatin1Char('/')))
        return std::nullopt;
    QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (QString &token : tokens) {
        if (!token.contains(QLatin1Char('~')))
            continue;
        for (qsizetype i = 0; i < token.size(); ++i) {
            if (token[i] == QLatin1Char('~')
                && (i + 1 >= token.size() || (token[i + 1] != QLatin1Char('0') && token[i + 1] != QLatin1Char('1'))))
                return std::nullopt;
        }
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
    }
    return tokens;
}

int JsonSourceMap::find(const QString &pointer) const
{
    const std::optional<QStringList> tokens = splitPointer(pointer);
    if (!tokens || m_nodes.empty())
        return -1;
    int node = 0;
    for (const QString &token : *tokens) {
        node = findChild(node, token);
        if (node < 0)
            return -1;
    }
    return node;
}

int JsonSourceMap::findChild(int parent, const QString &token) const
{
    if (!isContainer(parent))
        return -1;
    const size_t first = size_t(parent) + 1;
    if (first >= m_nodes.size() || m_nodes[first].parent != parent)
        return -1;
    if (isObject(parent)) {
        int found = -1; // the last of duplicate keys wins
        for (int child = int(first); child >= 0; child = m_nodes[size_t(child)].nextSibling) {
            const Node &node = m_nodes[size_t(child)];
            const bool equal = node.keyEscaped
                ? keyOf(child) == token
                : QStringView(m_text).mid(node.keyStart + 1, node.keyEnd - node.keyStart - 2) == token;
            if (equal)
                found = child;
        }
        return found;
    }
    // Array index: "0" or digits without a leading zero.
    if (token.isEmpty() || token.size() > 9 || (token.size() > 1 && token[0] == QLatin1Char('0')))
        return -1;
    int index = 0;
    for (const QChar c : token) {
        if (!isDigit(c.unicode()))
            return -1;
        index = index * 10 + (c.unicode() - u'0');
    }
    for (int child = int(first); child >= 0; child = m_nodes[size_t(child)].nextSibling) {
        if (m_nodes[size_t(child)].index == index)
            return child;
    }
    return -1;
}

bool JsonSourceMap::isObject(int node) const
{
    return m_text.at(m_nodes[size_t(node)].valueStart) == QLatin1Char('{');
}

bool JsonSourceMap::isContainer(int node) const
{
    const QChar c = m_text.at(m_nodes[size_t(node)].valueStart);
    return c == QLatin1Char('{') || c == QLatin1Char('[');
}

QString JsonSourceMap::keyOf(int node) const
{
    const Node &n = m_nodes[size_t(node)];
    const QStringView raw = QStringView(m_text).mid(n.keyStart + 1, n.keyEnd - n.keyStart - 2);
    return n.keyEscaped ? decodeString(raw) : raw.toString();
}

QString JsonSourceMap::tokenOf(int node) const
{
    const Node &n = m_nodes[size_t(node)];
    if (n.keyStart >= 0)
        return jsonpointer::escapeToken(keyOf(node));
    return QString::number(n.index);
}

QString JsonSourceMap::pointerOf(int node) const
{
    QStringList tokens;
    for (int at = node; m_nodes[size_t(at)].parent >= 0; at = m_nodes[size_t(at)].parent)
        tokens.prepend(tokenOf(at));
    if (tokens.isEmpty())
        return QStringLiteral("");
    return QLatin1Char('/') + tokens.join(QLatin1Char('/'));
}

} // namespace capstudio
