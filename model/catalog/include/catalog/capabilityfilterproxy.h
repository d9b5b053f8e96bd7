#pragma once

#include <QSortFilterProxyModel>
#include <QStringMatcher>

namespace capstudio {

class CapabilitySortProxy;
class CapabilityTableModel;

// Filters all rows of a CapabilityTableModel (not a page): free text over name, slug,
// description and handler, plus category, execution type, active, system, quarantined,
// "has problems" and "has pending changes". Its source is the table model or a
// CapabilitySortProxy over it; it never sorts itself (sort() goes to the sort proxy), so
// typing a filter does not re-sort 100,000 rows.
class CapabilityFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class Tristate { Any, Yes, No };

    explicit CapabilityFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    void setText(const QString &text);
    void setCategory(const QString &category); // empty = any
    void setExecutionType(const QString &type); // empty = any
    void setActive(Tristate active);
    void setSystem(Tristate system);
    void setQuarantinedOnly(bool only);
    void setProblemsOnly(bool only);
    void setPendingOnly(bool only);

    QString text() const { return m_text; }
    bool isFiltering() const; // any criterion set

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void refilter();

    CapabilityTableModel *m_table = nullptr;
    CapabilitySortProxy *m_sorter = nullptr; // between m_table and this proxy, if any
    QStringMatcher m_matcher;
    QString m_text;
    QString m_category;
    QString m_executionType;
    Tristate m_active = Tristate::Any;
    Tristate m_system = Tristate::Any;
    bool m_quarantinedOnly = false;
    bool m_problemsOnly = false;
    bool m_pendingOnly = false;
};

} // namespace capstudio
