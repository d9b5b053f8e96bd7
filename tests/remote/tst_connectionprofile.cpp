// ConnectionProfile: URLs read and written back, every refusal (passwords in URLs, plain
// HTTP beyond this computer, incomplete profiles), the keychain key and the loopback rule.
#include "remote/connectionprofile.h"
#include "remote/loopback.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using Kind = ConnectionProfile::Kind;

Q_DECLARE_METATYPE(capstudio::ConnectionProfile)

namespace {

ConnectionProfile postgres()
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Team database");
    profile.kind = Kind::PostgreSql;
    profile.host = QStringLiteral("db.example.com");
    profile.port = 5433;
    profile.database = QStringLiteral("sunrise");
    profile.user = QStringLiteral("admin");
    profile.sslMode = QStringLiteral("require");
    return profile;
}

ConnectionProfile sunrise(const QString &url)
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Production");
    profile.kind = Kind::Sunrise;
    profile.serverUrl = QUrl(url);
    return profile;
}

} // namespace

class tst_ConnectionProfile : public QObject
{
    Q_OBJECT

private slots:
    void postgresUrls_data();
    void postgresUrls();
    void sunriseUrls_data();
    void sunriseUrls();
    void fileUrl();
    void refusedUrls_data();
    void refusedUrls();
    void displayUrlRoundTrips_data();
    void displayUrlRoundTrips();
    void plainHttp_data();
    void plainHttp();
    void validate_data();
    void validate();
    void secretKeyNamesTheAccount();
    void apiKeyFormat_data();
    void apiKeyFormat();
    void loopback_data();
    void loopback();
};

void tst_ConnectionProfile::postgresUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("sslMode");

    QTest::newRow("full") << "postgresql://admin@db.example.com:5433/sunrise?sslmode=require"
                          << "db.example.com" << 5433 << "sunrise" << "admin" << "require";
    QTest::newRow("postgres scheme, default port and mode")
        << "postgres://admin@db.example.com/sunrise" << "db.example.com" << 5432 << "sunrise" << "admin"
        << "prefer";
    QTest::newRow("upper-case scheme and host") << "PostgreSQL://admin@DB.Example.COM/sunrise"
                                                << "db.example.com" << 5432 << "sunrise" << "admin" << "prefer";
    QTest::newRow("IPv6 host") << "postgresql://admin@[::1]:6543/x" << "::1" << 6543 << "x" << "admin" << "prefer";
    QTest::newRow("encoded names") << "postgresql://o%27brien@h/my%20db" << "h" << 5432 << "my db" << "o'brien"
                                   << "prefer";
    QTest::newRow("surrounding spaces") << "  postgresql://a@h/d?sslmode=verify-full \n" << "h" << 5432 << "d"
                                        << "a" << "verify-full";
}

void tst_ConnectionProfile::postgresUrls()
{
    QFETCH(QString, url);
    const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(url);
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().message));
    const ConnectionProfile &profile = parsed.value();
    QCOMPARE(profile.kind, Kind::PostgreSql);
    QTEST(profile.host, "host");
    QTEST(profile.port, "port");
    QTEST(profile.database, "database");
    QTEST(profile.user, "user");
    QTEST(profile.sslMode, "sslMode");
    QVERIFY(!profile.name.isEmpty());
    QVERIFY(profile.validate().ok());
}

void tst_ConnectionProfile::sunriseUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("normalized");

    QTest::newRow("origin") << "https://sunrise.example.com" << "https://sunrise.example.com";
    QTest::newRow("trailing slash") << "https://sunrise.example.com/" << "https://sunrise.example.com";
    QTest::newRow("default port dropped") << "https://Sunrise.Example.com:443/" << "https://sunrise.example.com";
    QTest::newRow("other port kept") << "https://sunrise.example.com:8443" << "https://sunrise.example.com:8443";
    QTest::newRow("path prefix") << "https://example.com/sunrise/" << "https://example.com/sunrise";
    QTest::newRow("http to localhost") << "http://localhost:3000" << "http://localhost:3000";
    QTest::newRow("http to 127.0.0.1") << "http://127.0.0.1:8080/" << "http://127.0.0.1:8080";
    QTest::newRow("http to [::1]") << "http://[::1]:8080" << "http://[::1]:8080";
}

void tst_ConnectionProfile::sunriseUrls()
{
    QFETCH(QString, url);
    QFETCH(QString, normalized);
    const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(url);
    QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().message));
    QCOMPARE(parsed.value().kind, Kind::Sunrise);
    QCOMPARE(parsed.value().serverUrl.toString(), normalized);
    QCOMPARE(parsed.value().displayUrl(), normalized);
    QCOMPARE(parsed.value().secretKey(), normalized);
    QVERIFY(!parsed.value().name.isEmpty());
}

void tst_ConnectionProfile::fileUrl()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("team.sqlite"));
    const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(QUrl::fromLocalFile(path).toString());
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value().kind, Kind::Embedded);
    QCOMPARE(parsed.value().workspacePath, path);
    QCOMPARE(parsed.value().name, QStringLiteral("team"));
    QVERIFY(!parsed.value().needsSecret());
    QVERIFY(parsed.value().secretKey().isEmpty());

    // A folder is not a workspace file.
    QVERIFY(!ConnectionProfile::fromUrl(QUrl::fromLocalFile(dir.path()).toString()).ok());
}

void tst_ConnectionProfile::refusedUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("messagePart");

    const QString password = QStringLiteral("password");
    QTest::newRow("postgres password") << "postgresql://admin:hunter2@db.example.com/sunrise" << password;
    QTest::newRow("postgres empty password") << "postgres://admin:@db.example.com/sunrise" << password;
    QTest::newRow("password with bad port") << "postgresql://admin:hunter2@db.example.com:99999/x" << password;
    QTest::newRow("password parameter") << "postgresql://admin@db.example.com/sunrise?password=hunter2"
                                        << password;
    QTest::newRow("password parameter, upper case") << "postgresql://admin@h/d?PASSWORD=hunter2" << password;
    QTest::newRow("key in https URL") << "https://admin:sk_hunter2@sunrise.example.com" << password;
    QTest::newRow("user in https URL") << "https://admin@sunrise.example.com" << "user name";
    QTest::newRow("unknown parameter") << "postgresql://a@h/d?connect_timeout=3" << "connect_timeout";
    QTest::newRow("bad ssl mode") << "postgresql://a@h/d?sslmode=sometimes" << "sometimes";
    QTest::newRow("no user") << "postgresql://db.example.com/sunrise" << "user name";
    QTest::newRow("no database") << "postgresql://a@db.example.com" << "database";
    QTest::newRow("port out of range") << "postgresql://a@h:70000/d" << "not valid";
    QTest::newRow("query on server") << "https://sunrise.example.com/?x=1" << "query";
    QTest::newRow("plain http") << "http://sunrise.example.com" << "Plain HTTP is refused";
    QTest::newRow("unknown scheme") << "ftp://files.example.com" << "ftp";
    QTest::newRow("no scheme") << "sunrise.example.com" << "Not a connection URL";
    QTest::newRow("empty") << "" << "Not a connection URL";
}

void tst_ConnectionProfile::refusedUrls()
{
    QFETCH(QString, url);
    QFETCH(QString, messagePart);
    const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(url);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(parsed.error().message.contains(messagePart, Qt::CaseInsensitive), qPrintable(parsed.error().message));
    // The message never repeats a secret from the text.
    QVERIFY2(!parsed.error().message.contains(QLatin1String("hunter2")), qPrintable(parsed.error().message));
}

void tst_ConnectionProfile::displayUrlRoundTrips_data()
{
    QTest::addColumn<ConnectionProfile>("profile");
    QTest::newRow("postgres, require") << postgres();
    ConnectionProfile plain = postgres();
    plain.sslMode = QStringLiteral("prefer");
    plain.port = 5432;
    plain.database = QStringLiteral("my db");
    plain.host = QStringLiteral("10.1.2.3");
    QTest::newRow("postgres, defaults") << plain;
    ConnectionProfile ipv6 = postgres();
    ipv6.host = QStringLiteral("fd00::5");
    QTest::newRow("postgres, IPv6") << ipv6;
    QTest::newRow("sunrise") << sunrise(QStringLiteral("https://sunrise.example.com:8443/base"));
}

void tst_ConnectionProfile::displayUrlRoundTrips()
{
    QFETCH(ConnectionProfile, profile);
    const Expected<ConnectionProfile> parsed = ConnectionProfile::fromUrl(profile.displayUrl());
    QVERIFY2(parsed.ok(), qPrintable(profile.displayUrl()));
    ConnectionProfile back = parsed.value();
    back.name = profile.name;
    QCOMPARE(back, profile);
    QCOMPARE(back.secretKey(), profile.secretKey());
}

void tst_ConnectionProfile::plainHttp_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowed");

    QTest::newRow("localhost") << "http://localhost:3000" << true;
    QTest::newRow("LOCALHOST") << "http://LOCALHOST:3000" << true;
    QTest::newRow("127.0.0.1") << "http://127.0.0.1:8080" << true;
    QTest::newRow("127.255.0.9") << "http://127.255.0.9" << true;
    QTest::newRow("[::1]") << "http://[::1]:8080" << true;
    QTest::newRow("short form 127.1") << "http://127.1:8080" << true;     // QUrl reads it as 127.0.0.1
    QTest::newRow("hex form 0x7f.1") << "http://0x7f.1:8080" << true;     // likewise
    QTest::newRow("mapped ::ffff:127.0.0.1") << "http://[::ffff:127.0.0.1]" << true;
    QTest::newRow("example.com") << "http://example.com" << false;
    QTest::newRow("127.0.0.1.evil.com") << "http://127.0.0.1.evil.com" << false;
    QTest::newRow("localhost.example") << "http://localhost.example" << false;
    QTest::newRow("localhost with trailing dot") << "http://localhost." << false;
    QTest::newRow("sub.localhost") << "http://evil.localhost" << false;
    QTest::newRow("0.0.0.0") << "http://0.0.0.0:8080" << false;
    QTest::newRow("[::]") << "http://[::]:8080" << false;
    QTest::newRow("private network") << "http://10.0.0.1" << false;
    QTest::newRow("mapped private") << "http://[::ffff:10.0.0.1]" << false;
    QTest::newRow("128.0.0.1") << "http://128.0.0.1" << false;
}

void tst_ConnectionProfile::plainHttp()
{
    QFETCH(QString, url);
    QFETCH(bool, allowed);
    const Status status = sunrise(url).validate();
    QCOMPARE(status.ok(), allowed);
    if (!allowed) {
        QVERIFY2(status.error().message.startsWith(QStringLiteral("Plain HTTP is refused for %1: the API key would "
                                                                  "travel unencrypted.")
                                                       .arg(QUrl(url).host())),
                 qPrintable(status.error().message));
        QVERIFY(status.error().message.contains(QLatin1String("localhost")));
    }
    // The same server over https is always fine.
    QUrl secure(url);
    secure.setScheme(QStringLiteral("https"));
    QVERIFY(sunrise(secure.toString()).validate().ok());
}

void tst_ConnectionProfile::validate_data()
{
    QTest::addColumn<ConnectionProfile>("profile");
    QTest::addColumn<QString>("messagePart"); // empty: valid

    QTest::newRow("postgres ok") << postgres() << QString();
    ConnectionProfile p = postgres();
    p.name = QStringLiteral("  ");
    QTest::newRow("blank name") << p << "name";
    p = postgres();
    p.host.clear();
    QTest::newRow("no host") << p << "host name";
    p = postgres();
    p.host = QStringLiteral("db example.com");
    QTest::newRow("space in host") << p << "not a valid host";
    p = postgres();
    p.host = QStringLiteral("admin:pw@db");
    QTest::newRow("user info in host") << p << "not a valid host";
    p = postgres();
    p.host = QStringLiteral("[::1]");
    QTest::newRow("bracketed IPv6 host") << p << QString();
    p = postgres();
    p.port = 0;
    QTest::newRow("port 0") << p << "between 1 and 65535";
    p.port = 65536;
    QTest::newRow("port 65536") << p << "between 1 and 65535";
    p = postgres();
    p.database.clear();
    QTest::newRow("no database") << p << "database";
    p = postgres();
    p.user = QStringLiteral(" ");
    QTest::newRow("no user") << p << "user name";
    p = postgres();
    p.sslMode = QStringLiteral("allow-ish");
    QTest::newRow("bad ssl mode") << p << "allow-ish";

    QTest::newRow("sunrise ok") << sunrise(QStringLiteral("https://sunrise.example.com")) << QString();
    QTest::newRow("sunrise empty") << sunrise(QString()) << "missing";
    QTest::newRow("sunrise without scheme") << sunrise(QStringLiteral("sunrise.example.com")) << "https://";
    QTest::newRow("sunrise ftp") << sunrise(QStringLiteral("ftp://sunrise.example.com")) << "https://";
    QTest::newRow("sunrise user info") << sunrise(QStringLiteral("https://a:b@sunrise.example.com")) << "user name";
    QTest::newRow("sunrise fragment") << sunrise(QStringLiteral("https://sunrise.example.com/#x")) << "fragment";

    ConnectionProfile embedded;
    embedded.name = QStringLiteral("Embedded workspace");
    QTest::newRow("embedded default") << embedded << QString();
    embedded.workspacePath = QDir::tempPath();
    QTest::newRow("embedded folder") << embedded << "folder";
}

void tst_ConnectionProfile::validate()
{
    QFETCH(ConnectionProfile, profile);
    QFETCH(QString, messagePart);
    const Status status = profile.validate();
    if (messagePart.isEmpty()) {
        QVERIFY2(status.ok(), qPrintable(status.ok() ? QString() : status.error().message));
        return;
    }
    QVERIFY(!status.ok());
    QCOMPARE(status.error().kind, StoreError::Kind::Invalid);
    QVERIFY2(status.error().message.contains(messagePart, Qt::CaseInsensitive), qPrintable(status.error().message));
}

void tst_ConnectionProfile::secretKeyNamesTheAccount()
{
    const ConnectionProfile base = postgres();
    QCOMPARE(base.secretKey(), QStringLiteral("postgresql://admin@db.example.com:5433"));

    ConnectionProfile renamed = base;
    renamed.name = QStringLiteral("Renamed");
    QCOMPARE(renamed.secretKey(), base.secretKey());

    ConnectionProfile otherDatabase = base;
    otherDatabase.database = QStringLiteral("analytics");
    otherDatabase.sslMode = QStringLiteral("verify-full");
    QCOMPARE(otherDatabase.secretKey(), base.secretKey());

    ConnectionProfile upperHost = base;
    upperHost.host = QStringLiteral("DB.Example.com");
    QCOMPARE(upperHost.secretKey(), base.secretKey());

    ConnectionProfile otherUser = base;
    otherUser.user = QStringLiteral("reader");
    QVERIFY(otherUser.secretKey() != base.secretKey());
    ConnectionProfile otherPort = base;
    otherPort.port = 5432;
    QVERIFY(otherPort.secretKey() != base.secretKey());

    QCOMPARE(sunrise(QStringLiteral("https://Sunrise.example.com:443/")).secretKey(),
             sunrise(QStringLiteral("https://sunrise.example.com")).secretKey());
    QVERIFY(sunrise(QStringLiteral("http://localhost:3000")).secretKey()
            != sunrise(QStringLiteral("https://localhost:3000")).secretKey());
    // User info typed into the address never becomes part of the key.
    QCOMPARE(sunrise(QStringLiteral("https://me:sk_x@sunrise.example.com")).secretKey(),
             QStringLiteral("https://sunrise.example.com"));

    ConnectionProfile embedded;
    QVERIFY(embedded.secretKey().isEmpty());
}

void tst_ConnectionProfile::apiKeyFormat_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("accepted");

    const QString hex64 = QStringLiteral("0123456789abcdef").repeated(4);
    QTest::newRow("valid") << QStringLiteral("sk_") + hex64 << true;
    QTest::newRow("empty: from the keychain") << QString() << true;
    QTest::newRow("too short") << QStringLiteral("sk_") + hex64.left(32) << false;
    QTest::newRow("too long") << QStringLiteral("sk_") + hex64 + QStringLiteral("0") << false;
    QTest::newRow("upper-case hex") << QStringLiteral("sk_") + hex64.toUpper() << false;
    QTest::newRow("no prefix") << hex64 << false;
    QTest::newRow("trailing newline") << QStringLiteral("sk_") + hex64 + QStringLiteral("\n") << false;
}

void tst_ConnectionProfile::apiKeyFormat()
{
    QFETCH(QString, key);
    QFETCH(bool, accepted);
    const ConnectionProfile profile = sunrise(QStringLiteral("https://sunrise.example.com"));
    const Status status = profile.validateSecret(key);
    QCOMPARE(status.ok(), accepted);
    if (!accepted)
        QVERIFY(!status.error().message.contains(key));
    // PostgreSQL passwords are free text.
    QVERIFY(postgres().validateSecret(key).ok());
}

void tst_ConnectionProfile::loopback_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<bool>("loopback");

    QTest::newRow("localhost") << QUrl(QStringLiteral("http://localhost")) << true;
    QTest::newRow("127.0.0.1") << QUrl(QStringLiteral("https://127.0.0.1:1")) << true;
    QTest::newRow("127.8.9.10") << QUrl(QStringLiteral("http://127.8.9.10")) << true;
    QTest::newRow("::1") << QUrl(QStringLiteral("http://[::1]")) << true;
    QTest::newRow("long ::1") << QUrl(QStringLiteral("http://[0:0:0:0:0:0:0:1]")) << true;
    QTest::newRow("decimal 2130706433") << QUrl(QStringLiteral("http://2130706433/")) << true;
    QTest::newRow("127.0.0.1.evil.com") << QUrl(QStringLiteral("http://127.0.0.1.evil.com")) << false;
    QTest::newRow("localhost.example") << QUrl(QStringLiteral("http://localhost.example")) << false;
    QTest::newRow("localhostx") << QUrl(QStringLiteral("http://localhostx")) << false;
    QTest::newRow("::2") << QUrl(QStringLiteral("http://[::2]")) << false;
    QTest::newRow("empty") << QUrl() << false;
    QTest::newRow("relative") << QUrl(QStringLiteral("localhost")) << false;
}

void tst_ConnectionProfile::loopback()
{
    QFETCH(QUrl, url);
    QTEST(isLoopbackUrl(url), "loopback");
}

QTEST_GUILESS_MAIN(tst_ConnectionProfile)
#include "tst_connectionprofile.moc"
