#pragma once

#include "catalog/agentbinding.h"
#include "catalog/capability.h"
#include "core/diagnostic.h"
#include "rules/envprofile.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace capstudio {

// One environment variable a binding depends on, and whether the profile has it.
struct EnvUse
{
    QString name;
    QString pointer;   // JSON pointer into customConfig: "/forcedUrl", "/forcedHeaders/X-Tenant",
                       // "/auth/secret", "/providers/twilio/accountSidEnv"
    bool templated = false; // a ${env:NAME} reference (forcedUrl/forcedHeaders) rather than a name
    EnvState state = EnvState::Missing;
    bool operator==(const EnvUse &other) const
    {
        return name == other.name && pointer == other.pointer && templated == other.templated
            && state == other.state;
    }
};

struct BindingCheck
{
    // Errors are what Sunrise would refuse (the admin API, or the capability at call time
    // with invalid_binding); warnings are what fails later or surprises (missing env vars,
    // a host outside the allowlist, an inactive capability …). Locations are JSON pointers
    // relative to the binding object: "/customConfig/auth/type", "/customRateLimit".
    Diagnostics diagnostics;
    QList<EnvUse> env;       // every env var the config uses, in document order
    QString resolvedUrl;     // forcedUrl after resolution against the profile (empty when none)
    bool hasErrors() const;
    // Missing or empty ones, first-appearance order, de-duplicated.
    QStringList unresolvedEnvVars() const;
};

// Every rule a binding must pass before it is saved (reference §4.7–4.9, §5, §6, §7).
//
// Rule ids (stable, used by the CLI and tests):
//   binding-config-type       customConfig is not an object (or null)
//   binding-config-required   run_workflow without customConfig
//   binding-unknown-key       a key the capability's strict schema does not know
//   binding-type              a value of the wrong JSON type
//   binding-required          a required key is absent
//   binding-bounds            a number/length/item count out of bounds, or not an integer
//   binding-enum              a value outside the allowed set
//   binding-format            forcedUrl neither URL nor template, content type, key prefix …
//   binding-rate-limit        customRateLimit not an integer in 1..10000
//   binding-env-missing       a referenced env var unset in the profile (warning)
//   binding-env-empty         a referenced env var set but empty (warning)
//   binding-resolved-url      forcedUrl resolves to something that is not a URL (error)
//   binding-host-not-allowed  the resolved host is outside ORCHESTRATION_ALLOWED_HOSTS (warning)
//   binding-multipart-hmac    hmac auth: multipart calls fail with invalid_binding (warning)
//   binding-capability-inactive / binding-capability-quarantined (warnings)
//   binding-no-schema         no known schema: only JSON syntax/object-ness checked (info)
class BindingRules
{
    Q_DECLARE_TR_FUNCTIONS(BindingRules)
public:
    static BindingCheck check(const AgentBinding &binding, const Capability &capability,
                              const EnvProfile &profile);
    // A binding row as JSON (a file, an API answer): also catches what AgentBinding cannot
    // hold, such as a customRateLimit of 1.5 or "20", or isEnabled that is not a boolean.
    static BindingCheck checkJson(const QJsonObject &bindingRow, const Capability &capability,
                                  const EnvProfile &profile);
    // The customConfig alone (the Configure dialog's live check while typing). Locations are
    // still relative to the binding object ("/customConfig/…").
    static BindingCheck checkConfig(const QJsonValue &customConfig, const QString &capabilitySlug,
                                    const EnvProfile &profile);
    // The rate limit that applies: customRateLimit ?? capability.rateLimit (null/0 = unlimited).
    static std::optional<int> effectiveRateLimit(const AgentBinding &binding, const Capability &capability);
};

} // namespace capstudio
