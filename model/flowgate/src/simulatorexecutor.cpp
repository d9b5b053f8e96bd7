// Simulator: executor results, capability-call output contracts (reference §7.4), reading
// the workflow definition, and the lexicon placeholders of §7.9.

#include "flowgate/simulator.h"

#include "flowgate/valuespec.h"
#include "schemacheck.h"

#include <QSet>
#include <algorithm>

namespace capstudio::flowgate {

namespace {

QString escapeToken(QString token)
{
    token.replace(u'~', QLatin1String("~0"));
    token.replace(u'/', QLatin1String("~1"));
    return token;
}

QString stringAt(const Value &object, QStringView key)
{
    const Value *value = object.find(key);
    return value && value->isString() ? value->toString() : QString();
}

// The term a subject needs in the lexicon: the part after its first ".".
QString termOf(const QString &subject)
{
    const qsizetype dot = subject.indexOf(u'.');
    return dot < 0 ? subject : subject.mid(dot + 1);
}

bool isPlaceholder(const Value &entry)
{
    if (entry.isString())
        return entry.toString() == QLatin1String("PENDING_DEFINITION");
    for (const Value::Member &member : entry.members()) {
        if (member.value.isString() && member.value.toString() == QLatin1String("PENDING_DEFINITION"))
            return true;
    }
    return false;
}

} // namespace

bool Simulator::needsOutput(const Value &executor)
{
    return stringAt(executor, u"kind") != QLatin1String("noop");
}

const Value *Simulator::stateDefinition(const QString &state) const
{
    return ValueSpec::pointer(m_now.definition, QStringLiteral("/states/") + escapeToken(state));
}

const Value *Simulator::transitionDefinition(const QString &state, const QString &name) const
{
    return ValueSpec::pointer(m_now.definition, QStringLiteral("/states/%1/transitions/%2")
                                                    .arg(escapeToken(state), escapeToken(name)));
}

bool Simulator::isTerminal(const QString &state) const
{
    const Value *state_ = stateDefinition(state);
    const Value *terminal = state_ ? state_->find(u"terminal") : nullptr;
    return terminal && terminal->toBool(false);
}

GuardScope Simulator::scopeFor(const Value &arguments, const Value &context) const
{
    GuardScope scope;
    scope.context = context;
    scope.arguments = arguments;
    scope.input = m_now.input;
    scope.instanceId = m_settings.instanceId;
    scope.state = m_now.state;
    scope.definitionVersion = m_now.definitionVersion;
    scope.roles = m_settings.roles;
    scope.permissions = m_settings.permissions;
    scope.acknowledgedGuidance = m_settings.acknowledgedGuidance;
    scope.acknowledgedScripts = m_settings.acknowledgedScripts;
    return scope;
}

Value Simulator::calleeInput(const Value &executor, const Value &arguments) const
{
    if (stringAt(executor, u"kind") != QLatin1String("workflow"))
        return Value();
    const ValueScopes scopes{&arguments, &m_now.context, &m_now.input, nullptr};
    const Value *use = executor.find(u"use");
    if (use && use->isObject()) {
        const Value *inputs = use->find(u"inputs");
        return ValueSpec::resolveInputs(inputs ? *inputs : Value::makeObject(), scopes);
    }
    const Value *input = executor.find(u"input");
    return ValueSpec::resolveInputs(input ? *input : Value::makeObject(), scopes);
}

Simulator::ExecutorRun Simulator::runExecutor(const Value &executor, const ExecutorOutcome &outcome) const
{
    ExecutorRun run;
    const QString kind = stringAt(executor, u"kind");
    if (kind == QLatin1String("noop")) {
        run.output = Value::makeObject();
        if (outcome.kind == ExecutorOutcome::Kind::Output && outcome.output != run.output)
            run.notes.append(tr("a noop executor always returns {}; the supplied output is ignored"));
        return run;
    }
    if (outcome.kind == ExecutorOutcome::Kind::Failure) {
        run.ok = false;
        run.message = outcome.error;
        return run;
    }
    const Value supplied = outcome.kind == ExecutorOutcome::Kind::Output ? outcome.output : Value::makeObject();
    run.output = supplied;
    if (kind != QLatin1String("workflow"))
        return run;

    const QString definitionId = stringAt(executor, u"definitionId");
    const Value *workflows = m_config.find(u"workflows");
    const Value *callee = workflows ? workflows->find(definitionId) : nullptr;
    if (!callee) {
        run.ok = false;
        run.message = QStringLiteral("failed to start sub-workflow: workflow definition '%1' not found").arg(definitionId);
        return run;
    }
    const Value *use = executor.find(u"use");
    if (!use || !use->isObject()) {
        run.notes.append(tr("a legacy workflow call returns the child's whole final context"));
        return run;
    }
    if (!supplied.isObject())
        run.notes.append(tr("a capability call returns an object {outputName: value}; the supplied %1 reads as {}")
                             .arg(supplied.typeName()));
    // The loader may embed the callee's outputs on the executor; else read the callee.
    const Value *embedded = executor.find(u"_snippetOutputs");
    const Value contract = embedded ? *embedded : callee->value(u"snippet").value(u"outputs");
    Value outputs = Value::makeObject();
    QStringList violations;
    const Value bindings = use->value(u"outputs");
    for (const Value::Member &binding : bindings.members()) {
        if (!binding.value.isString())
            continue;
        const QString &name = binding.value.toString();
        const Value *found = supplied.isObject() ? supplied.find(name) : nullptr;
        const Value value = found ? *found : Value();
        outputs.insert(name, value);
        if (const Value *schema = contract.find(name)) {
            for (const QString &reason : SchemaCheck::validate(*schema, value))
                violations.append(QStringLiteral("%1: %2").arg(name, reason));
        }
    }
    if (!violations.isEmpty()) {
        run.ok = false;
        run.message = QStringLiteral("schema violation: capability '%1' produced outputs failing snippet contract: %2")
                          .arg(definitionId, violations.join(QStringLiteral("; ")));
        return run;
    }
    run.output = outputs;
    return run;
}

QStringList Simulator::pendingLexiconSubjects(const Value &config, const QString &workflowId)
{
    QSet<QString> subjects;
    const Value skills = config.value(u"skills");
    for (const Value::Member &skill : skills.members())
        subjects.insert(skill.key);
    const Value scripts = config.value(u"scripts");
    for (const Value::Member &script : scripts.members())
        subjects.insert(script.key);

    // Every `subject:` of a script/skill executor, anywhere in any workflow (iteratively, with
    // a ceiling: YAML aliases can make a small file expand enormously).
    const Value workflows = config.value(u"workflows");
    std::vector<const Value *> stack{&workflows};
    qint64 budget = 5000000;
    while (!stack.empty() && --budget > 0) {
        const Value *value = stack.back();
        stack.pop_back();
        if (value->isArray()) {
            for (const Value &item : value->items())
                stack.push_back(&item);
            continue;
        }
        if (!value->isObject())
            continue;
        const QString kind = stringAt(*value, u"kind");
        if (kind == QLatin1String("script") || kind == QLatin1String("skill")) {
            const Value *subject = value->find(u"subject");
            if (subject && subject->isString())
                subjects.insert(subject->toString());
        }
        for (const Value::Member &member : value->members())
            stack.push_back(&member.value);
    }

    const Value lexicon = config.value(u"lexicon");
    QSet<QString> pending;
    for (const QString &subject : std::as_const(subjects)) {
        const QString term = termOf(subject);
        if (!lexicon.contains(term))
            pending.insert(term);
    }
    for (const Value::Member &workflow : workflows.members()) {
        if (!workflowId.isEmpty() && workflow.key != workflowId)
            continue;
        const Value library = workflow.value.value(u"_lexiconLibrary");
        for (const Value::Member &entry : library.members()) {
            if (isPlaceholder(entry.value))
                pending.insert(entry.key);
        }
    }
    QStringList sorted(pending.begin(), pending.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

} // namespace capstudio::flowgate
