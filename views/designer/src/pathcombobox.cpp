#include "pathcombobox.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTreeView>

namespace capstudio {

PathComboBox::PathComboBox(QWidget *parent)
    : QComboBox(parent)
    , m_model(new QStandardItemModel(0, 2, this))
{
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(12);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setModel(m_model);
    setModelColumn(0);
    auto *view = new QTreeView(this);
    view->setHeaderHidden(true);
    view->setRootIsDecorated(false);
    view->setItemsExpandable(false);
    view->setUniformRowHeights(true);
    setView(view); // gives the view the two-column model
    view->header()->setStretchLastSection(true);
    view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    connect(lineEdit(), &QLineEdit::editingFinished, this, &PathComboBox::finish);
    connect(this, &QComboBox::activated, this, [this](int) { finish(); });
}

void PathComboBox::setSuggestions(const QList<QPair<QString, QString>> &suggestions)
{
    const QString current = lineEdit()->text();
    const QSignalBlocker blocker(this);
    m_model->removeRows(0, m_model->rowCount());
    for (const auto &suggestion : suggestions) {
        auto *path = new QStandardItem(suggestion.first);
        auto *detail = new QStandardItem(suggestion.second);
        detail->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        path->setToolTip(suggestion.second);
        m_model->appendRow({path, detail});
    }
    setCurrentIndex(-1);
    lineEdit()->setText(current);
}

void PathComboBox::setCommittedText(const QString &text)
{
    // A reload while a person is typing here keeps the typing; it commits against the new value.
    const bool typing = lineEdit()->hasFocus() && lineEdit()->text() != m_committed;
    m_committed = text;
    if (typing)
        return;
    if (lineEdit()->text() != text) {
        const QSignalBlocker blocker(this);
        setCurrentIndex(-1);
        lineEdit()->setText(text);
    }
    lineEdit()->setCursorPosition(0);
}

void PathComboBox::revert()
{
    const QSignalBlocker blocker(this);
    setCurrentIndex(-1);
    lineEdit()->setText(m_committed);
    lineEdit()->setCursorPosition(0);
}

QString PathComboBox::text() const
{
    return lineEdit()->text();
}

void PathComboBox::finish()
{
    if (lineEdit()->text() == m_committed)
        return;
    emit commitRequested(lineEdit()->text());
}

} // namespace capstudio
