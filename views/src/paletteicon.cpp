#include "views/paletteicon.h"

#include "core/tone.h"

#include <QFile>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

#include <memory>
#include <unordered_map>

namespace capstudio {

namespace {

const QByteArray Ink = QByteArrayLiteral("#2b5797");

class PaletteIconEngine : public QIconEngine
{
public:
    explicit PaletteIconEngine(QString path)
        : m_path(std::move(path))
    {
        QFile file(m_path);
        if (file.open(QIODevice::ReadOnly))
            m_svg = file.readAll();
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        QColor ink = isDarkPalette(palette) ? QColor(0x8a, 0xb4, 0xf8) : QColor(QString::fromLatin1(Ink));
        if (mode == QIcon::Disabled)
            ink = mixColors(ink, palette.color(QPalette::Window), 0.55);
        renderer(ink)->render(painter, QRectF(rect));
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pixmap(size * scale);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            paint(&painter, QRect(QPoint(0, 0), size * scale), mode, state);
        }
        pixmap.setDevicePixelRatio(scale);
        return pixmap;
    }

    QIconEngine *clone() const override { return new PaletteIconEngine(m_path); }
    QString key() const override { return QStringLiteral("capstudio-palette-svg"); }

private:
    // One renderer per ink (light, dark, each disabled): the SVG is parsed once for each,
    // not at every paint.
    QSvgRenderer *renderer(const QColor &ink)
    {
        std::unique_ptr<QSvgRenderer> &slot = m_renderers[ink.rgba()];
        if (!slot) {
            QByteArray svg = m_svg;
            svg.replace(Ink, ink.name().toLatin1());
            slot = std::make_unique<QSvgRenderer>(svg);
        }
        return slot.get();
    }

    QString m_path;
    QByteArray m_svg;
    std::unordered_map<QRgb, std::unique_ptr<QSvgRenderer>> m_renderers;
};

} // namespace

QIcon paletteIcon(const QString &svgPath)
{
    return QIcon(new PaletteIconEngine(svgPath));
}

} // namespace capstudio
