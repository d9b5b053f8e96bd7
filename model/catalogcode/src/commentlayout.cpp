#include "commentlayout.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>

#include <vector>

namespace capstudio::CommentLayout {

namespace {

struct Line
{
    enum Kind { Content, BlockContent, Comment, Blank } kind = Blank;
    QByteArray text;
    QByteArray path;
    int indent = 0;
    QByteArray endComment; // "# …" at the end of a content line
};

int leadingSpaces(const QByteArray &line)
{
    int n = 0;
    while (n < line.size() && line.at(n) == ' ')
        ++n;
    return n;
}

// Where the scalar that starts `value` ends (value is what follows "key:" or "- ").
int scalarEnd(const QByteArray &value)
{
    int i = 0;
    while (i < value.size() && value.at(i) == ' ')
        ++i;
    if (i == value.size())
        return i;
    const char open = value.at(i);
    if (open == '"') {
        for (++i; i < value.size(); ++i) {
            if (value.at(i) == '\\')
                ++i;
            else if (value.at(i) == '"')
                return i + 1;
        }
        return -1; // continues on the next line: no end comment to find
    }
    if (open == '\'') {
        for (++i; i < value.size(); ++i) {
            if (value.at(i) == '\'') {
                if (i + 1 < value.size() && value.at(i + 1) == '\'')
                    ++i;
                else
                    return i + 1;
            }
        }
        return -1;
    }
    if (open == '[' || open == '{')
        return -1; // flow collections: left as they are
    if (open == '#')
        return i;
    // A plain scalar (or a block indicator) ends before " #".
    for (int j = i; j < value.size(); ++j) {
        if (value.at(j) == '#' && (value.at(j - 1) == ' ' || value.at(j - 1) == '\t'))
            return j;
    }
    return value.size();
}

// The key that starts `text` (a plain or quoted scalar followed by ':' and a blank or the
// end), and the offset just after the ':'; -1 when `text` is not "key: …".
int keyEnd(const QByteArray &text, QByteArray &key)
{
    if (text.isEmpty())
        return -1;
    int i = 0;
    if (text.at(0) == '"' || text.at(0) == '\'') {
        const int end = scalarEnd(text);
        if (end <= 0)
            return -1;
        key = text.left(end);
        i = end;
        while (i < text.size() && text.at(i) == ' ')
            ++i;
    } else {
        while (i < text.size() && !(text.at(i) == ':' && (i + 1 == text.size() || text.at(i + 1) == ' ')))
            ++i;
        if (i == text.size())
            return -1;
        key = text.left(i).trimmed();
    }
    if (i >= text.size() || text.at(i) != ':' || (i + 1 < text.size() && text.at(i + 1) != ' '))
        return -1;
    return i + 1;
}

bool startsBlockScalar(const QByteArray &value)
{
    static const QRegularExpression indicator(QStringLiteral("^\\s*[|>][-+0-9]*\\s*(#.*)?$"));
    return indicator.match(QString::fromUtf8(value)).hasMatch();
}

QList<Line> scan(const QByteArray &text)
{
    QList<Line> lines;
    struct Frame
    {
        int indent;
        QByteArray part;
    };
    std::vector<Frame> stack;
    QHash<QByteArray, int> itemCount;
    int blockIndent = -1;
    const auto pathOf = [&stack] {
        QByteArray path;
        for (const Frame &frame : stack)
            path += '/' + frame.part;
        return path;
    };
    for (const QByteArray &raw : text.split('\n')) {
        Line line;
        line.text = raw;
        line.indent = leadingSpaces(raw);
        QByteArray rest = raw.mid(line.indent);
        if (blockIndent >= 0) {
            if (rest.trimmed().isEmpty() || line.indent > blockIndent) {
                line.kind = Line::BlockContent;
                lines.append(line);
                continue;
            }
            blockIndent = -1;
        }
        if (rest.trimmed().isEmpty()) {
            line.kind = Line::Blank;
            lines.append(line);
            continue;
        }
        if (rest.startsWith('#')) {
            line.kind = Line::Comment;
            lines.append(line);
            continue;
        }
        line.kind = Line::Content;
        int indent = line.indent;
        while (!stack.empty() && stack.back().indent >= indent)
            stack.pop_back();
        int valueStart = indent; // where the value (or the key) starts in `raw`
        while (rest == "-" || rest.startsWith("- ")) {
            const QByteArray parent = pathOf() + '@' + QByteArray::number(indent);
            QByteArray after = rest.mid(2);
            QByteArray part;
            if (after.startsWith("capability: ")) {
                const QByteArray value = after.mid(12);
                const int end = scalarEnd(value);
                part = "[capability=" + (end > 0 ? value.left(end).trimmed() : value.trimmed()) + ']';
            } else {
                part = '[' + QByteArray::number(itemCount[parent]++) + ']';
            }
            stack.push_back({indent, part});
            indent += 2;
            valueStart += 2;
            rest = after;
        }
        QByteArray key;
        const int colon = keyEnd(rest, key);
        QByteArray value = rest;
        if (colon >= 0) {
            stack.push_back({indent, key});
            value = rest.mid(colon);
            valueStart += colon;
        }
        line.path = pathOf();
        if (startsBlockScalar(value))
            blockIndent = colon >= 0 ? indent : indent - 2;
        const int end = scalarEnd(value);
        if (end >= 0 && end < value.size() && value.mid(end).trimmed().startsWith('#')) {
            line.endComment = value.mid(end).trimmed();
            line.text = raw.left(valueStart + end);
            while (line.text.endsWith(' ') || line.text.endsWith('\t'))
                line.text.chop(1);
        }
        lines.append(line);
    }
    // split() gives one empty piece after a final newline: not a line of the file.
    if (!lines.isEmpty() && lines.constLast().text.isEmpty() && text.endsWith('\n'))
        lines.removeLast();
    return lines;
}

QByteArray reindented(const QByteArray &comment, int indent)
{
    const QByteArray trimmed = comment.trimmed();
    return trimmed.isEmpty() ? QByteArray() : QByteArray(indent, ' ') + trimmed;
}

} // namespace

QByteArray merge(const QByteArray &previous, const QByteArray &generated)
{
    const QList<Line> old = scan(previous);
    QList<QByteArray> header;
    QList<QByteArray> footer;
    QHash<QByteArray, QList<QByteArray>> above;
    QHash<QByteArray, QByteArray> endComments;

    QList<QByteArray> run; // comment and blank lines since the last content
    bool runHasComment = false;
    bool seenContent = false;
    for (const Line &line : old) {
        switch (line.kind) {
        case Line::Comment:
            runHasComment = true;
            run.append(line.text);
            break;
        case Line::Blank:
            run.append(QByteArray());
            break;
        case Line::BlockContent:
            run.clear();
            runHasComment = false;
            break;
        case Line::Content:
            if (runHasComment) {
                if (!seenContent)
                    header = run;
                else if (!above.contains(line.path))
                    above.insert(line.path, run);
            }
            run.clear();
            runHasComment = false;
            seenContent = true;
            if (!line.endComment.isEmpty() && !endComments.contains(line.path))
                endComments.insert(line.path, line.endComment);
            break;
        }
    }
    if (runHasComment)
        footer = run;
    if (header.isEmpty() && footer.isEmpty() && above.isEmpty() && endComments.isEmpty())
        return generated;

    QByteArray out;
    out.reserve(generated.size() + previous.size() / 4);
    for (const QByteArray &line : std::as_const(header))
        out += reindented(line, 0) + '\n';
    QHash<QByteArray, bool> used;
    for (const Line &line : scan(generated)) {
        if (line.kind == Line::Content && !used.value(line.path)) {
            used.insert(line.path, true);
            for (const QByteArray &comment : above.value(line.path))
                out += reindented(comment, line.indent) + '\n';
            const QByteArray end = endComments.value(line.path);
            out += end.isEmpty() ? line.text : line.text + "  " + end;
            out += '\n';
            continue;
        }
        out += line.text + '\n';
    }
    // No blank line is left between the document and a footer that had none.
    for (const QByteArray &line : std::as_const(footer))
        out += reindented(line, 0) + '\n';
    return out;
}

} // namespace capstudio::CommentLayout
