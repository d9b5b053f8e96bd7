#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio compare A B: two provenance bundles side by side. Messages and capability calls
// are aligned (calls by the tool-call id of their tool rows where both have one, else by slug
// and order) and compared field by field: arguments and result previews by JSON pointer,
// success, error codes, latency, cost and the version pins. A masked value against its
// unmasked twin is a redaction finding. Values are printed with every recognised leak masked.
// Exit 0 equal, 1 different, 2 a side unreadable.
class CompareCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)

public:
    QString name() const override { return QStringLiteral("compare"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
