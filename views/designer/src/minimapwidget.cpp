#include "views/designer/minimapwidget.h"

#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"

#include <QMouseEvent>
#include <QPainter>

namespace capstudio {

namespace {

constexpr int Inset = 4;

} // namespace

MinimapWidget::MinimapWidget(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the view"));
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(150);
    connect(&m_refresh, &QTimer::timeout, this, [this] {
        m_dirty = true;
        update();
    });
}

void MinimapWidget::setView(DesignerView *view)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_view = view;
    if (view) {
        m_connections << connect(view, &DesignerView::visibleRectChanged, this, qOverload<>(&QWidget::update));
        m_connections << connect(view, &QObject::destroyed, this, [this] { setView(nullptr); });
        if (QGraphicsScene *scene = view->scene()) {
            m_connections << connect(scene, &QGraphicsScene::changed, this, &MinimapWidget::sceneChanged);
            m_connections << connect(scene, &QGraphicsScene::sceneRectChanged, this, &MinimapWidget::sceneChanged);
        }
    }
    m_dirty = true;
    update();
}

void MinimapWidget::sceneChanged()
{
    if (!m_refresh.isActive())
        m_refresh.start();
}

QSize MinimapWidget::sizeHint() const
{
    return QSize(220, 160);
}

QSize MinimapWidget::minimumSizeHint() const
{
    return QSize(80, 60);
}

QRectF MinimapWidget::shownSceneRect() const
{
    if (!m_view || !m_view->scene())
        return {};
    if (const DesignerScene *designer = m_view->designerScene()) {
        const QRectF bounds = designer->diagramBounds();
        if (!bounds.isNull())
            return bounds.adjusted(-20, -20, 20, 20);
    }
    return m_view->scene()->sceneRect();
}

QRectF MinimapWidget::targetRect() const
{
    const QRectF source = shownSceneRect();
    const QRectF area = QRectF(rect()).adjusted(Inset, Inset, -Inset, -Inset);
    if (source.isEmpty() || area.isEmpty())
        return {};
    const qreal scale = qMin(area.width() / source.width(), area.height() / source.height());
    const QSizeF size = source.size() * scale;
    return QRectF(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

QPointF MinimapWidget::mapFromScene(QPointF scenePos) const
{
    const QRectF source = shownSceneRect();
    const QRectF target = targetRect();
    if (source.isEmpty() || target.isEmpty())
        return {};
    return target.topLeft() + (scenePos - source.topLeft()) * (target.width() / source.width());
}

QPointF MinimapWidget::mapToScene(QPointF widgetPos) const
{
    const QRectF source = shownSceneRect();
    const QRectF target = targetRect();
    if (source.isEmpty() || target.isEmpty())
        return {};
    return source.topLeft() + (widgetPos - target.topLeft()) * (source.width() / target.width());
}

void MinimapWidget::renderCache()
{
    m_dirty = false;
    const qreal ratio = devicePixelRatioF();
    m_cache = QPixmap((QSizeF(size()) * ratio).toSize());
    m_cache.setDevicePixelRatio(ratio);
    const QColor background = palette().color(QPalette::Base);
    m_cache.fill(background);
    if (!m_view || !m_view->scene())
        return;
    const QRectF target = targetRect();
    const QRectF source = shownSceneRect();
    if (target.isEmpty() || source.isEmpty())
        return;
    QPainter painter(&m_cache);
    painter.setRenderHint(QPainter::Antialiasing);
    // Items draw only their shapes at this scale (see DiagramStyle::TextDetail).
    m_view->scene()->render(&painter, target, source, Qt::KeepAspectRatio);
}

void MinimapWidget::paintEvent(QPaintEvent *)
{
    if (m_dirty || m_cache.size() != (QSizeF(size()) * devicePixelRatioF()).toSize())
        renderCache();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
    const QColor frame = palette().color(QPalette::Mid);
    painter.setPen(frame);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    if (!m_view)
        return;
    const QRectF visible = m_view->visibleSceneRect();
    QRectF box(mapFromScene(visible.topLeft()), mapFromScene(visible.bottomRight()));
    box = box.intersected(QRectF(rect()).adjusted(1, 1, -1, -1));
    if (box.isEmpty())
        return;
    QColor highlight = palette().color(QPalette::Highlight);
    QPen pen(highlight, 1.5);
    pen.setCosmetic(true);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(pen);
    highlight.setAlphaF(0.15f);
    painter.setBrush(highlight);
    painter.drawRect(box);
}

void MinimapWidget::resizeEvent(QResizeEvent *event)
{
    m_dirty = true;
    QWidget::resizeEvent(event);
}

void MinimapWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_view) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_view->centerOn(mapToScene(event->position()));
    event->accept();
}

void MinimapWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging && m_view) {
        m_view->centerOn(mapToScene(event->position()));
        event->accept();
        return;
    }
    QWidget::mouseMoveEvent(event);
}

void MinimapWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging && event->button() == Qt::LeftButton) {
        m_dragging = false;
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

} // namespace capstudio
