#include "reportsink.h"

#include <algorithm>

namespace capstudio::provenance::detail {

namespace {

// Control characters and bidirectional overrides of hostile input become U+FFFD; tabs
// become spaces; line breaks stay "\n" for the renderer to deal with.
QString sanitized(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'\r') {
            result += QLatin1Char('\n');
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
        } else if (u == u'\n') {
            result += c;
        } else if (u == u'\t') {
            result += QLatin1Char(' ');
        } else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0) || (u >= 0x202a && u <= 0x202e)
                   || (u >= 0x2066 && u <= 0x2069) || u == 0x2028 || u == 0x2029) {
            result += QChar(0xfffd);
        } else {
            result += c;
        }
    }
    return result;
}

class MarkdownSink : public ReportSink
{
public:
    using ReportSink::ReportSink;
    void begin(const QString &title) override { put("# "); put(escaped(title, false)); put("\n\n"); }
    void end() override {}
    void heading(const QString &title) override { put("## "); put(escaped(title, false)); put("\n\n"); }
    void paragraph(const QString &text) override { put(escaped(text, false)); put("\n\n"); }
    void beginTable(std::initializer_list<Cell> header) override
    {
        row(header);
        put("|");
        for (const Cell &cell : header)
            put(cell.style == Cell::Number ? " ---: |" : " --- |");
        put("\n");
    }
    void row(std::initializer_list<Cell> cells) override
    {
        put("|");
        for (const Cell &cell : cells) {
            put(" ");
            if (cell.style == Cell::Link && !cell.text.isEmpty() && !cell.href.isEmpty())
                put(QLatin1Char('[') + codeSpan(cell.text) + QStringLiteral("](<") + linkTarget(cell.href) + QStringLiteral(">)"));
            else if (cell.style == Cell::Code || cell.style == Cell::Link)
                put(cell.text.isEmpty() ? QStringLiteral("—") : codeSpan(cell.text));
            else
                put(escaped(cell.text, true));
            put(" |");
        }
        put("\n");
    }
    void endTable() override { put("\n"); }

private:
    // Markdown (CommonMark/GFM) text: every markup character is backslash-escaped, HTML
    // characters become entities, line breaks become <br> in table cells.
    static QString escaped(const QString &value, bool inTable)
    {
        const QString clean = sanitized(value);
        QString result;
        result.reserve(clean.size() + 8);
        for (const QChar c : clean) {
            switch (c.unicode()) {
            case u'\\': case u'`': case u'*': case u'_': case u'[': case u']': case u'|':
            case u'#': case u'~':
                result += QLatin1Char('\\');
                result += c;
                break;
            case u'<': result += QLatin1String("&lt;"); break;
            case u'>': result += QLatin1String("&gt;"); break;
            case u'&': result += QLatin1String("&amp;"); break;
            case u'\n': result += inTable ? QLatin1String("<br>") : QLatin1String(" "); break;
            default: result += c;
            }
        }
        return result;
    }

    // A link destination in angle brackets: what could end it or break the table is
    // percent-encoded (the callers pass encoded URLs; this keeps a stray one harmless).
    static QString linkTarget(const QString &href)
    {
        QString result;
        for (const QChar c : sanitized(href)) {
            const char16_t u = c.unicode();
            if (u == u'<' || u == u'>' || u == u'|' || u == u' ' || u == u'\\' || u == u'\n' || u == u'`')
                result += QLatin1Char('%') + QString::number(int(u), 16).toUpper().rightJustified(2, QLatin1Char('0'));
            else
                result += c;
        }
        return result;
    }

    // A code span shows its content literally; it is fenced with one backtick more than the
    // longest run inside. GFM still splits table cells at '|', hence "\|".
    static QString codeSpan(const QString &value)
    {
        QString clean = sanitized(value);
        clean.replace(QLatin1Char('\n'), QLatin1Char(' '));
        clean.replace(QLatin1Char('|'), QLatin1String("\\|"));
        int longest = 0;
        int run = 0;
        for (const QChar c : clean) {
            run = c == QLatin1Char('`') ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        const QString fence(longest + 1, QLatin1Char('`'));
        const bool pad = clean.startsWith(QLatin1Char('`')) || clean.endsWith(QLatin1Char('`'))
            || clean.startsWith(QLatin1Char(' ')) || clean.endsWith(QLatin1Char(' '));
        const QString space = pad ? QStringLiteral(" ") : QString();
        return fence + space + clean + space + fence;
    }
};

class HtmlSink : public ReportSink
{
public:
    using ReportSink::ReportSink;
    void begin(const QString &title) override
    {
        put("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
            "<title>");
        put(escaped(title));
        put("</title>\n<style>\n"
            "body{font-family:system-ui,sans-serif;margin:2em;color:#1b1f24;background:#fff}\n"
            "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em}\n"
            "table{border-collapse:collapse;margin:.5em 0 1em}\n"
            "th,td{border:1px solid #c8ccd1;padding:.25em .5em;text-align:left;vertical-align:top}\n"
            "th{background:#f0f2f4}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}\n"
            "code{font-family:ui-monospace,monospace;font-size:.92em;word-break:break-all}\n"
            "</style>\n</head>\n<body>\n<h1>");
        put(escaped(title));
        put("</h1>\n");
    }
    void end() override { put("</body>\n</html>\n"); }
    void heading(const QString &title) override { put("<h2>"); put(escaped(title)); put("</h2>\n"); }
    void paragraph(const QString &text) override { put("<p>"); put(escaped(text)); put("</p>\n"); }
    void beginTable(std::initializer_list<Cell> header) override
    {
        put("<table>\n<thead><tr>");
        for (const Cell &cell : header) {
            put(cell.style == Cell::Number ? "<th class=\"n\">" : "<th>");
            put(escaped(cell.text));
            put("</th>");
        }
        put("</tr></thead>\n<tbody>\n");
    }
    void row(std::initializer_list<Cell> cells) override
    {
        put("<tr>");
        for (const Cell &cell : cells) {
            switch (cell.style) {
            case Cell::Number: put("<td class=\"n\">"); put(escaped(cell.text)); break;
            case Cell::Code:
                put("<td>");
                if (cell.text.isEmpty()) {
                    put("—");
                } else {
                    put("<code>");
                    put(escaped(cell.text));
                    put("</code>");
                }
                break;
            case Cell::Text: put("<td>"); put(escaped(cell.text)); break;
            case Cell::Link:
                put("<td>");
                if (cell.text.isEmpty()) {
                    put("—");
                } else if (cell.href.isEmpty()) {
                    put("<code>");
                    put(escaped(cell.text));
                    put("</code>");
                } else {
                    put("<a href=\"");
                    put(escaped(cell.href));
                    put("\"><code>");
                    put(escaped(cell.text));
                    put("</code></a>");
                }
                break;
            }
            put("</td>");
        }
        put("</tr>\n");
    }
    void endTable() override { put("</tbody>\n</table>\n"); }

private:
    static QString escaped(const QString &value)
    {
        QString result = sanitized(value).toHtmlEscaped();
        result.replace(QLatin1Char('\n'), QLatin1String("<br>"));
        return result;
    }
};

} // namespace

std::unique_ptr<ReportSink> ReportSink::create(AuditReport::Format format, qsizetype reserve)
{
    if (format == AuditReport::Format::Html)
        return std::make_unique<HtmlSink>(reserve);
    return std::make_unique<MarkdownSink>(reserve);
}

} // namespace capstudio::provenance::detail
