#include "capabilityvalidator.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace sunrisetest {

namespace {

const QStringList ExecutionTypes{QStringLiteral("internal"), QStringLiteral("api"), QStringLiteral("webhook")};

bool isSafeInteger(double value)
{
    return std::isfinite(value) && std::floor(value) == value && std::fabs(value) <= 9007199254740991.0;
}

bool isRecord(const QJsonValue &value)
{
    return value.isObject();
}

// One pass over a capability body. Each check mirrors a Zod rule and records its issue; the
// parsed output collects the accepted values.
class BodyParser
{
public:
    BodyParser(const QJsonObject &input, CapabilityValidator::Mode mode, ZodIssues *issues)
        : m_input(input)
        , m_create(mode == CapabilityValidator::Mode::Create)
        , m_issues(issues)
    {
    }

    QJsonObject output;

    // z.string().min(1, required/empty).max(max, tooLong).trim()
    void text(const QString &key, int max, const QString &label, const QString &tooLongLabel)
    {
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined() && !m_create)
            return;
        if (!value.isString()) {
            fail(key, ZodIssues::expected(QStringLiteral("string"), value));
            return;
        }
        const QString raw = value.toString();
        bool ok = true;
        if (raw.isEmpty()) {
            fail(key, m_create ? QStringLiteral("%1 is required").arg(label)
                               : QStringLiteral("%1 cannot be empty").arg(label));
            ok = false;
        }
        if (ZodIssues::jsLength(raw) > max) {
            fail(key, QStringLiteral("%1 must be less than %2 characters").arg(tooLongLabel).arg(max));
            ok = false;
        }
        if (ok)
            output.insert(key, ZodIssues::jsTrim(raw));
    }

    void slug()
    {
        const QString key = QStringLiteral("slug");
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined() && !m_create)
            return;
        if (!value.isString()) {
            fail(key, ZodIssues::expected(QStringLiteral("string"), value));
            return;
        }
        const QString slug = value.toString();
        bool ok = true;
        if (!CapabilityValidator::isSlug(slug)) {
            fail(key, QStringLiteral("Slug must be lowercase alphanumeric, with single hyphens or underscores between words"));
            ok = false;
        }
        if (ZodIssues::jsLength(slug) > 64) {
            fail(key, QStringLiteral("Slug must be at most 64 characters"));
            ok = false;
        }
        if (ok)
            output.insert(key, slug);
    }

    void functionDefinition()
    {
        const QString key = QStringLiteral("functionDefinition");
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined() && !m_create)
            return;
        if (!value.isObject()) {
            fail(key, ZodIssues::expected(QStringLiteral("object"), value));
            return;
        }
        const QJsonObject definition = value.toObject();
        bool ok = true;
        const QJsonValue name = definition.value(QStringLiteral("name"));
        if (!name.isString()) {
            fail(QStringLiteral("functionDefinition.name"), ZodIssues::expected(QStringLiteral("string"), name));
            ok = false;
        } else if (name.toString().isEmpty()) {
            fail(QStringLiteral("functionDefinition.name"), ZodIssues::tooSmallString(1));
            ok = false;
        }
        const QJsonValue description = definition.value(QStringLiteral("description"));
        if (!description.isString()) {
            fail(QStringLiteral("functionDefinition.description"),
                 ZodIssues::expected(QStringLiteral("string"), description));
            ok = false;
        }
        const QJsonValue parameters = definition.value(QStringLiteral("parameters"));
        if (!isRecord(parameters)) {
            fail(QStringLiteral("functionDefinition.parameters"),
                 ZodIssues::expected(QStringLiteral("record"), parameters));
            ok = false;
        }
        if (ok)
            output.insert(key, definition); // passthrough: extra keys kept
    }

    void executionType()
    {
        const QString key = QStringLiteral("executionType");
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined() && !m_create)
            return;
        if (!value.isString() || !ExecutionTypes.contains(value.toString())) {
            fail(key, ZodIssues::invalidOption(ExecutionTypes));
            return;
        }
        output.insert(key, value);
    }

    // z.record(z.string(), z.unknown()).optional() — never null.
    void record(const QString &key)
    {
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined())
            return;
        if (!isRecord(value)) {
            fail(key, ZodIssues::expected(QStringLiteral("record"), value));
            return;
        }
        output.insert(key, value);
    }

    void boolean(const QString &key, bool createDefault)
    {
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined()) {
            if (m_create)
                output.insert(key, createDefault);
            return;
        }
        if (!value.isBool()) {
            fail(key, ZodIssues::expected(QStringLiteral("boolean"), value));
            return;
        }
        output.insert(key, value);
    }

    // z.number().int(intMessage).<min>.max(max, maxMessage).nullable().optional()
    void integer(const QString &key, bool positiveOnly, double min, double max, const QString &intMessage,
                 const QString &minMessage, const QString &maxMessage)
    {
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined())
            return;
        if (value.isNull()) {
            output.insert(key, value);
            return;
        }
        if (!value.isDouble()) {
            fail(key, ZodIssues::expected(QStringLiteral("number"), value));
            return;
        }
        const double number = value.toDouble();
        bool ok = true;
        if (!isSafeInteger(number)) {
            fail(key, intMessage);
            ok = false;
        }
        if (positiveOnly ? !(number > 0) : number < min) {
            fail(key, minMessage);
            ok = false;
        }
        if (number > max) {
            fail(key, maxMessage);
            ok = false;
        }
        if (ok)
            output.insert(key, value);
    }

    void metadata()
    {
        const QString key = QStringLiteral("metadata");
        const QJsonValue value = m_input.value(key);
        if (value.isUndefined())
            return;
        if (!isRecord(value)) {
            fail(key, ZodIssues::expected(QStringLiteral("record"), value));
            return;
        }
        const QJsonObject metadata = value.toObject();
        bool ok = true;
        for (auto it = metadata.constBegin(); it != metadata.constEnd(); ++it) {
            const QString path = key + QLatin1Char('.') + it.key();
            if (ZodIssues::jsLength(it.key()) > 100) {
                fail(path, ZodIssues::tooBigString(100));
                ok = false;
            }
            const QJsonValue entry = it.value();
            const bool valid = entry.isNull() || entry.isBool() || entry.isDouble()
                || (entry.isString() && ZodIssues::jsLength(entry.toString()) <= 5000);
            if (!valid) {
                fail(path, QStringLiteral("Invalid input"));
                ok = false;
            }
        }
        if (!ok)
            return;
        if (metadata.size() > 100) {
            fail(key, QStringLiteral("Metadata cannot have more than 100 keys"));
            return;
        }
        output.insert(key, metadata);
    }

    bool failed() const { return m_failed; }

private:
    void fail(const QString &path, const QString &message)
    {
        m_issues->add(path, message);
        m_failed = true;
    }

    const QJsonObject m_input;
    const bool m_create;
    ZodIssues *m_issues;
    bool m_failed = false;
};

} // namespace

bool CapabilityValidator::isSlug(const QString &slug)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(?:[_-][a-z0-9]+)*$"));
    return pattern.match(slug).hasMatch();
}

QString CapabilityValidator::nameMustEqualSlug(const QString &slug)
{
    return QStringLiteral("Must equal the capability slug (\"%1\")").arg(slug);
}

std::optional<QJsonObject> CapabilityValidator::parse(const QJsonValue &body, Mode mode, ZodIssues *issues)
{
    if (!body.isObject()) {
        issues->add(QString(), ZodIssues::expected(QStringLiteral("object"), body));
        return std::nullopt;
    }
    BodyParser parser(body.toObject(), mode, issues);
    parser.text(QStringLiteral("name"), 100, QStringLiteral("Name"), QStringLiteral("Name"));
    parser.slug();
    parser.text(QStringLiteral("description"), 5000, QStringLiteral("Description"), QStringLiteral("Description"));
    parser.text(QStringLiteral("category"), 50, QStringLiteral("Category"), QStringLiteral("Category"));
    parser.functionDefinition();
    parser.executionType();
    parser.text(QStringLiteral("executionHandler"), 500, QStringLiteral("Execution handler"),
                QStringLiteral("Execution handler"));
    parser.record(QStringLiteral("executionConfig"));
    parser.boolean(QStringLiteral("requiresApproval"), false);
    parser.integer(QStringLiteral("approvalTimeoutMs"), true, 1, 3600000,
                   QStringLiteral("Approval timeout must be an integer"),
                   QStringLiteral("Approval timeout must be positive"),
                   QStringLiteral("Approval timeout must be at most 1 hour"));
    parser.integer(QStringLiteral("rateLimit"), false, 1, 10000, QStringLiteral("Rate limit must be an integer"),
                   QStringLiteral("Rate limit must be at least 1"), QStringLiteral("Rate limit must be at most 10000"));
    parser.boolean(QStringLiteral("isActive"), true);
    parser.metadata();
    if (parser.failed())
        return std::nullopt;

    // Object-level refinements run only once every field parsed (Zod skips them otherwise).
    const QJsonObject &parsed = parser.output;
    bool refined = true;
    const QString type = parsed.value(QStringLiteral("executionType")).toString();
    const QString handler = parsed.value(QStringLiteral("executionHandler")).toString();
    if ((type == QLatin1String("api") || type == QLatin1String("webhook")) && !handler.isEmpty()
        && !ZodIssues::isWhatwgUrl(handler)) {
        issues->add(QStringLiteral("executionHandler"),
                    QStringLiteral("Execution handler must be a valid URL for api and webhook types"));
        refined = false;
    }
    const QJsonValue slug = parsed.value(QStringLiteral("slug"));
    const QJsonValue definition = parsed.value(QStringLiteral("functionDefinition"));
    if (slug.isString() && definition.isObject()) {
        const QString name = definition.toObject().value(QStringLiteral("name")).toString();
        if (name != slug.toString()) {
            issues->add(QStringLiteral("functionDefinition.name"), nameMustEqualSlug(slug.toString()));
            refined = false;
        }
    }
    if (!refined)
        return std::nullopt;
    return parsed;
}

} // namespace sunrisetest
