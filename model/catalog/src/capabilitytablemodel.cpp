#include "catalog/capabilitytablemodel.h"

#include <QDateTime>

namespace capstudio {

CapabilityTableModel::CapabilityTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CapabilityTableModel::setCapabilities(QList<Capability> capabilities)
{
    beginResetModel();
    m_capabilities = std::move(capabilities);
    endResetModel();
}

int CapabilityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_capabilities.size());
}

int CapabilityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CapabilityTableModel::displayData(const Capability &capability, int column) const
{
    switch (column) {
    case NameColumn:
        return capability.name;
    case SlugColumn:
        return capability.slug;
    case CategoryColumn:
        return capability.category;
    case ExecutionTypeColumn:
        return capability.executionType;
    case HandlerColumn:
        return capability.executionHandler;
    case ActiveColumn:
        return capability.isActive ? tr("active") : tr("inactive");
    case SystemColumn:
        return capability.isSystem ? tr("system") : QString();
    case ApprovalColumn:
        return capability.requiresApproval ? tr("required") : QString();
    case RateLimitColumn:
        return capability.rateLimit ? tr("%1/min").arg(*capability.rateLimit) : tr("unlimited");
    case QuarantineColumn: {
        const QString state =
            capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc());
        if (state == QLatin1String("quarantined-soft"))
            return tr("soft quarantine");
        if (state == QLatin1String("quarantined-hard"))
            return tr("hard quarantine");
        return QString();
    }
    default:
        return {};
    }
}

QVariant CapabilityTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Capability &capability = m_capabilities.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(capability, index.column());
    case Qt::ToolTipRole:
        if (index.column() == NameColumn || index.column() == SlugColumn)
            return capability.description;
        return {};
    case Qt::CheckStateRole:
        if (index.column() == ActiveColumn)
            return capability.isActive ? Qt::Checked : Qt::Unchecked;
        return {};
    case CapabilityIdRole:
        return capability.id;
    case SortRole:
        if (index.column() == RateLimitColumn)
            return capability.rateLimit ? *capability.rateLimit : std::numeric_limits<int>::max();
        return displayData(capability, index.column());
    default:
        return {};
    }
}

QVariant CapabilityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SlugColumn:
        return tr("Slug");
    case CategoryColumn:
        return tr("Category");
    case ExecutionTypeColumn:
        return tr("Type");
    case HandlerColumn:
        return tr("Handler");
    case ActiveColumn:
        return tr("Active");
    case SystemColumn:
        return tr("System");
    case ApprovalColumn:
        return tr("Approval");
    case RateLimitColumn:
        return tr("Rate limit");
    case QuarantineColumn:
        return tr("Quarantine");
    default:
        return {};
    }
}

Qt::ItemFlags CapabilityTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace capstudio
