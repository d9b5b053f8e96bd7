// CredentialStore against a real Secret Service: gnome-keyring in a private D-Bus session
// that withkeyring.sh starts (it sets CAPSTUDIO_KEYRING_TEST). Writes, reads back, replaces,
// removes, and checks that nothing but the keyring holds the secret.
#include "remote/credentialstore.h"

#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <optional>

using namespace capstudio;
using Outcome = CredentialStore::Outcome;

namespace {

const QString Key = QStringLiteral("postgresql://admin@db.example.com:5432");
const QString Secret = QStringLiteral("first-S3cret-ünïcode");
const QString Replacement = QStringLiteral("sk_") + QStringLiteral("0123456789abcdef").repeated(4);

CredentialStore::Result wait(const std::function<void(CredentialStore::Callback)> &call)
{
    std::optional<CredentialStore::Result> answer;
    call([&answer](const CredentialStore::Result &result) { answer = result; });
    if (!QTest::qWaitFor([&answer] { return answer.has_value(); }, 30000))
        return {Outcome::Failed, {}, QStringLiteral("no answer within 30 s")};
    return *answer;
}

} // namespace

class tst_CredentialStoreKeyring : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip();
    void entriesAreSeparateByKeyAndService();
    void secretOnlyInTheKeyring();

private:
    CredentialStore m_store{QStringLiteral("capstudio-test")};
};

void tst_CredentialStoreKeyring::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("CAPSTUDIO_KEYRING_TEST"))
        QSKIP("Needs a private keyring: run through tests/remote/withkeyring.sh");
}

void tst_CredentialStoreKeyring::roundTrip()
{
    QSignalSpy changed(&m_store, &CredentialStore::availabilityChanged);

    CredentialStore::Result result = wait([&](CredentialStore::Callback done) { m_store.read(Key, nullptr, done); });
    QCOMPARE(result.outcome, Outcome::NotFound);

    result = wait([&](CredentialStore::Callback done) { m_store.write(Key, Secret, nullptr, done); });
    QVERIFY2(result.ok(), qPrintable(result.message));
    result = wait([&](CredentialStore::Callback done) { m_store.read(Key, nullptr, done); });
    QVERIFY2(result.ok(), qPrintable(result.message));
    QCOMPARE(result.secret, Secret);

    result = wait([&](CredentialStore::Callback done) { m_store.write(Key, Replacement, nullptr, done); });
    QVERIFY2(result.ok(), qPrintable(result.message));
    const Expected<QString> blocking = m_store.readBlocking(Key, 30000);
    QVERIFY2(blocking.ok(), qPrintable(blocking.ok() ? QString() : blocking.error().message));
    QCOMPARE(blocking.value(), Replacement);

    result = wait([&](CredentialStore::Callback done) { m_store.remove(Key, nullptr, done); });
    QVERIFY2(result.ok(), qPrintable(result.message));
    const Expected<QString> gone = m_store.readBlocking(Key, 30000);
    QVERIFY(!gone.ok());
    QCOMPARE(gone.error().kind, StoreError::Kind::NotFound);

    QVERIFY(m_store.available());
    QCOMPARE(changed.count(), 0);
}

void tst_CredentialStoreKeyring::entriesAreSeparateByKeyAndService()
{
    CredentialStore other(QStringLiteral("capstudio-test-other"));
    const QString otherKey = QStringLiteral("https://sunrise.example.com");
    QVERIFY(wait([&](CredentialStore::Callback done) { m_store.write(Key, Secret, nullptr, done); }).ok());
    QVERIFY(wait([&](CredentialStore::Callback done) { m_store.write(otherKey, Replacement, nullptr, done); }).ok());

    QCOMPARE(m_store.readBlocking(Key, 30000).value(), Secret);
    QCOMPARE(m_store.readBlocking(otherKey, 30000).value(), Replacement);
    QCOMPARE(other.readBlocking(Key, 30000).error().kind, StoreError::Kind::NotFound);

    QVERIFY(wait([&](CredentialStore::Callback done) { m_store.remove(otherKey, nullptr, done); }).ok());
    QCOMPARE(m_store.readBlocking(Key, 30000).value(), Secret);
}

void tst_CredentialStoreKeyring::secretOnlyInTheKeyring()
{
    QVERIFY(wait([&](CredentialStore::Callback done) { m_store.write(Key, Secret, nullptr, done); }).ok());

    // gnome-keyring encrypts its file; the plain secret appears nowhere under HOME.
    QDirIterator it(qEnvironmentVariable("HOME"), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        QFile file(it.next());
        ++files;
        if (file.open(QIODevice::ReadOnly))
            QVERIFY2(!file.readAll().contains(Secret.toUtf8()), qPrintable(file.fileName()));
    }
    QVERIFY(files > 0); // the keyring file itself
    QVERIFY(wait([&](CredentialStore::Callback done) { m_store.remove(Key, nullptr, done); }).ok());
}

QTEST_GUILESS_MAIN(tst_CredentialStoreKeyring)
#include "tst_credentialstore_keyring.moc"
