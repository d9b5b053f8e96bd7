#include "catalog/capabilityrules.h"

#include "core/jsonpointer.h"
#include "core/workpool.h"
#include "rules/jsonschemachecker.h"
#include "rules/urlguard.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <variant>
#include <vector>

namespace capstudio {

namespace {

enum class Mode { Create, Row, Patch };

QString jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Double:
        return QStringLiteral("number");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return std::isfinite(number) && number == std::floor(number);
}

// String.prototype.trim's white space: WhiteSpace and LineTerminator of ECMA-262, which
// Zod's .trim() uses. QString::trimmed differs (it trims U+0085 and keeps U+FEFF).
bool isJsWhiteSpace(char16_t c)
{
    switch (c) {
    case 0x0009: case 0x000A: case 0x000B: case 0x000C: case 0x000D: case 0x0020: case 0x00A0:
    case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000: case 0xFEFF:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

// Why Sunrise drops a key of a create body, by key (empty: not a field of a capability at all).
QString droppedBecause(const QString &key)
{
    if (key == QLatin1String("isSystem") || key == QLatin1String("isIdempotent"))
        return CapabilityRules::tr("set only by Sunrise's seeds");
    if (key.startsWith(QLatin1String("quarantine")))
        return CapabilityRules::tr("set only by the quarantine route");
    if (key == QLatin1String("id") || key == QLatin1String("createdAt") || key == QLatin1String("updatedAt"))
        return CapabilityRules::tr("set by the database");
    if (key.startsWith(u'_'))
        return CapabilityRules::tr("a count the list route adds to rows");
    return {};
}

// Checks one capability object and collects findings under a pointer prefix.
class CapabilityChecker
{
public:
    CapabilityChecker(const QJsonObject &object, Mode mode, const QString &file,
                      const QString &pointer, const QSet<QString> *existingSlugs = nullptr)
        : m_object(object), m_mode(mode), m_file(file), m_pointer(pointer),
          m_existingSlugs(existingSlugs)
    {
    }

    Diagnostics run()
    {
        const bool required = m_mode != Mode::Patch;
        checkTrimmedString(QStringLiteral("name"), required, CapabilityRules::MaxNameLength,
                           QStringLiteral("name-length"));
        checkSlug(required);
        checkTrimmedString(QStringLiteral("description"), required,
                           CapabilityRules::MaxDescriptionLength,
                           QStringLiteral("description-length"));
        checkTrimmedString(QStringLiteral("category"), required, CapabilityRules::MaxCategoryLength,
                           QStringLiteral("category-length"));
        checkFunctionDefinition(required);
        checkExecution(required);
        checkBoolean(QStringLiteral("requiresApproval"));
        checkBoolean(QStringLiteral("isActive"));
        checkIntRange(QStringLiteral("approvalTimeoutMs"), 1, CapabilityRules::MaxApprovalTimeoutMs,
                      QStringLiteral("approval-timeout-range"));
        checkIntRange(QStringLiteral("rateLimit"), 1, CapabilityRules::MaxRateLimit,
                      QStringLiteral("rate-limit-range"));
        checkObjectField(QStringLiteral("executionConfig"));
        checkMetadata();
        if (m_mode == Mode::Row)
            checkRowOnlyFields();
        else
            checkUnknownKeys();
        // Sunrise's cross-field checks (a Zod superRefine) run only when no field failed on its
        // type or enum; a length, pattern or bound failure elsewhere does not stop them. A row
        // is checked whole.
        if (m_mode == Mode::Row || !m_typeFailed) {
            if (m_handlerToCheck)
                checkHandlerUrl(m_handlerToCheck->first, m_handlerToCheck->second);
            checkSlugMatchesFunctionName();
        }
        checkSlugIsFree();
        if (m_scanNul)
            checkNulCharacters();
        return m_diagnostics;
    }

    // The caller knows the text holds no U+0000 (CapabilityRules::NulInText::Absent).
    void skipNulScan() { m_scanNul = false; }

private:
    QString at(const QString &key) const { return jsonpointer::append(m_pointer, key); }
    QString at(const QString &key, const QString &child) const
    {
        return jsonpointer::append(at(key), child);
    }

    void error(const QString &rule, const QString &message, const QString &pointer)
    {
        m_diagnostics.append(
            Diagnostic::error(rule, message, SourceLocation::atPointer(m_file, pointer)));
    }
    void warning(const QString &rule, const QString &message, const QString &pointer)
    {
        m_diagnostics.append(
            Diagnostic::warning(rule, message, SourceLocation::atPointer(m_file, pointer)));
    }

    void wrongType(const QString &key, const QString &expected, const QJsonValue &value,
                   const QString &pointer)
    {
        m_typeFailed = true;
        error(QStringLiteral("wrong-type"),
              CapabilityRules::tr("%1 must be %2, not %3").arg(key, expected, jsonTypeName(value)),
              pointer);
    }

    // Present and of the right type? Reports "required" and "wrong type" findings.
    bool present(const QString &key, bool required)
    {
        if (m_object.contains(key))
            return true;
        if (required) {
            m_typeFailed = true; // absent is Zod's invalid_type
            error(QStringLiteral("required-field"), CapabilityRules::tr("%1 is required").arg(key),
                  at(key));
        }
        return false;
    }

    void checkTrimmedString(const QString &key, bool required, int maxLength, const QString &rule)
    {
        if (!present(key, required))
            return;
        const QJsonValue value = m_object.value(key);
        if (!value.isString()) {
            wrongType(key, CapabilityRules::tr("a string"), value, at(key));
            return;
        }
        const QString text = value.toString();
        if (m_mode == Mode::Row) {
            // A stored row was trimmed when it was written.
            const qsizetype length = CapabilityRules::jsTrimmed(text).size();
            if (length == 0)
                error(rule, CapabilityRules::tr("%1 cannot be empty").arg(key), at(key));
            else if (length > maxLength)
                error(rule,
                      CapabilityRules::tr("%1 must be at most %2 characters (it has %3)")
                          .arg(key)
                          .arg(maxLength)
                          .arg(length),
                      at(key));
            return;
        }
        // A body: Sunrise checks the length as sent, then trims (Zod's .min().max().trim()).
        if (text.isEmpty()) {
            error(rule, CapabilityRules::tr("%1 cannot be empty").arg(key), at(key));
            return;
        }
        const qsizetype trimmedLength = CapabilityRules::jsTrimmed(text).size();
        if (text.size() > maxLength) {
            error(rule,
                  trimmedLength <= maxLength
                      ? CapabilityRules::tr("%1 must be at most %2 characters as sent (it has %3, "
                                            "%4 after trimming; Sunrise counts before it trims)")
                            .arg(key)
                            .arg(maxLength)
                            .arg(text.size())
                            .arg(trimmedLength)
                      : CapabilityRules::tr("%1 must be at most %2 characters (it has %3)")
                            .arg(key)
                            .arg(maxLength)
                            .arg(text.size()),
                  at(key));
            return;
        }
        if (trimmedLength == 0)
            warning(QStringLiteral("whitespace-only"),
                    CapabilityRules::tr("%1 holds only white space: Sunrise accepts it, trims it and "
                                        "stores an empty %1")
                        .arg(key),
                    at(key));
    }

    void checkSlug(bool required)
    {
        const QString key = QStringLiteral("slug");
        if (!present(key, required))
            return;
        const QJsonValue value = m_object.value(key);
        if (!value.isString()) {
            wrongType(key, CapabilityRules::tr("a string"), value, at(key));
            return;
        }
        const QString slug = value.toString();
        if (!CapabilityRules::isValidSlug(slug))
            error(QStringLiteral("slug-format"),
                  CapabilityRules::tr("slug \"%1\" must be lowercase letters and digits in groups "
                                      "joined by single \"_\" or \"-\" "
                                      "(^[a-z0-9]+(?:[_-][a-z0-9]+)*$)")
                      .arg(slug.left(80)),
                  at(key));
        if (slug.size() > CapabilityRules::MaxSlugLength)
            error(QStringLiteral("slug-length"),
                  CapabilityRules::tr("slug must be at most %1 characters (it has %2)")
                      .arg(CapabilityRules::MaxSlugLength)
                      .arg(slug.size()),
                  at(key));
    }

    void checkFunctionDefinition(bool required)
    {
        const QString key = QStringLiteral("functionDefinition");
        if (!present(key, required))
            return;
        const QJsonValue value = m_object.value(key);
        if (!value.isObject()) {
            wrongType(key, CapabilityRules::tr("an object"), value, at(key));
            return;
        }
        const QJsonObject definition = value.toObject();
        const QJsonValue name = definition.value(QStringLiteral("name"));
        if (name.isUndefined()) {
            m_typeFailed = true;
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.name is required"),
                  at(key, QStringLiteral("name")));
        } else if (!name.isString())
            wrongType(QStringLiteral("functionDefinition.name"), CapabilityRules::tr("a string"),
                      name, at(key, QStringLiteral("name")));
        else if (name.toString().isEmpty())
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.name cannot be empty"),
                  at(key, QStringLiteral("name")));

        const QJsonValue description = definition.value(QStringLiteral("description"));
        if (description.isUndefined()) {
            m_typeFailed = true;
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.description is required"),
                  at(key, QStringLiteral("description")));
        } else if (!description.isString())
            wrongType(QStringLiteral("functionDefinition.description"),
                      CapabilityRules::tr("a string"), description,
                      at(key, QStringLiteral("description")));

        const QJsonValue parameters = definition.value(QStringLiteral("parameters"));
        const QString parametersPointer = at(key, QStringLiteral("parameters"));
        if (parameters.isUndefined()) {
            m_typeFailed = true;
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.parameters is required"),
                  parametersPointer);
            return;
        }
        if (!parameters.isObject()) {
            wrongType(QStringLiteral("functionDefinition.parameters"),
                      CapabilityRules::tr("an object"), parameters, parametersPointer);
            return;
        }
        checkParametersSchema(parameters.toObject(), parametersPointer);
    }

    // Beyond Sunrise, which checks only that parameters is an object: the parameters must be a
    // JSON Schema an LLM can call with. A stored row that is not one is an error (no model can
    // call it); a body Sunrise would accept gets warnings saying what fails at call time.
    void checkParametersSchema(const QJsonObject &parameters, const QString &pointer)
    {
        const bool body = m_mode != Mode::Row;
        const auto report = [&](const QString &rule, const QString &message, const QString &where) {
            if (body)
                warning(rule,
                        CapabilityRules::tr("%1; Sunrise accepts it, but a model provider will refuse "
                                            "or misread the tool when it is offered")
                            .arg(message),
                        where);
            else
                error(rule, message, where);
        };
        const Diagnostics schemaFindings =
            JsonSchemaChecker::checkSchema(parameters, m_file, pointer);
        for (const Diagnostic &finding : schemaFindings) {
            if (body && finding.severity() == Severity::Error)
                report(finding.ruleId(), finding.message(), finding.location().jsonPointer);
            else
                m_diagnostics.append(finding);
        }
        if (!schemaFindings.isEmpty())
            return;

        const QJsonValue type = parameters.value(QStringLiteral("type"));
        if (type != QJsonValue(QStringLiteral("object")))
            report(QStringLiteral("parameters-type"),
                   CapabilityRules::tr("functionDefinition.parameters must have \"type\": \"object\""),
                   jsonpointer::append(pointer, QStringLiteral("type")));
        std::vector<PathStep> path;
        checkRequiredDeclared(parameters, pointer, report, path);
    }

    // A JSON pointer below a row's pointer, kept as steps while a check walks down and spelled
    // out only for a finding: most rows have none.
    using PathStep = std::variant<qsizetype, QString>;
    static QString spelled(QString pointer, const std::vector<PathStep> &path)
    {
        for (const PathStep &step : path)
            pointer = std::holds_alternative<QString>(step) ? jsonpointer::append(pointer, std::get<QString>(step))
                                                            : jsonpointer::append(pointer, std::get<qsizetype>(step));
        return pointer;
    }

    // "required" naming a property that "properties" does not declare, at any depth.
    template<typename Report>
    void checkRequiredDeclared(const QJsonObject &schema, const QString &pointer, const Report &report,
                               std::vector<PathStep> &path, int depth = 0)
    {
        constexpr int MaxDepth = 64; // deeper schemas were refused by the meta-schema check
        if (depth > MaxDepth)
            return;
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        const QJsonArray required = schema.value(QLatin1String("required")).toArray();
        for (qsizetype i = 0; i < required.size(); ++i) {
            const QString name = required.at(i).toString();
            if (!properties.contains(name)) {
                path.emplace_back(QStringLiteral("required"));
                path.emplace_back(i);
                report(QStringLiteral("required-undeclared"),
                       CapabilityRules::tr("required names \"%1\", which is not declared in "
                                           "properties")
                           .arg(name),
                       spelled(pointer, path));
                path.resize(path.size() - 2);
            }
        }
        if (!properties.isEmpty()) {
            path.emplace_back(QStringLiteral("properties"));
            for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
                if (it.value().isObject()) {
                    path.emplace_back(it.key());
                    checkRequiredDeclared(it.value().toObject(), pointer, report, path, depth + 1);
                    path.pop_back();
                }
            }
            path.pop_back();
        }
        for (const QLatin1String key : {QLatin1String("items"), QLatin1String("additionalProperties")}) {
            const QJsonValue child = schema.value(key);
            if (child.isObject()) {
                path.emplace_back(QString(key));
                checkRequiredDeclared(child.toObject(), pointer, report, path, depth + 1);
                path.pop_back();
            }
        }
        for (const QLatin1String key : {QLatin1String("anyOf"), QLatin1String("oneOf"), QLatin1String("allOf")}) {
            const QJsonArray alternatives = schema.value(key).toArray();
            for (qsizetype i = 0; i < alternatives.size(); ++i) {
                if (alternatives.at(i).isObject()) {
                    path.emplace_back(QString(key));
                    path.emplace_back(i);
                    checkRequiredDeclared(alternatives.at(i).toObject(), pointer, report, path, depth + 1);
                    path.resize(path.size() - 2);
                }
            }
        }
    }

    void checkExecution(bool required)
    {
        const QString typeKey = QStringLiteral("executionType");
        QString executionType;
        if (present(typeKey, required)) {
            const QJsonValue value = m_object.value(typeKey);
            executionType = value.toString();
            if (!value.isString()
                || (executionType != QLatin1String("internal") && executionType != QLatin1String("api")
                    && executionType != QLatin1String("webhook"))) {
                error(QStringLiteral("execution-type"),
                      CapabilityRules::tr("executionType must be one of \"internal\", \"api\", "
                                          "\"webhook\""),
                      at(typeKey));
                executionType.clear();
                m_typeFailed = true; // Zod's invalid_value
            }
        }

        const QString handlerKey = QStringLiteral("executionHandler");
        if (!present(handlerKey, required))
            return;
        const QJsonValue value = m_object.value(handlerKey);
        if (!value.isString()) {
            wrongType(handlerKey, CapabilityRules::tr("a string"), value, at(handlerKey));
            return;
        }
        const QString handler = value.toString();
        if (handler.isEmpty() || handler.size() > CapabilityRules::MaxHandlerLength) {
            error(QStringLiteral("handler-length"),
                  CapabilityRules::tr("executionHandler must be 1 to %1 characters (it has %2)")
                      .arg(CapabilityRules::MaxHandlerLength)
                      .arg(handler.size()),
                  at(handlerKey));
            return;
        }
        if (executionType == QLatin1String("api") || executionType == QLatin1String("webhook"))
            m_handlerToCheck = std::make_pair(handler, at(handlerKey));
    }

    void checkHandlerUrl(const QString &handler, const QString &pointer)
    {
        if (!UrlGuard::parsesAsUrl(handler)) {
            error(QStringLiteral("handler-url"), CapabilityRules::tr("Must be a valid URL"), pointer);
            return;
        }
        const UrlVerdict verdict = UrlGuard::check(handler);
        if (!verdict.ok)
            warning(QStringLiteral("handler-url-unsafe"),
                    CapabilityRules::tr("the handler URL would fail Sunrise's provider URL guard "
                                        "(%1: %2); Sunrise itself does not check handlers")
                        .arg(verdict.reason, verdict.message),
                    pointer);
    }

    void checkBoolean(const QString &key)
    {
        if (!m_object.contains(key))
            return;
        const QJsonValue value = m_object.value(key);
        if (!value.isBool())
            wrongType(key, CapabilityRules::tr("a boolean"), value, at(key));
    }

    void checkIntRange(const QString &key, int minimum, int maximum, const QString &rule)
    {
        if (!m_object.contains(key))
            return;
        const QJsonValue value = m_object.value(key);
        if (value.isNull())
            return;
        if (!isInteger(value)) {
            wrongType(key, CapabilityRules::tr("an integer or null"), value, at(key));
            return;
        }
        const double number = value.toDouble();
        if (number < minimum || number > maximum)
            error(rule,
                  CapabilityRules::tr("%1 must be between %2 and %3, or null (it is %4)")
                      .arg(key)
                      .arg(minimum)
                      .arg(maximum)
                      .arg(number, 0, 'g', 17),
                  at(key));
    }

    void checkObjectField(const QString &key)
    {
        if (!m_object.contains(key))
            return;
        const QJsonValue value = m_object.value(key);
        if (value.isObject())
            return;
        if (value.isNull() && m_mode == Mode::Row)
            return;
        if (value.isNull() && m_mode == Mode::Patch) {
            error(QStringLiteral("wrong-type"),
                  CapabilityRules::tr("%1 cannot be set to null; send an empty object instead")
                      .arg(key),
                  at(key));
            return;
        }
        wrongType(key, CapabilityRules::tr("an object"), value, at(key));
    }

    void checkMetadata()
    {
        const QString key = QStringLiteral("metadata");
        checkObjectField(key);
        const QJsonValue value = m_object.value(key);
        if (!value.isObject())
            return;
        const QJsonObject metadata = value.toObject();
        bool valueTypeFailed = false;
        for (auto it = metadata.constBegin(); it != metadata.constEnd(); ++it) {
            const QString pointer = at(key, it.key());
            if (it.key().size() > 100)
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata keys must be at most 100 characters"), pointer);
            const QJsonValue entry = it.value();
            if (entry.isString() && entry.toString().size() > 5000) {
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata strings must be at most 5000 characters"),
                      pointer);
            } else if (entry.isArray() || entry.isObject()) {
                valueTypeFailed = true; // no member of the union takes it
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata values must be a string, number, boolean or "
                                          "null, not %1")
                          .arg(jsonTypeName(entry)),
                      pointer);
            }
        }
        m_typeFailed = m_typeFailed || valueTypeFailed;
        // The key count is a refinement of the record: Zod skips it when a value failed its type.
        if (metadata.size() > CapabilityRules::MaxMetadataKeys && (m_mode == Mode::Row || !valueTypeFailed))
            error(QStringLiteral("metadata-shape"),
                  CapabilityRules::tr("metadata may hold at most %1 keys (it has %2)")
                      .arg(CapabilityRules::MaxMetadataKeys)
                      .arg(metadata.size()),
                  at(key));
    }

    void checkRowOnlyFields()
    {
        const QString idKey = QStringLiteral("id");
        if (m_object.contains(idKey) && !m_object.value(idKey).isString()
            && !m_object.value(idKey).isNull())
            wrongType(idKey, CapabilityRules::tr("a string"), m_object.value(idKey), at(idKey));
        checkBoolean(QStringLiteral("isIdempotent"));
        checkBoolean(QStringLiteral("isSystem"));

        const QString stateKey = QStringLiteral("quarantineState");
        if (m_object.contains(stateKey)) {
            const QString state = m_object.value(stateKey).toString();
            if (state != QLatin1String("active") && state != QLatin1String("quarantined-soft")
                && state != QLatin1String("quarantined-hard"))
                error(QStringLiteral("quarantine-state"),
                      CapabilityRules::tr("quarantineState must be one of \"active\", "
                                          "\"quarantined-soft\", \"quarantined-hard\""),
                      at(stateKey));
        }
        const QString untilKey = QStringLiteral("quarantineUntil");
        const QJsonValue until = m_object.value(untilKey);
        if (!until.isUndefined() && !until.isNull()
            && (!until.isString()
                || !QDateTime::fromString(until.toString(), Qt::ISODateWithMs).isValid()))
            error(QStringLiteral("wrong-type"),
                  CapabilityRules::tr("quarantineUntil must be an ISO-8601 date-time or null"),
                  at(untilKey));
    }

    void checkUnknownKeys()
    {
        static const QSet<QString> accepted{
            QStringLiteral("name"),           QStringLiteral("slug"),
            QStringLiteral("description"),    QStringLiteral("category"),
            QStringLiteral("functionDefinition"), QStringLiteral("executionType"),
            QStringLiteral("executionHandler"), QStringLiteral("executionConfig"),
            QStringLiteral("requiresApproval"), QStringLiteral("approvalTimeoutMs"),
            QStringLiteral("rateLimit"),      QStringLiteral("isActive"),
            QStringLiteral("metadata"),
        };
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
            if (accepted.contains(it.key()))
                continue;
            const QString because = droppedBecause(it.key());
            warning(QStringLiteral("dropped-field"),
                    because.isEmpty()
                        ? CapabilityRules::tr("%1 is not a field the admin API accepts; Sunrise drops it "
                                              "without a word")
                              .arg(it.key())
                        : CapabilityRules::tr("%1 is dropped by the admin API (%2); whatever it holds "
                                              "is not stored")
                              .arg(it.key(), because),
                    at(it.key()));
        }
    }

    void checkSlugMatchesFunctionName()
    {
        const QJsonValue slug = m_object.value(QStringLiteral("slug"));
        const QJsonValue name =
            m_object.value(QStringLiteral("functionDefinition")).toObject().value(QStringLiteral("name"));
        if (!slug.isString() || !name.isString() || name.toString().isEmpty())
            return;
        if (slug.toString() != name.toString())
            error(QStringLiteral("slug-name-mismatch"),
                  CapabilityRules::tr("Must equal the capability slug (\"%1\")").arg(slug.toString()),
                  at(QStringLiteral("functionDefinition"), QStringLiteral("name")));
    }

    // PostgreSQL stores no U+0000 in text or jsonb: Zod lets it through, the insert fails and
    // Sunrise answers 500 ("Database error"). Keys the API drops never reach the database.
    void checkNulCharacters()
    {
        static const QStringList stored{
            QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("description"),
            QStringLiteral("category"), QStringLiteral("functionDefinition"), QStringLiteral("executionType"),
            QStringLiteral("executionHandler"), QStringLiteral("executionConfig"), QStringLiteral("metadata")};
        for (const QString &key : stored) {
            const QJsonValue value = m_object.value(key);
            if (value.isUndefined())
                continue;
            if (const std::optional<QString> where = firstNul(value, at(key), 0))
                error(QStringLiteral("nul-character"),
                      CapabilityRules::tr("%1 holds a U+0000 character, which PostgreSQL cannot store: "
                                          "Sunrise answers 500 (Database error)")
                          .arg(key),
                      *where);
        }
    }

    // The pointer of the first string or key holding U+0000 below `pointer`. The path is
    // kept as steps and spelled out only when one is found: most rows have none.
    static std::optional<QString> firstNul(const QJsonValue &value, const QString &pointer, int depth)
    {
        std::vector<PathStep> path;
        if (!holdsNul(value, path, depth))
            return std::nullopt;
        return spelled(pointer, path);
    }

    static bool holdsNul(const QJsonValue &value, std::vector<PathStep> &path, int depth)
    {
        constexpr int MaxDepth = 512;
        if (depth > MaxDepth)
            return false;
        if (value.isString())
            return value.toString().contains(QChar(0));
        if (value.isArray()) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                path.emplace_back(i);
                if (holdsNul(array.at(i), path, depth + 1))
                    return true;
                path.pop_back();
            }
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                path.emplace_back(it.key());
                if (std::get<QString>(path.back()).contains(QChar(0)) || holdsNul(it.value(), path, depth + 1))
                    return true;
                path.pop_back();
            }
        }
        return false;
    }

    // A create against a target that already holds the slug: 409 from Sunrise.
    void checkSlugIsFree()
    {
        if (!m_existingSlugs || m_mode != Mode::Create)
            return;
        const QJsonValue slug = m_object.value(QStringLiteral("slug"));
        if (slug.isString() && m_existingSlugs->contains(slug.toString()))
            error(QStringLiteral("slug-exists"),
                  CapabilityRules::tr("Capability with slug '%1' already exists in the target (409)")
                      .arg(slug.toString()),
                  at(QStringLiteral("slug")));
    }

    QJsonObject m_object;
    Mode m_mode;
    QString m_file;
    QString m_pointer;
    const QSet<QString> *m_existingSlugs = nullptr;
    bool m_typeFailed = false; // a field failed on its type or enum, which stops Zod's superRefine
    bool m_scanNul = true;
    std::optional<std::pair<QString, QString>> m_handlerToCheck; // an api/webhook handler and its pointer
    Diagnostics m_diagnostics;
};

// A stored row, checked whole; without the U+0000 scan when its text holds none.
Diagnostics checkStoredRow(const QJsonObject &row, const QString &file, const QString &pointer,
                           CapabilityRules::NulInText nul)
{
    CapabilityChecker checker(row, Mode::Row, file, pointer);
    if (nul == CapabilityRules::NulInText::Absent)
        checker.skipNulScan();
    return checker.run();
}

} // namespace

bool CapabilityRules::isValidSlug(const QString &slug)
{
    if (slug.isEmpty())
        return false;
    bool previousWasSeparator = true; // a slug cannot start with a separator
    for (const QChar ch : slug) {
        const char16_t c = ch.unicode();
        const bool alnum = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        if (alnum) {
            previousWasSeparator = false;
        } else if (c == u'_' || c == u'-') {
            if (previousWasSeparator)
                return false;
            previousWasSeparator = true;
        } else {
            return false;
        }
    }
    return !previousWasSeparator;
}

QStringList CapabilityRules::systemProtectedFields()
{
    return {QStringLiteral("slug"), QStringLiteral("functionDefinition"),
            QStringLiteral("executionType"), QStringLiteral("executionHandler")};
}

QString CapabilityRules::jsTrimmed(const QString &text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isJsWhiteSpace(text.at(begin).unicode()))
        ++begin;
    while (end > begin && isJsWhiteSpace(text.at(end - 1).unicode()))
        --end;
    return begin == 0 && end == text.size() ? text : text.mid(begin, end - begin);
}

Diagnostics CapabilityRules::checkCreate(const QJsonObject &body, const QString &file,
                                         const QString &pointer, const QSet<QString> &existingSlugs)
{
    return CapabilityChecker(body, Mode::Create, file, pointer, &existingSlugs).run();
}

Diagnostics CapabilityRules::checkBodies(const QJsonArray &bodies, const QString &file, const QString &pointer,
                                         const QSet<QString> &existingSlugs)
{
    return checkRowsAt(
        bodies, file, [&pointer](qsizetype i) { return jsonpointer::append(pointer, i); }, true,
        [&](const QJsonObject &body, const QString &at) { return checkCreate(body, file, at, existingSlugs); });
}

Diagnostics CapabilityRules::checkRow(const QJsonObject &row, const QString &file,
                                      const QString &pointer)
{
    return checkStoredRow(row, file, pointer, NulInText::Possible);
}

Diagnostics CapabilityRules::checkUpdate(const Capability &existing, const QJsonObject &patch,
                                         const QString &file, const QString &pointer)
{
    // 1. The body on its own (includes "slug and functionDefinition.name both sent but differ").
    Diagnostics diagnostics = CapabilityChecker(patch, Mode::Patch, file, pointer).run();
    if (hasErrors(diagnostics))
        return diagnostics;

    const auto here = [&](const QString &key) {
        return SourceLocation::atPointer(file, key.isEmpty() ? pointer
                                                             : jsonpointer::append(pointer, key));
    };

    // 2. System capabilities: no deactivation, no change to code-seeded fields.
    if (existing.isSystem) {
        if (patch.value(QStringLiteral("isActive")) == QJsonValue(false))
            diagnostics.append(Diagnostic::error(QStringLiteral("system-capability"),
                                                 tr("System capabilities cannot be deactivated"),
                                                 here(QStringLiteral("isActive"))));
        const QJsonObject stored = existing.toJson();
        QStringList changed;
        for (const QString &field : systemProtectedFields()) {
            if (patch.contains(field) && patch.value(field) != stored.value(field))
                changed.append(field);
        }
        if (!changed.isEmpty())
            diagnostics.append(Diagnostic::error(
                QStringLiteral("system-capability"),
                tr("%1 of a system capability are seeded from code and cannot be changed here")
                    .arg(changed.join(QStringLiteral(", "))),
                here(changed.first())));
        if (hasErrors(diagnostics))
            return diagnostics;
    }

    // 3. A handler sent without a type on an api/webhook row must still be a URL.
    const QJsonValue handler = patch.value(QStringLiteral("executionHandler"));
    if (handler.isString() && !patch.contains(QStringLiteral("executionType"))
        && (existing.executionType == QLatin1String("api")
            || existing.executionType == QLatin1String("webhook"))) {
        if (!UrlGuard::parsesAsUrl(handler.toString())) {
            diagnostics.append(Diagnostic::error(QStringLiteral("handler-url"),
                                                 tr("Must be a valid URL"),
                                                 here(QStringLiteral("executionHandler"))));
            return diagnostics;
        }
    }

    // 4. The effective slug and the effective functionDefinition.name must agree.
    const QString slug = patch.contains(QStringLiteral("slug"))
        ? patch.value(QStringLiteral("slug")).toString()
        : existing.slug;
    const QJsonObject definition = patch.contains(QStringLiteral("functionDefinition"))
        ? patch.value(QStringLiteral("functionDefinition")).toObject()
        : existing.functionDefinition.get();
    if (definition.value(QStringLiteral("name")).toString() != slug) {
        const bool alreadyReported = std::any_of(
            diagnostics.cbegin(), diagnostics.cend(), [](const Diagnostic &d) {
                return d.ruleId() == QLatin1String("slug-name-mismatch");
            });
        if (!alreadyReported)
            diagnostics.append(Diagnostic::error(
                QStringLiteral("slug-name-mismatch"),
                tr("Must equal the capability slug (\"%1\")").arg(slug),
                SourceLocation::atPointer(
                    file, jsonpointer::append(jsonpointer::append(pointer,
                                                                  QStringLiteral("functionDefinition")),
                                              QStringLiteral("name")))));
    }
    return diagnostics;
}

Diagnostics CapabilityRules::checkDelete(const Capability &existing, const QString &file,
                                         const QString &pointer)
{
    if (!existing.isSystem)
        return {};
    return {Diagnostic::error(QStringLiteral("system-capability"),
                              tr("System capabilities cannot be deleted"),
                              SourceLocation::atPointer(file, pointer))};
}

Diagnostics CapabilityRules::checkRows(const QJsonArray &rows, const QString &file,
                                       const QString &pointer, NulInText nul)
{
    return checkRowsAt(rows, file, [&pointer](qsizetype i) { return jsonpointer::append(pointer, i); }, true,
                       [&file, nul](const QJsonObject &row, const QString &at) {
                           return checkStoredRow(row, file, at, nul);
                       });
}

Diagnostics CapabilityRules::checkNamedRows(const QJsonArray &rows, const QString &file,
                                            const QStringList &rowPointers)
{
    Q_ASSERT(rowPointers.size() == rows.size());
    return checkRowsAt(rows, file, [&rowPointers](qsizetype i) { return rowPointers.value(i); }, false,
                       [&file](const QJsonObject &row, const QString &at) { return checkRow(row, file, at); });
}

Diagnostics CapabilityRules::checkRowsAt(const QJsonArray &rows, const QString &file,
                                         const std::function<QString(qsizetype)> &rowPointer, bool byIndex,
                                         const RowChecker &checkOne)
{
    return checkRowsAt(rows.size(), [&rows](qsizetype i) { return rows.at(i); }, file, rowPointer, byIndex,
                       checkOne);
}

Diagnostics CapabilityRules::checkRowsAt(qsizetype count, const std::function<QJsonValue(qsizetype)> &rowAt,
                                         const QString &file, const std::function<QString(qsizetype)> &rowPointer,
                                         bool byIndex, const RowChecker &checkOne)
{
    // Each row is checked on its own, so large catalogs are split across the cores;
    // the findings keep row order. Each row's slug is kept as it is checked, and slugs taken
    // twice are found afterwards, in order (the rows themselves may be gone by then).
    std::vector<QString> slugs(static_cast<size_t>(count));
    const auto checkRange = [&](qsizetype begin, qsizetype end) {
        Diagnostics found;
        for (qsizetype i = begin; i < end; ++i) {
            const QString at = rowPointer(i);
            const QJsonValue row = rowAt(i);
            if (row.isObject()) {
                const QJsonObject object = row.toObject();
                const QJsonValue slug = object.value(QLatin1String("slug"));
                if (slug.isString())
                    slugs[size_t(i)] = slug.toString();
                found.append(checkOne(object, at));
            } else if (!row.isUndefined()) {
                found.append(Diagnostic::error(
                    QStringLiteral("wrong-type"),
                    tr("each capability must be an object, not %1").arg(jsonTypeName(row)),
                    SourceLocation::atPointer(file, at)));
            }
        }
        return found;
    };

    // Slices of rows on the shared pool; findings are put back in row order.
    constexpr qsizetype RowsPerSlice = 512;
    const qsizetype slices = (count + RowsPerSlice - 1) / RowsPerSlice;
    std::vector<Diagnostics> parts(static_cast<size_t>(slices));
    WorkPool::parallelFor(count, RowsPerSlice, [&parts, &checkRange](qsizetype begin, qsizetype end) {
        parts[size_t(begin / RowsPerSlice)] = checkRange(begin, end);
    });
    Diagnostics diagnostics;
    for (Diagnostics &part : parts)
        diagnostics.append(std::move(part));

    QHash<QString, qsizetype> firstRowOfSlug;
    firstRowOfSlug.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        const QString &slug = slugs[size_t(i)];
        if (slug.isNull())
            continue;
        const auto existing = firstRowOfSlug.constFind(slug);
        if (existing == firstRowOfSlug.constEnd()) {
            firstRowOfSlug.insert(slug, i);
            continue;
        }
        const QString first = byIndex ? tr("row %1").arg(existing.value()) : rowPointer(existing.value());
        diagnostics.append(Diagnostic::error(
            QStringLiteral("slug-duplicate"),
            tr("Capability with slug '%1' already exists (%2)").arg(slug, first),
            SourceLocation::atPointer(file, jsonpointer::append(rowPointer(i), QStringLiteral("slug")))));
    }
    return diagnostics;
}

std::optional<Diagnostics> CapabilityRules::checkRowTexts(const QByteArray &text, const std::vector<TextSpan> &rows,
                                                          const QString &file, RowsAs as,
                                                          const QSet<QString> &existingSlugs, NulInText nul,
                                                          bool *everyRowHasAnId)
{
    std::atomic<bool> unreadable{false};
    std::vector<char> hasId(rows.size(), 0);
    // Each row is parsed on the thread that checks it and dropped after: the file is never
    // one document in memory.
    const auto rowAt = [&](qsizetype i) -> QJsonValue {
        const TextSpan &span = rows[size_t(i)];
        const QByteArray slice = QByteArray::fromRawData(text.constData() + span.begin, span.end - span.begin);
        QJsonParseError error{};
        QJsonValue row;
        if (slice.startsWith('{')) {
            const QJsonDocument document = QJsonDocument::fromJson(slice, &error);
            row = document.object();
        } else {
            // A scalar or an array where a capability should be: parsed inside brackets.
            const QJsonDocument document = QJsonDocument::fromJson('[' + slice + ']', &error);
            row = document.array().at(0);
        }
        if (error.error != QJsonParseError::NoError) {
            unreadable = true;
            return QJsonValue(QJsonValue::Undefined);
        }
        hasId[size_t(i)] = row.toObject().contains(QLatin1String("id"));
        return row;
    };
    const auto pointer = [](qsizetype i) { return jsonpointer::append(QString(), i); };
    const RowChecker check = as == RowsAs::Rows
        ? RowChecker([&file, nul](const QJsonObject &row, const QString &at) {
              return checkStoredRow(row, file, at, nul);
          })
        : RowChecker([&file, &existingSlugs](const QJsonObject &body, const QString &at) {
              return checkCreate(body, file, at, existingSlugs);
          });
    Diagnostics diagnostics = checkRowsAt(qsizetype(rows.size()), rowAt, file, pointer, true, check);
    if (unreadable)
        return std::nullopt;
    if (everyRowHasAnId)
        *everyRowHasAnId = std::all_of(hasId.cbegin(), hasId.cend(), [](char id) { return id != 0; });
    return diagnostics;
}

} // namespace capstudio
