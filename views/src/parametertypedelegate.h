#pragma once

#include <QStyledItemDelegate>

namespace capstudio {

// Edits the type cell of the parameters table with a drop-down of the JSON Schema types
// (ParametersTableModel::typeNames()). A type the list does not offer (a union such as
// ["string","null"], or no type at all) is offered too, first, so that opening the list
// and leaving it changes nothing. Picking an entry commits it at once.
class ParameterTypeDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;
};

} // namespace capstudio
