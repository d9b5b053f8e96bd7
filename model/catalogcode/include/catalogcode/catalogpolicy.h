#pragma once

#include "catalogcode/catalogsnapshot.h"
#include "core/diagnostic.h"
#include "core/expected.h"
#include "rules/envprofile.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <functional>
#include <optional>

namespace capstudio {

// Checks beyond Sunrise's own rules, each with a rule id, a severity and a one-line fix:
//
//   bound-inactive                 a binding enabled while its capability is inactive or quarantined
//   approval-dead-end              approval required with no timeout: nothing in Sunrise consumes the
//                                  approval, so a workflow tool_call step fails for good (reference §7)
//   binding-rate-above-capability  a binding's customRateLimit above its capability's rateLimit
//   unbound-capability             an active capability no agent is bound to
//   env-undefined                  a ${env:VAR} a binding uses that no profile defines
//   env-unused                     a variable a profile defines that no binding uses
//
// All are warnings unless a `.capstudio-policy.yaml` at the folder's root says otherwise:
//
//   rules:
//     bound-inactive: error        # error | warning | info | off
//     unbound-capability: off
//   profiles:                      # .env files (names only are read), relative to the folder
//     - env/production.env
//
// The env rules run only with profiles. Policy findings never stop a push on their own.
class CatalogPolicy
{
    Q_DECLARE_TR_FUNCTIONS(CatalogPolicy)

public:
    static const QString FileName; // ".capstudio-policy.yaml"
    enum class Scope { Capabilities, Bindings, All };

    struct Rule
    {
        QString id;
        QString summary;
    };
    static const QList<Rule> &rules();

    // The folder's policy file, or the defaults when there is none. A file that cannot be
    // used is an error at file:line:col; so is a profile that cannot be read.
    static Expected<CatalogPolicy> load(const QString &folder);

    // The severity a rule has under this policy; nullopt when it is off.
    std::optional<Severity> severityOf(const QString &ruleId) const;
    const QList<EnvProfile> &profiles() const { return m_profiles; }

    Diagnostics check(const CatalogSnapshot &snapshot, const QString &source, Scope scope = Scope::All) const;

    // One row's findings at pointers into the row, for the window's problem lists:
    // approval-dead-end, and unbound-capability when `bound` (the slugs of the capabilities
    // some agent is bound to) is known.
    Diagnostics checkCapability(const Capability &capability, const QSet<QString> *bound) const;
    // binding-rate-above-capability. (bound-inactive is the binding rules' own
    // binding-capability-inactive warning there.)
    Diagnostics checkBinding(const NamedBinding &binding, const Capability &capability) const;

private:
    // The rules of one row; `report` gets the rule, the message and a pointer into the row.
    using Report = std::function<void(const QString &rule, const QString &message, const QString &pointer)>;
    void capabilityRules(const Capability &capability, const QSet<QString> *bound, const Report &report) const;
    void rateAboveCapability(const NamedBinding &binding, const Capability &capability, const Report &report) const;
    // `report` for row findings: at the row's pointer, with the policy's severity.
    Report rowReport(Diagnostics &out) const;

    QHash<QString, std::optional<Severity>> m_severities;
    QList<EnvProfile> m_profiles;
    QStringList m_profileFiles;
};

} // namespace capstudio
