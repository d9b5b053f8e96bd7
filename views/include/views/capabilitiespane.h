#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QStackedWidget;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QToolButton;

namespace capstudio {

class CapabilityFilterProxy;
class EmptyState;
class CapabilitySortProxy;
class CapabilityForm;
class CapabilityTableModel;
class CatalogDocument;
class PendingChangesView;
class ProblemsView;

// The Capabilities area: the table of every capability with filters over all rows,
// in-place edits, bulk actions, the form of the selected capability, and the pending
// changes with Apply. The window owns the store; this pane asks it to apply.
class CapabilitiesPane : public QWidget
{
    Q_OBJECT

public:
    explicit CapabilitiesPane(CatalogDocument *document, QWidget *parent = nullptr);

    QTableView *tableView() const { return m_table; }
    CapabilityTableModel *tableModel() const { return m_model; }
    CapabilityFilterProxy *filterProxy() const { return m_proxy; }
    CapabilityForm *form() const { return m_form; }
    PendingChangesView *pendingView() const { return m_pending; }
    ProblemsView *problemsView() const { return m_problemsView; }

    void focusFilter();
    void selectCapability(const QString &id, const QString &field = {});
    QStringList selectedIds() const;
    // The buttons shown while the catalog holds no capability (the window's New, Import and
    // Connections actions).
    void setEmptyActions(const QList<QAction *> &actions);
    // While a read is on its way an empty table means "not yet", not "none".
    void setReading(bool reading);

    void saveState() const;
    void restoreState();

public slots:
    // File > New Capability…: runs NewCapabilityWizard. A recipe chosen instead is shown
    // with its customConfig on the clipboard; a new capability is selected once staged.
    void newCapability();
    // Reads a file of capability rows (a JSON array or a Sunrise envelope), shows what
    // importing it would do, and stages the rows the user chooses as one undo step.
    void importFile(const QString &path);
    // Writes every capability, or the selected ones, as a JSON array of full rows (with
    // the staged edits); atomically, an existing file is replaced only when all is written.
    void exportRows(const QString &path, bool selectionOnly);

signals:
    void applyRequested();
    void statusMessage(const QString &message);

private:
    void buildFilters(QWidget *bar);
    void showSelected();
    void updateCount();
    void updatePendingBar();
    void showContextMenu(const QPoint &position);
    void showHeaderMenu(const QPoint &position);
    void fitColumns();
    QModelIndex toModel(const QModelIndex &viewIndex) const;
    QModelIndex fromModel(const QModelIndex &modelIndex) const;

    CatalogDocument *m_document;
    CapabilityTableModel *m_model;
    CapabilitySortProxy *m_sorter;
    CapabilityFilterProxy *m_proxy;
    QLineEdit *m_filter;
    QComboBox *m_category;
    QComboBox *m_type;
    QToolButton *m_more;
    QLabel *m_count;
    QTableView *m_table;
    QStackedWidget *m_tableStack; // the table, or what to do while the catalog is empty
    EmptyState *m_empty;
    bool m_reading = false;
    CapabilityForm *m_form;
    PendingChangesView *m_pending;
    QLabel *m_pendingLabel;
    QPushButton *m_reviewButton;
    ProblemsView *m_problemsView;
    bool m_headerRestored = false; // column widths come from QSettings, not from the content
    QPushButton *m_problemsButton;
};

} // namespace capstudio
