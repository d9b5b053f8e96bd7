#include "views/verdictdialog.h"

#include "core/tone.h"
#include "views/auditfindingsmodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace capstudio {

namespace {
const QString ReviewerKey = QStringLiteral("review/reviewer");
const QString KeyPathKey = QStringLiteral("review/key");
} // namespace

VerdictDialog::VerdictDialog(const QString &what, QWidget *parent)
    : QDialog(parent)
    , m_verdict(new QComboBox(this))
    , m_note(new QPlainTextEdit(this))
    , m_reviewer(new QLineEdit(this))
    , m_keyPath(new QLineEdit(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Give Verdict"));
    auto *heading = new QLabel(tr("A signed verdict on %1. It is kept in the workspace beside the evidence, never "
                                  "in it, and names the conversation as it is now: if the conversation changes, "
                                  "the verdict is shown as stale.")
                                   .arg(what),
                               this);
    heading->setWordWrap(true);

    for (const provenance::Verdict verdict : {provenance::Verdict::ConfirmedLeak, provenance::Verdict::FalsePositive,
                                              provenance::Verdict::AcceptedRisk})
        m_verdict->addItem(AuditFindingsModel::verdictLabel(verdict), int(verdict));
    m_note->setPlaceholderText(tr("Why: the ticket, the fix, who agreed…"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(fontMetrics().height() * 6);
    const QSettings settings;
    m_reviewer->setText(settings.value(ReviewerKey).toString());
    m_reviewer->setPlaceholderText(tr("Your name, as the report shows it"));
    m_keyPath->setText(settings.value(KeyPathKey).toString());
    m_keyPath->setPlaceholderText(tr("An Ed25519 key file (PEM)"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Signing Key"), m_keyPath->text(),
                                                          tr("Keys (*.pem *.key);;All files (*)"));
        if (!path.isEmpty())
            m_keyPath->setText(QDir::toNativeSeparators(path));
    });
    auto *create = new QPushButton(tr("&Create Key…"), this);
    create->setToolTip(tr("Make a new Ed25519 key, readable by you only"));
    connect(create, &QPushButton::clicked, this, &VerdictDialog::createKey);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keyPath, 1);
    keyRow->addWidget(browse);
    keyRow->addWidget(create);

    auto *form = new QFormLayout;
    form->addRow(tr("&Verdict:"), m_verdict);
    form->addRow(tr("&Note:"), m_note);
    form->addRow(tr("&Reviewer:"), m_reviewer);
    auto *keyLabel = new QLabel(tr("Signing &key:"), this);
    keyLabel->setBuddy(m_keyPath);
    form->addRow(keyLabel, keyRow);

    m_error->setWordWrap(true);
    m_error->setVisible(false);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, toneColor(Tone::Negative, palette));
    m_error->setPalette(palette);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Sign"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &VerdictDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &VerdictDialog::reject);
    connect(m_reviewer, &QLineEdit::textChanged, this, &VerdictDialog::updateButtons);
    connect(m_keyPath, &QLineEdit::textChanged, this, &VerdictDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 84);
    updateButtons();
}

VerdictDialog::~VerdictDialog() = default;

provenance::Verdict VerdictDialog::verdict() const
{
    return provenance::Verdict(m_verdict->currentData().toInt());
}

QString VerdictDialog::note() const
{
    return m_note->toPlainText().trimmed();
}

QString VerdictDialog::reviewer() const
{
    return m_reviewer->text().trimmed();
}

QString VerdictDialog::keyPath() const
{
    return QDir::fromNativeSeparators(m_keyPath->text().trimmed());
}

void VerdictDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!reviewer().isEmpty() && !keyPath().isEmpty());
}

void VerdictDialog::createKey()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Create Signing Key"),
                                                      QDir::home().filePath(QStringLiteral("capstudio-review.pem")),
                                                      tr("Keys (*.pem)"));
    if (path.isEmpty())
        return;
    const Expected<provenance::SigningKey> key = provenance::SigningKey::generate();
    const Status saved = key ? key.value().save(path) : Status(key.error());
    if (!saved) {
        m_error->setText(saved.error().message);
        m_error->setVisible(true);
        return;
    }
    m_keyPath->setText(QDir::toNativeSeparators(path));
    m_error->setText(tr("Created %1, fingerprint %2. Keep it to yourself; share the fingerprint.")
                         .arg(QDir::toNativeSeparators(path), provenance::SigningKey::fingerprint(key.value().publicKey())));
    m_error->setPalette(palette());
    m_error->setVisible(true);
}

void VerdictDialog::accept()
{
    Expected<provenance::SigningKey> loaded = provenance::SigningKey::load(keyPath());
    if (!loaded) {
        QPalette palette = m_error->palette();
        palette.setColor(QPalette::WindowText, toneColor(Tone::Negative, palette));
        m_error->setPalette(palette);
        m_error->setText(loaded.error().message);
        m_error->setVisible(true);
        m_keyPath->setFocus();
        return;
    }
    m_key = std::move(loaded.value());
    QSettings settings;
    settings.setValue(ReviewerKey, reviewer());
    settings.setValue(KeyPathKey, keyPath());
    QDialog::accept();
}

} // namespace capstudio
