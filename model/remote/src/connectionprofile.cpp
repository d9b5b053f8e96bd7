#include "remote/connectionprofile.h"

#include "remote/sunriseclient.h"

#include "remote/loopback.h"

#include <QFileInfo>
#include <QDir>
#include <QRegularExpression>
#include <QUrlQuery>

namespace capstudio {

namespace {

const QString SslModeKey = QStringLiteral("sslmode");
const QString DefaultSslMode = QStringLiteral("prefer");

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

// "[::1]" as typed into a host field is the address ::1.
QString bareHost(const QString &host)
{
    const QString trimmed = host.trimmed();
    if (trimmed.size() > 2 && trimmed.startsWith(QLatin1Char('[')) && trimmed.endsWith(QLatin1Char(']')))
        return trimmed.mid(1, trimmed.size() - 2);
    return trimmed;
}

// A host name or address literal that QUrl accepts: no spaces, no user info, no path.
bool isValidHost(const QString &host)
{
    QUrl probe;
    probe.setScheme(QStringLiteral("postgresql"));
    probe.setHost(bareHost(host), QUrl::StrictMode);
    return probe.isValid() && !probe.host().isEmpty();
}

// The user-info part of a URL's authority, read from the raw text so that nothing QUrl
// normalises away ("user:@host") hides a password marker.
QString rawUserInfo(const QString &text, int authorityStart)
{
    static const QRegularExpression authorityEnd(QStringLiteral("[/?#]"));
    int end = text.indexOf(authorityEnd, authorityStart);
    if (end < 0)
        end = text.size();
    const QString authority = text.mid(authorityStart, end - authorityStart);
    const int at = authority.lastIndexOf(QLatin1Char('@'));
    return at < 0 ? QString() : authority.left(at);
}

Expected<ConnectionProfile> postgresFromUrl(const QUrl &url)
{
    ConnectionProfile profile;
    profile.kind = ConnectionProfile::Kind::PostgreSql;
    profile.host = url.host(QUrl::FullyDecoded);
    profile.port = url.port(ConnectionProfile::DefaultPostgresPort);
    profile.user = url.userName(QUrl::FullyDecoded);
    QString database = url.path(QUrl::FullyDecoded);
    if (database.startsWith(QLatin1Char('/')))
        database.remove(0, 1);
    profile.database = database;

    const QUrlQuery query(url);
    for (const auto &item : query.queryItems(QUrl::FullyDecoded)) {
        const QString key = item.first.toLower();
        if (key == QLatin1String("password"))
            return invalid(ConnectionProfile::tr(
                "The URL contains a password. Secrets are never taken from URLs or the command "
                "line: leave it out, and capstudio reads it from the system keychain or asks for it."));
        if (key != SslModeKey)
            return invalid(ConnectionProfile::tr("The URL parameter “%1” is not supported; only sslmode is.")
                               .arg(item.first));
        profile.sslMode = item.second;
    }
    profile.name = profile.database.isEmpty()
        ? profile.host
        : ConnectionProfile::tr("%1 on %2").arg(profile.database, profile.host);
    return profile;
}

Expected<ConnectionProfile> sunriseFromUrl(const QUrl &url)
{
    if (url.hasQuery() || url.hasFragment())
        return invalid(ConnectionProfile::tr("A server address has no query (?…) or fragment (#…)."));
    ConnectionProfile profile;
    profile.kind = ConnectionProfile::Kind::Sunrise;
    profile.serverUrl = url;
    profile.serverUrl = profile.normalizedServerUrl();
    profile.name = profile.serverUrl.port() > 0
        ? QStringLiteral("%1:%2").arg(profile.serverUrl.host()).arg(profile.serverUrl.port())
        : profile.serverUrl.host();
    return profile;
}

} // namespace

QString ConnectionProfile::secretKey() const
{
    switch (kind) {
    case Kind::Embedded:
    case Kind::CatalogFolder:
        return {};
    case Kind::PostgreSql: {
        QUrl key;
        key.setScheme(QStringLiteral("postgresql"));
        key.setUserName(user);
        key.setHost(bareHost(host));
        key.setPort(port);
        return key.toString(QUrl::FullyEncoded);
    }
    case Kind::Sunrise:
        return normalizedServerUrl().toString(QUrl::FullyEncoded);
    }
    return {};
}

QString ConnectionProfile::displayUrl() const
{
    switch (kind) {
    case Kind::Embedded:
        return workspacePath.isEmpty() ? tr("the default workspace") : QDir::toNativeSeparators(workspacePath);
    case Kind::CatalogFolder:
        return QDir::toNativeSeparators(workspacePath);
    case Kind::PostgreSql: {
        QUrl url;
        url.setScheme(QStringLiteral("postgresql"));
        url.setUserName(user);
        url.setHost(bareHost(host));
        url.setPort(port);
        url.setPath(QLatin1Char('/') + database);
        if (sslMode != DefaultSslMode) {
            QUrlQuery query;
            query.addQueryItem(SslModeKey, sslMode);
            url.setQuery(query);
        }
        return url.toString();
    }
    case Kind::Sunrise:
        return normalizedServerUrl().toString();
    }
    return {};
}

QUrl ConnectionProfile::normalizedServerUrl() const
{
    QUrl url = serverUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment
                                  | QUrl::NormalizePathSegments | QUrl::StripTrailingSlash);
    url.setScheme(url.scheme().toLower());
    if ((url.scheme() == QLatin1String("https") && url.port() == 443)
        || (url.scheme() == QLatin1String("http") && url.port() == 80))
        url.setPort(-1);
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path);
    return url;
}

Expected<ConnectionProfile> ConnectionProfile::fromUrl(const QString &text)
{
    const QString trimmed = text.trimmed();
    const int schemeEnd = trimmed.indexOf(QLatin1String("://"));
    if (schemeEnd <= 0)
        return invalid(tr("Not a connection URL: use postgresql://user@host:port/database, "
                          "https://server or a file:// workspace."));
    const QString scheme = trimmed.left(schemeEnd).toLower();
    // Before QUrl sees the text: its error strings quote the whole URL, password included.
    if (rawUserInfo(trimmed, schemeEnd + 3).contains(QLatin1Char(':')))
        return invalid(tr("The URL contains a password. Secrets are never taken from URLs or the "
                          "command line: leave it out, and capstudio reads it from the system "
                          "keychain or asks for it."));

    const QUrl url(trimmed, QUrl::TolerantMode);
    if (!url.isValid())
        return invalid(tr("The URL is not valid: check the host name, the port and the characters used."));

    Expected<ConnectionProfile> parsed = invalid(QString());
    if (scheme == QLatin1String("postgresql") || scheme == QLatin1String("postgres")) {
        parsed = postgresFromUrl(url);
    } else if (scheme == QLatin1String("https") || scheme == QLatin1String("http")) {
        if (!url.userInfo().isEmpty())
            return invalid(tr("A server address carries no user name: the API key is entered "
                              "separately and kept in the system keychain."));
        parsed = sunriseFromUrl(url);
    } else if (scheme == QLatin1String("file")) {
        ConnectionProfile profile;
        profile.workspacePath = url.toLocalFile();
        profile.name = QFileInfo(profile.workspacePath).completeBaseName();
        parsed = profile;
    } else {
        return invalid(tr("The URL scheme “%1” is not supported: use postgresql://, https:// "
                          "(http:// only to this computer) or file://.")
                           .arg(scheme));
    }
    if (!parsed.ok())
        return parsed;
    if (const Status status = parsed.value().validate(); !status.ok())
        return status.error();
    return parsed;
}

Status ConnectionProfile::validate() const
{
    if (name.trimmed().isEmpty())
        return invalid(tr("The connection needs a name."));

    switch (kind) {
    case Kind::Embedded:
        if (!workspacePath.isEmpty() && QFileInfo(workspacePath).isDir())
            return invalid(tr("%1 is a folder: choose a workspace file.")
                               .arg(QDir::toNativeSeparators(workspacePath)));
        return {};

    case Kind::CatalogFolder:
        if (workspacePath.isEmpty())
            return invalid(tr("The catalog folder is missing."));
        if (!QFileInfo(workspacePath).isDir())
            return invalid(tr("%1 is not a folder.").arg(QDir::toNativeSeparators(workspacePath)));
        if (!QDir(workspacePath).exists(QStringLiteral("capabilities")) && !QDir(workspacePath).exists(QStringLiteral("agents")))
            return invalid(tr("%1 is not a catalog folder: it has neither a capabilities/ nor an agents/ folder. "
                              "File ▸ Export Catalog to Folder… makes one.")
                               .arg(QDir::toNativeSeparators(workspacePath)));
        return {};

    case Kind::PostgreSql:
        if (host.trimmed().isEmpty())
            return invalid(tr("The host name of the PostgreSQL server is missing."));
        if (!isValidHost(host))
            return invalid(tr("“%1” is not a valid host name or address.").arg(host));
        if (port < 1 || port > 65535)
            return invalid(tr("The port must be between 1 and 65535."));
        if (database.trimmed().isEmpty())
            return invalid(tr("The database name is missing."));
        if (user.trimmed().isEmpty())
            return invalid(tr("The user name is missing."));
        if (!sslModes().contains(sslMode))
            return invalid(tr("Unknown SSL mode “%1”; use one of %2.")
                               .arg(sslMode, sslModes().join(QStringLiteral(", "))));
        return {};

    case Kind::Sunrise: {
        if (serverUrl.isEmpty())
            return invalid(tr("The server address is missing, for example https://sunrise.example.com."));
        const QString scheme = serverUrl.scheme().toLower();
        if (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
            return invalid(tr("The server address must start with https://."));
        if (!serverUrl.isValid() || serverUrl.host().isEmpty())
            return invalid(tr("The server address is not a valid URL."));
        if (!serverUrl.userInfo().isEmpty())
            return invalid(tr("The server address must not contain a user name or password: the "
                              "API key is entered separately."));
        if (serverUrl.hasQuery() || serverUrl.hasFragment())
            return invalid(tr("A server address has no query (?…) or fragment (#…)."));
        if (scheme == QLatin1String("http") && !isLoopbackUrl(serverUrl))
            return invalid(tr("Plain HTTP is refused for %1: the API key would travel unencrypted. "
                              "Use https://, or http:// only to this computer (localhost).")
                               .arg(serverUrl.host()));
        return {};
    }
    }
    return {};
}

Status ConnectionProfile::validateSecret(const QString &secret) const
{
    if (kind != Kind::Sunrise || secret.isEmpty())
        return {};
    return SunriseClient::checkKey(secret);
}

QString ConnectionProfile::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Embedded:
        return tr("Workspace file");
    case Kind::PostgreSql:
        return tr("PostgreSQL database");
    case Kind::Sunrise:
        return tr("Sunrise server");
    case Kind::CatalogFolder:
        return tr("Catalog folder");
    }
    return {};
}

QString ConnectionProfile::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Embedded:
        return QStringLiteral("embedded");
    case Kind::PostgreSql:
        return QStringLiteral("postgresql");
    case Kind::Sunrise:
        return QStringLiteral("sunrise");
    case Kind::CatalogFolder:
        return QStringLiteral("folder");
    }
    return {};
}

bool ConnectionProfile::kindFromKey(const QString &key, Kind *kind)
{
    for (const Kind candidate : {Kind::Embedded, Kind::PostgreSql, Kind::Sunrise, Kind::CatalogFolder}) {
        if (kindKey(candidate) == key) {
            *kind = candidate;
            return true;
        }
    }
    return false;
}

QStringList ConnectionProfile::sslModes()
{
    return {QStringLiteral("disable"), QStringLiteral("prefer"), QStringLiteral("require"),
            QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
}

bool operator==(const ConnectionProfile &a, const ConnectionProfile &b)
{
    return a.name == b.name && a.kind == b.kind && a.workspacePath == b.workspacePath
        && a.host == b.host && a.port == b.port && a.database == b.database && a.user == b.user
        && a.sslMode == b.sslMode && a.serverUrl == b.serverUrl;
}

} // namespace capstudio
