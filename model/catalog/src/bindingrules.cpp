#include "catalog/bindingrules.h"

#include "catalog/bindingschema.h"
#include "rules/envtemplate.h"
#include "rules/urlguard.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace capstudio {

namespace {

using Type = ConfigField::Type;

const QString kConfigPointer = QStringLiteral("/customConfig");

QString escapeKey(QString key)
{
    key.replace(u'~', QLatin1String("~0")).replace(u'/', QLatin1String("~1"));
    return key;
}

QString jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    default:
        return QStringLiteral("undefined");
    }
}

QString expectedName(Type type)
{
    switch (type) {
    case Type::String:
    case Type::Url:
    case Type::UrlOrEnvTemplate:
    case Type::EnvVarName:
    case Type::Enum:
        return BindingRules::tr("a string");
    case Type::Integer:
        return BindingRules::tr("an integer");
    case Type::Number:
        return BindingRules::tr("a number");
    case Type::Boolean:
        return BindingRules::tr("a boolean");
    case Type::StringArray:
        return BindingRules::tr("an array of strings");
    case Type::StringMap:
        return BindingRules::tr("an object of strings");
    case Type::Object:
    case Type::FreeObject:
        break;
    }
    return BindingRules::tr("an object");
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return std::isfinite(number) && number == std::floor(number);
}

QString numberText(double number)
{
    return QString::number(number, 'g', 17);
}

// upload_to_storage's own pattern: a lower-case type, a looser subtype. JavaScript's "$"
// ends at the end of the text; PCRE's would also match before a final newline, hence \z.
bool isContentType(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+/[a-zA-Z0-9.+\\-_]+\\z"));
    return pattern.match(text).hasMatch();
}

// Zod 4's .int() takes only safe integers.
constexpr double kMaxSafeInteger = 9007199254740991.0;

// The known key a mistyped one most likely meant: the same letters in another case, or at
// most two edits away; empty when none is that close.
QString closestKey(const QString &key, const QStringList &known)
{
    QString best;
    int bestDistance = 3;
    for (const QString &candidate : known) {
        if (candidate.compare(key, Qt::CaseInsensitive) == 0)
            return candidate;
        // Levenshtein distance over one row.
        QList<int> row(candidate.size() + 1);
        for (int j = 0; j <= candidate.size(); ++j)
            row[j] = j;
        for (int i = 1; i <= key.size(); ++i) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= candidate.size(); ++j) {
                const int above = row[j];
                row[j] = std::min({row[j] + 1, row[j - 1] + 1,
                                   diagonal + (key.at(i - 1) == candidate.at(j - 1) ? 0 : 1)});
                diagonal = above;
            }
        }
        if (row[candidate.size()] < bestDistance) {
            bestDistance = row[candidate.size()];
            best = candidate;
        }
    }
    return best;
}

bool isEnvName(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*\\z"));
    return pattern.match(text).hasMatch();
}

// The host a URL call goes to, in the form ORCHESTRATION_ALLOWED_HOSTS lists it.
QString hostOf(const QString &url)
{
    return UrlGuard::check(url).host;
}

// Walks a customConfig along its schema, collecting diagnostics and env var uses.
class Walker
{
public:
    Walker(const EnvProfile &profile, BindingCheck &check, const QString &slug)
        : m_profile(profile), m_check(check), m_slug(slug)
    {
        m_profileName = profile.name().isEmpty() ? BindingRules::tr("the environment")
                                                 : BindingRules::tr("profile \"%1\"").arg(profile.name());
    }

    void walkSchema(const QJsonObject &config, const BindingSchema &schema);
    void scanTopLevelTemplates(const QJsonObject &config);

private:
    void walkObject(const QJsonObject &object, const QList<ConfigField> &fields,
                    const QString &pointer, const QString &owner);
    void walkValue(const ConfigField &field, const QJsonValue &value, const QString &pointer);
    bool checkString(const ConfigField &field, const QString &text, const QString &pointer,
                     std::optional<int> minLength, std::optional<int> maxLength,
                     const QString &format, std::optional<Type> type);
    void checkNumber(const ConfigField &field, const QJsonValue &value, const QString &pointer);
    void checkStringArray(const ConfigField &field, const QJsonArray &array, const QString &pointer);
    void checkProviders(const QJsonObject &providers, const QString &pointer);
    void checkAuth(const QJsonObject &auth, const QString &pointer);
    void checkForcedUrl(const QString &text, const QString &pointer);
    void checkHost(const QString &url, const QString &pointer);

    void useTemplates(const QString &text, const QString &pointer);
    void useName(const QString &name, const QString &pointer, const QString &consequence);

    QString label(const QString &pointer) const;
    void error(const QString &rule, const QString &message, const QString &pointer);
    void warning(const QString &rule, const QString &message, const QString &pointer);

    const EnvProfile &m_profile;
    BindingCheck &m_check;
    QString m_slug;
    QString m_profileName;
};

QString Walker::label(const QString &pointer) const
{
    // "/customConfig/auth/type" → "auth.type", "/customConfig/allowedUrlPrefixes/1" → "allowedUrlPrefixes[1]"
    QString path;
    for (QString part : pointer.mid(kConfigPointer.size() + 1).split(u'/')) {
        part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
        bool index = false;
        part.toUInt(&index);
        if (index)
            path += u'[' + part + u']';
        else
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + part;
    }
    return path;
}

void Walker::error(const QString &rule, const QString &message, const QString &pointer)
{
    m_check.diagnostics.append(Diagnostic::error(
        rule, BindingRules::tr("%1; Sunrise fails the whole binding closed (invalid_binding)").arg(message),
        SourceLocation::atPointer(QString(), pointer)));
}

void Walker::warning(const QString &rule, const QString &message, const QString &pointer)
{
    m_check.diagnostics.append(Diagnostic::warning(rule, message, SourceLocation::atPointer(QString(), pointer)));
}

void Walker::walkSchema(const QJsonObject &config, const BindingSchema &schema)
{
    walkObject(config, schema.fields, kConfigPointer, QString());
    if (m_slug != QLatin1String("call_external_api"))
        return;
    const QJsonValue auth = config.value(QStringLiteral("auth"));
    if (auth.isObject())
        checkAuth(auth.toObject(), kConfigPointer + QStringLiteral("/auth"));
    const QJsonValue forcedUrl = config.value(QStringLiteral("forcedUrl"));
    if (forcedUrl.isString()) {
        checkForcedUrl(forcedUrl.toString(), kConfigPointer + QStringLiteral("/forcedUrl"));
    } else if (!config.contains(QStringLiteral("forcedUrl"))) {
        const QJsonArray prefixes = config.value(QStringLiteral("allowedUrlPrefixes")).toArray();
        for (qsizetype i = 0; i < prefixes.size(); ++i) {
            const QString prefix = prefixes.at(i).toString();
            if (UrlGuard::parsesAsUrl(prefix))
                checkHost(prefix, kConfigPointer + QStringLiteral("/allowedUrlPrefixes/%1").arg(i));
        }
    }
}

// Sunrise's save-time warning scans the top-level forcedUrl and forcedHeaders of any
// binding, whatever the capability (reference §5).
void Walker::scanTopLevelTemplates(const QJsonObject &config)
{
    const QJsonValue url = config.value(QStringLiteral("forcedUrl"));
    if (url.isString())
        useTemplates(url.toString(), kConfigPointer + QStringLiteral("/forcedUrl"));
    const QJsonObject headers = config.value(QStringLiteral("forcedHeaders")).toObject();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        if (it.value().isString()) {
            useTemplates(it.value().toString(),
                         kConfigPointer + QStringLiteral("/forcedHeaders/") + escapeKey(it.key()));
        }
    }
}

void Walker::walkObject(const QJsonObject &object, const QList<ConfigField> &fields,
                        const QString &pointer, const QString &owner)
{
    QStringList known;
    for (const ConfigField &field : fields)
        known.append(field.key);
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (known.contains(it.key()))
            continue;
        const QString keyPointer = pointer + u'/' + escapeKey(it.key());
        if (owner.isEmpty()) {
            // The top level of each schema is .strict(): the whole binding fails.
            error(QStringLiteral("binding-unknown-key"),
                  BindingRules::tr("unknown key \"%1\": %2 bindings accept only %3")
                      .arg(it.key(), m_slug, known.join(QLatin1String(", "))),
                  keyPointer);
            continue;
        }
        // Nested objects are plain Zod objects: the key is dropped, and the setting it was meant
        // to be is not applied.
        const QString meant = closestKey(it.key(), known);
        warning(QStringLiteral("binding-dropped-key"),
                meant.isEmpty()
                    ? BindingRules::tr("unknown key \"%1\" in %2 is dropped by Sunrise (it reads only %3)")
                          .arg(it.key(), owner, known.join(QLatin1String(", ")))
                    : BindingRules::tr("unknown key \"%1\" in %2 is dropped by Sunrise; did you mean \"%3\"?")
                          .arg(it.key(), owner, meant),
                keyPointer);
    }
    for (const ConfigField &field : fields) {
        const auto it = object.constFind(field.key);
        const QString childPointer = pointer + u'/' + escapeKey(field.key);
        if (it == object.constEnd()) {
            if (field.required) {
                error(QStringLiteral("binding-required"),
                      BindingRules::tr("%1 is required").arg(label(childPointer)), childPointer);
            }
            continue;
        }
        walkValue(field, it.value(), childPointer);
    }
}

void Walker::walkValue(const ConfigField &field, const QJsonValue &value, const QString &pointer)
{
    const auto typeError = [&] {
        error(QStringLiteral("binding-type"),
              BindingRules::tr("%1 must be %2, not %3")
                  .arg(label(pointer), expectedName(field.type), jsonTypeName(value)),
              pointer);
    };
    switch (field.type) {
    case Type::String:
    case Type::Url:
    case Type::UrlOrEnvTemplate:
    case Type::EnvVarName:
        if (!value.isString())
            return typeError();
        if (field.type == Type::EnvVarName && value.toString().isEmpty())
            return; // an empty name is what checkAuth reports
        if (checkString(field, value.toString(), pointer, field.minLength, field.maxLength,
                        field.format, field.type)) {
            if (field.type == Type::UrlOrEnvTemplate)
                useTemplates(value.toString(), pointer);
            else if (field.type == Type::EnvVarName)
                useName(value.toString(), pointer,
                        BindingRules::tr("calls fail with auth_failed"));
        }
        return;
    case Type::Enum:
        if (!value.isString())
            return typeError();
        if (!field.enumValues.contains(value.toString())) {
            error(QStringLiteral("binding-enum"),
                  BindingRules::tr("%1 must be one of %2, not \"%3\"")
                      .arg(label(pointer), field.enumValues.join(QLatin1String(", ")), value.toString()),
                  pointer);
        }
        return;
    case Type::Integer:
    case Type::Number:
        if (!value.isDouble())
            return typeError();
        return checkNumber(field, value, pointer);
    case Type::Boolean:
        if (!value.isBool())
            return typeError();
        return;
    case Type::StringArray:
        if (!value.isArray())
            return typeError();
        return checkStringArray(field, value.toArray(), pointer);
    case Type::StringMap: {
        if (!value.isObject())
            return typeError();
        const QJsonObject map = value.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            const QString entryPointer = pointer + u'/' + escapeKey(it.key());
            if (!it.value().isString()) {
                error(QStringLiteral("binding-type"),
                      BindingRules::tr("%1 must be a string, not %2")
                          .arg(label(entryPointer), jsonTypeName(it.value())),
                      entryPointer);
                continue;
            }
            useTemplates(it.value().toString(), entryPointer);
        }
        return;
    }
    case Type::Object:
        if (!value.isObject())
            return typeError();
        return walkObject(value.toObject(), field.children, pointer, label(pointer));
    case Type::FreeObject:
        if (!value.isObject())
            return typeError();
        return checkProviders(value.toObject(), pointer);
    }
}

// Returns true when the string passed every rule.
bool Walker::checkString(const ConfigField &field, const QString &text, const QString &pointer,
                         std::optional<int> minLength, std::optional<int> maxLength,
                         const QString &format, std::optional<Type> type)
{
    Q_UNUSED(field)
    const QString name = label(pointer);
    if (minLength && text.size() < *minLength) {
        error(QStringLiteral("binding-bounds"),
              text.isEmpty() ? BindingRules::tr("%1 must not be empty").arg(name)
                             : BindingRules::tr("%1 must be at least %2 characters long")
                                                   .arg(name).arg(*minLength),
              pointer);
        return false;
    }
    if (maxLength && text.size() > *maxLength) {
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 is %2 characters long; at most %3 are allowed")
                  .arg(name)
                  .arg(text.size())
                  .arg(*maxLength),
              pointer);
        return false;
    }
    if (format == QLatin1String("ends-with-slash") && !text.endsWith(u'/')) {
        error(QStringLiteral("binding-format"),
              BindingRules::tr("%1 must end with \"/\" (\"%2\")").arg(name, text), pointer);
        return false;
    }
    if (format == QLatin1String("content-type") && !isContentType(text)) {
        error(QStringLiteral("binding-format"),
              BindingRules::tr("%1 must be a content type such as application/pdf, not \"%2\"").arg(name, text),
              pointer);
        return false;
    }
    if (type == Type::Url && !UrlGuard::parsesAsUrl(text)) {
        error(QStringLiteral("binding-format"),
              BindingRules::tr("%1 must be an absolute URL, not \"%2\"").arg(name, text), pointer);
        return false;
    }
    if (type == Type::UrlOrEnvTemplate && !UrlGuard::parsesAsUrl(text)
        && !EnvTemplate::containsTemplate(text)) {
        error(QStringLiteral("binding-format"),
              BindingRules::tr("%1 must be an absolute URL or contain a ${env:NAME} template "
                               "(NAME in capitals, digits and _)")
                  .arg(name),
              pointer);
        return false;
    }
    if (type == Type::EnvVarName && (text.contains(QLatin1String("${")) || !isEnvName(text))) {
        warning(QStringLiteral("binding-format"),
                BindingRules::tr("%1 must be the NAME of an environment variable, such as "
                                 "STRIPE_SECRET_KEY; Sunrise looks \"%2\" up literally")
                    .arg(name, text),
                pointer);
    }
    return true;
}

void Walker::checkNumber(const ConfigField &field, const QJsonValue &value, const QString &pointer)
{
    const QString name = label(pointer);
    const double number = value.toDouble();
    if (field.type == Type::Integer && !isInteger(value)) {
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 must be a whole number, not %2").arg(name, numberText(number)), pointer);
        return;
    }
    if (field.type == Type::Integer && std::fabs(number) > kMaxSafeInteger) {
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 must be a safe integer (at most 2^53 - 1 = 9007199254740991), not %2")
                  .arg(name, numberText(number)),
              pointer);
        return;
    }
    if (field.positive && !(number > 0)) {
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 must be greater than 0, not %2").arg(name, numberText(number)), pointer);
        return;
    }
    if ((field.minimum && number < *field.minimum) || (field.maximum && number > *field.maximum)) {
        QString range;
        if (field.minimum && field.maximum)
            range = BindingRules::tr("from %1 to %2").arg(numberText(*field.minimum), numberText(*field.maximum));
        else if (field.minimum)
            range = BindingRules::tr("at least %1").arg(numberText(*field.minimum));
        else
            range = BindingRules::tr("at most %1").arg(numberText(*field.maximum));
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 must be %2, not %3").arg(name, range, numberText(number)), pointer);
    }
}

void Walker::checkStringArray(const ConfigField &field, const QJsonArray &array, const QString &pointer)
{
    const QString name = label(pointer);
    if (field.minItems && array.size() < *field.minItems) {
        error(QStringLiteral("binding-bounds"),
              *field.minItems == 1 ? BindingRules::tr("%1 must list at least one entry").arg(name)
                                   : BindingRules::tr("%1 needs at least %2 entries").arg(name).arg(*field.minItems),
              pointer);
    }
    if (field.maxItems && array.size() > *field.maxItems) {
        error(QStringLiteral("binding-bounds"),
              BindingRules::tr("%1 has %2 entries; at most %3 are allowed")
                  .arg(name)
                  .arg(array.size())
                  .arg(*field.maxItems),
              pointer);
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString itemPointer = pointer + u'/' + QString::number(i);
        const QJsonValue item = array.at(i);
        if (!item.isString()) {
            error(QStringLiteral("binding-type"),
                  BindingRules::tr("%1 must be a string, not %2").arg(label(itemPointer), jsonTypeName(item)),
                  itemPointer);
            continue;
        }
        checkString(field, item.toString(), itemPointer, field.itemMinLength, field.itemMaxLength,
                    field.itemFormat, field.itemType);
    }
}

// send_message_to_channel providers: a record of objects, each checked by its adapter at
// call time; keys ending in "Env" name environment variables.
void Walker::checkProviders(const QJsonObject &providers, const QString &pointer)
{
    for (auto it = providers.begin(); it != providers.end(); ++it) {
        const QString providerPointer = pointer + u'/' + escapeKey(it.key());
        if (!it.value().isObject()) {
            // The schema takes any value; the adapter refuses it when a message goes out.
            warning(QStringLiteral("binding-provider-config"),
                    BindingRules::tr("%1 must be an object for the %2 adapter, not %3: Sunrise saves the "
                                     "binding, but every send through %2 fails")
                        .arg(label(providerPointer), it.key(), jsonTypeName(it.value())),
                    providerPointer);
            continue;
        }
        const QJsonObject provider = it.value().toObject();
        for (auto entry = provider.begin(); entry != provider.end(); ++entry) {
            if (entry.key().endsWith(QLatin1String("Env")) && entry.value().isString()) {
                useName(entry.value().toString(), providerPointer + u'/' + escapeKey(entry.key()),
                        BindingRules::tr("the %1 adapter cannot send").arg(it.key()));
            }
        }
    }
}

void Walker::checkAuth(const QJsonObject &auth, const QString &pointer)
{
    const QString type = auth.value(QStringLiteral("type")).toString();
    const ConfigField *typeField = BindingSchemas::forSlug(m_slug)->field(QStringLiteral("auth"))
                                       ->child(QStringLiteral("type"));
    if (!typeField->enumValues.contains(type))
        return;
    // The schema takes a missing or empty secret; each call then fails on its own (auth_failed),
    // the binding stays valid.
    const QJsonValue secret = auth.value(QStringLiteral("secret"));
    if (type != QLatin1String("none") && (secret.isUndefined() || secret == QJsonValue(QString()))) {
        warning(QStringLiteral("binding-auth-secret"),
                secret.isUndefined()
                    ? BindingRules::tr("auth.type \"%1\" without auth.secret: Sunrise saves the binding, "
                                       "but every call fails with auth_failed; name the environment "
                                       "variable that holds the secret")
                          .arg(type)
                    : BindingRules::tr("auth.secret is empty with auth.type \"%1\": Sunrise saves the "
                                       "binding, but every call fails with auth_failed; name the "
                                       "environment variable that holds the secret")
                          .arg(type),
                secret.isUndefined() ? pointer : pointer + QStringLiteral("/secret"));
    }
    if (type == QLatin1String("hmac")) {
        warning(QStringLiteral("binding-multipart-hmac"),
                BindingRules::tr("hmac auth cannot sign multipart bodies: every call with multipart "
                                 "fails with invalid_binding (JSON and text bodies work)"),
                pointer + QStringLiteral("/type"));
    }
}

void Walker::checkForcedUrl(const QString &text, const QString &pointer)
{
    const QList<EnvReference> references = EnvTemplate::scan(text);
    if (references.isEmpty()) {
        if (UrlGuard::parsesAsUrl(text)) {
            m_check.resolvedUrl = text;
            checkHost(text, pointer);
        }
        return;
    }
    const EnvTemplate::Resolution resolution = EnvTemplate::resolve(text, m_profile.lookup());
    if (!resolution.ok())
        return; // the missing variables are reported where they are used
    m_check.resolvedUrl = resolution.value;
    for (const EnvReference &reference : references) {
        if (!m_profile.value(reference.name))
            return; // a profile of names only: the value is unknown
    }
    if (!UrlGuard::parsesAsUrl(resolution.value)) {
        error(QStringLiteral("binding-resolved-url"),
              BindingRules::tr("forcedUrl resolves to something that is not an absolute URL with the "
                               "values of %1")
                  .arg(m_profileName),
              pointer);
        return;
    }
    checkHost(resolution.value, pointer);
}

void Walker::checkHost(const QString &url, const QString &pointer)
{
    const std::optional<QStringList> allowed = m_profile.allowedHosts();
    if (!allowed)
        return;
    if (allowed->isEmpty()) {
        warning(QStringLiteral("binding-host-not-allowed"),
                BindingRules::tr("ORCHESTRATION_ALLOWED_HOSTS is empty in %1, which blocks every host: "
                                 "calls fail with host_not_allowed")
                    .arg(m_profileName),
                pointer);
        return;
    }
    const QString host = hostOf(url);
    if (!host.isEmpty()
        && (allowed->contains(host) || allowed->contains(u'[' + host + u']'))) // IPv6 as a URL writes it
        return;
    warning(QStringLiteral("binding-host-not-allowed"),
            BindingRules::tr("host \"%1\" is not in ORCHESTRATION_ALLOWED_HOSTS of %2 (%3): calls fail "
                             "with host_not_allowed")
                .arg(host, m_profileName, allowed->join(QLatin1String(", "))),
            pointer);
}

void Walker::useTemplates(const QString &text, const QString &pointer)
{
    QStringList seen;
    for (const EnvReference &reference : EnvTemplate::scan(text)) {
        if (seen.contains(reference.name))
            continue;
        seen.append(reference.name);
        EnvUse use;
        use.name = reference.name;
        use.pointer = pointer.mid(kConfigPointer.size());
        use.templated = true;
        use.state = m_profile.state(reference.name);
        m_check.env.append(use);
        if (use.state == EnvState::Set)
            continue;
        const QString consequence =
            BindingRules::tr("every call fails closed (invalid_binding) and Sunrise lists it in "
                             "meta.warnings.missingEnvVars when the binding is saved");
        if (use.state == EnvState::Missing) {
            warning(QStringLiteral("binding-env-missing"),
                    BindingRules::tr("environment variable %1 used by %2 is not set in %3: %4")
                        .arg(use.name, label(pointer), m_profileName, consequence),
                    pointer);
        } else {
            warning(QStringLiteral("binding-env-empty"),
                    BindingRules::tr("environment variable %1 used by %2 is empty in %3, which Sunrise "
                                     "treats as unset: %4")
                        .arg(use.name, label(pointer), m_profileName, consequence),
                    pointer);
        }
    }
}

void Walker::useName(const QString &name, const QString &pointer, const QString &consequence)
{
    EnvUse use;
    use.name = name;
    use.pointer = pointer.mid(kConfigPointer.size());
    use.state = m_profile.state(name);
    m_check.env.append(use);
    if (use.state == EnvState::Missing) {
        warning(QStringLiteral("binding-env-missing"),
                BindingRules::tr("environment variable %1 named by %2 is not set in %3: %4")
                    .arg(name, label(pointer), m_profileName, consequence),
                pointer);
    } else if (use.state == EnvState::Empty) {
        warning(QStringLiteral("binding-env-empty"),
                BindingRules::tr("environment variable %1 named by %2 is empty in %3: %4")
                    .arg(name, label(pointer), m_profileName, consequence),
                pointer);
    }
}

void checkCapabilityState(const Capability &capability, Diagnostics &diagnostics)
{
    if (!capability.isActive) {
        diagnostics.append(Diagnostic::warning(
            QStringLiteral("binding-capability-inactive"),
            BindingRules::tr("capability %1 is inactive: the agent is not offered it and calls fail "
                             "with capability_inactive")
                .arg(capability.slug),
            SourceLocation::atPointer(QString(), QStringLiteral("/capability/isActive"))));
    }
    const QString quarantine = capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc());
    if (quarantine == QLatin1String("active"))
        return;
    const QString reason = capability.quarantineReason.isEmpty()
        ? QString()
        : BindingRules::tr(" (%1)").arg(capability.quarantineReason);
    const QString until = capability.quarantineUntil.isValid()
        ? BindingRules::tr(" until %1").arg(capability.quarantineUntil.toString(Qt::ISODate))
        : QString();
    diagnostics.append(Diagnostic::warning(
        QStringLiteral("binding-capability-quarantined"),
        BindingRules::tr("capability %1 is %2%3%4: calls fail with capability_quarantined")
            .arg(capability.slug, quarantine, until, reason),
        SourceLocation::atPointer(QString(), QStringLiteral("/capability/quarantineState"))));
}

} // namespace

bool BindingCheck::hasErrors() const
{
    return capstudio::hasErrors(diagnostics);
}

QStringList BindingCheck::unresolvedEnvVars() const
{
    QStringList names;
    for (const EnvUse &use : env) {
        if (use.state != EnvState::Set && !names.contains(use.name))
            names.append(use.name);
    }
    return names;
}

BindingCheck BindingRules::checkConfig(const QJsonValue &customConfig, const QString &capabilitySlug,
                                       const EnvProfile &profile)
{
    BindingCheck check;
    const BindingSchema *schema = BindingSchemas::forSlug(capabilitySlug);
    const auto at = SourceLocation::atPointer(QString(), kConfigPointer);
    const QString slug = capabilitySlug.isEmpty() ? tr("an unknown capability") : capabilitySlug;
    if (customConfig.isNull() || customConfig.isUndefined()) {
        if (schema && schema->configRequired) {
            check.diagnostics.append(Diagnostic::error(
                QStringLiteral("binding-config-required"),
                tr("%1 needs a customConfig (%2); without one every call fails closed (invalid_binding)")
                    .arg(slug, schema->keys().join(QLatin1String(", "))),
                at));
        }
        return check;
    }
    if (!customConfig.isObject()) {
        check.diagnostics.append(Diagnostic::error(
            QStringLiteral("binding-config-type"),
            tr("customConfig must be a JSON object or null, not %1; Sunrise's admin API refuses it (400)")
                .arg(jsonTypeName(customConfig)),
            at));
        return check;
    }
    Walker walker(profile, check, capabilitySlug);
    if (!schema) {
        check.diagnostics.append(Diagnostic(
            Severity::Info, QStringLiteral("binding-no-schema"),
            tr("%1 has no binding schema in Sunrise: its customConfig is stored as given and only "
               "checked to be an object")
                .arg(slug),
            at));
        walker.scanTopLevelTemplates(customConfig.toObject());
        return check;
    }
    walker.walkSchema(customConfig.toObject(), *schema);
    return check;
}

BindingCheck BindingRules::checkJson(const QJsonObject &bindingRow, const Capability &capability,
                                     const EnvProfile &profile)
{
    BindingCheck check = checkConfig(bindingRow.value(QStringLiteral("customConfig")), capability.slug, profile);
    Diagnostics head;
    const QJsonValue enabled = bindingRow.value(QStringLiteral("isEnabled"));
    if (!enabled.isUndefined() && !enabled.isBool()) {
        head.append(Diagnostic::error(QStringLiteral("binding-type"),
                                      tr("isEnabled must be a boolean, not %1; Sunrise's admin API refuses it (400)")
                                          .arg(jsonTypeName(enabled)),
                                      SourceLocation::atPointer(QString(), QStringLiteral("/isEnabled"))));
    }
    const QJsonValue rateLimit = bindingRow.value(QStringLiteral("customRateLimit"));
    if (!rateLimit.isUndefined() && !rateLimit.isNull()
        && (!isInteger(rateLimit) || rateLimit.toDouble() < 1 || rateLimit.toDouble() > 10000)) {
        const QString shown = rateLimit.isDouble() ? numberText(rateLimit.toDouble()) : jsonTypeName(rateLimit);
        head.append(Diagnostic::error(QStringLiteral("binding-rate-limit"),
                                      tr("customRateLimit must be a whole number from 1 to 10000 (calls per "
                                         "minute) or null, not %1; Sunrise's admin API refuses it (400)")
                                          .arg(shown),
                                      SourceLocation::atPointer(QString(), QStringLiteral("/customRateLimit"))));
    }
    checkCapabilityState(capability, head);
    check.diagnostics = head + check.diagnostics;
    return check;
}

BindingCheck BindingRules::check(const AgentBinding &binding, const Capability &capability,
                                 const EnvProfile &profile)
{
    return checkJson(binding.toJson(), capability, profile);
}

std::optional<int> BindingRules::effectiveRateLimit(const AgentBinding &binding, const Capability &capability)
{
    const std::optional<int> limit = binding.customRateLimit ? binding.customRateLimit : capability.rateLimit;
    if (!limit || *limit == 0)
        return std::nullopt;
    return limit;
}

} // namespace capstudio
