// ConnectionProfiles: the protected embedded profile, unique names, and the QSettings
// file, whose bytes are checked to hold no secret.
#include "remote/connectionprofiles.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using Kind = ConnectionProfile::Kind;

namespace {

ConnectionProfile postgres(const QString &name)
{
    ConnectionProfile profile;
    profile.name = name;
    profile.kind = Kind::PostgreSql;
    profile.host = QStringLiteral("db.example.com");
    profile.database = QStringLiteral("sunrise");
    profile.user = QStringLiteral("admin");
    return profile;
}

ConnectionProfile sunrise(const QString &name, const QString &url)
{
    ConnectionProfile profile;
    profile.name = name;
    profile.kind = Kind::Sunrise;
    profile.serverUrl = QUrl(url);
    return profile;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_ConnectionProfiles : public QObject
{
    Q_OBJECT

private slots:
    void embeddedProfileComesFirst();
    void embeddedProfileIsProtected();
    void namesAreUnique_data();
    void namesAreUnique();
    void uniqueName();
    void updateAndRemove();
    void secretUsers();
    void persistsWithoutSecrets();
    void loadSkipsBrokenEntries();
    void activeProfilePerWindow();
};

void tst_ConnectionProfiles::embeddedProfileComesFirst()
{
    const ConnectionProfiles profiles;
    QCOMPARE(profiles.count(), 1);
    QCOMPARE(profiles.at(0).name, ConnectionProfiles::builtInName());
    QCOMPARE(profiles.builtIn().kind, Kind::Embedded);
    QVERIFY(profiles.builtIn().workspacePath.isEmpty());
    QVERIFY(profiles.builtIn().validate().ok());
    QVERIFY(profiles.find(QStringLiteral("embedded WORKSPACE")).has_value());
}

void tst_ConnectionProfiles::embeddedProfileIsProtected()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());

    const Status removed = profiles.remove(0);
    QVERIFY(!removed.ok());
    QVERIFY(removed.error().message.contains(QLatin1String("cannot be removed")));
    QCOMPARE(profiles.count(), 2);

    ConnectionProfile renamed = profiles.builtIn();
    renamed.name = QStringLiteral("Mine");
    QVERIFY(!profiles.update(0, renamed).ok());
    QCOMPARE(profiles.builtIn().name, ConnectionProfiles::builtInName());

    ConnectionProfile otherKind = postgres(ConnectionProfiles::builtInName());
    QVERIFY(!profiles.update(0, otherKind).ok());
    QCOMPARE(profiles.builtIn().kind, Kind::Embedded);

    // Its workspace file may change.
    ConnectionProfile moved = profiles.builtIn();
    moved.workspacePath = QStringLiteral("/srv/capstudio/workspace.sqlite");
    QVERIFY(profiles.update(0, moved).ok());
    QCOMPARE(profiles.builtIn().workspacePath, moved.workspacePath);
}

void tst_ConnectionProfiles::namesAreUnique_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("new name") << "Production" << true;
    QTest::newRow("same name") << "Team" << false;
    QTest::newRow("other case") << "tEAM" << false;
    QTest::newRow("surrounding spaces") << "  Team " << false;
    QTest::newRow("built-in name") << "Embedded Workspace" << false;
    QTest::newRow("blank") << "   " << false;
}

void tst_ConnectionProfiles::namesAreUnique()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    const Status added = profiles.add(postgres(name));
    QCOMPARE(added.ok(), accepted);
    QCOMPARE(profiles.count(), accepted ? 3 : 2);
    if (accepted)
        QCOMPARE(profiles.at(2).name, name.trimmed());
}

void tst_ConnectionProfiles::uniqueName()
{
    ConnectionProfiles profiles;
    QCOMPARE(profiles.uniqueName(QStringLiteral("Team")), QStringLiteral("Team"));
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    QCOMPARE(profiles.uniqueName(QStringLiteral("team")), QStringLiteral("team (2)"));
    QVERIFY(profiles.add(postgres(QStringLiteral("Team (2)"))).ok());
    QCOMPARE(profiles.uniqueName(QStringLiteral("Team")), QStringLiteral("Team (3)"));
    QCOMPARE(profiles.uniqueName(ConnectionProfiles::builtInName()),
             ConnectionProfiles::builtInName() + QStringLiteral(" (2)"));
}

void tst_ConnectionProfiles::updateAndRemove()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    QVERIFY(profiles.add(postgres(QStringLiteral("Staging"))).ok());

    // Renaming to its own name in another case is fine; to another profile's name is not.
    ConnectionProfile team = profiles.at(1);
    team.name = QStringLiteral("TEAM");
    QVERIFY(profiles.update(1, team).ok());
    team.name = QStringLiteral("staging");
    QCOMPARE(profiles.update(1, team).error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(profiles.at(1).name, QStringLiteral("TEAM"));

    QVERIFY(!profiles.remove(3).ok());
    QVERIFY(profiles.remove(1).ok());
    QCOMPARE(profiles.count(), 2);
    QCOMPARE(profiles.indexOf(QStringLiteral("staging")), 1);
    QVERIFY(!profiles.find(QStringLiteral("Team")).has_value());
}

void tst_ConnectionProfiles::secretUsers()
{
    ConnectionProfiles profiles;
    ConnectionProfile analytics = postgres(QStringLiteral("Analytics"));
    analytics.database = QStringLiteral("analytics");
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    QVERIFY(profiles.add(analytics).ok());
    QVERIFY(profiles.add(sunrise(QStringLiteral("Prod"), QStringLiteral("https://sunrise.example.com"))).ok());

    QCOMPARE(profiles.secretUsers(profiles.at(1).secretKey()), 2); // same role on the same server
    QCOMPARE(profiles.secretUsers(profiles.at(3).secretKey()), 1);
    QCOMPARE(profiles.secretUsers(QString()), 0);
}

void tst_ConnectionProfiles::persistsWithoutSecrets()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("capstudio.ini"));

    ConnectionProfiles profiles;
    ConnectionProfile builtIn = profiles.builtIn();
    builtIn.workspacePath = dir.filePath(QStringLiteral("mine.sqlite"));
    QVERIFY(profiles.update(0, builtIn).ok());
    ConnectionProfile team = postgres(QStringLiteral("Team"));
    team.port = 6543;
    team.sslMode = QStringLiteral("verify-full");
    QVERIFY(profiles.add(team).ok());
    // A caller that left a key in the address must not get it written.
    QVERIFY(profiles.add(sunrise(QStringLiteral("Prod"), QStringLiteral("https://me:sk_leak@sunrise.example.com"))).ok());
    ConnectionProfile file;
    file.name = QStringLiteral("Scratch");
    file.workspacePath = dir.filePath(QStringLiteral("scratch.sqlite"));
    QVERIFY(profiles.add(file).ok());
    {
        QSettings settings(path, QSettings::IniFormat);
        settings.beginGroup(QStringLiteral("connections"));
        settings.setValue(QStringLiteral("profiles/9/password"), QStringLiteral("stale-secret"));
        settings.endGroup();
        profiles.save(settings);
    }

    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.contains("[connections]"));
    QVERIFY(bytes.contains("db.example.com"));
    for (const char *forbidden : {"password", "secret", "sk_leak", "me:", "apiKey"})
        QVERIFY2(!bytes.contains(forbidden), forbidden);

    ConnectionProfiles loaded;
    {
        QSettings settings(path, QSettings::IniFormat);
        loaded.load(settings);
    }
    QCOMPARE(loaded.count(), 4);
    QCOMPARE(loaded.builtIn().workspacePath, builtIn.workspacePath);
    QCOMPARE(loaded.at(1), team);
    QCOMPARE(loaded.at(2).serverUrl, QUrl(QStringLiteral("https://sunrise.example.com")));
    QCOMPARE(loaded.at(3), file);

    // Saving a shorter list leaves no stale entries behind.
    QVERIFY(loaded.remove(2).ok());
    QVERIFY(loaded.remove(1).ok());
    {
        QSettings settings(path, QSettings::IniFormat);
        loaded.save(settings);
    }
    ConnectionProfiles again;
    {
        QSettings settings(path, QSettings::IniFormat);
        again.load(settings);
    }
    QCOMPARE(again, loaded);
    QVERIFY(!readAll(path).contains("db.example.com"));
}

void tst_ConnectionProfiles::loadSkipsBrokenEntries()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.ini"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[connections]\n"
               "profiles\\size=6\n"
               "profiles\\1\\kind=embedded\n"
               "profiles\\1\\builtin=true\n"
               "profiles\\1\\name=Eingebetteter Arbeitsbereich\n"
               "profiles\\1\\workspacePath=/data/ws.sqlite\n"
               "profiles\\2\\kind=carrier-pigeon\n"
               "profiles\\2\\name=Birds\n"
               "profiles\\3\\kind=postgresql\n"
               "profiles\\4\\kind=postgresql\n"
               "profiles\\4\\name=Team\n"
               "profiles\\4\\host=h\n"
               "profiles\\5\\kind=sunrise\n"
               "profiles\\5\\name=team\n"
               "profiles\\6\\kind=sunrise\n"
               "profiles\\6\\name=Prod\n"
               "profiles\\6\\serverUrl=https://sunrise.example.com\n");
    file.close();

    QSettings settings(path, QSettings::IniFormat);
    ConnectionProfiles profiles;
    profiles.load(settings);
    QCOMPARE(profiles.count(), 3);
    // The built-in profile keeps today's name whatever language wrote the file.
    QCOMPARE(profiles.builtIn().name, ConnectionProfiles::builtInName());
    QCOMPARE(profiles.builtIn().workspacePath, QStringLiteral("/data/ws.sqlite"));
    QCOMPARE(profiles.at(1).name, QStringLiteral("Team"));
    QCOMPARE(profiles.at(1).port, 5432);
    QCOMPARE(profiles.at(2).kind, Kind::Sunrise);
}

void tst_ConnectionProfiles::activeProfilePerWindow()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSettings settings(dir.filePath(QStringLiteral("active.ini")), QSettings::IniFormat);

    QCOMPARE(ConnectionProfiles::activeProfileName(settings, QStringLiteral("main")),
             ConnectionProfiles::builtInName());
    ConnectionProfiles::setActiveProfileName(settings, QStringLiteral("main"), QStringLiteral("Team"));
    ConnectionProfiles::setActiveProfileName(settings, QStringLiteral("window/2"), QStringLiteral("Prod"));
    QCOMPARE(ConnectionProfiles::activeProfileName(settings, QStringLiteral("main")), QStringLiteral("Team"));
    QCOMPARE(ConnectionProfiles::activeProfileName(settings, QStringLiteral("window/2")), QStringLiteral("Prod"));

    ConnectionProfiles::setActiveProfileName(settings, QStringLiteral("main"), ConnectionProfiles::builtInName());
    QVERIFY(settings.value(QStringLiteral("connections/active/main")).toString().isEmpty());
    QCOMPARE(ConnectionProfiles::activeProfileName(settings, QStringLiteral("main")),
             ConnectionProfiles::builtInName());
}

QTEST_GUILESS_MAIN(tst_ConnectionProfiles)
#include "tst_connectionprofiles.moc"
