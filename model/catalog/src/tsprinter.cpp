#include "tsprinter.h"

#include "tsliteral.h"

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

// Characters Prettier counts as two columns: East Asian Wide and Fullwidth, and emoji.
static bool isWide(char32_t c)
{
    static const char32_t ranges[][2] = {
        {0x1100, 0x115F}, {0x231A, 0x231B}, {0x2329, 0x232A}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0},
        {0x23F3, 0x23F3}, {0x25FD, 0x25FE}, {0x2614, 0x2615}, {0x2648, 0x2653}, {0x267F, 0x267F},
        {0x2693, 0x2693}, {0x26A1, 0x26A1}, {0x26AA, 0x26AB}, {0x26BD, 0x26BE}, {0x26C4, 0x26C5},
        {0x26CE, 0x26CE}, {0x26D4, 0x26D4}, {0x26EA, 0x26EA}, {0x26F2, 0x26F3}, {0x26F5, 0x26F5},
        {0x26FA, 0x26FA}, {0x26FD, 0x26FD}, {0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728},
        {0x274C, 0x274C}, {0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757}, {0x2795, 0x2797},
        {0x27B0, 0x27B0}, {0x27BF, 0x27BF}, {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50}, {0x2B55, 0x2B55},
        {0x2E80, 0x303E}, {0x3041, 0x33FF}, {0x3400, 0x4DBF}, {0x4E00, 0x9FFF}, {0xA000, 0xA4CF},
        {0xA960, 0xA97F}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE10, 0xFE19}, {0xFE30, 0xFE6F},
        {0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x16FE0, 0x16FE4}, {0x17000, 0x18AFF},
        {0x1B000, 0x1B2FF}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E},
        {0x1F191, 0x1F19A}, {0x1F200, 0x1F2FF}, {0x1F300, 0x1F64F}, {0x1F680, 0x1F6FF},
        {0x1F7E0, 0x1F7EB}, {0x1F90C, 0x1F9FF}, {0x1FA70, 0x1FAFF}, {0x20000, 0x2FFFD},
        {0x30000, 0x3FFFD},
    };
    for (const auto &range : ranges) {
        if (c >= range[0] && c <= range[1])
            return true;
    }
    return false;
}

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
        w += isWide(c) ? 2 : 1;
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
        out += pad(indent) + QLatin1String("// ") + TsLiteral::commentLine(comment) + QLatin1Char('\n');
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
