#include "guardatoms.h"

#include "flowgate/pathexplorer.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace capstudio::flowgate::GuardAtoms {

namespace {

constexpr int MaxLeafDepth = 64;
constexpr qsizetype MaxCombinations = 4096;

const QStringList &decidablePrefixes()
{
    static const QStringList prefixes{QStringLiteral("$.context."), QStringLiteral("$.arguments."),
                                      QStringLiteral("$.workflow.input.")};
    return prefixes;
}

// The runtime's operand grammar (reference §2.8), reduced to: a constant, a path the
// analysis can set, or something else (nullopt with isPath false).
struct Operand
{
    bool constant = false;
    bool path = false;
    Value value;
    QString text;
};

Operand operandOf(QStringView token)
{
    const QStringView s = token.trimmed();
    Operand result;
    result.text = s.toString();
    if (s.size() >= 2 && ((s.front() == u'"' && s.back() == u'"') || (s.front() == u'\'' && s.back() == u'\''))) {
        result.constant = true;
        result.value = Value(s.mid(1, s.size() - 2).toString());
        return result;
    }
    if (s == u"true" || s == u"false") {
        result.constant = true;
        result.value = Value(s == u"true");
        return result;
    }
    if (s == u"null") {
        result.constant = true;
        return result;
    }
    bool number = false;
    const double parsed = s.toString().toDouble(&number);
    if (number && std::isfinite(parsed)) {
        result.constant = true;
        result.value = Value(parsed);
        return result;
    }
    for (const QString &prefix : decidablePrefixes())
        if (s.startsWith(prefix) && s.size() > prefix.size()) {
            result.path = true;
            return result;
        }
    if (!s.startsWith(u"$."))
        result.constant = true; // any other token reads as null
    return result;
}

void leaves(const Value &guard, const std::function<void(const Value &)> &leaf, int depth)
{
    if (depth > MaxLeafDepth || !guard.isObject())
        return;
    const QString kind = guard.value(u"kind").toString();
    if (kind == QLatin1String("all_of") || kind == QLatin1String("any_of")) {
        for (const Value &inner : guard.value(u"guards").items())
            leaves(inner, leaf, depth + 1);
    } else if (kind == QLatin1String("not")) {
        leaves(guard.value(u"guard"), leaf, depth + 1);
    } else {
        leaf(guard);
    }
}

Value number(double value)
{
    if (value == std::floor(value) && std::abs(value) < 9.0e15)
        return Value(qint64(value));
    return Value(value);
}

// Whether a leaf is within what the analysis decides.
bool leafDecidable(const Value &leaf)
{
    const QString kind = leaf.value(u"kind").toString();
    if (kind == QLatin1String("expr") || kind == QLatin1String("jsonpath")) {
        for (const Atom &atom : atomsOf(leaf))
            if (!atom.decidable() && atom.splits)
                return false;
        return true; // a non-splitting expression is always false: decided
    }
    static const QSet<QString> beyond{QStringLiteral("role"), QStringLiteral("permission"), QStringLiteral("evidence"),
                                      QStringLiteral("guidance_acknowledged"), QStringLiteral("script_acknowledged")};
    return !beyond.contains(kind); // an unknown kind is always false: decided
}

// Candidate values of every path the guards read; false when something is beyond them.
bool candidatesOf(const QList<Value> &guards, QHash<QString, QList<Value>> &paths)
{
    bool decidable = true;
    QList<Value> objects;
    for (const Value &guard : guards) {
        if (guard.isArray())
            objects.append(QList<Value>(guard.items().cbegin(), guard.items().cend()));
        else
            objects.append(guard);
    }
    for (const Value &guard : std::as_const(objects)) {
        leaves(guard, [&](const Value &leaf) {
            if (!leafDecidable(leaf)) {
                decidable = false;
                return;
            }
            for (const Atom &atom : atomsOf(leaf)) {
                if (atom.path.isEmpty())
                    continue;
                QList<Value> &list = paths[atom.path];
                for (const Value &value : valuesAround(atom))
                    if (!list.contains(value))
                        list.append(value);
            }
        }, 0);
    }
    if (!decidable)
        return false;
    // Numbers between two constants of one path (x > 1 and x < 2 holds at 1.5), and the
    // constants' strings joined (contains 'a' and contains 'b').
    for (auto it = paths.begin(); it != paths.end(); ++it) {
        QList<double> numbers;
        QString joined;
        for (const Value &value : std::as_const(it.value())) {
            if (value.isNumber())
                numbers.append(value.toDouble());
            else if (value.isString())
                joined += value.toString();
        }
        std::sort(numbers.begin(), numbers.end());
        for (qsizetype i = 1; i < numbers.size(); ++i)
            if (numbers.at(i) != numbers.at(i - 1)) {
                const Value middle((numbers.at(i) + numbers.at(i - 1)) / 2);
                if (!it.value().contains(middle))
                    it.value().append(middle);
            }
        if (!joined.isEmpty() && !it.value().contains(Value(joined)))
            it.value().append(Value(joined));
    }
    return true;
}

// Calls `test` with a scope for every combination; stops when it returns true.
// Unknown when there are too many combinations.
std::optional<bool> anyCombination(const QHash<QString, QList<Value>> &paths,
                                   const std::function<bool(const GuardEvaluator &)> &test)
{
    QStringList keys = paths.keys();
    keys.sort();
    qsizetype total = 1;
    for (const QString &key : std::as_const(keys)) {
        total *= std::max<qsizetype>(1, paths.value(key).size());
        if (total > MaxCombinations)
            return std::nullopt;
    }
    for (qsizetype n = 0; n < total; ++n) {
        GuardScope scope;
        scope.context = Value::makeObject();
        scope.arguments = Value::makeObject();
        scope.input = Value::makeObject();
        qsizetype rest = n;
        for (const QString &key : std::as_const(keys)) {
            const QList<Value> &values = paths.value(key);
            const Value &value = values.at(rest % values.size());
            rest /= values.size();
            const auto set = [&](Value &root, qsizetype prefix) {
                PathExplorer::setAtPath(root, QStringView(key).mid(prefix), value);
            };
            if (key.startsWith(QLatin1String("$.context.")))
                set(scope.context, 10);
            else if (key.startsWith(QLatin1String("$.arguments.")))
                set(scope.arguments, 12);
            else
                set(scope.input, 17);
        }
        if (test(GuardEvaluator(scope)))
            return true;
    }
    return false;
}

bool passes(const GuardEvaluator &evaluator, const Value &guard, bool isList)
{
    if (isList)
        return evaluator.evaluateAll(guard).passed;
    const GuardResult result = evaluator.evaluate(guard);
    return result.passed && !result.hasError();
}

} // namespace

QList<Guard> guardsOf(const Value &definition)
{
    QList<Guard> result;
    for (const Value::Member &state : definition.value(u"states").members()) {
        if (const Value *loop = state.value.find(u"while"))
            result.append(Guard{state.key, QString(), Guard::Where::While, 0, *loop});
        for (const Value::Member &transition : state.value.value(u"transitions").members()) {
            const Value guards = transition.value.value(u"guards");
            for (int i = 0; i < int(guards.items().size()); ++i)
                result.append(Guard{state.key, transition.key, Guard::Where::Guards, i, guards.at(i)});
            const Value branches = transition.value.value(u"branches");
            for (int i = 0; i < int(branches.items().size()); ++i)
                if (const Value *when = branches.at(i).find(u"when"))
                    result.append(Guard{state.key, transition.key, Guard::Where::Branch, i, *when});
        }
    }
    return result;
}

void forEachLeaf(const Value &guard, const std::function<void(const Value &)> &leaf)
{
    leaves(guard, leaf, 0);
}

QList<Atom> atomsOf(const Value &guard)
{
    QList<Atom> result;
    leaves(guard, [&](const Value &leaf) {
        const QString kind = leaf.value(u"kind").toString();
        if (kind != QLatin1String("expr") && kind != QLatin1String("jsonpath"))
            return;
        Atom atom;
        atom.expression = leaf.value(u"expr").toString();
        const auto split = GuardEvaluator::split(atom.expression);
        if (!split) {
            result.append(atom);
            return;
        }
        atom.splits = true;
        atom.op = split->op;
        const Operand left = operandOf(split->left);
        const Operand right = operandOf(split->right);
        if (left.constant && right.constant) {
            atom.constantOnly = true;
        } else if (left.path && right.constant) {
            atom.path = left.text;
            atom.constant = right.value;
        } else if (right.path && left.constant) {
            atom.path = right.text;
            atom.constant = left.value;
        }
        result.append(atom);
    }, 0);
    return result;
}

QList<Value> valuesAround(const Atom &atom)
{
    QList<Value> values;
    const Value &c = atom.constant;
    if (c.isNumber()) {
        const double d = c.toDouble();
        values << number(d) << number(d - 1) << number(d + 1);
    } else if (c.isString()) {
        const QString s = c.toString();
        values << Value(s) << Value(s + QStringLiteral("x")) << Value(QStringLiteral("x") + s)
               << Value(s.isEmpty() ? QStringLiteral("x") : QString());
    } else if (c.isBool()) {
        values << Value(c.toBool()) << Value(!c.toBool());
    } else if (c.isNull()) {
        values << Value() << Value(QStringLiteral("x"));
    } else {
        values << c << Value();
    }
    return values;
}

Truth decide(const Value &guards, bool isList)
{
    QHash<QString, QList<Value>> paths;
    if (!candidatesOf({guards}, paths))
        return Truth::Unknown;
    bool sawTrue = false;
    bool sawFalse = false;
    const std::optional<bool> done = anyCombination(paths, [&](const GuardEvaluator &evaluator) {
        (passes(evaluator, guards, isList) ? sawTrue : sawFalse) = true;
        return sawTrue && sawFalse;
    });
    if (!done)
        return Truth::Unknown;
    if (!sawTrue)
        return Truth::Never;
    return sawFalse ? Truth::Sometimes : Truth::Always;
}

Truth shadowedBy(const Value &later, const QList<Value> &earlier)
{
    QHash<QString, QList<Value>> paths;
    if (!candidatesOf(QList<Value>(earlier) << later, paths))
        return Truth::Unknown;
    bool laterTrue = false;
    const std::optional<bool> escapes = anyCombination(paths, [&](const GuardEvaluator &evaluator) {
        if (!passes(evaluator, later, false))
            return false;
        laterTrue = true;
        for (const Value &guard : earlier)
            if (passes(evaluator, guard, false))
                return false;
        return true; // `later` is true here and no earlier one is: it fires first
    });
    if (!escapes)
        return Truth::Unknown;
    if (*escapes || !laterTrue)
        return Truth::Never; // not shadowed (or never true at all: reported on its own)
    return Truth::Always;
}

} // namespace capstudio::flowgate::GuardAtoms
