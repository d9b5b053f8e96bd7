#include "secretprompt.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace capstudio {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SecretPrompt", text);
}

// Where the secret is valid, for the heading: user@host:port or the server address.
QString accountOf(const ConnectionProfile &profile)
{
    if (profile.kind == ConnectionProfile::Kind::PostgreSql)
        return QStringLiteral("%1@%2:%3").arg(profile.user, profile.host).arg(profile.port);
    return profile.normalizedServerUrl().toString();
}

} // namespace

std::optional<QString> askSecret(QWidget *parent, const ConnectionProfile &profile, const QString &reason)
{
    const bool apiKey = profile.kind == ConnectionProfile::Kind::Sunrise;

    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("secretPrompt"));
    dialog.setWindowTitle(apiKey ? tr("API Key for %1").arg(profile.name) : tr("Password for %1").arg(profile.name));

    auto *heading = new QLabel(&dialog);
    heading->setTextFormat(Qt::PlainText);
    heading->setWordWrap(true);
    heading->setText(apiKey ? tr("Enter the API key for “%1” (%2).").arg(profile.name, accountOf(profile))
                            : tr("Enter the password for “%1” (%2).").arg(profile.name, accountOf(profile)));

    auto *because = new QLabel(&dialog);
    because->setObjectName(QStringLiteral("reason"));
    because->setTextFormat(Qt::PlainText);
    because->setWordWrap(true);
    because->setText(reason);
    because->setVisible(!reason.isEmpty());

    auto *secret = new QLineEdit(&dialog);
    secret->setObjectName(QStringLiteral("secret"));
    secret->setEchoMode(QLineEdit::Password);
    secret->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    if (apiKey)
        secret->setPlaceholderText(QStringLiteral("sk_…"));

    auto *problem = new QLabel(&dialog);
    problem->setObjectName(QStringLiteral("problem"));
    problem->setTextFormat(Qt::PlainText);
    problem->setWordWrap(true);
    problem->hide();

    auto *form = new QFormLayout;
    form->addRow(apiKey ? tr("API &key:") : tr("&Password:"), secret);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);

    const auto typed = [secret, apiKey] { return apiKey ? secret->text().trimmed() : secret->text(); };
    const auto check = [&profile, typed, ok, problem] {
        const QString text = typed();
        const Status status = profile.validateSecret(text);
        problem->setText(status.ok() ? QString() : status.error().message);
        problem->setVisible(!status.ok());
        ok->setEnabled(!text.isEmpty() && status.ok());
    };
    QObject::connect(secret, &QLineEdit::textChanged, &dialog, check);
    check();

    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(heading);
    layout->addWidget(because);
    layout->addLayout(form);
    layout->addWidget(problem);
    layout->addWidget(buttons);
    // Wide enough for the heading to keep user@host:port on one line in most cases.
    dialog.setMinimumWidth(dialog.fontMetrics().horizontalAdvance(QLatin1Char('x')) * 64);
    dialog.resize(dialog.minimumWidth(), dialog.heightForWidth(dialog.minimumWidth()));

    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const QString answer = typed();
    secret->clear();
    return answer;
}

} // namespace capstudio
