#pragma once

#include "catalog/capability.h"

#include <QAbstractProxyModel>
#include <QList>

namespace capstudio {

class CapabilityTableModel;
class CatalogDocument;

// Sorts a CapabilityTableModel (a flat table) by a permutation of its rows. A
// CapabilityFilterProxy above it filters, so typing a filter never re-sorts. Edited rows stay
// where they are until the next sort (a row does not jump away under the cursor); new rows
// appear at the end.
//
// The order is computed by sortedRows(), a pure function of the rows that runs on any
// thread: the proxy tells the document how it sorts (CatalogDocument::setPresort), a list
// read orders the rows on the reading thread with the rest of the list's indexes, and a
// reset takes that order instead of sorting 100,000 rows on the window's thread. Sorting by
// another column sorts here, comparing the capabilities' fields directly: names compare
// their case-folded copies (made with the list), the category and handler columns compare
// ranks of their few distinct case-folded values; nothing is folded or wrapped in a
// QModelIndex per comparison.
class CapabilitySortProxy : public QAbstractProxyModel
{
    Q_OBJECT

public:
    explicit CapabilitySortProxy(QObject *parent = nullptr);

    // The proxy's rows in order, as source rows: `rows` sorted by `column`, ties broken by
    // name then slug (case-folded names in `foldedNames`, parallel to `rows`). A column < 0
    // keeps the source order. Safe on any thread.
    static QList<int> sortedRows(const QList<Capability> &rows, const QList<QString> &foldedNames, int column,
                                 Qt::SortOrder order);

    void setSourceModel(QAbstractItemModel *model) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_column; }
    Qt::SortOrder sortOrder() const { return m_order; }

    // The source row shown at `proxyRow`, and back; -1 when out of range.
    int sourceRow(int proxyRow) const;
    int proxyRow(int sourceRow) const;

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QItemSelection mapSelectionToSource(const QItemSelection &selection) const override;
    QItemSelection mapSelectionFromSource(const QItemSelection &selection) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;

private:
    CatalogDocument *document() const;
    // The order for the source's rows as they are now.
    QList<int> computeOrder() const;
    void setOrder(QList<int> order); // m_proxyToSource and its inverse
    void rebuildInverse();
    // Tells the document how the rows are sorted, for the next list read.
    void publishPresort();
    QString presortKey() const;

    void sourceAboutToBeReset();
    void sourceReset();
    void sourceRowsAboutToBeInserted(const QModelIndex &parent, int first, int last);
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();

    CapabilityTableModel *m_table = nullptr;
    QList<int> m_proxyToSource;
    QList<int> m_sourceToProxy;
    int m_column = -1;
    Qt::SortOrder m_order = Qt::AscendingOrder;
    // Across a layout change: the source rows behind the persistent indexes.
    QList<QPersistentModelIndex> m_layoutSources;
    QModelIndexList m_layoutProxies;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace capstudio
