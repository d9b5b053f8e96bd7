#include "remote/movinglistread.h"

#include "remote/capabilitylistread.h"

#include <QDateTime>

#include <algorithm>

namespace capstudio {

namespace {

constexpr int kFirst = -1;

qint64 isoMs(const QJsonValue &value)
{
    if (!value.isString())
        return -1;
    const QDateTime when = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return when.isValid() ? when.toMSecsSinceEpoch() : -1;
}

QString isoText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

} // namespace

MovingListRead::MovingListRead(SunriseClient *client, List list, QObject *parent)
    : ApiListRead(client, list == List::Agents ? QStringLiteral("agents") : QStringLiteral("conversations"),
                  list == List::Agents ? tr("agents") : tr("conversations"), parent)
    , m_list(list)
{
}

qint64 MovingListRead::stamp(const QJsonObject &row) const
{
    if (m_list == List::Conversations)
        return isoMs(row.value(QLatin1String("updatedAt")));
    return qMax(isoMs(row.value(QLatin1String("lastActiveAt"))), isoMs(row.value(QLatin1String("updatedAt"))));
}

void MovingListRead::keep(const QJsonObject &row)
{
    const QString id = idOf(row);
    const auto found = m_rows.constFind(id);
    // Of two copies of a row, the one that moved last is the newer.
    if (found == m_rows.constEnd() || stamp(row) >= stamp(*found))
        m_rows.insert(id, row);
}

void MovingListRead::begin()
{
    readPass({}, 100, kFirst);
}

void MovingListRead::passFinished(const ListPass &pass)
{
    if (pass.tag == kFirst)
        firstPass(pass);
    else
        partPass(pass.tag, pass);
    if (isFinished() || passesPending())
        return;
    if (m_list == List::Conversations && m_newestMs >= 0 && !m_recentRead) {
        // Every older window is read: now the rows that moved since the first pass.
        m_recentRead = true;
        addWindow(m_newestMs, -1, true);
        return;
    }
    finish();
}

void MovingListRead::firstPass(const ListPass &pass)
{
    ++m_firstPasses;
    m_firstTotal = pass.total();
    setExpected(m_firstTotal);
    if (pass.isClean()) {
        for (const QJsonObject &row : pass.distinctRows())
            keep(row);
        m_partTotals = m_firstTotal;
        return;
    }
    if (pass.total() <= pass.pageSize) {
        // One page, whose count was taken apart from its rows while something changed.
        if (m_firstPasses < MaxPasses) {
            readPass({}, 100, kFirst);
            return;
        }
        const QList<QJsonObject> rows = pass.distinctRows();
        for (const QJsonObject &row : rows)
            keep(row);
        m_partTotals = m_firstTotal;
        m_missing = qMax(0, pass.total() - int(rows.size()));
        m_shortParts.append(tr("the first page"));
        return;
    }
    if (m_list == List::Conversations)
        planWindows(pass.distinctRows());
    else
        planAgentParts();
}

void MovingListRead::planWindows(const QList<QJsonObject> &rows)
{
    QList<qint64> stamps;
    stamps.reserve(rows.size());
    for (const QJsonObject &row : rows)
        stamps.append(stamp(row));
    std::sort(stamps.begin(), stamps.end(), std::greater<qint64>());
    m_newestMs = stamps.isEmpty() ? 0 : qMax<qint64>(0, stamps.constFirst());
    qint64 upper = m_newestMs;
    for (qsizetype i = WindowRows; i < stamps.size(); i += WindowRows) {
        const qint64 cut = qMax<qint64>(0, stamps.at(i));
        if (cut >= upper)
            continue; // equal timestamps: the window grows until they end
        addWindow(cut, upper, false);
        upper = cut;
    }
    addWindow(-1, upper, false);
}

void MovingListRead::addWindow(qint64 fromMs, qint64 toMs, bool recent)
{
    Part part;
    part.fromMs = fromMs;
    part.toMs = toMs;
    part.recent = recent;
    if (fromMs >= 0)
        part.filter.addQueryItem(QStringLiteral("dateFrom"), isoText(fromMs));
    if (toMs >= 0)
        part.filter.addQueryItem(QStringLiteral("dateTo"), isoText(toMs));
    part.label = recent ? tr("updated since %1").arg(isoText(fromMs))
                 : fromMs < 0 ? tr("updated until %1").arg(isoText(toMs))
                              : tr("updated from %1 to %2").arg(isoText(fromMs), isoText(toMs));
    addPart(part);
}

void MovingListRead::planAgentParts()
{
    for (const bool system : {false, true}) {
        for (const QString &kind : {QStringLiteral("chat"), QStringLiteral("judge")}) {
            for (const bool active : {true, false}) {
                Part part;
                const QString yes = QStringLiteral("true");
                const QString no = QStringLiteral("false");
                part.filter.addQueryItem(QStringLiteral("isSystem"), system ? yes : no);
                part.filter.addQueryItem(QStringLiteral("kind"), kind);
                part.filter.addQueryItem(QStringLiteral("isActive"), active ? yes : no);
                part.label = tr("%1 %2 agents, %3")
                                 .arg(system ? tr("system") : tr("user-created"), kind,
                                      active ? tr("active") : tr("inactive"));
                addPart(part);
            }
        }
    }
}

int MovingListRead::addPart(const Part &part)
{
    m_parts.append(part);
    const int index = int(m_parts.size()) - 1;
    readPass(part.filter, 100, index);
    return index;
}

void MovingListRead::partPass(int index, const ListPass &pass)
{
    Part &part = m_parts[index];
    ++part.passes;
    const QList<QJsonObject> rows = pass.distinctRows();
    auto complete = [this](const QHash<QString, QJsonObject> &kept, int total) {
        for (const QJsonObject &row : kept)
            keep(row);
        m_partTotals += total;
    };
    if (pass.isClean()) {
        QHash<QString, QJsonObject> kept;
        for (const QJsonObject &row : rows)
            kept.insert(idOf(row), row);
        complete(kept, pass.total());
        return;
    }
    for (const QJsonObject &row : rows)
        part.rows.insert(idOf(row), row);
    // Rows only enter the window since the newest row: all it ever held is a complete read.
    if ((pass.totalsAgree() || part.recent) && int(part.rows.size()) == pass.total()) {
        complete(part.rows, pass.total());
        return;
    }
    if (!part.recent && part.toMs >= 0 && pass.total() > pass.pageSize && qMax<qint64>(0, part.fromMs) < part.toMs) {
        // More rows than the first pass showed here: halve the window.
        const qint64 low = qMax<qint64>(0, part.fromMs);
        const qint64 middle = low + (part.toMs - low) / 2;
        const qint64 from = part.fromMs;
        const qint64 to = part.toMs;
        addWindow(from, middle, false);
        addWindow(middle + 1, to, false);
        return;
    }
    if (part.passes < MaxPasses) {
        readPass(part.filter, CapabilityListRead::pageSizes().at(part.passes), index);
        return;
    }
    if (part.recent && int(part.rows.size()) >= pass.total()) {
        complete(part.rows, int(part.rows.size()));
        return;
    }
    for (const QJsonObject &row : std::as_const(part.rows))
        keep(row);
    m_partTotals += int(part.rows.size());
    m_missing += qMax(0, pass.total() - int(part.rows.size()));
    m_shortParts.append(part.label);
}

void MovingListRead::finish()
{
    if (m_missing > 0) {
        failIncomplete(int(m_rows.size()) + m_missing, int(m_rows.size()),
                       tr("These parts kept changing while they were read: %1. Nothing was loaded; read again.")
                           .arg(m_shortParts.join(QLatin1String("; "))));
        return;
    }
    if (m_list == List::Agents && (m_partTotals != m_firstTotal || int(m_rows.size()) != m_partTotals)) {
        failIncomplete(m_firstTotal, int(m_rows.size()),
                       tr("Agents were added, deleted or changed while the list was read. Nothing was loaded; "
                          "read again."));
        return;
    }
    QList<QJsonObject> rows = m_rows.values();
    if (m_list == List::Conversations) {
        std::sort(rows.begin(), rows.end(), [this](const QJsonObject &a, const QJsonObject &b) {
            const qint64 sa = stamp(a);
            const qint64 sb = stamp(b);
            return sa != sb ? sa > sb : idOf(a) < idOf(b);
        });
    } else {
        std::sort(rows.begin(), rows.end(), [](const QJsonObject &a, const QJsonObject &b) {
            const bool systemA = a.value(QLatin1String("isSystem")).toBool();
            const bool systemB = b.value(QLatin1String("isSystem")).toBool();
            if (systemA != systemB)
                return !systemA;
            const QString slugA = a.value(QLatin1String("slug")).toString();
            const QString slugB = b.value(QLatin1String("slug")).toString();
            return slugA != slugB ? slugA < slugB : idOf(a) < idOf(b);
        });
    }
    succeed(rows);
}

} // namespace capstudio
