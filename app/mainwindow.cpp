#include "mainwindow.h"

#include "catalog/bindingdocument.h"
#include "connection.h"
#include "session.h"
#include "remote/credentialstore.h"
#include "catalog/catalogdocument.h"
#include "core/futurewatch.h"
#include "views/agentspane.h"
#include "views/capabilitiespane.h"
#include "views/problemsview.h"
#include "views/provenancepane.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMimeData>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QPushButton>
#include <QTimer>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoGroup>
#include <QUndoStack>
#include "designer/flowlibrary.h"
#include "layout/autolayout.h"
#include "views/designer/designerpane.h"
#include "views/auditpane.h"
#include "views/paletteicon.h"
#include <QUrl>

namespace capstudio {

MainWindow::MainWindow(std::unique_ptr<Workspace> workspace, QWidget *parent)
    : QMainWindow(parent)
    , m_session(new Session(this))
    , m_catalog(m_session->capabilities())
    , m_tabs(new QTabWidget(this))
    , m_capabilitiesPane(new CapabilitiesPane(m_catalog, this))
    , m_provenancePane(new ProvenancePane(this))
    , m_designerPane(new DesignerPane(std::make_shared<layout::AutoLayout>(), this))
    , m_agentsPane(new AgentsPane(m_session->bindings(), this))
    , m_auditPane(new AuditPane(this))
    , m_undoGroup(new QUndoGroup(this))
    , m_workspaceLabel(new QLabel(this))
    , m_credentials(new CredentialStore(this))
    , m_progressTimer(new QTimer(this))
{
    {
        QSettings settings;
        m_profiles.load(settings);
        // Read before the embedded workspace below becomes the active connection.
        m_lastProfileName = ConnectionProfiles::activeProfileName(settings, QStringLiteral("main"));
    }
    m_progressTimer->setSingleShot(true);
    m_progressTimer->setInterval(400);
    connect(m_progressTimer, &QTimer::timeout, this, [this] { showProgress(0, -1, QString()); });
    setWindowIcon(QIcon(QStringLiteral(":/icons/capstudio.svg")));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_capabilitiesPane, paletteIcon(QStringLiteral(":/icons/capabilities.svg")),
                   tr("&Capabilities"));
    m_tabs->addTab(m_agentsPane, paletteIcon(QStringLiteral(":/icons/agents.svg")), tr("&Agents"));
    m_tabs->addTab(m_designerPane, paletteIcon(QStringLiteral(":/icons/designer.svg")), tr("&Designer"));
    m_tabs->addTab(m_provenancePane, paletteIcon(QStringLiteral(":/icons/provenance.svg")), tr("&Provenance"));
    m_tabs->addTab(m_auditPane, paletteIcon(QStringLiteral(":/icons/audit.svg")), tr("A&udit"));
    setCentralWidget(m_tabs);
    statusBar()->addPermanentWidget(m_workspaceLabel);

    connect(m_capabilitiesPane, &CapabilitiesPane::applyRequested, this, [this] { applyChanges(); });
    connect(m_capabilitiesPane, &CapabilitiesPane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    connect(m_provenancePane, &ProvenancePane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_provenancePane, &ProvenancePane::conversationRequested, this, &MainWindow::openConversation);
    connectAuditPane();
    connect(m_designerPane, &DesignerPane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    // The session keeps the library the Designer area opens: one owner answers for its files.
    m_designerPane->setLibraryKeeper([this](std::unique_ptr<designer::FlowLibrary> library) {
        return m_session->keepFlowLibrary(std::move(library));
    });
    connect(m_designerPane, &DesignerPane::modifiedChanged, this, &MainWindow::updateModified);
    connect(m_designerPane, &DesignerPane::undoStackChanged, this, [this](QUndoStack *stack) {
        if (m_designerStack)
            m_undoGroup->removeStack(m_designerStack);
        m_designerStack = stack;
        m_undoGroup->addStack(stack);
        if (m_tabs->currentWidget() == m_designerPane)
            m_undoGroup->setActiveStack(stack);
    });
    // Edit ▸ Undo/Redo and File ▸ Apply Changes serve the Agents area while it is in front;
    // the pane's own shortcuts would make those keys ambiguous inside the window.
    for (QAction *action : {m_agentsPane->undoAction(), m_agentsPane->redoAction(), m_agentsPane->applyAction(),
                            m_agentsPane->dryRunAction()})
        action->setShortcut(QKeySequence());
    m_undoGroup->addStack(m_agentsPane->undoStack());
    connect(m_agentsPane, &AgentsPane::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    connect(m_session->bindings(), &BindingDocument::pendingChanged, this, &MainWindow::updateModified);
    // Names, activity and rate limits of capabilities show in the Agents area too.
    connect(m_session, &Session::capabilitiesStored, m_agentsPane, &AgentsPane::refresh);
    // A read or a write on the worker leaves the window free; one that takes a while gets
    // the progress dialog and its Cancel, without holding input.
    connect(m_session, &Session::readsStarted, m_progressTimer, qOverload<>(&QTimer::start));
    connect(m_session, &Session::readsFinished, this, &MainWindow::hideProgressWhenIdle);
    connect(m_session, &Session::readsStarted, this, [this] { m_capabilitiesPane->setReading(true); });
    connect(m_session, &Session::readsFinished, this, [this] { m_capabilitiesPane->setReading(false); });
    connect(m_session, &Session::applyingChanged, this, [this](bool applying) {
        if (applying) {
            m_progressTimer->start();
            writesChanged();
        } else {
            hideProgressWhenIdle();
            writesEnded();
        }
    });
    connect(m_provenancePane->openAction(), &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_provenancePane); });
    setAcceptDrops(true);
    // Edit ▸ Undo follows the area in front: capability edits or binding edits.
    m_undoGroup->addStack(m_catalog->undoStack());
    m_undoGroup->setActiveStack(m_catalog->undoStack());
    connect(m_catalog, &CatalogDocument::pendingChanged, this, &MainWindow::updateModified);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_agentsPane)
            m_undoGroup->setActiveStack(m_agentsPane->undoStack());
        else if (m_tabs->currentWidget() == m_designerPane) {
            // The library is read when the area is first shown, not at start-up.
            openDesignerLibrary();
            m_undoGroup->setActiveStack(m_designerStack);
        }
        else
            m_undoGroup->setActiveStack(m_catalog->undoStack());
    });

    createActions();
    showShortcutsInToolTips();
    restoreLayout();
    setWorkspace(std::move(workspace), false);
    QTimer::singleShot(0, this, &MainWindow::reconnectLastProfile);
}

MainWindow::~MainWindow()
{
    // The session goes with the window's children, after this object stopped being one:
    // answers still on their way finish (cancelled) while their continuations' context lives.
    m_session->endReads(false);
    // The areas go before the documents and the library they show: the session, the first
    // child made, would otherwise go first.
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_tabs;
}

void MainWindow::setWorkspace(std::unique_ptr<Workspace> workspace, bool remember)
{
    ConnectionProfile embedded = m_profiles.builtIn();
    embedded.workspacePath = workspace->path();
    m_session->setWorkspace(std::move(workspace), embedded);
    connectionChanged(remember);
    if (m_tabs->currentWidget() == m_designerPane)
        openDesignerLibrary();
}


const Connection &MainWindow::connection() const
{
    return m_session->connection();
}

// The library opened last (when it still exists), else the workspace's own copy of the demo.
void MainWindow::openDesignerLibrary()
{
    if (m_session->flowLibrary())
        return;
    const QString last = QSettings().value(QStringLiteral("designer/library")).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && m_designerPane->openLibrary(last))
        return;
    const Expected<QString> demo = m_session->workspace().designerLibraryPath();
    if (!demo) {
        statusBar()->showMessage(demo.error().message, 8000);
        return;
    }
    const Status opened = m_designerPane->openLibrary(demo.value());
    if (!opened)
        statusBar()->showMessage(tr("Cannot open the flowgate library: %1").arg(opened.error().message), 8000);
}

void MainWindow::connectAgentsPane()
{
    // Environment profiles are kept per workspace file or per remote connection.
    const Connection &active = m_session->connection();
    m_agentsPane->setWorkspacePath(active.isEmbedded() ? m_session->workspace().path() : active.profile().displayUrl());
    AgentsPane::Source source;
    source.isRead = [this] { return m_session->bindingsRead(); };
    source.read = [this] { return m_session->readBindings(); };
    source.apply = [this] { return m_session->applyBindings(); };
    source.transactional = m_session->connection().traits().transactional;
    source.dryRuns = m_session->dryRuns();
    m_agentsPane->setSource(std::move(source));
}

void MainWindow::updateModified()
{
    setWindowModified(m_session->hasPendingChanges() || m_session->hasUnsavedFiles());
}

void MainWindow::reloadConversations()
{
    m_provenancePane->setConversationSource(connection().profile().name, connection().isEmbedded());
    m_session->listConversations().then(this, [this](const Expected<QList<ConversationEntry>> &listed) {
        m_conversationTitles.clear();
        if (!listed) {
            statusBar()->showMessage(tr("Cannot list the conversations: %1").arg(listed.error().message), 8000);
            m_provenancePane->setWorkspaceConversations({});
            return;
        }
        QList<ProvenancePane::ConversationEntry> entries;
        for (const ConversationEntry &stored : listed.value()) {
            entries.append({stored.id, stored.title, stored.agentName, stored.updatedAt, stored.messageCount});
            if (!stored.title.isEmpty())
                m_conversationTitles.insert(stored.id, stored.title);
        }
        m_provenancePane->setWorkspaceConversations(entries);
    });
}

void MainWindow::openConversation(const QString &id)
{
    m_session->conversationBundle(id).then(this, [this, id](const Expected<QByteArray> &bytes) {
        if (!bytes) {
            QMessageBox::warning(this, tr("Cannot read the conversation"), bytes.error().message);
            return;
        }
        // The list read last names it; a remote store is not asked for the whole list again.
        m_provenancePane->openBundleBytes(bytes.value(), m_conversationTitles.value(id, id),
                                          QStringLiteral("workspace:") + id);
    });
}

void MainWindow::openBundles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    m_tabs->setCurrentWidget(m_provenancePane);
    for (const QString &path : paths)
        m_provenancePane->openFile(path);
}

void MainWindow::mergeFiles(const QStringList &paths)
{
    m_tabs->setCurrentWidget(m_designerPane);
    m_designerPane->mergeFiles(paths.value(0), paths.value(1), paths.value(2), paths.value(3));
}

namespace {

QStringList droppedBundles(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            paths.append(url.toLocalFile());
    }
    return paths;
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedBundles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedBundles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openBundles(paths);
}

void MainWindow::reload()
{
    statusBar()->showMessage(tr("Reading the capabilities…"));
    m_session->readCapabilities().then(this, [this](const Expected<QStringList> &read) {
        ProblemsView *problems = m_capabilitiesPane->problemsView();
        if (!read) {
            // Never a shorter list: what is shown stays what it was, and says why.
            problems->setReadNotes({read.error().message}, true);
            statusBar()->showMessage(tr("Cannot read the capabilities: %1").arg(read.error().message), 20000);
            QMessageBox::warning(this, tr("Cannot read the capabilities"), read.error().message);
            return;
        }
        QStringList warnings = read.value();
        if (!m_session->policyProblem().isEmpty())
            warnings.append(m_session->policyProblem());
        problems->setReadNotes(warnings, false);
        const QString loaded = tr("Loaded %n capabilities", nullptr, m_catalog->count());
        if (warnings.isEmpty())
            statusBar()->showMessage(loaded, 4000);
        else
            statusBar()->showMessage(loaded + QStringLiteral(" — ") + warnings.join(QLatin1Char(' ')), 20000);
    });
}

QFuture<bool> MainWindow::applyChanges()
{
    // File ▸ Apply Changes (Ctrl+S) serves the area in front.
    if (m_tabs->currentWidget() == m_designerPane)
        return QtFuture::makeReadyFuture(m_designerPane->save());
    if (m_tabs->currentWidget() == m_agentsPane)
        return m_agentsPane->applyChanges();
    return applyCatalog();
}

QFuture<bool> MainWindow::applyCatalog()
{
    if (!m_catalog->hasPendingChanges())
        return QtFuture::makeReadyFuture(true);
    if (m_applyingCatalog)
        return QtFuture::makeReadyFuture(false); // Apply is disabled meanwhile
    m_applyingCatalog = true;
    statusBar()->showMessage(tr("Applying %n change(s)…", nullptr, m_catalog->pendingCount()));
    auto answer = std::make_shared<QPromise<bool>>();
    answer->start();
    whenFinished(this, m_session->applyCapabilities(), [this, answer](const QFuture<CatalogDocument::ApplyResult> &applied) {
        m_applyingCatalog = false;
        if (applied.isCanceled() || applied.resultCount() == 0) {
            statusBar()->showMessage(tr("The changes were not applied (cancelled)."), 8000);
            answer->addResult(false);
        } else {
            answer->addResult(showCatalogApplied(applied.result()));
        }
        answer->finish();
    });
    return answer->future();
}

bool MainWindow::showCatalogApplied(const CatalogDocument::ApplyResult &result)
{
    if (result.ok) {
        // New rows got their ids from the server: read them back so later edits address them
        // (not over edits made while the write ran: the read would replace them).
        if (result.added > 0 && m_session->connection().traits().assignsIds) {
            if (!m_catalog->hasPendingChanges()) {
                statusBar()->showMessage(tr("Applied %n change(s)", nullptr, result.written), 6000);
                reload();
            } else {
                statusBar()->showMessage(tr("Applied %n change(s). Apply the edits made meanwhile, then reload (F5) "
                                            "to edit the new rows further.",
                                            nullptr, result.written),
                                         20000);
            }
            return true;
        }
        statusBar()->showMessage(tr("Applied %n change(s)", nullptr, result.written), 6000);
        return true;
    }
    statusBar()->clearMessage();
    if (!result.error.isEmpty()) {
        // A store without transactions says itself what it wrote before the failure.
        QMessageBox::warning(this, tr("Cannot apply the changes"),
                             m_session->connection().traits().transactional ? tr("Nothing was written: %1").arg(result.error)
                                                            : result.error);
        // Show the row, and the field the server named, in the editor.
        if (!result.errorRowId.isEmpty()) {
            m_tabs->setCurrentWidget(m_capabilitiesPane);
            m_capabilitiesPane->selectCapability(result.errorRowId, result.errorField);
        }
        return false;
    }
    QStringList lines;
    // Per row, every field where the stored row and ours differ, with both values.
    const auto shortValue = [](const QJsonValue &value) {
        QString text = value.isString() ? value.toString()
                                        : QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
                                              .mid(1)
                                              .chopped(1);
        return text.size() > 60 ? text.left(59) + QChar(0x2026) : text;
    };
    QStringList details;
    for (const CapabilityConflict &conflict : result.conflicts) {
        const int row = m_catalog->rowOf(conflict.id);
        const QString ours = row >= 0 ? m_catalog->at(row).slug : conflict.id;
        lines.append(conflict.current ? tr("• %1: changed by someone else meanwhile").arg(ours)
                                      : tr("• %1: deleted by someone else meanwhile").arg(ours));
        if (!conflict.current || row < 0)
            continue;
        const QJsonObject stored = conflict.current->toJson();
        const QJsonObject mine = m_catalog->at(row).toJson();
        details.append(ours + QLatin1Char(':'));
        for (auto it = mine.begin(); it != mine.end(); ++it) {
            if (stored.value(it.key()) != it.value())
                details.append(tr("  %1 — yours: %2 · stored now: %3")
                                   .arg(it.key(), shortValue(it.value()), shortValue(stored.value(it.key()))));
        }
    }
    QMessageBox box(QMessageBox::Warning, tr("Changed meanwhile"),
                    tr("Nothing was written: %n capability(ies) were changed by someone else after you loaded them.",
                       nullptr, int(result.conflicts.size())),
                    QMessageBox::Ok, this);
    box.setInformativeText(lines.join(QLatin1Char('\n')));
    details.prepend(tr("Your changes are still pending. Reload (F5) to see the current values, or discard "
                       "the conflicting changes and apply the rest.\n"));
    box.setDetailedText(details.join(QLatin1Char('\n')));
    box.exec();
    return false;
}

QStringList MainWindow::pendingWork(bool withDesigner) const
{
    QStringList work;
    if (const int capabilities = m_catalog->pendingCount())
        work.append(tr("%n capability(ies)", nullptr, capabilities));
    if (const int bindings = m_session->bindings()->pendingCount())
        work.append(tr("%n binding(s)", nullptr, bindings));
    if (withDesigner && m_session->hasUnsavedFiles())
        work.append(tr("%n flowgate file(s)", nullptr, qMax(1, int(m_session->flowLibrary()->modifiedFiles().size()))));
    return work;
}

MainWindow::Settled MainWindow::settlePendingChanges(bool withDesigner, std::function<void(bool)> then)
{
    if (isWriting()) {
        // What is being written settles first; then the question is asked again.
        statusBar()->showMessage(tr("Waiting for the changes being written…"));
        m_afterWrites = [this, withDesigner, then] { settleThen(withDesigner, then); };
        return Settled::Later;
    }
    const QStringList work = pendingWork(withDesigner);
    if (work.isEmpty())
        return Settled::Now;
    QMessageBox box(QMessageBox::Question, tr("Pending changes"),
                    tr("There are pending changes: %1.").arg(work.join(QLatin1String(", "))),
                    QMessageBox::Apply | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("Apply them all before continuing, or discard them all?"));
    box.button(QMessageBox::Apply)->setText(tr("&Apply All"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard All"));
    box.setDefaultButton(QMessageBox::Apply);
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel || answer == QMessageBox::Escape)
        return Settled::Not;
    if (answer == QMessageBox::Discard) {
        m_session->discardAll();
        return Settled::Now; // the designer's edits go with the window
    }
    applyAll(withDesigner, [this, withDesigner, then](bool ok) { then(ok && pendingWork(withDesigner).isEmpty()); });
    return Settled::Later;
}

void MainWindow::settleThen(bool withDesigner, std::function<void(bool)> then)
{
    const Settled settled = settlePendingChanges(withDesigner, then);
    if (settled != Settled::Later)
        then(settled == Settled::Now);
}

void MainWindow::applyAll(bool withDesigner, std::function<void(bool)> done)
{
    // Each area writes its own, one after the other; each failure is shown where it happened.
    m_applyingAll = true;
    writesChanged();
    whenFinished(this, applyCatalog(), [this, withDesigner, done](const QFuture<bool> &capabilities) {
        const bool capabilitiesOk = resultOr(capabilities, false);
        whenFinished(this, m_agentsPane->applyChanges(),
                     [this, withDesigner, done, capabilitiesOk](const QFuture<bool> &bindings) {
                         bool ok = capabilitiesOk && resultOr(bindings, false);
                         if (withDesigner && m_session->hasUnsavedFiles())
                             ok = m_designerPane->save() && ok;
                         m_applyingAll = false;
                         writesChanged();
                         done(ok);
                         writesEnded();
                     });
    });
}

bool MainWindow::isWriting() const
{
    return m_applyingAll || m_session->isApplying();
}

void MainWindow::writesChanged()
{
    const bool writing = isWriting();
    for (QAction *action : std::as_const(m_conflictingActions))
        action->setEnabled(!writing);
}

void MainWindow::writesEnded()
{
    writesChanged();
    if (isWriting() || !m_afterWrites)
        return;
    // Through the event loop: the answer of the write that just ended is handed out first.
    QTimer::singleShot(0, this, [this] {
        if (!isWriting() && m_afterWrites)
            std::exchange(m_afterWrites, {})();
    });
}

void MainWindow::openWorkspace()
{
    settleThen(false, [this](bool settled) {
        if (settled)
            chooseWorkspace();
    });
}

void MainWindow::chooseWorkspace()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Workspace"), QFileInfo(m_session->workspace().path()).absolutePath(),
        tr("capstudio workspaces (*.sqlite *.db);;All files (*)"));
    if (path.isEmpty())
        return;
    Expected<std::unique_ptr<Workspace>> opened = Workspace::open(path);
    if (!opened) {
        QMessageBox::warning(this, tr("Cannot open the workspace"), opened.error().message);
        return;
    }
    setWorkspace(std::move(opened).value());
}

void MainWindow::placeForFirstRun()
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    const QSize wanted = (QSizeF(available.size()) * 0.9).toSize();
    const QSize size = wanted.boundedTo(QSize(1760, 1100)).expandedTo(QSize(1100, 700)).boundedTo(available.size());
    resize(size);
    move(available.x() + (available.width() - size.width()) / 2, available.y() + (available.height() - size.height()) / 2);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        placeForFirstRun();
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("mainWindow/tab"), 0).toInt());
    m_capabilitiesPane->restoreState();
    m_agentsPane->restoreState();
    m_provenancePane->restoreState();
    m_designerPane->restoreState();
    m_auditPane->restoreState();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Apply All writes on the worker: the window closes once that has answered.
    if (!std::exchange(m_closeSettled, false)
        && settlePendingChanges(true, [this](bool settled) {
               if (!settled)
                   return;
               m_closeSettled = true;
               close();
           }) != Settled::Now) {
        event->ignore();
        return;
    }
    m_afterWrites = {};
    m_capabilitiesPane->saveState();
    m_provenancePane->saveState();
    m_agentsPane->saveState();
    m_designerPane->saveState();
    m_auditPane->saveState();
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/tab"), m_tabs->currentIndex());
    event->accept();
}

} // namespace capstudio
