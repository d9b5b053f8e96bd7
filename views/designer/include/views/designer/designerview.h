#pragma once

#include <QGraphicsView>

namespace capstudio {

class DesignerScene;

// The canvas around a DesignerScene: zoom with Ctrl+wheel, the standard ZoomIn/ZoomOut
// keys and Ctrl+0 (100%), clamped to MinZoom..MaxZoom; pan by dragging with the middle
// button or with Space held and the left button; the plain wheel scrolls; a left drag on
// empty space selects with a rubber band.
//
// Tuned for large graphs (1,000 states): the scene keeps a BSP index, states cache their
// drawing in device coordinates, items draw text only above a level of detail, the view
// repaints with SmartViewportUpdate (one bounding region when many items change, as in a
// multi-state drag) and skips per-item painter save/restore.
class DesignerView : public QGraphicsView
{
    Q_OBJECT

public:
    static constexpr double MinZoom = 0.05;
    static constexpr double MaxZoom = 4.0;
    static constexpr double ZoomStep = 1.25;
    // fitToView() never enlarges beyond this (a three-state graph stays at 100%).
    static constexpr double MaxFitZoom = 1.0;
    static constexpr int FitMargin = 24; // viewport pixels kept free around a fitted diagram

    explicit DesignerView(QWidget *parent = nullptr);
    explicit DesignerView(DesignerScene *scene, QWidget *parent = nullptr);

    DesignerScene *designerScene() const;

    // The current scale (1.0 = 100%).
    double zoom() const { return m_zoom; }
    // Sets the scale, clamped, keeping the scene point under the viewport centre in place.
    void setZoom(double zoom);

    // The part of the scene the viewport shows.
    QRectF visibleSceneRect() const;

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void fitToView();
    // Selects the state or transition and scrolls it into the middle of the view.
    void centerOnElement(const QString &id);

signals:
    void zoomChanged(double zoom);
    // The visible part of the scene moved or changed size (scrolling, zooming, resizing).
    void visibleRectChanged();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void setup();
    void applyZoom(double zoom, ViewportAnchor anchor);
    void updatePanCursor();

    double m_zoom = 1.0;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace capstudio
