#include "rules/workflowenvscan.h"

#include "core/jsonpointer.h"
#include "rules/envtemplate.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <vector>

namespace capstudio {

namespace {

const QString kSteps = QStringLiteral("steps");
const QString kWorkflowDefinition = QStringLiteral("workflowDefinition");
const QString kDefinition = QStringLiteral("definition");
const QString kWorkflows = QStringLiteral("workflows");
const QString kRuleMissing = QStringLiteral("workflow-env-missing");
const QString kRuleEmpty = QStringLiteral("workflow-env-empty");
const QString kRuleFieldType = QStringLiteral("workflow-field-type");

// Envelope layers unwrapped before the workflows: "response" of a recorded exchange, then
// "data" of the API envelope (and one spare for data wrapped once more).
constexpr int kMaxUnwrap = 3;

bool isWorkflowObject(const QJsonObject &object)
{
    if (object.value(kSteps).isArray() || object.contains(kWorkflowDefinition))
        return true;
    const QJsonValue definition = object.value(kDefinition);
    return definition.isObject() && definition.toObject().value(kSteps).isArray();
}

bool isWorkflowValue(const QJsonValue &value)
{
    return value.isObject() && isWorkflowObject(value.toObject());
}

struct Candidate
{
    QJsonValue value;
    QString pointer;
};

// Where the workflows of a document are; `shaped` false when it has none of the shapes.
struct Layout
{
    bool shaped = false;
    QList<Candidate> items;        // export items or the one workflow (objects or not)
    QString containerPointer;      // of a "workflows" member that is not an array
    QJsonValue container;
};

Layout layoutOf(const QJsonValue &root)
{
    QJsonValue value = root;
    QString pointer;
    for (int unwrap = 0; unwrap < kMaxUnwrap && value.isObject(); ++unwrap) {
        const QJsonObject object = value.toObject();
        if (isWorkflowObject(object) || object.contains(kWorkflows))
            break;
        const QJsonValue response = object.value(QStringLiteral("response"));
        if (response.isObject()) {
            value = response;
            pointer += QStringLiteral("/response");
            continue;
        }
        const QJsonValue data = object.value(QStringLiteral("data"));
        if (data.isArray() || data.isObject()) {
            value = data;
            pointer += QStringLiteral("/data");
            continue;
        }
        break;
    }

    Layout layout;
    QJsonArray items;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (isWorkflowObject(object)) {
            layout.shaped = true;
            layout.items.append({value, pointer});
            return layout;
        }
        if (!object.contains(kWorkflows))
            return layout;
        layout.shaped = true;
        pointer += QStringLiteral("/workflows");
        const QJsonValue list = object.value(kWorkflows);
        if (!list.isArray()) {
            layout.containerPointer = pointer;
            layout.container = list;
            return layout;
        }
        items = list.toArray();
    } else if (value.isArray()) {
        items = value.toArray();
        if (std::none_of(items.begin(), items.end(),
                         [](const QJsonValue &item) { return isWorkflowValue(item); }))
            return layout;
        layout.shaped = true;
    } else {
        return layout;
    }
    layout.items.reserve(items.size());
    for (qsizetype i = 0; i < items.size(); ++i)
        layout.items.append({items.at(i), jsonpointer::append(pointer, i)});
    return layout;
}

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return WorkflowEnvScan::tr("null");
    case QJsonValue::Bool:
        return WorkflowEnvScan::tr("a boolean");
    case QJsonValue::Double:
        return WorkflowEnvScan::tr("a number");
    case QJsonValue::String:
        return WorkflowEnvScan::tr("a string");
    case QJsonValue::Array:
        return WorkflowEnvScan::tr("an array");
    case QJsonValue::Object:
        return WorkflowEnvScan::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return WorkflowEnvScan::tr("absent");
}

QString nonEmptyString(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    return value.isString() ? value.toString() : QString();
}

// One iterative depth-first walk position: a container and the next child to visit.
struct Frame
{
    QJsonValue container;
    qsizetype next = 0;
    qsizetype pointerLength = 0; // of the pointer before this container's own token
};

class Scanner
{
public:
    Scanner(const EnvProfile &profile, const QString &file, WorkflowEnvScanResult &result)
        : m_profile(profile), m_file(file), m_result(result)
    {
        m_profileLabel = profile.name().isEmpty()
            ? WorkflowEnvScan::tr("the environment")
            : WorkflowEnvScan::tr("profile \"%1\"").arg(profile.name());
    }

    void scanWorkflow(const QJsonObject &workflow, const QString &pointer);
    void warnNotWorkflow(const Candidate &item);
    void warnContainer(const QString &pointer, const QJsonValue &value);

private:
    void walk(const QJsonObject &workflow, const QString &pointer);
    void scanStep(const QJsonObject &step, const QString &pointer);
    void scanTemplates(const QString &text, const QString &pointer, const QString &field);
    void fieldType(const QString &message, const QString &pointer);

    const EnvProfile &m_profile;
    const QString &m_file;
    WorkflowEnvScanResult &m_result;
    QString m_profileLabel;
    // The workflow being scanned and the step being scanned.
    QString m_workflow;
    QString m_workflowLabel;
    QString m_stepId;
    QString m_stepLabel;
    int m_stepsInWorkflow = 0;
};

void Scanner::fieldType(const QString &message, const QString &pointer)
{
    m_result.diagnostics.append(
        Diagnostic::warning(kRuleFieldType, message, SourceLocation::atPointer(m_file, pointer)));
}

void Scanner::warnNotWorkflow(const Candidate &item)
{
    fieldType(WorkflowEnvScan::tr("this export item is %1, expected a workflow object: it was skipped")
                  .arg(typeName(item.value)),
              item.pointer);
}

void Scanner::warnContainer(const QString &pointer, const QJsonValue &value)
{
    fieldType(WorkflowEnvScan::tr("\"workflows\" is %1, expected an array of workflow objects: no "
                                  "workflow was checked")
                  .arg(typeName(value)),
              pointer);
}

void Scanner::scanWorkflow(const QJsonObject &workflow, const QString &pointer)
{
    QString identity;
    for (const QString &key : {QStringLiteral("slug"), QStringLiteral("name"), QStringLiteral("id")}) {
        identity = nonEmptyString(workflow, key);
        if (!identity.isEmpty())
            break;
    }
    if (!identity.isEmpty())
        m_workflowLabel = WorkflowEnvScan::tr("workflow \"%1\"").arg(identity);
    else if (pointer.isEmpty())
        m_workflowLabel = WorkflowEnvScan::tr("the workflow at the document root");
    else
        m_workflowLabel = WorkflowEnvScan::tr("the workflow at %1").arg(pointer);
    m_workflow = identity.isEmpty() ? pointer : identity;
    m_result.workflows.append({m_workflow, pointer});

    // Where Sunrise keeps the steps, and whether they have the right type there.
    bool hasSteps = false;
    const auto checkSteps = [&](const QJsonObject &owner, const QString &ownerPointer) {
        if (!owner.contains(kSteps))
            return;
        if (owner.value(kSteps).isArray()) {
            hasSteps = true;
            return;
        }
        fieldType(WorkflowEnvScan::tr("\"steps\" of %1 is %2, expected an array of steps")
                      .arg(m_workflowLabel, typeName(owner.value(kSteps))),
                  ownerPointer + QStringLiteral("/steps"));
    };
    checkSteps(workflow, pointer);
    for (const QString &key : {kWorkflowDefinition, kDefinition}) {
        const QJsonValue definition = workflow.value(key);
        if (definition.isObject()) {
            checkSteps(definition.toObject(), jsonpointer::append(pointer, key));
        } else if (key == kWorkflowDefinition && workflow.contains(key)) {
            fieldType(WorkflowEnvScan::tr("\"workflowDefinition\" of %1 is %2, expected an object "
                                          "with \"steps\"")
                          .arg(m_workflowLabel, typeName(definition)),
                      jsonpointer::append(pointer, key));
        }
    }

    m_stepsInWorkflow = 0;
    walk(workflow, pointer);
    if (!hasSteps && m_stepsInWorkflow == 0) {
        fieldType(WorkflowEnvScan::tr("%1 has no \"steps\" array (at top level or under "
                                      "\"workflowDefinition\" or \"definition\"): no step was checked")
                      .arg(m_workflowLabel),
                  pointer);
    }
}

// Every external_call step anywhere below the workflow object (top-level steps, parallel
// branches, nested definitions), depth first, without recursion: `current` is the pointer of
// the container on top of the stack and grows and shrinks with it.
void Scanner::walk(const QJsonObject &workflow, const QString &pointer)
{
    std::vector<Frame> stack;
    QString current = pointer;
    stack.push_back({QJsonValue(workflow), 0, pointer.size()});
    while (!stack.empty()) {
        Frame &frame = stack.back();
        if (frame.next == 0 && frame.container.isObject())
            scanStep(frame.container.toObject(), current);
        QJsonValue child;
        QString token;
        bool done = true;
        if (frame.container.isObject()) {
            const QJsonObject object = frame.container.toObject();
            if (frame.next < object.size()) {
                const auto it = object.constBegin() + frame.next;
                child = it.value();
                token = jsonpointer::escapeToken(it.key());
                done = false;
            }
        } else {
            const QJsonArray array = frame.container.toArray();
            if (frame.next < array.size()) {
                child = array.at(frame.next);
                token = QString::number(frame.next);
                done = false;
            }
        }
        if (done) {
            current.truncate(frame.pointerLength);
            stack.pop_back();
            continue;
        }
        ++frame.next;
        if (!child.isObject() && !child.isArray())
            continue;
        const qsizetype before = current.size();
        current += QLatin1Char('/') + token;
        stack.push_back({child, 0, before}); // `frame` is not used after this
    }
}

void Scanner::scanStep(const QJsonObject &step, const QString &pointer)
{
    if (step.value(QStringLiteral("type")).toString() != QLatin1String("external_call"))
        return;
    const QJsonValue id = step.value(QStringLiteral("id"));
    const QJsonValue config = step.value(QStringLiteral("config"));
    if (id.isUndefined() && config.isUndefined())
        return; // not a step (a provenance source type, say)
    ++m_result.externalCallSteps;
    ++m_stepsInWorkflow;
    if (id.isString() && !id.toString().isEmpty()) {
        m_stepId = id.toString();
        m_stepLabel = WorkflowEnvScan::tr("external_call step \"%1\"").arg(m_stepId);
    } else if (id.isDouble()) {
        m_stepId = QString::number(id.toDouble());
        m_stepLabel = WorkflowEnvScan::tr("external_call step \"%1\"").arg(m_stepId);
    } else {
        m_stepId = pointer;
        m_stepLabel = WorkflowEnvScan::tr("the external_call step at %1 (it has no id)")
                          .arg(pointer.isEmpty() ? QStringLiteral("\"\"") : pointer);
    }

    const QString configPointer = pointer + QStringLiteral("/config");
    if (config.isUndefined())
        return;
    if (!config.isObject()) {
        fieldType(WorkflowEnvScan::tr("the config of %1 in %2 is %3, expected an object: its url "
                                      "and headers were not checked")
                      .arg(m_stepLabel, m_workflowLabel, typeName(config)),
                  configPointer);
        return;
    }
    const QJsonObject object = config.toObject();
    const QString urlPointer = configPointer + QStringLiteral("/url");
    if (object.contains(QStringLiteral("url"))) {
        const QJsonValue url = object.value(QStringLiteral("url"));
        if (url.isString()) {
            scanTemplates(url.toString(), urlPointer, WorkflowEnvScan::tr("the url"));
        } else {
            fieldType(WorkflowEnvScan::tr("the url of %1 in %2 is %3, expected a string: its "
                                          "${env:…} templates were not checked")
                          .arg(m_stepLabel, m_workflowLabel, typeName(url)),
                      urlPointer);
        }
    }
    const QString headersPointer = configPointer + QStringLiteral("/headers");
    if (!object.contains(QStringLiteral("headers")))
        return;
    const QJsonValue headers = object.value(QStringLiteral("headers"));
    if (!headers.isObject()) {
        fieldType(WorkflowEnvScan::tr("the headers of %1 in %2 are %3, expected an object of "
                                      "strings: their ${env:…} templates were not checked")
                      .arg(m_stepLabel, m_workflowLabel, typeName(headers)),
                  headersPointer);
        return;
    }
    const QJsonObject headerObject = headers.toObject();
    for (auto it = headerObject.constBegin(); it != headerObject.constEnd(); ++it) {
        const QString headerPointer = jsonpointer::append(headersPointer, it.key());
        const QJsonValue value = it.value();
        if (value.isString()) {
            // Only the value is a template: a header name is never substituted.
            scanTemplates(value.toString(), headerPointer,
                          WorkflowEnvScan::tr("the value of header \"%1\"").arg(it.key()));
        } else {
            fieldType(WorkflowEnvScan::tr("header \"%1\" of %2 in %3 is %4, expected a string: "
                                          "Sunrise sends header values as strings")
                          .arg(it.key(), m_stepLabel, m_workflowLabel, typeName(value)),
                      headerPointer);
        }
    }
}

void Scanner::scanTemplates(const QString &text, const QString &pointer, const QString &field)
{
    QStringList seen;
    for (const EnvReference &reference : EnvTemplate::scan(text)) {
        if (seen.contains(reference.name))
            continue;
        seen.append(reference.name);
        const EnvState state = m_profile.state(reference.name);
        m_result.references.append({m_workflow, m_stepId, pointer, reference.name, state});
        if (state == EnvState::Set)
            continue;
        const QString consequence =
            WorkflowEnvScan::tr("the step fails at run time with ExecutorError(\"%1\", "
                                "'missing_env_var'), which is not retried; Sunrise resolves "
                                "${env:…} before {{…}} workflow interpolation, so no workflow "
                                "input or step output can supply it")
                .arg(m_stepId);
        if (state == EnvState::Missing) {
            m_result.diagnostics.append(Diagnostic::warning(
                kRuleMissing,
                WorkflowEnvScan::tr("environment variable %1 used by %2 of %3 in %4 is not set in "
                                    "%5: %6")
                    .arg(reference.name, field, m_stepLabel, m_workflowLabel, m_profileLabel,
                         consequence),
                SourceLocation::atPointer(m_file, pointer)));
        } else {
            m_result.diagnostics.append(Diagnostic::warning(
                kRuleEmpty,
                WorkflowEnvScan::tr("environment variable %1 used by %2 of %3 in %4 is empty in "
                                    "%5, which Sunrise treats as unset: %6")
                    .arg(reference.name, field, m_stepLabel, m_workflowLabel, m_profileLabel,
                         consequence),
                SourceLocation::atPointer(m_file, pointer)));
        }
    }
}

} // namespace

QStringList WorkflowEnvScanResult::unresolvedEnvVars() const
{
    QStringList names;
    for (const WorkflowEnvReference &reference : references) {
        if (reference.state != EnvState::Set && !names.contains(reference.name))
            names.append(reference.name);
    }
    return names;
}

bool WorkflowEnvScan::isWorkflowShaped(const QJsonValue &root)
{
    return layoutOf(root).shaped;
}

WorkflowEnvScanResult WorkflowEnvScan::scan(const QJsonValue &root, const EnvProfile &profile,
                                            const QString &file)
{
    WorkflowEnvScanResult result;
    const Layout layout = layoutOf(root);
    if (!layout.shaped)
        return result;
    result.workflowShaped = true;
    Scanner scanner(profile, file, result);
    if (!layout.containerPointer.isEmpty())
        scanner.warnContainer(layout.containerPointer, layout.container);
    for (const Candidate &item : layout.items) {
        if (item.value.isObject())
            scanner.scanWorkflow(item.value.toObject(), item.pointer);
        else
            scanner.warnNotWorkflow(item);
    }
    return result;
}

} // namespace capstudio
