#pragma once

#include "catalog/dispatchdryrun.h"
#include "catalog/dispatchscenario.h"
#include "core/expected.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace capstudio {

// A dry-run kept with the workspace: the question and the verdict it got when saved, so a
// re-run after edits can show what changed.
struct SavedDryRun
{
    QString id;                 // empty before the first save; the store assigns a cuid
    DispatchScenario scenario;
    DispatchVerdict verdict;
    QDateTime savedAt;          // UTC, set by the store
};

// Where saved dry-runs live: the workspace database (capstudio's own table). A Sunrise
// database capstudio did not create has no such table and answers with an error.
class DryRunStore
{
public:
    virtual ~DryRunStore() = default;

    // Sorted by name, then by id.
    virtual Expected<QList<SavedDryRun>> listDryRuns() = 0;
    // Inserts (empty id) or replaces the row with that id. Returns the stored row.
    virtual Expected<SavedDryRun> saveDryRun(const SavedDryRun &dryRun) = 0;
    virtual Status deleteDryRun(const QString &id) = 0;
};

} // namespace capstudio
