#include "catalogcode/catalogpolicy.h"

#include "core/jsonpointer.h"
#include "flowgate/yamlreader.h"
#include "rules/envtemplate.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QSet>

namespace capstudio {

const QString CatalogPolicy::FileName = QStringLiteral(".capstudio-policy.yaml");

namespace {

// Every string of a JSON value, for the ${env:…} names it holds.
void collectStrings(const QJsonValue &value, QStringList &out)
{
    if (value.isString()) {
        out.append(value.toString());
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectStrings(item, out);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            collectStrings(it.value(), out);
    }
}

QStringList referencedNames(const QJsonValue &value)
{
    QStringList strings;
    collectStrings(value, strings);
    QStringList names;
    for (const QString &text : std::as_const(strings))
        names += EnvTemplate::referencedNames(text);
    names.removeDuplicates();
    return names;
}

} // namespace

const QList<CatalogPolicy::Rule> &CatalogPolicy::rules()
{
    static const QList<Rule> list{
        {QStringLiteral("bound-inactive"), tr("a binding enabled while its capability is inactive or quarantined")},
        {QStringLiteral("approval-dead-end"), tr("approval required with no timeout")},
        {QStringLiteral("binding-rate-above-capability"), tr("a binding's customRateLimit above its capability's rateLimit")},
        {QStringLiteral("unbound-capability"), tr("an active capability no agent is bound to")},
        {QStringLiteral("env-undefined"), tr("a ${env:VAR} a binding uses that no profile defines")},
        {QStringLiteral("env-unused"), tr("a variable a profile defines that no binding uses")},
    };
    return list;
}

std::optional<Severity> CatalogPolicy::severityOf(const QString &ruleId) const
{
    const auto found = m_severities.constFind(ruleId);
    return found == m_severities.constEnd() ? std::optional<Severity>(Severity::Warning) : *found;
}

Expected<CatalogPolicy> CatalogPolicy::load(const QString &folder)
{
    CatalogPolicy policy;
    const QString path = QDir(folder).filePath(FileName);
    if (!QFileInfo::exists(path))
        return policy;
    const auto fail = [&path](int line, int column, const QString &message) {
        return StoreError{StoreError::Kind::Invalid, QStringLiteral("%1:%2:%3: %4").arg(path).arg(line).arg(column).arg(message)};
    };
    const flowgate::YamlReader::Result read = flowgate::YamlReader::readFile(path, 0);
    if (!read.ok())
        return StoreError{StoreError::Kind::Invalid, read.error->toText()};
    if (read.value.isNull())
        return policy;
    if (!read.value.isObject())
        return fail(read.value.pos().line, read.value.pos().column, tr("the policy must be a mapping"));
    for (const flowgate::Value::Member &member : read.value.members()) {
        if (member.key == QLatin1String("rules")) {
            if (!member.value.isObject())
                return fail(member.value.pos().line, member.value.pos().column, tr("“rules” must be a mapping of rule ids to severities"));
            for (const flowgate::Value::Member &rule : member.value.members()) {
                const bool known = std::any_of(rules().begin(), rules().end(), [&](const Rule &r) { return r.id == rule.key; });
                if (!known) {
                    QStringList ids;
                    for (const Rule &r : rules())
                        ids.append(r.id);
                    return fail(rule.keyPos.line, rule.keyPos.column,
                                tr("unknown rule “%1”; the rules are %2").arg(rule.key, ids.join(QStringLiteral(", "))));
                }
                const QString level = rule.value.toString();
                if (level == QLatin1String("error"))
                    policy.m_severities.insert(rule.key, Severity::Error);
                else if (level == QLatin1String("warning"))
                    policy.m_severities.insert(rule.key, Severity::Warning);
                else if (level == QLatin1String("info"))
                    policy.m_severities.insert(rule.key, Severity::Info);
                else if (level == QLatin1String("off") || (rule.value.isBool() && !rule.value.toBool()))
                    policy.m_severities.insert(rule.key, std::nullopt);
                else
                    return fail(rule.value.pos().line, rule.value.pos().column,
                                tr("“%1” must be error, warning, info or off").arg(rule.key));
            }
        } else if (member.key == QLatin1String("profiles")) {
            if (!member.value.isArray())
                return fail(member.value.pos().line, member.value.pos().column, tr("“profiles” must be a list of .env files"));
            for (const flowgate::Value &item : member.value.items()) {
                if (!item.isString())
                    return fail(item.pos().line, item.pos().column, tr("a profile is the path of a .env file"));
                const QString file = QDir(folder).filePath(item.toString());
                if (!QFileInfo(file).isFile())
                    return fail(item.pos().line, item.pos().column, tr("no such file: %1").arg(item.toString()));
                Diagnostics problems;
                policy.m_profiles.append(EnvProfile::fromDotEnvFile(item.toString(), file, &problems));
                policy.m_profileFiles.append(file);
                if (hasErrors(problems))
                    return StoreError{StoreError::Kind::Invalid, problems.constFirst().toText()};
            }
        } else {
            return fail(member.keyPos.line, member.keyPos.column, tr("unknown key “%1”: rules or profiles").arg(member.key));
        }
    }
    return policy;
}

void CatalogPolicy::capabilityRules(const Capability &capability, const QSet<QString> *bound, const Report &report) const
{
    if (capability.requiresApproval && !capability.approvalTimeoutMs)
        report(QStringLiteral("approval-dead-end"),
               tr("“%1” requires approval with no timeout: nothing in Sunrise consumes the approval, so a chat "
                  "turn ends and a workflow tool_call step fails for good; fix: set approvalTimeoutMs, or run it "
                  "through a workflow with a human_approval step")
                   .arg(capability.slug),
               QStringLiteral("/requiresApproval"));
    if (bound && capability.isActive && !bound->contains(capability.slug))
        report(QStringLiteral("unbound-capability"),
               tr("“%1” is bound to no agent; fix: bind it, or deactivate it").arg(capability.slug), QString());
}

void CatalogPolicy::rateAboveCapability(const NamedBinding &binding, const Capability &capability,
                                        const Report &report) const
{
    if (binding.customRateLimit && capability.rateLimit && *binding.customRateLimit > *capability.rateLimit)
        report(QStringLiteral("binding-rate-above-capability"),
               tr("%1 → %2 allows %3 calls a minute, above the capability's %4; fix: lower customRateLimit to at "
                  "most %4")
                   .arg(binding.agentSlug, binding.capabilitySlug)
                   .arg(*binding.customRateLimit)
                   .arg(*capability.rateLimit),
               QStringLiteral("/customRateLimit"));
}

CatalogPolicy::Report CatalogPolicy::rowReport(Diagnostics &out) const
{
    return [this, &out](const QString &rule, const QString &message, const QString &pointer) {
        if (const std::optional<Severity> severity = severityOf(rule))
            out.append(Diagnostic(*severity, rule, message, SourceLocation::atPointer(QString(), pointer)));
    };
}

Diagnostics CatalogPolicy::checkCapability(const Capability &capability, const QSet<QString> *bound) const
{
    Diagnostics diagnostics;
    capabilityRules(capability, bound, rowReport(diagnostics));
    return diagnostics;
}

Diagnostics CatalogPolicy::checkBinding(const NamedBinding &binding, const Capability &capability) const
{
    Diagnostics diagnostics;
    rateAboveCapability(binding, capability, rowReport(diagnostics));
    return diagnostics;
}

Diagnostics CatalogPolicy::check(const CatalogSnapshot &snapshot, const QString &source, Scope scope) const
{
    Diagnostics diagnostics;
    const auto report = [&](const QString &rule, const QString &message, const SourceLocation &where) {
        const std::optional<Severity> severity = severityOf(rule);
        if (severity)
            diagnostics.append(Diagnostic(*severity, rule, message, where));
    };
    const auto capabilityAt = [&](const Capability &capability, const QString &pointer) {
        const auto origin = snapshot.capabilityOrigins.constFind(capability.slug);
        return origin != snapshot.capabilityOrigins.constEnd()
            ? origin->at(pointer)
            : SourceLocation::atPointer(source, jsonpointer::append(QStringLiteral("/capabilities"), capability.slug) + pointer);
    };
    const auto bindingAt = [&](const NamedBinding &binding, const QString &pointer) {
        const auto origin = snapshot.agentOrigins.constFind(binding.agentSlug);
        if (origin != snapshot.agentOrigins.constEnd())
            return origin->at(origin->bindingPointers.value(binding.capabilitySlug) + pointer);
        return SourceLocation::atPointer(source, QStringLiteral("/agents/%1/capabilities/%2%3")
                                                     .arg(jsonpointer::escapeToken(binding.agentSlug),
                                                          jsonpointer::escapeToken(binding.capabilitySlug), pointer));
    };

    QHash<QString, const Capability *> bySlug;
    for (const Capability &capability : snapshot.capabilities)
        bySlug.insert(capability.slug, &capability);
    const QDateTime now = QDateTime::currentDateTimeUtc();

    if (scope != Scope::Bindings) {
        QSet<QString> bound;
        for (const NamedBinding &binding : snapshot.bindings)
            bound.insert(binding.capabilitySlug);
        for (const Capability &capability : snapshot.capabilities)
            capabilityRules(capability, &bound, [&](const QString &rule, const QString &message, const QString &pointer) {
                report(rule, message, capabilityAt(capability, pointer));
            });
    }
    if (scope == Scope::Capabilities)
        return diagnostics;

    QMap<QString, QList<const NamedBinding *>> usedBy; // variable → bindings that use it
    for (const NamedBinding &binding : snapshot.bindings) {
        const Capability *capability = bySlug.value(binding.capabilitySlug);
        if (capability && binding.isEnabled) {
            const QString state = capability->effectiveQuarantineState(now);
            if (!capability->isActive || state != QLatin1String("active"))
                report(QStringLiteral("bound-inactive"),
                       tr("%1 → %2 is enabled but the capability is %3; fix: disable the binding, or reactivate the "
                          "capability")
                           .arg(binding.agentSlug, binding.capabilitySlug,
                                !capability->isActive ? tr("inactive") : state),
                       bindingAt(binding, QStringLiteral("/isEnabled")));
        }
        if (capability)
            rateAboveCapability(binding, *capability, [&](const QString &rule, const QString &message, const QString &pointer) {
                report(rule, message, bindingAt(binding, pointer));
            });
        for (const QString &name : referencedNames(binding.customConfig))
            usedBy[name].append(&binding);
    }
    if (m_profiles.isEmpty())
        return diagnostics;
    QSet<QString> defined;
    for (const EnvProfile &profile : m_profiles) {
        for (const QString &name : profile.names())
            defined.insert(name);
    }
    for (auto it = usedBy.begin(); it != usedBy.end(); ++it) {
        if (!defined.contains(it.key()))
            report(QStringLiteral("env-undefined"),
                   tr("${env:%1} is used by %2 → %3 but no profile defines it; fix: add it to the deployment's "
                      "environment and to a profile")
                       .arg(it.key(), it.value().constFirst()->agentSlug, it.value().constFirst()->capabilitySlug),
                   bindingAt(*it.value().constFirst(), QStringLiteral("/customConfig")));
    }
    for (int p = 0; p < m_profiles.size(); ++p) {
        for (const QString &name : m_profiles.at(p).names()) {
            if (!usedBy.contains(name))
                report(QStringLiteral("env-unused"),
                       tr("%1 is defined in %2 but no binding uses it; fix: remove it, or use it")
                           .arg(name, m_profiles.at(p).name()),
                       SourceLocation::atLine(m_profileFiles.value(p), 0, 0));
        }
    }
    return diagnostics;
}

} // namespace capstudio
