#pragma once

#include "catalog/agentbinding.h"

#include <QDialog>
#include <QJsonValue>

class QLabel;
class QTableWidget;

namespace capstudio {

class BindingDocument;
class JsonEditor;

// Configures one binding: enabled, custom rate limit (1..10000 or none), and customConfig
// in two synchronised views — a form generated from the capability's BindingSchema and the
// JSON text with live diagnostics — plus the recipe picker (call_external_api), the env-var
// table with each variable's state against the document's profile and a warning banner for
// missing/empty ones, the resolved forcedUrl and its allowlist check. Accepting hands the
// result to BindingDocument::replaceBinding (one undo step).
class ConfigureBindingDialog : public QDialog
{
    Q_OBJECT
public:
    ConfigureBindingDialog(BindingDocument *document, const QString &agentId,
                           const QString &capabilityId, QWidget *parent = nullptr);
    ~ConfigureBindingDialog() override;

    // The binding as the dialog shows it now (what OK would stage).
    AgentBinding editedBinding() const;
    void accept() override;

    // For tests and the pane: the current customConfig (Null when the JSON is empty), the
    // parts of the dialog, the recipes offered and filling one in.
    QJsonValue currentConfig() const;
    JsonEditor *jsonEditor() const;
    QWidget *form() const;          // null for a capability without a known schema
    QLabel *envBanner() const;
    QTableWidget *envTable() const;
    QStringList highlightedFields() const; // form fields marked by a problem or an env var
    QStringList recipeIds() const;
    bool fillRecipe(const QString &recipeId);
    // Re-runs the checks now instead of after the editor's re-read delay.
    void recheckNow();

private:
    struct Private;
    Private *d;
};

} // namespace capstudio
