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
    void resolutionsSettleConflicts();
    void aStateRenamedTwoWaysSettlesByName();

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

// The designer's merge settles each conflict by its pointer: with theirs, with ours, with a
// value of the user's own, or by leaving the element out; what is settled is written
// through the same source-preserving document, the rest of ours keeps its bytes.
void tst_SemanticMerge::resolutionsSettleConflicts()
{
    const QByteArray ours = editedText(m_base, {GuardChange, AddedState, HoldTransition});
    const QByteArray theirs = editedText(m_base, {{"\"$.context.lint_ok != true\"", "\"$.context.lint_ok == 0\""}, VetActor});
    const SemanticMerge::Result open = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"));
    QCOMPARE(open.conflicts.size(), 1);
    const QString pointer = open.conflicts.first().pointer;
    // Theirs' clean change is counted while the conflict stays open.
    QCOMPARE(open.taken, 1);

    SemanticMerge::Resolution theirsValue;
    theirsValue.value = open.conflicts.first().theirs;
    SemanticMerge::Result settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"), {{pointer, theirsValue}});
    QVERIFY(settled.clean());
    QCOMPARE(settled.resolved, 1);
    QCOMPARE(settled.text, editedText(ours, {{"\"$.context.lint_ok == false\"", "\"$.context.lint_ok == 0\""}, VetActor}));
    QVERIFY(validates(settled.text));

    SemanticMerge::Resolution oursValue;
    oursValue.value = open.conflicts.first().ours;
    settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"), {{pointer, oursValue}});
    QVERIFY(settled.clean());
    QCOMPARE(settled.text, editedText(ours, {VetActor}));

    SemanticMerge::Resolution own;
    own.value = Value("$.context.lint_ok != true && $.context.lint_ok != 0");
    settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"), {{pointer, own}});
    QVERIFY(settled.clean());
    QCOMPARE(settled.text, editedText(ours, {{"\"$.context.lint_ok == false\"", "\"$.context.lint_ok != true && $.context.lint_ok != 0\""}, VetActor}));

    // Left out: the guard goes, the guard list stays a list.
    SemanticMerge::Resolution absent;
    absent.absent = true;
    settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"), {{pointer, absent}});
    QVERIFY(settled.clean());
    const YamlReader::Result read = YamlReader::read(settled.text, QStringLiteral("library.yaml"), 0);
    QVERIFY(read.ok());
    QVERIFY(!read.value.value(u"workflows").value(u"flow.review-capability-change").value(u"states").value(u"linted")
                 .value(u"transitions").value(u"lint_failed").value(u"guards").at(0).find(QStringLiteral("expr")));

    // A resolution for a place with no conflict changes nothing.
    settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"),
                                   {{pointer, theirsValue}, {QStringLiteral("/workflows/nowhere"), absent}});
    QCOMPARE(settled.resolved, 1);
    QVERIFY(settled.clean());
}

// The same state renamed two ways is one conflict at ours' name, with both names; settling
// it with theirs renames ours' state, and ours' transitions into it follow the new name.
void tst_SemanticMerge::aStateRenamedTwoWaysSettlesByName()
{
    const QByteArray ours = editedText(m_base, {RenameVetting, FollowRename});
    const QByteArray theirs = editedText(m_base, {{"      vetting:\n        transitions:\n          vet:\n",
                                                   "      checking:\n        transitions:\n          vet:\n"},
                                                  {"          lint_clean:\n            target: vetting",
                                                   "          lint_clean:\n            target: checking"}});
    const SemanticMerge::Result open = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"));
    QVERIFY(!open.clean());
    const SemanticMerge::Conflict *renamed = nullptr;
    for (const SemanticMerge::Conflict &conflict : open.conflicts) {
        if (!conflict.oursKey.isEmpty())
            renamed = &conflict;
    }
    QVERIFY(renamed);
    QCOMPARE(renamed->oursKey, QStringLiteral("reviewing"));
    QCOMPARE(renamed->theirsKey, QStringLiteral("checking"));
    QVERIFY(renamed->pointer.endsWith(QLatin1String("/states/reviewing")));

    SemanticMerge::Resolutions theirsEverywhere;
    for (const SemanticMerge::Conflict &conflict : open.conflicts) {
        SemanticMerge::Resolution resolution;
        resolution.absent = conflict.theirsAbsent;
        resolution.value = conflict.theirs;
        resolution.key = conflict.theirsKey;
        theirsEverywhere.insert(conflict.pointer, resolution);
    }
    const SemanticMerge::Result settled = SemanticMerge::merge(m_base, ours, theirs, QStringLiteral("library.yaml"), theirsEverywhere);
    QVERIFY2(settled.clean(), qPrintable(settled.conflicts.isEmpty() ? QString() : settled.conflicts.first().describe()));
    QCOMPARE(settled.resolved, open.conflicts.size());
    QVERIFY(validates(settled.text));
    const YamlReader::Result merged = YamlReader::read(settled.text, QStringLiteral("library.yaml"), 0);
    const YamlReader::Result expected = YamlReader::read(theirs, QStringLiteral("library.yaml"), 0);
    QVERIFY(merged.ok() && expected.ok());
    QVERIFY(merged.value == expected.value);
    QVERIFY(settled.text.contains("# renamed here")); // ours' comment on the key stays
}

QTEST_MAIN(tst_SemanticMerge)
#include "tst_semanticmerge.moc"
