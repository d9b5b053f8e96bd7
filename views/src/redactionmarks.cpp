#include "redactionmarks.h"

#include <QByteArray>
#include <QRegularExpression>
#include <algorithm>

namespace capstudio::redactionmarks {

qsizetype utf16Offset(const QString &text, qint64 bytes)
{
    const QByteArray utf8 = text.toUtf8();
    if (bytes <= 0)
        return 0;
    if (bytes >= utf8.size())
        return text.size();
    return QString::fromUtf8(utf8.constData(), qsizetype(bytes)).size();
}

qsizetype rawOffset(QStringView token, qsizetype decoded)
{
    qsizetype raw = 1; // after the opening quote
    qsizetype at = 0;
    while (raw < token.size() - 1 && at < decoded) {
        if (token.at(raw) == QLatin1Char('\\') && raw + 1 < token.size())
            raw += token.at(raw + 1) == QLatin1Char('u') ? 6 : 2;
        else
            ++raw;
        ++at;
    }
    return std::min(raw, token.size() - 1);
}

QList<Range> maskedRanges(QStringView text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(<redacted(?::[^>]{0,200})?>|[^\s"'<>,;()\[\]{}]*\*{3,}[^\s"'<>,;()\[\]{}]*)"));
    QList<Range> ranges;
    auto matches = pattern.globalMatch(text);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        ranges.append({match.capturedStart(), match.capturedLength()});
    }
    return ranges;
}

QString plainToolTip(const QString &text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return QLatin1String("<qt>") + escaped + QLatin1String("</qt>");
}

} // namespace capstudio::redactionmarks
