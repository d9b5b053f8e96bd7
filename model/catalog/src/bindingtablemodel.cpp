#include "catalog/bindingtablemodel.h"

#include "catalog/bindingdocument.h"
#include "core/tone.h"

#include <QColor>
#include <limits>

namespace capstudio {

namespace {

int severityOf(const BindingCheck &check)
{
    if (check.hasErrors())
        return 2;
    return countBySeverity(check.diagnostics, Severity::Warning) > 0 ? 1 : 0;
}

bool hasRule(const BindingCheck &check, const QString &ruleId)
{
    return std::any_of(check.diagnostics.cbegin(), check.diagnostics.cend(),
                       [&ruleId](const Diagnostic &diagnostic) { return diagnostic.ruleId() == ruleId; });
}

} // namespace

BindingTableModel::BindingTableModel(BindingDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &BindingDocument::aboutToReset, this, &BindingTableModel::beginResetModel);
    connect(document, &BindingDocument::wasReset, this, [this] {
        refresh();
        endResetModel();
    });
    // One signal per changed pair: the row changes, appears or goes away.
    connect(document, &BindingDocument::bindingChanged, this,
            [this](const QString &agentId, const QString &capabilityId) {
                if (agentId != m_agentId)
                    return;
                const int row = rowOf(capabilityId);
                const bool bound = m_document->binding(agentId, capabilityId).has_value();
                if (bound && row >= 0) {
                    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
                } else if (bound) {
                    QStringList ids;
                    for (const AgentBinding &binding : m_document->bindings(m_agentId))
                        ids.append(binding.capabilityId);
                    const int position = int(ids.indexOf(capabilityId));
                    beginInsertRows({}, position, position);
                    m_capabilityIds = ids;
                    endInsertRows();
                } else if (row >= 0) {
                    beginRemoveRows({}, row, row);
                    m_capabilityIds.removeAt(row);
                    endRemoveRows();
                }
            });
    connect(document, &BindingDocument::checksChanged, this, [this] {
        // Only the check changes; the severity roles answer on every column.
        if (!m_capabilityIds.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                             {Qt::DisplayRole, Qt::ToolTipRole, SortRole, ProblemSeverityRole,
                              MissingEnvRole});
    });
}

void BindingTableModel::setAgent(const QString &agentId)
{
    if (agentId == m_agentId)
        return;
    beginResetModel();
    m_agentId = agentId;
    refresh();
    endResetModel();
}

void BindingTableModel::refresh()
{
    m_capabilityIds.clear();
    if (m_agentId.isEmpty())
        return;
    const QList<AgentBinding> bindings = m_document->bindings(m_agentId);
    m_capabilityIds.reserve(bindings.size());
    for (const AgentBinding &binding : bindings)
        m_capabilityIds.append(binding.capabilityId);
}

QString BindingTableModel::capabilityIdAt(int row) const
{
    return row >= 0 && row < m_capabilityIds.size() ? m_capabilityIds.at(row) : QString();
}

int BindingTableModel::rowOf(const QString &capabilityId) const
{
    return int(m_capabilityIds.indexOf(capabilityId));
}

int BindingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_capabilityIds.size());
}

int BindingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BindingTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &capabilityId = m_capabilityIds.at(index.row());
    const std::optional<AgentBinding> binding = m_document->binding(m_agentId, capabilityId);
    if (!binding)
        return {};
    const Capability *capability = m_document->capability(capabilityId);
    const int column = index.column();

    switch (role) {
    case CapabilityIdRole:
        return capabilityId;
    case PendingRole:
        return m_document->isModified(m_agentId, capabilityId);
    case ProblemSeverityRole:
        return severityOf(m_document->check(m_agentId, capabilityId));
    case MissingEnvRole:
        return m_document->check(m_agentId, capabilityId).unresolvedEnvVars();
    default:
        break;
    }

    // customRateLimit ?? capability.rateLimit; null or 0 means unlimited (reference §7).
    const bool custom = binding->customRateLimit.has_value();
    const std::optional<int> effective = custom ? binding->customRateLimit
                                                : (capability ? capability->rateLimit : std::nullopt);
    const bool unlimited = !effective || *effective == 0;

    if (role == Qt::DisplayRole || role == SortRole || role == Qt::EditRole) {
        const bool sort = role == SortRole;
        switch (column) {
        case CapabilityColumn: {
            const QString name = capability ? capability->name : capabilityId;
            return sort ? QVariant(name.toCaseFolded()) : QVariant(name);
        }
        case SlugColumn:
            return capability ? capability->slug : QString();
        case EnabledColumn:
            return sort ? QVariant(binding->isEnabled) : QVariant();
        case CustomRateLimitColumn:
            if (sort)
                return binding->customRateLimit.value_or(-1);
            if (!custom)
                return QString();
            return role == Qt::EditRole ? QString::number(*binding->customRateLimit)
                                        : tr("%1/min").arg(*binding->customRateLimit);
        case EffectiveRateLimitColumn:
            if (sort)
                return unlimited ? std::numeric_limits<int>::max() : *effective;
            if (unlimited)
                return tr("unlimited");
            return custom ? tr("%1/min (custom)").arg(*effective)
                          : tr("%1/min (capability)").arg(*effective);
        case StatusColumn: {
            const BindingCheck check = m_document->check(m_agentId, capabilityId);
            if (sort)
                return severityOf(check);
            const int errors = countBySeverity(check.diagnostics, Severity::Error);
            if (errors > 0)
                return tr("Invalid config (%1)").arg(errors);
            const QStringList missing = check.unresolvedEnvVars();
            if (!missing.isEmpty())
                return tr("Missing env: %1").arg(missing.size() == 1
                                                     ? missing.first()
                                                     : missing.first() + QStringLiteral(", …"));
            if (hasRule(check, QStringLiteral("binding-capability-inactive")))
                return tr("Capability inactive");
            if (hasRule(check, QStringLiteral("binding-capability-quarantined")))
                return tr("Capability quarantined");
            const int warnings = countBySeverity(check.diagnostics, Severity::Warning);
            if (warnings > 0)
                return tr("%n warning(s)", nullptr, warnings);
            return tr("OK");
        }
        default:
            return {};
        }
    }
    if (role == Qt::CheckStateRole && column == EnabledColumn)
        return binding->isEnabled ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole) {
        if (column == CapabilityColumn && capability && !capability->description.isEmpty())
            return capability->description;
        if (column == StatusColumn) {
            const BindingCheck check = m_document->check(m_agentId, capabilityId);
            if (check.diagnostics.isEmpty())
                return tr("No problems found");
            QStringList lines;
            for (const Diagnostic &diagnostic : check.diagnostics) {
                const QString pointer = diagnostic.location().jsonPointer;
                lines.append(pointer.isEmpty()
                                 ? tr("%1: %2").arg(severityName(diagnostic.severity()), diagnostic.message())
                                 : tr("%1: %2 (%3)").arg(severityName(diagnostic.severity()),
                                                         diagnostic.message(), pointer));
            }
            return lines.join(QLatin1Char('\n'));
        }
    }
    if (role == Qt::ForegroundRole && column == StatusColumn) {
        switch (severityOf(m_document->check(m_agentId, capabilityId))) {
        case 2: return toneColor(Tone::Negative);
        case 1: return toneColor(Tone::Neutral);
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole
        && (column == CustomRateLimitColumn || column == EffectiveRateLimitColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool BindingTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString capabilityId = m_capabilityIds.at(index.row());
    // The document's signals update the view; nothing is emitted here.
    if (index.column() == EnabledColumn && role == Qt::CheckStateRole)
        return m_document->setEnabled(m_agentId, {capabilityId}, value.toInt() == Qt::Checked);
    if (index.column() == CustomRateLimitColumn && role == Qt::EditRole) {
        QString text = value.toString().trimmed();
        if (text.endsWith(QLatin1String("/min")))
            text.chop(4);
        std::optional<int> limit;
        if (!text.isEmpty()) {
            bool ok = false;
            limit = text.trimmed().toInt(&ok);
            if (!ok)
                return false;
        }
        return m_document->setCustomRateLimit(m_agentId, capabilityId, limit);
    }
    return false;
}

Qt::ItemFlags BindingTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == EnabledColumn)
        flags |= Qt::ItemIsUserCheckable;
    if (index.column() == CustomRateLimitColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant BindingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CapabilityColumn: return tr("Capability");
    case SlugColumn: return tr("Slug");
    case EnabledColumn: return tr("Enabled");
    case CustomRateLimitColumn: return tr("Custom rate limit");
    case EffectiveRateLimitColumn: return tr("Effective rate limit");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

} // namespace capstudio
