#include "views/designer/diagramrenderer.h"

#include "diagramstyle.h"
#include "views/designer/designerscene.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QtMath>

namespace capstudio {

namespace {

// Puts the scene in its exported look for the lifetime of the guard: no selection, no item
// caches (the SVG must get vectors, not cached pixmaps), and the light palette unless the
// caller asked for the scene's own.
class ExportGuard
{
public:
    ExportGuard(DesignerScene &scene, bool usePalette) : m_scene(scene)
    {
        m_selected = scene.selectedItems();
        scene.clearSelection();
        m_decorations = scene.decorationsVisible();
        scene.setDecorationsVisible(false);
        const QList<QGraphicsItem *> all = scene.items();
        for (QGraphicsItem *item : all) {
            if (item->cacheMode() != QGraphicsItem::NoCache) {
                m_cached.append({item, item->cacheMode()});
                item->setCacheMode(QGraphicsItem::NoCache);
            }
        }
        if (!usePalette) {
            m_palette = scene.palette();
            m_paletteWasSet = scene.palette().resolveMask() != 0;
            m_changedPalette = true;
            scene.setPalette(DiagramStyle::lightPalette());
        }
    }

    ~ExportGuard()
    {
        if (m_changedPalette)
            m_scene.setPalette(m_paletteWasSet ? m_palette : QPalette());
        for (const auto &[item, mode] : std::as_const(m_cached))
            item->setCacheMode(mode);
        for (QGraphicsItem *item : std::as_const(m_selected))
            item->setSelected(true);
        m_scene.setDecorationsVisible(m_decorations);
    }

    QColor background() const { return m_scene.backgroundBrush().color(); }

private:
    DesignerScene &m_scene;
    QList<QGraphicsItem *> m_selected;
    QList<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> m_cached;
    QPalette m_palette;
    bool m_paletteWasSet = false;
    bool m_decorations = true;
    bool m_changedPalette = false;
};

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

} // namespace

std::optional<DiagramRenderer::Format> DiagramRenderer::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("png"))
        return Format::Png;
    return std::nullopt;
}

Expected<QByteArray> DiagramRenderer::toSvg(DesignerScene &scene)
{
    return toSvg(scene, Options());
}

Expected<QImage> DiagramRenderer::toImage(DesignerScene &scene)
{
    return toImage(scene, Options());
}

Status DiagramRenderer::write(DesignerScene &scene, const QString &path)
{
    return write(scene, path, Options());
}

Expected<QByteArray> DiagramRenderer::toSvg(DesignerScene &scene, const Options &options)
{
    ExportGuard guard(scene, options.usePalette);
    const QRectF bounds = scene.diagramBounds();
    if (bounds.isNull())
        return invalid(tr("the workflow has no states to draw"));
    const QRectF page(0, 0, std::ceil(bounds.width() + 2 * options.margin),
                      std::ceil(bounds.height() + 2 * options.margin));

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(page.size().toSize());
    generator.setViewBox(page);
    generator.setResolution(96);
    generator.setTitle(options.title.isEmpty() ? scene.workflowId() : options.title);
    generator.setDescription(tr("Workflow %1, drawn by capstudio").arg(scene.workflowId()));
    QPainter painter;
    if (!painter.begin(&generator))
        return StoreError{StoreError::Kind::Backend, tr("cannot start the SVG drawing")};
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter.fillRect(page, guard.background());
    scene.render(&painter, QRectF(page.topLeft() + QPointF(options.margin, options.margin), bounds.size()), bounds,
                 Qt::IgnoreAspectRatio);
    painter.end();
    return buffer.data();
}

Expected<QImage> DiagramRenderer::toImage(DesignerScene &scene, const Options &options)
{
    if (!(options.scale > 0))
        return invalid(tr("the scale must be greater than 0"));
    ExportGuard guard(scene, options.usePalette);
    const QRectF bounds = scene.diagramBounds();
    if (bounds.isNull())
        return invalid(tr("the workflow has no states to draw"));
    const QSizeF logical(bounds.width() + 2 * options.margin, bounds.height() + 2 * options.margin);
    const QSize pixels(qCeil(logical.width() * options.scale), qCeil(logical.height() * options.scale));
    if (qint64(pixels.width()) * pixels.height() > MaxPngPixels || pixels.width() > MaxPngSide
        || pixels.height() > MaxPngSide) {
        const qreal fits = qMin(std::sqrt(MaxPngPixels / (logical.width() * logical.height())),
                                qMin(MaxPngSide / logical.width(), MaxPngSide / logical.height()));
        return invalid(tr("the diagram is too large for a PNG at scale %1 (%2 × %3 pixels); "
                          "use a scale of at most %4, or SVG")
                           .arg(options.scale)
                           .arg(pixels.width())
                           .arg(pixels.height())
                           .arg(std::floor(fits * 100) / 100));
    }

    QImage image(pixels, QImage::Format_RGB32);
    if (image.isNull())
        return StoreError{StoreError::Kind::Backend,
                          tr("not enough memory for a %1 × %2 pixel image").arg(pixels.width()).arg(pixels.height())};
    // Viewers show the image at its logical size (96 dpi × scale).
    const int dotsPerMeter = qRound(96.0 * options.scale / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(guard.background());
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    painter.scale(options.scale, options.scale);
    scene.render(&painter, QRectF(QPointF(options.margin, options.margin), bounds.size()), bounds,
                 Qt::IgnoreAspectRatio);
    painter.end();
    return image;
}

Status DiagramRenderer::write(DesignerScene &scene, const QString &path, const Options &options)
{
    const std::optional<Format> format = formatForPath(path);
    if (!format)
        return invalid(tr("%1: unsupported output format \"%2\"; use a file name ending in .svg or .png")
                           .arg(path, QFileInfo(path).suffix()));
    return write(scene, path, *format, options);
}

Status DiagramRenderer::write(DesignerScene &scene, const QString &path, Format format, const Options &options)
{
    if (QFileInfo(path).isDir())
        return StoreError{StoreError::Kind::Backend, tr("%1: is a folder, not a file name").arg(path)};

    QByteArray svg;
    QImage image;
    if (format == Format::Svg) {
        auto drawn = toSvg(scene, options);
        if (!drawn)
            return StoreError{drawn.error().kind, tr("%1: %2").arg(path, drawn.error().message)};
        svg = std::move(drawn).value();
    } else {
        auto drawn = toImage(scene, options);
        if (!drawn)
            return StoreError{drawn.error().kind, tr("%1: %2").arg(path, drawn.error().message)};
        image = std::move(drawn).value();
    }

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return StoreError{StoreError::Kind::Backend, tr("%1: cannot write: %2").arg(path, file.errorString())};
    if (format == Format::Svg) {
        if (file.write(svg) != svg.size())
            return StoreError{StoreError::Kind::Backend, tr("%1: cannot write: %2").arg(path, file.errorString())};
    } else {
        QImageWriter writer(&file, "png");
        if (!writer.write(image))
            return StoreError{StoreError::Kind::Backend, tr("%1: cannot write the PNG: %2").arg(path, writer.errorString())};
    }
    if (!file.commit())
        return StoreError{StoreError::Kind::Backend, tr("%1: cannot write: %2").arg(path, file.errorString())};
    return {};
}

} // namespace capstudio
