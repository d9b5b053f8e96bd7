#include "yamltextmap.h"

#include <algorithm>
#include <cstring>

namespace capstudio::flowgate::yamlread {

YamlTextMap::YamlTextMap(const QByteArray &text) : m_text(text)
{
    m_bom = text.startsWith("\xEF\xBB\xBF");
}

void YamlTextMap::lineColumnOfEnd(int *line, int *column)
{
    if (m_endLine == 0)
        lineColumnOfByte(m_text.size(), &m_endLine, &m_endColumn);
    *line = m_endLine;
    *column = m_endColumn;
}

bool YamlTextMap::endsWithLineBreak() const
{
    // LF, CR, NEL (C2 85), LS and PS (E2 80 A8/A9): what libyaml takes as line breaks.
    return m_text.endsWith('\n') || m_text.endsWith('\r') || m_text.endsWith("\xC2\x85")
        || m_text.endsWith("\xE2\x80\xA8") || m_text.endsWith("\xE2\x80\xA9");
}

qint64 YamlTextMap::byteOffsetOfChar(size_t index)
{
    // Marks mostly move forward, so walking from the last one is linear overall.
    const unsigned char *data = reinterpret_cast<const unsigned char *>(m_text.constData());
    const qint64 size = m_text.size();
    while (m_cursorChar < index && m_cursorByte < size) {
        // Eight ASCII bytes at a time are eight characters.
        while (index - m_cursorChar >= 8 && size - m_cursorByte >= 8) {
            quint64 word;
            std::memcpy(&word, data + m_cursorByte, sizeof word);
            if (word & 0x8080808080808080ULL)
                break;
            m_cursorByte += 8;
            m_cursorChar += 8;
        }
        if (m_cursorChar >= index)
            break;
        const unsigned char lead = data[m_cursorByte];
        qint64 width = 1;
        if (lead >= 0xF0)
            width = 4;
        else if (lead >= 0xE0)
            width = 3;
        else if (lead >= 0xC0)
            width = 2;
        m_cursorByte = std::min(size, m_cursorByte + width);
        ++m_cursorChar;
    }
    while (m_cursorChar > index && m_cursorByte > 0) {
        --m_cursorByte;
        while (m_cursorByte > 0 && (data[m_cursorByte] & 0xC0) == 0x80)
            --m_cursorByte;
        --m_cursorChar;
    }
    return m_cursorByte;
}

void YamlTextMap::lineColumnOfByte(qint64 offset, int *line, int *column) const
{
    const char *data = m_text.constData();
    offset = std::clamp<qint64>(offset, 0, m_text.size());
    int currentLine = 1;
    qint64 lineStart = 0;
    const qint64 size = m_text.size();
    for (qint64 i = 0; i < offset; ++i) {
        const unsigned char c = static_cast<unsigned char>(data[i]);
        qint64 end = -1; // one past a line break ending at i
        if (c == '\n' || (c == '\r' && (i + 1 >= size || data[i + 1] != '\n')))
            end = i + 1;
        else if (c == 0xC2 && i + 1 < size && static_cast<unsigned char>(data[i + 1]) == 0x85)
            end = i + 2; // NEL
        else if (c == 0xE2 && i + 2 < size && static_cast<unsigned char>(data[i + 1]) == 0x80
                 && (static_cast<unsigned char>(data[i + 2]) == 0xA8
                     || static_cast<unsigned char>(data[i + 2]) == 0xA9))
            end = i + 3; // LS, PS
        if (end > 0 && end <= offset) {
            ++currentLine;
            lineStart = end;
        }
    }
    int currentColumn = 1;
    for (qint64 i = lineStart; i < offset; ++i) {
        if ((static_cast<unsigned char>(data[i]) & 0xC0) != 0x80)
            ++currentColumn;
    }
    if (m_bom && currentLine == 1 && currentColumn > 1)
        --currentColumn;
    *line = currentLine;
    *column = currentColumn;
}

} // namespace capstudio::flowgate::yamlread
