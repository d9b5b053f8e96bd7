#include "linenumberarea.h"

#include "views/jsoneditor.h"
#include "core/tone.h"

#include <QPaintEvent>
#include <QPainter>
#include <QTextLayout>
#include <QTextBlock>

namespace capstudio {

namespace {

QColor blend(const QColor &a, const QColor &b, qreal amountOfB)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amountOfB),
                            float(a.greenF() + (b.greenF() - a.greenF()) * amountOfB),
                            float(a.blueF() + (b.blueF() - a.blueF()) * amountOfB));
}

} // namespace

LineNumberArea::LineNumberArea(JsonEditor *editor)
    : QWidget(editor)
    , m_editor(editor)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

int LineNumberArea::padding() const
{
    // Scales with the font, so it stays proportionate on high-DPI screens and large fonts.
    return qMax(4, m_editor->fontMetrics().horizontalAdvance(QLatin1Char('9')) * 2 / 3);
}

int LineNumberArea::preferredWidth() const
{
    int digits = 1;
    for (int count = qMax(1, m_editor->blockCount()); count >= 10; count /= 10)
        ++digits;
    return 2 * padding() + digits * m_editor->fontMetrics().horizontalAdvance(QLatin1Char('9'));
}

void LineNumberArea::setLineSeverities(const QHash<int, Severity> &severities)
{
    if (severities == m_severities)
        return;
    m_severities = severities;
    update();
}

QSize LineNumberArea::sizeHint() const
{
    return QSize(preferredWidth(), 0);
}

void LineNumberArea::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const QPalette &palette = m_editor->palette();
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    painter.fillRect(event->rect(), blend(base, text, 0.05));
    painter.setPen(blend(base, text, 0.15));
    painter.drawLine(width() - 1, event->rect().top(), width() - 1, event->rect().bottom());

    painter.setFont(m_editor->font());
    const QColor dim = blend(base, text, 0.45);
    const int currentBlock = m_editor->textCursor().blockNumber();
    const int markWidth = qMax(2, padding() / 2);
    const int numberRight = width() - padding();

    QTextBlock block = m_editor->firstVisibleBlock();
    const QPointF offset = m_editor->contentOffset();
    while (block.isValid()) {
        const QRectF bounds = m_editor->blockBoundingGeometry(block).translated(offset);
        if (bounds.top() > event->rect().bottom())
            break;
        if (block.isVisible() && bounds.bottom() >= event->rect().top()) {
            // The first line of the block, so the number shares its text's baseline.
            const QTextLine line = block.layout() ? block.layout()->lineAt(0) : QTextLine();
            const qreal top = bounds.top() + (line.isValid() ? line.y() : 0);
            const qreal height = line.isValid() ? line.height() : bounds.height();
            const auto severity = m_severities.constFind(block.blockNumber());
            if (severity != m_severities.constEnd()) {
                const QColor mark = *severity == Severity::Error ? toneColor(Tone::Negative, palette)
                    : *severity == Severity::Warning             ? toneColor(Tone::Neutral, palette)
                                                                 : palette.color(QPalette::Link);
                painter.fillRect(QRectF(0, top, markWidth, height), mark);
            }
            painter.setPen(block.blockNumber() == currentBlock ? text : dim);
            painter.drawText(QRectF(0, top, numberRight, height), Qt::AlignRight | Qt::AlignTop,
                             QString::number(block.blockNumber() + 1));
        }
        block = block.next();
    }
}

} // namespace capstudio
