// The window's menus, their tool bar tooltips, and Help: the manual and About.
#include "mainwindow.h"
#include "views/auditpane.h"

#include "connection.h"
#include "session.h"
#include "views/agentspane.h"
#include "views/capabilitiespane.h"
#include "views/designer/designerpane.h"
#include "views/manualwindow.h"
#include "views/paletteicon.h"
#include "views/provenancepane.h"
#include "views/theme.h"
#include "workspace.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>

namespace capstudio {

void MainWindow::withCatalogFolder(const QString &title, const std::function<void(const QString &)> &then)
{
    // The three catalog-folder actions start where the last one was.
    const QString folder = QFileDialog::getExistingDirectory(this, title,
                                                             QSettings().value(QStringLiteral("catalogFolder")).toString());
    if (folder.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("catalogFolder"), folder);
    then(folder);
}

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *newAction = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-new")),
                                             tr("&New Capability…"), this, [this] {
                                                 m_tabs->setCurrentWidget(m_capabilitiesPane);
                                                 m_capabilitiesPane->newCapability();
                                             });
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                              tr("&Open Workspace…"), this,
                                              &MainWindow::openWorkspace);
    openAction->setShortcut(QKeySequence::Open);
    QAction *openFolderAction = fileMenu->addAction(tr("Open Catalo&g Folder…"), this, [this] {
        withCatalogFolder(tr("Open Catalog Folder"), [this](const QString &folder) { openCatalogFolder(folder); });
    });
    openFolderAction->setObjectName(QStringLiteral("openCatalogFolderAction"));
    openFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    QAction *connectAction = fileMenu->addAction(paletteIcon(QStringLiteral(":/icons/connection.svg")),
                                                 tr("&Connections…"), this, &MainWindow::showConnections);
    connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connectAction->setObjectName(QStringLiteral("connectionsAction"));
    // Ctrl+O opens workspaces; bundles get Ctrl+Shift+O.
    fileMenu->addAction(m_provenancePane->openAction());
    fileMenu->addMenu(m_provenancePane->recentMenu());
    QAction *applyAction = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-save")),
                                               tr("&Apply Changes"), this, [this] { applyChanges(); });
    applyAction->setShortcut(QKeySequence::Save);
    QAction *reloadAction = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")),
                                                tr("&Reload"), this, [this] {
                                                    settleThen(false, [this](bool settled) {
                                                        if (settled)
                                                            reload();
                                                    });
                                                });
    reloadAction->setShortcut(QKeySequence::Refresh);
    // What would meet a write on its way: another apply, a reload, another connection.
    m_conflictingActions = {applyAction, reloadAction, connectAction};
    fileMenu->addSeparator();
    QAction *importAction = fileMenu->addAction(tr("&Import Capabilities…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Capabilities"),
                                                          QFileInfo(m_session->workspace().path()).absolutePath(),
                                                          tr("JSON files (*.json)"));
        if (path.isEmpty())
            return;
        m_tabs->setCurrentWidget(m_capabilitiesPane);
        m_capabilitiesPane->importFile(path);
    });
    m_capabilitiesPane->setEmptyActions({newAction, importAction, connectAction});
    m_agentsPane->setEmptyActions({connectAction});
    fileMenu->addAction(tr("E&xport Capabilities…"), this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Export Capabilities"),
                                                    QFileInfo(m_session->workspace().path()).absolutePath(),
                                                    tr("JSON files (*.json)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".json");
        m_capabilitiesPane->exportRows(path, false);
    });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("Compare With Catalog &Folder…"), this, [this] {
        withCatalogFolder(tr("Compare With Catalog Folder"), [this](const QString &folder) { compareWithFolder(folder); });
    });
    // The saved connections other than this window's, listed as the menu opens.
    QMenu *compareConnection = fileMenu->addMenu(tr("Compare &With Connection"));
    compareConnection->setObjectName(QStringLiteral("compareWithConnectionMenu"));
    connect(compareConnection, &QMenu::aboutToShow, this, [this, compareConnection] {
        compareConnection->clear();
        for (const ConnectionProfile &profile : m_profiles.profiles()) {
            if (profile.name == connection().profile().name)
                continue;
            QAction *action = compareConnection->addAction(profile.name, this, [this, name = profile.name] {
                compareWithConnection(name);
            });
            action->setToolTip(profile.displayUrl());
        }
        if (compareConnection->isEmpty()) {
            QAction *none = compareConnection->addAction(tr("No other saved connection: add one in Connections…"));
            none->setEnabled(false);
        }
    });
    fileMenu->addAction(tr("Export Catalog to F&older…"), this, [this] {
        withCatalogFolder(tr("Export Catalog to Folder"), [this](const QString &folder) { exportCatalogTo(folder); });
    });
    fileMenu->addSeparator();
    QAction *quitAction = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")),
                                              tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    QAction *undoAction = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    QAction *redoAction = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redoAction->setShortcut(QKeySequence::Redo);
    redoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    editMenu->addAction(undoAction);
    editMenu->addAction(redoAction);
    editMenu->addSeparator();
    QAction *findAction = editMenu->addAction(QIcon::fromTheme(QStringLiteral("edit-find")),
                                              tr("&Find"), this, [this] {
                                                  if (m_tabs->currentWidget() == m_designerPane) {
                                                      m_designerPane->focusSearch();
                                                      return;
                                                  }
                                                  m_tabs->setCurrentWidget(m_capabilitiesPane);
                                                  m_capabilitiesPane->focusFilter();
                                              });
    findAction->setShortcut(QKeySequence::Find);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QMenu *themeMenu = viewMenu->addMenu(tr("&Theme"));
    themeMenu->setObjectName(QStringLiteral("themeMenu"));
    auto *themes = new QActionGroup(this);
    const Theme current = themeFromKey(QSettings().value(QStringLiteral("view/theme")).toString());
    const std::pair<Theme, QString> choices[] = {{Theme::System, tr("&System")},
                                                 {Theme::Light, tr("&Light")},
                                                 {Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, label] : choices) {
        QAction *action = themeMenu->addAction(label);
        action->setObjectName(QStringLiteral("theme_") + themeKey(theme));
        action->setCheckable(true);
        action->setChecked(theme == current);
        action->setActionGroup(themes);
        connect(action, &QAction::triggered, this, [theme = theme] {
            QSettings().setValue(QStringLiteral("view/theme"), themeKey(theme));
            applyTheme(theme);
        });
    }

    QMenu *provenanceMenu = menuBar()->addMenu(tr("P&rovenance", "menu; the tab has Alt+P"));
    provenanceMenu->addAction(m_provenancePane->openAction());
    provenanceMenu->addActions(m_provenancePane->bundleActions());
    provenanceMenu->addSeparator();
    provenanceMenu->addActions(m_provenancePane->navigationActions());
    // Its shortcuts work while the Provenance area has the focus; picking one from the menu
    // shows the area first.
    connect(provenanceMenu, &QMenu::triggered, this, [this] { m_tabs->setCurrentWidget(m_provenancePane); });

    QMenu *designerMenu = menuBar()->addMenu(tr("Desi&gner", "menu; the tab has Alt+D"));
    designerMenu->addActions(m_designerPane->fileActions());
    designerMenu->addSeparator();
    designerMenu->addActions(m_designerPane->editActions());
    designerMenu->addSeparator();
    designerMenu->addActions(m_designerPane->viewActions());
    connect(designerMenu, &QMenu::triggered, this, [this] { m_tabs->setCurrentWidget(m_designerPane); });

    QMenu *toolsMenu = menuBar()->addMenu(tr("&Tools"));
    // From any area: the Agents area comes to the front with the selected binding's dry-run.
    QAction *dryRunAction = toolsMenu->addAction(tr("Dispatch &Dry-Run…"), this, [this] {
        m_tabs->setCurrentWidget(m_agentsPane);
        m_agentsPane->dryRunSelected();
    });
    dryRunAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    // From any area: the Audit area comes to the front with its scan under way.
    toolsMenu->addAction(m_auditPane->scanAction());
    connect(m_auditPane->scanAction(), &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_auditPane); });

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *manualAction = helpMenu->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("&Manual"), this,
                                                &MainWindow::showManual);
    manualAction->setObjectName(QStringLiteral("manualAction"));
    manualAction->setShortcut(QKeySequence::HelpContents);
    helpMenu->addSeparator();
    QAction *aboutAction = helpMenu->addAction(tr("&About capstudio"), this, &MainWindow::showAbout);
    aboutAction->setMenuRole(QAction::AboutRole);
    helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// A tool bar button says its keys in its tooltip ("Next Leak (F8)"), as the menus show them.
void MainWindow::showShortcutsInToolTips()
{
    for (QToolBar *bar : findChildren<QToolBar *>()) {
        for (QAction *action : bar->actions()) {
            if (action->shortcut().isEmpty())
                continue;
            const QString keys = action->shortcut().toString(QKeySequence::NativeText);
            const QString tip = action->toolTip();
            if (!tip.contains(keys))
                action->setToolTip(tr("%1 (%2)", "a tooltip: what the button does, its keys").arg(tip, keys));
        }
    }
}

// The installed manual (share/capstudio/manual beside the binary's bin/, or in the data
// folders), else the source tree's when run from a build folder.
QString MainWindow::manualFolder()
{
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("CAPSTUDIO_MANUAL_DIR");
    if (!fromEnvironment.isEmpty())
        candidates.append(fromEnvironment);
    candidates.append(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/capstudio/manual")));
    candidates.append(QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("capstudio/manual"),
                                                QStandardPaths::LocateDirectory));
#ifdef CAPSTUDIO_SOURCE_MANUAL_DIR
    candidates.append(QStringLiteral(CAPSTUDIO_SOURCE_MANUAL_DIR));
#endif
    for (const QString &candidate : std::as_const(candidates)) {
        if (QFileInfo::exists(QDir(candidate).filePath(QStringLiteral("index.md"))))
            return QDir(candidate).canonicalPath();
    }
    return {};
}

void MainWindow::showManual()
{
    if (!m_manual) {
        const QString folder = manualFolder();
        if (folder.isEmpty()) {
            QMessageBox::information(this, tr("Manual"),
                                     tr("The manual is not installed here. It is in the source of capstudio, in "
                                        "docs/manual."));
            return;
        }
        m_manual = new ManualWindow(folder, this);
        m_manual->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About capstudio"),
                       tr("<h3>capstudio %1</h3>"
                          "<p>Capability Studio: edit the capabilities agents call, bind them to "
                          "agents, design flowgate workflows and audit conversation provenance.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

// A first run: most of the screen the window opens on, centred, neither sprawling across a
// very large screen nor smaller than the areas were laid out for (unless the screen is).
} // namespace capstudio
