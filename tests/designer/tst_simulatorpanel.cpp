// SimulatorPanel: the designer's simulator, driven through its widgets on a real Simulator
// with YAML written to a temporary folder and loaded by flowgate::Loader.

#include <views/designer/simulatorpanel.h>

#include <flowgate/loader.h>
#include <views/jsoneditor.h>

// Private parts of capstudio_designer_views the panel is made of.
#include "executoroutcomeeditor.h"
#include "simulatorbanner.h"
#include "simulatorcontextview.h"
#include "simulatorhistorymodel.h"
#include "transitionoptionsmodel.h"

#include "simulatorpanelfixtures.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace capstudio;
using flowgate::SimulationStatus;
using flowgate::Value;
using namespace simulatorpanelfixtures;

namespace {

QSet<QString> setOf(const QStringList &items)
{
    return QSet<QString>(items.cbegin(), items.cend());
}

} // namespace

class TestSimulatorPanel : public QObject
{
    Q_OBJECT

private slots:
    void startListsTransitionsWithGuards();
    void fireMovesTheStateAndReportsCoverage();
    void rejections_data();
    void rejections();
    void humanRoleSetting();
    void capabilityOutputViolatingTheContract();
    void capabilityOutputPrefilledFromTheCallee();
    void awaitedExecutorsAreAskedFor();
    void stepBackRestores();
    void saveThenReplayRoundTrip();
    void replayAfterEditingTheDefinition();
    void restartOnTheNewDefinition();
    void replayOfAMalformedFile_data();
    void replayOfAMalformedFile();
    void malformedArgumentsDisableFire();
    void malformedInputDisablesStart();
    void removingTheWorkflowResetsThePanel();
    void lexiconWarning();
    void focusSignals();
    void shortcuts();
    void screenshot();

private:
    Value load(const QByteArray &text);
    template <typename T>
    T *find(SimulatorPanel &panel, const char *name)
    {
        T *child = panel.findChild<T *>(QString::fromLatin1(name));
        if (!child)
            qFatal("no child %s", name);
        return child;
    }
    void setJson(JsonEditor *editor, const QString &text);
    void startDemo(SimulatorPanel &panel);
    void select(SimulatorPanel &panel, const QString &transition);
    void fire(SimulatorPanel &panel, const QString &transition, const QString &arguments);
    TransitionOptionsModel *transitions(SimulatorPanel &panel);
    SimulatorHistoryModel *history(SimulatorPanel &panel);
    SimulatorBanner *banner(SimulatorPanel &panel, const char *name) { return find<SimulatorBanner>(panel, name); }

    QTemporaryDir m_dir;
    int m_files = 0;
};

Value TestSimulatorPanel::load(const QByteArray &text)
{
    const QString path = m_dir.filePath(QStringLiteral("config%1.yaml").arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    const flowgate::Loader::Result result = flowgate::Loader::load(path);
    if (!result.loaded())
        qFatal("test config does not load: %s", qPrintable(result.loadErrors.front().toText()));
    return result.config;
}

void TestSimulatorPanel::setJson(JsonEditor *editor, const QString &text)
{
    editor->setPlainText(text);
    editor->reparseNow();
}

TransitionOptionsModel *TestSimulatorPanel::transitions(SimulatorPanel &panel)
{
    return qobject_cast<TransitionOptionsModel *>(find<QTableView>(panel, "simulatorTransitions")->model());
}

SimulatorHistoryModel *TestSimulatorPanel::history(SimulatorPanel &panel)
{
    return qobject_cast<SimulatorHistoryModel *>(find<QTableView>(panel, "simulatorHistory")->model());
}

void TestSimulatorPanel::startDemo(SimulatorPanel &panel)
{
    panel.setConfig(load(DemoYaml));
    panel.setWorkflow(QStringLiteral("flow.demo"));
    setJson(find<JsonEditor>(panel, "simulatorInputEditor"), QStringLiteral(R"({"user": "ann"})"));
    QPushButton *start = find<QPushButton>(panel, "simulatorStartButton");
    QVERIFY(start->isEnabled());
    start->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::WaitingForAction);
}

void TestSimulatorPanel::select(SimulatorPanel &panel, const QString &transition)
{
    const int row = transitions(panel)->rowOf(transition);
    QVERIFY2(row >= 0, qPrintable(transition));
    find<QTableView>(panel, "simulatorTransitions")->selectRow(row);
}

void TestSimulatorPanel::fire(SimulatorPanel &panel, const QString &transition, const QString &arguments)
{
    select(panel, transition);
    setJson(find<JsonEditor>(panel, "simulatorArgumentsEditor"), arguments);
    QPushButton *fireButton = find<QPushButton>(panel, "simulatorFireButton");
    QVERIFY(fireButton->isEnabled());
    fireButton->click();
}

void TestSimulatorPanel::startListsTransitionsWithGuards()
{
    SimulatorPanel panel;
    panel.setConfig(load(DemoYaml));
    panel.setWorkflow(QStringLiteral("flow.demo"));
    QVERIFY(!find<QPushButton>(panel, "simulatorFireButton")->isEnabled());
    QCOMPARE(transitions(panel)->rowCount(), 0);
    // The input is prefilled from the inputSchema: the default and a placeholder.
    const QJsonObject prefilled =
        QJsonDocument::fromJson(find<JsonEditor>(panel, "simulatorInputEditor")->toPlainText().toUtf8()).object();
    QCOMPARE(prefilled.value(QStringLiteral("limit")).toInt(), 3);
    QVERIFY(prefilled.contains(QStringLiteral("user")));

    startDemo(panel);
    QVERIFY(find<QLabel>(panel, "simulatorHeadline")->text().contains(QLatin1String("intake")));
    QVERIFY(find<QLabel>(panel, "simulatorStatus")->text().contains(QLatin1String("waiting_for_action")));
    QVERIFY(find<QLabel>(panel, "simulatorStatus")->text().contains(QLatin1String("version 1")));

    TransitionOptionsModel *model = transitions(panel);
    QStringList names;
    for (int row = 0; row < model->rowCount(); ++row)
        names.append(model->index(row, TransitionOptionsModel::NameColumn).data().toString());
    QCOMPARE(names, (QStringList{"approve_now", "fetch", "probe", "submit"}));

    const QModelIndex approve = model->index(model->rowOf(QStringLiteral("approve_now")), TransitionOptionsModel::GuardsColumn);
    QCOMPARE(approve.data(TransitionOptionsModel::GuardsPassedRole).toBool(), false);
    QVERIFY2(approve.data(Qt::ToolTipRole).toString().contains(QLatin1String("$.context.attempts (0) > 5")),
             qPrintable(approve.data(Qt::ToolTipRole).toString()));
    QCOMPARE(model->index(model->rowOf(QStringLiteral("approve_now")), TransitionOptionsModel::ActorColumn).data().toString(),
             QStringLiteral("human"));
    const QModelIndex probe = model->index(model->rowOf(QStringLiteral("probe")), TransitionOptionsModel::GuardsColumn);
    QCOMPARE(probe.data(TransitionOptionsModel::GuardErrorRole).toString(), QStringLiteral("GUARD_UNSET_SLOT"));
    QVERIFY(probe.data().toString().contains(QLatin1String("GUARD_UNSET_SLOT")));
    QCOMPARE(model->index(model->rowOf(QStringLiteral("submit")), TransitionOptionsModel::LinkColumn).data().toString(),
             QStringLiteral("link"));

    // The selected transition's guards are listed with their explanations; arguments are
    // prefilled from its inputSchema and re-evaluated as they are typed.
    select(panel, QStringLiteral("submit"));
    const QJsonObject arguments =
        QJsonDocument::fromJson(find<JsonEditor>(panel, "simulatorArgumentsEditor")->toPlainText().toUtf8()).object();
    QCOMPARE(arguments.value(QStringLiteral("priority")).toString(), QStringLiteral("normal"));
    QVERIFY(arguments.contains(QStringLiteral("title")));
    setJson(find<JsonEditor>(panel, "simulatorArgumentsEditor"), QStringLiteral(R"({"title": "forbidden"})"));
    QTreeWidget *guards = find<QTreeWidget>(panel, "simulatorGuards");
    QCOMPARE(guards->topLevelItemCount(), 1);
    QVERIFY2(guards->topLevelItem(0)->text(2).contains(QLatin1String("forbidden")), qPrintable(guards->topLevelItem(0)->text(2)));
    QVERIFY(!model->index(model->rowOf(QStringLiteral("submit")), 0).data(TransitionOptionsModel::GuardsPassedRole).toBool());
    setJson(find<JsonEditor>(panel, "simulatorArgumentsEditor"), QStringLiteral(R"({"title": "fine"})"));
    QVERIFY(model->index(model->rowOf(QStringLiteral("submit")), 0).data(TransitionOptionsModel::GuardsPassedRole).toBool());
}

void TestSimulatorPanel::fireMovesTheStateAndReportsCoverage()
{
    SimulatorPanel panel;
    QSignalSpy coverage(&panel, &SimulatorPanel::coverageChanged);
    startDemo(panel);
    QVERIFY(!coverage.isEmpty());
    QCOMPARE(coverage.last().at(0).value<QSet<QString>>(), QSet<QString>{QStringLiteral("intake")});
    QCOMPARE(coverage.last().at(2).toString(), QStringLiteral("intake"));

    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("review"));
    QVERIFY(find<QLabel>(panel, "simulatorHeadline")->text().contains(QLatin1String("review")));
    QCOMPARE(coverage.last().at(0).value<QSet<QString>>(), setOf({"intake", "review"}));
    QCOMPARE(coverage.last().at(1).value<QSet<QString>>(), setOf({"intake/submit"}));
    QCOMPARE(coverage.last().at(2).toString(), QStringLiteral("review"));
    // The context view highlights what the fire changed: written slots, the cleared state slot.
    const QStringList changed = find<SimulatorContextView>(panel, "simulatorContext")->changedPaths();
    QVERIFY2(changed.contains(QLatin1String("title")) && changed.contains(QLatin1String("priority"))
                 && changed.contains(QLatin1String("draft_note")) && !changed.contains(QLatin1String("attempts")),
             qPrintable(changed.join(QLatin1Char(','))));
    QVERIFY(banner(panel, "simulatorErrorBanner")->isHidden());

    // A branch, then a chain hop: every fired transition is reported.
    fire(panel, QStringLiteral("route"), QStringLiteral(R"({"bonus": 7})"));
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("done"));
    QVERIFY(find<QLabel>(panel, "simulatorStatus")->text().contains(QLatin1String("completed")));
    QCOMPARE(coverage.last().at(0).value<QSet<QString>>(), setOf({"intake", "review", "checked", "done"}));
    QCOMPARE(coverage.last().at(1).value<QSet<QString>>(), setOf({"intake/submit", "review/route", "checked/auto"}));
    SimulatorHistoryModel *steps = history(panel);
    QCOMPARE(steps->rowCount(), 5); // start, onEnter, submit, route, auto
    QCOMPARE(steps->index(4, SimulatorHistoryModel::KindColumn).data().toString(), QStringLiteral("Chain hop"));
    QCOMPARE(steps->index(3, SimulatorHistoryModel::StatesColumn).data().toString(), QStringLiteral("review → checked"));
    // The last step is selected and its details shown.
    QVERIFY(find<QTextBrowser>(panel, "simulatorStepDetails")->toPlainText().contains(QLatin1String("auto")));
    find<QTableView>(panel, "simulatorHistory")->selectRow(3);
    const QString details = find<QTextBrowser>(panel, "simulatorStepDetails")->toPlainText();
    QVERIFY2(details.contains(QLatin1String("\"bonus\": 7")) && details.contains(QLatin1String("score"))
                 && details.contains(QLatin1String("branch #2")),
             qPrintable(details));
}

void TestSimulatorPanel::rejections_data()
{
    QTest::addColumn<QString>("transition");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("GUARD_REJECTED") << "submit" << R"({"title": "forbidden"})" << "GUARD_REJECTED"
                                    << "One or more guards rejected the transition.";
    QTest::newRow("INPUT_SCHEMA_VIOLATION") << "submit" << "{}" << "INPUT_SCHEMA_VIOLATION"
                                            << "invalid transition input: \"title\" is a required property";
    QTest::newRow("GUARD_UNSET_SLOT") << "probe" << "{}" << "GUARD_UNSET_SLOT"
                                      << "GUARD_UNSET_SLOT: guard reads `$.context.never_set` which is not set on the "
                                         "workflow context";
    QTest::newRow("ACTOR_MISMATCH") << "approve_now" << "{}" << "ACTOR_MISMATCH"
                                    << "Transition 'approve_now' requires a human principal; submitter 'simulator' has "
                                       "no 'human' role.";
}

void TestSimulatorPanel::rejections()
{
    QFETCH(QString, transition);
    QFETCH(QString, arguments);
    QFETCH(QString, code);
    QFETCH(QString, message);

    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, transition, arguments);
    QCOMPARE(panel.simulator().status(), SimulationStatus::Rejected);
    SimulatorBanner *error = banner(panel, "simulatorErrorBanner");
    QVERIFY(!error->isHidden());
    QCOMPARE(error->kind(), SimulatorBanner::Kind::Error);
    QCOMPARE(error->title(), code);
    QCOMPARE(error->message(), message);
    QVERIFY(find<QLabel>(panel, "simulatorStatus")->text().contains(code));
    SimulatorHistoryModel *steps = history(panel);
    const QModelIndex last = steps->index(steps->rowCount() - 1, SimulatorHistoryModel::ResultColumn);
    QCOMPARE(last.data(SimulatorHistoryModel::ErrorCodeRole).toString(), code);
    QVERIFY(last.data().toString().startsWith(code));
    // The arguments typed stay for another try; the state did not move.
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
    QCOMPARE(find<JsonEditor>(panel, "simulatorArgumentsEditor")->toPlainText(), arguments);
}

void TestSimulatorPanel::humanRoleSetting()
{
    SimulatorPanel panel;
    startDemo(panel);
    find<QCheckBox>(panel, "simulatorHumanRole")->setChecked(true);
    fire(panel, QStringLiteral("approve_now"), QStringLiteral("{}"));
    // Past the actor check: the guard decides now.
    QCOMPARE(banner(panel, "simulatorErrorBanner")->title(), QStringLiteral("GUARD_REJECTED"));
}

void TestSimulatorPanel::capabilityOutputViolatingTheContract()
{
    SimulatorPanel panel;
    panel.setConfig(load(CapabilityYaml));
    panel.setWorkflow(QStringLiteral("flow.caller"));
    find<QPushButton>(panel, "simulatorStartButton")->click();
    select(panel, QStringLiteral("vet"));
    auto *executor = find<ExecutorOutcomeEditor>(panel, "simulatorExecutorEditor");
    QVERIFY(!executor->isHidden());
    setJson(executor->outputEditor(), QStringLiteral(R"({"verdict": "maybe", "score": "high"})"));
    find<QPushButton>(panel, "simulatorFireButton")->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::Failed);
    SimulatorBanner *error = banner(panel, "simulatorErrorBanner");
    QVERIFY(!error->isHidden());
    QCOMPARE(error->title(), QStringLiteral("EXECUTOR_FAILED"));
    QCOMPARE(error->message(),
             QStringLiteral("schema violation: capability 'cap.plan.vet' produced outputs failing snippet contract: "
                            "score: \"high\" is not of type \"number\"; verdict: \"maybe\" is not one of "
                            "[\"approve\",\"reject\"]"));
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("draft"));
    // The output typed stays for another try.
    QVERIFY(executor->outputText().contains(QLatin1String("maybe")));

    // "Fail the executor" with a message.
    find<QCheckBox>(panel, "simulatorExecutorFail")->setChecked(true);
    find<QLineEdit>(panel, "simulatorExecutorMessage")->setText(QStringLiteral("callee timed out"));
    find<QPushButton>(panel, "simulatorFireButton")->click();
    QCOMPARE(error->title(), QStringLiteral("EXECUTOR_FAILED"));
    QCOMPARE(error->message(), QStringLiteral("callee timed out"));
}

void TestSimulatorPanel::capabilityOutputPrefilledFromTheCallee()
{
    SimulatorPanel panel;
    panel.setConfig(load(CapabilityYaml));
    panel.setWorkflow(QStringLiteral("flow.caller"));
    find<QPushButton>(panel, "simulatorStartButton")->click();
    select(panel, QStringLiteral("vet"));
    auto *executor = find<ExecutorOutcomeEditor>(panel, "simulatorExecutorEditor");
    // Only the bound outputs, with values that fit the callee's schemas.
    const QJsonObject prefilled = QJsonDocument::fromJson(executor->outputText().toUtf8()).object();
    QCOMPARE(prefilled.keys(), (QStringList{"score", "verdict"}));
    QCOMPARE(prefilled.value(QStringLiteral("verdict")).toString(), QStringLiteral("approve"));
    const QString hint = find<QLabel>(panel, "simulatorExecutorHint")->text();
    QVERIFY2(hint.contains(QLatin1String("cap.plan.vet")) && hint.contains(QLatin1String("&quot;enum&quot;"))
                 && hint.contains(QLatin1String("notes")),
             qPrintable(hint));
    find<QPushButton>(panel, "simulatorFireButton")->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::Completed);
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("done"));
}

void TestSimulatorPanel::awaitedExecutorsAreAskedFor()
{
    SimulatorPanel panel;
    panel.setConfig(load(CapabilityYaml));
    panel.setWorkflow(QStringLiteral("flow.pipeline"));
    find<QPushButton>(panel, "simulatorStartButton")->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::AwaitingExecutor);
    QLabel *pending = find<QLabel>(panel, "simulatorPendingLabel");
    QVERIFY(!pending->isHidden());
    QVERIFY2(pending->text().contains(QLatin1String("deterministic transition 'build'")), qPrintable(pending->text()));
    QPushButton *fireButton = find<QPushButton>(panel, "simulatorFireButton");
    QCOMPARE(fireButton->text().remove(QLatin1Char('&')), QStringLiteral("Supply Result"));
    QVERIFY(!find<QTableView>(panel, "simulatorTransitions")->isEnabled());
    auto *executor = find<ExecutorOutcomeEditor>(panel, "simulatorExecutorEditor");
    QVERIFY(executor->outputText().contains(QLatin1String("exitCode"))); // a cli executor's shape
    fireButton->click();

    // s2's onEnter waits next.
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("s2"));
    QCOMPARE(panel.simulator().status(), SimulationStatus::AwaitingExecutor);
    QVERIFY2(pending->text().contains(QLatin1String("onEnter executor of state 's2'")), qPrintable(pending->text()));
    setJson(executor->outputEditor(), QStringLiteral(R"({"status": "green"})"));
    fireButton->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::Completed);
    QVERIFY(pending->isHidden());
    QCOMPARE(panel.simulator().context().value(u"status").toString(), QStringLiteral("green"));
    QCOMPARE(fireButton->text().remove(QLatin1Char('&')), QStringLiteral("Fire"));
}

void TestSimulatorPanel::stepBackRestores()
{
    SimulatorPanel panel;
    startDemo(panel);
    const Value intakeContext = panel.simulator().context();
    QSignalSpy coverage(&panel, &SimulatorPanel::coverageChanged);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    QCOMPARE(history(panel)->rowCount(), 3);
    QAction *stepBack = panel.findChild<QAction *>(QStringLiteral("simulatorStepBackAction"));
    QVERIFY(stepBack && stepBack->isEnabled());
    QVERIFY(stepBack->shortcut() != QKeySequence(QKeySequence::Undo));
    stepBack->trigger();
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
    QCOMPARE(panel.simulator().version(), qint64(1));
    QVERIFY(panel.simulator().context() == intakeContext);
    QCOMPARE(history(panel)->rowCount(), 2);
    QVERIFY(find<QLabel>(panel, "simulatorHeadline")->text().contains(QLatin1String("intake")));
    QCOMPARE(coverage.last().at(0).value<QSet<QString>>(), QSet<QString>{QStringLiteral("intake")});
    QVERIFY(coverage.last().at(1).value<QSet<QString>>().isEmpty());

    // Back past the start: nothing runs, the coverage is empty.
    stepBack->trigger();
    QVERIFY(!panel.simulator().isRunning());
    QCOMPARE(history(panel)->rowCount(), 0);
    QVERIFY(!stepBack->isEnabled());
    QVERIFY(coverage.last().at(0).value<QSet<QString>>().isEmpty());
    QCOMPARE(transitions(panel)->rowCount(), 0);
}

void TestSimulatorPanel::saveThenReplayRoundTrip()
{
    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, QStringLiteral("probe"), QStringLiteral("{}"));
    select(panel, QStringLiteral("fetch"));
    setJson(find<ExecutorOutcomeEditor>(panel, "simulatorExecutorEditor")->outputEditor(),
            QStringLiteral(R"({"status": 200, "body": [1, 2.5]})"));
    find<QPushButton>(panel, "simulatorFireButton")->click();
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("review"));
    fire(panel, QStringLiteral("back"), QStringLiteral("{}"));
    const qsizetype steps = panel.simulator().history().size();

    const QString path = m_dir.filePath(QStringLiteral("run.json"));
    QString error;
    QVERIFY2(panel.saveRunTo(path, &error), qPrintable(error));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(saved.readAll()).object().value(QStringLiteral("format")).toString(),
             QStringLiteral("capstudio-simulation"));

    // Replayed into a fresh panel: same run, no difference.
    SimulatorPanel other;
    other.setConfig(load(DemoYaml));
    other.setWorkflow(QStringLiteral("flow.other"));
    QVERIFY(other.replayRunFrom(path));
    QCOMPARE(other.workflowId(), QStringLiteral("flow.demo"));
    SimulatorBanner *report = banner(other, "simulatorReplayBanner");
    QVERIFY(!report->isHidden());
    QCOMPARE(report->kind(), SimulatorBanner::Kind::Success);
    QVERIFY2(report->message().contains(QLatin1String("no step differs")), qPrintable(report->message()));
    QCOMPARE(other.simulator().history().size(), steps);
    QCOMPARE(other.simulator().currentState(), QStringLiteral("intake"));
    QCOMPARE(history(other)->rowCount(), int(steps));
    QVERIFY(find<JsonEditor>(other, "simulatorInputEditor")->toPlainText().contains(QLatin1String("ann")));
}

void TestSimulatorPanel::replayAfterEditingTheDefinition()
{
    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    fire(panel, QStringLiteral("route"), QStringLiteral(R"({"bonus": 7})"));
    const QString path = m_dir.filePath(QStringLiteral("before-edit.json"));
    QVERIFY(panel.saveRunTo(path));
    QVERIFY(banner(panel, "simulatorDefinitionBanner")->isHidden());

    // Another workflow changes: the run is not affected.
    QByteArray otherEdit = DemoYaml;
    otherEdit.replace("only: {terminal: true}", "only: {terminal: true, description: edited}");
    panel.setConfig(load(otherEdit));
    QVERIFY(!panel.isDefinitionStale());
    QVERIFY(banner(panel, "simulatorDefinitionBanner")->isHidden());

    // The designer lowers the threshold of the second branch: the run is kept, the banner
    // offers Restart and Replay on the new definition.
    QByteArray edited = DemoYaml;
    edited.replace("$.context.score >= 7", "$.context.score >= 70");
    panel.setConfig(load(edited));
    QVERIFY(panel.isDefinitionStale());
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("done"));
    SimulatorBanner *changed = banner(panel, "simulatorDefinitionBanner");
    QVERIFY(!changed->isHidden());
    QCOMPARE(changed->kind(), SimulatorBanner::Kind::Warning);
    auto *replay = changed->findChild<QPushButton *>(QStringLiteral("simulatorReplayNewDefinition"));
    QVERIFY(replay);
    replay->click();

    SimulatorBanner *report = banner(panel, "simulatorReplayBanner");
    QCOMPARE(report->kind(), SimulatorBanner::Kind::Warning);
    QVERIFY2(report->message().contains(QLatin1String("action 2")) && report->message().contains(QLatin1String("/actions/1/result"))
                 && report->message().contains(QLatin1String("version:")),
             qPrintable(report->message()));
    QVERIFY(!panel.isDefinitionStale());
    QVERIFY(changed->isHidden());
    // The differing step (the route fire, step 4) is selected.
    QCOMPARE(find<QTableView>(panel, "simulatorHistory")->currentIndex().row(), 3);
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("done")); // the declared target now

    // Replaying the file saved before the edit reports the same.
    QVERIFY(panel.replayRunFrom(path));
    QVERIFY(report->message().contains(QLatin1String("/actions/1/result")));
    QVERIFY(report->message().contains(QLatin1String("before-edit.json")));
}

void TestSimulatorPanel::restartOnTheNewDefinition()
{
    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    // The Start input changes after the run started; Restart uses the run's own input.
    setJson(find<JsonEditor>(panel, "simulatorInputEditor"), QStringLiteral(R"({"user": "bob"})"));
    QByteArray edited = DemoYaml;
    edited.replace("greeting: {concat: [\"hi \", ", "greeting: {concat: [\"hello \", ");
    panel.setConfig(load(edited));
    SimulatorBanner *changed = banner(panel, "simulatorDefinitionBanner");
    QVERIFY(!changed->isHidden());
    QPushButton *restart = nullptr;
    for (QPushButton *button : changed->findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Restart"))
            restart = button;
    }
    QVERIFY(restart);
    restart->click();
    QVERIFY(!panel.isDefinitionStale());
    QVERIFY(changed->isHidden());
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
    QCOMPARE(panel.simulator().history().size(), qsizetype(2));
    QCOMPARE(panel.simulator().context().value(u"greeting").toString(), QStringLiteral("hello ann"));
}

void TestSimulatorPanel::replayOfAMalformedFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");

    QTest::newRow("JSON syntax error") << QByteArray("{\n  \"format\": \"capstudio-simulation\",\n  \"version\": }")
                                       << ":3:14:";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "does not hold a saved run";
    QTest::newRow("version as a string") << QByteArray(R"({"format": "capstudio-simulation", "version": "1"})")
                                         << "/version";
    QTest::newRow("roles as a string")
        << QByteArray(R"({"format": "capstudio-simulation", "version": 1, "workflow": "flow.demo", )"
                      R"("settings": {"roles": "human"}})")
        << "/settings/roles";
}

void TestSimulatorPanel::replayOfAMalformedFile()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);

    SimulatorPanel panel;
    startDemo(panel);
    const QString path = m_dir.filePath(QStringLiteral("malformed.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();
    QVERIFY(!panel.replayRunFrom(path));
    SimulatorBanner *report = banner(panel, "simulatorReplayBanner");
    QCOMPARE(report->kind(), SimulatorBanner::Kind::Error);
    QVERIFY2(report->message().contains(expected), qPrintable(report->message()));
    // The run shown before is untouched.
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
}

void TestSimulatorPanel::malformedArgumentsDisableFire()
{
    SimulatorPanel panel;
    startDemo(panel);
    select(panel, QStringLiteral("submit"));
    QPushButton *fireButton = find<QPushButton>(panel, "simulatorFireButton");
    QVERIFY(fireButton->isEnabled());
    JsonEditor *arguments = find<JsonEditor>(panel, "simulatorArgumentsEditor");
    setJson(arguments, QStringLiteral("{\n  \"title\": \n}"));
    QVERIFY(!fireButton->isEnabled());
    QAction *fireAction = panel.findChild<QAction *>(QStringLiteral("simulatorFireAction"));
    QVERIFY(!fireAction->isEnabled());
    QLabel *error = find<QLabel>(panel, "simulatorArgumentsError");
    QVERIFY(!error->isHidden());
    QVERIFY2(error->text().contains(QLatin1String("line 3, column 1")), qPrintable(error->text()));
    // Firing anyway (e.g. by a stale shortcut) does nothing.
    panel.fire();
    QCOMPARE(panel.simulator().history().size(), qsizetype(2));

    // Malformed executor output disables Fire too.
    setJson(arguments, QStringLiteral(R"({"title": "T"})"));
    QVERIFY(fireButton->isEnabled());
    QVERIFY(error->isHidden());
    select(panel, QStringLiteral("fetch"));
    auto *executor = find<ExecutorOutcomeEditor>(panel, "simulatorExecutorEditor");
    setJson(executor->outputEditor(), QStringLiteral("{\"status\": 200,"));
    QVERIFY(!fireButton->isEnabled());
    QVERIFY2(executor->syntaxErrorText().startsWith(QLatin1String("line 1, column")), qPrintable(executor->syntaxErrorText()));
    // Failing the executor needs no output.
    find<QCheckBox>(panel, "simulatorExecutorFail")->setChecked(true);
    QVERIFY(fireButton->isEnabled());
}

void TestSimulatorPanel::malformedInputDisablesStart()
{
    SimulatorPanel panel;
    panel.setConfig(load(DemoYaml));
    panel.setWorkflow(QStringLiteral("flow.demo"));
    setJson(find<JsonEditor>(panel, "simulatorInputEditor"), QStringLiteral("{\"user\": 'ann'}"));
    QVERIFY(!find<QPushButton>(panel, "simulatorStartButton")->isEnabled());
    QVERIFY(find<QLabel>(panel, "simulatorInputError")->text().contains(QLatin1String("line 1, column 10")));
    panel.start();
    QVERIFY(panel.simulator().history().isEmpty());

    // A start refused by the runtime shows its code.
    setJson(find<JsonEditor>(panel, "simulatorInputEditor"), QStringLiteral("{}"));
    find<QPushButton>(panel, "simulatorStartButton")->click();
    QCOMPARE(banner(panel, "simulatorErrorBanner")->title(), QStringLiteral("INPUT_SCHEMA_VIOLATION"));
    QVERIFY(find<QLabel>(panel, "simulatorStatus")->text().contains(QLatin1String("INPUT_SCHEMA_VIOLATION")));
}

void TestSimulatorPanel::removingTheWorkflowResetsThePanel()
{
    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    QSignalSpy coverage(&panel, &SimulatorPanel::coverageChanged);

    QByteArray removed = DemoYaml;
    removed.truncate(removed.indexOf("  flow.demo:"));
    removed += "  flow.other:\n    initialState: only\n    states:\n      only: {terminal: true}\n";
    panel.setConfig(load(removed));
    QVERIFY(!panel.simulator().isRunning());
    QVERIFY(panel.simulator().history().isEmpty());
    QCOMPARE(transitions(panel)->rowCount(), 0);
    QCOMPARE(history(panel)->rowCount(), 0);
    QCOMPARE(coverage.size(), 1);
    QVERIFY(coverage.last().at(0).value<QSet<QString>>().isEmpty());
    QVERIFY(coverage.last().at(1).value<QSet<QString>>().isEmpty());
    QVERIFY(coverage.last().at(2).toString().isEmpty());
    QVERIFY(!find<QPushButton>(panel, "simulatorStartButton")->isEnabled());
    QVERIFY(!find<QPushButton>(panel, "simulatorFireButton")->isEnabled());
    QVERIFY(banner(panel, "simulatorErrorBanner")->isHidden());
    SimulatorBanner *notice = banner(panel, "simulatorDefinitionBanner");
    QVERIFY(!notice->isHidden());
    QVERIFY(notice->message().contains(QLatin1String("no longer in the library")));
    QVERIFY(find<QLabel>(panel, "simulatorHeadline")->text().contains(QLatin1String("Not started")));

    // The workflow comes back (an undo): it can be started again.
    panel.setConfig(load(DemoYaml));
    QVERIFY(notice->isHidden());
    find<QPushButton>(panel, "simulatorStartButton")->click();
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
}

void TestSimulatorPanel::lexiconWarning()
{
    SimulatorPanel panel;
    panel.setConfig(load(LexiconYaml));
    panel.setWorkflow(QStringLiteral("flow.tiny"));
    SimulatorBanner *warning = banner(panel, "simulatorLexiconBanner");
    QVERIFY(!warning->isHidden());
    QCOMPARE(warning->title(), QStringLiteral("SUBJECT_NEEDS_DEFINITION"));
    QVERIFY(warning->message().contains(QLatin1String("code.adversarial")));
    find<QPushButton>(panel, "simulatorStartButton")->click();
    QCOMPARE(banner(panel, "simulatorErrorBanner")->title(), QStringLiteral("SUBJECT_NEEDS_DEFINITION"));
    find<QCheckBox>(panel, "simulatorAllowPending")->setChecked(true);
    find<QPushButton>(panel, "simulatorStartButton")->click();
    QCOMPARE(panel.simulator().status(), SimulationStatus::Completed);
}

void TestSimulatorPanel::focusSignals()
{
    SimulatorPanel panel;
    startDemo(panel);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "T"})"));
    QSignalSpy states(&panel, &SimulatorPanel::stateFocusRequested);
    QSignalSpy transitionsFocused(&panel, &SimulatorPanel::transitionFocusRequested);

    QTableView *historyView = find<QTableView>(panel, "simulatorHistory");
    emit historyView->doubleClicked(history(panel)->index(2, SimulatorHistoryModel::KindColumn));
    QCOMPARE(states.size(), 1);
    QCOMPARE(states.last().at(0).toString(), QStringLiteral("review"));
    emit historyView->doubleClicked(history(panel)->index(2, SimulatorHistoryModel::TransitionColumn));
    QCOMPARE(transitionsFocused.last().at(0).toString(), QStringLiteral("intake/submit"));

    QTableView *options = find<QTableView>(panel, "simulatorTransitions");
    emit options->doubleClicked(transitions(panel)->index(transitions(panel)->rowOf(QStringLiteral("back")), 0));
    QCOMPARE(transitionsFocused.last().at(0).toString(), QStringLiteral("review/back"));

    QLabel *headline = find<QLabel>(panel, "simulatorHeadline");
    QTest::mouseDClick(headline, Qt::LeftButton);
    QCOMPARE(states.last().at(0).toString(), QStringLiteral("review"));
}

void TestSimulatorPanel::shortcuts()
{
    SimulatorPanel panel;
    startDemo(panel);
    panel.show();
    QApplication::setActiveWindow(&panel);
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    select(panel, QStringLiteral("submit"));
    JsonEditor *arguments = find<JsonEditor>(panel, "simulatorArgumentsEditor");
    setJson(arguments, QStringLiteral(R"({"title": "T"})"));
    arguments->setFocus();
    // Ctrl+Return fires from inside the arguments editor, without inserting a line.
    QTest::keyClick(arguments, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("review"));
    // Ctrl+Alt+Z steps back (the editors keep their own Ctrl+Z).
    QTest::keyClick(find<QTableView>(panel, "simulatorHistory"), Qt::Key_Z, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(panel.simulator().currentState(), QStringLiteral("intake"));
}

void TestSimulatorPanel::screenshot()
{
    SimulatorPanel panel;
    panel.resize(1400, 860);
    const QStringList targets{qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")};
    startDemo(panel);
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "Quarterly report"})"));
    // After a successful fire: the context shows what it changed.
    QVERIFY(!find<SimulatorContextView>(panel, "simulatorContext")->changedPaths().isEmpty());
    for (const QString &dir : targets) {
        if (!dir.isEmpty())
            QVERIFY(panel.grab().save(QDir(dir).filePath(QStringLiteral("designer-simulator-panel-fired.png"))));
    }
    fire(panel, QStringLiteral("back"), QStringLiteral("{}"));
    fire(panel, QStringLiteral("submit"), QStringLiteral(R"({"title": "forbidden"})"));
    select(panel, QStringLiteral("fetch"));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage image = panel.grab().toImage();
    QCOMPARE(image.size(), panel.size() * panel.devicePixelRatio());
    QVERIFY(!banner(panel, "simulatorErrorBanner")->isHidden());
    for (const QString &dir : targets) {
        if (!dir.isEmpty())
            QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("designer-simulator-panel.png"))));
    }

    // Docked narrow and tall, the sections stack in one column.
    auto *columns = panel.findChild<QSplitter *>(QStringLiteral("simulatorColumns"));
    QVERIFY(columns);
    QCOMPARE(columns->orientation(), Qt::Horizontal);
    panel.resize(560, 1500);
    QCOMPARE(columns->orientation(), Qt::Vertical);
    const QImage narrow = panel.grab().toImage();
    for (const QString &dir : targets) {
        if (!dir.isEmpty())
            QVERIFY(narrow.save(QDir(dir).filePath(QStringLiteral("designer-simulator-panel-narrow.png"))));
    }
}

QTEST_MAIN(TestSimulatorPanel)
#include "tst_simulatorpanel.moc"
