#pragma once

#include "flowgate/value.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace capstudio {

namespace designer {
class FlowLibrary;
}

class JsonEditor;

// A capability's contract: `snippet:` as JSON, its current contract hash and, while the
// text differs from the loaded snippet, the hash it would get and which callers would
// break (ContractImpact: rule id and message for each). Apply stays possible either way;
// the owner turns applyRequested() into an undoable edit.
class SnippetEditor : public QWidget
{
    Q_OBJECT

public:
    explicit SnippetEditor(QWidget *parent = nullptr);

    // Shows the capability's snippet. Text the person changed and did not apply stays when
    // the loaded snippet is unchanged.
    void setCapability(designer::FlowLibrary *library, const QString &workflowId);
    // The edited snippet, Null while the text is not valid JSON.
    flowgate::Value editedSnippet() const;
    bool isEdited() const;
    // Re-reads the text and the impact now (the editor waits for a pause in typing).
    void updateImpact();
    // Asks to apply the edited snippet (as the Apply button).
    void apply();
    void revert();

signals:
    void applyRequested(const flowgate::Value &snippet);

private:
    void loadText(const flowgate::Value &snippet);

    designer::FlowLibrary *m_library = nullptr;
    QString m_workflowId;
    flowgate::Value m_loaded;
    bool m_hasLoaded = false;
    JsonEditor *m_editor;
    QFormLayout *m_hashes;
    QLineEdit *m_hash;
    QLineEdit *m_newHash;
    QLabel *m_callers;
    QLabel *m_impactTitle;
    QListWidget *m_impact;
    QPushButton *m_apply;
    QPushButton *m_revert;
};

} // namespace capstudio
