#pragma once

#include "cli/command.h"

#include <QList>

namespace capstudio::provenance {
class Bundle;
}

namespace capstudio::cli {

// capstudio review keygen|add|verify: an auditor's verdicts on the findings of a bundle file,
// kept beside it (BUNDLE.review.json) and signed with an Ed25519 key. `verify` says whether
// the review and the evidence it judged are untouched; `capstudio scan` applies the verdicts
// of a good review (a false positive is reported as reviewed, not counted).
class ReviewCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ReviewCommand)

public:
    QString name() const override { return QStringLiteral("review"); }
    QString summary() const override;
    void configure(QCommandLineParser &parser) const override;
    int run(const QCommandLineParser &parser, CommandContext &context) override;

private:
    int keygen(const QCommandLineParser &parser, CommandContext &context);
    int add(const QCommandLineParser &parser, CommandContext &context);
    int addLive(const QCommandLineParser &parser, CommandContext &context);
    // The findings --finding names, or empty after saying which one names nothing.
    static QList<int> chooseFindings(const provenance::Bundle &bundle, const QString &name,
                                     const QCommandLineParser &parser, CommandContext &context);
    int verify(const QCommandLineParser &parser, CommandContext &context);
};

} // namespace capstudio::cli
