#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <optional>

namespace capstudio {

class DesignerScene;

// Draws a DesignerScene's whole diagram (all items plus a margin, without selection,
// hover handles or drag feedback) to SVG or PNG. Shared by the designer's Export and
// `capstudio render`. The scene is put back as it was afterwards. Files are written
// atomically (QSaveFile): a failed export leaves an existing file untouched.
class DiagramRenderer
{
    Q_DECLARE_TR_FUNCTIONS(DiagramRenderer)

public:
    enum class Format { Svg, Png };

    struct Options
    {
        qreal margin = 24;       // scene units around the diagram
        qreal scale = 2.0;       // PNG pixels per scene unit (2 = crisp on high-DPI screens)
        bool usePalette = false; // false: white background and light colours whatever the theme
        QString title;           // SVG <title>; empty: the workflow id
    };

    // PNGs larger than this many pixels are refused (with the largest scale that fits).
    static constexpr qint64 MaxPngPixels = 150'000'000;
    static constexpr int MaxPngSide = 32000;

    // The format for a file name by its extension (.svg, .png, case-insensitive).
    static std::optional<Format> formatForPath(const QString &path);

    // (Overloads rather than default arguments: a nested struct's member initialisers
    // cannot be used in its enclosing class's declarations.)
    static Expected<QByteArray> toSvg(DesignerScene &scene, const Options &options);
    static Expected<QByteArray> toSvg(DesignerScene &scene);
    static Expected<QImage> toImage(DesignerScene &scene, const Options &options);
    static Expected<QImage> toImage(DesignerScene &scene);

    // Writes `path` in `format`; errors name the path.
    static Status write(DesignerScene &scene, const QString &path, Format format, const Options &options);
    // As above with the format from the extension (Kind::Invalid for anything else).
    static Status write(DesignerScene &scene, const QString &path, const Options &options);
    static Status write(DesignerScene &scene, const QString &path);
};

} // namespace capstudio
