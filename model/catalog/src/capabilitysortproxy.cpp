#include "catalog/capabilitysortproxy.h"

#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"

#include <QDateTime>

namespace capstudio {

CapabilitySortProxy::CapabilitySortProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
}

void CapabilitySortProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    m_table = qobject_cast<CapabilityTableModel *>(model);
    dropKeys();
    // Connected before the base class's own handlers, so that the keys are gone before it
    // sorts again (a reset sorts at once).
    if (model) {
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { dropKeys(); });
        connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] { dropKeys(); });
        connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] { dropKeys(); });
        connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this] { dropKeys(); });
        connect(model, &QAbstractItemModel::dataChanged, this, [this] { dropKeys(); });
    }
    QSortFilterProxyModel::setSourceModel(model);
}

void CapabilitySortProxy::sort(int column, Qt::SortOrder order)
{
    dropKeys();
    QSortFilterProxyModel::sort(column, order);
    dropKeys(); // the memory is not kept between sorts
}

void CapabilitySortProxy::dropKeys() const
{
    m_keysColumn = -1;
    m_keysRows = -1;
    m_columnTexts.clear();
}

void CapabilitySortProxy::buildKeys(int column) const
{
    const int rows = m_table->rowCount();
    const bool text = column == CapabilityTableModel::CategoryColumn || column == CapabilityTableModel::HandlerColumn;
    m_columnTexts.resize(text ? rows : 0);
    for (int row = 0; text && row < rows; ++row) {
        const Capability &capability = m_table->capabilityAt(row);
        m_columnTexts[row] =
            (column == CapabilityTableModel::CategoryColumn ? capability.category : capability.executionHandler)
                .toCaseFolded();
    }
    m_keysRows = rows;
    m_keysColumn = column;
}

bool CapabilitySortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_table)
        return QSortFilterProxyModel::lessThan(left, right);
    const int l = left.row();
    const int r = right.row();
    if (m_keysColumn != left.column() || m_keysRows != m_table->rowCount())
        buildKeys(left.column());
    const CatalogDocument &document = *m_table->document();
    const Capability &a = m_table->capabilityAt(l);
    const Capability &b = m_table->capabilityAt(r);
    int order = 0;
    switch (left.column()) {
    case CapabilityTableModel::NameColumn:
        order = document.foldedName(l).compare(document.foldedName(r));
        break;
    case CapabilityTableModel::SlugColumn:
        order = a.slug.compare(b.slug);
        break;
    case CapabilityTableModel::CategoryColumn:
        order = m_columnTexts.at(l).compare(m_columnTexts.at(r));
        break;
    case CapabilityTableModel::ExecutionTypeColumn:
        order = a.executionType.compare(b.executionType);
        break;
    case CapabilityTableModel::HandlerColumn:
        order = m_columnTexts.at(l).compare(m_columnTexts.at(r));
        break;
    case CapabilityTableModel::ApprovalColumn:
        order = int(a.requiresApproval) - int(b.requiresApproval);
        break;
    case CapabilityTableModel::RateLimitColumn: {
        // Unlimited sorts after every limit.
        const qint64 x = a.rateLimit.value_or(std::numeric_limits<int>::max());
        const qint64 y = b.rateLimit.value_or(std::numeric_limits<int>::max());
        order = x < y ? -1 : (x > y ? 1 : 0);
        break;
    }
    case CapabilityTableModel::IdempotentColumn:
        order = int(a.isIdempotent) - int(b.isIdempotent);
        break;
    case CapabilityTableModel::ActiveColumn:
        order = int(a.isActive) - int(b.isActive);
        break;
    case CapabilityTableModel::SystemColumn:
        order = int(a.isSystem) - int(b.isSystem);
        break;
    case CapabilityTableModel::QuarantineColumn:
        order = a.quarantineState.compare(b.quarantineState);
        break;
    default:
        break;
    }
    if (order == 0) { // a stable, meaningful tie-break: the name, then the slug
        order = document.foldedName(l).compare(document.foldedName(r));
        if (order == 0)
            order = a.slug.compare(b.slug);
    }
    return order < 0;
}

} // namespace capstudio
