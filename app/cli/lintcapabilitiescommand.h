#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio lint-capabilities FILE: checks capability rows against Sunrise's rules.
class LintCapabilitiesCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(LintCapabilitiesCommand)

public:
    QString name() const override { return QStringLiteral("lint-capabilities"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
