// DesignerScene: the mouse and keyboard gestures (see the class comment in designerscene.h).
#include "views/designer/designerscene.h"

#include "diagramstyle.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"

#include <algorithm>
#include <QGraphicsView>
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

// The canvas from the keyboard: Tab and Shift+Tab go through the states in reading order and
// then the transitions, and past the last (or the first) on to the next control; the arrow
// keys move the selected states (Shift: further; each press one undoable move); Return opens
// the element (rename a state, open a callee); Shift+F10 or the Menu key its context menu.
void DesignerScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_drag != Drag::None) {
        finishDrag(QPointF(), false);
        event->accept();
        return;
    }
    if (m_drag != Drag::None) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if ((key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down)
        && !(modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        const qreal step = modifiers & Qt::ShiftModifier ? 40.0 : 10.0;
        const QPointF delta = key == Qt::Key_Left    ? QPointF(-step, 0)
                              : key == Qt::Key_Right ? QPointF(step, 0)
                              : key == Qt::Key_Up    ? QPointF(0, -step)
                                                     : QPointF(0, step);
        if (moveSelectedStates(delta)) {
            event->accept();
            return;
        }
    }
    const QStringList states = selectedStateIds();
    const QStringList transitions = selectedTransitionIds();
    const QString only = states.size() + transitions.size() == 1 ? (states.isEmpty() ? transitions.first() : states.first())
                                                                 : QString();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && modifiers == Qt::NoModifier && !only.isEmpty()) {
        emit elementActivated(only);
        event->accept();
        return;
    }
    if ((key == Qt::Key_Menu || (key == Qt::Key_F10 && modifiers == Qt::ShiftModifier)) && !only.isEmpty()) {
        const QList<QGraphicsView *> shown = views();
        if (!shown.isEmpty()) {
            QGraphicsView *view = shown.first();
            const QPoint local = view->mapFromScene(elementRect(only).center());
            emit contextMenuRequested(only, view->viewport()->mapToGlobal(local));
            event->accept();
            return;
        }
    }
    QGraphicsScene::keyPressEvent(event);
}

// Tab and Shift+Tab reach the scene here (QGraphicsScene::event), not in keyPressEvent.
bool DesignerScene::focusNextPrevChild(bool next)
{
    if (m_drag != Drag::None)
        return true;
    return stepSelection(next ? 1 : -1);
}

QStringList DesignerScene::keyboardOrder() const
{
    QList<StateItem *> states = stateItems();
    std::sort(states.begin(), states.end(), [](const StateItem *a, const StateItem *b) {
        const QPointF pa = a->sceneBoxRect().topLeft();
        const QPointF pb = b->sceneBoxRect().topLeft();
        // Rows of about half a state's height read left to right.
        const int rowA = qRound(pa.y() / 40.0);
        const int rowB = qRound(pb.y() / 40.0);
        return rowA != rowB ? rowA < rowB : pa.x() < pb.x();
    });
    QStringList order;
    for (const StateItem *state : std::as_const(states))
        order.append(state->id());
    for (const flowgate::GraphTransition &transition : m_graph.transitions) {
        const QString id = transition.id();
        if (!order.contains(id) && !edgeItemsOf(id).isEmpty())
            order.append(id);
    }
    return order;
}

bool DesignerScene::stepSelection(int direction)
{
    const QStringList order = keyboardOrder();
    if (order.isEmpty())
        return false;
    const QStringList states = selectedStateIds();
    const QStringList transitions = selectedTransitionIds();
    const QString current = !states.isEmpty() ? states.first() : transitions.value(0);
    int index = order.indexOf(current);
    index = index < 0 ? (direction > 0 ? 0 : int(order.size()) - 1) : index + direction;
    if (index < 0 || index >= order.size()) {
        // Past either end the keyboard leaves the canvas: no key traps it.
        clearSelection();
        return false;
    }
    const QString next = order.at(index);
    selectElement(next);
    for (QGraphicsView *view : views())
        view->ensureVisible(elementRect(next), 40, 40);
    return true;
}

bool DesignerScene::moveSelectedStates(QPointF delta)
{
    QHash<QString, QPointF> from;
    QHash<QString, QPointF> to;
    for (const QString &id : selectedStateIds()) {
        StateItem *item = m_states.value(id);
        if (!item)
            continue;
        from.insert(id, item->pos());
        item->setPos(item->pos() + delta);
        to.insert(id, item->pos());
    }
    if (to.isEmpty())
        return false;
    updateSceneRect();
    emit statesMoved(from, to);
    for (QGraphicsView *view : views())
        view->ensureVisible(elementRect(to.constBegin().key()), 40, 40);
    return true;
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
