#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace capstudio::provenance {

class Bundle;

// The audit report of one bundle: the conversation, its capability calls and every leak
// finding with its location and masked form. Deterministic: the same bundle gives the same
// bytes (no clock, no locale, no hash order).
class AuditReport
{
    Q_DECLARE_TR_FUNCTIONS(AuditReport)
public:
    enum class Format { Markdown, Html };

    static QByteArray render(const Bundle &bundle, Format format);
    // Picks the format from the suffix (.md/.markdown → Markdown, .html/.htm → HTML) and
    // writes atomically (QSaveFile).
    static Status write(const Bundle &bundle, const QString &path);
    static Format formatForPath(const QString &path);
};

} // namespace capstudio::provenance
