#pragma once

#include <QMainWindow>
#include <memory>

class QTabWidget;
class QLabel;

namespace capstudio {

class CapabilitiesPane;
class CapabilityTableModel;
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
    void openWorkspace();
    void setWorkspace(std::unique_ptr<Workspace> workspace);
    void showAbout();
    void restoreLayout();

    std::unique_ptr<Workspace> m_workspace;
    CapabilityTableModel *m_capabilities;
    QTabWidget *m_tabs;
    CapabilitiesPane *m_capabilitiesPane;
    QLabel *m_workspaceLabel;
};

} // namespace capstudio
