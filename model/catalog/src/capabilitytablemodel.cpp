#include "catalog/capabilitytablemodel.h"

#include "catalog/catalogdocument.h"
#include "core/tone.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>

namespace capstudio {

CapabilityTableModel::CapabilityTableModel(CatalogDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &CatalogDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(document, &CatalogDocument::wasReset, this, [this] { endResetModel(); });
    connect(document, &CatalogDocument::rowsAboutToBeInserted, this,
            [this](int first, int last) { beginInsertRows(QModelIndex(), first, last); });
    connect(document, &CatalogDocument::rowsInserted, this, [this] { endInsertRows(); });
    connect(document, &CatalogDocument::rowAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows(QModelIndex(), row, row); });
    connect(document, &CatalogDocument::rowRemoved, this, [this] { endRemoveRows(); });
    connect(document, &CatalogDocument::rowsChanged, this, [this](int first, int last) {
        emit dataChanged(index(first, 0), index(last, ColumnCount - 1));
    });
}

const Capability &CapabilityTableModel::capabilityAt(int row) const
{
    return m_document->at(row);
}

QString CapabilityTableModel::fieldOfColumn(int column)
{
    switch (column) {
    case NameColumn:
        return QStringLiteral("name");
    case SlugColumn:
        return QStringLiteral("slug");
    case CategoryColumn:
        return QStringLiteral("category");
    case ExecutionTypeColumn:
        return QStringLiteral("executionType");
    case HandlerColumn:
        return QStringLiteral("executionHandler");
    case ApprovalColumn:
        return QStringLiteral("requiresApproval");
    case RateLimitColumn:
        return QStringLiteral("rateLimit");
    case IdempotentColumn:
        return QStringLiteral("isIdempotent");
    case ActiveColumn:
        return QStringLiteral("isActive");
    case SystemColumn:
        return QStringLiteral("isSystem");
    case QuarantineColumn:
        return QStringLiteral("quarantineState");
    default:
        return {};
    }
}

int CapabilityTableModel::columnOfField(const QString &key)
{
    for (int column = 0; column < ColumnCount; ++column) {
        if (fieldOfColumn(column) == key)
            return column;
    }
    if (key == QLatin1String("approvalTimeoutMs"))
        return ApprovalColumn;
    return NameColumn;
}

int CapabilityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->count();
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
    case RateLimitColumn:
        return capability.rateLimit ? tr("%1/min").arg(*capability.rateLimit) : tr("unlimited");
    case QuarantineColumn: {
        const QString state = capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc());
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

QVariant CapabilityTableModel::checkData(const Capability &capability, int column) const
{
    switch (column) {
    case ApprovalColumn:
        return capability.requiresApproval ? Qt::Checked : Qt::Unchecked;
    case IdempotentColumn:
        return capability.isIdempotent ? Qt::Checked : Qt::Unchecked;
    case ActiveColumn:
        return capability.isActive ? Qt::Checked : Qt::Unchecked;
    case SystemColumn:
        return capability.isSystem ? Qt::Checked : Qt::Unchecked;
    default:
        return {};
    }
}

QVariant CapabilityTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Capability &capability = m_document->at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(capability, column);
    case Qt::EditRole:
        if (column == RateLimitColumn)
            return capability.rateLimit.value_or(0);
        return displayData(capability, column);
    case Qt::CheckStateRole:
        return checkData(capability, column);
    case Qt::ToolTipRole: {
        if (column != NameColumn && column != SlugColumn)
            return {};
        QStringList lines{capability.description};
        for (const Diagnostic &problem : m_document->problems(index.row()))
            lines.append(QStringLiteral("%1 %2: %3").arg(problem.severity() == Severity::Error ? QStringLiteral("✖")
                                                                                             : QStringLiteral("⚠"),
                                                         problem.location().jsonPointer, problem.message()));
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::FontRole:
        if (m_document->isModified(index.row())) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (column == NameColumn) {
            const Diagnostics problems = m_document->problems(index.row());
            if (hasErrors(problems))
                return QBrush(toneColor(Tone::Negative));
            if (!problems.isEmpty())
                return QBrush(toneColor(Tone::Neutral));
        }
        return {};
    case CapabilityIdRole:
        return capability.id;
    case SortRole:
        if (column == RateLimitColumn)
            return capability.rateLimit ? *capability.rateLimit : std::numeric_limits<int>::max();
        if (const QVariant check = checkData(capability, column); check.isValid())
            return check;
        return displayData(capability, column);
    case ProblemSeverityRole: {
        const Diagnostics problems = m_document->problems(index.row());
        return hasErrors(problems) ? 2 : (problems.isEmpty() ? 0 : 1);
    }
    case PendingRole:
        return m_document->isModified(index.row());
    case FieldKeyRole:
        return fieldOfColumn(column);
    default:
        return {};
    }
}

bool CapabilityTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const Capability &capability = m_document->at(index.row());
    const QString key = fieldOfColumn(index.column());
    QJsonValue json;
    if (role == Qt::CheckStateRole) {
        if (checkData(capability, index.column()).isNull() || index.column() == SystemColumn)
            return false;
        json = value.value<Qt::CheckState>() == Qt::Checked || value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        if (index.column() == RateLimitColumn) {
            const int limit = value.toInt();
            json = limit > 0 ? QJsonValue(limit) : QJsonValue(QJsonValue::Null);
        } else if (index.column() == NameColumn || index.column() == CategoryColumn) {
            json = value.toString();
        } else {
            return false;
        }
    } else {
        return false;
    }
    QString why;
    if (!m_document->setField(capability.id, key, json, &why)) {
        emit editRefused(why);
        return false;
    }
    return true;
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
    case ApprovalColumn:
        return tr("Approval");
    case RateLimitColumn:
        return tr("Rate limit");
    case IdempotentColumn:
        return tr("Idempotent");
    case ActiveColumn:
        return tr("Active");
    case SystemColumn:
        return tr("System");
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
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    const Capability &capability = m_document->at(index.row());
    switch (index.column()) {
    case NameColumn:
    case CategoryColumn:
    case RateLimitColumn:
        flags |= Qt::ItemIsEditable;
        break;
    case ApprovalColumn:
    case IdempotentColumn:
        flags |= Qt::ItemIsUserCheckable;
        break;
    case ActiveColumn:
        if (!(capability.isSystem && capability.isActive))
            flags |= Qt::ItemIsUserCheckable;
        break;
    default:
        break;
    }
    return flags;
}

} // namespace capstudio
