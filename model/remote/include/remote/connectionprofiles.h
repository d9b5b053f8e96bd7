#pragma once

#include "core/expected.h"
#include "remote/connectionprofile.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

class QSettings;

namespace capstudio {

// The saved connection profiles. The embedded workspace profile always exists, comes
// first, is named builtInName() and can be neither removed, renamed nor turned into
// another kind (its workspace file may change). Names are unique, compared without
// regard to case.
//
// The list is kept in QSettings group "connections" as an array "profiles" holding only
// the fields of ConnectionProfile: there is no field for a secret, and saving rewrites
// the whole array, so keys written by anything else disappear with it. Profiles are not
// required to be valid: a profile being edited may be incomplete.
class ConnectionProfiles
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionProfiles)

public:
    ConnectionProfiles(); // just the embedded workspace profile

    // tr("Embedded workspace"): the built-in profile's name in the current language.
    static QString builtInName();

    int count() const { return int(m_profiles.size()); }
    const ConnectionProfile &at(int index) const { return m_profiles.at(index); }
    const QList<ConnectionProfile> &profiles() const { return m_profiles; }
    const ConnectionProfile &builtIn() const { return m_profiles.front(); }
    static bool isBuiltIn(int index) { return index == 0; }

    int indexOf(const QString &name) const; // case-insensitive; -1 when absent
    std::optional<ConnectionProfile> find(const QString &name) const;

    // Whether `name` may name the profile at `index` (-1: a new profile).
    Status checkName(const QString &name, int index = -1) const;
    // `base`, or `base (2)`, `base (3)` … whichever is free.
    QString uniqueName(const QString &base) const;

    Status add(const ConnectionProfile &profile);
    Status update(int index, const ConnectionProfile &profile);
    Status remove(int index);

    // How many profiles keep their secret under `secretKey`.
    int secretUsers(const QString &secretKey) const;

    // Replaces the list with the one in `settings`; entries without a name, with an
    // unknown kind or with a taken name are skipped.
    void load(QSettings &settings);
    void save(QSettings &settings) const;

    // The profile a window last used, by window key ("main", a window number …). The
    // built-in profile is stored as an empty value so that it survives a language change;
    // no entry also means the built-in profile.
    static QString activeProfileName(QSettings &settings, const QString &windowKey);
    static void setActiveProfileName(QSettings &settings, const QString &windowKey, const QString &name);

    friend bool operator==(const ConnectionProfiles &a, const ConnectionProfiles &b)
    {
        return a.m_profiles == b.m_profiles;
    }

private:
    QList<ConnectionProfile> m_profiles;
};

} // namespace capstudio
