#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;

namespace capstudio {

namespace designer {
class FlowLibrary;
}

class InspectorPage;
class StateInspector;
class TransitionInspector;
class WorkflowInspector;

// The designer's property inspector: the fields of the selected workflow, state or
// transition, in titled sections inside a scroll area.
//
// Every change goes through the FlowLibrary as one undo step: a line edit commits when
// Return is pressed or focus leaves it (not per key), a multi-line field when focus leaves
// it (or Ctrl+Return), combos and check boxes when a person picks. When the library
// refuses an edit, its message shows in red in the section of the field and the field goes
// back to what is written. The panel follows FlowLibrary::reloaded(): after an edit, undo
// or redo it shows the element again, or the workflow when the element is gone.
class InspectorPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Nothing, Workflow, State, Transition };

    explicit InspectorPanel(QWidget *parent = nullptr);
    ~InspectorPanel() override;

    void setLibrary(designer::FlowLibrary *library);
    designer::FlowLibrary *library() const { return m_library; }

    // `elementId`: "" for the workflow itself, a state id, a transition id
    // "state/transition" or a branch edge id "state/transition#i" (shows the transition).
    // A field being edited commits first, to the element it belongs to.
    void inspect(const QString &workflowId, const QString &elementId);
    QString workflowId() const { return m_workflowId; }
    QString elementId() const { return m_elementId; }
    Kind kind() const { return m_kind; }
    // The message of the last edit the library refused (empty before any).
    QString lastError() const { return m_lastError; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The inspected element changed by itself: a rename followed it, or it vanished
    // (the workflow is shown then).
    void inspectedChanged(const QString &workflowId, const QString &elementId);

private:
    void refresh();
    void commitPendingEdit();
    void showPage(InspectorPage *page);
    void connectPage(InspectorPage *page);
    void onRenamed(const QString &elementId);

    designer::FlowLibrary *m_library = nullptr; // cleared when it is destroyed
    QString m_workflowId;
    QString m_elementId;
    QString m_renameTo;
    QString m_lastError;
    Kind m_kind = Kind::Nothing;
    QLabel *m_title;
    QScrollArea *m_scroll;
    QLabel *m_placeholder;
    WorkflowInspector *m_workflow;
    StateInspector *m_state;
    TransitionInspector *m_transition;
};

} // namespace capstudio
