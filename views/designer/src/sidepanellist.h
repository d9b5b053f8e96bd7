#pragma once

// What the designer's list panels (Analysis, Changes) share: a one-row-at-a-time table of
// kind, place and a long text column that is hidden (written out in full below the table,
// in a selectable label), and the layout of buttons, summary, table and that label.
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace capstudio::sidepanellist {

inline void setUp(QTableView *view, QAbstractItemModel *model, const QString &accessibleName, int kindColumn,
                  int textColumn, QLabel *summary, QLabel *detail, const QString &detailName)
{
    summary->setWordWrap(true);
    detail->setWordWrap(true);
    detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail->setAccessibleName(detailName);
    view->setModel(model);
    view->setAccessibleName(accessibleName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionResizeMode(kindColumn, QHeaderView::ResizeToContents);
    view->setColumnHidden(textColumn, true);
}

inline void lay(QWidget *panel, const QList<QPushButton *> &buttons, QLabel *summary, QTableView *view, QLabel *detail)
{
    auto *row = new QHBoxLayout;
    for (QPushButton *button : buttons)
        row->addWidget(button);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(panel);
    layout->addLayout(row);
    layout->addWidget(summary);
    layout->addWidget(view, 1);
    layout->addWidget(detail);
}

} // namespace capstudio::sidepanellist
