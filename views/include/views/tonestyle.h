#pragma once

#include "core/tone.h"

#include <functional>

class QWidget;

namespace capstudio {

// Runs apply now and again whenever the application's palette changes (View ▸ Theme, or the
// desktop's theme), so what apply derived from the palette follows it. One keeper per
// widget: a second call replaces the first.
void keepInTone(QWidget *widget, std::function<void()> apply);

// Text of widget in tone (its WindowText and Text roles), kept across palette changes.
void setTextTone(QWidget *widget, Tone tone);
// Back to the palette's own text colour.
void clearTextTone(QWidget *widget);

// A banner: a tinted background, a border in the tone's colour, the palette's text colour.
// selector names what the style sheet applies to (a QLabel by default).
void setBannerTone(QWidget *widget, Tone tone, const QString &selector = QStringLiteral("QLabel"));

} // namespace capstudio
