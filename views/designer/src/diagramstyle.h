#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QPalette>
#include <QPen>
#include <QBrush>
#include <QString>

namespace capstudio {

// Fonts, colours and sizes the designer's items share. Colours derive from a QPalette so
// the drawing follows light and dark themes; fonts use pixel sizes so that one scene unit
// is one logical pixel on every device (screen, SVG, PNG) and measured sizes do not depend
// on the device's DPI. Built once per palette or font change, never while painting.
class DiagramStyle
{
public:
    DiagramStyle(const QPalette &palette, const QFont &baseFont);

    // A light palette (white background, black text) for exported diagrams.
    static QPalette lightPalette();
    // `a` blended towards `b` by `t` (0 = a, 1 = b), alpha included.

    // The pill colour and letter of an actor ("agent", "human", "deterministic",
    // "system"; anything else is drawn as unknown).
    QColor actorColor(const QString &actor) const;
    static QString actorLetter(const QString &actor);

    bool isDark() const { return m_dark; }

    // Fonts and their metrics.
    QFont titleFont;
    QFont goalFont;
    QFont labelFont;
    QFont smallFont;
    QFont pillFont;
    QFontMetricsF titleMetrics;
    QFontMetricsF goalMetrics;
    QFontMetricsF labelMetrics;
    QFontMetricsF smallMetrics;
    QFontMetricsF pillMetrics;

    // Colours.
    QColor background;
    QColor text;
    QColor mutedText;
    QColor nodeFill;
    QColor terminalFill;
    QColor border;
    QColor highlight;
    QColor highlightedText;
    QColor edge;
    QColor edgeFaint;
    QColor labelFill;
    QColor labelBorder;
    QColor calleeFill;
    QColor error;
    QColor warning;
    QColor visitedFill;
    QColor fired;
    QColor onPill; // text on an actor pill or a marker
    QColor ghostFill;

    // Pens and brushes, prepared so that paint() allocates nothing.
    QPen borderPen, initialPen, emphasisPen, selectionPen, glowPen, textPen, mutedPen, glyphPen, handlePen,
        onPillPen, edgePen, branchPen, generatedPen, firedPen, selectedEdgePen, missingPen,
        labelBorderPen, labelSelectedPen, calleePen, rubberPen,
        addedPen, changedPen, // Compare With…: an element added or changed since the other version
        removedPen;           // …and one the other version has (a ghost)
    QBrush nodeBrush, terminalBrush, visitedBrush, textBrush, mutedBrush, highlightBrush,
        errorBrush, warningBrush, backgroundBrush, labelBrush, calleeBrush, edgeBrush,
        edgeFaintBrush, firedBrush, onPillBrush;

    // Problem markers centred on the origin: an error disc, a warning triangle and the
    // exclamation mark drawn on either.
    QPainterPath errorMarker, warningMarker, exclamation;

    // Sizes in scene units.
    static constexpr qreal PaddingX = 12;
    static constexpr qreal PaddingY = 7;
    static constexpr qreal MinStateWidth = 110;
    static constexpr qreal MaxGoalWidth = 250;
    static constexpr qreal Corner = 7;
    static constexpr qreal BorderWidth = 1.3;
    static constexpr qreal BadgeSize = 12;
    static constexpr qreal InitialMarkerReach = 30; // dot and arrow left of the box
    static constexpr qreal MarkerRadius = 7;        // problem markers
    static constexpr qreal HandleRadius = 6;        // connection handle
    static constexpr qreal EdgeWidth = 1.4;
    static constexpr qreal ArrowLength = 10;
    static constexpr qreal ArrowWidth = 8;
    static constexpr qreal MaxLabelWidth = 230;
    static constexpr qreal LabelPaddingX = 5;
    static constexpr qreal LabelPaddingY = 3;
    // Below this level of detail items skip their text (zoomed far out, minimap).
    static constexpr qreal TextDetail = 0.35;

private:
    bool m_dark = false;
};

} // namespace capstudio
