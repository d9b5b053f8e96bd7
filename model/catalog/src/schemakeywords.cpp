#include "schemakeywords.h"

#include <QHash>
#include <algorithm>

namespace capstudio {

namespace {

using Family = SchemaKeywords::Family;
using Role = SchemaKeywords::Role;

const QHash<QString, Family> &familyTable()
{
    static const QHash<QString, Family> table = [] {
        QHash<QString, Family> t;
        for (const char *k : {"minLength", "maxLength", "pattern", "format"})
            t.insert(QLatin1String(k), Family::String);
        for (const char *k : {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                              "multipleOf"})
            t.insert(QLatin1String(k), Family::Number);
        for (const char *k : {"items", "additionalItems", "prefixItems", "minItems", "maxItems",
                              "uniqueItems", "contains", "minContains", "maxContains",
                              "unevaluatedItems"})
            t.insert(QLatin1String(k), Family::Array);
        for (const char *k : {"properties", "required", "additionalProperties",
                              "patternProperties", "propertyNames", "minProperties",
                              "maxProperties", "dependencies", "dependentRequired",
                              "dependentSchemas", "unevaluatedProperties"})
            t.insert(QLatin1String(k), Family::Object);
        for (const char *k : {"type", "enum", "const", "description", "default", "$ref",
                              "$dynamicRef", "$recursiveRef", "allOf", "anyOf", "oneOf", "not",
                              "if", "then", "else"})
            t.insert(QLatin1String(k), Family::General);
        for (const char *k : {"title", "examples", "$comment", "deprecated", "readOnly",
                              "writeOnly", "$schema", "$id", "id", "$anchor", "$dynamicAnchor",
                              "$recursiveAnchor", "$vocabulary", "contentEncoding",
                              "contentMediaType", "contentSchema", "definitions", "$defs"})
            t.insert(QLatin1String(k), Family::Annotation);
        return t;
    }();
    return table;
}

// Conventional keyword order: what the value is, then its constraints from the
// general to the structural, then combinators, then bookkeeping.
const QStringList &schemaOrder()
{
    static const QStringList order = {
        QStringLiteral("$schema"),         QStringLiteral("$id"),
        QStringLiteral("$ref"),            QStringLiteral("type"),
        QStringLiteral("title"),           QStringLiteral("description"),
        QStringLiteral("format"),          QStringLiteral("enum"),
        QStringLiteral("const"),           QStringLiteral("default"),
        QStringLiteral("minLength"),       QStringLiteral("maxLength"),
        QStringLiteral("pattern"),         QStringLiteral("minimum"),
        QStringLiteral("exclusiveMinimum"), QStringLiteral("maximum"),
        QStringLiteral("exclusiveMaximum"), QStringLiteral("multipleOf"),
        QStringLiteral("items"),           QStringLiteral("additionalItems"),
        QStringLiteral("minItems"),        QStringLiteral("maxItems"),
        QStringLiteral("uniqueItems"),     QStringLiteral("contains"),
        QStringLiteral("properties"),      QStringLiteral("required"),
        QStringLiteral("additionalProperties"), QStringLiteral("patternProperties"),
        QStringLiteral("propertyNames"),   QStringLiteral("minProperties"),
        QStringLiteral("maxProperties"),   QStringLiteral("dependencies"),
        QStringLiteral("allOf"),           QStringLiteral("anyOf"),
        QStringLiteral("oneOf"),           QStringLiteral("not"),
        QStringLiteral("if"),              QStringLiteral("then"),
        QStringLiteral("else"),            QStringLiteral("examples"),
        QStringLiteral("definitions"),     QStringLiteral("$defs"),
    };
    return order;
}

// Field order of Sunrise's create body (reference §4.2) and attach body (§4.7).
const QStringList &rowOrder()
{
    static const QStringList order = {
        QStringLiteral("name"),             QStringLiteral("slug"),
        QStringLiteral("description"),      QStringLiteral("category"),
        QStringLiteral("functionDefinition"), QStringLiteral("executionType"),
        QStringLiteral("executionHandler"), QStringLiteral("executionConfig"),
        QStringLiteral("requiresApproval"), QStringLiteral("approvalTimeoutMs"),
        QStringLiteral("rateLimit"),        QStringLiteral("isActive"),
        QStringLiteral("metadata"),
    };
    return order;
}

const QStringList &bindingOrder()
{
    static const QStringList order = {
        QStringLiteral("capabilityId"),
        QStringLiteral("isEnabled"),
        QStringLiteral("customConfig"),
        QStringLiteral("customRateLimit"),
    };
    return order;
}

const QStringList &functionDefinitionOrder()
{
    static const QStringList order = {
        QStringLiteral("name"),
        QStringLiteral("description"),
        QStringLiteral("parameters"),
    };
    return order;
}

} // namespace

SchemaKeywords::Family SchemaKeywords::family(const QString &keyword)
{
    return familyTable().value(keyword, Family::Unknown);
}

QStringList SchemaKeywords::familyTypes(Family family)
{
    switch (family) {
    case Family::String:
        return {QStringLiteral("string")};
    case Family::Number:
        return {QStringLiteral("number"), QStringLiteral("integer")};
    case Family::Array:
        return {QStringLiteral("array")};
    case Family::Object:
        return {QStringLiteral("object")};
    case Family::General:
    case Family::Annotation:
    case Family::Unknown:
        break;
    }
    return {};
}

SchemaKeywords::Family SchemaKeywords::familyOfType(const QString &type)
{
    if (type == QLatin1String("string"))
        return Family::String;
    if (type == QLatin1String("number") || type == QLatin1String("integer"))
        return Family::Number;
    if (type == QLatin1String("array"))
        return Family::Array;
    if (type == QLatin1String("object"))
        return Family::Object;
    return Family::General;
}

QStringList SchemaKeywords::orderedKeys(const QJsonObject &object, Role role)
{
    const QStringList *documented = nullptr;
    switch (role) {
    case Role::Schema:
        documented = &schemaOrder();
        break;
    case Role::Row:
        documented = &rowOrder();
        break;
    case Role::Binding:
        documented = &bindingOrder();
        break;
    case Role::FunctionDefinition:
        documented = &functionDefinitionOrder();
        break;
    case Role::SchemaMap:
    case Role::SchemaList:
    case Role::Data:
        break;
    }

    QStringList keys;
    if (documented) {
        for (const QString &key : *documented) {
            if (object.contains(key))
                keys.append(key);
        }
    }
    QStringList rest;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!keys.contains(it.key()))
            rest.append(it.key());
    }
    std::sort(rest.begin(), rest.end());
    return keys + rest;
}

SchemaKeywords::Role SchemaKeywords::childRole(Role role, const QString &key)
{
    switch (role) {
    case Role::Row:
        return key == QLatin1String("functionDefinition") ? Role::FunctionDefinition : Role::Data;
    case Role::FunctionDefinition:
        return key == QLatin1String("parameters") ? Role::Schema : Role::Data;
    case Role::SchemaMap:
    case Role::SchemaList:
        return Role::Schema;
    case Role::Schema:
        if (key == QLatin1String("properties") || key == QLatin1String("patternProperties")
            || key == QLatin1String("definitions") || key == QLatin1String("$defs")
            || key == QLatin1String("dependentSchemas") || key == QLatin1String("dependencies"))
            return Role::SchemaMap;
        if (key == QLatin1String("allOf") || key == QLatin1String("anyOf")
            || key == QLatin1String("oneOf") || key == QLatin1String("prefixItems"))
            return Role::SchemaList;
        if (key == QLatin1String("items"))
            return Role::SchemaList; // an object is read as one schema, an array as a list
        if (key == QLatin1String("additionalProperties") || key == QLatin1String("additionalItems")
            || key == QLatin1String("not") || key == QLatin1String("if")
            || key == QLatin1String("then") || key == QLatin1String("else")
            || key == QLatin1String("contains") || key == QLatin1String("propertyNames")
            || key == QLatin1String("unevaluatedItems")
            || key == QLatin1String("unevaluatedProperties")
            || key == QLatin1String("contentSchema"))
            return Role::Schema;
        return Role::Data;
    case Role::Binding:
    case Role::Data:
        break;
    }
    return Role::Data;
}

SchemaKeywords::Role SchemaKeywords::elementRole(Role role)
{
    if (role == Role::SchemaList)
        return Role::Schema;
    if (role == Role::Schema || role == Role::SchemaMap)
        return Role::Data;
    return role;
}

SchemaKeywords::Role SchemaKeywords::objectRole(Role role)
{
    return role == Role::SchemaList ? Role::Schema : role;
}

} // namespace capstudio
