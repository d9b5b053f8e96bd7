#include "views/timelinefilterproxy.h"

#include "views/timelinemodel.h"

#include "provenance/bundle.h"

namespace capstudio {

TimelineFilterProxy::TimelineFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A parent stays when a child matches; a child is shown only when it matches itself.
    setRecursiveFilteringEnabled(true);
    setDynamicSortFilter(false);
}

void TimelineFilterProxy::setSlug(const QString &slug)
{
    if (m_slug == slug)
        return;
    m_slug = slug;
    refilter();
}

void TimelineFilterProxy::setFailedOnly(bool on)
{
    if (m_failedOnly == on)
        return;
    m_failedOnly = on;
    refilter();
}

void TimelineFilterProxy::setLeaksOnly(bool on)
{
    if (m_leaksOnly == on)
        return;
    m_leaksOnly = on;
    refilter();
}

void TimelineFilterProxy::setRole(const QString &roleId)
{
    if (m_role == roleId)
        return;
    m_role = roleId;
    refilter();
}

void TimelineFilterProxy::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (m_text == trimmed)
        return;
    m_text = trimmed;
    refilter();
}

void TimelineFilterProxy::clearFilters()
{
    if (!isFiltering())
        return;
    m_slug.clear();
    m_failedOnly = false;
    m_leaksOnly = false;
    m_role.clear();
    m_text.clear();
    refilter();
}

bool TimelineFilterProxy::hasChildren(const QModelIndex &parent) const
{
    // Without a filter every child shows, so the source answers: the base class builds a
    // mapping for the row to answer, and a tree lays out by asking it of every top-level row
    // (179,520 mappings, 90 ms, for a 200 MB bundle as it opened).
    if (parent.isValid() && !isFiltering() && sourceModel())
        return sourceModel()->hasChildren(mapToSource(parent));
    return QSortFilterProxyModel::hasChildren(parent);
}

bool TimelineFilterProxy::isFiltering() const
{
    return !m_slug.isEmpty() || m_failedOnly || m_leaksOnly || !m_role.isEmpty() || !m_text.isEmpty();
}

void TimelineFilterProxy::refilter()
{
    // A full re-mapping (one layout change) instead of invalidateFilter()'s row-by-row
    // inserts and removals: with 179,520 interleaved rows those cost the view seconds.
    invalidate();
}

bool TimelineFilterProxy::rowMatches(const QModelIndex &index) const
{
    // Straight from the bundle's summaries: no QVariant per role and row.
    const auto *timeline = qobject_cast<const TimelineModel *>(index.model());
    const provenance::Bundle *bundle = timeline ? timeline->bundle() : nullptr;
    if (!bundle)
        return true;
    const bool isCall = index.internalId() != 0;
    const int m = isCall ? int(index.internalId() - 1) : index.row();
    const provenance::MessageSummary &message = bundle->messages()[size_t(m)];
    const provenance::CallSummary *call =
        isCall ? &bundle->calls()[size_t(message.firstCall) + size_t(index.row())] : nullptr;

    if (!m_role.isEmpty() && provenance::roleId(message.role) != m_role)
        return false;
    // A message counts the leaks of its calls too; each call is then shown only when it leaks.
    if (m_leaksOnly && (call ? call->leakCount : message.leakCount) == 0)
        return false;
    if (m_failedOnly) {
        if (call) {
            if (call->success)
                return false;
        } else if (message.callCount > 0) {
            return false; // kept only through a failed call (recursive filtering)
        } else if (message.answersCall < 0 || bundle->calls()[size_t(message.answersCall)].success) {
            return false;
        }
    }
    if (!m_slug.isEmpty() && bundle->slugAt(call ? call->slug : message.slug) != m_slug)
        return false;
    if (!m_text.isEmpty()) {
        if (!index.data(TimelineModel::SearchTextRole).toString().contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool TimelineFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!isFiltering())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return rowMatches(index);
}

} // namespace capstudio
