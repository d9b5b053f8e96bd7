#include "edgerouter.h"

#include <QLineF>
#include <QtMath>
#include <limits>

namespace capstudio {

namespace {

qreal length(QPointF v)
{
    return std::sqrt(v.x() * v.x() + v.y() * v.y());
}

QPointF unit(QPointF v, QPointF fallback = QPointF(1, 0))
{
    const qreal l = length(v);
    return l < 1e-9 ? fallback : v / l;
}

// Where the ray from `origin` (inside `box`) along `direction` leaves the box.
QPointF exitPoint(const QRectF &box, QPointF origin, QPointF direction)
{
    qreal t = std::numeric_limits<qreal>::max();
    if (direction.x() > 1e-9)
        t = qMin(t, (box.right() - origin.x()) / direction.x());
    else if (direction.x() < -1e-9)
        t = qMin(t, (box.left() - origin.x()) / direction.x());
    if (direction.y() > 1e-9)
        t = qMin(t, (box.bottom() - origin.y()) / direction.y());
    else if (direction.y() < -1e-9)
        t = qMin(t, (box.top() - origin.y()) / direction.y());
    if (t == std::numeric_limits<qreal>::max() || t < 0)
        return origin;
    return origin + direction * t;
}

// How far a box reaches from its centre along the unit vector `n`.
qreal extentAlong(const QRectF &box, QPointF n)
{
    return std::abs(n.x()) * box.width() / 2 + std::abs(n.y()) * box.height() / 2;
}

} // namespace

QPointF EdgeRouter::pairNormal(QPointF a, QPointF b)
{
    const bool aFirst = a.x() < b.x() || (qFuzzyCompare(a.x(), b.x()) && a.y() <= b.y());
    const QPointF d = aFirst ? b - a : a - b;
    const QPointF u = unit(d, QPointF(0, 1));
    return QPointF(-u.y(), u.x());
}

QList<QPointF> EdgeRouter::route(const QRectF &from, const QRectF &to, QPointF normal, qreal offset)
{
    const QPointF c0 = from.center();
    const QPointF c1 = to.center();
    const QPointF n = unit(normal, QPointF(1, 0));
    const qreal shiftA = qBound(-0.7 * extentAlong(from, n), offset, 0.7 * extentAlong(from, n));
    const qreal shiftB = qBound(-0.7 * extentAlong(to, n), offset, 0.7 * extentAlong(to, n));

    const QPointF p0 = exitPoint(from, c0 + n * shiftA, c1 - c0);
    const QPointF p3 = exitPoint(to, c1 + n * shiftB, c0 - c1);
    const QPointF chord = p3 - p0;
    const qreal chordLength = length(chord);
    const QPointF d = unit(chord, unit(c1 - c0));
    const QPointF centres = c1 - c0;
    const QPointF axis = std::abs(centres.y()) >= std::abs(centres.x())
        ? QPointF(0, centres.y() >= 0 ? 1 : -1)
        : QPointF(centres.x() >= 0 ? 1 : -1, 0);
    const QPointF tangent = unit(d * 0.6 + axis * 0.4, d);
    const qreal k = qMax<qreal>(chordLength, 8.0) * 0.35;

    // The cubic's midpoint is (p0 + 3c1 + 3c2 + p3) / 8: moving both control points by s
    // moves it by 0.75 s, on top of the mean shift of the end points.
    const qreal bow = (offset - (shiftA + shiftB) / 2) / 0.75;
    const QPointF ctrl1 = p0 + tangent * k + n * bow;
    const QPointF ctrl2 = p3 - tangent * k + n * bow;
    return {p0, ctrl1, ctrl2, p3};
}

QList<QPointF> EdgeRouter::selfLoop(const QRectF &box, qreal reach, bool rightSide, QSizeF labelSize,
                                    QPointF *labelCenter)
{
    reach = qMax(reach, 8.0);
    const qreal sign = rightSide ? 1.0 : -1.0;
    const qreal x0 = rightSide ? box.right() : box.left();
    const qreal cy = box.center().y();
    const qreal a = qMin(box.height() * 0.3, 10.0);
    const qreal spread = 0.45 * reach + 4.0;
    const QPointF p0(x0, cy - a);
    const QPointF p3(x0, cy + a);
    const QPointF ctrl1(x0 + sign * reach * 4.0 / 3.0, cy - a - spread);
    const QPointF ctrl2(x0 + sign * reach * 4.0 / 3.0, cy + a + spread);
    if (labelCenter)
        *labelCenter = QPointF(x0 + sign * (reach + 6 + labelSize.width() / 2), cy);
    return {p0, ctrl1, ctrl2, p3};
}

QList<QPointF> EdgeRouter::stub(const QRectF &box, int index)
{
    const QPointF p0(box.center().x() + index * 14.0, box.bottom());
    const QPointF p3 = p0 + QPointF(0, 46);
    return {p0, p0 + QPointF(0, 15), p3 - QPointF(0, 15), p3};
}

QPointF EdgeRouter::clipToBox(const QRectF &box, QPointF towards)
{
    return exitPoint(box, box.center(), towards - box.center());
}

QPointF EdgeRouter::midpoint(const QList<QPointF> &bezier)
{
    if (bezier.isEmpty())
        return {};
    const int pieces = int((bezier.size() - 1) / 3);
    if (pieces < 1)
        return bezier.constFirst();
    const int piece = pieces / 2;
    const QPointF p0 = bezier.at(piece * 3);
    const QPointF c1 = bezier.at(piece * 3 + 1);
    const QPointF c2 = bezier.at(piece * 3 + 2);
    const QPointF p1 = bezier.at(piece * 3 + 3);
    if (pieces % 2 == 0 && pieces > 1)
        return p0; // an even number of pieces: the joint in the middle
    return (p0 + 3 * c1 + 3 * c2 + p1) / 8.0;
}

QList<QPointF> EdgeRouter::sample(const QList<QPointF> &bezier, int perPiece)
{
    QList<QPointF> points;
    if (bezier.isEmpty())
        return points;
    perPiece = qMax(1, perPiece);
    for (qsizetype i = 0; i + 3 < bezier.size(); i += 3) {
        const QPointF p0 = bezier.at(i);
        const QPointF c1 = bezier.at(i + 1);
        const QPointF c2 = bezier.at(i + 2);
        const QPointF p1 = bezier.at(i + 3);
        for (int k = 0; k < perPiece; ++k) {
            const qreal t = qreal(k) / perPiece;
            const qreal u = 1 - t;
            points.append(u * u * u * p0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p1);
        }
    }
    points.append(bezier.constLast());
    return points;
}

QPointF EdgeRouter::clearLabel(const QList<QPointF> &bezier, QPointF center, QSizeF size, qreal reach,
                               const std::function<bool(const QRectF &)> &blocked)
{
    if (size.isEmpty() || bezier.size() < 4)
        return center;
    const QList<QPointF> points = sample(bezier, 24);
    const auto boxAt = [&](QPointF c) {
        return QRectF(c - QPointF(size.width() / 2 + 3, size.height() / 2 + 3), size + QSizeF(6, 6));
    };
    const auto crossed = [&](const QRectF &box, QPointF *mean) {
        QPointF sum;
        int count = 0;
        for (const QPointF &p : points) {
            if (box.contains(p)) {
                sum += p;
                ++count;
            }
        }
        if (mean && count)
            *mean = sum / count;
        return count > 0;
    };
    QPointF mean;
    if (!crossed(boxAt(center), &mean))
        return center;
    // Away from where the path crosses first, then the other way; sideways before up/down.
    const qreal sx = center.x() >= mean.x() ? 1.0 : -1.0;
    const qreal sy = center.y() >= mean.y() ? 1.0 : -1.0;
    const QPointF directions[] = {{sx, 0}, {-sx, 0}, {0, sy}, {0, -sy}};
    for (qreal d = 4; d <= reach; d += 4) {
        for (const QPointF &direction : directions) {
            const QPointF candidate = center + direction * d;
            const QRectF box = boxAt(candidate);
            if (!crossed(box, nullptr) && !(blocked && blocked(box)))
                return candidate;
        }
    }
    return center;
}

QPainterPath EdgeRouter::toPath(const QList<QPointF> &bezier)
{
    QPainterPath path;
    if (bezier.isEmpty())
        return path;
    path.moveTo(bezier.constFirst());
    for (qsizetype i = 1; i + 2 < bezier.size(); i += 3)
        path.cubicTo(bezier.at(i), bezier.at(i + 1), bezier.at(i + 2));
    return path;
}

QPolygonF EdgeRouter::arrowHead(const QList<QPointF> &bezier, qreal arrowLength, qreal width)
{
    if (bezier.size() < 2)
        return {};
    const QPointF tip = bezier.constLast();
    QPointF previous = tip;
    for (qsizetype i = bezier.size() - 2; i >= 0; --i) {
        if (length(tip - bezier.at(i)) > 0.5) {
            previous = bezier.at(i);
            break;
        }
    }
    const QPointF d = unit(tip - previous, QPointF(0, 1));
    const QPointF n(-d.y(), d.x());
    const QPointF base = tip - d * arrowLength;
    return QPolygonF({tip, base + n * (width / 2), base + d * (arrowLength * 0.2), base - n * (width / 2)});
}

} // namespace capstudio
