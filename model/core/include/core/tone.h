#pragma once

#include <QColor>
#include <QPalette>

namespace capstudio {

// What a colour says, not which colour it is. QPalette has roles for text, base and
// selection but none for "this failed" or "this passed"; every model and widget asks here
// instead of naming a colour, and gets one readable on the palette it paints on (light or
// dark), so a theme change reaches all of them.
enum class Tone {
    Negative,    // an error, a leak, a failed call, something removed
    Neutral,     // a warning, a caution, something that needs a look
    Positive,    // passed, fired, added
    Informative, // changed, the assistant's turn
    Accent,      // a fourth category where four are told apart (the system's turn)
    Muted,       // secondary text: equal rows, not applicable
};

// A palette is dark when its text is lighter than the base it is painted on.
bool isDarkPalette(const QPalette &palette);

// The foreground for text of this tone on palette's Base (and Window) colour.
QColor toneColor(Tone tone, const QPalette &palette);
// The same, on the application's current palette (for item models' ForegroundRole).
QColor toneColor(Tone tone);

// A faint background of this tone for a banner or a marked line, with palette's Text on it.
QColor toneBackground(Tone tone, const QPalette &palette);

// A Qt style sheet for a banner label or frame of this tone: tinted background, a border in
// the tone's colour, the palette's own text colour.
QString bannerStyleSheet(Tone tone, const QPalette &palette, const QString &selector = QStringLiteral("QLabel"));

// a mixed with b: t = 0 is a, t = 1 is b.
QColor mixColors(const QColor &a, const QColor &b, qreal t);

} // namespace capstudio
