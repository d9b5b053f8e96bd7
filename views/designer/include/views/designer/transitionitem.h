#pragma once

#include "flowgate/workflowgraph.h"

#include <QBrush>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPolygonF>
#include <QStaticText>

namespace capstudio {

class DiagramStyle;

// One edge of the designer's drawing: a transition's target edge or one of its branches.
// The item sits at the scene origin, so its path is in scene coordinates. The label shows
// an actor pill (A agent, H human, D deterministic, S system), the transition name and an
// executor badge (the callee for kind: workflow, else the kind), with the guards in a
// smaller second line, elided; the tooltip has everything in full. Branch edges are dashed
// and labelled with their `when`; the loader's generated ask_human is faint and dotted.
class TransitionItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(TransitionItem)

public:
    enum { Type = UserType + 0x4602 };
    enum class Coverage { None, Unfired, Fired };
    // Compare With…: how the transition differs from the other version.
    enum class Difference { None, Added, Changed };

    explicit TransitionItem(const DiagramStyle *style, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }

    // setEdge(), setMissingTarget() and refreshStyle() change the label or the ends: the
    // scene calls setRoute() after them.
    void setEdge(const flowgate::GraphEdge &edge, const flowgate::GraphTransition &transition);
    const flowgate::GraphEdge &edge() const { return m_edge; }
    const flowgate::GraphTransition &transition() const { return m_transition; }
    // The edge id ("state/transition" or "state/transition#i").
    const QString &id() const { return m_edge.id; }
    QString transitionId() const { return m_transition.id(); }
    bool isBranch() const { return m_edge.kind == flowgate::GraphEdge::Kind::Branch; }
    bool isGenerated() const { return m_transition.generated; }
    bool isSelfLoop() const { return m_edge.from == m_edge.to; }

    // The label box size (for the layout engine) and its place in the scene.
    QSizeF labelSize() const { return m_labelSize; }
    QRectF labelRect() const { return m_labelRect; }

    // Sets the geometry: Bézier control points (LayoutResult::edgePaths form) in scene
    // coordinates and the label's centre.
    void setRoute(const QList<QPointF> &bezier, QPointF labelCenter);
    const QList<QPointF> &route() const { return m_route; }
    QPainterPath path() const { return m_path; }
    QPointF startPoint() const;
    QPointF endPoint() const;
    // True when `scenePos` is on the arrow head, where a drag retargets the edge.
    bool isOnArrowEnd(QPointF scenePos) const;

    // The target state does not exist (drawn as a red stub).
    void setMissingTarget(bool missing);
    bool hasMissingTarget() const { return m_missingTarget; }
    // 0 none, 1 warning, 2 error.
    void setProblem(int severity);
    int problem() const { return m_problem; }
    void setCoverage(Coverage coverage);
    void setDifference(Difference difference);
    Difference difference() const { return m_difference; }
    Coverage coverage() const { return m_coverage; }
    // Faded while its arrow end is dragged elsewhere.
    void setDragged(bool dragged);

    void refreshStyle();

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void measureLabel();
    void placeLabel();
    void updateToolTip();
    const QPen &strokePen() const;

    const DiagramStyle *m_style;
    flowgate::GraphEdge m_edge;
    flowgate::GraphTransition m_transition;
    bool m_missingTarget = false;
    int m_problem = 0;
    Coverage m_coverage = Coverage::None;
    Difference m_difference = Difference::None;

    // Label contents, measured in label coordinates (top-left at 0,0).
    QSizeF m_labelSize;
    QStaticText m_name;
    QStaticText m_pillText;
    QStaticText m_badgeText;
    QStaticText m_guardText;
    QRectF m_pillRect;
    QRectF m_badgeRect;
    QPointF m_namePos;
    QPointF m_guardPos;
    QBrush m_actorBrush;
    bool m_hasPill = false;
    bool m_calleeBadge = false;

    // Geometry in scene coordinates.
    QList<QPointF> m_route;
    QPointF m_labelCenter;
    QRectF m_labelRect;
    QPainterPath m_path;     // the stroke, ending at the arrow's base
    QPolygonF m_arrow;
    mutable QPainterPath m_shape; // built on first use (hit tests), not per route
    mutable bool m_shapeValid = false;
    bool m_routeDirty = true;     // label or ends changed since the last setRoute()
    QRectF m_bounds;
    // Boxes around consecutive stretches of the curve: paint() skips the stroke when none
    // meets the exposed area (a long back edge's bounding rect covers most of the view).
    QList<QRectF> m_stretches;
};

} // namespace capstudio
