// SimulatorPanel: the transitions of the current state, their arguments and executor
// output, and firing (or supplying an awaited executor result).

#include "views/designer/simulatorpanel.h"

#include "executoroutcomeeditor.h"
#include "simulatorstartform.h"
#include "simulatorstepformatter.h"
#include "simulatortemplates.h"
#include "transitionoptionsmodel.h"
#include "core/tone.h"

#include <views/jsoneditor.h>

#include <QAction>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTreeWidget>

namespace capstudio {

using flowgate::ExecutorOutcome;
using flowgate::GuardCheck;
using flowgate::PendingExecutor;
using flowgate::SimulationResult;
using flowgate::TransitionOption;
using flowgate::Value;

namespace {

// The definition of a transition, or of a state's onEnter, in the run's definition.
Value definitionAt(const Value &workflow, const QString &state, const QString &transition)
{
    const Value stateDefinition = workflow.value(u"states").value(state);
    if (transition.isEmpty())
        return stateDefinition.value(u"onEnter");
    return stateDefinition.value(u"transitions").value(transition);
}

} // namespace

bool SimulatorPanel::argumentsValid() const
{
    return m_arguments->isSyntaxValid();
}

void SimulatorPanel::refreshTransitions()
{
    QList<TransitionOption> options = m_simulator.enabledTransitions();
    // Each transition's guards see its own arguments (typed ones, or the prefilled template).
    for (TransitionOption &option : options) {
        Value arguments = SimulatorTemplates::arguments(option.inputSchema, option.prefill);
        if (m_argumentTexts.contains(option.name)) {
            const QJsonDocument typed = QJsonDocument::fromJson(m_argumentTexts.value(option.name).toUtf8());
            arguments = typed.isObject() ? Value::fromJson(typed.object()) : arguments;
        }
        if (arguments.size() == 0)
            continue;
        for (const TransitionOption &evaluated : m_simulator.enabledTransitions(arguments)) {
            if (evaluated.name == option.name) {
                option = evaluated;
                break;
            }
        }
    }
    m_updatingSelection = true;
    m_transitions->setOptions(options);
    int row = m_transitions->rowOf(m_selectedTransition);
    if (row < 0) {
        for (int i = 0; i < options.size() && row < 0; ++i) {
            if (options.at(i).offeredAsLink && !options.at(i).hiddenByGuards)
                row = i;
        }
        if (row < 0 && !options.isEmpty())
            row = 0;
    }
    if (row >= 0)
        m_transitionView->selectRow(row);
    m_updatingSelection = false;
    onTransitionSelected();
}

void SimulatorPanel::onTransitionSelected()
{
    if (m_updatingSelection)
        return;
    const QModelIndex current = m_transitionView->selectionModel()->currentIndex();
    const int row = current.isValid() ? current.row() : -1;
    m_selectedTransition = row >= 0 ? m_transitions->option(row).name : QString();
    refreshFireArea();
}

void SimulatorPanel::refreshFireArea()
{
    const std::optional<PendingExecutor> &pending = m_simulator.pendingExecutor();
    const Value definition = m_simulator.config().value(u"workflows").value(m_simulator.workflowId());
    m_guards->clear();
    m_transitionView->setEnabled(!pending && m_simulator.isRunning());
    m_pendingLabel->setVisible(pending.has_value());
    if (pending) {
        const QString what = SimulatorStepFormatter::pendingDescription(*pending);
        m_pendingLabel->setText(tr("The simulator waits for the result of %1. Supply its output below (or fail it), "
                                   "then press Supply Result.")
                                    .arg(what));
        m_argumentsTitle->setText(pending->kind == PendingExecutor::Kind::Transition ? tr("Submitted arguments")
                                                                                    : tr("Arguments"));
        const bool call = pending->calleeInput.isObject();
        m_argumentsHint->setText(call ? tr("Callee input: %1").arg(SimulatorTemplates::compact(pending->calleeInput, 300))
                                      : tr("Read-only while the executor's result is awaited."));
        m_argumentsHint->show();
        m_arguments->setReadOnly(true);
        m_fillingEditors = true;
        m_arguments->setJsonText(SimulatorTemplates::pretty(pending->arguments.isNull() ? Value::makeObject()
                                                                                         : pending->arguments));
        m_fillingEditors = false;
        const QString key = QStringLiteral("%1|%2|%3|%4")
                                .arg(int(pending->kind))
                                .arg(pending->state, pending->transition)
                                .arg(m_simulator.history().size());
        if (key != m_pendingKey) {
            m_pendingKey = key;
            const Value owner = definitionAt(definition, pending->state, pending->transition);
            m_executor->setExecutor(tr("Result of %1").arg(what), pending->executor, m_simulator.config(),
                                    owner.value(u"output"));
        }
        m_executor->show();
        m_fireButton->setText(tr("Supply &Result"));
        m_fireButton->setToolTip(tr("Hand this result to the simulator (%1)")
                                     .arg(m_fireAction->shortcut().toString(QKeySequence::NativeText)));
        refreshButtons();
        return;
    }

    m_arguments->setReadOnly(false);
    m_fireButton->setText(tr("&Fire"));
    const int row = m_transitions->rowOf(m_selectedTransition);
    if (row < 0) {
        m_argumentsTitle->setText(tr("Arguments"));
        m_argumentsHint->setText(m_simulator.isRunning() ? tr("This state has no transitions.")
                                                         : tr("Start the workflow to see its transitions."));
        m_argumentsHint->show();
        m_fillingEditors = true;
        m_arguments->setJsonText(QStringLiteral("{}"));
        m_fillingEditors = false;
        m_executor->hide();
        refreshButtons();
        return;
    }
    const TransitionOption option = m_transitions->option(row);
    m_fireButton->setToolTip(tr("Submit '%1' with these arguments (%2)")
                                 .arg(option.name, m_fireAction->shortcut().toString(QKeySequence::NativeText)));
    m_argumentsTitle->setText(tr("Arguments of '%1'").arg(option.name));
    QString summary = SimulatorTemplates::schemaSummary(option.inputSchema);
    m_argumentsHint->setText(summary.isEmpty() ? tr("No inputSchema: the arguments are not checked.")
                                               : tr("inputSchema: %1").arg(summary.replace(QLatin1Char('\n'),
                                                                                           QStringLiteral("; "))));
    m_argumentsHint->show();
    const QString text = m_argumentTexts.contains(option.name)
                             ? m_argumentTexts.value(option.name)
                             : SimulatorTemplates::pretty(SimulatorTemplates::arguments(option.inputSchema, option.prefill));
    if (m_arguments->toPlainText() != text) {
        m_fillingEditors = true;
        m_arguments->setJsonText(text);
        m_fillingEditors = false;
    }
    m_argumentsError->setVisible(false);

    for (const GuardCheck &check : option.guards.checks) {
        auto *item = new QTreeWidgetItem(m_guards);
        flowgate::GuardListResult one;
        one.checks = {check};
        QString verdict = check.result.hasError() ? check.result.errorCode
                                                  : (check.result.passed ? tr("✓ pass") : tr("✗ fail"));
        item->setText(0, verdict);
        item->setText(1, SimulatorTemplates::compact(check.guard, 200));
        item->setText(2, check.result.explanation);
        item->setToolTip(2, TransitionOptionsModel::guardExplanations(one));
        item->setToolTip(1, SimulatorTemplates::compact(check.guard, 2000));
        const QColor colour = toneColor(check.result.hasError() ? Tone::Neutral
                                        : check.result.passed   ? Tone::Positive
                                                                : Tone::Negative,
                                        palette());
        item->setForeground(0, colour);
        if (!check.evaluatedByRuntime) {
            item->setForeground(1, palette().brush(QPalette::Disabled, QPalette::Text));
            item->setForeground(2, palette().brush(QPalette::Disabled, QPalette::Text));
        }
    }
    if (option.guards.checks.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_guards);
        item->setText(0, tr("—"));
        item->setText(2, tr("No guards: always passes."));
    }

    if (option.hasExecutor) {
        const QString key = QStringLiteral("%1|%2").arg(visitKey(), option.name);
        if (key != m_pendingKey || m_executor->isHidden()) {
            const Value transition = definitionAt(definition, m_simulator.currentState(), option.name);
            m_executor->setExecutor(tr("Executor output — %1").arg(option.executorKind), transition.value(u"executor"),
                                    m_simulator.config(), transition.value(u"output"));
        }
        m_pendingKey = key;
        m_executor->show();
    } else {
        m_executor->hide();
    }
    refreshButtons();
}

void SimulatorPanel::onArgumentsEdited()
{
    if (m_fillingEditors || m_simulator.pendingExecutor() || m_selectedTransition.isEmpty())
        return;
    m_argumentTexts.insert(m_selectedTransition, m_arguments->toPlainText());
}

void SimulatorPanel::reevaluateSelected()
{
    if (m_fillingEditors || m_simulator.pendingExecutor() || !m_arguments->isSyntaxValid())
        return;
    const int row = m_transitions->rowOf(m_selectedTransition);
    if (row < 0)
        return;
    const Value arguments = Value::fromJson(m_arguments->value());
    for (const TransitionOption &option : m_simulator.enabledTransitions(arguments)) {
        if (option.name == m_selectedTransition) {
            m_transitions->updateOption(row, option);
            break;
        }
    }
    refreshFireArea();
}

void SimulatorPanel::refreshButtons()
{
    const bool known = !m_workflowId.isEmpty() && !workflowDefinition(m_workflowId).isNull();
    m_startAction->setEnabled(known && m_startForm->isInputValid());
    m_startButton->setEnabled(m_startAction->isEnabled());
    m_restartAction->setEnabled(known && (!m_simulator.history().isEmpty() || m_startForm->isInputValid()));
    m_stepBackAction->setEnabled(m_simulator.canStepBack());
    m_saveAction->setEnabled(!m_simulator.history().isEmpty());
    m_replayAction->setEnabled(!m_config.value(u"workflows").members().empty());

    const QString argumentsError = m_simulator.pendingExecutor() ? QString()
                                                                 : ExecutorOutcomeEditor::syntaxErrorText(m_arguments);
    m_argumentsError->setText(argumentsError.isEmpty() ? QString() : tr("Arguments: %1").arg(argumentsError));
    m_argumentsError->setVisible(!argumentsError.isEmpty());

    bool canFire = false;
    if (m_simulator.pendingExecutor()) {
        canFire = m_executor->isValid();
    } else if (m_simulator.isRunning() && m_transitions->rowOf(m_selectedTransition) >= 0) {
        const TransitionOption &option = m_transitions->option(m_transitions->rowOf(m_selectedTransition));
        canFire = argumentsValid() && (!option.needsExecutorOutput || m_executor->isValid());
    }
    m_fireAction->setEnabled(canFire);
    m_fireButton->setEnabled(canFire);
}

void SimulatorPanel::fire()
{
    m_arguments->reparseNow();
    m_executor->reparseNow();
    refreshButtons();
    if (!m_fireButton->isEnabled())
        return;
    m_simulator.setSettings(m_startForm->settings());
    if (m_simulator.pendingExecutor()) {
        const Expected<SimulationResult> result = m_simulator.supplyExecutorOutcome(m_executor->outcome());
        if (!result.ok()) {
            showActionError(result.error().message);
            return;
        }
        refresh(true);
        return;
    }
    const int row = m_transitions->rowOf(m_selectedTransition);
    if (row < 0)
        return;
    const TransitionOption option = m_transitions->option(row);
    const ExecutorOutcome outcome = option.needsExecutorOutput ? m_executor->outcome() : ExecutorOutcome();
    const Value arguments = Value::fromJson(m_arguments->value());
    const Expected<SimulationResult> result = m_simulator.fire(option.name, arguments, outcome);
    if (!result.ok()) {
        showActionError(result.error().message);
        return;
    }
    refresh(true);
}

} // namespace capstudio
