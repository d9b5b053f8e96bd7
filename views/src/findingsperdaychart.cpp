#include "views/findingsperdaychart.h"

#include "core/tone.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace capstudio {

FindingsPerDayChart::FindingsPerDayChart(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Findings per day"));
}

void FindingsPerDayChart::setCounts(const std::map<QDate, qint64> &perDay)
{
    m_counts.clear();
    m_max = 0;
    m_hover = -1;
    m_first = perDay.empty() ? QDate() : perDay.begin()->first;
    if (!perDay.empty()) {
        const qint64 days = m_first.daysTo(perDay.rbegin()->first) + 1;
        m_counts.assign(std::size_t(days), 0);
        for (const auto &[day, count] : perDay) {
            m_counts[std::size_t(m_first.daysTo(day))] = count;
            m_max = std::max(m_max, count);
        }
    }
    setAccessibleDescription(m_counts.empty()
                                 ? tr("No findings")
                                 : tr("%1 days from %2 to %3, at most %4 findings a day")
                                       .arg(m_counts.size())
                                       .arg(m_first.toString(Qt::ISODate),
                                            m_first.addDays(qint64(m_counts.size()) - 1).toString(Qt::ISODate))
                                       .arg(m_max));
    update();
}

QSize FindingsPerDayChart::sizeHint() const
{
    return {640, fontMetrics().height() * 9};
}

QSize FindingsPerDayChart::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 30, fontMetrics().height() * 4};
}

QRect FindingsPerDayChart::plotRect() const
{
    const QFontMetrics metrics = fontMetrics();
    const int left = metrics.horizontalAdvance(QLocale().toString(std::max<qint64>(m_max, 10))) + metrics.averageCharWidth() * 2;
    const int bottom = metrics.height() + metrics.descent() + 4;
    return rect().adjusted(left, metrics.height() / 2 + 2, -metrics.averageCharWidth() * 2, -bottom);
}

int FindingsPerDayChart::dayIndexAt(const QPoint &position) const
{
    const QRect plot = plotRect();
    if (m_counts.empty() || position.x() < plot.left() || position.x() > plot.right() || position.y() < plot.top()
        || position.y() > plot.bottom() + fontMetrics().height())
        return -1;
    const double width = double(plot.width()) / double(m_counts.size());
    return std::clamp(int(double(position.x() - plot.left()) / width), 0, int(m_counts.size()) - 1);
}

QDate FindingsPerDayChart::dayAt(const QPoint &position) const
{
    const int index = dayIndexAt(position);
    return index < 0 ? QDate() : m_first.addDays(index);
}

void FindingsPerDayChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QFontMetrics metrics = fontMetrics();
    if (m_counts.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No findings to chart yet"));
        return;
    }
    const QRect plot = plotRect();
    const QColor text = palette().color(QPalette::Text);
    const QColor grid = palette().color(QPalette::Mid);
    const QLocale locale;
    // The scale: zero and the largest day, with a line halfway.
    painter.setPen(grid);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    QPen dashed(grid);
    dashed.setStyle(Qt::DotLine);
    painter.setPen(dashed);
    painter.drawLine(plot.left(), plot.top(), plot.right(), plot.top());
    painter.drawLine(plot.left(), plot.center().y(), plot.right(), plot.center().y());
    painter.setPen(text);
    const int labelRight = plot.left() - metrics.averageCharWidth();
    painter.drawText(QRect(0, plot.top() - metrics.height() / 2, labelRight, metrics.height()),
                     Qt::AlignRight | Qt::AlignVCenter, locale.toString(m_max));
    painter.drawText(QRect(0, plot.bottom() - metrics.height() / 2, labelRight, metrics.height()),
                     Qt::AlignRight | Qt::AlignVCenter, locale.toString(0));

    const double width = double(plot.width()) / double(m_counts.size());
    const double gap = width >= 6 ? std::max(1.0, width / 6) : 0;
    const QColor bar = toneColor(Tone::Negative, palette());
    for (std::size_t day = 0; day < m_counts.size(); ++day) {
        if (m_counts[day] == 0)
            continue;
        const double height = double(plot.height()) * double(m_counts[day]) / double(std::max<qint64>(m_max, 1));
        const QRectF shape(plot.left() + width * double(day) + gap / 2, plot.bottom() - height + 1,
                           std::max(1.0, width - gap), std::max(1.0, height));
        painter.fillRect(shape, int(day) == m_hover ? palette().color(QPalette::Highlight) : bar);
    }
    // The first and the last day under the axis, and the middle one when there is room.
    painter.setPen(text);
    const int labelTop = plot.bottom() + 3;
    const QString first = m_first.toString(Qt::ISODate);
    const QString last = m_first.addDays(qint64(m_counts.size()) - 1).toString(Qt::ISODate);
    painter.drawText(QRect(plot.left(), labelTop, plot.width(), metrics.height()), Qt::AlignLeft, first);
    if (m_counts.size() > 1)
        painter.drawText(QRect(plot.left(), labelTop, plot.width(), metrics.height()), Qt::AlignRight, last);
    if (m_counts.size() > 2 && plot.width() > metrics.horizontalAdvance(first) * 4) {
        const QString middle = m_first.addDays(qint64(m_counts.size()) / 2).toString(Qt::ISODate);
        const int x = plot.left() + int(width * double(m_counts.size() / 2) + width / 2);
        const int half = metrics.horizontalAdvance(middle) / 2;
        painter.drawText(QRect(x - half, labelTop, half * 2 + 2, metrics.height()), Qt::AlignHCenter, middle);
    }
}

void FindingsPerDayChart::mouseMoveEvent(QMouseEvent *event)
{
    const int index = dayIndexAt(event->position().toPoint());
    if (index != m_hover) {
        m_hover = index;
        update();
    }
    if (index < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1: %n finding(s)", nullptr, int(std::min<qint64>(m_counts[std::size_t(index)], INT_MAX)))
                               .arg(m_first.addDays(index).toString(Qt::ISODate))
                           + QLatin1Char('\n') + tr("Click to show only this day."),
                       this);
}

void FindingsPerDayChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const QDate day = dayAt(event->position().toPoint());
    if (day.isValid())
        emit dayActivated(day);
}

void FindingsPerDayChart::leaveEvent(QEvent *)
{
    m_hover = -1;
    update();
}

} // namespace capstudio
