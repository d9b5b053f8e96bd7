#pragma once

#include "core/diagnostic.h"
#include "tsnode.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio {

// Translates a JSON Schema (a function definition's "parameters") into a Zod 4
// expression tree. Every construct it does not translate, or translates only in part,
// becomes a diagnostic with the JSON pointer of the keyword, and the generated code
// carries a "// TODO" comment at the spot.
//
// The translation, keyword by keyword:
//   type string/number/integer/boolean/null/array/object -> z.string() … z.object();
//     a list of types -> z.union([...]), "null" in it -> .nullable()
//   minLength/maxLength/pattern -> .min/.max/.regex(new RegExp('…'));
//     format email/uuid/uri(url)/date-time/date -> .email/.uuid/.url/.datetime({ offset: true })/.date
//   minimum/maximum/exclusiveMinimum/exclusiveMaximum/multipleOf -> .min/.max/.gt/.lt/.multipleOf
//     (draft-4 boolean exclusiveMinimum/Maximum too); integer -> .int()
//   items -> z.array(…); minItems/maxItems -> .min/.max
//   properties/required -> z.object({ … }) with .optional() on the properties not required;
//     additionalProperties false -> .strict(), a schema -> .catchall(…) or, without
//     properties, z.record(z.string(), …); an object without properties -> a record
//   enum -> z.enum([...]) for strings, z.union of z.literal otherwise; const -> z.literal
//   anyOf/oneOf -> z.union([...]) ([X, {"type": "null"}] -> X.nullable());
//     allOf and a schema's own constraints -> z.intersection; a branch that only lists
//     "required" names uses the parent's property schemas
//   description -> .describe('…'); default on an optional property -> .default(…)
// Unsupported, reported with a TODO: $ref (z.any() in its place), not, if/then/else,
// dependencies (and the 2019+ dependent*), propertyNames, min/maxProperties, contains,
// unevaluated* (the rest of the schema is still translated; a schema made of nothing
// else is z.any()), patternProperties (the other properties become z.any()), tuple
// items/prefixItems (the items become z.any()).
// Reported as not enforced: oneOf exclusivity, uniqueItems, unknown formats, required
// names without a schema, a "__proto__" property.
class ZodSchemaWriter
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityScaffold)

public:
    // `file` and `pointer` place the diagnostics (the pointer of the schema in its
    // document).
    ZodSchemaWriter(const QString &file, const QString &pointer);

    // The Zod expression for the whole schema.
    TsNode write(const QJsonValue &schema);

    const Diagnostics &diagnostics() const { return m_diagnostics; }

    // Rule ids of the diagnostics.
    static const QString RuleUnsupported; // no Zod translation; z.any() emitted
    static const QString RuleNotEnforced; // translated, but part of its meaning is lost
    static const QString RuleIgnored; // annotation or keyword without effect; nothing lost
    static const QString RuleUnknownKeyword; // not a JSON Schema keyword
    static const QString RuleInvalid; // keyword value of the wrong shape

private:
    enum class Place { Root, Property, Other };

    TsNode schema(const QJsonValue &value, const QString &at, Place place, bool required);
    TsNode body(const QJsonObject &object, const QString &at, QSet<QString> &used,
                QStringList &effectiveTypes);
    std::optional<TsNode> typed(const QJsonObject &object, const QString &at,
                                QSet<QString> &used, QStringList &effectiveTypes);
    TsNode typeNode(const QString &type, const QJsonObject &object, const QString &at,
                    QSet<QString> &used);
    TsNode stringNode(const QJsonObject &object, const QString &at, QSet<QString> &used);
    TsNode numberNode(const QJsonObject &object, const QString &at, QSet<QString> &used,
                      bool integer);
    TsNode arrayNode(const QJsonObject &object, const QString &at, QSet<QString> &used);
    TsNode objectNode(const QJsonObject &object, const QString &at, QSet<QString> &used);
    TsNode valuesNode(const QJsonArray &values, const QStringList &types, const QString &at,
                      const QString &keyword);
    std::optional<TsNode> combinators(const QJsonObject &object, const QString &at,
                                      QSet<QString> &used, QStringList &todos);
    QList<TsNode> branches(const QJsonObject &object, const QString &keyword, const QString &at);
    void modifiers(TsNode &node, const QJsonObject &object, const QString &at, Place place,
                   bool required, QSet<QString> &used);
    void reportLeftovers(const QJsonObject &object, const QString &at, const QSet<QString> &used,
                         const QStringList &effectiveTypes);
    // Reports keywords that have no translation, marks them used and returns the TODO
    // text for the comment at `at`.
    QStringList unsupported(const QJsonObject &object, const QStringList &keywords,
                            const QString &at, QSet<QString> &used);

    std::optional<double> number(const QJsonObject &object, const QString &keyword,
                                 const QString &at, QSet<QString> &used, bool nonNegativeInteger);
    static TsNode anyWithTodo(const QString &what);
    static QString todoText(const QString &what);
    void report(Severity severity, const QString &rule, const QString &at, const QString &message);

    QString m_file;
    QString m_pointer;
    Diagnostics m_diagnostics;
    // The "properties" of the schema whose combinator branches are being translated: a
    // branch that only says {"required": ["email"]} means the parent's "email".
    QJsonObject m_inherited;
    QString m_inheritedAt;
    int m_muted = 0; // while > 0, report() records nothing (a schema translated twice)
};

} // namespace capstudio
