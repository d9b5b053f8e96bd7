// CredentialStore without a keychain service, as on a server or in CI: every call reports
// Unavailable, available() turns false, and nothing is written to disk. The process gets
// a private HOME and XDG directories and a D-Bus address that leads nowhere, so the user's
// real keychain is never touched. (tst_credentialstore_keyring covers a real keychain.)
#include "remote/connectionprofiles.h"
#include "remote/credentialstore.h"

#include <QDirIterator>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace capstudio;
using Outcome = CredentialStore::Outcome;

namespace {

const QString Secret = QStringLiteral("s3cret-Never-On-Disk");

// Every file below `root` with its size and modification time.
QStringList snapshot(const QString &root)
{
    QStringList entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        entries.append(QStringLiteral("%1 %2 %3")
                           .arg(info.filePath())
                           .arg(info.size())
                           .arg(info.lastModified().toMSecsSinceEpoch()));
    }
    entries.sort();
    return entries;
}

QStringList filesContaining(const QString &root, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            found.append(file.fileName());
    }
    return found;
}

// A keychain that never answers, for the timeout of readBlocking().
class SilentStore : public CredentialStore
{
public:
    using CredentialStore::CredentialStore;
    void read(const QString &, QObject *, Callback) override {}
};

} // namespace

class tst_CredentialStore : public QObject
{
    Q_OBJECT

public:
    explicit tst_CredentialStore(QTemporaryDir *root) : m_root(root) {}

private slots:
    void initTestCase();
    void writeReportsUnavailable();
    void readAndRemoveReportUnavailable();
    void readBlockingReportsUnavailable();
    void readBlockingTimesOut();
    void callbackDroppedWithItsContext();
    void nothingWrittenToDisk();
    void environmentSecret();
    void secretForAnswersWithoutWaiting();

private:
    CredentialStore::Result wait(const std::function<void(CredentialStore::Callback)> &call);

    QTemporaryDir *m_root;
};

void tst_CredentialStore::initTestCase()
{
    QVERIFY(m_root->isValid());
    QCOMPARE(qEnvironmentVariable("HOME"), m_root->filePath(QStringLiteral("home")));
}

CredentialStore::Result tst_CredentialStore::wait(const std::function<void(CredentialStore::Callback)> &call)
{
    std::optional<CredentialStore::Result> answer;
    call([&answer](const CredentialStore::Result &result) { answer = result; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 30000))
        return {Outcome::Failed, {}, QStringLiteral("no answer within 30 s")};
    return *answer;
}

void tst_CredentialStore::writeReportsUnavailable()
{
    CredentialStore store(QStringLiteral("capstudio-test"));
    QVERIFY(store.available()); // nothing known yet
    QSignalSpy changed(&store, &CredentialStore::availabilityChanged);

    const CredentialStore::Result result = wait([&](CredentialStore::Callback done) {
        store.write(QStringLiteral("postgresql://admin@db.example.com:5432"), Secret, this, std::move(done));
    });
    qInfo("The keychain said: %s", qPrintable(result.message));
    QCOMPARE(result.outcome, Outcome::Unavailable);
    QVERIFY(!result.message.isEmpty());
    QVERIFY(!result.message.contains(Secret));
    QVERIFY(!store.available());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toBool(), false);

    // It stays unavailable, and says so only once.
    wait([&](CredentialStore::Callback done) { store.write(QStringLiteral("k"), Secret, this, std::move(done)); });
    QVERIFY(!store.available());
    QCOMPARE(changed.count(), 1);
}

void tst_CredentialStore::readAndRemoveReportUnavailable()
{
    CredentialStore store(QStringLiteral("capstudio-test"));
    const CredentialStore::Result read = wait([&](CredentialStore::Callback done) {
        store.read(QStringLiteral("https://sunrise.example.com"), nullptr, std::move(done));
    });
    QCOMPARE(read.outcome, Outcome::Unavailable);
    QVERIFY(read.secret.isEmpty());
    QVERIFY(!store.available());

    const CredentialStore::Result removed = wait([&](CredentialStore::Callback done) {
        store.remove(QStringLiteral("https://sunrise.example.com"), nullptr, std::move(done));
    });
    QCOMPARE(removed.outcome, Outcome::Unavailable);
}

void tst_CredentialStore::readBlockingReportsUnavailable()
{
    CredentialStore store(QStringLiteral("capstudio-test"));
    const Expected<QString> secret = store.readBlocking(QStringLiteral("https://sunrise.example.com"), 30000);
    QVERIFY(!secret.ok());
    QCOMPARE(secret.error().kind, StoreError::Kind::Backend);
    QVERIFY2(secret.error().message.contains(QLatin1String("keychain")), qPrintable(secret.error().message));
    QVERIFY(!store.available());
}

void tst_CredentialStore::readBlockingTimesOut()
{
    SilentStore store(QStringLiteral("capstudio-test"));
    const Expected<QString> secret = store.readBlocking(QStringLiteral("k"), 50);
    QVERIFY(!secret.ok());
    QCOMPARE(secret.error().kind, StoreError::Kind::Backend);
    QVERIFY2(secret.error().message.contains(QLatin1String("did not answer")), qPrintable(secret.error().message));
}

void tst_CredentialStore::callbackDroppedWithItsContext()
{
    CredentialStore store(QStringLiteral("capstudio-test"));
    QSignalSpy changed(&store, &CredentialStore::availabilityChanged);
    bool called = false;
    {
        QObject context;
        store.read(QStringLiteral("k"), &context, [&called](const CredentialStore::Result &) { called = true; });
    }
    // The store still learns what the keychain said.
    QVERIFY(changed.wait(30000));
    QVERIFY(!store.available());
    QTest::qWait(10);
    QVERIFY(!called);
}

void tst_CredentialStore::nothingWrittenToDisk()
{
    const QString root = m_root->path();
    const QStringList before = snapshot(root);

    CredentialStore store(QStringLiteral("capstudio-test"));
    ConnectionProfiles profiles;
    ConnectionProfile team;
    team.name = QStringLiteral("Team");
    team.kind = ConnectionProfile::Kind::PostgreSql;
    team.host = QStringLiteral("db.example.com");
    team.database = QStringLiteral("sunrise");
    team.user = QStringLiteral("admin");
    QVERIFY(profiles.add(team).ok());

    const CredentialStore::Result written = wait([&](CredentialStore::Callback done) {
        store.write(team.secretKey(), Secret, nullptr, std::move(done));
    });
    QCOMPARE(written.outcome, Outcome::Unavailable);
    QCOMPARE(snapshot(root), before);

    // The settings file the application writes beside it holds the profile, not the secret.
    QSettings settings; // IniFormat under the private XDG_CONFIG_HOME, set in main()
    profiles.save(settings);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
    QVERIFY(settings.fileName().startsWith(root));
    QVERIFY(QFile::exists(settings.fileName()));
    QCOMPARE(filesContaining(root, QByteArrayLiteral("db.example.com")), QStringList{settings.fileName()});
    QCOMPARE(filesContaining(root, Secret.toUtf8()), QStringList());
    QCOMPARE(filesContaining(root, Secret.toUtf8().toBase64()), QStringList());
}

void tst_CredentialStore::environmentSecret()
{
    using Kind = ConnectionProfile::Kind;
    QCOMPARE(CredentialStore::environmentVariable(Kind::PostgreSql), QStringLiteral("CAPSTUDIO_PGPASSWORD"));
    QCOMPARE(CredentialStore::environmentVariable(Kind::Sunrise), QStringLiteral("CAPSTUDIO_API_KEY"));
    QVERIFY(CredentialStore::environmentVariable(Kind::Embedded).isEmpty());

    qputenv("CAPSTUDIO_PGPASSWORD", "pg-from-env");
    qunsetenv("CAPSTUDIO_API_KEY");
    QCOMPARE(CredentialStore::environmentSecret(Kind::PostgreSql), QStringLiteral("pg-from-env"));
    QVERIFY(CredentialStore::environmentSecret(Kind::Sunrise).isEmpty());
    qputenv("CAPSTUDIO_API_KEY", "sk_env");
    QCOMPARE(CredentialStore::environmentSecret(Kind::Sunrise), QStringLiteral("sk_env"));
    QVERIFY(CredentialStore::environmentSecret(Kind::Embedded).isEmpty());
    qunsetenv("CAPSTUDIO_PGPASSWORD");
    qunsetenv("CAPSTUDIO_API_KEY");
}

// The window's lookup: an environment variable answers at once; the keychain through the
// event loop, never inside the call; a keychain that says nothing answers by its timeout,
// once; and nothing is answered to a context that is gone.
void tst_CredentialStore::secretForAnswersWithoutWaiting()
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Staging");
    profile.kind = ConnectionProfile::Kind::Sunrise;
    profile.serverUrl = QUrl(QStringLiteral("https://sunrise.example.com"));

    qputenv("CAPSTUDIO_API_KEY", "sk_env");
    CredentialStore store(QStringLiteral("capstudio-test"));
    std::optional<Expected<QString>> answer;
    store.secretFor(profile, this, [&answer](const Expected<QString> &secret) { answer = secret; });
    QVERIFY(answer && answer->ok());
    QCOMPARE(answer->value(), QStringLiteral("sk_env"));
    qunsetenv("CAPSTUDIO_API_KEY");

    answer.reset();
    store.secretFor(profile, this, [&answer](const Expected<QString> &secret) { answer = secret; });
    QVERIFY(!answer); // not inside the call
    QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 30000);
    QVERIFY(!answer->ok());
    QCOMPARE(answer->error().kind, StoreError::Kind::Backend);

    SilentStore silent(QStringLiteral("capstudio-test"));
    int answers = 0;
    silent.secretFor(profile, this, [&answer, &answers](const Expected<QString> &secret) {
        answer = secret;
        ++answers;
    }, 50);
    QTRY_COMPARE(answers, 1);
    QVERIFY2(answer->error().message.contains(QLatin1String("did not answer")), qPrintable(answer->error().message));
    QTest::qWait(100);
    QCOMPARE(answers, 1);

    bool called = false;
    {
        QObject context;
        silent.secretFor(profile, &context, [&called](const Expected<QString> &) { called = true; }, 20);
    }
    QTest::qWait(100);
    QVERIFY(!called);
}

// The environment must be private before Qt or a keychain library reads it.
int main(int argc, char **argv)
{
    QTemporaryDir root;
    if (!root.isValid())
        return 1;
    const auto makeDir = [&root](const char *name) {
        const QString path = root.filePath(QLatin1String(name));
        QDir().mkpath(path);
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return QFile::encodeName(path);
    };
    qputenv("HOME", makeDir("home"));
    qputenv("XDG_CONFIG_HOME", makeDir("config"));
    qputenv("XDG_DATA_HOME", makeDir("data"));
    qputenv("XDG_CACHE_HOME", makeDir("cache"));
    qputenv("XDG_RUNTIME_DIR", makeDir("runtime"));
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + QFile::encodeName(root.filePath(QStringLiteral("no-bus"))));
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION",
                             "KDE_FULL_SESSION", "KDE_SESSION_VERSION", "GNOME_DESKTOP_SESSION_ID"})
        qunsetenv(name);

    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("capstudio-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_credentialstore"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    tst_CredentialStore test(&root);
    return QTest::qExec(&test, argc, argv);
}

#include "tst_credentialstore.moc"
