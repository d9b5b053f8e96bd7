// The layout sidecar (model/designer): the positions a person chose, next to the YAML file;
// round trip, a missing file, malformed files with line and column, atomic saves.
#include "designer/layoutsidecar.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;
using namespace capstudio::designer;

class TestLayoutSidecar : public QObject
{
    Q_OBJECT

private slots:
    void sidecarPath();
    void sidecarRoundTrip();
    void sidecarMissingFileIsEmpty();
    void sidecarMalformed_data();
    void sidecarMalformed();
    void sidecarSaveReplacesAtomically();
    void sidecarSaveFailureLeavesNothing();
};

void TestLayoutSidecar::sidecarPath()
{
    QCOMPARE(LayoutSidecar::pathFor(QStringLiteral("/repo/flows/flow.yaml")),
             QStringLiteral("/repo/flows/flow.yaml.layout.json"));
}

void TestLayoutSidecar::sidecarRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LayoutSidecar sidecar;
    sidecar.setPosition(QStringLiteral("orders.fulfil"), QStringLiteral("start"), QPointF(10, 20.5));
    sidecar.setPosition(QStringLiteral("orders.fulfil"), QStringLiteral("a/b~c"), QPointF(-4, 1e6));
    sidecar.setPosition(QStringLiteral("größe"), QStringLiteral("état"), QPointF(0.25, -0.125));
    sidecar.setPosition(QStringLiteral("gone"), QStringLiteral("x"), QPointF(1, 1));
    sidecar.removePosition(QStringLiteral("gone"), QStringLiteral("x"));
    const QString path = LayoutSidecar::pathFor(dir.filePath(QStringLiteral("flow.yaml")));
    QVERIFY(sidecar.save(path).ok());

    const auto loaded = LayoutSidecar::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QVERIFY(loaded.value() == sidecar);
    QCOMPARE(loaded.value().workflowIds(), (QStringList{QStringLiteral("größe"), QStringLiteral("orders.fulfil")}));
    QCOMPARE(loaded.value().position(QStringLiteral("orders.fulfil"), QStringLiteral("a/b~c")), QPointF(-4, 1e6));
    QVERIFY(!loaded.value().position(QStringLiteral("orders.fulfil"), QStringLiteral("nope")));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("\"format\": \"capstudio-layout\""));
    QVERIFY(bytes.contains("\"version\": 1"));
    // Saving the same contents again gives the same bytes.
    QVERIFY(loaded.value().save(path).ok());
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
}

void TestLayoutSidecar::sidecarMissingFileIsEmpty()
{
    QTemporaryDir dir;
    const auto loaded = LayoutSidecar::load(dir.filePath(QStringLiteral("none.yaml.layout.json")));
    QVERIFY(loaded.ok());
    QVERIFY(loaded.value().isEmpty());
}

void TestLayoutSidecar::sidecarMalformed_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("where"); // expected "line:col"
    QTest::addColumn<QString>("mentions");
    QTest::newRow("trailing comma")
        << QByteArray("{\n  \"version\": 1,\n  \"workflows\": {},\n}\n") << QStringLiteral("3:18") << QString();
    QTest::newRow("truncated")
        << QByteArray("{\n  \"version\": 1,\n  \"workflows\": {\"w\": {\"s\": {\"x\": 1,")
        << QStringLiteral("3:") << QString();
    QTest::newRow("empty file") << QByteArray("") << QStringLiteral("1:1") << QString();
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("1:1") << QStringLiteral("object");
    QTest::newRow("missing version")
        << QByteArray("{\n  \"workflows\": {}\n}") << QStringLiteral("1:1") << QStringLiteral("version");
    QTest::newRow("newer version")
        << QByteArray("{\n  \"format\": \"capstudio-layout\",\n  \"version\": 7\n}")
        << QStringLiteral("3:14") << QStringLiteral("newer");
    QTest::newRow("wrong format")
        << QByteArray("{\"format\": \"other\", \"version\": 1}") << QStringLiteral("1:12") << QStringLiteral("format");
    QTest::newRow("x is text")
        << QByteArray("{\n\"version\": 1,\n\"workflows\": {\n  \"w\": {\n    \"s\": {\"x\": \"12\", \"y\": 3}\n  }\n}\n}")
        << QStringLiteral("5:16") << QStringLiteral("'s'");
    QTest::newRow("state not an object")
        << QByteArray("{\"version\": 1,\n\"workflows\": {\"w\": {\"s\": 5}}}") << QStringLiteral("2:26")
        << QStringLiteral("'w'");
}

void TestLayoutSidecar::sidecarMalformed()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, where);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("flow.yaml.layout.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const auto loaded = LayoutSidecar::load(path);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error().kind, StoreError::Kind::Invalid);
    const QString message = loaded.error().message;
    QVERIFY2(message.startsWith(path + u':' + where), qPrintable(message));
    QVERIFY2(message.contains(mentions), qPrintable(message));
}

void TestLayoutSidecar::sidecarSaveReplacesAtomically()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("flow.yaml.layout.json"));
    LayoutSidecar first;
    first.setPosition(QStringLiteral("w"), QStringLiteral("s"), QPointF(1, 2));
    QVERIFY(first.save(path).ok());
    LayoutSidecar second;
    second.setPosition(QStringLiteral("w"), QStringLiteral("t"), QPointF(3, 4));
    QVERIFY(second.save(path).ok());
    QVERIFY(LayoutSidecar::load(path).value() == second);
    // Only the sidecar itself is left: the temporary file was renamed over it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("flow.yaml.layout.json")});
}

void TestLayoutSidecar::sidecarSaveFailureLeavesNothing()
{
    QTemporaryDir dir;
    LayoutSidecar sidecar;
    sidecar.setPosition(QStringLiteral("w"), QStringLiteral("s"), QPointF(1, 2));
    // The target is a directory: the save fails, reports the path, and the folder keeps only it.
    const QString blocked = dir.filePath(QStringLiteral("flow.yaml.layout.json"));
    QVERIFY(QDir().mkdir(blocked));
    const Status status = sidecar.save(blocked);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.contains(blocked), qPrintable(status.error().message));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("flow.yaml.layout.json")});
    // A folder that does not exist.
    QVERIFY(!sidecar.save(dir.filePath(QStringLiteral("missing/flow.yaml.layout.json"))).ok());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing"))));
}

QTEST_GUILESS_MAIN(TestLayoutSidecar)
#include "tst_layoutsidecar.moc"
