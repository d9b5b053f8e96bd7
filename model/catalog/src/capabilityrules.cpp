#include "catalog/capabilityrules.h"

#include "core/jsonpointer.h"
#include "core/workpool.h"
#include "rules/jsonschemachecker.h"
#include "rules/urlguard.h"

#include <QHash>
#include <QSet>
#include <cmath>
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

// Checks one capability object and collects findings under a pointer prefix.
class CapabilityChecker
{
public:
    CapabilityChecker(const QJsonObject &object, Mode mode, const QString &file,
                      const QString &pointer)
        : m_object(object), m_mode(mode), m_file(file), m_pointer(pointer)
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
        checkSlugMatchesFunctionName();
        return m_diagnostics;
    }

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
        error(QStringLiteral("wrong-type"),
              CapabilityRules::tr("%1 must be %2, not %3").arg(key, expected, jsonTypeName(value)),
              pointer);
    }

    // Present and of the right type? Reports "required" and "wrong type" findings.
    bool present(const QString &key, bool required)
    {
        if (m_object.contains(key))
            return true;
        if (required)
            error(QStringLiteral("required-field"), CapabilityRules::tr("%1 is required").arg(key),
                  at(key));
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
        const qsizetype length = value.toString().trimmed().size();
        if (length == 0)
            error(rule, CapabilityRules::tr("%1 cannot be empty").arg(key), at(key));
        else if (length > maxLength)
            error(rule,
                  CapabilityRules::tr("%1 must be at most %2 characters (it has %3)")
                      .arg(key)
                      .arg(maxLength)
                      .arg(length),
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
        if (name.isUndefined())
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.name is required"),
                  at(key, QStringLiteral("name")));
        else if (!name.isString())
            wrongType(QStringLiteral("functionDefinition.name"), CapabilityRules::tr("a string"),
                      name, at(key, QStringLiteral("name")));
        else if (name.toString().isEmpty())
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.name cannot be empty"),
                  at(key, QStringLiteral("name")));

        const QJsonValue description = definition.value(QStringLiteral("description"));
        if (description.isUndefined())
            error(QStringLiteral("function-definition-shape"),
                  CapabilityRules::tr("functionDefinition.description is required"),
                  at(key, QStringLiteral("description")));
        else if (!description.isString())
            wrongType(QStringLiteral("functionDefinition.description"),
                      CapabilityRules::tr("a string"), description,
                      at(key, QStringLiteral("description")));

        const QJsonValue parameters = definition.value(QStringLiteral("parameters"));
        const QString parametersPointer = at(key, QStringLiteral("parameters"));
        if (parameters.isUndefined()) {
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

    // Beyond Sunrise: the parameters must be a JSON Schema an LLM can call with.
    void checkParametersSchema(const QJsonObject &parameters, const QString &pointer)
    {
        const Diagnostics schemaFindings =
            JsonSchemaChecker::checkSchema(parameters, m_file, pointer);
        m_diagnostics.append(schemaFindings);
        if (!schemaFindings.isEmpty())
            return;

        const QJsonValue type = parameters.value(QStringLiteral("type"));
        if (type != QJsonValue(QStringLiteral("object")))
            error(QStringLiteral("parameters-type"),
                  CapabilityRules::tr("functionDefinition.parameters must have \"type\": \"object\""),
                  jsonpointer::append(pointer, QStringLiteral("type")));

        const QJsonObject properties = parameters.value(QStringLiteral("properties")).toObject();
        const QJsonArray required = parameters.value(QStringLiteral("required")).toArray();
        for (qsizetype i = 0; i < required.size(); ++i) {
            const QString name = required.at(i).toString();
            if (!properties.contains(name))
                error(QStringLiteral("required-undeclared"),
                      CapabilityRules::tr("required names \"%1\", which is not declared in "
                                          "properties")
                          .arg(name),
                      jsonpointer::append(jsonpointer::append(pointer, QStringLiteral("required")),
                                          i));
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
            checkHandlerUrl(handler, at(handlerKey));
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
        if (metadata.size() > CapabilityRules::MaxMetadataKeys)
            error(QStringLiteral("metadata-shape"),
                  CapabilityRules::tr("metadata may hold at most %1 keys (it has %2)")
                      .arg(CapabilityRules::MaxMetadataKeys)
                      .arg(metadata.size()),
                  at(key));
        for (auto it = metadata.constBegin(); it != metadata.constEnd(); ++it) {
            const QString pointer = at(key, it.key());
            if (it.key().size() > 100)
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata keys must be at most 100 characters"), pointer);
            const QJsonValue entry = it.value();
            if (entry.isString() && entry.toString().size() > 5000)
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata strings must be at most 5000 characters"),
                      pointer);
            else if (entry.isArray() || entry.isObject())
                error(QStringLiteral("metadata-shape"),
                      CapabilityRules::tr("metadata values must be a string, number, boolean or "
                                          "null, not %1")
                          .arg(jsonTypeName(entry)),
                      pointer);
        }
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
            if (!accepted.contains(it.key()))
                warning(QStringLiteral("unknown-field"),
                        CapabilityRules::tr("%1 is not accepted by the admin API; Sunrise drops it "
                                            "silently")
                            .arg(it.key()),
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

    QJsonObject m_object;
    Mode m_mode;
    QString m_file;
    QString m_pointer;
    Diagnostics m_diagnostics;
};

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

Diagnostics CapabilityRules::checkCreate(const QJsonObject &body, const QString &file,
                                         const QString &pointer)
{
    return CapabilityChecker(body, Mode::Create, file, pointer).run();
}

Diagnostics CapabilityRules::checkRow(const QJsonObject &row, const QString &file,
                                      const QString &pointer)
{
    return CapabilityChecker(row, Mode::Row, file, pointer).run();
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
        : existing.functionDefinition;
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
                                       const QString &pointer)
{
    return checkRowsAt(rows, file, [&pointer](qsizetype i) { return jsonpointer::append(pointer, i); }, true);
}

Diagnostics CapabilityRules::checkNamedRows(const QJsonArray &rows, const QString &file,
                                            const QStringList &rowPointers)
{
    Q_ASSERT(rowPointers.size() == rows.size());
    return checkRowsAt(rows, file, [&rowPointers](qsizetype i) { return rowPointers.value(i); }, false);
}

Diagnostics CapabilityRules::checkRowsAt(const QJsonArray &rows, const QString &file,
                                         const std::function<QString(qsizetype)> &rowPointer, bool byIndex)
{
    // Each row is checked on its own, so large catalogs are split across the cores;
    // the findings keep row order. Slugs taken twice are found afterwards, in order.
    const qsizetype count = rows.size();
    const auto checkRange = [&](qsizetype begin, qsizetype end) {
        Diagnostics found;
        for (qsizetype i = begin; i < end; ++i) {
            const QString at = rowPointer(i);
            const QJsonValue row = rows.at(i);
            if (row.isObject())
                found.append(checkRow(row.toObject(), file, at));
            else
                found.append(Diagnostic::error(
                    QStringLiteral("wrong-type"),
                    tr("each capability must be an object, not %1").arg(jsonTypeName(row)),
                    SourceLocation::atPointer(file, at)));
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
        const QJsonValue slug = rows.at(i).toObject().value(QStringLiteral("slug"));
        if (!slug.isString())
            continue;
        const auto existing = firstRowOfSlug.constFind(slug.toString());
        if (existing == firstRowOfSlug.constEnd()) {
            firstRowOfSlug.insert(slug.toString(), i);
            continue;
        }
        const QString first = byIndex ? tr("row %1").arg(existing.value()) : rowPointer(existing.value());
        diagnostics.append(Diagnostic::error(
            QStringLiteral("slug-duplicate"),
            tr("Capability with slug '%1' already exists (%2)").arg(slug.toString(), first),
            SourceLocation::atPointer(file, jsonpointer::append(rowPointer(i), QStringLiteral("slug")))));
    }
    return diagnostics;
}

} // namespace capstudio
