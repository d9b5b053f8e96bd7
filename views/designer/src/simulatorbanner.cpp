#include "simulatorbanner.h"
#include "core/tone.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace capstudio {

namespace {

QColor accentOf(SimulatorBanner::Kind kind)
{
    switch (kind) {
    case SimulatorBanner::Kind::Error:
        return toneColor(Tone::Negative);
    case SimulatorBanner::Kind::Warning:
        return toneColor(Tone::Neutral);
    case SimulatorBanner::Kind::Success:
        return toneColor(Tone::Positive);
    case SimulatorBanner::Kind::Info:
        break;
    }
    return toneColor(Tone::Informative);
}


} // namespace

SimulatorBanner::SimulatorBanner(QWidget *parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("bannerTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("bannerMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    layout->addWidget(m_title, 0, Qt::AlignTop);
    layout->addWidget(m_message, 1);
    m_buttons = new QHBoxLayout;
    m_buttons->setSpacing(4);
    layout->addLayout(m_buttons);
    hide();
}

void SimulatorBanner::showMessage(Kind kind, const QString &title, const QString &message)
{
    m_kind = kind;
    m_title->setText(title);
    m_title->setVisible(!title.isEmpty());
    m_message->setText(message);
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    applyColours();
    show();
}

QPushButton *SimulatorBanner::addButton(const QString &text)
{
    auto *button = new QPushButton(text, this);
    m_buttons->addWidget(button, 0, Qt::AlignTop);
    return button;
}

void SimulatorBanner::clear()
{
    m_title->clear();
    m_message->clear();
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    hide();
}

QString SimulatorBanner::title() const
{
    return m_title->text();
}

QString SimulatorBanner::message() const
{
    return m_message->text();
}

QString SimulatorBanner::text() const
{
    return title().isEmpty() ? message() : title() + QLatin1String(": ") + message();
}

void SimulatorBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (!m_applying && (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange))
        applyColours();
}

void SimulatorBanner::applyColours()
{
    const QColor accent = accentOf(m_kind);
    QPalette palette = this->palette();
    const QColor base = parentWidget() ? parentWidget()->palette().color(QPalette::Window)
                                       : palette.color(QPalette::Window);
    palette.setColor(QPalette::Window, mixColors(base, accent, 0.16));
    palette.setColor(QPalette::WindowText, parentWidget() ? parentWidget()->palette().color(QPalette::WindowText)
                                                          : palette.color(QPalette::WindowText));
    // The frame of a styled panel uses the light/dark roles: draw it in the accent colour.
    palette.setColor(QPalette::Light, accent);
    palette.setColor(QPalette::Dark, accent);
    palette.setColor(QPalette::Mid, accent);
    // Setting the palette sends a PaletteChange: guard against recursion.
    m_applying = true;
    setPalette(palette);
    QPalette title = m_title->palette();
    title.setColor(QPalette::WindowText, m_kind == Kind::Info ? palette.color(QPalette::WindowText) : accent.darker(120));
    m_title->setPalette(title);
    m_applying = false;
}

} // namespace capstudio
