#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace capstudio {

// Short texts for one property schema of a function's parameters, as the parameters
// table shows them: its type ("string", or the JSON text of a union such as
// ["string","null"]) and a compact, read-only summary of its constraints such as
// "1–500 chars; pattern: ^[a-z]+$" or "enum: low, high".
class ParameterSchemaText
{
    Q_DECLARE_TR_FUNCTIONS(ParameterSchemaText)

public:
    // The instance types the type column offers, in menu order.
    static QStringList typeNames();
    // "string"; the compact JSON of a type list; empty when the schema has no "type".
    static QString typeText(const QJsonValue &schema);
    // What the schema says when it has no "type": "$ref: …", "anyOf: a | b", "any".
    static QString untypedText(const QJsonValue &schema);
    // Every constraint the table summarises, joined with "; "; empty when there is none.
    static QString constraints(const QJsonValue &schema);
    // A JSON value as a person reads it in a list: strings bare, the rest as compact JSON.
    static QString valueText(const QJsonValue &value);
    // The compact JSON text of any value.
    static QString compactJson(const QJsonValue &value);

    // A type cell's text as JSON: a type name (typeNames() or "null"), or the JSON text
    // of a non-empty list of them. Null for empty text (no "type"); Undefined otherwise.
    static QJsonValue parseType(const QString &text);
    // A property schema whose type and description the table edits: an object, or `true`
    // (the same as {}). False for `false` and anything else, which stay JSON-only.
    static bool editableObject(const QJsonValue &value, QJsonObject *object);
};

} // namespace capstudio
