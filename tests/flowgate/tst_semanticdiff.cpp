// capstudio diff's engine on the demo library: each kind of change made by a scripted edit
// of the YAML text is reported as that kind, once, at its place; a rename is one change
// (the transitions that followed it are not reported); comments, quoting and key order are
// no change at all.
#include "flowgate/loader.h"
#include "flowgate/semanticdiff.h"
#include "flowgatetexts.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio::flowgate;

namespace {

const char Orchestrator[] = "flow.review-capability-change";

} // namespace

class tst_SemanticDiff : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void kinds_data();
    void kinds();
    void aRenameIsOneChange();
    void theContractChangeNamesTheCallersItBreaks();
    void workflowsAddedAndRemoved();

private:
    Loader::Result load(const QByteArray &text, const QString &name);
    QList<SemanticDiff::WorkflowChanges> diff(const QByteArray &newText);

    QTemporaryDir m_dir;
    QByteArray m_original;
    Loader::Result m_old;
};

Loader::Result tst_SemanticDiff::load(const QByteArray &text, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    return Loader::load(path);
}

QList<SemanticDiff::WorkflowChanges> tst_SemanticDiff::diff(const QByteArray &newText)
{
    const Loader::Result now = load(newText, QStringLiteral("new.yaml"));
    if (!now.config.isObject())
        qFatal("the edited library does not read");
    return SemanticDiff::compare(m_old.config, now.config, now.files);
}

void tst_SemanticDiff::initTestCase()
{
    m_original = demoLibraryText();
    QVERIFY(!m_original.isEmpty());
    m_old = load(m_original, QStringLiteral("old.yaml"));
    QVERIFY(m_old.loaded());
    QVERIFY(SemanticDiff::compare(m_old.config, m_old.config).isEmpty());
}

void tst_SemanticDiff::kinds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected"); // "kind path" of every change, in order

    QTest::newRow("comments, quoting and key order are no change")
        << editedText(m_original,
                  {{"      drafting:\n        description: The request becomes a concrete change.",
                    "      drafting:   # where every run starts\n        description: \"The request becomes a concrete change.\""},
                   {"              - { kind: expr, expr: \"$.context.lint_ok != true\" }",
                    "              - { expr: '$.context.lint_ok != true', kind: expr }  # flipped"},
                   {"          draft:\n            target: linting\n            actor: deterministic",
                    "          draft:\n            actor: deterministic\n            target: linting"}})
        << QStringList();
    QTest::newRow("retarget and guard")
        << editedText(m_original, {{"          lint_failed:\n            target: revising", "          lint_failed:\n            target: drafting"},
                               {"\"$.context.lint_ok != true\"", "\"$.context.lint_ok == false\""}})
        << QStringList{QStringLiteral("guard-changed /states/linted/transitions/lint_failed/guards"),
                       QStringLiteral("transition-retargeted /states/linted/transitions/lint_failed/target")};
    QTest::newRow("actor")
        << editedText(m_original, {{"          lint:\n            target: linted\n            actor: deterministic",
                                "          lint:\n            target: linted\n            actor: agent"}})
        << QStringList{QStringLiteral("actor-changed /states/linting/transitions/lint/actor")};
    QTest::newRow("use: binding")
        << editedText(m_original, {{"request: \"$.workflow.input.request\"", "request: \"$.context.request\""}})
        << QStringList{QStringLiteral("use-changed /states/drafting/transitions/draft/executor/use")};
    QTest::newRow("state and transition added")
        << editedText(m_original,
                  {{"      drafting:\n        description: The request becomes a concrete change.\n        transitions:\n",
                    "      drafting:\n        description: The request becomes a concrete change.\n        transitions:\n"
                    "          hold:\n            target: on_hold\n            actor: human\n"},
                   {"      linting:\n        transitions:\n          lint:\n            target: linted\n            actor: deterministic\n"
                    "            executor:\n              kind: workflow\n              definitionId: cap.lint.capability-schema\n"
                    "              expects_contract_hash",
                    "      on_hold:\n        transitions:\n          resume:\n            target: drafting\n            actor: human\n\n"
                    "      linting:\n        transitions:\n          lint:\n            target: linted\n            actor: deterministic\n"
                    "            executor:\n              kind: workflow\n              definitionId: cap.lint.capability-schema\n"
                    "              expects_contract_hash"}})
        << QStringList{QStringLiteral("state-added /states/on_hold"),
                       QStringLiteral("transition-added /states/drafting/transitions/hold")};
    QTest::newRow("inputs")
        << editedText(m_original, {{"max_rounds: { type: integer, minimum: 1, default: 3 }",
                                "max_rounds: { type: integer, minimum: 1, default: 5 }"}})
        << QStringList{QStringLiteral("inputs-changed /inputSchema/properties/max_rounds/default")};
    QTest::newRow("a plain field by its path")
        << editedText(m_original, {{"description: Routes on the verdict; revising is the fallback target.",
                                "description: Routes on the verdict."}})
        << QStringList{QStringLiteral("field-changed /states/vetted/description")};
}

void tst_SemanticDiff::kinds()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    const QList<SemanticDiff::WorkflowChanges> workflows = diff(text);
    QStringList found;
    for (const auto &workflow : workflows) {
        QCOMPARE(workflow.id, QString::fromLatin1(Orchestrator));
        for (const auto &change : workflow.changes) {
            found.append(change.kind + QLatin1Char(' ') + change.path);
            QVERIFY(!change.describe().isEmpty());
            QCOMPARE(change.toJson().value(QStringLiteral("kind")).toString(), change.kind);
        }
    }
    QCOMPARE(found, expected);
}

// vetting renamed reviewing, and the transition that led there follows it: one change.
void tst_SemanticDiff::aRenameIsOneChange()
{
    const QByteArray text = editedText(m_original, {{"      vetting:\n        transitions:\n          vet:\n",
                                                 "      reviewing:\n        transitions:\n          vet:\n"},
                                                {"          lint_clean:\n            target: vetting",
                                                 "          lint_clean:\n            target: reviewing"}});
    const QList<SemanticDiff::WorkflowChanges> workflows = diff(text);
    QCOMPARE(workflows.size(), 1);
    QCOMPARE(workflows.first().changes.size(), 1);
    const SemanticDiff::Change &change = workflows.first().changes.first();
    QCOMPARE(change.kind, QStringLiteral("state-renamed"));
    QCOMPARE(change.from, QStringLiteral("vetting"));
    QCOMPARE(change.state, QStringLiteral("reviewing"));
    QCOMPARE(change.describe(), QStringLiteral("state renamed: vetting → reviewing"));

    // Renamed and edited is no rename: the content differs, so removed and added.
    const QByteArray changed = editedText(text, {{"              definitionId: cap.review.vet-change\n",
                                              "              definitionId: cap.review.vet-change\n              # edited\n"},
                                             {"          vet:\n            target: vetted\n            actor: deterministic",
                                              "          vet:\n            target: vetted\n            actor: agent"}});
    const QList<SemanticDiff::WorkflowChanges> changedWorkflows = diff(changed);
    QVERIFY(!changedWorkflows.isEmpty());
    QStringList kinds;
    for (const auto &one : changedWorkflows.first().changes)
        kinds.append(one.kind);
    QVERIFY2(kinds.contains(QStringLiteral("state-removed")) && kinds.contains(QStringLiteral("state-added")),
             qPrintable(kinds.join(QLatin1Char(' '))));
}

// The orchestrator pins cap.lint.capability-schema's contract hash: a new output changes the
// hash, and the pin no longer matches.
void tst_SemanticDiff::theContractChangeNamesTheCallersItBreaks()
{
    const QByteArray text = editedText(m_original, {{"        problems: { type: array, items: { type: string } }\n",
                                                 "        problems: { type: array, items: { type: string } }\n"
                                                 "        severity: { type: string }\n"}});
    const QList<SemanticDiff::WorkflowChanges> workflows = diff(text);
    QCOMPARE(workflows.size(), 1);
    QCOMPARE(workflows.first().id, QStringLiteral("cap.lint.capability-schema"));
    QCOMPARE(workflows.first().changes.size(), 1);
    const SemanticDiff::Change &change = workflows.first().changes.first();
    QCOMPARE(change.kind, QStringLiteral("contract-changed"));
    QVERIFY(change.before.toString().startsWith(QLatin1String("sha256:")));
    QVERIFY(change.after.toString().startsWith(QLatin1String("sha256:")));
    QVERIFY(change.before != change.after);
    QVERIFY2(!change.notes.isEmpty(), "the pinned caller breaks");
    QVERIFY2(change.notes.join(QLatin1Char(' ')).contains(QLatin1String(Orchestrator)),
             qPrintable(change.notes.join(QLatin1Char('\n'))));
}

void tst_SemanticDiff::workflowsAddedAndRemoved()
{
    Value without = m_old.config;
    Value workflows = without.value(u"workflows");
    QVERIFY(workflows.remove(u"cap.gate.change-approval"));
    without.insert(QStringLiteral("workflows"), workflows);
    const auto removed = SemanticDiff::compare(m_old.config, without);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.first().changes.first().kind, QStringLiteral("workflow-removed"));
    const auto added = SemanticDiff::compare(without, m_old.config);
    QCOMPARE(added.first().changes.first().kind, QStringLiteral("workflow-added"));
}

QTEST_MAIN(tst_SemanticDiff)
#include "tst_semanticdiff.moc"
