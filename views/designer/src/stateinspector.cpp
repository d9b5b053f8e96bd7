#include "stateinspector.h"

#include "commitlineedit.h"
#include "committextedit.h"
#include "inspectorsection.h"
#include "inspectorvalues.h"

#include "designer/flowlibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace capstudio {

using flowgate::Value;

namespace {

const QStringList &readOnlyKeys()
{
    static const QStringList keys{QStringLiteral("onEnter"), QStringLiteral("while"),
                                  QStringLiteral("max_iterations"), QStringLiteral("skills"),
                                  QStringLiteral("slots")};
    return keys;
}

} // namespace

StateInspector::StateInspector(QWidget *parent)
    : InspectorPage(parent)
{
    build();
}

void StateInspector::build()
{
    m_general = addSection(tr("State"));
    QFormLayout *form = m_general->form();

    m_id = new CommitLineEdit(this);
    m_id->setObjectName(QStringLiteral("state.id"));
    m_id->setToolTip(tr("Renaming a state retargets every transition, branch and the initial state that name it."));
    form->addRow(tr("&Id:"), m_id);
    connect(m_id, &CommitLineEdit::commitRequested, this, &StateInspector::rename);

    m_terminal = new QCheckBox(tr("&Terminal (ends the run)"), this);
    m_terminal->setObjectName(QStringLiteral("state.terminal"));
    form->addRow(QString(), m_terminal);
    connect(m_terminal, &QCheckBox::clicked, this, [this](bool checked) {
        commit(QStringLiteral("terminal"), checked ? Value(true) : Value(),
               checked ? tr("Make state terminal") : tr("Make state non-terminal"));
    });

    const auto addText = [this, form](CommitTextEdit *&edit, const QString &key, const QString &label,
                                      const QString &undoText) {
        edit = new CommitTextEdit(this);
        edit->setObjectName(QStringLiteral("state.") + key);
        form->addRow(label, edit);
        connect(edit, &CommitTextEdit::commitRequested, this, [this, key, undoText](const QString &text) {
            commit(key, text.isEmpty() ? Value() : Value(text), undoText);
        });
    };
    addText(m_goal, QStringLiteral("goal"), tr("&Goal:"), tr("Set goal"));
    m_goal->setPlaceholderText(tr("What the agent is to achieve here; {{ $.context.slot }} is filled in"));
    addText(m_guidance, QStringLiteral("guidance"), tr("G&uidance:"), tr("Set guidance"));
    addText(m_description, QStringLiteral("description"), tr("&Description:"), tr("Set description"));

    m_delegate = new CommitLineEdit(this);
    m_delegate->setObjectName(QStringLiteral("state.delegate"));
    m_delegate->setPlaceholderText(tr("sub-agent name (optional)"));
    form->addRow(tr("De&legate:"), m_delegate);
    connect(m_delegate, &CommitLineEdit::commitRequested, this, [this](const QString &text) {
        commit(QStringLiteral("delegate"), text.trimmed().isEmpty() ? Value() : Value(text), tr("Set delegate"));
    });

    m_linkFilter = new QComboBox(this);
    m_linkFilter->setObjectName(QStringLiteral("state.linkFilter"));
    m_linkFilter->addItem(tr("(workflow's setting)"), QString());
    m_linkFilter->addItem(QStringLiteral("all"), QStringLiteral("all"));
    m_linkFilter->addItem(QStringLiteral("byGuards"), QStringLiteral("byGuards"));
    form->addRow(tr("Link &filter:"), m_linkFilter);
    connect(m_linkFilter, &QComboBox::activated, this, [this](int index) {
        const QString value = m_linkFilter->itemData(index).toString();
        commit(QStringLiteral("linkFilter"), value.isEmpty() ? Value() : Value(value), tr("Set link filter"));
    });

    m_transitions = new QLineEdit(this);
    m_transitions->setObjectName(QStringLiteral("state.transitions"));
    m_transitions->setReadOnly(true);
    form->addRow(tr("Transitions:"), m_transitions);

    m_other = addSection(tr("Other keys (read-only)"));
    for (const QString &key : readOnlyKeys()) {
        auto *field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("state.") + key);
        field->setReadOnly(true);
        m_other->form()->addRow(key + QLatin1Char(':'), field);
        m_readOnly.insert(key, field);
    }
}

void StateInspector::commit(const QString &key, const Value &value, const QString &undoText)
{
    if (!m_general->check(setOrRemove({QStringLiteral("states"), elementId(), key}, value, undoText))) {
        refresh();
        revertFields();
    }
}

void StateInspector::rename(const QString &to)
{
    const QString from = elementId();
    const QString name = to.trimmed();
    if (!name.isEmpty())
        emit aboutToRename(name);
    Status status = name.isEmpty()
        ? Status(StoreError{StoreError::Kind::Invalid, tr("A state needs a name.")})
        : library()->renameState(workflowId(), from, name);
    if (!m_general->check(status)) {
        m_id->revert();
        return;
    }
    emit elementRenamed(name);
}

void StateInspector::refresh()
{
    reloadDefinition();
    const Value state = InspectorValues::at(definition(), {QStringLiteral("states"), elementId()});
    m_id->setCommittedText(elementId());
    m_terminal->setChecked(state.value(u"terminal").toBool());
    m_goal->setCommittedText(state.value(u"goal").toString());
    m_guidance->setCommittedText(state.value(u"guidance").toString());
    m_description->setCommittedText(state.value(u"description").toString());
    m_delegate->setCommittedText(state.value(u"delegate").toString());
    {
        const QSignalBlocker blocker(m_linkFilter);
        const int index = m_linkFilter->findData(state.value(u"linkFilter").toString());
        m_linkFilter->setCurrentIndex(std::max(index, 0));
    }
    QStringList transitions;
    for (const Value::Member &transition : state.value(u"transitions").members())
        transitions.append(transition.key);
    m_transitions->setText(transitions.isEmpty() ? tr("(none)") : transitions.join(QStringLiteral(", ")));

    bool any = false;
    for (const QString &key : readOnlyKeys()) {
        QLineEdit *field = m_readOnly.value(key);
        const Value *value = state.find(key);
        m_other->form()->setRowVisible(field, value != nullptr);
        field->setText(value ? InspectorValues::compactJson(*value) : QString());
        field->setCursorPosition(0);
        field->setToolTip(value ? InspectorValues::prettyJson(*value) : QString());
        any = any || value;
    }
    m_other->setVisible(any);
}

} // namespace capstudio
