#pragma once

#include <QWidget>

class QLabel;
class QTimer;
class QTreeWidget;

namespace capstudio {

class CatalogDocument;

// Every capability that breaks a rule, with each finding. The scan runs in slices on the
// event loop (5,000 rows per slice), so 100,000 rows never freeze the window. Activating a
// finding asks the pane to select that capability and field.
class ProblemsView : public QWidget
{
    Q_OBJECT

public:
    explicit ProblemsView(CatalogDocument *document, QWidget *parent = nullptr);

    // Starts (or restarts) a scan; the list fills as it goes.
    void rescan();
    bool isScanning() const;
    int problemCount() const { return m_problems; }
    // What the last read of the catalog said about itself (it could not be read whole, or
    // what qualifies it), shown above the list; empty hides it.
    void setReadNotes(const QStringList &notes, bool failed);
    QStringList readNotes() const { return m_readNotes; }

signals:
    void capabilityActivated(const QString &id, const QString &pointer);
    void countChanged(int errors, int warnings);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void scanSlice();

    CatalogDocument *m_document;
    QTreeWidget *m_tree;
    QLabel *m_notes;
    QStringList m_readNotes;
    QLabel *m_status;
    QTimer *m_slice;
    QTimer *m_restart;
    int m_next = 0;
    int m_problems = 0;
    int m_errors = 0;
    int m_warnings = 0;
};

} // namespace capstudio
