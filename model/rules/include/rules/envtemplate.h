#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

class QProcessEnvironment;

namespace capstudio {

// One well-formed `${env:NAME}` reference inside a string.
struct EnvReference
{
    QString name;
    qsizetype offset = 0; // in UTF-16 units
    qsizetype length = 0;
    bool operator==(const EnvReference &other) const
    {
        return name == other.name && offset == other.offset && length == other.length;
    }
};

// Sunrise's `${env:VAR}` grammar (reference §5): NAME matches [A-Z][A-Z0-9_]*;
// anything else stays literal text. A variable that is unset or empty is missing.
class EnvTemplate
{
public:
    // Looks a variable up: std::nullopt when unset.
    using Lookup = std::function<std::optional<QString>(const QString &name)>;

    static QList<EnvReference> scan(const QString &text);
    static bool containsTemplate(const QString &text);
    // Names in first-appearance order, without duplicates.
    static QStringList referencedNames(const QString &text);

    struct Resolution
    {
        QString value;       // empty when anything is missing: nothing is substituted partially
        QStringList missing; // unset or empty variables, first-appearance order
        bool ok() const { return missing.isEmpty(); }
    };
    static Resolution resolve(const QString &text, const Lookup &lookup);

    static Lookup lookupIn(const QProcessEnvironment &environment);

    // The save-time warning of Sunrise's binding routes: scans only the top-level
    // `forcedUrl` (a string) and `forcedHeaders` (an object of strings) of a customConfig;
    // a wrong type of either gives nothing. Names in first-appearance order (forcedUrl
    // first, then header values in key order), de-duplicated, kept when unset or empty.
    static QStringList missingEnvVars(const QJsonValue &customConfig, const Lookup &lookup);
    // Every referenced name of those two fields, whatever the environment.
    static QStringList referencedEnvVars(const QJsonValue &customConfig);
};

} // namespace capstudio
