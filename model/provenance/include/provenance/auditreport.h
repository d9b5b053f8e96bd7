#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace capstudio::provenance {

class Bundle;
class ReviewFile;

// The audit report of one bundle: the conversation, its capability calls and every leak
// finding with its location and masked form. Deterministic: the same bundle gives the same
// bytes (no clock, no locale, no hash order).
class AuditReport
{
    Q_DECLARE_TR_FUNCTIONS(AuditReport)
public:
    enum class Format { Markdown, Html };

    // With `review` (the signed review beside the bundle, read from `reviewPath`), a section
    // lists its verdicts, reviewer and signature status.
    static QByteArray render(const Bundle &bundle, Format format, const ReviewFile *review = nullptr,
                             const QString &reviewPath = QString());
    // Picks the format from the suffix (.md/.markdown → Markdown, .html/.htm → HTML) and
    // writes atomically (QSaveFile).
    static Status write(const Bundle &bundle, const QString &path, const ReviewFile *review = nullptr,
                        const QString &reviewPath = QString());
    static Format formatForPath(const QString &path);
};

} // namespace capstudio::provenance
