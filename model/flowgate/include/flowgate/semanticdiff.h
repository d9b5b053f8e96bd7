#pragma once

#include "flowgate/value.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio::flowgate {

// What changed between two loaded flowgate configs, workflow by workflow, in the terms a
// designer reviews: states added, removed and renamed, transitions added, removed and
// retargeted, guards, actors, executors and `use:` bindings, inputs, outputs and slots,
// snippet contracts (with the contract hash before and after), and any other field by its
// path. Both sides are the configs as the runtime holds them after loading, so comments, key
// order, quoting and layout sidecars are never changes.
class SemanticDiff
{
    Q_DECLARE_TR_FUNCTIONS(SemanticDiff)

public:
    struct Change
    {
        // workflow-added, workflow-removed, state-added, state-removed, state-renamed,
        // transition-added, transition-removed, transition-retargeted, guard-changed,
        // actor-changed, executor-changed, use-changed, inputs-changed, outputs-changed,
        // slots-changed, contract-changed, field-changed
        QString kind;
        QString state;       // the state (its new name after a rename)
        QString transition;  // the transition's name, within state
        QString path;        // JSON pointer of the field inside the workflow's definition
        Value before;        // absent (Null) for an addition
        Value after;         // absent (Null) for a removal
        QString from;        // state-renamed: the old name
        QStringList notes;   // contract-changed: the callers it breaks (validator messages)

        QString describe() const; // one line for people
        QJsonObject toJson() const;
    };

    struct WorkflowChanges
    {
        QString id;
        QList<Change> changes;
    };

    // Workflows in id order; a workflow without changes is left out.
    static QList<WorkflowChanges> compare(const Value &oldConfig, const Value &newConfig,
                                          const QStringList &newFiles = {});

    // States renamed between two versions of a workflow definition (old name → new name):
    // gone under the old name, present under the new one with the same content (targets
    // carried through the renames) and entered by the same transitions. Found in rounds,
    // since one rename can make the next one's incoming transitions match. capstudio merge
    // uses the same rule.
    static QHash<QString, QString> stateRenames(const Value &before, const Value &after);
    // A state's definition with its transition and branch targets carried through names.
    static Value withTargetsRenamed(Value state, const QHash<QString, QString> &names);
};

} // namespace capstudio::flowgate
