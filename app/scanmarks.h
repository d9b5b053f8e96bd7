#pragma once

#include "catalog/catalogstore.h"
#include "provenance/deploymentscan.h"
#include "store/sqlcatalogstore.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace capstudio {

// A deployment scan that goes on where the previous one of the same connection (and agents)
// stopped: `capstudio scan --all --since-last` and the Audit area's "Since the last scan".
// The workspace keeps one ScanMark per key: the newest message the scan read and the findings
// it reported near it. The next scan reads again from a few minutes before that message (a
// message written in a transaction still open then carries an earlier time than the newest
// one the scan saw), and what it reported there is recognised by key and not reported twice.
class ScanMarkFollower
{
public:
    static constexpr qint64 OverlapMs = 5 * 60 * 1000;

    // The workspace's key for a connection as shown and the agents a scan is limited to.
    static QString key(const QString &source, const QStringList &agentSlugs);

    explicit ScanMarkFollower(std::optional<ScanMark> previous = std::nullopt);
    const std::optional<ScanMark> &previous() const { return m_previous; }

    // Starts the filter where the previous scan stopped, less the overlap (unchanged without one).
    void narrow(ConversationScanFilter &filter) const;
    // Takes out of `scan` the findings the previous scan reported; remembers the newest message
    // and the findings near it. Returns how many findings were taken out.
    qint64 follow(provenance::ConversationScan &scan);
    // The mark to keep after a whole scan: none when it read nothing newer than the previous.
    std::optional<ScanMark> next(const QString &key) const;

private:
    std::optional<ScanMark> m_previous;
    QSet<QString> m_reportedBefore;
    qint64 m_newestMs = 0;
    std::vector<std::pair<qint64, QString>> m_recent; // findings near the newest message
};

} // namespace capstudio
