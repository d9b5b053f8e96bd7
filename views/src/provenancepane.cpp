#include "views/provenancepane.h"

#include "provenance/review.h"

#include "provenance/bundle.h"
#include "redactionmarks.h"
#include "views/bundlecomparedialog.h"
#include "views/bundleview.h"
#include "core/tone.h"
#include "views/emptystate.h"

#include <QAction>
#include <QColor>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QPointer>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

namespace capstudio {

using provenance::Bundle;
using provenance::Finding;
using redactionmarks::plainToolTip;

struct ProvenancePane::LoadResult
{
    Bundle::Result result;
    // The review kept beside a bundle file, read and checked with it (hashing a large bundle
    // stays off the window's thread).
    std::optional<provenance::ReviewFile> review;
    provenance::ReviewFile::State reviewState = provenance::ReviewFile::State::Good;
    QHash<int, provenance::ReviewFile::Entry> verdicts; // by finding
};

struct ProvenancePane::Entry
{
    int serial = 0;
    QString key;
    QString title;
    QString source; // the path, or the title of bytes
    QTreeWidgetItem *item = nullptr;
    QWidget *page = nullptr;
    BundleView *view = nullptr; // null while loading and on error
    QString error;
    bool loading = true;
    std::optional<ProvenancePane::FindingFocus> focus; // shown once loaded
};

namespace {

constexpr int EntryRole = Qt::UserRole + 1;        // int serial, on open entries
constexpr int ConversationRole = Qt::UserRole + 2; // QString id, on workspace entries

QWidget *messagePage(const QString &title, const QString &text, QWidget *parent, bool busy)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 24, 24, 24);
    auto *heading = new QLabel(title, page);
    QFont font = heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    heading->setFont(font);
    heading->setTextFormat(Qt::PlainText);
    heading->setWordWrap(true);
    auto *body = new QLabel(text, page);
    body->setTextFormat(Qt::PlainText);
    body->setWordWrap(true);
    body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    body->setObjectName(QStringLiteral("messageText"));
    layout->addWidget(heading);
    layout->addWidget(body);
    if (busy) {
        auto *bar = new QProgressBar(page);
        bar->setRange(0, 0);
        layout->addWidget(bar);
    }
    layout->addStretch(1);
    return page;
}

} // namespace

ProvenancePane::ProvenancePane(QWidget *parent)
    : QWidget(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_list(new QTreeWidget(this))
    , m_openRoot(new QTreeWidgetItem(m_list, {tr("Open bundles")}))
    , m_workspaceRoot(new QTreeWidgetItem(m_list, {tr("Workspace")}))
    , m_stack(new QStackedWidget(this))
    , m_welcome(nullptr)
    , m_toolBar(new QToolBar(tr("Provenance"), this))
    , m_recentMenu(new QMenu(tr("Recent &Bundles"), this))
{
    createActions();
    updateRecentMenu();

    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    for (QTreeWidgetItem *root : {m_openRoot, m_workspaceRoot}) {
        root->setFlags(Qt::ItemIsEnabled);
        QFont font = m_list->font();
        font.setBold(true);
        root->setFont(0, font);
        root->setExpanded(true);
    }
    m_list->setAccessibleName(tr("Bundles and conversations"));
    m_workspaceRoot->setToolTip(0, tr("Conversations stored in the workspace; select one to open it."));
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { showEntry(item); });
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { showEntry(item); });

    auto *welcome = new EmptyState(this);
    welcome->setObjectName(QStringLiteral("provenanceEmptyState"));
    welcome->setTitle(tr("No bundle open"));
    welcome->setText(
        tr("<p>Open a provenance bundle (the JSON of <code>GET …/conversations/:id/provenance</code>) to "
           "review every capability call of a conversation, its redacted arguments and result preview, "
           "and every place where redaction leaked.</p>"
           "<p>Drop .json files on the window, pass them on the command line "
           "(<code>capstudio BUNDLE.json</code>), or pick a workspace conversation on the left.</p>"));
    welcome->setActions({m_openAction});
    m_welcome = welcome;
    m_stack->addWidget(m_welcome);

    m_splitter->addWidget(m_list);
    m_splitter->addWidget(m_stack);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({210, 1070});
    m_splitter->setChildrenCollapsible(false);

    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_closeAction);
    m_toolBar->addSeparator();
    m_toolBar->addActions(navigationActions());
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportRedactedAction);
    m_toolBar->addAction(m_exportReportAction);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_splitter, 1);
    updateActions();
}

ProvenancePane::~ProvenancePane()
{
    // A reader not started yet is taken back; one running holds only its own copy of the
    // input and is waited for. What it reports afterwards reaches no one.
    m_loads.finish();
    qDeleteAll(m_entries);
}

void ProvenancePane::createActions()
{
    const auto withTip = [](QAction *action, const QString &tip) {
        action->setToolTip(action->shortcut().isEmpty()
                               ? tip
                               : tr("%1 (%2)").arg(tip, action->shortcut().toString(QKeySequence::NativeText)));
        action->setStatusTip(tip);
    };
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open"),
                                                style()->standardIcon(QStyle::SP_DialogOpenButton)),
                               tr("Open &Bundle…"), this);
    m_openAction->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    withTip(m_openAction, tr("Open conversation provenance bundles (.json)"));
    connect(m_openAction, &QAction::triggered, this, &ProvenancePane::openFileDialog);

    m_closeAction = new QAction(QIcon::fromTheme(QStringLiteral("document-close")), tr("&Close Bundle"), this);
    m_closeAction->setShortcut(QKeySequence(tr("Ctrl+Shift+W")));
    withTip(m_closeAction, tr("Close the selected bundle"));
    connect(m_closeAction, &QAction::triggered, this, &ProvenancePane::closeCurrent);

    m_exportRedactedAction = new QAction(tr("Export &Redacted Copy…"), this);
    withTip(m_exportRedactedAction,
            tr("Write the bundle with every leak replaced by what Sunrise's redaction would have written"));
    connect(m_exportRedactedAction, &QAction::triggered, this, [this] { exportRedactedCopy(); });

    m_compareAction = new QAction(tr("Co&mpare With…"), this);
    withTip(m_compareAction, tr("Compare the selected bundle with another open one, side by side"));
    connect(m_compareAction, &QAction::triggered, this, &ProvenancePane::compareDialog);

    m_exportReportAction = new QAction(tr("Export &Audit Report…"), this);
    withTip(m_exportReportAction, tr("Write the audit report of the bundle as Markdown or HTML"));
    connect(m_exportReportAction, &QAction::triggered, this, [this] { exportAuditReport(); });

    const auto navigation = [this, &withTip](const QString &text, const QKeySequence &key, const QString &tip,
                                             bool (BundleView::*method)()) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        withTip(action, tip);
        connect(action, &QAction::triggered, this, [this, method] {
            if (BundleView *view = currentView())
                (view->*method)();
        });
        return action;
    };
    m_nextLeakAction = navigation(tr("Next &Leak"), QKeySequence(Qt::Key_F8), tr("Go to the next unredacted value"),
                                  &BundleView::nextLeak);
    m_previousLeakAction = navigation(tr("Previous L&eak"), QKeySequence(Qt::SHIFT | Qt::Key_F8),
                                      tr("Go to the previous unredacted value"), &BundleView::previousLeak);
    m_nextCallAction = navigation(tr("Next &Call"), QKeySequence(Qt::CTRL | Qt::Key_Down),
                                  tr("Go to the next capability call"), &BundleView::nextCall);
    m_previousCallAction = navigation(tr("Previous C&all"), QKeySequence(Qt::CTRL | Qt::Key_Up),
                                      tr("Go to the previous capability call"), &BundleView::previousCall);
    m_counterpartAction = navigation(tr("&Jump Tool Row ↔ Call"), QKeySequence(Qt::CTRL | Qt::Key_J),
                                     tr("From a tool row to the traced call it answers, and back"),
                                     &BundleView::goToCounterpart);
    m_findAction = new QAction(tr("&Filter Timeline"), this);
    m_findAction->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    withTip(m_findAction, tr("Filter the timeline by content and slug"));
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (BundleView *view = currentView())
            view->focusFilter();
    });
    const QList<QAction *> all{m_openAction, m_closeAction, m_exportRedactedAction, m_exportReportAction,
                               m_nextLeakAction, m_previousLeakAction, m_nextCallAction,
                               m_previousCallAction, m_counterpartAction, m_findAction};
    for (QAction *action : all) {
        // Active while the focus is in this pane, whichever menu also shows them.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    // Opening works from anywhere in the window (File > Open Bundle…).
    m_openAction->setShortcutContext(Qt::WindowShortcut);
}

QList<QAction *> ProvenancePane::bundleActions() const
{
    return {m_closeAction, m_compareAction, m_exportRedactedAction, m_exportReportAction};
}

QList<QAction *> ProvenancePane::navigationActions() const
{
    return {m_previousLeakAction, m_nextLeakAction, m_previousCallAction, m_nextCallAction,
            m_counterpartAction, m_findAction};
}

void ProvenancePane::updateActions()
{
    BundleView *view = currentView();
    const bool hasBundle = view != nullptr;
    Entry *entry = currentEntryPtr();
    m_closeAction->setEnabled(entry != nullptr);
    m_exportRedactedAction->setEnabled(hasBundle);
    m_exportReportAction->setEnabled(hasBundle);
    m_compareAction->setEnabled(hasBundle && std::count_if(m_entries.cbegin(), m_entries.cend(), [](const Entry *e) {
                                                 return e->view != nullptr;
                                             }) >= 2);
    const bool hasLeaks = hasBundle && !view->bundle()->findings().empty();
    const bool hasCalls = hasBundle && !view->bundle()->calls().empty();
    m_nextLeakAction->setEnabled(hasLeaks);
    m_previousLeakAction->setEnabled(hasLeaks);
    m_nextCallAction->setEnabled(hasCalls);
    m_previousCallAction->setEnabled(hasCalls);
    m_counterpartAction->setEnabled(hasBundle && view->hasCounterpart());
    m_findAction->setEnabled(hasBundle);
}

ProvenancePane::Entry *ProvenancePane::entryForItem(QTreeWidgetItem *item) const
{
    if (!item)
        return nullptr;
    const int serial = item->data(0, EntryRole).toInt();
    for (Entry *entry : m_entries) {
        if (entry->serial == serial)
            return entry;
    }
    return nullptr;
}

ProvenancePane::Entry *ProvenancePane::currentEntryPtr() const
{
    return entryForItem(m_list->currentItem());
}

int ProvenancePane::bundleCount() const
{
    int count = 0;
    for (const Entry *entry : m_entries)
        count += entry->view != nullptr ? 1 : 0;
    return count;
}

int ProvenancePane::entryCount() const
{
    return int(m_entries.size());
}

bool ProvenancePane::isLoading() const
{
    return std::any_of(m_entries.cbegin(), m_entries.cend(), [](const Entry *e) { return e->loading; });
}

BundleView *ProvenancePane::currentView() const
{
    Entry *entry = currentEntryPtr();
    return entry ? entry->view : nullptr;
}

BundleView *ProvenancePane::viewAt(int entry) const
{
    return entry >= 0 && entry < m_entries.size() ? m_entries.at(entry)->view : nullptr;
}

QString ProvenancePane::currentError() const
{
    Entry *entry = currentEntryPtr();
    return entry ? entry->error : QString();
}

void ProvenancePane::setCurrentEntry(int entry)
{
    if (entry >= 0 && entry < m_entries.size())
        m_list->setCurrentItem(m_entries.at(entry)->item);
}

void ProvenancePane::compareDialog()
{
    const int current = currentEntry();
    QStringList titles;
    QList<int> others;
    for (int entry = 0; entry < m_entries.size(); ++entry) {
        if (entry != current && m_entries.at(entry)->view) {
            titles << m_entries.at(entry)->item->text(0);
            others << entry;
        }
    }
    if (others.isEmpty())
        return;
    int other = others.constFirst();
    if (others.size() > 1) {
        bool chosen = false;
        const QString title = QInputDialog::getItem(this, tr("Compare With"),
                                                    tr("Compare %1 with:").arg(m_entries.at(current)->item->text(0)),
                                                    titles, 0, false, &chosen);
        if (!chosen)
            return;
        other = others.at(titles.indexOf(title));
    }
    compareWith(other);
}

BundleCompareDialog *ProvenancePane::compareWith(int other)
{
    const int current = currentEntry();
    BundleView *a = viewAt(current);
    BundleView *b = viewAt(other);
    if (!a || !b || current == other)
        return nullptr;
    const QString titleA = m_entries.at(current)->item->text(0);
    const QString titleB = m_entries.at(other)->item->text(0);
    auto *dialog = new BundleCompareDialog(a->bundle(), titleA, b->bundle(), titleB, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A row double-clicked shows its message or call in its bundle, as long as both are open.
    const QPointer<BundleView> viewA(a);
    const QPointer<BundleView> viewB(b);
    const auto show = [this, viewA, viewB](BundleCompareDialog::Side side, const std::function<void(BundleView *)> &select) {
        BundleView *view = side == BundleCompareDialog::A ? viewA.data() : viewB.data();
        if (!view) {
            emit statusMessage(tr("That bundle is no longer open."));
            return;
        }
        for (int entry = 0; entry < m_entries.size(); ++entry) {
            if (m_entries.at(entry)->view == view)
                setCurrentEntry(entry);
        }
        select(view);
        window()->activateWindow();
    };
    connect(dialog, &BundleCompareDialog::messageRequested, this, [show](BundleCompareDialog::Side side, int message) {
        show(side, [message](BundleView *view) { view->selectMessage(message); });
    });
    connect(dialog, &BundleCompareDialog::callRequested, this, [show](BundleCompareDialog::Side side, int call) {
        show(side, [call](BundleView *view) { view->selectCall(call); });
    });
    dialog->show();
    return dialog;
}

int ProvenancePane::currentEntry() const
{
    return int(m_entries.indexOf(currentEntryPtr()));
}

void ProvenancePane::showEntry(QTreeWidgetItem *item)
{
    if (item && item->parent() == m_workspaceRoot) {
        const QString id = item->data(0, ConversationRole).toString();
        for (Entry *entry : std::as_const(m_entries)) {
            if (entry->key == QStringLiteral("workspace:") + id) {
                m_list->setCurrentItem(entry->item);
                return;
            }
        }
        emit conversationRequested(id);
        return;
    }
    Entry *entry = entryForItem(item);
    m_stack->setCurrentWidget(entry ? entry->page : m_welcome);
    updateActions();
}

void ProvenancePane::setConversationSource(const QString &name, bool embedded)
{
    m_workspaceRoot->setText(0, embedded ? tr("Workspace") : name);
    m_workspaceRoot->setToolTip(0, embedded ? tr("Conversations stored in the workspace; select one to open it.")
                                            : tr("Conversations of %1 visible to you; select one to open its "
                                                 "provenance bundle.")
                                                  .arg(name));
}

void ProvenancePane::setWorkspaceConversations(const QList<ConversationEntry> &conversations)
{
    const QSignalBlocker blocker(m_list);
    qDeleteAll(m_workspaceRoot->takeChildren());
    const QLocale locale;
    for (const ConversationEntry &conversation : conversations) {
        auto *item = new QTreeWidgetItem(m_workspaceRoot);
        const QString title = conversation.title.isEmpty() ? conversation.id : conversation.title;
        item->setText(0, title);
        item->setData(0, ConversationRole, conversation.id);
        item->setIcon(0, style()->standardIcon(QStyle::SP_FileIcon));
        item->setToolTip(0, plainToolTip(tr("%1\nAgent: %2\n%n message(s), last activity %3", nullptr,
                                             conversation.messageCount)
                                              .arg(conversation.id,
                                                   conversation.agentName.isEmpty() ? tr("unknown") : conversation.agentName,
                                                   locale.toString(conversation.updatedAt, QLocale::ShortFormat))));
    }
    if (conversations.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_workspaceRoot, {tr("(no conversations)")});
        item->setFlags(Qt::NoItemFlags);
    }
    m_workspaceRoot->setExpanded(true);
}

void ProvenancePane::openFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    startLoad(QStringLiteral("file:") + absolute, QFileInfo(path).fileName(), absolute, QByteArray());
}

void ProvenancePane::openBundleBytes(const QByteArray &bytes, const QString &title, const QString &key,
                                     const std::optional<FindingFocus> &focus)
{
    startLoad(key.isEmpty() ? QStringLiteral("bytes:%1").arg(m_nextSerial) : key, title, QString(), bytes, focus);
}

void ProvenancePane::setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas)
{
    m_schemas = std::move(schemas);
    for (Entry *entry : std::as_const(m_entries)) {
        if (entry->view)
            entry->view->setDriftSchemas(m_schemas);
    }
}

void ProvenancePane::showFocus(Entry *entry)
{
    if (!entry->focus || !entry->view)
        return;
    const FindingFocus focus = *std::exchange(entry->focus, std::nullopt);
    const Bundle &bundle = *entry->view->bundle();
    const std::vector<Finding> &findings = bundle.findings();
    for (int index = 0; index < int(findings.size()); ++index) {
        const Finding &finding = findings[std::size_t(index)];
        if (finding.embeddedPointer != focus.embeddedPointer)
            continue;
        if (focus.messageId.isEmpty()) {
            if (finding.message < 0 && finding.pointer.endsWith(focus.pointer)) {
                entry->view->followFinding(index);
                return;
            }
            continue;
        }
        if (finding.message < 0 || finding.pointer != bundle.messagePointer(finding.message) + focus.pointer)
            continue;
        if (bundle.message(finding.message).id == focus.messageId) {
            entry->view->followFinding(index);
            return;
        }
    }
    emit statusMessage(tr("%1 no longer holds the finding at %2: the conversation changed since the scan.")
                           .arg(entry->title, focus.pointer));
}

void ProvenancePane::startLoad(const QString &key, const QString &title, const QString &path,
                               const QByteArray &bytes, const std::optional<FindingFocus> &focus)
{
    for (Entry *entry : std::as_const(m_entries)) {
        if (entry->key == key && !entry->error.isEmpty()) {
            removeEntry(entry); // try again
            break;
        }
        if (entry->key == key) {
            m_list->setCurrentItem(entry->item);
            if (focus) {
                entry->focus = focus;
                showFocus(entry);
            } else {
                emit statusMessage(tr("%1 is already open.").arg(title));
            }
            return;
        }
    }
    auto *entry = new Entry;
    entry->serial = m_nextSerial++;
    entry->key = key;
    entry->title = title;
    entry->focus = focus;
    entry->item = new QTreeWidgetItem(m_openRoot, {title});
    entry->item->setData(0, EntryRole, entry->serial);
    entry->source = path.isEmpty() ? title : path;
    entry->item->setToolTip(0, plainToolTip(entry->source));
    entry->page = messagePage(tr("Opening %1…").arg(title),
                              tr("Reading and scanning the bundle. You can keep working with the other bundles."),
                              m_stack, true);
    m_stack->addWidget(entry->page);
    m_entries.append(entry);
    m_openRoot->setExpanded(true);
    m_list->setCurrentItem(entry->item);

    const int serial = entry->serial;
    const QPointer<ProvenancePane> pane(this);
    m_loads.start([pane, serial, path, bytes, title] {
        auto result = std::make_shared<LoadResult>();
        result->result = path.isEmpty() ? Bundle::fromBytes(bytes, title) : Bundle::open(path);
        const QString reviewPath = path.isEmpty() ? QString() : provenance::ReviewFile::pathFor(path);
        if (result->result.ok() && !reviewPath.isEmpty() && QFileInfo::exists(reviewPath)) {
            if (Expected<provenance::ReviewFile> review = provenance::ReviewFile::read(reviewPath)) {
                result->reviewState = review.value().check(reviewPath);
                result->verdicts = review.value().entriesByFinding(*result->result.bundle);
                result->review = std::move(review).value();
            }
        }
        QMetaObject::invokeMethod(
            pane.data(), [pane, serial, result] {
                if (pane)
                    pane->finishLoad(serial, *result);
            },
            Qt::QueuedConnection);
    });
}

void ProvenancePane::finishLoad(int serial, const LoadResult &load)
{
    Entry *entry = nullptr;
    for (Entry *candidate : std::as_const(m_entries)) {
        if (candidate->serial == serial)
            entry = candidate;
    }
    if (!entry) {
        emit loadFinished(load.result.ok());
        return; // closed while loading
    }
    entry->loading = false;
    QWidget *old = entry->page;
    if (load.result.ok()) {
        auto *view = new BundleView(load.result.bundle, m_stack);
        view->restoreState(QSettings());
        view->setDriftSchemas(m_schemas);
        if (load.review)
            view->setReview(*load.review, load.reviewState, load.verdicts);
        connect(view, &BundleView::statusMessage, this, &ProvenancePane::statusMessage);
        connect(view, &BundleView::selectionChanged, this, &ProvenancePane::updateActions);
        connect(view, &BundleView::reopenRequested, this, [this, serial] {
            for (Entry *candidate : std::as_const(m_entries)) {
                if (candidate->serial != serial)
                    continue;
                const QString path = candidate->source;
                removeEntry(candidate);
                openFile(path);
                return;
            }
        });
        entry->view = view;
        entry->page = view;
        const Bundle &bundle = *load.result.bundle;
        if (!bundle.conversation().title.isEmpty() && entry->key.startsWith(QLatin1String("file:")))
            entry->item->setText(0, bundle.conversation().title);
        entry->item->setToolTip(
            0, plainToolTip(QStringLiteral("%1\n%2, %3")
                                .arg(entry->source,
                                     tr("%n message(s)", nullptr, int(bundle.messages().size())),
                                     tr("%n leak(s)", nullptr, int(bundle.findings().size())))));
        if (!bundle.findings().empty())
            entry->item->setForeground(0, toneColor(Tone::Negative, palette()));
        if (entry->key.startsWith(QLatin1String("file:")))
            rememberRecent(entry->source);
        emit statusMessage(tr("Opened %1: %n message(s)", nullptr, int(bundle.messages().size())).arg(entry->title));
        showFocus(entry);
    } else {
        entry->error = tr("Cannot open %1: %2").arg(entry->title, load.result.error.message);
        entry->page = messagePage(tr("Cannot open %1").arg(entry->title), load.result.error.message, m_stack, false);
        entry->item->setIcon(0, style()->standardIcon(QStyle::SP_MessageBoxCritical));
        entry->item->setToolTip(0, plainToolTip(entry->error));
        emit statusMessage(entry->error);
    }
    m_stack->addWidget(entry->page);
    const auto replace = [this, serial, page = QPointer<QWidget>(entry->page), old = QPointer<QWidget>(old)] {
        for (Entry *candidate : std::as_const(m_entries)) {
            if (candidate->serial == serial && candidate->page == page && m_list->currentItem() == candidate->item)
                m_stack->setCurrentWidget(page);
        }
        if (old) {
            m_stack->removeWidget(old);
            old->deleteLater();
        }
    };
    if (load.result.ok()) {
        // Shown in an event of its own: a large bundle's timeline lays out every row as it
        // is shown (179,520 rows, 35 ms), after the view was built (30 ms); together they
        // held the window twice as long.
        QTimer::singleShot(0, this, replace);
    } else {
        replace();
    }
    updateActions();
    emit loadFinished(load.result.ok());
}

void ProvenancePane::removeEntry(Entry *entry)
{
    if (entry->view) {
        QSettings settings;
        entry->view->saveState(settings);
    }
    m_entries.removeAll(entry);
    m_stack->removeWidget(entry->page);
    entry->page->deleteLater();
    delete entry->item;
    delete entry;
}

void ProvenancePane::closeCurrent()
{
    Entry *entry = currentEntryPtr();
    if (!entry)
        return;
    removeEntry(entry);
    showEntry(m_list->currentItem());
}

void ProvenancePane::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("provenance/paneSplitter"), m_splitter->saveState());
    if (BundleView *view = currentView())
        view->saveState(settings);
}

void ProvenancePane::restoreState()
{
    m_splitter->restoreState(QSettings().value(QStringLiteral("provenance/paneSplitter")).toByteArray());
}

} // namespace capstudio
