#include "views/timelinefilterproxy.h"

#include "views/timelinemodel.h"

#include "core/workpool.h"
#include "provenance/bundle.h"
#include "provenance/textsearch.h"

#include <QElapsedTimer>

namespace capstudio {

TimelineFilterProxy::TimelineFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A parent stays when a child matches; a child is shown only when it matches itself.
    setRecursiveFilteringEnabled(true);
    setDynamicSortFilter(false);
    m_searches = std::make_unique<TaskGroup>(WorkPool::pool());
}

TimelineFilterProxy::~TimelineFilterProxy()
{
    if (m_cancelSearch)
        m_cancelSearch->store(true);
    m_searches->finish(); // a search posts to this proxy: it ends before the proxy does
}

void TimelineFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), &QAbstractItemModel::modelReset, this, nullptr);
    QSortFilterProxyModel::setSourceModel(model);
    if (model)
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            startSearch();
            if (!m_text.isEmpty())
                refilter();
        });
    startSearch();
}

bool TimelineFilterProxy::isSearching() const
{
    return m_search && m_searched < m_search->messageCount();
}

void TimelineFilterProxy::startSearch()
{
    if (m_cancelSearch)
        m_cancelSearch->store(true);
    m_search.reset();
    m_cancelSearch.reset();
    const auto *timeline = qobject_cast<const TimelineModel *>(sourceModel());
    if (m_text.isEmpty() || !timeline || !timeline->sharedBundle())
        return;
    auto search = std::make_shared<provenance::TextSearch>(timeline->sharedBundle(), m_text);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_search = search;
    m_cancelSearch = cancel;
    m_searched = 0;
    m_searches->start([this, search, cancel] {
        WorkPool::yieldToTheWindow();
        QElapsedTimer sincePublished;
        sincePublished.start();
        search->run(*cancel, [&](int done) {
            // The window re-filters on each publication: at most ten a second, and the last.
            if (done < search->messageCount() && sincePublished.elapsed() < 100)
                return;
            sincePublished.restart();
            QMetaObject::invokeMethod(this, [this, search] { searchAdvanced(search); }, Qt::QueuedConnection);
        });
    });
}

void TimelineFilterProxy::searchAdvanced(const std::shared_ptr<provenance::TextSearch> &search)
{
    if (search != m_search)
        return; // an older text's
    // The rows shown, the count and isSearching() all follow what was announced here, not
    // what the search has reached meanwhile.
    m_searched = search->messagesDone();
    refilter();
    emit searchProgress(m_searched, search->messageCount());
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
    startSearch();
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
    startSearch();
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
        // What the search has not reached yet stays hidden until it has.
        if (!m_search || m >= m_searched)
            return false;
        const bool found = call ? m_search->callMatches(int(message.firstCall) + index.row())
                                : m_search->messageMatches(m);
        if (!found)
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
