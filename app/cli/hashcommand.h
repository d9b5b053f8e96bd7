#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio hash PATH: the contract hash of every capability, `<id>\tsha256:<hex>`.
class HashCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(HashCommand)

public:
    QString name() const override { return QStringLiteral("hash"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
