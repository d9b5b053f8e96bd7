#pragma once

#include <QIcon>

namespace capstudio {

// An icon from one of capstudio's SVG files whose ink (#2b5797) follows the palette: the
// file's own blue on a light palette, a light blue on a dark one. Drawn at the size and
// device pixel ratio asked for, so it stays sharp at any scale.
QIcon paletteIcon(const QString &svgPath);

} // namespace capstudio
