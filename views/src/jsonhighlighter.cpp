#include "jsonhighlighter.h"
#include "core/tone.h"

#include <QGuiApplication>
#include <QPalette>

namespace capstudio {

namespace {

bool isSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r');
}

bool isNumberChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'0' && u <= u'9') || u == u'-' || u == u'+' || u == u'.' || u == u'e' || u == u'E';
}

// A colour of the given hue that reads well on the palette's base colour.
QColor tint(const QPalette &palette, qreal hue)
{
    const bool dark = isDarkPalette(palette);
    return QColor::fromHslF(float(hue), dark ? 0.60f : 0.75f, dark ? 0.72f : 0.34f);
}

} // namespace

JsonHighlighter::JsonHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    setPalette(QGuiApplication::palette());
}

void JsonHighlighter::setPalette(const QPalette &palette)
{
    m_formats[Key].setForeground(tint(palette, 0.60)); // blue
    m_formats[String].setForeground(tint(palette, 0.33)); // green
    m_formats[Escape].setForeground(tint(palette, 0.12)); // gold
    m_formats[Number].setForeground(tint(palette, 0.07)); // orange
    m_formats[Literal].setForeground(tint(palette, 0.80)); // purple
    m_formats[Literal].setFontWeight(QFont::DemiBold);
    m_formats[Punctuation].setForeground(
        mixColors(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.35));
    rehighlight();
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    const int size = int(text.size());
    int i = 0;
    while (i < size) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('"')) {
            int end = i + 1;
            QList<std::pair<int, int>> escapes;
            while (end < size && text.at(end) != QLatin1Char('"')) {
                if (text.at(end) == QLatin1Char('\\')) {
                    const int length = end + 1 < size && text.at(end + 1) == QLatin1Char('u') ? 6 : 2;
                    escapes.append({end, qMin(length, size - end)});
                    end += length;
                } else {
                    ++end;
                }
            }
            end = qMin(end + 1, size);
            int next = end;
            while (next < size && isSpace(text.at(next)))
                ++next;
            const bool key = next < size && text.at(next) == QLatin1Char(':');
            setFormat(i, end - i, m_formats[key ? Key : String]);
            for (const auto &[start, length] : std::as_const(escapes))
                setFormat(start, length, m_formats[Escape]);
            i = end;
        } else if (c.isDigit() || c == QLatin1Char('-')) {
            int end = i + 1;
            while (end < size && isNumberChar(text.at(end)))
                ++end;
            setFormat(i, end - i, m_formats[Number]);
            i = end;
        } else if (c.isLetter()) {
            int end = i + 1;
            while (end < size && text.at(end).isLetterOrNumber())
                ++end;
            const QStringView word = QStringView(text).mid(i, end - i);
            if (word == QLatin1String("true") || word == QLatin1String("false") || word == QLatin1String("null"))
                setFormat(i, end - i, m_formats[Literal]);
            i = end;
        } else {
            if (c == QLatin1Char('{') || c == QLatin1Char('}') || c == QLatin1Char('[') || c == QLatin1Char(']')
                || c == QLatin1Char(',') || c == QLatin1Char(':'))
                setFormat(i, 1, m_formats[Punctuation]);
            ++i;
        }
    }
}

} // namespace capstudio
