// capstudio merge's engine on the demo library: non-overlapping changes merge and the result
// validates; a state renamed on one side and edited on the other merges into the renamed
// state; the same change on both sides is taken once; overlapping changes are conflicts
// named by their place with the three values; every byte of ours neither change touched
// stays, comments included.
#include "flowgate/configvalidation.h"
#include "flowgate/semanticmerge.h"
#include "flowgate/yamlreader.h"
#include "flowgatetexts.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio::flowgate;

namespace {

const QPair<QByteArray, QByteArray> RenameVetting{"      vetting:\n        transitions:\n          vet:\n",
                                                  "      reviewing:   # renamed here\n        transitions:\n          vet:\n"};
const QPair<QByteArray, QByteArray> FollowRename{"          lint_clean:\n            target: vetting",
                                                 "          lint_clean:\n            target: reviewing"};
const QPair<QByteArray, QByteArray> GuardChange{"\"$.context.lint_ok != true\"", "\"$.context.lint_ok == false\""};
const QPair<QByteArray, QByteArray> VetActor{"          vet:\n            target: vetted\n            actor: deterministic",
                                             "          vet:\n            target: vetted\n            actor: agent"};
const QPair<QByteArray, QByteArray> AddedState{
    "      linting:\n        transitions:\n          lint:\n",
    "      on_hold:\n        transitions:\n          resume:\n            target: drafting\n            actor: human\n\n"
    "      linting:\n        transitions:\n          lint:\n"};
const QPair<QByteArray, QByteArray> HoldTransition{
    "      drafting:\n        description: The request becomes a concrete change.\n        transitions:\n",
    "      drafting:\n        description: The request becomes a concrete change.\n        transitions:\n"
    "          hold:\n            target: on_hold\n            actor: human\n"};

bool validates(const QByteArray &text)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("merged.yaml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return false;
    file.close();
    const ValidationReport report = ConfigValidation::run(path);
    return report.readable() && !report.refusesToLoad() && !report.checkFails();
}

} // namespace

class tst_SemanticMerge : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nonOverlappingChangesMerge();
    void aRenameOnOneSideTakesTheOthersEdit_data();
    void aRenameOnOneSideTakesTheOthersEdit();
    void theSameChangeOnBothSidesIsTakenOnce();
    void overlappingChangesAreNamedConflicts();
    void aSideThatIsNotYamlIsUnreadable();

private:
    QByteArray m_base;
};

void tst_SemanticMerge::initTestCase()
{
    m_base = demoLibraryText();
    QVERIFY(validates(m_base));
}

// Ours adds a state and a transition to it (with a comment); theirs changes a guard: both,
// and ours' bytes everywhere theirs did not write.
void tst_SemanticMerge::nonOverlappingChangesMerge()
{
    const QByteArray ours = editedText(m_base, {AddedState, HoldTransition,
                                            {"    initialState: drafting\n    states:\n      drafting:\n        description: The",
                                             "    initialState: drafting\n    states:\n      # where every run starts\n      drafting:\n        description: The"}});
    const QByteArray theirs = editedText(m_base, {GuardChange});
    const SemanticMerge::Result result = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"));
    QVERIFY(result.clean());
    QCOMPARE(result.taken, 1);
    // Exactly ours with theirs' one change: every other byte of ours as it was.
    QCOMPARE(result.text, editedText(ours, {GuardChange}));
    QVERIFY(validates(result.text));
    // And the other way round: theirs' added state and transition into ours' guard change.
    const SemanticMerge::Result reverse = SemanticMerge::merge(m_base, theirs, ours, QStringLiteral("library.yaml"));
    QVERIFY(reverse.clean());
    QVERIFY(validates(reverse.text));
    const YamlReader::Result merged = YamlReader::read(reverse.text, QStringLiteral("m"), 0);
    const YamlReader::Result expected = YamlReader::read(editedText(ours, {GuardChange}), QStringLiteral("e"), 0);
    QVERIFY(merged.ok() && expected.ok());
    QVERIFY(merged.value == expected.value);
}

void tst_SemanticMerge::aRenameOnOneSideTakesTheOthersEdit_data()
{
    QTest::addColumn<bool>("renamedInOurs");
    QTest::newRow("renamed in ours, edited in theirs") << true;
    QTest::newRow("renamed in theirs, edited in ours") << false;
}

void tst_SemanticMerge::aRenameOnOneSideTakesTheOthersEdit()
{
    QFETCH(bool, renamedInOurs);
    const QByteArray renamed = editedText(m_base, {RenameVetting, FollowRename});
    const QByteArray edit = editedText(m_base, {VetActor});
    const QByteArray ours = renamedInOurs ? renamed : edit;
    const QByteArray theirs = renamedInOurs ? edit : renamed;
    const SemanticMerge::Result result = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"));
    QVERIFY2(result.clean(), qPrintable(result.conflicts.isEmpty() ? QString() : result.conflicts.first().describe()));
    QVERIFY(validates(result.text));
    const YamlReader::Result merged = YamlReader::read(result.text, QStringLiteral("m"), 0);
    const YamlReader::Result expected =
        YamlReader::read(editedText(m_base, {RenameVetting, FollowRename, VetActor}), QStringLiteral("e"), 0);
    QVERIFY(merged.ok() && expected.ok());
    QVERIFY2(merged.value == expected.value, result.text.constData());
    if (renamedInOurs)
        QCOMPARE(result.text, editedText(ours, {VetActor})); // ours' comment and bytes kept
}

void tst_SemanticMerge::theSameChangeOnBothSidesIsTakenOnce()
{
    const QByteArray both = editedText(m_base, {GuardChange});
    const SemanticMerge::Result result = SemanticMerge::merge(m_base, both, both, QStringLiteral("library.yaml"));
    QVERIFY(result.clean());
    QCOMPARE(result.taken, 0);
    QCOMPARE(result.text, both);
}

void tst_SemanticMerge::overlappingChangesAreNamedConflicts()
{
    const QByteArray ours = editedText(m_base, {GuardChange, AddedState, HoldTransition});
    const QByteArray theirs = editedText(m_base, {{"\"$.context.lint_ok != true\"", "\"$.context.lint_ok == 0\""}, VetActor});
    const SemanticMerge::Result result = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"));
    QVERIFY(!result.clean());
    QCOMPARE(result.text, ours); // ours untouched
    QCOMPARE(result.conflicts.size(), 1);
    const SemanticMerge::Conflict &conflict = result.conflicts.first();
    QCOMPARE(conflict.place, QStringLiteral("workflow flow.review-capability-change, state linted, transition lint_failed, "
                                            "field /guards/0/expr"));
    QCOMPARE(conflict.pointer,
             QStringLiteral("/workflows/flow.review-capability-change/states/linted/transitions/lint_failed/guards/0/expr"));
    QCOMPARE(conflict.base, Value("$.context.lint_ok != true"));
    QCOMPARE(conflict.ours, Value("$.context.lint_ok == false"));
    QCOMPARE(conflict.theirs, Value("$.context.lint_ok == 0"));
    QVERIFY(conflict.describe().contains(QLatin1String("state linted")));

    // A state deleted on one side and edited on the other.
    const QByteArray deleted = editedText(m_base, {{"      vetted:\n        description: Routes on the verdict; revising is the fallback target.\n",
                                                "      vetted_gone:\n        description: x\n"}});
    const SemanticMerge::Result twoWays = SemanticMerge::merge(m_base, editedText(m_base, {{"description: Routes on the verdict; revising is the fallback target.", "description: Routes on the verdict."}}),
                                                               deleted, QStringLiteral("library.yaml"));
    QVERIFY(!twoWays.clean());
}

void tst_SemanticMerge::aSideThatIsNotYamlIsUnreadable()
{
    const SemanticMerge::Result result = SemanticMerge::merge(m_base, m_base, "workflows: [unclosed\n", QStringLiteral("x.yaml"));
    QVERIFY(!result.readable);
    QVERIFY(!result.errors.isEmpty());
    QCOMPARE(result.text, m_base);
}

QTEST_MAIN(tst_SemanticMerge)
#include "tst_semanticmerge.moc"
