#include "callinspector.h"

#include "bindingrowseditor.h"
#include "inspectorsection.h"
#include "inspectorvalues.h"

#include "designer/flowlibrary.h"
#include "flowgate/configvalidation.h"
#include "flowgate/contracthash.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace capstudio {

using flowgate::NodePath;
using flowgate::SourceDocument;
using flowgate::TransitionRef;
using flowgate::Value;

namespace {

void setColor(QLabel *label, const QColor &color)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, color);
    label->setPalette(palette);
}

NodePath executorPath(const TransitionRef &ref, const QStringList &more)
{
    return flowgate::keyPath(QStringList{QStringLiteral("workflows"), ref.workflow, QStringLiteral("states"), ref.state,
                                         QStringLiteral("transitions"), ref.transition, QStringLiteral("executor")}
                             + more);
}

} // namespace

CallInspector::CallInspector(QWidget *parent)
    : InspectorPage(parent)
{
    build();
}

void CallInspector::build()
{
    m_call = addSection(tr("Capability call"));
    m_calleeCombo = new QComboBox(this);
    m_calleeCombo->setObjectName(QStringLiteral("call.callee"));
    m_calleeCombo->setPlaceholderText(tr("(choose a capability)"));
    m_calleeCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_calleeCombo->setMinimumContentsLength(16);
    m_call->form()->addRow(tr("&Capability:"), m_calleeCombo);
    m_calleeInfo = new QLabel(this);
    m_calleeInfo->setObjectName(QStringLiteral("call.calleeInfo"));
    m_calleeInfo->setWordWrap(true);
    m_call->form()->addRow(m_calleeInfo);
    connect(m_calleeCombo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_calleeCombo->itemData(index).toString();
        if (!id.isEmpty() && id != m_callee && !setCallee(id).ok())
            refresh();
    });

    m_inputSection = addSection(tr("Inputs (use.inputs)"));
    m_inputs = new BindingRowsEditor(tr("The capability declares no inputs."), this);
    m_inputs->setObjectName(QStringLiteral("call.inputs"));
    m_inputSection->form()->addRow(m_inputs);
    connect(m_inputs, &BindingRowsEditor::commitRequested, this, &CallInspector::commitInput);
    connect(m_inputs, &BindingRowsEditor::removeRequested, this, &CallInspector::removeInput);

    m_outputSection = addSection(tr("Outputs (use.outputs)"));
    m_outputs = new BindingRowsEditor(tr("The capability declares no outputs."), this);
    m_outputs->setObjectName(QStringLiteral("call.outputs"));
    m_outputSection->form()->addRow(m_outputs);
    connect(m_outputs, &BindingRowsEditor::commitRequested, this, &CallInspector::commitOutput);
    connect(m_outputs, &BindingRowsEditor::removeRequested, this, &CallInspector::removeOutput);
    connect(m_outputs, &BindingRowsEditor::textEdited, this, [this](const QString &id, const QString &text) {
        const bool valid = text.isEmpty() || InspectorValues::isContextSlotPath(text);
        m_outputs->setHint(id, valid ? QString() : tr("Must be one context slot: $.context.<name> in lower case (V12)."),
                           InspectorSection::errorColor());
    });

    m_pinSection = addSection(tr("Contract pin"));
    m_currentHash = new QLineEdit(this);
    m_currentHash->setObjectName(QStringLiteral("call.currentHash"));
    m_currentHash->setReadOnly(true);
    m_currentHash->setPlaceholderText(tr("unknown (no such capability or no snippet)"));
    m_pinStatus = new QLabel(this);
    m_pinStatus->setObjectName(QStringLiteral("call.pinStatus"));
    m_pinStatus->setWordWrap(true);
    m_pinStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pin = new QPushButton(tr("&Pin contract hash"), this);
    m_pin->setObjectName(QStringLiteral("call.pin"));
    m_unpin = new QPushButton(tr("&Unpin"), this);
    m_unpin->setObjectName(QStringLiteral("call.unpin"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_unpin);
    buttons->addWidget(m_pin);
    m_pinSection->form()->addRow(tr("Callee's hash:"), m_currentHash);
    m_pinSection->form()->addRow(m_pinStatus);
    m_pinSection->form()->addRow(buttons);
    connect(m_pin, &QPushButton::clicked, this, &CallInspector::pinContractHash);
    connect(m_unpin, &QPushButton::clicked, this, &CallInspector::unpinContractHash);
}

void CallInspector::setTransition(const QString &state, const QString &transition)
{
    m_state = state;
    m_transition = transition;
}

void CallInspector::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_calleeCombo->setEnabled(!readOnly);
    m_inputs->setReadOnly(readOnly);
    m_outputs->setReadOnly(readOnly);
    m_pin->setVisible(!readOnly);
    m_unpin->setVisible(!readOnly);
}

Status CallInspector::edit(InspectorSection *section, const QString &undoText, const Edit &change)
{
    if (!library())
        return StoreError{StoreError::Kind::NotFound, tr("No library is open.")};
    const QString state = m_state;
    const QString transition = m_transition;
    const Status status = library()->editWorkflow(
        workflowId(), undoText, [&](SourceDocument &document, const QString &key) {
            return change(document, TransitionRef{key, state, transition});
        });
    section->check(status);
    return status;
}

Value CallInspector::executor() const
{
    return InspectorValues::at(definition(), {QStringLiteral("states"), m_state, QStringLiteral("transitions"),
                                              m_transition, QStringLiteral("executor")});
}

Value CallInspector::calleeSnippet() const
{
    const Value *callee = library() ? library()->config().value(u"workflows").find(m_callee) : nullptr;
    if (!callee || !flowgate::ConfigValidation::isCapabilityId(m_callee))
        return Value();
    const Value *snippet = callee->find(u"snippet");
    return snippet ? *snippet : Value();
}

Status CallInspector::setCallee(const QString &capabilityId)
{
    const Value *callee = library() ? library()->config().value(u"workflows").find(capabilityId) : nullptr;
    const QString hash = callee && callee->contains(u"snippet")
        ? flowgate::ContractHash::of(callee->value(u"snippet"))
        : QString();
    const QString pin = executor().value(u"expects_contract_hash").toString();
    return edit(m_call, tr("Call %1").arg(capabilityId), [&](SourceDocument &document, const TransitionRef &ref) {
        if (Status status = document.setValue(executorPath(ref, {QStringLiteral("definitionId")}), Value(capabilityId));
            !status)
            return status;
        // A capability call needs `use:` (V12).
        if (!document.contains(executorPath(ref, {QStringLiteral("use")}))) {
            const Value use = Value::makeObject({{QStringLiteral("inputs"), Value::makeObject(), {}},
                                                 {QStringLiteral("outputs"), Value::makeObject(), {}}});
            if (Status status = document.setValue(executorPath(ref, {QStringLiteral("use")}), use); !status)
                return status;
        }
        // A pin of the previous callee's contract cannot be right for this one.
        if (!pin.isEmpty() && pin != hash)
            return document.setExpectsContractHash(ref, QString());
        return Status();
    });
}

Status CallInspector::pinContractHash()
{
    const Value snippet = calleeSnippet();
    if (snippet.isNull()) {
        const Status status = StoreError{StoreError::Kind::Invalid,
                                         tr("'%1' is not a capability with a snippet in this library: there is no "
                                            "contract hash to pin.")
                                             .arg(m_callee)};
        m_pinSection->check(status);
        return status;
    }
    const QString hash = flowgate::ContractHash::of(snippet);
    return edit(m_pinSection, tr("Pin contract hash"), [&](SourceDocument &document, const TransitionRef &ref) {
        return document.setExpectsContractHash(ref, hash);
    });
}

Status CallInspector::unpinContractHash()
{
    return edit(m_pinSection, tr("Unpin contract hash"), [](SourceDocument &document, const TransitionRef &ref) {
        return document.setExpectsContractHash(ref, QString());
    });
}

void CallInspector::refresh()
{
    reloadDefinition();
    m_callee = executor().value(u"definitionId").toString();
    refreshCallee();
    refreshInputs();
    refreshOutputs();
    refreshPin();
    setReadOnly(m_readOnly);
}

void CallInspector::refreshCallee()
{
    const QSignalBlocker blocker(m_calleeCombo);
    m_calleeCombo->clear();
    if (!library())
        return;
    const Value workflows = library()->config().value(u"workflows");
    for (const QString &id : library()->workflowIds()) {
        if (!flowgate::ConfigValidation::isCapabilityId(id))
            continue;
        const QString verb = workflows.value(id).value(u"verb").toString();
        m_calleeCombo->addItem(verb.isEmpty() ? id : tr("%1 — %2").arg(id, verb), id);
    }
    int index = m_calleeCombo->findData(m_callee);
    if (index < 0 && !m_callee.isEmpty()) {
        m_calleeCombo->insertItem(0, tr("%1 (not a capability of this library)").arg(m_callee), m_callee);
        index = 0;
    }
    m_calleeCombo->setCurrentIndex(index);

    const Value *callee = workflows.find(m_callee);
    if (m_callee.isEmpty()) {
        m_calleeInfo->setText(tr("Choose the capability this transition calls."));
        setColor(m_calleeInfo, palette().color(QPalette::WindowText));
    } else if (!callee || !flowgate::ConfigValidation::isCapabilityId(m_callee)) {
        m_calleeInfo->setText(tr("No capability '%1' is loaded: its inputs and outputs are unknown.").arg(m_callee));
        setColor(m_calleeInfo, InspectorSection::warningColor());
    } else {
        const QString lifecycle = callee->value(u"lifecycle").toString();
        const QString description = callee->value(u"description").toString().section(QLatin1Char('\n'), 0, 0);
        m_calleeInfo->setText(tr("Lifecycle: %1. %2")
                                  .arg(lifecycle.isEmpty() ? tr("experimental (not set)") : lifecycle, description));
        setColor(m_calleeInfo, palette().color(QPalette::WindowText));
    }
}

void CallInspector::refreshPin()
{
    const Value snippet = calleeSnippet();
    const QString actual = snippet.isNull() ? QString() : flowgate::ContractHash::of(snippet);
    const QString pin = executor().value(u"expects_contract_hash").toString();
    const bool stable = library()
        && library()->config().value(u"workflows").value(m_callee).value(u"lifecycle").toString()
            == QLatin1String("stable");
    m_currentHash->setText(actual);
    m_currentHash->setCursorPosition(0);
    if (pin.isEmpty()) {
        m_pinStatus->setText(stable ? tr("Not pinned. The capability is stable, so a pin is required (V16).")
                                    : tr("Not pinned: any contract of the capability is accepted."));
        setColor(m_pinStatus, stable ? InspectorSection::errorColor() : palette().color(QPalette::WindowText));
    } else if (pin == actual) {
        m_pinStatus->setText(tr("Pinned to the current contract."));
        setColor(m_pinStatus, InspectorSection::okColor());
    } else {
        m_pinStatus->setText(tr("Pinned to %1, which does not match the current contract (V15).").arg(pin));
        setColor(m_pinStatus, InspectorSection::errorColor());
    }
    m_pin->setEnabled(!actual.isEmpty() && pin != actual);
    m_unpin->setEnabled(!pin.isEmpty());
}

} // namespace capstudio
