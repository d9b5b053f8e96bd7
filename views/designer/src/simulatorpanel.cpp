// SimulatorPanel: building the widgets, the library and the workflow it simulates.

#include "views/designer/simulatorpanel.h"

#include "executoroutcomeeditor.h"
#include "simulatorbanner.h"
#include "simulatorcontextview.h"
#include "simulatorhistorymodel.h"
#include "simulatorstartform.h"
#include "transitionoptionsmodel.h"
#include "views/tonestyle.h"

#include <views/jsoneditor.h>

#include <QAction>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::Simulator;
using flowgate::Value;

namespace {

// At least this wide (in pixels) and wider than tall, the panel shows two columns.
constexpr int TwoColumnWidth = 900;

QGroupBox *group(const QString &title, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setFlat(true);
    return box;
}

// Table rows one line of text high.
void compactRows(QTableView *view)
{
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
}

} // namespace

SimulatorPanel::SimulatorPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("simulatorPanel"));
    createActions();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *header = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("simulatorTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    auto *toolBar = new QToolBar(this);
    toolBar->setObjectName(QStringLiteral("simulatorToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar->addAction(m_stepBackAction);
    toolBar->addAction(m_restartAction);
    toolBar->addSeparator();
    toolBar->addAction(m_saveAction);
    toolBar->addAction(m_replayAction);
    header->addWidget(m_title);
    header->addStretch(1);
    header->addWidget(toolBar);
    layout->addLayout(header);

    m_errorBanner = new SimulatorBanner(this);
    m_errorBanner->setObjectName(QStringLiteral("simulatorErrorBanner"));
    m_definitionBanner = new SimulatorBanner(this);
    m_definitionBanner->setObjectName(QStringLiteral("simulatorDefinitionBanner"));
    m_lexiconBanner = new SimulatorBanner(this);
    m_lexiconBanner->setObjectName(QStringLiteral("simulatorLexiconBanner"));
    m_replayBanner = new SimulatorBanner(this);
    m_replayBanner->setObjectName(QStringLiteral("simulatorReplayBanner"));
    for (SimulatorBanner *banner : {m_errorBanner, m_definitionBanner, m_lexiconBanner, m_replayBanner})
        layout->addWidget(banner);

    m_columns = new QSplitter(Qt::Horizontal, this);
    m_columns->setObjectName(QStringLiteral("simulatorColumns"));
    m_columns->setChildrenCollapsible(false);
    auto *left = new QSplitter(Qt::Vertical, m_columns);
    left->setChildrenCollapsible(false);
    left->addWidget(buildStartSection());
    left->addWidget(buildStateSection());
    left->setSizes({320, 480});
    auto *right = new QSplitter(Qt::Vertical, m_columns);
    right->setChildrenCollapsible(false);
    right->addWidget(buildTransitionsSection());
    right->addWidget(buildHistorySection());
    right->setSizes({520, 320});
    m_columns->addWidget(left);
    m_columns->addWidget(right);
    m_columns->setSizes({400, 1000});
    layout->addWidget(m_columns, 1);

    refresh(false);
}

SimulatorPanel::~SimulatorPanel() = default;

void SimulatorPanel::createActions()
{
    m_startAction = new QAction(tr("&Start"), this);
    m_startAction->setObjectName(QStringLiteral("simulatorStartAction"));
    m_startAction->setToolTip(tr("Start the workflow with the input and settings of the Start section"));
    connect(m_startAction, &QAction::triggered, this, &SimulatorPanel::start);

    m_fireAction = new QAction(tr("&Fire"), this);
    m_fireAction->setObjectName(QStringLiteral("simulatorFireAction"));
    m_fireAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_fireAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_fireAction, &QAction::triggered, this, &SimulatorPanel::fire);
    addAction(m_fireAction);

    m_stepBackAction = new QAction(tr("Step &Back"), this);
    m_stepBackAction->setObjectName(QStringLiteral("simulatorStepBackAction"));
    m_stepBackAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    m_stepBackAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_stepBackAction->setToolTip(tr("Undo the last simulator action (%1)")
                                     .arg(m_stepBackAction->shortcut().toString(QKeySequence::NativeText)));
    connect(m_stepBackAction, &QAction::triggered, this, &SimulatorPanel::stepBack);
    addAction(m_stepBackAction);

    m_restartAction = new QAction(tr("&Restart"), this);
    m_restartAction->setObjectName(QStringLiteral("simulatorRestartAction"));
    m_restartAction->setToolTip(tr("Start again on the current definition with the run's start input"));
    connect(m_restartAction, &QAction::triggered, this, &SimulatorPanel::restart);

    m_saveAction = new QAction(tr("Save R&un…"), this);
    m_saveAction->setObjectName(QStringLiteral("simulatorSaveAction"));
    m_saveAction->setToolTip(tr("Save this run as JSON to replay it later"));
    connect(m_saveAction, &QAction::triggered, this, &SimulatorPanel::saveRun);

    m_replayAction = new QAction(tr("Re&play Run…"), this);
    m_replayAction->setObjectName(QStringLiteral("simulatorReplayAction"));
    m_replayAction->setToolTip(tr("Replay a saved run on the current definition and report the first difference"));
    connect(m_replayAction, &QAction::triggered, this, &SimulatorPanel::replayRun);
}

QWidget *SimulatorPanel::buildStartSection()
{
    QGroupBox *box = group(tr("Start"), this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_startForm = new SimulatorStartForm(box);
    m_startButton = new QPushButton(tr("&Start"), box);
    m_startButton->setObjectName(QStringLiteral("simulatorStartButton"));
    m_startButton->setToolTip(m_startAction->toolTip());
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_startButton);
    layout->addWidget(m_startForm, 1);
    layout->addLayout(row);
    connect(m_startButton, &QPushButton::clicked, m_startAction, &QAction::trigger);
    connect(m_startForm, &SimulatorStartForm::inputValidityChanged, this, &SimulatorPanel::refreshButtons);
    connect(m_startForm, &SimulatorStartForm::settingsChanged, this, [this] {
        // Role, permission and acknowledgement guards read the settings.
        m_simulator.setSettings(m_startForm->settings());
        refreshTransitions();
    });
    return box;
}

QWidget *SimulatorPanel::buildStateSection()
{
    QGroupBox *box = group(tr("Current state"), this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_headline = new QLabel(box);
    m_headline->setObjectName(QStringLiteral("simulatorHeadline"));
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setToolTip(tr("Double-click to show the state in the diagram"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->installEventFilter(this);
    connect(m_headline, &QLabel::linkActivated, this, [this](const QString &state) { emit stateFocusRequested(state); });
    m_status = new QLabel(box);
    m_status->setObjectName(QStringLiteral("simulatorStatus"));
    m_status->setTextFormat(Qt::RichText);
    m_status->setWordWrap(true);
    m_context = new SimulatorContextView(box);
    m_context->setObjectName(QStringLiteral("simulatorContext"));
    layout->addWidget(m_headline);
    layout->addWidget(m_status);
    layout->addWidget(m_context, 1);
    return box;
}

QWidget *SimulatorPanel::buildTransitionsSection()
{
    QGroupBox *box = group(tr("Transitions"), this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_pendingLabel = new QLabel(box);
    m_pendingLabel->setObjectName(QStringLiteral("simulatorPendingLabel"));
    m_pendingLabel->setWordWrap(true);
    m_pendingLabel->hide();

    m_transitions = new TransitionOptionsModel(this);
    m_transitionView = new QTableView(box);
    m_transitionView->setTabKeyNavigation(false);
    m_transitionView->setObjectName(QStringLiteral("simulatorTransitions"));
    m_transitionView->setModel(m_transitions);
    m_transitionView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_transitionView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_transitionView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_transitionView->setAlternatingRowColors(true);
    m_transitionView->verticalHeader()->hide();
    m_transitionView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_transitionView->horizontalHeader()->setSectionResizeMode(TransitionOptionsModel::GuardsColumn, QHeaderView::Stretch);
    compactRows(m_transitionView);
    m_transitionView->setWordWrap(false);
    m_transitionView->setToolTip(tr("Double-click to show the transition in the diagram"));
    connect(m_transitionView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SimulatorPanel::onTransitionSelected);
    connect(m_transitionView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QString name = index.data(TransitionOptionsModel::NameRole).toString();
        if (!name.isEmpty() && m_simulator.isRunning())
            emit transitionFocusRequested(m_simulator.currentState() + QLatin1Char('/') + name);
    });

    m_guards = new QTreeWidget(box);
    m_guards->setObjectName(QStringLiteral("simulatorGuards"));
    m_guards->setColumnCount(3);
    m_guards->setHeaderLabels({tr("Result"), tr("Guard"), tr("Explanation")});
    m_guards->setRootIsDecorated(false);
    m_guards->setUniformRowHeights(true);
    m_guards->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_guards->setColumnWidth(0, 90);
    m_guards->setColumnWidth(1, 220);

    auto *editors = new QSplitter(Qt::Horizontal, box);
    editors->setChildrenCollapsible(false);
    m_argumentsBox = new QWidget(editors);
    auto *arguments = new QVBoxLayout(m_argumentsBox);
    arguments->setContentsMargins(0, 0, 0, 0);
    m_argumentsTitle = new QLabel(m_argumentsBox);
    QFont bold = m_argumentsTitle->font();
    bold.setBold(true);
    m_argumentsTitle->setFont(bold);
    m_argumentsHint = new QLabel(m_argumentsBox);
    m_argumentsHint->setWordWrap(true);
    m_argumentsHint->setForegroundRole(QPalette::PlaceholderText);
    m_arguments = new JsonEditor(m_argumentsBox);
    m_arguments->setObjectName(QStringLiteral("simulatorArgumentsEditor"));
    m_arguments->setTabChangesFocus(true);
    m_argumentsError = new QLabel(m_argumentsBox);
    m_argumentsError->setObjectName(QStringLiteral("simulatorArgumentsError"));
    m_argumentsError->setWordWrap(true);
    setTextTone(m_argumentsError, Tone::Negative);
    m_argumentsError->hide();
    arguments->addWidget(m_argumentsTitle);
    arguments->addWidget(m_argumentsHint);
    arguments->addWidget(m_arguments, 1);
    arguments->addWidget(m_argumentsError);
    m_executor = new ExecutorOutcomeEditor(editors);
    m_executor->setObjectName(QStringLiteral("simulatorExecutorEditor"));
    editors->addWidget(m_argumentsBox);
    editors->addWidget(m_executor);

    m_fireButton = new QPushButton(tr("&Fire"), box);
    m_fireButton->setObjectName(QStringLiteral("simulatorFireButton"));
    m_fireButton->setDefault(true);
    connect(m_fireButton, &QPushButton::clicked, this, &SimulatorPanel::fire);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_fireButton);

    auto *split = new QSplitter(Qt::Vertical, box);
    split->setChildrenCollapsible(false);
    split->addWidget(m_transitionView);
    split->addWidget(m_guards);
    split->addWidget(editors);
    split->setSizes({150, 70, 260});
    layout->addWidget(m_pendingLabel);
    layout->addWidget(split, 1);
    layout->addLayout(row);

    connect(m_arguments, &JsonEditor::textEdited, this, &SimulatorPanel::onArgumentsEdited);
    connect(m_arguments, &JsonEditor::syntaxChanged, this, &SimulatorPanel::refreshButtons);
    connect(m_arguments, &JsonEditor::documentChanged, this, &SimulatorPanel::reevaluateSelected);
    connect(m_executor, &ExecutorOutcomeEditor::validityChanged, this, &SimulatorPanel::refreshButtons);
    return box;
}

QWidget *SimulatorPanel::buildHistorySection()
{
    QGroupBox *box = group(tr("History"), this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    m_history = new SimulatorHistoryModel(this);
    m_historyView = new QTableView(box);
    m_historyView->setTabKeyNavigation(false);
    m_historyView->setObjectName(QStringLiteral("simulatorHistory"));
    m_historyView->setModel(m_history);
    m_historyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_historyView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyView->verticalHeader()->hide();
    m_historyView->horizontalHeader()->setStretchLastSection(true);
    m_historyView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    compactRows(m_historyView);
    m_historyView->setWordWrap(false);
    m_historyView->setToolTip(tr("Double-click to show the step's state (or transition) in the diagram"));
    connect(m_historyView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SimulatorPanel::onHistorySelected);
    connect(m_historyView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QString transition = index.data(SimulatorHistoryModel::TransitionIdRole).toString();
        if (index.column() == SimulatorHistoryModel::TransitionColumn && !transition.isEmpty()) {
            emit transitionFocusRequested(transition);
            return;
        }
        const QString state = index.data(SimulatorHistoryModel::ToStateRole).toString();
        if (!state.isEmpty())
            emit stateFocusRequested(state);
    });
    m_stepDetails = new QTextBrowser(box);
    m_stepDetails->setObjectName(QStringLiteral("simulatorStepDetails"));
    m_stepDetails->setOpenLinks(false);
    auto *split = new QSplitter(Qt::Horizontal, box);
    split->setChildrenCollapsible(false);
    split->addWidget(m_historyView);
    split->addWidget(m_stepDetails);
    split->setSizes({600, 400});
    layout->addWidget(split, 1);
    return box;
}

bool SimulatorPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_headline && event->type() == QEvent::MouseButtonDblClick && m_simulator.isRunning()) {
        emit stateFocusRequested(m_simulator.currentState());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void SimulatorPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const QSize size = event->size();
    const Qt::Orientation wanted =
        size.width() >= TwoColumnWidth && size.width() > size.height() ? Qt::Horizontal : Qt::Vertical;
    if (wanted == m_columns->orientation())
        return;
    m_columns->setOrientation(wanted);
    // Start and state take the smaller share: most of the work is in transitions and history.
    if (wanted == Qt::Horizontal)
        m_columns->setSizes({size.width() * 3 / 10, size.width() * 7 / 10});
    else
        m_columns->setSizes({size.height() * 2 / 5, size.height() * 3 / 5});
}

Value SimulatorPanel::workflowDefinition(const QString &workflowId) const
{
    const Value *definition = m_config.value(u"workflows").find(workflowId);
    return definition ? *definition : Value();
}

void SimulatorPanel::setConfig(const Value &config)
{
    m_config = config;
    if (m_workflowId.isEmpty()) {
        refresh(true);
        return;
    }
    const Value definition = workflowDefinition(m_workflowId);
    if (definition.isNull()) {
        const bool hadRun = !m_simulator.history().isEmpty();
        resetRun(hadRun ? tr("The workflow '%1' is no longer in the library; its run was discarded.").arg(m_workflowId)
                        : tr("The workflow '%1' is no longer in the library.").arg(m_workflowId));
        return;
    }
    if (m_simulator.history().isEmpty()) {
        // Nothing to keep: simulate the new library from now on.
        m_simulator = Simulator(m_config);
        m_stale = false;
    } else {
        m_stale = runFingerprint(m_simulator.config()) != runFingerprint(m_config);
    }
    m_startForm->prefill(definition, false);
    if (!m_definitionBanner->isHidden() && m_definitionBanner->kind() == SimulatorBanner::Kind::Info)
        m_definitionBanner->clear();
    refresh(true);
}

void SimulatorPanel::setWorkflow(const QString &workflowId)
{
    if (workflowId == m_workflowId)
        return;
    m_workflowId = workflowId;
    m_replayBanner->clear();
    m_definitionBanner->clear();
    m_startForm->prefill(workflowDefinition(workflowId), true);
    resetRun(QString());
}

} // namespace capstudio
