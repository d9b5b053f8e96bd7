#pragma once

#include "catalog/dispatchdryrun.h"

#include <QAbstractTableModel>
#include <QHash>

namespace capstudio {

// The steps of one dry-run verdict, one row per step in pipeline order: step number ("1",
// "3a", "Chat"), check, outcome, the error code Sunrise would return, and the message.
// Stopped rows are red, caution rows amber, steps that were not reached or do not apply
// grey.
//
// With a previous verdict (setPrevious: the one a saved dry-run got), rows whose outcome or
// code differ (DispatchDryRun::compare) are marked: bold, a pale yellow background with
// dark text whatever the palette, and the tooltip "Was: <outcome> <code>".
class DispatchStepModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StepColumn, CheckColumn, OutcomeColumn, CodeColumn, MessageColumn, ColumnCount };
    enum Role {
        StepRole = Qt::UserRole + 1, // int: the row's DispatchStep
        OutcomeRole,                 // int: the row's StepOutcome
        ChangedRole,                 // bool: outcome or code differ from the previous verdict
    };

    explicit DispatchStepModel(QObject *parent = nullptr);

    // Resets the model. Marks are recomputed against the previous verdict, if any.
    void setVerdict(const DispatchVerdict &verdict);
    const DispatchVerdict &verdict() const { return m_verdict; }
    // The verdict to compare with; marks change in place (dataChanged, no reset).
    void setPrevious(const DispatchVerdict &previous);
    void clearPrevious();
    bool hasPrevious() const { return m_hasPrevious; }
    // The changes against the previous verdict (empty without one).
    const QList<VerdictChange> &changes() const { return m_changes; }

    const DispatchStepResult *stepAt(int row) const;
    int rowOf(DispatchStep step) const; // -1 when the verdict has no such step
    bool isChanged(int row) const;

    // Translated, for people: "Passed", "Caution", "Stopped", "Not reached", "Not applicable".
    static QString outcomeText(StepOutcome outcome);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void recomputeChanges();
    void emitMarksChanged();
    QVariant changedToolTip(int row) const;

    DispatchVerdict m_verdict;
    DispatchVerdict m_previous;
    bool m_hasPrevious = false;
    QList<VerdictChange> m_changes;
    QHash<int, int> m_changeByStep; // DispatchStep → index in m_changes
};

} // namespace capstudio
