#include "flowgate/guardevaluator.h"

#include "flowgate/valuespec.h"

#include <cfloat>
#include <cmath>
#include <cstdlib>

namespace capstudio::flowgate {

namespace {

const QString UnsetSlot = QStringLiteral("GUARD_UNSET_SLOT");
const QString Invalid = QStringLiteral("SIMULATOR_GUARD_ERROR");
const QString NestingLimit = QStringLiteral("SIMULATOR_NESTING_LIMIT");

QString verdict(bool passed)
{
    return passed ? QStringLiteral("true") : QStringLiteral("false");
}

QString arrow()
{
    return QStringLiteral(" \u2192 ");
}

GuardResult answer(bool passed, const QString &explanation)
{
    GuardResult result;
    result.passed = passed;
    result.explanation = explanation + arrow() + verdict(passed);
    return result;
}

GuardResult failure(const QString &code, const QString &message, const QString &explanation)
{
    GuardResult result;
    result.errorCode = code;
    result.errorMessage = message;
    result.explanation = explanation;
    return result;
}

const QString *stringMember(const Value &object, QStringView key)
{
    const Value *value = object.find(key);
    return value && value->isString() ? &value->toString() : nullptr;
}

// Rust's `str::parse::<f64>()`: optional sign, digits with an optional fraction (at least
// one digit), optional exponent; or inf / infinity / nan in any case.
std::optional<double> parseRustFloat(QStringView text)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    bool negative = false;
    if (i < n && (text[i] == u'+' || text[i] == u'-')) {
        negative = text[i] == u'-';
        ++i;
    }
    const QString rest = text.mid(i).toString().toLower();
    if (rest == QLatin1String("inf") || rest == QLatin1String("infinity"))
        return negative ? -HUGE_VAL : HUGE_VAL;
    if (rest == QLatin1String("nan"))
        return std::nan("");
    const auto isDigit = [&](qsizetype at) { return at < n && text[at] >= u'0' && text[at] <= u'9'; };
    qsizetype digits = 0;
    while (isDigit(i)) {
        ++i;
        ++digits;
    }
    if (i < n && text[i] == u'.') {
        ++i;
        while (isDigit(i)) {
            ++i;
            ++digits;
        }
    }
    if (digits == 0)
        return std::nullopt;
    if (i < n && (text[i] == u'e' || text[i] == u'E')) {
        ++i;
        if (i < n && (text[i] == u'+' || text[i] == u'-'))
            ++i;
        if (!isDigit(i))
            return std::nullopt;
        while (isDigit(i))
            ++i;
    }
    if (i != n)
        return std::nullopt;
    const QByteArray latin = text.toLatin1();
    return std::strtod(latin.constData(), nullptr);
}

// The byte index of `needle` outside single- or double-quoted regions, or -1.
qsizetype findOutsideQuotes(QStringView haystack, QStringView needle)
{
    bool inSingle = false;
    bool inDouble = false;
    for (qsizetype i = 0; i + needle.size() <= haystack.size(); ++i) {
        const QChar c = haystack[i];
        if (!inSingle && c == u'"') {
            inDouble = !inDouble;
            continue;
        }
        if (!inDouble && c == u'\'') {
            inSingle = !inSingle;
            continue;
        }
        if (!inSingle && !inDouble && haystack.mid(i, needle.size()) == needle)
            return i;
    }
    return -1;
}

// A token as an explanation shows it: long ones are cut.
QString clip(QStringView text)
{
    constexpr qsizetype Max = 120;
    return text.size() > Max ? text.left(Max).toString() + QChar(0x2026) : text.toString();
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Joins clause explanations, at most MaxExplainedClauses of them.
QString clauses(const QStringList &parts, qsizetype total)
{
    QString text = parts.join(QStringLiteral("; "));
    if (total > parts.size())
        text += GuardEvaluator::tr("; \u2026 %n more", nullptr, int(total - parts.size()));
    return QStringLiteral("[") + text + QStringLiteral("]");
}

} // namespace

GuardEvaluator::GuardEvaluator(GuardScope scope) : m_scope(std::move(scope)) {}

std::optional<GuardEvaluator::Comparison> GuardEvaluator::split(QStringView expression)
{
    static const QStringView ops[] = {u"starts_with", u"contains", u"<=", u">=", u"==", u"!=", u"<", u">"};
    for (const QStringView op : ops) {
        const qsizetype at = findOutsideQuotes(expression, op);
        if (at < 0)
            continue;
        return Comparison{expression.left(at).trimmed().toString(), op.toString(),
                          expression.mid(at + op.size()).trimmed().toString()};
    }
    return std::nullopt;
}

bool GuardEvaluator::compare(const Value &left, QStringView op, const Value &right)
{
    if (left.isNumber() && right.isNumber()) {
        const double a = left.toDouble();
        const double b = right.toDouble();
        if (op == u"==")
            return std::fabs(a - b) < DBL_EPSILON;
        if (op == u"!=")
            return std::fabs(a - b) >= DBL_EPSILON;
        if (op == u"<")
            return a < b;
        if (op == u"<=")
            return a <= b;
        if (op == u">")
            return a > b;
        if (op == u">=")
            return a >= b;
        return false;
    }
    const QStringView a = left.isString() ? QStringView(left.toString()) : QStringView();
    const QStringView b = right.isString() ? QStringView(right.toString()) : QStringView();
    if (op == u"starts_with")
        return a.size() >= b.size() && a.left(b.size()) == b;
    if (op == u"contains")
        return b.isEmpty() || a.indexOf(b) >= 0;
    if (op == u"==")
        return left == right;
    if (op == u"!=")
        return left != right;
    return false;
}

QString GuardEvaluator::pathPointer(QStringView path)
{
    const QByteArray bytes = path.toUtf8();
    QByteArray pointer("/");
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '.') {
            pointer += '/';
        } else if (c == '[') {
            pointer += '/';
            ++i;
            while (i < bytes.size() && bytes[i] != ']')
                pointer += bytes[i++];
        } else {
            pointer += c;
        }
    }
    // Each byte becomes one character, as the runtime's `byte as char` does.
    return QString::fromLatin1(pointer);
}

GuardEvaluator::Operand GuardEvaluator::operand(QStringView token) const
{
    const QStringView s = token.trimmed();
    Operand result;
    const auto path = [&](const Value &value) {
        result.value = value;
        result.text = QStringLiteral("%1 (%2)").arg(clip(s), ValueSpec::preview(value));
    };
    if (s.size() >= 2
        && ((s.front() == u'"' && s.back() == u'"') || (s.front() == u'\'' && s.back() == u'\''))) {
        result.value = Value(s.mid(1, s.size() - 2).toString());
        result.text = clip(s);
        return result;
    }
    result.text = clip(s);
    if (s == u"true" || s == u"false") {
        result.value = Value(s == u"true");
        return result;
    }
    if (s == u"null")
        return result;
    if (const auto number = parseRustFloat(s)) {
        if (std::isfinite(*number))
            result.value = Value(*number);
        else
            result.text = tr("%1 (not a finite number \u2192 null)").arg(clip(s));
        return result;
    }
    if (s == u"$.workflow.id") {
        path(Value(m_scope.instanceId));
        return result;
    }
    if (s == u"$.workflow.state") {
        path(Value(m_scope.state));
        return result;
    }
    if (s == u"$.workflow.version") {
        path(Value(m_scope.definitionVersion));
        return result;
    }
    if (s.startsWith(u"$.context.")) {
        if (const Value *found = ValueSpec::pointer(m_scope.context, pathPointer(s.mid(10))))
            path(*found);
        else
            result.unsetPath = s.toString();
        return result;
    }
    if (s.startsWith(u"$.arguments.")) {
        const Value *found = ValueSpec::pointer(m_scope.arguments, pathPointer(s.mid(12)));
        path(found ? *found : Value());
        return result;
    }
    if (s.startsWith(u"$.workflow.input.")) {
        const Value *found = ValueSpec::pointer(m_scope.input, pathPointer(s.mid(17)));
        path(found ? *found : Value());
        return result;
    }
    result.text = tr("%1 (not an operand \u2192 null)").arg(clip(s));
    return result;
}

GuardResult GuardEvaluator::evaluateExpression(const QString &expression) const
{
    const std::optional<Comparison> comparison = split(expression);
    if (!comparison)
        return answer(false, tr("'%1' has no comparison operator outside quotes (a bare path is not a "
                                "truthiness test)")
                                 .arg(clip(expression)));
    const Operand left = operand(comparison->left);
    const Operand right = left.unsetPath.isEmpty() ? operand(comparison->right) : Operand();
    const QString unset = !left.unsetPath.isEmpty() ? left.unsetPath : right.unsetPath;
    if (!unset.isEmpty())
        return failure(UnsetSlot,
                       QStringLiteral("GUARD_UNSET_SLOT: guard reads `%1` which is not set on the workflow context")
                           .arg(unset),
                       tr("%1 is not set in the context \u2192 GUARD_UNSET_SLOT").arg(clip(unset)));
    const bool passed = compare(left.value, comparison->op, right.value);
    QString text = QStringLiteral("%1 %2 %3").arg(left.text, comparison->op, right.text);
    if (comparison->op == QLatin1String("starts_with") || comparison->op == QLatin1String("contains")) {
        const qsizetype at = findOutsideQuotes(expression, comparison->op);
        const qsizetype end = at + comparison->op.size();
        if ((at > 0 && isWordChar(expression.at(at - 1))) || (end < expression.size() && isWordChar(expression.at(end))))
            text += tr(" (note: '%1' was found inside a word and the runtime splits there)").arg(comparison->op);
    }
    if ((comparison->op == QLatin1String("==") || comparison->op == QLatin1String("!="))
        && left.value.isNumber() != right.value.isNumber() && (left.value.isString() || right.value.isString()))
        text += tr(" (a string never equals a number)");
    return answer(passed, text);
}

GuardResult GuardEvaluator::evaluate(const Value &guard) const
{
    qint64 budget = MaxEvaluatedGuards;
    return evaluateAt(guard, 0, budget);
}

GuardResult GuardEvaluator::evaluateAt(const Value &guard, int depth, qint64 &budget) const
{
    if (depth > MaxDepth || --budget < 0)
        return failure(NestingLimit,
                       tr("guards nested deeper than %1 levels or more than %2 guard clauses; the simulator "
                          "stops here")
                           .arg(MaxDepth)
                           .arg(MaxEvaluatedGuards),
                       tr("too deeply nested \u2192 not evaluated"));
    const QString *kindText = stringMember(guard, u"kind");
    const QString kind = kindText ? *kindText : QString();
    if (kind == QLatin1String("permission") || kind == QLatin1String("role")) {
        const QString *required = stringMember(guard, kind);
        const QString name = required ? *required : QString();
        const QStringList &held = kind == QLatin1String("role") ? m_scope.roles : m_scope.permissions;
        const bool has = held.contains(name);
        return answer(has, has ? tr("%1 '%2': the principal has it").arg(kind, name)
                               : tr("%1 '%2': the principal lacks it").arg(kind, name));
    }
    if (kind == QLatin1String("expr") || kind == QLatin1String("jsonpath")) {
        const QString *expression = stringMember(guard, u"expr");
        GuardResult result = evaluateExpression(expression ? *expression : QString());
        if (kind == QLatin1String("jsonpath"))
            result.explanation += tr(" (kind jsonpath is deprecated; use expr)");
        return result;
    }
    if (kind == QLatin1String("all_of") || kind == QLatin1String("any_of"))
        return composite(guard, kind, depth, budget);
    if (kind == QLatin1String("not")) {
        const Value *inner = guard.find(u"guard");
        if (!inner)
            return failure(Invalid, QStringLiteral("`not` guard needs a `guard:` body"),
                           tr("not without a `guard:` body \u2192 error"));
        const GuardResult result = evaluateAt(*inner, depth + 1, budget);
        if (result.hasError()) {
            GuardResult error = result;
            error.explanation = tr("not (%1)").arg(result.explanation);
            return error;
        }
        return answer(!result.passed, tr("not (%1)").arg(result.explanation));
    }
    if (kind == QLatin1String("guidance_acknowledged") || kind == QLatin1String("script_acknowledged")) {
        const QString *subject = stringMember(guard, u"subject");
        if (!subject)
            return failure(Invalid, QStringLiteral("%1 guard needs `subject`").arg(kind),
                           tr("%1 without `subject` \u2192 error").arg(kind));
        const bool guidance = kind == QLatin1String("guidance_acknowledged");
        const bool acknowledged =
            (guidance ? m_scope.acknowledgedGuidance : m_scope.acknowledgedScripts).contains(*subject);
        return answer(acknowledged, acknowledged
                                        ? tr("%1 '%2': acknowledged in the simulator settings").arg(kind, *subject)
                                        : tr("%1 '%2': not acknowledged in the simulator settings").arg(kind, *subject));
    }
    if (kind == QLatin1String("evidence"))
        return answer(true, tr("evidence: the simulator has no evidence store, and without one the runtime lets "
                               "evidence guards pass"));
    if (kind.isEmpty())
        return answer(false, tr("a guard without a string `kind` is unknown to the runtime"));
    return answer(false, tr("unknown guard kind '%1' (the runtime treats unknown kinds as false)").arg(kind));
}

GuardResult GuardEvaluator::composite(const Value &guard, const QString &kind, int depth, qint64 &budget) const
{
    const Value *guards = guard.find(u"guards");
    const Value::Array empty;
    const Value::Array &inner = guards && guards->isArray() ? guards->items() : empty;
    const bool any = kind == QLatin1String("any_of");
    if (inner.empty())
        return answer(!any, any ? tr("any_of with no clauses") : tr("all_of with no clauses"));
    QStringList parts;
    const auto note = [&](qsizetype index, const GuardResult &result) {
        if (parts.size() < MaxExplainedClauses)
            parts.append(QStringLiteral("#%1 %2").arg(index + 1).arg(result.explanation));
    };
    std::optional<GuardResult> firstError;
    for (size_t i = 0; i < inner.size(); ++i) {
        const GuardResult result = evaluateAt(inner[i], depth + 1, budget);
        note(qsizetype(i), result);
        if (result.hasError()) {
            if (!any) {
                GuardResult error = result;
                error.explanation = QStringLiteral("all_of %1").arg(clauses(parts, qsizetype(i) + 1));
                return error;
            }
            if (!firstError)
                firstError = result;
            if (result.errorCode == NestingLimit)
                break;
            continue;
        }
        if (any && result.passed)
            return answer(true, QStringLiteral("any_of %1").arg(clauses(parts, qsizetype(i) + 1)));
        if (!any && !result.passed)
            return answer(false, QStringLiteral("all_of %1").arg(clauses(parts, qsizetype(i) + 1)));
    }
    const QString list = clauses(parts, qsizetype(inner.size()));
    if (any && firstError) {
        GuardResult error = *firstError;
        error.explanation = tr("any_of %1: no clause passed, so the first error stands").arg(list);
        return error;
    }
    return answer(!any, QStringLiteral("%1 %2").arg(kind, list));
}

GuardListResult GuardEvaluator::evaluateAll(const Value &guards, bool showAll) const
{
    GuardListResult list;
    bool decided = false;
    for (const Value &guard : guards.items()) {
        if (decided && (!showAll || list.checks.size() >= MaxReportedChecks))
            break;
        GuardCheck check;
        check.guard = guard;
        check.result = evaluate(guard);
        check.evaluatedByRuntime = !decided;
        if (!decided && check.result.hasError()) {
            list.passed = false;
            list.errorCode = check.result.errorCode;
            list.errorMessage = check.result.errorMessage;
            decided = true;
        } else if (!decided && !check.result.passed) {
            list.passed = false;
            decided = true;
        }
        if (list.checks.size() < MaxReportedChecks || check.result.hasError() || !check.result.passed)
            list.checks.append(check);
    }
    return list;
}

} // namespace capstudio::flowgate
