// The smaller faults a probe found: an include cycle through a symbolic link recursed until
// the path was too long; includes could name any file on the machine without a word; two
// findings had no line:column; `render -o` into a missing folder failed only after laying the
// graph out; keys written twice in a capability or binding file were taken silently.
#include "clirun.h"
#include "flowgate/configvalidation.h"
#include "flowgate/loader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;

class tst_SmallFaults : public QObject
{
    Q_OBJECT

private slots:
    void anIncludeCycleThroughALinkIsACycle();
    void anIncludeOutsideTheLibraryIsAWarning();
    void findingsWithoutAPlaceGetOne();
    void renderChecksWhereItWritesFirst();
    void keysWrittenTwiceAreWarnings();
};

void tst_SmallFaults::anIncludeCycleThroughALinkIsACycle()
{
    QTemporaryDir dir;
    clirun::writeFile(dir, QStringLiteral("a.yaml"), "version: \"1.0.0\"\ninclude:\n  - link/a.yaml\n");
    QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("link"))));
    const flowgate::Loader::Result loaded = flowgate::Loader::load(dir.filePath(QStringLiteral("a.yaml")));
    QVERIFY(!loaded.loaded());
    QCOMPARE(loaded.loadErrors.size(), 1);
    const Diagnostic &cycle = loaded.loadErrors.constFirst();
    QCOMPARE(cycle.ruleId(), QStringLiteral("INCLUDE_CYCLE"));
    QVERIFY2(cycle.message().startsWith(QLatin1String("config include cycle detected at ")), qPrintable(cycle.message()));
    // At the include entry that closes the cycle.
    QCOMPARE(cycle.location().line, 3);
    QCOMPARE(cycle.location().column, 5);
    QVERIFY(cycle.location().file.endsWith(QLatin1String("a.yaml")));
}

void tst_SmallFaults::anIncludeOutsideTheLibraryIsAWarning()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("library")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("elsewhere")));
    clirun::writeFile(dir, QStringLiteral("elsewhere/shared.yaml"), "workflows: {}\n");
    clirun::writeFile(dir, QStringLiteral("library/parts.yaml"), "skills: {}\n");
    clirun::writeFile(dir, QStringLiteral("library/main.yaml"),
                      "version: \"1.0.0\"\ninclude:\n  - parts.yaml\n  - ../elsewhere/shared.yaml\n");
    const flowgate::Loader::Result loaded = flowgate::Loader::load(dir.filePath(QStringLiteral("library/main.yaml")));
    QVERIFY2(loaded.loaded(), loaded.loadErrors.isEmpty() ? "" : qPrintable(loaded.loadErrors.constFirst().toText()));
    QCOMPARE(loaded.loadWarnings.size(), 1); // parts.yaml is inside: no word about it
    const Diagnostic &outside = loaded.loadWarnings.constFirst();
    QCOMPARE(outside.ruleId(), QStringLiteral("INCLUDE_OUTSIDE"));
    QVERIFY2(outside.message().contains(QFileInfo(dir.filePath(QStringLiteral("elsewhere/shared.yaml"))).canonicalFilePath()),
             qPrintable(outside.message()));
    QCOMPARE(outside.location().line, 4);
}

void tst_SmallFaults::findingsWithoutAPlaceGetOne()
{
    QTemporaryDir dir;
    const QString path = clirun::writeFile(dir, QStringLiteral("noversion.yaml"), "workflows: {}\n");
    const flowgate::ValidationReport report = flowgate::ConfigValidation::run(path);
    const Diagnostics all = report.loaded.checkCliErrors + report.checkErrors;
    bool found = false;
    for (const Diagnostic &diagnostic : all) {
        if (diagnostic.ruleId() != QLatin1String("CHECK_VERSION"))
            continue;
        found = true;
        QCOMPARE(diagnostic.location().toString(), path + QStringLiteral(":1:1"));
    }
    QVERIFY(found);
}

void tst_SmallFaults::renderChecksWhereItWritesFirst()
{
    QTemporaryDir dir;
    const QString library = QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml");
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/out.svg"));
    const clirun::Run run = clirun::capstudio({QStringLiteral("render"), library, QStringLiteral("--workflow"),
                                               QStringLiteral("anything"), QStringLiteral("-o"), missing});
    QCOMPARE(run.exitCode, 2);
    // Said before the library is even read: the workflow does not exist either, but that is
    // not what it says.
    QCOMPARE(run.err, QStringLiteral("capstudio render: cannot write %1: the folder %2 does not exist\n")
                          .arg(missing, QFileInfo(missing).absolutePath()));
}

void tst_SmallFaults::keysWrittenTwiceAreWarnings()
{
    QTemporaryDir dir;
    const QString capabilities = clirun::writeFile(dir, QStringLiteral("caps.json"), R"([
  {"name": "Lookup", "slug": "lookup_order", "description": "Looks up an order", "category": "orders",
   "functionDefinition": {"name": "lookup_order", "description": "d", "parameters": {"type": "object"}},
   "executionType": "internal", "executionHandler": "LookupOrder",
   "rateLimit": 10,
   "rateLimit": 5000}
])");
    const clirun::Run lint = clirun::capstudio({QStringLiteral("lint-capabilities"), capabilities});
    QCOMPARE(lint.exitCode, 1);
    QVERIFY2(lint.out.contains(capabilities + QStringLiteral(":6:4: warning[json-duplicate-key]: the key \"rateLimit\" is "
                                                             "written twice in the object at /0 (first at line 5, column 4)")),
             qPrintable(lint.out));

    const QString bindings = clirun::writeFile(dir, QStringLiteral("bindings.json"), R"({"data": [
  {"agentId": "cagent000000000000000000a", "capabilityId": "ccap00000000000000000000a", "isEnabled": true,
   "customConfig": {"forcedUrl": "https://a.example.com", "forcedUrl": "https://b.example.com"},
   "capability": {"slug": "call_external_api"}}
]})");
    const clirun::Run check = clirun::capstudio({QStringLiteral("check-bindings"), bindings});
    QCOMPARE(check.exitCode, 1);
    QVERIFY2(check.out.contains(QStringLiteral("warning[json-duplicate-key]: the key \"forcedUrl\" is written twice in the "
                                               "object at /data/0/customConfig")),
             qPrintable(check.out));
}

QTEST_GUILESS_MAIN(tst_SmallFaults)
#include "tst_smallfaults.moc"
