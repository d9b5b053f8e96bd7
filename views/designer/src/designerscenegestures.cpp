// DesignerScene: the mouse and keyboard gestures (see the class comment in designerscene.h).
#include "views/designer/designerscene.h"

#include "diagramstyle.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace capstudio {

StateItem *DesignerScene::stateAt(QPointF scenePos) const
{
    const QList<QGraphicsItem *> hits = items(scenePos);
    for (QGraphicsItem *item : hits) {
        if (item->type() == StateItem::Type)
            return static_cast<StateItem *>(item);
    }
    return nullptr;
}

TransitionItem *DesignerScene::edgeAt(QPointF scenePos) const
{
    const QList<QGraphicsItem *> hits = items(scenePos);
    for (QGraphicsItem *item : hits) {
        if (item->type() == TransitionItem::Type)
            return static_cast<TransitionItem *>(item);
    }
    return nullptr;
}

QString DesignerScene::elementAt(QPointF scenePos) const
{
    const QList<QGraphicsItem *> hits = items(scenePos);
    for (QGraphicsItem *item : hits) {
        if (item->type() == StateItem::Type)
            return static_cast<StateItem *>(item)->id();
        if (item->type() == TransitionItem::Type)
            return static_cast<TransitionItem *>(item)->transitionId();
    }
    return {};
}

void DesignerScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_drag == Drag::None) {
        const QPointF at = event->scenePos();
        StateItem *state = stateAt(at);
        if (state && state->isOnHandle(at)) {
            m_drag = Drag::Draw;
            m_dragSource = state->id();
            m_dragOrigin = state->handleScenePos();
        } else {
            // An arrow head under the mouse, even when a state's border is on top of it.
            const QList<QGraphicsItem *> hits = items(at);
            for (QGraphicsItem *hit : hits) {
                if (hit->type() != TransitionItem::Type)
                    continue;
                auto *edge = static_cast<TransitionItem *>(hit);
                if (!edge->isGenerated() && !edge->hasMissingTarget() && edge->isOnArrowEnd(at)) {
                    m_drag = Drag::Retarget;
                    m_dragSource = edge->id();
                    m_dragOrigin = edge->startPoint();
                    edge->setDragged(true);
                    break;
                }
            }
        }
        if (m_drag != Drag::None) {
            m_dragMoved = false;
            updateRubber(at);
            m_rubber->show();
            event->accept();
            return;
        }
    }

    QGraphicsScene::mousePressEvent(event);
    if (event->button() == Qt::LeftButton) {
        m_pressPositions.clear();
        const QList<QGraphicsItem *> selected = selectedItems();
        for (QGraphicsItem *item : selected) {
            if (item->type() == StateItem::Type)
                m_pressPositions.insert(static_cast<StateItem *>(item)->id(), item->pos());
        }
    }
}

void DesignerScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_drag == Drag::None) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    const int threshold = QApplication::startDragDistance();
    if ((event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton)).manhattanLength() >= threshold
        || (event->scenePos() - event->buttonDownScenePos(Qt::LeftButton)).manhattanLength() >= threshold)
        m_dragMoved = true;
    updateRubber(event->scenePos());
    event->accept();
}

void DesignerScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_drag != Drag::None) {
        if (event->button() == Qt::LeftButton)
            finishDrag(event->scenePos(), true);
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || m_pressPositions.isEmpty())
        return;
    QHash<QString, QPointF> from;
    QHash<QString, QPointF> to;
    for (auto it = m_pressPositions.cbegin(); it != m_pressPositions.cend(); ++it) {
        const StateItem *item = m_states.value(it.key());
        if (item && item->pos() != it.value()) {
            from.insert(it.key(), it.value());
            to.insert(it.key(), item->pos());
        }
    }
    m_pressPositions.clear();
    if (!to.isEmpty()) {
        updateSceneRect();
        emit statesMoved(from, to);
    }
}

void DesignerScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseDoubleClickEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QString id = elementAt(event->scenePos());
    if (!id.isEmpty())
        emit elementActivated(id);
}

void DesignerScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    const QString id = elementAt(event->scenePos());
    if (!id.isEmpty()) {
        const bool selected = m_states.contains(id) ? m_states.value(id)->isSelected()
                                                    : selectedTransitionIds().contains(id);
        if (!selected)
            selectElement(id);
    }
    emit contextMenuRequested(id, event->screenPos());
    event->accept();
}

void DesignerScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_drag != Drag::None) {
        finishDrag(QPointF(), false);
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

void DesignerScene::updateRubber(QPointF scenePos)
{
    QPainterPath line(m_dragOrigin);
    line.lineTo(scenePos);
    m_rubber->setPath(line);

    StateItem *target = m_dragMoved ? stateAt(scenePos) : nullptr;
    if (target != m_dropTarget) {
        if (m_dropTarget)
            m_dropTarget->setDropTarget(false);
        m_dropTarget = target;
        if (m_dropTarget)
            m_dropTarget->setDropTarget(true);
    }
}

void DesignerScene::finishDrag(QPointF scenePos, bool commit)
{
    const Drag drag = m_drag;
    const QString source = m_dragSource;
    m_drag = Drag::None;
    m_dragSource.clear();
    m_rubber->hide();
    m_rubber->setPath(QPainterPath());
    if (m_dropTarget) {
        m_dropTarget->setDropTarget(false);
        m_dropTarget = nullptr;
    }
    TransitionItem *edge = drag == Drag::Retarget ? m_edges.value(source) : nullptr;
    if (edge)
        edge->setDragged(false);
    if (!commit || !m_dragMoved)
        return;
    const StateItem *target = stateAt(scenePos);
    if (!target)
        return;
    if (drag == Drag::Draw)
        emit transitionDrawn(source, target->id());
    else if (edge && edge->edge().to != target->id())
        emit transitionRetargeted(source, target->id());
}

} // namespace capstudio
