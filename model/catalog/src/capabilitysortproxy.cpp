#include "catalog/capabilitysortproxy.h"

#include "catalog/capabilitytablemodel.h"

#include <QDateTime>

namespace capstudio {

namespace {

int compareText(const QString &a, const QString &b)
{
    return QString::compare(a, b, Qt::CaseInsensitive);
}

} // namespace

CapabilitySortProxy::CapabilitySortProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
}

void CapabilitySortProxy::setSourceModel(QAbstractItemModel *model)
{
    m_table = qobject_cast<CapabilityTableModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

bool CapabilitySortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_table)
        return QSortFilterProxyModel::lessThan(left, right);
    const Capability &a = m_table->capabilityAt(left.row());
    const Capability &b = m_table->capabilityAt(right.row());
    int order = 0;
    switch (left.column()) {
    case CapabilityTableModel::NameColumn:
        order = compareText(a.name, b.name);
        break;
    case CapabilityTableModel::SlugColumn:
        order = a.slug.compare(b.slug);
        break;
    case CapabilityTableModel::CategoryColumn:
        order = compareText(a.category, b.category);
        break;
    case CapabilityTableModel::ExecutionTypeColumn:
        order = a.executionType.compare(b.executionType);
        break;
    case CapabilityTableModel::HandlerColumn:
        order = compareText(a.executionHandler, b.executionHandler);
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
    if (order == 0) // a stable, meaningful tie-break: the name, then the slug
        order = compareText(a.name, b.name) != 0 ? compareText(a.name, b.name) : a.slug.compare(b.slug);
    return order < 0;
}

} // namespace capstudio
