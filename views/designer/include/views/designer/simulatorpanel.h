#pragma once

#include <flowgate/simulator.h>
#include <flowgate/value.h>

#include <QHash>
#include <QSet>
#include <QString>
#include <QJsonObject>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTextBrowser;
class QTreeWidget;

namespace capstudio {

class ExecutorOutcomeEditor;
class JsonEditor;
class SimulatorBanner;
class SimulatorContextView;
class SimulatorHistoryModel;
class SimulatorStartForm;
class TransitionOptionsModel;

// Runs one workflow of the loaded library in the flowgate Simulator (reference §7) and shows
// it: a start input and settings, the current state with its status, version and context
// (keys the last step changed are highlighted), the transitions of the current state with
// their guard results, arguments and executor output to supply, and the history of steps
// with their details. Step back, restart, save a run to JSON and replay a saved run.
//
// Rejections and failures show their runtime error code and message in a coloured banner.
// Malformed JSON in an editor shows its line and column and disables the button that would
// use it. When the library changes under a run (setConfig), the run carries on against the
// definition it started with and a banner offers Restart or "Replay on the new definition".
//
// The panel reports; the designer pane decides: coverageChanged() feeds
// DesignerScene::setCoverage(), the focus signals select and centre elements.
class SimulatorPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SimulatorPanel(QWidget *parent = nullptr);
    ~SimulatorPanel() override;

    // The loaded library (Loader::load(...).config), again after every edit. A run whose
    // workflow still exists is kept; one whose workflow disappeared is discarded.
    void setConfig(const flowgate::Value &config);
    const flowgate::Value &config() const { return m_config; }
    // The workflow to simulate (a key of config.workflows). Changing it discards the run.
    void setWorkflow(const QString &workflowId);
    QString workflowId() const { return m_workflowId; }

    // The simulator behind the panel (its config is the one the run started with).
    const flowgate::Simulator &simulator() const { return m_simulator; }
    // True while the library's definition differs from the one the run started with.
    bool isDefinitionStale() const { return m_stale; }

    // Saves the run as JSON (Simulator::toJson) through QSaveFile; on failure returns false
    // and, when error is set, says why (the panel's banner says so too).
    bool saveRunTo(const QString &path, QString *error = nullptr);
    // Loads a saved run, replays it against the current library (Simulator::replay), shows
    // the re-run and reports the first differing step or the error (with its JSON pointer).
    // True when the file could be replayed (identical or not).
    bool replayRunFrom(const QString &path);
    // The same for a saved run in memory (an analysis finding's witness); `source` names it
    // in the banner, `shown` in an error (default: source).
    bool replaySaved(const QJsonObject &json, const QString &source, const QString &shown = {});

public slots:
    // Starts the workflow with the input and settings of the Start section.
    void start();
    // Fires the selected transition with its arguments (and executor output), or supplies
    // the awaited executor result.
    void fire();
    // Undoes the last action (start, fire or supplied result).
    void stepBack();
    // Starts again on the current library with the run's own start input.
    void restart();
    // Re-runs the current run on the current library (Simulator::replay) and reports the
    // first step that differs.
    void replayOnCurrentDefinition();
    // Ask for a file, then saveRunTo() / replayRunFrom().
    void saveRun();
    void replayRun();

signals:
    // After every change of the run; all empty when there is none (no highlighting).
    // Fired transitions are "state/transition".
    void coverageChanged(const QSet<QString> &visitedStates, const QSet<QString> &firedTransitions,
                         const QString &currentState);
    void stateFocusRequested(const QString &stateId);
    // A transition id "state/transition".
    void transitionFocusRequested(const QString &transitionId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // simulatorpanel.cpp: building the widgets.
    QWidget *buildStartSection();
    QWidget *buildStateSection();
    QWidget *buildTransitionsSection();
    QWidget *buildHistorySection();
    void createActions();

    // simulatorpanelrun.cpp: acting on the simulator and showing where the run stands.
    void adopt(const flowgate::Simulator &simulator, bool sameRun);
    void refresh(bool sameRun);
    void refreshHeadline();
    void refreshBanners();
    void emitCoverage();
    void onHistorySelected();
    void showActionError(const QString &message);
    void resetRun(const QString &reason);
    QString visitKey() const;
    flowgate::Value workflowDefinition(const QString &workflowId) const;
    flowgate::Value runFingerprint(const flowgate::Value &config) const;

    // simulatorpanelfire.cpp: the transitions, their arguments and executor output.
    bool argumentsValid() const;
    void refreshTransitions();
    void refreshFireArea();
    void refreshButtons();
    void onTransitionSelected();
    void onArgumentsEdited();
    void reevaluateSelected();

    // simulatorpanelfiles.cpp: saving and replaying.
    void showReplay(const flowgate::SimulationReplay &replay, const QString &source);

    flowgate::Value m_config;
    QString m_workflowId;
    flowgate::Simulator m_simulator;
    bool m_stale = false;
    // Per transition of the current visit (state and version): the arguments text typed.
    QHash<QString, QString> m_argumentTexts;
    QString m_argumentsVisit;
    QString m_selectedTransition;
    QString m_pendingKey; // identifies the awaited executor the output editor was filled for
    QSet<QString> m_lastVisited;
    QSet<QString> m_lastFired;
    QString m_lastCurrent;
    bool m_coverageSent = false;
    bool m_updatingSelection = false;
    bool m_fillingEditors = false;

    QLabel *m_title = nullptr;
    SimulatorBanner *m_errorBanner = nullptr;
    SimulatorBanner *m_definitionBanner = nullptr;
    SimulatorBanner *m_lexiconBanner = nullptr;
    SimulatorBanner *m_replayBanner = nullptr;
    QSplitter *m_columns = nullptr;
    SimulatorStartForm *m_startForm = nullptr;
    QPushButton *m_startButton = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_status = nullptr;
    SimulatorContextView *m_context = nullptr;
    TransitionOptionsModel *m_transitions = nullptr;
    QTableView *m_transitionView = nullptr;
    QLabel *m_pendingLabel = nullptr;
    QTreeWidget *m_guards = nullptr;
    QWidget *m_argumentsBox = nullptr;
    QLabel *m_argumentsTitle = nullptr;
    QLabel *m_argumentsHint = nullptr;
    JsonEditor *m_arguments = nullptr;
    QLabel *m_argumentsError = nullptr;
    ExecutorOutcomeEditor *m_executor = nullptr;
    QPushButton *m_fireButton = nullptr;
    SimulatorHistoryModel *m_history = nullptr;
    QTableView *m_historyView = nullptr;
    QTextBrowser *m_stepDetails = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_fireAction = nullptr;
    QAction *m_stepBackAction = nullptr;
    QAction *m_restartAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_replayAction = nullptr;
};

} // namespace capstudio
