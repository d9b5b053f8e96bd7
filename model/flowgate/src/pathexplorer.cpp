// PathExplorer: breadth-first search of a workflow's runs on the simulator, with candidate
// values read from the workflow's own guards.
#include "flowgate/pathexplorer.h"

#include "flowgate/guardevaluator.h"
#include "guardatoms.h"

#include "core/jsontext.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <limits>

namespace capstudio::flowgate {

namespace {

constexpr int MaxSampleDepth = 16;
constexpr int MaxCandidatesPerPath = 24;
const QString ContextRoot = QStringLiteral("$.context.");
const QString ArgumentsRoot = QStringLiteral("$.arguments.");
const QString InputRoot = QStringLiteral("$.workflow.input.");
const QString OutputRoot = QStringLiteral("$.output.");

void addCandidate(QList<Value> &list, const Value &value)
{
    if (list.size() < MaxCandidatesPerPath && !list.contains(value))
        list.append(value);
}

// Every string inside a value (guards, output specs, branches), depth-first.
void collectStrings(const Value &value, QStringList &out, int depth = 0)
{
    if (depth > MaxSampleDepth * 2)
        return;
    if (value.isString()) {
        out.append(value.toString());
    } else if (value.isArray()) {
        for (const Value &item : value.items())
            collectStrings(item, out, depth + 1);
    } else if (value.isObject()) {
        for (const Value::Member &member : value.members())
            collectStrings(member.value, out, depth + 1);
    }
}

// The `$.<root>…` paths a transition reads or writes through.
QStringList pathsUnder(const Value &value, const QString &root)
{
    static const QRegularExpression path(QStringLiteral(R"(\$\.[A-Za-z0-9_.\[\]-]+)"));
    QStringList strings;
    collectStrings(value, strings);
    QStringList paths;
    for (const QString &text : std::as_const(strings)) {
        auto matches = path.globalMatch(text);
        while (matches.hasNext()) {
            const QString found = matches.next().captured(0);
            if (found.startsWith(root) && !paths.contains(found))
                paths.append(found);
        }
    }
    return paths;
}

bool isNonNegativeIndex(QStringView segment)
{
    if (segment.isEmpty())
        return false;
    for (QChar c : segment)
        if (!c.isDigit())
            return false;
    return true;
}

} // namespace

PathExplorer::PathExplorer(Value config, QString workflowId) : PathExplorer(std::move(config), std::move(workflowId), Limits()) {}

PathExplorer::PathExplorer(Value config, QString workflowId, Limits limits)
    : m_config(std::move(config)), m_workflowId(std::move(workflowId)), m_limits(limits)
{
    if (const Value *workflows = m_config.find(u"workflows"))
        if (const Value *definition = workflows->find(m_workflowId))
            m_definition = *definition;

    m_settings.roles = {QStringLiteral("human")};
    m_settings.allowPendingLexicon = true;
    for (const GuardAtoms::Guard &guard : GuardAtoms::guardsOf(m_definition)) {
        GuardAtoms::forEachLeaf(guard.guard, [&](const Value &leaf) {
            const QString kind = leaf.value(u"kind").toString();
            const auto add = [&](QStringList &list, QStringView key) {
                const QString name = leaf.value(key).toString();
                if (!name.isEmpty() && !list.contains(name))
                    list.append(name);
            };
            if (kind == QLatin1String("role"))
                add(m_settings.roles, u"role");
            else if (kind == QLatin1String("permission"))
                add(m_settings.permissions, u"permission");
            else if (kind == QLatin1String("guidance_acknowledged"))
                add(m_settings.acknowledgedGuidance, u"subject");
            else if (kind == QLatin1String("script_acknowledged"))
                add(m_settings.acknowledgedScripts, u"subject");
        });
    }
    collectCandidates();
    carryToSources();
    computeLiveSlots();
    findCounters();
}

// A counter: a slot written only as itself plus a non-negative number (or a literal), and
// read only by guards that compare it with numbers or start inputs. Past the largest of
// those, every value compares the same and stays past it, so the search keys them as one
// (a revision loop that counts rounds is then finite).
void PathExplorer::findCounters()
{
    QHash<QString, bool> usable;  // slot → still a counter
    QHash<QString, double> bound; // slot → largest constant it is compared with
    const auto spoil = [&](const QString &slot) { usable.insert(slot, false); };
    // The slot a token reads ("$.context.round" → round), and whether it reads the slot
    // itself rather than a path below it.
    struct Read
    {
        QString slot;
        bool bare = true;
    };
    const auto contextSlot = [](QStringView token) {
        Read read;
        const QStringView t = token.trimmed();
        if (!t.startsWith(u"$.context."))
            return read;
        const QStringView rest = t.mid(10);
        qsizetype end = 0;
        while (end < rest.size() && (rest[end].isLetterOrNumber() || rest[end] == u'_' || rest[end] == u'-'))
            ++end;
        read.slot = rest.left(end).toString();
        read.bare = end == rest.size();
        return read;
    };
    // Guards: comparisons of the bare slot with a number (any operator) or a start input.
    for (const GuardAtoms::Guard &guard : GuardAtoms::guardsOf(m_definition)) {
        GuardAtoms::forEachLeaf(guard.guard, [&](const Value &leaf) {
            const QString expression = leaf.value(u"expr").toString();
            const auto split = GuardEvaluator::split(expression);
            if (!split)
                return;
            const Read left = contextSlot(split->left);
            const Read right = contextSlot(split->right);
            for (const auto &[read, other] : {std::pair{left, split->right}, std::pair{right, split->left}}) {
                const QString &slot = read.slot;
                if (slot.isEmpty())
                    continue;
                if (!read.bare) {
                    spoil(slot);
                    continue;
                }
                bool number = false;
                const double value = other.trimmed().toDouble(&number);
                const bool ordering = split->op == QLatin1String("<") || split->op == QLatin1String("<=")
                    || split->op == QLatin1String(">") || split->op == QLatin1String(">=");
                if (number && std::isfinite(value)) {
                    bound[slot] = std::max(bound.value(slot, value), value);
                    usable.insert(slot, usable.value(slot, true));
                } else if (ordering && other.trimmed().startsWith(u"$.workflow.input.")
                           && !other.trimmed().mid(17).contains(QLatin1Char('.'))
                           && !other.trimmed().mid(17).contains(QLatin1Char('['))) {
                    usable.insert(slot, usable.value(slot, true));
                } else {
                    spoil(slot);
                }
            }
        });
    }
    // Writes: `slot: {add: [$.context.slot, n ≥ 0]}` (either order) or a number keep it a
    // counter; anything else that writes or reads it does not.
    const Value states = m_definition.value(u"states");
    const auto checkOutput = [&](const Value &output) {
        for (const Value::Member &entry : output.members()) {
            const Value &spec = entry.value;
            if (usable.contains(entry.key)) {
                const Value operands = spec.value(u"add");
                bool ok = spec.isNumber();
                if (spec.isObject() && spec.size() == 1 && operands.isArray() && operands.size() == 2) {
                    const Value &a = operands.at(0);
                    const Value &b = operands.at(1);
                    const QString self = ContextRoot + entry.key;
                    ok = (a.toString() == self && b.isNumber() && b.toDouble() >= 0)
                        || (b.toString() == self && a.isNumber() && a.toDouble() >= 0);
                }
                if (!ok)
                    spoil(entry.key);
            }
            // Read by any other spec: its value flows elsewhere.
            QStringList strings;
            collectStrings(spec, strings);
            for (const QString &text : std::as_const(strings)) {
                const Read read = contextSlot(text);
                if (!read.slot.isEmpty() && (read.slot != entry.key || !read.bare))
                    spoil(read.slot);
            }
        }
    };
    for (const Value::Member &state : states.members()) {
        checkOutput(state.value.value(u"onEnter").value(u"output"));
        for (const Value::Member &transition : state.value.value(u"transitions").members())
            checkOutput(transition.value.value(u"output"));
    }
    for (auto it = usable.cbegin(); it != usable.cend(); ++it)
        if (it.value())
            m_counters.insert(it.key(), bound.value(it.key(), 0));
}

void PathExplorer::computeLiveSlots()
{
    static const QRegularExpression read(QStringLiteral(R"(\$\.context\.([A-Za-z0-9_-]+))"));
    const Value states = m_definition.value(u"states");
    struct Edge
    {
        QString to;
        QSet<QString> writes;
    };
    QHash<QString, QSet<QString>> reads;
    QHash<QString, QList<Edge>> edges;
    const auto writesOf = [](const Value &owner) {
        QSet<QString> written;
        if (owner.contains(u"executor"))
            for (const Value::Member &entry : owner.value(u"output").members())
                written.insert(entry.key);
        return written;
    };
    for (const Value::Member &state : states.members()) {
        QStringList strings;
        collectStrings(state.value, strings);
        QSet<QString> &readHere = reads[state.key];
        for (const QString &text : std::as_const(strings)) {
            if (!text.contains(QLatin1String("$.context.")))
                continue;
            auto matches = read.globalMatch(text);
            while (matches.hasNext())
                readHere.insert(matches.next().captured(1));
        }
        for (const Value::Member &transition : state.value.value(u"transitions").members()) {
            QSet<QString> writes = writesOf(transition.value);
            QStringList targets{transition.value.value(u"target").toString()};
            for (const Value &branch : transition.value.value(u"branches").items())
                targets.append(branch.value(u"target").toString());
            for (const QString &target : std::as_const(targets)) {
                QSet<QString> all = writes;
                all.unite(writesOf(states.value(target).value(u"onEnter")));
                edges[state.key].append(Edge{target, all});
            }
        }
        if (state.value.contains(u"while"))
            edges[state.key].append(Edge{state.key, writesOf(state.value.value(u"onEnter"))});
    }
    // Backwards to a fixed point: live(s) = reads(s) ∪ (live(t) − writes(s→t)) for each edge.
    m_liveSlots = reads;
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Value::Member &state : states.members()) {
            QSet<QString> &live = m_liveSlots[state.key];
            const qsizetype before = live.size();
            for (const Edge &edge : edges.value(state.key))
                for (const QString &slot : m_liveSlots.value(edge.to))
                    if (!edge.writes.contains(slot))
                        live.insert(slot);
            changed = changed || live.size() != before;
        }
    }
}

void PathExplorer::collectCandidates()
{
    // Each comparison's own constant first (the value that makes it true), then the values
    // around it, so a cap on variants drops values that fail comparisons, not ones that pass.
    QList<GuardAtoms::Atom> atoms;
    for (const GuardAtoms::Guard &guard : GuardAtoms::guardsOf(m_definition))
        for (const GuardAtoms::Atom &atom : GuardAtoms::atomsOf(guard.guard))
            if (atom.decidable() && !atom.path.isEmpty())
                atoms.append(atom);
    for (const GuardAtoms::Atom &atom : std::as_const(atoms))
        addCandidate(m_candidates[atom.path], atom.constant);
    for (const GuardAtoms::Atom &atom : std::as_const(atoms))
        for (const Value &value : GuardAtoms::valuesAround(atom))
            addCandidate(m_candidates[atom.path], value);
}

// A slot the guards compare is written by an `output:` mapping (of a transition or an
// onEnter) from an executor output, an argument or the start input: the values the guards
// want for the slot become candidates for that source.
void PathExplorer::carryToSources()
{
    const Value *states = m_definition.find(u"states");
    if (!states || !states->isObject())
        return;
    QList<Value> outputs;
    for (const Value::Member &state : states->members()) {
        if (const Value *onEnter = state.value.find(u"onEnter"))
            outputs.append(onEnter->value(u"output"));
        if (const Value *transitions = state.value.find(u"transitions"))
            for (const Value::Member &transition : transitions->members())
                outputs.append(transition.value.value(u"output"));
    }
    const QHash<QString, QList<Value>> contextCandidates = m_candidates;
    for (const Value &output : std::as_const(outputs)) {
        if (!output.isObject())
            continue;
        for (const Value::Member &entry : output.members()) {
            if (!entry.value.isString())
                continue;
            const QString spec = entry.value.toString();
            QString source;
            if (spec == QLatin1String("$") || spec == QLatin1String("$.output"))
                source = QStringLiteral("$.output");
            else if (spec.startsWith(OutputRoot) || spec.startsWith(ArgumentsRoot) || spec.startsWith(InputRoot))
                source = spec;
            else
                continue;
            const QString slot = ContextRoot + entry.key;
            for (auto it = contextCandidates.cbegin(); it != contextCandidates.cend(); ++it) {
                const QString &path = it.key();
                if (path != slot && !path.startsWith(slot + QLatin1Char('.')) && !path.startsWith(slot + QLatin1Char('[')))
                    continue;
                QList<Value> &list = m_candidates[source + path.mid(slot.size())];
                for (const Value &value : it.value())
                    addCandidate(list, value);
            }
        }
    }
}

std::optional<Value> PathExplorer::declaredValue(const Value &schema)
{
    if (const Value *fallback = schema.find(u"default"))
        return *fallback;
    if (const Value *constant = schema.find(u"const"))
        return *constant;
    if (const Value *choices = schema.find(u"enum"); choices && choices->isArray() && choices->size() > 0)
        return choices->at(0);
    return std::nullopt;
}

Value PathExplorer::sampleFor(const Value &schema, int depth)
{
    if (!schema.isObject() || depth > MaxSampleDepth)
        return Value();
    if (std::optional<Value> declared = declaredValue(schema))
        return *declared;
    for (QStringView combinator : {u"allOf", u"anyOf", u"oneOf"}) {
        if (const Value *list = schema.find(combinator); list && list->isArray() && list->size() > 0) {
            if (combinator != u"allOf")
                return sampleFor(list->at(0), depth + 1);
        }
    }
    QString type;
    const Value typeValue = schema.value(u"type");
    if (typeValue.isString()) {
        type = typeValue.toString();
    } else if (typeValue.isArray()) {
        for (const Value &item : typeValue.items())
            if (item.toString() != QLatin1String("null")) {
                type = item.toString();
                break;
            }
        if (type.isEmpty() && typeValue.size() > 0)
            type = typeValue.at(0).toString();
    } else if (schema.contains(u"properties") || schema.contains(u"required")) {
        type = QStringLiteral("object");
    } else if (schema.contains(u"items")) {
        type = QStringLiteral("array");
    }
    if (type == QLatin1String("string")) {
        const qint64 length = std::max<qint64>(1, schema.value(u"minLength").toInt(1));
        return Value(QString(int(std::min<qint64>(length, 4096)), QLatin1Char('x')));
    }
    if (type == QLatin1String("integer") || type == QLatin1String("number")) {
        double low = 0;
        if (const Value *minimum = schema.find(u"minimum"); minimum && minimum->isNumber())
            low = minimum->toDouble();
        if (const Value *exclusive = schema.find(u"exclusiveMinimum"); exclusive && exclusive->isNumber())
            low = std::floor(exclusive->toDouble()) + 1;
        if (const Value *maximum = schema.find(u"maximum"); maximum && maximum->isNumber() && maximum->toDouble() < low)
            low = maximum->toDouble();
        if (type == QLatin1String("integer") || low == std::floor(low))
            return Value(qint64(std::ceil(low)));
        return Value(low);
    }
    if (type == QLatin1String("boolean"))
        return Value(true);
    if (type == QLatin1String("null"))
        return Value();
    if (type == QLatin1String("array")) {
        Value array = Value::makeArray();
        const qint64 count = std::min<qint64>(schema.value(u"minItems").toInt(0), 64);
        for (qint64 i = 0; i < count; ++i)
            array.append(sampleFor(schema.value(u"items"), depth + 1));
        return array;
    }
    if (type == QLatin1String("object")) {
        Value object = Value::makeObject();
        const Value properties = schema.value(u"properties");
        for (const Value &name : schema.value(u"required").items())
            if (name.isString())
                object.insert(name.toString(), sampleFor(properties.value(name.toString()), depth + 1));
        return object;
    }
    return Value();
}

void PathExplorer::setAtPath(Value &root, QStringView path, const Value &value)
{
    // "a.b[0].c" → a, b, 0, c (the same split GuardEvaluator::pathPointer makes).
    QStringList segments;
    QString current;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const QChar c = path[i];
        if (c == u'.' || c == u'[' || c == u']') {
            if (!current.isEmpty())
                segments.append(current);
            current.clear();
        } else {
            current.append(c);
        }
    }
    if (!current.isEmpty())
        segments.append(current);
    if (segments.isEmpty()) {
        root = value;
        return;
    }
    Value *at = &root;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &segment = segments.at(i);
        const bool last = i + 1 == segments.size();
        if (isNonNegativeIndex(segment) && (at->isArray() || !at->isObject())) {
            const qsizetype index = std::min<qsizetype>(segment.toLongLong(), 64);
            if (!at->isArray())
                *at = Value::makeArray();
            auto &items = at->mutableItems();
            while (qsizetype(items.size()) <= index)
                items.push_back(Value());
            at = &items[size_t(index)];
        } else {
            if (!at->isObject())
                *at = Value::makeObject();
            at = &(*at)[segment];
        }
        if (last)
            *at = value;
    }
}

QList<Value> PathExplorer::variants(const Value &base, const QString &root, const QStringList &paths) const
{
    QList<Value> result;
    Value first = base;
    QList<QPair<QString, QList<Value>>> usable;
    for (const QString &path : paths) {
        const auto found = m_candidates.constFind(path);
        if (found == m_candidates.cend() || found->isEmpty())
            continue;
        usable.append({path.mid(root.size()), *found});
        setAtPath(first, usable.last().first, found->front());
    }
    result.append(first);
    for (const auto &[path, values] : std::as_const(usable)) {
        for (qsizetype i = 1; i < values.size(); ++i) {
            if (result.size() >= m_limits.maxVariants)
                return result;
            Value changed = first;
            setAtPath(changed, path, values.at(i));
            if (!result.contains(changed))
                result.append(changed);
        }
    }
    return result;
}

QList<Value> PathExplorer::inputVariants() const
{
    Value base = sampleFor(m_definition.value(u"inputSchema"));
    if (!base.isObject())
        base = Value::makeObject();
    QStringList paths;
    for (auto it = m_candidates.cbegin(); it != m_candidates.cend(); ++it)
        if (it.key().startsWith(InputRoot))
            paths.append(it.key());
    paths.sort();
    return variants(base, InputRoot, paths);
}

QList<Value> PathExplorer::argumentVariants(const Value &transition) const
{
    Value base = sampleFor(transition.value(u"inputSchema"));
    if (!base.isObject())
        base = Value::makeObject();
    return variants(base, ArgumentsRoot, pathsUnder(transition, ArgumentsRoot));
}

// What a capability call (`kind: workflow` with `use:`) hands back when its callee keeps
// its snippet contract: a sample of each bound output's schema.
Value PathExplorer::calleeOutputSample(const Value &executor) const
{
    Value output = Value::makeObject();
    const Value outputs = executor.value(u"use").value(u"outputs");
    if (!outputs.isObject())
        return output;
    const QString callee = executor.value(u"definitionId").toString();
    const Value workflows = m_config.value(u"workflows");
    Value definition = workflows.value(callee);
    if (!definition.isObject()) {
        for (const Value::Member &member : workflows.members())
            if (member.key.endsWith(QLatin1Char('/') + callee) || callee.endsWith(QLatin1Char('/') + member.key)) {
                definition = member.value;
                break;
            }
    }
    const Value contracts = definition.value(u"snippet").value(u"outputs");
    for (const Value::Member &bound : outputs.members()) {
        if (bound.value.isString())
            output.insert(bound.value.toString(), sampleFor(contracts.value(bound.value.toString())));
    }
    return output;
}

QList<ExecutorOutcome> PathExplorer::outcomeVariants(const Value &executor, const Value &output) const
{
    Value base = executor.value(u"kind").toString() == QLatin1String("workflow") ? calleeOutputSample(executor)
                                                                                : Value::makeObject();
    QStringList paths;
    if (output.isObject()) {
        for (const Value::Member &entry : output.members()) {
            const QString spec = entry.value.toString();
            if (spec == QLatin1String("$") || spec == QLatin1String("$.output") || spec.startsWith(OutputRoot)) {
                const QString source = spec.startsWith(OutputRoot) ? spec : QStringLiteral("$.output");
                for (auto it = m_candidates.cbegin(); it != m_candidates.cend(); ++it)
                    if ((it.key() == source || it.key().startsWith(source + QLatin1Char('.'))
                         || it.key().startsWith(source + QLatin1Char('[')))
                        && !paths.contains(it.key()))
                        paths.append(it.key());
            }
        }
    }
    paths.sort();
    QList<ExecutorOutcome> outcomes;
    for (Value &value : variants(base, QStringLiteral("$.output."), paths)) {
        // "$.output" itself (the whole output) has no path below the root.
        outcomes.append(ExecutorOutcome::success(std::move(value)));
    }
    outcomes.append(ExecutorOutcome::failure(QStringLiteral("simulated failure")));
    return outcomes;
}

QList<Value> PathExplorer::argumentsFor(const QString &state, const QString &transition, const Value &definition) const
{
    const QString key = state + QLatin1Char('\n') + transition;
    if (const auto found = m_argumentCache.constFind(key); found != m_argumentCache.cend())
        return *found;
    QList<Value> variants = argumentVariants(definition);
    m_argumentCache.insert(key, variants);
    return variants;
}

QList<ExecutorOutcome> PathExplorer::outcomesFor(const QString &key, const Value &executor, const Value &output) const
{
    if (const auto found = m_outcomeCache.constFind(key); found != m_outcomeCache.cend())
        return *found;
    QList<ExecutorOutcome> outcomes = outcomeVariants(executor, output);
    m_outcomeCache.insert(key, outcomes);
    return outcomes;
}

QString PathExplorer::keyOf(const Simulator &simulator) const
{
    QString key = simulationStatusName(simulator.status());
    key += QLatin1Char('\x1f');
    key += simulator.currentState();
    key += QLatin1Char('\x1f');
    if (const auto &pending = simulator.pendingExecutor())
        key += QString::number(int(pending->kind)) + pending->transition;
    key += QLatin1Char('\x1f');
    key += simulator.errorCode();
    key += QLatin1Char('\x1f');
    key += QString::fromUtf8(JsonText::compact(simulator.input().toJson()));
    // Only the slots that can still matter here, and the runtime's own counters; a counter
    // past everything it is compared with is keyed as "past".
    double inputCeiling = -std::numeric_limits<double>::infinity();
    for (const Value::Member &member : simulator.input().members())
        if (member.value.isNumber())
            inputCeiling = std::max(inputCeiling, member.value.toDouble());
    const QSet<QString> live = m_liveSlots.value(simulator.currentState());
    for (const Value::Member &slot : simulator.context().members()) {
        if (!live.contains(slot.key) && !slot.key.startsWith(QLatin1Char('_')))
            continue;
        key += QLatin1Char('\x1f');
        key += slot.key;
        key += QLatin1Char('=');
        const auto counter = m_counters.constFind(slot.key);
        if (counter != m_counters.cend() && slot.value.isNumber()
            && slot.value.toDouble() > std::max(*counter, inputCeiling) + 1) {
            key += QStringLiteral("past");
            continue;
        }
        key += QString::fromUtf8(JsonText::compact(slot.value.toJson()));
    }
    return key;
}

QList<qsizetype> PathExplorer::chain(qsizetype node) const
{
    QList<qsizetype> result;
    for (qsizetype at = node; at >= 0; at = m_nodes.at(at).parent)
        result.prepend(at);
    return result;
}

Simulator PathExplorer::rebuild(qsizetype node) const
{
    Simulator simulator(m_config);
    simulator.setSettings(m_settings);
    for (qsizetype index : chain(node)) {
        const Node &step = m_nodes.at(index);
        switch (step.kind) {
        case Node::Kind::Start:
            simulator.start(m_workflowId, step.input);
            break;
        case Node::Kind::Fire:
            (void)simulator.fire(step.transition, step.arguments, step.outcome);
            break;
        case Node::Kind::Supply:
            (void)simulator.supplyExecutorOutcome(step.outcome);
            break;
        }
    }
    return simulator;
}

qsizetype PathExplorer::explore(const Visitor &visit)
{
    m_nodes.clear();
    m_exhausted = false;
    if (!m_definition.isObject())
        return 0;
    QSet<QString> seen;
    struct Open
    {
        qsizetype node;
        Simulator simulator;
    };
    std::vector<Open> queue;
    size_t head = 0;

    // Records a node; true when the run is new and worth going on from.
    const auto add = [&](Node node, Simulator simulator, const SimulationResult &result) {
        node.status = simulator.status();
        node.state = simulator.currentState();
        m_nodes.append(std::move(node));
        const qsizetype index = m_nodes.size() - 1;
        visit(index, simulator, result);
        // A refused or failed action leaves the instance where it was, and a run may go on
        // from there (one run can then show a rejection and carry on); what follows mostly
        // repeats the parent's runs and stops at the seen keys.
        const SimulationStatus status = simulator.status();
        const bool goesOn = status != SimulationStatus::Completed && status != SimulationStatus::NotStarted;
        if (!goesOn)
            return;
        if (m_nodes.at(index).depth >= m_limits.maxActions) {
            m_exhausted = true; // runs go on past the limit: what lies beyond is not seen
            return;
        }
        const QString key = keyOf(simulator);
        if (seen.contains(key))
            return;
        seen.insert(key);
        simulator.dropHistory(); // the node chain is the record
        queue.push_back(Open{index, std::move(simulator)});
    };
    const auto full = [&] {
        if (m_nodes.size() < m_limits.maxNodes)
            return false;
        m_exhausted = true;
        return true;
    };

    for (const Value &input : inputVariants()) {
        if (full())
            break;
        Simulator simulator(m_config);
        simulator.setSettings(m_settings);
        const SimulationResult result = simulator.start(m_workflowId, input);
        Node node;
        node.kind = Node::Kind::Start;
        node.input = input;
        add(node, std::move(simulator), result);
    }

    while (head < queue.size() && !full()) {
        Open open = std::move(queue[head]);
        queue[head] = Open{-1, Simulator()};
        ++head;
        const Simulator &from = open.simulator;
        const int depth = m_nodes.at(open.node).depth + 1;
        if (const auto &pending = from.pendingExecutor()) {
            const Value state = m_definition.value(u"states").value(pending->state);
            const Value output = pending->kind == PendingExecutor::Kind::OnEnter
                ? state.value(u"onEnter").value(u"output")
                : state.value(u"transitions").value(pending->transition).value(u"output");
            const QString key = QString::number(int(pending->kind)) + QLatin1Char('\n') + pending->state
                + QLatin1Char('\n') + pending->transition;
            for (const ExecutorOutcome &outcome : outcomesFor(key, pending->executor, output)) {
                if (full())
                    break;
                Simulator next = from;
                const Expected<SimulationResult> result = next.supplyExecutorOutcome(outcome);
                if (!result)
                    continue;
                Node node;
                node.parent = open.node;
                node.kind = Node::Kind::Supply;
                node.outcome = outcome;
                node.depth = depth;
                add(node, std::move(next), result.value());
            }
            continue;
        }
        for (const TransitionOption &option : from.enabledTransitions()) {
            if (!option.offeredAsLink && !option.retryLink)
                continue;
            const Value transition =
                m_definition.value(u"states").value(from.currentState()).value(u"transitions").value(option.name);
            const QList<ExecutorOutcome> outcomes = option.needsExecutorOutput
                ? outcomesFor(QStringLiteral("fire\n") + from.currentState() + QLatin1Char('\n') + option.name,
                              transition.value(u"executor"),
                              transition.value(u"output"))
                : QList<ExecutorOutcome>{ExecutorOutcome::unspecified()};
            const QList<Value> argumentSets = argumentsFor(from.currentState(), option.name, transition);
            for (const Value &arguments : argumentSets) {
                for (const ExecutorOutcome &outcome : outcomes) {
                    if (full())
                        break;
                    Simulator next = from;
                    const Expected<SimulationResult> result = next.fire(option.name, arguments, outcome);
                    if (!result)
                        continue;
                    Node node;
                    node.parent = open.node;
                    node.kind = Node::Kind::Fire;
                    node.transition = option.name;
                    node.arguments = arguments;
                    node.outcome = outcome;
                    node.depth = depth;
                    add(node, std::move(next), result.value());
                }
            }
        }
    }
    if (head < queue.size())
        m_exhausted = true;
    return m_nodes.size();
}

} // namespace capstudio::flowgate
