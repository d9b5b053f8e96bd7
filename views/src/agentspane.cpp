#include "views/agentspane.h"

#include "envprofilepicker.h"

#include "catalog/agenttablemodel.h"
#include "catalog/bindingdocument.h"
#include "catalog/bindingtablemodel.h"
#include "catalog/dryrunstore.h"
#include "core/futurewatch.h"
#include "views/configurebindingdialog.h"
#include "views/dispatchdryrundialog.h"
#include "views/tonestyle.h"
#include "views/emptystate.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPromise>
#include <QPushButton>
#include <QComboBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QShowEvent>
#include <QUndoStack>
#include <QUrl>
#include <algorithm>
#include <QVBoxLayout>

namespace capstudio {

namespace {

QTableView *makeTable(QWidget *parent)
{
    auto *table = new QTableView(parent);
    // Tab leaves the table; the arrow keys move between its cells.
    table->setTabKeyNavigation(false);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionsMovable(true);
    return table;
}

} // namespace

struct AgentsPane::Private
{
    AgentsPane *q = nullptr;
    Source source;
    bool tried = false; // read through this source since it was set or refreshed (a failure is shown once)
    QFutureWatcher<Status> *reading = nullptr; // the read on its way
    bool applying = false;                     // an apply on its way
    // Shows what an apply answered; true when everything was written.
    bool showApplied(const BindingDocument::ApplyResult &result, const QList<BindingChange> &staged);
    bool readAgain = false;                    // asked for while it was on its way
    BindingDocument *document = nullptr;
    AgentTableModel *agentModel = nullptr;
    AgentFilterProxy *agentProxy = nullptr;
    BindingTableModel *bindingModel = nullptr;
    QTableView *agents = nullptr;
    QTableView *bindings = nullptr;
    QLineEdit *filter = nullptr;
    QLabel *count = nullptr;
    EnvProfilePicker *profile = nullptr;
    QLabel *heading = nullptr;
    QLabel *pendingLabel = nullptr;
    QLabel *conflicts = nullptr;
    QStackedWidget *stack = nullptr; // the agents and their bindings, or what to do without agents
    EmptyState *empty = nullptr;
    QAction *attach = nullptr;
    QAction *enable = nullptr;
    QAction *disable = nullptr;
    QAction *configure = nullptr;
    QAction *dryRun = nullptr;
    QAction *detach = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *apply = nullptr;
    QAction *discard = nullptr;
    void updateCount();
    void updateActions();
    void updatePending();
    void showAgent();
    bool isRead() const { return !source.read || (source.isRead && source.isRead()); }
    bool wantsRead() const { return !tried && !isRead(); }
};

AgentsPane::AgentsPane(BindingDocument *document, QWidget *parent)
    : QWidget(parent)
    , d(new Private)
{
    d->q = this;
    d->document = document ? document : new BindingDocument(this);
    d->agentModel = new AgentTableModel(d->document, this);
    d->agentProxy = new AgentFilterProxy(this);
    d->agentProxy->setSourceModel(d->agentModel);
    d->agentProxy->setSortRole(AgentTableModel::SortRole);
    d->bindingModel = new BindingTableModel(d->document, this);

    // The toolbar: filter, count, environment profile.
    d->filter = new QLineEdit(this);
    d->filter->setPlaceholderText(tr("Filter agents by name, slug, kind or visibility"));
    d->filter->setAccessibleName(tr("Filter agents"));
    d->filter->setClearButtonEnabled(true);
    d->count = new QLabel(this);
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(60);
    connect(d->filter, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, [this] {
        d->agentProxy->setText(d->filter->text());
        d->updateCount();
    });
    d->profile = new EnvProfilePicker(this);
    connect(d->profile, &EnvProfilePicker::profileChanged, this,
            [this](const EnvProfile &profile) { d->document->setProfile(profile); });
    connect(d->profile, &EnvProfilePicker::statusMessage, this, &AgentsPane::statusMessage);
    auto *bar = new QHBoxLayout;
    bar->addWidget(d->filter, 1);
    bar->addWidget(d->count);
    bar->addSpacing(12);
    bar->addWidget(d->profile);

    d->agents = makeTable(this);
    d->agents->setObjectName(QStringLiteral("agentTable"));
    d->agents->setAccessibleName(tr("Agents"));
    d->agents->setModel(d->agentProxy);
    d->agents->setSelectionMode(QAbstractItemView::SingleSelection);
    d->agents->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->agents->sortByColumn(AgentTableModel::NameColumn, Qt::AscendingOrder);

    d->bindings = makeTable(this);
    d->bindings->setObjectName(QStringLiteral("bindingTable"));
    d->bindings->setAccessibleName(tr("Bindings of the selected agent"));
    d->bindings->setModel(d->bindingModel);
    d->bindings->setSortingEnabled(false); // the model keeps Sunrise's order (by capability name)
    d->bindings->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Double-click and Enter configure; F2 edits the custom rate limit in place.
    d->bindings->setEditTriggers(QAbstractItemView::EditKeyPressed);
    d->bindings->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(d->bindings, &QAbstractItemView::activated, this, &AgentsPane::configureSelected);

    // Actions.
    const auto makeAction = [this](const QString &text, const QKeySequence &shortcut, const QString &tip) {
        auto *action = new QAction(text, this);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(tip);
        addAction(action);
        return action;
    };
    d->attach = makeAction(tr("&Attach…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                           tr("Bind capabilities that are not yet bound to this agent"));
    d->enable = makeAction(tr("E&nable"), {}, tr("Enable the selected bindings"));
    d->disable = makeAction(tr("Di&sable"), {}, tr("Disable the selected bindings: the agent may not call them"));
    d->configure = makeAction(tr("&Configure…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                              tr("Enabled, rate limit and customConfig of the current binding"));
    d->dryRun = makeAction(tr("Dry-&Run a Call…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                           tr("Walk Sunrise's dispatch pipeline for a call of this capability by this agent, "
                              "without calling anything"));
    d->dryRun->setObjectName(QStringLiteral("dryRunAction"));
    d->detach = makeAction(tr("&Detach…"), QKeySequence::Delete, tr("Remove the binding rows (not a revocation)"));
    d->undo = d->document->undoStack()->createUndoAction(this, tr("&Undo"));
    d->undo->setShortcut(QKeySequence::Undo);
    d->undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(d->undo);
    d->redo = d->document->undoStack()->createRedoAction(this, tr("&Redo"));
    d->redo->setShortcut(QKeySequence::Redo);
    d->redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(d->redo);
    d->apply = makeAction(tr("A&pply"), QKeySequence::Save, tr("Write every pending binding change in one transaction"));
    d->discard = makeAction(tr("Discard All"), {}, tr("Drop every pending binding change"));
    connect(d->attach, &QAction::triggered, this, &AgentsPane::attachCapabilities);
    connect(d->enable, &QAction::triggered, this, [this] { enableSelected(true); });
    connect(d->disable, &QAction::triggered, this, [this] { enableSelected(false); });
    connect(d->configure, &QAction::triggered, this, &AgentsPane::configureSelected);
    connect(d->dryRun, &QAction::triggered, this, &AgentsPane::dryRunSelected);
    connect(d->detach, &QAction::triggered, this, &AgentsPane::detachSelected);
    connect(d->apply, &QAction::triggered, this, &AgentsPane::applyChanges);
    connect(d->discard, &QAction::triggered, d->document, &BindingDocument::discardAll);
    d->bindings->addActions({d->configure, d->dryRun, d->enable, d->disable, d->detach});

    const auto toolButton = [this](QAction *action) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return button;
    };
    d->heading = new QLabel(this);
    d->heading->setTextFormat(Qt::PlainText);
    // A narrow column folds the actions into the tool bar's » menu instead of squeezing the
    // agent list beside it.
    d->heading->setWordWrap(true);
    auto *bindingActions = new QToolBar(this);
    bindingActions->setObjectName(QStringLiteral("bindingActions"));
    bindingActions->setAccessibleName(tr("Binding actions"));
    bindingActions->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bindingActions->setIconSize(QSize(16, 16));
    bindingActions->addActions({d->attach, d->enable, d->disable, d->configure, d->dryRun, d->detach});
    // The heading on a line of its own: a long agent name never pushes the actions away.
    auto *bindingBar = new QVBoxLayout;
    bindingBar->setSpacing(2);
    bindingBar->addWidget(d->heading);
    bindingBar->addWidget(bindingActions);

    d->conflicts = new QLabel(this);
    d->conflicts->setObjectName(QStringLiteral("conflictMessage"));
    d->conflicts->setWordWrap(true);
    d->conflicts->setTextFormat(Qt::PlainText);
    setBannerTone(d->conflicts, Tone::Negative);
    d->conflicts->hide();

    d->pendingLabel = new QLabel(this);
    auto *applyButton = new QPushButton(tr("&Apply"), this);
    connect(applyButton, &QPushButton::clicked, d->apply, &QAction::trigger);
    auto *discardButton = new QPushButton(tr("&Discard All"), this);
    connect(discardButton, &QPushButton::clicked, d->discard, &QAction::trigger);
    auto *pendingBar = new QHBoxLayout;
    pendingBar->addWidget(toolButton(d->undo));
    pendingBar->addWidget(toolButton(d->redo));
    pendingBar->addWidget(d->pendingLabel, 1);
    pendingBar->addWidget(discardButton);
    pendingBar->addWidget(applyButton);
    connect(d->apply, &QAction::changed, applyButton, [this, applyButton] { applyButton->setEnabled(d->apply->isEnabled()); });
    connect(d->discard, &QAction::changed, discardButton,
            [this, discardButton] { discardButton->setEnabled(d->discard->isEnabled()); });

    auto *bindingSide = new QWidget(this);
    auto *bindingLayout = new QVBoxLayout(bindingSide);
    bindingLayout->setContentsMargins(0, 0, 0, 0);
    bindingLayout->addLayout(bindingBar);
    bindingLayout->addWidget(d->bindings, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("agentsSplitter"));
    d->agents->setMinimumWidth(220);
    splitter->addWidget(d->agents);
    splitter->addWidget(bindingSide);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    d->empty = new EmptyState(this);
    d->empty->setObjectName(QStringLiteral("agentsEmptyState"));
    d->empty->setTitle(tr("No agents in this catalog"));
    d->empty->setText(tr("Agents are created in Sunrise. Connect to a deployment to bind capabilities to its "
                         "agents and configure each binding."));
    d->stack = new QStackedWidget(this);
    d->stack->addWidget(splitter);
    d->stack->addWidget(d->empty);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(d->stack, 1);
    layout->addWidget(d->conflicts);
    layout->addLayout(pendingBar);

    connect(d->agents->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] { d->showAgent(); });
    connect(d->bindings->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] { d->updateActions(); });
    connect(d->bindingModel, &QAbstractItemModel::modelReset, this, [this] { d->updateActions(); });
    connect(d->agentModel, &QAbstractItemModel::modelReset, this, [this] {
        d->updateCount();
        if (d->agentProxy->rowCount() > 0 && !d->agents->currentIndex().isValid())
            d->agents->selectRow(0);
    });
    connect(d->document, &BindingDocument::pendingChanged, this, [this] { d->updatePending(); });
    connect(d->document, &BindingDocument::checksChanged, this, [this] { d->showAgent(); });

    d->updateCount();
    d->updatePending();
    d->updateActions();
}

AgentsPane::~AgentsPane()
{
    delete d;
}

QUndoStack *AgentsPane::undoStack() const
{
    return d->document->undoStack();
}

void AgentsPane::setSource(Source source)
{
    d->source = std::move(source);
    d->conflicts->hide();
    refresh();
}

void AgentsPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (d->wantsRead())
        reload();
}

void AgentsPane::refresh()
{
    d->tried = false;
    if (isVisible() && d->wantsRead())
        reload();
}

BindingDocument *AgentsPane::document() const
{
    if (d->wantsRead())
        const_cast<AgentsPane *>(this)->reload();
    return d->document;
}

bool AgentsPane::isReading() const
{
    return d->reading != nullptr;
}

void AgentsPane::reload()
{
    d->tried = true;
    if (!d->source.read)
        return;
    if (d->reading) {
        d->readAgain = true; // what is on its way may be older than what was asked for
        return;
    }
    const QString current = currentAgentId();
    d->reading = new QFutureWatcher<Status>(this);
    connect(d->reading, &QFutureWatcherBase::finished, this, [this, current] {
        QFutureWatcher<Status> *watcher = std::exchange(d->reading, nullptr);
        watcher->deleteLater();
        // Cancelled (the connection changed, the window is closing): nothing to say.
        const bool answered = !watcher->isCanceled() && watcher->future().resultCount() > 0;
        if (const Status read = answered ? watcher->result() : Status(); answered && !read) {
            QMessageBox::warning(this, tr("Cannot read the agents"), read.error().message);
        } else if (answered) {
            d->conflicts->hide();
            if (!current.isEmpty())
                selectAgent(current);
            emit statusMessage(tr("%n agent(s) loaded", nullptr, int(d->document->agents().size())));
        }
        if (std::exchange(d->readAgain, false))
            reload();
    });
    emit statusMessage(tr("Reading the agents…"));
    d->reading->setFuture(d->source.read());
}

bool AgentsPane::hasPendingChanges() const
{
    return d->document->hasPendingChanges();
}

QFuture<bool> AgentsPane::applyChanges()
{
    if (!d->document->hasPendingChanges())
        return QtFuture::makeReadyFuture(true);
    if (!d->source.apply) {
        emit statusMessage(tr("No workspace is open: nothing to apply to"));
        return QtFuture::makeReadyFuture(false);
    }
    if (d->applying)
        return QtFuture::makeReadyFuture(false); // Apply is disabled meanwhile
    const QList<BindingChange> staged = d->document->pendingChanges();
    d->applying = true;
    d->updateActions();
    emit statusMessage(tr("Applying %n binding change(s)…", nullptr, int(staged.size())));
    auto answer = std::make_shared<QPromise<bool>>();
    answer->start();
    whenFinished(this, d->source.apply(), [this, answer, staged](const QFuture<BindingDocument::ApplyResult> &applied) {
        d->applying = false;
        d->updateActions();
        if (applied.isCanceled() || applied.resultCount() == 0) {
            emit statusMessage(tr("The binding changes were not applied (cancelled)."));
            answer->addResult(false);
        } else {
            answer->addResult(d->showApplied(applied.result(), staged));
        }
        answer->finish();
    });
    return answer->future();
}

bool AgentsPane::isApplying() const
{
    return d->applying;
}

bool AgentsPane::Private::showApplied(const BindingDocument::ApplyResult &result, const QList<BindingChange> &staged)
{
    if (!result.error.isEmpty()) {
        // A store without transactions says itself what it wrote before the failure.
        QMessageBox::warning(q, tr("Cannot apply the binding changes"),
                             source.transactional ? tr("Nothing was written: %1").arg(result.error)
                                                     : result.error);
        return false;
    }
    if (!result.conflicts.isEmpty()) {
        QStringList lines;
        QStringList details;
        for (const BindingConflict &conflict : result.conflicts) {
            const int agentRow = document->agentRow(conflict.agentId);
            const Capability *capability = document->capability(conflict.capabilityId);
            const QString agent = agentRow >= 0 ? document->agents().at(agentRow).name : conflict.agentId;
            const QString name = capability ? capability->name : conflict.capabilityId;
            lines.append(tr("%1 / %2: %3").arg(agent, name, conflict.message));
            // Both versions: the row as staged here and the row as stored now.
            const auto json = [](const AgentBinding &binding) {
                return QString::fromUtf8(QJsonDocument(binding.toJson()).toJson(QJsonDocument::Indented));
            };
            QString yours = tr("(detached)");
            for (const BindingChange &change : staged) {
                if (change.updated.agentId == conflict.agentId && change.updated.capabilityId == conflict.capabilityId)
                    yours = change.remove ? tr("(detached)") : json(change.updated);
            }
            details.append(tr("%1 / %2\nYours:\n%3\nStored now:\n%4")
                               .arg(agent, name, yours, conflict.current ? json(*conflict.current) : tr("(removed)")));
        }
        conflicts->setText(tr("Nothing was written: %n binding(s) were changed by someone else since they "
                                 "were loaded.\n%1",
                                 nullptr, int(lines.size()))
                                  .arg(lines.join(QLatin1Char('\n'))));
        conflicts->show();
        QMessageBox box(QMessageBox::Warning, tr("Binding conflicts"), conflicts->text(), QMessageBox::Ok, q);
        box.setInformativeText(tr("Your changes are still pending. Reload to see the current rows (your pending "
                                  "changes are then lost), or undo the conflicting ones."));
        box.setDetailedText(details.join(QStringLiteral("\n\n")));
        box.exec();
        return false;
    }
    conflicts->hide();
    emit q->statusMessage(tr("Applied %n binding change(s)", nullptr, result.written));
    if (!result.serverWarnings.isEmpty()) {
        QStringList lines;
        for (const BindingWarning &warning : result.serverWarnings) {
            const int agentRow = document->agentRow(warning.agentId);
            const Capability *capability = document->capability(warning.capabilityId);
            lines.append(tr("%1 / %2: %3")
                             .arg(agentRow >= 0 ? document->agents().at(agentRow).name : warning.agentId,
                                  capability ? capability->name : warning.capabilityId,
                                  warning.missingEnvVars.join(QStringLiteral(", "))));
        }
        QMessageBox::information(q, tr("Variables missing on the server"),
                                 tr("The changes were saved, but the server reports that its environment lacks "
                                    "variables these bindings use:\n%1\nCalls that use them fail until they are "
                                    "set on the server. Configure… shows this per binding.")
                                     .arg(lines.join(QLatin1Char('\n'))));
    }
    return true;
}

void AgentsPane::setWorkspacePath(const QString &path)
{
    d->profile->setSettingsKey(QString::fromLatin1(QUrl::toPercentEncoding(QDir::cleanPath(path))));
}

bool AgentsPane::selectProfile(const QString &name)
{
    return d->profile->selectProfile(name);
}

QStringList AgentsPane::profileNames() const
{
    return d->profile->profileNames();
}

QTableView *AgentsPane::agentView() const
{
    return d->agents;
}

QTableView *AgentsPane::bindingView() const
{
    return d->bindings;
}

void AgentsPane::selectAgent(const QString &agentId)
{
    const int row = d->document->agentRow(agentId);
    if (row < 0)
        return;
    QModelIndex index = d->agentProxy->mapFromSource(d->agentModel->index(row, 0));
    if (!index.isValid()) {
        d->filter->clear();
        d->agentProxy->setText(QString());
        index = d->agentProxy->mapFromSource(d->agentModel->index(row, 0));
    }
    d->agents->setCurrentIndex(index);
    d->agents->scrollTo(index);
}

QString AgentsPane::currentAgentId() const
{
    return d->bindingModel->agentId();
}

QStringList AgentsPane::selectedCapabilityIds() const
{
    QStringList ids;
    for (const QModelIndex &index : d->bindings->selectionModel()->selectedRows())
        ids.append(d->bindingModel->capabilityIdAt(index.row()));
    if (ids.isEmpty() && d->bindings->currentIndex().isValid())
        ids.append(d->bindingModel->capabilityIdAt(d->bindings->currentIndex().row()));
    return ids;
}

void AgentsPane::selectBinding(const QString &capabilityId)
{
    const int row = d->bindingModel->rowOf(capabilityId);
    if (row >= 0)
        d->bindings->selectRow(row);
}

QAction *AgentsPane::undoAction() const
{
    return d->undo;
}

QAction *AgentsPane::redoAction() const
{
    return d->redo;
}

QAction *AgentsPane::applyAction() const
{
    return d->apply;
}

QAction *AgentsPane::dryRunAction() const
{
    return d->dryRun;
}

void AgentsPane::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("agents/agentHeader"), d->agents->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("agents/bindingHeader"), d->bindings->horizontalHeader()->saveState());
    if (const auto *splitter = findChild<QSplitter *>(QStringLiteral("agentsSplitter")))
        settings.setValue(QStringLiteral("agents/splitter"), splitter->saveState());
}

void AgentsPane::restoreState()
{
    QSettings settings;
    // Until the user arranges them, every column is as wide as its heading and its widest
    // likely value, so nothing starts clipped.
    const auto fitToHeadings = [](QTableView *table, const QList<int> &minimumChars) {
        QHeaderView *header = table->horizontalHeader();
        const QFontMetrics metrics(header->font());
        for (int column = 0; column < header->count(); ++column) {
            const QString heading = table->model()->headerData(column, Qt::Horizontal).toString();
            const int chars = column < minimumChars.size() ? minimumChars.at(column) : 0;
            header->resizeSection(column, std::max(metrics.horizontalAdvance(heading) + 28,
                                                   metrics.averageCharWidth() * chars));
        }
    };
    if (!d->agents->horizontalHeader()->restoreState(settings.value(QStringLiteral("agents/agentHeader")).toByteArray()))
        fitToHeadings(d->agents, {16, 13, 5, 9, 5, 4, 10});
    if (!d->bindings->horizontalHeader()->restoreState(settings.value(QStringLiteral("agents/bindingHeader")).toByteArray()))
        fitToHeadings(d->bindings, {22, 22, 4, 8, 18, 24});
    auto *splitter = findChild<QSplitter *>(QStringLiteral("agentsSplitter"));
    if (splitter && !splitter->restoreState(settings.value(QStringLiteral("agents/splitter")).toByteArray()))
        splitter->setSizes({540, 660});
}

void AgentsPane::attachCapabilities()
{
    const QString agentId = currentAgentId();
    if (agentId.isEmpty())
        return;
    const QList<Capability> candidates = d->document->attachable(agentId);
    if (candidates.isEmpty()) {
        emit statusMessage(tr("Every capability is already bound to this agent"));
        return;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("attachDialog"));
    dialog.setWindowTitle(tr("Attach Capabilities"));
    auto *filter = new QLineEdit(&dialog);
    filter->setAccessibleName(tr("Filter capabilities"));
    filter->setPlaceholderText(tr("Filter by name or slug"));
    filter->setClearButtonEnabled(true);
    auto *list = new QListWidget(&dialog);
    list->setAccessibleName(tr("Capabilities to attach"));
    list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const Capability &capability : candidates) {
        QString text = tr("%1  (%2)").arg(capability.name, capability.slug);
        if (!capability.isActive)
            text += tr(" — inactive");
        else if (capability.quarantineState != QStringLiteral("active"))
            text += tr(" — %1").arg(capability.quarantineState);
        auto *item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, capability.id);
        item->setToolTip(capability.description);
    }
    connect(filter, &QLineEdit::textChanged, list, [list](const QString &text) {
        for (int row = 0; row < list->count(); ++row)
            list->item(row)->setHidden(!list->item(row)->text().contains(text, Qt::CaseInsensitive));
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Attach"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Capabilities not yet bound to this agent; new bindings are enabled."), &dialog));
    layout->addWidget(filter);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog.resize(460, 420);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QStringList ids;
    for (QListWidgetItem *item : list->selectedItems()) {
        if (!item->isHidden())
            ids.append(item->data(Qt::UserRole).toString());
    }
    if (ids.isEmpty())
        return;
    QUndoStack *stack = d->document->undoStack();
    stack->beginMacro(tr("Attach %n capability(ies)", nullptr, int(ids.size())));
    QStringList refused;
    for (const QString &id : std::as_const(ids)) {
        QString why;
        if (!d->document->attach(agentId, id, &why))
            refused.append(why);
    }
    stack->endMacro();
    if (!refused.isEmpty())
        emit statusMessage(refused.join(QStringLiteral("; ")));
    selectBinding(ids.constFirst());
}

void AgentsPane::configureSelected()
{
    const QString agentId = currentAgentId();
    const QModelIndex current = d->bindings->currentIndex();
    if (agentId.isEmpty() || !current.isValid())
        return;
    const QString capabilityId = d->bindingModel->capabilityIdAt(current.row());
    ConfigureBindingDialog dialog(d->document, agentId, capabilityId, this);
    if (dialog.exec() == QDialog::Accepted)
        selectBinding(capabilityId);
}

void AgentsPane::dryRunSelected()
{
    const QString agentId = currentAgentId();
    if (agentId.isEmpty())
        return;
    DispatchScenario scenario;
    scenario.agentId = agentId;
    const QModelIndex current = d->bindings->currentIndex();
    const Capability *capability =
        current.isValid() ? d->document->capability(d->bindingModel->capabilityIdAt(current.row())) : nullptr;
    if (!capability) {
        const QList<AgentBinding> bound = d->document->bindings(agentId);
        capability = bound.isEmpty() ? nullptr : d->document->capability(bound.constFirst().capabilityId);
    }
    if (!capability && !d->document->capabilities().isEmpty())
        capability = &d->document->capabilities().constFirst();
    if (capability)
        scenario.capabilitySlug = capability->slug;
    DispatchDryRunDialog dialog(d->document, d->source.dryRuns, this);
    dialog.setScenario(scenario);
    dialog.exec();
}

void AgentsPane::enableSelected(bool enabled)
{
    const QStringList ids = selectedCapabilityIds();
    if (ids.isEmpty())
        return;
    QString why;
    if (!d->document->setEnabled(currentAgentId(), ids, enabled, &why))
        emit statusMessage(why);
}

void AgentsPane::detachSelected()
{
    const QString agentId = currentAgentId();
    const QStringList ids = selectedCapabilityIds();
    if (agentId.isEmpty() || ids.isEmpty())
        return;
    QStringList names;
    for (const QString &id : ids) {
        const Capability *capability = d->document->capability(id);
        names.append(capability ? capability->name : id);
    }
    QMessageBox box(QMessageBox::Warning, tr("Detach"),
                    tr("Detach %1? Detaching is not a revocation in Sunrise.").arg(names.join(QStringLiteral(", "))),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("detachWarning"));
    box.setInformativeText(
        tr("Without a binding row a chat agent is no longer offered the tool, but the dispatcher still allows "
           "the call in permissive mode: workflow steps and MCP still run it, and a call_external_api loses "
           "its URL pins and auth. Only a disabled binding refuses the call."));
    QPushButton *disableInstead = box.addButton(tr("Disable instead"), QMessageBox::AcceptRole);
    QPushButton *detachButton = box.addButton(tr("Detach"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(disableInstead);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    QString why;
    bool ok = true;
    if (box.clickedButton() == disableInstead)
        ok = d->document->setEnabled(agentId, ids, false, &why);
    else if (box.clickedButton() == detachButton)
        ok = d->document->detach(agentId, ids, &why);
    if (!ok)
        emit statusMessage(why);
}

void AgentsPane::setEmptyActions(const QList<QAction *> &actions)
{
    d->empty->setActions(actions);
}

void AgentsPane::Private::updateCount()
{
    const int shown = agentProxy->rowCount();
    const int total = agentModel->rowCount();
    // Empty only once read: before, an empty list means "not yet".
    stack->setCurrentIndex(total == 0 && isRead() ? 1 : 0);
    count->setText(shown == total ? tr("%n agent(s)", nullptr, total)
                                  : tr("%1 of %n agent(s)", nullptr, total).arg(shown));
}

void AgentsPane::Private::updateActions()
{
    const bool hasAgent = !bindingModel->agentId().isEmpty();
    const bool hasSelection = hasAgent && !q->selectedCapabilityIds().isEmpty();
    attach->setEnabled(hasAgent);
    enable->setEnabled(hasSelection);
    disable->setEnabled(hasSelection);
    detach->setEnabled(hasSelection);
    configure->setEnabled(hasAgent && bindings->currentIndex().isValid());
    dryRun->setEnabled(hasAgent && !document->capabilities().isEmpty());
}

void AgentsPane::Private::updatePending()
{
    const int pending = document->pendingCount();
    pendingLabel->setText(pending == 0 ? tr("No pending changes")
                                       : tr("%n pending binding change(s)", nullptr, pending));
    apply->setEnabled(pending > 0 && !applying);
    discard->setEnabled(pending > 0);
    emit q->pendingChanged(pending > 0);
}

void AgentsPane::Private::showAgent()
{
    const QModelIndex current = agentProxy->mapToSource(agents->currentIndex());
    const QString agentId = current.isValid() ? current.data(AgentTableModel::AgentIdRole).toString() : QString();
    if (agentId != bindingModel->agentId())
        bindingModel->setAgent(agentId);
    const int row = document->agentRow(agentId);
    heading->setText(row < 0 ? tr("Select an agent")
                             : tr("Bindings of %1 — checked against %2")
                                   .arg(document->agents().at(row).name, document->profile().name()));
    updateActions();
}

} // namespace capstudio
