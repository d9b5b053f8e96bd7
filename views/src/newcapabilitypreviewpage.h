#pragma once

#include "catalog/capabilityscaffold.h"

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QListWidget;
class QTabWidget;

namespace capstudio {

// Page 4 of NewCapabilityWizard, "Preview": the five generated files as tabs of read-only
// monospace text, what the generator could not carry over, and the folder to write into.
// Finish writes the files (each atomically, none overwritten without asking) and stages
// the row in the document as one undo step.
class NewCapabilityPreviewPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit NewCapabilityPreviewPage(QWidget *parent = nullptr);

    const CapabilityScaffold::Result &result() const { return m_result; }
    QString folder() const;
    void setFolder(const QString &folder);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    void browse();
    void updateTargets();
    // Writes every artifact or none (QSaveFile, committed only when all were written).
    bool writeFiles(const QString &folder, QStringList *written, QString *error);

    CapabilityScaffold::Result m_result;
    QTabWidget *m_tabs;
    QListWidget *m_findings;
    QLineEdit *m_folder;
    QLabel *m_targets;
};

} // namespace capstudio
