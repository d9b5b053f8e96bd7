#include "schemamessages.h"

#include "schemasupport.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <vector>

namespace capstudio::jsonschema {

namespace {

const QString kRuleInvalid = QStringLiteral("json-schema-invalid");

// Compact JSON for a message, shortened when long.
QString renderValue(const QJsonValue &value)
{
    QString text;
    if (value.isUndefined()) {
        text = QCoreApplication::translate("capstudio::JsonSchemaChecker", "nothing");
    } else {
        const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        text = QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
    }
    constexpr qsizetype limit = 60;
    if (text.size() > limit)
        text = text.left(limit - 1) + QChar(0x2026);
    return text;
}

// The last token of the prefix when it names something ("parameters"), else empty.
QString prefixName(const QString &pointerPrefix)
{
    const qsizetype slash = pointerPrefix.lastIndexOf(QLatin1Char('/'));
    QString token = slash >= 0 ? pointerPrefix.mid(slash + 1) : QString();
    token.replace(QLatin1String("~1"), QLatin1String("/"));
    token.replace(QLatin1String("~0"), QLatin1String("~"));
    bool numeric = false;
    token.toLongLong(&numeric);
    return numeric ? QString() : token;
}

// A readable name for the schema being checked.
QString schemaName(const QString &pointerPrefix)
{
    const QString name = prefixName(pointerPrefix);
    if (!name.isEmpty())
        return name;
    return QCoreApplication::translate("capstudio::JsonSchemaChecker", "The schema");
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> row(std::size_t(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[std::size_t(j)];
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            row[std::size_t(j)] =
                    std::min({ above + 1, row[std::size_t(j - 1)] + 1, diagonal + cost });
            diagonal = above;
        }
    }
    return row.back();
}

const QStringList &simpleTypes()
{
    static const QStringList types = {
        QStringLiteral("array"), QStringLiteral("boolean"), QStringLiteral("integer"),
        QStringLiteral("null"), QStringLiteral("number"), QStringLiteral("object"),
        QStringLiteral("string"),
    };
    return types;
}

// The simple type a misspelt or foreign type name most likely meant, or empty.
QString suggestType(const QString &written)
{
    static const QHash<QString, QString> aliases = {
        { QStringLiteral("int"), QStringLiteral("integer") },
        { QStringLiteral("long"), QStringLiteral("integer") },
        { QStringLiteral("float"), QStringLiteral("number") },
        { QStringLiteral("double"), QStringLiteral("number") },
        { QStringLiteral("str"), QStringLiteral("string") },
        { QStringLiteral("text"), QStringLiteral("string") },
        { QStringLiteral("bool"), QStringLiteral("boolean") },
        { QStringLiteral("list"), QStringLiteral("array") },
        { QStringLiteral("dict"), QStringLiteral("object") },
        { QStringLiteral("map"), QStringLiteral("object") },
    };
    const QString lowered = written.trimmed().toLower();
    const QString alias = aliases.value(lowered);
    if (!alias.isEmpty())
        return alias;
    for (const QString &type : simpleTypes()) {
        if (editDistance(lowered, type) <= 2)
            return type;
    }
    return QString();
}

// What the draft-07 meta-schema expects as the value of `keyword`; empty if unknown.
QString expectationFor(const QString &keyword)
{
    static const QSet<QString> nonNegative = {
        QStringLiteral("maxLength"), QStringLiteral("minLength"), QStringLiteral("maxItems"),
        QStringLiteral("minItems"), QStringLiteral("maxProperties"),
        QStringLiteral("minProperties"),
    };
    static const QSet<QString> numbers = {
        QStringLiteral("maximum"), QStringLiteral("minimum"), QStringLiteral("exclusiveMaximum"),
        QStringLiteral("exclusiveMinimum"),
    };
    static const QSet<QString> strings = {
        QStringLiteral("$id"), QStringLiteral("$schema"), QStringLiteral("$ref"),
        QStringLiteral("$comment"), QStringLiteral("title"), QStringLiteral("description"),
        QStringLiteral("pattern"), QStringLiteral("format"), QStringLiteral("contentMediaType"),
        QStringLiteral("contentEncoding"),
    };
    static const QSet<QString> schemas = {
        QStringLiteral("additionalItems"), QStringLiteral("additionalProperties"),
        QStringLiteral("contains"), QStringLiteral("propertyNames"), QStringLiteral("if"),
        QStringLiteral("then"), QStringLiteral("else"), QStringLiteral("not"),
    };

    if (keyword == QLatin1String("type")) {
        return QCoreApplication::translate(
                "capstudio::JsonSchemaChecker",
                "one of %1, or a non-empty array of distinct type names")
                .arg(QLatin1Char('"') + simpleTypes().join(QLatin1String("\", \""))
                     + QLatin1Char('"'));
    }
    if (keyword == QLatin1String("required"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "an array of distinct strings");
    if (keyword == QLatin1String("enum") || keyword == QLatin1String("examples"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "an array");
    if (keyword == QLatin1String("properties") || keyword == QLatin1String("patternProperties")
        || keyword == QLatin1String("definitions"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "an object whose values are schemas");
    if (keyword == QLatin1String("dependencies"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "an object whose values are schemas or arrays of "
                                           "distinct strings");
    if (keyword == QLatin1String("items"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "a schema or a non-empty array of schemas");
    if (keyword == QLatin1String("allOf") || keyword == QLatin1String("anyOf")
        || keyword == QLatin1String("oneOf"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "a non-empty array of schemas");
    if (nonNegative.contains(keyword))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "a non-negative integer");
    if (keyword == QLatin1String("multipleOf"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "a number greater than 0");
    if (numbers.contains(keyword))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "a number");
    if (keyword == QLatin1String("uniqueItems") || keyword == QLatin1String("readOnly")
        || keyword == QLatin1String("writeOnly"))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "true or false");
    if (strings.contains(keyword))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "a string");
    if (schemas.contains(keyword))
        return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                           "an object or boolean schema");
    return QString();
}

enum class Position { Schema, Members, DependencyMembers, Elements, Inside };

Position positionAfterKeyword(const QString &keyword, const QJsonValue &value)
{
    static const QSet<QString> memberMaps = {
        QStringLiteral("properties"), QStringLiteral("patternProperties"),
        QStringLiteral("definitions"),
    };
    static const QSet<QString> schemaArrays = {
        QStringLiteral("allOf"), QStringLiteral("anyOf"), QStringLiteral("oneOf"),
    };
    static const QSet<QString> singleSchemas = {
        QStringLiteral("additionalItems"), QStringLiteral("additionalProperties"),
        QStringLiteral("contains"), QStringLiteral("propertyNames"), QStringLiteral("if"),
        QStringLiteral("then"), QStringLiteral("else"), QStringLiteral("not"),
    };
    if (memberMaps.contains(keyword))
        return Position::Members;
    if (keyword == QLatin1String("dependencies"))
        return Position::DependencyMembers;
    if (schemaArrays.contains(keyword))
        return Position::Elements;
    if (keyword == QLatin1String("items"))
        return value.isArray() ? Position::Elements : Position::Schema;
    if (singleSchemas.contains(keyword))
        return Position::Schema;
    return Position::Inside;
}

} // namespace

QString notValidSentence(const QString &pointerPrefix, const QString &detail)
{
    return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                       "%1 is not a valid JSON Schema: %2.")
            .arg(schemaName(pointerPrefix), detail);
}

QString describeSchemaProblem(const QJsonValue &root, const QStringList &tokens,
                              const QString &fallback)
{
    Position position = Position::Schema;
    Position previous = Position::Schema;
    QString keyword;
    QString lastToken;
    QJsonValue current = root;
    for (const QString &token : tokens) {
        const QJsonValue next = childOf(current, token);
        previous = position;
        switch (position) {
        case Position::Schema:
            keyword = token;
            position = positionAfterKeyword(keyword, next);
            break;
        case Position::Members:
        case Position::Elements:
            position = Position::Schema;
            break;
        case Position::DependencyMembers:
            position = next.isArray() ? Position::Inside : Position::Schema;
            break;
        case Position::Inside:
            break;
        }
        lastToken = token;
        current = next;
    }
    const QString found = renderValue(current);

    if (position == Position::Schema) {
        if (tokens.isEmpty()) {
            return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                               "it must be an object or a boolean (found %1)")
                    .arg(found);
        }
        if (previous == Position::Members || previous == Position::DependencyMembers) {
            return QCoreApplication::translate(
                           "capstudio::JsonSchemaChecker",
                           "\"%1\" entry \"%2\" must be an object or boolean schema "
                           "(found %3)")
                    .arg(keyword, lastToken, found);
        }
        if (previous == Position::Elements) {
            return QCoreApplication::translate(
                           "capstudio::JsonSchemaChecker",
                           "\"%1\" item %2 must be an object or boolean schema (found %3)")
                    .arg(keyword, lastToken, found);
        }
        // The keyword's own value is the schema (additionalProperties, not, items, ...).
    }

    const QString expected = expectationFor(keyword);
    if (expected.isEmpty()) {
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "\"%1\": %2")
                .arg(keyword, fallback);
    }
    if (keyword == QLatin1String("type") && current.isString()) {
        const QString suggestion = suggestType(current.toString());
        if (!suggestion.isEmpty()) {
            return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                               "\"%1\" must be %2 (found %3; did you mean "
                                               "\"%4\"?)")
                    .arg(keyword, expected, found, suggestion);
        }
    }
    const QString detail = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                       "\"%1\" must be %2 (found %3)")
                                   .arg(keyword, expected, found);
    return detail;
}

Diagnostic invalid(const QString &file, const QString &pointer, const QString &message)
{
    return Diagnostic::error(kRuleInvalid, message, SourceLocation::atPointer(file, pointer));
}

QString describeInstanceLocation(const QString &pointerPrefix, const QStringList &tokens)
{
    if (tokens.isEmpty()) {
        const QString name = prefixName(pointerPrefix);
        if (!name.isEmpty())
            return name;
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "The value");
    }
    const QString &last = tokens.last();
    bool numeric = false;
    last.toLongLong(&numeric);
    if (numeric)
        return QCoreApplication::translate("capstudio::JsonSchemaChecker", "Item %1").arg(last);
    return QLatin1Char('"') + last + QLatin1Char('"');
}

} // namespace capstudio::jsonschema
