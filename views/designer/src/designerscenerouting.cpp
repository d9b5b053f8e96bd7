// DesignerScene: edge routing. Engine paths are followed while both ends stay where the
// layout put them; otherwise EdgeRouter draws the edge, fanning parallel edges apart and
// nesting self-loops (see designerscene.h).
#include "views/designer/designerscene.h"

#include "edgerouter.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QtMath>

namespace capstudio {

namespace {

bool near(QPointF a, QPointF b)
{
    return std::abs(a.x() - b.x()) < 0.5 && std::abs(a.y() - b.y()) < 0.5;
}

} // namespace

void DesignerScene::rebuildEdgeGroups()
{
    m_edgesByState.clear();
    m_fan.clear();
    QHash<QString, QList<TransitionItem *>> groups;
    for (const flowgate::GraphEdge &edge : std::as_const(m_graph.edges)) {
        TransitionItem *item = m_edges.value(edge.id);
        if (!item)
            continue;
        m_edgesByState[edge.from].append(item);
        QString key;
        if (item->hasMissingTarget()) {
            key = edge.from + QLatin1String("\n\x01missing");
        } else {
            if (edge.to != edge.from)
                m_edgesByState[edge.to].append(item);
            key = edge.from < edge.to ? edge.from + QLatin1Char('\n') + edge.to : edge.to + QLatin1Char('\n') + edge.from;
        }
        groups[key].append(item);
    }
    for (const QList<TransitionItem *> &group : std::as_const(groups)) {
        for (TransitionItem *item : group)
            m_fan.insert(item, group);
    }
}

void DesignerScene::rerouteAll()
{
    // Label nudging asks stateAtRect() up to 80 times per edge. Asking the scene index
    // (items()) while every edge is being given a new path made a rebuild quadratic (about
    // 0.6 s of setGraph at 1,000 states), so answer from a grid of the state boxes instead:
    // the same answer, whether some state's box meets the rectangle.
    m_stateGrid.clear();
    m_stateGridCell = 0;
    qreal extent = 0;
    for (const StateItem *state : std::as_const(m_states)) {
        const QRectF box = state->sceneBoxRect();
        extent = qMax(extent, qMax(box.width(), box.height()));
    }
    if (extent > 0) {
        m_stateGridCell = qMax<qreal>(64, 2 * extent);
        for (const StateItem *state : std::as_const(m_states)) {
            const QRectF box = state->sceneBoxRect();
            const int x0 = int(std::floor(box.left() / m_stateGridCell));
            const int x1 = int(std::floor(box.right() / m_stateGridCell));
            const int y0 = int(std::floor(box.top() / m_stateGridCell));
            const int y1 = int(std::floor(box.bottom() / m_stateGridCell));
            for (int x = x0; x <= x1; ++x) {
                for (int y = y0; y <= y1; ++y)
                    m_stateGrid[QPoint(x, y)].append(state);
            }
        }
    }
    for (TransitionItem *item : std::as_const(m_edges))
        routeEdge(item);
    m_stateGrid.clear();
    m_stateGridCell = 0;
}

void DesignerScene::rerouteStates(const QSet<QString> &stateIds)
{
    QSet<TransitionItem *> done;
    for (const QString &id : stateIds) {
        for (TransitionItem *item : m_edgesByState.value(id)) {
            if (!done.contains(item)) {
                done.insert(item);
                routeEdge(item);
            }
        }
    }
    // Ghost transitions hang on the states that moved.
    if (!m_ghosts.isEmpty())
        applyGhosts();
}

void DesignerScene::routeEdge(TransitionItem *item)
{
    const flowgate::GraphEdge &edge = item->edge();
    const StateItem *from = m_states.value(edge.from);
    const StateItem *to = m_states.value(edge.to);
    if (!from)
        return;

    const QList<TransitionItem *> group = m_fan.value(item, {item});
    const int index = qMax(0, int(group.indexOf(item)));
    if (from == to) {
        // Self-loops are always the scene's own: on the right side, where both layout
        // engines leave room, each one nesting around the previous loop and its label
        // (Graphviz lets an outer loop cross an inner loop's label).
        qreal reach = EdgeRouter::FirstLoopReach;
        for (int i = 0; i < index; ++i)
            reach = EdgeRouter::nextLoopReach(reach, group.at(i)->labelSize());
        QPointF label;
        const QList<QPointF> path = EdgeRouter::selfLoop(from->sceneBoxRect(), reach, true, item->labelSize(), &label);
        item->setRoute(path, label);
        return;
    }

    const auto layout = m_layoutPaths.find(edge.id);
    if (layout != m_layoutPaths.end() && to && near(from->pos(), layout->from) && near(to->pos(), layout->to)) {
        if (!layout->labelChecked) {
            // Engines sometimes let a path graze its own label: slide the label clear.
            layout->labelChecked = true;
            layout->label = EdgeRouter::clearLabel(layout->path, layout->label, item->labelSize(), 80,
                                                   [this](const QRectF &box) { return stateAtRect(box); });
        }
        item->setRoute(layout->path, layout->label);
        return;
    }

    const qreal middle = (group.size() - 1) / 2.0;
    if (!to) {
        const QList<QPointF> path = EdgeRouter::stub(from->sceneBoxRect(), int(std::round(index - middle)));
        item->setRoute(path, path.constLast() + QPointF(0, item->labelSize().height() / 2 + 8));
        return;
    }

    const QPointF normal = EdgeRouter::pairNormal(from->pos(), to->pos());
    qreal spacing = 24;
    if (group.size() > 1) {
        for (const TransitionItem *member : group) {
            const QSizeF size = member->labelSize();
            spacing = qMax(spacing, std::abs(normal.x()) * size.width() + std::abs(normal.y()) * size.height() + 10);
        }
    }
    const QList<QPointF> path = EdgeRouter::route(from->sceneBoxRect(), to->sceneBoxRect(), normal,
                                                  (index - middle) * spacing);
    item->setRoute(path, EdgeRouter::midpoint(path));
}

bool DesignerScene::stateAtRect(const QRectF &rect) const
{
    if (m_stateGridCell > 0) {
        const QRectF area = rect.normalized();
        const int x0 = int(std::floor(area.left() / m_stateGridCell));
        const int x1 = int(std::floor(area.right() / m_stateGridCell));
        const int y0 = int(std::floor(area.top() / m_stateGridCell));
        const int y1 = int(std::floor(area.bottom() / m_stateGridCell));
        for (int x = x0; x <= x1; ++x) {
            for (int y = y0; y <= y1; ++y) {
                const auto cell = m_stateGrid.constFind(QPoint(x, y));
                if (cell == m_stateGrid.cend())
                    continue;
                for (const StateItem *state : *cell) {
                    if (state->sceneBoxRect().intersects(rect))
                        return true;
                }
            }
        }
        return false;
    }
    const QList<QGraphicsItem *> hits = items(rect, Qt::IntersectsItemBoundingRect);
    for (const QGraphicsItem *item : hits) {
        if (item->type() == StateItem::Type && static_cast<const StateItem *>(item)->sceneBoxRect().intersects(rect))
            return true;
    }
    return false;
}

} // namespace capstudio
