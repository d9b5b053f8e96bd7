#include "bindingrowseditor.h"

#include "pathcombobox.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace capstudio {

BindingRowsEditor::BindingRowsEditor(const QString &emptyText, QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout)
    , m_empty(new QLabel(emptyText, this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    layout->addLayout(m_form);
}

void BindingRowsEditor::setRows(const QList<Row> &rows)
{
    QStringList ids;
    for (const Row &row : rows)
        ids.append(row.id);
    if (ids != m_order) {
        clearRows();
        for (const Row &row : rows) {
            m_rows.insert(row.id, createRow(row));
            m_order.append(row.id);
        }
    }
    for (const Row &row : rows)
        updateRow(m_rows.value(row.id), row);
    m_empty->setVisible(rows.isEmpty());
}

void BindingRowsEditor::clearRows()
{
    // Rows may be cleared from inside one of their own signals: delete later.
    for (const Widgets &widgets : std::as_const(m_rows)) {
        widgets.label->hide();
        widgets.field->hide();
        widgets.label->deleteLater();
        widgets.field->deleteLater();
    }
    while (m_form->rowCount() > 0) {
        const QFormLayout::TakeRowResult taken = m_form->takeRow(0);
        delete taken.labelItem; // the layout items only; the widgets go above
        delete taken.fieldItem;
    }
    m_rows.clear();
    m_order.clear();
}

BindingRowsEditor::Widgets BindingRowsEditor::createRow(const Row &row)
{
    Widgets widgets;
    widgets.label = new QLabel(this);
    widgets.field = new QWidget(this);
    widgets.value = new PathComboBox(widgets.field);
    widgets.value->setObjectName(QStringLiteral("binding:") + row.id);
    widgets.remove = new QToolButton(widgets.field);
    widgets.remove->setObjectName(QStringLiteral("unbind:") + row.id);
    widgets.remove->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    widgets.remove->setToolTip(tr("Remove this binding"));
    widgets.remove->setAccessibleName(tr("Remove binding"));
    widgets.hint = new QLabel(widgets.field);
    widgets.hint->setWordWrap(true);
    widgets.hint->hide();
    widgets.label->setBuddy(widgets.value);

    auto *line = new QHBoxLayout;
    line->setContentsMargins(0, 0, 0, 0);
    line->addWidget(widgets.value, 1);
    line->addWidget(widgets.remove);
    auto *column = new QVBoxLayout(widgets.field);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    column->addLayout(line);
    column->addWidget(widgets.hint);
    m_form->addRow(widgets.label, widgets.field);
    // Shown now, not when the event loop gets to it (rows come and go while visible).
    widgets.label->show();
    widgets.field->show();

    const QString id = row.id;
    connect(widgets.value, &PathComboBox::commitRequested, this,
            [this, id](const QString &text) { emit commitRequested(id, text); });
    connect(widgets.value, &QComboBox::editTextChanged, this, [this, id](const QString &text) {
        if (const PathComboBox *value = valueEditor(id); value && value->lineEdit()->isModified())
            emit textEdited(id, text);
    });
    connect(widgets.remove, &QToolButton::clicked, this, [this, id] { emit removeRequested(id); });
    return widgets;
}

void BindingRowsEditor::updateRow(const Widgets &widgets, const Row &row)
{
    widgets.label->setText(row.label);
    widgets.label->setToolTip(row.toolTip);
    widgets.value->setToolTip(row.toolTip);
    widgets.value->setSuggestions(row.suggestions);
    widgets.value->setCommittedText(row.text);
    widgets.value->setEnabled(!m_readOnly);
    widgets.remove->setEnabled(!m_readOnly && row.bound);
    setHint(row.id, row.hint, row.hintColor);
}

void BindingRowsEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    for (const Widgets &widgets : std::as_const(m_rows)) {
        widgets.value->setEnabled(!readOnly);
        widgets.remove->setEnabled(!readOnly && widgets.remove->isEnabled());
    }
}

void BindingRowsEditor::setHint(const QString &id, const QString &hint, const QColor &color)
{
    const auto it = m_rows.constFind(id);
    if (it == m_rows.cend())
        return;
    it->hint->setText(hint);
    QPalette palette = it->hint->palette();
    palette.setColor(QPalette::WindowText, color.isValid() ? color : this->palette().color(QPalette::WindowText));
    it->hint->setPalette(palette);
    it->hint->setVisible(!hint.isEmpty());
}

PathComboBox *BindingRowsEditor::valueEditor(const QString &id) const
{
    const auto it = m_rows.constFind(id);
    return it == m_rows.cend() ? nullptr : it->value;
}

QToolButton *BindingRowsEditor::removeButton(const QString &id) const
{
    const auto it = m_rows.constFind(id);
    return it == m_rows.cend() ? nullptr : it->remove;
}

} // namespace capstudio
