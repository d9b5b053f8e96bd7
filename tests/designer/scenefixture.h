#pragma once

// Shared by the DesignerScene test executables: the sample graph at hand-placed positions
// and geometry helpers for edges.
#include "scenetestsupport.h"

#include "views/designer/designerscene.h"
#include "views/designer/transitionitem.h"

#include <QLineF>
#include <QPainterPath>

namespace scenetest {

// Hand-placed centres for SampleYaml with room between everything.
inline QHash<QString, QPointF> samplePositions()
{
    return {{QStringLiteral("planning"), QPointF(0, 0)},
            {QStringLiteral("start"), QPointF(0, 320)},
            {QStringLiteral("done"), QPointF(-700, 500)},
            {QStringLiteral("failed"), QPointF(-700, 100)}};
}

inline capstudio::flowgate::WorkflowGraph sampleGraph()
{
    capstudio::flowgate::WorkflowGraph graph;
    if (!graphFromYaml(SampleYaml, &graph))
        qFatal("the sample workflow does not load");
    return graph;
}

// Points along an edge's drawn path.
inline QList<QPointF> samples(const capstudio::TransitionItem *item, int count = 120)
{
    QList<QPointF> points;
    const QPainterPath path = item->path();
    for (int i = 0; i <= count; ++i)
        points.append(path.pointAtPercent(qreal(i) / count));
    return points;
}

inline bool onBorder(const QRectF &box, QPointF p, qreal tolerance = 1.5)
{
    const QRectF outer = box.adjusted(-tolerance, -tolerance, tolerance, tolerance);
    const QRectF inner = box.adjusted(tolerance, tolerance, -tolerance, -tolerance);
    return outer.contains(p) && !inner.contains(p);
}

// A point on the arrow head of an edge, a little back from its tip.
inline QPointF onArrow(const capstudio::TransitionItem *item)
{
    const QList<QPointF> route = item->route();
    const QPointF tip = route.constLast();
    QPointF before = route.at(route.size() - 2);
    if (QLineF(before, tip).length() < 0.5)
        before = route.at(route.size() - 3);
    QLineF back(tip, before);
    back.setLength(4);
    return back.p2();
}


} // namespace scenetest
