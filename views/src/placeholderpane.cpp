#include "views/placeholderpane.h"

#include <QLabel>
#include <QVBoxLayout>

namespace capstudio {

PlaceholderPane::PlaceholderPane(const QString &title, const QString &purpose,
                                 const QString &status, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);

    auto *heading = new QLabel(title, this);
    QFont headingFont = heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.4);
    headingFont.setBold(true);
    heading->setFont(headingFont);
    heading->setAlignment(Qt::AlignCenter);
    layout->addWidget(heading);

    auto *purposeLabel = new QLabel(purpose, this);
    purposeLabel->setWordWrap(true);
    purposeLabel->setAlignment(Qt::AlignCenter);
    purposeLabel->setMaximumWidth(640);
    layout->addWidget(purposeLabel, 0, Qt::AlignHCenter);

    auto *statusLabel = new QLabel(status, this);
    statusLabel->setWordWrap(true);
    statusLabel->setAlignment(Qt::AlignCenter);
    statusLabel->setMaximumWidth(640);
    statusLabel->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(statusLabel, 0, Qt::AlignHCenter);

    layout->addStretch(2);
}

} // namespace capstudio
