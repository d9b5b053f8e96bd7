#pragma once

#include <QSortFilterProxyModel>

namespace capstudio {

class CapabilityTableModel;

// Sorts a CapabilityTableModel by comparing the capabilities' fields directly (no QVariant
// per comparison), so that sorting 100,000 rows stays quick. A CapabilityFilterProxy above
// it filters, so typing a filter never re-sorts. Edited rows stay where they are until the
// next sort (a row does not jump away under the cursor); new rows appear at the end.
class CapabilitySortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CapabilitySortProxy(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    CapabilityTableModel *m_table = nullptr;
};

} // namespace capstudio
