#include "views/findingsmodel.h"

#include "provenance/bundle.h"
#include "redactionmarks.h"

#include <QColor>

namespace capstudio {

using provenance::Finding;
using provenance::LeakSeverity;

FindingsModel::FindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FindingsModel::setBundle(std::shared_ptr<const provenance::Bundle> bundle)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_bundle ? 0 : int(m_bundle->findings().size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case SeverityColumn: return tr("Severity");
    case KindColumn: return tr("Kind");
    case MessageColumn: return tr("Message");
    case CallColumn: return tr("Call");
    case LocationColumn: return tr("Location");
    case MaskedColumn: return tr("Should read");
    case ColumnCount: break;
    }
    return {};
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!m_bundle || !index.isValid() || index.row() >= rowCount())
        return {};
    const Finding &finding = m_bundle->findings()[size_t(index.row())];
    // The call's slug, or the tool row's for a leak in a raw result.
    QString slug;
    if (finding.call >= 0)
        slug = m_bundle->slugAt(m_bundle->calls()[size_t(finding.call)].slug);
    else if (finding.message >= 0 && m_bundle->messages()[size_t(finding.message)].slug >= 0)
        slug = tr("%1 (tool row)").arg(m_bundle->slugAt(m_bundle->messages()[size_t(finding.message)].slug));
    switch (role) {
    case FindingRole:
        return index.row();
    case SortRole:
        switch (Column(index.column())) {
        case SeverityColumn: return -int(finding.severity);
        case MessageColumn: return finding.message;
        case CallColumn: return slug;
        default: return data(index, Qt::DisplayRole);
        }
    case Qt::ForegroundRole:
        if (index.column() == SeverityColumn && finding.severity == LeakSeverity::High)
            return QColor(0xc6, 0x28, 0x28);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == LocationColumn || index.column() == MaskedColumn)
            return redactionmarks::plainToolTip(tr("%1 at %2; Sunrise's redaction would have written %3")
                                                    .arg(provenance::leakKindTitle(finding.kind),
                                                         finding.location(), finding.masked));
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case SeverityColumn: return provenance::leakSeverityId(finding.severity);
    case KindColumn: return provenance::leakKindTitle(finding.kind);
    case MessageColumn: return finding.message >= 0 ? tr("#%1").arg(finding.message + 1) : tr("header");
    case CallColumn: return slug;
    case LocationColumn: return finding.location();
    case MaskedColumn: return finding.masked;
    case ColumnCount: break;
    }
    return {};
}

} // namespace capstudio
