#include "views/emptystate.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace capstudio {

EmptyState::EmptyState(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    setObjectName(QStringLiteral("emptyState"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addStretch(1);

    m_title->setObjectName(QStringLiteral("emptyStateTitle"));
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    m_title->setFont(font);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    m_text->setObjectName(QStringLiteral("emptyStateText"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setMaximumWidth(560);
    m_text->setTextFormat(Qt::RichText);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_text, 0, Qt::AlignHCenter);

    m_buttons->setSpacing(8);
    m_buttons->addStretch(1);
    m_buttons->addStretch(1);
    layout->addSpacing(8);
    layout->addLayout(m_buttons);
    layout->addStretch(2);
}

void EmptyState::setTitle(const QString &title)
{
    m_title->setText(title);
}

void EmptyState::setText(const QString &text)
{
    m_text->setText(text);
}

QString EmptyState::title() const
{
    return m_title->text();
}

QString EmptyState::text() const
{
    return m_text->text();
}

void EmptyState::setActions(const QList<QAction *> &actions)
{
    // Between the two stretches.
    while (m_buttons->count() > 2) {
        QLayoutItem *item = m_buttons->takeAt(1);
        delete item->widget();
        delete item;
    }
    int at = 1;
    for (QAction *action : actions) {
        auto *button = new QPushButton(this);
        button->setObjectName(QStringLiteral("emptyStateButton"));
        const auto follow = [button, action] {
            button->setText(action->text());
            button->setIcon(action->icon());
            button->setEnabled(action->isEnabled());
            button->setVisible(action->isVisible());
            button->setToolTip(action->toolTip());
        };
        follow();
        connect(action, &QAction::changed, button, follow);
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        m_buttons->insertWidget(at++, button);
    }
}

} // namespace capstudio
