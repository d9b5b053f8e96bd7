#include "connectionsdialog.h"
#include "views/tonestyle.h"

#include "remote/credentialstore.h"
#include "workspace.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace capstudio {

namespace {


QLabel *plainLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ConnectionsDialog::ConnectionsDialog(ConnectionProfiles &profiles, CredentialStore &credentials,
                                     const QString &activeName, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_banner(new QFrame(this))
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_duplicate(new QPushButton(tr("Du&plicate"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_form(new ConnectionForm(this))
    , m_problemIcon(new QLabel(this))
    , m_problem(plainLabel(QStringLiteral("problem"), this))
    , m_testIcon(new QLabel(this))
    , m_testResult(plainLabel(QStringLiteral("testResult"), this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_buttons(new QDialogButtonBox(this))
    , m_connect(m_buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole))
    , m_close(m_buttons->addButton(tr("C&lose"), QDialogButtonBox::RejectRole))
    , m_lookUpTimer(new QTimer(this))
{
    setWindowTitle(tr("Connections"));

    // No name means the embedded workspace, as in ConnectionProfiles::activeProfileName().
    const QString active = activeName.trimmed().isEmpty() ? ConnectionProfiles::builtInName() : activeName.trimmed();
    int current = 0;
    for (int i = 0; i < profiles.count(); ++i) {
        Row row;
        row.profile = profiles.at(i);
        row.active = row.profile.name.compare(active, Qt::CaseInsensitive) == 0;
        if (row.active)
            current = i;
        if (const QString key = row.profile.secretKey(); !key.isEmpty() && !m_initialSecretKeys.contains(key))
            m_initialSecretKeys.append(key);
        m_rows.append(row);
    }

    m_banner->setObjectName(QStringLiteral("keychainBanner"));
    // A note in the neutral tone, like the other banners of the application.
    keepInTone(m_banner, [banner = m_banner] {
        const QPalette palette = QApplication::palette(banner);
        banner->setStyleSheet(bannerStyleSheet(capstudio::Tone::Neutral, palette, QStringLiteral("#keychainBanner"))
                              + QStringLiteral("#keychainBanner QLabel { color: %1; background: transparent; border: none; }")
                                    .arg(palette.color(QPalette::Text).name()));
    });
    auto *bannerIcon = new QLabel(m_banner);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    bannerIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize));
    auto *bannerText = plainLabel(QStringLiteral("keychainBannerText"), m_banner);
    bannerText->setText(tr("No keychain service is running. The password is asked for each time and never saved."));
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 6, 8, 6);
    bannerLayout->addWidget(bannerIcon, 0, Qt::AlignTop);
    bannerLayout->addWidget(bannerText, 1);
    m_banner->setVisible(!m_credentials.available());

    m_list->setObjectName(QStringLiteral("profiles"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAccessibleName(tr("Connections"));
    m_list->setUniformItemSizes(true);
    const int smallIcon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_list->setIconSize(QSize(smallIcon, smallIcon));
    for (int i = 0; i < m_rows.size(); ++i) {
        m_list->addItem(QString());
        updateListItem(i);
    }
    m_add->setObjectName(QStringLiteral("addProfile"));
    m_duplicate->setObjectName(QStringLiteral("duplicateProfile"));
    m_remove->setObjectName(QStringLiteral("removeProfile"));
    m_add->setToolTip(tr("Add a connection"));
    m_remove->setToolTip(tr("Remove the selected connection (Delete)"));
    auto *removeShortcut = new QShortcut(QKeySequence::Delete, m_list, nullptr, nullptr, Qt::WidgetShortcut);
    connect(removeShortcut, &QShortcut::activated, this, &ConnectionsDialog::removeProfile);

    m_test->setObjectName(QStringLiteral("testConnection"));
    m_test->setAutoDefault(false);
    m_test->hide();
    for (QPushButton *button : {m_add, m_duplicate, m_remove})
        button->setAutoDefault(false);
    m_buttons->addButton(QDialogButtonBox::Cancel);
    m_connect->setObjectName(QStringLiteral("connect"));
    m_connect->setDefault(true);
    m_close->setObjectName(QStringLiteral("close"));
    m_close->setToolTip(tr("Save the connections and close, without switching"));

    m_lookUpTimer->setSingleShot(true);
    m_lookUpTimer->setInterval(400);

    // Left: the list and its buttons. Right: the form, its problem, the test.
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_duplicate);
    listButtons->addWidget(m_remove);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    auto *problemLine = new QHBoxLayout;
    problemLine->addWidget(m_problemIcon, 0, Qt::AlignTop);
    problemLine->addWidget(m_problem, 1);
    auto *testLine = new QHBoxLayout;
    testLine->addWidget(m_testIcon, 0, Qt::AlignTop);
    testLine->addWidget(m_testResult, 1);
    testLine->addStretch(0); // keeps the button its own size while there is no result
    testLine->addWidget(m_test, 0, Qt::AlignBottom);
    auto *right = new QVBoxLayout;
    right->addWidget(m_form);
    right->addLayout(problemLine);
    right->addStretch(1);
    right->addLayout(testLine);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addSpacing(style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing));
    columns->addLayout(right, 5);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, &ConnectionsDialog::showRow);
    connect(m_add, &QPushButton::clicked, this, &ConnectionsDialog::addProfile);
    connect(m_duplicate, &QPushButton::clicked, this, &ConnectionsDialog::duplicateProfile);
    connect(m_remove, &QPushButton::clicked, this, &ConnectionsDialog::removeProfile);
    connect(m_form, &ConnectionForm::edited, this, &ConnectionsDialog::formEdited);
    connect(m_form, &ConnectionForm::secretEdited, this, &ConnectionsDialog::secretEdited);
    connect(m_form, &ConnectionForm::rememberToggled, this, [this](bool remember) {
        if (const int row = currentRow(); row >= 0)
            m_rows[row].remember = remember;
    });
    connect(m_test, &QPushButton::clicked, this, &ConnectionsDialog::testConnection);
    connect(m_lookUpTimer, &QTimer::timeout, this, [this] {
        if (const int row = currentRow(); row >= 0)
            lookUpStoredSecret(m_rows.at(row).profile.secretKey());
    });
    connect(m_buttons, &QDialogButtonBox::clicked, this, [this](QAbstractButton *button) {
        if (button == m_connect)
            finish(QDialog::Accepted);
        else if (button == m_close)
            finish(QDialog::Rejected);
        else
            reject();
    });
    connect(&m_credentials, &CredentialStore::availabilityChanged, this,
            &ConnectionsDialog::keychainAvailabilityChanged);

    m_form->setDefaultWorkspacePath(Workspace::defaultPath());
    m_form->setKeychainAvailable(m_credentials.available());
    m_list->setCurrentRow(current);
    // Learn early what the keychain holds, and whether there is one at all.
    for (const QString &key : std::as_const(m_initialSecretKeys))
        lookUpStoredSecret(key);
    resize(820, 420);
}

ConnectionsDialog::~ConnectionsDialog() = default;

void ConnectionsDialog::setTester(Tester tester)
{
    m_tester = std::move(tester);
    m_test->setVisible(bool(m_tester));
    updateState();
}

ConnectionsDialog::Result ConnectionsDialog::selectedProfile() const
{
    return m_result;
}

QString ConnectionsDialog::activeProfileName() const
{
    for (const Row &row : m_rows) {
        if (row.active)
            return row.profile.name;
    }
    return {};
}

int ConnectionsDialog::currentRow() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_rows.size() ? row : -1;
}

void ConnectionsDialog::showRow(int row)
{
    cancelTest();
    if (row < 0 || row >= m_rows.size())
        return;
    const Row &shown = m_rows.at(row);
    m_form->setProfile(shown.profile, ConnectionProfiles::isBuiltIn(row));
    m_form->setSecret(shown.secret);
    m_form->setRemember(shown.remember);
    m_form->setSecretState(storedState(shown.profile.secretKey()));
    lookUpStoredSecret(shown.profile.secretKey());
    updateState();
}

void ConnectionsDialog::formEdited()
{
    const int row = currentRow();
    if (row < 0)
        return;
    ConnectionProfile edited = m_form->profile();
    if (ConnectionProfiles::isBuiltIn(row)) {
        edited.name = m_rows.at(row).profile.name;
        edited.kind = ConnectionProfile::Kind::Embedded;
    }
    m_rows[row].profile = edited;
    updateListItem(row);
    cancelTest();
    // The keychain entry follows the account: look it up once the typing pauses.
    m_form->setSecretState(storedState(edited.secretKey()));
    m_lookUpTimer->start();
    updateState();
}

void ConnectionsDialog::secretEdited()
{
    const int row = currentRow();
    if (row < 0)
        return;
    m_rows[row].secret = m_form->secret();
    cancelTest();
    updateState();
}

void ConnectionsDialog::updateListItem(int row)
{
    QListWidgetItem *item = m_list->item(row);
    const Row &shown = m_rows.at(row);
    item->setText(shown.profile.name.isEmpty() ? tr("(no name)") : shown.profile.name);
    QFont font = m_list->font();
    font.setBold(shown.active);
    item->setFont(font);
    QString tip = ConnectionProfile::kindName(shown.profile.kind) + QLatin1Char('\n') + shown.profile.displayUrl();
    if (shown.active)
        tip += QLatin1Char('\n') + tr("In use in this window");
    item->setToolTip(tip);
}

QString ConnectionsDialog::problemOf(int row) const
{
    const Row &checked = m_rows.at(row);
    const QString name = checked.profile.name.trimmed();
    if (name.isEmpty())
        return tr("The connection needs a name.");
    for (int other = 0; other < m_rows.size(); ++other) {
        if (other != row && m_rows.at(other).profile.name.trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return tr("Another connection is already named “%1”.").arg(m_rows.at(other).profile.name);
    }
    if (const Status status = checked.profile.validate(); !status.ok())
        return status.error().message;
    if (const Status status = checked.profile.validateSecret(checked.secret); !status.ok())
        return status.error().message;
    return {};
}

void ConnectionsDialog::updateState()
{
    const int row = currentRow();
    QString problem = row >= 0 ? problemOf(row) : QString();
    int firstBroken = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        const bool broken = !problemOf(i).isEmpty();
        if (broken && firstBroken < 0)
            firstBroken = i;
        m_list->item(i)->setIcon(broken ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
    }
    if (problem.isEmpty() && firstBroken >= 0)
        problem = tr("Fix or remove the connection “%1” first.").arg(m_rows.at(firstBroken).profile.name);
    showMessage(m_problemIcon, m_problem, problem, Tone::Failure);

    const bool idle = !m_busy;
    m_connect->setEnabled(idle && firstBroken < 0 && row >= 0);
    m_close->setEnabled(idle && firstBroken < 0);
    m_add->setEnabled(idle);
    m_duplicate->setEnabled(idle && row >= 0);
    m_remove->setEnabled(idle && row > 0);
    m_remove->setToolTip(row == 0 ? tr("The embedded workspace cannot be removed.")
                                  : tr("Remove the selected connection (Delete)"));
    m_test->setEnabled(idle && !m_testing && row >= 0 && problemOf(row).isEmpty());
    m_list->setEnabled(idle);
    m_form->setEnabled(idle);
}

QString ConnectionsDialog::uniqueRowName(const QString &base) const
{
    const auto taken = [this](const QString &name) {
        return std::any_of(m_rows.cbegin(), m_rows.cend(), [&name](const Row &row) {
            return row.profile.name.trimmed().compare(name, Qt::CaseInsensitive) == 0;
        });
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (!taken(candidate))
            return candidate;
    }
}

void ConnectionsDialog::addProfile()
{
    Row row;
    row.profile.name = uniqueRowName(tr("New connection"));
    row.profile.kind = ConnectionProfile::Kind::PostgreSql;
    m_rows.append(row);
    m_list->addItem(QString());
    updateListItem(int(m_rows.size()) - 1);
    m_list->setCurrentRow(int(m_rows.size()) - 1);
    m_form->focusName();
}

void ConnectionsDialog::duplicateProfile()
{
    const int source = currentRow();
    if (source < 0)
        return;
    Row row = m_rows.at(source);
    row.active = false;
    row.profile.name = uniqueRowName(row.profile.name.trimmed());
    m_rows.append(row);
    m_list->addItem(QString());
    updateListItem(int(m_rows.size()) - 1);
    m_list->setCurrentRow(int(m_rows.size()) - 1);
}

void ConnectionsDialog::removeProfile()
{
    const int row = currentRow();
    if (row <= 0 || m_busy) // the embedded workspace stays
        return;
    m_rows.removeAt(row);
    delete m_list->takeItem(row);
    m_list->setCurrentRow(qMin(row, int(m_rows.size()) - 1));
    updateState();
}

void ConnectionsDialog::setBusy(bool busy, const QString &message)
{
    m_busy = busy;
    updateState();
    showMessage(m_testIcon, m_testResult, message, Tone::Neutral);
}

void ConnectionsDialog::showMessage(QLabel *icon, QLabel *text, const QString &message, Tone tone)
{
    text->setText(message);
    text->setVisible(!message.isEmpty());
    if (message.isEmpty() || tone == Tone::Neutral) {
        icon->clear();
        icon->hide();
        return;
    }
    const QStyle::StandardPixmap pixmap =
        tone == Tone::Failure ? QStyle::SP_MessageBoxCritical : QStyle::SP_DialogApplyButton;
    icon->setPixmap(style()->standardIcon(pixmap).pixmap(style()->pixelMetric(QStyle::PM_SmallIconSize)));
    icon->show();
}

} // namespace capstudio
