#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace capstudio::provenance {

// JSON text laid out for reading, keys in their original order, with the place of every
// value so that a view can highlight leaks, masked values and truncation marks.
struct FormattedJson
{
    struct Span
    {
        enum class Kind : unsigned char { Key, String, Number, Literal };
        Kind kind = Kind::String;
        qsizetype start = 0;  // in `text`, UTF-16 units, quotes included for keys and strings
        qsizetype length = 0;
        QString pointer;      // JSON pointer of the value (of the member for keys), relative
        QString value;        // decoded string value (String only)
    };
    bool ok = false;          // false when the input is not JSON; `text` is then the input as is
    QString text;
    QList<Span> spans;
};

// Pretty-prints `json` with `indent` spaces; `pointerPrefix` is prepended to every pointer.
FormattedJson formatJson(QByteArrayView json, const QString &pointerPrefix = QString(),
                         int indent = 2);

} // namespace capstudio::provenance
