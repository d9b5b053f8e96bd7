#include "parametertypedelegate.h"

#include "catalog/parameterstablemodel.h"

#include <QComboBox>

namespace capstudio {

QWidget *ParameterTypeDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                             const QModelIndex &index) const
{
    Q_UNUSED(option)
    auto *combo = new QComboBox(parent);
    combo->setFrame(false);
    for (const QString &type : ParametersTableModel::typeNames())
        combo->addItem(type, type);
    const QString current = index.data(Qt::EditRole).toString();
    if (combo->findData(current) < 0) {
        // Keep what is there selectable: the union's JSON, or "any" for no type.
        combo->insertItem(0, current.isEmpty() ? index.data(Qt::DisplayRole).toString() : current, current);
        combo->insertSeparator(1);
    }
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto *self = const_cast<ParameterTypeDelegate *>(this);
        emit self->commitData(combo);
        emit self->closeEditor(combo);
    });
    return combo;
}

void ParameterTypeDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (combo == nullptr)
        return;
    const int found = combo->findData(index.data(Qt::EditRole).toString());
    combo->setCurrentIndex(found < 0 ? 0 : found);
}

void ParameterTypeDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (combo == nullptr)
        return;
    const QString chosen = combo->currentData().toString();
    if (chosen != index.data(Qt::EditRole).toString())
        model->setData(index, chosen, Qt::EditRole);
}

void ParameterTypeDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                                 const QModelIndex &index) const
{
    Q_UNUSED(index)
    QRect rect = option.rect;
    rect.setWidth(qMax(rect.width(), editor->sizeHint().width()));
    editor->setGeometry(rect);
}

} // namespace capstudio
