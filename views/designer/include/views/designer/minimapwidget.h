#pragma once

#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

namespace capstudio {

class DesignerView;

// An overview of a DesignerView's whole diagram, scaled to fit, with the view's visible
// rectangle on top. Clicking or dragging on it moves the view there. The scaled drawing is
// cached and redrawn only when the scene changes (at most a few times a second while it
// keeps changing); scrolling and zooming just move the
// rectangle. The designer pane shows it for large graphs.
class MinimapWidget : public QWidget
{
    Q_OBJECT

public:
    explicit MinimapWidget(QWidget *parent = nullptr);

    void setView(DesignerView *view);
    DesignerView *view() const { return m_view; }

    // The scene area the minimap shows and where a scene point lands on the widget.
    QRectF shownSceneRect() const;
    QPointF mapFromScene(QPointF scenePos) const;
    QPointF mapToScene(QPointF widgetPos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void sceneChanged();
    void renderCache();
    QRectF targetRect() const;

    QPointer<DesignerView> m_view;
    QList<QMetaObject::Connection> m_connections;
    QTimer m_refresh; // coalesces bursts of scene changes (drags, hover) into one redraw
    QPixmap m_cache;
    bool m_dirty = true;
    bool m_dragging = false;
};

} // namespace capstudio
