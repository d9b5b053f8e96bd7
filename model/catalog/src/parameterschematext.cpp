#include "parameterschematext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio {

namespace {

constexpr int MaxListedValues = 6;

// "1–500 chars", "≥ 1 chars", "≤ 500 chars", "3 chars"; empty when neither bound is set.
QString lengthRange(const QJsonObject &schema, const QString &minKey, const QString &maxKey, const QString &unit)
{
    const QJsonValue min = schema.value(minKey);
    const QJsonValue max = schema.value(maxKey);
    const bool hasMin = min.isDouble();
    const bool hasMax = max.isDouble();
    const QString minText = ParameterSchemaText::compactJson(min);
    const QString maxText = ParameterSchemaText::compactJson(max);
    if (hasMin && hasMax) {
        if (min.toDouble() == max.toDouble())
            return QStringLiteral("%1 %2").arg(minText, unit);
        return QStringLiteral("%1–%2 %3").arg(minText, maxText, unit);
    }
    if (hasMin)
        return QStringLiteral("≥ %1 %2").arg(minText, unit);
    if (hasMax)
        return QStringLiteral("≤ %1 %2").arg(maxText, unit);
    return {};
}

// Numeric bounds, in both the draft-4 form (boolean exclusive flags) and the later one.
void numberRange(const QJsonObject &schema, QStringList *parts)
{
    const QJsonValue min = schema.value(QStringLiteral("minimum"));
    const QJsonValue max = schema.value(QStringLiteral("maximum"));
    const QJsonValue exclusiveMin = schema.value(QStringLiteral("exclusiveMinimum"));
    const QJsonValue exclusiveMax = schema.value(QStringLiteral("exclusiveMaximum"));
    QString lower;
    QString upper;
    bool lowerInclusive = true;
    bool upperInclusive = true;
    if (exclusiveMin.isDouble()) {
        lower = ParameterSchemaText::compactJson(exclusiveMin);
        lowerInclusive = false;
    } else if (min.isDouble()) {
        lower = ParameterSchemaText::compactJson(min);
        lowerInclusive = !exclusiveMin.toBool(false);
    }
    if (exclusiveMax.isDouble()) {
        upper = ParameterSchemaText::compactJson(exclusiveMax);
        upperInclusive = false;
    } else if (max.isDouble()) {
        upper = ParameterSchemaText::compactJson(max);
        upperInclusive = !exclusiveMax.toBool(false);
    }
    if (!lower.isEmpty() && !upper.isEmpty() && lowerInclusive && upperInclusive) {
        parts->append(QStringLiteral("%1–%2").arg(lower, upper));
        return;
    }
    if (!lower.isEmpty())
        parts->append((lowerInclusive ? QStringLiteral("≥ %1") : QStringLiteral("> %1")).arg(lower));
    if (!upper.isEmpty())
        parts->append((upperInclusive ? QStringLiteral("≤ %1") : QStringLiteral("< %1")).arg(upper));
}

QString listed(const QJsonArray &values)
{
    QStringList texts;
    for (const QJsonValue &value : values) {
        if (texts.size() == MaxListedValues) {
            texts.append(QStringLiteral("…"));
            break;
        }
        texts.append(ParameterSchemaText::valueText(value));
    }
    return texts.join(QStringLiteral(", "));
}

// "string", or what an untyped schema is, for a schema nested in another one.
QString shortType(const QJsonValue &schema)
{
    const QString type = ParameterSchemaText::typeText(schema);
    return type.isEmpty() ? ParameterSchemaText::untypedText(schema) : type;
}

bool isTypeName(const QString &name)
{
    return ParameterSchemaText::typeNames().contains(name) || name == QLatin1String("null");
}

} // namespace

QStringList ParameterSchemaText::typeNames()
{
    return {QStringLiteral("string"),  QStringLiteral("number"), QStringLiteral("integer"),
            QStringLiteral("boolean"), QStringLiteral("array"),  QStringLiteral("object")};
}

QString ParameterSchemaText::typeText(const QJsonValue &schema)
{
    const QJsonValue type = schema.toObject().value(QStringLiteral("type"));
    if (type.isString())
        return type.toString();
    if (type.isUndefined())
        return {};
    return compactJson(type);
}

QString ParameterSchemaText::untypedText(const QJsonValue &schema)
{
    if (schema.isBool())
        return schema.toBool() ? tr("any") : tr("nothing");
    const QJsonObject object = schema.toObject();
    if (object.contains(QStringLiteral("$ref")))
        return QStringLiteral("$ref: %1").arg(valueText(object.value(QStringLiteral("$ref"))));
    for (const QString &combinator : {QStringLiteral("anyOf"), QStringLiteral("oneOf"), QStringLiteral("allOf")}) {
        if (!object.value(combinator).isArray())
            continue;
        QStringList types;
        for (const QJsonValue &branch : object.value(combinator).toArray())
            types.append(shortType(branch));
        return QStringLiteral("%1: %2").arg(combinator, types.join(QStringLiteral(" | ")));
    }
    return tr("any");
}

QString ParameterSchemaText::constraints(const QJsonValue &value)
{
    if (!value.isObject())
        return {};
    const QJsonObject schema = value.toObject();
    QStringList parts;
    if (const QString length = lengthRange(schema, QStringLiteral("minLength"), QStringLiteral("maxLength"), tr("chars"));
        !length.isEmpty())
        parts.append(length);
    if (schema.contains(QStringLiteral("pattern")))
        parts.append(tr("pattern: %1").arg(valueText(schema.value(QStringLiteral("pattern")))));
    if (schema.contains(QStringLiteral("format")))
        parts.append(tr("format: %1").arg(valueText(schema.value(QStringLiteral("format")))));
    numberRange(schema, &parts);
    if (schema.contains(QStringLiteral("multipleOf")))
        parts.append(tr("multiple of %1").arg(valueText(schema.value(QStringLiteral("multipleOf")))));
    if (schema.value(QStringLiteral("enum")).isArray())
        parts.append(tr("enum: %1").arg(listed(schema.value(QStringLiteral("enum")).toArray())));
    if (schema.contains(QStringLiteral("const")))
        parts.append(tr("const: %1").arg(valueText(schema.value(QStringLiteral("const")))));
    if (const QJsonValue items = schema.value(QStringLiteral("items")); items.isObject() || items.isBool())
        parts.append(tr("items: %1").arg(shortType(items)));
    if (const QString count = lengthRange(schema, QStringLiteral("minItems"), QStringLiteral("maxItems"), tr("items"));
        !count.isEmpty())
        parts.append(count);
    if (schema.value(QStringLiteral("uniqueItems")).toBool(false))
        parts.append(tr("unique items"));
    if (const QJsonValue properties = schema.value(QStringLiteral("properties")); properties.isObject()) {
        const QStringList keys = properties.toObject().keys();
        parts.append(keys.isEmpty() ? tr("no properties")
                                    : tr("properties: %1").arg(keys.size() > MaxListedValues
                                                                   ? keys.mid(0, MaxListedValues).join(QStringLiteral(", ")) + QStringLiteral(", …")
                                                                   : keys.join(QStringLiteral(", "))));
    }
    if (const QJsonValue extra = schema.value(QStringLiteral("additionalProperties")); extra.isBool() && !extra.toBool())
        parts.append(tr("no other properties"));
    else if (extra.isObject())
        parts.append(tr("other properties: %1").arg(shortType(extra)));
    if (const QString count = lengthRange(schema, QStringLiteral("minProperties"), QStringLiteral("maxProperties"),
                                          tr("properties"));
        !count.isEmpty())
        parts.append(count);
    if (schema.contains(QStringLiteral("default")))
        parts.append(tr("default: %1").arg(valueText(schema.value(QStringLiteral("default")))));
    if (schema.value(QStringLiteral("nullable")).toBool(false))
        parts.append(tr("nullable"));
    if (schema.value(QStringLiteral("deprecated")).toBool(false))
        parts.append(tr("deprecated"));
    // Untyped schemas show what they are in the type column; typed ones with a reference
    // or combinator say so here.
    if (schema.contains(QStringLiteral("type"))) {
        for (const QString &key : {QStringLiteral("$ref"), QStringLiteral("anyOf"), QStringLiteral("oneOf"),
                                   QStringLiteral("allOf")}) {
            if (schema.contains(key)) {
                QJsonObject alone;
                alone.insert(key, schema.value(key));
                parts.append(untypedText(alone));
            }
        }
    }
    return parts.join(QStringLiteral("; "));
}

QString ParameterSchemaText::valueText(const QJsonValue &value)
{
    if (value.isString() && !value.toString().isEmpty())
        return value.toString();
    return compactJson(value);
}

QString ParameterSchemaText::compactJson(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isUndefined())
        return {};
    const QString wrapped = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    return wrapped.mid(1, wrapped.size() - 2);
}

QJsonValue ParameterSchemaText::parseType(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QJsonValue(QJsonValue::Null);
    if (isTypeName(trimmed))
        return trimmed;
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(trimmed.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().isEmpty())
        return QJsonValue(QJsonValue::Undefined);
    for (const QJsonValue &entry : document.array()) {
        if (!entry.isString() || !isTypeName(entry.toString()))
            return QJsonValue(QJsonValue::Undefined);
    }
    return document.array();
}

bool ParameterSchemaText::editableObject(const QJsonValue &value, QJsonObject *object)
{
    if (value.isObject()) {
        *object = value.toObject();
        return true;
    }
    if (value.isBool() && value.toBool()) {
        *object = QJsonObject();
        return true;
    }
    return false;
}

} // namespace capstudio
