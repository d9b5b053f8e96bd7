#include "schemasample.h"

#include "core/jsonpointer.h"
#include "rules/jsonschemachecker.h"
#include "schemakeywords.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <cmath>
#include <limits>
#include <regex>

namespace capstudio {

namespace {

constexpr int MaxDepth = 32;

QStringList typesOf(const QJsonObject &schema)
{
    const QJsonValue type = schema.value(QStringLiteral("type"));
    QStringList types;
    if (type.isString())
        types.append(type.toString());
    for (const QJsonValue &item : type.toArray())
        types.append(item.toString());
    if (types.isEmpty()) {
        // The same inference as the Zod translation: one family of keywords, one type.
        for (auto it = schema.begin(); it != schema.end(); ++it) {
            const QStringList family =
                    SchemaKeywords::familyTypes(SchemaKeywords::family(it.key()));
            if (!family.isEmpty() && !types.contains(family.front()))
                types.append(family.front());
        }
        if (types.size() > 1)
            types.clear();
    }
    return types;
}

// JavaScript's RegExp#test() as closely as the C++ engines allow.
bool searches(const QString &pattern, const QString &text)
{
    try {
        const std::regex regex(pattern.toStdString(), std::regex::ECMAScript);
        return std::regex_search(text.toStdString(), regex);
    } catch (const std::regex_error &) {
    }
    const QRegularExpression regex(pattern);
    return regex.isValid() && regex.match(text).hasMatch();
}

const QStringList &patternCandidates()
{
    static const QStringList candidates = {
        QStringLiteral("example"), QStringLiteral("abc"), QStringLiteral("ABC"),
        QStringLiteral("Example"), QStringLiteral("example text"), QStringLiteral("abc123"), QStringLiteral("ABC123"),
        QStringLiteral("abc-123"), QStringLiteral("ABC-123"), QStringLiteral("AB-1234"),
        QStringLiteral("ORD-123456"), QStringLiteral("SKU-0001"), QStringLiteral("12345"),
        QStringLiteral("123"), QStringLiteral("1"), QStringLiteral("a"), QStringLiteral("A"),
        QStringLiteral("abc_def"), QStringLiteral("en"), QStringLiteral("en-US"),
        QStringLiteral("EUR"), QStringLiteral("US"), QStringLiteral("user@example.com"),
        QStringLiteral("https://example.com"), QStringLiteral("2024-01-01"),
        QStringLiteral("2024-01-01T00:00:00Z"), QStringLiteral("12:00"),
        QStringLiteral("+14155550123"), QStringLiteral("#ff0000"), QStringLiteral("v1.2.3"),
        QStringLiteral("1.2.3"), QStringLiteral("a1b2c3"),
        QStringLiteral("123e4567-e89b-12d3-a456-426614174000"),
    };
    return candidates;
}

QJsonValue firstEnumValue(const QJsonArray &values, const QStringList &types)
{
    for (const QJsonValue &value : values) {
        if (types.isEmpty())
            return value;
        for (const QString &type : types) {
            const bool match = (type == QLatin1String("string") && value.isString())
                    || (type == QLatin1String("number") && value.isDouble())
                    || (type == QLatin1String("integer") && value.isDouble()
                        && value.toDouble() == std::floor(value.toDouble()))
                    || (type == QLatin1String("boolean") && value.isBool())
                    || (type == QLatin1String("null") && value.isNull())
                    || (type == QLatin1String("array") && value.isArray())
                    || (type == QLatin1String("object") && value.isObject());
            if (match)
                return value;
        }
    }
    return values.isEmpty() ? QJsonValue() : values.first();
}

} // namespace

SchemaSample::Valid SchemaSample::valid(const QJsonValue &schema)
{
    Valid result;
    result.value = sample(schema, QString(), QJsonObject(), result.todos, 0);
    // Only a violation counts: a schema that the draft-07 checker finds invalid (draft-4
    // boolean bounds …) says nothing about the sample.
    if (result.todos.isEmpty()) {
        for (const Diagnostic &d : JsonSchemaChecker::validate(result.value, schema, QString(), QString())) {
            if (d.ruleId() == QLatin1String("json-schema-violation")) {
                result.todos.append(QStringLiteral("the sample does not satisfy the JSON Schema"));
                break;
            }
        }
    }
    return result;
}

QJsonValue SchemaSample::sample(const QJsonValue &schemaValue, const QString &at,
                                const QJsonObject &inherited, QStringList &todos, int depth)
{
    if (schemaValue.isBool() || !schemaValue.isObject() || depth > MaxDepth) {
        if (schemaValue.isBool() && !schemaValue.toBool())
            todos.append(QStringLiteral("%1 admits no value").arg(at.isEmpty() ? QStringLiteral("/") : at));
        return QStringLiteral("example");
    }
    const QJsonObject schema = schemaValue.toObject();
    if (schema.contains(QStringLiteral("$ref"))) {
        todos.append(QStringLiteral("%1 uses \"$ref\"; put a real value there").arg(at));
        return QStringLiteral("example");
    }
    if (schema.contains(QStringLiteral("const")))
        return schema.value(QStringLiteral("const"));
    const QStringList types = typesOf(schema);
    if (schema.value(QStringLiteral("enum")).isArray()) {
        const QJsonArray values = schema.value(QStringLiteral("enum")).toArray();
        if (values.isEmpty())
            todos.append(QStringLiteral("%1 admits no value").arg(at.isEmpty() ? QStringLiteral("/") : at));
        return firstEnumValue(values, types);
    }

    QJsonValue value(QJsonValue::Undefined);
    QString type;
    for (const QString &candidate : types) {
        if (candidate != QLatin1String("null")) {
            type = candidate;
            break;
        }
    }
    if (type == QLatin1String("string"))
        value = stringSample(schema, at, todos);
    else if (type == QLatin1String("number") || type == QLatin1String("integer"))
        value = numberSample(schema, type == QLatin1String("integer"), at, todos);
    else if (type == QLatin1String("boolean"))
        value = true;
    else if (type == QLatin1String("object"))
        value = objectSample(schema, at, inherited, todos, depth);
    else if (type == QLatin1String("array")) {
        const QJsonValue items = schema.value(QStringLiteral("items"));
        const QJsonValue item = items.isObject() || items.isBool()
                ? sample(items, jsonpointer::append(at, QStringLiteral("items")), QJsonObject(),
                         todos, depth + 1)
                : QJsonValue(QStringLiteral("example"));
        const double min = schema.value(QStringLiteral("minItems")).toDouble(0);
        // One item when the bounds allow it, none when no item can be valid.
        const bool noItem = (items.isBool() && !items.toBool())
                || (items.toObject().value(QStringLiteral("enum")).isArray()
                    && items.toObject().value(QStringLiteral("enum")).toArray().isEmpty());
        const double max = noItem ? 0 : schema.value(QStringLiteral("maxItems")).toDouble(1);
        const int count = int(std::max(min, std::min(1.0, max)));
        QJsonArray array;
        for (int i = 0; i < count && i < 100; ++i)
            array.append(item);
        value = array;
    } else if (types.contains(QStringLiteral("null"))) {
        value = QJsonValue::Null;
    }

    // Combinators: the first branch of anyOf/oneOf, every branch of allOf; object
    // samples merge (keys already present win).
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    QJsonObject context = inherited;
    for (auto it = properties.begin(); it != properties.end(); ++it)
        context.insert(it.key(), it.value());
    QList<QJsonValue> parts;
    for (const char *key : {"allOf", "anyOf", "oneOf"}) {
        const QJsonArray branches = schema.value(QLatin1String(key)).toArray();
        const qsizetype count = QLatin1String(key) == QLatin1String("allOf") ? branches.size()
                                                                              : std::min<qsizetype>(1, branches.size());
        for (qsizetype i = 0; i < count; ++i)
            parts.append(sample(branches.at(i),
                                jsonpointer::append(jsonpointer::append(at, QLatin1String(key)), i),
                                context, todos, depth + 1));
    }
    for (const QJsonValue &part : std::as_const(parts)) {
        if (value.isUndefined()) {
            value = part;
        } else if (value.isObject() && part.isObject()) {
            QJsonObject merged = value.toObject();
            const QJsonObject extra = part.toObject();
            for (auto it = extra.begin(); it != extra.end(); ++it) {
                if (!merged.contains(it.key()))
                    merged.insert(it.key(), it.value());
            }
            value = merged;
        }
    }
    if (value.isUndefined())
        value = QStringLiteral("example");
    return value;
}

QJsonValue SchemaSample::stringSample(const QJsonObject &schema, const QString &at,
                                      QStringList &todos)
{
    const QString format = schema.value(QStringLiteral("format")).toString();
    const QString pattern = schema.value(QStringLiteral("pattern")).toString();
    const int minLength = schema.value(QStringLiteral("minLength")).toInt(0);
    const int maxLength = schema.value(QStringLiteral("maxLength")).toInt(std::numeric_limits<int>::max());
    const auto lengthOk = [&](const QString &text) {
        return text.size() >= minLength && text.size() <= maxLength;
    };

    QString text;
    if (format == QLatin1String("email"))
        text = QStringLiteral("user@example.com");
    else if (format == QLatin1String("uuid"))
        text = QStringLiteral("123e4567-e89b-12d3-a456-426614174000");
    else if (format == QLatin1String("uri") || format == QLatin1String("url"))
        text = QStringLiteral("https://example.com");
    else if (format == QLatin1String("date-time"))
        text = QStringLiteral("2024-01-01T00:00:00Z");
    else if (format == QLatin1String("date"))
        text = QStringLiteral("2024-01-01");

    if (!text.isEmpty()) {
        if (!lengthOk(text) || (!pattern.isEmpty() && !searches(pattern, text)))
            todos.append(QStringLiteral("%1: no sample fits format %2 with its other constraints")
                                 .arg(at, format));
        return text;
    }
    if (!pattern.isEmpty()) {
        for (const QString &candidate : patternCandidates()) {
            if (lengthOk(candidate) && searches(pattern, candidate))
                return candidate;
        }
        todos.append(QStringLiteral("%1: put a value that matches the pattern").arg(at));
    }
    text = QStringLiteral("example");
    if (text.size() < minLength)
        text += QString(minLength - text.size(), QLatin1Char('x'));
    if (text.size() > maxLength)
        text.truncate(std::max(0, maxLength));
    return text;
}

QJsonValue SchemaSample::numberSample(const QJsonObject &schema, bool integer, const QString &at,
                                      QStringList &todos)
{
    const auto value = [&](const char *key) {
        const QJsonValue v = schema.value(QLatin1String(key));
        return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
    };
    std::optional<double> low = value("minimum");
    std::optional<double> high = value("maximum");
    bool lowExclusive = schema.value(QStringLiteral("exclusiveMinimum")).toBool(false);
    bool highExclusive = schema.value(QStringLiteral("exclusiveMaximum")).toBool(false);
    if (const auto exclusive = value("exclusiveMinimum"); exclusive && (!low || *exclusive >= *low)) {
        low = exclusive;
        lowExclusive = true;
    }
    if (const auto exclusive = value("exclusiveMaximum"); exclusive && (!high || *exclusive <= *high)) {
        high = exclusive;
        highExclusive = true;
    }
    const std::optional<double> step = value("multipleOf");

    const auto accepts = [&](double v) {
        if (!std::isfinite(v) || (integer && v != std::floor(v)))
            return false;
        if (low && (lowExclusive ? v <= *low : v < *low))
            return false;
        if (high && (highExclusive ? v >= *high : v > *high))
            return false;
        if (step && *step > 0) {
            const double ratio = v / *step;
            if (std::fabs(ratio - std::round(ratio)) > 1e-9)
                return false;
        }
        return true;
    };
    QList<double> candidates = {1, 0, 10};
    for (const std::optional<double> &bound : {low, high}) {
        if (!bound)
            continue;
        const double b = *bound;
        candidates << b << std::ceil(b) << std::ceil(b) + 1 << std::floor(b) << std::floor(b) - 1
                   << b + 0.5 << b - 0.5;
        if (step && *step > 0)
            candidates << *step * std::ceil(b / *step) << *step * std::ceil(b / *step) + *step
                       << *step * std::floor(b / *step) << *step * std::floor(b / *step) - *step;
    }
    if (step && *step > 0)
        candidates << *step;
    for (const double candidate : std::as_const(candidates)) {
        if (accepts(candidate))
            return candidate;
    }
    todos.append(QStringLiteral("%1: put a number within the bounds").arg(at));
    return low.value_or(1);
}

QJsonValue SchemaSample::objectSample(const QJsonObject &schema, const QString &at,
                                      const QJsonObject &inherited, QStringList &todos, int depth)
{
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    QJsonObject object;
    for (const QJsonValue &name : schema.value(QStringLiteral("required")).toArray()) {
        const QString key = name.toString();
        const QString where = jsonpointer::append(jsonpointer::append(at, QStringLiteral("properties")), key);
        if (properties.contains(key))
            object.insert(key, sample(properties.value(key), where, QJsonObject(), todos, depth + 1));
        else if (inherited.contains(key))
            object.insert(key, sample(inherited.value(key), where, QJsonObject(), todos, depth + 1));
        else
            object.insert(key, QStringLiteral("example"));
    }
    return object;
}

bool SchemaSample::rejects(const QJsonObject &schema, const QJsonValue &value)
{
    if (schema.contains(QStringLiteral("$ref")))
        return false;
    if (schema.contains(QStringLiteral("const")))
        return schema.value(QStringLiteral("const")) != value;
    if (schema.value(QStringLiteral("enum")).isArray())
        return !schema.value(QStringLiteral("enum")).toArray().contains(value);
    const QStringList types = typesOf(schema);
    if (types.isEmpty())
        return false;
    for (const QString &type : types) {
        const bool match = (type == QLatin1String("string") && value.isString())
                || (type == QLatin1String("number") && value.isDouble())
                || (type == QLatin1String("integer") && value.isDouble()
                    && value.toDouble() == std::floor(value.toDouble()))
                || (type == QLatin1String("boolean") && value.isBool())
                || (type == QLatin1String("null") && value.isNull())
                || (type == QLatin1String("array") && value.isArray())
                || (type == QLatin1String("object") && value.isObject());
        if (match)
            return false;
    }
    return true;
}

std::optional<SchemaSample::Invalid> SchemaSample::invalid(const QJsonValue &schemaValue,
                                                           const QJsonValue &valid)
{
    const QJsonObject schema = schemaValue.toObject();
    if (!schemaValue.isObject() || !typesOf(schema).contains(QStringLiteral("object"))
        || schema.contains(QStringLiteral("$ref")))
        return std::nullopt;
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();

    // Leaving out a required property that Zod checks (z.any() would let it pass).
    for (const QJsonValue &name : schema.value(QStringLiteral("required")).toArray()) {
        const QJsonValue property = properties.value(name.toString());
        if (property.isObject() && rejects(property.toObject(), QJsonValue::Undefined))
            return Invalid{QJsonObject(), QStringLiteral("required property \"%1\" is missing")
                                                  .arg(name.toString())};
    }
    // A property of the wrong type or outside its allowed values.
    const QList<QJsonValue> wrongValues = {QStringLiteral("not valid"), 42.5, true};
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        if (!it.value().isObject())
            continue;
        for (const QJsonValue &wrong : wrongValues) {
            if (!rejects(it.value().toObject(), wrong))
                continue;
            QJsonObject object = valid.toObject();
            object.insert(it.key(), wrong);
            return Invalid{object, QStringLiteral("\"%1\" does not accept this value").arg(it.key())};
        }
    }
    return Invalid{QJsonValue::Null, QStringLiteral("the arguments must be an object")};
}

} // namespace capstudio
