#pragma once

#include <QMainWindow>
#include <memory>

class QTabWidget;
class QLabel;

namespace capstudio {

class CapabilitiesPane;
class CatalogDocument;
class Workspace;

// The one window: the areas Capabilities, Agents, Designer and Provenance as tabs.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<Workspace> workspace, QWidget *parent = nullptr);
    ~MainWindow() override;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void reload();
    void applyChanges();
    // Asks what to do with pending changes; false when the user cancels.
    bool settlePendingChanges();
    void openWorkspace();
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    void showAbout();
    void restoreLayout();

    std::unique_ptr<Workspace> m_workspace;
    CatalogDocument *m_catalog;
    QTabWidget *m_tabs;
    CapabilitiesPane *m_capabilitiesPane;
    QLabel *m_workspaceLabel;
};

} // namespace capstudio
