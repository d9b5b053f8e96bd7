#include "catalog/capabilityfile.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

class tst_CapabilityFile : public QObject
{
    Q_OBJECT

private slots:
    void shapes_data();
    void shapes();
};

void tst_CapabilityFile::shapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("errorPart");

    QTest::newRow("bare array") << QByteArray(R"([{"slug":"a"},{"slug":"b"}])") << true << 2 << "" << "";
    QTest::newRow("list envelope") << QByteArray(R"({"success":true,"data":[{"slug":"a"}],"meta":{"page":1}})")
                                   << true << 1 << "/data" << "";
    QTest::newRow("single-row envelope") << QByteArray(R"({"success":true,"data":{"slug":"a"}})")
                                         << true << 1 << "/data" << "";
    QTest::newRow("error envelope")
        << QByteArray(R"({"success":false,"error":{"code":"UNAUTHORIZED","message":"Unauthorized"}})")
        << false << 0 << "/error" << "UNAUTHORIZED";
    QTest::newRow("object without data") << QByteArray(R"({"capabilities":[]})") << false << 0 << ""
                                         << "no \"data\"";
    QTest::newRow("data is a string") << QByteArray(R"({"success":true,"data":"x"})") << false << 0
                                      << "/data" << "must be an array";
}

void tst_CapabilityFile::shapes()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(int, rows);
    QFETCH(QString, pointer);
    QFETCH(QString, errorPart);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("caps.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();

    const CapabilityFile::Content content = CapabilityFile::read(path);
    QCOMPARE(content.ok(), ok);
    if (ok) {
        QCOMPARE(content.rows.size(), rows);
        QCOMPARE(content.rowsPointer, pointer);
    } else {
        QCOMPARE(content.error->location().jsonPointer, pointer);
        QCOMPARE(content.error->location().file, path);
        QVERIFY2(content.error->message().contains(errorPart), qPrintable(content.error->message()));
    }
}

QTEST_GUILESS_MAIN(tst_CapabilityFile)
#include "tst_capabilityfile.moc"
