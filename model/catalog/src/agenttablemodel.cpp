#include "catalog/agenttablemodel.h"

#include "catalog/bindingdocument.h"
#include "core/tone.h"

#include <QColor>

namespace capstudio {

namespace {

int severityOf(const BindingDocument::AgentProblems &problems)
{
    return problems.errors > 0 ? 2 : problems.warnings > 0 ? 1 : 0;
}

} // namespace

AgentTableModel::AgentTableModel(BindingDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &BindingDocument::aboutToReset, this, &AgentTableModel::beginResetModel);
    connect(document, &BindingDocument::wasReset, this, &AgentTableModel::endResetModel);
    // The agents themselves never change here; their bindings and the profile do.
    connect(document, &BindingDocument::bindingsChanged, this, [this](const QString &agentId) {
        const int row = m_document->agentRow(agentId);
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); // severity: every column
    });
    connect(document, &BindingDocument::checksChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                             {Qt::DisplayRole, Qt::ToolTipRole, SortRole, ProblemSeverityRole});
    });
}

int AgentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->agents().size());
}

int AgentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AgentTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Agent &agent = m_document->agents().at(index.row());
    switch (role) {
    case AgentIdRole:
        return agent.id;
    case SearchTextRole:
        return QStringList{agent.name, agent.slug, agent.kind, agent.visibility}
            .join(QLatin1Char('\n'))
            .toCaseFolded();
    case ProblemSeverityRole:
        return severityOf(m_document->agentProblems(agent.id));
    default:
        break;
    }

    const int column = index.column();
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (column) {
        case NameColumn:
            return role == SortRole ? QVariant(agent.name.toCaseFolded()) : QVariant(agent.name);
        case SlugColumn:
            return agent.slug;
        case KindColumn:
            return agent.kind;
        case VisibilityColumn:
            return agent.visibility;
        case ActiveColumn:
            if (role == SortRole)
                return agent.isActive;
            return agent.isActive ? tr("Yes") : tr("No");
        case EnabledCapabilitiesColumn:
            return m_document->enabledCount(agent.id);
        case ProblemsColumn: {
            const BindingDocument::AgentProblems problems = m_document->agentProblems(agent.id);
            if (role == SortRole) // worst first when sorted descending, then by amount
                return severityOf(problems) * 1000000 + problems.errors * 1000 + problems.warnings;
            if (problems.errors == 0 && problems.warnings == 0)
                return tr("OK");
            QStringList parts;
            if (problems.errors > 0)
                parts.append(tr("%n error(s)", nullptr, problems.errors));
            if (problems.warnings > 0)
                parts.append(tr("%n warning(s)", nullptr, problems.warnings));
            return parts.join(QStringLiteral(", "));
        }
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (column == NameColumn && !agent.description.isEmpty())
            return agent.description;
        if (column == ProblemsColumn) {
            const BindingDocument::AgentProblems problems = m_document->agentProblems(agent.id);
            if (problems.bindings == 0)
                return tr("No binding of this agent has a problem");
            return tr("%n binding(s) with problems; open the agent to see them", nullptr,
                      problems.bindings);
        }
    }
    if (role == Qt::ForegroundRole && column == ProblemsColumn) {
        switch (severityOf(m_document->agentProblems(agent.id))) {
        case 2: return toneColor(Tone::Negative);
        case 1: return toneColor(Tone::Neutral);
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && column == EnabledCapabilitiesColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant AgentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Name");
    case SlugColumn: return tr("Slug");
    case KindColumn: return tr("Kind");
    case VisibilityColumn: return tr("Visibility");
    case ActiveColumn: return tr("Active");
    case EnabledCapabilitiesColumn: return tr("Capabilities");
    case ProblemsColumn: return tr("Problems");
    default: return {};
    }
}

AgentFilterProxy::AgentFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(AgentTableModel::SortRole);
    setDynamicSortFilter(true);
}

void AgentFilterProxy::setText(const QString &text)
{
    const QString folded = text.trimmed().toCaseFolded();
    if (folded == m_text)
        return;
    m_text = folded;
    invalidateFilter();
}

bool AgentFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(AgentTableModel::SearchTextRole).toString().contains(m_text);
}

} // namespace capstudio
