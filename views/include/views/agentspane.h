#pragma once

#include <QStringList>
#include <QWidget>

class QAction;
class QUndoStack;
class QTableView;

namespace capstudio {

class BindingDocument;
class CatalogStore;

// The Agents area: the agent list (filterable) beside the selected agent's bindings, with
// Attach, Enable/Disable, Configure…, Dry-Run a Call…, Detach, the environment-profile picker, and the
// pending changes applied in one transaction.
class AgentsPane : public QWidget
{
    Q_OBJECT
public:
    // `store` may be null (nothing to load or apply); the pane does not own it.
    explicit AgentsPane(CatalogStore *store, QWidget *parent = nullptr);
    ~AgentsPane() override;

    // The document, read from the store on first use (the area loads when first shown or
    // asked for, not at start-up).
    BindingDocument *document() const;
    // The document's undo stack, without loading anything.
    QUndoStack *undoStack() const;
    void reload();
    // The store changed underneath (e.g. capabilities were applied): reload now when the
    // area is loaded and on screen, otherwise on next use.
    void storeChanged();
    bool hasPendingChanges() const;
    // Applies the staged changes; false (with a message shown) on conflict or error.
    bool applyChanges();

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
