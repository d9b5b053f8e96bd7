#pragma once

#include "catalog/dispatchdryrun.h"

#include <QDateTime>
#include <QWidget>

class QLabel;
class QTableView;
class QTextBrowser;
class QSplitter;

namespace capstudio {

class DispatchStepModel;

// The result side of the dry-run dialog: the verdict's one-line summary (green when the
// handler would run, red when a step stops the call), a note when it differs from the
// verdict a saved dry-run got, the steps in a table, and the current step in detail:
// message, code, the facts that decided it, notes, and diagnostics whose JSON pointers
// are links (pointerActivated).
class DispatchVerdictView : public QWidget
{
    Q_OBJECT
public:
    explicit DispatchVerdictView(QWidget *parent = nullptr);

    void setVerdict(const DispatchVerdict &verdict);
    // Compare with the verdict a saved dry-run got (marks rows, shows the "changed" note).
    void setSaved(const DispatchVerdict &saved, const QDateTime &savedAt, const QString &name,
                  bool scenarioEdited);
    void clearSaved();

    DispatchStepModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QTextBrowser *detail() const { return m_detail; }
    QLabel *headline() const { return m_headline; }
    QLabel *changedNote() const { return m_changed; }
    QSplitter *splitter() const { return m_splitter; }
    // The step the detail pane shows (kept across runs, like a step the admin clicks;
    // otherwise the pane follows the step that stops the call).
    void selectStep(DispatchStep step);
    // The detail of a step as the pane shows it (HTML).
    static QString detailHtml(const DispatchStepResult &result, const VerdictChange *change);

signals:
    // A diagnostic's pointer was clicked in the detail of `step` (ValidateArgs: into the
    // arguments; BindingConfig: into the binding row).
    void pointerActivated(capstudio::DispatchStep step, const QString &pointer);

private:
    void showCurrent();
    void updateChangedNote();

    DispatchStepModel *m_model = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_changed = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    bool m_hasSaved = false;
    bool m_picked = false;    // the admin chose the current step: keep it across runs
    bool m_selecting = false; // the view moves the current step itself
    DispatchVerdict m_saved;
    QDateTime m_savedAt;
    QString m_savedName;
    bool m_scenarioEdited = false;
};

} // namespace capstudio
