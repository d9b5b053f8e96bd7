#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "core/diagnostic.h"
#include "rules/envtemplate.h"

namespace capstudio {

// Whether a referenced environment variable would resolve on a deployment.
enum class EnvState { Set, Empty, Missing };

// The environment of one deployment (production, staging …) as the admin keeps it in the
// workspace: the variables of a `.env` file, a bare list of names (values unknown: a name
// on the list counts as set), or the environment of this process.
class EnvProfile
{
    Q_DECLARE_TR_FUNCTIONS(EnvProfile)
public:
    enum class Kind { DotEnv, Names, Process };

    EnvProfile() = default;

    // `.env` syntax: NAME=value lines, optional `export `, '#' comments, single- or
    // double-quoted values (double quotes honour \n \" \\), blank lines. A malformed line is
    // reported in `problems` with its file and line and skipped.
    static EnvProfile fromDotEnv(const QString &name, const QByteArray &text,
                                 const QString &fileName, Diagnostics *problems = nullptr);
    static EnvProfile fromDotEnvFile(const QString &name, const QString &path,
                                     Diagnostics *problems = nullptr);
    // One name per entry (or per line of a text); surrounding blanks trimmed, empty skipped.
    static EnvProfile fromNames(const QString &name, const QStringList &names);
    static EnvProfile fromProcess();

    QString name() const { return m_name; }
    Kind kind() const { return m_kind; }
    QStringList names() const; // sorted

    EnvState state(const QString &variable) const;
    // The value when known: a Names profile knows none (std::nullopt even when listed).
    std::optional<QString> value(const QString &variable) const;
    // For EnvTemplate::resolve: unset → nullopt; a Names profile yields a placeholder
    // "<NAME>" for a listed name so that resolution succeeds without inventing a value.
    EnvTemplate::Lookup lookup() const;

    // The hosts of ORCHESTRATION_ALLOWED_HOSTS (comma-separated, trimmed, lower-cased),
    // or std::nullopt when the profile does not define the variable (or only names it).
    std::optional<QStringList> allowedHosts() const;

    static QString stateName(EnvState state); // "set", "empty", "missing"

private:
    void cacheAllowedHosts();

    QString m_name;
    Kind m_kind = Kind::Names;
    QHash<QString, QString> m_values; // DotEnv/Process: name → value; Names: name → ""
    std::optional<QStringList> m_allowedHosts; // parsed once: checked for every binding
};

} // namespace capstudio
