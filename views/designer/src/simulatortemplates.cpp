#include "simulatortemplates.h"

#include <flowgate/pathexplorer.h>
#include <flowgate/valuespec.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace capstudio {

using flowgate::Value;

namespace {

QString stringAt(const Value &object, QStringView key)
{
    const Value *value = object.find(key);
    return value && value->isString() ? value->toString() : QString();
}

QString typeOf(const Value &schema)
{
    const Value *type = schema.find(u"type");
    if (!type)
        return QString();
    if (type->isString())
        return type->toString();
    // A list of types: the first that is not "null".
    for (const Value &item : type->items()) {
        if (item.isString() && item.toString() != QLatin1String("null"))
            return item.toString();
    }
    return QString();
}

// An object of the placeholders of each named schema (a mapping name → schema).
Value objectOf(const Value &schemas)
{
    Value object = Value::makeObject();
    for (const Value::Member &member : schemas.members())
        object.insert(member.key, SimulatorTemplates::placeholder(member.value, 1));
    return object;
}

// "$.output.body → fetched" for every entry of an output mapping that reads the output.
QStringList outputReads(const Value &mapping)
{
    QStringList reads;
    for (const Value::Member &member : mapping.members()) {
        const QString spec = member.value.isString() ? member.value.toString() : QString();
        if (spec == QLatin1String("$") || spec.startsWith(QLatin1String("$.output")))
            reads.append(QStringLiteral("<code>%1</code> → <code>%2</code>")
                             .arg(spec.toHtmlEscaped(), member.key.toHtmlEscaped()));
    }
    return reads;
}

Value kindShape(const QString &kind, const Value &executor)
{
    Value shape = Value::makeObject();
    if (kind == QLatin1String("rest")) {
        shape.insert(QStringLiteral("status"), Value(200));
        shape.insert(QStringLiteral("body"), Value::makeObject());
    } else if (kind == QLatin1String("cli") || kind == QLatin1String("script")) {
        shape.insert(QStringLiteral("exitCode"), Value(0));
        shape.insert(QStringLiteral("success"), Value(true));
        shape.insert(QStringLiteral("stdout"), Value(QString()));
        shape.insert(QStringLiteral("stderr"), Value(QString()));
        shape.insert(QStringLiteral("json"), Value());
        if (kind == QLatin1String("script")) {
            shape.insert(QStringLiteral("scriptSubject"), Value(stringAt(executor, u"subject")));
            shape.insert(QStringLiteral("scriptHash"), Value(QString()));
        }
    } else if (kind == QLatin1String("human")) {
        const QString queue = stringAt(executor, u"queue");
        shape.insert(QStringLiteral("queue"), Value(queue.isEmpty() ? QStringLiteral("default") : queue));
        shape.insert(QStringLiteral("requestId"), Value("req_1"));
        shape.insert(QStringLiteral("status"), Value("queued"));
    } else if (kind == QLatin1String("parallel")) {
        shape.insert(QStringLiteral("branches"), Value::makeArray());
        shape.insert(QStringLiteral("summary"), Value::makeObject());
    } else if (kind == QLatin1String("pipeline")) {
        shape.insert(QStringLiteral("steps"), Value::makeArray());
        shape.insert(QStringLiteral("final_output"), Value());
        shape.insert(QStringLiteral("summary"), Value::makeObject());
    }
    return shape;
}

QString kindHint(const QString &kind)
{
    if (kind == QLatin1String("rest"))
        return SimulatorTemplates::tr("A <b>rest</b> executor returns <code>{status, body}</code>.");
    if (kind == QLatin1String("cli"))
        return SimulatorTemplates::tr("A <b>cli</b> executor returns <code>{exitCode, success, stdout, stderr, json}</code>.");
    if (kind == QLatin1String("script"))
        return SimulatorTemplates::tr("A <b>script</b> executor returns <code>{exitCode, success, stdout, stderr, json, "
                                      "scriptSubject, scriptHash}</code>.");
    if (kind == QLatin1String("mcp"))
        return SimulatorTemplates::tr("An <b>mcp</b> executor returns the tool's structured content.");
    if (kind == QLatin1String("human"))
        return SimulatorTemplates::tr("A <b>human</b> executor queues a request and returns at once.");
    if (kind == QLatin1String("parallel"))
        return SimulatorTemplates::tr("A <b>parallel</b> executor returns <code>{branches, summary}</code>.");
    if (kind == QLatin1String("pipeline"))
        return SimulatorTemplates::tr("A <b>pipeline</b> executor returns <code>{steps, final_output, summary}</code>.");
    if (kind.isEmpty())
        return SimulatorTemplates::tr("This executor has no <code>kind</code>: the runtime fails it when it runs.");
    return SimulatorTemplates::tr("A <b>%1</b> executor: supply what it returned.").arg(kind.toHtmlEscaped());
}

// A scalar as JSON text.
QString scalarText(const QJsonValue &value)
{
    const QString text = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
    return text.mid(1, text.size() - 2);
}

// Two-space indented JSON, as the JSON editor indents; empty containers stay on one line.
void writePretty(const QJsonValue &value, int indent, QString &out)
{
    const QString inner(2 * (indent + 1), QLatin1Char(' '));
    const QString outer(2 * indent, QLatin1Char(' '));
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.isEmpty()) {
            out += QLatin1String("{}");
            return;
        }
        out += QLatin1String("{\n");
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            out += inner + scalarText(QJsonValue(it.key())) + QLatin1String(": ");
            writePretty(it.value(), indent + 1, out);
            out += std::next(it) == object.constEnd() ? QLatin1String("\n") : QLatin1String(",\n");
        }
        out += outer + QLatin1Char('}');
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        if (array.isEmpty()) {
            out += QLatin1String("[]");
            return;
        }
        out += QLatin1String("[\n");
        for (qsizetype i = 0; i < array.size(); ++i) {
            out += inner;
            writePretty(array.at(i), indent + 1, out);
            out += i + 1 == array.size() ? QLatin1String("\n") : QLatin1String(",\n");
        }
        out += outer + QLatin1Char(']');
    } else {
        out += scalarText(value);
    }
}

} // namespace

Value SimulatorTemplates::placeholder(const Value &schema, int depth)
{
    if (!schema.isObject() || depth > MaxDepth)
        return Value();
    if (std::optional<Value> declared = flowgate::PathExplorer::declaredValue(schema))
        return *declared;
    const QString type = typeOf(schema);
    if (type == QLatin1String("string"))
        return Value(QString());
    if (type == QLatin1String("integer"))
        return Value(0);
    if (type == QLatin1String("number"))
        return Value(0);
    if (type == QLatin1String("boolean"))
        return Value(false);
    if (type == QLatin1String("array"))
        return Value::makeArray();
    if (type == QLatin1String("object") || schema.contains(u"properties")) {
        Value object = Value::makeObject();
        for (const Value::Member &member : schema.value(u"properties").members())
            object.insert(member.key, placeholder(member.value, depth + 1));
        return object;
    }
    return Value();
}

Value SimulatorTemplates::startInput(const Value &definition)
{
    if (const Value *schema = definition.find(u"inputSchema"); schema && schema->isObject()) {
        const Value input = placeholder(*schema);
        return input.isObject() ? input : Value::makeObject();
    }
    if (const Value *inputs = definition.find(u"inputs"); inputs && inputs->isObject())
        return objectOf(*inputs);
    const Value snippetInputs = definition.value(u"snippet").value(u"inputs");
    if (snippetInputs.isObject())
        return objectOf(snippetInputs);
    return Value::makeObject();
}

Value SimulatorTemplates::arguments(const Value &inputSchema, const Value &prefill)
{
    Value arguments = placeholder(inputSchema);
    if (!arguments.isObject())
        arguments = Value::makeObject();
    for (const Value::Member &member : prefill.members())
        arguments.insert(member.key, member.value);
    return arguments;
}

QString SimulatorTemplates::schemaSummary(const Value &schema)
{
    QStringList required;
    for (const Value &name : schema.value(u"required").items())
        required.append(name.toString());
    QStringList lines;
    for (const Value::Member &member : schema.value(u"properties").members()) {
        QStringList facts;
        const QString type = typeOf(member.value);
        if (!type.isEmpty())
            facts.append(type);
        if (required.contains(member.key))
            facts.append(tr("required"));
        if (const Value *fallback = member.value.find(u"default"))
            facts.append(tr("default %1").arg(compact(*fallback, 40)));
        if (const Value *choices = member.value.find(u"enum"))
            facts.append(tr("one of %1").arg(compact(*choices, 60)));
        lines.append(facts.isEmpty() ? member.key : QStringLiteral("%1: %2").arg(member.key, facts.join(QStringLiteral(", "))));
    }
    return lines.join(QLatin1Char('\n'));
}

SimulatorTemplates::ExecutorTemplate SimulatorTemplates::executorOutput(const Value &executor, const Value &config,
                                                                        const Value &outputMapping)
{
    ExecutorTemplate result;
    const QString kind = stringAt(executor, u"kind");
    QStringList hint;
    if (kind == QLatin1String("noop")) {
        result.output = Value::makeObject();
        result.canFail = false;
        hint.append(tr("A <b>noop</b> executor always returns <code>{}</code> and never fails."));
    } else if (kind == QLatin1String("workflow") && executor.find(u"use") && executor.value(u"use").isObject()) {
        result.capabilityCall = true;
        const QString callee = stringAt(executor, u"definitionId");
        const Value *definition = config.value(u"workflows").find(callee);
        const Value *embedded = executor.find(u"_snippetOutputs");
        const Value contract = embedded ? *embedded : (definition ? definition->value(u"snippet").value(u"outputs") : Value());
        result.output = Value::makeObject();
        QStringList bound;
        for (const Value::Member &binding : executor.value(u"use").value(u"outputs").members()) {
            if (!binding.value.isString())
                continue;
            const QString &name = binding.value.toString();
            result.output.insert(name, placeholder(contract.value(name)));
            bound.append(name);
        }
        hint.append(tr("Capability call to <b>%1</b>: supply the callee's outputs; each bound output is checked "
                       "against its <code>snippet.outputs</code> schema.")
                        .arg(callee.toHtmlEscaped()));
        if (!definition)
            hint.append(tr("<b>%1</b> is not in the library: the runtime fails with "
                           "“failed to start sub-workflow”.")
                            .arg(callee.toHtmlEscaped()));
        QStringList schemas;
        for (const Value::Member &member : contract.members()) {
            const QString slot = bound.contains(member.key) ? tr("bound") : tr("not bound, not checked");
            schemas.append(QStringLiteral("<code>%1</code>: <code>%2</code> (%3)")
                               .arg(member.key.toHtmlEscaped(), compact(member.value, 160).toHtmlEscaped(), slot));
        }
        if (!schemas.isEmpty())
            hint.append(tr("Declared outputs:") + QStringLiteral("<br>") + schemas.join(QStringLiteral("<br>")));
    } else if (kind == QLatin1String("workflow")) {
        result.output = Value::makeObject();
        hint.append(tr("A legacy <b>workflow</b> call returns the child's whole final context."));
    } else {
        result.output = kindShape(kind, executor);
        hint.append(kindHint(kind));
    }
    const QStringList reads = outputReads(outputMapping);
    if (!reads.isEmpty())
        hint.append(tr("The output mapping reads %1.").arg(reads.join(QStringLiteral(", "))));
    result.hint = hint.join(QStringLiteral("<br>"));
    return result;
}

QString SimulatorTemplates::pretty(const Value &value)
{
    QString out;
    writePretty(value.toJson(), 0, out);
    return out;
}

QString SimulatorTemplates::compact(const Value &value, int maxChars)
{
    return flowgate::ValueSpec::preview(value, maxChars);
}

} // namespace capstudio
