// What each area shows while it has nothing to show: a heading, what to do next, and buttons
// that do it — on a real workspace emptied of capabilities and agents, and a designer with
// every workflow closed.
#include "mainwindow.h"
#include "session.h"
#include "views/agentspane.h"
#include "views/capabilitiespane.h"
#include "views/designer/designerpane.h"
#include "views/emptystate.h"
#include "views/provenancepane.h"
#include "workspace.h"

#include <QApplication>
#include <QDialog>
#include <QPushButton>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace capstudio;

namespace {

QStringList buttonTexts(const EmptyState *state)
{
    QStringList texts;
    for (const QPushButton *button : state->findChildren<QPushButton *>()) {
        if (button->isVisibleTo(state))
            texts.append(button->text().remove(QLatin1Char('&')));
    }
    return texts;
}

bool shown(const QWidget *widget)
{
    const auto *stack = qobject_cast<const QStackedWidget *>(widget->parentWidget());
    return stack && stack->currentWidget() == widget && widget->isVisible();
}

} // namespace

class tst_EmptyStates : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anEmptyCatalogOffersNewImportAndConnections();
    void noAgentsOffersConnections();
    void theDesignerWithNoWorkflowOpenOffersANewOne();
    void noBundleOffersToOpenOne();

private:
    QTemporaryDir m_profile;
    std::unique_ptr<MainWindow> m_window;
    QTabWidget *m_tabs = nullptr;
};

void tst_EmptyStates::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_profile.path());
    const QString path = m_profile.filePath(QStringLiteral("empty.sqlite"));
    {
        auto seeded = Workspace::open(path); // created, migrated and seeded
        QVERIFY(seeded.ok());
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("emptying"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const char *table : {"ai_agent_capability", "ai_agent", "ai_capability"})
            QVERIFY2(query.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table))), qPrintable(table));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("emptying"));
    auto opened = Workspace::open(path);
    QVERIFY(opened.ok());
    m_window = std::make_unique<MainWindow>(std::move(opened).value());
    QTRY_VERIFY(!m_window->session().isReading());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(m_tabs);
}

void tst_EmptyStates::anEmptyCatalogOffersNewImportAndConnections()
{
    m_tabs->setCurrentWidget(m_window->findChild<CapabilitiesPane *>());
    auto *empty = m_window->findChild<EmptyState *>(QStringLiteral("capabilitiesEmptyState"));
    QVERIFY(empty);
    QTRY_VERIFY(shown(empty));
    QCOMPARE(buttonTexts(empty),
             QStringList({QStringLiteral("New Capability…"), QStringLiteral("Import Capabilities…"),
                          QStringLiteral("Connections…")}));
    // The first button does what it says: the New Capability wizard opens.
    QString opened;
    QTimer::singleShot(200, this, [&] {
        if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            opened = dialog->windowTitle();
            dialog->reject();
        }
    });
    empty->findChildren<QPushButton *>().first()->click();
    QTRY_VERIFY(!opened.isEmpty());
    QVERIFY2(opened.contains(QLatin1String("Capability")), qPrintable(opened));
}

void tst_EmptyStates::noAgentsOffersConnections()
{
    m_tabs->setCurrentWidget(m_window->findChild<AgentsPane *>());
    auto *empty = m_window->findChild<EmptyState *>(QStringLiteral("agentsEmptyState"));
    QVERIFY(empty);
    QTRY_VERIFY(shown(empty));
    QCOMPARE(buttonTexts(empty), QStringList({QStringLiteral("Connections…")}));
}

void tst_EmptyStates::theDesignerWithNoWorkflowOpenOffersANewOne()
{
    m_tabs->setCurrentWidget(m_window->designerPane());
    QTRY_VERIFY(m_window->session().flowLibrary());
    auto *canvases = m_window->designerPane()->findChild<QTabWidget *>(QStringLiteral("canvasTabs"));
    QVERIFY(canvases);
    QTRY_VERIFY(canvases->count() > 0); // the first orchestrator opens by itself
    auto *empty = m_window->findChild<EmptyState *>(QStringLiteral("designerEmptyState"));
    QVERIFY(empty);
    QVERIFY(!shown(empty));
    while (canvases->count() > 0)
        emit canvases->tabCloseRequested(0);
    QTRY_VERIFY(shown(empty));
    QCOMPARE(empty->title(), QStringLiteral("No workflow open"));
    QCOMPARE(buttonTexts(empty), QStringList({QStringLiteral("New Orchestrator…"), QStringLiteral("Open Library…")}));
}

void tst_EmptyStates::noBundleOffersToOpenOne()
{
    m_tabs->setCurrentWidget(m_window->findChild<ProvenancePane *>());
    auto *empty = m_window->findChild<EmptyState *>(QStringLiteral("provenanceEmptyState"));
    QVERIFY(empty);
    QTRY_VERIFY(shown(empty));
    QCOMPARE(buttonTexts(empty), QStringList({QStringLiteral("Open Bundle…")}));
}

QTEST_MAIN(tst_EmptyStates)
#include "tst_emptystates.moc"
