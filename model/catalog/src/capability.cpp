#include "catalog/capability.h"

#include "catalog/jsonfields.h"

namespace capstudio {

using namespace jsonfields;

namespace {

// Each field's JSON form, both ways: what toJson() writes and how fromJson() reads it
// (a value of the wrong type falls back to the field's default).
struct FieldAccess
{
    QString key;
    QJsonValue (*get)(const Capability &);
    void (*set)(Capability &, const QJsonObject &);
};

const QList<FieldAccess> &fieldAccess()
{
    static const Capability defaults;
    static const QList<FieldAccess> access{
        {QStringLiteral("id"), [](const Capability &c) { return QJsonValue(c.id); },
         [](Capability &c, const QJsonObject &o) { c.id = string(o, QStringLiteral("id")); }},
        {QStringLiteral("name"), [](const Capability &c) { return QJsonValue(c.name); },
         [](Capability &c, const QJsonObject &o) { c.name = string(o, QStringLiteral("name")); }},
        {QStringLiteral("slug"), [](const Capability &c) { return QJsonValue(c.slug); },
         [](Capability &c, const QJsonObject &o) { c.slug = string(o, QStringLiteral("slug")); }},
        {QStringLiteral("description"), [](const Capability &c) { return QJsonValue(c.description); },
         [](Capability &c, const QJsonObject &o) { c.description = string(o, QStringLiteral("description")); }},
        {QStringLiteral("category"), [](const Capability &c) { return QJsonValue(c.category); },
         [](Capability &c, const QJsonObject &o) { c.category = string(o, QStringLiteral("category")); }},
        {QStringLiteral("functionDefinition"), [](const Capability &c) { return QJsonValue(c.functionDefinition.get()); },
         [](Capability &c, const QJsonObject &o) {
             c.functionDefinition = o.value(QStringLiteral("functionDefinition")).toObject();
         }},
        {QStringLiteral("executionType"), [](const Capability &c) { return QJsonValue(c.executionType); },
         [](Capability &c, const QJsonObject &o) {
             c.executionType = string(o, QStringLiteral("executionType"), defaults.executionType);
         }},
        {QStringLiteral("executionHandler"), [](const Capability &c) { return QJsonValue(c.executionHandler); },
         [](Capability &c, const QJsonObject &o) { c.executionHandler = string(o, QStringLiteral("executionHandler")); }},
        {QStringLiteral("executionConfig"), [](const Capability &c) { return c.executionConfig.get(); },
         [](Capability &c, const QJsonObject &o) { c.executionConfig = jsonOrNull(o, QStringLiteral("executionConfig")); }},
        {QStringLiteral("requiresApproval"), [](const Capability &c) { return QJsonValue(c.requiresApproval); },
         [](Capability &c, const QJsonObject &o) {
             c.requiresApproval = boolean(o, QStringLiteral("requiresApproval"), defaults.requiresApproval);
         }},
        {QStringLiteral("approvalTimeoutMs"), [](const Capability &c) { return fromOptional(c.approvalTimeoutMs); },
         [](Capability &c, const QJsonObject &o) { c.approvalTimeoutMs = optionalInt(o, QStringLiteral("approvalTimeoutMs")); }},
        {QStringLiteral("rateLimit"), [](const Capability &c) { return fromOptional(c.rateLimit); },
         [](Capability &c, const QJsonObject &o) { c.rateLimit = optionalInt(o, QStringLiteral("rateLimit")); }},
        {QStringLiteral("isIdempotent"), [](const Capability &c) { return QJsonValue(c.isIdempotent); },
         [](Capability &c, const QJsonObject &o) {
             c.isIdempotent = boolean(o, QStringLiteral("isIdempotent"), defaults.isIdempotent);
         }},
        {QStringLiteral("isActive"), [](const Capability &c) { return QJsonValue(c.isActive); },
         [](Capability &c, const QJsonObject &o) { c.isActive = boolean(o, QStringLiteral("isActive"), defaults.isActive); }},
        {QStringLiteral("isSystem"), [](const Capability &c) { return QJsonValue(c.isSystem); },
         [](Capability &c, const QJsonObject &o) { c.isSystem = boolean(o, QStringLiteral("isSystem"), defaults.isSystem); }},
        {QStringLiteral("quarantineState"), [](const Capability &c) { return QJsonValue(c.quarantineState); },
         [](Capability &c, const QJsonObject &o) {
             c.quarantineState = string(o, QStringLiteral("quarantineState"), defaults.quarantineState);
         }},
        {QStringLiteral("quarantineReason"), [](const Capability &c) { return fromNullableString(c.quarantineReason); },
         [](Capability &c, const QJsonObject &o) {
             const QJsonValue reason = o.value(QStringLiteral("quarantineReason"));
             c.quarantineReason = reason.isString() ? reason.toString() : QString();
         }},
        {QStringLiteral("quarantineUntil"), [](const Capability &c) { return fromDateTime(c.quarantineUntil); },
         [](Capability &c, const QJsonObject &o) { c.quarantineUntil = dateTime(o, QStringLiteral("quarantineUntil")); }},
        {QStringLiteral("metadata"), [](const Capability &c) { return c.metadata.get(); },
         [](Capability &c, const QJsonObject &o) { c.metadata = jsonOrNull(o, QStringLiteral("metadata")); }},
    };
    return access;
}

const FieldAccess *accessOf(const QString &key)
{
    static const QHash<QString, const FieldAccess *> byKey = [] {
        QHash<QString, const FieldAccess *> index;
        for (const FieldAccess &field : fieldAccess())
            index.insert(field.key, &field);
        return index;
    }();
    return byKey.value(key);
}

} // namespace

QJsonObject Capability::toJson() const
{
    QJsonObject object;
    for (const FieldAccess &field : fieldAccess())
        object.insert(field.key, field.get(*this));
    return object;
}

Capability Capability::fromJson(const QJsonObject &object)
{
    Capability capability;
    for (const FieldAccess &field : fieldAccess())
        field.set(capability, object);
    return capability;
}

QJsonValue Capability::value(const QString &key) const
{
    const FieldAccess *field = accessOf(key);
    return field ? field->get(*this) : QJsonValue(QJsonValue::Undefined);
}

bool Capability::setValue(const QString &key, const QJsonValue &value)
{
    const FieldAccess *field = accessOf(key);
    if (!field)
        return false;
    field->set(*this, QJsonObject{{key, value}});
    return true;
}

QString Capability::effectiveQuarantineState(const QDateTime &now) const
{
    if (quarantineState != QLatin1String("quarantined-soft")
        && quarantineState != QLatin1String("quarantined-hard"))
        return QStringLiteral("active");
    if (quarantineUntil.isValid() && quarantineUntil < now)
        return QStringLiteral("active");
    return quarantineState;
}

bool Capability::operator==(const Capability &other) const
{
    return id == other.id && name == other.name && slug == other.slug
        && description == other.description && category == other.category
        && functionDefinition == other.functionDefinition && executionType == other.executionType
        && executionHandler == other.executionHandler && executionConfig == other.executionConfig
        && requiresApproval == other.requiresApproval
        && approvalTimeoutMs == other.approvalTimeoutMs && rateLimit == other.rateLimit
        && isIdempotent == other.isIdempotent && isActive == other.isActive
        && isSystem == other.isSystem && quarantineState == other.quarantineState
        && quarantineReason.isNull() == other.quarantineReason.isNull()
        && quarantineReason == other.quarantineReason
        && quarantineUntil == other.quarantineUntil && metadata == other.metadata;
}

} // namespace capstudio
