// Compare With…: the ghosts of what the other version has and this one does not.
#include "views/designer/designerscene.h"
#include "views/designer/stateitem.h"

#include "diagramstyle.h"

#include <QGraphicsItemGroup>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QLineF>
#include <QPainterPath>

#include <cmath>

namespace capstudio {

namespace {

constexpr qreal GhostZ = -1.0; // under the real drawing, over the background
constexpr qreal GhostGap = 60.0;

// Where the line from the centre of `box` towards `towards` leaves the box.
QPointF boxExit(const QRectF &box, QPointF towards)
{
    const QPointF centre = box.center();
    const QPointF delta = towards - centre;
    if (qFuzzyIsNull(delta.x()) && qFuzzyIsNull(delta.y()))
        return centre;
    const qreal sx = qFuzzyIsNull(delta.x()) ? 1e9 : (box.width() / 2) / std::abs(delta.x());
    const qreal sy = qFuzzyIsNull(delta.y()) ? 1e9 : (box.height() / 2) / std::abs(delta.y());
    return centre + delta * std::min({sx, sy, 1.0});
}

QGraphicsSimpleTextItem *struckLabel(const QString &text, const QFont &base, const QColor &color, QGraphicsItem *parent)
{
    auto *label = new QGraphicsSimpleTextItem(text, parent);
    QFont font = base;
    font.setStrikeOut(true);
    label->setFont(font);
    label->setBrush(color);
    return label;
}

} // namespace

void DesignerScene::setGhosts(const QList<Ghost> &ghosts)
{
    m_ghosts = ghosts;
    applyGhosts();
    updateSceneRect();
}

QRectF DesignerScene::ghostRect(const QString &id) const
{
    const QGraphicsItem *item = m_ghostItems.value(id);
    return item ? item->sceneBoundingRect() : QRectF();
}

void DesignerScene::applyGhosts()
{
    qDeleteAll(m_ghostItems);
    m_ghostItems.clear();
    if (m_ghosts.isEmpty())
        return;
    const DiagramStyle &style = *m_style;
    const auto show = [this](QGraphicsItemGroup *group, const QString &id, const QString &toolTip) {
        group->setToolTip(toolTip);
        group->setZValue(GhostZ);
        group->setVisible(m_decorations);
        addItem(group);
        m_ghostItems.insert(id, group);
    };

    // States first: a transition's ends may be ghosts. Those without a place go in a column
    // right of the drawing.
    QRectF drawing;
    for (const StateItem *item : std::as_const(m_states))
        drawing |= item->sceneBoxRect();
    qreal nextY = drawing.isNull() ? 0 : drawing.top();
    const qreal columnX = drawing.isNull() ? 0 : drawing.right() + GhostGap;
    QHash<QString, QRectF> boxes;
    for (const Ghost &ghost : std::as_const(m_ghosts)) {
        if (!ghost.isState() || m_ghostItems.contains(ghost.id))
            continue;
        const QSizeF size(std::max<qreal>(120, style.titleMetrics.horizontalAdvance(ghost.id) + 36),
                          std::max<qreal>(44, style.titleMetrics.height() + 26));
        QRectF box(QPointF(), size);
        if (ghost.placed) {
            box.moveCenter(ghost.position);
        } else {
            box.moveTopLeft(QPointF(columnX, nextY));
            nextY += size.height() + GhostGap / 2;
        }
        boxes.insert(ghost.id, box);
        auto *group = new QGraphicsItemGroup;
        QPainterPath outline;
        outline.addRoundedRect(box, 10, 10);
        auto *frame = new QGraphicsPathItem(outline);
        frame->setPen(style.removedPen);
        frame->setBrush(style.ghostFill);
        group->addToGroup(frame);
        QGraphicsSimpleTextItem *label = struckLabel(ghost.id, style.titleFont, style.error, nullptr);
        label->setPos(box.center() - label->boundingRect().center());
        group->addToGroup(label);
        show(group, ghost.id, tr("State %1: only in the version compared with").arg(ghost.id));
    }
    const auto boxOf = [&](const QString &state) -> QRectF {
        if (const StateItem *item = m_states.value(state))
            return item->sceneBoxRect();
        return boxes.value(state);
    };
    for (const Ghost &ghost : std::as_const(m_ghosts)) {
        if (ghost.isState() || m_ghostItems.contains(ghost.id))
            continue;
        const QRectF from = boxOf(ghost.from);
        const QRectF to = boxOf(ghost.to);
        if (from.isNull())
            continue;
        QPainterPath path;
        QPointF labelAt;
        QPointF tip;
        QPointF direction;
        if (to.isNull() || ghost.from == ghost.to) {
            // A loop over the state (or a stub when the target is unknown).
            const QPointF start(from.center().x() - 18, from.top());
            const QPointF end(from.center().x() + 18, from.top());
            path.moveTo(start);
            path.cubicTo(start + QPointF(-20, -50), end + QPointF(20, -50), end);
            labelAt = QPointF(from.center().x(), from.top() - 44);
            tip = end;
            direction = QPointF(0.2, 1);
        } else {
            const QPointF start = boxExit(from, to.center());
            tip = boxExit(to, from.center());
            // A slight bend keeps the ghost off a real edge between the same states.
            const QLineF line(start, tip);
            const QPointF normal = QPointF(-line.dy(), line.dx()) / std::max<qreal>(1, line.length());
            const QPointF control = line.center() + normal * 28;
            path.moveTo(start);
            path.quadTo(control, tip);
            labelAt = (line.center() + control) / 2 + normal * 6;
            direction = tip - control;
        }
        const qreal length = std::hypot(direction.x(), direction.y());
        if (length > 0) {
            const QPointF unit = direction / length;
            const QPointF side(-unit.y(), unit.x());
            path.moveTo(tip - unit * 10 + side * 5);
            path.lineTo(tip);
            path.lineTo(tip - unit * 10 - side * 5);
        }
        auto *group = new QGraphicsItemGroup;
        auto *edge = new QGraphicsPathItem(path);
        edge->setPen(style.removedPen);
        group->addToGroup(edge);
        const QString name = ghost.id.mid(ghost.id.indexOf(QLatin1Char('/')) + 1);
        QGraphicsSimpleTextItem *label = struckLabel(name, style.labelFont, style.error, nullptr);
        label->setPos(labelAt - label->boundingRect().center());
        group->addToGroup(label);
        show(group, ghost.id, tr("Transition %1: only in the version compared with").arg(ghost.id));
    }
}

} // namespace capstudio
