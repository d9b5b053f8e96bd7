// The window's catalog folder actions on the demo workspace: export the catalog (what a pull
// writes), edit the folder, compare with it, stage picked differences (a row, a single leaf
// of a JSON field, a binding) as ordinary undoable edits, and apply them.
#include "catalog/bindingdocument.h"
#include "catalogtestdata.h"
#include "catalogcode/catalogfolder.h"
#include "core/futurewatch.h"
#include "mainwindow.h"
#include "session.h"
#include "views/catalogcomparedialog.h"
#include "views/catalogcomparemodel.h"
#include "workspace.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace capstudio;

namespace {

using catalogtest::contents;
using catalogtest::replaceIn;

template <typename T>
T waitFor(const QFuture<T> &future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 30000))
        qWarning("the future did not finish within 30 s");
    return future.result();
}



// The index of the row named `name` under group `group` (0 capabilities, 1 bindings).
QModelIndex rowNamed(QAbstractItemModel *model, int group, const QString &name)
{
    const QModelIndex parent = model->index(group, 0);
    for (int row = 0; row < model->rowCount(parent); ++row) {
        if (model->index(row, 0, parent).data().toString() == name)
            return model->index(row, 0, parent);
    }
    return {};
}

} // namespace

class tst_MainWindowCatalog : public QObject
{
    Q_OBJECT

private slots:
    void exportCompareAndStage();
    void aReviewedFolderShowsEveryKindOfDifference();
    void aBrokenFolderIsNotCompared();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindowCatalog::exportCompareAndStage()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());

    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    const Expected<CatalogFolder::WriteReport> exported = waitFor(window.exportCatalogTo(folder));
    QVERIFY(exported);
    const int capabilityCount = window.session().capabilities()->count();
    QCOMPARE(int(QDir(folder + QStringLiteral("/capabilities")).entryList(QDir::Files).size()), capabilityCount);
    QCOMPARE(int(QDir(folder + QStringLiteral("/agents")).entryList(QDir::Files).size()),
             int(window.session().bindings()->agents().size()));
    // Exported again: nothing rewritten.
    QCOMPARE(waitFor(window.exportCatalogTo(folder)).value().written.size(), 0);

    // The folder as a reviewer changed it: a rate limit, one parameter's description, a
    // binding disabled.
    const QString file = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    QByteArray text = contents(file);
    QVERIFY(text.contains("\nname: "));
    text.replace("\nname: ", "\nname: Renamed ");
    QFile rewrite(file);
    QVERIFY(rewrite.open(QIODevice::WriteOnly | QIODevice::Truncate));
    rewrite.write(text);
    rewrite.close();
    const QString agentFile = folder + QStringLiteral("/agents/ops-runner.yaml");
    replaceIn(agentFile, "  - capability: call_external_api\n    isEnabled: true\n",
              "  - capability: call_external_api\n    isEnabled: false\n");

    CatalogCompareDialog *dialog = waitFor(window.compareWithFolder(folder));
    QVERIFY(dialog);
    CatalogCompareModel *model = dialog->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->diff().capabilities.size(), 1);
    QCOMPARE(model->diff().bindings.size(), 1);
    const QModelIndex capability = rowNamed(model, 0, QStringLiteral("call_external_api"));
    QVERIFY(capability.isValid());
    QCOMPARE(capability.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Changed"));
    QCOMPARE(model->rowCount(capability), 1);
    QCOMPARE(model->index(0, 0, capability).data().toString(), QStringLiteral("/name"));

    // Pick the capability's change and stage it.
    QVERIFY(model->setData(capability, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model->picks().size(), 1);
    emit dialog->stageRequested(model->picks());
    CatalogDocument *capabilities = window.session().capabilities();
    QCOMPARE(capabilities->pendingCount(), 1);
    bool renamed = false;
    for (const Capability &c : capabilities->rows())
        renamed |= c.slug == QLatin1String("call_external_api") && c.name.startsWith(QLatin1String("Renamed "));
    QVERIFY(renamed);
    // The comparison follows: only the binding differs now.
    QCOMPARE(model->diff().capabilities.size(), 0);
    QCOMPARE(model->diff().bindings.size(), 1);

    // Undo takes the staged edit back in one step.
    capabilities->undoStack()->undo();
    QCOMPARE(capabilities->pendingCount(), 0);
    QTRY_COMPARE(model->diff().capabilities.size(), 1);

    // The binding, staged and applied.
    QVERIFY(model->setData(rowNamed(model, 1, QStringLiteral("ops-runner → call_external_api")), Qt::Checked,
                           Qt::CheckStateRole));
    emit dialog->stageRequested(model->picks());
    QCOMPARE(window.session().bindings()->pendingCount(), 1);
    QVERIFY(waitFor(window.session().applyBindings()).ok());
    QVERIFY(!window.session().bindings()->hasPendingChanges());
    QTRY_COMPARE(model->diff().bindings.size(), 0);

    dialog->resize(1100, 700);
    dialog->tree()->setCurrentIndex(rowNamed(model, 0, QStringLiteral("call_external_api")));
    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        dialog->grab().save(shot + QStringLiteral("/compare.png"));
    dialog->close();
}

// A folder after a review: a capability added, one removed, one changed in a single leaf of
// its parameters and its rate limit, a binding's configuration changed. Each shows with its
// mark; with CAPSTUDIO_SCREENSHOT_DIR set the dialog is saved there (README).
void tst_MainWindowCatalog::aReviewedFolderShowsEveryKindOfDifference()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo3.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    QVERIFY(waitFor(window.exportCatalogTo(folder)));

    const QString caps = folder + QStringLiteral("/capabilities/");
    QStringList files = QDir(caps).entryList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 3);
    const QString removed = files.takeLast(); // not call_external_api, the first by name
    QVERIFY(QFile::remove(caps + removed));
    QByteArray added = contents(caps + QStringLiteral("call_external_api.yaml"));
    added.replace("call_external_api", "page_the_on_call");
    added.replace("\nname: Call External API", "\nname: Page The On Call");
    QFile addedFile(caps + QStringLiteral("page_the_on_call.yaml"));
    QVERIFY(addedFile.open(QIODevice::WriteOnly));
    addedFile.write(added);
    addedFile.close();
    QString changedText = QString::fromUtf8(contents(caps + QStringLiteral("call_external_api.yaml")));
    QVERIFY(changedText.contains(QLatin1String("\nrateLimit: ")));
    changedText.replace(QRegularExpression(QStringLiteral("\nrateLimit: [^\n]*")), QStringLiteral("\nrateLimit: 15"));
    const QByteArray changed = changedText.toUtf8();
    QFile changedFile(caps + QStringLiteral("call_external_api.yaml"));
    QVERIFY(changedFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    changedFile.write(changed);
    changedFile.close();

    CatalogCompareDialog *dialog = waitFor(window.compareWithFolder(folder));
    QVERIFY(dialog);
    CatalogCompareModel *model = dialog->model();
    const QString removedSlug = removed.chopped(5);
    QCOMPARE(rowNamed(model, 0, removedSlug).siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(),
             QStringLiteral("Removed"));
    QCOMPARE(rowNamed(model, 0, QStringLiteral("page_the_on_call")).siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(),
             QStringLiteral("Added"));
    const QModelIndex api = rowNamed(model, 0, QStringLiteral("call_external_api"));
    QCOMPARE(api.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Changed"));
    QCOMPARE(model->index(0, 0, api).data().toString(), QStringLiteral("/rateLimit"));
    QCOMPARE(model->index(0, CatalogCompareModel::ThereColumn, api).data().toString(), QStringLiteral("15"));

    dialog->resize(1100, 640);
    dialog->tree()->expandAll();
    QVERIFY(model->setData(model->index(0, 0, api), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model->setData(rowNamed(model, 0, QStringLiteral("page_the_on_call")), Qt::Checked, Qt::CheckStateRole));
    dialog->tree()->setCurrentIndex(model->index(0, 0, api));
    QCoreApplication::processEvents(); // the button's new text laid out
    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(dialog->grab().save(shot + QStringLiteral("/catalog-compare.png")));
    dialog->close();
}

void tst_MainWindowCatalog::aBrokenFolderIsNotCompared()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo2.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    QTemporaryDir out;
    QVERIFY(QDir(out.path()).mkpath(QStringLiteral("capabilities")));
    QFile broken(out.filePath(QStringLiteral("capabilities/x.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("slug: x\nname: [\n");
    broken.close();
    QCOMPARE(waitFor(window.compareWithFolder(out.path())), static_cast<CatalogCompareDialog *>(nullptr));
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("x.yaml:")), qPrintable(box->text()));
    box->close();
}

QTEST_MAIN(tst_MainWindowCatalog)
#include "tst_mainwindowcatalog.moc"
