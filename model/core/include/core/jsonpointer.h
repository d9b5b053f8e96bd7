#pragma once

#include <QString>

namespace capstudio::jsonpointer {

// Escapes one reference token per RFC 6901 ("~" -> "~0", "/" -> "~1").
QString escapeToken(const QString &token);

// pointer + "/" + escaped token.
QString append(const QString &pointer, const QString &key);
QString append(const QString &pointer, qsizetype index);

} // namespace capstudio::jsonpointer
