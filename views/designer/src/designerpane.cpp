#include "views/designer/designerpane.h"

#include "analysispanel.h"
#include "comparepanel.h"
#include "mergedialog.h"

#include <QDir>

#include "designer/flowlibrary.h"
#include "flowgate/configvalidation.h"
#include "views/designer/designerscene.h"
#include "views/designer/designerproblemspanel.h"
#include "views/designer/designerview.h"
#include "views/designer/inspectorpanel.h"
#include "views/designer/diagramrenderer.h"
#include "views/designer/simulatorpanel.h"
#include "views/designer/workflowcanvas.h"
#include "views/emptystate.h"

#include <QAction>
#include <QCompleter>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace capstudio {

namespace {

constexpr int WorkflowRole = Qt::UserRole + 1;

QIcon themed(const char *name)
{
    return QIcon::fromTheme(QString::fromLatin1(name));
}

} // namespace

DesignerPane::DesignerPane(std::shared_ptr<const flowgate::LayoutEngine> layoutEngine, QWidget *parent)
    : QWidget(parent)
    , m_layoutEngine(std::move(layoutEngine))
    , m_toolBar(new QToolBar(this))
    , m_libraryLabel(new QLabel(this))
    , m_filter(new QLineEdit(this))
    , m_outline(new QStandardItemModel(this))
    , m_outlineProxy(new QSortFilterProxyModel(this))
    , m_outlineView(new QTreeView(this))
    , m_canvases(new QTabWidget(this))
    , m_canvasStack(new QStackedWidget(this))
    , m_emptyCanvas(new EmptyState(this))
    , m_sidePanels(new QTabWidget(this))
    , m_inspector(new InspectorPanel(this))
    , m_simulator(new SimulatorPanel(this))
    , m_problems(new DesignerProblemsPanel(this))
    , m_analysis(new AnalysisPanel(this))
    , m_compare(new ComparePanel(this))
    , m_search(new QLineEdit(this))
{
    m_libraryLabel->setWordWrap(true);
    m_libraryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filter->setPlaceholderText(tr("Filter workflows, skills, scripts"));
    m_filter->setAccessibleName(tr("Filter workflows"));
    m_filter->setClearButtonEnabled(true);
    m_outlineProxy->setSourceModel(m_outline);
    m_outlineProxy->setRecursiveFilteringEnabled(true);
    m_outlineProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_outlineView->setModel(m_outlineProxy);
    m_outlineView->setAccessibleName(tr("Workflows, skills and scripts"));
    m_outlineView->setHeaderHidden(true);
    m_outlineView->setUniformRowHeights(true);
    m_outlineView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_outlineProxy->setFilterFixedString(text);
        if (!text.isEmpty())
            m_outlineView->expandAll();
    });
    connect(m_outlineView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString id = index.data(WorkflowRole).toString();
        if (!id.isEmpty())
            openWorkflow(id);
    });

    m_canvases->setObjectName(QStringLiteral("canvasTabs"));
    m_canvases->setDocumentMode(true);
    m_canvases->setTabsClosable(true);
    m_canvases->setMovable(true);
    connect(m_canvases, &QTabWidget::tabCloseRequested, this, [this](int index) {
        QWidget *canvas = m_canvases->widget(index);
        if (!canvas)
            return;
        m_canvases->removeTab(index);
        canvas->deleteLater();
        updateEmptyCanvas();
    });
    connect(m_canvases, &QTabWidget::currentChanged, this, &DesignerPane::currentCanvasChanged);

    m_search->setPlaceholderText(tr("Find state or transition"));
    m_search->setAccessibleName(tr("Find state or transition"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(260);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { searchCurrent(m_search->text()); });

    m_sidePanels->addTab(m_inspector, tr("Inspector"));
    // The simulator is tall; on small screens it scrolls instead of stretching the window.
    auto *simulatorScroll = new QScrollArea(this);
    simulatorScroll->setWidget(m_simulator);
    simulatorScroll->setWidgetResizable(true);
    simulatorScroll->setFrameShape(QFrame::NoFrame);
    m_sidePanels->addTab(simulatorScroll, tr("Simulator"));
    m_sidePanels->addTab(m_analysis, tr("Analysis"));
    connect(m_analysis, &AnalysisPanel::witnessReplayRequested, this,
            [this, simulatorScroll](const QJsonObject &witness, const QString &label) {
                m_sidePanels->setCurrentWidget(simulatorScroll);
                m_simulator->replaySaved(witness, label);
            });
    connect(m_analysis, &AnalysisPanel::elementActivated, this, &DesignerPane::showElement);
    m_sidePanels->addTab(m_compare, tr("Changes"));
    connect(m_compare, &ComparePanel::elementActivated, this, &DesignerPane::showElement);
    connect(m_compare, &ComparePanel::differencesChanged, this,
            [this](const QString &workflowId, const QHash<QString, DesignerScene::Difference> &differences) {
                WorkflowCanvas *canvas = currentCanvas();
                if (canvas && canvas->workflowId() == workflowId)
                    canvas->scene()->setDifferences(differences);
            });
    connect(m_compare, &ComparePanel::ghostsChanged, this,
            [this](const QString &workflowId, const QList<DesignerScene::Ghost> &ghosts) {
                WorkflowCanvas *canvas = currentCanvas();
                if (canvas && canvas->workflowId() == workflowId)
                    canvas->scene()->setGhosts(ghosts);
            });
    connect(m_simulator, &SimulatorPanel::coverageChanged, this,
            [this](const QSet<QString> &visited, const QSet<QString> &fired, const QString &current) {
                if (WorkflowCanvas *canvas = currentCanvas())
                    canvas->scene()->setCoverage(visited, fired, current);
            });
    connect(m_simulator, &SimulatorPanel::stateFocusRequested, this, [this](const QString &state) {
        if (WorkflowCanvas *canvas = currentCanvas())
            canvas->view()->centerOnElement(state);
    });
    connect(m_simulator, &SimulatorPanel::transitionFocusRequested, this, [this](const QString &transition) {
        if (WorkflowCanvas *canvas = currentCanvas())
            canvas->view()->centerOnElement(transition);
    });
    connect(m_problems, &DesignerProblemsPanel::problemActivated, this, &DesignerPane::showElement);
    connect(m_inspector, &InspectorPanel::inspectedChanged, this, [this](const QString &workflowId, const QString &element) {
        WorkflowCanvas *canvas = currentCanvas();
        if (canvas && canvas->workflowId() == workflowId && !element.isEmpty() && canvas->currentElement() != element)
            canvas->scene()->selectElement(element);
    });

    createActions();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_libraryLabel);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_outlineView);

    m_canvasStack->addWidget(m_canvases);
    m_canvasStack->addWidget(m_emptyCanvas);
    m_emptyCanvas->setObjectName(QStringLiteral("designerEmptyState"));

    auto *centre = new QSplitter(Qt::Vertical, this);
    centre->setObjectName(QStringLiteral("designerCentreSplitter"));
    centre->addWidget(m_canvasStack);
    centre->addWidget(m_problems);
    centre->setStretchFactor(0, 4);
    centre->setStretchFactor(1, 1);
    // The stretch factors share only what is left above the panes' size hints, and the
    // problems table asks for more than the canvas: without sizes the canvas opened 55 px
    // high. Four fifths for the canvas, which cannot be collapsed away.
    centre->setSizes({560, 140});
    centre->setCollapsible(0, false);
    m_canvasStack->setMinimumHeight(160);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("designerSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(centre);
    splitter->addWidget(m_sidePanels);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 2);
    splitter->setSizes({210, 900, 340});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(splitter);
    updateActions();
}

void DesignerPane::saveState() const
{
    QSettings settings;
    for (const QString &name : {QStringLiteral("designerSplitter"), QStringLiteral("designerCentreSplitter")}) {
        if (const auto *splitter = findChild<QSplitter *>(name))
            settings.setValue(QStringLiteral("designer/") + name, splitter->saveState());
    }
}

void DesignerPane::restoreState()
{
    QSettings settings;
    for (const QString &name : {QStringLiteral("designerSplitter"), QStringLiteral("designerCentreSplitter")}) {
        if (auto *splitter = findChild<QSplitter *>(name))
            splitter->restoreState(settings.value(QStringLiteral("designer/") + name).toByteArray());
    }
}

designer::FlowLibrary *DesignerPane::library() const
{
    return m_library.data();
}

DesignerPane::~DesignerPane()
{
    // The canvases and panels point at the library: let them go first, without the pane
    // answering each one's removal.
    disconnect(m_canvases, nullptr, this, nullptr);
    while (m_canvases->count() > 0)
        delete m_canvases->widget(0);
}

void DesignerPane::createActions()
{
    const auto make = [this](const QIcon &icon, const QString &text, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(icon, text, this);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_openAction = make(themed("document-open"), tr("Open &Library…"), QKeySequence(), [this] { chooseLibrary(); });
    m_saveAction = make(themed("document-save"), tr("&Save Library"), QKeySequence(), [this] { save(); });
    m_exportAction = make(themed("document-export"), tr("&Export Diagram…"), QKeySequence(tr("Ctrl+E")),
                          [this] { exportDiagram(); });
    m_mergeAction = make(QIcon(), tr("&Merge Three Versions…"), QKeySequence(), [this] { mergeFiles(); });
    m_mergeAction->setObjectName(QStringLiteral("mergeAction"));
    m_mergeAction->setToolTip(tr("Merge a flowgate file's base, ours and theirs, settling conflicts one by one"));
    m_newOrchestratorAction = make(themed("document-new"), tr("New &Orchestrator…"), QKeySequence(),
                                   [this] { newOrchestrator(); });
    m_newCapabilityAction = make(QIcon(), tr("New &Capability…"), QKeySequence(), [this] { newCapability(); });
    m_addStateAction = make(themed("list-add"), tr("&Add State…"), QKeySequence(Qt::Key_Insert), [this] {
        if (auto *canvas = currentCanvas())
            canvas->addState();
    });
    m_deleteAction = make(themed("edit-delete"), tr("&Delete"), QKeySequence::Delete, [this] {
        if (auto *canvas = currentCanvas())
            canvas->deleteSelection();
    });
    m_renameAction = make(QIcon(), tr("Re&name State…"), QKeySequence(Qt::Key_F2), [this] {
        if (auto *canvas = currentCanvas())
            canvas->renameSelection();
    });
    m_copyAction = make(themed("edit-copy"), tr("&Copy States"), QKeySequence::Copy, [this] {
        if (auto *canvas = currentCanvas())
            canvas->copySelection();
    });
    m_pasteAction = make(themed("edit-paste"), tr("&Paste States"), QKeySequence::Paste, [this] {
        if (auto *canvas = currentCanvas())
            canvas->paste();
    });
    m_selectAllAction = make(QIcon(), tr("Select &All"), QKeySequence::SelectAll, [this] {
        if (auto *canvas = currentCanvas()) {
            for (QGraphicsItem *item : canvas->scene()->items())
                item->setSelected(item->flags().testFlag(QGraphicsItem::ItemIsSelectable));
        }
    });
    m_layoutAction = make(themed("view-sort"), tr("Auto &Layout"), QKeySequence(tr("Ctrl+L")), [this] {
        if (auto *canvas = currentCanvas())
            canvas->autoLayout();
    });
    m_fitAction = make(themed("zoom-fit-best"), tr("&Fit to View"), QKeySequence(tr("Ctrl+0")), [this] {
        if (auto *canvas = currentCanvas())
            canvas->view()->fitToView();
    });
    m_zoomInAction = make(themed("zoom-in"), tr("Zoom &In"), QKeySequence::ZoomIn, [this] {
        if (auto *canvas = currentCanvas())
            canvas->view()->zoomIn();
    });
    m_zoomOutAction = make(themed("zoom-out"), tr("Zoom &Out"), QKeySequence::ZoomOut, [this] {
        if (auto *canvas = currentCanvas())
            canvas->view()->zoomOut();
    });
    m_backAction = make(themed("go-previous"), tr("&Back to Caller"), QKeySequence::Back, [this] {
        if (!m_back.isEmpty())
            openWorkflow(m_back.takeLast());
        updateActions();
    });
    // Canvas keys (Delete, Copy, Paste, Select All …) act only while the canvas has the focus.
    for (QAction *action : {m_addStateAction, m_deleteAction, m_renameAction, m_copyAction, m_pasteAction,
                            m_selectAllAction, m_zoomInAction, m_zoomOutAction}) {
        removeAction(action);
        m_canvases->addAction(action);
    }
    auto *findAction = make(QIcon(), tr("&Find in Diagram"), QKeySequence(tr("Ctrl+Shift+F")), [this] { focusSearch(); });
    Q_UNUSED(findAction)

    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_newOrchestratorAction);
    m_toolBar->addAction(m_newCapabilityAction);
    m_toolBar->addAction(m_addStateAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_layoutAction);
    m_toolBar->addAction(m_fitAction);
    m_toolBar->addAction(m_backAction);
    m_toolBar->addAction(m_exportAction);
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_search);
}

QList<QAction *> DesignerPane::fileActions() const
{
    return {m_openAction, m_saveAction, m_exportAction, m_mergeAction, m_newOrchestratorAction, m_newCapabilityAction};
}

QList<QAction *> DesignerPane::editActions() const
{
    return {m_addStateAction, m_renameAction, m_deleteAction, m_copyAction, m_pasteAction, m_selectAllAction};
}

QList<QAction *> DesignerPane::viewActions() const
{
    return {m_layoutAction, m_fitAction, m_zoomInAction, m_zoomOutAction, m_backAction};
}

Status DesignerPane::openLibrary(const QString &path)
{
    Expected<std::unique_ptr<designer::FlowLibrary>> opened = designer::FlowLibrary::open(path);
    if (!opened)
        return opened.error();
    // Nothing shows the library before once it goes.
    while (m_canvases->count() > 0)
        delete m_canvases->widget(0);
    m_back.clear();
    m_inspector->setLibrary(nullptr);
    m_problems->setLibrary(nullptr);
    if (m_keeper) {
        m_library = m_keeper(std::move(opened).value());
    } else {
        m_ownLibrary = std::move(opened).value();
        m_library = m_ownLibrary.get();
    }
    connect(m_library, &designer::FlowLibrary::reloaded, this, [this] {
        rebuildOutline();
        m_simulator->setConfig(m_library->config());
        m_analysis->setConfig(m_library->config());
        m_compare->setLibrary(m_library->path(), m_library->config());
        updateActions();
    });
    connect(m_library, &designer::FlowLibrary::modifiedChanged, this, [this](bool modified) {
        updateActions();
        emit modifiedChanged(modified);
    });
    m_libraryLabel->setText(tr("<b>%1</b>").arg(QFileInfo(path).fileName().toHtmlEscaped()));
    m_libraryLabel->setToolTip(QFileInfo(path).absoluteFilePath());
    m_inspector->setLibrary(m_library);
    m_problems->setLibrary(m_library);
    m_simulator->setConfig(m_library->config());
    m_analysis->setConfig(m_library->config());
    m_compare->clear();
    m_compare->setLibrary(m_library->path(), m_library->config());
    rebuildOutline();
    QSettings().setValue(QStringLiteral("designer/library"), QFileInfo(path).absoluteFilePath());
    emit undoStackChanged(m_library->undoStack());
    // Open the first orchestrator so the area never starts empty.
    for (const QString &id : m_library->workflowIds()) {
        if (flowgate::ConfigValidation::isOrchestratorId(id)) {
            openWorkflow(id);
            break;
        }
    }
    updateActions();
    return Status();
}

void DesignerPane::chooseLibrary()
{
    if (hasUnsavedChanges()) {
        const auto answer = QMessageBox::question(this, tr("Unsaved Changes"),
                                                  tr("The library has unsaved changes. Save them first?"),
                                                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save()))
            return;
    }
    const QString start = m_library ? QFileInfo(m_library->path()).absolutePath() : QString();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open flowgate Library"), start,
                                                      tr("flowgate YAML (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    const Status opened = openLibrary(path);
    if (!opened)
        QMessageBox::warning(this, tr("Cannot open the library"), opened.error().message);
}

void DesignerPane::mergeFiles(const QString &base, const QString &ours, const QString &theirs, const QString &result)
{
    auto *dialog = new MergeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFiles(base, ours.isEmpty() && m_library ? m_library->path() : ours, theirs, result);
    connect(dialog, &MergeDialog::saved, this, [this](const QString &path) {
        const QString shown = QDir::toNativeSeparators(path);
        if (hasUnsavedChanges()) {
            emit statusMessage(tr("Merged into %1; the library here has unsaved changes, so it was not reopened.")
                                   .arg(shown));
            return;
        }
        if (const Status opened = openLibrary(path); !opened) {
            emit statusMessage(tr("Merged into %1, which does not open here: %2").arg(shown, opened.error().message));
            return;
        }
        emit statusMessage(tr("Merged into %1 and opened it.").arg(shown));
    });
    if (!base.isEmpty() && !theirs.isEmpty()) {
        QString error;
        if (!dialog->merge(&error))
            QMessageBox::warning(dialog, tr("Cannot Merge"), error);
    }
    dialog->open();
}

void DesignerPane::rebuildOutline()
{
    m_outline->clear();
    if (!m_library)
        return;
    auto *orchestrators = new QStandardItem(tr("Orchestrators"));
    auto *capabilities = new QStandardItem(tr("Capabilities"));
    auto *others = new QStandardItem(tr("Other workflows"));
    auto *skills = new QStandardItem(tr("Skills"));
    auto *scripts = new QStandardItem(tr("Scripts"));
    QHash<QString, QStandardItem *> verbs;
    for (const QString &id : m_library->workflowIds()) {
        auto *item = new QStandardItem(id);
        item->setData(id, WorkflowRole);
        const flowgate::Value definition = m_library->definition(id);
        item->setToolTip(definition.value(u"description").toString());
        const QString last = id.mid(id.lastIndexOf(QLatin1Char('/')) + 1);
        if (last.startsWith(QLatin1String("flow."))) {
            orchestrators->appendRow(item);
        } else if (last.startsWith(QLatin1String("cap."))) {
            const QString verb = definition.value(u"verb").toString();
            QStandardItem *&group = verbs[verb];
            if (!group) {
                group = new QStandardItem(verb.isEmpty() ? tr("(no verb)") : verb);
                capabilities->appendRow(group);
            }
            group->appendRow(item);
        } else {
            others->appendRow(item);
        }
    }
    for (const flowgate::Value::Member &skill : m_library->config().value(u"skills").members())
        skills->appendRow(new QStandardItem(skill.key));
    for (const flowgate::Value::Member &script : m_library->config().value(u"scripts").members())
        scripts->appendRow(new QStandardItem(script.key));
    capabilities->sortChildren(0);
    for (QStandardItem *group : {orchestrators, capabilities, others, skills, scripts}) {
        group->setText(QStringLiteral("%1 (%2)").arg(group->text()).arg(group->rowCount()));
        group->setSelectable(false);
        if (group->rowCount() > 0)
            m_outline->appendRow(group);
        else
            delete group;
    }
    m_outlineView->expandToDepth(0);
    if (!m_filter->text().isEmpty())
        m_outlineView->expandAll();
    // The search offers the ids of the current workflow.
    if (WorkflowCanvas *canvas = currentCanvas()) {
        QStringList words;
        for (const auto &state : canvas->scene()->graph().states)
            words.append(state.id);
        for (const auto &transition : canvas->scene()->graph().transitions)
            words.append(transition.id());
        auto *completer = new QCompleter(words, m_search);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        connect(completer, qOverload<const QString &>(&QCompleter::activated), this, &DesignerPane::searchCurrent);
        delete m_search->completer();
        m_search->setCompleter(completer);
    }
}

WorkflowCanvas *DesignerPane::canvasFor(const QString &workflowId) const
{
    for (int i = 0; i < m_canvases->count(); ++i) {
        auto *canvas = qobject_cast<WorkflowCanvas *>(m_canvases->widget(i));
        if (canvas && canvas->workflowId() == workflowId)
            return canvas;
    }
    return nullptr;
}

bool DesignerPane::openWorkflow(const QString &workflowId)
{
    if (!m_library || !m_library->hasWorkflow(workflowId))
        return false;
    if (WorkflowCanvas *existing = canvasFor(workflowId)) {
        m_canvases->setCurrentWidget(existing);
        return true;
    }
    auto *canvas = new WorkflowCanvas(m_library, m_layoutEngine, workflowId, m_canvases);
    connect(canvas, &WorkflowCanvas::statusMessage, this, &DesignerPane::statusMessage);
    connect(canvas, &WorkflowCanvas::currentElementChanged, this, [this, canvas](const QString &element) {
        if (canvas == currentCanvas())
            inspect(canvas->workflowId(), element);
    });
    connect(canvas, &WorkflowCanvas::calleeRequested, this, [this, canvas](const QString &callee) {
        const QString from = canvas->workflowId();
        if (openWorkflow(callee)) {
            m_back.append(from);
            updateActions();
        } else {
            emit statusMessage(tr("The library has no workflow %1.").arg(callee));
        }
    });
    connect(canvas, &WorkflowCanvas::workflowRemoved, this, [this, canvas] {
        m_canvases->removeTab(m_canvases->indexOf(canvas));
        canvas->deleteLater();
    });
    const int index = m_canvases->addTab(canvas, workflowId);
    m_canvases->setTabToolTip(index, m_library->fileOf(workflowId));
    if (QWidget *close = m_canvases->tabBar()->tabButton(index, QTabBar::RightSide))
        close->setAccessibleName(tr("Close %1").arg(workflowId));
    m_canvases->setCurrentIndex(index);
    return true;
}

WorkflowCanvas *DesignerPane::currentCanvas() const
{
    return qobject_cast<WorkflowCanvas *>(m_canvases->currentWidget());
}

void DesignerPane::currentCanvasChanged()
{
    WorkflowCanvas *canvas = currentCanvas();
    if (canvas) {
        inspect(canvas->workflowId(), canvas->currentElement());
        m_simulator->setWorkflow(canvas->workflowId());
        m_analysis->setWorkflow(canvas->workflowId());
        // Marks of another workflow leave the canvas that had them.
        for (int i = 0; i < m_canvases->count(); ++i) {
            if (auto *other = qobject_cast<WorkflowCanvas *>(m_canvases->widget(i)); other && other != canvas) {
                other->scene()->setDifferences({});
                other->scene()->setGhosts({});
            }
        }
        m_compare->setWorkflow(canvas->workflowId());
        m_problems->setCurrentWorkflow(canvas->workflowId());
    }
    rebuildOutline();
    updateActions();
}

void DesignerPane::inspect(const QString &workflowId, const QString &elementId)
{
    m_inspector->inspect(workflowId, elementId);
}

void DesignerPane::showElement(const QString &workflowId, const QString &elementId)
{
    if (workflowId.isEmpty() || !openWorkflow(workflowId))
        return;
    if (!elementId.isEmpty())
        currentCanvas()->view()->centerOnElement(elementId);
}

void DesignerPane::searchCurrent(const QString &text)
{
    WorkflowCanvas *canvas = currentCanvas();
    if (!canvas || text.trimmed().isEmpty())
        return;
    const QStringList found = canvas->scene()->findElements(text.trimmed());
    if (found.isEmpty()) {
        emit statusMessage(tr("Nothing in %1 matches “%2”.").arg(canvas->workflowId(), text));
        return;
    }
    // Enter again moves on to the next match.
    const QString current = canvas->currentElement();
    const qsizetype at = found.indexOf(current);
    canvas->view()->centerOnElement(found.value((at + 1) % found.size()));
    emit statusMessage(tr("%n match(es).", nullptr, int(found.size())));
}

void DesignerPane::showSimulator()
{
    m_sidePanels->setCurrentIndex(m_sidePanels->count() - 1);
}

void DesignerPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

QUndoStack *DesignerPane::undoStack() const
{
    return m_library ? m_library->undoStack() : nullptr;
}

bool DesignerPane::hasUnsavedChanges() const
{
    return m_library && m_library->isModified();
}

bool DesignerPane::save()
{
    if (!m_library)
        return true;
    const Status saved = m_library->save();
    if (!saved) {
        QMessageBox::warning(this, tr("Cannot save the library"), saved.error().message);
        return false;
    }
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(m_library->path()).fileName()));
    return true;
}

void DesignerPane::exportDiagram()
{
    WorkflowCanvas *canvas = currentCanvas();
    if (!canvas)
        return;
    QSettings settings;
    const QString folder = settings.value(QStringLiteral("designer/exportFolder"), QFileInfo(m_library->path()).absolutePath()).toString();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Diagram"),
                                                folder + QLatin1Char('/') + canvas->workflowId() + QStringLiteral(".svg"),
                                                tr("SVG images (*.svg);;PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const Status written = DiagramRenderer::write(*canvas->scene(), path);
    if (!written) {
        QMessageBox::warning(this, tr("Cannot export the diagram"), written.error().message);
        return;
    }
    settings.setValue(QStringLiteral("designer/exportFolder"), QFileInfo(path).absolutePath());
    emit statusMessage(tr("Exported %1.").arg(QFileInfo(path).fileName()));
}

void DesignerPane::newCapability()
{
    if (!m_library)
        return;
    bool ok = false;
    const QString verb = QInputDialog::getItem(this, tr("New Capability"), tr("Verb:"),
                                               flowgate::WorkflowGraph::capabilityVerbs(), 0, false, &ok);
    if (!ok)
        return;
    const QString name = QInputDialog::getText(this, tr("New Capability"), tr("Name (cap.%1.<name>):").arg(verb),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    const Status added = m_library->addCapability(verb, name);
    if (!added) {
        QMessageBox::warning(this, tr("Cannot add the capability"), added.error().message);
        return;
    }
    openWorkflow(QStringLiteral("cap.%1.%2").arg(verb, name));
}

void DesignerPane::newOrchestrator()
{
    if (!m_library)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("New Orchestrator"), tr("Name (flow.<name>):"),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    const Status added = m_library->addOrchestrator(name);
    if (!added) {
        QMessageBox::warning(this, tr("Cannot add the orchestrator"), added.error().message);
        return;
    }
    openWorkflow(QStringLiteral("flow.") + name);
}

void DesignerPane::updateActions()
{
    const bool open = m_library != nullptr;
    const bool canvas = currentCanvas() != nullptr;
    m_saveAction->setEnabled(open && m_library->isModified());
    for (QAction *action : {m_newCapabilityAction, m_newOrchestratorAction})
        action->setEnabled(open);
    for (QAction *action : {m_exportAction, m_addStateAction, m_deleteAction, m_renameAction, m_copyAction,
                            m_pasteAction, m_selectAllAction, m_layoutAction, m_fitAction, m_zoomInAction,
                            m_zoomOutAction})
        action->setEnabled(canvas);
    m_backAction->setEnabled(!m_back.isEmpty());
    updateEmptyCanvas();
}

void DesignerPane::updateEmptyCanvas()
{
    if (m_canvases->count() > 0) {
        m_canvasStack->setCurrentWidget(m_canvases);
        return;
    }
    if (!m_library) {
        m_emptyCanvas->setTitle(tr("No flowgate library open"));
        m_emptyCanvas->setText(tr("Open a flowgate library (a gateway.yaml or a workflow file) to draw, check and "
                                  "simulate its orchestrators."));
        m_emptyCanvas->setActions({m_openAction});
    } else {
        m_emptyCanvas->setTitle(tr("No workflow open"));
        m_emptyCanvas->setText(tr("Pick a workflow in the list on the left, or start a new orchestrator."));
        m_emptyCanvas->setActions({m_newOrchestratorAction, m_openAction});
    }
    m_canvasStack->setCurrentWidget(m_emptyCanvas);
}

} // namespace capstudio
