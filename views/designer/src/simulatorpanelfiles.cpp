// SimulatorPanel: saving a run and replaying one (a saved file, or the current run on an
// edited definition).

#include "views/designer/simulatorpanel.h"

#include "simulatorbanner.h"
#include "simulatorhistorymodel.h"
#include "simulatorstartform.h"


#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTableView>

namespace capstudio {

using flowgate::SimulationReplay;
using flowgate::SimulationSettings;
using flowgate::Simulator;
using flowgate::Value;

namespace {

QString runFilter()
{
    return SimulatorPanel::tr("Simulator runs (*.json);;All files (*)");
}

} // namespace

void SimulatorPanel::saveRun()
{
    if (m_simulator.history().isEmpty())
        return;
    const QString suggested = QDir::home().filePath(
        QStringLiteral("%1-run.json").arg(m_simulator.workflowId().isEmpty() ? QStringLiteral("simulation")
                                                                             : m_simulator.workflowId()));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Run"), suggested, runFilter());
    if (!path.isEmpty())
        saveRunTo(path);
}

bool SimulatorPanel::saveRunTo(const QString &path, QString *error)
{
    QSaveFile file(path);
    QString problem;
    if (!file.open(QIODevice::WriteOnly)) {
        problem = file.errorString();
    } else {
        const QByteArray bytes = QJsonDocument(m_simulator.toJson()).toJson(QJsonDocument::Indented);
        if (file.write(bytes) != bytes.size() || !file.commit())
            problem = file.errorString();
    }
    if (problem.isEmpty()) {
        m_replayBanner->showMessage(SimulatorBanner::Kind::Success, tr("Saved"),
                                    tr("The run was saved to %1.").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    const QString message = tr("Could not save the run to %1: %2").arg(QDir::toNativeSeparators(path), problem);
    m_replayBanner->showMessage(SimulatorBanner::Kind::Error, tr("Save failed"), message);
    if (error)
        *error = message;
    return false;
}

void SimulatorPanel::replayRun()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Replay Run"), QDir::homePath(), runFilter());
    if (!path.isEmpty())
        replayRunFrom(path);
}

bool SimulatorPanel::replayRunFrom(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto refuse = [&](const QString &message) {
        m_replayBanner->showMessage(SimulatorBanner::Kind::Error, tr("Replay failed"), message);
        return false;
    };
    const Expected<QJsonObject> read = Simulator::readRun(path);
    if (!read.ok())
        return refuse(read.error().message);
    return replaySaved(read.value(), QFileInfo(path).fileName(), shown);
}

bool SimulatorPanel::replaySaved(const QJsonObject &json, const QString &source, const QString &shown)
{
    const Expected<SimulationReplay> replayed = Simulator::replay(m_config, json);
    if (!replayed.ok()) {
        m_replayBanner->showMessage(SimulatorBanner::Kind::Error, tr("Replay failed"),
                                    tr("%1: %2").arg(shown.isEmpty() ? source : shown, replayed.error().message));
        return false;
    }

    // Show the replayed run: its workflow, input and settings become the panel's.
    const QString workflow = json.value(QStringLiteral("workflow")).toString();
    if (!workflow.isEmpty() && workflow != m_workflowId) {
        m_workflowId = workflow;
        m_definitionBanner->clear();
    }
    const Value input = Value::fromJson(json.value(QStringLiteral("input")));
    m_startForm->setInput(input.isObject() ? input : Value::makeObject());
    const Expected<SimulationSettings> settings =
        SimulationSettings::fromJson(json.value(QStringLiteral("settings")), QStringLiteral("/settings"));
    if (settings.ok())
        m_startForm->setSettings(settings.value());
    m_argumentTexts.clear();
    m_selectedTransition.clear();
    adopt(replayed.value().simulator, false);
    showReplay(replayed.value(), source);
    return true;
}

void SimulatorPanel::replayOnCurrentDefinition()
{
    if (m_simulator.history().isEmpty())
        return;
    const QJsonObject saved = m_simulator.toJson();
    const Expected<SimulationReplay> replayed = Simulator::replay(m_config, saved);
    if (!replayed.ok()) {
        m_replayBanner->showMessage(SimulatorBanner::Kind::Error, tr("Replay failed"), replayed.error().message);
        return;
    }
    m_definitionBanner->clear();
    adopt(replayed.value().simulator, false);
    showReplay(replayed.value(), tr("this run"));
}

void SimulatorPanel::showReplay(const SimulationReplay &replay, const QString &source)
{
    if (replay.identical) {
        m_replayBanner->showMessage(SimulatorBanner::Kind::Success, tr("Replay matches"),
                                    tr("Replayed %1 on the current definition: no step differs.").arg(source));
        return;
    }
    // Point at the first step the differing action produced.
    int row = -1;
    for (int i = 0; i < m_history->rowCount(); ++i) {
        if (m_history->step(i).action == replay.differingAction) {
            row = i;
            break;
        }
    }
    const QString action = replay.differingAction == 0 ? tr("the start")
                                                        : tr("action %1").arg(replay.differingAction);
    QString where = row >= 0 ? tr("step %1 (%2, %3)").arg(row + 1).arg(action, replay.pointer)
                             : tr("%1 (%2)").arg(action, replay.pointer);
    m_replayBanner->showMessage(SimulatorBanner::Kind::Warning, tr("Replay differs"),
                                tr("Replayed %1 on the current definition: it first differs at %2: %3. The history "
                                   "shows the re-run.")
                                    .arg(source, where, replay.difference));
    if (row >= 0)
        m_historyView->selectRow(row);
}

} // namespace capstudio
