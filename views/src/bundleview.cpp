#include "views/bundleview.h"

#include "core/tone.h"

#include "provenance/bundle.h"
#include "views/findingsmodel.h"
#include "views/messagedetailview.h"
#include "views/timelinefilterproxy.h"
#include "views/timelinemodel.h"
#include "views/tonestyle.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QPushButton>
#include <QFrame>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace capstudio {

using provenance::Bundle;
using provenance::Role;

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString isoTime(qint64 ms)
{
    if (ms == 0)
        return QStringLiteral("—");
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

} // namespace

BundleView::BundleView(std::shared_ptr<const Bundle> bundle, QWidget *parent)
    : QWidget(parent)
    , m_bundle(std::move(bundle))
    , m_model(new TimelineModel(this))
    , m_proxy(new TimelineFilterProxy(this))
    , m_findings(new FindingsModel(this))
    , m_findingsSorter(new FindingsSortProxy(this))
    , m_header(new QLabel(this))
    , m_slug(new QComboBox(this))
    , m_role(new QComboBox(this))
    , m_failedOnly(new QCheckBox(tr("&Failed calls only"), this))
    , m_leaksOnly(new QCheckBox(tr("&Leaks only"), this))
    , m_text(new QLineEdit(this))
    , m_textTimer(new QTimer(this))
    , m_count(new QLabel(this))
    , m_timeline(new QTreeView(this))
    , m_findingsView(new QTableView(this))
    , m_detail(new MessageDetailView(this))
    , m_changedBanner(new QFrame(this))
    , m_changedText(new QLabel(m_changedBanner))
    , m_fileCheck(new QTimer(this))
    , m_mainSplitter(new QSplitter(Qt::Horizontal, this))
    , m_leftSplitter(new QSplitter(Qt::Vertical, this))
{
    m_model->setBundle(m_bundle);
    m_proxy->setSourceModel(m_model);
    m_findings->setBundle(m_bundle);
    m_findingsSorter->setSourceModel(m_findings);
    m_findingsSorter->setSortRole(FindingsModel::SortRole);
    m_detail->setBundle(m_bundle);

    // Where leaks and calls are, in timeline order, for next/previous.
    for (const provenance::Finding &finding : m_bundle->findings()) {
        if (finding.message >= 0)
            m_leakStops.emplace_back(finding.message, finding.call);
    }
    std::sort(m_leakStops.begin(), m_leakStops.end());
    m_leakStops.erase(std::unique(m_leakStops.begin(), m_leakStops.end()), m_leakStops.end());
    m_callStops.reserve(m_bundle->calls().size());
    for (size_t i = 0; i < m_bundle->calls().size(); ++i)
        m_callStops.emplace_back(int(m_bundle->calls()[i].message), int(i));
    std::sort(m_callStops.begin(), m_callStops.end());

    buildHeader();
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(m_header, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("capstudio:drift"))
            nextDrift();
    });
    m_header->setContentsMargins(4, 2, 4, 4);

    m_timeline->setModel(m_proxy);
    m_timeline->setUniformRowHeights(true);
    m_timeline->setAlternatingRowColors(true);
    m_timeline->setSelectionMode(QAbstractItemView::SingleSelection);
    m_timeline->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_timeline->setAllColumnsShowFocus(true);
    m_timeline->setWordWrap(false);
    m_timeline->setTextElideMode(Qt::ElideRight);
    m_timeline->header()->setStretchLastSection(true);
    const QFontMetrics metrics = m_timeline->fontMetrics();
    const auto width = [&metrics](const QString &sample) { return metrics.horizontalAdvance(sample) + 18; };
    m_timeline->setColumnWidth(TimelineModel::ItemColumn, width(QStringLiteral("#99 Tool · lookup_customer")) + 30);
    m_timeline->setColumnWidth(TimelineModel::TimeColumn,
                               width(m_model->showsDates() ? QStringLiteral("2026-12-31 23:59:59") : QStringLiteral("23:59:59")));
    m_timeline->setColumnWidth(TimelineModel::StatusColumn, width(QStringLiteral("4 calls · 1 failed")));
    m_timeline->setColumnWidth(TimelineModel::LatencyColumn, width(QStringLiteral("99,999 ms")));
    m_timeline->setColumnWidth(TimelineModel::CostColumn, width(QStringLiteral("$0.000")));
    m_timeline->setColumnWidth(TimelineModel::LeaksColumn, width(tr("Leaks")));
    // The content preview comes right after the message, where it is visible without scrolling.
    m_timeline->header()->moveSection(m_timeline->header()->visualIndex(TimelineModel::PreviewColumn), 1);
    m_timeline->setColumnWidth(TimelineModel::PreviewColumn, width(QString(30, QLatin1Char('n'))));
    // Expanding 179,520 rows would be slow and useless; small bundles open expanded.
    if (m_bundle->messages().size() <= 2000)
        m_timeline->expandAll();
    connect(m_timeline->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        if (!m_selecting)
            showCurrent();
    });

    m_findingsView->setModel(m_findingsSorter);
    m_findingsView->setColumnHidden(FindingsModel::VerdictColumn, true); // until a review says otherwise
    m_findingsView->setAccessibleName(tr("Findings"));
    m_findingsView->setTabKeyNavigation(false);
    m_timeline->setAccessibleName(tr("Timeline"));
    m_detail->setAccessibleName(tr("Message detail"));
    m_text->setAccessibleName(tr("Filter the timeline"));
    // Sorted by message; a click on a column sorts by it. The findings usually arrive in
    // message order already, and then they are not sorted again: QTableView's own sorting
    // would compare them all through model indexes as the bundle opens (20 ms for a
    // 200 MB bundle's findings, on the window's thread).
    QHeaderView *findingsHeader = m_findingsView->horizontalHeader();
    findingsHeader->setSortIndicator(FindingsModel::MessageColumn, Qt::AscendingOrder);
    findingsHeader->setSortIndicatorShown(true);
    findingsHeader->setSectionsClickable(true);
    connect(findingsHeader, &QHeaderView::sortIndicatorChanged, m_findingsSorter,
            [this](int column, Qt::SortOrder order) { m_findingsSorter->sort(column, order); });
    const std::vector<provenance::Finding> &findings = m_bundle->findings();
    const bool inMessageOrder = std::is_sorted(findings.begin(), findings.end(), [](const auto &a, const auto &b) {
        return a.message < b.message;
    });
    if (!inMessageOrder)
        m_findingsSorter->sort(FindingsModel::MessageColumn, Qt::AscendingOrder);
    m_findingsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_findingsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_findingsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_findingsView->setWordWrap(false);
    m_findingsView->verticalHeader()->hide();
    m_findingsView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_findingsView->verticalHeader()->setDefaultSectionSize(m_findingsView->fontMetrics().height() + 6);
    m_findingsView->horizontalHeader()->setStretchLastSection(true);
    m_findingsView->setColumnWidth(FindingsModel::SeverityColumn, width(tr("Severity")) + 12);
    m_findingsView->setColumnWidth(FindingsModel::KindColumn, width(QStringLiteral("Email address")));
    m_findingsView->setColumnWidth(FindingsModel::MessageColumn, width(tr("Message")) + 12);
    m_findingsView->setColumnWidth(FindingsModel::CallColumn, width(QStringLiteral("lookup_customer (tool row)")));
    m_findingsView->setColumnWidth(FindingsModel::MaskedColumn, width(QStringLiteral("a***@e***.com")));
    m_findingsView->setToolTip(tr("Double-click or press Enter to go to a finding."));
    connect(m_findingsView, &QTableView::activated, this, [this](const QModelIndex &index) {
        followFinding(index.data(FindingsModel::FindingRole).toInt());
    });

    connect(m_detail, &MessageDetailView::messageLinkActivated, this, [this](int m) { selectMessage(m); });
    connect(m_detail, &MessageDetailView::callLinkActivated, this, [this](int c) { selectCall(c); });

    auto *findingsBox = new QWidget(this);
    auto *findingsLayout = new QVBoxLayout(findingsBox);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    auto *findingsTitle = new QLabel(tr("Findings: %n unredacted value(s)", nullptr, int(m_bundle->findings().size())),
                                     findingsBox);
    findingsTitle->setBuddy(m_findingsView);
    findingsLayout->addWidget(findingsTitle);
    m_review = new QLabel(findingsBox);
    m_review->setObjectName(QStringLiteral("bundleReview"));
    m_review->setWordWrap(true);
    m_review->hide();
    findingsLayout->addWidget(m_review);
    findingsLayout->addWidget(m_findingsView, 1);

    auto *timelineBox = new QWidget(this);
    auto *timelineLayout = new QVBoxLayout(timelineBox);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->addWidget(buildFilters());
    timelineLayout->addWidget(m_timeline, 1);

    m_leftSplitter->addWidget(timelineBox);
    m_leftSplitter->addWidget(findingsBox);
    m_leftSplitter->setStretchFactor(0, 3);
    m_leftSplitter->setStretchFactor(1, 1);
    m_leftSplitter->setChildrenCollapsible(false);
    m_mainSplitter->addWidget(m_leftSplitter);
    m_mainSplitter->addWidget(m_detail);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
    m_mainSplitter->setSizes({560, 440});
    m_leftSplitter->setSizes({600, 200});
    m_mainSplitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_changedBanner);
    layout->addWidget(m_header);
    layout->addWidget(m_mainSplitter, 1);

    // The bundle keeps reading its file: when someone truncates or rewrites it, say so
    // and offer to read it again, instead of showing what is no longer there.
    m_changedBanner->setObjectName(QStringLiteral("changedBanner"));
    static_cast<QFrame *>(m_changedBanner)->setFrameShape(QFrame::StyledPanel);
    m_changedBanner->setAutoFillBackground(true);
    keepInTone(m_changedBanner, [banner = m_changedBanner] {
        QPalette warning = QApplication::palette(banner);
        warning.setColor(QPalette::Window, toneBackground(Tone::Neutral, warning));
        banner->setPalette(warning);
    });
    m_changedText->setWordWrap(true);
    auto *reopen = new QPushButton(tr("&Reopen"), m_changedBanner);
    reopen->setObjectName(QStringLiteral("reopenBundle"));
    connect(reopen, &QPushButton::clicked, this, &BundleView::reopenRequested);
    auto *bannerLayout = new QHBoxLayout(m_changedBanner);
    bannerLayout->setContentsMargins(8, 4, 8, 4);
    bannerLayout->addWidget(m_changedText, 1);
    bannerLayout->addWidget(reopen);
    m_changedBanner->hide();
    m_fileCheck->setInterval(1000);
    connect(m_fileCheck, &QTimer::timeout, this, &BundleView::checkFile);
    if (!m_bundle->path().isEmpty())
        m_fileCheck->start();
    updateCount();
    if (!m_bundle->messages().empty()) {
        // The first message is current before the tree has laid out its rows: the tree's own
        // answer to a new current row would lay out every row here (179,520 rows, 35 ms),
        // and it does so anyway once shown, in an event of its own. Nothing is painted yet.
        const QModelIndex first = m_proxy->mapFromSource(m_model->messageIndex(0));
        {
            const QSignalBlocker quiet(m_timeline->selectionModel());
            m_timeline->selectionModel()->setCurrentIndex(
                first, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        }
        showCurrent();
    }
}

BundleView::~BundleView() = default;

void BundleView::setReview(const provenance::ReviewFile &review, provenance::ReviewFile::State state,
                           QHash<int, provenance::ReviewFile::Entry> verdicts)
{
    using State = provenance::ReviewFile::State;
    const QString fingerprint = provenance::SigningKey::fingerprint(review.publicKey());
    const int given = int(review.entries().size());
    Tone tone = Tone::Positive;
    QString text;
    switch (state) {
    case State::Good:
        text = tr("Reviewed: %n verdict(s), signed with key %1; the bundle is as it was judged.", nullptr, given)
                   .arg(fingerprint);
        break;
    case State::EvidenceChanged:
    case State::EvidenceMissing:
        tone = Tone::Neutral;
        text = tr("Reviewed: %n verdict(s), signed with key %1, but the bundle changed since they were given: "
                  "every verdict is stale.", nullptr, given)
                   .arg(fingerprint);
        break;
    case State::BadSignature:
        tone = Tone::Negative;
        text = tr("The review beside this bundle fails its signature (changed after it was signed): its "
                  "verdicts are not shown.");
        break;
    }
    if (state == State::BadSignature)
        verdicts.clear();
    m_findings->setVerdicts(std::move(verdicts), state != State::Good);
    m_review->setText(text);
    QPalette palette = m_review->palette();
    palette.setColor(QPalette::WindowText, toneColor(tone, palette));
    m_review->setPalette(palette);
    m_review->show();
    m_findingsView->setColumnHidden(FindingsModel::VerdictColumn, state == State::BadSignature);
    m_findingsView->resizeColumnToContents(FindingsModel::VerdictColumn);
}

void BundleView::checkFile()
{
    if (!m_bundle->changedOnDisk(true))
        return;
    m_fileCheck->stop();
    m_changedText->setText(tr("%1 changed on disk while it was open (truncated, rewritten or rotated): the "
                              "timeline and findings are what it held before, and message details can no longer "
                              "be read from it. Reopen it to see what it holds now.")
                               .arg(m_bundle->path()));
    m_changedBanner->show();
    m_detail->clearDetail();
    emit statusMessage(m_bundle->changedMessage());
}

void BundleView::setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas)
{
    m_schemas = schemas;
    m_detail->setDriftSchemas(schemas);
    const int run = ++m_driftRun;
    if (!schemas || schemas->empty()) {
        m_driftDone = run;
        m_drift.clear();
        buildHeader();
        emit driftChecked();
        return;
    }
    // Every message with calls is decoded: off this thread, so a large bundle keeps the window.
    // m_driftTasks waits for the check before the view goes, so the answer may name it.
    m_driftTasks.start([this, run, schemas, bundle = m_bundle] {
        auto drift = std::make_shared<std::vector<CallDrift>>();
        for (int index = 0; index < int(bundle->messages().size()); ++index) {
            const provenance::MessageSummary &message = bundle->messages()[std::size_t(index)];
            if (message.callCount == 0)
                continue;
            const provenance::MessageDetail detail = bundle->message(index);
            for (int call = 0; call < int(detail.calls.size()); ++call) {
                const provenance::CallDetail &recorded = detail.calls.at(call);
                if (!schemas->has(recorded.slug))
                    continue;
                std::vector<provenance::DriftSchemas::Violation> violations =
                    schemas->violations(recorded.slug, recorded.argumentsJson);
                if (!violations.empty())
                    drift->push_back({int(message.firstCall) + call, recorded.slug, std::move(violations)});
            }
        }
        QMetaObject::invokeMethod(
            this, [this, run, drift] {
                if (run != m_driftRun)
                    return; // checked again since
                m_driftDone = run;
                m_drift = std::move(*drift);
                buildHeader();
                emit driftChecked();
            },
            Qt::QueuedConnection);
    });
}

bool BundleView::nextDrift()
{
    if (m_drift.empty())
        return false;
    const int current = currentCall();
    auto next = std::upper_bound(m_drift.begin(), m_drift.end(), current,
                                 [](int call, const CallDrift &drift) { return call < drift.call; });
    if (next == m_drift.end())
        next = m_drift.begin();
    selectCall(next->call);
    emit statusMessage(tr("%1, call %2: %3")
                           .arg(next->slug)
                           .arg(next->call + 1)
                           .arg(next->violations.front().message));
    return true;
}

void BundleView::buildHeader()
{
    const Bundle &bundle = *m_bundle;
    const provenance::ConversationInfo &c = bundle.conversation();
    const QString title = c.title.isEmpty() ? tr("(untitled conversation)") : c.title;
    QString agent = c.agentName.isEmpty() ? tr("unknown agent") : c.agentName;
    if (!c.agentSlug.isEmpty())
        agent += QStringLiteral(" (") + c.agentSlug + QLatin1Char(')');
    const QLocale locale;
    QStringList counts;
    counts << tr("%1 messages").arg(locale.toString(qlonglong(bundle.messages().size())))
           << tr("%1 capability calls").arg(locale.toString(qlonglong(bundle.calls().size())))
           << tr("%1 failed").arg(locale.toString(bundle.failedCallCount()));
    const QString leaks = tr("%1 leaks").arg(locale.toString(qlonglong(bundle.findings().size())));
    const QString negative = toneColor(Tone::Negative, palette()).name();
    counts << (bundle.findings().empty() ? leaks : QStringLiteral("<b style='color:%1'>%2</b>").arg(negative, leaks));
    if (bundle.invalidProvenanceCount() > 0)
        counts << QStringLiteral("<b style='color:%1'>%2</b>")
                      .arg(negative, tr("%1 with invalid provenance").arg(bundle.invalidProvenanceCount()));
    if (!m_drift.empty())
        counts << QStringLiteral("<a href='capstudio:drift' style='color:%1'><b>%2</b></a>")
                      .arg(toneColor(Tone::Neutral, palette()).name(),
                           escaped(tr("%n call(s) drift from today's schemas", nullptr, int(m_drift.size()))));
    const QString none = QStringLiteral("—");
    m_header->setText(
        QStringLiteral("<span style='font-size:large'><b>%1</b></span> &nbsp; %2<br>"
                       "<span style='color:%5'>%3</span><br>%4")
            .arg(escaped(title), escaped(tr("Agent: %1").arg(agent)),
                 escaped(tr("Conversation %1 · user %2 · agent %3 · %4 → %5")
                             .arg(c.id.isEmpty() ? none : c.id, c.userId.isEmpty() ? none : c.userId,
                                  c.agentId.isEmpty() ? none : c.agentId, isoTime(bundle.firstTimeMs()),
                                  isoTime(bundle.lastTimeMs()))),
                 counts.join(QStringLiteral(" · ")), toneColor(Tone::Muted, palette()).name()));
}

QWidget *BundleView::buildFilters()
{
    auto *bar = new QWidget(this);
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    auto *first = new QHBoxLayout;
    auto *layout = new QHBoxLayout;
    rows->addLayout(first);
    rows->addLayout(layout);
    m_slug->addItem(tr("All capabilities"), QString());
    for (const QString &slug : m_bundle->slugs())
        m_slug->addItem(slug, slug);
    m_slug->setToolTip(tr("Show only the calls and tool rows of this capability"));
    m_slug->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_slug->setMinimumContentsLength(18);
    m_role->addItem(tr("All roles"), QString());
    for (Role role : {Role::User, Role::Assistant, Role::Tool, Role::System, Role::Other})
        m_role->addItem(TimelineModel::roleIcon(int(role)), provenance::roleTitle(role), provenance::roleId(role));
    m_role->setToolTip(tr("Show only messages of this role"));
    m_text->setPlaceholderText(tr("Filter content and slugs…"));
    m_text->setClearButtonEnabled(true);
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(300);
    m_failedOnly->setToolTip(tr("Show only failed calls and the tool rows that answer them"));
    m_leaksOnly->setToolTip(tr("Show only messages and calls with unredacted values"));
    first->addWidget(m_text, 1);
    first->addWidget(m_count);
    layout->addWidget(m_slug);
    layout->addWidget(m_role);
    layout->addWidget(m_failedOnly);
    layout->addWidget(m_leaksOnly);
    layout->addStretch(1);

    connect(m_slug, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setSlug(m_slug->currentData().toString());
        updateCount();
    });
    connect(m_role, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setRole(m_role->currentData().toString());
        updateCount();
    });
    connect(m_failedOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_proxy->setFailedOnly(on);
        updateCount();
    });
    connect(m_leaksOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_proxy->setLeaksOnly(on);
        updateCount();
    });
    connect(m_text, &QLineEdit::textChanged, m_textTimer, qOverload<>(&QTimer::start));
    connect(m_textTimer, &QTimer::timeout, this, &BundleView::applyTextFilter);
    connect(m_text, &QLineEdit::returnPressed, this, &BundleView::applyTextFilter);
    // The text is searched off the window's thread; rows and the count follow as it goes.
    connect(m_proxy, &TimelineFilterProxy::searchProgress, this, &BundleView::updateCount);
    return bar;
}

void BundleView::applyTextFilter()
{
    m_textTimer->stop();
    m_proxy->setText(m_text->text());
    updateCount();
}

void BundleView::focusFilter()
{
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

void BundleView::clearFilters()
{
    const QSignalBlocker b1(m_slug), b2(m_role), b3(m_failedOnly), b4(m_leaksOnly), b5(m_text);
    m_slug->setCurrentIndex(0);
    m_role->setCurrentIndex(0);
    m_failedOnly->setChecked(false);
    m_leaksOnly->setChecked(false);
    m_text->clear();
    m_textTimer->stop();
    m_proxy->clearFilters();
    updateCount();
}

void BundleView::updateCount()
{
    const QLocale locale;
    const int total = int(m_bundle->messages().size());
    const int shown = m_proxy->rowCount();
    if (m_proxy->isSearching())
        m_count->setText(tr("%1 of %2 messages, searching…").arg(locale.toString(shown), locale.toString(total)));
    else
        m_count->setText(shown == total ? tr("%1 messages").arg(locale.toString(total))
                                        : tr("%1 of %2 messages").arg(locale.toString(shown), locale.toString(total)));
    if (m_proxy->isFiltering() && total <= 2000)
        m_timeline->expandAll();
}

int BundleView::currentMessage() const
{
    const QModelIndex index = m_timeline->currentIndex();
    return index.isValid() ? index.data(TimelineModel::MessageRole).toInt() : -1;
}

int BundleView::currentCall() const
{
    const QModelIndex index = m_timeline->currentIndex();
    return index.isValid() ? index.data(TimelineModel::CallRole).toInt() : -1;
}

void BundleView::showCurrent()
{
    const int call = currentCall();
    if (call >= 0)
        m_detail->showCall(call);
    else if (currentMessage() >= 0)
        m_detail->showMessage(currentMessage());
    else
        m_detail->clearDetail();
    emit selectionChanged();
}

void BundleView::select(const QModelIndex &sourceIndex, int finding)
{
    if (!sourceIndex.isValid())
        return;
    QModelIndex proxyIndex = m_proxy->mapFromSource(sourceIndex);
    if (!proxyIndex.isValid()) {
        clearFilters();
        emit statusMessage(tr("Filters cleared to show the selection."));
        proxyIndex = m_proxy->mapFromSource(sourceIndex);
    }
    if (proxyIndex.parent().isValid())
        m_timeline->expand(proxyIndex.parent());
    m_selecting = true;
    m_timeline->selectionModel()->setCurrentIndex(
        proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_selecting = false;
    m_timeline->scrollTo(proxyIndex);
    const int call = sourceIndex.data(TimelineModel::CallRole).toInt();
    if (call >= 0)
        m_detail->showCall(call, finding);
    else
        m_detail->showMessage(sourceIndex.data(TimelineModel::MessageRole).toInt(), finding);
    if (finding >= 0) {
        // The findings table follows along.
        const QModelIndex row = m_findingsSorter->mapFromSource(m_findings->index(finding, 0));
        m_findingsView->selectionModel()->setCurrentIndex(
            row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_findingsView->scrollTo(row);
    }
    emit selectionChanged();
}

void BundleView::selectMessage(int message, int finding)
{
    select(m_model->messageIndex(message), finding);
}

void BundleView::selectCall(int call, int finding)
{
    select(m_model->callIndex(call), finding);
}

void BundleView::followFinding(int finding)
{
    if (finding < 0 || finding >= int(m_bundle->findings().size()))
        return;
    const provenance::Finding &f = m_bundle->findings()[size_t(finding)];
    if (f.call >= 0)
        selectCall(f.call, finding);
    else if (f.message >= 0)
        selectMessage(f.message, finding);
    else
        emit statusMessage(tr("This leak is in the conversation header: %1").arg(f.location()));
    m_timeline->setFocus(Qt::OtherFocusReason);
}

QModelIndex BundleView::sourceIndexOf(const Stop &stop) const
{
    return stop.second >= 0 ? m_model->callIndex(stop.second) : m_model->messageIndex(stop.first);
}

BundleView::Stop BundleView::currentStop() const
{
    return {currentMessage(), currentCall()};
}

bool BundleView::step(const std::vector<Stop> &stops, bool forward, bool leaks, const QString &what)
{
    if (stops.empty()) {
        emit statusMessage(tr("There are no %1 in this bundle.").arg(what));
        return false;
    }
    const Stop here = currentStop();
    const auto visible = [this](const Stop &stop) {
        return m_proxy->mapFromSource(sourceIndexOf(stop)).isValid();
    };
    // From the current position onward (or backward), then once around.
    const auto first = std::upper_bound(stops.begin(), stops.end(), here);
    const auto last = std::lower_bound(stops.begin(), stops.end(), here);
    const size_t count = stops.size();
    const size_t start = forward ? size_t(first - stops.begin()) : size_t(last - stops.begin()) + count - 1;
    for (size_t k = 0; k < count; ++k) {
        const size_t at = forward ? (start + k) % count : (start - k) % count;
        const Stop &stop = stops[at];
        if (stop == here || !visible(stop))
            continue;
        const bool wrapped = forward ? at < size_t(first - stops.begin()) : at >= size_t(last - stops.begin());
        int finding = -1;
        if (leaks) {
            for (size_t i = 0; i < m_bundle->findings().size(); ++i) {
                const provenance::Finding &f = m_bundle->findings()[i];
                if (f.message == stop.first && f.call == stop.second) {
                    finding = int(i);
                    break;
                }
            }
        }
        select(sourceIndexOf(stop), finding);
        if (wrapped)
            emit statusMessage(tr("Wrapped around to the %1.").arg(forward ? tr("first") : tr("last")));
        return true;
    }
    emit statusMessage(tr("No further %1 among the rows shown.").arg(what));
    return false;
}

bool BundleView::nextLeak() { return step(m_leakStops, true, true, tr("leaks")); }
bool BundleView::previousLeak() { return step(m_leakStops, false, true, tr("leaks")); }
bool BundleView::nextCall() { return step(m_callStops, true, false, tr("capability calls")); }
bool BundleView::previousCall() { return step(m_callStops, false, false, tr("capability calls")); }

bool BundleView::hasCounterpart() const
{
    const int call = currentCall();
    if (call >= 0)
        return m_bundle->calls()[size_t(call)].toolMessage >= 0;
    const int message = currentMessage();
    return message >= 0 && m_bundle->messages()[size_t(message)].answersCall >= 0;
}

bool BundleView::goToCounterpart()
{
    const int call = currentCall();
    if (call >= 0) {
        const int tool = m_bundle->calls()[size_t(call)].toolMessage;
        if (tool < 0)
            return false;
        selectMessage(tool);
        return true;
    }
    const int message = currentMessage();
    if (message < 0 || m_bundle->messages()[size_t(message)].answersCall < 0)
        return false;
    selectCall(m_bundle->messages()[size_t(message)].answersCall);
    return true;
}

void BundleView::saveState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("provenance/mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("provenance/leftSplitter"), m_leftSplitter->saveState());
}

void BundleView::restoreState(const QSettings &settings)
{
    m_mainSplitter->restoreState(settings.value(QStringLiteral("provenance/mainSplitter")).toByteArray());
    m_leftSplitter->restoreState(settings.value(QStringLiteral("provenance/leftSplitter")).toByteArray());
}

} // namespace capstudio
