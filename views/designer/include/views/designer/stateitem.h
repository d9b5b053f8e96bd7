#pragma once

#include "flowgate/workflowgraph.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QStaticText>

namespace capstudio {

class DiagramStyle;

// One state of the designer's drawing: a rounded box centred on the item's position with
// the state id (bold) and its shortened goal. The initial state has a filled dot with an
// arrow into the box's left side, a terminal state a double border; onEnter, while and
// delegate appear as small glyph badges in the top-right corner. A round connection handle
// on the middle of the right border (shown on hover and when selected) starts drawing a
// transition (see DesignerScene). Geometry, texts and paths are prepared when the state
// or the style changes, so paint() only draws.
class StateItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(StateItem)

public:
    enum { Type = UserType + 0x4601 };
    enum class Coverage { None, Unvisited, Visited, Current };
    // Compare With…: how the state differs from the other version.
    enum class Difference { None, Added, Changed };

    explicit StateItem(const DiagramStyle *style, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }

    void setState(const flowgate::GraphState &state);
    const flowgate::GraphState &state() const { return m_state; }
    const QString &id() const { return m_state.id; }
    bool isInitial() const { return m_state.initial; }
    bool isTerminal() const { return m_state.terminal; }

    // The box as the layout engine sees it (excludes markers and the handle).
    QSizeF boxSize() const { return m_box.size(); }
    // The box in item coordinates (centred on 0,0) and in scene coordinates.
    QRectF boxRect() const { return m_box; }
    QRectF sceneBoxRect() const { return m_box.translated(pos()); }

    // 0 none, 1 warning, 2 error.
    void setProblem(int severity);
    int problem() const { return m_problem; }
    void setCoverage(Coverage coverage);
    void setDifference(Difference difference);
    Difference difference() const { return m_difference; }
    Coverage coverage() const { return m_coverage; }
    // Highlighted as the state a drag would connect to.
    void setDropTarget(bool on);
    bool isDropTarget() const { return m_dropTarget; }

    // The connection handle's centre in scene coordinates, and whether a scene point is on it.
    QPointF handleScenePos() const { return mapToScene(m_handleCenter); }
    bool isOnHandle(QPointF scenePos) const;

    // Re-measures with the (changed) style.
    void refreshStyle();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    void relayout();
    void updateToolTip();
    void paintMarkers(QPainter *painter) const;

    const DiagramStyle *m_style;
    flowgate::GraphState m_state;
    int m_problem = 0;
    Coverage m_coverage = Coverage::None;
    Difference m_difference = Difference::None;
    bool m_dropTarget = false;
    bool m_hovered = false;

    // Prepared geometry (item coordinates).
    QRectF m_box;
    QRectF m_bounds;
    QPainterPath m_shape;
    QPainterPath m_boxPath;
    QPainterPath m_innerPath;    // terminal: the inner border
    QPainterPath m_initialArrow; // initial: the arrow shaft and head
    QPointF m_initialDot;
    QPainterPath m_filledGlyphs; // onEnter bolt, delegate person
    QPainterPath m_strokedGlyphs; // while loop arrow
    QPointF m_handleCenter;
    QStaticText m_title;
    QStaticText m_goal;
    QPointF m_titlePos;
    QPointF m_goalPos;
};

} // namespace capstudio
