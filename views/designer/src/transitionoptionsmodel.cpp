#include "transitionoptionsmodel.h"
#include "core/tone.h"

#include <QBrush>
#include <QColor>

namespace capstudio {

using flowgate::GuardCheck;
using flowgate::GuardListResult;
using flowgate::TransitionOption;


TransitionOptionsModel::TransitionOptionsModel(QObject *parent) : QAbstractTableModel(parent) {}

void TransitionOptionsModel::setOptions(const QList<TransitionOption> &options)
{
    beginResetModel();
    m_options = options;
    endResetModel();
}

void TransitionOptionsModel::updateOption(int row, const TransitionOption &option)
{
    if (row < 0 || row >= m_options.size())
        return;
    m_options[row] = option;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int TransitionOptionsModel::rowOf(const QString &name) const
{
    for (int row = 0; row < m_options.size(); ++row) {
        if (m_options.at(row).name == name)
            return row;
    }
    return -1;
}

QString TransitionOptionsModel::guardSummary(const GuardListResult &guards)
{
    if (guards.checks.isEmpty())
        return tr("none");
    if (guards.hasError())
        return tr("error: %1").arg(guards.errorCode);
    if (guards.passed)
        return tr("pass (%n guard(s))", nullptr, int(guards.checks.size()));
    for (int i = 0; i < guards.checks.size(); ++i) {
        if (!guards.checks.at(i).result.passed)
            return tr("fail: guard %1 of %2").arg(i + 1).arg(guards.checks.size());
    }
    return tr("fail");
}

QString TransitionOptionsModel::guardExplanations(const GuardListResult &guards)
{
    QStringList lines;
    for (const GuardCheck &check : guards.checks) {
        QString verdict;
        if (check.result.hasError())
            verdict = QStringLiteral("⚠ %1").arg(check.result.errorCode);
        else
            verdict = check.result.passed ? tr("✓ pass") : tr("✗ fail");
        QString line = QStringLiteral("%1 — %2").arg(verdict, check.result.explanation);
        if (check.result.hasError() && !check.result.errorMessage.isEmpty())
            line += QLatin1Char('\n') + check.result.errorMessage;
        if (!check.evaluatedByRuntime)
            line += tr(" (the runtime stops before this guard)");
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

int TransitionOptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int TransitionOptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TransitionOptionsModel::linkText(const TransitionOption &option) const
{
    if (option.retryLink)
        return tr("retry link");
    if (option.hiddenByGuards)
        return tr("hidden");
    if (option.offeredAsLink)
        return tr("link");
    return option.actor == QLatin1String("deterministic") ? tr("chain only") : tr("no");
}

QString TransitionOptionsModel::linkToolTip(const TransitionOption &option) const
{
    if (option.retryLink)
        return tr("The deterministic chain failed on this transition; the runtime offers it as a link to retry.");
    if (option.hiddenByGuards)
        return tr("linkFilter: byGuards hides this link while its guards do not pass.");
    if (option.offeredAsLink)
        return tr("The runtime offers this transition to the %1 as a link.").arg(option.actor);
    if (option.actor == QLatin1String("deterministic"))
        return tr("Deterministic transitions are fired by the runtime's chain, never offered as links.");
    return tr("A terminal state offers no links.");
}

QString TransitionOptionsModel::executorText(const TransitionOption &option) const
{
    if (!option.hasExecutor)
        return tr("—");
    const QString kind = option.executorKind.isEmpty() ? tr("(no kind)") : option.executorKind;
    return option.needsExecutorOutput ? tr("%1 (output needed)").arg(kind) : kind;
}

QVariant TransitionOptionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TransitionOption &option = m_options.at(index.row());
    switch (role) {
    case NameRole:
        return option.name;
    case GuardsPassedRole:
        return option.guards.passed;
    case GuardErrorRole:
        return option.guards.errorCode;
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return option.name;
        case ActorColumn:
            return option.actor;
        case LinkColumn:
            return linkText(option);
        case TargetColumn:
            return option.target;
        case GuardsColumn:
            return guardSummary(option.guards);
        case ExecutorColumn:
            return executorText(option);
        case FiresColumn:
            if (option.maxFiresPerVisit < 0)
                return option.firesThisVisit > 0 ? QString::number(option.firesThisVisit) : QString();
            return tr("%1 / %2").arg(option.firesThisVisit).arg(option.maxFiresPerVisit);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case LinkColumn:
            return linkToolTip(option);
        case GuardsColumn:
            return option.guards.checks.isEmpty() ? tr("No guards: always passes.") : guardExplanations(option.guards);
        case FiresColumn:
            return option.maxFiresPerVisit < 0 ? tr("Fired %n time(s) in this visit.", nullptr, int(option.firesThisVisit))
                                               : tr("max_fires_per_visit: fired %1 of %2 times in this visit.")
                                                     .arg(option.firesThisVisit)
                                                     .arg(option.maxFiresPerVisit);
        default:
            return option.name;
        }
    case Qt::ForegroundRole:
        if (index.column() == GuardsColumn && !option.guards.checks.isEmpty()) {
            if (option.guards.hasError())
                return QBrush(toneColor(Tone::Neutral));
            return QBrush(toneColor(option.guards.passed ? Tone::Positive : Tone::Negative));
        }
        if (index.column() == LinkColumn && !option.offeredAsLink)
            return QBrush(toneColor(Tone::Muted));
        break;
    default:
        break;
    }
    return {};
}

QVariant TransitionOptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Transition");
    case ActorColumn:
        return tr("Actor");
    case LinkColumn:
        return tr("Link");
    case TargetColumn:
        return tr("Target");
    case GuardsColumn:
        return tr("Guards");
    case ExecutorColumn:
        return tr("Executor");
    case FiresColumn:
        return tr("Fires");
    }
    return {};
}

} // namespace capstudio
