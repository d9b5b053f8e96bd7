#pragma once

// Workflow configs (YAML texts) that tst_simulatorpanel writes to a temporary folder and
// loads through flowgate::Loader.

#include <QByteArray>

namespace simulatorpanelfixtures {

// intake → review → checked/escalated/done: guards (one reading an unset slot), an executor
// that needs output, a human transition, branches and a chain hop; plus a second workflow.
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
      escalated:
        terminal: true
      done:
        terminal: true
  flow.other:
    initialState: only
    states:
      only: {terminal: true}
)";

// A capability call with an output contract, and a chain whose hop and onEnter wait for
// their executors.
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
                inputs: {plan: "$.context.draft_plan"}
                outputs:
                  "$.context.verdict": verdict
                  "$.context.score": score
      decide:
        transitions:
          accept: {target: done, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'approve'"}]}
          rework: {target: draft, actor: deterministic, guards: [{kind: expr, expr: "$.context.verdict == 'reject'"}]}
      done: {terminal: true}
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
)";

inline const QByteArray LexiconYaml = R"(
skills:
  review.code.adversarial:
    verb: review
    lifecycle: stable
    body: Attack the patch.
workflows:
  flow.tiny:
    initialState: s1
    states:
      s1: {terminal: true}
)";

} // namespace simulatorpanelfixtures
