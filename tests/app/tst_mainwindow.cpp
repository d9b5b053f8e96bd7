#include "designer/flowlibrary.h"
#include "catalog/catalogdocument.h"
#include "mainwindow.h"
#include "session.h"
#include "squeezedpanes.h"
#include "views/agentspane.h"
#include "views/designer/designerpane.h"
#include "views/capabilitiespane.h"
#include "workspace.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QTabWidget>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace capstudio;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsFiveAreasAndTheCapabilities();
    void quittingOnAnotherAreaAppliesEveryAreasWork();
    void cancellingTheQuestionKeepsTheWindowAndTheWork();
    void quittingDuringAnApplyWaitsForIt();
    void theSessionKeepsTheDesignersLibrary();
    void aWindowClosedWhileReadingEndsQuietly();
    void noPaneIsSqueezedOnAFirstRun_data();
    void noPaneIsSqueezedOnAFirstRun();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Reads on their way when the window goes: their answers finish cancelled while the window is
// still whole (a continuation never meets a window half destroyed), nothing arrives later.
void tst_MainWindow::aWindowClosedWhileReadingEndsQuietly()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("closed-while-reading.sqlite")));
    QVERIFY(opened.ok());
    auto window = std::make_unique<MainWindow>(std::move(opened).value());
    window->reload();
    window->reload();
    QVERIFY(window->session().isReading());
    QFuture<Expected<QStringList>> read = window->session().readCapabilities();
    window.reset();
    QVERIFY(read.isFinished());
    QVERIFY(read.isCanceled());
    QTest::qWait(50); // whatever the store's thread still sent is dropped
}

void tst_MainWindow::noPaneIsSqueezedOnAFirstRun_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("a small laptop, 1024x640") << QSize(1024, 640);
    QTest::newRow("smallest first-run size") << QSize(1100, 700);
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// A fresh profile (no saved geometry or splitter state): in every area, every pane of every
// splitter gets a usable share, and the designer's canvas most of its column.
void tst_MainWindow::noPaneIsSqueezedOnAFirstRun()
{
    QFETCH(QSize, size);
    QTemporaryDir profile;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, profile.path());
    auto opened = Workspace::open(profile.filePath(QStringLiteral("first-run.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    // The first run's own placement: on the screen, centred, most of it.
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.frameGeometry().topLeft()) && window.width() <= available.width()
                 && window.height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2 at %3,%4 on %5x%6").arg(window.width()).arg(window.height())
                            .arg(window.x()).arg(window.y()).arg(available.width()).arg(available.height())));
    QVERIFY(qAbs((window.x() - available.x()) - (available.right() - (window.x() + window.width() - 1))) <= 1);
    QVERIFY(window.width() * 10 >= available.width() * 8);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), size); // no minimum size of an area holds the window wider
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(50);
        const QString area = tabs->tabText(tab).remove(QLatin1Char('&'));
        const QStringList squeezed = squeezedPanes(tabs->widget(tab));
        QVERIFY2(squeezed.isEmpty(), qPrintable(area + QStringLiteral(": ") + squeezed.join(QStringLiteral("; "))));
    }
    // The designer's canvas column: the canvas above, the problems below.
    tabs->setCurrentWidget(window.designerPane());
    QTest::qWait(50);
    for (QSplitter *splitter : window.designerPane()->findChildren<QSplitter *>()) {
        if (!splitter->isVisible() || splitter->orientation() != Qt::Vertical || splitter->count() < 2)
            continue;
        QVERIFY2(splitter->widget(0)->height() * 2 >= splitter->height(),
                 qPrintable(QStringLiteral("canvas %1 px of %2").arg(splitter->widget(0)->height()).arg(splitter->height())));
    }
}

void tst_MainWindow::showsFiveAreasAndTheCapabilities()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("ws.sqlite")));
    QVERIFY(opened.ok());
    const int expected = int(opened.value()->store().listCapabilities().value().size());

    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 5);
    QStringList titles;
    for (int i = 0; i < tabs->count(); ++i)
        titles.append(tabs->tabText(i).remove(QLatin1Char('&')));
    QCOMPARE(titles, (QStringList{QStringLiteral("Capabilities"), QStringLiteral("Agents"),
                                  QStringLiteral("Designer"), QStringLiteral("Provenance"), QStringLiteral("Audit")}));

    auto *pane = window.findChild<CapabilitiesPane *>();
    QVERIFY(pane);
    QTableView *table = pane->tableView();
    QCOMPARE(table->model()->rowCount(), expected);
    QVERIFY(!window.grab().isNull());
}

namespace {

// Presses `button` on the next message box, and reports its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *text = box->text();
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start();
}

} // namespace

// As a new user would: rename a capability, go to the Designer, quit, press Apply All. The
// capability is written and the window closes, whatever area was in front.
void tst_MainWindow::quittingOnAnotherAreaAppliesEveryAreasWork()
{
    const QString path = m_dir.filePath(QStringLiteral("quit.sqlite"));
    auto opened = Workspace::open(path);
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString id = window.catalog()->at(0).id;
    QVERIFY(window.catalog()->setField(id, QStringLiteral("name"), QStringLiteral("Renamed before quitting")));
    auto *tabs = window.findChild<QTabWidget *>();
    tabs->setCurrentWidget(window.designerPane());

    QString asked;
    answerNextMessageBox(QMessageBox::Apply, &asked);
    QVERIFY(!window.close()); // not yet: the apply runs on the store's thread
    QTRY_VERIFY(!window.isVisible()); // closed once it was written
    QCOMPARE(asked, QStringLiteral("There are pending changes: 1 capability(ies)."));
    QVERIFY(!window.catalog()->hasPendingChanges());
    auto reopened = Workspace::open(path);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value()->store().capability(id).value().name, QStringLiteral("Renamed before quitting"));
}

void tst_MainWindow::cancellingTheQuestionKeepsTheWindowAndTheWork()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("cancel.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString id = window.catalog()->at(0).id;
    QVERIFY(window.catalog()->setField(id, QStringLiteral("name"), QStringLiteral("Kept")));
    window.findChild<QTabWidget *>()->setCurrentWidget(window.agentsPane());
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QVERIFY(window.catalog()->hasPendingChanges());
    answerNextMessageBox(QMessageBox::Discard, &asked);
    QVERIFY(window.close());
    QVERIFY(!window.catalog()->hasPendingChanges());
}

// Quit while an apply is written on the store's thread: the window waits for it, then
// closes without asking (nothing is pending any more), and the row is in the file.
void tst_MainWindow::quittingDuringAnApplyWaitsForIt()
{
    const QString path = m_dir.filePath(QStringLiteral("quitduring.sqlite"));
    auto opened = Workspace::open(path);
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString id = window.catalog()->at(0).id;
    QVERIFY(window.catalog()->setField(id, QStringLiteral("name"), QStringLiteral("Written while quitting")));
    window.findChild<QTabWidget *>()->setCurrentIndex(0); // Apply Changes serves the area in front
    QFuture<bool> apply = window.applyChanges();
    QVERIFY(window.session().isApplying());
    QVERIFY(!window.close()); // not while the write is on its way
    QTRY_VERIFY(!window.isVisible());
    QVERIFY(apply.isFinished() && apply.result());
    auto reopened = Workspace::open(path);
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value()->store().capability(id).value().name, QStringLiteral("Written while quitting"));
}

// One owner for the flowgate library: the session keeps what the Designer area opened and
// answers for its unsaved files on quit.
void tst_MainWindow::theSessionKeepsTheDesignersLibrary()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QTabWidget *>()->setCurrentWidget(window.designerPane());
    QTRY_VERIFY(window.session().flowLibrary());
    designer::FlowLibrary *library = window.session().flowLibrary();
    QCOMPARE(window.designerPane()->library(), library);
    QVERIFY(!window.session().hasUnsavedFiles());

    QVERIFY(library->renameState(QStringLiteral("flow.review-capability-change"), QStringLiteral("drafting"),
                                 QStringLiteral("drafting_change")).ok());
    QVERIFY(window.session().hasUnsavedFiles());
    QVERIFY(!window.session().hasPendingChanges()); // the connection's documents are not the files
    QVERIFY(window.isWindowModified());
    // Another area in front changes nothing: the session is asked, not the area.
    window.findChild<QTabWidget *>()->setCurrentWidget(window.agentsPane());
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!window.close());
    const qsizetype files = library->modifiedFiles().size(); // the library and its layout sidecar
    QVERIFY(files >= 1);
    QCOMPARE(asked, QStringLiteral("There are pending changes: %1 flowgate file(s).").arg(files));
    QVERIFY(window.session().hasUnsavedFiles());
    answerNextMessageBox(QMessageBox::Discard, &asked);
    QVERIFY(window.close());
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
