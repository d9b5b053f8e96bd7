#pragma once

#include <QSortFilterProxyModel>

namespace capstudio {

class CapabilityTableModel;

// Filters all rows of a CapabilityTableModel (not a page): free text over name, slug,
// description and handler, plus category, execution type, active, system, quarantined
// and "has problems". Sorts by the model's SortRole.
class CapabilityFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class Tristate { Any, Yes, No };

    explicit CapabilityFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    void setText(const QString &text);
    void setCategory(const QString &category); // empty = any
    void setExecutionType(const QString &type); // empty = any
    void setActive(Tristate active);
    void setSystem(Tristate system);
    void setQuarantinedOnly(bool only);
    void setProblemsOnly(bool only);
    void setPendingOnly(bool only);

    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void refilter();

    CapabilityTableModel *m_table = nullptr;
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
