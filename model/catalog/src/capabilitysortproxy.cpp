#include "catalog/capabilitysortproxy.h"

#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"

#include <QHash>
#include <QItemSelection>

#include <algorithm>
#include <limits>
#include <numeric>
#include <utility>

namespace capstudio {

namespace {

// The rank of each row's category or handler among the column's distinct case-folded values:
// a few distinct texts over many rows, so each is folded once and the sort compares ints.
QList<int> textRanks(const QList<Capability> &rows, int column)
{
    const auto textOf = [column](const Capability &capability) -> const QString & {
        return column == CapabilityTableModel::CategoryColumn ? capability.category : capability.executionHandler;
    };
    QHash<QString, int> distinct;
    QList<int> rawIds(rows.size());
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const QString &value = textOf(rows.at(row));
        auto it = distinct.constFind(value);
        if (it == distinct.constEnd())
            it = distinct.insert(value, int(distinct.size()));
        rawIds[row] = it.value();
    }
    QList<std::pair<QString, int>> folded; // (folded text, raw id)
    folded.reserve(distinct.size());
    for (auto it = distinct.cbegin(); it != distinct.cend(); ++it)
        folded.append({it.key().toCaseFolded(), it.value()});
    std::sort(folded.begin(), folded.end());
    QList<int> rankOfRaw(folded.size());
    int rank = 0;
    for (qsizetype i = 0; i < folded.size(); ++i) {
        if (i > 0 && folded.at(i).first != folded.at(i - 1).first)
            ++rank;
        rankOfRaw[folded.at(i).second] = rank;
    }
    QList<int> ranks(rows.size());
    for (qsizetype row = 0; row < rows.size(); ++row)
        ranks[row] = rankOfRaw.at(rawIds.at(row));
    return ranks;
}

int compareInts(qint64 a, qint64 b)
{
    return a < b ? -1 : (a > b ? 1 : 0);
}

} // namespace

QList<int> CapabilitySortProxy::sortedRows(const QList<Capability> &rows, const QList<QString> &foldedNames,
                                           int column, Qt::SortOrder order)
{
    QList<int> sorted(rows.size());
    std::iota(sorted.begin(), sorted.end(), 0);
    if (column < 0 || column >= CapabilityTableModel::ColumnCount)
        return sorted;
    Q_ASSERT(foldedNames.size() == rows.size());
    const bool ranked = column == CapabilityTableModel::CategoryColumn || column == CapabilityTableModel::HandlerColumn;
    const QList<int> ranks = ranked ? textRanks(rows, column) : QList<int>();
    const auto compare = [&](int l, int r) {
        const Capability &a = rows.at(l);
        const Capability &b = rows.at(r);
        int result = 0;
        switch (column) {
        case CapabilityTableModel::NameColumn:
            break; // the tie-break below
        case CapabilityTableModel::SlugColumn:
            result = a.slug.compare(b.slug);
            break;
        case CapabilityTableModel::CategoryColumn:
        case CapabilityTableModel::HandlerColumn:
            result = ranks.at(l) - ranks.at(r);
            break;
        case CapabilityTableModel::ExecutionTypeColumn:
            result = a.executionType.compare(b.executionType);
            break;
        case CapabilityTableModel::ApprovalColumn:
            result = int(a.requiresApproval) - int(b.requiresApproval);
            break;
        case CapabilityTableModel::RateLimitColumn: // unlimited sorts after every limit
            result = compareInts(a.rateLimit.value_or(std::numeric_limits<int>::max()),
                                 b.rateLimit.value_or(std::numeric_limits<int>::max()));
            break;
        case CapabilityTableModel::IdempotentColumn:
            result = int(a.isIdempotent) - int(b.isIdempotent);
            break;
        case CapabilityTableModel::ActiveColumn:
            result = int(a.isActive) - int(b.isActive);
            break;
        case CapabilityTableModel::SystemColumn:
            result = int(a.isSystem) - int(b.isSystem);
            break;
        case CapabilityTableModel::QuarantineColumn:
            result = a.quarantineState.compare(b.quarantineState);
            break;
        default:
            break;
        }
        if (result == 0) { // a stable, meaningful tie-break: the name, then the slug
            result = foldedNames.at(l).compare(foldedNames.at(r));
            if (result == 0)
                result = a.slug.compare(b.slug);
        }
        return result;
    };
    if (order == Qt::AscendingOrder)
        std::stable_sort(sorted.begin(), sorted.end(), [&](int l, int r) { return compare(l, r) < 0; });
    else
        std::stable_sort(sorted.begin(), sorted.end(), [&](int l, int r) { return compare(l, r) > 0; });
    return sorted;
}

CapabilitySortProxy::CapabilitySortProxy(QObject *parent)
    : QAbstractProxyModel(parent)
{
}

CatalogDocument *CapabilitySortProxy::document() const
{
    return m_table ? m_table->document() : nullptr;
}

void CapabilitySortProxy::setSourceModel(QAbstractItemModel *model)
{
    beginResetModel();
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_table = qobject_cast<CapabilityTableModel *>(model);
    QAbstractProxyModel::setSourceModel(model);
    if (model) {
        using M = QAbstractItemModel;
        using P = CapabilitySortProxy;
        m_connections = {
            connect(model, &M::modelAboutToBeReset, this, &P::sourceAboutToBeReset),
            connect(model, &M::modelReset, this, &P::sourceReset),
            connect(model, &M::rowsAboutToBeInserted, this, &P::sourceRowsAboutToBeInserted),
            connect(model, &M::rowsInserted, this, &P::sourceRowsInserted),
            connect(model, &M::rowsAboutToBeRemoved, this, &P::sourceRowsAboutToBeRemoved),
            connect(model, &M::rowsRemoved, this, &P::sourceRowsRemoved),
            connect(model, &M::dataChanged, this, &P::sourceDataChanged),
            connect(model, &M::headerDataChanged, this, &P::sourceHeaderDataChanged),
            connect(model, &M::layoutAboutToBeChanged, this, &P::sourceLayoutAboutToBeChanged),
            connect(model, &M::layoutChanged, this, &P::sourceLayoutChanged),
            // A flat table of fixed columns does not move rows or change its columns; if a
            // source ever does, the proxy starts over.
            connect(model, &M::rowsAboutToBeMoved, this, &P::sourceAboutToBeReset),
            connect(model, &M::rowsMoved, this, &P::sourceReset),
            connect(model, &M::columnsAboutToBeInserted, this, &P::sourceAboutToBeReset),
            connect(model, &M::columnsInserted, this, &P::sourceReset),
            connect(model, &M::columnsAboutToBeRemoved, this, &P::sourceAboutToBeReset),
            connect(model, &M::columnsRemoved, this, &P::sourceReset),
            connect(model, &M::columnsAboutToBeMoved, this, &P::sourceAboutToBeReset),
            connect(model, &M::columnsMoved, this, &P::sourceReset),
        };
    }
    setOrder(computeOrder());
    publishPresort();
    endResetModel();
}

QString CapabilitySortProxy::presortKey() const
{
    return QStringLiteral("%1:%2").arg(m_column).arg(int(m_order));
}

void CapabilitySortProxy::publishPresort()
{
    CatalogDocument *catalog = document();
    if (!catalog)
        return;
    if (m_column < 0) {
        catalog->setPresort({});
        return;
    }
    catalog->setPresort({presortKey(), [column = m_column, order = m_order](const QList<Capability> &rows,
                                                                         const QList<QString> &foldedNames) {
                             return sortedRows(rows, foldedNames, column, order);
                         }});
}

QList<int> CapabilitySortProxy::computeOrder() const
{
    if (!sourceModel())
        return {};
    if (const CatalogDocument *catalog = document(); catalog && m_column >= 0)
        return sortedRows(catalog->rows(), catalog->foldedNames(), m_column, m_order);
    QList<int> identity(sourceModel()->rowCount());
    std::iota(identity.begin(), identity.end(), 0);
    return identity;
}

void CapabilitySortProxy::setOrder(QList<int> order)
{
    m_proxyToSource = std::move(order);
    rebuildInverse();
}

void CapabilitySortProxy::rebuildInverse()
{
    const int sourceRows = sourceModel() ? sourceModel()->rowCount() : 0;
    m_sourceToProxy = QList<int>(qMax(sourceRows, int(m_proxyToSource.size())), -1);
    for (qsizetype proxy = 0; proxy < m_proxyToSource.size(); ++proxy)
        m_sourceToProxy[m_proxyToSource.at(proxy)] = int(proxy);
}

void CapabilitySortProxy::sort(int column, Qt::SortOrder order)
{
    m_column = column;
    m_order = order;
    publishPresort();
    if (!sourceModel())
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<int> sourceRows;
    sourceRows.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceRows.append(sourceRow(index.row()));
    setOrder(computeOrder());
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.append(index(proxyRow(sourceRows.at(i)), before.at(i).column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int CapabilitySortProxy::sourceRow(int proxyRow) const
{
    return proxyRow >= 0 && proxyRow < m_proxyToSource.size() ? m_proxyToSource.at(proxyRow) : -1;
}

int CapabilitySortProxy::proxyRow(int sourceRow) const
{
    return sourceRow >= 0 && sourceRow < m_sourceToProxy.size() ? m_sourceToProxy.at(sourceRow) : -1;
}

QModelIndex CapabilitySortProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel())
        return {};
    Q_ASSERT(proxyIndex.model() == this);
    const int row = sourceRow(proxyIndex.row());
    return row < 0 ? QModelIndex() : sourceModel()->index(row, proxyIndex.column());
}

QModelIndex CapabilitySortProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid())
        return {};
    Q_ASSERT(sourceIndex.model() == sourceModel());
    const int row = proxyRow(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

namespace {

// Rows as runs of consecutive rows: what a selection of scattered rows becomes.
template <typename MapRow, typename MakeIndex>
QItemSelection mapRuns(const QItemSelection &selection, MapRow mapRow, MakeIndex makeIndex)
{
    QItemSelection mapped;
    for (const QItemSelectionRange &range : selection) {
        QList<int> rows;
        rows.reserve(range.bottom() - range.top() + 1);
        for (int row = range.top(); row <= range.bottom(); ++row) {
            const int to = mapRow(row);
            if (to >= 0)
                rows.append(to);
        }
        std::sort(rows.begin(), rows.end());
        for (qsizetype i = 0; i < rows.size();) {
            qsizetype j = i;
            while (j + 1 < rows.size() && rows.at(j + 1) == rows.at(j) + 1)
                ++j;
            mapped.append(QItemSelectionRange(makeIndex(rows.at(i), range.left()), makeIndex(rows.at(j), range.right())));
            i = j + 1;
        }
    }
    return mapped;
}

} // namespace

QItemSelection CapabilitySortProxy::mapSelectionToSource(const QItemSelection &selection) const
{
    if (!sourceModel())
        return {};
    return mapRuns(
        selection, [this](int row) { return sourceRow(row); },
        [this](int row, int column) { return sourceModel()->index(row, column); });
}

QItemSelection CapabilitySortProxy::mapSelectionFromSource(const QItemSelection &selection) const
{
    return mapRuns(
        selection, [this](int row) { return proxyRow(row); },
        [this](int row, int column) { return index(row, column); });
}

QModelIndex CapabilitySortProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_proxyToSource.size() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex CapabilitySortProxy::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex CapabilitySortProxy::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int CapabilitySortProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_proxyToSource.size());
}

int CapabilitySortProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool CapabilitySortProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0 && columnCount() > 0;
}

void CapabilitySortProxy::sourceAboutToBeReset()
{
    beginResetModel();
}

void CapabilitySortProxy::sourceReset()
{
    // A list read ordered the rows on its own thread when it knew how they are sorted here.
    QList<int> order;
    if (const CatalogDocument *catalog = document(); catalog && m_column >= 0)
        order = catalog->presorted(presortKey());
    if (order.size() == sourceModel()->rowCount())
        setOrder(std::move(order));
    else
        setOrder(computeOrder());
    endResetModel();
}

void CapabilitySortProxy::sourceRowsAboutToBeInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    // New rows appear at the end until the next sort.
    const int rows = int(m_proxyToSource.size());
    beginInsertRows({}, rows, rows + last - first);
}

void CapabilitySortProxy::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &row : m_proxyToSource) {
        if (row >= first)
            row += count;
    }
    for (int row = first; row <= last; ++row)
        m_proxyToSource.append(row);
    rebuildInverse();
    endInsertRows();
}

void CapabilitySortProxy::sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    QList<int> gone;
    gone.reserve(last - first + 1);
    for (int row = first; row <= last; ++row) {
        const int at = proxyRow(row);
        if (at >= 0)
            gone.append(at);
    }
    std::sort(gone.begin(), gone.end(), std::greater<int>());
    // From the bottom up, as runs of consecutive proxy rows.
    for (qsizetype i = 0; i < gone.size();) {
        qsizetype j = i;
        while (j + 1 < gone.size() && gone.at(j + 1) == gone.at(j) - 1)
            ++j;
        const int top = gone.at(j);
        const int bottom = gone.at(i);
        beginRemoveRows({}, top, bottom);
        m_proxyToSource.remove(top, bottom - top + 1);
        endRemoveRows();
        i = j + 1;
    }
    // Until the source has removed its rows, they map to nothing and the others to where
    // they are now.
    rebuildInverse();
}

void CapabilitySortProxy::sourceRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &row : m_proxyToSource) {
        if (row > last)
            row -= count;
    }
    rebuildInverse();
}

void CapabilitySortProxy::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                            const QList<int> &roles)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    // Rows do not move when they change (until the next sort): one span over where they are.
    int top = std::numeric_limits<int>::max();
    int bottom = -1;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const int at = proxyRow(row);
        if (at < 0)
            continue;
        top = qMin(top, at);
        bottom = qMax(bottom, at);
    }
    if (bottom >= 0)
        emit dataChanged(index(top, topLeft.column()), index(bottom, bottomRight.column()), roles);
}

void CapabilitySortProxy::sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last)
{
    if (orientation == Qt::Horizontal)
        emit headerDataChanged(orientation, first, last);
    else if (rowCount() > 0)
        emit headerDataChanged(orientation, 0, rowCount() - 1);
}

void CapabilitySortProxy::sourceLayoutAboutToBeChanged()
{
    emit layoutAboutToBeChanged();
    m_layoutProxies = persistentIndexList();
    m_layoutSources.clear();
    m_layoutSources.reserve(m_layoutProxies.size());
    for (const QModelIndex &index : std::as_const(m_layoutProxies))
        m_layoutSources.append(QPersistentModelIndex(mapToSource(index)));
}

void CapabilitySortProxy::sourceLayoutChanged()
{
    setOrder(computeOrder());
    QModelIndexList after;
    after.reserve(m_layoutProxies.size());
    for (const QPersistentModelIndex &source : std::as_const(m_layoutSources))
        after.append(mapFromSource(source));
    changePersistentIndexList(m_layoutProxies, after);
    m_layoutProxies.clear();
    m_layoutSources.clear();
    emit layoutChanged();
}

} // namespace capstudio
