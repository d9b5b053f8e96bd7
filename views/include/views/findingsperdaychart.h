#pragma once

#include <QDate>
#include <QWidget>

#include <map>
#include <vector>

namespace capstudio {

// A bar chart of findings per day (UTC), every day from the first to the last shown, days
// without findings included. A click on a bar names its day; hovering shows its count.
class FindingsPerDayChart : public QWidget
{
    Q_OBJECT

public:
    explicit FindingsPerDayChart(QWidget *parent = nullptr);

    void setCounts(const std::map<QDate, qint64> &perDay);
    QDate firstDay() const { return m_first; }
    int dayCount() const { return int(m_counts.size()); }
    qint64 countAt(int day) const { return m_counts.at(std::size_t(day)); }
    // The day under `position` (widget coordinates), invalid outside the bars.
    QDate dayAt(const QPoint &position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void dayActivated(const QDate &day);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    QRect plotRect() const;
    int dayIndexAt(const QPoint &position) const;

    QDate m_first;
    std::vector<qint64> m_counts;
    qint64 m_max = 0;
    int m_hover = -1;
};

} // namespace capstudio
