#pragma once

#include "catalog/capability.h"
#include "catalog/capabilityfile.h"
#include "core/diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QStringList>

namespace capstudio {

class CatalogDocument;

// Importing a file of capability rows into the document, and exporting rows in the same
// formats. An import is planned first: every row of the file is classified against the
// document, a person chooses what to take, and the chosen rows are staged as one undo step.
class CapabilityImport
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityImport)

public:
    enum class Kind { New, Changed, Unchanged, Invalid };

    struct FieldChange
    {
        QString key;
        QJsonValue before;
        QJsonValue after;
    };

    // One row of the file and what importing it would do.
    struct Row
    {
        Kind kind = Kind::Invalid;
        int index = 0; // position in the file's rows
        QString pointer; // the row in the file ("/3", "/data/3", "/data")
        QString slug; // as the file writes it
        QString matchedId; // the document row it updates; empty for New and unmatched rows
        bool matchedById = false;
        Capability capability; // New: the row to add (editable fields only, isSystem false)
        QList<FieldChange> changes; // Changed: the editable fields that differ, in form order
        Diagnostics diagnostics; // errors (Invalid only) and warnings, pointing into the file

        bool isStageable() const { return kind == Kind::New || kind == Kind::Changed; }
    };

    struct Plan
    {
        QString file;
        QList<Row> rows; // in file order

        int count(Kind kind) const;
        // The rows a person would stage without choosing: every New and Changed row.
        QList<int> stageableRows() const;
    };

    static QString kindName(Kind kind);

    // Classifies every row of the file: matched by id when the file's id is in the
    // document, else by slug. Fields the file leaves out keep the document's values;
    // isSystem and the quarantine columns are never imported.
    static Plan plan(const CatalogDocument &document, const CapabilityFile::Content &content,
                     const QString &file);

    // Stages the chosen New and Changed rows (indexes into plan.rows) as one undo step.
    // Other kinds, and edits the document refuses meanwhile, are skipped.
    static void stage(CatalogDocument &document, const Plan &plan, const QList<int> &chosenRows);

    // Full rows as Sunrise's GET returns them: a JSON array, or inside the response
    // envelope {"success": true, "data": [...]}. Indented, keys sorted, UTF-8.
    static QByteArray exportRows(const QList<Capability> &rows, bool envelope);
};

} // namespace capstudio
