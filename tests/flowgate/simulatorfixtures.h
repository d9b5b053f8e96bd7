#pragma once

// Workflow configs (YAML texts) that tst_simulator loads through Loader::load.

#include <QByteArray>

namespace simulatorfixtures {

// Intake → review → checked/escalated/done, with the checks of a submit on `intake`.
inline const QByteArray DemoYaml = R"(
version: "1"
workflows:
  flow.demo:
    initialState: intake
    inputSchema:
      type: object
      required: [user]
      properties:
        user: {type: string}
        limit: {type: integer, default: 3}
    initialContext:
      attempts: 0
      draft_note: scratch
    states:
      intake:
        slots:
          draft_note: {type: string, scope: state}
        onEnter:
          executor: {kind: noop}
          output:
            greeting: {concat: ["hi ", "$.workflow.input.user"]}
        transitions:
          submit:
            target: review
            inputSchema:
              type: object
              required: [title]
              properties:
                title: {type: string, minLength: 1}
                priority: {type: string, default: normal}
            guards:
              - {kind: expr, expr: "$.arguments.title != 'forbidden'"}
            executor: {kind: noop}
            output:
              title: "$.arguments.title"
              priority: "$.arguments.priority"
          ask:
            target: intake
            max_fires_per_visit: 2
            prefill:
              question: {concat: ["about ", "$.context.greeting"]}
          approve_now:
            target: done
            actor: human
            guards:
              - {kind: expr, expr: "$.context.attempts > 5"}
          probe:
            target: review
            guards:
              - {kind: expr, expr: "$.context.never_set == 1"}
          fetch:
            target: review
            executor: {kind: rest, connection: api}
            output:
              fetched: "$.output.body"
      review:
        transitions:
          route:
            target: done
            executor: {kind: noop}
            output:
              score: {add: ["$.context.attempts", "$.arguments.bonus"]}
            branches:
              - when: {kind: expr, expr: "$.context.score > 100"}
                target: escalated
              - when: {kind: expr, expr: "$.context.score >= 7"}
                target: checked
          back:
            target: intake
      checked:
        transitions:
          auto:
            target: done
            actor: deterministic
            guards:
              - {kind: expr, expr: "1 == 2"}
      escalated:
        terminal: true
      done:
        terminal: true
)";

inline const QByteArray ChainYaml = R"(
workflows:
  flow.single:
    initialState: s1
    states:
      s1:
        transitions:
          go: {target: s2, actor: deterministic, guards: [{kind: expr, expr: "1 == 2"}]}
      s2:
        transitions:
          work: {target: s1}
  flow.choose:
    initialState: s1
    states:
      s1:
        transitions:
          a: {target: sa, actor: deterministic, guards: [{kind: expr, expr: "$.workflow.input.pick == 'a'"}]}
          b: {target: sb, actor: deterministic, guards: [{kind: expr, expr: "$.workflow.input.pick == 'b'"}]}
      sa: {terminal: true}
      sb: {terminal: true}
  flow.unset:
    initialState: s1
    states:
      s1:
        transitions:
          a: {target: s2, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'a'"}]}
          b: {target: s2, actor: deterministic}
      s2: {terminal: true}
  flow.ambiguous:
    initialState: s1
    states:
      s1:
        transitions:
          a: {target: s2, actor: deterministic, guards: [{kind: expr, expr: "1 == 1"}]}
          b: {target: s2, actor: deterministic}
      s2: {terminal: true}
  flow.decision:
    initialState: s1
    states:
      s1:
        transitions:
          auto: {target: s2, actor: deterministic}
          think: {target: s2}
      s2: {terminal: true}
  flow.lightweight:
    initialState: s1
    states:
      s1:
        transitions:
          auto: {target: s2, actor: deterministic}
          ask: {target: s1, actor: human, lightweight: true}
      s2:
        transitions:
          think: {target: s1}
  flow.depth:
    initialState: a
    maxChainDepth: 3
    states:
      a:
        transitions:
          next: {target: b, actor: deterministic}
      b:
        transitions:
          next: {target: a, actor: deterministic}
  flow.ceiling:
    initialState: a
    maxChainDepth: 1000000
    states:
      a:
        transitions:
          next: {target: a, actor: deterministic}
  flow.pipeline:
    initialState: s1
    states:
      s1:
        transitions:
          build:
            target: s2
            actor: deterministic
            executor: {kind: cli, command: cargo, args: [build]}
            output: {exit: "$.output.exitCode"}
      s2:
        onEnter:
          executor: {kind: rest, connection: api}
          output: {status: "$.output.status"}
        transitions:
          publish: {target: s3, actor: deterministic}
      s3: {terminal: true}
  flow.big:
    initialState: s1
    states:
      s1:
        transitions:
          a: {target: s2, actor: deterministic, guards: [{kind: expr, expr: "$.workflow.input.items[99999] == 99999"}]}
          b: {target: s1, actor: deterministic, guards: [{kind: expr, expr: "$.workflow.input.items[99999] != 99999"}]}
      s2: {terminal: true}
)";

inline const QByteArray CapabilityYaml = R"(
workflows:
  cap.plan.vet:
    verb: plan
    snippet:
      inputs:
        plan: {type: object}
      outputs:
        verdict: {type: string, enum: [approve, reject]}
        score: {type: number}
        notes: {type: string}
    initialState: vetting
    states:
      vetting:
        transitions:
          finish: {target: vetted}
      vetted: {terminal: true}
  flow.caller:
    initialState: draft
    initialContext: {draft_plan: {steps: 2}}
    states:
      draft:
        transitions:
          vet:
            target: decide
            executor:
              kind: workflow
              definitionId: cap.plan.vet
              use:
                inputs: {plan: "$.context.draft_plan", max_iterations: 3}
                outputs:
                  "$.context.verdict": verdict
                  "$.context.score": score
          ghost:
            target: decide
            executor: {kind: workflow, definitionId: cap.plan.gone, use: {}}
      decide:
        transitions:
          accept: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'approve'"}]}
          rework: {target: draft, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'reject'"}]}
      done: {terminal: true}
)";

inline const QByteArray LoopYaml = R"(
workflows:
  flow.loop:
    initialState: polling
    initialContext: {attempts: 0}
    states:
      polling:
        while: {kind: expr, expr: "$.context.attempts < 2"}
        max_iterations: 5
        transitions:
          poll:
            target: done
            executor: {kind: noop}
            output: {attempts: {add: ["$.context.attempts", 1]}}
      done: {terminal: true}
  flow.capped:
    initialState: polling
    initialContext: {attempts: 0}
    states:
      polling:
        while: {kind: expr, expr: "$.context.attempts < 10"}
        max_iterations: 2
        transitions:
          poll:
            target: done
            executor: {kind: noop}
            output: {attempts: {add: ["$.context.attempts", 1]}}
      done: {terminal: true}
  flow.broken:
    initialState: polling
    states:
      polling:
        while: {kind: expr, expr: "1 == 1"}
        transitions:
          poll: {target: done}
      done: {terminal: true}
  flow.filtered:
    initialState: s1
    linkFilter: byGuards
    initialContext: {ready: false}
    states:
      s1:
        transitions:
          go: {target: s2, guards: [{kind: expr, expr: "$.context.ready == true"}]}
          wait: {target: s1}
      s2: {terminal: true}
)";

inline const QByteArray LexiconYaml = R"(
skills:
  review.code.adversarial:
    verb: review
    lifecycle: stable
    body: Attack the patch.
lexicon:
  code.other:
    definition_short: Something else.
workflows:
  flow.tiny:
    initialState: s1
    states:
      s1: {terminal: true}
)";

} // namespace simulatorfixtures
