// InspectorPanel on a real FlowLibrary: every edit is one undo step in the library, text
// fields commit on Return / focus out, refused edits show in red and revert, and a
// capability call set up through the inspector passes `capstudio validate`.
#include "core/tone.h"
#include "views/designer/inspectorpanel.h"

#include "designer/flowlibrary.h"
#include "flowgate/configvalidation.h"
#include "flowgate/contracthash.h"
#include "views/jsoneditor.h"

#include <QGuiApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace capstudio;
using flowgate::Value;

namespace {

// A stable capability (so a call must pin its contract) and an orchestrator whose
// `review/check` transition has no executor yet; `draft` is declared in `inputs:`, so
// `$.context.draft` is a slot of the orchestrator's SlotTable.
const char LibraryYaml[] = R"(version: "1.0.0"
workflows:
  cap.plan.vet:
    verb: plan
    lifecycle: stable
    description: Vets a plan.
    snippet:
      inputs:
        plan: { type: object, required: true }
        max_iterations: { type: integer, default: 3 }
      outputs:
        verdict: { type: string, enum: [pass, fail, needs-revision] }
        findings: { type: array, items: { type: object } }
    initialState: ready
    states:
      ready:
        transitions:
          vet:
            target: done
            executor: { kind: noop }
      done:
        terminal: true
  flow.review:
    initialState: start
    inputs:
      draft: { type: object }
    states:
      start:
        goal: Collect the draft
        transitions:
          submit:
            target: review
            title: Submit the draft
          giveup:
            target: done
      review:
        goal: Review the draft
        transitions:
          check:
            target: done
            actor: deterministic
          redo:
            target: start
            branches:
              - when: { kind: expr, expr: "$.arguments.n == 1" }
                target: done
      done:
        terminal: true
)";

template <typename T>
T *field(QWidget *root, const QString &name)
{
    const QList<T *> all = root->findChildren<T *>(name);
    for (T *candidate : all) {
        if (candidate->isVisibleTo(root))
            return candidate;
    }
    return all.isEmpty() ? nullptr : all.first();
}

// Picks the combo item whose data is `data` as a person would (activated).
bool pick(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    return true;
}

void typeAndReturn(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

Value stateOf(designer::FlowLibrary &library, const QString &state)
{
    return library.definition(QStringLiteral("flow.review")).value(u"states").value(state);
}

Value transitionOf(designer::FlowLibrary &library, const QString &state, const QString &transition)
{
    return stateOf(library, state).value(u"transitions").value(transition);
}

// The visible section error labels' texts.
QStringList sectionErrors(QWidget *root)
{
    QStringList errors;
    for (QLabel *label : root->findChildren<QLabel *>(QStringLiteral("sectionError"))) {
        if (label->isVisibleTo(root) && !label->text().isEmpty())
            errors.append(label->text());
    }
    return errors;
}

// Saves a grab to $CAPSTUDIO_SCREENSHOT_DIR when that is set.
void saveScreenshot(QWidget *widget, const QString &name)
{
    if (!qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR"))
        return;
    const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
    QVERIFY(out.mkpath(QStringLiteral(".")));
    QVERIFY(widget->grab().save(out.filePath(name)));
}

} // namespace

class TestInspectorPanel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void showsTheWorkflowStateOrTransition();
    void goalEditIsOneUndoStep();
    void lineEditCommitsOnReturnNotPerKey();
    void renameStateRetargetsTransitions();
    void refusedRenameShowsErrorAndReverts();
    void setActor();
    void addAndRemoveGuard();
    void capabilityCallValidates();
    void invalidOutputKeyChangesNothing();
    void inputHintsAndLiterals();
    void executorKindFields();
    void snippetImpactListsBrokenCallers();
    void generatedTransitionIsReadOnly();
    void followsUndoWhenElementVanishes();

private:
    void setUpCall();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<designer::FlowLibrary> m_library;
    std::unique_ptr<InspectorPanel> m_panel;
};

void TestInspectorPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("library.yaml"));
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(LibraryYaml);
    file.close();
    auto opened = designer::FlowLibrary::open(m_path);
    QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
    m_library = std::move(opened).value();
    QVERIFY2(!m_library->report().refusesToLoad() && !m_library->report().checkFails(),
             qPrintable(m_library->problems().isEmpty() ? QString() : m_library->problems().first().toText()));
    m_panel = std::make_unique<InspectorPanel>();
    m_panel->resize(400, 900);
    m_panel->setLibrary(m_library.get());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    m_panel->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
}

void TestInspectorPanel::cleanup()
{
    m_panel.reset();
    m_library.reset();
    m_dir.reset();
}

void TestInspectorPanel::showsTheWorkflowStateOrTransition()
{
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::Nothing);

    m_panel->inspect(QStringLiteral("cap.plan.vet"), QString());
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::Workflow);
    QCOMPARE(field<QLineEdit>(m_panel.get(), QStringLiteral("workflow.id"))->text(), QStringLiteral("cap.plan.vet"));
    auto *verb = field<QComboBox>(m_panel.get(), QStringLiteral("workflow.verb"));
    QCOMPARE(verb->count(), 24);
    QCOMPARE(verb->currentData().toString(), QStringLiteral("plan"));
    auto *hash = field<QLineEdit>(m_panel.get(), QStringLiteral("snippet.hash"));
    QVERIFY(hash && hash->isVisibleTo(m_panel.get()));
    QCOMPARE(hash->text(),
             flowgate::ContractHash::of(m_library->definition(QStringLiteral("cap.plan.vet")).value(u"snippet")));
    QVERIFY(!field<QLineEdit>(m_panel.get(), QStringLiteral("snippet.newHash"))->isVisibleTo(m_panel.get()));

    m_panel->inspect(QStringLiteral("flow.review"), QString());
    QVERIFY(!verb->isVisibleTo(m_panel.get()));
    QCOMPARE(field<QComboBox>(m_panel.get(), QStringLiteral("workflow.initialState"))->currentText(),
             QStringLiteral("start"));

    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start"));
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::State);
    QCOMPARE(field<QPlainTextEdit>(m_panel.get(), QStringLiteral("state.goal"))->toPlainText(),
             QStringLiteral("Collect the draft"));
    // At the narrowest width nothing is cut off: the content fits the viewport.
    m_panel->resize(m_panel->minimumSizeHint().width(), 800);
    QCoreApplication::processEvents();
    auto *scroll = m_panel->findChild<QScrollArea *>();
    QVERIFY(scroll->widget()->width() <= scroll->viewport()->width());
    saveScreenshot(m_panel.get(), QStringLiteral("designer-inspector-state.png"));
    m_panel->resize(400, 900);

    // A branch edge shows its transition.
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("review/redo#0"));
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::Transition);
    QCOMPARE(m_panel->elementId(), QStringLiteral("review/redo"));
    QCOMPARE(field<QLineEdit>(m_panel.get(), QStringLiteral("transition.name"))->text(), QStringLiteral("redo"));
    QCOMPARE(field<QComboBox>(m_panel.get(), QStringLiteral("transition.target"))->currentData().toString(),
             QStringLiteral("start"));
}

void TestInspectorPanel::goalEditIsOneUndoStep()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start"));
    auto *goal = field<QPlainTextEdit>(m_panel.get(), QStringLiteral("state.goal"));
    QVERIFY(goal);
    const int steps = m_library->undoStack()->count();

    goal->setFocus();
    goal->selectAll();
    QTest::keyClicks(goal, QStringLiteral("Collect the draft from {{ $.context.author }}"));
    QCOMPARE(m_library->undoStack()->count(), steps); // typing is not an edit yet
    QTest::keyClick(goal, Qt::Key_Return, Qt::ControlModifier);

    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    QCOMPARE(stateOf(*m_library, QStringLiteral("start")).value(u"goal").toString(),
             QStringLiteral("Collect the draft from {{ $.context.author }}"));
    QVERIFY(m_library->isModified());
    QVERIFY(m_library->save().ok());
    QFile saved(m_path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY(text.contains("Collect the draft from {{ $.context.author }}"));
    QVERIFY(text.contains("Review the draft")); // the rest stays as written

    m_library->undoStack()->undo();
    QCOMPARE(stateOf(*m_library, QStringLiteral("start")).value(u"goal").toString(), QStringLiteral("Collect the draft"));
    QCOMPARE(goal->toPlainText(), QStringLiteral("Collect the draft"));
    QCOMPARE(m_panel->elementId(), QStringLiteral("start"));
    // Undo gives back the text byte for byte.
    QVERIFY(m_library->save().ok());
    QFile again(m_path); // a new file: saving replaces it atomically
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), QByteArray(LibraryYaml));
}

void TestInspectorPanel::lineEditCommitsOnReturnNotPerKey()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/submit"));
    auto *title = field<QLineEdit>(m_panel.get(), QStringLiteral("transition.title"));
    const int steps = m_library->undoStack()->count();
    title->setFocus();
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Send it"));
    QCOMPARE(m_library->undoStack()->count(), steps);
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"title").toString(),
             QStringLiteral("Submit the draft"));
    QTest::keyClick(title, Qt::Key_Return);
    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"title").toString(),
             QStringLiteral("Send it"));

    // A reload while someone types (an edit made elsewhere) keeps the typing.
    title->setFocus();
    QVERIFY(title->hasFocus());
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Half typed"));
    QVERIFY(m_library
                ->setValue(QStringLiteral("flow.review"), flowgate::keyPath({QStringLiteral("description")}),
                           Value(QStringLiteral("Reviews drafts")), QStringLiteral("Set description"))
                .ok());
    QCOMPARE(title->text(), QStringLiteral("Half typed"));
    QTest::keyClick(title, Qt::Key_Return);
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"title").toString(),
             QStringLiteral("Half typed"));
    QCOMPARE(m_library->undoStack()->count(), steps + 3);

    // Esc goes back to what is written.
    QTest::keyClicks(title, QStringLiteral(" more"));
    QTest::keyClick(title, Qt::Key_Escape);
    QCOMPARE(title->text(), QStringLiteral("Half typed"));

    // Clearing the field removes the key.
    typeAndReturn(title, QString());
    QCOMPARE(m_library->undoStack()->count(), steps + 4);
    QVERIFY(!transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).contains(u"title"));
}

void TestInspectorPanel::renameStateRetargetsTransitions()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("review"));
    QSignalSpy followed(m_panel.get(), &InspectorPanel::inspectedChanged);
    const int steps = m_library->undoStack()->count();

    typeAndReturn(field<QLineEdit>(m_panel.get(), QStringLiteral("state.id")), QStringLiteral("vetting"));

    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    QVERIFY(!stateOf(*m_library, QStringLiteral("review")).isObject());
    QVERIFY(stateOf(*m_library, QStringLiteral("vetting")).isObject());
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"target").toString(),
             QStringLiteral("vetting"));
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::State);
    QCOMPARE(m_panel->elementId(), QStringLiteral("vetting"));
    QCOMPARE(field<QLineEdit>(m_panel.get(), QStringLiteral("state.id"))->text(), QStringLiteral("vetting"));
    QCOMPARE(followed.count(), 1);
    QCOMPARE(followed.first().at(1).toString(), QStringLiteral("vetting"));
    QVERIFY(sectionErrors(m_panel.get()).isEmpty());
}

void TestInspectorPanel::refusedRenameShowsErrorAndReverts()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("review"));
    const int steps = m_library->undoStack()->count();
    auto *id = field<QLineEdit>(m_panel.get(), QStringLiteral("state.id"));

    typeAndReturn(id, QStringLiteral("done")); // exists already

    QCOMPARE(m_library->undoStack()->count(), steps);
    QCOMPARE(id->text(), QStringLiteral("review"));
    const QStringList errors = sectionErrors(m_panel.get());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QLatin1String("done")), qPrintable(errors.first()));
    QCOMPARE(m_panel->lastError(), errors.first());
    QVERIFY(stateOf(*m_library, QStringLiteral("review")).isObject());
    // Shown in red.
    QLabel *label = nullptr;
    for (QLabel *candidate : m_panel->findChildren<QLabel *>(QStringLiteral("sectionError"))) {
        if (candidate->isVisibleTo(m_panel.get()))
            label = candidate;
    }
    QVERIFY(label);
    QCOMPARE(label->palette().color(QPalette::WindowText), toneColor(Tone::Negative));
}

void TestInspectorPanel::setActor()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/submit"));
    auto *actor = field<QComboBox>(m_panel.get(), QStringLiteral("transition.actor"));
    QCOMPARE(actor->currentData().toString(), QString()); // not written: agent by default
    const int steps = m_library->undoStack()->count();

    QVERIFY(pick(actor, QStringLiteral("human")));

    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"actor").toString(),
             QStringLiteral("human"));
    QCOMPARE(m_library->graph(QStringLiteral("flow.review"))
                 .transitions.at(m_library->graph(QStringLiteral("flow.review")).transitionIndex(QStringLiteral("start/submit")))
                 .effectiveActor(),
             QStringLiteral("human"));
    QCOMPARE(actor->currentData().toString(), QStringLiteral("human"));
}

void TestInspectorPanel::addAndRemoveGuard()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/submit"));
    auto *kind = field<QComboBox>(m_panel.get(), QStringLiteral("guards.kind"));
    auto *text = field<QLineEdit>(m_panel.get(), QStringLiteral("guards.text"));
    auto *add = field<QPushButton>(m_panel.get(), QStringLiteral("guards.add"));
    auto *list = field<QListWidget>(m_panel.get(), QStringLiteral("guards.list"));
    QVERIFY(!add->isEnabled());
    const int steps = m_library->undoStack()->count();

    kind->setCurrentIndex(kind->findData(QStringLiteral("role")));
    QTest::keyClicks(text, QStringLiteral("admin"));
    QVERIFY(add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);

    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    const Value guards = transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"guards");
    QVERIFY(guards.isArray());
    QCOMPARE(guards.size(), 1);
    QCOMPARE(guards.at(0).value(u"kind").toString(), QStringLiteral("role"));
    QCOMPARE(guards.at(0).value(u"role").toString(), QStringLiteral("admin"));
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().contains(QLatin1String("admin")));
    QVERIFY(text->text().isEmpty());

    // An expression guard through Return.
    kind->setCurrentIndex(kind->findData(QStringLiteral("expr")));
    QTest::keyClicks(text, QStringLiteral("$.arguments.ok == true"));
    QTest::keyClick(text, Qt::Key_Return);
    QCOMPARE(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"guards").size(), 2);

    list->setCurrentRow(0);
    QTest::mouseClick(field<QPushButton>(m_panel.get(), QStringLiteral("guards.remove")), Qt::LeftButton);
    const Value left = transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("submit")).value(u"guards");
    QCOMPARE(left.size(), 1);
    QCOMPARE(left.at(0).value(u"kind").toString(), QStringLiteral("expr"));
    QCOMPARE(m_library->undoStack()->count(), steps + 3);
}

void TestInspectorPanel::setUpCall()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("review/check"));
    QVERIFY(pick(field<QComboBox>(m_panel.get(), QStringLiteral("executor.kind")), QStringLiteral("workflow")));
    auto *callee = field<QComboBox>(m_panel.get(), QStringLiteral("call.callee"));
    QVERIFY(callee && callee->isVisibleTo(m_panel.get()));
    QCOMPARE(callee->count(), 1); // the library's one capability
    QVERIFY(callee->itemText(0).contains(QLatin1String("plan")));
    QVERIFY(pick(callee, QStringLiteral("cap.plan.vet")));

    // The callee's inputs are offered, with the orchestrator's slots as values.
    auto *plan = field<QComboBox>(m_panel.get(), QStringLiteral("binding:plan"));
    QVERIFY(plan);
    QVERIFY(field<QComboBox>(m_panel.get(), QStringLiteral("binding:max_iterations")));
    QVERIFY(plan->findText(QStringLiteral("$.context.draft")) >= 0);
    QVERIFY(plan->findText(QStringLiteral("$.workflow.input.draft")) >= 0);
    typeAndReturn(plan->lineEdit(), QStringLiteral("$.context.draft"));

    auto *verdict = field<QComboBox>(m_panel.get(), QStringLiteral("binding:out:verdict"));
    QVERIFY(verdict);
    QVERIFY(field<QComboBox>(m_panel.get(), QStringLiteral("binding:out:findings")));
    typeAndReturn(verdict->lineEdit(), QStringLiteral("$.context.verdict"));

    auto *pinStatus = field<QLabel>(m_panel.get(), QStringLiteral("call.pinStatus"));
    QVERIFY(pinStatus->text().contains(QLatin1String("V16"))); // stable: a pin is required
    auto *pin = field<QPushButton>(m_panel.get(), QStringLiteral("call.pin"));
    QVERIFY(pin->isEnabled());
    QTest::mouseClick(pin, Qt::LeftButton);
}

void TestInspectorPanel::capabilityCallValidates()
{
    const int steps = m_library->undoStack()->count();
    setUpCall();
    QVERIFY2(sectionErrors(m_panel.get()).isEmpty(), qPrintable(sectionErrors(m_panel.get()).join('\n')));
    QCOMPARE(m_library->undoStack()->count(), steps + 5); // kind, callee, input, output, pin

    const Value executor =
        transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check")).value(u"executor");
    QCOMPARE(executor.value(u"kind").toString(), QStringLiteral("workflow"));
    QCOMPARE(executor.value(u"definitionId").toString(), QStringLiteral("cap.plan.vet"));
    QCOMPARE(executor.value(u"use").value(u"inputs").value(u"plan").toString(), QStringLiteral("$.context.draft"));
    QCOMPARE(executor.value(u"use").value(u"outputs").value(u"$.context.verdict").toString(), QStringLiteral("verdict"));
    const QString hash =
        flowgate::ContractHash::of(m_library->definition(QStringLiteral("cap.plan.vet")).value(u"snippet"));
    QCOMPARE(executor.value(u"expects_contract_hash").toString(), hash);
    auto *pinStatus = field<QLabel>(m_panel.get(), QStringLiteral("call.pinStatus"));
    QVERIFY2(pinStatus->text().contains(QLatin1String("current contract")), qPrintable(pinStatus->text()));
    QVERIFY(!field<QPushButton>(m_panel.get(), QStringLiteral("call.pin"))->isEnabled());
    QVERIFY(field<QPushButton>(m_panel.get(), QStringLiteral("call.unpin"))->isEnabled());
    QCOMPARE(field<QLineEdit>(m_panel.get(), QStringLiteral("call.currentHash"))->text(), hash);

    // What `capstudio validate` runs, on the saved file.
    QVERIFY(m_library->save().ok());
    const flowgate::ValidationReport report = flowgate::ConfigValidation::run(m_path);
    QVERIFY(report.loaded.loadErrors.isEmpty());
    QVERIFY2(report.checkErrors.isEmpty(), qPrintable(report.checkErrors.isEmpty() ? QString()
                                                                                   : report.checkErrors.first().toText()));

    // Rows made while the panel is shown are visible at once (no event loop needed).
    QVERIFY(field<QComboBox>(m_panel.get(), QStringLiteral("binding:plan"))->isVisible());
    m_panel->resize(380, 1350);
    QCoreApplication::processEvents(); // lay out at the new size before grabbing
    saveScreenshot(m_panel.get(), QStringLiteral("designer-inspector.png"));

    // Unpin and undo.
    QTest::mouseClick(field<QPushButton>(m_panel.get(), QStringLiteral("call.unpin")), Qt::LeftButton);
    QVERIFY(!transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                 .value(u"executor")
                 .contains(u"expects_contract_hash"));
    m_library->undoStack()->undo();
    QCOMPARE(transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                 .value(u"executor")
                 .value(u"expects_contract_hash")
                 .toString(),
             hash);
}

void TestInspectorPanel::invalidOutputKeyChangesNothing()
{
    setUpCall();
    const Value before = m_library->definition(QStringLiteral("flow.review"));
    const int steps = m_library->undoStack()->count();
    auto *findings = field<QComboBox>(m_panel.get(), QStringLiteral("binding:out:findings"));
    QVERIFY(findings);

    typeAndReturn(findings->lineEdit(), QStringLiteral("$.context.Findings.all"));

    QCOMPARE(m_library->undoStack()->count(), steps);
    QVERIFY(m_library->definition(QStringLiteral("flow.review")) == before);
    QCOMPARE(findings->currentText(), QString()); // reverted
    const QStringList errors = sectionErrors(m_panel.get());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QLatin1String("V12")), qPrintable(errors.first()));

    // A valid key goes through and clears the message.
    typeAndReturn(findings->lineEdit(), QStringLiteral("$.context.findings"));
    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    QVERIFY(sectionErrors(m_panel.get()).isEmpty());

    // Moving a binding to another slot replaces its key (one step).
    auto *verdict = field<QComboBox>(m_panel.get(), QStringLiteral("binding:out:verdict"));
    typeAndReturn(verdict->lineEdit(), QStringLiteral("$.context.vet_verdict"));
    QCOMPARE(m_library->undoStack()->count(), steps + 2);
    const Value outputs = transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                              .value(u"executor")
                              .value(u"use")
                              .value(u"outputs");
    QVERIFY(!outputs.contains(u"$.context.verdict"));
    QCOMPARE(outputs.value(u"$.context.vet_verdict").toString(), QStringLiteral("verdict"));
}

void TestInspectorPanel::inputHintsAndLiterals()
{
    setUpCall();
    auto *plan = field<QComboBox>(m_panel.get(), QStringLiteral("binding:plan"));
    // A slot nobody writes (V13) is flagged under the value.
    typeAndReturn(plan->lineEdit(), QStringLiteral("$.context.nothing"));
    QCOMPARE(transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                 .value(u"executor")
                 .value(u"use")
                 .value(u"inputs")
                 .value(u"plan")
                 .toString(),
             QStringLiteral("$.context.nothing"));
    bool flagged = false;
    for (QLabel *label : m_panel->findChildren<QLabel *>()) {
        flagged = flagged || (label->isVisibleTo(m_panel.get()) && label->text().contains(QLatin1String("(V13)")));
    }
    QVERIFY(flagged);
    QVERIFY(m_library->report().checkFails());

    // A literal keeps its JSON type; clearing the field removes the binding.
    auto *iterations = field<QComboBox>(m_panel.get(), QStringLiteral("binding:max_iterations"));
    typeAndReturn(iterations->lineEdit(), QStringLiteral("5"));
    const Value inputs = transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                             .value(u"executor")
                             .value(u"use")
                             .value(u"inputs");
    QVERIFY(inputs.value(u"max_iterations").isInt());
    QCOMPARE(inputs.value(u"max_iterations").toInt(), 5);
    QTest::mouseClick(field<QToolButton>(m_panel.get(), QStringLiteral("unbind:max_iterations")), Qt::LeftButton);
    QVERIFY(!transitionOf(*m_library, QStringLiteral("review"), QStringLiteral("check"))
                 .value(u"executor")
                 .value(u"use")
                 .value(u"inputs")
                 .contains(u"max_iterations"));
}

void TestInspectorPanel::executorKindFields()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/giveup"));
    auto *kind = field<QComboBox>(m_panel.get(), QStringLiteral("executor.kind"));
    QCOMPARE(kind->currentData().toString(), QString()); // none
    QVERIFY(!field<QLineEdit>(m_panel.get(), QStringLiteral("executor.tool"))->isVisibleTo(m_panel.get()));

    QVERIFY(pick(kind, QStringLiteral("mcp")));
    auto *tool = field<QLineEdit>(m_panel.get(), QStringLiteral("executor.tool"));
    QVERIFY(tool->isVisibleTo(m_panel.get()));
    QVERIFY(field<QLineEdit>(m_panel.get(), QStringLiteral("executor.connection"))->isVisibleTo(m_panel.get()));
    QVERIFY(!field<QLineEdit>(m_panel.get(), QStringLiteral("executor.queue"))->isVisibleTo(m_panel.get()));
    typeAndReturn(tool, QStringLiteral("lookup"));
    typeAndReturn(field<QLineEdit>(m_panel.get(), QStringLiteral("executor.connection")), QStringLiteral("tools"));
    Value executor = transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("giveup")).value(u"executor");
    QCOMPARE(executor.value(u"kind").toString(), QStringLiteral("mcp"));
    QCOMPARE(executor.value(u"tool").toString(), QStringLiteral("lookup"));
    QCOMPARE(executor.value(u"connection").toString(), QStringLiteral("tools"));

    // Another kind starts afresh; "none" removes the executor.
    QVERIFY(pick(kind, QStringLiteral("human")));
    executor = transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("giveup")).value(u"executor");
    QCOMPARE(executor.value(u"kind").toString(), QStringLiteral("human"));
    QVERIFY(!executor.contains(u"tool"));
    QVERIFY(field<QLineEdit>(m_panel.get(), QStringLiteral("executor.queue"))->isVisibleTo(m_panel.get()));
    QVERIFY(pick(kind, QString()));
    QVERIFY(!transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("giveup")).contains(u"executor"));
    QVERIFY(!field<QComboBox>(m_panel.get(), QStringLiteral("call.callee"))->isVisibleTo(m_panel.get()));
}

void TestInspectorPanel::snippetImpactListsBrokenCallers()
{
    setUpCall();
    m_panel->inspect(QStringLiteral("cap.plan.vet"), QString());
    auto *editor = field<JsonEditor>(m_panel.get(), QStringLiteral("snippet.editor"));
    auto *apply = field<QPushButton>(m_panel.get(), QStringLiteral("snippet.apply"));
    auto *impact = field<QListWidget>(m_panel.get(), QStringLiteral("snippet.impact"));
    QVERIFY(editor && apply && impact);
    QVERIFY(!apply->isEnabled());
    const int steps = m_library->undoStack()->count();

    editor->setPlainText(QStringLiteral(R"({"inputs": {"plan": {"type": "object"}}, "outputs": {"verdict": {"type": "string"}}})"));
    editor->reparseNow();
    QVERIFY(apply->isEnabled());
    QVERIFY(impact->isVisibleTo(m_panel.get()));
    QVERIFY(impact->count() >= 1);
    auto *newHash = field<QLineEdit>(m_panel.get(), QStringLiteral("snippet.newHash"));
    QVERIFY(newHash->isVisibleTo(m_panel.get()));
    QVERIFY(newHash->text().startsWith(QLatin1String("sha256:")));
    QVERIFY(newHash->text() != field<QLineEdit>(m_panel.get(), QStringLiteral("snippet.hash"))->text());
    bool mismatch = false;
    for (int row = 0; row < impact->count(); ++row) {
        const QString text = impact->item(row)->text();
        mismatch = mismatch || (text.startsWith(QLatin1String("V15")) && text.contains(QLatin1String("flow.review")));
    }
    QVERIFY(mismatch);
    QCOMPARE(m_library->undoStack()->count(), steps); // nothing applied yet

    m_panel->resize(340, 1100);
    QCoreApplication::processEvents();
    saveScreenshot(m_panel.get(), QStringLiteral("designer-inspector-snippet.png"));

    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(m_library->undoStack()->count(), steps + 1);
    const Value snippet = m_library->definition(QStringLiteral("cap.plan.vet")).value(u"snippet");
    QVERIFY(!snippet.value(u"outputs").contains(u"findings"));
    QVERIFY(m_library->report().checkFails()); // the pin no longer matches

    // The caller shows its stale pin.
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("review/check"));
    QVERIFY(field<QLabel>(m_panel.get(), QStringLiteral("call.pinStatus"))->text().contains(QLatin1String("V15")));
    QVERIFY(field<QPushButton>(m_panel.get(), QStringLiteral("call.pin"))->isEnabled());
}

void TestInspectorPanel::generatedTransitionIsReadOnly()
{
    m_panel->inspect(QStringLiteral("flow.review"), QString());
    auto *ask = field<QCheckBox>(m_panel.get(), QStringLiteral("workflow.enable_human_ask"));
    QVERIFY(!ask->isChecked());
    QTest::mouseClick(ask, Qt::LeftButton);
    QVERIFY(m_library->definition(QStringLiteral("flow.review")).value(u"enable_human_ask").toBool());

    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/ask_human"));
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::Transition);
    auto *note = field<QLabel>(m_panel.get(), QStringLiteral("transition.generatedNote"));
    QVERIFY(note->isVisibleTo(m_panel.get()));
    QVERIFY(note->text().contains(QLatin1String("enable_human_ask")));
    QVERIFY(field<QLineEdit>(m_panel.get(), QStringLiteral("transition.name"))->isReadOnly());
    QVERIFY(!field<QComboBox>(m_panel.get(), QStringLiteral("transition.actor"))->isEnabled());
    QCOMPARE(field<QComboBox>(m_panel.get(), QStringLiteral("transition.actor"))->currentData().toString(),
             QStringLiteral("human"));

    // An authored transition is editable again.
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/submit"));
    QVERIFY(!field<QLabel>(m_panel.get(), QStringLiteral("transition.generatedNote"))->isVisibleTo(m_panel.get()));
    QVERIFY(!field<QLineEdit>(m_panel.get(), QStringLiteral("transition.name"))->isReadOnly());
}

void TestInspectorPanel::followsUndoWhenElementVanishes()
{
    m_panel->inspect(QStringLiteral("flow.review"), QStringLiteral("start/giveup"));
    typeAndReturn(field<QLineEdit>(m_panel.get(), QStringLiteral("transition.name")), QStringLiteral("abandon"));
    QCOMPARE(m_panel->elementId(), QStringLiteral("start/abandon"));
    QVERIFY(transitionOf(*m_library, QStringLiteral("start"), QStringLiteral("abandon")).isObject());

    QSignalSpy followed(m_panel.get(), &InspectorPanel::inspectedChanged);
    m_library->undoStack()->undo(); // the renamed transition is gone: the workflow is shown
    QCOMPARE(m_panel->kind(), InspectorPanel::Kind::Workflow);
    QCOMPARE(followed.count(), 1);
    QCOMPARE(followed.first().at(1).toString(), QString());
}

QTEST_MAIN(TestInspectorPanel)
#include "tst_inspectorpanel.moc"
