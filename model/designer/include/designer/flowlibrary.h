#pragma once

#include "core/expected.h"
#include "core/workpool.h"
#include "flowgate/configvalidation.h"
#include "flowgate/layoutengine.h"
#include "flowgate/sourcedocument.h"
#include "flowgate/workflowgraph.h"

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QUndoStack>

#include <functional>
#include <map>
#include <memory>

namespace capstudio::layout {
class LayoutSidecar;
}

namespace capstudio::designer {

// A flowgate library opened in the designer: a single YAML file, a gateway.yaml or a repo
// folder. It owns the source-preserving documents of the files being edited, the layout
// sidecars next to them, and one QUndoStack for every edit (text and positions).
//
// After each edit the whole library is loaded and checked again, exactly as the runtime
// would load it, with the unsaved texts in place of the files (Loader overlay): the graph,
// the workflow list and the problems always describe what would be saved. Small libraries
// are checked at once; large ones on a worker thread, and `reloaded()` reports when the
// new result is in (a result that an even newer edit overtook is dropped).
//
// Workflow ids are the ids as loaded (namespaced in repo libraries); edits address the
// workflow's key in its own file, which this class finds.
class FlowLibrary : public QObject
{
    Q_OBJECT

public:
    // Above this many bytes of YAML the check after an edit runs off the GUI thread.
    static constexpr qint64 SynchronousCheckBytes = 512 * 1024;
    // Undo steps kept; the oldest go first. A step keeps only what its edit changed.
    static constexpr int UndoLimit = 1000;

    ~FlowLibrary() override;

    // Loads and checks the library. Fails only when the path cannot be read at all; a
    // library that does not load opens with its load error among the problems.
    static Expected<std::unique_ptr<FlowLibrary>> open(const QString &path);

    QString path() const { return m_path; }
    QUndoStack *undoStack() { return &m_undo; }
    // The text of one of the library's files as edited (unsaved edits included); empty until
    // an edit opened the file for editing.
    QByteArray text(const QString &file) const;
    // Bytes of YAML text the undo steps hold: the spans the edits replaced, not whole files.
    qsizetype undoTextBytes() const;

    // ---- What the last check found ---------------------------------------------------
    const flowgate::ValidationReport &report() const { return m_report; }
    const flowgate::Value &config() const { return m_report.loaded.config; }
    // Every diagnostic: load errors, check errors, warnings, load warnings.
    Diagnostics problems() const;
    // Workflow ids in the runtime's order.
    QStringList workflowIds() const;
    bool hasWorkflow(const QString &workflowId) const;
    flowgate::Value definition(const QString &workflowId) const;
    flowgate::WorkflowGraph graph(const QString &workflowId) const;
    // Absolute path of the file that defines the workflow; empty when unknown.
    QString fileOf(const QString &workflowId) const;
    // The files the loader read, absolute, in its order (SourcePos::file indexes them).
    QStringList files() const { return m_absoluteFiles; }
    // Problem markers of one workflow: element id (state or "state/transition") → 2 for
    // an error, 1 for a warning (the worst wins).
    QHash<QString, int> markers(const QString &workflowId) const;
    // The element a diagnostic is about, in that workflow: a state id, a
    // "state/transition" id, or empty (workflow level / elsewhere).
    QString elementOf(const QString &workflowId, const Diagnostic &diagnostic) const;
    // True while a check started by an edit is still running.
    bool isChecking() const { return m_checking; }

    // ---- Positions --------------------------------------------------------------------
    // Centres of the workflow's states: the ones a person placed (sidecar) over the ones
    // the last automatic layout computed.
    QHash<QString, QPointF> positions(const QString &workflowId) const;
    QHash<QString, QPointF> pinnedPositions(const QString &workflowId) const;
    // The last automatic layout of the workflow (edge paths for the canvas), if any.
    const flowgate::LayoutResult *lastLayout(const QString &workflowId) const;
    // Lays out states that have no position yet (keeping every placed one): after opening a
    // workflow or adding states. Not an undo step: nothing a person chose changes.
    Status ensureLayout(const QString &workflowId, const flowgate::LayoutGraph &graph,
                        const flowgate::LayoutEngine &engine);

    // ---- Edits (each one undo step; on error nothing changes and nothing is pushed) ----
    // Runs `edit` on the source document of the workflow's file; `edit` receives the
    // workflow's key as written in that file. Several document calls inside `edit` form one
    // step: should one fail, the text goes back as it was.
    Status editWorkflow(const QString &workflowId, const QString &undoText,
                        const std::function<Status(flowgate::SourceDocument &, const QString &key)> &edit);

    Status addState(const QString &workflowId, const QString &state, QPointF position,
                    const flowgate::Value &body = flowgate::Value::makeObject());
    Status renameState(const QString &workflowId, const QString &from, const QString &to);
    // Deletes states with their incoming transitions (one step).
    Status deleteStates(const QString &workflowId, const QStringList &states);
    Status addTransition(const QString &workflowId, const QString &fromState, const QString &name,
                         const QString &target, const flowgate::Value &extra = flowgate::Value());
    // `edgeId` is "state/transition" or a branch edge "state/transition#i".
    Status retarget(const QString &workflowId, const QString &edgeId, const QString &target);
    Status deleteTransitions(const QString &workflowId, const QStringList &transitionIds);
    // Sets / removes a key under the workflow (path relative to the workflow's mapping).
    Status setValue(const QString &workflowId, const flowgate::NodePath &path,
                    const flowgate::Value &value, const QString &undoText);
    Status removeValue(const QString &workflowId, const flowgate::NodePath &path, const QString &undoText);
    // A new workflow from a template (valid by construction) in `file` (absolute; empty:
    // the library's own file, or the file of the first workflow).
    Status addCapability(const QString &verb, const QString &name, const QString &file = {});
    Status addOrchestrator(const QString &name, const QString &file = {});
    // Moves states a person dragged (one step; pins them in the sidecar).
    void moveStates(const QString &workflowId, const QHash<QString, QPointF> &from,
                    const QHash<QString, QPointF> &to);
    // Lays the whole workflow out again, forgetting the pinned positions (one step).
    Status autoLayout(const QString &workflowId, const flowgate::LayoutGraph &graph,
                      const flowgate::LayoutEngine &engine);

    // ---- Copy and paste ---------------------------------------------------------------
    // The states as written (with their transitions), for the clipboard:
    // {"format":"capstudio-states","version":1,"workflow":…,"states":{id:body},"positions":{id:{x,y}}}.
    Expected<QByteArray> copyStates(const QString &workflowId, const QStringList &states) const;
    // Adds the copied states to the workflow (one step). Ids that exist get a suffix
    // (`review_2`); transitions to states neither pasted nor present are dropped, targets
    // among the pasted states follow their renames. Positions are offset by `offset`.
    // Returns the new state ids.
    Expected<QStringList> pasteStates(const QString &workflowId, const QByteArray &clipboard,
                                      QPointF offset = QPointF(40, 40));

    // ---- Saving -------------------------------------------------------------------------
    bool isModified() const;
    // The files a save would write: changed YAML files and layout sidecars, absolute.
    QStringList modifiedFiles() const;
    // Writes every changed file (through the lossless writer, atomically) and sidecar.
    // A file changed on disk since it was read is not overwritten: StoreError::Conflict.
    Status save();

signals:
    // The result of a check is in (after open, an edit, undo or redo).
    void reloaded();
    void modifiedChanged(bool modified);

private:
    friend class LibrarySnapshotCommand;
    struct FileState;
public:
    // The state one edit changes (LibrarySnapshotCommand keeps two of these).
    struct Snapshot
    {
        QString file; // absolute
        QByteArray text;
        QHash<QString, QHash<QString, QPointF>> pinned;   // sidecar: workflow key → state → centre
        QHash<QString, QHash<QString, QPointF>> computed; // workflow id → state → centre
        QHash<QString, flowgate::LayoutResult> layouts;
    };

private:

    explicit FlowLibrary(const QString &path);

    Expected<FileState *> fileState(const QString &absoluteFile);
    Expected<QString> workflowKey(const QString &workflowId, flowgate::SourceDocument &document) const;
    static QString elementIn(const flowgate::WorkflowGraph &shape, const QString &file,
                             const Diagnostic &diagnostic);
    Snapshot snapshot(const QString &file) const;
    void restore(const Snapshot &snapshot);
    // Runs `change` between two snapshots of `file` and pushes the step when it changed something.
    Status recordStep(const QString &file, const QString &undoText, const std::function<Status()> &change);
    QString sidecarKey(const QString &workflowId) const;
    void setPinned(const QString &workflowId, const QString &state, std::optional<QPointF> position);
    void check();
    void adopt(flowgate::ValidationReport report);

    QString m_path;
    QUndoStack m_undo;
    TaskGroup m_checks; // checks of large libraries, on the shared pool; joined on destruction
    flowgate::ValidationReport m_report;
    QStringList m_absoluteFiles;
    std::map<QString, std::unique_ptr<FileState>> m_files; // opened for editing, by absolute path
    QHash<QString, QHash<QString, QPointF>> m_computed;     // workflow id → state → centre
    QHash<QString, flowgate::LayoutResult> m_layouts;       // workflow id → last layout
    bool m_checking = false;     // a check is due or running
    bool m_checkRunning = false; // one is running off the GUI thread
    quint64 m_generation = 0;
    bool m_lastModified = false;
};

} // namespace capstudio::designer
