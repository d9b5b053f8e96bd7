#include "core/tone.h"

#include <QGuiApplication>

namespace capstudio {

namespace {

struct Pair {
    QRgb light;
    QRgb dark;
};

// Each light colour has at least 4.5:1 contrast on white, each dark one on #202020 (WCAG AA
// for normal text).
Pair pairFor(Tone tone)
{
    switch (tone) {
    case Tone::Negative: return {qRgb(0xc6, 0x28, 0x28), qRgb(0xff, 0x8a, 0x80)};
    case Tone::Neutral: return {qRgb(0x9a, 0x5b, 0x00), qRgb(0xff, 0xcc, 0x66)};
    case Tone::Positive: return {qRgb(0x2e, 0x7d, 0x32), qRgb(0x81, 0xc7, 0x84)};
    case Tone::Informative: return {qRgb(0x15, 0x65, 0xc0), qRgb(0x90, 0xca, 0xf9)};
    case Tone::Accent: return {qRgb(0x6a, 0x1b, 0x9a), qRgb(0xce, 0x93, 0xd8)};
    case Tone::Muted: break;
    }
    return {0, 0};
}

} // namespace

QColor mixColors(const QColor &a, const QColor &b, qreal t)
{
    const qreal u = 1.0 - t;
    return QColor::fromRgbF(float(a.redF() * u + b.redF() * t), float(a.greenF() * u + b.greenF() * t),
                            float(a.blueF() * u + b.blueF() * t), float(a.alphaF() * u + b.alphaF() * t));
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < palette.color(QPalette::Text).lightnessF();
}

QColor toneColor(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Muted)
        return mixColors(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.45);
    const Pair pair = pairFor(tone);
    return QColor(isDarkPalette(palette) ? pair.dark : pair.light);
}

QColor toneColor(Tone tone)
{
    return toneColor(tone, QGuiApplication::palette());
}

QColor toneBackground(Tone tone, const QPalette &palette)
{
    return mixColors(palette.color(QPalette::Base), toneColor(tone, palette), isDarkPalette(palette) ? 0.22 : 0.12);
}

QString bannerStyleSheet(Tone tone, const QPalette &palette, const QString &selector)
{
    return QStringLiteral("%1 { background: %2; color: %3; border: 1px solid %4; border-radius: 3px; padding: 6px; }")
        .arg(selector, toneBackground(tone, palette).name(), palette.color(QPalette::Text).name(),
             toneColor(tone, palette).name());
}

} // namespace capstudio
