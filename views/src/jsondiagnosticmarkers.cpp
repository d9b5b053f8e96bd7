#include "jsondiagnosticmarkers.h"

#include <algorithm>

namespace capstudio {

namespace {

bool isSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

bool isTokenChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.')
        || c == QLatin1Char('+');
}

} // namespace

void JsonDiagnosticMarkers::rebuild(const JsonSourceMap &map, const Diagnostics &diagnostics,
                                    const std::optional<Diagnostic> &syntaxError,
                                    JsonSourceMap::Span syntaxSpan)
{
    const QString &text = map.text();
    m_markers.clear();
    m_lineSeverities.clear();

    auto add = [&](JsonSourceMap::Span span, const Diagnostic &diagnostic) {
        span = visible(text, span);
        if (span.length() <= 0)
            return;
        m_markers.append({span.start, span.end, diagnostic.severity(), describe(diagnostic)});
    };

    for (const Diagnostic &diagnostic : diagnostics) {
        const SourceLocation &location = diagnostic.location();
        std::optional<JsonSourceMap::Span> span;
        if (location.hasPointer)
            span = anchor(map, location.jsonPointer);
        else if (location.line > 0)
            span = spanAtLine(text, location.line, location.column);
        if (span)
            add(*span, diagnostic);
    }
    if (syntaxError)
        add(syntaxSpan, *syntaxError);

    // Errors last, so their underline paints over a warning's on the same characters.
    std::stable_sort(m_markers.begin(), m_markers.end(), [](const Marker &a, const Marker &b) {
        return int(a.severity) > int(b.severity);
    });

    // One pass over the text turns marker starts into line numbers.
    QList<int> starts;
    starts.reserve(m_markers.size());
    for (const Marker &marker : std::as_const(m_markers))
        starts.append(marker.start);
    std::sort(starts.begin(), starts.end());
    QHash<int, int> lineOfStart;
    int line = 0;
    qsizetype at = 0;
    for (const int start : std::as_const(starts)) {
        for (; at < start && at < text.size(); ++at) {
            if (text.at(at) == QLatin1Char('\n'))
                ++line;
        }
        lineOfStart.insert(start, line);
    }
    for (const Marker &marker : std::as_const(m_markers)) {
        const int markerLine = lineOfStart.value(marker.start);
        const auto it = m_lineSeverities.constFind(markerLine);
        if (it == m_lineSeverities.constEnd() || int(marker.severity) < int(*it))
            m_lineSeverities.insert(markerLine, marker.severity);
    }
}

QString JsonDiagnosticMarkers::toolTipAt(int position) const
{
    QStringList lines;
    // Errors are last in m_markers; list them first.
    for (auto it = m_markers.crbegin(); it != m_markers.crend(); ++it) {
        if (position >= it->start && position < it->end && !lines.contains(it->toolTip))
            lines.append(it->toolTip);
    }
    return lines.join(QLatin1Char('\n'));
}

std::optional<JsonSourceMap::Span> JsonDiagnosticMarkers::anchor(const JsonSourceMap &map, const QString &pointer)
{
    const QString shown = map.nearestExisting(pointer);
    if (shown.isNull())
        return std::nullopt;
    const std::optional<JsonSourceMap::Span> value = map.valueSpan(shown);
    if (!value)
        return std::nullopt;
    const QChar first = map.text().at(value->start);
    if (first != QLatin1Char('{') && first != QLatin1Char('['))
        return value;
    if (const std::optional<JsonSourceMap::Span> key = map.keySpan(shown))
        return key;
    return JsonSourceMap::Span{value->start, value->start + 1};
}

JsonSourceMap::Span JsonDiagnosticMarkers::visible(const QString &text, JsonSourceMap::Span span)
{
    const int size = int(text.size());
    span.start = qBound(0, span.start, size);
    span.end = qBound(span.start, span.end, size);
    if (span.length() > 0)
        return span;
    int end = span.start;
    while (end > 0 && isSpace(text.at(end - 1)))
        --end;
    if (end > 0) {
        const int start = end >= 2 && text.at(end - 1).isLowSurrogate() && text.at(end - 2).isHighSurrogate()
            ? end - 2
            : end - 1;
        return {start, end};
    }
    if (span.start < size && !isSpace(text.at(span.start)))
        return {span.start, span.start + 1};
    return {span.start, span.start};
}

std::optional<JsonSourceMap::Span> JsonDiagnosticMarkers::spanAtLine(const QString &text, int line, int column)
{
    int lineStart = 0;
    for (int current = 1; current < line; ++current) {
        const qsizetype next = text.indexOf(QLatin1Char('\n'), lineStart);
        if (next < 0)
            return std::nullopt;
        lineStart = int(next) + 1;
    }
    qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
    if (lineEnd < 0)
        lineEnd = text.size();
    if (column <= 0) {
        int start = lineStart;
        int end = int(lineEnd);
        while (start < end && isSpace(text.at(start)))
            ++start;
        while (end > start && isSpace(text.at(end - 1)))
            --end;
        return JsonSourceMap::Span{start, end};
    }
    const int start = int(qMin(qsizetype(lineStart + column - 1), lineEnd));
    int end = start;
    if (start < lineEnd && text.at(start) == QLatin1Char('"')) {
        end = start + 1;
        while (end < lineEnd && text.at(end) != QLatin1Char('"'))
            end += text.at(end) == QLatin1Char('\\') ? 2 : 1;
        end = int(qMin(qsizetype(end + 1), lineEnd));
    } else {
        while (end < lineEnd && isTokenChar(text.at(end)))
            ++end;
        if (end == start)
            end = int(qMin(qsizetype(start + 1), lineEnd));
    }
    return JsonSourceMap::Span{start, end};
}

QString JsonDiagnosticMarkers::describe(const Diagnostic &diagnostic)
{
    QString text;
    switch (diagnostic.severity()) {
    case Severity::Error:
        text = tr("Error: %1").arg(diagnostic.message());
        break;
    case Severity::Warning:
        text = tr("Warning: %1").arg(diagnostic.message());
        break;
    case Severity::Info:
        text = tr("Info: %1").arg(diagnostic.message());
        break;
    }
    if (!diagnostic.ruleId().isEmpty())
        text += QStringLiteral(" [%1]").arg(diagnostic.ruleId());
    return text;
}

} // namespace capstudio
