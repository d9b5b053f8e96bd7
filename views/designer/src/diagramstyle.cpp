#include "diagramstyle.h"

#include "core/tone.h"

#include <QtMath>

namespace capstudio {

namespace {

QFont pixelFont(const QFont &base, qreal pixels, bool bold = false, bool italic = false)
{
    QFont font = base;
    font.setPixelSize(qMax(6, qRound(pixels)));
    font.setBold(bold);
    font.setItalic(italic);
    font.setKerning(true);
    return font;
}

qreal basePixels(const QFont &font)
{
    if (font.pixelSize() > 0)
        return font.pixelSize();
    // Point sizes at the logical 96 dpi every Qt platform reports for layout purposes.
    const qreal points = font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
    return qBound<qreal>(11.0, points * 96.0 / 72.0, 16.0);
}

} // namespace

DiagramStyle::DiagramStyle(const QPalette &palette, const QFont &baseFont)
    : titleFont(pixelFont(baseFont, basePixels(baseFont) + 1, true))
    , goalFont(pixelFont(baseFont, basePixels(baseFont) - 1))
    , labelFont(pixelFont(baseFont, basePixels(baseFont) - 1))
    , smallFont(pixelFont(baseFont, basePixels(baseFont) - 2))
    , pillFont(pixelFont(baseFont, basePixels(baseFont) - 3, true))
    , titleMetrics(titleFont)
    , goalMetrics(goalFont)
    , labelMetrics(labelFont)
    , smallMetrics(smallFont)
    , pillMetrics(pillFont)
{
    background = palette.color(QPalette::Base);
    text = palette.color(QPalette::Text);
    m_dark = isDarkPalette(palette);
    highlight = palette.color(QPalette::Highlight);
    highlightedText = palette.color(QPalette::HighlightedText);

    mutedText = mixColors(text, background, 0.42);
    nodeFill = mixColors(background, highlight, m_dark ? 0.16 : 0.07);
    terminalFill = mixColors(background, text, m_dark ? 0.14 : 0.08);
    border = mixColors(text, background, 0.3);
    edge = mixColors(text, background, 0.22);
    edgeFaint = mixColors(text, background, 0.62);
    labelFill = background;
    labelFill.setAlphaF(0.92);
    labelBorder = mixColors(text, background, 0.75);
    calleeFill = mixColors(background, highlight, m_dark ? 0.3 : 0.14);
    error = m_dark ? QColor(0xf2, 0x5c, 0x54) : QColor(0xd9, 0x30, 0x25);
    warning = m_dark ? QColor(0xf5, 0xb7, 0x2a) : QColor(0xe0, 0x9b, 0x00);
    fired = m_dark ? QColor(0x4c, 0xc2, 0x6a) : QColor(0x25, 0x8f, 0x42);
    visitedFill = mixColors(background, fired, m_dark ? 0.3 : 0.18);
    onPill = QColor(Qt::white);

    const auto pen = [](const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine) {
        QPen p(color, width, style, Qt::FlatCap, Qt::RoundJoin);
        return p;
    };
    borderPen = pen(border, BorderWidth);
    initialPen = pen(text, 1.8);
    emphasisPen = pen(highlight, 2.6);
    selectionPen = pen(highlight, 2.0);
    QColor glow = highlight;
    glow.setAlphaF(0.35f);
    glowPen = pen(glow, 5.0);
    textPen = pen(text, 1.0);
    mutedPen = pen(mutedText, 1.0);
    glyphPen = pen(mutedText, 1.4);
    glyphPen.setCapStyle(Qt::RoundCap);
    handlePen = pen(highlight, 1.6);
    handlePen.setCapStyle(Qt::RoundCap);
    onPillPen = pen(onPill, 1.0);
    edgePen = pen(edge, EdgeWidth);
    branchPen = pen(edge, EdgeWidth, Qt::DashLine);
    generatedPen = pen(edgeFaint, 1.1, Qt::DotLine);
    firedPen = pen(fired, 2.6);
    selectedEdgePen = pen(highlight, 2.4);
    missingPen = pen(error, EdgeWidth, Qt::DashLine);
    labelBorderPen = pen(labelBorder, 0.8);
    labelSelectedPen = pen(highlight, 1.6);
    calleePen = pen(mixColors(highlight, background, 0.35), 0.8);
    rubberPen = pen(highlight, 1.6, Qt::DashLine);
    rubberPen.setCosmetic(true);
    addedPen = pen(fired, 3.0);
    changedPen = pen(warning, 3.0);
    removedPen = pen(error, 1.8, Qt::DashLine);
    ghostFill = mixColors(background, error, m_dark ? 0.14 : 0.07);

    nodeBrush = QBrush(nodeFill);
    terminalBrush = QBrush(terminalFill);
    visitedBrush = QBrush(visitedFill);
    textBrush = QBrush(text);
    mutedBrush = QBrush(mutedText);
    highlightBrush = QBrush(highlight);
    errorBrush = QBrush(error);
    warningBrush = QBrush(warning);
    backgroundBrush = QBrush(background);
    labelBrush = QBrush(labelFill);
    calleeBrush = QBrush(calleeFill);
    edgeBrush = QBrush(edge);
    edgeFaintBrush = QBrush(edgeFaint);
    firedBrush = QBrush(fired);
    onPillBrush = QBrush(onPill);

    const qreal r = MarkerRadius;
    errorMarker.addEllipse(QPointF(0, 0), r, r);
    warningMarker.moveTo(0, -r - 1);
    warningMarker.lineTo(r + 1, r - 0.5);
    warningMarker.lineTo(-r - 1, r - 0.5);
    warningMarker.closeSubpath();
    exclamation.addRoundedRect(QRectF(-1.1, -r * 0.58, 2.2, r * 0.78), 1, 1);
    exclamation.addEllipse(QPointF(0, r * 0.45), 1.25, 1.25);
}

QPalette DiagramStyle::lightPalette()
{
    QPalette palette;
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        palette.setColor(group, QPalette::Base, Qt::white);
        palette.setColor(group, QPalette::Window, Qt::white);
        palette.setColor(group, QPalette::Text, QColor(0x1f, 0x23, 0x28));
        palette.setColor(group, QPalette::WindowText, QColor(0x1f, 0x23, 0x28));
        palette.setColor(group, QPalette::Highlight, QColor(0x30, 0x6f, 0xd6));
        palette.setColor(group, QPalette::HighlightedText, Qt::white);
    }
    return palette;
}

QColor DiagramStyle::actorColor(const QString &actor) const
{
    if (actor == QLatin1String("agent"))
        return m_dark ? QColor(0x4d, 0x8d, 0xf0) : QColor(0x2f, 0x6f, 0xd0);
    if (actor == QLatin1String("human"))
        return m_dark ? QColor(0xe8, 0x85, 0x20) : QColor(0xc9, 0x64, 0x00);
    if (actor == QLatin1String("deterministic"))
        return m_dark ? QColor(0x7d, 0x8f, 0xa0) : QColor(0x55, 0x66, 0x77);
    if (actor == QLatin1String("system"))
        return m_dark ? QColor(0xa8, 0x76, 0xe0) : QColor(0x86, 0x4b, 0xc4);
    return m_dark ? QColor(0x99, 0x99, 0x99) : QColor(0x80, 0x80, 0x80);
}

QString DiagramStyle::actorLetter(const QString &actor)
{
    if (actor == QLatin1String("agent"))
        return QStringLiteral("A");
    if (actor == QLatin1String("human"))
        return QStringLiteral("H");
    if (actor == QLatin1String("deterministic"))
        return QStringLiteral("D");
    if (actor == QLatin1String("system"))
        return QStringLiteral("S");
    return QStringLiteral("?");
}

} // namespace capstudio
