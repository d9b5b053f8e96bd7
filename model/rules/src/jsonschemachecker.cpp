#include "rules/jsonschemachecker.h"

#include "core/jsonpointer.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <cmath>
#include <exception>
#include <regex>
#include <string>
#include <vector>

namespace capstudio {

namespace {

using Json = nlohmann::json;

const QString kRuleInvalid = QStringLiteral("json-schema-invalid");
const QString kRuleViolation = QStringLiteral("json-schema-violation");

// Nesting beyond this is refused before valijson (which recurses) ever sees the value.
constexpr int kMaxDepth = 200;

// ---------------------------------------------------------------------------------------
// QJsonValue -> nlohmann::json

bool toJson(const QJsonValue &value, Json &out, int depth)
{
    if (depth > kMaxDepth)
        return false;
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out = nullptr;
        return true;
    case QJsonValue::Bool:
        out = value.toBool();
        return true;
    case QJsonValue::Double: {
        // Draft 6+ treats 1.0 as an integer, but nlohmann's adapter only recognises values
        // stored as integers, so every whole number in the int64 range is stored as one.
        const double number = value.toDouble();
        if (std::isfinite(number) && std::floor(number) == number && number >= -9.2e18
            && number <= 9.2e18) {
            out = static_cast<std::int64_t>(value.toInteger());
        } else {
            out = number;
        }
        return true;
    }
    case QJsonValue::String:
        out = value.toString().toStdString();
        return true;
    case QJsonValue::Array: {
        out = Json::array();
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array) {
            Json converted;
            if (!toJson(item, converted, depth + 1))
                return false;
            out.push_back(std::move(converted));
        }
        return true;
    }
    case QJsonValue::Object: {
        out = Json::object();
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            Json converted;
            if (!toJson(it.value(), converted, depth + 1))
                return false;
            out[it.key().toStdString()] = std::move(converted);
        }
        return true;
    }
    }
    out = nullptr;
    return true;
}

// ---------------------------------------------------------------------------------------
// The meta-schema, parsed once

// valijson only knows the date/time formats and throws when a "format" constraint meets a
// non-empty object or array, so the meta-schema's format annotations (uri, regex, ...)
// are dropped before compiling it. Only string-valued "format" members are keywords; the
// "format" entry under "properties" is an object and stays.
void stripFormatKeywords(Json &node)
{
    if (node.is_object()) {
        auto found = node.find("format");
        if (found != node.end() && found->is_string())
            node.erase(found);
        for (auto &member : node.items())
            stripFormatKeywords(member.value());
    } else if (node.is_array()) {
        for (auto &item : node)
            stripFormatKeywords(item);
    }
}

class MetaSchema
{
public:
    MetaSchema()
    {
        try {
            QFile file(QStringLiteral(":/schemas/json-schema-draft-07.json"));
            if (!file.open(QIODevice::ReadOnly)) {
                m_problem = QStringLiteral("cannot open %1").arg(file.fileName());
                return;
            }
            const QByteArray bytes = file.readAll();
            Json document = Json::parse(bytes.constData(), bytes.constData() + bytes.size(),
                                        nullptr, false);
            if (document.is_discarded()) {
                m_problem = QStringLiteral("the meta-schema resource is not valid JSON");
                return;
            }
            stripFormatKeywords(document);
            valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
            parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(document), m_schema);
            m_ready = true;
        } catch (const std::exception &error) {
            m_problem = QString::fromUtf8(error.what());
        } catch (...) {
            m_problem = QStringLiteral("unknown error");
        }
    }

    bool ready() const { return m_ready; }
    const QString &problem() const { return m_problem; }
    const valijson::Schema &schema() const { return m_schema; }

private:
    valijson::Schema m_schema;
    bool m_ready = false;
    QString m_problem;
};

const MetaSchema &metaSchema()
{
    static const MetaSchema instance; // thread-safe initialisation, once per process
    return instance;
}

// ---------------------------------------------------------------------------------------
// Helpers for findings

struct Finding
{
    QStringList tokens;
    QString description;
    bool cascade = false;
};

// valijson's context: "<root>", then "[name]" or "[index]" per level.
QStringList contextTokens(const std::vector<std::string> &context)
{
    QStringList tokens;
    for (std::size_t i = 0; i < context.size(); ++i) {
        const std::string &part = context[i];
        if (i == 0 && part == "<root>")
            continue;
        if (part.size() >= 2 && part.front() == '[' && part.back() == ']')
            tokens.append(QString::fromUtf8(part.data() + 1, qsizetype(part.size() - 2)));
        else
            tokens.append(QString::fromStdString(part));
    }
    return tokens;
}

// Summaries valijson adds above the error that actually failed.
bool isCascade(const std::string &description)
{
    static const char *const prefixes[] = {
        "Failed to validate against any schemas allowed by anyOf",
        "Failed to validate against any child schemas allowed by oneOf",
        "Failed to validate against child schema #",
        "Failed to validate against schema associated with",
        "Failed to validate against additional properties schema",
        "Failed to validate against dependent schema",
        "Failed to validate against a conditional schema",
        "Failed to validate item #",
    };
    for (const char *prefix : prefixes) {
        if (description.rfind(prefix, 0) == 0)
            return true;
    }
    return false;
}

QString tidyFixedPointNumbers(const QString &text)
{
    static const QLatin1String pattern("\\d+\\.\\d{6}(?!\\d)");
    const QRegularExpression number{ QString(pattern) };
    QString result;
    qsizetype copied = 0;
    auto matches = number.globalMatch(text);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        QString digits = match.captured(0);
        while (digits.endsWith(QLatin1Char('0')))
            digits.chop(1);
        if (digits.endsWith(QLatin1Char('.')))
            digits.chop(1);
        result += QStringView(text).mid(copied, match.capturedStart(0) - copied);
        result += digits;
        copied = match.capturedEnd(0);
    }
    result += QStringView(text).mid(copied);
    return result;
}

QList<Finding> collectFindings(const valijson::ValidationResults &results)
{
    QList<Finding> findings;
    for (const auto &error : results) {
        Finding finding;
        finding.tokens = contextTokens(error.context);
        QString description = QString::fromStdString(error.description).trimmed();
        while (description.endsWith(QLatin1Char('.')))
            description.chop(1);
        // valijson prints bounds with std::to_string: "5.000000" -> "5", "0.500000" -> "0.5".
        if (error.description.rfind("Expected number", 0) == 0
            || error.description.find("multiple of") != std::string::npos)
            description = tidyFixedPointNumbers(description);
        finding.description = description;
        finding.cascade = isCascade(error.description);
        findings.append(finding);
    }
    return findings;
}

bool isStrictPrefix(const QStringList &prefix, const QStringList &tokens)
{
    if (prefix.size() >= tokens.size())
        return false;
    for (qsizetype i = 0; i < prefix.size(); ++i) {
        if (prefix.at(i) != tokens.at(i))
            return false;
    }
    return true;
}

QString pointerFor(const QString &prefix, const QStringList &tokens)
{
    QString pointer = prefix;
    for (const QString &token : tokens)
        pointer = jsonpointer::append(pointer, token);
    return pointer;
}

QJsonValue childOf(const QJsonValue &value, const QString &token)
{
    if (value.isObject())
        return value.toObject().value(token);
    if (value.isArray()) {
        bool ok = false;
        const qsizetype index = token.toLongLong(&ok);
        const QJsonArray array = value.toArray();
        if (ok && index >= 0 && index < array.size())
            return array.at(index);
    }
    return QJsonValue(QJsonValue::Undefined);
}

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

QString notValidSentence(const QString &pointerPrefix, const QString &detail)
{
    return QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                       "%1 is not a valid JSON Schema: %2.")
            .arg(schemaName(pointerPrefix), detail);
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

// A sentence fragment saying what is wrong at `tokens` inside the schema `root`.
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

// ---------------------------------------------------------------------------------------
// Checks the meta-schema cannot express

struct SchemaWalkFinding
{
    QString pointer; // inside the schema
    QString detail;
    bool loop = false;
    bool unsatisfiable = false; // valid JSON Schema, but no value can ever match it
};

struct RefSite
{
    QString pointer;
    QString reference;
};

// JS regexes accept \uXXXX and \u{X...}; PCRE2 spells them \x{...}.
QString toPcrePattern(const QString &pattern)
{
    if (!pattern.contains(QLatin1String("\\u")))
        return pattern;
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\') && i + 1 < pattern.size()) {
            const QChar n = pattern.at(i + 1);
            if (n == QLatin1Char('u')) {
                if (i + 2 < pattern.size() && pattern.at(i + 2) == QLatin1Char('{')) {
                    const qsizetype close = pattern.indexOf(QLatin1Char('}'), i + 3);
                    if (close > 0) {
                        out += QLatin1String("\\x{") + pattern.mid(i + 3, close - i - 3)
                                + QLatin1Char('}');
                        i = close;
                        continue;
                    }
                } else if (i + 5 < pattern.size()) {
                    const QString hex = pattern.mid(i + 2, 4);
                    bool ok = false;
                    hex.toUInt(&ok, 16);
                    if (ok && hex.size() == 4) {
                        out += QLatin1String("\\x{") + hex + QLatin1Char('}');
                        i += 5;
                        continue;
                    }
                }
            }
            out += c;
            out += n;
            ++i;
            continue;
        }
        out += c;
    }
    return out;
}

QString regexProblem(const QString &pattern)
{
    const QRegularExpression expression(toPcrePattern(pattern));
    if (expression.isValid())
        return QString();
    return expression.errorString();
}

// Resolves a same-document reference ("#", "#/a/b") to a normalised pointer. Returns
// false for references that are not JSON pointers into this document (those are left to
// valijson); `resolves` tells whether the pointer leads anywhere.
bool resolveLocalReference(const QJsonValue &root, const QString &reference, QString *pointer,
                           bool *resolves)
{
    if (!reference.startsWith(QLatin1Char('#')))
        return false;
    QString fragment = QUrl::fromPercentEncoding(reference.mid(1).toUtf8());
    while (fragment.endsWith(QLatin1Char('/'))) // as valijson does
        fragment.chop(1);
    if (!fragment.isEmpty() && !fragment.startsWith(QLatin1Char('/')))
        return false;

    QString normalised;
    QJsonValue current = root;
    bool found = true;
    if (!fragment.isEmpty()) {
        const QStringList parts = fragment.mid(1).split(QLatin1Char('/'));
        for (QString part : parts) {
            part.replace(QLatin1String("~1"), QLatin1String("/"));
            part.replace(QLatin1String("~0"), QLatin1String("~"));
            normalised = jsonpointer::append(normalised, part);
            if (found) {
                current = childOf(current, part);
                found = !current.isUndefined();
            }
        }
    }
    *pointer = normalised;
    *resolves = found;
    return true;
}

enum class Applicator { SameValue, Descends };

// Schema-valued keywords of draft 7 and whether they apply to the same value (a loop
// through them never ends) or to a part of it. Member maps and arrays are marked below.
bool schemaKeyword(const QString &keyword, Applicator *applicator, bool *memberMap)
{
    *memberMap = false;
    if (keyword == QLatin1String("properties") || keyword == QLatin1String("patternProperties")
        || keyword == QLatin1String("definitions")) {
        *memberMap = true;
        *applicator = Applicator::Descends;
        return true;
    }
    if (keyword == QLatin1String("dependencies")) {
        *memberMap = true;
        *applicator = Applicator::SameValue;
        return true;
    }
    if (keyword == QLatin1String("allOf") || keyword == QLatin1String("anyOf")
        || keyword == QLatin1String("oneOf") || keyword == QLatin1String("not")
        || keyword == QLatin1String("if") || keyword == QLatin1String("then")
        || keyword == QLatin1String("else")) {
        *applicator = Applicator::SameValue;
        return true;
    }
    if (keyword == QLatin1String("items") || keyword == QLatin1String("additionalItems")
        || keyword == QLatin1String("additionalProperties")
        || keyword == QLatin1String("contains") || keyword == QLatin1String("propertyNames")) {
        *applicator = Applicator::Descends;
        return true;
    }
    return false;
}

// Walks the schema positions of a (meta-schema-valid) schema, collecting what the
// meta-schema cannot express: empty enums, broken regular expressions, dangling local
// references and reference loops that never descend into the value. Pointers are only
// built when something is found; the reference graph only when there are references.
class SchemaWalker
{
public:
    explicit SchemaWalker(const QJsonValue &root) : m_root(root) { }

    QList<SchemaWalkFinding> findings;
    QList<RefSite> unresolvedRefs;
    bool hasReferences = false;

    void run()
    {
        inspect(m_root, 0);
        if (hasReferences) {
            buildGraph(m_root, QString(), 0);
            findLoops();
        }
    }

private:
    struct Edge
    {
        QString target;
        QString site; // where a loop through this edge is reported
    };

    QString here() const { return pointerFor(QString(), m_path); }

    template<typename Visit>
    static void forEachSubschema(const QJsonObject &object, Visit visit)
    {
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            Applicator applicator;
            bool memberMap = false;
            if (!schemaKeyword(it.key(), &applicator, &memberMap))
                continue;
            const QJsonValue value = it.value();
            if (memberMap) {
                const QJsonObject members = value.toObject();
                for (auto m = members.constBegin(); m != members.constEnd(); ++m)
                    visit(it.key(), m.key(), m.value(), applicator);
            } else if (value.isArray()) {
                const QJsonArray items = value.toArray();
                for (qsizetype i = 0; i < items.size(); ++i)
                    visit(it.key(), QString::number(i), items.at(i), applicator);
            } else {
                visit(it.key(), QString(), value, applicator);
            }
        }
    }

    void inspect(const QJsonValue &node, int depth)
    {
        if (!node.isObject() || depth > kMaxDepth)
            return;
        const QJsonObject object = node.toObject();

        const QJsonValue reference = object.value(QLatin1String("$ref"));
        if (reference.isString()) {
            hasReferences = true;
            QString target;
            bool resolves = false;
            if (resolveLocalReference(m_root, reference.toString(), &target, &resolves)
                && !resolves) {
                unresolvedRefs.append({ jsonpointer::append(here(), QStringLiteral("$ref")),
                                        reference.toString() });
            }
        }

        const QJsonValue enumValue = object.value(QLatin1String("enum"));
        if (enumValue.isArray() && enumValue.toArray().isEmpty()) {
            findings.append({ jsonpointer::append(here(), QStringLiteral("enum")),
                              QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                          "\"enum\" is empty, so no value can "
                                                          "ever match it"),
                              false, true });
        }
        const QJsonValue pattern = object.value(QLatin1String("pattern"));
        if (pattern.isString()) {
            const QString problem = regexProblem(pattern.toString());
            if (!problem.isEmpty()) {
                findings.append({ jsonpointer::append(here(), QStringLiteral("pattern")),
                                  QCoreApplication::translate(
                                          "capstudio::JsonSchemaChecker",
                                          "\"pattern\" is not a valid regular expression (%1)")
                                          .arg(problem) });
            }
        }

        forEachSubschema(object, [&](const QString &keyword, const QString &member,
                                     const QJsonValue &child, Applicator) {
            m_path.append(keyword);
            if (!member.isNull())
                m_path.append(member);
            if (keyword == QLatin1String("patternProperties")) {
                const QString problem = regexProblem(member);
                if (!problem.isEmpty()) {
                    findings.append({ here(),
                                      QCoreApplication::translate(
                                              "capstudio::JsonSchemaChecker",
                                              "the \"patternProperties\" key \"%1\" is not a "
                                              "valid regular expression (%2)")
                                              .arg(member, problem) });
                }
            }
            inspect(child, depth + (member.isNull() ? 1 : 2));
            if (!member.isNull())
                m_path.removeLast();
            m_path.removeLast();
        });
    }

    void addEdge(const QString &from, const QString &to, const QString &site)
    {
        auto edges = m_edges.find(from);
        if (edges == m_edges.end()) {
            m_nodeOrder.append(from); // walk order keeps the report deterministic
            edges = m_edges.insert(from, {});
        }
        edges->append({ to, site });
    }

    void buildGraph(const QJsonValue &node, const QString &pointer, int depth)
    {
        if (!node.isObject() || depth > kMaxDepth)
            return;
        const QJsonObject object = node.toObject();

        // Draft 7: a "$ref" replaces its siblings, so it is the only way on from here.
        const QJsonValue reference = object.value(QLatin1String("$ref"));
        const bool isReference = reference.isString();
        if (isReference) {
            QString target;
            bool resolves = false;
            if (resolveLocalReference(m_root, reference.toString(), &target, &resolves)
                && resolves) {
                addEdge(pointer, target, jsonpointer::append(pointer, QStringLiteral("$ref")));
            }
        }

        forEachSubschema(object, [&](const QString &keyword, const QString &member,
                                     const QJsonValue &child, Applicator applicator) {
            QString childPointer = jsonpointer::append(pointer, keyword);
            if (!member.isNull())
                childPointer = jsonpointer::append(childPointer, member);
            // "dependencies" entries that are property lists are not schemas.
            if (applicator == Applicator::SameValue && !isReference
                && (child.isObject() || child.isBool()))
                addEdge(pointer, childPointer, childPointer);
            buildGraph(child, childPointer, depth + (member.isNull() ? 1 : 2));
        });
    }

    // A cycle among edges that keep validating the same value never terminates (and a
    // cycle of bare "$ref"s cannot even be compiled). Iterative depth-first search.
    void findLoops()
    {
        enum Colour { White, Grey, Black };
        QHash<QString, Colour> colour;
        QSet<QString> reported;
        for (const QString &start : std::as_const(m_nodeOrder)) {
            if (colour.value(start, White) != White)
                continue;
            struct Step
            {
                QString node;
                qsizetype next;
            };
            std::vector<Step> stack;
            stack.push_back({ start, 0 });
            colour.insert(start, Grey);
            while (!stack.empty()) {
                Step &step = stack.back();
                const QList<Edge> edges = m_edges.value(step.node);
                if (step.next >= edges.size()) {
                    colour.insert(step.node, Black);
                    stack.pop_back();
                    continue;
                }
                const Edge edge = edges.at(step.next++);
                const Colour targetColour = colour.value(edge.target, White);
                if (targetColour == Grey) {
                    if (!reported.contains(edge.site)) {
                        reported.insert(edge.site);
                        findings.append({ edge.site,
                                          QCoreApplication::translate(
                                                  "capstudio::JsonSchemaChecker",
                                                  "it refers back to \"#%1\" without descending "
                                                  "into the value, so validation would never end")
                                                  .arg(edge.target),
                                          true });
                    }
                } else if (targetColour == White) {
                    colour.insert(edge.target, Grey);
                    stack.push_back({ edge.target, 0 }); // invalidates `step`
                }
            }
        }
    }

    QJsonValue m_root;
    QStringList m_path;
    QHash<QString, QList<Edge>> m_edges;
    QStringList m_nodeOrder;
};

Diagnostic invalid(const QString &file, const QString &pointer, const QString &message)
{
    return Diagnostic::error(kRuleInvalid, message, SourceLocation::atPointer(file, pointer));
}

// ---------------------------------------------------------------------------------------

Diagnostics checkSchemaImpl(const QJsonValue &schema, const QString &file,
                            const QString &pointerPrefix)
{
    Diagnostics diagnostics;

    const MetaSchema &meta = metaSchema();
    if (!meta.ready()) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The schema could not be checked because the "
                                           "draft-07 meta-schema is unavailable (%1).")
                                           .arg(meta.problem())));
        return diagnostics;
    }

    Json document;
    if (!toJson(schema, document, 0)) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "it is nested more than %1 levels "
                                                            "deep")
                                                            .arg(kMaxDepth))));
        return diagnostics;
    }
    const valijson::adapters::NlohmannJsonAdapter adapter(document);

    // Fast pass: stops at the first failure and collects nothing.
    bool metaValid = false;
    {
        valijson::Validator validator;
        metaValid = validator.validate(meta.schema(), adapter, nullptr);
    }

    if (!metaValid) {
        valijson::Validator validator;
        valijson::ValidationResults results;
        validator.validate(meta.schema(), adapter, &results);
        QList<Finding> findings = collectFindings(results);

        // Keep only the deepest findings: anything with a finding below it is either a
        // summary or a failed alternative of an anyOf that the deeper finding explains.
        QList<Finding> deepest;
        for (const Finding &finding : findings) {
            bool hasDeeper = false;
            for (const Finding &other : findings) {
                if (isStrictPrefix(finding.tokens, other.tokens)) {
                    hasDeeper = true;
                    break;
                }
            }
            if (!hasDeeper)
                deepest.append(finding);
        }

        // One diagnostic per location.
        QList<QStringList> order;
        QHash<QString, QString> fallbackByPointer;
        for (const Finding &finding : deepest) {
            const QString pointer = pointerFor(QString(), finding.tokens);
            auto known = fallbackByPointer.find(pointer);
            if (known == fallbackByPointer.end()) {
                order.append(finding.tokens);
                fallbackByPointer.insert(pointer,
                                         finding.cascade ? QString() : finding.description);
            } else if (known->isEmpty() && !finding.cascade) {
                *known = finding.description;
            }
        }
        for (const QStringList &tokens : order) {
            QString fallback = fallbackByPointer.value(pointerFor(QString(), tokens));
            if (fallback.isEmpty()) {
                fallback = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                       "it does not match the draft-07 "
                                                       "meta-schema");
            }
            diagnostics.append(invalid(file, pointerFor(pointerPrefix, tokens),
                                       notValidSentence(pointerPrefix,
                                                        describeSchemaProblem(schema, tokens,
                                                                              fallback))));
        }
        if (diagnostics.isEmpty()) {
            const QString detail = QCoreApplication::translate(
                    "capstudio::JsonSchemaChecker", "it does not match the draft-07 meta-schema");
            diagnostics.append(
                    invalid(file, pointerPrefix, notValidSentence(pointerPrefix, detail)));
        }
        return diagnostics;
    }

    // The meta-schema is satisfied; look for what it cannot express.
    SchemaWalker walker(schema);
    walker.run();
    Diagnostics unsatisfiable;
    for (const SchemaWalkFinding &finding : walker.findings) {
        if (finding.unsatisfiable)
            unsatisfiable.append(Diagnostic::warning(
                    QStringLiteral("json-schema-unsatisfiable"), finding.detail,
                    SourceLocation::atPointer(file, pointerPrefix + finding.pointer)));
        else
            diagnostics.append(invalid(file, pointerPrefix + finding.pointer,
                                       notValidSentence(pointerPrefix, finding.detail)));
    }
    for (const RefSite &ref : walker.unresolvedRefs) {
        diagnostics.append(invalid(file, pointerPrefix + ref.pointer,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "\"$ref\" \"%1\" does not point to "
                                                            "anything in this schema")
                                                            .arg(ref.reference))));
    }
    if (!diagnostics.isEmpty())
        return diagnostics; // compiling would only repeat these (or never finish)
    diagnostics = unsatisfiable;

    // Finally compile it. For a schema that passed the meta-schema, valijson's parser can
    // only fail while resolving references, so reference-free schemas (most of them, and
    // the hot path) skip this step.
    if (!walker.hasReferences)
        return diagnostics;
    QString compileProblem;
    try {
        valijson::Schema compiled;
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(adapter, compiled);
    } catch (const std::exception &error) {
        compileProblem = QString::fromUtf8(error.what());
        if (compileProblem.isEmpty())
            compileProblem = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                         "unknown error");
    } catch (...) {
        compileProblem = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "unknown error");
    }
    if (!compileProblem.isEmpty()) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "it cannot be compiled (%1)")
                                                            .arg(compileProblem))));
    }
    return diagnostics;
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

Diagnostics validateImpl(const QJsonValue &instance, const QJsonValue &schema,
                         const QString &file, const QString &pointerPrefix)
{
    Diagnostics diagnostics;

    Json schemaDocument;
    Json instanceDocument;
    if (!toJson(schema, schemaDocument, 0)) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema is "
                                           "nested more than %1 levels deep.")
                                           .arg(kMaxDepth)));
        return diagnostics;
    }
    if (!toJson(instance, instanceDocument, 0)) {
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "The value is nested more than %1 levels deep.")
                        .arg(kMaxDepth),
                SourceLocation::atPointer(file, pointerPrefix)));
        return diagnostics;
    }

    // A schema that loops on itself would overflow the stack in valijson.
    SchemaWalker walker(schema);
    walker.run();
    for (const SchemaWalkFinding &finding : walker.findings) {
        if (!finding.loop)
            continue;
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema "
                                           "loops at %1 (%2).")
                                           .arg(finding.pointer, finding.detail)));
        return diagnostics;
    }

    valijson::Schema compiled;
    try {
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(schemaDocument), compiled);
    } catch (const std::exception &error) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema "
                                           "cannot be compiled (%1).")
                                           .arg(QString::fromUtf8(error.what()))));
        return diagnostics;
    }

    const valijson::adapters::NlohmannJsonAdapter target(instanceDocument);
    valijson::ValidationResults results;
    try {
        valijson::Validator fast;
        if (fast.validate(compiled, target, nullptr))
            return diagnostics;
        valijson::Validator detailed;
        detailed.validate(compiled, target, &results);
    } catch (const std::regex_error &error) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: a \"pattern\" in "
                                           "its schema cannot be evaluated (%1).")
                                           .arg(QString::fromUtf8(error.what()))));
        return diagnostics;
    }

    const QList<Finding> findings = collectFindings(results);

    // Drop summaries that have a concrete finding at or below their location, then merge
    // what remains per location.
    QList<QStringList> order;
    QHash<QString, QStringList> messagesByPointer;
    for (const Finding &finding : findings) {
        if (finding.cascade) {
            bool explained = false;
            for (const Finding &other : findings) {
                if (&other == &finding)
                    continue;
                if (other.tokens == finding.tokens ? !other.cascade
                                                   : isStrictPrefix(finding.tokens, other.tokens)) {
                    explained = true;
                    break;
                }
            }
            if (explained)
                continue;
        }
        const QString pointer = pointerFor(QString(), finding.tokens);
        auto known = messagesByPointer.find(pointer);
        if (known == messagesByPointer.end()) {
            order.append(finding.tokens);
            messagesByPointer.insert(pointer, QStringList{ finding.description });
        } else if (!known->contains(finding.description)) {
            known->append(finding.description);
        }
    }

    for (const QStringList &tokens : order) {
        const QStringList messages = messagesByPointer.value(pointerFor(QString(), tokens));
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "%1 does not match its schema: %2.")
                        .arg(describeInstanceLocation(pointerPrefix, tokens),
                             messages.join(QLatin1String("; "))),
                SourceLocation::atPointer(file, pointerFor(pointerPrefix, tokens))));
    }
    if (diagnostics.isEmpty()) {
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "%1 does not match its schema.")
                        .arg(describeInstanceLocation(pointerPrefix, QStringList())),
                SourceLocation::atPointer(file, pointerPrefix)));
    }
    return diagnostics;
}

} // namespace

Diagnostics JsonSchemaChecker::checkSchema(const QJsonValue &schema, const QString &file,
                                           const QString &pointerPrefix)
{
    try {
        return checkSchemaImpl(schema, file, pointerPrefix);
    } catch (const std::exception &error) {
        return { invalid(file, pointerPrefix,
                         QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "The schema could not be checked (%1).")
                                 .arg(QString::fromUtf8(error.what()))) };
    } catch (...) {
        return { invalid(file, pointerPrefix,
                         QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "The schema could not be checked (unknown "
                                                     "error).")) };
    }
}

Diagnostics JsonSchemaChecker::validate(const QJsonValue &instance, const QJsonValue &schema,
                                        const QString &file, const QString &pointerPrefix)
{
    try {
        return validateImpl(instance, schema, file, pointerPrefix);
    } catch (const std::exception &error) {
        return { Diagnostic::error(kRuleViolation,
                                   QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                               "The value could not be "
                                                               "validated (%1).")
                                           .arg(QString::fromUtf8(error.what())),
                                   SourceLocation::atPointer(file, pointerPrefix)) };
    } catch (...) {
        return { Diagnostic::error(kRuleViolation,
                                   QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                               "The value could not be validated "
                                                               "(unknown error)."),
                                   SourceLocation::atPointer(file, pointerPrefix)) };
    }
}

} // namespace capstudio
