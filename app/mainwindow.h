#pragma once

#include "auditscan.h"
#include "catalog/catalogdocument.h"
#include "core/workpool.h"
#include "catalogcode/catalogfolder.h"
#include "remote/connectionprofiles.h"

#include <QFuture>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QPromise>
#include <functional>
#include <memory>

class QTabWidget;
class QLabel;
class QUndoGroup;
class QAction;
class QUndoStack;
class QProgressDialog;
class QTimer;

namespace capstudio {

class AgentsPane;
class AuditPane;
class CatalogCompareDialog;
class DesignerPane;
class CapabilitiesPane;
class ProvenancePane;
class CatalogStore;
class Connection;
class ConnectionOpening;
class CredentialStore;
class Session;
class Workspace;
class ManualWindow;

// The one window: the areas Capabilities, Agents, Designer and Provenance as tabs.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<Workspace> workspace, QWidget *parent = nullptr);
    ~MainWindow() override;

    ProvenancePane *provenancePane() const { return m_provenancePane; }
    AgentsPane *agentsPane() const { return m_agentsPane; }
    DesignerPane *designerPane() const { return m_designerPane; }
    AuditPane *auditPane() const { return m_auditPane; }
    // The deployment scan on its way (null when none).
    AuditScan *auditScan() const { return m_auditScan; }
    CatalogDocument *catalog() const { return m_catalog; }
    // Opens provenance bundle files in the Provenance area and shows it.
    void openBundles(const QStringList &paths);
    // The Designer area's merge of BASE OURS THEIRS [RESULT] (`capstudio --merge`).
    void mergeFiles(const QStringList &paths);

    // Switches the window to a saved or new connection profile after settling staged
    // changes. An empty secret is looked up in CAPSTUDIO_PGPASSWORD / CAPSTUDIO_API_KEY,
    // then in the keychain, then asked for. False when cancelled or refused. A PostgreSQL
    // database or a Sunrise server is reached in the background (the window goes on
    // meanwhile): true then means it is on its way. connectFinished() tells how every attempt
    // ended.
    bool connectTo(const ConnectionProfile &profile, const QString &secret = {});
    // File ▸ Open Catalog Folder… without the prompt: the window works on the folder's files
    // as on a connection (a saved folder profile with this path lends its name). False, with
    // a message box, when it is not a catalog folder.
    bool openCatalogFolder(const QString &folder);
    const Connection &connection() const;
    // The catalog store of the active connection.
    // The connection, the documents and the one capability list every area reads.
    Session &session() const { return *m_session; }
    // File ▸ Reload for the capabilities, and File ▸ Apply Changes for the area in front.
    // The apply runs on the connection's worker thread; its future finishes once the answer
    // was shown: false when something was not applied.
    void reload();
    QFuture<bool> applyChanges();

    // File ▸ Export Catalog to Folder… without the folder prompt: the catalog as the window
    // shows it (staged edits included) written as a catalog folder, on a pool thread.
    QFuture<Expected<CatalogFolder::WriteReport>> exportCatalogTo(const QString &folder);
    // File ▸ Compare With Catalog Folder… without the prompt: reads the folder (on a pool
    // thread) and this connection's bindings if not read yet, then shows the comparison.
    // The future gives the dialog, or null when the folder could not be read (said in a
    // message box).
    QFuture<CatalogCompareDialog *> compareWithFolder(const QString &folder);
    // File ▸ Compare With Connection ▸ a saved profile, without the menu: opens it read-only
    // (its secret from the environment, the keychain or a prompt), reads its whole catalog on
    // its own worker thread and shows the comparison as compareWithFolder() does. A database
    // is never migrated by it. Null when it cannot be read (said in a message box).
    QFuture<CatalogCompareDialog *> compareWithConnection(const QString &profileName);
    // The profile the window reconnects to at start-up, as the settings named it before
    // this window changed anything.
    const QString &lastProfileName() const { return m_lastProfileName; }

signals:
    void connectFinished(bool connected);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    // Every area's pending work in one question — "3 capabilities, 1 binding, 2 flowgate
    // files" — with Apply All, Discard All and Cancel. The flowgate library does not belong
    // to a connection: it is asked about on quit (`withDesigner`), not on a connection switch.
    //   Now: nothing is pending (or the user discarded it all): go on.
    //   Not: the user cancelled.
    //   Later: Apply All writes each area's work on the worker (a failure is reported where it
    //   happened); `then(true)` runs once nothing is left pending, `then(false)` when
    //   something could not be written. A write already on its way is waited for first,
    //   and the question is asked again after it.
    enum class Settled { Now, Not, Later };
    Settled settlePendingChanges(bool withDesigner, std::function<void(bool settled)> then);
    // The same, with `then(settled)` run in every case: at once after Now or Not.
    void settleThen(bool withDesigner, std::function<void(bool settled)> then);
    // What is pending, in words, area by area.
    QStringList pendingWork(bool withDesigner) const;
    // Writes the capability document's pending changes, whatever area is in front.
    QFuture<bool> applyCatalog();
    // Shows what a capability apply answered; true when everything was written.
    bool showCatalogApplied(const CatalogDocument::ApplyResult &result);
    // Apply All: the capabilities, then the bindings, then (`withDesigner`) the flowgate
    // files; each failure is shown; `done(ok)` at the end.
    void applyAll(bool withDesigner, std::function<void(bool ok)> done);
    // A write (an apply, or Apply All) is on its way.
    bool isWriting() const;
    // The conflicting actions follow isWriting().
    void writesChanged();
    // After the last write on its way: what waited for it.
    void writesEnded();
    void openDesignerLibrary();
    void openWorkspace();
    // File ▸ Open Workspace… once nothing is pending: the file dialog, then the switch.
    void chooseWorkspace();
    // `remember`: the workspace becomes the connection to reconnect to at the next start.
    void setWorkspace(std::unique_ptr<Workspace> workspace, bool remember = true);
    void showAbout();
    void showManual();
    void showShortcutsInToolTips();
    static QString manualFolder();
    void restoreLayout();
    void placeForFirstRun();
    void reloadConversations();
    void openConversation(const QString &id);
    // The Audit area: its source follows the connection; a scan reads on a worker of its own.
    void connectAuditPane();
    void auditSourceChanged();
    void startAudit(const QDateTime &since, bool sinceLast);
    void stopAudit();
    // The Provenance area checks calls against the capabilities' schemas as stored now.
    void updateDriftSchemas();
    // Asks for a verdict on `findings`, then signs one per finding against its conversation
    // as it is now and keeps it in the workspace.
    void giveVerdicts(const std::vector<provenance::DeploymentFinding> &findings);
    // The Agents area follows the active connection: its source and its profiles.
    void connectAgentsPane();
    // Runs `then` once the binding document (and so the capability list) has been read.
    void withCatalogRead(std::function<void(const Status &read)> then);
    QString connectionLabel() const;
    // Asks for a folder (starting where the last catalog-folder action was) and runs `then`.
    void withCatalogFolder(const QString &title, const std::function<void(const QString &)> &then);
    // The comparison of this connection's catalog with `there` (read whole), once this side's
    // bindings are read; null and a message box when this side cannot be read.
    void showComparison(std::shared_ptr<QPromise<CatalogCompareDialog *>> promise, const CatalogSnapshot &there,
                        const QString &thereLabel);
    void refuseComparison(const std::shared_ptr<QPromise<CatalogCompareDialog *>> &promise, const QString &text);
    // The catalog of another saved profile, read on a worker of its own.
    void readOtherCatalog(const ConnectionProfile &profile, const QString &secret,
                          std::shared_ptr<QPromise<CatalogCompareDialog *>> promise);
    void updateModified();
    void showConnections();
    // After the connection changed: traits, title, status bar, and every area reloaded.
    void useConnection(std::unique_ptr<Connection> connection, bool remember = true);
    void connectionChanged(bool remember);
    // A request of the active Sunrise connection waits before trying again.
    void showWait(int delayMs, const QString &reason);
    void updateTitle();
    // While a read or a write is on its way the window goes on; one that takes longer than
    // 400 ms shows a progress dialog with Cancel (it holds no input).
    void showProgress(int done, int total, const QString &what);
    void hideProgressWhenIdle();
    void reconnectLastProfile();
    // A background opening ended: switch to it (asking again about edits made meanwhile).
    void connectionOpened();
    // connectTo() once the secret is known (asked for when it is empty).
    bool openProfile(const ConnectionProfile &profile, QString secret);

    Session *m_session;
    CatalogDocument *m_catalog; // the session's
    QTabWidget *m_tabs;
    CapabilitiesPane *m_capabilitiesPane;
    ProvenancePane *m_provenancePane;
    DesignerPane *m_designerPane;
    QUndoStack *m_designerStack = nullptr;
    AgentsPane *m_agentsPane = nullptr;
    AuditPane *m_auditPane = nullptr;
    QPointer<AuditScan> m_auditScan;
    quint64 m_schemaGeneration = 0; // the drift schemas asked for last
    TaskGroup m_schemaTasks;         // their compiles on their way
    QUndoGroup *m_undoGroup;
    QLabel *m_workspaceLabel;
    ConnectionProfiles m_profiles;
    CredentialStore *m_credentials;
    QTimer *m_progressTimer; // shows the progress dialog when a read or write is not short
    QList<QAction *> m_conflictingActions; // disabled while a write is on its way
    QPointer<ManualWindow> m_manual;
    bool m_applyingAll = false;
    bool m_applyingCatalog = false;
    std::function<void()> m_afterWrites; // what waits for the writes on their way
    bool m_closeSettled = false; // the quit question was answered and its work written
    QProgressDialog *m_progress = nullptr;
    QHash<QString, QString> m_conversationTitles; // id → title, from the last list
    QString m_lastProfileName;
    ConnectionOpening *m_opening = nullptr; // a child; the attempt on its way
};

} // namespace capstudio
