#pragma once

#include <flowgate/simulationtypes.h>

#include <QAbstractTableModel>
#include <QList>

namespace capstudio {

// The steps of a simulated run (Simulator::history), one row each: number, kind,
// from → to, transition and the result (error code and message, or the version change).
// Rejections and failures are coloured.
class SimulatorHistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NumberColumn, KindColumn, StatesColumn, TransitionColumn, ResultColumn, ColumnCount };
    enum Role {
        ActionRole = Qt::UserRole + 1, // int: the user action that produced the step
        ErrorCodeRole,                 // QString
        FromStateRole,                 // QString
        ToStateRole,                   // QString
        TransitionIdRole,              // QString "fromState/transition", empty without a transition
    };

    explicit SimulatorHistoryModel(QObject *parent = nullptr);

    // Makes the rows match `steps`. With sameRun, `steps` is taken to extend or cut the
    // current rows (an action appended steps, step back removed them) and only the
    // difference is inserted or removed; otherwise the model resets.
    void setSteps(const QList<flowgate::SimulationStep> &steps, bool sameRun);
    const QList<flowgate::SimulationStep> &steps() const { return m_steps; }
    const flowgate::SimulationStep &step(int row) const { return m_steps.at(row); }

    // "Start", "Fire", "Chain hop", "onEnter", "Rejected", "Failed".
    static QString kindName(flowgate::SimulationStep::Kind kind);
    static bool isError(const flowgate::SimulationStep &step);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString statesText(const flowgate::SimulationStep &step) const;
    QString resultText(const flowgate::SimulationStep &step) const;

    QList<flowgate::SimulationStep> m_steps;
};

} // namespace capstudio
