#pragma once

#include "catalog/dryrunstore.h"

#include <QHash>
#include <QWidget>
#include <functional>
#include <optional>

class QAction;
class QLabel;
class QListWidget;

namespace capstudio {

// The "Saved dry-runs" side of the dry-run dialog: the store's dry-runs by name, Save,
// Save As…, Delete and Re-run All, which runs every saved scenario again on today's data
// and marks those whose verdict differs from the one they were saved with. Without a
// store, or when the store cannot list dry-runs (a Sunrise database capstudio did not
// create), everything is disabled and the reason is the tooltip and the status line.
//
// The store answers through futures (DryRunAccess): while a read or a write is on its way
// the list and the actions wait (isBusy()), and the answer arrives by signal; a store on
// this thread answers before the call returns.
class SavedDryRunsPanel : public QWidget
{
    Q_OBJECT
public:
    using Runner = std::function<DispatchVerdict(const DispatchScenario &)>;

    SavedDryRunsPanel(DryRunAccess access, QWidget *parent = nullptr);

    void setRunner(Runner runner) { m_runner = std::move(runner); }
    bool isAvailable() const { return m_available; }
    bool isBusy() const { return m_busy > 0; }
    QString unavailableReason() const { return m_reason; }

    // Reads the store again; keeps the current row (or selects `select`). reloaded() follows.
    void reload(const QString &select = QString());
    const QList<SavedDryRun> &dryRuns() const { return m_runs; }
    const SavedDryRun *find(const QString &id) const;
    QString currentId() const;
    void select(const QString &id); // empty clears the selection

    // Store writes. False, with the reason in `error`, when the write cannot start (no store,
    // another write on its way, no such dry-run); otherwise saved() or removed() follows, or
    // writeFailed() with the store's message (also on the status line).
    bool save(const SavedDryRun &dryRun, QString *error = nullptr);
    bool remove(const QString &id, QString *error = nullptr);

    // Runs every saved scenario; returns how many verdicts changed.
    int rerunAll();
    QStringList changedIds() const { return m_changed.keys(); }
    // The verdict a re-run gave, when it differs from the saved one.
    std::optional<DispatchVerdict> changedVerdict(const QString &id) const;
    QString statusText() const;

    QListWidget *list() const { return m_list; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *deleteAction() const { return m_delete; }
    QAction *rerunAllAction() const { return m_rerunAll; }

signals:
    void currentChanged(const QString &id); // empty when nothing is selected
    void saveRequested();
    void saveAsRequested();
    // Re-run All starts: the runner should read the data afresh now.
    void aboutToRerunAll();
    void reloaded();
    void saved(const SavedDryRun &stored);
    void removed(const QString &id);
    void writeFailed(const QString &message);

private:
    void fill(const QString &select);
    void decorate(int row);
    void deleteCurrent();
    void setStatus(const QString &text, bool error);
    void updateActions();
    // `done` with the future once it has finished: at once when it has, else from the event
    // loop (never after this panel is gone).
    template <typename T, typename Done>
    void whenAnswered(const QFuture<T> &future, Done done);
    void busy(bool on);
    static StoreError cancelledWrite(); // what a write cancelled without an answer says
    void failWrite(const QString &message);

    DryRunAccess m_access;
    int m_busy = 0;
    quint64 m_lastReload = 0;
    bool m_readingShown = false;
    Runner m_runner;
    bool m_available = false;
    QString m_reason;
    QList<SavedDryRun> m_runs;
    QHash<QString, DispatchVerdict> m_changed; // id → the differing verdict of the last re-run
    QListWidget *m_list = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_rerunAll = nullptr;
    bool m_filling = false;
};

} // namespace capstudio
