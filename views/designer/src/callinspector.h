#pragma once

#include "inspectorpage.h"

#include "flowgate/sourcedocument.h"

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace capstudio {

class BindingRowsEditor;
class InspectorSection;

// A `kind: workflow` executor that calls a capability (reference §2.9): which capability
// (the library's cap-tier workflows with their verbs), `use.inputs` rows for the callee's
// declared snippet inputs (values that start with `$.` are paths: the orchestrator's slots
// from its SlotTable and `$.workflow.input.*` are offered with their types), `use.outputs`
// rows mapping each callee output to a `$.context.<slot>` (V12 shape checked before any
// edit), and the contract pin (expects_contract_hash) against the callee's current hash.
class CallInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit CallInspector(QWidget *parent = nullptr);

    // The transition whose executor is inspected (elementId() is "state/transition").
    void setTransition(const QString &state, const QString &transition);
    void refresh() override;
    void setReadOnly(bool readOnly);

    // The actions behind the controls (for keyboard users' menus and for tests).
    Status setCallee(const QString &capabilityId);
    Status bindInput(const QString &input, const QString &text);
    Status bindOutput(const QString &output, const QString &contextPath);
    Status pinContractHash();
    Status unpinContractHash();

    BindingRowsEditor *inputRows() const { return m_inputs; }
    BindingRowsEditor *outputRows() const { return m_outputs; }

private:
    using Edit = std::function<Status(flowgate::SourceDocument &, const flowgate::TransitionRef &)>;

    void build();
    Status edit(InspectorSection *section, const QString &undoText, const Edit &change);
    void refreshCallee();
    void refreshInputs();
    void refreshOutputs();
    void refreshPin();
    void commitInput(const QString &id, const QString &text);
    void removeInput(const QString &id);
    void commitOutput(const QString &id, const QString &text);
    void removeOutput(const QString &id);
    // The callee output a row binds and the use.outputs key it has now.
    QPair<QString, QString> outputRow(const QString &id) const;
    flowgate::Value executor() const;
    flowgate::Value calleeSnippet() const;

    QString m_state;
    QString m_transition;
    QString m_callee;
    bool m_readOnly = false;
    InspectorSection *m_call = nullptr;
    InspectorSection *m_inputSection = nullptr;
    InspectorSection *m_outputSection = nullptr;
    InspectorSection *m_pinSection = nullptr;
    QComboBox *m_calleeCombo = nullptr;
    QLabel *m_calleeInfo = nullptr;
    BindingRowsEditor *m_inputs = nullptr;
    BindingRowsEditor *m_outputs = nullptr;
    QLineEdit *m_currentHash = nullptr;
    QLabel *m_pinStatus = nullptr;
    QPushButton *m_pin = nullptr;
    QPushButton *m_unpin = nullptr;
};

} // namespace capstudio
