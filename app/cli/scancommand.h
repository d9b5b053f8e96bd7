#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio scan BUNDLE: every unredacted personal datum or secret in a conversation
// provenance bundle, and every message whose provenance Sunrise would return as null.
// Optionally writes a redacted copy (--redact-out) and an audit report (--report).
// The leaked texts are never printed whole: this output ends up in CI logs.
class ScanCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ScanCommand)

public:
    QString name() const override { return QStringLiteral("scan"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
