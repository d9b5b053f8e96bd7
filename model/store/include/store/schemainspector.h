#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

namespace capstudio {

// Checks that a database capstudio did not create (a Sunrise database) has every table and
// column the store reads and writes, with Sunrise's names (reference §3). Read-only: it looks
// at the catalogue, never alters anything, and says precisely what is missing.
class SchemaInspector
{
    Q_DECLARE_TR_FUNCTIONS(SchemaInspector)

public:
    struct Gap
    {
        QString table;
        bool tableMissing = false;
        QStringList columns; // missing columns (all of them when the table is missing)
        QString neededFor;   // "capabilities", "agent bindings" …
    };

    // The gaps, in the order of reference §3; empty when everything is there.
    static Expected<QList<Gap>> check(const QSqlDatabase &database);
    // One line per gap: `table "ai_capability" lacks the columns "quarantineUntil", "metadata"
    // (needed for capabilities)`.
    static QString describe(const QList<Gap> &gaps);
};

} // namespace capstudio
