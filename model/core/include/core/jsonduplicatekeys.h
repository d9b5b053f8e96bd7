#pragma once

#include "core/diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>

namespace capstudio {

// Finds the keys written twice in one object of a JSON text. JSON readers — QJsonDocument,
// JavaScript's JSON.parse in Sunrise — keep the last and drop the first without a word, so a
// hand-edited file can say one thing and mean another. One pass over the UTF-8 bytes, no
// document built; the text must already be valid JSON (what it finds in invalid text is
// unspecified, never a crash).
class JsonDuplicateKeys
{
    Q_DECLARE_TR_FUNCTIONS(JsonDuplicateKeys)

public:
    // A warning (rule json-duplicate-key) at the later key, naming the earlier one's line and
    // column; its message holds the object's JSON pointer.
    static Diagnostics find(const QByteArray &utf8, const QString &file);
};

} // namespace capstudio
