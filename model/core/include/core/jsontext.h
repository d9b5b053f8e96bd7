#pragma once

#include "core/diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonValue>
#include <optional>

namespace capstudio {

// Reads JSON text into a QJsonValue, turning every failure into one Diagnostic
// that names the file and the line and column where parsing stopped.
class JsonText
{
    Q_DECLARE_TR_FUNCTIONS(JsonText)

public:
    struct Result
    {
        QJsonValue value;
        std::optional<Diagnostic> error;
        // readFile(): what reads fine but may not mean what it says (keys written twice).
        Diagnostics warnings;
        // False when the text has no \u0000 escape: then no string or key of it holds U+0000
        // (JSON has no other way to write one), and checks for it can be skipped.
        bool mayHoldNul = true;
        bool ok() const { return !error.has_value(); }
    };

    // Default ceiling for files read whole into memory.
    static constexpr qint64 DefaultMaxBytes = qint64(1) << 30; // 1 GiB

    static Result parse(const QByteArray &text, const QString &fileName);
    static Result readFile(const QString &path, qint64 maxBytes = DefaultMaxBytes);
    // What readFile() does with the text once read (parse, keys written twice, U+0000), for a
    // caller that already holds it; `name` names it in the findings.
    static Result fromText(const QByteArray &text, const QString &name);

    // 1-based line and column (in characters) of a byte offset in UTF-8 text.
    static std::pair<int, int> lineColumnAt(const QByteArray &text, qsizetype offset);

    // Compact, deterministic serialisation used for JSON stored as text.
    static QByteArray compact(const QJsonValue &value);
    // Parses text written by compact(); an empty or "null" text gives Null.
    static QJsonValue fromStored(const QByteArray &text);
};

} // namespace capstudio
