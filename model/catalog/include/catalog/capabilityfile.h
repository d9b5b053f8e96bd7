#pragma once

#include "catalog/capabilityrules.h"
#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <optional>
#include <vector>

namespace capstudio {

// A file of capabilities: a JSON array, one capability object (a POST body), or a Sunrise
// API envelope ({"success": true, "data": [...]}) as the list and export routes return it.
class CapabilityFile
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityFile)

public:
    struct Content
    {
        QJsonArray rows;
        QString rowsPointer; // "" for a bare array, "/data" inside an envelope
        bool singleRow = false; // {"data": {...}} or one bare capability: one row, at rowsPointer itself
        bool envelope = false;  // read from a Sunrise response envelope: rows as the server holds them
        std::optional<Diagnostic> error; // set when the file cannot be used at all
        Diagnostics warnings;            // keys written twice
        bool mayHoldNul = true;          // the text has a \u0000 escape (JsonText::Result)
        bool ok() const { return !error.has_value(); }
    };

    static Content read(const QString &path);
    // The same for a text already read; `name` names it in the findings.
    static Content fromText(const QByteArray &text, const QString &name);
    // The elements of a bare JSON array as spans of its text, found by following strings and
    // nesting without parsing a value (each span is parsed where it is checked:
    // CapabilityRules::checkRowTexts). Nothing when the text is anything else or not well
    // formed between the elements (read() then says what and where).
    static std::optional<std::vector<CapabilityRules::TextSpan>> splitArray(const QByteArray &text);
    static Content fromJson(const QJsonValue &document, const QString &path);
};

} // namespace capstudio
