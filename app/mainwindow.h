#pragma once

#include <QMainWindow>
#include <memory>

class QTabWidget;
class QLabel;
class QUndoGroup;
class QUndoStack;

namespace capstudio {

class AgentsPane;
class DesignerPane;
class CapabilitiesPane;
class ProvenancePane;
class CatalogDocument;
class Workspace;

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
    // Opens provenance bundle files in the Provenance area and shows it.
    void openBundles(const QStringList &paths);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void reload();
    void applyChanges();
    // Asks what to do with pending changes; false when the user cancels.
    bool settlePendingChanges();
    // Asks what to do with unsaved designer edits; false when the user cancels.
    bool settleDesignerChanges();
    void openDesignerLibrary();
    void openWorkspace();
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    void showAbout();
    void restoreLayout();
    void reloadConversations();
    void openConversation(const QString &id);
    void replaceAgentsPane();
    void updateModified();

    std::unique_ptr<Workspace> m_workspace;
    CatalogDocument *m_catalog;
    QTabWidget *m_tabs;
    CapabilitiesPane *m_capabilitiesPane;
    ProvenancePane *m_provenancePane;
    DesignerPane *m_designerPane;
    QUndoStack *m_designerStack = nullptr;
    AgentsPane *m_agentsPane = nullptr;
    QUndoGroup *m_undoGroup;
    QLabel *m_workspaceLabel;
};

} // namespace capstudio
