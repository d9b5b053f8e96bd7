#pragma once

#include "core/diagnostic.h"

#include <QJsonValue>

#include <memory>

namespace capstudio {

// JSON Schema checks through valijson. Thread-safe; the draft-07 meta-schema is parsed once.
class JsonSchemaChecker
{
public:
    // Checks that `schema` is a valid JSON Schema (draft-07 meta-schema). Each finding has
    // rule id "json-schema-invalid" and a pointer `pointerPrefix` + the path inside `schema`.
    // A valid schema that no value can satisfy (an empty "enum") gives a warning with
    // rule id "json-schema-unsatisfiable".
    static Diagnostics checkSchema(const QJsonValue &schema, const QString &file,
                                   const QString &pointerPrefix);

    // Validates `instance` against `schema` (which must itself be valid). Rule id
    // "json-schema-violation", pointer `pointerPrefix` + the path inside `instance`.
    static Diagnostics validate(const QJsonValue &instance, const QJsonValue &schema,
                                const QString &file, const QString &pointerPrefix);
};

namespace jsonschema {
class ValijsonDocument;
}

// A schema checked and compiled once, for validating many values against it (the calls a
// deployment recorded): JsonSchemaChecker::validate() checks and compiles the schema on
// every call. validate() is safe from several threads at once.
class CompiledJsonSchema
{
public:
    ~CompiledJsonSchema();
    // Null when `schema` is not a valid JSON Schema; `problems` then says why.
    static std::shared_ptr<const CompiledJsonSchema> compile(const QJsonValue &schema,
                                                            Diagnostics *problems = nullptr);
    // As JsonSchemaChecker::validate().
    Diagnostics validate(const QJsonValue &instance, const QString &file, const QString &pointerPrefix) const;

private:
    CompiledJsonSchema();
    std::unique_ptr<jsonschema::ValijsonDocument> m_document;
};

} // namespace capstudio
