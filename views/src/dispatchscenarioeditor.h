#pragma once

#include "catalog/dispatchdryrun.h"
#include "catalog/dispatchscenario.h"

#include <QDateTime>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QToolButton;

namespace capstudio {

class ArgumentsForm;
class JsonEditor;

// The question side of the dry-run dialog: the caller (an agent in chat, or a workflow
// `tool_call` step), the capability slug (editable: a slug the workspace does not have can
// be typed), the arguments as a form generated from the capability's parameters and as
// JSON (kept in sync), and the deployment (binding mode, extra handlers, calls already
// made). Emits changed() on every user edit; setScenario() does not.
class DispatchScenarioEditor : public QWidget
{
    Q_OBJECT
public:
    explicit DispatchScenarioEditor(QWidget *parent = nullptr);

    // The rows the combos and hints come from; kept selection where it still exists.
    // The catalog must outlive the editor or the next call.
    void setCatalog(const DispatchCatalog *catalog);

    void setScenario(const DispatchScenario &scenario);
    DispatchScenario scenario() const;
    // The name the scenario is saved under.
    void setName(const QString &name) { m_name = name; }

    // The argument violations of the last run, shown on the form fields and the JSON.
    void setArgumentDiagnostics(const Diagnostics &diagnostics);
    // Shows the arguments' JSON with the value at pointer selected.
    void showArgumentPointer(const QString &pointer);
    // The banner above the caller (the Configure dialog's unapplied binding); empty hides it.
    void setOverrideText(const QString &text);

    ArgumentsForm *form() const { return m_form; }
    JsonEditor *json() const { return m_json; }
    QComboBox *capabilityCombo() const { return m_capability; }
    QLabel *overrideNote() const { return m_overrideNote; }
    QToolButton *deploymentToggle() const { return m_deploymentToggle; }

signals:
    void changed();

private:
    void build();
    void fillAgents();
    void fillCapabilities();
    void setCapabilityText(const QString &slug);
    const Capability *capabilityBySlug(const QString &slug) const;
    QString capabilityHints(const Capability &capability, const DispatchDeployment &deployment) const;
    void updateSchema();
    void updateHint();
    void updateCallerWidgets();
    void edited();

    const DispatchCatalog *m_catalog = nullptr;
    QString m_name;
    QDateTime m_at;
    QString m_schemaSlug;
    bool m_loading = false;

    QLabel *m_overrideNote = nullptr;
    QRadioButton *m_chat = nullptr;
    QRadioButton *m_workflow = nullptr;
    QCheckBox *m_direct = nullptr;
    QComboBox *m_agent = nullptr;
    QWidget *m_workflowFields = nullptr;
    QLineEdit *m_workflowId = nullptr;
    QLineEdit *m_stepId = nullptr;
    QLineEdit *m_executionId = nullptr;
    QComboBox *m_capability = nullptr;
    QLabel *m_capabilityHint = nullptr;
    QTabWidget *m_tabs = nullptr;
    ArgumentsForm *m_form = nullptr;
    JsonEditor *m_json = nullptr;
    QLabel *m_jsonStatus = nullptr;
    QToolButton *m_deploymentToggle = nullptr;
    QWidget *m_deployment = nullptr;
    QComboBox *m_bindingMode = nullptr;
    QLineEdit *m_extraHandlers = nullptr;
    QSpinBox *m_recentCalls = nullptr;
    QSpinBox *m_failures = nullptr;
};

} // namespace capstudio
