#pragma once

#include <flowgate/simulationtypes.h>

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace capstudio {

// Texts about a simulated run for a person: a step's details (arguments, executor result,
// guard results, context diff, notes) as rich text, the context diff itself and what an
// awaited executor is.
class SimulatorStepFormatter
{
    Q_DECLARE_TR_FUNCTIONS(SimulatorStepFormatter)

public:
    // At most this many changes are listed by contextChanges().
    static constexpr int MaxChanges = 200;

    struct Change
    {
        enum class Kind { Added, Removed, Changed };
        Kind kind = Kind::Changed;
        QString path; // "title", "plan.steps", "items[2]"
        flowgate::Value before;
        flowgate::Value after;
    };
    // What differs between two contexts, leaf by leaf inside objects (arrays and scalars
    // compare whole), in key order.
    static QList<Change> contextChanges(const flowgate::Value &before, const flowgate::Value &after);

    // The details of one step as HTML.
    static QString stepDetails(const flowgate::SimulationStep &step, int number);
    // "the onEnter executor of state 's2' (rest)", "transition 'fetch' of state 'intake' (rest)".
    static QString pendingDescription(const flowgate::PendingExecutor &pending);

private:
    static void collect(const flowgate::Value &before, const flowgate::Value &after, const QString &path,
                        QList<Change> &changes, int depth);
};

} // namespace capstudio
