// The connection manager as a person uses it: forms filled with real key clicks, inline
// refusals, the protected embedded workspace, the tester, secrets in a keychain (an
// in-memory one, and the real CredentialStore without a keychain service), and the
// settings file, which must never hold a secret. With CAPSTUDIO_SCREENSHOT_DIR set, the
// dialog is saved there as PNGs.
#include "connectionsdialog.h"
#include "remote/connectionprofiles.h"
#include "remote/credentialstore.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace capstudio;
using Kind = ConnectionProfile::Kind;
using Outcome = CredentialStore::Outcome;

namespace {

const QString Password = QStringLiteral("hunter2-Secret");
const QString ApiKey = QStringLiteral("sk_") + QStringLiteral("0123456789abcdef").repeated(4);

// A keychain in memory that answers on the next turn of the event loop, like a real one.
class MemoryKeychain : public CredentialStore
{
public:
    explicit MemoryKeychain(bool running = true) : CredentialStore(QStringLiteral("capstudio-test")), m_running(running) {}

    QHash<QString, QString> entries;
    QStringList writes;
    QStringList removals;

    void read(const QString &key, QObject *context, Callback done) override
    {
        if (!m_running)
            return answer(context, std::move(done), {Outcome::Unavailable, {}, QStringLiteral("no service")});
        if (!entries.contains(key))
            return answer(context, std::move(done), {Outcome::NotFound, {}, QStringLiteral("not found")});
        answer(context, std::move(done), {Outcome::Success, entries.value(key), {}});
    }
    void write(const QString &key, const QString &secret, QObject *context, Callback done) override
    {
        if (!m_running)
            return answer(context, std::move(done), {Outcome::Unavailable, {}, QStringLiteral("no service")});
        entries.insert(key, secret);
        writes.append(key);
        answer(context, std::move(done), {Outcome::Success, {}, {}});
    }
    void remove(const QString &key, QObject *context, Callback done) override
    {
        if (!m_running)
            return answer(context, std::move(done), {Outcome::Unavailable, {}, QStringLiteral("no service")});
        entries.remove(key);
        removals.append(key);
        answer(context, std::move(done), {Outcome::Success, {}, {}});
    }

private:
    void answer(QObject *context, Callback done, const Result &result)
    {
        QTimer::singleShot(0, context ? context : this, [this, done = std::move(done), result] {
            noteOutcome(result.outcome);
            if (done)
                done(result);
        });
    }

    bool m_running;
};

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

template<typename T>
T *child(const QWidget &parent, const char *name)
{
    return parent.findChild<T *>(QLatin1String(name));
}

void replaceText(QWidget *widget, const QString &text)
{
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(widget, Qt::Key_Backspace);
    QTest::keyClicks(widget, text);
}

QByteArray settingsBytes()
{
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void screenshot(QWidget &dialog, const QString &name)
{
    const QString dir = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents(); // let the layouts settle, as they would on screen
    QVERIFY(dialog.grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
}

} // namespace

class tst_ConnectionsDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void postgresProfileWithKeyClicks();
    void sunriseProfileRefusesPlainHttp();
    void removeProfileButNotTheEmbeddedOne();
    void storedSecretIsNotShownButUsed();
    void duplicateNamesAreRefused();
    void cancelDiscardsEverything();
    void noKeychainService();
    void catalogFolderProfile();

private:
    struct Opened
    {
        std::unique_ptr<ConnectionsDialog> dialog;
        QPushButton *connect = nullptr;
        QPushButton *close = nullptr;
        QLabel *problem = nullptr;
    };
    Opened open(ConnectionProfiles &profiles, CredentialStore &store, const QString &active);
};

void tst_ConnectionsDialog::init()
{
    QSettings settings;
    settings.clear();
    settings.sync();
}

tst_ConnectionsDialog::Opened tst_ConnectionsDialog::open(ConnectionProfiles &profiles, CredentialStore &store,
                                                          const QString &active)
{
    Opened opened;
    opened.dialog = std::make_unique<ConnectionsDialog>(profiles, store, active);
    opened.dialog->show();
    if (!QTest::qWaitForWindowExposed(opened.dialog.get()))
        return {};
    opened.connect = child<QPushButton>(*opened.dialog, "connect");
    opened.close = child<QPushButton>(*opened.dialog, "close");
    opened.problem = child<QLabel>(*opened.dialog, "problem");
    return opened;
}

void tst_ConnectionsDialog::postgresProfileWithKeyClicks()
{
    ConnectionProfiles profiles;
    MemoryKeychain keychain;
    Opened ui = open(profiles, keychain, ConnectionProfiles::builtInName());
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;

    QList<std::pair<ConnectionProfile, QString>> tested;
    dialog.setTester([&tested](const ConnectionProfile &profile, const QString &secret, std::function<void(Status)> done) {
        tested.append({profile, secret});
        QTimer::singleShot(0, [done] { done(Status()); });
    });

    auto *list = child<QListWidget>(dialog, "profiles");
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->currentRow(), 0);
    QVERIFY(child<QFrame>(dialog, "keychainBanner")->isHidden());
    QVERIFY(child<QLineEdit>(dialog, "workspacePath")->isVisible());
    QVERIFY(!child<QLineEdit>(dialog, "secret")->isVisible());
    screenshot(dialog, QStringLiteral("connectionsdialog-embedded"));

    QTest::mouseClick(child<QPushButton>(dialog, "addProfile"), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentRow(), 1);
    auto *name = child<QLineEdit>(dialog, "name");
    QVERIFY(name->hasFocus());
    QTest::keyClicks(name, QStringLiteral("Team database")); // replaces the selected default name
    QCOMPARE(list->item(1)->text(), QStringLiteral("Team database"));
    QCOMPARE(child<QComboBox>(dialog, "kind")->currentData().toInt(), int(Kind::PostgreSql));

    // Incomplete: refused inline, Connect disabled.
    QVERIFY(!ui.connect->isEnabled());
    QVERIFY(ui.problem->isVisible());
    QVERIFY2(ui.problem->text().contains(QLatin1String("host")), qPrintable(ui.problem->text()));

    QTest::keyClicks(child<QLineEdit>(dialog, "host"), QStringLiteral("db.example.com"));
    replaceText(child<QSpinBox>(dialog, "port"), QStringLiteral("6543"));
    QTest::keyClicks(child<QLineEdit>(dialog, "database"), QStringLiteral("sunrise"));
    QTest::keyClicks(child<QLineEdit>(dialog, "user"), QStringLiteral("admin"));
    auto *sslMode = child<QComboBox>(dialog, "sslMode");
    QCOMPARE(sslMode->currentData().toString(), QStringLiteral("prefer"));
    QTest::keyClick(sslMode, Qt::Key_Down);
    QCOMPARE(sslMode->currentData().toString(), QStringLiteral("require"));
    auto *secret = child<QLineEdit>(dialog, "secret");
    QCOMPARE(secret->echoMode(), QLineEdit::Password);
    QTRY_COMPARE(secret->placeholderText(), QStringLiteral("Not stored yet"));
    QTest::keyClicks(secret, Password);
    QVERIFY(child<QCheckBox>(dialog, "rememberSecret")->isChecked());
    QVERIFY(child<QCheckBox>(dialog, "rememberSecret")->isEnabled());
    QVERIFY(ui.problem->isHidden());
    QVERIFY(ui.connect->isEnabled());
    screenshot(dialog, QStringLiteral("connections-dialog"));

    auto *test = child<QPushButton>(dialog, "testConnection");
    QVERIFY(test->isVisible());
    QTest::mouseClick(test, Qt::LeftButton);
    QTRY_COMPARE(tested.size(), 1);
    QCOMPARE(tested.at(0).first.host, QStringLiteral("db.example.com"));
    QCOMPARE(tested.at(0).first.port, 6543);
    QCOMPARE(tested.at(0).first.sslMode, QStringLiteral("require"));
    QCOMPARE(tested.at(0).second, Password);
    QTRY_COMPARE(child<QLabel>(dialog, "testResult")->text(), QStringLiteral("The connection works."));

    QTest::mouseClick(ui.connect, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const ConnectionsDialog::Result result = dialog.selectedProfile();
    QCOMPARE(result.profile.name, QStringLiteral("Team database"));
    QCOMPARE(result.secret, Password);
    QCOMPARE(result.profile.secretKey(), QStringLiteral("postgresql://admin@db.example.com:6543"));

    // Saved: the profiles object, the settings file (without the password), the keychain.
    QCOMPARE(profiles.count(), 2);
    QCOMPARE(profiles.at(1), result.profile);
    QCOMPARE(keychain.entries.value(result.profile.secretKey()), Password);
    const QByteArray bytes = settingsBytes();
    QVERIFY(bytes.contains("db.example.com"));
    QVERIFY(!bytes.contains(Password.toUtf8()));
    QVERIFY(!bytes.contains("hunter2"));
    QSettings settings;
    ConnectionProfiles reloaded;
    reloaded.load(settings);
    QCOMPARE(reloaded, profiles);
}

void tst_ConnectionsDialog::sunriseProfileRefusesPlainHttp()
{
    ConnectionProfiles profiles;
    MemoryKeychain keychain;
    Opened ui = open(profiles, keychain, QString());
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;

    QTest::mouseClick(child<QPushButton>(dialog, "addProfile"), Qt::LeftButton);
    QTest::keyClicks(child<QLineEdit>(dialog, "name"), QStringLiteral("Production"));
    auto *kind = child<QComboBox>(dialog, "kind");
    QTest::keyClick(kind, Qt::Key_Down);
    QCOMPARE(kind->currentData().toInt(), int(Kind::Sunrise));
    auto *url = child<QLineEdit>(dialog, "serverUrl");
    QVERIFY(url->isVisible());
    QVERIFY(!child<QLineEdit>(dialog, "host")->isVisible());
    QVERIFY(child<QLabel>(dialog, "apiKeyHint")->isVisible());

    QTest::keyClicks(url, QStringLiteral("http://example.com"));
    QVERIFY(ui.problem->isVisible());
    QVERIFY2(ui.problem->text().startsWith(QLatin1String("Plain HTTP is refused for example.com")),
             qPrintable(ui.problem->text()));
    QVERIFY(!ui.connect->isEnabled());
    QVERIFY(!ui.close->isEnabled());
    QVERIFY(child<QListWidget>(dialog, "profiles")->item(1)->icon().isNull() == false);
    screenshot(dialog, QStringLiteral("connectionsdialog-sunrise-refused"));

    replaceText(url, QStringLiteral("http://127.0.0.1:8080"));
    QVERIFY(ui.problem->isHidden());
    QVERIFY(ui.connect->isEnabled());

    auto *secret = child<QLineEdit>(dialog, "secret");
    QTest::keyClicks(secret, QStringLiteral("sk_short"));
    QVERIFY(ui.problem->isVisible());
    QVERIFY(ui.problem->text().contains(QLatin1String("64")));
    QVERIFY(!ui.problem->text().contains(QLatin1String("sk_short")));
    QVERIFY(!ui.connect->isEnabled());
    replaceText(secret, ApiKey + QStringLiteral(" ")); // pasted with a trailing space
    QVERIFY(ui.problem->isHidden());
    screenshot(dialog, QStringLiteral("connectionsdialog-sunrise"));

    // Close saves without connecting.
    QTest::mouseClick(ui.close, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.profilesSaved());
    QCOMPARE(profiles.count(), 2);
    QCOMPARE(profiles.at(1).serverUrl, QUrl(QStringLiteral("http://127.0.0.1:8080")));
    QCOMPARE(keychain.entries.value(QStringLiteral("http://127.0.0.1:8080")), ApiKey);
    QVERIFY(!settingsBytes().contains(ApiKey.toUtf8()));
    QVERIFY(!settingsBytes().contains("sk_"));
}

void tst_ConnectionsDialog::removeProfileButNotTheEmbeddedOne()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    ConnectionProfile other = postgres(QStringLiteral("Other server"));
    other.host = QStringLiteral("other.example.com");
    QVERIFY(profiles.add(other).ok());
    MemoryKeychain keychain;
    keychain.entries.insert(other.secretKey(), Password);
    keychain.entries.insert(profiles.at(1).secretKey(), Password);

    Opened ui = open(profiles, keychain, QStringLiteral("team"));
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;
    auto *list = child<QListWidget>(dialog, "profiles");
    auto *remove = child<QPushButton>(dialog, "removeProfile");
    QCOMPARE(list->currentRow(), 1); // the active profile, found without regard to case
    QVERIFY(list->item(1)->font().bold());

    list->setCurrentRow(2);
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentRow(), 1);

    list->setCurrentRow(0);
    QVERIFY(!remove->isEnabled());
    QVERIFY(!child<QComboBox>(dialog, "kind")->isEnabled());
    QVERIFY(!child<QLineEdit>(dialog, "name")->isEnabled());
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Delete);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->text(), ConnectionProfiles::builtInName());

    QTest::mouseClick(ui.close, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(profiles.count(), 2);
    QCOMPARE(profiles.at(1).name, QStringLiteral("Team"));
    QCOMPARE(dialog.activeProfileName(), QStringLiteral("Team"));
    // The removed profile's secret goes with it; the other stays.
    QCOMPARE(keychain.removals, QStringList{other.secretKey()});
    QVERIFY(keychain.entries.contains(profiles.at(1).secretKey()));
}

void tst_ConnectionsDialog::storedSecretIsNotShownButUsed()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    MemoryKeychain keychain;
    keychain.entries.insert(profiles.at(1).secretKey(), Password);

    Opened ui = open(profiles, keychain, QStringLiteral("Team"));
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;
    QString testedSecret;
    dialog.setTester([&testedSecret](const ConnectionProfile &, const QString &secret, std::function<void(Status)> done) {
        testedSecret = secret;
        done(Status(StoreError{StoreError::Kind::Backend, QStringLiteral("password authentication failed")}));
    });

    auto *secret = child<QLineEdit>(dialog, "secret");
    QVERIFY(secret->text().isEmpty());
    QTRY_COMPARE(secret->placeholderText(), QStringLiteral("Stored in the keychain"));

    QTest::mouseClick(child<QPushButton>(dialog, "testConnection"), Qt::LeftButton);
    QTRY_COMPARE(testedSecret, Password);
    QCOMPARE(child<QLabel>(dialog, "testResult")->text(), QStringLiteral("password authentication failed"));
    screenshot(dialog, QStringLiteral("connectionsdialog-test-failed"));

    // Renaming keeps the secret: its key names the account, not the profile.
    replaceText(child<QLineEdit>(dialog, "name"), QStringLiteral("Team (renamed)"));
    QCOMPARE(secret->placeholderText(), QStringLiteral("Stored in the keychain"));
    QVERIFY(child<QLabel>(dialog, "testResult")->isHidden()); // the result was about the old values

    // Clearing "Remember" forgets the stored secret on Connect; the window gets no secret
    // from the dialog and reads none.
    auto *remember = child<QCheckBox>(dialog, "rememberSecret");
    QTest::mouseClick(remember, Qt::LeftButton, {}, QPoint(remember->height() / 2, remember->height() / 2));
    QVERIFY(!remember->isChecked());
    QTest::mouseClick(ui.connect, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QVERIFY(dialog.selectedProfile().secret.isEmpty());
    QCOMPARE(dialog.activeProfileName(), QStringLiteral("Team (renamed)"));
    QVERIFY(keychain.entries.isEmpty());
    QVERIFY(keychain.writes.isEmpty());
}

void tst_ConnectionsDialog::duplicateNamesAreRefused()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    MemoryKeychain keychain;
    Opened ui = open(profiles, keychain, QStringLiteral("Team"));
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;

    QTest::mouseClick(child<QPushButton>(dialog, "duplicateProfile"), Qt::LeftButton);
    auto *list = child<QListWidget>(dialog, "profiles");
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(2)->text(), QStringLiteral("Team (2)"));
    QVERIFY(!list->item(2)->font().bold());

    auto *name = child<QLineEdit>(dialog, "name");
    replaceText(name, QStringLiteral("embedded WORKSPACE"));
    QVERIFY(ui.problem->text().contains(QLatin1String("already named")));
    QVERIFY(!ui.connect->isEnabled());
    replaceText(name, QStringLiteral("TEAM"));
    QVERIFY(ui.problem->text().contains(QLatin1String("already named")));
    replaceText(name, QString());
    QVERIFY(ui.problem->text().contains(QLatin1String("needs a name")));
    replaceText(name, QStringLiteral("Team copy"));
    QVERIFY(ui.problem->isHidden());
    QVERIFY(ui.connect->isEnabled());
}

void tst_ConnectionsDialog::cancelDiscardsEverything()
{
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    const ConnectionProfiles before = profiles;
    MemoryKeychain keychain;
    Opened ui = open(profiles, keychain, QStringLiteral("Team"));
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;

    QTest::keyClicks(child<QLineEdit>(dialog, "secret"), Password);
    QTest::mouseClick(child<QPushButton>(dialog, "removeProfile"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>(dialog, "addProfile"), Qt::LeftButton);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.profilesSaved());
    QCOMPARE(profiles, before);
    QVERIFY(keychain.writes.isEmpty());
    QVERIFY(keychain.removals.isEmpty());
    QVERIFY(!settingsBytes().contains("db.example.com"));
}

void tst_ConnectionsDialog::noKeychainService()
{
    // The real store; main() left it no D-Bus session to find a keychain on.
    ConnectionProfiles profiles;
    QVERIFY(profiles.add(postgres(QStringLiteral("Team"))).ok());
    CredentialStore keychain(QStringLiteral("capstudio-test"));
    Opened ui = open(profiles, keychain, QStringLiteral("Team"));
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;

    auto *banner = child<QFrame>(dialog, "keychainBanner");
    QTRY_VERIFY(banner->isVisible());
    QCOMPARE(child<QLabel>(dialog, "keychainBannerText")->text(),
             QStringLiteral("No keychain service is running. The password is asked for each time and never saved."));
    auto *remember = child<QCheckBox>(dialog, "rememberSecret");
    QVERIFY(!remember->isEnabled());
    QVERIFY(!remember->isChecked());
    auto *secret = child<QLineEdit>(dialog, "secret");
    QCOMPARE(secret->placeholderText(), QStringLiteral("Asked for when connecting"));
    QTest::keyClicks(secret, Password);
    screenshot(dialog, QStringLiteral("connectionsdialog-no-keychain"));

    QTest::mouseClick(ui.connect, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.selectedProfile().secret, Password);
    QVERIFY(!settingsBytes().contains(Password.toUtf8()));
    const QString home = qEnvironmentVariable("HOME");
    QDirIterator it(home, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(Password.toUtf8()), qPrintable(file.fileName()));
    }
}

// A catalog folder is a connection like the others: its path is asked for (no secret), a
// folder without capabilities/ or agents/ is refused, and the profile is saved.
void tst_ConnectionsDialog::catalogFolderProfile()
{
    ConnectionProfiles profiles;
    MemoryKeychain keychain;
    Opened ui = open(profiles, keychain, QString());
    QVERIFY(ui.dialog);
    ConnectionsDialog &dialog = *ui.dialog;
    QTemporaryDir dir;
    QTest::mouseClick(child<QPushButton>(dialog, "addProfile"), Qt::LeftButton);
    QTest::keyClicks(child<QLineEdit>(dialog, "name"), QStringLiteral("Reviewed catalog"));
    auto *kind = child<QComboBox>(dialog, "kind");
    kind->setCurrentIndex(kind->findData(int(Kind::CatalogFolder)));
    QCOMPARE(kind->currentText(), QStringLiteral("Catalog folder"));
    auto *path = child<QLineEdit>(dialog, "workspacePath");
    QVERIFY(path->isVisible());
    QCOMPARE(path->accessibleName(), QStringLiteral("Catalog folder"));
    QVERIFY(!child<QLineEdit>(dialog, "secret")->isVisible());
    QVERIFY(!child<QLineEdit>(dialog, "host")->isVisible());

    QTest::keyClicks(path, dir.path());
    QVERIFY(ui.problem->isVisible());
    QVERIFY2(ui.problem->text().contains(QLatin1String("is not a catalog folder")), qPrintable(ui.problem->text()));
    QVERIFY(!ui.connect->isEnabled());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("capabilities")));
    replaceText(path, dir.path()); // checked again as it is edited
    QVERIFY(ui.problem->isHidden());
    QVERIFY(ui.connect->isEnabled());
    screenshot(dialog, QStringLiteral("connectionsdialog-folder"));

    QTest::mouseClick(ui.close, Qt::LeftButton);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(profiles.count(), 2);
    QCOMPARE(profiles.at(1).kind, Kind::CatalogFolder);
    QCOMPARE(profiles.at(1).workspacePath, dir.path());
    QVERIFY(keychain.entries.isEmpty());
    // And read back as saved.
    ConnectionProfiles reloaded;
    QSettings settings;
    reloaded.load(settings);
    QCOMPARE(reloaded.find(QStringLiteral("Reviewed catalog"))->kind, Kind::CatalogFolder);
}

// Settings, HOME and the D-Bus address are private to this process before Qt starts.
int main(int argc, char **argv)
{
    QTemporaryDir root;
    if (!root.isValid())
        return 1;
    for (const char *name : {"home", "config", "runtime"})
        QDir().mkpath(root.filePath(QLatin1String(name)));
    QFile::setPermissions(root.filePath(QStringLiteral("runtime")),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    qputenv("HOME", QFile::encodeName(root.filePath(QStringLiteral("home"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(root.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(root.filePath(QStringLiteral("home/data"))));
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(root.filePath(QStringLiteral("runtime"))));
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" + QFile::encodeName(root.filePath(QStringLiteral("no-bus"))));
    for (const char *name : {"XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "KDE_SESSION_VERSION"})
        qunsetenv(name);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("capstudio-test"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_connectionsdialog"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    tst_ConnectionsDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_connectionsdialog.moc"
