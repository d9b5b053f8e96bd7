#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace capstudio {

// Where one window reads and writes its catalog: the embedded SQLite workspace, a
// PostgreSQL database (a Sunrise database or a shared one), a live Sunrise server, or a
// catalog folder (capstudio catalog pull's files, reviewed in git).
//
// A profile never holds a secret. The password or API key lives in the system keychain
// under secretKey(), or is asked for each time (see CredentialStore).
struct ConnectionProfile
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfile)

public:
    enum class Kind { Embedded, PostgreSql, Sunrise, CatalogFolder };

    QString name;
    Kind kind = Kind::Embedded;
    QString workspacePath; // Embedded: the SQLite file, empty = the default workspace; CatalogFolder: the folder
    QString host;          // PostgreSql: a host name or an IP address
    int port = 5432;
    QString database;
    QString user;
    QString sslMode = QStringLiteral("prefer");
    QUrl serverUrl; // Sunrise: the origin, e.g. https://sunrise.example.com (a path prefix is allowed)

    // Whether connecting needs a password (PostgreSql) or an API key (Sunrise).
    bool needsSecret() const { return kind == Kind::PostgreSql || kind == Kind::Sunrise; }

    // The name of the keychain entry holding this profile's secret; empty for Embedded.
    // It names where the secret is valid, not the profile, so renaming a profile keeps its
    // secret and two profiles for the same account share one entry:
    //   PostgreSql  postgresql://user@host:port (no database: a role's password is valid
    //               for every database of the server)
    //   Sunrise     the normalised server URL, e.g. https://sunrise.example.com
    QString secretKey() const;

    // Where the profile points, for titles, tooltips and logs; never contains a secret.
    // PostgreSql and Sunrise give a URL that fromUrl() reads back.
    QString displayUrl() const;

    // The server URL as a client should use it: lower-case scheme and host, no default
    // port, no trailing slash, no user info, query or fragment.
    QUrl normalizedServerUrl() const;

    // Reads postgresql://user@host:port/database?sslmode=require (also postgres://),
    // https:// and http:// Sunrise origins, and file:// workspace files. A URL carrying a
    // password is refused: secrets never come from the command line or from URLs. The
    // profile is named after the database and host; it is validated before it is returned.
    // Error messages never repeat the text, which might hold a secret.
    static Expected<ConnectionProfile> fromUrl(const QString &text);

    // The first problem that stops a connection, as a sentence for a person.
    Status validate() const;
    // Checks a secret typed for this profile: a Sunrise API key must look like one
    // (sk_ and 64 hexadecimal digits). An empty secret passes: it comes from the keychain.
    Status validateSecret(const QString &secret) const;

    static QString kindName(Kind kind);          // translated, for people
    static QString kindKey(Kind kind);           // "embedded", "postgresql", "sunrise", "folder"
    static bool kindFromKey(const QString &key, Kind *kind);
    static QStringList sslModes();               // disable prefer require verify-ca verify-full
    static constexpr int DefaultPostgresPort = 5432;

    friend bool operator==(const ConnectionProfile &a, const ConnectionProfile &b);
    friend bool operator!=(const ConnectionProfile &a, const ConnectionProfile &b) { return !(a == b); }
};

} // namespace capstudio
