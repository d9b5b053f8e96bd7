#include "cli/terminaltext.h"

#include <QTextStream>

namespace capstudio::cli {

TerminalText::TerminalText(QTextStream &target)
    : m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

bool TerminalText::isSafe(char32_t c)
{
    if (c == U'\n' || c == U'\t')
        return true;
    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f)) // C0, DEL, C1 (CSI is U+009B)
        return false;
    // Bidirectional embeddings, overrides and isolates reorder what a terminal shows.
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f)
        return false;
    return true;
}

QString TerminalText::escape(QStringView text)
{
    // Runs of safe characters are copied whole (a scan prints megabytes, nearly all of it
    // printable ASCII, which is tested first).
    QString out;
    qsizetype run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if ((c >= 0x20 && c < 0x7f) || isSafe(c))
            continue;
        if (out.isNull())
            out.reserve(text.size() + 16);
        out.append(text.mid(run, i - run));
        const QString hex = QString::number(c, 16).toUpper();
        out.append(c < 0x100 ? QStringLiteral("\\x") + hex.rightJustified(2, QLatin1Char('0'))
                             : QStringLiteral("\\u") + hex.rightJustified(4, QLatin1Char('0')));
        run = i + 1;
    }
    if (out.isNull())
        return text.toString();
    out.append(text.mid(run));
    return out;
}

qint64 TerminalText::writeData(const char *data, qint64 size)
{
    // A character split between two writes is decoded when its last byte arrives.
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    m_target << escape(text);
    m_target.flush();
    return size;
}

} // namespace capstudio::cli
