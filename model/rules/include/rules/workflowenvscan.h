#pragma once

#include "core/diagnostic.h"
#include "rules/envprofile.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio {

// One workflow found in a document.
struct WorkflowFound
{
    QString identity; // its "slug", else "name", else "id" (non-empty strings), else its pointer
    QString pointer;  // JSON pointer of the workflow object ("" for a document that is one)
    bool operator==(const WorkflowFound &other) const
    {
        return identity == other.identity && pointer == other.pointer;
    }
};

// One `${env:NAME}` reference in a templated field of a workflow `external_call` step.
struct WorkflowEnvReference
{
    QString workflow; // WorkflowFound::identity
    QString stepId;   // the step's "id", else the step's pointer
    QString pointer;  // of the field: ".../config/url", ".../config/headers/X-Api-Key"
    QString name;
    EnvState state = EnvState::Missing;
    bool operator==(const WorkflowEnvReference &other) const
    {
        return workflow == other.workflow && stepId == other.stepId && pointer == other.pointer
            && name == other.name && state == other.state;
    }
};

struct WorkflowEnvScanResult
{
    bool workflowShaped = false; // false: the document is no workflow file (nothing else is set)
    QList<WorkflowFound> workflows;
    int externalCallSteps = 0;
    QList<WorkflowEnvReference> references; // document order; one per name and field
    Diagnostics diagnostics;                // locations: SourceLocation::atPointer(file, …)
    // Missing or empty names, first-appearance order, de-duplicated.
    QStringList unresolvedEnvVars() const;
};

// The `${env:VAR}` references of Sunrise workflow definitions (reference §5): only the
// config `url` (a string) and the config `headers` VALUES (an object of strings; names are
// never templates) of `external_call` steps are templated. A referenced variable that is
// unset or empty makes the step fail at run time with ExecutorError(stepId,
// 'missing_env_var'), which is not retried; env resolution runs before `{{…}}` workflow
// interpolation. The grammar is EnvTemplate::scan's: malformed templates stay literal.
//
// The exact workflow JSON is not pinned down by the reference, so the shapes are tolerant:
//   a workflow   an object with a "steps" array at top level, or with "workflowDefinition"
//                (an object holding "steps"), or with "definition" (an object with a
//                "steps" array);
//   an export    a JSON array of workflow objects (at least one workflow-shaped),
//                {"workflows": [...]}, or the API envelope {"success": true, "data": [...]}
//                / {"data": {...}} (also under "response" of a recorded exchange) whose data
//                is a workflow, holds workflows or is {"workflows": [...]}.
// A step is an object with "type": "external_call" and an "id" or a "config"; steps are
// found anywhere below the workflow object (parallel branches …) by an iterative walk, so
// hostile nesting cannot exhaust the stack.
//
// Rule ids:
//   workflow-env-missing  a referenced env var unset in the profile (warning)
//   workflow-env-empty    a referenced env var set but empty (warning)
//   workflow-field-type   config/url/headers/a header value/steps/workflowDefinition of the
//                         wrong JSON type, or an export item that is no workflow (warning)
class WorkflowEnvScan
{
    Q_DECLARE_TR_FUNCTIONS(WorkflowEnvScan)

public:
    // Whether `root` has one of the shapes above (cheap: looks at the containers only).
    static bool isWorkflowShaped(const QJsonValue &root);
    // `file` goes into the locations of the diagnostics.
    static WorkflowEnvScanResult scan(const QJsonValue &root, const EnvProfile &profile,
                                      const QString &file = QString());
};

} // namespace capstudio
