#include "core/tone.h"
#include "agentstestsupport.h"

#include "catalog/dispatchstepmodel.h"
#include "catalog/dryrunstore.h"
#include "views/agentspane.h"
#include "views/argumentsform.h"
#include "views/configurebindingdialog.h"
#include "views/dispatchdryrundialog.h"
#include "views/jsoneditor.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QtTest>
#include <algorithm>

using namespace capstudio;
using namespace agentstest;

namespace {

const QString LookupSlug = QStringLiteral("lookup_order");

// The Agents tests' workspace, with parameters the form can show on lookup_order.
void loadWorkspace(BindingDocument &document)
{
    load(document);
    QList<Capability> capabilities = document.capabilities();
    for (Capability &capability : capabilities) {
        if (capability.id != LookupOrder)
            continue;
        capability.functionDefinition.insert(
            QStringLiteral("parameters"),
            QJsonDocument::fromJson(R"({"type": "object",
                "properties": {
                    "order_number": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{6}$",
                                     "description": "Order number such as DE-104233."},
                    "include_items": {"type": "boolean"}},
                "required": ["order_number"]})")
                .object());
    }
    QList<AgentBinding> bindings;
    for (const Agent &agent : document.agents())
        bindings.append(document.bindings(agent.id));
    document.load(document.agents(), capabilities, bindings);
    document.setProfile(fullProfile());
}

// Concierge looks up an order: lookup_order is the deployment's own handler, 5 calls
// already made this minute (the capability allows 30).
DispatchScenario lookupScenario(const QString &arguments = QStringLiteral(R"({"order_number": "DE-104233"})"))
{
    DispatchScenario scenario;
    scenario.agentId = Concierge;
    scenario.capabilitySlug = LookupSlug;
    scenario.argumentsText = arguments;
    scenario.deployment.extraHandlers = {LookupSlug};
    scenario.deployment.recentCalls = 5;
    return scenario;
}

const DispatchStepResult *stepOf(const DispatchVerdict &verdict, DispatchStep which)
{
    for (const DispatchStepResult &result : verdict.steps) {
        if (result.step == which)
            return &result;
    }
    return nullptr;
}

// Saved dry-runs in memory, as a workspace database keeps them.
class MemoryDryRunStore : public DryRunStore
{
public:
    QList<SavedDryRun> rows;
    bool failList = false;
    int saves = 0;

    Expected<QList<SavedDryRun>> listDryRuns() override
    {
        if (failList)
            return StoreError{StoreError::Kind::Backend, QStringLiteral("no such table: capstudio_dry_run")};
        QList<SavedDryRun> sorted = rows;
        std::sort(sorted.begin(), sorted.end(), [](const SavedDryRun &a, const SavedDryRun &b) {
            return std::tie(a.scenario.name, a.id) < std::tie(b.scenario.name, b.id);
        });
        return sorted;
    }
    Expected<SavedDryRun> saveDryRun(const SavedDryRun &dryRun) override
    {
        SavedDryRun stored = dryRun;
        ++saves;
        stored.savedAt = QDateTime(QDate(2024, 5, 1), QTime(10, saves), Qt::UTC);
        if (stored.id.isEmpty()) {
            stored.id = QStringLiteral("cdryrun%1").arg(saves, 18, 10, QLatin1Char('0'));
            rows.append(stored);
            return stored;
        }
        for (SavedDryRun &row : rows) {
            if (row.id == stored.id) {
                row = stored;
                return stored;
            }
        }
        return StoreError{StoreError::Kind::NotFound, QStringLiteral("no dry-run %1").arg(stored.id)};
    }
    Status deleteDryRun(const QString &id) override
    {
        const auto removed = std::remove_if(rows.begin(), rows.end(), [&](const SavedDryRun &row) { return row.id == id; });
        if (removed == rows.end())
            return StoreError{StoreError::Kind::NotFound, QStringLiteral("no dry-run %1").arg(id)};
        rows.erase(removed, rows.end());
        return {};
    }
};

// Runs `handle` on the next modal widget once it is shown.
template <typename Widget, typename Handler>
void whenModal(Handler handle)
{
    QTimer::singleShot(0, [handle] {
        QTRY_VERIFY(qobject_cast<Widget *>(QApplication::activeModalWidget()));
        auto *widget = qobject_cast<Widget *>(QApplication::activeModalWidget());
        // Closed even when a check in `handle` fails, so that exec() returns.
        const auto close = qScopeGuard([widget] { widget->reject(); });
        handle(widget);
    });
}

template <typename Widget>
Widget *child(QWidget &parent, const char *name)
{
    auto *found = parent.findChild<Widget *>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

} // namespace

class tst_DispatchDryRunDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void chatCallerFromTheWidgets();
    void jsonAndFormFollowEachOther();
    void workflowCaller();
    void followsDocumentEdits();
    void bindingOverride();
    void configureDialogOpensDryRun();
    void agentsPaneOpensDryRun();
    void saveListDeleteAndRerun();
    void storeWithoutDryRuns();
    void screenshot();
};

void tst_DispatchDryRunDialog::chatCallerFromTheWidgets()
{
    BindingDocument document;
    loadWorkspace(document);
    DispatchDryRunDialog dialog(&document, nullptr);

    // Pick the agent and the capability, type the arguments in the form.
    auto *agent = child<QComboBox>(dialog, "agentCombo");
    agent->setCurrentIndex(agent->findData(Concierge));
    QComboBox *capability = dialog.capabilityCombo();
    capability->setCurrentIndex(capability->findText(LookupSlug));
    QCOMPARE(dialog.scenario().agentId, Concierge);
    QCOMPARE(dialog.scenario().capabilitySlug, LookupSlug);
    // lookup_order is no built-in: the chat was never offered it.
    QCOMPARE(dialog.verdict().code(), QStringLiteral("tool_not_advertised"));
    QCOMPARE(dialog.verdict().stoppedAt()->step, DispatchStep::Advertised);

    child<QLineEdit>(dialog, "extraHandlers")->setText(LookupSlug);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("invalid_args")); // order_number is required
    auto *orderNumber = qobject_cast<QLineEdit *>(dialog.argumentsForm()->editorFor(QStringLiteral("order_number")));
    QVERIFY(orderNumber);
    QTest::keyClicks(orderNumber, QStringLiteral("DE-104233"));
    QVERIFY2(dialog.verdict().wouldRun(), qPrintable(dialog.verdict().summary()));
    const QJsonObject typed{{QStringLiteral("order_number"), QStringLiteral("DE-104233")}};
    QCOMPARE(QJsonDocument::fromJson(dialog.argumentsEditor()->toPlainText().toUtf8()).object(), typed);

    // The headline is the verdict's summary, the table has a row per step.
    QVERIFY(dialog.headline()->text().startsWith(dialog.verdict().summary()));
    QCOMPARE(dialog.headline()->palette().color(QPalette::WindowText),
             toneColor(Tone::Positive, QApplication::palette(dialog.headline())));
    QCOMPARE(dialog.stepTable()->model(), dialog.stepModel());
    QCOMPARE(dialog.stepModel()->rowCount(), dialog.verdict().steps.size());
    QVERIFY(dialog.stepModel()->rowCount() >= 10);

    // 30 calls this minute reach lookup_order's own limit.
    child<QSpinBox>(dialog, "recentCalls")->setValue(30);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
    QVERIFY(dialog.headline()->text().startsWith(dialog.verdict().summary()));
    QCOMPARE(dialog.headline()->palette().color(QPalette::WindowText),
             toneColor(Tone::Negative, QApplication::palette(dialog.headline())));
    // The stopped step is the one the detail pane shows, with its facts.
    const QModelIndex current = dialog.stepTable()->currentIndex();
    QCOMPARE(current.data(DispatchStepModel::StepRole).toInt(), int(DispatchStep::RateLimit));
    const QString detail = dialog.stepDetail()->toPlainText();
    QVERIFY2(detail.contains(QStringLiteral("rate_limited")), qPrintable(detail));
    for (const DispatchFact &fact : dialog.verdict().stoppedAt()->facts)
        QVERIFY2(detail.contains(fact.label), qPrintable(fact.label));

    // Ops' binding of lookup_order is disabled: not offered in chat.
    child<QSpinBox>(dialog, "recentCalls")->setValue(0);
    agent->setCurrentIndex(agent->findData(Ops));
    QCOMPARE(dialog.verdict().code(), QStringLiteral("tool_not_advertised"));
    QVERIFY(child<QLabel>(dialog, "capabilityHint")->text().contains(QStringLiteral("disabled")));
    // Two failures this turn end the tool for the turn.
    agent->setCurrentIndex(agent->findData(Concierge));
    child<QSpinBox>(dialog, "failuresThisTurn")->setValue(2);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("tool_unavailable"));
    QCOMPARE(dialog.stepTable()->currentIndex().data(DispatchStepModel::StepRole).toInt(),
             int(DispatchStep::TurnLimit));
    // A step the admin picked stays in view across runs.
    const int execute = dialog.stepModel()->rowOf(DispatchStep::Execute);
    dialog.stepTable()->setCurrentIndex(dialog.stepModel()->index(execute, 0));
    child<QSpinBox>(dialog, "failuresThisTurn")->setValue(0);
    QVERIFY(dialog.verdict().wouldRun());
    QCOMPARE(dialog.stepTable()->currentIndex().row(), execute);
    QVERIFY(dialog.stepDetail()->toPlainText().contains(DispatchStepResult::title(DispatchStep::Execute)));
}

void tst_DispatchDryRunDialog::jsonAndFormFollowEachOther()
{
    BindingDocument document;
    loadWorkspace(document);
    DispatchDryRunDialog dialog(&document, nullptr);
    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.verdict().wouldRun());
    auto *orderNumber = qobject_cast<QLineEdit *>(dialog.argumentsForm()->editorFor(QStringLiteral("order_number")));
    QCOMPARE(orderNumber->text(), QStringLiteral("DE-104233"));

    // Typed JSON runs at once and reaches the form after the editor's re-read.
    JsonEditor *json = dialog.argumentsEditor();
    json->setPlainText(QStringLiteral(R"({"order_number": "104233", "include_items": true, "note": "x"})"));
    QCOMPARE(dialog.verdict().code(), QStringLiteral("invalid_args"));
    const DispatchStepResult *validation = stepOf(dialog.verdict(), DispatchStep::ValidateArgs);
    QVERIFY(validation && !validation->diagnostics.isEmpty());
    QCOMPARE(validation->diagnostics.constFirst().location().jsonPointer, QStringLiteral("/order_number"));
    json->reparseNow();
    QCOMPARE(orderNumber->text(), QStringLiteral("104233"));
    QCOMPARE(qobject_cast<QComboBox *>(dialog.argumentsForm()->editorFor(QStringLiteral("include_items")))->currentText(),
             QStringLiteral("true"));
    QCOMPARE(dialog.argumentsForm()->otherKeys(), QStringList{QStringLiteral("note")});
    QVERIFY(!dialog.argumentsForm()->problemFor(QStringLiteral("order_number")).isEmpty());
    QCOMPARE(json->diagnostics().size(), validation->diagnostics.size());

    // Not JSON: the engine says so, the form waits for valid text.
    json->setPlainText(QStringLiteral(R"({"order_number": )"));
    json->reparseNow();
    QCOMPARE(dialog.verdict().code(), QStringLiteral("invalid_args"));
    QVERIFY(!dialog.argumentsForm()->isEnabled());
    QVERIFY(child<QLabel>(dialog, "jsonStatus")->isVisibleTo(&dialog));
    QVERIFY(child<QLabel>(dialog, "jsonStatus")->text().contains(QStringLiteral("JSON")));
    json->setPlainText(QStringLiteral(R"({"order_number": "NL-000001"})"));
    json->reparseNow();
    QVERIFY(dialog.argumentsForm()->isEnabled());
    QVERIFY(!child<QLabel>(dialog, "jsonStatus")->isVisibleTo(&dialog));
    QVERIFY(dialog.verdict().wouldRun());
    QCOMPARE(orderNumber->text(), QStringLiteral("NL-000001"));
    QCOMPARE(dialog.argumentsForm()->otherKeys(), QStringList());
}

void tst_DispatchDryRunDialog::workflowCaller()
{
    BindingDocument document;
    loadWorkspace(document);
    DispatchDryRunDialog dialog(&document, nullptr);
    DispatchScenario scenario = lookupScenario();
    scenario.deployment.extraHandlers.clear();
    dialog.setScenario(scenario);

    child<QRadioButton>(dialog, "callerWorkflow")->click();
    child<QLineEdit>(dialog, "workflowId")->setText(QStringLiteral("nightly-sync"));
    child<QLineEdit>(dialog, "stepId")->setText(QStringLiteral("fetch-order"));
    QCOMPARE(dialog.scenario().caller, DispatchCaller::WorkflowStep);
    QCOMPARE(dialog.scenario().dispatchAgentId(), QStringLiteral("workflow:nightly-sync"));
    QCOMPARE(dialog.scenario().stepId, QStringLiteral("fetch-order"));
    // A workflow step is dispatched directly: no chat checks, and no handler means unknown.
    QCOMPARE(dialog.verdict().code(), QStringLiteral("unknown_capability"));
    QCOMPARE(stepOf(dialog.verdict(), DispatchStep::Advertised)->outcome, StepOutcome::NotApplicable);

    // With the handler, strict mode does not matter: workflows get a synthetic binding.
    child<QLineEdit>(dialog, "extraHandlers")->setText(QStringLiteral("lookup_order, legacy_fax"));
    auto *mode = child<QComboBox>(dialog, "bindingMode");
    mode->setCurrentIndex(mode->findData(int(BindingMode::Strict)));
    QCOMPARE(dialog.scenario().deployment.bindingMode, BindingMode::Strict);
    QVERIFY2(dialog.verdict().wouldRun(), qPrintable(dialog.verdict().summary()));
    QCOMPARE(stepOf(dialog.verdict(), DispatchStep::Binding)->outcome, StepOutcome::Passed);

    // legacy_fax is inactive; a slug the workspace does not have can be typed.
    dialog.capabilityCombo()->setEditText(QStringLiteral("legacy_fax"));
    QCOMPARE(dialog.verdict().code(), QStringLiteral("capability_inactive"));
    dialog.capabilityCombo()->setEditText(QStringLiteral("no_such_tool"));
    QCOMPARE(dialog.verdict().code(), QStringLiteral("unknown_capability"));
    QVERIFY(!dialog.argumentsForm()->hasProperties());
    QVERIFY(child<QLabel>(dialog, "capabilityHint")->text().contains(QStringLiteral("no_such_tool")));

    // Back to chat: the agent is the one the combo shows.
    child<QRadioButton>(dialog, "callerChat")->click();
    QCOMPARE(dialog.scenario().caller, DispatchCaller::ChatAgent);
    QCOMPARE(dialog.scenario().agentId, Concierge);
    QVERIFY(dialog.scenario().workflowId.isEmpty());
}

void tst_DispatchDryRunDialog::followsDocumentEdits()
{
    BindingDocument document;
    loadWorkspace(document);
    DispatchDryRunDialog dialog(&document, nullptr);
    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.verdict().wouldRun());
    // A custom limit of 5 staged in the Agents area: the 6th call this minute is refused.
    QVERIFY(document.setCustomRateLimit(Concierge, LookupOrder, 5));
    QTRY_COMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
    document.undoStack()->undo();
    QTRY_VERIFY(dialog.verdict().wouldRun());

    // An agent the workspace does not have stays the caller across re-reads.
    DispatchScenario stranger = lookupScenario();
    stranger.agentId = QStringLiteral("cagentgone000000000000001");
    dialog.setScenario(stranger);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("tool_not_advertised"));
    dialog.rerun();
    QCOMPARE(dialog.scenario().agentId, stranger.agentId);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("tool_not_advertised"));
}

void tst_DispatchDryRunDialog::bindingOverride()
{
    BindingDocument document;
    loadWorkspace(document);
    DispatchDryRunDialog dialog(&document, nullptr);
    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.verdict().wouldRun());
    QVERIFY(!dialog.overrideNote()->isVisibleTo(&dialog));

    AgentBinding edited = *document.binding(Concierge, LookupOrder);
    edited.customRateLimit = 5;
    dialog.setBindingOverride(edited);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
    QVERIFY(dialog.overrideNote()->isVisibleTo(&dialog));
    QVERIFY(dialog.overrideNote()->text().contains(QStringLiteral("Configure dialog")));
    const QList<AgentBinding> bindings = dialog.catalog().bindings;
    QCOMPARE(std::count_if(bindings.cbegin(), bindings.cend(), [](const AgentBinding &binding) {
                 return binding.agentId == Concierge && binding.capabilityId == LookupOrder;
             }),
             1);
    // The document itself is untouched; a re-run keeps the override.
    QCOMPARE(document.binding(Concierge, LookupOrder)->customRateLimit, std::nullopt);
    const DispatchScenario before = dialog.scenario();
    dialog.rerun();
    QCOMPARE(dialog.scenario(), before);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
}

void tst_DispatchDryRunDialog::configureDialogOpensDryRun()
{
    BindingDocument document;
    loadWorkspace(document);
    ConfigureBindingDialog configure(&document, Concierge, LookupOrder);
    // Disable the binding in the dialog without applying it.
    auto *enabled = configure.findChild<QCheckBox *>();
    QVERIFY(enabled && enabled->isChecked());
    enabled->setChecked(false);
    auto *button = configure.findChild<QPushButton *>(QStringLiteral("dryRunButton"));
    QVERIFY(button);

    bool checked = false;
    whenModal<DispatchDryRunDialog>([&checked](DispatchDryRunDialog *dialog) {
        QCOMPARE(dialog->scenario().agentId, Concierge);
        QCOMPARE(dialog->scenario().capabilitySlug, LookupSlug);
        QVERIFY(dialog->overrideNote()->isVisibleTo(dialog));
        const QList<AgentBinding> bindings = dialog->catalog().bindings;
        const auto pair = std::find_if(bindings.cbegin(), bindings.cend(), [](const AgentBinding &binding) {
            return binding.agentId == Concierge && binding.capabilityId == LookupOrder;
        });
        QVERIFY(pair != bindings.cend());
        QVERIFY(!pair->isEnabled);
        // A disabled binding is never offered in chat (with the handler registered).
        auto *handlers = dialog->findChild<QLineEdit *>(QStringLiteral("extraHandlers"));
        handlers->setText(LookupSlug);
        QCOMPARE(dialog->verdict().code(), QStringLiteral("tool_not_advertised"));
        // Without a store nothing can be saved, and the dialog says why.
        auto *saved = dialog->findChild<QListWidget *>(QStringLiteral("savedList"));
        QVERIFY(!saved->isEnabled());
        QVERIFY(!saved->toolTip().isEmpty());
        QVERIFY(!dialog->saveAs(QStringLiteral("nope")));
        checked = true;
    });
    button->click();
    QVERIFY(checked);
    QVERIFY(document.binding(Concierge, LookupOrder)->isEnabled);
    QVERIFY(!document.hasPendingChanges());
}

void tst_DispatchDryRunDialog::agentsPaneOpensDryRun()
{
    AgentsPane pane(nullptr);
    loadWorkspace(*pane.document());
    pane.selectAgent(Concierge);
    pane.selectBinding(LookupOrder);
    const QList<QAction *> actions = pane.actions();
    const auto action = std::find_if(actions.cbegin(), actions.cend(), [](QAction *candidate) {
        return candidate->objectName() == QStringLiteral("dryRunAction");
    });
    QVERIFY(action != actions.cend());
    QVERIFY((*action)->isEnabled());
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        pane.restoreState();
        pane.resize(1200, 480);
        pane.show();
        QTest::qWait(100);
        const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
        QVERIFY(pane.grab().save(out.filePath(QStringLiteral("agents-pane-dry-run.png"))));
        pane.hide();
    }

    QString agentId;
    QString slug;
    whenModal<DispatchDryRunDialog>([&](DispatchDryRunDialog *dialog) {
        agentId = dialog->scenario().agentId;
        slug = dialog->scenario().capabilitySlug;
    });
    (*action)->trigger();
    QCOMPARE(agentId, Concierge);
    QCOMPARE(slug, LookupSlug);

    // Without a selected binding: the agent's first (by capability name).
    pane.selectAgent(Ops);
    pane.bindingView()->setCurrentIndex(QModelIndex());
    whenModal<DispatchDryRunDialog>([&](DispatchDryRunDialog *dialog) {
        agentId = dialog->scenario().agentId;
        slug = dialog->scenario().capabilitySlug;
    });
    pane.dryRunSelected();
    QCOMPARE(agentId, Ops);
    QCOMPARE(slug, pane.document()->capability(pane.document()->bindings(Ops).constFirst().capabilityId)->slug);
}

void tst_DispatchDryRunDialog::saveListDeleteAndRerun()
{
    BindingDocument document;
    loadWorkspace(document);
    MemoryDryRunStore store;
    DispatchDryRunDialog dialog(&document, &store);
    auto *list = child<QListWidget>(dialog, "savedList");
    QVERIFY(list->isEnabled());
    QCOMPARE(list->count(), 0);

    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.saveAs(QStringLiteral("order lookup")));
    QCOMPARE(store.rows.size(), 1);
    const QString orderId = store.rows.constFirst().id;
    QCOMPARE(store.rows.constFirst().scenario.name, QStringLiteral("order lookup"));
    QCOMPARE(store.rows.constFirst().scenario.capabilitySlug, LookupSlug);
    QVERIFY(store.rows.constFirst().verdict.wouldRun());
    QCOMPARE(dialog.currentSavedId(), orderId);
    QVERIFY(dialog.changedNote()->isVisibleTo(&dialog));
    QVERIFY(!dialog.changedNote()->text().contains(QStringLiteral("changed")));

    DispatchScenario ops = lookupScenario();
    ops.agentId = Ops;
    dialog.setScenario(ops);
    QVERIFY(dialog.saveAs(QStringLiteral("ops lookup")));
    QCOMPARE(store.rows.size(), 2);
    const QString opsId = store.rows.constLast().id;
    QCOMPARE(store.rows.constLast().verdict.code(), QStringLiteral("tool_not_advertised"));
    // Listed by name.
    QCOMPARE(dialog.savedDryRuns().size(), 2);
    QCOMPARE(dialog.savedDryRuns().constFirst().id, opsId);
    QCOMPARE(list->count(), 2);

    // Nothing changed yet.
    QCOMPARE(dialog.rerunAll(), 0);
    QVERIFY(dialog.changedSavedIds().isEmpty());

    // Staging a custom limit of 5 changes the order lookup's verdict (5 calls already made).
    QVERIFY(document.setCustomRateLimit(Concierge, LookupOrder, 5));
    QCOMPARE(dialog.rerunAll(), 1);
    QCOMPARE(dialog.changedSavedIds(), QStringList{orderId});
    QListWidgetItem *orderItem = list->item(1);
    QCOMPARE(orderItem->data(Qt::UserRole).toString(), orderId);
    QVERIFY(orderItem->font().bold());
    QVERIFY(orderItem->text().contains(QStringLiteral("rate_limited")));
    QVERIFY(!list->item(0)->font().bold());
    QVERIFY(child<QLabel>(dialog, "savedStatus")->text().contains(QStringLiteral("order lookup")));

    // Opening it shows what changed since it was saved.
    dialog.selectSaved(orderId);
    QCOMPARE(dialog.currentSavedId(), orderId);
    QCOMPARE(dialog.scenario().name, QStringLiteral("order lookup"));
    QCOMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
    QVERIFY(dialog.changedNote()->isVisibleTo(&dialog));
    QVERIFY2(dialog.changedNote()->text().contains(store.rows.constFirst().verdict.summary()),
             qPrintable(dialog.changedNote()->text()));
    const int rateRow = dialog.stepModel()->rowOf(DispatchStep::RateLimit);
    QVERIFY(dialog.stepModel()->isChanged(rateRow));
    QVERIFY(!dialog.stepModel()->isChanged(dialog.stepModel()->rowOf(DispatchStep::HandlerLookup)));
    QVERIFY(dialog.stepModel()->index(rateRow, 0).data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Was: ")));

    // Saving over it takes the new verdict; the marks go.
    QVERIFY(dialog.save());
    QCOMPARE(store.rows.size(), 2);
    QCOMPARE(store.rows.constFirst().id, orderId);
    QCOMPARE(store.rows.constFirst().verdict.code(), QStringLiteral("rate_limited"));
    QVERIFY(dialog.stepModel()->changes().isEmpty());
    QCOMPARE(dialog.rerunAll(), 0);

    // Deleting.
    QVERIFY(dialog.deleteSaved(opsId));
    QCOMPARE(store.rows.size(), 1);
    QCOMPARE(dialog.savedDryRuns().size(), 1);
    QCOMPARE(list->count(), 1);
    QVERIFY(!dialog.deleteSaved(opsId));
}

void tst_DispatchDryRunDialog::storeWithoutDryRuns()
{
    BindingDocument document;
    loadWorkspace(document);
    MemoryDryRunStore store;
    store.failList = true;
    DispatchDryRunDialog dialog(&document, &store);
    auto *list = child<QListWidget>(dialog, "savedList");
    QVERIFY(!list->isEnabled());
    QVERIFY2(list->toolTip().contains(QStringLiteral("no such table")), qPrintable(list->toolTip()));
    QVERIFY(!child<QToolButton>(dialog, "rerunAllButton")->isEnabled());
    QVERIFY(!child<QToolButton>(dialog, "saveButton")->isEnabled());
    QVERIFY(!dialog.saveAs(QStringLiteral("x")));
    QCOMPARE(store.saves, 0);
    // The dry-run itself works.
    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.verdict().wouldRun());
}

void tst_DispatchDryRunDialog::screenshot()
{
    BindingDocument document;
    loadWorkspace(document);
    MemoryDryRunStore store;
    DispatchDryRunDialog dialog(&document, &store);
    dialog.setScenario(lookupScenario());
    QVERIFY(dialog.saveAs(QStringLiteral("Concierge looks up an order")));
    DispatchScenario workflow = lookupScenario();
    workflow.caller = DispatchCaller::WorkflowStep;
    workflow.workflowId = QStringLiteral("nightly-sync");
    workflow.stepId = QStringLiteral("fetch-order");
    dialog.setScenario(workflow);
    QVERIFY(dialog.saveAs(QStringLiteral("Nightly sync fetches an order")));
    QVERIFY(document.setCustomRateLimit(Concierge, LookupOrder, 5));
    // Both change: the workflow's call now meets a limit that depends on who calls first.
    QCOMPARE(dialog.rerunAll(), 2);
    dialog.selectSaved(store.rows.constFirst().id);
    QCOMPARE(dialog.verdict().code(), QStringLiteral("rate_limited"));
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        dialog.show();
        QTest::qWait(250);
        const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
        QVERIFY(dialog.grab().save(out.filePath(QStringLiteral("dispatch-dry-run.png"))));
    }

    // From the Configure dialog: no store, an edited binding, arguments Sunrise refuses.
    DispatchDryRunDialog fromConfigure(&document, nullptr);
    fromConfigure.setScenario(lookupScenario(QStringLiteral("{\n  \"order_number\": \"104233\",\n  \"include_items\": \"yes\"\n}")));
    AgentBinding edited = *document.binding(Concierge, LookupOrder);
    edited.customRateLimit = 50;
    fromConfigure.setBindingOverride(edited);
    QCOMPARE(fromConfigure.verdict().code(), QStringLiteral("invalid_args"));
    QVERIFY(!fromConfigure.argumentsForm()->problemFor(QStringLiteral("order_number")).isEmpty());
    QVERIFY(!fromConfigure.argumentsForm()->problemFor(QStringLiteral("include_items")).isEmpty());
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        fromConfigure.show();
        QTest::qWait(250);
        const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
        QVERIFY(fromConfigure.grab().save(out.filePath(QStringLiteral("dispatch-dry-run-configure.png"))));
    }
}

QTEST_MAIN(tst_DispatchDryRunDialog)
#include "tst_dispatchdryrundialog.moc"
