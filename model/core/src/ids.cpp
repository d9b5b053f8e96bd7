#include "core/ids.h"

#include <QAtomicInteger>
#include <QDateTime>
#include <QRandomGenerator>

namespace capstudio {

namespace {

QString base36(quint64 value, int width)
{
    QString digits = QString::number(value, 36);
    if (digits.size() < width)
        digits.prepend(QString(width - digits.size(), QLatin1Char('0')));
    return digits.right(width);
}

} // namespace

QString Ids::newCuid()
{
    static QAtomicInteger<quint32> counter(QRandomGenerator::global()->bounded(1u << 20));
    const quint64 millis = quint64(QDateTime::currentMSecsSinceEpoch());
    const quint32 count = counter.fetchAndAddRelaxed(1) % (36u * 36u * 36u * 36u);
    QRandomGenerator *random = QRandomGenerator::global();
    return QLatin1Char('c') + base36(millis, 8) + base36(count, 4)
        + base36(random->bounded(36u * 36u * 36u * 36u), 4)
        + base36(random->bounded(36u * 36u * 36u * 36u), 4)
        + base36(random->bounded(36u * 36u * 36u * 36u), 4);
}

bool Ids::looksLikeCuid(const QString &id)
{
    if (id.size() < 9 || (id.at(0) != QLatin1Char('c') && id.at(0) != QLatin1Char('C')))
        return false;
    for (qsizetype i = 1; i < id.size(); ++i) {
        const QChar ch = id.at(i);
        if (ch == QLatin1Char('-') || ch.isSpace())
            return false;
    }
    return true;
}

} // namespace capstudio
