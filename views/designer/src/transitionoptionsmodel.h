#pragma once

#include <flowgate/simulationtypes.h>

#include <QAbstractTableModel>
#include <QList>

namespace capstudio {

// The transitions of the simulator's current state (Simulator::enabledTransitions), one
// row each: name, actor, whether the runtime offers it as a link, target, the guard
// results (the GuardEvaluator explanations in the tooltip), the executor and the fire cap.
class TransitionOptionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ActorColumn, LinkColumn, TargetColumn, GuardsColumn, ExecutorColumn, FiresColumn, ColumnCount };
    enum Role {
        NameRole = Qt::UserRole + 1,  // the transition name
        GuardsPassedRole,             // bool: every guard passes
        GuardErrorRole,               // QString: GUARD_UNSET_SLOT, … or empty
    };

    explicit TransitionOptionsModel(QObject *parent = nullptr);

    // Replaces every row.
    void setOptions(const QList<flowgate::TransitionOption> &options);
    // Replaces one row (the same transition re-evaluated, e.g. with other arguments).
    void updateOption(int row, const flowgate::TransitionOption &option);
    const QList<flowgate::TransitionOption> &options() const { return m_options; }
    const flowgate::TransitionOption &option(int row) const { return m_options.at(row); }
    // -1 when no row has that name.
    int rowOf(const QString &name) const;

    // "pass", "fail: guard 2 of 3", "GUARD_UNSET_SLOT", "none".
    static QString guardSummary(const flowgate::GuardListResult &guards);
    // One line per guard: "✓ pass — $.context.a (1) == 1 → true".
    static QString guardExplanations(const flowgate::GuardListResult &guards);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString linkText(const flowgate::TransitionOption &option) const;
    QString linkToolTip(const flowgate::TransitionOption &option) const;
    QString executorText(const flowgate::TransitionOption &option) const;

    QList<flowgate::TransitionOption> m_options;
};

} // namespace capstudio
