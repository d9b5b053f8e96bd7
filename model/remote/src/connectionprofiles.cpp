#include "remote/connectionprofiles.h"

#include <QSettings>

#include <algorithm>

namespace capstudio {

namespace {

const QString GroupKey = QStringLiteral("connections");
const QString ArrayKey = QStringLiteral("profiles");
const QString ActiveGroupKey = QStringLiteral("active");

namespace Field {
const QString Name = QStringLiteral("name");
const QString Kind = QStringLiteral("kind");
const QString BuiltIn = QStringLiteral("builtin");
const QString WorkspacePath = QStringLiteral("workspacePath");
const QString Host = QStringLiteral("host");
const QString Port = QStringLiteral("port");
const QString Database = QStringLiteral("database");
const QString User = QStringLiteral("user");
const QString SslMode = QStringLiteral("sslMode");
const QString ServerUrl = QStringLiteral("serverUrl");
} // namespace Field

StoreError error(StoreError::Kind kind, const QString &message)
{
    return StoreError{kind, message};
}

// Window keys become one settings key: no group separators inside.
QString settingsKeyFor(const QString &windowKey)
{
    QString key = windowKey.isEmpty() ? QStringLiteral("main") : windowKey;
    key.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
    return key;
}

void writeProfile(QSettings &settings, const ConnectionProfile &profile, bool builtIn)
{
    settings.setValue(Field::Name, profile.name);
    settings.setValue(Field::Kind, ConnectionProfile::kindKey(profile.kind));
    if (builtIn)
        settings.setValue(Field::BuiltIn, true);
    switch (profile.kind) {
    case ConnectionProfile::Kind::Embedded:
    case ConnectionProfile::Kind::CatalogFolder:
        settings.setValue(Field::WorkspacePath, profile.workspacePath);
        break;
    case ConnectionProfile::Kind::PostgreSql:
        settings.setValue(Field::Host, profile.host);
        settings.setValue(Field::Port, profile.port);
        settings.setValue(Field::Database, profile.database);
        settings.setValue(Field::User, profile.user);
        settings.setValue(Field::SslMode, profile.sslMode);
        break;
    case ConnectionProfile::Kind::Sunrise:
        // User info never reaches the file, even if a caller left some in the URL.
        settings.setValue(Field::ServerUrl,
                          profile.serverUrl.adjusted(QUrl::RemoveUserInfo).toString(QUrl::FullyEncoded));
        break;
    }
}

ConnectionProfile readProfile(const QSettings &settings, ConnectionProfile::Kind kind)
{
    ConnectionProfile profile;
    profile.kind = kind;
    profile.name = settings.value(Field::Name).toString().trimmed();
    profile.workspacePath = settings.value(Field::WorkspacePath).toString();
    profile.host = settings.value(Field::Host).toString();
    profile.port = settings.value(Field::Port, ConnectionProfile::DefaultPostgresPort).toInt();
    profile.database = settings.value(Field::Database).toString();
    profile.user = settings.value(Field::User).toString();
    profile.sslMode = settings.value(Field::SslMode, profile.sslMode).toString();
    profile.serverUrl = QUrl(settings.value(Field::ServerUrl).toString(), QUrl::StrictMode)
                            .adjusted(QUrl::RemoveUserInfo);
    return profile;
}

} // namespace

ConnectionProfiles::ConnectionProfiles()
{
    ConnectionProfile embedded;
    embedded.name = builtInName();
    embedded.kind = ConnectionProfile::Kind::Embedded;
    m_profiles.append(embedded);
}

QString ConnectionProfiles::builtInName()
{
    return tr("Embedded workspace");
}

int ConnectionProfiles::indexOf(const QString &name) const
{
    const QString wanted = name.trimmed();
    for (int i = 0; i < count(); ++i) {
        if (m_profiles.at(i).name.compare(wanted, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

std::optional<ConnectionProfile> ConnectionProfiles::find(const QString &name) const
{
    const int index = indexOf(name);
    if (index < 0)
        return std::nullopt;
    return m_profiles.at(index);
}

Status ConnectionProfiles::checkName(const QString &name, int index) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return error(StoreError::Kind::Invalid, tr("The connection needs a name."));
    if (isBuiltIn(index) && trimmed != builtInName())
        return error(StoreError::Kind::Invalid, tr("The embedded workspace cannot be renamed."));
    const int existing = indexOf(trimmed);
    if (existing >= 0 && existing != index)
        return error(StoreError::Kind::Duplicate, tr("A connection named “%1” already exists.").arg(trimmed));
    return {};
}

QString ConnectionProfiles::uniqueName(const QString &base) const
{
    const QString trimmed = base.trimmed().isEmpty() ? tr("Connection") : base.trimmed();
    if (indexOf(trimmed) < 0)
        return trimmed;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(trimmed).arg(n);
        if (indexOf(candidate) < 0)
            return candidate;
    }
}

Status ConnectionProfiles::add(const ConnectionProfile &profile)
{
    if (const Status named = checkName(profile.name); !named.ok())
        return named;
    ConnectionProfile added = profile;
    added.name = profile.name.trimmed();
    m_profiles.append(added);
    return {};
}

Status ConnectionProfiles::update(int index, const ConnectionProfile &profile)
{
    if (index < 0 || index >= count())
        return error(StoreError::Kind::NotFound, tr("There is no connection number %1.").arg(index + 1));
    if (const Status named = checkName(profile.name, index); !named.ok())
        return named;
    if (isBuiltIn(index) && profile.kind != ConnectionProfile::Kind::Embedded)
        return error(StoreError::Kind::Invalid, tr("The embedded workspace stays a workspace file."));
    ConnectionProfile updated = profile;
    updated.name = profile.name.trimmed();
    m_profiles[index] = updated;
    return {};
}

Status ConnectionProfiles::remove(int index)
{
    if (index < 0 || index >= count())
        return error(StoreError::Kind::NotFound, tr("There is no connection number %1.").arg(index + 1));
    if (isBuiltIn(index))
        return error(StoreError::Kind::Invalid, tr("The embedded workspace cannot be removed."));
    m_profiles.removeAt(index);
    return {};
}

int ConnectionProfiles::secretUsers(const QString &secretKey) const
{
    if (secretKey.isEmpty())
        return 0;
    return int(std::count_if(m_profiles.cbegin(), m_profiles.cend(), [&](const ConnectionProfile &profile) {
        return profile.secretKey() == secretKey;
    }));
}

void ConnectionProfiles::load(QSettings &settings)
{
    *this = ConnectionProfiles();
    settings.beginGroup(GroupKey);
    const int size = settings.beginReadArray(ArrayKey);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        ConnectionProfile::Kind kind;
        if (!ConnectionProfile::kindFromKey(settings.value(Field::Kind).toString(), &kind))
            continue;
        ConnectionProfile profile = readProfile(settings, kind);
        if (settings.value(Field::BuiltIn).toBool()) {
            if (kind == ConnectionProfile::Kind::Embedded)
                m_profiles.front().workspacePath = profile.workspacePath;
            continue;
        }
        add(profile); // skips nameless and duplicate entries
    }
    settings.endArray();
    settings.endGroup();
}

void ConnectionProfiles::save(QSettings &settings) const
{
    settings.beginGroup(GroupKey);
    settings.remove(ArrayKey);
    settings.beginWriteArray(ArrayKey, count());
    for (int i = 0; i < count(); ++i) {
        settings.setArrayIndex(i);
        writeProfile(settings, m_profiles.at(i), isBuiltIn(i));
    }
    settings.endArray();
    settings.endGroup();
}

QString ConnectionProfiles::activeProfileName(QSettings &settings, const QString &windowKey)
{
    settings.beginGroup(GroupKey);
    settings.beginGroup(ActiveGroupKey);
    const QString name = settings.value(settingsKeyFor(windowKey)).toString();
    settings.endGroup();
    settings.endGroup();
    return name.isEmpty() ? builtInName() : name;
}

void ConnectionProfiles::setActiveProfileName(QSettings &settings, const QString &windowKey, const QString &name)
{
    const bool builtIn = name.trimmed().compare(builtInName(), Qt::CaseInsensitive) == 0;
    settings.beginGroup(GroupKey);
    settings.beginGroup(ActiveGroupKey);
    settings.setValue(settingsKeyFor(windowKey), builtIn ? QString() : name.trimmed());
    settings.endGroup();
    settings.endGroup();
}

} // namespace capstudio
