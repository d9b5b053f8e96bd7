#pragma once

#include <QSortFilterProxyModel>

namespace capstudio {

class CapabilityTableModel;

// Sorts a CapabilityTableModel by comparing the capabilities' fields directly (no QVariant
// per comparison), so that sorting 100,000 rows stays quick. A CapabilityFilterProxy above
// it filters, so typing a filter never re-sorts. Edited rows stay where they are until the
// next sort (a row does not jump away under the cursor); new rows appear at the end.
// Text columns compare case-folded copies made once per sort (names: once per list read,
// on the reading thread), not folded per comparison (1.7 million comparisons sort 100,000
// rows).
class CapabilitySortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CapabilitySortProxy(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    // The sorted column's text case-folded, per source row, for the category and handler
    // columns (names come folded from the document: the tie-break and the name column).
    void buildKeys(int column) const;
    void dropKeys() const;

    CapabilityTableModel *m_table = nullptr;
    mutable QList<QString> m_columnTexts;
    mutable int m_keysColumn = -1; // -1: no keys
    mutable int m_keysRows = -1;
};

} // namespace capstudio
