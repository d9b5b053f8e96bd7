#pragma once

#include "cli/command.h"

namespace capstudio::cli {

// capstudio render PATH --workflow ID -o OUT.svg|OUT.png [--scale F]: draws one workflow
// of a flowgate library (a YAML file, a repo folder or a gateway.yaml) exactly as the
// designer shows it: laid out by the same engine, with the positions a person placed in
// the layout sidecar kept, and written by the same DiagramRenderer. Quiet on success.
// Needs a QApplication (fonts); main() gives it the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so no display is needed. Exit codes: 0 written, 2 the
// library does not load, unknown workflow, bad output name or scale, write failure.
class RenderCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)

public:
    QString name() const override { return QStringLiteral("render"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;
};

} // namespace capstudio::cli
