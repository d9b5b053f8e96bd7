// The per-type half of ZodSchemaWriter: strings, numbers, arrays, objects and the
// value lists of "enum" and "const".

#include "zodschemawriter.h"

#include "core/jsonpointer.h"
#include "jsonliteral.h"
#include "schemakeywords.h"
#include "tsliteral.h"
#include "zodnodes.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <regex>
#include <utility>

namespace capstudio {

namespace {

using zodnodes::numberAtom;
using zodnodes::stringAtom;
using zodnodes::z;

bool matchesType(const QJsonValue &value, const QString &type)
{
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer"))
        return value.isDouble() && value.toDouble() == std::floor(value.toDouble());
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("null"))
        return value.isNull();
    if (type == QLatin1String("array"))
        return value.isArray();
    if (type == QLatin1String("object"))
        return value.isObject();
    return false;
}

// A pattern is suspicious when neither an ECMAScript engine (std::regex) nor PCRE
// accepts it; each knows constructs the other lacks (lookbehind, named groups …).
bool compiles(const QString &pattern)
{
    try {
        std::regex(pattern.toStdString(), std::regex::ECMAScript);
        return true;
    } catch (const std::regex_error &) {
    }
    return QRegularExpression(pattern).isValid();
}

} // namespace

TsNode ZodSchemaWriter::typeNode(const QString &type, const QJsonObject &object, const QString &at,
                                 QSet<QString> &used)
{
    if (type == QLatin1String("string"))
        return stringNode(object, at, used);
    if (type == QLatin1String("number") || type == QLatin1String("integer"))
        return numberNode(object, at, used, type == QLatin1String("integer"));
    if (type == QLatin1String("array"))
        return arrayNode(object, at, used);
    if (type == QLatin1String("object"))
        return objectNode(object, at, used);
    return z(QStringLiteral("boolean"));
}

TsNode ZodSchemaWriter::valuesNode(const QJsonArray &values, const QStringList &types,
                                   const QString &at, const QString &keyword)
{
    const QString where = jsonpointer::append(at, keyword);
    QJsonArray kept;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QJsonValue value = values.at(i);
        const bool fits = types.isEmpty()
                || std::any_of(types.begin(), types.end(),
                               [&](const QString &type) { return matchesType(value, type); });
        if (fits) {
            kept.append(value);
            continue;
        }
        report(Severity::Info, RuleIgnored,
               keyword == QLatin1String("enum") ? jsonpointer::append(where, i) : where,
               tr("Value %1 of \"%2\" can never match the declared type; it is left out.")
                       .arg(JsonLiteral::toJson(value, SchemaKeywords::Role::Data), keyword));
    }
    if (kept.isEmpty()) {
        report(Severity::Warning, RuleInvalid, where,
               tr("\"%1\" allows no value; the Zod schema is z.never().").arg(keyword));
        return z(QStringLiteral("never"));
    }

    QStringList strings;
    bool hasNull = false;
    bool structured = false;
    bool others = false;
    for (const QJsonValue &value : std::as_const(kept)) {
        if (value.isString())
            strings.append(value.toString());
        else if (value.isNull())
            hasNull = true;
        else if (value.isArray() || value.isObject())
            structured = true;
        else
            others = true;
    }
    if (structured) {
        report(Severity::Warning, RuleUnsupported, where,
               tr("\"%1\" holds objects or arrays, which have no Zod literal; any value passes "
                  "here (z.any()).")
                       .arg(keyword));
        return anyWithTodo(QStringLiteral("\"%1\" with object or array values").arg(keyword));
    }
    if (!others && !strings.isEmpty() && keyword == QLatin1String("enum")) {
        TsNode list = TsNode::array();
        for (const QString &text : std::as_const(strings))
            list.items.push_back(stringAtom(text));
        TsNode node = z(QStringLiteral("enum"), {std::move(list)});
        if (hasNull)
            node.call(QStringLiteral(".nullable"));
        return node;
    }

    std::vector<TsNode> literals;
    for (const QJsonValue &value : std::as_const(kept)) {
        if (value.isNull())
            literals.push_back(z(QStringLiteral("null")));
        else
            literals.push_back(z(QStringLiteral("literal"),
                                 {JsonLiteral::toTs(value, SchemaKeywords::Role::Data)}));
    }
    if (literals.size() == 1)
        return std::move(literals.front());
    return zodnodes::unionOf(std::move(literals));
}

TsNode ZodSchemaWriter::stringNode(const QJsonObject &object, const QString &at,
                                   QSet<QString> &used)
{
    TsNode node = z(QStringLiteral("string"));
    const QString formatKey = QStringLiteral("format");
    if (object.contains(formatKey)) {
        used.insert(formatKey);
        const QJsonValue value = object.value(formatKey);
        const QString format = value.toString();
        if (!value.isString()) {
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, formatKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(formatKey, tr("a string")));
        } else if (format == QLatin1String("email")) {
            node.call(QStringLiteral(".email"));
        } else if (format == QLatin1String("uuid")) {
            node.call(QStringLiteral(".uuid"));
        } else if (format == QLatin1String("uri") || format == QLatin1String("url")) {
            node.call(QStringLiteral(".url"));
        } else if (format == QLatin1String("date-time")) {
            // RFC 3339 date-times may carry an offset; Zod's default accepts only "Z".
            TsNode options = TsNode::object(false);
            options.add(QStringLiteral("offset"), TsNode::atom(QStringLiteral("true")));
            node.call(QStringLiteral(".datetime"), {std::move(options)});
        } else if (format == QLatin1String("date")) {
            node.call(QStringLiteral(".date"));
        } else {
            report(Severity::Warning, RuleNotEnforced, jsonpointer::append(at, formatKey),
                   tr("Format %1 has no Zod check; any string is accepted.")
                           .arg(TsLiteral::jsonString(format)));
        }
    }
    if (const auto min = number(object, QStringLiteral("minLength"), at, used, true))
        node.call(QStringLiteral(".min"), {numberAtom(*min)});
    if (const auto max = number(object, QStringLiteral("maxLength"), at, used, true))
        node.call(QStringLiteral(".max"), {numberAtom(*max)});

    const QString patternKey = QStringLiteral("pattern");
    if (object.contains(patternKey)) {
        used.insert(patternKey);
        const QJsonValue value = object.value(patternKey);
        const QString where = jsonpointer::append(at, patternKey);
        if (!value.isString()) {
            report(Severity::Warning, RuleInvalid, where,
                   tr("\"%1\" must be %2; it is ignored.").arg(patternKey, tr("a string")));
        } else {
            if (!compiles(value.toString()))
                report(Severity::Warning, RuleInvalid, where,
                       tr("\"pattern\" may not be a valid JavaScript regular expression; "
                          "new RegExp() would then throw when the module loads."));
            TsNode regex = TsNode::chain(QStringLiteral("new RegExp"));
            regex.call(QString(), {stringAtom(value.toString())});
            node.call(QStringLiteral(".regex"), {std::move(regex)});
        }
    }
    return node;
}

TsNode ZodSchemaWriter::numberNode(const QJsonObject &object, const QString &at,
                                   QSet<QString> &used, bool integer)
{
    TsNode node = z(QStringLiteral("number"));
    if (integer)
        node.call(QStringLiteral(".int"));

    // Draft 4 writes exclusive bounds as booleans next to minimum/maximum; later drafts
    // as numbers of their own.
    const struct
    {
        const char *bound;
        const char *exclusive;
        const char *inclusiveCall;
        const char *exclusiveCall;
    } sides[] = {{"minimum", "exclusiveMinimum", ".min", ".gt"},
                 {"maximum", "exclusiveMaximum", ".max", ".lt"}};
    for (const auto &side : sides) {
        const QString boundKey = QLatin1String(side.bound);
        const QString exclusiveKey = QLatin1String(side.exclusive);
        const QJsonValue exclusive = object.value(exclusiveKey);
        const bool draft4Exclusive = exclusive.isBool() && exclusive.toBool();
        if (const auto bound = number(object, boundKey, at, used, false))
            node.call(QLatin1String(draft4Exclusive ? side.exclusiveCall : side.inclusiveCall),
                      {numberAtom(*bound)});
        if (exclusive.isBool()) {
            used.insert(exclusiveKey);
            if (!object.value(boundKey).isDouble())
                report(Severity::Info, RuleIgnored, jsonpointer::append(at, exclusiveKey),
                       tr("\"%1\" as a boolean only qualifies \"%2\", which is missing; it has "
                          "no effect.")
                               .arg(exclusiveKey, boundKey));
        } else if (const auto bound = number(object, exclusiveKey, at, used, false)) {
            node.call(QLatin1String(side.exclusiveCall), {numberAtom(*bound)});
        }
    }
    if (const auto step = number(object, QStringLiteral("multipleOf"), at, used, false)) {
        if (*step > 0)
            node.call(QStringLiteral(".multipleOf"), {numberAtom(*step)});
        else
            report(Severity::Warning, RuleInvalid,
                   jsonpointer::append(at, QStringLiteral("multipleOf")),
                   tr("\"%1\" must be %2; it is ignored.")
                           .arg(QStringLiteral("multipleOf"), tr("a number greater than 0")));
    }
    return node;
}

TsNode ZodSchemaWriter::arrayNode(const QJsonObject &object, const QString &at,
                                  QSet<QString> &used)
{
    const QString itemsKey = QStringLiteral("items");
    const QString prefixKey = QStringLiteral("prefixItems");
    const QString additionalKey = QStringLiteral("additionalItems");
    const QJsonValue items = object.value(itemsKey);
    const bool tuple = items.isArray() || object.contains(prefixKey);

    TsNode element;
    if (tuple) {
        // Positional item schemas: Zod's z.tuple() differs (fixed length, all positions
        // required), so the items are left open and reported.
        for (const QString &keyword : {itemsKey, prefixKey, additionalKey}) {
            if (!object.contains(keyword))
                continue;
            used.insert(keyword);
            report(Severity::Warning, RuleUnsupported, jsonpointer::append(at, keyword),
                   tr("\"%1\" is part of a tuple (positional item schemas), which is not "
                      "translated; the array's items accept any value.")
                           .arg(keyword));
        }
        element = anyWithTodo(QStringLiteral("tuple \"items\""));
    } else if (object.contains(itemsKey)) {
        used.insert(itemsKey);
        if (items.isObject() || items.isBool()) {
            element = schema(items, jsonpointer::append(at, itemsKey), Place::Other, true);
        } else {
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, itemsKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(itemsKey, tr("a schema")));
            element = z(QStringLiteral("unknown"));
        }
    } else {
        element = z(QStringLiteral("unknown"));
    }
    if (!tuple && object.contains(additionalKey)) {
        used.insert(additionalKey);
        report(Severity::Info, RuleIgnored, jsonpointer::append(at, additionalKey),
               tr("\"additionalItems\" only applies when \"items\" is a list; it has no effect "
                  "here."));
    }

    TsNode node = z(QStringLiteral("array"), {std::move(element)});
    if (const auto min = number(object, QStringLiteral("minItems"), at, used, true))
        node.call(QStringLiteral(".min"), {numberAtom(*min)});
    if (const auto max = number(object, QStringLiteral("maxItems"), at, used, true))
        node.call(QStringLiteral(".max"), {numberAtom(*max)});

    const QString uniqueKey = QStringLiteral("uniqueItems");
    if (object.contains(uniqueKey)) {
        used.insert(uniqueKey);
        const QJsonValue unique = object.value(uniqueKey);
        if (!unique.isBool())
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, uniqueKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(uniqueKey, tr("a boolean")));
        else if (unique.toBool())
            report(Severity::Warning, RuleNotEnforced, jsonpointer::append(at, uniqueKey),
                   tr("\"uniqueItems\" is not enforced by the Zod schema: duplicate items are "
                      "accepted."));
    }
    node.comments += unsupported(object,
                                 {QStringLiteral("contains"), QStringLiteral("minContains"),
                                  QStringLiteral("maxContains"),
                                  QStringLiteral("unevaluatedItems")},
                                 at, used);
    return node;
}

TsNode ZodSchemaWriter::objectNode(const QJsonObject &object, const QString &at,
                                   QSet<QString> &used)
{
    const QString propertiesKey = QStringLiteral("properties");
    const QString requiredKey = QStringLiteral("required");
    const QString additionalKey = QStringLiteral("additionalProperties");
    const QString patternKey = QStringLiteral("patternProperties");
    // Only this object may use the properties of the schema it is a branch of.
    const QJsonObject inherited = std::exchange(m_inherited, QJsonObject());
    const QString inheritedAt = m_inheritedAt;

    QJsonObject properties;
    if (object.contains(propertiesKey)) {
        used.insert(propertiesKey);
        if (object.value(propertiesKey).isObject())
            properties = object.value(propertiesKey).toObject();
        else
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, propertiesKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(propertiesKey, tr("an object")));
    }

    QStringList required;
    if (object.contains(requiredKey)) {
        used.insert(requiredKey);
        const QJsonValue value = object.value(requiredKey);
        const QJsonArray list = value.toArray();
        if (!value.isArray())
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, requiredKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(requiredKey, tr("an array of strings")));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString where = jsonpointer::append(jsonpointer::append(at, requiredKey), i);
            if (!list.at(i).isString()) {
                report(Severity::Warning, RuleInvalid, where,
                       tr("\"%1\" must be %2; it is ignored.").arg(requiredKey, tr("an array of strings")));
                continue;
            }
            required.append(list.at(i).toString());
            if (!properties.contains(list.at(i).toString())
                && !inherited.contains(list.at(i).toString()))
                report(Severity::Warning, RuleNotEnforced, where,
                       tr("Required property \"%1\" is not declared in \"properties\"; the Zod "
                          "schema does not require it.")
                               .arg(list.at(i).toString()));
        }
    }

    TsNode shape = TsNode::object(true);
    const QString propertiesAt = jsonpointer::append(at, propertiesKey);
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QString where = jsonpointer::append(propertiesAt, it.key());
        if (it.key() == QLatin1String("__proto__"))
            report(Severity::Warning, RuleNotEnforced, where,
                   tr("Zod does not check a property named \"__proto__\": it is neither "
                      "validated nor passed on to execute()."));
        shape.add(TsLiteral::propertyKey(it.key()),
                  schema(it.value(), where, Place::Property, required.contains(it.key())));
    }
    // {"required": ["email"]} in a branch: the parent's "email", here required. Its
    // findings were reported with the parent's property already.
    for (const QString &name : std::as_const(required)) {
        if (properties.contains(name) || !inherited.contains(name))
            continue;
        ++m_muted;
        shape.add(TsLiteral::propertyKey(name),
                  schema(inherited.value(name), jsonpointer::append(inheritedAt, name),
                         Place::Property, true));
        --m_muted;
    }

    // The other properties: closed (false), constrained (a schema) or open.
    bool closed = false;
    std::optional<TsNode> rest;
    if (object.contains(additionalKey)) {
        used.insert(additionalKey);
        const QJsonValue additional = object.value(additionalKey);
        if (additional.isBool())
            closed = !additional.toBool();
        else if (additional.isObject())
            rest = schema(additional, jsonpointer::append(at, additionalKey), Place::Other, true);
        else
            report(Severity::Warning, RuleInvalid, jsonpointer::append(at, additionalKey),
                   tr("\"%1\" must be %2; it is ignored.").arg(additionalKey, tr("a boolean or a schema")));
    }
    const QStringList patternTodo = unsupported(object, {patternKey}, at, used);
    if (!patternTodo.isEmpty()) {
        // Properties matching a pattern are exempt from additionalProperties; without the
        // patterns the Zod schema cannot tell them apart, so every other property is open.
        if (closed || rest)
            report(Severity::Warning, RuleNotEnforced, jsonpointer::append(at, additionalKey),
                   tr("\"additionalProperties\" is not enforced because \"patternProperties\" "
                      "is not translated."));
        closed = false;
        rest = z(QStringLiteral("any"));
        rest->comments = patternTodo;
    }

    TsNode node;
    if (shape.entries.empty() && !object.contains(propertiesKey) && !closed) {
        // A free-form object: z.object({}) would strip every key, a record keeps them.
        node = z(QStringLiteral("record"),
                 {z(QStringLiteral("string")), rest ? std::move(*rest) : z(QStringLiteral("unknown"))});
    } else if (shape.entries.empty() && rest) {
        node = z(QStringLiteral("record"), {z(QStringLiteral("string")), std::move(*rest)});
    } else {
        node = z(QStringLiteral("object"), {std::move(shape)});
        if (closed)
            node.call(QStringLiteral(".strict"));
        else if (rest)
            node.call(QStringLiteral(".catchall"), {std::move(*rest)});
    }
    node.comments += unsupported(object,
                                 {QStringLiteral("propertyNames"), QStringLiteral("minProperties"),
                                  QStringLiteral("maxProperties"), QStringLiteral("dependencies"),
                                  QStringLiteral("dependentRequired"),
                                  QStringLiteral("dependentSchemas"),
                                  QStringLiteral("unevaluatedProperties")},
                                 at, used);
    return node;
}

} // namespace capstudio
