#include "agentsread.h"
#include "catalog/bindingdocument.h"
#include "catalog/bindingtablemodel.h"
#include "mainwindow.h"
#include "session.h"
#include "views/agentspane.h"
#include "workspace.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

// The window's side of the Agents area: the demo workspace's bindings with their problems,
// Edit ▸ Undo and File ▸ Apply Changes acting on binding edits while the area is in front,
// and the applied change read back from the workspace.
class tst_MainWindowAgents : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void demoBindingsShowTheirProblems();
    void windowUndoAndApplyServeTheAgentsArea();

private:
    static QAction *menuAction(MainWindow &window, const QString &menuTitle, const QString &text);
    static QString agentId(AgentsPane *pane, const QString &slug);
    QTemporaryDir m_dir;
};

void tst_MainWindowAgents::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

QAction *tst_MainWindowAgents::menuAction(MainWindow &window, const QString &menuTitle, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() != menuTitle || !menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text().startsWith(text))
                return action;
        }
    }
    return nullptr;
}

QString tst_MainWindowAgents::agentId(AgentsPane *pane, const QString &slug)
{
    for (const Agent &agent : loadedDocument(pane)->agents()) {
        if (agent.slug == slug)
            return agent.id;
    }
    return {};
}

void tst_MainWindowAgents::demoBindingsShowTheirProblems()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.resize(1280, 800);
    AgentsPane *pane = window.agentsPane();
    QVERIFY(pane);
    QCOMPARE(loadedDocument(pane)->agents().size(), 3);

    // ops-runner's call_external_api binding uses ${env:…} secrets this test's profile lacks.
    QVERIFY(pane->selectProfile(QStringLiteral("This process")));
    const QString opsRunner = agentId(pane, QStringLiteral("ops-runner"));
    QVERIFY(!opsRunner.isEmpty());
    pane->selectAgent(opsRunner);
    QAbstractItemModel *bindings = pane->bindingView()->model();
    int externalRow = -1;
    for (int row = 0; row < bindings->rowCount(); ++row) {
        if (bindings->index(row, BindingTableModel::SlugColumn).data().toString() == QLatin1String("call_external_api"))
            externalRow = row;
    }
    QVERIFY(externalRow >= 0);
    const QStringList missing = bindings->index(externalRow, BindingTableModel::StatusColumn)
                                    .data(BindingTableModel::MissingEnvRole).toStringList();
    QVERIFY2(missing.contains(QStringLiteral("EMAIL_GATEWAY_URL")), qPrintable(missing.join(u',')));

    // support-concierge's run_workflow binding has a key Sunrise's strict schema refuses.
    const QString concierge = agentId(pane, QStringLiteral("support-concierge"));
    pane->selectAgent(concierge);
    bindings = pane->bindingView()->model();
    bool invalidShown = false;
    for (int row = 0; row < bindings->rowCount(); ++row) {
        const QModelIndex status = bindings->index(row, BindingTableModel::StatusColumn);
        if (bindings->index(row, BindingTableModel::SlugColumn).data().toString() == QLatin1String("run_workflow"))
            invalidShown = status.data(BindingTableModel::ProblemSeverityRole).toInt() == 2;
    }
    QVERIFY(invalidShown);

    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(pane);
    pane->selectAgent(opsRunner);
    const QString shots = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("agents-area.png"))));
    }
}

void tst_MainWindowAgents::windowUndoAndApplyServeTheAgentsArea()
{
    const QString path = m_dir.filePath(QStringLiteral("apply.sqlite"));
    QString concierge;
    QString capabilityId;
    {
        auto opened = Workspace::open(path);
        QVERIFY(opened.ok());
        MainWindow window(std::move(opened).value());
        QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
        AgentsPane *pane = window.agentsPane();
        auto *tabs = window.findChild<QTabWidget *>();
        tabs->setCurrentWidget(pane);
        concierge = agentId(pane, QStringLiteral("support-concierge"));
        const QList<AgentBinding> bound = loadedDocument(pane)->bindings(concierge);
        QVERIFY(!bound.isEmpty());
        capabilityId = bound.constFirst().capabilityId;
        const bool wasEnabled = bound.constFirst().isEnabled;

        QAction *undo = menuAction(window, QStringLiteral("&Edit"), QStringLiteral("&Undo"));
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(loadedDocument(pane)->setEnabled(concierge, {capabilityId}, !wasEnabled));
        QVERIFY(undo->isEnabled());
        QVERIFY(window.isWindowModified());
        undo->trigger();
        QCOMPARE(loadedDocument(pane)->binding(concierge, capabilityId)->isEnabled, wasEnabled);
        QVERIFY(!loadedDocument(pane)->hasPendingChanges());

        // Back on the Capabilities area, Edit ▸ Undo is the capability editor's again.
        QVERIFY(loadedDocument(pane)->setEnabled(concierge, {capabilityId}, false));
        tabs->setCurrentIndex(0);
        QVERIFY(!undo->isEnabled());
        tabs->setCurrentWidget(pane);
        QVERIFY(undo->isEnabled());

        QAction *apply = menuAction(window, QStringLiteral("&File"), QStringLiteral("&Apply Changes"));
        QVERIFY(apply);
        apply->trigger();
        QTRY_VERIFY(!loadedDocument(pane)->hasPendingChanges()); // written on the store's thread
    }
    auto reopened = Workspace::open(path);
    QVERIFY(reopened.ok());
    const Expected<QList<AgentBinding>> stored = reopened.value()->store().listBindings(concierge);
    QVERIFY(stored.ok());
    bool found = false;
    for (const AgentBinding &binding : stored.value()) {
        if (binding.capabilityId == capabilityId) {
            found = true;
            QVERIFY(!binding.isEnabled);
        }
    }
    QVERIFY(found);
}

QTEST_MAIN(tst_MainWindowAgents)
#include "tst_mainwindowagents.moc"
