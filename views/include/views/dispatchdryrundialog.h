#pragma once

#include "catalog/agentbinding.h"
#include "catalog/dispatchdryrun.h"
#include "catalog/dispatchscenario.h"
#include "catalog/dryrunstore.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableView;
class QTextBrowser;

namespace capstudio {

class ArgumentsForm;
class BindingDocument;
class DispatchStepModel;
class DryRunStore;
class JsonEditor;

// "Dry-run a capability call": who calls (an agent in chat, or a workflow `tool_call`
// step), which capability, sample arguments (a form generated from the capability's
// parameters and the JSON, kept in sync) and what the deployment adds (binding mode, extra
// handlers, calls already made); the verdict of DispatchDryRun::run on a snapshot of the
// document (agents, capabilities and every agent's staged bindings, checked against the
// document's profile) is shown step by step and refreshed on every change.
//
// With a store, scenarios are saved with the workspace with their verdict; a saved one
// re-runs on today's data and what changed is marked. Without one (the Configure dialog),
// saving is disabled with the reason as tooltip. The store answers through futures (the
// connection's worker reads and writes it): a save lands with savedDryRunWritten().
class DispatchDryRunDialog : public QDialog
{
    Q_OBJECT
public:
    // `access` may be null (no saved dry-runs); the document is not owned.
    DispatchDryRunDialog(const BindingDocument *document, DryRunAccess access, QWidget *parent = nullptr);
    // A store on this thread (may be null; not owned).
    DispatchDryRunDialog(const BindingDocument *document, DryRunStore *store, QWidget *parent = nullptr);
    ~DispatchDryRunDialog() override;

    void setScenario(const DispatchScenario &scenario);
    DispatchScenario scenario() const;
    DispatchVerdict verdict() const;
    // The Configure dialog's edited, not yet applied binding: replaces the stored binding of
    // that agent and capability in the snapshot.
    void setBindingOverride(const AgentBinding &binding);
    // What the dry-run reads: the document's snapshot with the override, if any.
    DispatchCatalog catalog() const;

    // Saved dry-runs. saveAs() saves the scenario as a new dry-run named `name`; save()
    // writes over the selected one (or asks for a name). False when the write cannot start
    // (no store, another on its way, no such dry-run); otherwise savedDryRunWritten() follows
    // with whether the store took it (at once for a store on this thread).
    bool saveAs(const QString &name);
    bool save();
    bool deleteSaved(const QString &id);
    // Loads a saved dry-run: its scenario, re-run, compared with the verdict it was saved with.
    void selectSaved(const QString &id);
    QString currentSavedId() const;
    QList<SavedDryRun> savedDryRuns() const;
    // Re-runs every saved dry-run; returns how many verdicts changed (their ids).
    int rerunAll();
    QStringList changedSavedIds() const;

    // The parts, for tests and the screenshot.
    ArgumentsForm *argumentsForm() const;
    JsonEditor *argumentsEditor() const;
    DispatchStepModel *stepModel() const;
    QTableView *stepTable() const;
    QTextBrowser *stepDetail() const;
    QLabel *headline() const;
    QLabel *changedNote() const;
    QLabel *overrideNote() const;
    QComboBox *capabilityCombo() const;

signals:
    void savedDryRunWritten(bool ok);

public slots:
    // Takes a fresh snapshot of the document and runs again (F5).
    void rerun();

protected:
    void done(int result) override;

private:
    struct Private;
    Private *d;
};

} // namespace capstudio
