#pragma once

#include "inspectorpage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace capstudio {

class CommitLineEdit;
class CommitTextEdit;
class InspectorSection;
class SnippetEditor;

// The workflow itself: id and tier (read-only), verb and lifecycle (capabilities),
// version, initial state, description, enable_human_ask, maxChainDepth, linkFilter and,
// for capabilities, the contract snippet with its hash and the impact of a change.
class WorkflowInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit WorkflowInspector(QWidget *parent = nullptr);

    void refresh() override;
    SnippetEditor *snippetEditor() const { return m_snippet; }

private:
    void build();
    void commit(const QStringList &keys, const flowgate::Value &value, const QString &undoText);
    void commitMaxChainDepth();

    InspectorSection *m_general = nullptr;
    InspectorSection *m_behaviour = nullptr;
    InspectorSection *m_contract = nullptr;
    QLineEdit *m_id = nullptr;
    QLabel *m_tier = nullptr;
    QComboBox *m_verb = nullptr;
    QComboBox *m_lifecycle = nullptr;
    CommitLineEdit *m_version = nullptr;
    QComboBox *m_initialState = nullptr;
    CommitTextEdit *m_description = nullptr;
    QLineEdit *m_inputs = nullptr;
    QCheckBox *m_humanAsk = nullptr;
    QSpinBox *m_maxChainDepth = nullptr;
    int m_committedDepth = 0;
    QComboBox *m_linkFilter = nullptr;
    SnippetEditor *m_snippet = nullptr;
};

} // namespace capstudio
