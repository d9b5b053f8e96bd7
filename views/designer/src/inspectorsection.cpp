#include "inspectorsection.h"
#include "core/tone.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace capstudio {

InspectorSection::InspectorSection(const QString &title, QWidget *parent)
    : QGroupBox(title, parent)
    , m_form(new QFormLayout)
    , m_error(new QLabel(this))
{
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_error->setObjectName(QStringLiteral("sectionError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, errorColor());
    m_error->setPalette(palette);
    m_error->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
}

void InspectorSection::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    if (!message.isEmpty())
        emit errorShown(message);
}

QString InspectorSection::errorText() const
{
    return m_error->text();
}

bool InspectorSection::check(const Status &status)
{
    if (status.ok()) {
        clearError();
        return true;
    }
    showError(status.error().message.isEmpty() ? tr("The edit was refused.") : status.error().message);
    return false;
}

QColor InspectorSection::errorColor()
{
    return toneColor(Tone::Negative);
}

QColor InspectorSection::warningColor()
{
    return toneColor(Tone::Neutral);
}

QColor InspectorSection::okColor()
{
    return toneColor(Tone::Positive);
}

} // namespace capstudio
