#pragma once

#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <optional>

namespace capstudio {

// A file of capability rows: a JSON array of rows, or a Sunrise API envelope
// ({"success": true, "data": [...]}) as the list and export routes return it.
class CapabilityFile
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityFile)

public:
    struct Content
    {
        QJsonArray rows;
        QString rowsPointer; // "" for a bare array, "/data" inside an envelope
        bool singleRow = false; // {"data": {...}}: one row, found at rowsPointer itself
        std::optional<Diagnostic> error; // set when the file cannot be used at all
        Diagnostics warnings;            // keys written twice
        bool ok() const { return !error.has_value(); }
    };

    static Content read(const QString &path);
    static Content fromJson(const QJsonValue &document, const QString &path);
};

} // namespace capstudio
