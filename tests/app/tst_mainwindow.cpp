#include "mainwindow.h"
#include "views/capabilitiespane.h"
#include "workspace.h"

#include <QApplication>
#include <QTabWidget>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsFourAreasAndTheCapabilities();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_MainWindow::showsFourAreasAndTheCapabilities()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("ws.sqlite")));
    QVERIFY(opened.ok());
    const int expected = int(opened.value()->store().listCapabilities().value().size());

    MainWindow window(std::move(opened).value());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 4);
    QStringList titles;
    for (int i = 0; i < tabs->count(); ++i)
        titles.append(tabs->tabText(i).remove(QLatin1Char('&')));
    QCOMPARE(titles, (QStringList{QStringLiteral("Capabilities"), QStringLiteral("Agents"),
                                  QStringLiteral("Designer"), QStringLiteral("Provenance")}));

    auto *pane = window.findChild<CapabilitiesPane *>();
    QVERIFY(pane);
    QTableView *table = pane->tableView();
    QCOMPARE(table->model()->rowCount(), expected);
    QVERIFY(!window.grab().isNull());
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
