#pragma once

#include "catalog/bindingdocument.h"
#include "catalog/dryrunstore.h"
#include "core/expected.h"

#include <QFuture>
#include <QStringList>
#include <QWidget>
#include <functional>

class QAction;
class QUndoStack;
class QTableView;

namespace capstudio {

// The Agents area: the agent list (filterable) beside the selected agent's bindings, with
// Attach, Enable/Disable, Configure…, Dry-Run a Call…, Detach, the environment-profile picker, and the
// pending changes applied in one transaction.
//
// The area never holds a store: whoever owns its document (the window's session) reads and
// writes it through a Source.
class AgentsPane : public QWidget
{
    Q_OBJECT
public:
    // How the document is read and written. Without a source the area shows what its
    // document holds, and Apply says there is nothing to apply to.
    struct Source
    {
        std::function<bool()> isRead;                       // the document holds what is stored
        std::function<QFuture<Status>()> read;              // reads it (again), answered on this thread
        std::function<QFuture<BindingDocument::ApplyResult>()> apply; // writes the staged changes, answered on this thread
        bool transactional = true; // a failed apply wrote nothing
        DryRunAccess dryRuns; // where dispatch dry-runs are saved, if anywhere
    };

    // `document` is not owned; null gives the area a document of its own.
    explicit AgentsPane(BindingDocument *document, QWidget *parent = nullptr);
    ~AgentsPane() override;

    void setSource(Source source);
    // The document. Its first use starts the read through the source (the area loads when
    // first shown or asked for, not at start-up); the rows are there once !isReading().
    BindingDocument *document() const;
    // A read through the source is on its way.
    bool isReading() const;
    // The document's undo stack, without loading anything.
    QUndoStack *undoStack() const;
    // Reads the document again, without holding the window; a failure is shown and the
    // document keeps what it held. Asked for while a read is on its way, it reads once more
    // after that one.
    void reload();
    // Reads the document unless it holds what is stored: now when the area is on screen,
    // otherwise on next use.
    void refresh();
    bool hasPendingChanges() const;
    // Applies the staged changes through the source, without holding the window. The
    // future finishes once the answer was shown: true when everything was written, false
    // (with a message shown) on conflict or error, or when there is nothing to apply to.
    QFuture<bool> applyChanges();
    // An apply through the source is on its way (Apply is disabled meanwhile).
    bool isApplying() const;

    // The workspace the environment profiles are remembered for (QSettings, by path).
    void setWorkspacePath(const QString &path);
    // Select the profile by its name ("This process" is always there); false if unknown.
    bool selectProfile(const QString &name);
    QStringList profileNames() const;

    QTableView *agentView() const;
    QTableView *bindingView() const;
    void selectAgent(const QString &agentId);
    QString currentAgentId() const;
    QStringList selectedCapabilityIds() const;
    void selectBinding(const QString &capabilityId);

    // Actions for the window's menus (shortcuts work inside the pane as well).
    QAction *undoAction() const;
    QAction *redoAction() const;
    QAction *applyAction() const;
    QAction *dryRunAction() const;

    // The buttons shown while the catalog holds no agent (the window's Connections action).
    void setEmptyActions(const QList<QAction *> &actions);

    void saveState() const;
    void restoreState();

public slots:
    void attachCapabilities();  // the "Attach…" dialog: capabilities not yet bound, filterable
    void configureSelected();   // the Configure dialog on the current binding
    // The dispatch dry-run for the current agent and the current binding's capability (or
    // the agent's first, or the workspace's first capability).
    void dryRunSelected();
    void enableSelected(bool enabled);
    // Shows the warning that detaching is not a revocation; "Disable instead" is the default.
    void detachSelected();

protected:
    void showEvent(QShowEvent *event) override;

signals:
    void statusMessage(const QString &text);
    void pendingChanged(bool pending);

private:
    struct Private;
    Private *d;
};

} // namespace capstudio
