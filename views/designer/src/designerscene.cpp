#include "views/designer/designerscene.h"

#include "diagramstyle.h"
#include "edgerouter.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QEvent>
#include <QGraphicsPathItem>
#include <QtMath>

namespace capstudio {

namespace {

constexpr qreal SceneMargin = 100; // room to drag states beyond the diagram

} // namespace

DesignerScene::DesignerScene(QObject *parent)
    : QGraphicsScene(parent), m_style(std::make_unique<DiagramStyle>(palette(), font()))
{
    setItemIndexMethod(BspTreeIndex);
    setBackgroundBrush(m_style->backgroundBrush);
    m_rubber = new QGraphicsPathItem;
    m_rubber->setPen(m_style->rubberPen);
    m_rubber->setZValue(10);
    m_rubber->setAcceptedMouseButtons(Qt::NoButton);
    m_rubber->hide();
    addItem(m_rubber);
    updateSceneRect();
}

DesignerScene::~DesignerScene()
{
    // Items refer to the style: delete them while it still exists.
    clear();
}

void DesignerScene::setGraph(const flowgate::WorkflowGraph &graph, const QHash<QString, QPointF> &positions,
                             const flowgate::LayoutResult *layout)
{
    if (m_drag != Drag::None)
        finishDrag(QPointF(), false);
    m_pressPositions.clear();
    m_graph = graph;

    m_layoutPaths.clear();
    if (layout) {
        for (const flowgate::GraphEdge &edge : graph.edges) {
            const auto path = layout->edgePaths.constFind(edge.id);
            if (path == layout->edgePaths.cend() || path->size() < 4 || !layout->nodeCenters.contains(edge.from)
                || !layout->nodeCenters.contains(edge.to))
                continue;
            m_layoutPaths.insert(edge.id, LayoutPath{*path,
                                                     layout->labelCenters.value(edge.id, EdgeRouter::midpoint(*path)),
                                                     layout->nodeCenters.value(edge.from),
                                                     layout->nodeCenters.value(edge.to)});
        }
    }

    m_batchMove = true;
    QHash<QString, StateItem *> states;
    QList<StateItem *> unplaced;
    for (const flowgate::GraphState &state : graph.states) {
        if (states.contains(state.id))
            continue;
        StateItem *item = m_states.take(state.id);
        const bool created = !item;
        if (created) {
            item = new StateItem(m_style.get());
            addItem(item);
        }
        item->setState(state);
        states.insert(state.id, item);
        if (positions.contains(state.id))
            item->setPos(positions.value(state.id));
        else if (layout && layout->nodeCenters.contains(state.id))
            item->setPos(layout->nodeCenters.value(state.id));
        else if (created)
            unplaced.append(item);
    }
    qDeleteAll(m_states);
    m_states = states;

    if (!unplaced.isEmpty()) {
        // A grid below everything already placed.
        QRectF placed;
        QSizeF cell(0, 0);
        const QSet<StateItem *> unplacedSet(unplaced.cbegin(), unplaced.cend());
        for (StateItem *item : std::as_const(m_states)) {
            if (!unplacedSet.contains(item))
                placed |= item->sceneBoxRect();
        }
        for (StateItem *item : std::as_const(unplaced))
            cell = cell.expandedTo(item->boxSize());
        cell += QSizeF(60, 80);
        const int columns = qMax(1, int(std::ceil(std::sqrt(double(unplaced.size())))));
        const QPointF origin = placed.isNull() ? QPointF(0, 0) : QPointF(placed.left(), placed.bottom() + 80);
        for (int i = 0; i < unplaced.size(); ++i)
            unplaced.at(i)->setPos(origin + QPointF((i % columns + 0.5) * cell.width(), (i / columns + 0.5) * cell.height()));
    }

    QHash<QString, TransitionItem *> edges;
    for (const flowgate::GraphEdge &edge : graph.edges) {
        if (edges.contains(edge.id) || edge.transition < 0 || edge.transition >= graph.transitions.size()
            || !m_states.contains(edge.from))
            continue;
        TransitionItem *item = m_edges.take(edge.id);
        if (!item) {
            item = new TransitionItem(m_style.get());
            addItem(item);
        }
        item->setEdge(edge, graph.transitions.at(edge.transition));
        item->setMissingTarget(!m_states.contains(edge.to));
        edges.insert(edge.id, item);
    }
    qDeleteAll(m_edges);
    m_edges = edges;
    m_batchMove = false;

    rebuildEdgeGroups();
    rerouteAll();
    applyProblems();
    applyCoverage();
    applyDifferences();
    applyGhosts();
    updateSceneRect();
}

flowgate::LayoutGraph DesignerScene::layoutGraph() const
{
    flowgate::LayoutGraph result;
    QHash<QString, int> index;
    for (const flowgate::GraphState &state : m_graph.states) {
        const StateItem *item = m_states.value(state.id);
        if (!item || index.contains(state.id))
            continue;
        index.insert(state.id, int(result.nodes.size()));
        using Rank = flowgate::LayoutGraph::Node::Rank;
        result.nodes.append({state.id, item->boxSize(),
                             state.initial ? Rank::First : state.terminal ? Rank::Last : Rank::Any});
    }
    for (const flowgate::GraphEdge &edge : m_graph.edges) {
        const TransitionItem *item = m_edges.value(edge.id);
        if (!item || !index.contains(edge.from) || !index.contains(edge.to))
            continue;
        result.edges.append({edge.id, index.value(edge.from), index.value(edge.to), item->labelSize()});
    }
    return result;
}

void DesignerScene::setPositions(const QHash<QString, QPointF> &positions)
{
    QSet<QString> moved;
    m_batchMove = true;
    for (auto it = positions.cbegin(); it != positions.cend(); ++it) {
        if (StateItem *item = m_states.value(it.key())) {
            if (item->pos() != it.value()) {
                item->setPos(it.value());
                moved.insert(it.key());
            }
        }
    }
    m_batchMove = false;
    rerouteStates(moved);
    updateSceneRect();
}

QHash<QString, QPointF> DesignerScene::positions() const
{
    QHash<QString, QPointF> result;
    for (auto it = m_states.cbegin(); it != m_states.cend(); ++it)
        result.insert(it.key(), it.value()->pos());
    return result;
}

void DesignerScene::stateItemMoved(StateItem *item)
{
    if (!m_batchMove)
        rerouteStates({item->id()});
}

bool DesignerScene::event(QEvent *event)
{
    const bool handled = QGraphicsScene::event(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::ApplicationPaletteChange:
    case QEvent::ApplicationFontChange:
        applyStyle();
        break;
    default:
        break;
    }
    return handled;
}

void DesignerScene::applyStyle()
{
    *m_style = DiagramStyle(palette(), font());
    setBackgroundBrush(m_style->backgroundBrush);
    m_rubber->setPen(m_style->rubberPen);
    for (StateItem *item : std::as_const(m_states))
        item->refreshStyle();
    for (TransitionItem *item : std::as_const(m_edges))
        item->refreshStyle();
    rerouteAll();
    applyGhosts();
    updateSceneRect();
    update();
}

QRectF DesignerScene::diagramBounds() const
{
    QRectF bounds;
    for (const StateItem *item : std::as_const(m_states))
        bounds |= item->sceneBoundingRect();
    for (const TransitionItem *item : std::as_const(m_edges))
        bounds |= item->sceneBoundingRect();
    for (const QGraphicsItem *item : std::as_const(m_ghostItems))
        if (item->isVisible())
            bounds |= item->sceneBoundingRect();
    return bounds;
}

void DesignerScene::setDecorationsVisible(bool visible)
{
    if (m_decorations == visible)
        return;
    m_decorations = visible;
    for (StateItem *item : std::as_const(m_states))
        item->update();
    for (QGraphicsItem *item : std::as_const(m_ghostItems))
        item->setVisible(visible);
}

void DesignerScene::updateSceneRect()
{
    const QRectF bounds = diagramBounds();
    setSceneRect(bounds.isNull() ? QRectF(-200, -150, 400, 300)
                                 : bounds.adjusted(-SceneMargin, -SceneMargin, SceneMargin, SceneMargin));
}

void DesignerScene::setProblems(const QHash<QString, int> &severityByElementId)
{
    m_problems = severityByElementId;
    applyProblems();
}

void DesignerScene::applyProblems()
{
    for (StateItem *item : std::as_const(m_states))
        item->setProblem(m_problems.value(item->id(), 0));
    for (TransitionItem *item : std::as_const(m_edges)) {
        int severity = m_problems.value(item->id(), 0);
        if (!item->isBranch())
            severity = qMax(severity, m_problems.value(item->transitionId(), 0));
        item->setProblem(severity);
    }
}

void DesignerScene::setCoverage(const QSet<QString> &visitedStates, const QSet<QString> &firedTransitions,
                                const QString &currentState)
{
    m_coverageOn = true;
    m_visited = visitedStates;
    m_fired = firedTransitions;
    m_current = currentState;
    applyCoverage();
}

void DesignerScene::clearCoverage()
{
    m_coverageOn = false;
    m_visited.clear();
    m_fired.clear();
    m_current.clear();
    applyCoverage();
}

void DesignerScene::setDifferences(const QHash<QString, Difference> &differences)
{
    m_differences = differences;
    applyDifferences();
}

void DesignerScene::applyDifferences()
{
    for (StateItem *item : std::as_const(m_states)) {
        const auto found = m_differences.constFind(item->id());
        item->setDifference(found == m_differences.cend() ? StateItem::Difference::None
                            : *found == Difference::Added ? StateItem::Difference::Added
                                                          : StateItem::Difference::Changed);
    }
    for (TransitionItem *item : std::as_const(m_edges)) {
        const auto found = m_differences.constFind(item->transitionId());
        item->setDifference(found == m_differences.cend() ? TransitionItem::Difference::None
                            : *found == Difference::Added ? TransitionItem::Difference::Added
                                                          : TransitionItem::Difference::Changed);
    }
}

void DesignerScene::applyCoverage()
{
    for (StateItem *item : std::as_const(m_states)) {
        if (!m_coverageOn)
            item->setCoverage(StateItem::Coverage::None);
        else if (item->id() == m_current)
            item->setCoverage(StateItem::Coverage::Current);
        else if (m_visited.contains(item->id()))
            item->setCoverage(StateItem::Coverage::Visited);
        else
            item->setCoverage(StateItem::Coverage::Unvisited);
    }
    for (TransitionItem *item : std::as_const(m_edges)) {
        if (!m_coverageOn) {
            item->setCoverage(TransitionItem::Coverage::None);
            continue;
        }
        const QString &target = item->edge().to;
        const bool fired = m_fired.contains(item->id())
            || (m_fired.contains(item->transitionId()) && (m_visited.contains(target) || target == m_current));
        item->setCoverage(fired ? TransitionItem::Coverage::Fired : TransitionItem::Coverage::Unfired);
    }
}

QList<TransitionItem *> DesignerScene::edgeItemsOf(const QString &transitionId) const
{
    QList<TransitionItem *> result;
    const int transition = m_graph.transitionIndex(transitionId);
    if (transition < 0)
        return result;
    for (int edge : m_graph.edgesOf(transition)) {
        if (TransitionItem *item = m_edges.value(m_graph.edges.at(edge).id))
            result.append(item);
    }
    return result;
}

QList<StateItem *> DesignerScene::stateItems() const
{
    QList<StateItem *> result;
    QSet<const StateItem *> seen;
    for (const flowgate::GraphState &state : m_graph.states) {
        if (StateItem *item = m_states.value(state.id); item && !seen.contains(item)) {
            seen.insert(item);
            result.append(item);
        }
    }
    return result;
}

QList<TransitionItem *> DesignerScene::edgeItems() const
{
    QList<TransitionItem *> result;
    for (const flowgate::GraphEdge &edge : m_graph.edges) {
        if (TransitionItem *item = m_edges.value(edge.id))
            result.append(item);
    }
    return result;
}

QStringList DesignerScene::selectedStateIds() const
{
    QStringList result;
    for (const StateItem *item : stateItems()) {
        if (item->isSelected())
            result.append(item->id());
    }
    return result;
}

QStringList DesignerScene::selectedTransitionIds() const
{
    QStringList result;
    for (const TransitionItem *item : edgeItems()) {
        if (item->isSelected() && !result.contains(item->transitionId()))
            result.append(item->transitionId());
    }
    return result;
}

void DesignerScene::selectElement(const QString &id)
{
    clearSelection();
    if (StateItem *state = m_states.value(id)) {
        state->setSelected(true);
    } else if (TransitionItem *edge = m_edges.value(id); edge && id.contains(QLatin1Char('#'))) {
        edge->setSelected(true);
    } else {
        for (TransitionItem *item : edgeItemsOf(id))
            item->setSelected(true);
    }
}

QRectF DesignerScene::elementRect(const QString &id) const
{
    if (const StateItem *state = m_states.value(id))
        return state->sceneBoxRect();
    const TransitionItem *edge = m_edges.value(id);
    if (!edge) {
        const QList<TransitionItem *> items = edgeItemsOf(id);
        edge = items.value(0);
    }
    if (!edge)
        return {};
    return edge->labelSize().isEmpty() ? edge->path().boundingRect() : edge->labelRect();
}

QStringList DesignerScene::findElements(const QString &text) const
{
    QStringList result;
    if (text.isEmpty())
        return result;
    const auto has = [&](const QString &value) { return value.contains(text, Qt::CaseInsensitive); };
    for (const flowgate::GraphState &state : m_graph.states) {
        if ((has(state.id) || has(state.goal)) && !result.contains(state.id))
            result.append(state.id);
    }
    QSet<int> branchMatches;
    for (const flowgate::GraphEdge &edge : m_graph.edges) {
        if (!edge.when.isEmpty() && has(edge.when))
            branchMatches.insert(edge.transition);
    }
    for (int i = 0; i < m_graph.transitions.size(); ++i) {
        const flowgate::GraphTransition &transition = m_graph.transitions.at(i);
        bool match = branchMatches.contains(i) || has(transition.id()) || has(transition.name) || has(transition.callee);
        for (const QString &guard : transition.guards)
            match = match || has(guard);
        if (match && !result.contains(transition.id()))
            result.append(transition.id());
    }
    return result;
}

} // namespace capstudio
