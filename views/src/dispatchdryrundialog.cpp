#include "views/dispatchdryrundialog.h"

#include "catalog/bindingdocument.h"
#include "catalog/dispatchstepmodel.h"
#include "catalog/dryrunstore.h"
#include "dispatchscenarioeditor.h"
#include "dispatchverdictview.h"
#include "saveddryrunspanel.h"
#include "views/argumentsform.h"
#include "views/jsoneditor.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace capstudio {

namespace {

const QString SettingsGroup = QStringLiteral("dispatchDryRun/");

} // namespace

struct DispatchDryRunDialog::Private
{
    DispatchDryRunDialog *q = nullptr;
    const BindingDocument *document = nullptr;
    DispatchCatalog catalog;
    std::optional<AgentBinding> override;
    DispatchVerdict verdict;
    QString savedId;
    bool saving = false;

    DispatchScenarioEditor *editor = nullptr;
    DispatchVerdictView *result = nullptr;
    SavedDryRunsPanel *saved = nullptr;
    QSplitter *splitter = nullptr;
    QTimer *refresh = nullptr;

    void snapshot();
    void run();
    void loadSaved(const QString &id);
    // Starts writing `dryRun`: false when it cannot start.
    bool write(const SavedDryRun &dryRun);
};

DispatchDryRunDialog::DispatchDryRunDialog(const BindingDocument *document, DryRunStore *store, QWidget *parent)
    : DispatchDryRunDialog(document, DryRunAccess::direct(store), parent)
{
}

DispatchDryRunDialog::DispatchDryRunDialog(const BindingDocument *document, DryRunAccess access, QWidget *parent)
    : QDialog(parent)
    , d(new Private)
{
    d->q = this;
    d->document = document;
    setObjectName(QStringLiteral("dispatchDryRunDialog"));
    setWindowTitle(tr("Dry-Run a Capability Call"));

    d->saved = new SavedDryRunsPanel(std::move(access), this);
    d->saved->setRunner([this](const DispatchScenario &scenario) {
        return DispatchDryRun::run(scenario, d->catalog, d->document->profile());
    });
    d->editor = new DispatchScenarioEditor(this);
    d->result = new DispatchVerdictView(this);

    d->splitter = new QSplitter(Qt::Horizontal, this);
    d->splitter->setObjectName(QStringLiteral("dryRunSplitter"));
    d->splitter->setChildrenCollapsible(false);
    d->splitter->addWidget(d->saved);
    d->splitter->addWidget(d->editor);
    d->splitter->addWidget(d->result);
    d->splitter->setStretchFactor(0, 1);
    d->splitter->setStretchFactor(1, 2);
    d->splitter->setStretchFactor(2, 3);

    auto *rerunAction = new QAction(tr("&Re-run"), this);
    rerunAction->setShortcut(QKeySequence::Refresh);
    rerunAction->setToolTip(tr("Read the workspace again and re-run (F5); edits re-run by themselves"));
    connect(rerunAction, &QAction::triggered, this, &DispatchDryRunDialog::rerun);
    addActions({rerunAction, d->saved->saveAction(), d->saved->saveAsAction()});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *rerunButton = buttons->addButton(tr("&Re-run"), QDialogButtonBox::ActionRole);
    rerunButton->setToolTip(rerunAction->toolTip());
    connect(rerunButton, &QPushButton::clicked, rerunAction, &QAction::trigger);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter in a line edit must not close the dialog.
    for (QAbstractButton *button : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(d->splitter, 1);
    layout->addWidget(buttons);

    connect(d->result, &DispatchVerdictView::pointerActivated, this, [this](DispatchStep step, const QString &pointer) {
        if (step != DispatchStep::ValidateArgs)
            return;
        d->editor->showArgumentPointer(pointer);
    });
    connect(d->editor, &DispatchScenarioEditor::changed, this, [this] { d->run(); });
    connect(d->saved, &SavedDryRunsPanel::currentChanged, this, [this](const QString &id) {
        if (!d->saving)
            d->loadSaved(id);
    });
    connect(d->saved, &SavedDryRunsPanel::saved, this, [this](const SavedDryRun &stored) {
        if (!d->saving)
            return;
        d->saving = false;
        d->editor->setName(stored.scenario.name);
        d->savedId = stored.id;
        d->run();
        emit savedDryRunWritten(true);
    });
    connect(d->saved, &SavedDryRunsPanel::writeFailed, this, [this] {
        if (!d->saving)
            return;
        d->saving = false;
        emit savedDryRunWritten(false);
    });
    connect(d->saved, &SavedDryRunsPanel::saveRequested, this, &DispatchDryRunDialog::save);
    connect(d->saved, &SavedDryRunsPanel::saveAsRequested, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save Dry-Run As"), tr("Name of the dry-run:"),
                                                   QLineEdit::Normal, scenario().name, &ok)
                                 .trimmed();
        if (ok && !name.isEmpty())
            saveAs(name);
    });
    connect(d->saved, &SavedDryRunsPanel::aboutToRerunAll, this, [this] { d->snapshot(); });

    // The document changes underneath (another window applied, the profile changed).
    d->refresh = new QTimer(this);
    d->refresh->setSingleShot(true);
    d->refresh->setInterval(0);
    connect(d->refresh, &QTimer::timeout, this, &DispatchDryRunDialog::rerun);
    for (auto signal : {&BindingDocument::wasReset, &BindingDocument::checksChanged})
        connect(document, signal, d->refresh, qOverload<>(&QTimer::start));
    connect(document, &BindingDocument::bindingsChanged, d->refresh, qOverload<>(&QTimer::start));

    d->snapshot();
    d->editor->setCatalog(&d->catalog);
    // Start on the first agent and the first capability bound to it.
    DispatchScenario initial;
    if (!document->agents().isEmpty()) {
        initial.agentId = document->agents().constFirst().id;
        const QList<AgentBinding> bound = document->bindings(initial.agentId);
        const Capability *first = bound.isEmpty() ? nullptr : document->capability(bound.constFirst().capabilityId);
        if (first)
            initial.capabilitySlug = first->slug;
    }
    if (initial.capabilitySlug.isEmpty() && !document->capabilities().isEmpty())
        initial.capabilitySlug = document->capabilities().constFirst().slug;
    setScenario(initial);

    QSettings settings;
    if (!restoreGeometry(settings.value(SettingsGroup + QStringLiteral("geometry")).toByteArray()))
        resize(1360, 800);
    if (!d->splitter->restoreState(settings.value(SettingsGroup + QStringLiteral("splitter")).toByteArray()))
        d->splitter->setSizes({220, 440, 700});
    if (!d->result->splitter()->restoreState(settings.value(SettingsGroup + QStringLiteral("verdictSplitter")).toByteArray()))
        d->result->splitter()->setSizes({420, 300});
    d->editor->deploymentToggle()->setChecked(settings.value(SettingsGroup + QStringLiteral("deployment"), true).toBool());
}

DispatchDryRunDialog::~DispatchDryRunDialog()
{
    delete d;
}

void DispatchDryRunDialog::Private::snapshot()
{
    catalog.capabilities = document->capabilities();
    catalog.agents = document->agents();
    catalog.bindings.clear();
    for (const Agent &each : std::as_const(catalog.agents))
        catalog.bindings.append(document->bindings(each.id));
    if (override) {
        const auto same = [this](const AgentBinding &binding) {
            return binding.agentId == override->agentId && binding.capabilityId == override->capabilityId;
        };
        const auto found = std::find_if(catalog.bindings.begin(), catalog.bindings.end(), same);
        if (found != catalog.bindings.end())
            *found = *override;
        else
            catalog.bindings.append(*override);
    }
}

void DispatchDryRunDialog::Private::run()
{
    const DispatchScenario scenario = editor->scenario();
    verdict = DispatchDryRun::run(scenario, catalog, document->profile());
    result->setVerdict(verdict);
    Diagnostics argumentProblems;
    for (const DispatchStepResult &step : std::as_const(verdict.steps)) {
        if (step.step == DispatchStep::ValidateArgs)
            argumentProblems = step.diagnostics;
    }
    editor->setArgumentDiagnostics(argumentProblems);
    const SavedDryRun *savedRun = savedId.isEmpty() ? nullptr : saved->find(savedId);
    if (savedRun)
        result->setSaved(savedRun->verdict, savedRun->savedAt, savedRun->scenario.name, scenario != savedRun->scenario);
    else
        result->clearSaved();
}

void DispatchDryRunDialog::Private::loadSaved(const QString &id)
{
    const SavedDryRun *savedRun = saved->find(id);
    savedId = savedRun ? id : QString();
    if (savedRun)
        q->setScenario(savedRun->scenario); // runs and compares
    else
        run();
}

void DispatchDryRunDialog::setScenario(const DispatchScenario &scenario)
{
    d->editor->setScenario(scenario);
    d->run();
}

DispatchScenario DispatchDryRunDialog::scenario() const
{
    return d->editor->scenario();
}

DispatchVerdict DispatchDryRunDialog::verdict() const
{
    return d->verdict;
}

void DispatchDryRunDialog::setBindingOverride(const AgentBinding &binding)
{
    d->override = binding;
    const int agentRow = d->document->agentRow(binding.agentId);
    const Capability *capability = d->document->capability(binding.capabilityId);
    d->editor->setOverrideText(
        tr("Using the binding as edited in the Configure dialog (not applied yet): %1 for %2, %3, rate limit %4.")
            .arg(capability ? capability->slug : binding.capabilityId,
                 agentRow >= 0 ? d->document->agents().at(agentRow).name : binding.agentId,
                 binding.isEnabled ? tr("enabled") : tr("disabled"),
                 binding.customRateLimit ? tr("%1/min").arg(*binding.customRateLimit) : tr("inherited")));
    d->snapshot();
    d->run();
}

DispatchCatalog DispatchDryRunDialog::catalog() const
{
    return d->catalog;
}

void DispatchDryRunDialog::rerun()
{
    d->snapshot();
    d->editor->setCatalog(&d->catalog);
    d->saved->reload();
    d->run();
}

bool DispatchDryRunDialog::Private::write(const SavedDryRun &dryRun)
{
    if (saving || saved->isBusy())
        return false; // one write at a time; the one on its way decides what is selected
    saving = true;
    if (saved->save(dryRun))
        return true;
    saving = false;
    return false;
}

bool DispatchDryRunDialog::saveAs(const QString &name)
{
    SavedDryRun run;
    run.scenario = scenario();
    run.scenario.name = name;
    run.verdict = d->verdict;
    return d->write(run);
}

bool DispatchDryRunDialog::save()
{
    const SavedDryRun *current = d->savedId.isEmpty() ? nullptr : d->saved->find(d->savedId);
    if (!current) {
        if (!d->saved->isAvailable() || d->saved->isBusy())
            return false;
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save Dry-Run"), tr("Name of the dry-run:"),
                                                   QLineEdit::Normal, scenario().name, &ok)
                                 .trimmed();
        return ok && !name.isEmpty() && saveAs(name);
    }
    SavedDryRun run = *current;
    run.scenario = scenario();
    run.scenario.name = current->scenario.name;
    run.verdict = d->verdict;
    return d->write(run);
}

bool DispatchDryRunDialog::deleteSaved(const QString &id)
{
    return d->saved->remove(id);
}

void DispatchDryRunDialog::selectSaved(const QString &id)
{
    d->saved->select(id);
}

QString DispatchDryRunDialog::currentSavedId() const
{
    return d->savedId;
}

QList<SavedDryRun> DispatchDryRunDialog::savedDryRuns() const
{
    return d->saved->dryRuns();
}

int DispatchDryRunDialog::rerunAll()
{
    return d->saved->rerunAll();
}

QStringList DispatchDryRunDialog::changedSavedIds() const
{
    return d->saved->changedIds();
}

ArgumentsForm *DispatchDryRunDialog::argumentsForm() const { return d->editor->form(); }
JsonEditor *DispatchDryRunDialog::argumentsEditor() const { return d->editor->json(); }
DispatchStepModel *DispatchDryRunDialog::stepModel() const { return d->result->model(); }
QTableView *DispatchDryRunDialog::stepTable() const { return d->result->table(); }
QTextBrowser *DispatchDryRunDialog::stepDetail() const { return d->result->detail(); }
QLabel *DispatchDryRunDialog::headline() const { return d->result->headline(); }
QLabel *DispatchDryRunDialog::changedNote() const { return d->result->changedNote(); }
QLabel *DispatchDryRunDialog::overrideNote() const { return d->editor->overrideNote(); }
QComboBox *DispatchDryRunDialog::capabilityCombo() const { return d->editor->capabilityCombo(); }

void DispatchDryRunDialog::done(int result)
{
    QSettings settings;
    settings.setValue(SettingsGroup + QStringLiteral("geometry"), saveGeometry());
    settings.setValue(SettingsGroup + QStringLiteral("splitter"), d->splitter->saveState());
    settings.setValue(SettingsGroup + QStringLiteral("verdictSplitter"), d->result->splitter()->saveState());
    settings.setValue(SettingsGroup + QStringLiteral("deployment"), d->editor->deploymentToggle()->isChecked());
    QDialog::done(result);
}

} // namespace capstudio
