#include "views/designer/designerview.h"

#include "views/designer/designerscene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <QtMath>

namespace capstudio {

DesignerView::DesignerView(QWidget *parent) : QGraphicsView(parent)
{
    setup();
}

DesignerView::DesignerView(DesignerScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setup();
}

void DesignerView::setup()
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(SmartViewportUpdate);
    // Items set every pen, brush and font they use and undo their own translations.
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    setCacheMode(CacheBackground);
    setDragMode(RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setFocusPolicy(Qt::StrongFocus);
    setAlignment(Qt::AlignCenter);
    setAccessibleName(tr("Workflow canvas"));
    setAccessibleDescription(tr("Tab and Shift+Tab select the states and transitions in turn; the arrow keys move "
                                "the selected states (with Shift, further); Return renames a state or opens a "
                                "called workflow; Shift+F10 opens the element's menu."));
}

DesignerScene *DesignerView::designerScene() const
{
    return qobject_cast<DesignerScene *>(scene());
}

QRectF DesignerView::visibleSceneRect() const
{
    return mapToScene(viewport()->rect()).boundingRect();
}

void DesignerView::setZoom(double zoom)
{
    applyZoom(zoom, AnchorViewCenter);
}

void DesignerView::applyZoom(double zoom, ViewportAnchor anchor)
{
    zoom = qBound(MinZoom, zoom, MaxZoom);
    if (qFuzzyCompare(zoom, m_zoom) && qFuzzyCompare(transform().m11(), zoom))
        return;
    const ViewportAnchor previous = transformationAnchor();
    setTransformationAnchor(anchor);
    setTransform(QTransform::fromScale(zoom, zoom));
    setTransformationAnchor(previous);
    m_zoom = zoom;
    emit zoomChanged(m_zoom);
    emit visibleRectChanged();
}

void DesignerView::zoomIn()
{
    applyZoom(m_zoom * ZoomStep, AnchorViewCenter);
}

void DesignerView::zoomOut()
{
    applyZoom(m_zoom / ZoomStep, AnchorViewCenter);
}

void DesignerView::resetZoom()
{
    applyZoom(1.0, AnchorViewCenter);
}

void DesignerView::fitToView()
{
    const DesignerScene *designer = designerScene();
    const QRectF bounds = designer ? designer->diagramBounds() : (scene() ? scene()->itemsBoundingRect() : QRectF());
    if (bounds.isNull())
        return;
    const QRectF available = QRectF(viewport()->rect()).adjusted(FitMargin, FitMargin, -FitMargin, -FitMargin);
    if (available.width() <= 1 || available.height() <= 1)
        return;
    const double zoom = qMin(MaxFitZoom, qMin(available.width() / bounds.width(), available.height() / bounds.height()));
    applyZoom(zoom, AnchorViewCenter);
    centerOn(bounds.center());
}

void DesignerView::centerOnElement(const QString &id)
{
    DesignerScene *designer = designerScene();
    if (!designer)
        return;
    const QRectF rect = designer->elementRect(id);
    if (rect.isNull()) {
        // A ghost of Compare With… is shown, not selected.
        const QRectF ghost = designer->ghostRect(id);
        if (!ghost.isNull()) {
            designer->selectElement(QString());
            centerOn(ghost.center());
        }
        return;
    }
    designer->selectElement(id);
    centerOn(rect.center());
}

void DesignerView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        if (!qFuzzyIsNull(steps))
            applyZoom(m_zoom * std::pow(ZoomStep, steps), AnchorUnderMouse);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void DesignerView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::ZoomIn) || (event->key() == Qt::Key_Plus && event->modifiers() & Qt::ControlModifier)) {
        zoomIn();
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::ZoomOut)) {
        zoomOut();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_0 && (event->modifiers() & Qt::ControlModifier)) {
        resetZoom();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        updatePanCursor();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignerView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        updatePanCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignerView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        updatePanCursor();
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void DesignerView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - m_panLast;
        m_panLast = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - (isRightToLeft() ? -delta.x() : delta.x()));
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void DesignerView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        updatePanCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void DesignerView::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    m_panning = false;
    updatePanCursor();
    QGraphicsView::focusOutEvent(event);
}

void DesignerView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    emit visibleRectChanged();
}

void DesignerView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit visibleRectChanged();
}

void DesignerView::updatePanCursor()
{
    if (m_panning)
        viewport()->setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        viewport()->setCursor(Qt::OpenHandCursor);
    else
        viewport()->unsetCursor();
}

} // namespace capstudio
