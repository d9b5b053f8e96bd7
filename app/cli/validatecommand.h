#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio validate PATH: what the flowgate runtime would refuse to load, and what
// `mcp-flowgate check` would report, for a YAML file, a repo folder or a gateway.yaml.
class ValidateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ValidateCommand)

public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
