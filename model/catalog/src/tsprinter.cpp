#include "tsprinter.h"

#include <QStringList>

namespace capstudio {

namespace {

QString pad(int indent)
{
    return QString(indent, QLatin1Char(' '));
}

bool fits(const QString &text, int column, int tail)
{
    return column + TsPrinter::width(text) + tail <= TsPrinter::Width;
}

bool huggable(const TsNode &node)
{
    if (!node.comments.isEmpty())
        return false;
    if (node.kind == TsNode::Kind::Object)
        return !node.entries.empty();
    if (node.kind == TsNode::Kind::Array)
        return !node.items.empty();
    return false;
}

} // namespace

int TsPrinter::width(const QString &text)
{
    int w = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (c >= 0x300 && c <= 0x36F)
            continue; // combining marks take no column
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF)
                       || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
                       || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
                       || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
                       || (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
        w += wide ? 2 : 1;
    }
    return w;
}

std::optional<QString> TsPrinter::flatInside(const TsNode &node)
{
    if (!node.comments.isEmpty())
        return std::nullopt;
    return flat(node);
}

std::optional<QString> TsPrinter::flat(const TsNode &node)
{
    switch (node.kind) {
    case TsNode::Kind::Atom:
        return node.text;
    case TsNode::Kind::Chain: {
        if (mustExpand(node))
            return std::nullopt;
        QString text = node.text;
        for (const TsNode::Call &call : node.calls) {
            QStringList args;
            for (const TsNode &arg : call.args) {
                const std::optional<QString> a = flatInside(arg);
                if (!a)
                    return std::nullopt;
                args.append(*a);
            }
            text += call.name + QLatin1Char('(') + args.join(QLatin1String(", ")) + QLatin1Char(')');
        }
        return text;
    }
    case TsNode::Kind::Object: {
        if (node.entries.empty())
            return QStringLiteral("{}");
        if (node.expanded)
            return std::nullopt;
        QStringList parts;
        for (const TsNode::Entry &entry : node.entries) {
            const std::optional<QString> v = flatInside(entry.value.front());
            if (!v)
                return std::nullopt;
            parts.append(entry.key + QLatin1String(": ") + *v);
        }
        return QLatin1String("{ ") + parts.join(QLatin1String(", ")) + QLatin1String(" }");
    }
    case TsNode::Kind::Array: {
        QStringList parts;
        for (const TsNode &item : node.items) {
            const std::optional<QString> v = flatInside(item);
            if (!v)
                return std::nullopt;
            parts.append(*v);
        }
        return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
    }
    }
    return std::nullopt;
}

QString TsPrinter::commentLines(const TsNode &node, int indent)
{
    QString out;
    for (const QString &comment : node.comments)
        out += pad(indent) + QLatin1String("// ") + comment + QLatin1Char('\n');
    return out;
}

// Prettier's test for call arguments that keep a chain of more than two calls on one
// line: literals up to one level down, literals and calls inside, nothing deeper.
bool TsPrinter::isSimpleArgument(const TsNode &node, int depth)
{
    switch (node.kind) {
    case TsNode::Kind::Atom:
        return depth <= 1;
    case TsNode::Kind::Object:
        if (depth > 0)
            return false;
        for (const TsNode::Entry &entry : node.entries) {
            if (!isSimpleArgument(entry.value.front(), depth + 1))
                return false;
        }
        return true;
    case TsNode::Kind::Array:
        if (depth > 0)
            return false;
        for (const TsNode &item : node.items) {
            if (!isSimpleArgument(item, depth + 1))
                return false;
        }
        return true;
    case TsNode::Kind::Chain:
        for (const TsNode::Call &call : node.calls) {
            for (const TsNode &arg : call.args) {
                if (!isSimpleArgument(arg, depth + 1))
                    return false;
            }
        }
        return true;
    }
    return false;
}

bool TsPrinter::mustExpand(const TsNode &node)
{
    if (node.kind != TsNode::Kind::Chain || node.calls.size() <= 2)
        return false;
    for (const TsNode::Call &call : node.calls) {
        for (const TsNode &arg : call.args) {
            if (!isSimpleArgument(arg, 0))
                return true;
        }
    }
    return false;
}

QString TsPrinter::print(const TsNode &node, int indent, int column, int tail)
{
    const std::optional<QString> one = flat(node);
    if (one && fits(*one, column, tail))
        return *one;
    switch (node.kind) {
    case TsNode::Kind::Atom:
        return node.text;
    case TsNode::Kind::Chain:
        return printChain(node, indent, column, tail);
    case TsNode::Kind::Object:
        return printObject(node, indent);
    case TsNode::Kind::Array:
        return printArray(node, indent);
    }
    return QString();
}

QString TsPrinter::printChain(const TsNode &node, int indent, int column, int tail)
{
    if (node.calls.size() <= 1) {
        QString out = node.text;
        if (!node.calls.empty()) {
            const TsNode::Call &call = node.calls.front();
            out += call.name;
            out += printArgs(call, indent, column + width(out), tail);
        }
        return out;
    }
    // One call per line below the head: z\n  .object({ … })\n  .strict()
    QString out = node.text;
    const int inner = indent + Step;
    for (std::size_t i = 0; i < node.calls.size(); ++i) {
        const TsNode::Call &call = node.calls[i];
        const bool last = i + 1 == node.calls.size();
        out += QLatin1Char('\n') + pad(inner) + call.name;
        out += printArgs(call, inner, inner + width(call.name), last ? tail : 0);
    }
    return out;
}

QString TsPrinter::printArgs(const TsNode::Call &call, int indent, int column, int tail)
{
    if (call.args.empty())
        return QStringLiteral("()");

    QStringList flats;
    bool allFlat = true;
    for (const TsNode &arg : call.args) {
        const std::optional<QString> a = flatInside(arg);
        if (!a) {
            allFlat = false;
            break;
        }
        flats.append(*a);
    }
    if (allFlat) {
        const QString joined = QLatin1Char('(') + flats.join(QLatin1String(", ")) + QLatin1Char(')');
        if (fits(joined, column, tail))
            return joined;
    }

    // The last argument, an object or array literal, hugs the parentheses when the
    // arguments before it fit on the line: f(a, [\n  …\n]).
    const TsNode &last = call.args.back();
    if (huggable(last)) {
        QString head = QStringLiteral("(");
        bool leadingFlat = true;
        for (std::size_t i = 0; i + 1 < call.args.size(); ++i) {
            const std::optional<QString> a = flatInside(call.args[i]);
            if (!a) {
                leadingFlat = false;
                break;
            }
            head += *a + QLatin1String(", ");
        }
        if (leadingFlat && fits(head + QLatin1Char('{'), column, 0))
            return head + print(last, indent, column + width(head), tail + 1) + QLatin1Char(')');
    }

    QString out = QStringLiteral("(\n");
    const int inner = indent + Step;
    for (std::size_t i = 0; i < call.args.size(); ++i) {
        const TsNode &arg = call.args[i];
        const bool last = i + 1 == call.args.size();
        out += commentLines(arg, inner);
        out += pad(inner) + print(arg, inner, inner, last ? 0 : 1);
        out += last ? QStringLiteral("\n") : QStringLiteral(",\n");
    }
    out += pad(indent) + QLatin1Char(')');
    return out;
}

QString TsPrinter::printObject(const TsNode &node, int indent)
{
    if (node.entries.empty())
        return QStringLiteral("{}");
    QString out = QStringLiteral("{\n");
    const int inner = indent + Step;
    for (const TsNode::Entry &entry : node.entries) {
        const TsNode &value = entry.value.front();
        out += commentLines(value, inner);
        const QString lead = pad(inner) + entry.key + QLatin1String(":");
        const int column = width(lead) + 1;
        const std::optional<QString> one = flat(value);
        if (one && fits(*one, column, 1))
            out += lead + QLatin1Char(' ') + *one;
        else if (value.kind == TsNode::Kind::Atom)
            out += lead + QLatin1Char('\n') + pad(inner + Step) + value.text;
        else
            out += lead + QLatin1Char(' ') + print(value, inner, column, 1);
        out += QStringLiteral(",\n");
    }
    out += pad(indent) + QLatin1Char('}');
    return out;
}

QString TsPrinter::printArray(const TsNode &node, int indent)
{
    if (node.items.empty())
        return QStringLiteral("[]");
    QString out = QStringLiteral("[\n");
    const int inner = indent + Step;
    for (const TsNode &item : node.items) {
        out += commentLines(item, inner);
        out += pad(inner) + print(item, inner, inner, 1) + QStringLiteral(",\n");
    }
    out += pad(indent) + QLatin1Char(']');
    return out;
}

} // namespace capstudio
