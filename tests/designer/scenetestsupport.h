#pragma once

// Builds WorkflowGraphs for the designer canvas tests from YAML text the test writes, loaded
// by the real Loader (so generated ask_human edges and the like are what the runtime makes).
#include "flowgate/loader.h"
#include "flowgate/workflowgraph.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace scenetest {

// start ⇄ planning with parallel and opposite edges, two self-loops on start (retry and the
// generated ask_human), a branch to failed, a kind: workflow call, guards, goals, onEnter,
// while and delegate, two terminal states.
inline const char SampleYaml[] = R"(workflows:
  flow.sample:
    initialState: start
    enable_human_ask: true
    states:
      start:
        goal: "Collect the request from the user and decide what to do next, carefully"
        description: The entry point.
        onEnter:
          executor: { kind: noop }
        transitions:
          plan:
            target: planning
            actor: agent
            guards:
              - kind: expr
                expr: "$.context.ready == true"
              - kind: role
                role: admin
          quick:
            target: planning
            actor: human
          retry:
            target: start
            executor: { kind: mcp, connection: tools, tool: lookup }
      planning:
        goal: Draft the plan
        while: { kind: expr, expr: "$.context.n < 3" }
        max_iterations: 3
        delegate: planner
        transitions:
          vet:
            target: done
            actor: deterministic
            executor:
              kind: workflow
              definitionId: cap.plan.vet
              use: { inputs: {}, outputs: {} }
            branches:
              - when: { kind: expr, expr: "$.context.verdict == 'fail'" }
                target: failed
          back:
            target: start
            actor: system
      done:
        terminal: true
      failed:
        terminal: true
)";

// A chain s0 → s1 → … → s(n-1) (terminal) with a back edge every tenth state.
inline QByteArray chainYaml(int states)
{
    QByteArray yaml = "workflows:\n  flow.chain:\n    initialState: s0\n    states:\n";
    for (int i = 0; i < states; ++i) {
        yaml += "      s" + QByteArray::number(i) + ":\n";
        if (i + 1 == states) {
            yaml += "        terminal: true\n";
            continue;
        }
        yaml += "        transitions:\n          next:\n            target: s" + QByteArray::number(i + 1) + "\n";
        if (i % 10 == 9)
            yaml += "          redo:\n            target: s" + QByteArray::number(i - 5) + "\n";
    }
    return yaml;
}

// Loads `yaml` from a file in a fresh temporary folder and returns the graph of `workflowId`
// (the only workflow when empty). Fails the current test when it does not load.
inline bool graphFromYaml(const QByteArray &yaml, capstudio::flowgate::WorkflowGraph *graph,
                          const QString &workflowId = QString())
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return false;
    const QString path = dir.filePath(QStringLiteral("flow.yaml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size())
        return false;
    file.close();
    const capstudio::flowgate::Loader::Result loaded = capstudio::flowgate::Loader::load(path);
    if (!loaded.loaded()) {
        qWarning("%s", qPrintable(loaded.loadErrors.value(0).toText()));
        return false;
    }
    const capstudio::flowgate::Value workflows = loaded.config.value(u"workflows");
    const QString id = workflowId.isEmpty() && !workflows.members().empty() ? workflows.members().front().key
                                                                            : workflowId;
    *graph = capstudio::flowgate::WorkflowGraph::fromDefinition(id, workflows.value(id));
    return true;
}

} // namespace scenetest
