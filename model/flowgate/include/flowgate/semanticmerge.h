#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace capstudio::flowgate {

// A three-way merge of one flowgate YAML file at the level of its values: workflows,
// states, transitions and fields. What only one side changed is taken; what both changed the
// same way is taken once; what both changed differently is a conflict named by its place.
// Theirs' changes are written into ours through the source-preserving document, so every
// byte of ours that neither change touches (comments, quoting, order) stays as it was.
// A state renamed on one side and edited on the other is merged into the renamed state.
class SemanticMerge
{
    Q_DECLARE_TR_FUNCTIONS(SemanticMerge)

public:
    struct Conflict
    {
        QString place;   // "workflow flow.x, state s, transition t, field /guards"
        QString pointer; // JSON pointer in ours
        Value base;
        Value ours;
        Value theirs;
        bool baseAbsent = false;
        bool oursAbsent = false;
        bool theirsAbsent = false;
        // A state renamed two ways: its name on each side (the conflict is at ours' name).
        QString oursKey;
        QString theirsKey;
        QString describe() const;
    };

    // How a conflict is settled: a value (or its absence) written at the conflict's place;
    // for a state renamed two ways, `key` gives the name it keeps (ours' when empty).
    struct Resolution
    {
        bool absent = false;
        Value value;
        QString key;
    };
    // By Conflict::pointer: the same three texts give the same conflicts at the same places.
    using Resolutions = QHash<QString, Resolution>;

    struct Result
    {
        bool readable = true;
        Diagnostics errors;       // a side that is not YAML, or an edit the document refused
        QByteArray text;          // the merged file (ours when conflicts are left)
        QList<Conflict> conflicts; // those no resolution settled
        int taken = 0;            // changes of theirs written into ours
        int resolved = 0;         // conflicts settled by a resolution
        bool clean() const { return readable && errors.isEmpty() && conflicts.isEmpty(); }
    };

    static Result merge(const QByteArray &base, const QByteArray &ours, const QByteArray &theirs,
                        const QString &fileName, const Resolutions &resolutions = {});
};

} // namespace capstudio::flowgate
