// The capability editor driven like a user would: in-place edit, typing in the form,
// undo and redo with the standard shortcuts, apply, and a conflict with another writer.
#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"
#include "mainwindow.h"
#include "session.h"
#include "views/capabilitiespane.h"
#include "views/capabilityform.h"
#include "views/pendingchangesview.h"
#include "views/problemsview.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace capstudio;

class tst_CapabilityEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void editUndoRedoApply();
    void conflictKeepsTheEdits();
    void problemsListLeadsToTheField();

private:
    QAction *action(MainWindow &window, const QKeySequence &shortcut);
    QTemporaryDir m_dir;
};

void tst_CapabilityEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

QAction *tst_CapabilityEditor::action(MainWindow &window, const QKeySequence &shortcut)
{
    for (QAction *candidate : window.findChildren<QAction *>()) {
        if (candidate->shortcut() == shortcut)
            return candidate;
    }
    return nullptr;
}

void tst_CapabilityEditor::editUndoRedoApply()
{
    const QString path = m_dir.filePath(QStringLiteral("editor.sqlite"));
    auto opened = Workspace::open(path);
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.resize(1400, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *pane = window.findChild<CapabilitiesPane *>();
    QVERIFY(pane);
    CapabilityTableModel *model = pane->tableModel();
    CatalogDocument *document = model->document();
    QAbstractItemModelTester tester(pane->tableView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    // Select lookup_order and change its rate limit in the table, as the delegate would.
    const int row = [&] {
        for (int i = 0; i < document->count(); ++i)
            if (document->at(i).slug == QLatin1String("lookup_order"))
                return i;
        return -1;
    }();
    QVERIFY(row >= 0);
    const QString id = document->at(row).id;
    pane->selectCapability(id);
    QCOMPARE(pane->form()->capabilityId(), id);
    QVERIFY(model->setData(model->index(row, CapabilityTableModel::RateLimitColumn), 45, Qt::EditRole));

    // Type a new name in the form: one undo step however many keys.
    auto *name = pane->form()->findChild<QLineEdit *>();
    QVERIFY(name);
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Order Lookup"));
    QCOMPARE(document->at(row).name, QStringLiteral("Order Lookup"));
    QCOMPARE(document->undoStack()->count(), 2);
    QVERIFY(window.isWindowModified());

    if (const QString shots = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"); !shots.isEmpty()) {
        pane->pendingView()->setVisible(true);
        QTest::qWait(200);
        window.grab().save(shots + QStringLiteral("/capability-editor.png"));
    }

    QAction *undo = action(window, QKeySequence::Undo);
    QAction *redo = action(window, QKeySequence::Redo);
    QVERIFY(undo && redo);
    undo->trigger();
    QCOMPARE(document->at(row).name, QStringLiteral("Look Up Order"));
    QCOMPARE(name->text(), QStringLiteral("Look Up Order")); // the form follows the document
    redo->trigger();
    QCOMPARE(name->text(), QStringLiteral("Order Lookup"));
    QCOMPARE(document->pendingChanges().size(), 1);

    QAction *apply = action(window, QKeySequence::Save);
    QVERIFY(apply);
    apply->trigger();
    // Written on the store's thread: meanwhile the window goes on, and what would meet the
    // write (another apply, a reload, another connection) is disabled.
    QVERIFY(window.session().isApplying());
    QVERIFY(!apply->isEnabled());
    QTRY_VERIFY(!document->hasPendingChanges());
    QVERIFY(apply->isEnabled());
    QVERIFY(!window.isWindowModified());

    // Written to the workspace file.
    auto reopened = Workspace::open(path);
    QVERIFY(reopened.ok());
    const Capability stored = reopened.value()->store().capability(id).value();
    QCOMPARE(stored.name, QStringLiteral("Order Lookup"));
    QCOMPARE(stored.rateLimit, std::optional<int>(45));
}

void tst_CapabilityEditor::conflictKeepsTheEdits()
{
    const QString path = m_dir.filePath(QStringLiteral("conflict.sqlite"));
    auto opened = Workspace::open(path);
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    auto *pane = window.findChild<CapabilitiesPane *>();
    CatalogDocument *document = pane->tableModel()->document();
    const Capability loaded = document->at(0);
    QVERIFY(document->setField(loaded.id, QStringLiteral("category"), QStringLiteral("mine")));

    // A colleague changes the same row meanwhile.
    auto other = Workspace::open(path);
    Capability theirs = loaded;
    theirs.category = QStringLiteral("theirs");
    QVERIFY(other.value()->store().updateCapability(loaded, theirs).ok());

    // Apply shows the conflict in a message box; close it when it appears.
    bool sawBox = false;
    bool sawConflict = false;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                sawBox = true;
                sawConflict = box->text().contains(QLatin1String("Nothing was written"))
                    && box->detailedText().contains(QStringLiteral("category — yours: mine · stored now: theirs"));
                poll.stop();
                box->accept();
            }
        }
    });
    poll.start();
    action(window, QKeySequence::Save)->trigger();
    QTRY_VERIFY(sawBox);
    QVERIFY(sawConflict);
    QVERIFY(document->hasPendingChanges());
    QCOMPARE(other.value()->store().capability(loaded.id).value().category, QStringLiteral("theirs"));
    document->discardAll(); // so that closing the window does not ask
}

void tst_CapabilityEditor::problemsListLeadsToTheField()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("problems.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *pane = window.findChild<CapabilitiesPane *>();
    CatalogDocument *document = pane->tableModel()->document();
    int row = 0;
    while (document->at(row).isSystem)
        ++row;
    const QString id = document->at(row).id;
    QVERIFY(document->setField(id, QStringLiteral("slug"), QStringLiteral("Bad Slug")));

    ProblemsView *problems = pane->problemsView();
    problems->setVisible(true);
    QTRY_VERIFY(!problems->isScanning());
    QVERIFY(problems->problemCount() >= 1);
    auto *tree = problems->findChild<QTreeWidget *>();
    QTreeWidgetItem *slugFinding = nullptr;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = tree->topLevelItem(i);
        for (int j = 0; j < top->childCount(); ++j) {
            if (top->child(j)->text(0) == QLatin1String("/slug"))
                slugFinding = top->child(j);
        }
    }
    QVERIFY(slugFinding);
    QCOMPARE(slugFinding->text(1), QStringLiteral("slug-format"));
    emit tree->itemActivated(slugFinding, 0);
    QCOMPARE(pane->form()->capabilityId(), id);
    const QModelIndex current = pane->tableView()->currentIndex();
    QCOMPARE(current.data(CapabilityTableModel::FieldKeyRole).toString(), QStringLiteral("slug"));
    document->discardAll();
}

QTEST_MAIN(tst_CapabilityEditor)
#include "tst_capabilityeditor.moc"
