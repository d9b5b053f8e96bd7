#pragma once

#include "rules/envprofile.h"

#include <QWidget>

class QComboBox;

namespace capstudio {

// The environment the Agents area checks `${env:…}` references against: this process, a
// `.env` file or a list of variable names, picked from a combo box with a Profiles menu to
// add, re-read and remove them. The list and the current choice are kept in QSettings per
// workspace key.
class EnvProfilePicker : public QWidget
{
    Q_OBJECT

public:
    explicit EnvProfilePicker(QWidget *parent = nullptr);

    // Loads the profiles kept for `key` and picks the one chosen last (emits profileChanged).
    void setSettingsKey(const QString &key);
    bool selectProfile(const QString &name);
    QStringList profileNames() const;

signals:
    void profileChanged(const capstudio::EnvProfile &profile);
    void statusMessage(const QString &text);

private:
    // One profile the admin added, as QSettings keeps it.
    struct Stored
    {
        QString name;
        QString kind; // "dotenv" or "names"
        QString path;
        QStringList names;
        QVariantMap toMap() const;
        static Stored fromMap(const QVariantMap &map);
    };
    QString settingsGroup() const;
    void load();
    void save() const;
    void fillCombo(const QString &select);
    void use(int index);
    void addDotEnv();
    void addNames();
    void removeCurrent();

    QComboBox *m_combo;
    QString m_key = QStringLiteral("default");
    QList<Stored> m_profiles;
};

} // namespace capstudio
