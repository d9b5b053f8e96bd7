#include "simulatorhistorymodel.h"
#include "core/tone.h"

#include <QBrush>
#include <QColor>

namespace capstudio {

using flowgate::SimulationStep;

SimulatorHistoryModel::SimulatorHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void SimulatorHistoryModel::setSteps(const QList<SimulationStep> &steps, bool sameRun)
{
    const int rows = int(m_steps.size());
    const int wanted = int(steps.size());
    if (!sameRun) {
        beginResetModel();
        m_steps = steps;
        endResetModel();
        return;
    }
    if (wanted > rows) {
        beginInsertRows({}, rows, wanted - 1);
        m_steps = steps;
        endInsertRows();
    } else if (wanted < rows) {
        beginRemoveRows({}, wanted, rows - 1);
        m_steps = steps;
        endRemoveRows();
    } else {
        m_steps = steps;
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    }
}

QString SimulatorHistoryModel::kindName(SimulationStep::Kind kind)
{
    switch (kind) {
    case SimulationStep::Kind::Start:
        return tr("Start");
    case SimulationStep::Kind::Fire:
        return tr("Fire");
    case SimulationStep::Kind::ChainHop:
        return tr("Chain hop");
    case SimulationStep::Kind::OnEnter:
        return tr("onEnter");
    case SimulationStep::Kind::Rejection:
        return tr("Rejected");
    case SimulationStep::Kind::Failure:
        return tr("Failed");
    }
    return QString();
}

bool SimulatorHistoryModel::isError(const SimulationStep &step)
{
    return step.kind == SimulationStep::Kind::Rejection || step.kind == SimulationStep::Kind::Failure;
}

int SimulatorHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int SimulatorHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SimulatorHistoryModel::statesText(const SimulationStep &step) const
{
    if (step.fromState.isEmpty())
        return step.toState.isEmpty() ? QString() : QStringLiteral("→ %1").arg(step.toState);
    if (step.fromState == step.toState && (isError(step) || step.kind == SimulationStep::Kind::OnEnter))
        return step.fromState;
    return QStringLiteral("%1 → %2").arg(step.fromState, step.toState);
}

QString SimulatorHistoryModel::resultText(const SimulationStep &step) const
{
    if (!step.errorCode.isEmpty()) {
        const QString firstLine = step.errorMessage.section(QLatin1Char('\n'), 0, 0);
        return firstLine.isEmpty() ? step.errorCode : QStringLiteral("%1: %2").arg(step.errorCode, firstLine);
    }
    if (step.versionAfter != step.versionBefore)
        return tr("version %1 → %2").arg(step.versionBefore).arg(step.versionAfter);
    return tr("version %1").arg(step.versionAfter);
}

QVariant SimulatorHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SimulationStep &step = m_steps.at(index.row());
    switch (role) {
    case ActionRole:
        return step.action;
    case ErrorCodeRole:
        return step.errorCode;
    case FromStateRole:
        return step.fromState;
    case ToStateRole:
        return step.toState;
    case TransitionIdRole:
        return step.transition.isEmpty() ? QString() : step.fromState + QLatin1Char('/') + step.transition;
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return index.row() + 1;
        case KindColumn:
            return kindName(step.kind);
        case StatesColumn:
            return statesText(step);
        case TransitionColumn:
            return step.transition;
        case ResultColumn:
            return resultText(step);
        }
        break;
    case Qt::ToolTipRole:
        if (!step.errorCode.isEmpty())
            return QStringLiteral("%1\n%2").arg(step.errorCode, step.errorMessage);
        if (!step.notes.isEmpty())
            return step.notes.join(QLatin1Char('\n'));
        return statesText(step);
    case Qt::ForegroundRole:
        if (step.kind == SimulationStep::Kind::Rejection && index.column() != NumberColumn)
            return QBrush(toneColor(Tone::Negative));
        if (step.kind == SimulationStep::Kind::Failure && index.column() != NumberColumn)
            return QBrush(toneColor(Tone::Neutral));
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == NumberColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return {};
}

QVariant SimulatorHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        return tr("#");
    case KindColumn:
        return tr("Step");
    case StatesColumn:
        return tr("From → to");
    case TransitionColumn:
        return tr("Transition");
    case ResultColumn:
        return tr("Result");
    }
    return {};
}

} // namespace capstudio
