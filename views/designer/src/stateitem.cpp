#include "views/designer/stateitem.h"

#include "diagramstyle.h"
#include "views/designer/designerscene.h"

#include <QGraphicsSceneHoverEvent>
#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

namespace capstudio {

namespace {

constexpr qreal Margin = 9; // room for markers, selection outline and glow

QStaticText staticText(const QString &text, const QFont &font)
{
    QStaticText result(text);
    result.setTextFormat(Qt::PlainText);
    result.setPerformanceHint(QStaticText::AggressiveCaching);
    result.prepare(QTransform(), font);
    return result;
}

// Badge glyphs drawn in a BadgeSize square whose top-left corner is `at`.
void addBolt(QPainterPath &path, QPointF at)
{
    const qreal s = DiagramStyle::BadgeSize / 12.0;
    QPolygonF bolt({{7, 0}, {1.5, 7}, {5.5, 7}, {4, 12}, {10.5, 4.5}, {6.5, 4.5}, {8.5, 0}});
    for (QPointF &p : bolt)
        p = at + p * s;
    path.addPolygon(bolt);
    path.closeSubpath();
}

void addPerson(QPainterPath &path, QPointF at)
{
    const qreal s = DiagramStyle::BadgeSize / 12.0;
    path.addEllipse(at + QPointF(6, 3.2) * s, 2.8 * s, 2.8 * s);
    path.moveTo(at + QPointF(1, 12) * s);
    path.cubicTo(at + QPointF(1, 6.2) * s, at + QPointF(11, 6.2) * s, at + QPointF(11, 12) * s);
    path.closeSubpath();
}

void addLoop(QPainterPath &path, QPointF at)
{
    const qreal s = DiagramStyle::BadgeSize / 12.0;
    const QRectF circle(at + QPointF(1.5, 1.5) * s, QSizeF(9, 9) * s);
    path.arcMoveTo(circle, 70);
    path.arcTo(circle, 70, 270);
    // Arrow head at the end of the arc (340°), pointing along the counter-clockwise tangent.
    const qreal angle = qDegreesToRadians(340.0);
    const QPointF end = circle.center() + QPointF(std::cos(angle), -std::sin(angle)) * circle.width() / 2;
    const QPointF tangent(-std::sin(angle), -std::cos(angle));
    const QLineF back(end, end - tangent * 3.2 * s);
    QLineF left = back;
    left.setAngle(back.angle() + 38);
    QLineF right = back;
    right.setAngle(back.angle() - 38);
    path.moveTo(left.p2());
    path.lineTo(end);
    path.lineTo(right.p2());
}

} // namespace

StateItem::StateItem(const DiagramStyle *style, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_style(style)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
    setAcceptHoverEvents(true);
    setCacheMode(DeviceCoordinateCache);
    setZValue(1);
}

void StateItem::setState(const flowgate::GraphState &state)
{
    const bool unchanged = m_box.isValid() && m_state.id == state.id && m_state.goal == state.goal
        && m_state.description == state.description && m_state.initial == state.initial
        && m_state.terminal == state.terminal && m_state.hasOnEnter == state.hasOnEnter
        && m_state.loops == state.loops && m_state.delegate == state.delegate;
    m_state = state;
    if (unchanged)
        return;
    relayout();
    updateToolTip();
}

void StateItem::refreshStyle()
{
    relayout();
}

void StateItem::setProblem(int severity)
{
    if (m_problem == severity)
        return;
    m_problem = severity;
    update();
}

void StateItem::setDifference(Difference difference)
{
    if (m_difference == difference)
        return;
    m_difference = difference;
    update();
}

void StateItem::setCoverage(Coverage coverage)
{
    if (m_coverage == coverage)
        return;
    m_coverage = coverage;
    setOpacity(coverage == Coverage::Unvisited ? 0.45 : 1.0);
    update();
}

void StateItem::setDropTarget(bool on)
{
    if (m_dropTarget == on)
        return;
    m_dropTarget = on;
    update();
}

bool StateItem::isOnHandle(QPointF scenePos) const
{
    return QLineF(mapFromScene(scenePos), m_handleCenter).length() <= DiagramStyle::HandleRadius + 2;
}

void StateItem::relayout()
{
    prepareGeometryChange();
    const DiagramStyle &s = *m_style;

    const QString goal = m_state.goal.isEmpty()
        ? QString()
        : s.goalMetrics.elidedText(flowgate::WorkflowGraph::shortGoal(m_state.goal), Qt::ElideRight,
                                   DiagramStyle::MaxGoalWidth);
    const qreal titleWidth = s.titleMetrics.horizontalAdvance(m_state.id);
    const qreal goalWidth = goal.isEmpty() ? 0.0 : s.goalMetrics.horizontalAdvance(goal);
    const int badges = int(m_state.hasOnEnter) + int(m_state.loops) + int(!m_state.delegate.isEmpty());
    const qreal badgesWidth = badges ? badges * (DiagramStyle::BadgeSize + 3) + 4 : 0.0;

    const qreal width = qMax(DiagramStyle::MinStateWidth,
                             qMax(titleWidth + 2 * badgesWidth, goalWidth) + 2 * DiagramStyle::PaddingX);
    const qreal titleHeight = s.titleMetrics.height();
    const qreal goalHeight = goal.isEmpty() ? 0.0 : s.goalMetrics.height() + 2;
    const qreal height = qMax<qreal>(34.0, std::ceil(titleHeight + goalHeight + 2 * DiagramStyle::PaddingY));
    m_box = QRectF(-std::ceil(width) / 2, -height / 2, std::ceil(width), height);

    m_title = staticText(m_state.id, s.titleFont);
    m_goal = staticText(goal, s.goalFont);
    const qreal top = m_box.top() + (height - titleHeight - goalHeight) / 2;
    m_titlePos = QPointF(-titleWidth / 2, top);
    m_goalPos = QPointF(-goalWidth / 2, top + titleHeight + 2);

    m_boxPath = QPainterPath();
    m_boxPath.addRoundedRect(m_box, DiagramStyle::Corner, DiagramStyle::Corner);
    m_innerPath = QPainterPath();
    if (m_state.terminal)
        m_innerPath.addRoundedRect(m_box.adjusted(3.5, 3.5, -3.5, -3.5), DiagramStyle::Corner - 2,
                                   DiagramStyle::Corner - 2);

    m_initialArrow = QPainterPath();
    if (m_state.initial) {
        const qreal left = m_box.left();
        m_initialDot = QPointF(left - DiagramStyle::InitialMarkerReach + 6, 0);
        m_initialArrow.moveTo(m_initialDot);
        m_initialArrow.lineTo(left - 8, 0);
        QPolygonF head({{left - 1, 0}, {left - 9, -4.5}, {left - 9, 4.5}});
        m_initialArrow.addPolygon(head);
        m_initialArrow.closeSubpath();
    }

    m_filledGlyphs = QPainterPath();
    m_strokedGlyphs = QPainterPath();
    QPointF badge(m_box.right() - 6 - DiagramStyle::BadgeSize, m_box.top() + 5);
    const QPointF step(DiagramStyle::BadgeSize + 3, 0);
    if (m_state.hasOnEnter) {
        addBolt(m_filledGlyphs, badge);
        badge -= step;
    }
    if (m_state.loops) {
        addLoop(m_strokedGlyphs, badge);
        badge -= step;
    }
    if (!m_state.delegate.isEmpty())
        addPerson(m_filledGlyphs, badge);

    m_handleCenter = QPointF(m_box.right(), 0);
    m_shape = m_boxPath;
    m_shape.addEllipse(m_handleCenter, DiagramStyle::HandleRadius + 2, DiagramStyle::HandleRadius + 2);
    m_bounds = m_box.adjusted(-(m_state.initial ? DiagramStyle::InitialMarkerReach + 2 : Margin), -Margin,
                              Margin, Margin);
    update();
}

void StateItem::updateToolTip()
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(m_state.id.toHtmlEscaped());
    if (m_state.initial)
        lines << tr("Initial state");
    if (m_state.terminal)
        lines << tr("Terminal state");
    if (!m_state.goal.isEmpty())
        lines << tr("Goal: %1").arg(m_state.goal.trimmed().toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>")));
    if (!m_state.description.isEmpty())
        lines << m_state.description.trimmed().toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>"));
    if (m_state.hasOnEnter)
        lines << tr("Runs an onEnter executor when entered");
    if (m_state.loops)
        lines << tr("Loops while its guard holds (while:)");
    if (!m_state.delegate.isEmpty())
        lines << tr("Delegates to %1").arg(m_state.delegate.toHtmlEscaped());
    setToolTip(lines.join(QLatin1String("<br/>")));
}

QRectF StateItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath StateItem::shape() const
{
    return m_shape;
}

void StateItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const DiagramStyle &s = *m_style;
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool visited = m_coverage == Coverage::Visited || m_coverage == Coverage::Current;

    if (m_difference != Difference::None) {
        painter->setPen(m_difference == Difference::Added ? s.addedPen : s.changedPen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_box.adjusted(-3, -3, 3, 3), DiagramStyle::Corner + 3, DiagramStyle::Corner + 3);
    }
    if (m_coverage == Coverage::Current) {
        painter->setPen(s.glowPen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_box.adjusted(-3, -3, 3, 3), DiagramStyle::Corner + 3, DiagramStyle::Corner + 3);
    }
    painter->setPen(m_coverage == Coverage::Current || m_dropTarget ? s.emphasisPen : s.borderPen);
    painter->setBrush(visited ? s.visitedBrush : m_state.terminal ? s.terminalBrush : s.nodeBrush);
    painter->drawPath(m_boxPath);
    if (m_state.terminal) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(s.borderPen);
        painter->drawPath(m_innerPath);
    }
    if (m_state.initial) {
        painter->setPen(s.initialPen);
        painter->setBrush(s.textBrush);
        painter->drawPath(m_initialArrow);
        painter->setPen(Qt::NoPen);
        painter->drawEllipse(m_initialDot, 6, 6);
    }

    if (detail >= DiagramStyle::TextDetail) {
        painter->setPen(s.textPen);
        painter->setFont(s.titleFont);
        painter->drawStaticText(m_titlePos, m_title);
        if (!m_goal.text().isEmpty()) {
            painter->setPen(s.mutedPen);
            painter->setFont(s.goalFont);
            painter->drawStaticText(m_goalPos, m_goal);
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(s.mutedBrush);
        painter->drawPath(m_filledGlyphs);
        painter->setPen(s.glyphPen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_strokedGlyphs);
    }

    if (isSelected()) {
        painter->setPen(s.selectionPen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_box.adjusted(-3.5, -3.5, 3.5, 3.5), DiagramStyle::Corner + 3,
                                 DiagramStyle::Corner + 3);
    }
    const auto *designer = qobject_cast<const DesignerScene *>(scene());
    if ((m_hovered || isSelected()) && detail >= DiagramStyle::TextDetail && designer
        && designer->decorationsVisible()) {
        const qreal r = DiagramStyle::HandleRadius;
        painter->setPen(s.handlePen);
        painter->setBrush(s.backgroundBrush);
        painter->drawEllipse(m_handleCenter, r, r);
        painter->drawLine(m_handleCenter - QPointF(r * 0.5, 0), m_handleCenter + QPointF(r * 0.5, 0));
        painter->drawLine(m_handleCenter - QPointF(0, r * 0.5), m_handleCenter + QPointF(0, r * 0.5));
    }
    paintMarkers(painter);
}

void StateItem::paintMarkers(QPainter *painter) const
{
    if (m_problem <= 0)
        return;
    const DiagramStyle &s = *m_style;
    const QPointF at(m_box.left() + 1, m_box.top() + 1); // top-left: badges sit top-right
    painter->translate(at);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_problem >= 2 ? s.errorBrush : s.warningBrush);
    painter->drawPath(m_problem >= 2 ? s.errorMarker : s.warningMarker);
    painter->setBrush(m_problem >= 2 ? s.onPillBrush : s.textBrush);
    painter->drawPath(s.exclamation);
    painter->translate(-at);
}

QVariant StateItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged) {
        if (auto *designer = qobject_cast<DesignerScene *>(scene()))
            designer->stateItemMoved(this);
    }
    return QGraphicsItem::itemChange(change, value);
}

void StateItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = true;
    hoverMoveEvent(event);
    update();
}

void StateItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    if (isOnHandle(event->scenePos()))
        setCursor(Qt::CrossCursor);
    else
        unsetCursor();
}

void StateItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = false;
    unsetCursor();
    update();
}

} // namespace capstudio
