#include "views/auditpane.h"

#include "views/emptystate.h"
#include "views/findingsperdaychart.h"
#include "views/paletteicon.h"

#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QSet>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstudio {

using provenance::DeploymentFinding;

namespace {

// The scope choices: days back from now, 0 for every conversation, -1 for what arrived since
// the previous such scan of the connection.
constexpr int ScopeDays[] = {0, 1, 7, 30, 90, -1};
// The first day a date filter can name; showing it means "no bound".
const QDate NoBound(2000, 1, 1);

// A date field that Tab leaves at once (the arrow keys move between its sections): a
// QDateEdit showing its special value text has no section to step to, and kept the focus.
class DayEdit : public QDateEdit
{
public:
    using QDateEdit::QDateEdit;

protected:
    bool focusNextPrevChild(bool next) override { return QWidget::focusNextPrevChild(next); }
};

// Sorts through AuditFindingsModel::lessThan: counts and times compared as numbers, with no
// QVariant per comparison (a batch of findings re-sorts the groups whose counts it changed).
class AuditSortProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        return static_cast<const AuditFindingsModel *>(sourceModel())->lessThan(left, right);
    }
};

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

} // namespace

AuditPane::AuditPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new AuditFindingsModel(this))
    , m_sorter(new AuditSortProxy(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_view(new QTreeView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_tabs(new QTabWidget(this))
    , m_chart(new FindingsPerDayChart(this))
    , m_drift(new QTreeWidget(this))
    , m_source(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_scope(new QComboBox(this))
    , m_agent(new QComboBox(this))
    , m_capability(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_verdict(new QComboBox(this))
    , m_from(new DayEdit(this))
    , m_to(new DayEdit(this))
{
    m_scanAction = new QAction(paletteIcon(QStringLiteral(":/icons/scan.svg")), tr("&Scan Deployment"), this);
    m_scanAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    m_scanAction->setToolTip(tr("Scan every conversation of the connection for leaks and schema drift"));
    connect(m_scanAction, &QAction::triggered, this, [this] { emit scanRequested(scopeSince(), scopeIsSinceLast()); });
    m_cancelAction = new QAction(style()->standardIcon(QStyle::SP_BrowserStop), tr("Cance&l Scan"), this);
    m_cancelAction->setToolTip(tr("Stop the scan; what it found so far stays"));
    connect(m_cancelAction, &QAction::triggered, this, [this] { emit cancelRequested(); });
    m_exportAction = new QAction(tr("E&xport Report…"), this);
    m_exportAction->setToolTip(tr("Write the deployment report of the last scan as Markdown or HTML"));
    connect(m_exportAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Deployment Report"),
                                                          QSettings().value(QStringLiteral("audit/reportPath")).toString(),
                                                          tr("HTML (*.html);;Markdown (*.md)"));
        if (!path.isEmpty() && exportReport(path))
            QSettings().setValue(QStringLiteral("audit/reportPath"), path);
    });
    m_verdictAction = new QAction(tr("Give Verdict…"), this);
    m_verdictAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_verdictAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_verdictAction->setToolTip(tr("Judge the selected findings (or every finding under a selected group): "
                                   "confirmed leak, false positive or accepted risk, signed with your key"));
    connect(m_verdictAction, &QAction::triggered, this, [this] {
        const std::vector<DeploymentFinding> findings = selectedFindings();
        if (!findings.empty())
            emit verdictRequested(findings);
    });
    addAction(m_verdictAction);
    m_openAction = new QAction(tr("&Open in Provenance"), this);
    m_openAction->setToolTip(tr("Open the conversation at the selected finding"));
    connect(m_openAction, &QAction::triggered, this, [this] { activate(m_view->currentIndex()); });
    m_clearFiltersAction = new QAction(tr("Clear Filters"), this);
    connect(m_clearFiltersAction, &QAction::triggered, this, &AuditPane::clearFilters);

    auto *top = new QHBoxLayout;
    m_scope->setAccessibleName(tr("Scan scope"));
    m_scope->addItems({tr("All conversations"), tr("Last 24 hours"), tr("Last 7 days"), tr("Last 30 days"),
                       tr("Last 90 days"), tr("Since the last scan")});
    m_scope->setItemData(m_scope->count() - 1,
                         tr("What arrived since the previous “Since the last scan” of this connection; the first one "
                            "reads everything. Findings it reported then are not repeated."),
                         Qt::ToolTipRole);
    m_scope->setToolTip(tr("Which messages the next scan reads (by the time they were created)"));
    top->addWidget(m_scope);
    top->addWidget(buttonFor(m_scanAction, this));
    top->addWidget(buttonFor(m_cancelAction, this));
    m_progress->setTextVisible(true);
    m_progress->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    m_progress->setAccessibleName(tr("Scan progress"));
    top->addWidget(m_progress, 1);
    m_progress->setVisible(false); // until a scan starts
    top->addStretch(0);
    top->addWidget(buttonFor(m_verdictAction, this));
    top->addWidget(buttonFor(m_exportAction, this));

    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setWordWrap(true);
    m_notes->setVisible(false);

    m_sorter->setSourceModel(m_model);
    m_sorter->setSortRole(AuditFindingsModel::SortRole);
    m_view->setModel(m_sorter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(AuditFindingsModel::CountColumn, Qt::DescendingOrder);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setAccessibleName(tr("Findings of the deployment"));
    m_view->header()->setStretchLastSection(true);
    m_view->header()->resizeSection(AuditFindingsModel::NameColumn, fontMetrics().averageCharWidth() * 64);
    m_view->header()->resizeSection(AuditFindingsModel::CountColumn, fontMetrics().averageCharWidth() * 9);
    m_view->header()->resizeSection(AuditFindingsModel::AgentColumn, fontMetrics().averageCharWidth() * 14);
    m_view->header()->resizeSection(AuditFindingsModel::TimeColumn,
                                    fontMetrics().horizontalAdvance(QStringLiteral("2026-12-31 23:59:59")) + 16);
    m_view->header()->resizeSection(AuditFindingsModel::VerdictColumn, fontMetrics().averageCharWidth() * 26);
    connect(m_view, &QTreeView::activated, this, &AuditPane::activate);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions({m_openAction, m_verdictAction});
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AuditPane::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &AuditPane::updateActions);

    m_empty->setObjectName(QStringLiteral("auditEmptyState"));
    m_empty->setTitle(tr("Audit the whole deployment"));
    m_empty->setText(tr("A scan reads every conversation the connection holds, finds the personal data and "
                        "secrets that got past redaction, and checks each recorded call against its "
                        "capability's parameters schema today. Findings appear as they are found."));
    m_empty->setActions({m_scanAction});
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_view);

    m_drift->setColumnCount(3);
    m_drift->setHeaderLabels({tr("Capability / field"), tr("Calls"), tr("What the schema says now")});
    m_drift->setAccessibleName(tr("Schema drift"));
    m_drift->setRootIsDecorated(true);
    m_drift->setUniformRowHeights(true);
    m_drift->header()->resizeSection(0, fontMetrics().averageCharWidth() * 40);
    m_drift->header()->resizeSection(1, fontMetrics().averageCharWidth() * 10);
    m_tabs->addTab(m_chart, tr("Findings per Day"));
    m_tabs->addTab(m_drift, tr("Schema Drift"));
    connect(m_chart, &FindingsPerDayChart::dayActivated, this, &AuditPane::showDay);

    m_splitter->addWidget(m_stack);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(0, false);
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_source);
    layout->addWidget(buildFilters());
    layout->addWidget(m_summary);
    layout->addWidget(m_notes);
    layout->addWidget(m_splitter, 1);

    connect(m_model, &AuditFindingsModel::shownChanged, this, [this] {
        m_chart->setCounts(m_model->shownPerDay());
        updateSummary();
    });
    connect(m_model, &AuditFindingsModel::choicesChanged, this, &AuditPane::updateChoices);
    updateChoices();
    updateSummary();
    updateActions();
}

AuditPane::~AuditPane() = default;

QWidget *AuditPane::buildFilters()
{
    auto *filters = new QWidget(this);
    auto *row = new QHBoxLayout(filters);
    row->setContentsMargins(0, 0, 0, 0);
    const auto label = [&](const QString &text, QWidget *buddy) {
        auto *caption = new QLabel(text, filters);
        caption->setBuddy(buddy);
        row->addWidget(caption);
        row->addWidget(buddy);
    };
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setMinimumDate(NoBound);
        edit->setSpecialValueText(tr("any day"));
        edit->setDate(NoBound);
        connect(edit, &QDateEdit::dateChanged, this, &AuditPane::applyFilter);
    }
    m_from->setAccessibleName(tr("Found from"));
    m_to->setAccessibleName(tr("Found until"));
    label(tr("Fro&m:"), m_from);
    label(tr("T&o:"), m_to);
    m_agent->setAccessibleName(tr("Agent"));
    m_capability->setAccessibleName(tr("Capability"));
    m_kind->setAccessibleName(tr("Kind"));
    m_verdict->setAccessibleName(tr("Verdict"));
    for (QComboBox *combo : {m_agent, m_capability, m_kind})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label(tr("Age&nt:"), m_agent);
    label(tr("Capa&bility:"), m_capability);
    label(tr("&Kind:"), m_kind);
    m_verdict->addItem(tr("Any verdict"), int(AuditFindingsModel::VerdictFilter::Any));
    m_verdict->addItem(tr("Not reviewed"), int(AuditFindingsModel::VerdictFilter::Unreviewed));
    m_verdict->addItem(AuditFindingsModel::verdictLabel(provenance::Verdict::ConfirmedLeak),
                       int(AuditFindingsModel::VerdictFilter::ConfirmedLeak));
    m_verdict->addItem(AuditFindingsModel::verdictLabel(provenance::Verdict::FalsePositive),
                       int(AuditFindingsModel::VerdictFilter::FalsePositive));
    m_verdict->addItem(AuditFindingsModel::verdictLabel(provenance::Verdict::AcceptedRisk),
                       int(AuditFindingsModel::VerdictFilter::AcceptedRisk));
    label(tr("Verd&ict:"), m_verdict);
    for (QComboBox *combo : {m_agent, m_capability, m_kind, m_verdict})
        connect(combo, &QComboBox::currentIndexChanged, this, &AuditPane::applyFilter);
    row->addWidget(buttonFor(m_clearFiltersAction, filters));
    row->addStretch(1);
    return filters;
}

void AuditPane::refillCombo(QComboBox *combo, const QStringList &values,
                            const std::function<QString(const QString &)> &label)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker quiet(combo);
    combo->clear();
    combo->addItem(combo == m_agent ? tr("All agents") : combo == m_kind ? tr("All kinds") : tr("All capabilities"),
                   QString());
    for (const QString &value : values)
        combo->addItem(label(value), value);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

void AuditPane::updateChoices()
{
    refillCombo(m_agent, m_model->agents(), [](const QString &slug) { return slug; });
    refillCombo(m_capability, m_model->capabilities(), [](const QString &slug) {
        return slug == AuditFindingsModel::MessageTextKey ? tr("Message text (no capability call)") : slug;
    });
    refillCombo(m_kind, m_model->kinds(), [this](const QString &id) { return m_model->kindTitle(id); });
}

void AuditPane::applyFilter()
{
    AuditFindingsModel::Filter filter;
    if (m_from->date() != NoBound)
        filter.from = m_from->date();
    if (m_to->date() != NoBound)
        filter.to = m_to->date();
    filter.agent = m_agent->currentData().toString();
    filter.capability = m_capability->currentData().toString();
    filter.kind = m_kind->currentData().toString();
    filter.verdict = AuditFindingsModel::VerdictFilter(m_verdict->currentData().toInt());
    m_model->setFilter(filter);
    if (m_model->rowCount() <= 3)
        m_view->expandToDepth(0);
    updateActions();
}

void AuditPane::clearFilters()
{
    for (QDateEdit *edit : {m_from, m_to}) {
        const QSignalBlocker quiet(edit);
        edit->setDate(NoBound);
    }
    for (QComboBox *combo : {m_agent, m_capability, m_kind, m_verdict}) {
        const QSignalBlocker quiet(combo);
        combo->setCurrentIndex(0);
    }
    applyFilter();
}

void AuditPane::showDay(const QDate &day)
{
    for (QDateEdit *edit : {m_from, m_to}) {
        const QSignalBlocker quiet(edit);
        edit->setDate(day);
    }
    applyFilter();
    emit statusMessage(tr("Showing the findings of %1; Clear Filters shows every day again.").arg(day.toString(Qt::ISODate)));
}

void AuditPane::setSource(const provenance::DeploymentScanContext &context)
{
    m_context = context;
    m_lastSummary.reset();
    m_model->clear();
    m_driftFields.clear();
    m_driftCalls = 0;
    rebuildDrift();
    m_conversations = m_messages = 0;
    m_totalMessages = -1;
    m_notes->clear();
    m_notes->setVisible(false);
    QString text = tr("Scans read %1.").arg(context.source.toHtmlEscaped());
    if (context.visibleOnly)
        text += QLatin1Char(' ')
                + tr("Sunrise's API shows an API key only its owner's conversations, shared ones and system ones: "
                     "other users' conversations are not scanned. Connect to the database to scan them all.");
    m_source->setText(text);
    m_stack->setCurrentWidget(m_empty);
    m_progress->reset();
    m_progress->setVisible(false);
    updateSummary();
    updateActions();
}

QDateTime AuditPane::scopeSince() const
{
    const int days = ScopeDays[std::clamp(m_scope->currentIndex(), 0, int(std::size(ScopeDays)) - 1)];
    if (days <= 0)
        return {};
    return QDateTime::currentDateTimeUtc().addDays(-days);
}

bool AuditPane::scopeIsSinceLast() const
{
    return ScopeDays[std::clamp(m_scope->currentIndex(), 0, int(std::size(ScopeDays)) - 1)] < 0;
}

void AuditPane::scanStarted(const QHash<QString, AuditVerdict> &verdicts, const QStringList &notes)
{
    m_scanning = true;
    m_cancelled = false;
    m_lastSummary.reset();
    m_model->clear();
    m_model->setVerdicts(verdicts);
    m_driftFields.clear();
    m_driftCalls = 0;
    rebuildDrift();
    m_conversations = m_messages = 0;
    m_totalMessages = -1;
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    m_progress->setVisible(true);
    m_progress->setRange(0, 0); // busy until the store says how much there is
    m_progress->setFormat(tr("Starting…"));
    m_stack->setCurrentWidget(m_view);
    updateSummary();
    updateActions();
}

void AuditPane::addResults(std::vector<DeploymentFinding> findings, const std::vector<provenance::DriftFinding> &drift,
                           const QHash<QString, QString> &titles, qint64 conversations, qint64 messages,
                           qint64 totalMessages)
{
    m_conversations = conversations;
    m_messages = messages;
    m_totalMessages = totalMessages;
    const bool wasEmpty = m_model->rowCount() == 0;
    if (!findings.empty())
        m_model->addFindings(std::move(findings), titles);
    if (wasEmpty && m_model->rowCount() > 0)
        m_view->expandToDepth(0);
    for (const provenance::DriftFinding &call : drift) {
        auto &field = m_driftFields[call.capability][call.field];
        if (field.first++ == 0)
            field.second = call.message;
        ++m_driftCalls;
    }
    if (!drift.empty())
        rebuildDrift();
    const QLocale locale;
    if (totalMessages > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, messages * 1000 / totalMessages)));
        m_progress->setFormat(tr("%1 of %2 messages (%p%)").arg(locale.toString(messages), locale.toString(totalMessages)));
    } else {
        m_progress->setFormat(tr("%1 messages").arg(locale.toString(messages)));
    }
    updateSummary();
}

void AuditPane::scanFinished(const provenance::DeploymentSummary &summary, bool cancelled, const QString &error,
                             const QStringList &notes, const QSet<QString> &stale)
{
    m_model->markStale(stale);
    m_scanning = false;
    m_cancelled = cancelled;
    m_lastSummary = summary;
    m_conversations = summary.conversations();
    m_messages = summary.messages();
    QStringList said = notes;
    if (!error.isEmpty())
        said.prepend(tr("The scan stopped before the end: %1 What is listed is incomplete.").arg(error));
    else if (cancelled)
        said.prepend(tr("Cancelled: what is listed covers the conversations read before."));
    if (!stale.isEmpty())
        said << tr("%n verdict(s) judged a conversation that changed since: they are marked stale.", nullptr,
                   int(stale.size()));
    if (summary.unreadable() > 0)
        said << tr("%n conversation(s) could not be read as bundles and were not scanned.", nullptr,
                   int(std::min<qint64>(summary.unreadable(), INT_MAX)));
    m_notes->setText(said.join(QLatin1Char('\n')));
    m_notes->setVisible(!said.isEmpty());
    // The summary's drift counts calls (a call failing on two fields is one call).
    m_driftFields.clear();
    m_driftCalls = summary.driftingCalls();
    for (const auto &[capability, drift] : summary.drift()) {
        for (const auto &[field, counted] : drift.fields)
            m_driftFields[capability][field] = counted;
    }
    rebuildDrift();
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    const QLocale locale;
    m_progress->setFormat(!error.isEmpty() ? tr("Stopped at %1 messages").arg(locale.toString(m_messages))
                          : cancelled     ? tr("Cancelled at %1 messages").arg(locale.toString(m_messages))
                                          : tr("%1 messages scanned").arg(locale.toString(m_messages)));
    if (m_model->findings().empty() && error.isEmpty() && m_driftCalls == 0)
        emit statusMessage(tr("The scan found no leaks and no schema drift."));
    updateSummary();
    updateActions();
}

void AuditPane::rebuildDrift()
{
    m_drift->clear();
    const QLocale locale;
    for (const auto &[capability, fields] : m_driftFields) {
        qint64 total = 0;
        auto *top = new QTreeWidgetItem(m_drift, {capability});
        for (const auto &[field, counted] : fields) {
            auto *item = new QTreeWidgetItem(top, {field, locale.toString(counted.first), counted.second});
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(2, counted.second);
            total += counted.first;
        }
        if (m_lastSummary) {
            const auto drift = m_lastSummary->drift().find(capability);
            if (drift != m_lastSummary->drift().end()) {
                top->setText(1, locale.toString(drift->second.failing));
                top->setText(2, tr("%1 of %2 recorded calls would not validate today")
                                    .arg(locale.toString(drift->second.failing), locale.toString(drift->second.checked)));
            }
        } else {
            top->setText(1, locale.toString(total));
        }
        top->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        top->setExpanded(true);
    }
    m_tabs->setTabText(1, m_driftCalls > 0 ? tr("Schema Drift (%1)").arg(QLocale().toString(m_driftCalls))
                                           : tr("Schema Drift"));
}

void AuditPane::updateSummary()
{
    const QLocale locale;
    m_summary->setVisible(m_scanning || m_lastSummary);
    if (!m_scanning && !m_lastSummary)
        return;
    QString text = tr("%1 findings shown of %2, in %3 conversations and %4 messages read")
                       .arg(locale.toString(m_model->shownCount()), locale.toString(qint64(m_model->findings().size())),
                            locale.toString(m_conversations), locale.toString(m_messages));
    if (m_lastSummary) {
        text += tr("; %1 high severity; %2 conversations with findings")
                    .arg(locale.toString(m_lastSummary->severityCount(provenance::LeakSeverity::High)),
                         locale.toString(m_lastSummary->conversationsWithFindings()));
        if (m_lastSummary->driftingCalls() > 0)
            text += tr("; %1 recorded calls drift from their schema").arg(locale.toString(m_lastSummary->driftingCalls()));
    }
    m_summary->setText(text + QLatin1Char('.'));
}

void AuditPane::updateActions()
{
    m_scanAction->setEnabled(!m_scanning);
    m_cancelAction->setEnabled(m_scanning);
    m_scope->setEnabled(!m_scanning);
    m_exportAction->setEnabled(!m_scanning && m_lastSummary.has_value());
    const AuditFindingsModel::Filter &filter = m_model->filter();
    m_clearFiltersAction->setEnabled(filter != AuditFindingsModel::Filter());
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    m_verdictAction->setEnabled(!m_scanning && !selected.isEmpty());
    m_openAction->setEnabled(m_view->currentIndex().isValid()
                             && m_view->currentIndex().data(AuditFindingsModel::FindingRole).toInt() >= 0);
}

std::vector<DeploymentFinding> AuditPane::selectedFindings() const
{
    std::vector<DeploymentFinding> findings;
    QSet<int> taken;
    const std::function<void(const QModelIndex &)> collect = [&](const QModelIndex &index) {
        const int finding = index.data(AuditFindingsModel::FindingRole).toInt();
        if (finding >= 0) {
            if (!taken.contains(finding)) {
                taken.insert(finding);
                findings.push_back(m_model->findings()[std::size_t(finding)]);
            }
            return;
        }
        for (int row = 0; row < m_model->rowCount(index); ++row)
            collect(m_model->index(row, 0, index));
    };
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        collect(m_sorter->mapToSource(index));
    return findings;
}

void AuditPane::addVerdicts(const QHash<QString, AuditVerdict> &verdicts)
{
    m_model->addVerdicts(verdicts);
}

void AuditPane::activate(const QModelIndex &index)
{
    const QModelIndex source = m_sorter->mapToSource(index);
    const int finding = source.data(AuditFindingsModel::FindingRole).toInt();
    if (finding < 0)
        return;
    const DeploymentFinding &found = m_model->findings()[std::size_t(finding)];
    emit findingActivated(found, m_model->titleOf(found.conversationId));
}

bool AuditPane::exportReport(const QString &path)
{
    if (!m_lastSummary)
        return false;
    const Status written = m_lastSummary->writeReport(m_context, path);
    if (!written) {
        QMessageBox::warning(this, tr("Cannot write the report"), written.error().message);
        return false;
    }
    emit statusMessage(tr("Wrote the deployment report to %1").arg(path));
    return true;
}

void AuditPane::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("audit/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("audit/header"), m_view->header()->saveState());
    settings.setValue(QStringLiteral("audit/scope"), m_scope->currentIndex());
    settings.setValue(QStringLiteral("audit/tab"), m_tabs->currentIndex());
}

void AuditPane::restoreState()
{
    const QSettings settings;
    if (settings.contains(QStringLiteral("audit/splitter")))
        m_splitter->restoreState(settings.value(QStringLiteral("audit/splitter")).toByteArray());
    if (settings.contains(QStringLiteral("audit/header")))
        m_view->header()->restoreState(settings.value(QStringLiteral("audit/header")).toByteArray());
    m_scope->setCurrentIndex(std::clamp(settings.value(QStringLiteral("audit/scope"), 0).toInt(), 0, m_scope->count() - 1));
    m_tabs->setCurrentIndex(std::clamp(settings.value(QStringLiteral("audit/tab"), 0).toInt(), 0, m_tabs->count() - 1));
}

} // namespace capstudio
