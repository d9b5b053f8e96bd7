#include "flowgate/contracthash.h"
#include "flowgate/loader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

class tst_Loader : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void includesMergeInOrder();
    void includeCycleAndBadEntries();
    void missingIncludeNamesTheFile();
    void unreadablePath();
    void executorCapabilitiesAreInlined();
    void wrapsFlattenGuardsAndDetectCycles();
    void versionsDefaultToZero();
    void humanAskIsInjected();
    void useOutputsBecomeOutputMappings();
    void manyWorkflowsAreExpandedAndFlaggedInOrder();
    void checkVersionRequirement();
    void repoFolderIsNamespaced();
    void scriptBodiesBehindFileUrisAreVerified();
    void positionsPointIntoTheRightFile();

private:
    QString write(const QString &relative, const QByteArray &text);
    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_Loader::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString tst_Loader::write(const QString &relative, const QByteArray &text)
{
    const QString path = m_dir->filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

void tst_Loader::includesMergeInOrder()
{
    write(QStringLiteral("a.yaml"), "tags: [a]\nmeta: {x: 1, y: 1}\nname: from-a\n");
    write(QStringLiteral("sub/b.yaml"), "tags: [b]\nmeta: {y: 2}\nname: from-b\n");
    const QString host = write(QStringLiteral("host.yaml"),
                               "version: \"1\"\ninclude: [a.yaml, sub/b.yaml]\ntags: [host]\nmeta: {z: 3}\n");
    const Loader::Result result = Loader::load(host);
    QVERIFY2(result.loaded(), qPrintable(result.loadErrors.value(0).toText()));
    const Value &config = result.config;
    QVERIFY(!config.contains(u"include"));
    QStringList tags;
    for (const Value &tag : config.value(u"tags").items())
        tags.append(tag.toString());
    QCOMPARE(tags, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("host")}));
    QCOMPARE(config.value(u"meta").value(u"x").toInt(), 1);
    QCOMPARE(config.value(u"meta").value(u"y").toInt(), 2);
    QCOMPARE(config.value(u"meta").value(u"z").toInt(), 3);
    QCOMPARE(config.value(u"name").toString(), QStringLiteral("from-b"));
    QCOMPARE(result.files.size(), 3);
}

void tst_Loader::includeCycleAndBadEntries()
{
    write(QStringLiteral("one.yaml"), "include: [two.yaml]\n");
    write(QStringLiteral("two.yaml"), "include: [one.yaml]\n");
    const QString host = write(QStringLiteral("host.yaml"), "include: [one.yaml]\n");
    const Loader::Result cycle = Loader::load(host);
    QCOMPARE(cycle.loadErrors.size(), 1);
    QVERIFY2(cycle.loadErrors.first().message().startsWith(QLatin1String("config include cycle detected at ")),
             qPrintable(cycle.loadErrors.first().message()));

    const QString bad = write(QStringLiteral("bad.yaml"), "include: [3]\n");
    const Loader::Result entry = Loader::load(bad);
    QCOMPARE(entry.loadErrors.size(), 1);
    QCOMPARE(entry.loadErrors.first().message(), QStringLiteral("include entries must be strings"));
    QCOMPARE(entry.loadErrors.first().location().line, 1);
}

void tst_Loader::missingIncludeNamesTheFile()
{
    const QString host = write(QStringLiteral("host.yaml"), "include: [nothere.yaml]\n");
    const Loader::Result result = Loader::load(host);
    QCOMPARE(result.loadErrors.size(), 1);
    QVERIFY2(result.loadErrors.first().toText().contains(QLatin1String("nothere.yaml")),
             qPrintable(result.loadErrors.first().toText()));
}

void tst_Loader::unreadablePath()
{
    const Loader::Result result = Loader::load(m_dir->filePath(QStringLiteral("absent.yaml")));
    QVERIFY(!result.readable);
    QCOMPARE(result.loadErrors.size(), 1);
}

void tst_Loader::executorCapabilitiesAreInlined()
{
    const QString host = write(QStringLiteral("caps.yaml"), R"(version: "1"
capabilities:
  notify:
    executor: { kind: mcp, connection: chat, tool: post }
    guards: [{ kind: role, role: lead }]
    reliability: { timeoutMs: 500 }
workflows:
  w:
    initialState: a
    states:
      a:
        transitions:
          go:
            target: b
            executor: { capability: notify }
            guards: [{ kind: expr, expr: "$.arguments.ok == true" }]
      b: { terminal: true }
)");
    const Loader::Result result = Loader::load(host);
    QVERIFY2(result.loaded(), qPrintable(result.loadErrors.value(0).toText()));
    QVERIFY(!result.config.contains(u"capabilities"));
    const Value go = result.config.value(u"workflows").value(u"w").value(u"states").value(u"a")
                         .value(u"transitions").value(u"go");
    QCOMPARE(go.value(u"executor").value(u"kind").toString(), QStringLiteral("mcp"));
    QCOMPARE(go.value(u"guards").size(), 2);
    QCOMPARE(go.value(u"guards").at(0).value(u"kind").toString(), QStringLiteral("role"));
    QCOMPARE(go.value(u"reliability").value(u"timeoutMs").toInt(), 500);

    const QString unknown = write(QStringLiteral("unknown.yaml"), R"(workflows:
  w:
    initialState: a
    states:
      a: { transitions: { go: { target: a, executor: { capability: nope } } } }
)");
    const Loader::Result failed = Loader::load(unknown);
    QCOMPARE(failed.loadErrors.size(), 1);
    QCOMPARE(failed.loadErrors.first().message(), QStringLiteral("executor references unknown capability 'nope'"));
    QCOMPARE(failed.loadErrors.first().location().line, 5);
}

void tst_Loader::wrapsFlattenGuardsAndDetectCycles()
{
    const QString host = write(QStringLiteral("wraps.yaml"), R"(capabilities:
  inner: { executor: { kind: noop }, guards: [{ kind: role, role: inner }] }
  outer: { wraps: inner, guards: [{ kind: role, role: outer }] }
  lonely: { title: nothing }
)");
    const Loader::Result result = Loader::load(host);
    QCOMPARE(result.loadErrors.size(), 1);
    QCOMPARE(result.loadErrors.first().message(), QStringLiteral("capability 'lonely' needs `executor` or `wraps`"));

    const QString undefined = write(QStringLiteral("undefined.yaml"), "capabilities:\n  a: { wraps: b }\n");
    QCOMPARE(Loader::load(undefined).loadErrors.first().message(),
             QStringLiteral("capability 'b' is referenced but not defined"));
}

void tst_Loader::versionsDefaultToZero()
{
    const QString host = write(QStringLiteral("v.yaml"), R"(version: "1"
workflows:
  a: { initialState: s, states: { s: { terminal: true } } }
  b: { version: "2026-01-01", initialState: s, states: { s: { terminal: true } } }
)");
    const Loader::Result result = Loader::load(host);
    QVERIFY(result.loaded());
    QCOMPARE(result.config.value(u"workflows").value(u"a").value(u"version").toString(), QStringLiteral("0"));
    QCOMPARE(result.config.value(u"workflows").value(u"b").value(u"version").toString(), QStringLiteral("2026-01-01"));
}

void tst_Loader::humanAskIsInjected()
{
    const QString host = write(QStringLiteral("ask.yaml"), R"(version: "1"
workflows:
  w:
    enable_human_ask: true
    human_ask_cap: 2
    initialState: open
    states:
      open: { transitions: { close: { target: done } } }
      done: { terminal: true }
)");
    const Loader::Result result = Loader::load(host);
    QVERIFY(result.loaded());
    const Value states = result.config.value(u"workflows").value(u"w").value(u"states");
    const Value ask = states.value(u"open").value(u"transitions").value(u"ask_human");
    QCOMPARE(ask.value(u"target").toString(), QStringLiteral("open"));
    QCOMPARE(ask.value(u"actor").toString(), QStringLiteral("human"));
    QCOMPARE(ask.value(u"purpose").toString(), QStringLiteral("ask"));
    QCOMPARE(ask.value(u"max_fires_per_visit").toInt(), 2);
    QVERIFY(!states.value(u"done").value(u"transitions").contains(u"ask_human"));
}

void tst_Loader::useOutputsBecomeOutputMappings()
{
    const QString host = write(QStringLiteral("use.yaml"), R"(version: "1"
workflows:
  flow.x:
    initialState: a
    states:
      a:
        transitions:
          call:
            target: b
            output: { verdict: "$.output.mine" }
            executor:
              kind: workflow
              definitionId: cap.plan.vet
              use:
                outputs:
                  "$.context.verdict": verdict
                  "$.context.findings": findings
                  "$.context.Bad": x
                  "$.context.nested.path": y
      b: { terminal: true }
)");
    const Loader::Result result = Loader::load(host);
    QVERIFY(result.loaded());
    const Value output = result.config.value(u"workflows").value(u"flow.x").value(u"states").value(u"a")
                             .value(u"transitions").value(u"call").value(u"output");
    QCOMPARE(output.size(), 2);
    QCOMPARE(output.value(u"verdict").toString(), QStringLiteral("$.output.mine")); // the author's entry wins
    QCOMPARE(output.value(u"findings").toString(), QStringLiteral("$.output.findings"));
}

// Workflows are searched on several cores (slices of 32): every one of 100 gets its own
// outputs, and of two holding a flowgate flag the first in order is the one reported.
void tst_Loader::manyWorkflowsAreExpandedAndFlaggedInOrder()
{
    const auto library = [](const QList<int> &flagged) {
        QByteArray text = "version: \"1\"\nworkflows:\n";
        for (int i = 0; i < 100; ++i) {
            const QByteArray n = QByteArray::number(1000 + i);
            text += "  flow.w" + n + ":\n    initialState: a\n";
            if (flagged.contains(i))
                text += "    meta: { flowgate.strict: true }\n";
            text += "    states:\n      a:\n        transitions:\n          call:\n            target: b\n"
                    "            executor:\n              kind: workflow\n              definitionId: cap.plan.vet\n"
                    "              use: { outputs: { \"$.context.slot" + n + "\": out" + n + " } }\n"
                    "      b: { terminal: true }\n";
        }
        return text;
    };
    const Loader::Result result = Loader::load(write(QStringLiteral("many.yaml"), library({})));
    QVERIFY(result.loaded());
    const Value &workflows = *result.config.find(u"workflows");
    QCOMPARE(workflows.size(), 100);
    for (const Value::Member &workflow : workflows.members()) {
        const QString n = workflow.key.mid(6);
        const Value output = workflow.value.value(u"states").value(u"a").value(u"transitions").value(u"call")
                                 .value(u"output");
        QCOMPARE(output.size(), 1);
        QCOMPARE(output.value(QStringLiteral("slot") + n).toString(), QStringLiteral("$.output.out") + n);
    }

    const Loader::Result flagged = Loader::load(write(QStringLiteral("flagged.yaml"), library({70, 40, 95})));
    QVERIFY(!flagged.loaded());
    QCOMPARE(flagged.loadErrors.size(), 1);
    QVERIFY2(flagged.loadErrors.first().message().contains(QLatin1String("at '/workflows/flow.w1040/meta'")),
             qPrintable(flagged.loadErrors.first().message()));
}

void tst_Loader::checkVersionRequirement()
{
    const QString numeric = write(QStringLiteral("n.yaml"), "version: 1\n");
    const Loader::Result result = Loader::load(numeric);
    QVERIFY(result.loaded());
    QCOMPARE(result.checkCliErrors.size(), 1);
    QCOMPARE(result.checkCliErrors.first().message(),
             QStringLiteral("config %1: 'version' field is required (e.g. version: \"1.0.0\")").arg(numeric));
    const QString good = write(QStringLiteral("g.yaml"), "version: \"1.0.0\"\n");
    QVERIFY(Loader::load(good).checkCliErrors.isEmpty());
}

void tst_Loader::repoFolderIsNamespaced()
{
    write(QStringLiteral("repo/flowgate.repo.yaml"),
          "schema: flowgate.repo/v1\nname: demo\nnamespace: demo\nversion: 0.1.0\n");
    write(QStringLiteral("repo/capabilities/cap.review.quick.yaml"), R"(workflows:
  cap.review.quick:
    verb: review
    snippet: { inputs: {}, outputs: {} }
    initialState: a
    states: { a: { transitions: { go: { target: b, executor: { kind: noop } } } }, b: { terminal: true } }
)");
    write(QStringLiteral("repo/orchestrators/flow.go.yaml"), R"(workflows:
  flow.go:
    initialState: a
    states:
      a:
        transitions:
          call: { target: b, executor: { kind: workflow, definitionId: cap.review.quick, use: {} } }
      b: { terminal: true }
)");
    write(QStringLiteral("repo/orchestrators/notes.yml"), "this: is ignored\n");
    const Loader::Result result = Loader::load(m_dir->filePath(QStringLiteral("repo")));
    QVERIFY2(result.loaded(), qPrintable(result.loadErrors.value(0).toText()));
    const Value workflows = result.config.value(u"workflows");
    QCOMPARE(workflows.size(), 2);
    QVERIFY(workflows.contains(u"demo/cap.review.quick"));
    const Value call = workflows.value(u"demo/flow.go").value(u"states").value(u"a").value(u"transitions").value(u"call");
    QCOMPARE(call.value(u"executor").value(u"definitionId").toString(), QStringLiteral("demo/cap.review.quick"));
    QVERIFY(result.checkCliErrors.isEmpty()); // no host file, so no version requirement
}

void tst_Loader::scriptBodiesBehindFileUrisAreVerified()
{
    write(QStringLiteral("scripts/build.sh"), "cargo build --release\n\n\n");
    const QString hash = ContractHash::scriptHash(QStringLiteral("cargo build --release\n"));
    const QString host = write(QStringLiteral("s.yaml"),
                               QStringLiteral("version: \"1\"\nscripts:\n  build.cargo.release:\n    verb: build\n"
                                              "    lifecycle: stable\n    uri: file://scripts/build.sh\n    hash: \"%1\"\n")
                                   .arg(hash).toUtf8());
    const Loader::Result result = Loader::load(host);
    QVERIFY2(result.loaded(), qPrintable(result.loadErrors.value(0).toText()));

    write(QStringLiteral("scripts/build.sh"), "cargo build\n");
    const Loader::Result changed = Loader::load(host);
    QCOMPARE(changed.loadErrors.size(), 1);
    QCOMPARE(changed.loadErrors.first().ruleId(), QStringLiteral("SCRIPT_HASH_MISMATCH"));
}

void tst_Loader::positionsPointIntoTheRightFile()
{
    write(QStringLiteral("lib.yaml"), "skills:\n  review.style.x:\n    verb: apply\n");
    const QString host = write(QStringLiteral("host.yaml"), "version: \"1\"\ninclude: [lib.yaml]\n");
    const Loader::Result result = Loader::load(host);
    QCOMPARE(result.loadErrors.size(), 1);
    QCOMPARE(result.loadErrors.first().ruleId(), QStringLiteral("INVALID_VERB"));
    QVERIFY2(result.loadErrors.first().location().file.endsWith(QLatin1String("lib.yaml")),
             qPrintable(result.loadErrors.first().toText()));
    QCOMPARE(result.loadErrors.first().location().line, 3);
}

QTEST_GUILESS_MAIN(tst_Loader)
#include "tst_loader.moc"
