#pragma once

#include <QString>

class QTextCursor;

namespace capstudio {

// Two-space indentation edits for JsonEditor, each one undo step.
class JsonIndenter
{
public:
    static constexpr int Width = 2;

    // Enter: a new line with the current line's indentation, one level deeper after an
    // opening bracket; between a bracket pair the closing one moves to its own line.
    static void newline(QTextCursor &cursor);
    // Tab: two spaces, or one level more on every selected line.
    static void indent(QTextCursor &cursor);
    // Shift+Tab: up to one level less on the current or every selected line.
    static void unindent(QTextCursor &cursor);
    // Typing '}' or ']' on a line holding only indentation takes one level off first.
    static void insertCloser(QTextCursor &cursor, QChar closer);

    static QString leadingWhitespace(const QString &line);
};

} // namespace capstudio
