#pragma once

#include "core/expected.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QStandardItemModel;
class QTabWidget;
class QStackedWidget;
class QToolBar;
class QTreeView;
class QUndoStack;

namespace capstudio {

class EmptyState;

namespace designer {
class FlowLibrary;
}
namespace flowgate {
class LayoutEngine;
}

class WorkflowCanvas;
class InspectorPanel;
class SimulatorPanel;
class DesignerProblemsPanel;
class AnalysisPanel;
class ComparePanel;

// The Designer area: a flowgate library (file, gateway.yaml or repo folder) with its
// workflows listed on the left, each opened workflow on its own canvas tab, the inspector
// and the simulator on the right and the problems of the whole library below. Every edit
// is an undo step of the library's stack (the window's Edit ▸ Undo serves it while the
// area is in front); Save writes the changed files through the lossless writer.
class DesignerPane : public QWidget
{
    Q_OBJECT

public:
    // `layoutEngine` places the states of workflows that have no positions yet (the
    // application's choice; the pane shares it with its canvases).
    explicit DesignerPane(std::shared_ptr<const flowgate::LayoutEngine> layoutEngine, QWidget *parent = nullptr);
    ~DesignerPane() override;

    // Who keeps the libraries the area opens: it takes each new one (letting the one before
    // go) and returns it. Without a keeper the area keeps its own; the window gives them to
    // its session, which answers for their unsaved changes.
    using LibraryKeeper = std::function<designer::FlowLibrary *(std::unique_ptr<designer::FlowLibrary>)>;
    void setLibraryKeeper(LibraryKeeper keeper) { m_keeper = std::move(keeper); }

    // Opens a library; on failure the current one stays and the error is returned.
    Status openLibrary(const QString &path);
    designer::FlowLibrary *library() const;
    // Opens (or shows) a workflow's canvas; false when the library has no such workflow.
    bool openWorkflow(const QString &workflowId);
    WorkflowCanvas *currentCanvas() const;
    QUndoStack *undoStack() const;
    SimulatorPanel *simulatorPanel() const { return m_simulator; }
    AnalysisPanel *analysisPanel() const { return m_analysis; }
    ComparePanel *comparePanel() const { return m_compare; }
    // Brings the simulator (or the inspector) to the front of the side panels.
    void showSimulator();
    // The splitters' positions, kept in QSettings between runs.
    void saveState() const;
    void restoreState();

    bool hasUnsavedChanges() const;

    QList<QAction *> fileActions() const;
    QList<QAction *> editActions() const;
    QList<QAction *> viewActions() const;

public slots:
    bool save();
    void focusSearch();
    void chooseLibrary();
    void exportDiagram();
    void newCapability();
    void newOrchestrator();
    // The merge of three versions of a flowgate file; the saved result opens here. Empty
    // paths are chosen in the dialog (ours defaults to the open library).
    void mergeFiles(const QString &base = {}, const QString &ours = {}, const QString &theirs = {},
                    const QString &result = {});

signals:
    void statusMessage(const QString &message);
    // A new library brings a new undo stack.
    void undoStackChanged(QUndoStack *stack);
    void modifiedChanged(bool modified);

private:
    void createActions();
    void rebuildOutline();
    void updateActions();
    void updateEmptyCanvas();
    void searchCurrent(const QString &text);
    void inspect(const QString &workflowId, const QString &elementId);
    void showElement(const QString &workflowId, const QString &elementId);
    void currentCanvasChanged();
    WorkflowCanvas *canvasFor(const QString &workflowId) const;

    std::shared_ptr<const flowgate::LayoutEngine> m_layoutEngine;
    LibraryKeeper m_keeper;
    std::unique_ptr<designer::FlowLibrary> m_ownLibrary; // without a keeper
    QPointer<designer::FlowLibrary> m_library; // null once its keeper let it go
    QToolBar *m_toolBar;
    QLabel *m_libraryLabel;
    QLineEdit *m_filter;
    QStandardItemModel *m_outline;
    QSortFilterProxyModel *m_outlineProxy;
    QTreeView *m_outlineView;
    QTabWidget *m_canvases;
    QStackedWidget *m_canvasStack; // the canvases, or what to do while there is none
    EmptyState *m_emptyCanvas;
    QTabWidget *m_sidePanels;
    InspectorPanel *m_inspector;
    SimulatorPanel *m_simulator;
    DesignerProblemsPanel *m_problems;
    AnalysisPanel *m_analysis;
    ComparePanel *m_compare;
    QLineEdit *m_search;
    QList<QString> m_back; // workflows left by following a capability call

    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_mergeAction = nullptr;
    QAction *m_newCapabilityAction = nullptr;
    QAction *m_newOrchestratorAction = nullptr;
    QAction *m_addStateAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_renameAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_selectAllAction = nullptr;
    QAction *m_layoutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_backAction = nullptr;
};

} // namespace capstudio
