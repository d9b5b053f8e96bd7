// Conformance of UrlGuard::check with Sunrise's checkSafeProviderUrl: every vector of
// corpus/sunrise/safe-url-vectors.json (computed by running the real function under Node's WHATWG
// URL parser) must give the same `ok` and the same `reason`.

#include <rules/urlguard.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using capstudio::UrlGuard;
using capstudio::UrlGuardOptions;
using capstudio::UrlVerdict;

class TestUrlGuardConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void vector_data();
    void vector();

private:
    static constexpr qsizetype kExpectedVectors = 100;
    QJsonArray m_vectors;
};

void TestUrlGuardConformance::initTestCase()
{
    const QString path = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/safe-url-vectors.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        QFAIL(qPrintable(QStringLiteral("cannot read %1: %2").arg(path, file.errorString())));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        QFAIL(qPrintable(QStringLiteral("%1 is not JSON: %2").arg(path, error.errorString())));
    if (!document.isArray())
        QFAIL(qPrintable(QStringLiteral("%1 does not hold an array").arg(path)));
    m_vectors = document.array();
    if (m_vectors.size() != kExpectedVectors) {
        QFAIL(qPrintable(QStringLiteral("%1 holds %2 vectors, expected %3")
                             .arg(path)
                             .arg(m_vectors.size())
                             .arg(kExpectedVectors)));
    }
    for (const QJsonValue &value : std::as_const(m_vectors)) {
        const QJsonObject vector = value.toObject();
        if (!vector.value(QStringLiteral("url")).isString()
            || !vector.value(QStringLiteral("allowLoopback")).isBool()
            || !vector.value(QStringLiteral("ok")).isBool())
            QFAIL("a vector lacks url, allowLoopback or ok");
    }
}

void TestUrlGuardConformance::vector_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowLoopback");
    QTest::addColumn<bool>("allowPrivateNetwork");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("reason");

    for (qsizetype i = 0; i < m_vectors.size(); ++i) {
        const QJsonObject vector = m_vectors.at(i).toObject();
        const QString url = vector.value(QStringLiteral("url")).toString();
        const bool allowLoopback = vector.value(QStringLiteral("allowLoopback")).toBool();
        const bool allowPrivateNetwork =
            vector.value(QStringLiteral("allowPrivateNetwork")).toBool(false);
        QString name = QStringLiteral("%1 %2").arg(i, 3, 10, QLatin1Char('0')).arg(url);
        if (allowLoopback)
            name += QStringLiteral(" allowLoopback");
        if (allowPrivateNetwork)
            name += QStringLiteral(" allowPrivateNetwork");
        QTest::newRow(name.toUtf8().constData())
            << url << allowLoopback << allowPrivateNetwork
            << vector.value(QStringLiteral("ok")).toBool()
            << vector.value(QStringLiteral("reason")).toString();
    }
}

void TestUrlGuardConformance::vector()
{
    QFETCH(QString, url);
    QFETCH(bool, allowLoopback);
    QFETCH(bool, allowPrivateNetwork);
    QFETCH(bool, ok);
    QFETCH(QString, reason);

    UrlGuardOptions options;
    options.allowLoopback = allowLoopback;
    options.allowPrivateNetwork = allowPrivateNetwork;
    const UrlVerdict verdict = UrlGuard::check(url, options);
    QCOMPARE(verdict.ok, ok);
    QCOMPARE(verdict.reason, reason);
    QCOMPARE(verdict.message.isEmpty(), ok);
}

QTEST_APPLESS_MAIN(TestUrlGuardConformance)

#include "tst_urlguard_conformance.moc"
