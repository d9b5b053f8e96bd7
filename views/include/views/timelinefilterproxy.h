#pragma once

#include <QSortFilterProxyModel>

namespace capstudio {

// Filters a TimelineModel: by capability slug, failed calls only, leaks only, role and free
// text (over the content preview and slugs). A message stays visible when one of its calls
// matches, so that the matching calls keep their parent. Never sorts.
class TimelineFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TimelineFilterProxy(QObject *parent = nullptr);

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

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool rowMatches(const QModelIndex &index) const;
    void refilter();

    QString m_slug;
    bool m_failedOnly = false;
    bool m_leaksOnly = false;
    QString m_role;
    QString m_text;
};

} // namespace capstudio
