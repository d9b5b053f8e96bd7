#pragma once

#include <QJsonObject>
#include <QWizardPage>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace capstudio {

class JsonEditor;

// Page 3 of NewCapabilityWizard: the JSON Schema of functionDefinition.parameters, with what
// has no Zod translation underlined as you type; processesPii; and the agent for the binding.
class NewCapabilityParametersPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit NewCapabilityParametersPage(QWidget *parent = nullptr);

    static QString initialParameters();

    // The parameters as written now; an empty object when the text is not a JSON object.
    QJsonObject parameters() const;
    bool processesPii() const;
    QString agentId() const;

    JsonEditor *editor() const { return m_editor; }

    void initializePage() override;
    bool isComplete() const override;

private:
    void refreshFindings();

    JsonEditor *m_editor;
    QLabel *m_status;
    QCheckBox *m_processesPii;
    QLineEdit *m_agentId;
};

} // namespace capstudio
