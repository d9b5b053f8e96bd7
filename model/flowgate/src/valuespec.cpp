#include "flowgate/valuespec.h"

#include "checkcontext.h"
#include "flowgate/contracthash.h"

#include <cmath>
#include <limits>

namespace capstudio::flowgate {

namespace {

const Value &nullValue()
{
    static const Value null = Value();
    return null;
}

const Value &orNull(const Value *value)
{
    return value ? *value : nullValue();
}

// Shared by one resolve: where errors go and how much work is left (a YAML alias bomb can
// make a small document expand exponentially).
struct Walk
{
    QString *error = nullptr;
    qint64 budget = 16000000;
    qsizetype textBudget = qsizetype(1) << 26;

    // False (with the error set) when nesting or the work budget is exhausted.
    bool enter(int depth)
    {
        if (depth <= ValueSpec::MaxDepth && --budget >= 0)
            return true;
        if (error)
            *error = ValueSpec::tr("value spec nested deeper than %1 levels or too large to evaluate; the "
                                   "simulator stops here")
                         .arg(ValueSpec::MaxDepth);
        return false;
    }
};

// "a.b" → "/a/b", as the runtime builds a pointer from an output-mapping path.
QString dottedPointer(QStringView path)
{
    QString pointer = QStringLiteral("/") + path.toString();
    pointer.replace(u'.', u'/');
    return pointer;
}

std::optional<Value> resolvePathAt(const Value &root, QStringView path, Walk &walk, int depth)
{
    if (!walk.enter(depth))
        return std::nullopt;
    const qsizetype star = path.indexOf(u"[*]");
    if (star < 0) {
        const Value *found = ValueSpec::pointer(root, dottedPointer(path));
        return found ? std::optional<Value>(*found) : std::nullopt;
    }
    QStringView prefix = path.left(star);
    while (prefix.endsWith(u'.'))
        prefix.chop(1);
    const Value *array = prefix.isEmpty() ? &root : ValueSpec::pointer(root, dottedPointer(prefix));
    if (!array || !array->isArray())
        return std::nullopt;
    QStringView suffix = path.mid(star + 3);
    while (suffix.startsWith(u'.'))
        suffix = suffix.mid(1);
    Value::Array projected;
    projected.reserve(array->items().size());
    for (const Value &element : array->items()) {
        if (suffix.isEmpty())
            projected.push_back(element);
        else
            projected.push_back(resolvePathAt(element, suffix, walk, depth + 1).value_or(Value()));
    }
    return Value::makeArray(std::move(projected));
}

// serde_json's f64 → Value for arithmetic results: integral finite results become integers.
Value jsonNumber(double number)
{
    if (!std::isfinite(number))
        return Value();
    if (number == std::trunc(number) && std::fabs(number) <= 9223372036854775807.0) {
        if (number >= 9223372036854775807.0)
            return Value(std::numeric_limits<qint64>::max());
        return Value(qint64(number));
    }
    return Value(number);
}

// The two operands of an arithmetic spec; nullopt when the result is Null.
std::optional<Value> readAt(QStringView expression, const ValueScopes &scopes, Walk &walk);

std::optional<std::pair<double, double>> operands(const Value &args, const ValueScopes &scopes, Walk &walk)
{
    if (!args.isArray())
        return std::nullopt;
    std::vector<double> numbers;
    for (const Value &item : args.items()) {
        const Value resolved =
            item.isString() ? readAt(item.toString(), scopes, walk).value_or(Value()) : item;
        if (resolved.isNull())
            numbers.push_back(0);
        else if (resolved.isNumber())
            numbers.push_back(resolved.toDouble());
        else
            return std::nullopt;
    }
    if (numbers.size() != 2)
        return std::nullopt;
    return std::make_pair(numbers[0], numbers[1]);
}

Value resolveAt(const Value &spec, const ValueScopes &scopes, Walk &walk, int depth)
{
    if (!walk.enter(depth))
        return Value();
    if (spec.isString()) {
        const QString &text = spec.toString();
        if (text.startsWith(QLatin1String("$.")) || text == QLatin1String("$"))
            return readAt(text, scopes, walk).value_or(Value());
        return spec;
    }
    if (!spec.isObject() || spec.size() != 1)
        return spec;
    const Value::Member &member = spec.members().front();
    const QString &op = member.key;
    if (op == QLatin1String("set"))
        return member.value;
    if (op == QLatin1String("add") || op == QLatin1String("subtract") || op == QLatin1String("multiply")
        || op == QLatin1String("divide")) {
        const auto numbers = operands(member.value, scopes, walk);
        if (!numbers)
            return Value();
        const auto [a, b] = *numbers;
        if (op == QLatin1String("add"))
            return jsonNumber(a + b);
        if (op == QLatin1String("subtract"))
            return jsonNumber(a - b);
        if (op == QLatin1String("multiply"))
            return jsonNumber(a * b);
        if (b == 0.0)
            return Value();
        return jsonNumber(a / b);
    }
    if (op == QLatin1String("concat")) {
        if (!member.value.isArray())
            return Value();
        QString text;
        for (const Value &part : member.value.items()) {
            text += ValueSpec::concatText(resolveAt(part, scopes, walk, depth + 1));
            if (text.size() > walk.textBudget) {
                walk.budget = 0;
                walk.enter(depth);
                return Value();
            }
        }
        return Value(text);
    }
    return spec;
}

Value resolveInputsAt(const Value &inputs, const ValueScopes &scopes, Walk &walk, int depth)
{
    if (!walk.enter(depth))
        return Value();
    if (inputs.isString() && inputs.toString().startsWith(QLatin1String("$.")))
        return readAt(inputs.toString(), scopes, walk).value_or(Value());
    if (inputs.isObject()) {
        Value::Object members;
        members.reserve(inputs.members().size());
        for (const Value::Member &member : inputs.members())
            members.push_back(Value::Member{member.key, resolveInputsAt(member.value, scopes, walk, depth + 1), {}});
        return Value::makeObject(std::move(members));
    }
    if (inputs.isArray()) {
        Value::Array items;
        items.reserve(inputs.items().size());
        for (const Value &item : inputs.items())
            items.push_back(resolveInputsAt(item, scopes, walk, depth + 1));
        return Value::makeArray(std::move(items));
    }
    return inputs;
}

std::optional<Value> readAt(QStringView expression, const ValueScopes &scopes, Walk &walk)
{
    if (expression.startsWith(u"$.arguments."))
        return resolvePathAt(orNull(scopes.arguments), expression.mid(12), walk, 0);
    if (expression.startsWith(u"$.context."))
        return resolvePathAt(orNull(scopes.context), expression.mid(10), walk, 0);
    if (expression.startsWith(u"$.workflow.input."))
        return resolvePathAt(orNull(scopes.input), expression.mid(17), walk, 0);
    if (scopes.output) {
        if (expression == u"$.output" || expression == u"$")
            return *scopes.output;
        if (expression.startsWith(u"$.output."))
            return resolvePathAt(*scopes.output, expression.mid(9), walk, 0);
    }
    return std::nullopt;
}

// Writes compact JSON until `budget` characters are used up.
void writePreview(const Value &value, QString &out, int budget)
{
    if (out.size() > budget)
        return;
    switch (value.type()) {
    case Value::Type::Null:
    case Value::Type::Bool:
    case Value::Type::Int:
    case Value::Type::Float:
        out += ValueSpec::concatText(value);
        return;
    case Value::Type::String: {
        const QString &text = value.toString();
        const qsizetype room = qMax<qsizetype>(0, budget - out.size()) + 1;
        out += QString::fromUtf8(ContractHash::quoteString(text.left(room)));
        return;
    }
    case Value::Type::Array: {
        out += u'[';
        bool first = true;
        for (const Value &item : value.items()) {
            if (out.size() > budget)
                return;
            if (!first)
                out += u',';
            first = false;
            writePreview(item, out, budget);
        }
        out += u']';
        return;
    }
    case Value::Type::Object: {
        out += u'{';
        bool first = true;
        for (const Value::Member &member : value.members()) {
            if (out.size() > budget)
                return;
            if (!first)
                out += u',';
            first = false;
            out += QString::fromUtf8(ContractHash::quoteString(member.key.left(budget)));
            out += u':';
            writePreview(member.value, out, budget);
        }
        out += u'}';
        return;
    }
    }
}

} // namespace

const Value *ValueSpec::pointer(const Value &root, QStringView pointer)
{
    if (pointer.isEmpty())
        return &root;
    if (!pointer.startsWith(u'/'))
        return nullptr;
    const Value *current = &root;
    qsizetype start = 1;
    while (current) {
        qsizetype end = pointer.indexOf(u'/', start);
        if (end < 0)
            end = pointer.size();
        QString token = pointer.mid(start, end - start).toString();
        if (token.contains(u'~')) {
            token.replace(QLatin1String("~1"), QLatin1String("/"));
            token.replace(QLatin1String("~0"), QLatin1String("~"));
        }
        current = checks::pointerStep(current, token);
        if (end == pointer.size())
            break;
        start = end + 1;
    }
    return current;
}

std::optional<Value> ValueSpec::resolvePath(const Value &root, QStringView path, QString *error)
{
    Walk walk{error};
    return resolvePathAt(root, path, walk, 0);
}

std::optional<Value> ValueSpec::read(QStringView expression, const ValueScopes &scopes, QString *error)
{
    Walk walk{error};
    return readAt(expression, scopes, walk);
}

Value ValueSpec::resolve(const Value &spec, const ValueScopes &scopes, QString *error)
{
    Walk walk{error};
    return resolveAt(spec, scopes, walk, 0);
}

Value ValueSpec::merge(const Value &context, const Value &mapping, const ValueScopes &scopes, QString *error)
{
    if (!mapping.isObject())
        return context;
    if (!context.isObject()) {
        if (error)
            *error = QStringLiteral("workflow context must be an object");
        return context;
    }
    ValueScopes before = scopes;
    before.context = &context;
    std::vector<std::pair<QString, Value>> pending;
    pending.reserve(mapping.members().size());
    for (const Value::Member &member : mapping.members())
        pending.emplace_back(member.key, resolve(member.value, before, error));
    Value merged = context;
    for (auto &[key, value] : pending)
        merged.insert(key, std::move(value));
    return merged;
}

Value ValueSpec::resolveInputs(const Value &inputs, const ValueScopes &scopes, QString *error)
{
    Walk walk{error};
    return resolveInputsAt(inputs, scopes, walk, 0);
}

QString ValueSpec::preview(const Value &value, int maxChars)
{
    QString out;
    writePreview(value, out, maxChars);
    if (out.size() > maxChars)
        return out.left(maxChars) + QChar(0x2026);
    return out;
}

QString ValueSpec::concatText(const Value &value)
{
    switch (value.type()) {
    case Value::Type::Null:
        return QStringLiteral("null");
    case Value::Type::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Value::Type::Int:
        return QString::number(value.toInt());
    case Value::Type::Float:
        return QString::fromLatin1(ContractHash::formatFloat(value.toDouble()));
    case Value::Type::String:
        return value.toString();
    case Value::Type::Array:
    case Value::Type::Object:
        return QString::fromUtf8(ContractHash::canonicalJson(value));
    }
    return QString();
}

} // namespace capstudio::flowgate
