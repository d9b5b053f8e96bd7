#pragma once

#include "core/diagnostic.h"
#include "core/jsonsourcemap.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <optional>

namespace capstudio {

// Where diagnostics show in a JSON text: the character ranges JsonEditor underlines, the
// messages its tooltips give, and the worst severity on each line for the gutter.
class JsonDiagnosticMarkers
{
    Q_DECLARE_TR_FUNCTIONS(JsonDiagnosticMarkers)

public:
    struct Marker
    {
        int start = 0;
        int end = 0;
        Severity severity = Severity::Error;
        QString toolTip; // one line: "Error: message [rule-id]"
    };

    // Markers for the diagnostics (by pointer, else by line and column) and for the
    // syntax error at syntaxSpan; sorted so errors come last and paint on top.
    void rebuild(const JsonSourceMap &map, const Diagnostics &diagnostics,
                 const std::optional<Diagnostic> &syntaxError, JsonSourceMap::Span syntaxSpan);

    const QList<Marker> &markers() const { return m_markers; }
    // Messages of the markers covering position, one per line.
    QString toolTipAt(int position) const;
    // Worst severity on each 0-based line that has a marker.
    const QHash<int, Severity> &lineSeverities() const { return m_lineSeverities; }

    // Where a pointer shows: a scalar's value; a container's key, or its opening bracket
    // when it has none. A missing pointer shows at its nearest existing ancestor that way.
    static std::optional<JsonSourceMap::Span> anchor(const JsonSourceMap &map, const QString &pointer);
    // An empty span moves onto the last character before it that is not whitespace, so
    // "unexpected end of text" shows where the text stops.
    static JsonSourceMap::Span visible(const QString &text, JsonSourceMap::Span span);
    // The token at a 1-based line and column (the whole line when column is 0).
    static std::optional<JsonSourceMap::Span> spanAtLine(const QString &text, int line, int column);
    static QString describe(const Diagnostic &diagnostic);

private:
    QList<Marker> m_markers;
    QHash<int, Severity> m_lineSeverities;
};

} // namespace capstudio
