#include "zodschemawriter.h"

#include "core/jsonpointer.h"
#include "jsonliteral.h"
#include "rules/jsonschemachecker.h"
#include "schemakeywords.h"
#include "tsliteral.h"
#include "zodnodes.h"

#include <QScopeGuard>
#include <algorithm>
#include <utility>
#include <cmath>

namespace capstudio {

const QString ZodSchemaWriter::RuleUnsupported = QStringLiteral("scaffold-unsupported");
const QString ZodSchemaWriter::RuleNotEnforced = QStringLiteral("scaffold-not-enforced");
const QString ZodSchemaWriter::RuleIgnored = QStringLiteral("scaffold-ignored");
const QString ZodSchemaWriter::RuleUnknownKeyword = QStringLiteral("scaffold-unknown-keyword");
const QString ZodSchemaWriter::RuleInvalid = QStringLiteral("scaffold-invalid-keyword");

namespace {

using Family = SchemaKeywords::Family;
using zodnodes::stringAtom;
using zodnodes::z;

const QStringList &knownTypes()
{
    static const QStringList types = {
        QStringLiteral("string"), QStringLiteral("number"), QStringLiteral("integer"),
        QStringLiteral("boolean"), QStringLiteral("null"),  QStringLiteral("array"),
        QStringLiteral("object"),
    };
    return types;
}

} // namespace

ZodSchemaWriter::ZodSchemaWriter(const QString &file, const QString &pointer)
    : m_file(file), m_pointer(pointer)
{
}

TsNode ZodSchemaWriter::write(const QJsonValue &schemaValue)
{
    return schema(schemaValue, QString(), Place::Root, true);
}

void ZodSchemaWriter::report(Severity severity, const QString &rule, const QString &at,
                             const QString &message)
{
    if (m_muted > 0)
        return;
    m_diagnostics.append(
            Diagnostic(severity, rule, message, SourceLocation::atPointer(m_file, m_pointer + at)));
}

QString ZodSchemaWriter::todoText(const QString &what)
{
    return QStringLiteral("TODO: check in execute(), not translated to Zod: %1").arg(what);
}

TsNode ZodSchemaWriter::anyWithTodo(const QString &what)
{
    TsNode node = z(QStringLiteral("any"));
    node.comments.append(todoText(what));
    return node;
}

TsNode ZodSchemaWriter::schema(const QJsonValue &value, const QString &at, Place place,
                               bool required)
{
    TsNode node;
    QJsonObject object;
    QSet<QString> used;
    QStringList effectiveTypes;
    if (value.isBool()) {
        node = z(value.toBool() ? QStringLiteral("unknown") : QStringLiteral("never"));
    } else if (!value.isObject()) {
        report(Severity::Warning, RuleInvalid, at,
               tr("A schema must be an object or a boolean; any value passes here (z.any())."));
        node = anyWithTodo(QStringLiteral("a schema that is not an object"));
    } else {
        object = value.toObject();
        node = body(object, at, used, effectiveTypes);
    }
    modifiers(node, object, at, place, required, used);
    reportLeftovers(object, at, used, effectiveTypes);
    return node;
}

TsNode ZodSchemaWriter::body(const QJsonObject &object, const QString &at, QSet<QString> &used,
                             QStringList &effectiveTypes)
{
    for (const char *key : {"$ref", "$dynamicRef", "$recursiveRef"}) {
        const QString keyword = QLatin1String(key);
        if (!object.contains(keyword))
            continue;
        used.insert(keyword);
        report(Severity::Warning, RuleUnsupported, jsonpointer::append(at, keyword),
               tr("\"%1\" is not translated to Zod: the reference is not followed, so any value "
                  "passes here (z.any()).")
                       .arg(keyword));
        const QJsonValue target = object.value(keyword);
        const QString what = target.isString()
                ? QStringLiteral("%1 %2").arg(keyword, TsLiteral::jsonString(target.toString()))
                : keyword;
        return anyWithTodo(what);
    }

    QStringList todos;
    std::vector<TsNode> parts;
    if (std::optional<TsNode> own = typed(object, at, used, effectiveTypes))
        parts.push_back(std::move(*own));
    // allOf/anyOf/oneOf hold next to the schema's own constraints: an intersection.
    if (std::optional<TsNode> combined = combinators(object, at, used, todos))
        parts.push_back(std::move(*combined));

    TsNode node;
    if (parts.empty()) {
        node = todos.isEmpty() ? z(QStringLiteral("unknown")) : z(QStringLiteral("any"));
    } else {
        node = std::move(parts.front());
        for (std::size_t i = 1; i < parts.size(); ++i)
            node = z(QStringLiteral("intersection"), {std::move(node), std::move(parts[i])});
    }
    node.comments = todos + node.comments;
    return node;
}

std::optional<TsNode> ZodSchemaWriter::typed(const QJsonObject &object, const QString &at,
                                             QSet<QString> &used, QStringList &effectiveTypes)
{
    QStringList types;
    const QString typeKey = QStringLiteral("type");
    if (object.contains(typeKey)) {
        used.insert(typeKey);
        const QJsonValue type = object.value(typeKey);
        QJsonArray list;
        if (type.isString())
            list.append(type);
        else if (type.isArray())
            list = type.toArray();
        else
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, typeKey),
                   tr("\"%1\" must be %2; it is ignored.")
                           .arg(typeKey, tr("a type name or a list of type names")));
        bool unknown = false;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString name = list.at(i).toString();
            const QString where = type.isArray() ? jsonpointer::append(jsonpointer::append(at, typeKey), i)
                                                 : jsonpointer::append(at, typeKey);
            if (!knownTypes().contains(name)) {
                unknown = true;
                report(Severity::Warning, RuleUnsupported, where,
                       tr("Type %1 is not a JSON Schema type; any value passes here (z.any()).")
                               .arg(TsLiteral::jsonString(list.at(i).isString() ? name : QString())));
            } else if (!types.contains(name)) {
                types.append(name);
            }
        }
        if (unknown) {
            effectiveTypes = knownTypes();
            return anyWithTodo(QStringLiteral("an unknown \"type\""));
        }
    }

    if (object.contains(QStringLiteral("const"))) {
        used.insert(QStringLiteral("const"));
        effectiveTypes = types;
        return valuesNode(QJsonArray{object.value(QStringLiteral("const"))}, types, at,
                          QStringLiteral("const"));
    }
    if (object.contains(QStringLiteral("enum"))) {
        used.insert(QStringLiteral("enum"));
        effectiveTypes = types;
        const QJsonValue values = object.value(QStringLiteral("enum"));
        if (values.isArray())
            return valuesNode(values.toArray(), types, at, QStringLiteral("enum"));
        report(Severity::Warning, RuleInvalid, jsonpointer::append(at, QStringLiteral("enum")),
               tr("\"%1\" must be %2; it is ignored.").arg(QStringLiteral("enum"), tr("an array")));
    }

    if (types.isEmpty()) {
        // No "type": assume one when the keywords present all constrain the same type.
        QList<Family> families;
        for (auto it = object.begin(); it != object.end(); ++it) {
            const Family family = SchemaKeywords::family(it.key());
            if (!SchemaKeywords::familyTypes(family).isEmpty() && !families.contains(family))
                families.append(family);
        }
        if (families.size() != 1)
            return std::nullopt;
        types = SchemaKeywords::familyTypes(families.front()).mid(0, 1);
        report(Severity::Info, RuleIgnored, at,
               tr("No \"type\": the Zod schema assumes %1 from the keywords present.")
                       .arg(types.front()));
    }
    effectiveTypes = types;

    const bool nullable = types.contains(QStringLiteral("null"));
    QStringList nonNull = types;
    nonNull.removeAll(QStringLiteral("null"));
    if (nonNull.contains(QStringLiteral("number")))
        nonNull.removeAll(QStringLiteral("integer")); // number already admits integers

    std::vector<TsNode> options;
    for (const QString &type : std::as_const(nonNull))
        options.push_back(typeNode(type, object, at, used));
    TsNode node;
    if (options.empty())
        return z(QStringLiteral("null"));
    node = options.size() == 1 ? std::move(options.front()) : zodnodes::unionOf(std::move(options));
    if (nullable)
        node.call(QStringLiteral(".nullable"));
    return node;
}

QList<TsNode> ZodSchemaWriter::branches(const QJsonObject &object, const QString &keyword,
                                        const QString &at)
{
    // Each branch sees this schema's properties (see m_inherited), nothing further up.
    const QJsonObject properties = object.value(QStringLiteral("properties")).toObject();
    const QString propertiesAt = jsonpointer::append(at, QStringLiteral("properties"));
    const QJsonObject savedInherited = m_inherited;
    const QString savedInheritedAt = m_inheritedAt;
    const auto restore = qScopeGuard([&] {
        m_inherited = savedInherited;
        m_inheritedAt = savedInheritedAt;
    });
    QList<TsNode> result;
    const QString where = jsonpointer::append(at, keyword);
    const QJsonValue value = object.value(keyword);
    const QJsonArray list = value.toArray();
    if (!value.isArray() || list.isEmpty()) {
        report(Severity::Warning, RuleInvalid, where,
               tr("\"%1\" must be %2; it is ignored.").arg(keyword, tr("a non-empty array of schemas")));
        return result;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        m_inherited = properties;
        m_inheritedAt = propertiesAt;
        result.append(schema(list.at(i), jsonpointer::append(where, i), Place::Other, true));
    }
    return result;
}

std::optional<TsNode> ZodSchemaWriter::combinators(const QJsonObject &object, const QString &at,
                                                   QSet<QString> &used, QStringList &todos)
{
    std::vector<TsNode> parts;
    const QString allOf = QStringLiteral("allOf");
    if (object.contains(allOf)) {
        used.insert(allOf);
        for (TsNode &part : branches(object, allOf, at))
            parts.push_back(std::move(part));
    }
    for (const char *key : {"anyOf", "oneOf"}) {
        const QString keyword = QLatin1String(key);
        if (!object.contains(keyword))
            continue;
        used.insert(keyword);
        QList<TsNode> options = branches(object, keyword, at);
        if (options.isEmpty())
            continue;
        const QJsonArray list = object.value(keyword).toArray();
        // [X, {"type": "null"}] is X.nullable(): exclusive as long as X itself rejects null.
        int nullIndex = -1;
        for (int i = 0; i < int(list.size()); ++i) {
            if (list.at(i).toObject() == QJsonObject{{QStringLiteral("type"), QStringLiteral("null")}})
                nullIndex = i;
        }
        const QJsonObject other = list.size() == 2 && nullIndex >= 0
                ? list.at(1 - nullIndex).toObject()
                : QJsonObject();
        const QJsonValue otherType = other.value(QStringLiteral("type"));
        if (!other.isEmpty() && otherType.isString() && otherType.toString() != QLatin1String("null")) {
            TsNode node = std::move(options[1 - nullIndex]);
            node.call(QStringLiteral(".nullable"));
            parts.push_back(std::move(node));
            continue;
        }
        if (keyword == QLatin1String("oneOf") && options.size() > 1)
            report(Severity::Warning, RuleNotEnforced, jsonpointer::append(at, keyword),
                   tr("\"oneOf\" is translated as z.union(): a value that matches more than one "
                      "branch is accepted, where JSON Schema rejects it."));
        if (options.size() == 1) {
            parts.push_back(std::move(options.front()));
        } else {
            std::vector<TsNode> items;
            for (TsNode &option : options)
                items.push_back(std::move(option));
            parts.push_back(zodnodes::unionOf(std::move(items)));
        }
    }

    todos += unsupported(object,
                         {QStringLiteral("not"), QStringLiteral("if"), QStringLiteral("then"),
                          QStringLiteral("else")},
                         at, used);

    if (parts.empty())
        return std::nullopt;
    TsNode node = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        node = z(QStringLiteral("intersection"), {std::move(node), std::move(parts[i])});
    return node;
}

QStringList ZodSchemaWriter::unsupported(const QJsonObject &object, const QStringList &keywords,
                                         const QString &at, QSet<QString> &used)
{
    QStringList todos;
    QStringList present;
    for (const QString &keyword : keywords) {
        if (object.contains(keyword))
            present.append(keyword);
    }
    for (const QString &keyword : std::as_const(present)) {
        used.insert(keyword);
        QString message;
        if (keyword == QLatin1String("not"))
            message = tr("\"not\" has no Zod translation; the values it excludes are accepted.");
        else if (keyword == QLatin1String("if") || keyword == QLatin1String("then")
                 || keyword == QLatin1String("else"))
            message = tr("\"%1\" has no Zod translation; the conditional constraints are not "
                         "checked.")
                              .arg(keyword);
        else if (keyword == QLatin1String("patternProperties"))
            message = tr("\"patternProperties\" has no Zod translation; properties matching its "
                         "patterns accept any value.");
        else if (keyword == QLatin1String("propertyNames"))
            message = tr("\"propertyNames\" has no Zod translation; property names are not checked.");
        else if (keyword == QLatin1String("minProperties") || keyword == QLatin1String("maxProperties"))
            message = tr("\"%1\" has no Zod translation; the number of properties is not checked.")
                              .arg(keyword);
        else if (keyword.startsWith(QLatin1String("depend")))
            message = tr("\"%1\" has no Zod translation; the properties it makes depend on each "
                         "other are not checked.")
                              .arg(keyword);
        else if (keyword == QLatin1String("contains") || keyword == QLatin1String("minContains")
                 || keyword == QLatin1String("maxContains"))
            message = tr("\"%1\" has no Zod translation; the array is not searched for matching "
                         "items.")
                              .arg(keyword);
        else
            message = tr("\"%1\" has no Zod translation; it is not checked.").arg(keyword);
        report(Severity::Warning, RuleUnsupported, jsonpointer::append(at, keyword), message);
    }
    if (!present.isEmpty()) {
        QStringList quoted;
        for (const QString &keyword : std::as_const(present))
            quoted.append(QLatin1Char('"') + keyword + QLatin1Char('"'));
        todos.append(todoText(quoted.join(QLatin1String(", "))));
    }
    return todos;
}

std::optional<double> ZodSchemaWriter::number(const QJsonObject &object, const QString &keyword,
                                              const QString &at, QSet<QString> &used,
                                              bool nonNegativeInteger)
{
    if (!object.contains(keyword))
        return std::nullopt;
    used.insert(keyword);
    const QJsonValue value = object.value(keyword);
    const double number = value.toDouble();
    const bool ok = value.isDouble()
            && (!nonNegativeInteger || (number >= 0 && number == std::floor(number)));
    if (ok)
        return number;
    report(Severity::Warning, RuleInvalid, jsonpointer::append(at, keyword),
           tr("\"%1\" must be %2; it is ignored.")
                   .arg(keyword, nonNegativeInteger ? tr("a non-negative integer") : tr("a number")));
    return std::nullopt;
}

void ZodSchemaWriter::modifiers(TsNode &node, const QJsonObject &object, const QString &at,
                                Place place, bool required, QSet<QString> &used)
{
    const QString descriptionKey = QStringLiteral("description");
    const QString defaultKey = QStringLiteral("default");
    std::optional<QString> description;
    if (object.contains(descriptionKey)) {
        used.insert(descriptionKey);
        if (object.value(descriptionKey).isString())
            description = object.value(descriptionKey).toString();
        else
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, descriptionKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(descriptionKey, tr("a string")));
    }

    const bool optional = place == Place::Property && !required;
    bool defaulted = false;
    if (object.contains(defaultKey)) {
        used.insert(defaultKey);
        const QString where = jsonpointer::append(at, defaultKey);
        const QJsonValue value = object.value(defaultKey);
        if (optional) {
            // Zod returns a default without validating it, so only a valid one is used.
            const Diagnostics findings =
                    JsonSchemaChecker::validate(value, object, m_file, m_pointer + where);
            const bool violates = std::any_of(findings.begin(), findings.end(), [](const Diagnostic &d) {
                return d.ruleId() == QLatin1String("json-schema-violation");
            });
            if (!violates) {
                node.call(QStringLiteral(".default"),
                          {JsonLiteral::toTs(value, SchemaKeywords::Role::Data)});
                defaulted = true;
            } else {
                report(Severity::Warning, RuleInvalid, where,
                       tr("\"default\" does not satisfy the property's schema; it is not applied "
                          "(the property is .optional())."));
            }
        } else if (place == Place::Property) {
            report(Severity::Info, RuleIgnored, where,
                   tr("\"default\" is not applied: the property is required, and .default() "
                      "would make it optional in Zod."));
        } else {
            report(Severity::Info, RuleIgnored, where,
                   tr("\"default\" is only applied to optional object properties; here it is "
                      "left out."));
        }
    }
    if (optional && !defaulted)
        node.call(QStringLiteral(".optional"));
    if (description)
        node.call(QStringLiteral(".describe"), {stringAtom(*description)});
}

void ZodSchemaWriter::reportLeftovers(const QJsonObject &object, const QString &at,
                                      const QSet<QString> &used, const QStringList &effectiveTypes)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        if (used.contains(key))
            continue;
        const QString where = jsonpointer::append(at, key);
        const Family family = SchemaKeywords::family(key);
        if (family == Family::Annotation) {
            if (key == QLatin1String("definitions") || key == QLatin1String("$defs"))
                report(Severity::Info, RuleIgnored, where,
                       tr("\"%1\" is only reachable through \"$ref\", which is not translated.")
                               .arg(key));
            else
                report(Severity::Info, RuleIgnored, where,
                       tr("\"%1\" is an annotation; it stays in the function definition but has "
                          "no Zod counterpart.")
                               .arg(key));
            continue;
        }
        if (family == Family::Unknown) {
            report(Severity::Warning, RuleUnknownKeyword, where,
                   tr("\"%1\" is not a JSON Schema keyword; it is not translated.").arg(key));
            continue;
        }
        const QStringList applies = SchemaKeywords::familyTypes(family);
        const bool inEffect = applies.isEmpty() || effectiveTypes.isEmpty()
                || std::any_of(applies.begin(), applies.end(),
                               [&](const QString &type) { return effectiveTypes.contains(type); });
        if (!inEffect) {
            report(Severity::Info, RuleIgnored, where,
                   tr("\"%1\" only applies to %2 values; with this schema's type it has no "
                      "effect.")
                           .arg(key, applies.join(QLatin1Char('/'))));
            continue;
        }
        QString next;
        for (const char *other : {"$ref", "$dynamicRef", "$recursiveRef", "enum", "const"}) {
            if (next.isEmpty() && object.contains(QLatin1String(other)))
                next = QLatin1String(other);
        }
        if (!next.isEmpty())
            report(Severity::Warning, RuleUnsupported, where,
                   tr("\"%1\" is not translated next to \"%2\".").arg(key, next));
        else if (!object.contains(QStringLiteral("type")))
            report(Severity::Warning, RuleUnsupported, where,
                   tr("\"%1\" is not translated: without \"type\" the schema mixes keywords for "
                      "several types.")
                           .arg(key));
        else
            report(Severity::Warning, RuleUnsupported, where,
                   tr("\"%1\" is not translated.").arg(key));
    }
}

} // namespace capstudio
