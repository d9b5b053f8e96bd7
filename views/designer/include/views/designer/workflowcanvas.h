#pragma once

#include "core/expected.h"

#include <QPointer>
#include <QWidget>
#include <memory>

namespace capstudio {

namespace designer {
class FlowLibrary;
}
namespace flowgate {
class LayoutEngine;
}

class DesignerScene;
class DesignerView;
class MinimapWidget;

// One workflow of an open library on the canvas: the scene, its view and (for large
// graphs) a minimap in the view's corner. It follows the library (every reload redraws
// the graph with its positions and problem markers) and turns the scene's gestures into
// the library's undoable edits. Errors of refused edits are reported, not thrown away.
class WorkflowCanvas : public QWidget
{
    Q_OBJECT

public:
    // Graphs with more states than this get a minimap.
    static constexpr int MinimapStates = 40;

    WorkflowCanvas(designer::FlowLibrary *library, std::shared_ptr<const flowgate::LayoutEngine> layoutEngine,
                   const QString &workflowId, QWidget *parent = nullptr);
    ~WorkflowCanvas() override;

    QString workflowId() const { return m_workflowId; }
    DesignerScene *scene() const { return m_scene; }
    DesignerView *view() const { return m_view; }

    // The selected element for the inspector: a state, a transition or "" (the workflow).
    QString currentElement() const;

public slots:
    // Draws the workflow as the library now holds it (after an edit, undo, redo).
    void refresh();
    void autoLayout();
    void addState();
    void deleteSelection();
    void renameSelection();
    void copySelection();
    void paste();

signals:
    void statusMessage(const QString &message);
    void currentElementChanged(const QString &elementId);
    // A transition calling a capability was activated: open the callee.
    void calleeRequested(const QString &workflowId);
    // The workflow vanished from the library (deleted, renamed in the text).
    void workflowRemoved();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void report(const Status &status);
    void showContextMenu(const QString &id, const QPoint &screenPos);
    void placeMinimap();
    void fitOnce();

    QPointer<designer::FlowLibrary> m_library;
    std::shared_ptr<const flowgate::LayoutEngine> m_layoutEngine;
    QString m_workflowId;
    DesignerScene *m_scene;
    DesignerView *m_view;
    MinimapWidget *m_minimap;
    bool m_fitted = false;
};

} // namespace capstudio
