#include "scanmarks.h"

#include <algorithm>

namespace capstudio {

namespace {

constexpr std::size_t RecentKept = 4096; // findings remembered before the old ones are dropped

} // namespace

QString ScanMarkFollower::key(const QString &source, const QStringList &agentSlugs)
{
    return source + (agentSlugs.isEmpty() ? QString() : QStringLiteral(" --agent ") + agentSlugs.join(QLatin1Char(',')));
}

ScanMarkFollower::ScanMarkFollower(std::optional<ScanMark> previous)
    : m_previous(std::move(previous))
{
    if (m_previous)
        m_reportedBefore = QSet<QString>(m_previous->findings.cbegin(), m_previous->findings.cend());
}

void ScanMarkFollower::narrow(ConversationScanFilter &filter) const
{
    if (m_previous)
        filter.since = m_previous->scannedUntil.addMSecs(-OverlapMs);
}

qint64 ScanMarkFollower::follow(provenance::ConversationScan &scan)
{
    qint64 repeated = 0;
    if (!m_reportedBefore.isEmpty()) {
        const auto seen = std::remove_if(scan.findings.begin(), scan.findings.end(),
                                         [&](const provenance::DeploymentFinding &finding) {
                                             return m_reportedBefore.contains(finding.key());
                                         });
        repeated = scan.findings.end() - seen;
        scan.findings.erase(seen, scan.findings.end());
    }
    m_newestMs = std::max(m_newestMs, scan.lastTimeMs);
    for (const provenance::DeploymentFinding &finding : scan.findings)
        m_recent.emplace_back(finding.timeMs, finding.key());
    if (m_recent.size() > RecentKept) {
        m_recent.erase(std::remove_if(m_recent.begin(), m_recent.end(),
                                      [&](const auto &entry) { return entry.first < m_newestMs - OverlapMs; }),
                       m_recent.end());
    }
    return repeated;
}

std::optional<ScanMark> ScanMarkFollower::next(const QString &key) const
{
    // The mark moves only forward.
    if (m_newestMs <= 0 || (m_previous && m_newestMs <= m_previous->scannedUntil.toMSecsSinceEpoch()))
        return std::nullopt;
    ScanMark mark;
    mark.connection = key;
    mark.scannedUntil = QDateTime::fromMSecsSinceEpoch(m_newestMs, Qt::UTC);
    mark.scannedAt = QDateTime::currentDateTimeUtc();
    for (const auto &[timeMs, findingKey] : m_recent) {
        if (timeMs >= m_newestMs - OverlapMs)
            mark.findings << findingKey;
    }
    if (m_previous && m_previous->scannedUntil.toMSecsSinceEpoch() >= m_newestMs - OverlapMs)
        mark.findings += m_previous->findings; // still inside the next scan's overlap
    mark.findings.removeDuplicates();
    mark.findings.sort();
    return mark;
}

} // namespace capstudio
