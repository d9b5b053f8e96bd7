#include "views/designer/transitionitem.h"

#include "diagramstyle.h"
#include "edgerouter.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

namespace capstudio {

namespace {

QStaticText staticText(const QString &text, const QFont &font)
{
    QStaticText result(text);
    result.setTextFormat(Qt::PlainText);
    result.setPerformanceHint(QStaticText::AggressiveCaching);
    result.prepare(QTransform(), font);
    return result;
}

// "cognitive/cap.plan.vet" → "cap.plan.vet" (the tooltip has the full id).
QString shortCallee(const QString &callee)
{
    return callee.section(QLatin1Char('/'), -1);
}

QString htmlLines(const QString &text)
{
    return text.trimmed().toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br/>"));
}

} // namespace

TransitionItem::TransitionItem(const DiagramStyle *style, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_style(style)
{
    setFlags(ItemIsSelectable | ItemUsesExtendedStyleOption);
    setZValue(0);
}

void TransitionItem::setEdge(const flowgate::GraphEdge &edge, const flowgate::GraphTransition &transition)
{
    const auto same = [](const flowgate::GraphTransition &a, const flowgate::GraphTransition &b) {
        return a.state == b.state && a.name == b.name && a.target == b.target && a.actor == b.actor
            && a.executorKind == b.executorKind && a.callee == b.callee && a.hasUse == b.hasUse && a.pin == b.pin
            && a.guards == b.guards && a.title == b.title && a.generated == b.generated;
    };
    // A rebuild hands most items the same edge again: keep the measured label.
    if (m_edge.id == edge.id && m_edge.from == edge.from && m_edge.to == edge.to && m_edge.kind == edge.kind
        && m_edge.branch == edge.branch && m_edge.when == edge.when && same(m_transition, transition)) {
        m_edge = edge; // the transition index may differ
        return;
    }
    m_edge = edge;
    m_transition = transition;
    measureLabel();
    updateToolTip();
}

void TransitionItem::refreshStyle()
{
    measureLabel();
    update();
}

void TransitionItem::measureLabel()
{
    const DiagramStyle &s = *m_style;
    const qreal maxWidth = DiagramStyle::MaxLabelWidth;
    QString name;
    QString badge;
    QString guards;
    m_hasPill = !isBranch();
    m_calleeBadge = false;
    if (isBranch()) {
        name = s.labelMetrics.elidedText(tr("when %1").arg(m_edge.when), Qt::ElideRight, maxWidth);
    } else {
        name = m_transition.name;
        if (m_transition.executorKind == QLatin1String("workflow")) {
            badge = shortCallee(m_transition.callee);
            m_calleeBadge = true;
        } else {
            badge = m_transition.executorKind;
        }
        guards = m_transition.guards.join(QStringLiteral(" \u2227 "));
    }

    const QString actor = m_transition.effectiveActor();
    m_actorBrush = m_transition.generated ? s.edgeFaintBrush : QBrush(s.actorColor(actor));
    const QString letter = DiagramStyle::actorLetter(actor);
    const qreal pillHeight = std::ceil(s.pillMetrics.height()) + 1;
    const qreal pillWidth = m_hasPill ? qMax(pillHeight, s.pillMetrics.horizontalAdvance(letter) + 7) : 0.0;
    const qreal gap = 4;
    const qreal badgeHeight = std::ceil(s.smallMetrics.height()) + 2;

    // Line 1: pill and name, with the executor badge when it fits; otherwise the badge gets
    // a line of its own (a callee id is worth reading in full), elided only beyond that.
    const qreal lead = m_hasPill ? pillWidth + gap : 0.0;
    name = s.labelMetrics.elidedText(name, Qt::ElideRight, maxWidth - lead);
    const qreal nameWidth = s.labelMetrics.horizontalAdvance(name);
    qreal badgeWidth = badge.isEmpty() ? 0.0 : s.smallMetrics.horizontalAdvance(badge) + 8;
    const bool badgeInline = !badge.isEmpty() && lead + nameWidth + gap + badgeWidth <= maxWidth;
    if (!badge.isEmpty() && !badgeInline && badgeWidth > maxWidth) {
        badge = s.smallMetrics.elidedText(badge, Qt::ElideMiddle, maxWidth - 8);
        badgeWidth = s.smallMetrics.horizontalAdvance(badge) + 8;
    }
    const qreal line1Width = lead + nameWidth + (badgeInline ? gap + badgeWidth : 0.0);
    const qreal line1Height = qMax(s.labelMetrics.height(), qMax(m_hasPill ? pillHeight : 0.0,
                                                                   badgeInline ? badgeHeight : 0.0));
    const qreal badgeLineWidth = !badge.isEmpty() && !badgeInline ? badgeWidth : 0.0;
    const qreal badgeLineHeight = badgeLineWidth > 0 ? badgeHeight + 2 : 0.0;

    guards = guards.isEmpty() ? QString() : s.smallMetrics.elidedText(guards, Qt::ElideRight, maxWidth);
    const qreal guardWidth = guards.isEmpty() ? 0.0 : s.smallMetrics.horizontalAdvance(guards);
    const qreal guardHeight = guards.isEmpty() ? 0.0 : s.smallMetrics.height() + 1;

    const qreal contentWidth = qMax(line1Width, qMax(badgeLineWidth, guardWidth));
    m_labelSize = QSizeF(std::ceil(contentWidth + 2 * DiagramStyle::LabelPaddingX),
                         std::ceil(line1Height + badgeLineHeight + guardHeight + 2 * DiagramStyle::LabelPaddingY));

    const qreal left = DiagramStyle::LabelPaddingX;
    qreal x = left + (contentWidth - line1Width) / 2;
    qreal y = DiagramStyle::LabelPaddingY;
    m_pillRect = QRectF(x, y + (line1Height - pillHeight) / 2, pillWidth, pillHeight);
    m_pillText = staticText(m_hasPill ? letter : QString(), s.pillFont);
    x += lead;
    m_name = staticText(name, s.labelFont);
    m_namePos = QPointF(x, y + (line1Height - s.labelMetrics.height()) / 2);
    if (badge.isEmpty())
        m_badgeRect = QRectF();
    else if (badgeInline)
        m_badgeRect = QRectF(x + nameWidth + gap, y + (line1Height - badgeHeight) / 2, badgeWidth, badgeHeight);
    else
        m_badgeRect = QRectF(left + (contentWidth - badgeWidth) / 2, y + line1Height + 2, badgeWidth, badgeHeight);
    m_badgeText = staticText(badge, s.smallFont);
    y += line1Height + badgeLineHeight;
    m_guardText = staticText(guards, s.smallFont);
    m_guardPos = QPointF(left + (contentWidth - guardWidth) / 2, y + 1);
    m_routeDirty = true;
}

void TransitionItem::placeLabel()
{
    m_labelRect = QRectF(m_labelCenter - QPointF(m_labelSize.width() / 2, m_labelSize.height() / 2), m_labelSize);
}

void TransitionItem::setRoute(const QList<QPointF> &bezier, QPointF labelCenter)
{
    if (!m_routeDirty && bezier == m_route && labelCenter == m_labelCenter)
        return;
    m_routeDirty = false;
    prepareGeometryChange();
    m_route = bezier;
    m_labelCenter = labelCenter;
    placeLabel();

    QList<QPointF> stroke = bezier;
    m_arrow = QPolygonF();
    if (m_missingTarget && !bezier.isEmpty()) {
        m_path = EdgeRouter::toPath(stroke);
        const QPointF end = bezier.constLast();
        m_path.moveTo(end + QPointF(-5, -5));
        m_path.lineTo(end + QPointF(5, 5));
        m_path.moveTo(end + QPointF(5, -5));
        m_path.lineTo(end + QPointF(-5, 5));
    } else if (bezier.size() >= 4) {
        m_arrow = EdgeRouter::arrowHead(bezier, DiagramStyle::ArrowLength, DiagramStyle::ArrowWidth);
        // End the stroke inside the arrow head so that its flat end never shows at the tip.
        const QPointF tip = bezier.constLast();
        const QPointF base = (m_arrow.value(1) + m_arrow.value(3)) / 2;
        const QPointF back = (base - tip) * 0.6;
        stroke.last() += back;
        stroke[stroke.size() - 2] += back;
        m_path = EdgeRouter::toPath(stroke);
    } else {
        m_path = EdgeRouter::toPath(stroke);
    }

    m_stretches.clear();
    const QList<QPointF> points = EdgeRouter::sample(bezier, 12);
    constexpr int PerStretch = 4;
    for (qsizetype i = 0; i + 1 < points.size(); i += PerStretch) {
        QRectF box(points.at(i), QSizeF(0, 0));
        for (qsizetype k = i + 1; k <= qMin(points.size() - 1, i + PerStretch); ++k)
            box |= QRectF(points.at(k), QSizeF(0, 0)).normalized();
        m_stretches.append(box.normalized().adjusted(-DiagramStyle::ArrowLength, -DiagramStyle::ArrowLength,
                                                     DiagramStyle::ArrowLength, DiagramStyle::ArrowLength));
    }

    m_shapeValid = false;
    m_bounds = (m_path.controlPointRect() | m_arrow.boundingRect() | m_labelRect).adjusted(-9, -9, 9, 9);
    update();
}

QPointF TransitionItem::startPoint() const
{
    return m_route.isEmpty() ? QPointF() : m_route.constFirst();
}

QPointF TransitionItem::endPoint() const
{
    return m_route.isEmpty() ? QPointF() : m_route.constLast();
}

bool TransitionItem::isOnArrowEnd(QPointF scenePos) const
{
    if (m_route.isEmpty())
        return false;
    return QLineF(scenePos, endPoint()).length() <= DiagramStyle::ArrowLength + 3
        || m_arrow.containsPoint(scenePos, Qt::OddEvenFill);
}

void TransitionItem::setMissingTarget(bool missing)
{
    if (m_missingTarget == missing)
        return;
    m_missingTarget = missing;
    m_routeDirty = true;
    updateToolTip();
}

void TransitionItem::setProblem(int severity)
{
    if (m_problem == severity)
        return;
    m_problem = severity;
    update();
}

void TransitionItem::setDifference(Difference difference)
{
    if (m_difference == difference)
        return;
    m_difference = difference;
    update();
}

void TransitionItem::setCoverage(Coverage coverage)
{
    if (m_coverage == coverage)
        return;
    m_coverage = coverage;
    setOpacity(coverage == Coverage::Unfired ? 0.35 : 1.0);
    update();
}

void TransitionItem::setDragged(bool dragged)
{
    setOpacity(dragged ? 0.3 : m_coverage == Coverage::Unfired ? 0.35 : 1.0);
}

void TransitionItem::updateToolTip()
{
    QStringList lines;
    const QString target = m_missingTarget ? tr("%1 (missing)").arg(m_edge.to) : m_edge.to;
    if (isBranch()) {
        lines << tr("<b>%1</b>, branch %2").arg(transitionId().toHtmlEscaped()).arg(m_edge.branch);
        lines << tr("when %1").arg(m_edge.when.toHtmlEscaped());
        lines << tr("goes to %1").arg(target.toHtmlEscaped());
    } else {
        lines << QStringLiteral("<b>%1</b> \u2192 %2").arg(transitionId().toHtmlEscaped(), target.toHtmlEscaped());
        if (!m_transition.title.isEmpty())
            lines << htmlLines(m_transition.title);
        lines << tr("Actor: %1").arg(m_transition.effectiveActor().toHtmlEscaped());
        if (m_transition.executorKind == QLatin1String("workflow")) {
            lines << (m_transition.hasUse ? tr("Calls %1 (capability call with use:)")
                                          : tr("Calls %1"))
                         .arg(m_transition.callee.toHtmlEscaped());
            if (!m_transition.pin.isEmpty())
                lines << tr("Pinned contract: %1").arg(m_transition.pin.toHtmlEscaped());
        } else if (!m_transition.executorKind.isEmpty()) {
            lines << tr("Executor: %1").arg(m_transition.executorKind.toHtmlEscaped());
        }
        if (!m_transition.guards.isEmpty()) {
            lines << tr("Guards (all must pass):");
            for (const QString &guard : m_transition.guards)
                lines << QStringLiteral("\u2022 ") + guard.toHtmlEscaped();
        }
    }
    if (m_transition.generated)
        lines << tr("Generated by enable_human_ask: not written in the YAML");
    if (m_missingTarget)
        lines << tr("The target state \"%1\" does not exist").arg(m_edge.to.toHtmlEscaped());
    setToolTip(lines.join(QLatin1String("<br/>")));
}

const QPen &TransitionItem::strokePen() const
{
    const DiagramStyle &s = *m_style;
    if (isSelected())
        return s.selectedEdgePen;
    if (m_difference != Difference::None)
        return m_difference == Difference::Added ? s.addedPen : s.changedPen;
    if (m_coverage == Coverage::Fired)
        return s.firedPen;
    if (m_missingTarget)
        return s.missingPen;
    if (m_transition.generated)
        return s.generatedPen;
    return isBranch() ? s.branchPen : s.edgePen;
}

QRectF TransitionItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath TransitionItem::shape() const
{
    if (!m_shapeValid) {
        QPainterPathStroker stroker;
        stroker.setWidth(9);
        m_shape = stroker.createStroke(m_path);
        m_shape.addPolygon(m_arrow);
        if (!m_labelSize.isEmpty())
            m_shape.addRect(m_labelRect);
        m_shapeValid = true;
    }
    return m_shape;
}

void TransitionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const DiagramStyle &s = *m_style;
    const qreal detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF &exposed = option->exposedRect;

    bool pathExposed = m_stretches.isEmpty();
    for (const QRectF &stretch : m_stretches) {
        if (stretch.intersects(exposed)) {
            pathExposed = true;
            break;
        }
    }
    if (pathExposed) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(strokePen());
        painter->drawPath(m_path);
    }
    if (pathExposed && !m_arrow.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(isSelected() ? s.highlightBrush
                          : m_coverage == Coverage::Fired ? s.firedBrush
                          : m_transition.generated        ? s.edgeFaintBrush
                                                          : s.edgeBrush);
        painter->drawPolygon(m_arrow);
    }
    if (detail < DiagramStyle::TextDetail || m_labelSize.isEmpty() || !exposed.intersects(m_labelRect.adjusted(-9, -9, 9, 9)))
        return;

    painter->setPen(isSelected() ? s.labelSelectedPen : s.labelBorderPen);
    painter->setBrush(s.labelBrush);
    painter->drawRoundedRect(m_labelRect, 4, 4);

    const QPointF origin = m_labelRect.topLeft();
    painter->translate(origin);
    if (m_hasPill) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_actorBrush);
        painter->drawRoundedRect(m_pillRect, m_pillRect.height() / 2, m_pillRect.height() / 2);
        painter->setPen(s.onPillPen);
        painter->setFont(s.pillFont);
        const QSizeF letter = m_pillText.size();
        painter->drawStaticText(m_pillRect.center() - QPointF(letter.width() / 2, letter.height() / 2), m_pillText);
    }
    painter->setPen(m_transition.generated ? s.mutedPen : s.textPen);
    painter->setFont(s.labelFont);
    painter->drawStaticText(m_namePos, m_name);
    if (!m_badgeRect.isNull()) {
        painter->setPen(m_calleeBadge ? s.calleePen : s.labelBorderPen);
        painter->setBrush(m_calleeBadge ? s.calleeBrush : Qt::NoBrush);
        painter->drawRoundedRect(m_badgeRect, 3, 3);
        painter->setPen(s.textPen);
        painter->setFont(s.smallFont);
        painter->drawStaticText(m_badgeRect.topLeft() + QPointF(4, 1), m_badgeText);
    }
    if (!m_guardText.text().isEmpty()) {
        painter->setPen(s.mutedPen);
        painter->setFont(s.smallFont);
        painter->drawStaticText(m_guardPos, m_guardText);
    }
    painter->translate(-origin);

    if (m_problem > 0) {
        const QPointF at = m_labelRect.topRight() + QPointF(-1, 1);
        painter->translate(at);
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_problem >= 2 ? s.errorBrush : s.warningBrush);
        painter->drawPath(m_problem >= 2 ? s.errorMarker : s.warningMarker);
        painter->setBrush(m_problem >= 2 ? s.onPillBrush : s.textBrush);
        painter->drawPath(s.exclamation);
        painter->translate(-at);
    }
}

QVariant TransitionItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged)
        setZValue(value.toBool() ? 0.5 : 0.0);
    return QGraphicsItem::itemChange(change, value);
}

} // namespace capstudio
