#pragma once

#include <QSortFilterProxyModel>

#include <atomic>
#include <memory>

namespace capstudio {

class TaskGroup;
namespace provenance {
class TextSearch;
}

// Filters a TimelineModel: by capability slug, failed calls only, leaks only, role and free
// text (over the content preview and slugs). A message stays visible when one of its calls
// matches, so that the matching calls keep their parent. Never sorts.
//
// The free text is searched off the window's thread (provenance::TextSearch on the work
// pool): the rows it has found appear as it goes, at most ten times a second, and a new
// text cancels the search of the old one. Until it finishes, rows not yet searched are
// hidden; searchProgress() says how far it is.
class TimelineFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TimelineFilterProxy(QObject *parent = nullptr);
    ~TimelineFilterProxy() override;
    void setSourceModel(QAbstractItemModel *model) override;

    void setSlug(const QString &slug);         // empty: every slug
    void setFailedOnly(bool on);
    void setLeaksOnly(bool on);
    void setRole(const QString &roleId);       // empty: every role
    void setText(const QString &text);         // case-insensitive substring
    void clearFilters();
    bool isFiltering() const;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;

    const QString &slug() const { return m_slug; }
    bool failedOnly() const { return m_failedOnly; }
    bool leaksOnly() const { return m_leaksOnly; }
    const QString &role() const { return m_role; }
    const QString &text() const { return m_text; }
    // A free-text search still under way.
    bool isSearching() const;

signals:
    // The search has gone through `done` of `total` messages; done == total when finished.
    void searchProgress(int done, int total);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool rowMatches(const QModelIndex &index) const;
    void refilter();
    void startSearch();
    void searchAdvanced(const std::shared_ptr<provenance::TextSearch> &search);

    QString m_slug;
    bool m_failedOnly = false;
    bool m_leaksOnly = false;
    QString m_role;
    QString m_text;
    std::shared_ptr<provenance::TextSearch> m_search; // for m_text, over the source's bundle
    std::shared_ptr<std::atomic<bool>> m_cancelSearch;
    int m_searched = 0; // messages of m_search whose results the rows show
    std::unique_ptr<TaskGroup> m_searches;
};

} // namespace capstudio
