#pragma once

#include "core/diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <optional>

namespace capstudio {

// Reads a whole input into memory — a regular file, a device, a pipe, or "-" for standard
// input — and never more than a limit, whatever the input is: a regular file's size is looked
// at first, anything else is read in chunks and given up on as soon as it passes the limit.
// A text input stops at its first NUL byte (no JSON, YAML or .env text holds one), so
// /dev/zero or a binary file is refused at once instead of filling memory.
class BoundedRead
{
    Q_DECLARE_TR_FUNCTIONS(BoundedRead)

public:
    // Text: a NUL byte ends the read as an error. TextWhenStreamed: so from a device or a
    // pipe only; a regular file is read whole and left to its parser (whose own message for a
    // NUL byte is the one to give).
    enum class Content { Text, TextWhenStreamed, Binary };

    struct Result
    {
        QByteArray bytes;
        std::optional<Diagnostic> error; // rule file-unreadable, file-too-large or file-binary
        bool ok() const { return !error.has_value(); }
    };

    // What "-" is called in messages.
    static QString standardInputName();
    // "-" or a path; the name messages give it.
    static QString displayName(const QString &path);

    static Result read(const QString &path, qint64 maxBytes, Content content = Content::Text);
    // "1,073,741,824 bytes (1 GiB)": a limit as messages state it, exactly.
    static QString bytesText(qint64 bytes);
};

} // namespace capstudio
