#include "valijsonbridge.h"

#include "schemasupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <cmath>
#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace capstudio::jsonschema {

namespace {

using Json = nlohmann::json;

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
// The meta-schema (compiled once by ValijsonDocument::draft07MetaSchema below)

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

// ---------------------------------------------------------------------------------------
// Helpers for findings

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

// ---------------------------------------------------------------------------------------
// Compiling

std::unique_ptr<valijson::Schema> compileSchema(const Json &document)
{
    auto schema = std::make_unique<valijson::Schema>();
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
    parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(document), *schema);
    return schema;
}

} // namespace

struct ValijsonDocument::Data
{
    Json json;
    std::unique_ptr<valijson::Schema> compiled; // set by compile()
};

ValijsonDocument::ValijsonDocument() : d(std::make_unique<Data>()) { }

ValijsonDocument::~ValijsonDocument() = default;

bool ValijsonDocument::load(const QJsonValue &value)
{
    return toJson(value, d->json, 0);
}

void ValijsonDocument::compile()
{
    d->compiled = compileSchema(d->json);
}

namespace {
// One validator per thread, kept: it caches the std::regex of every "pattern" it met, and
// compiling the regex again for every value was most of a deployment scan's drift check.
valijson::Validator &threadValidator()
{
    thread_local valijson::Validator validator;
    return validator;
}
} // namespace

bool ValijsonDocument::accepts(const ValijsonDocument &instance) const
{
    if (!d->compiled)
        throw std::logic_error("the schema has not been compiled");
    valijson::Validator &validator = threadValidator();
    return validator.validate(*d->compiled,
                              valijson::adapters::NlohmannJsonAdapter(instance.d->json), nullptr);
}

QList<Finding> ValijsonDocument::findings(const ValijsonDocument &instance) const
{
    if (!d->compiled)
        throw std::logic_error("the schema has not been compiled");
    valijson::Validator &validator = threadValidator();
    valijson::ValidationResults results;
    validator.validate(*d->compiled, valijson::adapters::NlohmannJsonAdapter(instance.d->json),
                       &results);
    return collectFindings(results);
}

const ValijsonDocument *ValijsonDocument::draft07MetaSchema(QString *problem)
{
    struct MetaSchema
    {
        MetaSchema()
        {
            try {
                QFile file(QStringLiteral(":/schemas/json-schema-draft-07.json"));
                if (!file.open(QIODevice::ReadOnly)) {
                    m_problem = QStringLiteral("cannot open %1").arg(file.fileName());
                    return;
                }
                const QByteArray bytes = file.readAll();
                Json parsed = Json::parse(bytes.constData(), bytes.constData() + bytes.size(),
                                          nullptr, false);
                if (parsed.is_discarded()) {
                    m_problem = QStringLiteral("the meta-schema resource is not valid JSON");
                    return;
                }
                stripFormatKeywords(parsed);
                m_document.d->compiled = compileSchema(parsed);
                m_ready = true;
            } catch (const std::exception &error) {
                m_problem = QString::fromUtf8(error.what());
            } catch (...) {
                m_problem = QStringLiteral("unknown error");
            }
        }

        ValijsonDocument m_document;
        bool m_ready = false;
        QString m_problem;
    };

    static const MetaSchema meta; // thread-safe initialisation, once per process
    if (!meta.m_ready) {
        *problem = meta.m_problem;
        return nullptr;
    }
    return &meta.m_document;
}

} // namespace capstudio::jsonschema
