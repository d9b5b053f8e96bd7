#pragma once

#include "catalog/dispatchdryrun.h"
#include "catalog/dispatchscenario.h"
#include "core/expected.h"

#include <QDateTime>
#include <QFuture>
#include <QList>
#include <QString>
#include <functional>

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

// Saved dry-runs as a window reaches them: every call answers through a future, so that a
// store on another thread (the connection's worker) never holds the window, and a window
// goes on while a database far away answers. A null access (no `list`) keeps no dry-runs.
struct DryRunAccess
{
    std::function<QFuture<Expected<QList<SavedDryRun>>>()> list;
    std::function<QFuture<Expected<SavedDryRun>>(const SavedDryRun &)> save;
    std::function<QFuture<Status>(const QString &id)> remove;

    bool isNull() const { return !list; }
    // A store on the calling thread: each call runs at once and its future is ready.
    static DryRunAccess direct(DryRunStore *store)
    {
        if (!store)
            return {};
        return {[store] { return QtFuture::makeReadyFuture(store->listDryRuns()); },
                [store](const SavedDryRun &run) { return QtFuture::makeReadyFuture(store->saveDryRun(run)); },
                [store](const QString &id) { return QtFuture::makeReadyFuture(store->deleteDryRun(id)); }};
    }
};

} // namespace capstudio
