#pragma once

#include "inspectorpage.h"

#include <QHash>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace capstudio {

class CommitLineEdit;
class CommitTextEdit;
class InspectorSection;

// One state: its id (renaming retargets the transitions that name it), terminal, goal,
// guidance, description, delegate, linkFilter, and the other keys it carries (onEnter,
// while, max_iterations, skills, slots) as compact JSON, read-only.
class StateInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit StateInspector(QWidget *parent = nullptr);

    void refresh() override;

private:
    void build();
    void commit(const QString &key, const flowgate::Value &value, const QString &undoText);
    void rename(const QString &to);

    InspectorSection *m_general = nullptr;
    InspectorSection *m_other = nullptr;
    CommitLineEdit *m_id = nullptr;
    QCheckBox *m_terminal = nullptr;
    CommitTextEdit *m_goal = nullptr;
    CommitTextEdit *m_guidance = nullptr;
    CommitTextEdit *m_description = nullptr;
    CommitLineEdit *m_delegate = nullptr;
    QComboBox *m_linkFilter = nullptr;
    QLineEdit *m_transitions = nullptr;
    QHash<QString, QLineEdit *> m_readOnly; // key → its compact JSON
};

} // namespace capstudio
