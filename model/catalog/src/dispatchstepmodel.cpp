#include "catalog/dispatchstepmodel.h"
#include "core/tone.h"

#include <QGuiApplication>
#include <QColor>
#include <QFont>
#include <QIcon>

namespace capstudio {

namespace {


QString oneLine(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

} // namespace

DispatchStepModel::DispatchStepModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DispatchStepModel::setVerdict(const DispatchVerdict &verdict)
{
    beginResetModel();
    m_verdict = verdict;
    recomputeChanges();
    endResetModel();
}

void DispatchStepModel::setPrevious(const DispatchVerdict &previous)
{
    m_previous = previous;
    m_hasPrevious = true;
    recomputeChanges();
    emitMarksChanged();
}

void DispatchStepModel::clearPrevious()
{
    if (!m_hasPrevious)
        return;
    m_previous = DispatchVerdict();
    m_hasPrevious = false;
    recomputeChanges();
    emitMarksChanged();
}

void DispatchStepModel::recomputeChanges()
{
    m_changes = m_hasPrevious ? DispatchDryRun::compare(m_previous, m_verdict) : QList<VerdictChange>();
    m_changeByStep.clear();
    for (int i = 0; i < m_changes.size(); ++i)
        m_changeByStep.insert(int(m_changes.at(i).step), i);
}

void DispatchStepModel::emitMarksChanged()
{
    if (m_verdict.steps.isEmpty())
        return;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                     {Qt::FontRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole, ChangedRole});
}

const DispatchStepResult *DispatchStepModel::stepAt(int row) const
{
    return row >= 0 && row < m_verdict.steps.size() ? &m_verdict.steps.at(row) : nullptr;
}

int DispatchStepModel::rowOf(DispatchStep step) const
{
    for (int row = 0; row < m_verdict.steps.size(); ++row) {
        if (m_verdict.steps.at(row).step == step)
            return row;
    }
    return -1;
}

bool DispatchStepModel::isChanged(int row) const
{
    const DispatchStepResult *result = stepAt(row);
    return result && m_changeByStep.contains(int(result->step));
}

QString DispatchStepModel::outcomeText(StepOutcome outcome)
{
    switch (outcome) {
    case StepOutcome::Passed: return tr("Passed");
    case StepOutcome::Caution: return tr("Caution");
    case StepOutcome::Stopped: return tr("Stopped");
    case StepOutcome::NotReached: return tr("Not reached");
    case StepOutcome::NotApplicable: return tr("Not applicable");
    }
    return QString();
}

int DispatchStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_verdict.steps.size());
}

int DispatchStepModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DispatchStepModel::changedToolTip(int row) const
{
    const DispatchStepResult &result = m_verdict.steps.at(row);
    const VerdictChange &change = m_changes.at(m_changeByStep.value(int(result.step)));
    const QString was = change.codeBefore.isEmpty()
                            ? tr("Was: %1").arg(outcomeText(change.before))
                            : tr("Was: %1 %2").arg(outcomeText(change.before), change.codeBefore);
    return result.message.isEmpty() ? was : was + QLatin1Char('\n') + result.message;
}

QVariant DispatchStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DispatchStepResult &result = m_verdict.steps.at(index.row());
    const bool changed = m_changeByStep.contains(int(result.step));
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StepColumn: return DispatchStepResult::number(result.step);
        case CheckColumn: return DispatchStepResult::title(result.step);
        case OutcomeColumn: return outcomeText(result.outcome);
        case CodeColumn: return result.errorCode;
        case MessageColumn: return oneLine(result.message);
        }
        return {};
    case Qt::ToolTipRole:
        if (changed)
            return changedToolTip(index.row());
        if (index.column() == MessageColumn && !result.message.isEmpty())
            return result.message;
        return {};
    case Qt::ForegroundRole:
        // A changed row is marked by its tint (and bold): its text keeps the outcome's tone, or
        // the palette's own text where a muted grey would fade into the tint.
        switch (result.outcome) {
        case StepOutcome::Stopped: return toneColor(Tone::Negative);
        case StepOutcome::Caution: return toneColor(Tone::Neutral);
        case StepOutcome::NotReached:
        case StepOutcome::NotApplicable: return changed ? QVariant() : QVariant(toneColor(Tone::Muted));
        case StepOutcome::Passed: return {};
        }
        return {};
    case Qt::BackgroundRole:
        return changed ? QVariant(toneBackground(Tone::Neutral, QGuiApplication::palette())) : QVariant();
    case Qt::FontRole:
        if (changed || result.outcome == StepOutcome::Stopped) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == OutcomeColumn) {
            QIcon icon;
            if (result.outcome == StepOutcome::Stopped)
                icon = QIcon::fromTheme(QStringLiteral("dialog-error"));
            else if (result.outcome == StepOutcome::Caution)
                icon = QIcon::fromTheme(QStringLiteral("dialog-warning"));
            if (!icon.isNull())
                return icon;
        }
        return {};
    case Qt::AccessibleTextRole:
        if (index.column() == OutcomeColumn)
            return changed ? tr("%1 (changed)").arg(outcomeText(result.outcome)) : outcomeText(result.outcome);
        return {};
    case StepRole: return int(result.step);
    case OutcomeRole: return int(result.outcome);
    case ChangedRole: return changed;
    }
    return {};
}

QVariant DispatchStepModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn: return tr("Step");
    case CheckColumn: return tr("Check");
    case OutcomeColumn: return tr("Outcome");
    case CodeColumn: return tr("Code");
    case MessageColumn: return tr("Message");
    }
    return {};
}

} // namespace capstudio
