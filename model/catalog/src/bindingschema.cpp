#include "catalog/bindingschema.h"

namespace capstudio {

namespace {

using Type = ConfigField::Type;

ConfigField field(const QString &key, Type type, const QString &title, const QString &description)
{
    ConfigField f;
    f.key = key;
    f.type = type;
    f.title = title;
    f.description = description;
    return f;
}

// Reference §6.1.
BindingSchema callExternalApi()
{
    BindingSchema schema;
    schema.capabilitySlug = QStringLiteral("call_external_api");

    ConfigField prefixes = field(QStringLiteral("allowedUrlPrefixes"), Type::StringArray,
                                 BindingSchemas::tr("Allowed URL prefixes"),
                                 BindingSchemas::tr("The URL the model supplies must start with one of "
                                                    "these; ignored when a forced URL is set."));
    prefixes.minItems = 1;
    prefixes.itemType = Type::Url;
    schema.fields.append(prefixes);

    ConfigField forcedUrl = field(QStringLiteral("forcedUrl"), Type::UrlOrEnvTemplate,
                                  BindingSchemas::tr("Forced URL"),
                                  BindingSchemas::tr("Replaces the model's URL entirely; may use "
                                                     "${env:NAME} templates."));
    forcedUrl.minLength = 1;
    forcedUrl.maxLength = 2048;
    schema.fields.append(forcedUrl);

    ConfigField auth = field(QStringLiteral("auth"), Type::Object, BindingSchemas::tr("Authentication"),
                             BindingSchemas::tr("How the request authenticates; the secret is read "
                                                "from an environment variable at call time."));
    ConfigField authType = field(QStringLiteral("type"), Type::Enum, BindingSchemas::tr("Type"),
                                 BindingSchemas::tr("none, bearer, api-key, query-param, basic or hmac."));
    authType.required = true;
    authType.enumValues = {QStringLiteral("none"), QStringLiteral("bearer"), QStringLiteral("api-key"),
                           QStringLiteral("query-param"), QStringLiteral("basic"), QStringLiteral("hmac")};
    ConfigField secret = field(QStringLiteral("secret"), Type::EnvVarName,
                               BindingSchemas::tr("Secret variable"),
                               BindingSchemas::tr("The NAME of the environment variable holding the "
                                                  "secret (required unless the type is none)."));
    ConfigField queryParam = field(QStringLiteral("queryParam"), Type::String,
                                   BindingSchemas::tr("Query parameter"),
                                   BindingSchemas::tr("The query parameter that carries the secret "
                                                      "(query-param)."));
    queryParam.defaultText = QStringLiteral("api_key");
    ConfigField apiKeyHeader = field(QStringLiteral("apiKeyHeaderName"), Type::String,
                                     BindingSchemas::tr("API key header"),
                                     BindingSchemas::tr("The header that carries the secret (api-key)."));
    apiKeyHeader.defaultText = QStringLiteral("X-API-Key");
    ConfigField hmacHeader = field(QStringLiteral("hmacHeaderName"), Type::String,
                                   BindingSchemas::tr("HMAC header"),
                                   BindingSchemas::tr("The header that carries the signature (hmac)."));
    hmacHeader.defaultText = QStringLiteral("X-Signature");
    ConfigField hmacAlgorithm = field(QStringLiteral("hmacAlgorithm"), Type::Enum,
                                      BindingSchemas::tr("HMAC algorithm"),
                                      BindingSchemas::tr("sha256 or sha512 (hmac)."));
    hmacAlgorithm.enumValues = {QStringLiteral("sha256"), QStringLiteral("sha512")};
    hmacAlgorithm.defaultText = QStringLiteral("sha256");
    ConfigField hmacTemplate = field(QStringLiteral("hmacBodyTemplate"), Type::String,
                                     BindingSchemas::tr("HMAC body template"),
                                     BindingSchemas::tr("What is signed, with the tokens {method}, "
                                                        "{path} and {body} (hmac)."));
    hmacTemplate.defaultText = QStringLiteral("{method}\\n{path}\\n{body}");
    auth.children = {authType, secret, queryParam, apiKeyHeader, hmacHeader, hmacAlgorithm, hmacTemplate};
    schema.fields.append(auth);

    schema.fields.append(field(QStringLiteral("forcedHeaders"), Type::StringMap,
                               BindingSchemas::tr("Forced headers"),
                               BindingSchemas::tr("Headers merged over the model's; values may use "
                                                  "${env:NAME} templates.")));
    schema.fields.append(field(QStringLiteral("autoIdempotency"), Type::Boolean,
                               BindingSchemas::tr("Automatic idempotency key"),
                               BindingSchemas::tr("Send a fresh UUID idempotency header on every call.")));
    ConfigField idempotencyHeader = field(QStringLiteral("idempotencyHeader"), Type::String,
                                          BindingSchemas::tr("Idempotency header"),
                                          BindingSchemas::tr("The header name of the idempotency key."));
    idempotencyHeader.defaultText = QStringLiteral("Idempotency-Key");
    schema.fields.append(idempotencyHeader);

    ConfigField transform = field(QStringLiteral("defaultResponseTransform"), Type::Object,
                                  BindingSchemas::tr("Default response transform"),
                                  BindingSchemas::tr("Applied to the response unless the model passes "
                                                     "its own JMESPath extract."));
    ConfigField transformType = field(QStringLiteral("type"), Type::Enum, BindingSchemas::tr("Type"),
                                      BindingSchemas::tr("jmespath or template."));
    transformType.required = true;
    transformType.enumValues = {QStringLiteral("jmespath"), QStringLiteral("template")};
    ConfigField expression = field(QStringLiteral("expression"), Type::String,
                                   BindingSchemas::tr("Expression"),
                                   BindingSchemas::tr("The JMESPath expression or the template text."));
    expression.required = true;
    expression.minLength = 1;
    expression.maxLength = 2000;
    transform.children = {transformType, expression};
    schema.fields.append(transform);

    ConfigField timeout = field(QStringLiteral("timeoutMs"), Type::Integer, BindingSchemas::tr("Timeout (ms)"),
                                BindingSchemas::tr("How long to wait for the response."));
    timeout.positive = true;
    timeout.defaultText = QStringLiteral("30000");
    schema.fields.append(timeout);
    ConfigField maxBytes = field(QStringLiteral("maxResponseBytes"), Type::Integer,
                                 BindingSchemas::tr("Maximum response bytes"),
                                 BindingSchemas::tr("Larger responses fail with response_too_large."));
    maxBytes.positive = true;
    maxBytes.defaultText = QStringLiteral("1048576");
    schema.fields.append(maxBytes);
    return schema;
}

// Reference §6.2.
BindingSchema runWorkflow()
{
    BindingSchema schema;
    schema.capabilitySlug = QStringLiteral("run_workflow");
    schema.configRequired = true;
    ConfigField slugs = field(QStringLiteral("allowedWorkflowSlugs"), Type::StringArray,
                              BindingSchemas::tr("Allowed workflows"),
                              BindingSchemas::tr("The slugs of the workflows this agent may start."));
    slugs.required = true;
    slugs.minItems = 1;
    slugs.itemType = Type::String;
    slugs.itemMinLength = 1;
    slugs.itemMaxLength = 120;
    ConfigField budget = field(QStringLiteral("defaultBudgetUsd"), Type::Number,
                               BindingSchemas::tr("Default budget (USD)"),
                               BindingSchemas::tr("The spending limit of a run unless the call sets one."));
    budget.positive = true;
    schema.fields = {slugs, budget};
    return schema;
}

BindingSchema uploadToStorage()
{
    BindingSchema schema;
    schema.capabilitySlug = QStringLiteral("upload_to_storage");
    ConfigField prefix = field(QStringLiteral("keyPrefix"), Type::String, BindingSchemas::tr("Key prefix"),
                               BindingSchemas::tr("The folder uploads go to; must end with \"/\"."));
    prefix.minLength = 1;
    prefix.maxLength = 200;
    prefix.format = QStringLiteral("ends-with-slash");
    ConfigField types = field(QStringLiteral("allowedContentTypes"), Type::StringArray,
                              BindingSchemas::tr("Allowed content types"),
                              BindingSchemas::tr("The MIME types (type/subtype) that may be uploaded."));
    types.minItems = 1;
    types.maxItems = 20;
    types.itemType = Type::String;
    types.itemFormat = QStringLiteral("content-type");
    ConfigField size = field(QStringLiteral("maxFileSizeBytes"), Type::Integer,
                             BindingSchemas::tr("Maximum file size (bytes)"),
                             BindingSchemas::tr("At most 100 MiB (104857600 bytes)."));
    size.positive = true;
    size.maximum = 104857600;
    ConfigField ttl = field(QStringLiteral("signedUrlTtlSeconds"), Type::Integer,
                            BindingSchemas::tr("Signed URL lifetime (s)"),
                            BindingSchemas::tr("From 60 seconds to 7 days (604800)."));
    ttl.minimum = 60;
    ttl.maximum = 604800;
    ConfigField isPublic = field(QStringLiteral("public"), Type::Boolean, BindingSchemas::tr("Public"),
                                 BindingSchemas::tr("Return a public URL instead of a signed one."));
    schema.fields = {prefix, types, size, ttl, isPublic};
    return schema;
}

BindingSchema sendMessageToChannel()
{
    BindingSchema schema;
    schema.capabilitySlug = QStringLiteral("send_message_to_channel");
    ConfigField providers = field(QStringLiteral("providers"), Type::FreeObject,
                                  BindingSchemas::tr("Providers"),
                                  BindingSchemas::tr("One object per provider slug (twilio, meta …), "
                                                     "checked by the provider's adapter; *Env keys "
                                                     "name environment variables."));
    providers.required = true;
    ConfigField throttle = field(QStringLiteral("throttle"), Type::Object, BindingSchemas::tr("Throttle"),
                                 BindingSchemas::tr("Limits replies per conversation."));
    ConfigField perHour = field(QStringLiteral("perConversationPerHour"), Type::Integer,
                                BindingSchemas::tr("Per conversation per hour"),
                                BindingSchemas::tr("From 1 to 100 messages."));
    perHour.required = true;
    perHour.minimum = 1;
    perHour.maximum = 100;
    throttle.children = {perHour};
    ConfigField force = field(QStringLiteral("allowForceProvider"), Type::Boolean,
                              BindingSchemas::tr("Allow forcing a provider"),
                              BindingSchemas::tr("Let the model pick the provider explicitly."));
    schema.fields = {providers, throttle, force};
    return schema;
}

const ConfigField *findField(const QList<ConfigField> &fields, const QString &key)
{
    for (const ConfigField &f : fields) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

} // namespace

const ConfigField *ConfigField::child(const QString &childKey) const
{
    return findField(children, childKey);
}

const ConfigField *BindingSchema::field(const QString &key) const
{
    return findField(fields, key);
}

QStringList BindingSchema::keys() const
{
    QStringList list;
    for (const ConfigField &f : fields)
        list.append(f.key);
    return list;
}

const QList<BindingSchema> &BindingSchemas::all()
{
    static const QList<BindingSchema> schemas{callExternalApi(), runWorkflow(), uploadToStorage(),
                                              sendMessageToChannel()};
    return schemas;
}

const BindingSchema *BindingSchemas::forSlug(const QString &capabilitySlug)
{
    for (const BindingSchema &schema : all()) {
        if (schema.capabilitySlug == capabilitySlug)
            return &schema;
    }
    return nullptr;
}

} // namespace capstudio
