#pragma once

#include <QList>
#include <QString>
#include <QStringView>

// Where in a shown text Sunrise's masks are, and how a finding's place (UTF-8 bytes of a
// decoded string) maps onto the text a view shows (UTF-16, maybe JSON-escaped).
namespace capstudio::redactionmarks {

// The UTF-16 index in `text` of UTF-8 byte offset `bytes`.
qsizetype utf16Offset(const QString &text, qint64 bytes);

// The index in a quoted, escaped JSON string token of decoded UTF-16 index `decoded`.
qsizetype rawOffset(QStringView token, qsizetype decoded);

struct Range
{
    qsizetype start = 0;
    qsizetype length = 0;
};

// Substrings that are Sunrise's masks inside a longer text: <redacted…>, a***@e***.com,
// ***-***-1234, Bearer ****.
QList<Range> maskedRanges(QStringView text);

// A tooltip that shows `text` literally: Qt renders a tooltip that looks like markup as rich
// text, and bundle text is hostile input.
QString plainToolTip(const QString &text);

} // namespace capstudio::redactionmarks
