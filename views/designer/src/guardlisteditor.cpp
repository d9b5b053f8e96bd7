#include "guardlisteditor.h"

#include "inspectorvalues.h"

#include "flowgate/workflowgraph.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

namespace capstudio {

using flowgate::Value;

GuardListEditor::GuardListEditor(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_remove(new QPushButton(tr("Remo&ve guard"), this))
    , m_kind(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_add(new QPushButton(tr("Add &guard"), this))
{
    m_list->setObjectName(QStringLiteral("guards.list"));
    m_remove->setObjectName(QStringLiteral("guards.remove"));
    m_kind->setObjectName(QStringLiteral("guards.kind"));
    m_text->setObjectName(QStringLiteral("guards.text"));
    m_add->setObjectName(QStringLiteral("guards.add"));
    m_list->setAccessibleName(tr("Guards (all must pass)"));
    m_list->setMaximumHeight(m_list->fontMetrics().lineSpacing() * 4 + 2 * m_list->frameWidth() + 4);
    m_list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_kind->addItem(tr("expression"), QStringLiteral("expr"));
    m_kind->addItem(tr("role"), QStringLiteral("role"));
    m_kind->addItem(tr("permission"), QStringLiteral("permission"));
    m_kind->setAccessibleName(tr("Kind of the new guard"));
    m_text->setAccessibleName(tr("Text of the new guard"));

    const auto placeholder = [this] {
        const QString kind = m_kind->currentData().toString();
        m_text->setPlaceholderText(kind == QLatin1String("expr") ? tr("$.context.ready == true")
                                   : kind == QLatin1String("role") ? tr("role name, e.g. admin")
                                                                    : tr("permission name, e.g. deploy"));
    };
    placeholder();

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 0, 0, 1, 3);
    layout->addWidget(m_remove, 1, 2);
    layout->addWidget(m_kind, 2, 0);
    layout->addWidget(m_text, 2, 1);
    layout->addWidget(m_add, 2, 2);
    layout->setColumnStretch(1, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, placeholder);
    connect(m_text, &QLineEdit::textChanged, this, &GuardListEditor::updateButtons);
    connect(m_text, &QLineEdit::returnPressed, this, &GuardListEditor::addFromRow);
    connect(m_add, &QPushButton::clicked, this, &GuardListEditor::addFromRow);
    connect(m_list, &QListWidget::currentRowChanged, this, &GuardListEditor::updateButtons);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            emit removeRequested(m_list->currentRow());
    });
    updateButtons();
}

void GuardListEditor::setGuards(const Value &guards)
{
    const int row = m_list->currentRow();
    m_list->clear();
    if (guards.isArray()) {
        for (const Value &guard : guards.items()) {
            auto *item = new QListWidgetItem(flowgate::WorkflowGraph::guardText(guard), m_list);
            item->setToolTip(InspectorValues::prettyJson(guard));
        }
    }
    if (m_list->count() == 0) {
        auto *item = new QListWidgetItem(tr("(no guards: always allowed)"), m_list);
        item->setFlags(Qt::NoItemFlags);
    } else if (row >= 0) {
        m_list->setCurrentRow(std::min(row, m_list->count() - 1));
    }
    updateButtons();
}

void GuardListEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_kind->setEnabled(!readOnly);
    m_text->setEnabled(!readOnly);
    updateButtons();
}

void GuardListEditor::addFromRow()
{
    const QString text = m_text->text().trimmed();
    if (text.isEmpty() || m_readOnly)
        return;
    const QString kind = m_kind->currentData().toString();
    emit addRequested(Value::makeObject({{QStringLiteral("kind"), Value(kind), {}}, {kind, Value(text), {}}}));
}

void GuardListEditor::clearAddRow()
{
    m_text->clear();
}

void GuardListEditor::updateButtons()
{
    const QListWidgetItem *current = m_list->currentItem();
    m_remove->setEnabled(!m_readOnly && current && (current->flags() & Qt::ItemIsEnabled));
    m_add->setEnabled(!m_readOnly && !m_text->text().trimmed().isEmpty());
}

} // namespace capstudio
