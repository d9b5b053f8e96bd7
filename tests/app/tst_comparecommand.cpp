// capstudio compare through the real binary: exit codes, the text and JSON reports, a leak
// never printed whole, ignored fields, and unreadable or missing sides.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString corpusBundle()
{
    return QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
}

QJsonObject corpusDocument()
{
    QFile file(corpusBundle());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the corpus bundle");
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The corpus bundle with lookup_customer's e-mail unmasked, a slower call_external_api and
// another model pinned on the terminal message.
QByteArray changedBundle()
{
    QJsonObject document = corpusDocument();
    QJsonObject data = document.value(QStringLiteral("data")).toObject();
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    QJsonObject terminal = messages.at(7).toObject();
    terminal.insert(QStringLiteral("modelId"), QStringLiteral("other-model"));
    QJsonObject provenance = terminal.value(QStringLiteral("provenance")).toObject();
    QJsonArray calls = provenance.value(QStringLiteral("capabilityCalls")).toArray();
    QJsonObject lookup = calls.at(1).toObject();
    lookup.insert(QStringLiteral("arguments"), QJsonObject{{QStringLiteral("email"), QStringLiteral("alice.jones@example.com")}});
    calls[1] = lookup;
    QJsonObject external = calls.at(2).toObject();
    external.insert(QStringLiteral("latencyMs"), 3100);
    calls[2] = external;
    provenance.insert(QStringLiteral("capabilityCalls"), calls);
    terminal.insert(QStringLiteral("provenance"), provenance);
    messages[7] = terminal;
    data.insert(QStringLiteral("messages"), messages);
    document.insert(QStringLiteral("data"), data);
    return QJsonDocument(document).toJson();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class tst_CompareCommand : public QObject
{
    Q_OBJECT

private slots:
    void equalBundlesExitZero()
    {
        const clirun::Run run = clirun::capstudio({QStringLiteral("compare"), corpusBundle(), corpusBundle()});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(QLatin1String("0 differences")), qPrintable(run.err));
        const clirun::Run demo = clirun::capstudio({QStringLiteral("compare"), QStringLiteral(CAPSTUDIO_DEMO_BUNDLE),
                                                    QStringLiteral(CAPSTUDIO_DEMO_BUNDLE)});
        QCOMPARE(demo.exitCode, 0);
    }

    void differencesAreReportedWithoutTheLeak()
    {
        QTemporaryDir dir;
        const QString changed = dir.filePath(QStringLiteral("b.json"));
        QVERIFY(write(changed, changedBundle()));
        const clirun::Run run = clirun::capstudio({QStringLiteral("compare"), corpusBundle(), changed});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QLatin1String("arguments /email: redaction leak: masked in A (a***@e***.com), unmasked in B (23 characters)")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("modelId: claude-sonnet-4-6 → other-model")));
        QVERIFY(run.out.contains(QStringLiteral("latencyMs: 2904 → 3100")));
        QVERIFY(run.out.contains(QLatin1String("by tool-call id toolu_01Jr8Ac4mUo0YzWx3NnQ5dSt")));
        QVERIFY(!run.out.contains(QLatin1String("alice")));
        QVERIFY2(run.err.contains(QLatin1String("3 differences, 1 redaction leak")), qPrintable(run.err));

        const clirun::Run json = clirun::capstudio({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"),
                                                    QStringLiteral("--ignore"), QStringLiteral("latencyMs,modelId"),
                                                    corpusBundle(), changed});
        QCOMPARE(json.exitCode, 1);
        QVERIFY(!json.out.contains(QLatin1String("alice")));
        QJsonParseError error;
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(report.value(QStringLiteral("sameConversation")).toBool());
        QCOMPARE(report.value(QStringLiteral("counts")).toObject().value(QStringLiteral("differences")).toInt(), 1);
        QCOMPARE(report.value(QStringLiteral("messages")).toArray().size(), 0);
        const QJsonArray calls = report.value(QStringLiteral("calls")).toArray();
        QCOMPARE(calls.size(), 1);
        const QJsonObject call = calls.at(0).toObject();
        QCOMPARE(call.value(QStringLiteral("slug")).toString(), QStringLiteral("lookup_customer"));
        QCOMPARE(call.value(QStringLiteral("alignedBy")).toString(), QStringLiteral("tool-call-id"));
        const QJsonObject difference = call.value(QStringLiteral("differences")).toArray().at(0).toObject();
        QCOMPARE(difference.value(QStringLiteral("kind")).toString(), QStringLiteral("redaction"));
        QCOMPARE(difference.value(QStringLiteral("pointer")).toString(), QStringLiteral("/email"));
        QCOMPARE(difference.value(QStringLiteral("maskedIn")).toString(), QStringLiteral("a"));

        // Every field ignored that differs: equal.
        const clirun::Run ignoring = clirun::capstudio({QStringLiteral("compare"), QStringLiteral("--ignore"),
                                                        QStringLiteral("latencyMs"), QStringLiteral("--ignore"),
                                                        QStringLiteral("modelId,arguments"), corpusBundle(), changed});
        QCOMPARE(ignoring.exitCode, 0);
    }

    void badInputExitsTwo()
    {
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(write(broken, QByteArrayLiteral("{\"success\": true,\n  \"data\": [1, 2,]\n}")));
        const clirun::Run unreadable = clirun::capstudio({QStringLiteral("compare"), corpusBundle(), broken});
        QCOMPARE(unreadable.exitCode, 2);
        QVERIFY2(unreadable.err.contains(broken + QStringLiteral(":2:")), qPrintable(unreadable.err));

        const clirun::Run missing = clirun::capstudio({QStringLiteral("compare"), dir.filePath(QStringLiteral("none.json")), corpusBundle()});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QLatin1String("none.json")));

        const clirun::Run one = clirun::capstudio({QStringLiteral("compare"), corpusBundle()});
        QCOMPARE(one.exitCode, 2);
        const clirun::Run field = clirun::capstudio({QStringLiteral("compare"), QStringLiteral("--ignore"), QStringLiteral("latency"),
                                                     corpusBundle(), corpusBundle()});
        QCOMPARE(field.exitCode, 2);
        QVERIFY(field.err.contains(QLatin1String("--ignore latency: not a field")));
        const clirun::Run stdinTwice = clirun::capstudio({QStringLiteral("compare"), QStringLiteral("-"), QStringLiteral("-")});
        QCOMPARE(stdinTwice.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(tst_CompareCommand)
#include "tst_comparecommand.moc"
