#include "transitioninspector.h"

#include "callinspector.h"
#include "commitlineedit.h"
#include "committextedit.h"
#include "executorfields.h"
#include "guardlisteditor.h"
#include "inspectorsection.h"
#include "inspectorvalues.h"

#include "designer/flowlibrary.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

namespace capstudio {

using flowgate::SourceDocument;
using flowgate::TransitionRef;
using flowgate::Value;

namespace {

constexpr int UnknownRole = Qt::UserRole + 1;

void select(QComboBox *combo, const QString &value, const QString &unknownFormat)
{
    const QSignalBlocker blocker(combo);
    for (int i = combo->count() - 1; i >= 0; --i) {
        if (combo->itemData(i, UnknownRole).toBool())
            combo->removeItem(i);
    }
    int index = combo->findData(value);
    if (index < 0 && !value.isEmpty()) {
        combo->addItem(unknownFormat.arg(value), value);
        index = combo->count() - 1;
        combo->setItemData(index, true, UnknownRole);
    }
    combo->setCurrentIndex(index);
}

} // namespace

TransitionInspector::TransitionInspector(QWidget *parent)
    : InspectorPage(parent)
{
    build();
}

void TransitionInspector::build()
{
    m_general = addSection(tr("Transition"));
    QFormLayout *form = m_general->form();
    m_generatedNote = new QLabel(tr("Injected by the loader (enable_human_ask): not written in the file, so "
                                    "it cannot be edited here."),
                                 this);
    m_generatedNote->setObjectName(QStringLiteral("transition.generatedNote"));
    m_generatedNote->setWordWrap(true);
    form->addRow(m_generatedNote);

    m_name = new CommitLineEdit(this);
    m_name->setObjectName(QStringLiteral("transition.name"));
    form->addRow(tr("&Name:"), m_name);
    connect(m_name, &CommitLineEdit::commitRequested, this, &TransitionInspector::rename);

    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("transition.target"));
    m_target->setPlaceholderText(tr("(missing target)"));
    form->addRow(tr("&Target:"), m_target);
    connect(m_target, &QComboBox::activated, this, &TransitionInspector::retarget);

    m_actor = new QComboBox(this);
    m_actor->setObjectName(QStringLiteral("transition.actor"));
    m_actor->addItem(tr("agent (not set)"), QString());
    for (const char *actor : {"agent", "human", "deterministic", "system"})
        m_actor->addItem(QLatin1String(actor), QLatin1String(actor));
    form->addRow(tr("&Actor:"), m_actor);
    connect(m_actor, &QComboBox::activated, this, [this](int index) {
        const QString actor = m_actor->itemData(index).toString();
        commit(m_general, transitionKeys({QStringLiteral("actor")}), actor.isEmpty() ? Value() : Value(actor),
               tr("Set actor"));
    });

    m_title = new CommitLineEdit(this);
    m_title->setObjectName(QStringLiteral("transition.title"));
    form->addRow(tr("T&itle:"), m_title);
    connect(m_title, &CommitLineEdit::commitRequested, this, [this](const QString &text) {
        commit(m_general, transitionKeys({QStringLiteral("title")}), text.isEmpty() ? Value() : Value(text),
               tr("Set title"));
    });

    m_description = new CommitTextEdit(this);
    m_description->setObjectName(QStringLiteral("transition.description"));
    form->addRow(tr("&Description:"), m_description);
    connect(m_description, &CommitTextEdit::commitRequested, this, [this](const QString &text) {
        commit(m_general, transitionKeys({QStringLiteral("description")}), text.isEmpty() ? Value() : Value(text),
               tr("Set description"));
    });

    m_guardSection = addSection(tr("Guards (all must pass)"));
    m_guards = new GuardListEditor(this);
    m_guardSection->form()->addRow(m_guards);
    connect(m_guards, &GuardListEditor::addRequested, this, [this](const Value &guard) {
        const Status status = edit(m_guardSection, tr("Add guard"),
                                   [&](SourceDocument &document, const TransitionRef &ref) {
                                       return document.addGuard(ref, guard);
                                   });
        if (status.ok())
            m_guards->clearAddRow();
    });
    connect(m_guards, &GuardListEditor::removeRequested, this, [this](int index) {
        edit(m_guardSection, tr("Remove guard"), [&](SourceDocument &document, const TransitionRef &ref) {
            return document.removeGuard(ref, index);
        });
    });

    m_executorSection = addSection(tr("Executor"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("executor.kind"));
    m_kind->addItem(tr("none (just move)"), QString());
    for (const QString &kind : InspectorValues::executorKinds())
        m_kind->addItem(kind, kind);
    m_executorSection->form()->addRow(tr("&Kind:"), m_kind);
    connect(m_kind, &QComboBox::activated, this, &TransitionInspector::setExecutorKind);
    m_fields = new ExecutorFields(this);
    m_executorSection->form()->addRow(m_fields);
    connect(m_fields, &ExecutorFields::fieldCommitted, this, [this](const QString &key, const Value &value) {
        commit(m_executorSection, transitionKeys({QStringLiteral("executor"), key}), value,
               tr("Set executor %1").arg(key));
    });

    m_call = new CallInspector(this);
    addWidget(m_call);
    connect(m_call, &InspectorPage::errorShown, this, &InspectorPage::errorShown);
}

QStringList TransitionInspector::transitionKeys(const QStringList &more) const
{
    return QStringList{QStringLiteral("states"), m_state, QStringLiteral("transitions"), m_transition} + more;
}

Status TransitionInspector::edit(InspectorSection *section, const QString &undoText, const Edit &change)
{
    const QString state = m_state;
    const QString transition = m_transition;
    const Status status =
        library()->editWorkflow(workflowId(), undoText, [&](SourceDocument &document, const QString &key) {
            return change(document, TransitionRef{key, state, transition});
        });
    section->check(status);
    return status;
}

void TransitionInspector::commit(InspectorSection *section, const QStringList &keys, const Value &value,
                                 const QString &undoText)
{
    if (!section->check(setOrRemove(keys, value, undoText))) {
        refresh();
        revertFields();
    }
}

void TransitionInspector::rename(const QString &to)
{
    const QString name = to.trimmed();
    Status status;
    if (name.isEmpty()) {
        status = StoreError{StoreError::Kind::Invalid, tr("A transition needs a name.")};
        m_general->check(status);
    } else {
        emit aboutToRename(m_state + QLatin1Char('/') + name);
        status = edit(m_general, tr("Rename transition"), [&](SourceDocument &document, const TransitionRef &ref) {
            return document.renameKey(flowgate::keyPath({QStringLiteral("workflows"), ref.workflow,
                                                         QStringLiteral("states"), ref.state,
                                                         QStringLiteral("transitions"), ref.transition}),
                                      name);
        });
    }
    if (!status.ok()) {
        m_name->revert();
        return;
    }
    emit elementRenamed(m_state + QLatin1Char('/') + name);
}

void TransitionInspector::retarget(int index)
{
    const QString target = m_target->itemData(index).toString();
    const Status status = library()->retarget(workflowId(), m_state + QLatin1Char('/') + m_transition, target);
    if (!m_general->check(status))
        refresh();
}

void TransitionInspector::setExecutorKind(int index)
{
    const QString kind = m_kind->itemData(index).toString();
    const Value current = InspectorValues::at(definition(), transitionKeys({QStringLiteral("executor")}));
    if (current.value(u"kind").toString() == kind && (!kind.isEmpty() || current.isNull()))
        return;
    // A new kind starts from an empty executor of that kind: the old kind's fields mean
    // nothing to it (undo brings them back).
    const Value executor =
        kind.isEmpty() ? Value() : Value::makeObject({{QStringLiteral("kind"), Value(kind), {}}});
    commit(m_executorSection, transitionKeys({QStringLiteral("executor")}), executor,
           kind.isEmpty() ? tr("Remove executor") : tr("Set executor kind %1").arg(kind));
}

void TransitionInspector::refresh()
{
    reloadDefinition();
    const int slash = elementId().indexOf(QLatin1Char('/'));
    m_state = elementId().left(slash);
    m_transition = elementId().mid(slash + 1);
    const flowgate::WorkflowGraph graph = library()->graph(workflowId());
    const int index = graph.transitionIndex(elementId());
    m_generated = index >= 0 && graph.transitions.at(index).generated;
    if (index >= 0) { // state ids may hold a '/': the graph knows which part is which
        m_state = graph.transitions.at(index).state;
        m_transition = graph.transitions.at(index).name;
    }
    const Value transition = InspectorValues::at(definition(), transitionKeys());

    m_generatedNote->setVisible(m_generated);
    m_name->setCommittedText(m_transition);
    {
        const QSignalBlocker blocker(m_target);
        m_target->clear();
        for (const flowgate::GraphState &state : graph.states)
            m_target->addItem(state.id, state.id);
    }
    select(m_target, transition.value(u"target").toString(), tr("%1 (not a state)"));
    select(m_actor, transition.value(u"actor").toString(), tr("%1 (behaves as agent)"));
    m_title->setCommittedText(transition.value(u"title").toString());
    m_description->setCommittedText(transition.value(u"description").toString());
    m_guards->setGuards(transition.value(u"guards"));

    const Value executor = transition.value(u"executor");
    const QString kind = executor.value(u"kind").toString();
    select(m_kind, executor.isNull() ? QString() : kind, tr("%1 (not registered by default)"));
    if (!executor.isNull() && kind.isEmpty())
        select(m_kind, QString(), QString()); // e.g. `executor: {capability: …}` before inlining
    const bool hasFields = m_fields->setExecutor(executor, library()->config());
    m_executorSection->form()->setRowVisible(m_fields, hasFields);

    const bool call = kind == QLatin1String("workflow");
    m_call->setVisible(call);
    if (call) {
        m_call->setTarget(library(), workflowId(), elementId());
        m_call->setTransition(m_state, m_transition);
        m_call->refresh();
    }

    // What the loader injected is not in the file: look, do not touch.
    m_name->setReadOnly(m_generated);
    m_title->setReadOnly(m_generated);
    m_description->setReadOnly(m_generated);
    m_target->setEnabled(!m_generated);
    m_actor->setEnabled(!m_generated);
    m_kind->setEnabled(!m_generated);
    m_guards->setReadOnly(m_generated);
    m_fields->setReadOnly(m_generated);
    m_call->setReadOnly(m_generated);
}

} // namespace capstudio
