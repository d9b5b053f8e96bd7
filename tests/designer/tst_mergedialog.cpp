// The designer's merge of three versions of the demo library: two conflicts (the same guard
// changed two ways, the same description changed two ways) and a change only theirs made.
// Each conflict is settled in turn (a side, then a value of the user's own, undone and
// redone); the saved file is ours with exactly those changes, byte for byte, comments kept.
// A side that is not YAML is said with its line; ours changed on disk since the merge is
// refused, not overwritten; the Designer area opens the saved result.
#include "demopane.h"
#include "flowgatetexts.h"
#include "mergedialog.h"

#include "layout/autolayout.h"
#include "designer/flowlibrary.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QDialogButtonBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;
using Choice = MergeConflictsModel::Choice;

namespace {

const QPair<QByteArray, QByteArray> OursGuard{"\"$.context.approval == 'approved'\"", "\"$.context.approval == 'ok'\""};
const QPair<QByteArray, QByteArray> TheirsGuard{"\"$.context.approval == 'approved'\"", "\"$.context.approval == 'yes'\""};
const QPair<QByteArray, QByteArray> OursNote{"      approval_received:\n", "      # ours: approvals arrive here\n      approval_received:\n"};
const QPair<QByteArray, QByteArray> TheirsSentBack{"\"$.context.approval == 'needs-work'\"", "\"$.context.approval == 'needs-more'\""};
const QByteArray Published = "description: The change is live in Sunrise.";
const QPair<QByteArray, QByteArray> OursPublished{Published, "description: The change is live."};
const QPair<QByteArray, QByteArray> TheirsPublished{Published, "description: The change is now live in Sunrise."};

struct Versions
{
    QString base;
    QString ours;
    QString theirs;
    QByteArray oursText;
};

Versions writeVersions(const QTemporaryDir &dir)
{
    const QByteArray base = demoLibraryText();
    Versions versions{dir.filePath(QStringLiteral("base.yaml")), dir.filePath(QStringLiteral("ours.yaml")),
                      dir.filePath(QStringLiteral("theirs.yaml")), editedText(base, {OursGuard, OursNote, OursPublished})};
    writeFile(versions.base, base);
    writeFile(versions.ours, versions.oursText);
    writeFile(versions.theirs, editedText(base, {TheirsGuard, TheirsSentBack, TheirsPublished}));
    return versions;
}

int rowOf(const MergeConflictsModel *model, const QString &fragment)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, MergeConflictsModel::PlaceColumn).data().toString().contains(fragment))
            return row;
    return -1;
}

bool canSave(const MergeDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->isEnabled();
}

} // namespace

class TestMergeDialog : public QObject
{
    Q_OBJECT

private slots:
    void settlesConflictsOneByOne()
    {
        QTemporaryDir dir;
        const Versions versions = writeVersions(dir);
        const QString result = dir.filePath(QStringLiteral("merged.yaml"));
        MergeDialog dialog;
        QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dialog.setFiles(versions.base, versions.ours, versions.theirs, result);
        QString error;
        QVERIFY2(dialog.merge(&error), qPrintable(error));
        MergeConflictsModel *model = dialog.model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(dialog.taken(), 1); // theirs' sent_back guard
        QCOMPARE(model->openCount(), 2);
        QVERIFY(!canSave(dialog));
        const int guard = rowOf(model, QStringLiteral("transition approved"));
        const int description = rowOf(model, QStringLiteral("state published"));
        QVERIFY(guard >= 0 && description >= 0);
        QCOMPARE(model->conflict(guard).ours, flowgate::Value("$.context.approval == 'ok'"));
        QCOMPARE(model->conflict(guard).theirs, flowgate::Value("$.context.approval == 'yes'"));
        QCOMPARE(model->index(guard, MergeConflictsModel::ChoiceColumn).data().toString(), QStringLiteral("Open"));

        // Theirs for the guard; the list moves on to the conflict still open.
        dialog.choose(guard, Choice::Theirs);
        QCOMPARE(model->settlement(guard).choice, Choice::Theirs);
        QCOMPARE(dialog.view()->currentIndex().row(), description);
        QCOMPARE(model->openCount(), 1);
        QVERIFY(!canSave(dialog));

        // A value of one's own for the description; text that is not YAML settles nothing.
        dialog.setEditedText(description, QStringLiteral("key: [unclosed"));
        QCOMPARE(model->settlement(description).choice, Choice::Open);
        dialog.setEditedText(description, QStringLiteral("The change is now live."));
        QCOMPARE(model->settlement(description).choice, Choice::Edited);
        QCOMPARE(model->openCount(), 0);
        QVERIFY(canSave(dialog));

        // Each settlement undoes and redoes.
        dialog.undoStack()->undo();
        QCOMPARE(model->settlement(description).choice, Choice::Open);
        QVERIFY(!canSave(dialog));
        dialog.undoStack()->redo();
        QCOMPARE(model->settlement(description).choice, Choice::Edited);

        QSignalSpy saved(&dialog, &MergeDialog::saved);
        QVERIFY2(dialog.save(&error, false), qPrintable(error));
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.first().first().toString(), result);
        // Ours, with theirs' clean change and the two settlements: nothing else moved.
        QCOMPARE(readFile(result), editedText(versions.oursText, {{"\"$.context.approval == 'ok'\"", "\"$.context.approval == 'yes'\""},
                                                              TheirsSentBack,
                                                              {"description: The change is live.", "description: The change is now live."}}));
        QVERIFY2(dialog.validationText().contains(QLatin1String("passes")), qPrintable(dialog.validationText()));
        QCOMPARE(readFile(versions.ours), versions.oursText); // the result went elsewhere
    }

    void oursChangedOnDiskIsRefused()
    {
        QTemporaryDir dir;
        const Versions versions = writeVersions(dir);
        MergeDialog dialog;
        dialog.setFiles(versions.base, versions.ours, versions.theirs);
        QString error;
        QVERIFY(dialog.merge(&error));
        for (int row = 0; row < dialog.model()->rowCount(); ++row)
            dialog.choose(row, Choice::Ours);
        QCOMPARE(dialog.model()->openCount(), 0);
        const QByteArray meanwhile = versions.oursText + "# edited meanwhile\n";
        QVERIFY(writeFile(versions.ours, meanwhile));
        QVERIFY(!dialog.save(&error, false));
        QVERIFY2(error.contains(QLatin1String("changed on disk")), qPrintable(error));
        QCOMPARE(readFile(versions.ours), meanwhile);

        // Merged again, the change is there and the save goes into ours.
        QVERIFY(dialog.merge(&error));
        for (int row = 0; row < dialog.model()->rowCount(); ++row)
            dialog.choose(row, Choice::Ours);
        QVERIFY2(dialog.save(&error, false), qPrintable(error));
        QCOMPARE(readFile(versions.ours), editedText(meanwhile, {TheirsSentBack}));
    }

    void aSideThatIsNotYamlIsSaid()
    {
        QTemporaryDir dir;
        const Versions versions = writeVersions(dir);
        QVERIFY(writeFile(versions.theirs, "workflows:\n  flow.x: [unclosed\n"));
        MergeDialog dialog;
        dialog.setFiles(versions.base, versions.ours, versions.theirs);
        QString error;
        QVERIFY(!dialog.merge(&error));
        QVERIFY2(error.contains(QLatin1String("ours.yaml (theirs):3:1:")) && error.contains(QLatin1String("YAML_PARSE")),
                 qPrintable(error));
        QCOMPARE(dialog.model()->rowCount(), 0);
        QVERIFY(!canSave(dialog));

        dialog.setFiles(versions.base, versions.ours, dir.filePath(QStringLiteral("missing.yaml")));
        QVERIFY(!dialog.merge(&error));
        QVERIFY2(error.contains(QLatin1String("missing.yaml")), qPrintable(error));
    }

    void theDesignerOpensTheResult()
    {
        QTemporaryDir dir;
        const Versions versions = writeVersions(dir);
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        QVERIFY(openDemoCopy(dir, pane));
        const QString result = dir.filePath(QStringLiteral("merged.yaml"));
        pane.resize(1280, 800);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.mergeFiles(versions.base, versions.ours, versions.theirs, result);
        auto *dialog = pane.findChild<MergeDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->model()->rowCount(), 2);
        const int guard = rowOf(dialog->model(), QStringLiteral("transition approved"));
        dialog->view()->setCurrentIndex(dialog->model()->index(guard, 0));
        const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            dialog->resize(1200, 720);
            QTest::qWait(50);
            dialog->grab().save(QDir(folder).filePath(QStringLiteral("designer-merge.png")));
        }
        for (int row = 0; row < dialog->model()->rowCount(); ++row)
            dialog->choose(row, Choice::Theirs);
        QString error;
        QVERIFY2(dialog->save(&error, false), qPrintable(error));
        QCOMPARE(pane.library()->path(), result);
    }
};

QTEST_MAIN(TestMergeDialog)
#include "tst_mergedialog.moc"
