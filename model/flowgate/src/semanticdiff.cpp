#include "flowgate/semanticdiff.h"

#include "core/jsonpointer.h"
#include "flowgate/contracthash.h"
#include "flowgate/contractimpact.h"
#include "flowgate/workflowgraph.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <map>

namespace capstudio::flowgate {

namespace {

using Change = SemanticDiff::Change;

QString compact(const Value &value, int limit = 160)
{
    QString text = QString::fromUtf8(ContractHash::canonicalJson(value));
    if (text.size() > limit)
        text = text.left(limit - 1) + QChar(0x2026);
    return text;
}

QStringList keysOf(const Value &object)
{
    QStringList keys;
    for (const Value::Member &member : object.members())
        keys.append(member.key);
    return keys;
}

// Keys of both objects, in the runtime's order of the old one, then the new one's own.
QStringList unionKeys(const Value &a, const Value &b)
{
    QStringList keys = keysOf(a);
    for (const Value::Member &member : b.members()) {
        if (!a.contains(member.key))
            keys.append(member.key);
    }
    return keys;
}

// A state's name through the renames found so far.
QString renamed(const QHash<QString, QString> &renames, const QString &state)
{
    return renames.value(state, state);
}

} // namespace

// A state's definition with every transition target and branch target carried through the
// renames: what it would read like had the renamed states always had their new names.
Value SemanticDiff::withTargetsRenamed(Value state, const QHash<QString, QString> &renames)
{
    if (!state.isObject() || !state.contains(u"transitions") || renames.isEmpty())
        return state;
    Value transitions = state.value(u"transitions");
    for (Value::Member &member : transitions.mutableMembers()) {
        Value &transition = member.value;
        if (!transition.isObject())
            continue;
        if (const Value *target = transition.find(u"target"); target && target->isString())
            transition.insert(QStringLiteral("target"), Value(renamed(renames, target->toString())));
        if (transition.contains(u"branches")) {
            Value branches = transition.value(u"branches");
            for (Value &branch : branches.mutableItems()) {
                if (const Value *target = branch.find(u"target"); target && target->isString())
                    branch.insert(QStringLiteral("target"), Value(renamed(renames, target->toString())));
            }
            transition.insert(QStringLiteral("branches"), branches);
        }
    }
    state.insert(QStringLiteral("transitions"), transitions);
    return state;
}

namespace {

// Who enters a state: "source/transition" (and "#i" for branch i), "(initial)" and
// "(timeout)", sources named through renames.
QSet<QString> incoming(const Value &definition, const QString &stateId, const QHash<QString, QString> &renames)
{
    QSet<QString> sources;
    if (definition.value(u"initialState").toString() == stateId)
        sources.insert(QStringLiteral("(initial)"));
    if (definition.value(u"onTimeout").value(u"target").toString() == stateId)
        sources.insert(QStringLiteral("(timeout)"));
    for (const Value::Member &state : definition.value(u"states").members()) {
        const QString from = renamed(renames, state.key);
        for (const Value::Member &transition : state.value.value(u"transitions").members()) {
            if (transition.value.value(u"target").toString() == stateId)
                sources.insert(from + QLatin1Char('/') + transition.key);
            const Value::Array &branches = transition.value.value(u"branches").items();
            for (size_t i = 0; i < branches.size(); ++i) {
                if (branches[i].value(u"target").toString() == stateId)
                    sources.insert(from + QLatin1Char('/') + transition.key + QLatin1Char('#') + QString::number(i));
            }
        }
    }
    return sources;
}

Change makeChange(const QString &kind, const QString &path, const QString &state, const QString &transition,
                  const Value &before, const Value &after)
{
    Change change;
    change.kind = kind;
    change.path = path;
    change.state = state;
    change.transition = transition;
    change.before = before;
    change.after = after;
    return change;
}

// The kind of a change to a field: the start input's and a submit's schema (inputSchema),
// an answer's schema (outputSchema), the declared slots (a workflow's blackboard, a state's
// slots); any other field by its path.
QString kindOf(const QString &key)
{
    if (key == QLatin1String("inputSchema"))
        return QStringLiteral("inputs-changed");
    if (key == QLatin1String("outputSchema"))
        return QStringLiteral("outputs-changed");
    if (key == QLatin1String("blackboard") || key == QLatin1String("slots"))
        return QStringLiteral("slots-changed");
    return QStringLiteral("field-changed");
}

// Field by field below path: objects key by key, anything else (arrays, scalars) whole.
void fieldChanges(const QString &kind, const QString &path, const QString &state, const QString &transition,
                  const Value &before, const Value &after, QList<Change> &out)
{
    if (before == after)
        return;
    if (before.isObject() && after.isObject()) {
        for (const QString &key : unionKeys(before, after))
            fieldChanges(kind, jsonpointer::append(path, key), state, transition, before.value(key), after.value(key), out);
        return;
    }
    out.append(makeChange(kind, path, state, transition, before, after));
}

Value without(Value object, QStringView key)
{
    object.remove(key);
    return object;
}

void transitionChanges(const QString &state, const QString &name, const Value &before, const Value &after,
                       QList<Change> &out)
{
    const QString base = jsonpointer::append(jsonpointer::append(jsonpointer::append(QStringLiteral("/states"), state),
                                                                 QStringLiteral("transitions")),
                                             name);
    for (const QString &key : unionKeys(before, after)) {
        const Value b = before.value(key);
        const Value a = after.value(key);
        if (b == a)
            continue;
        const QString path = jsonpointer::append(base, key);
        const auto one = [&](const QString &kind, const Value &was, const Value &now, const QString &where) {
            out.append(makeChange(kind, where, state, name, was, now));
        };
        if (key == QLatin1String("target"))
            one(QStringLiteral("transition-retargeted"), b, a, path);
        else if (key == QLatin1String("guards"))
            one(QStringLiteral("guard-changed"), b, a, path);
        else if (key == QLatin1String("actor"))
            one(QStringLiteral("actor-changed"), b, a, path);
        else if (key == QLatin1String("executor")) {
            if (b.value(u"use") != a.value(u"use"))
                one(QStringLiteral("use-changed"), b.value(u"use"), a.value(u"use"), jsonpointer::append(path, QStringLiteral("use")));
            const Value restBefore = without(b, u"use");
            const Value restAfter = without(a, u"use");
            if (restBefore != restAfter)
                fieldChanges(QStringLiteral("executor-changed"), path, state, name, restBefore, restAfter, out);
        } else {
            fieldChanges(kindOf(key), path, state, name, b, a, out);
        }
    }
}

} // namespace

QHash<QString, QString> SemanticDiff::stateRenames(const Value &oldDefinition, const Value &newDefinition)
{
    const Value oldStates = oldDefinition.value(u"states");
    const Value newStates = newDefinition.value(u"states");
    QStringList removed;
    QStringList added;
    for (const Value::Member &state : oldStates.members()) {
        if (!newStates.contains(state.key))
            removed.append(state.key);
    }
    for (const Value::Member &state : newStates.members()) {
        if (!oldStates.contains(state.key))
            added.append(state.key);
    }
    QHash<QString, QString> renames;
    bool found = true;
    while (found && !removed.isEmpty() && !added.isEmpty()) {
        found = false;
        for (const QString &from : std::as_const(removed)) {
            for (const QString &to : std::as_const(added)) {
                QHash<QString, QString> trial = renames;
                trial.insert(from, to);
                if (SemanticDiff::withTargetsRenamed(oldStates.value(from), trial) != newStates.value(to))
                    continue;
                // Incoming transitions on the old side, named as the new side names them.
                QSet<QString> before;
                for (const QString &source : incoming(oldDefinition, from, trial))
                    before.insert(source);
                if (before != incoming(newDefinition, to, {}))
                    continue;
                renames = trial;
                removed.removeOne(from);
                added.removeOne(to);
                found = true;
                break;
            }
            if (found)
                break;
        }
    }
    return renames;
}

namespace {

QList<Change> workflowChanges(const QString &id, const Value &before, const Value &after, const Value &newConfig,
                              const QStringList &newFiles)
{
    QList<Change> out;
    const QHash<QString, QString> renames = SemanticDiff::stateRenames(before, after);
    QHash<QString, QString> back;
    for (auto it = renames.cbegin(); it != renames.cend(); ++it)
        back.insert(it.value(), it.key());
    const Value oldStates = before.value(u"states");
    const Value newStates = after.value(u"states");

    // States: renamed, removed, added, then each state present on both sides.
    for (auto it = renames.cbegin(); it != renames.cend(); ++it) {
        Change change;
        change.kind = QStringLiteral("state-renamed");
        change.from = it.key();
        change.state = it.value();
        change.path = jsonpointer::append(QStringLiteral("/states"), it.value());
        out.append(change);
    }
    for (const Value::Member &state : oldStates.members()) {
        if (!newStates.contains(state.key) && !renames.contains(state.key))
            out.append(makeChange(QStringLiteral("state-removed"), jsonpointer::append(QStringLiteral("/states"), state.key),
                                  state.key, QString(), state.value, Value()));
    }
    for (const Value::Member &state : newStates.members()) {
        if (!oldStates.contains(state.key) && !back.contains(state.key))
            out.append(makeChange(QStringLiteral("state-added"), jsonpointer::append(QStringLiteral("/states"), state.key),
                                  state.key, QString(), Value(), state.value));
    }
    for (const Value::Member &newState : newStates.members()) {
        const QString oldName = back.value(newState.key, newState.key);
        const Value *oldStateValue = oldStates.find(oldName);
        if (!oldStateValue)
            continue;
        const Value oldState = SemanticDiff::withTargetsRenamed(*oldStateValue, renames);
        if (oldState == newState.value)
            continue;
        const QString path = jsonpointer::append(QStringLiteral("/states"), newState.key);
        const Value oldTransitions = oldState.value(u"transitions");
        const Value newTransitions = newState.value.value(u"transitions");
        for (const QString &name : unionKeys(oldTransitions, newTransitions)) {
            const Value *was = oldTransitions.find(name);
            const Value *now = newTransitions.find(name);
            if (was && now) {
                transitionChanges(newState.key, name, *was, *now, out);
                continue;
            }
            out.append(makeChange(now ? QStringLiteral("transition-added") : QStringLiteral("transition-removed"),
                                  jsonpointer::append(jsonpointer::append(path, QStringLiteral("transitions")), name),
                                  newState.key, name, was ? *was : Value(), now ? *now : Value()));
        }
        for (const QString &key : unionKeys(oldState, newState.value)) {
            if (key != QLatin1String("transitions"))
                fieldChanges(kindOf(key), jsonpointer::append(path, key), newState.key, QString(),
                             oldState.value(key), newState.value.value(key), out);
        }
    }

    // The workflow's own fields, with the state names they hold carried through the renames.
    for (const QString &key : unionKeys(before, after)) {
        if (key == QLatin1String("states"))
            continue;
        Value was = before.value(key);
        const Value now = after.value(key);
        if (key == QLatin1String("initialState") && was.isString())
            was = Value(renamed(renames, was.toString()));
        if (key == QLatin1String("onTimeout") && was.isObject() && was.value(u"target").isString())
            was.insert(QStringLiteral("target"), Value(renamed(renames, was.value(u"target").toString())));
        if (was == now)
            continue;
        const QString path = jsonpointer::append(QString(), key);
        if (key == QLatin1String("snippet")) {
            Change change;
            change.kind = QStringLiteral("contract-changed");
            change.path = path;
            change.before = was.isNull() ? Value() : Value(ContractHash::of(was));
            change.after = now.isNull() ? Value() : Value(ContractHash::of(now));
            // Which callers the new contract breaks: the contract rules' findings it adds to
            // the new library, measured against the same library with the old snippet.
            if (!newConfig.isNull() && !was.isNull() && !now.isNull()) {
                Value withOld = newConfig;
                Value workflow = after;
                workflow.insert(QStringLiteral("snippet"), was);
                withOld[QStringLiteral("workflows")].insert(id, workflow);
                for (const Diagnostic &diagnostic : ContractImpact::ofSnippetChange(withOld, newFiles, id, now))
                    change.notes.append(diagnostic.ruleId() + QStringLiteral(": ") + diagnostic.message());
            }
            out.append(change);
            continue;
        }
        fieldChanges(kindOf(key), path, QString(), QString(), was, now, out);
    }
    return out;
}

} // namespace

QString SemanticDiff::Change::describe() const
{
    const QString where = transition.isEmpty() ? state : state + QLatin1Char('/') + transition;
    if (kind == QLatin1String("workflow-added"))
        return tr("workflow added");
    if (kind == QLatin1String("workflow-removed"))
        return tr("workflow removed");
    if (kind == QLatin1String("state-added"))
        return tr("state added: %1").arg(state);
    if (kind == QLatin1String("state-removed"))
        return tr("state removed: %1").arg(state);
    if (kind == QLatin1String("state-renamed"))
        return tr("state renamed: %1 → %2").arg(from, state);
    if (kind == QLatin1String("transition-added"))
        return tr("transition added: %1 → %2").arg(where, after.value(u"target").toString());
    if (kind == QLatin1String("transition-removed"))
        return tr("transition removed: %1 (was → %2)").arg(where, before.value(u"target").toString());
    if (kind == QLatin1String("transition-retargeted"))
        return tr("transition retargeted: %1: → %2 becomes → %3").arg(where, before.toString(), after.toString());
    if (kind == QLatin1String("contract-changed")) {
        QString text = tr("contract changed: %1 → %2").arg(before.isNull() ? tr("(none)") : before.toString(),
                                                           after.isNull() ? tr("(none)") : after.toString());
        if (!notes.isEmpty())
            text += tr("; breaks: %1").arg(notes.join(QStringLiteral("; ")));
        return text;
    }
    const QString was = before.isNull() ? tr("(absent)") : compact(before);
    const QString now = after.isNull() ? tr("(absent)") : compact(after);
    if (kind == QLatin1String("guard-changed")) {
        const auto guards = [](const Value &list) {
            if (list.isNull())
                return tr("(none)");
            QStringList texts;
            for (const Value &guard : list.items())
                texts.append(WorkflowGraph::guardText(guard));
            return texts.join(QStringLiteral(", "));
        };
        return tr("guards changed: %1: %2 → %3").arg(where, guards(before), guards(after));
    }
    if (kind == QLatin1String("actor-changed"))
        return tr("actor changed: %1: %2 → %3").arg(where, was, now);
    if (kind == QLatin1String("use-changed"))
        return tr("use: changed: %1: %2 → %3").arg(where, was, now);
    if (kind == QLatin1String("executor-changed"))
        return tr("executor changed: %1 %2: %3 → %4").arg(where, path, was, now);
    if (kind == QLatin1String("inputs-changed") || kind == QLatin1String("outputs-changed")
        || kind == QLatin1String("slots-changed"))
        return tr("%1 %2: %3 → %4").arg(kind.section(QLatin1Char('-'), 0, 0), path, was, now);
    return tr("changed %1: %2 → %3").arg(path, was, now);
}

QJsonObject SemanticDiff::Change::toJson() const
{
    QJsonObject object{{QStringLiteral("kind"), kind}, {QStringLiteral("path"), path}};
    if (!state.isEmpty())
        object.insert(QStringLiteral("state"), state);
    if (!transition.isEmpty())
        object.insert(QStringLiteral("transition"), transition);
    if (!from.isEmpty())
        object.insert(QStringLiteral("from"), from);
    const bool whole = kind.endsWith(QLatin1String("-added")) || kind.endsWith(QLatin1String("-removed"))
                       || kind == QLatin1String("state-renamed");
    if (!whole || !before.isNull())
        object.insert(QStringLiteral("before"), before.toJson());
    if (!whole || !after.isNull())
        object.insert(QStringLiteral("after"), after.toJson());
    if (!notes.isEmpty())
        object.insert(QStringLiteral("breaks"), QJsonArray::fromStringList(notes));
    return object;
}

QList<SemanticDiff::WorkflowChanges> SemanticDiff::compare(const Value &oldConfig, const Value &newConfig,
                                                            const QStringList &newFiles)
{
    const Value oldWorkflows = oldConfig.value(u"workflows");
    const Value newWorkflows = newConfig.value(u"workflows");
    std::map<QString, int> ids; // sorted
    for (const Value::Member &member : oldWorkflows.members())
        ids.emplace(member.key, 0);
    for (const Value::Member &member : newWorkflows.members())
        ids.emplace(member.key, 0);
    QList<WorkflowChanges> result;
    for (const auto &entry : ids) {
        const QString &id = entry.first;
        const Value *was = oldWorkflows.find(id);
        const Value *now = newWorkflows.find(id);
        WorkflowChanges changes;
        changes.id = id;
        if (!was || !now) {
            Change change;
            change.kind = was ? QStringLiteral("workflow-removed") : QStringLiteral("workflow-added");
            if (was)
                change.before = *was;
            if (now)
                change.after = *now;
            changes.changes.append(change);
        } else if (*was != *now) {
            changes.changes = workflowChanges(id, *was, *now, newConfig, newFiles);
        }
        if (!changes.changes.isEmpty())
            result.append(changes);
    }
    return result;
}

} // namespace capstudio::flowgate
