#pragma once

// Private to the YAML reader: turns libyaml's marks (which count characters) into byte
// offsets, and byte offsets into lines and columns, for one UTF-8 text.

#include <QByteArray>

#include <cstddef>

namespace capstudio::flowgate::yamlread {

class YamlTextMap
{
public:
    explicit YamlTextMap(const QByteArray &text);

    // Starts with a UTF-8 byte order mark (libyaml counts it as a column of line 1).
    bool hasByteOrderMark() const { return m_bom; }

    // Byte offset of the character with this index. Walks from the previous answer, so
    // a forward-moving sequence of questions costs linear time overall.
    qint64 byteOffsetOfChar(size_t index);

    // 1-based line and column (in characters) of a byte offset, with libyaml's line
    // breaks (LF, CR LF, CR, NEL, LS, PS); the byte order mark is no column. Scans from
    // the start: for error messages.
    void lineColumnOfByte(qint64 offset, int *line, int *column) const;

    // The same for the end of the text (computed once).
    void lineColumnOfEnd(int *line, int *column);

    bool endsWithLineBreak() const;

private:
    const QByteArray &m_text;
    bool m_bom = false;
    size_t m_cursorChar = 0;
    qint64 m_cursorByte = 0;
    int m_endLine = 0;
    int m_endColumn = 0;
};

} // namespace capstudio::flowgate::yamlread
