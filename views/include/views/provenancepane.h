#pragma once

#include "core/workpool.h"

#include <QDateTime>
#include <QList>
#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolBar;
class QTreeWidget;
class QTreeWidgetItem;

namespace capstudio {

class BundleCompareDialog;
class BundleView;
namespace provenance {
class DriftSchemas;
}

// The Provenance area: several conversation provenance bundles open at once, listed on the
// left with the conversations of the workspace; the selected one on the right (BundleView).
// Bundles are read off the GUI thread; a file that cannot be read shows its error (line,
// column, byte offset) in its own entry without touching the others. The window owns the
// store: a workspace conversation is requested by id and handed back as bytes.
class ProvenancePane : public QWidget
{
    Q_OBJECT

public:
    // A conversation of the workspace, as listed (views do not see the store).
    struct ConversationEntry
    {
        QString id;
        QString title;
        QString agentName;
        QDateTime updatedAt;
        int messageCount = 0;
    };

    // A finding to show once its bundle is open: the leak at `pointer` inside the message
    // `messageId` (inside the conversation's own fields when `messageId` is empty), as a
    // deployment scan names it.
    struct FindingFocus
    {
        QString messageId;
        QString pointer;         // inside the message: "/content", "/conversation/title"
        QString embeddedPointer; // inside a string that holds JSON, else empty
    };

    explicit ProvenancePane(QWidget *parent = nullptr);
    ~ProvenancePane() override;

    // Starts reading the file; an already open file is selected instead.
    void openFile(const QString &path);
    // `key` identifies the source (e.g. "workspace:<id>") so that it opens only once.
    // With `focus`, the finding it names is selected once the bundle is shown (at once when
    // it is open already); a status message says so when the conversation no longer holds it.
    void openBundleBytes(const QByteArray &bytes, const QString &title, const QString &key = {},
                         const std::optional<FindingFocus> &focus = std::nullopt);
    // Names where the listed conversations come from: the workspace, or a connection.
    void setConversationSource(const QString &name, bool embedded);
    void setWorkspaceConversations(const QList<ConversationEntry> &conversations);

    // The capabilities' parameters schemas as the connection holds them now: every open
    // bundle's calls are checked against them (schema drift). Null: none checked.
    void setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas);

    int bundleCount() const;      // opened successfully
    int entryCount() const;       // including failed and loading entries
    bool isLoading() const;
    BundleView *currentView() const;
    BundleView *viewAt(int entry) const;
    QString currentError() const; // the error of the selected entry, empty when none
    void setCurrentEntry(int entry);
    // Opens the comparison of the selected bundle (A) with the open bundle `other` (B), side by
    // side, in a window of its own; null when either is not an open bundle.
    BundleCompareDialog *compareWith(int other);
    int currentEntry() const;
    QTreeWidget *documentList() const { return m_list; }

    // Open Bundle…, Close, exports and navigation, for the window's menus.
    QAction *openAction() const { return m_openAction; }
    // The bundle files opened lately, newest first (kept in QSettings).
    QMenu *recentMenu() const { return m_recentMenu; }
    QList<QAction *> bundleActions() const;
    QList<QAction *> navigationActions() const;

    void saveState() const;
    void restoreState();

public slots:
    void openFileDialog();
    void closeCurrent();
    void exportRedactedCopy(const QString &path = {});
    void exportAuditReport(const QString &path = {});
    // Compare With…: the other open bundle, or a choice of them.
    void compareDialog();

signals:
    void statusMessage(const QString &message);
    void conversationRequested(const QString &id);
    // After each open attempt, successful or not.
    void loadFinished(bool ok);

private:
    struct Entry;
    struct LoadResult;
    void createActions();
    void startLoad(const QString &key, const QString &title, const QString &path, const QByteArray &bytes,
                   const std::optional<FindingFocus> &focus = std::nullopt);
    void showFocus(Entry *entry);
    void finishLoad(int serial, const LoadResult &result);
    void removeEntry(Entry *entry);
    void showEntry(QTreeWidgetItem *item);
    void updateActions();
    Entry *entryForItem(QTreeWidgetItem *item) const;
    Entry *currentEntryPtr() const;
    void rememberRecent(const QString &path);
    void updateRecentMenu();
    QString lastDirectory() const;
    void rememberDirectory(const QString &path) const;

    std::shared_ptr<const provenance::DriftSchemas> m_schemas;
    QSplitter *m_splitter;
    QTreeWidget *m_list;
    QTreeWidgetItem *m_openRoot;
    QTreeWidgetItem *m_workspaceRoot;
    QStackedWidget *m_stack;
    QWidget *m_welcome;
    QToolBar *m_toolBar;
    QList<Entry *> m_entries;
    TaskGroup m_loads; // bundles being read, on the shared pool
    QAction *m_openAction;
    QMenu *m_recentMenu;
    QAction *m_closeAction;
    QAction *m_compareAction;
    QAction *m_exportRedactedAction;
    QAction *m_exportReportAction;
    QAction *m_nextLeakAction;
    QAction *m_previousLeakAction;
    QAction *m_nextCallAction;
    QAction *m_previousCallAction;
    QAction *m_counterpartAction;
    QAction *m_findAction;
    int m_nextSerial = 1;
};

} // namespace capstudio

Q_DECLARE_METATYPE(capstudio::ProvenancePane::ConversationEntry)
