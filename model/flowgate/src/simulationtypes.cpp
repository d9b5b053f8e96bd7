#include "flowgate/simulationtypes.h"

#include <QJsonArray>

namespace capstudio::flowgate {

namespace {

struct StatusName
{
    SimulationStatus status;
    const char *name;
};

const StatusName statusNames[] = {
    {SimulationStatus::NotStarted, "not_started"},
    {SimulationStatus::WaitingForAction, "waiting_for_action"},
    {SimulationStatus::AwaitingExecutor, "awaiting_executor"},
    {SimulationStatus::Completed, "completed"},
    {SimulationStatus::Rejected, "rejected"},
    {SimulationStatus::Failed, "failed"},
};

const QString KeyPrincipal = QStringLiteral("principal");
const QString KeyRoles = QStringLiteral("roles");
const QString KeyPermissions = QStringLiteral("permissions");
const QString KeyGuidance = QStringLiteral("acknowledgedGuidance");
const QString KeyScripts = QStringLiteral("acknowledgedScripts");
const QString KeyInstanceId = QStringLiteral("instanceId");
const QString KeyAllowPending = QStringLiteral("allowPendingLexicon");

class SettingsReader
{
    Q_DECLARE_TR_FUNCTIONS(SimulationSettings)

public:
    SettingsReader(const QJsonObject &object, const QString &pointer) : m_object(object), m_pointer(pointer) {}

    bool text(const QString &key, QString *into)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined())
            return true;
        if (!value.isString())
            return fail(key, tr("must be a string"));
        *into = value.toString();
        return true;
    }

    bool list(const QString &key, QStringList *into)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined())
            return true;
        if (!value.isArray())
            return fail(key, tr("must be an array of strings"));
        const QJsonArray array = value.toArray();
        QStringList items;
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString())
                return fail(key + QLatin1Char('/') + QString::number(i), tr("must be a string"));
            items.append(array.at(i).toString());
        }
        *into = items;
        return true;
    }

    bool flag(const QString &key, bool *into)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined())
            return true;
        if (!value.isBool())
            return fail(key, tr("must be true or false"));
        *into = value.toBool();
        return true;
    }

    StoreError error() const { return m_error; }

private:
    bool fail(const QString &key, const QString &what)
    {
        m_error = StoreError{StoreError::Kind::Invalid,
                             tr("saved simulation %1: %2").arg(m_pointer + QLatin1Char('/') + key, what)};
        return false;
    }

    const QJsonObject &m_object;
    QString m_pointer;
    StoreError m_error;
};

} // namespace

QString simulationStatusName(SimulationStatus status)
{
    for (const StatusName &entry : statusNames) {
        if (entry.status == status)
            return QString::fromLatin1(entry.name);
    }
    return QString();
}

std::optional<SimulationStatus> simulationStatusFromName(const QString &name)
{
    for (const StatusName &entry : statusNames) {
        if (name == QLatin1String(entry.name))
            return entry.status;
    }
    return std::nullopt;
}

QJsonObject ExecutorOutcome::toJson() const
{
    switch (kind) {
    case Kind::Unspecified:
        return {};
    case Kind::Output:
        return {{QStringLiteral("output"), output.toJson()}};
    case Kind::Failure:
        return {{QStringLiteral("error"), error}};
    }
    return {};
}

bool ExecutorOutcome::operator==(const ExecutorOutcome &other) const
{
    return kind == other.kind && output == other.output && error == other.error;
}

QJsonObject SimulationSettings::toJson() const
{
    return {
        {KeyPrincipal, principal},
        {KeyRoles, QJsonArray::fromStringList(roles)},
        {KeyPermissions, QJsonArray::fromStringList(permissions)},
        {KeyGuidance, QJsonArray::fromStringList(acknowledgedGuidance)},
        {KeyScripts, QJsonArray::fromStringList(acknowledgedScripts)},
        {KeyInstanceId, instanceId},
        {KeyAllowPending, allowPendingLexicon},
    };
}

Expected<SimulationSettings> SimulationSettings::fromJson(const QJsonValue &json, const QString &pointer)
{
    SimulationSettings settings;
    if (json.isUndefined() || json.isNull())
        return settings;
    if (!json.isObject())
        return StoreError{StoreError::Kind::Invalid,
                          SettingsReader::tr("saved simulation %1: must be an object").arg(pointer)};
    const QJsonObject object = json.toObject();
    SettingsReader reader(object, pointer);
    if (!reader.text(KeyPrincipal, &settings.principal) || !reader.list(KeyRoles, &settings.roles)
        || !reader.list(KeyPermissions, &settings.permissions)
        || !reader.list(KeyGuidance, &settings.acknowledgedGuidance)
        || !reader.list(KeyScripts, &settings.acknowledgedScripts)
        || !reader.text(KeyInstanceId, &settings.instanceId)
        || !reader.flag(KeyAllowPending, &settings.allowPendingLexicon))
        return reader.error();
    return settings;
}

bool SimulationSettings::operator==(const SimulationSettings &other) const
{
    return principal == other.principal && roles == other.roles && permissions == other.permissions
        && acknowledgedGuidance == other.acknowledgedGuidance && acknowledgedScripts == other.acknowledgedScripts
        && instanceId == other.instanceId && allowPendingLexicon == other.allowPendingLexicon;
}

} // namespace capstudio::flowgate
