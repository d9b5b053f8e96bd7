#pragma once

#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogsnapshot.h"

#include <QCoreApplication>

namespace capstudio {

class BindingDocument;
class CatalogDocument;

// One change picked in the comparison to stage: a whole row's change, or (for an update)
// some of its fields by JSON pointer, down to a single leaf of a JSON field.
struct ComparePick
{
    enum class Kind { Capability, Binding };
    Kind kind = Kind::Capability;
    QString slug;           // a capability's
    QString agentSlug;      // a binding's
    QString capabilitySlug; // a binding's
    QStringList pointers;   // an update's picked fields; empty = every field of the change
};

// Turns picked changes of a comparison into ordinary staged edits of the window's documents:
// undoable (one undo step per document), shown as pending, applied with Apply like any edit,
// conflicts included.
class CatalogStaging
{
    Q_DECLARE_TR_FUNCTIONS(CatalogStaging)

public:
    // The catalog the window shows: the documents' rows as they are now, staged edits included.
    // The binding document must have been read for bindings to be part of it.
    static CatalogSnapshot snapshotOf(const CatalogDocument &capabilities, const BindingDocument &bindings);

    struct Result
    {
        int staged = 0;
        QStringList refused; // "capability x: why", for picks a document refused
    };
    // `diff` goes from the window's catalog (snapshotOf) to the other side.
    static Result stage(const CatalogDiff &diff, const QList<ComparePick> &picks, CatalogDocument &capabilities,
                        BindingDocument &bindings, const QString &undoText);

    // `root` with the value at `pointer` (RFC 6901, relative to root) replaced by `value`, or
    // removed when `value` is undefined. Missing objects on the way are made.
    static QJsonValue withValueAt(const QJsonValue &root, const QString &pointer, const QJsonValue &value);
};

} // namespace capstudio
