// capstudio analyze, test-paths and replay through the real binary: exit codes, witness
// files that replay, generated runs that replay identically until the library changes, and
// clear errors for a broken library or run file.
#include "clirun.h"
#include "flowgatetexts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString DemoLibrary = QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml");

QStringList jsonFiles(const QString &dir)
{
    QStringList paths;
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(QDir(dir).filePath(name));
    return paths;
}

} // namespace

class tst_WorkflowCommands : public QObject
{
    Q_OBJECT

private slots:
    void analyzeFindsWithWitnesses();
    void analyzeCleanAndBroken();
    void testPathsReplayUntilTheLibraryChanges();
    void replayRefusesBadRuns();

private:
    QTemporaryDir m_dir;
};

void tst_WorkflowCommands::analyzeFindsWithWitnesses()
{
    const QString witnesses = m_dir.filePath(QStringLiteral("witnesses"));
    const clirun::Run run = clirun::capstudio({QStringLiteral("analyze"), DemoLibrary, QStringLiteral("--format"),
                                               QStringLiteral("json"), QStringLiteral("--witnesses"), witnesses});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    // The demo library's capability calls on the chain have no fallback: a failure stops the run.
    QCOMPARE(report.value(QStringLiteral("findings")).toInt(), 5);
    QCOMPARE(report.value(QStringLiteral("unknown")).toInt(), 0);
    QStringList places;
    for (const QJsonValue &workflow : report.value(QStringLiteral("workflows")).toArray())
        for (const QJsonValue &value : workflow.toObject().value(QStringLiteral("findings")).toArray()) {
            const QJsonObject finding = value.toObject();
            QCOMPARE(finding.value(QStringLiteral("kind")).toString(), QStringLiteral("unhandled-failure"));
            QVERIFY(QFile::exists(finding.value(QStringLiteral("witnessFile")).toString()));
            places.append(finding.value(QStringLiteral("state")).toString() + QLatin1Char('/')
                          + finding.value(QStringLiteral("transition")).toString());
        }
    places.sort();
    QCOMPARE(places, (QStringList{QStringLiteral("awaiting_approval/request_approval"), QStringLiteral("classifying/classify"),
                                  QStringLiteral("drafting/draft"), QStringLiteral("linting/lint"),
                                  QStringLiteral("vetting/vet")}));
    // Every witness file is a saved run that replays on the library to the same end.
    const QStringList files = jsonFiles(witnesses);
    QCOMPARE(files.size(), 5);
    const clirun::Run replay =
        clirun::capstudio(QStringList{QStringLiteral("replay")} + files + QStringList{QStringLiteral("--library"), DemoLibrary});
    QCOMPARE(replay.exitCode, 0);
    QCOMPARE(replay.out.count(QStringLiteral(": same (")), 5);

    // The text report names the place, the finding and the witness.
    const clirun::Run text = clirun::capstudio({QStringLiteral("analyze"), DemoLibrary, QStringLiteral("--workflow"),
                                                QStringLiteral("flow.triage-provenance-finding")});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(QStringLiteral("unhandled-failure  classifying/classify: if the capability "
                                              "cap.triage.classify-finding fails")),
             qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("ending in 'classifying' (failed)")));
    QVERIFY(text.out.contains(QStringLiteral("1 finding, 0 undecided in 1 workflow")));
}

void tst_WorkflowCommands::analyzeCleanAndBroken()
{
    const QString clean = m_dir.filePath(QStringLiteral("clean.yaml"));
    QVERIFY(writeFile(clean, R"(version: "1"
workflows:
  flow.clean:
    initialState: start
    states:
      start:
        transitions:
          approve:
            target: done
            guards: [{kind: expr, expr: "$.arguments.ok == true"}]
          reject: {target: done}
      done: {terminal: true}
)"));
    const clirun::Run ok = clirun::capstudio({QStringLiteral("analyze"), clean});
    QCOMPARE(ok.exitCode, 0);
    QVERIFY(ok.out.contains(QStringLiteral("0 findings, 0 undecided in 1 workflow")));

    const QString broken = m_dir.filePath(QStringLiteral("broken.yaml"));
    QVERIFY(writeFile(broken, "version: \"1\"\nworkflows: [unclosed\n"));
    const clirun::Run bad = clirun::capstudio({QStringLiteral("analyze"), broken});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("broken.yaml:")), qPrintable(bad.err));

    const clirun::Run unknown =
        clirun::capstudio({QStringLiteral("analyze"), clean, QStringLiteral("--workflow"), QStringLiteral("flow.none")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("no workflow 'flow.none'")));
    const clirun::Run badLimit =
        clirun::capstudio({QStringLiteral("analyze"), clean, QStringLiteral("--max-runs"), QStringLiteral("zero")});
    QCOMPARE(badLimit.exitCode, 2);
}

void tst_WorkflowCommands::testPathsReplayUntilTheLibraryChanges()
{
    const QString library = m_dir.filePath(QStringLiteral("library.yaml"));
    QVERIFY(writeFile(library, readFile(DemoLibrary)));
    const QString runs = m_dir.filePath(QStringLiteral("runs"));
    const QString workflow = QStringLiteral("flow.review-capability-change");
    const clirun::Run generated = clirun::capstudio({QStringLiteral("test-paths"), library, QStringLiteral("--workflow"),
                                                     workflow, QStringLiteral("-o"), runs, QStringLiteral("--format"),
                                                     QStringLiteral("json")});
    QCOMPARE(generated.exitCode, 0);
    const QJsonObject set = QJsonDocument::fromJson(generated.out.toUtf8()).object();
    QVERIFY(set.value(QStringLiteral("uncovered")).toArray().isEmpty());
    const QStringList files = jsonFiles(runs);
    QCOMPARE(files.size(), set.value(QStringLiteral("runs")).toArray().size());
    QVERIFY(files.size() >= 2);
    // Every transition of the workflow that is not on a terminal state is in some run.
    QSet<QString> fired;
    for (const QString &file : files) {
        const QJsonObject run = QJsonDocument::fromJson(readFile(file)).object();
        QCOMPARE(run.value(QStringLiteral("workflow")).toString(), workflow);
        for (const QJsonValue &action : run.value(QStringLiteral("actions")).toArray())
            fired.insert(action.toObject().value(QStringLiteral("transition")).toString());
    }
    // The agent's moves of the workflow are all there (the chain's hops are not actions).
    for (const QString &move : {QStringLiteral("address_finding")})
        QVERIFY2(fired.contains(move), qPrintable(move));

    const QStringList replay = QStringList{QStringLiteral("replay")} + files + QStringList{QStringLiteral("--library"), library};
    const clirun::Run same = clirun::capstudio(replay);
    QCOMPARE(same.exitCode, 0);
    QCOMPARE(same.out.count(QStringLiteral(": same (")), files.size());

    // Sending a change back now ends the run: the runs that sent one back diverge, named.
    QByteArray text = readFile(library);
    const QByteArray before = "          sent_back:\n            target: revising";
    QVERIFY2(text.contains(before), "the demo library's sent_back transition moved");
    text.replace(before, "          sent_back:\n            target: rejected");
    QVERIFY(writeFile(library, text));
    const clirun::Run changed = clirun::capstudio(replay);
    QCOMPARE(changed.exitCode, 1);
    QVERIFY2(changed.out.contains(QStringLiteral("diverges at action")), qPrintable(changed.out));
    QVERIFY(changed.out.contains(QStringLiteral("status: saved \"waiting_for_action\", replayed \"completed\"")));

    // A second generation replaces the first: no stale run is left behind.
    QVERIFY(writeFile(QDir(runs).filePath(workflow + QStringLiteral(".run-99.json")), "{}"));
    QVERIFY(writeFile(library, readFile(DemoLibrary)));
    QCOMPARE(clirun::capstudio({QStringLiteral("test-paths"), library, QStringLiteral("--workflow"), workflow,
                                QStringLiteral("-o"), runs})
                 .exitCode,
             0);
    QCOMPARE(jsonFiles(runs), files);
}

void tst_WorkflowCommands::replayRefusesBadRuns()
{
    const QString malformed = m_dir.filePath(QStringLiteral("malformed.json"));
    QVERIFY(writeFile(malformed, "{\n  \"format\": \"capstudio-simulation\",\n  \"version\": 1,\n  oops\n}\n"));
    const clirun::Run bad = clirun::capstudio({QStringLiteral("replay"), malformed, QStringLiteral("--library"), DemoLibrary});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("malformed.json:4:")), qPrintable(bad.err));

    const QString wrong = m_dir.filePath(QStringLiteral("wrong.json"));
    QVERIFY(writeFile(wrong, R"({"format": "capstudio-simulation", "version": 1, "workflow": 7})"));
    const clirun::Run typed = clirun::capstudio({QStringLiteral("replay"), wrong, QStringLiteral("--library"), DemoLibrary});
    QCOMPARE(typed.exitCode, 2);
    QVERIFY2(typed.err.contains(QStringLiteral("/workflow: must be a string")), qPrintable(typed.err));

    const clirun::Run usage = clirun::capstudio({QStringLiteral("replay"), wrong});
    QCOMPARE(usage.exitCode, 2);
}

QTEST_GUILESS_MAIN(tst_WorkflowCommands)
#include "tst_workflowcommands.moc"
