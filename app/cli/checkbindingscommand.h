#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio check-bindings FILE [--env-file F] [--capability SLUG]: checks agent bindings
// (customConfig schemas, customRateLimit, env vars, host allowlist, capability state)
// before they reach Sunrise, and lists the env vars a deployment lacks.
//
// FILE is one of:
//   a Sunrise response envelope {"success": true, "data": [binding rows]} (or "data": one
//     row), as GET …/agents/:id/capabilities returns it; a recorded exchange whose
//     "response" member is such an envelope is read the same way;
//   an agent export bundle {"agent": {…}, "bindings": [binding rows]} ("capabilities" is
//     accepted in place of "bindings"; when both are present, "capabilities" holds
//     capability rows that bindings reach through their capabilityId);
//   a JSON array of binding rows.
// A row names its capability with a nested "capability" row, a "capabilitySlug", or a
// capabilityId found in the bundle; otherwise --capability SLUG applies.
//
// FILE may instead be a Sunrise workflow definition or an export of several (a workflow
// object with "steps" at top level or under "workflowDefinition"/"definition", a JSON array
// of them, {"workflows": [...]}, or the envelope {"success": true, "data": [...] | {...}}):
// whenever the content has that shape (WorkflowEnvScan::isWorkflowShaped) the ${env:VAR}
// references of external_call steps (config url, header values) are reported instead,
// with rules workflow-env-missing, workflow-env-empty and workflow-field-type, in the same
// text and JSON forms (the JSON report also lists "workflows": [{identity, pointer}]).
//
// Exit codes: 0 no error and no warning (infos allowed), 1 any error or warning, 2 FILE or
// the env file unreadable, not JSON, not one of the forms above, or bad usage.
class CheckBindingsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CheckBindingsCommand)

public:
    QString name() const override { return QStringLiteral("check-bindings"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
