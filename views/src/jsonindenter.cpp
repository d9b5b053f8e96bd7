#include "jsonindenter.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace capstudio {

namespace {

QString spaces(int count)
{
    return QString(count, QLatin1Char(' '));
}

// Runs edit on every block the cursor's selection touches, as one undo step.
template<typename Edit>
void forSelectedBlocks(QTextCursor &cursor, Edit edit)
{
    QTextDocument *document = cursor.document();
    const QTextBlock first = document->findBlock(cursor.selectionStart());
    QTextBlock last = document->findBlock(cursor.selectionEnd());
    // A selection ending at the start of a line does not include that line.
    if (cursor.hasSelection() && last != first && cursor.selectionEnd() == last.position())
        last = last.previous();
    cursor.beginEditBlock();
    for (QTextBlock block = first; block.isValid(); block = block.next()) {
        edit(block);
        if (block == last)
            break;
    }
    cursor.endEditBlock();
}

} // namespace

QString JsonIndenter::leadingWhitespace(const QString &line)
{
    int length = 0;
    while (length < line.size() && (line.at(length) == QLatin1Char(' ') || line.at(length) == QLatin1Char('\t')))
        ++length;
    return line.left(length);
}

void JsonIndenter::newline(QTextCursor &cursor)
{
    cursor.beginEditBlock();
    cursor.removeSelectedText();
    const QString line = cursor.block().text();
    const int column = cursor.positionInBlock();
    const QString indentation = leadingWhitespace(line.left(column));
    const QString before = line.left(column).trimmed();
    const QString after = line.mid(column).trimmed();
    const QChar opener = before.isEmpty() ? QChar() : before.back();
    const bool opens = opener == QLatin1Char('{') || opener == QLatin1Char('[');

    // Spaces right after the cursor would only trail on the new line's indentation.
    while (!cursor.atBlockEnd() && cursor.document()->characterAt(cursor.position()) == QLatin1Char(' '))
        cursor.deleteChar();

    if (opens) {
        cursor.insertText(QLatin1Char('\n') + indentation + spaces(Width));
        const QChar closer = opener == QLatin1Char('{') ? QLatin1Char('}') : QLatin1Char(']');
        if (after.startsWith(closer)) {
            const int inside = cursor.position();
            cursor.insertText(QLatin1Char('\n') + indentation);
            cursor.setPosition(inside);
        }
    } else {
        cursor.insertText(QLatin1Char('\n') + indentation);
    }
    cursor.endEditBlock();
}

void JsonIndenter::indent(QTextCursor &cursor)
{
    const QTextDocument *document = cursor.document();
    const bool multiline = cursor.hasSelection()
        && document->findBlock(cursor.selectionStart()) != document->findBlock(cursor.selectionEnd());
    if (!multiline) {
        cursor.insertText(spaces(Width));
        return;
    }
    forSelectedBlocks(cursor, [](const QTextBlock &block) {
        QTextCursor at(block);
        at.insertText(spaces(Width));
    });
}

void JsonIndenter::unindent(QTextCursor &cursor)
{
    forSelectedBlocks(cursor, [](const QTextBlock &block) {
        const QString text = block.text();
        int remove = 0;
        while (remove < Width && remove < text.size() && text.at(remove) == QLatin1Char(' '))
            ++remove;
        if (remove == 0 && text.startsWith(QLatin1Char('\t')))
            remove = 1;
        if (remove == 0)
            return;
        QTextCursor at(block);
        at.setPosition(block.position() + remove, QTextCursor::KeepAnchor);
        at.removeSelectedText();
    });
}

void JsonIndenter::insertCloser(QTextCursor &cursor, QChar closer)
{
    cursor.beginEditBlock();
    cursor.removeSelectedText();
    const QString before = cursor.block().text().left(cursor.positionInBlock());
    if (!before.isEmpty() && before.trimmed().isEmpty() && before.endsWith(spaces(Width))) {
        for (int i = 0; i < Width; ++i)
            cursor.deletePreviousChar();
    }
    cursor.insertText(QString(closer));
    cursor.endEditBlock();
}

} // namespace capstudio
