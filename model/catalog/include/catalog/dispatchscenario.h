#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace capstudio {

// Who makes the call: an agent in a chat (the LLM picked a tool it was offered), a workflow
// `tool_call` step, which Sunrise dispatches under agent id `workflow:<workflowId>`
// (reference §7), or a call that reaches the dispatcher under an agent id without the chat's
// checks (a tool list offered before the binding changed: the chat's offer and the
// dispatcher's bindings cache can disagree for up to five minutes).
enum class DispatchCaller { ChatAgent, WorkflowStep, AgentDirect };

// CAPABILITY_BINDING_MODE of the server: permissive (default) lets a call without a binding
// row through on a synthetic enabled binding; strict denies it.
enum class BindingMode { Permissive, Strict };

// What the dry-run cannot read from the workspace because it lives in the deployment.
struct DispatchDeployment
{
    BindingMode bindingMode = BindingMode::Permissive;
    // Slugs whose code class is registered on the server beyond the 13 built-ins
    // (a deployment's own capabilities). Without one, a row does nothing.
    QStringList extraHandlers;
    // Calls this caller already made to the capability inside the current 60-second window.
    int recentCalls = 0;
    // Calls that already failed in a row within this chat turn (the chat stops offering a tool
    // after two).
    int failuresThisTurn = 0;
    // The instant quarantine expiry is judged at; invalid means "now" at run time.
    QDateTime at;

    // The 13 slugs Sunrise registers in code (reference §11), in registry order.
    static const QStringList &builtInHandlers();
    bool hasHandler(const QString &slug) const;

    bool operator==(const DispatchDeployment &other) const;
    bool operator!=(const DispatchDeployment &other) const { return !(*this == other); }
};

// One question to the dry-run: this caller, this capability, these sample arguments.
struct DispatchScenario
{
    Q_DECLARE_TR_FUNCTIONS(DispatchScenario)
public:
    QString name;                 // as the admin saved it; may be empty
    DispatchCaller caller = DispatchCaller::ChatAgent;
    QString agentId;              // chat or direct caller: the agent's id
    QString workflowId;           // workflow caller: the workflow's id (or slug)
    QString stepId;               // workflow caller: the tool_call step
    QString executionId;          // workflow caller, optional: names the step-dispatch cache key
    QString capabilitySlug;       // the tool name the call uses (the slug)
    QString argumentsText = QStringLiteral("{}"); // sample arguments, JSON as typed
    DispatchDeployment deployment;

    // The agent id the dispatcher sees: the agent's id, or "workflow:<workflowId>".
    QString dispatchAgentId() const;

    // Saved form: {"version": 1, "name", "caller": "chat"|"workflow"|"agent", "agentId", "workflowId",
    // "stepId", "executionId", "capability", "arguments" (the text), "deployment": {...}}.
    QJsonObject toJson() const;
    // Reads the saved form; a key of the wrong type is an error naming its JSON pointer.
    static Expected<DispatchScenario> fromJson(const QJsonObject &object);

    bool operator==(const DispatchScenario &other) const;
    bool operator!=(const DispatchScenario &other) const { return !(*this == other); }
};

} // namespace capstudio
