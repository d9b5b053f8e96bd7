#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio catalog ACTION: the catalog (capabilities and agent bindings) as code.
//
//   catalog pull --from CONNECTION -o DIR
//       writes the connection's catalog into DIR as one YAML file per capability
//       (capabilities/<slug>.yaml) and one per agent (agents/<slug>.yaml, its bindings by
//       capability slug). Deterministic; a file that already says what the catalog says is
//       not rewritten; comments of a rewritten file are kept.
//   catalog diff DIR --from CONNECTION
//   catalog diff --from A --to B
//       what it takes to make the --from side equal the other (DIR or --to), field by field;
//       each side is a catalog folder or a connection. "catalog diff DIR --from C" is what a
//       push of DIR to C would change.
//   catalog push DIR --from CONNECTION [--dry-run] [--prune] [--category C]… [--plan-out PLAN]
//                [--env-file F]
//   catalog push --plan PLAN --from CONNECTION [--env-file F]
//       makes the connection's catalog equal DIR (see CatalogPlan for what is never
//       written). The folder is checked first: Sunrise's rules and literal secrets are errors
//       that stop the push. --plan-out writes the plan (with a fingerprint of every target row
//       read) instead of pushing; --plan pushes such a plan exactly, refusing, with the rows
//       named, when the target changed since. --env-file F is the target's environment: the
//       bindings the push writes whose customConfig names a variable F leaves unset or empty
//       are told before anything is written (what the server answers as missingEnvVars after).
//       On Sunrise's API a few writes are in flight at once.
//
// Exit codes: pull 0 done, 2 could not; diff 0 equal, 1 different, 2 a side could not be
// read whole (a read that misses rows is an error, never a smaller diff); push 0 pushed (or
// nothing to push, or a dry run), 1 refused (findings in the folder, a stale plan, an agent
// the target lacks, a row changed while pushing), 2 could not read or write.
class CatalogCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCommand)

public:
    QString name() const override { return QStringLiteral("catalog"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int pull(const QCommandLineParser &parser, CommandContext &context);
    int diff(const QCommandLineParser &parser, CommandContext &context);
    int push(const QCommandLineParser &parser, CommandContext &context);
};

} // namespace capstudio::cli
