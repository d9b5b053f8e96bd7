#include "views/emptystate.h"

#include <algorithm>
#include <cmath>

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace capstudio {

EmptyState::EmptyState(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    setObjectName(QStringLiteral("emptyState"));
    // The heading, the text and the buttons sit together in the middle, a little above it:
    // the space goes to the stretches around them, never between them.
    auto *content = new QWidget(this);
    content->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addStretch(1);
    layout->addWidget(content);
    layout->addStretch(2);

    m_title->setObjectName(QStringLiteral("emptyStateTitle"));
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    m_title->setFont(font);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    column->addWidget(m_title);

    m_text->setObjectName(QStringLiteral("emptyStateText"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setTextFormat(Qt::RichText);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    column->addWidget(m_text, 0, Qt::AlignHCenter);

    m_buttons->setSpacing(8);
    m_buttons->addStretch(1);
    m_buttons->addStretch(1);
    column->addSpacing(8);
    column->addLayout(m_buttons);
}

void EmptyState::setTitle(const QString &title)
{
    m_title->setText(title);
    fitText();
}

void EmptyState::setText(const QString &text)
{
    m_text->setText(text);
    fitText();
}

void EmptyState::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitText();
}

void EmptyState::fitText()
{
    // Measured here: QLabel::heightForWidth() answers for the width it was last laid out at.
    const auto heightAt = [](const QLabel *label, int width, bool rich) {
        QTextDocument document;
        document.setDefaultFont(label->font());
        document.setDocumentMargin(0);
        if (rich)
            document.setHtml(label->text());
        else
            document.setPlainText(label->text());
        document.setTextWidth(width);
        return int(std::ceil(document.size().height())) + 2;
    };
    const QMargins margins = layout()->contentsMargins();
    const int available = std::max(120, this->width() - margins.left() - margins.right());
    const int width = std::min(560, available);
    m_text->setFixedWidth(width);
    m_text->setFixedHeight(heightAt(m_text, width, true));
    m_title->setFixedHeight(heightAt(m_title, available, false));
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
        auto *button = new QPushButton(m_buttons->parentWidget()); // made where it is shown
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
