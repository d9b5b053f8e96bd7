// SimulatorPanel: starting, stepping back, and showing where the run stands (headline,
// context, history, banners, coverage).

#include "views/designer/simulatorpanel.h"

#include "simulatorbanner.h"
#include "simulatorcontextview.h"
#include "simulatorhistorymodel.h"
#include "simulatorstartform.h"
#include "simulatorstepformatter.h"
#include "core/tone.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTextBrowser>

namespace capstudio {

using flowgate::SimulationStatus;
using flowgate::SimulationStep;
using flowgate::Simulator;
using flowgate::Value;

namespace {

QString statusColour(SimulationStatus status)
{
    switch (status) {
    case SimulationStatus::Completed:
        return toneColor(Tone::Positive).name();
    case SimulationStatus::Rejected:
    case SimulationStatus::Failed:
        return toneColor(Tone::Negative).name();
    case SimulationStatus::AwaitingExecutor:
        return toneColor(Tone::Neutral).name();
    case SimulationStatus::WaitingForAction:
    case SimulationStatus::NotStarted:
        break;
    }
    return QString();
}

// Every workflow a definition calls (executors with kind: workflow), depth-first, bounded.
QStringList calleesOf(const Value &definition)
{
    QStringList callees;
    std::vector<const Value *> stack{&definition};
    int budget = 200000;
    while (!stack.empty() && --budget > 0) {
        const Value *value = stack.back();
        stack.pop_back();
        if (value->isObject()) {
            const Value *kind = value->find(u"kind");
            const Value *callee = value->find(u"definitionId");
            if (kind && kind->isString() && kind->toString() == QLatin1String("workflow") && callee
                && callee->isString() && !callees.contains(callee->toString()))
                callees.append(callee->toString());
            for (const Value::Member &member : value->members())
                stack.push_back(&member.value);
        } else if (value->isArray()) {
            for (const Value &item : value->items())
                stack.push_back(&item);
        }
    }
    return callees;
}

} // namespace
Value SimulatorPanel::runFingerprint(const Value &config) const
{
    // What a run of the workflow depends on: its definition, the workflows it calls and the
    // lexicon placeholders that decide whether it may start.
    const QString id = m_simulator.workflowId().isEmpty() ? m_workflowId : m_simulator.workflowId();
    const Value workflows = config.value(u"workflows");
    const Value definition = workflows.value(id);
    Value callees = Value::makeObject();
    for (const QString &callee : calleesOf(definition))
        callees.insert(callee, workflows.value(callee));
    Value pending = Value::makeArray();
    for (const QString &subject : Simulator::pendingLexiconSubjects(config, id))
        pending.append(Value(subject));
    Value fingerprint = Value::makeObject();
    fingerprint.insert(QStringLiteral("definition"), definition);
    fingerprint.insert(QStringLiteral("callees"), callees);
    fingerprint.insert(QStringLiteral("pending"), pending);
    return fingerprint;
}

QString SimulatorPanel::visitKey() const
{
    return QStringLiteral("%1|%2|%3").arg(m_simulator.workflowId(), m_simulator.currentState()).arg(m_simulator.version());
}

void SimulatorPanel::adopt(const Simulator &simulator, bool sameRun)
{
    m_simulator = simulator;
    m_stale = !m_simulator.history().isEmpty() && runFingerprint(m_simulator.config()) != runFingerprint(m_config);
    refresh(sameRun);
}

void SimulatorPanel::resetRun(const QString &reason)
{
    m_simulator = Simulator(m_config);
    m_stale = false;
    m_argumentTexts.clear();
    m_argumentsVisit.clear();
    m_selectedTransition.clear();
    m_pendingKey.clear();
    m_errorBanner->clear();
    m_replayBanner->clear();
    if (reason.isEmpty())
        m_definitionBanner->clear();
    else
        m_definitionBanner->showMessage(SimulatorBanner::Kind::Info, QString(), reason);
    refresh(false);
}

void SimulatorPanel::refresh(bool sameRun)
{
    if (m_argumentsVisit != visitKey()) {
        m_argumentsVisit = visitKey();
        m_argumentTexts.clear();
        m_pendingKey.clear();
    }
    const qsizetype before = m_history->rowCount();
    m_history->setSteps(m_simulator.history(), sameRun);
    if (m_history->rowCount() > 0 && (!sameRun || m_history->rowCount() != before))
        m_historyView->selectRow(m_history->rowCount() - 1);
    else if (m_history->rowCount() == 0)
        m_stepDetails->clear();
    if (m_history->rowCount() > 0)
        m_historyView->scrollToBottom();

    m_title->setText(m_workflowId.isEmpty() ? tr("Simulator") : tr("Simulator · %1").arg(m_workflowId));
    refreshHeadline();
    refreshTransitions();
    refreshBanners();
    emitCoverage();
}

void SimulatorPanel::refreshHeadline()
{
    if (!m_simulator.isRunning()) {
        m_headline->setText(tr("Not started"));
        const QString last = m_simulator.history().isEmpty() ? QString() : m_simulator.errorCode();
        m_status->setText(last.isEmpty() ? tr("Press Start to run the workflow.")
                                         : QStringLiteral("<span style=\"color:%1\">%2</span>")
                                               .arg(toneColor(Tone::Negative, palette()).name(),
                                                    tr("start refused: %1").arg(last).toHtmlEscaped()));
        m_context->setContext(Value::makeObject(), Value());
        return;
    }
    const QString state = m_simulator.currentState();
    m_headline->setText(QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a>")
                            .arg(state.toHtmlEscaped(), state.toHtmlEscaped()));
    const SimulationStatus status = m_simulator.status();
    QString statusText = flowgate::simulationStatusName(status).toHtmlEscaped();
    if (!m_simulator.errorCode().isEmpty())
        statusText += QStringLiteral(" (%1)").arg(m_simulator.errorCode().toHtmlEscaped());
    const QString colour = statusColour(status);
    if (!colour.isEmpty())
        statusText = QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>").arg(colour, statusText);
    m_status->setText(tr("status %1 · version %2 · %n step(s)", nullptr, int(m_simulator.history().size()))
                          .arg(statusText)
                          .arg(m_simulator.version()));

    // Highlight what the last action changed.
    Value previous = m_simulator.context();
    const QList<SimulationStep> &history = m_simulator.history();
    if (!history.isEmpty()) {
        const int action = history.last().action;
        for (const SimulationStep &step : history) {
            if (step.action == action) {
                previous = step.kind == SimulationStep::Kind::Start ? m_simulator.context() : step.contextBefore;
                break;
            }
        }
    }
    m_context->setContext(m_simulator.context(), previous);
}

void SimulatorPanel::refreshBanners()
{
    if (m_simulator.errorCode().isEmpty())
        m_errorBanner->clear();
    else
        m_errorBanner->showMessage(SimulatorBanner::Kind::Error, m_simulator.errorCode(), m_simulator.errorMessage());

    const QStringList pending = m_workflowId.isEmpty() || workflowDefinition(m_workflowId).isNull()
                                    ? QStringList()
                                    : Simulator::pendingLexiconSubjects(m_config, m_workflowId);
    if (pending.isEmpty()) {
        m_lexiconBanner->clear();
    } else {
        m_lexiconBanner->showMessage(
            SimulatorBanner::Kind::Warning, QStringLiteral("SUBJECT_NEEDS_DEFINITION"),
            tr("The lexicon has no definition for %1: the runtime refuses to start any workflow of this library. "
               "Add lexicon entries, or tick “Start despite undefined lexicon subjects” under Settings.")
                .arg(pending.join(QStringLiteral(", "))));
    }

    if (m_stale && !m_simulator.history().isEmpty()) {
        if (m_definitionBanner->isHidden() || m_definitionBanner->kind() != SimulatorBanner::Kind::Warning) {
            m_definitionBanner->showMessage(SimulatorBanner::Kind::Warning, tr("Definition changed"),
                                            tr("'%1' was edited after this run started; the run goes on with the "
                                               "definition it started with.")
                                                .arg(m_simulator.workflowId()));
            connect(m_definitionBanner->addButton(tr("Restart")), &QPushButton::clicked, this, &SimulatorPanel::restart);
            QPushButton *replay = m_definitionBanner->addButton(tr("Replay on the New Definition"));
            replay->setObjectName(QStringLiteral("simulatorReplayNewDefinition"));
            connect(replay, &QPushButton::clicked, this, &SimulatorPanel::replayOnCurrentDefinition);
        }
    } else if (m_definitionBanner->kind() == SimulatorBanner::Kind::Warning) {
        m_definitionBanner->clear();
    }
    refreshButtons();
}

void SimulatorPanel::emitCoverage()
{
    QSet<QString> visited;
    QSet<QString> fired;
    QString current;
    if (!m_simulator.history().isEmpty()) {
        for (const QString &state : m_simulator.visitedStates())
            visited.insert(state);
        for (const QString &transition : m_simulator.firedTransitions())
            fired.insert(transition);
        current = m_simulator.currentState();
    }
    if (m_coverageSent && visited == m_lastVisited && fired == m_lastFired && current == m_lastCurrent)
        return;
    m_coverageSent = true;
    m_lastVisited = visited;
    m_lastFired = fired;
    m_lastCurrent = current;
    emit coverageChanged(visited, fired, current);
}

void SimulatorPanel::onHistorySelected()
{
    const QModelIndex current = m_historyView->selectionModel()->currentIndex();
    if (!current.isValid()) {
        m_stepDetails->clear();
        return;
    }
    m_stepDetails->setHtml(SimulatorStepFormatter::stepDetails(m_history->step(current.row()), current.row() + 1));
}

void SimulatorPanel::showActionError(const QString &message)
{
    m_errorBanner->showMessage(SimulatorBanner::Kind::Error, tr("Not done"), message);
}

void SimulatorPanel::start()
{
    if (workflowDefinition(m_workflowId).isNull())
        return;
    m_startForm->reparseNow();
    if (!m_startForm->isInputValid())
        return;
    Simulator simulator(m_config);
    simulator.setSettings(m_startForm->settings());
    simulator.start(m_workflowId, m_startForm->input());
    m_replayBanner->clear();
    m_argumentTexts.clear();
    m_selectedTransition.clear();
    adopt(simulator, false);
}

void SimulatorPanel::restart()
{
    if (workflowDefinition(m_workflowId).isNull())
        return;
    if (m_simulator.history().isEmpty() || m_simulator.workflowId() != m_workflowId) {
        start();
        return;
    }
    const Value input = Value::fromJson(m_simulator.toJson().value(QStringLiteral("input")));
    Simulator simulator(m_config);
    simulator.setSettings(m_startForm->settings());
    simulator.start(m_workflowId, input.isNull() ? Value::makeObject() : input);
    m_replayBanner->clear();
    m_argumentTexts.clear();
    m_selectedTransition.clear();
    adopt(simulator, false);
}

void SimulatorPanel::stepBack()
{
    if (!m_simulator.stepBack())
        return;
    m_stale = !m_simulator.history().isEmpty() && runFingerprint(m_simulator.config()) != runFingerprint(m_config);
    refresh(true);
}

} // namespace capstudio
