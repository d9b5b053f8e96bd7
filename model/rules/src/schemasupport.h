#pragma once

// Private to capstudio_rules: what the JSON Schema check files (jsonschemachecker.cpp,
// schemamessages.cpp, schemawalker.cpp, valijsonbridge.cpp) share — the nesting limit and
// helpers for paths written as lists of JSON pointer reference tokens.

#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace capstudio::jsonschema {

// Nesting beyond this is refused before valijson (which recurses) ever sees the value.
inline constexpr int kMaxDepth = 200;

// True if `prefix` is a proper prefix of `tokens` (a path strictly above it).
bool isStrictPrefix(const QStringList &prefix, const QStringList &tokens);

// `prefix` followed by the escaped `tokens`.
QString pointerFor(const QString &prefix, const QStringList &tokens);

// The member or item `token` of `value`; undefined when there is none.
QJsonValue childOf(const QJsonValue &value, const QString &token);

} // namespace capstudio::jsonschema
