#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;

namespace capstudio {

class CapabilityTableModel;

// The Capabilities area: a filterable, sortable table of the workspace's capabilities
// and the selected capability's function definition. Read-only until the editor lands.
class CapabilitiesPane : public QWidget
{
    Q_OBJECT

public:
    explicit CapabilitiesPane(CapabilityTableModel *model, QWidget *parent = nullptr);

    QTableView *tableView() const { return m_table; }
    void focusFilter();

private:
    void showSelected();
    void updateCount();

    CapabilityTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QLabel *m_count;
    QTableView *m_table;
    QLabel *m_detailTitle;
    QLabel *m_detailDescription;
    QLabel *m_detailFacts;
    QPlainTextEdit *m_definition;
};

} // namespace capstudio
