#pragma once

// Private to capstudio_rules: the sentences the JSON Schema checks report (translation
// context "capstudio::JsonSchemaChecker") and the "json-schema-invalid" diagnostic.

#include "core/diagnostic.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace capstudio::jsonschema {

// An error with rule id "json-schema-invalid" at `pointer` inside `file`.
Diagnostic invalid(const QString &file, const QString &pointer, const QString &message);

// "<schema name> is not a valid JSON Schema: <detail>." The name is the last token of
// `pointerPrefix` when it names something ("parameters"), else "The schema".
QString notValidSentence(const QString &pointerPrefix, const QString &detail);

// A sentence fragment saying what is wrong at `tokens` inside the schema `root`, using
// `fallback` (valijson's own wording) where the keyword's expectation is unknown.
QString describeSchemaProblem(const QJsonValue &root, const QStringList &tokens,
                              const QString &fallback);

// How a validation message names the value at `tokens` below `pointerPrefix`:
// "parameters", "The value", "Item 3" or "\"name\"".
QString describeInstanceLocation(const QString &pointerPrefix, const QStringList &tokens);

} // namespace capstudio::jsonschema
