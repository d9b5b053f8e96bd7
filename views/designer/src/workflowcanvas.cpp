#include "views/designer/workflowcanvas.h"

#include "designer/flowlibrary.h"
#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/minimapwidget.h"
#include "views/designer/stateitem.h"

#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QMenu>
#include <QMimeData>
#include <QTimer>
#include <QVBoxLayout>

namespace capstudio {

namespace {

const QString kStatesMime = QStringLiteral("application/x-capstudio-states+json");

} // namespace

WorkflowCanvas::WorkflowCanvas(designer::FlowLibrary *library, std::shared_ptr<const flowgate::LayoutEngine> layoutEngine,
                               const QString &workflowId, QWidget *parent)
    : QWidget(parent)
    , m_library(library)
    , m_layoutEngine(std::move(layoutEngine))
    , m_workflowId(workflowId)
    , m_scene(new DesignerScene(this))
    , m_view(new DesignerView(m_scene, this))
    , m_minimap(new MinimapWidget(m_view))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_minimap->setView(m_view);
    m_minimap->hide();

    connect(m_library, &designer::FlowLibrary::reloaded, this, &WorkflowCanvas::refresh);
    connect(m_scene, &DesignerScene::statesMoved, this,
            [this](const QHash<QString, QPointF> &from, const QHash<QString, QPointF> &to) {
                m_library->moveStates(m_workflowId, from, to);
            });
    connect(m_scene, &DesignerScene::transitionDrawn, this, [this](const QString &from, const QString &to) {
        report(m_library->addTransition(m_workflowId, from, QString(), to));
    });
    connect(m_scene, &DesignerScene::transitionRetargeted, this, [this](const QString &edge, const QString &target) {
        report(m_library->retarget(m_workflowId, edge, target));
    });
    connect(m_scene, &DesignerScene::elementActivated, this, [this](const QString &id) {
        const flowgate::WorkflowGraph &graph = m_scene->graph();
        const int transition = graph.transitionIndex(id);
        if (transition >= 0 && !graph.transitions.at(transition).callee.isEmpty())
            emit calleeRequested(graph.transitions.at(transition).callee);
        else if (graph.stateIndex(id) >= 0)
            renameSelection();
    });
    connect(m_scene, &DesignerScene::contextMenuRequested, this, &WorkflowCanvas::showContextMenu);
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] { emit currentElementChanged(currentElement()); });
    refresh();
}

WorkflowCanvas::~WorkflowCanvas()
{
    // The scene reports selection changes while it deletes its items.
    disconnect(m_scene, nullptr, this, nullptr);
}

QString WorkflowCanvas::currentElement() const
{
    const QStringList states = m_scene->selectedStateIds();
    const QStringList transitions = m_scene->selectedTransitionIds();
    if (states.size() + transitions.size() != 1)
        return {};
    return states.isEmpty() ? transitions.first() : states.first();
}

void WorkflowCanvas::refresh()
{
    if (!m_library)
        return;
    if (!m_library->hasWorkflow(m_workflowId)) {
        // A check that failed to load has no workflows at all: keep the last drawing.
        if (m_library->report().loaded.loadErrors.isEmpty())
            emit workflowRemoved();
        return;
    }
    const flowgate::WorkflowGraph graph = m_library->graph(m_workflowId);
    QHash<QString, QPointF> positions = m_library->positions(m_workflowId);
    m_scene->setGraph(graph, positions, m_library->lastLayout(m_workflowId));
    bool complete = true;
    for (const flowgate::GraphState &state : graph.states)
        complete = complete && positions.contains(state.id);
    if (!complete) {
        report(m_library->ensureLayout(m_workflowId, m_scene->layoutGraph(), *m_layoutEngine));
        m_scene->setGraph(graph, m_library->positions(m_workflowId), m_library->lastLayout(m_workflowId));
    }
    m_scene->setProblems(m_library->markers(m_workflowId));
    m_minimap->setVisible(graph.states.size() > MinimapStates);
    placeMinimap();
}

void WorkflowCanvas::autoLayout()
{
    report(m_library->autoLayout(m_workflowId, m_scene->layoutGraph(), *m_layoutEngine));
}

void WorkflowCanvas::addState()
{
    const flowgate::WorkflowGraph &graph = m_scene->graph();
    QString id = QStringLiteral("state");
    for (int i = 2; graph.stateIndex(id) >= 0; ++i)
        id = QStringLiteral("state_%1").arg(i);
    bool ok = false;
    id = QInputDialog::getText(this, tr("Add State"), tr("State id:"), QLineEdit::Normal, id, &ok).trimmed();
    if (!ok || id.isEmpty())
        return;
    const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center());
    const Status added = m_library->addState(m_workflowId, id, centre);
    report(added);
    if (added)
        m_scene->selectElement(id);
}

void WorkflowCanvas::deleteSelection()
{
    const QStringList states = m_scene->selectedStateIds();
    QStringList transitions = m_scene->selectedTransitionIds();
    // Transitions of deleted states go with them.
    transitions.erase(std::remove_if(transitions.begin(), transitions.end(),
                                     [&](const QString &id) {
                                         return states.contains(id.section(QLatin1Char('/'), 0, 0));
                                     }),
                      transitions.end());
    if (states.isEmpty() && transitions.isEmpty())
        return;
    QUndoStack *undo = m_library->undoStack();
    const int before = undo->index();
    undo->beginMacro(tr("Delete Selection"));
    Status status = m_library->deleteTransitions(m_workflowId, transitions);
    if (status)
        status = m_library->deleteStates(m_workflowId, states);
    undo->endMacro();
    if (!status) {
        // All or nothing: take back what the macro did before the refusal.
        if (undo->index() > before)
            undo->undo();
        report(status);
    }
}

void WorkflowCanvas::renameSelection()
{
    const QStringList states = m_scene->selectedStateIds();
    if (states.size() != 1)
        return;
    bool ok = false;
    const QString to = QInputDialog::getText(this, tr("Rename State"), tr("New id for state %1:").arg(states.first()),
                                             QLineEdit::Normal, states.first(), &ok)
                           .trimmed();
    if (!ok || to.isEmpty() || to == states.first())
        return;
    const Status renamed = m_library->renameState(m_workflowId, states.first(), to);
    report(renamed);
    if (renamed)
        m_scene->selectElement(to);
}

void WorkflowCanvas::copySelection()
{
    const QStringList states = m_scene->selectedStateIds();
    if (states.isEmpty())
        return;
    const Expected<QByteArray> copied = m_library->copyStates(m_workflowId, states);
    if (!copied) {
        emit statusMessage(copied.error().message);
        return;
    }
    auto *mime = new QMimeData;
    mime->setData(kStatesMime, copied.value());
    mime->setText(QString::fromUtf8(copied.value()));
    QApplication::clipboard()->setMimeData(mime);
    emit statusMessage(tr("Copied %n state(s).", nullptr, int(states.size())));
}

void WorkflowCanvas::paste()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    if (!mime)
        return;
    const QByteArray data = mime->hasFormat(kStatesMime) ? mime->data(kStatesMime) : mime->text().toUtf8();
    const Expected<QStringList> pasted = m_library->pasteStates(m_workflowId, data);
    if (!pasted) {
        emit statusMessage(pasted.error().message);
        return;
    }
    m_scene->clearSelection();
    for (const QString &id : pasted.value()) {
        if (auto *item = m_scene->stateItem(id))
            item->setSelected(true);
    }
}

void WorkflowCanvas::report(const Status &status)
{
    if (!status)
        emit statusMessage(status.error().message);
}

void WorkflowCanvas::showContextMenu(const QString &id, const QPoint &screenPos)
{
    QMenu menu(this);
    if (!id.isEmpty() && m_scene->selectedStateIds().isEmpty() && m_scene->selectedTransitionIds().isEmpty())
        m_scene->selectElement(id);
    if (m_scene->graph().stateIndex(id) >= 0) {
        menu.addAction(tr("&Rename…"), this, &WorkflowCanvas::renameSelection);
        menu.addAction(tr("&Copy"), this, &WorkflowCanvas::copySelection);
    }
    const int transition = m_scene->graph().transitionIndex(id);
    if (transition >= 0 && !m_scene->graph().transitions.at(transition).callee.isEmpty()) {
        const QString callee = m_scene->graph().transitions.at(transition).callee;
        menu.addAction(tr("&Open %1").arg(callee), this, [this, callee] { emit calleeRequested(callee); });
    }
    if (!id.isEmpty())
        menu.addAction(tr("&Delete"), this, &WorkflowCanvas::deleteSelection);
    if (!menu.isEmpty())
        menu.addSeparator();
    menu.addAction(tr("Add &State…"), this, &WorkflowCanvas::addState);
    menu.addAction(tr("&Paste"), this, &WorkflowCanvas::paste);
    menu.addAction(tr("&Auto Layout"), this, &WorkflowCanvas::autoLayout);
    menu.exec(screenPos);
}

void WorkflowCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeMinimap();
    fitOnce();
}

void WorkflowCanvas::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitOnce();
}

// The first time the canvas is shown at its real size, the whole workflow is fitted in.
void WorkflowCanvas::fitOnce()
{
    if (m_fitted || !isVisible() || m_view->viewport()->width() < 50)
        return;
    m_fitted = true;
    QTimer::singleShot(0, m_view, &DesignerView::fitToView);
}

void WorkflowCanvas::placeMinimap()
{
    const QSize size(200, 150);
    const QRect area = m_view->viewport()->geometry();
    m_minimap->setGeometry(area.right() - size.width() - 12, area.bottom() - size.height() - 12, size.width(),
                           size.height());
    m_minimap->raise();
}

} // namespace capstudio
