#include "views/findingsmodel.h"

#include "provenance/bundle.h"
#include "redactionmarks.h"
#include "core/tone.h"

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
    m_verdicts.clear();
    endResetModel();
}

void FindingsModel::setVerdicts(QHash<int, provenance::ReviewFile::Entry> verdicts, bool stale)
{
    m_verdicts = std::move(verdicts);
    m_stale = stale;
    if (rowCount() > 0)
        emit dataChanged(index(0, VerdictColumn), index(rowCount() - 1, VerdictColumn));
}

const provenance::ReviewFile::Entry *FindingsModel::verdictOf(int row) const
{
    const auto found = m_verdicts.constFind(row);
    return found == m_verdicts.cend() ? nullptr : &*found;
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
    case VerdictColumn: return tr("Verdict");
    case ColumnCount: break;
    }
    return {};
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!m_bundle || !index.isValid() || index.row() >= rowCount())
        return {};
    const Finding &finding = m_bundle->findings()[size_t(index.row())];
    switch (role) {
    case FindingRole:
        return index.row();
    case SortRole:
        switch (Column(index.column())) {
        case SeverityColumn: return -int(finding.severity);
        case MessageColumn: return finding.message;
        case CallColumn: return slugOf(index.row());
        default: return data(index, Qt::DisplayRole);
        }
    case Qt::ForegroundRole:
        if (index.column() == SeverityColumn && finding.severity == LeakSeverity::High)
            return toneColor(Tone::Negative);
        if (index.column() == VerdictColumn && m_stale && verdictOf(index.row()))
            return toneColor(Tone::Neutral);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == VerdictColumn) {
            const provenance::ReviewFile::Entry *verdict = verdictOf(index.row());
            if (!verdict)
                return {};
            QString tip = tr("%1 by %2 at %3").arg(provenance::verdictTitle(verdict->verdict), verdict->reviewer, verdict->time);
            if (!verdict->note.isEmpty())
                tip += QLatin1Char('\n') + verdict->note;
            if (m_stale)
                tip += QLatin1Char('\n') + tr("Stale: the bundle changed since this verdict was given.");
            return tip;
        }
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
    case CallColumn: return slugOf(index.row());
    case LocationColumn: return finding.location();
    case MaskedColumn: return finding.masked;
    case VerdictColumn:
        if (const provenance::ReviewFile::Entry *verdict = verdictOf(index.row()))
            return m_stale ? tr("%1 (%2), stale").arg(provenance::verdictTitle(verdict->verdict), verdict->reviewer)
                           : tr("%1 (%2)").arg(provenance::verdictTitle(verdict->verdict), verdict->reviewer);
        return QString();
    case ColumnCount: break;
    }
    return {};
}

QString FindingsModel::slugOf(int row) const
{
    const Finding &finding = m_bundle->findings()[size_t(row)];
    if (finding.call >= 0)
        return m_bundle->slugAt(m_bundle->calls()[size_t(finding.call)].slug);
    if (finding.message >= 0 && m_bundle->messages()[size_t(finding.message)].slug >= 0)
        return tr("%1 (tool row)").arg(m_bundle->slugAt(m_bundle->messages()[size_t(finding.message)].slug));
    return QString();
}

bool FindingsModel::lessThan(int left, int right, int column) const
{
    const Finding &a = m_bundle->findings()[size_t(left)];
    const Finding &b = m_bundle->findings()[size_t(right)];
    switch (Column(column)) {
    case SeverityColumn:
        return -int(a.severity) < -int(b.severity);
    case MessageColumn:
        return a.message < b.message;
    case CallColumn:
        return slugOf(left) < slugOf(right);
    default:
        return data(index(left, column)).toString() < data(index(right, column)).toString();
    }
}

bool FindingsSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *findings = qobject_cast<const FindingsModel *>(sourceModel());
    if (!findings || sortRole() != FindingsModel::SortRole)
        return QSortFilterProxyModel::lessThan(left, right);
    return findings->lessThan(left.row(), right.row(), left.column());
}

} // namespace capstudio
