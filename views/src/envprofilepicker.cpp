#include "envprofilepicker.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QToolButton>
#include <algorithm>

namespace capstudio {

namespace {
const QString ProcessProfile = QStringLiteral("process");
}

QVariantMap EnvProfilePicker::Stored::toMap() const
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}, {QStringLiteral("path"), path},
            {QStringLiteral("names"), names}};
}

EnvProfilePicker::Stored EnvProfilePicker::Stored::fromMap(const QVariantMap &map)
{
    return {map.value(QStringLiteral("name")).toString(), map.value(QStringLiteral("kind")).toString(),
            map.value(QStringLiteral("path")).toString(), map.value(QStringLiteral("names")).toStringList()};
}

EnvProfilePicker::EnvProfilePicker(QWidget *parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
{
    m_combo->setObjectName(QStringLiteral("envProfile"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setToolTip(tr("The environment the ${env:VAR} references and auth secrets are checked against"));
    connect(m_combo, &QComboBox::activated, this, &EnvProfilePicker::use);
    auto *button = new QToolButton(this);
    button->setText(tr("Profiles"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(button);
    menu->addAction(tr("Add &.env File…"), this, &EnvProfilePicker::addDotEnv);
    menu->addAction(tr("Add Variable &Names…"), this, &EnvProfilePicker::addNames);
    menu->addAction(tr("&Re-read Current Profile"), this, [this] { use(m_combo->currentIndex()); });
    menu->addAction(tr("Re&move Current Profile"), this, &EnvProfilePicker::removeCurrent);
    button->setMenu(menu);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Environment:"), this));
    layout->addWidget(m_combo);
    layout->addWidget(button);
    load();
    fillCombo(QString());
}

QString EnvProfilePicker::settingsGroup() const
{
    return QStringLiteral("agents/profiles/") + m_key;
}

void EnvProfilePicker::setSettingsKey(const QString &key)
{
    m_key = key;
    load();
    fillCombo(QSettings().value(settingsGroup() + QStringLiteral("/current")).toString());
    use(m_combo->currentIndex());
}

bool EnvProfilePicker::selectProfile(const QString &name)
{
    const int index = m_combo->findText(name);
    if (index < 0)
        return false;
    m_combo->setCurrentIndex(index);
    use(index);
    return true;
}

QStringList EnvProfilePicker::profileNames() const
{
    QStringList names;
    for (int index = 0; index < m_combo->count(); ++index)
        names.append(m_combo->itemText(index));
    return names;
}

void EnvProfilePicker::load()
{
    m_profiles.clear();
    QSettings settings;
    for (const QVariant &entry : settings.value(settingsGroup() + QStringLiteral("/list")).toList())
        m_profiles.append(Stored::fromMap(entry.toMap()));
}

void EnvProfilePicker::save() const
{
    QVariantList list;
    for (const Stored &stored : std::as_const(m_profiles))
        list.append(stored.toMap());
    QSettings settings;
    settings.setValue(settingsGroup() + QStringLiteral("/list"), list);
    settings.setValue(settingsGroup() + QStringLiteral("/current"), m_combo->currentText());
}

void EnvProfilePicker::fillCombo(const QString &select)
{
    m_combo->clear();
    m_combo->addItem(tr("This process"), ProcessProfile);
    for (const Stored &stored : std::as_const(m_profiles))
        m_combo->addItem(stored.name, stored.kind);
    m_combo->setCurrentIndex(std::max(m_combo->findText(select), 0));
}

void EnvProfilePicker::use(int index)
{
    EnvProfile env = EnvProfile::fromProcess();
    if (index > 0 && index - 1 < m_profiles.size()) {
        const Stored &stored = m_profiles.at(index - 1);
        if (stored.kind == QLatin1String("dotenv")) {
            Diagnostics problems;
            env = EnvProfile::fromDotEnvFile(stored.name, stored.path, &problems);
            if (!problems.isEmpty())
                emit statusMessage(problems.constFirst().toText());
        } else {
            env = EnvProfile::fromNames(stored.name, stored.names);
        }
    }
    QSettings().setValue(settingsGroup() + QStringLiteral("/current"), m_combo->currentText());
    emit profileChanged(env);
}

void EnvProfilePicker::addDotEnv()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add an Environment Profile"), QString(),
                                                      tr("Environment files (.env* *.env);;All files (*)"));
    if (path.isEmpty())
        return;
    QString suggested = QFileInfo(path).fileName();
    suggested.remove(QStringLiteral(".env")).remove(QLatin1Char('.'));
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Profile Name"), tr("Name of the profile:"), QLineEdit::Normal,
                                               suggested.isEmpty() ? QFileInfo(path).fileName() : suggested, &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    m_profiles.append({name, QStringLiteral("dotenv"), path, {}});
    fillCombo(name);
    save();
    use(m_combo->currentIndex());
}

void EnvProfilePicker::addNames()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Profile Name"), tr("Name of the profile (e.g. production):"),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    const QString names = QInputDialog::getMultiLineText(
        this, tr("Variable Names"), tr("The environment variables set on %1, one per line:").arg(name), QString(), &ok);
    if (!ok)
        return;
    m_profiles.append({name, QStringLiteral("names"), QString(), names.split(QLatin1Char('\n'), Qt::SkipEmptyParts)});
    fillCombo(name);
    save();
    use(m_combo->currentIndex());
}

void EnvProfilePicker::removeCurrent()
{
    const int index = m_combo->currentIndex();
    if (index <= 0)
        return;
    m_profiles.removeAt(index - 1);
    fillCombo(QString());
    save();
    use(0);
}

} // namespace capstudio
