#pragma once

#include "inspectorpage.h"

#include "flowgate/sourcedocument.h"

#include <functional>

class QComboBox;
class QLabel;

namespace capstudio {

class CallInspector;
class CommitLineEdit;
class CommitTextEdit;
class ExecutorFields;
class GuardListEditor;
class InspectorSection;

// One transition ("state/transition"): its name, target, actor, title, description,
// guards, executor kind with the kind's fields, and for `kind: workflow` the capability
// call (CallInspector). Transitions the loader injected (ask_human of enable_human_ask)
// are shown read-only.
class TransitionInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit TransitionInspector(QWidget *parent = nullptr);

    void refresh() override;
    CallInspector *callInspector() const { return m_call; }
    GuardListEditor *guards() const { return m_guards; }

private:
    using Edit = std::function<Status(flowgate::SourceDocument &, const flowgate::TransitionRef &)>;

    void build();
    QStringList transitionKeys(const QStringList &more = {}) const;
    Status edit(InspectorSection *section, const QString &undoText, const Edit &change);
    void commit(InspectorSection *section, const QStringList &keys, const flowgate::Value &value,
                const QString &undoText);
    void rename(const QString &to);
    void retarget(int index);
    void setExecutorKind(int index);

    QString m_state;
    QString m_transition;
    bool m_generated = false;
    InspectorSection *m_general = nullptr;
    InspectorSection *m_guardSection = nullptr;
    InspectorSection *m_executorSection = nullptr;
    QLabel *m_generatedNote = nullptr;
    CommitLineEdit *m_name = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_actor = nullptr;
    CommitLineEdit *m_title = nullptr;
    CommitTextEdit *m_description = nullptr;
    GuardListEditor *m_guards = nullptr;
    QComboBox *m_kind = nullptr;
    ExecutorFields *m_fields = nullptr;
    CallInspector *m_call = nullptr;
};

} // namespace capstudio
