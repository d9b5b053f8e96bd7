#include "views/messagedetailview.h"

#include "provenance/deploymentscan.h"

#include "provenance/bundle.h"
#include "provenance/formattedjson.h"
#include "provenance/leakrules.h"
#include "redactionmarks.h"
#include "core/tone.h"

#include <QGuiApplication>
#include <QDateTime>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>

namespace capstudio {

using namespace redactionmarks;
using provenance::Bundle;
using provenance::CallDetail;
using provenance::CallSummary;
using provenance::Finding;
using provenance::FormattedJson;
using provenance::LeakRules;
using provenance::MessageDetail;
using provenance::ProvenanceState;

namespace {

// Bundle text beyond this many characters is shown cut, with a note.
constexpr qsizetype MaxShownChars = 256 * 1024;

// The marks' colours, on the application's palette (read when a message is shown).
QColor leakForeground()
{
    return toneColor(Tone::Negative);
}

QColor leakBackground()
{
    const QPalette palette = QGuiApplication::palette();
    return mixColors(palette.color(QPalette::Base), leakForeground(), isDarkPalette(palette) ? 0.35 : 0.22);
}

QColor maskedBackground()
{
    return toneBackground(Tone::Informative, QGuiApplication::palette());
}

QColor truncatedBackground()
{
    return toneBackground(Tone::Neutral, QGuiApplication::palette());
}

QColor mutedText()
{
    return toneColor(Tone::Muted);
}

QString fixedFamily()
{
    return QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
}

} // namespace

MessageDetailView::MessageDetailView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setUndoRedoEnabled(false);
    document()->setDocumentMargin(10);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() != QLatin1String("capstudio"))
            return;
        const QStringList parts = url.path().split(QLatin1Char('/'));
        if (parts.size() != 2)
            return;
        bool ok = false;
        const int index = parts.at(1).toInt(&ok);
        if (!ok)
            return;
        if (parts.at(0) == QLatin1String("message"))
            emit messageLinkActivated(index);
        else if (parts.at(0) == QLatin1String("call"))
            emit callLinkActivated(index);
    });
    clearDetail();
}

MessageDetailView::~MessageDetailView() = default;

void MessageDetailView::setBundle(std::shared_ptr<const Bundle> bundle)
{
    m_bundle = std::move(bundle);
    clearDetail();
}

void MessageDetailView::setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas)
{
    m_schemas = std::move(schemas);
    if (m_call >= 0)
        showCall(m_call);
}

void MessageDetailView::clearDetail()
{
    m_message = -1;
    m_call = -1;
    m_highlights.clear();
    m_findingsInView.clear();
    document()->clear();
    QTextCursor cursor(document());
    QTextCharFormat format;
    format.setForeground(mutedText());
    cursor.insertText(tr("Select a message or a capability call to see its details."), format);
}

void MessageDetailView::begin()
{
    m_highlights.clear();
    document()->clear();
    setCurrentCharFormat(QTextCharFormat());
}

void MessageDetailView::finish(int finding)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::Start);
    setTextCursor(cursor);
    verticalScrollBar()->setValue(0);
    setExtraSelections({});
    if (finding < 0)
        return;
    for (const Highlight &highlight : std::as_const(m_highlights)) {
        if (highlight.kind != Highlight::Leak || highlight.finding != finding)
            continue;
        // The followed leak stands out from the others: white on red, with the caret on it.
        QTextEdit::ExtraSelection focus;
        focus.cursor = QTextCursor(document());
        focus.cursor.setPosition(highlight.start);
        focus.cursor.setPosition(highlight.start + highlight.length, QTextCursor::KeepAnchor);
        focus.format.setBackground(leakForeground());
        focus.format.setForeground(Qt::white);
        setExtraSelections({focus});
        QTextCursor caret(document());
        caret.setPosition(highlight.start);
        setTextCursor(caret);
        ensureCursorVisible();
        return;
    }
}

int MessageDetailView::focusedFinding() const
{
    const QList<QTextEdit::ExtraSelection> selections = extraSelections();
    if (selections.isEmpty())
        return -1;
    const int start = selections.constFirst().cursor.selectionStart();
    for (const Highlight &highlight : m_highlights) {
        if (highlight.kind == Highlight::Leak && highlight.start == start)
            return highlight.finding;
    }
    return -1;
}

void MessageDetailView::heading(const QString &text)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    if (!document()->isEmpty() || cursor.position() > 0) {
        QTextBlockFormat block;
        block.setTopMargin(10);
        cursor.insertBlock(block, QTextCharFormat());
    }
    QTextCharFormat format;
    format.setFontWeight(QFont::Bold);
    format.setFontPointSize(font().pointSizeF() * 1.15);
    cursor.insertText(text, format);
}

void MessageDetailView::field(const QString &label, const QString &value, bool monospace)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    QTextCharFormat labelFormat;
    labelFormat.setForeground(mutedText());
    cursor.insertText(label + QStringLiteral(": "), labelFormat);
    QTextCharFormat valueFormat;
    if (value.isEmpty()) {
        valueFormat.setForeground(mutedText());
        cursor.insertText(QStringLiteral("—"), valueFormat);
        return;
    }
    if (monospace)
        valueFormat.setFontFamilies({fixedFamily()});
    cursor.insertText(value, valueFormat);
}

void MessageDetailView::link(const QString &label, const QString &text, const QString &href)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    QTextCharFormat labelFormat;
    labelFormat.setForeground(mutedText());
    if (!label.isEmpty())
        cursor.insertText(label + QStringLiteral(": "), labelFormat);
    QTextCharFormat format;
    format.setAnchor(true);
    format.setAnchorHref(href);
    format.setForeground(palette().link());
    format.setFontUnderline(true);
    cursor.insertText(text, format);
}

void MessageDetailView::note(const QString &text, const QColor &color)
{
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    QTextCharFormat format;
    format.setForeground(color);
    cursor.insertText(text, format);
}

QList<const Finding *> MessageDetailView::findingsAt(const QString &pointer) const
{
    QList<const Finding *> result;
    for (int index : m_findingsInView) {
        const Finding &finding = m_bundle->findings()[size_t(index)];
        if (finding.pointer == pointer)
            result.append(&finding);
    }
    return result;
}

QString MessageDetailView::findingTip(int finding) const
{
    const Finding &f = m_bundle->findings()[size_t(finding)];
    return plainToolTip(tr("Leak: %1 (%2 severity)\nSunrise's redaction would have written: %3\n%4")
                            .arg(provenance::leakKindTitle(f.kind), provenance::leakSeverityId(f.severity),
                                 f.masked, f.location()));
}

void MessageDetailView::insertMarked(const QString &text, QList<Mark> marks, bool monospace,
                                     const QString &label)
{
    // Leaks win over masks; overlapping marks are dropped.
    std::sort(marks.begin(), marks.end(), [](const Mark &a, const Mark &b) {
        if (a.kind != b.kind)
            return a.kind == Highlight::Leak;
        return a.start < b.start;
    });
    QList<Mark> kept;
    for (const Mark &mark : std::as_const(marks)) {
        if (mark.length <= 0 || mark.start < 0 || mark.start + mark.length > text.size())
            continue;
        const bool overlaps = std::any_of(kept.cbegin(), kept.cend(), [&](const Mark &other) {
            return mark.start < other.start + other.length && other.start < mark.start + mark.length;
        });
        if (!overlaps)
            kept.append(mark);
    }
    std::sort(kept.begin(), kept.end(), [](const Mark &a, const Mark &b) { return a.start < b.start; });

    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    if (!label.isEmpty()) {
        QTextCharFormat labelFormat;
        labelFormat.setForeground(mutedText());
        cursor.insertText(label + QStringLiteral(": "), labelFormat);
    }
    QTextCharFormat plain;
    if (monospace)
        plain.setFontFamilies({fixedFamily()});
    qsizetype at = 0;
    for (const Mark &mark : std::as_const(kept)) {
        if (mark.start > at)
            cursor.insertText(text.mid(at, mark.start - at), plain);
        QTextCharFormat format = plain;
        format.setProperty(HighlightKindProperty, int(mark.kind) + 1);
        switch (mark.kind) {
        case Highlight::Leak:
            format.setBackground(leakBackground());
            format.setForeground(leakForeground());
            format.setFontWeight(QFont::Bold);
            format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
            format.setUnderlineColor(leakForeground());
            format.setProperty(FindingProperty, mark.finding);
            format.setToolTip(findingTip(mark.finding));
            break;
        case Highlight::Masked:
            format.setBackground(maskedBackground());
            format.setToolTip(tr("Redacted by Sunrise"));
            break;
        case Highlight::Truncated:
            format.setBackground(truncatedBackground());
            format.setToolTip(tr("Truncated by Sunrise"));
            break;
        }
        const int start = cursor.position();
        cursor.insertText(text.mid(mark.start, mark.length), format);
        m_highlights.append({mark.kind, start, int(mark.length), mark.finding});
        at = mark.start + mark.length;
    }
    if (at < text.size())
        cursor.insertText(text.mid(at), plain);
}

void MessageDetailView::valueText(const QString &text, const QString &pointer, bool monospace,
                                  const QString &label)
{
    QList<Mark> marks;
    for (const Range &range : maskedRanges(text))
        marks.append({Highlight::Masked, range.start, range.length, -1});
    for (const Finding *finding : findingsAt(pointer)) {
        const int index = int(finding - m_bundle->findings().data());
        qsizetype start = -1;
        qsizetype length = 0;
        if (finding->embeddedPointer.isEmpty()) {
            start = utf16Offset(text, finding->matchOffset);
            length = utf16Offset(text, finding->matchOffset + finding->matchLength) - start;
        }
        if (start < 0 || text.mid(start, length) != finding->text) {
            start = text.indexOf(finding->text);
            length = finding->text.size();
        }
        if (start >= 0 && length > 0)
            marks.append({Highlight::Leak, start, length, index});
    }
    insertMarked(text, marks, monospace, label);
}

bool MessageDetailView::jsonText(const QByteArray &json, const QString &pointerPrefix,
                                 const QString &outerPointer)
{
    const FormattedJson formatted = provenance::formatJson(json, pointerPrefix);
    if (!formatted.ok)
        return false;
    QList<Mark> marks;
    QList<const Finding *> outer;
    if (!outerPointer.isEmpty())
        outer = findingsAt(outerPointer);
    for (const FormattedJson::Span &span : formatted.spans) {
        if (span.kind != FormattedJson::Span::Kind::String)
            continue;
        const QStringView token = QStringView(formatted.text).mid(span.start, span.length);
        const QByteArray value = span.value.toUtf8();
        if (LeakRules::isMaskedValue(std::string_view(value.constData(), size_t(value.size())))) {
            marks.append({Highlight::Masked, span.start, span.length, -1});
        } else {
            for (const Range &range : maskedRanges(token))
                marks.append({Highlight::Masked, span.start + range.start, range.length, -1});
        }
        QList<const Finding *> here;
        if (outerPointer.isEmpty()) {
            for (const Finding *finding : findingsAt(span.pointer)) {
                if (finding->embeddedPointer.isEmpty())
                    here.append(finding);
            }
        } else {
            for (const Finding *finding : std::as_const(outer)) {
                if (finding->embeddedPointer == span.pointer)
                    here.append(finding);
            }
        }
        for (const Finding *finding : std::as_const(here)) {
            const int index = int(finding - m_bundle->findings().data());
            const qsizetype from = utf16Offset(span.value, finding->matchOffset);
            const qsizetype to = utf16Offset(span.value, finding->matchOffset + finding->matchLength);
            qsizetype start = span.start + rawOffset(token, from);
            qsizetype length = rawOffset(token, to) - rawOffset(token, from);
            if (span.value.mid(from, to - from) != finding->text) {
                const qsizetype found = token.indexOf(finding->text);
                start = found >= 0 ? span.start + found : span.start;
                length = found >= 0 ? finding->text.size() : span.length;
            }
            marks.append({Highlight::Leak, start, length, index});
        }
    }
    insertMarked(formatted.text, marks, true);
    return true;
}

void MessageDetailView::contentBlock(int message, const QString &content)
{
    const QString pointer = m_bundle->messagePointer(message) + QStringLiteral("/content");
    if (content.isEmpty()) {
        note(tr("(empty content)"), mutedText());
        return;
    }
    QString shown = content;
    if (shown.size() > MaxShownChars) {
        note(tr("Showing the first %1 of %2 characters.").arg(MaxShownChars).arg(content.size()), mutedText());
        shown.truncate(MaxShownChars);
        valueText(shown, pointer, true);
        return;
    }
    const QChar first = shown.trimmed().isEmpty() ? QChar() : shown.trimmed().at(0);
    if ((first == QLatin1Char('{') || first == QLatin1Char('['))
        && jsonText(shown.toUtf8(), QString(), pointer))
        return;
    valueText(shown, pointer, false);
}

void MessageDetailView::showMessage(int message, int finding)
{
    if (!m_bundle || message < 0 || message >= int(m_bundle->messages().size())) {
        clearDetail();
        return;
    }
    m_message = message;
    m_call = -1;
    m_findingsInView = m_bundle->findingsOfMessage(message);
    const MessageDetail detail = m_bundle->message(message);
    begin();
    QString title = tr("Message #%1 · %2").arg(message + 1).arg(provenance::roleTitle(detail.role));
    if (!detail.capabilitySlug.isEmpty())
        title += QStringLiteral(" · ") + detail.capabilitySlug;
    heading(title);
    field(tr("Id"), detail.id, true);
    field(tr("Role"), detail.roleText);
    field(tr("Created"), detail.createdAt);
    if (detail.role == provenance::Role::Assistant || !detail.modelId.isEmpty()) {
        field(tr("Model"), detail.modelId);
        field(tr("Provider"), detail.providerSlug);
    }
    field(tr("Agent version"), detail.agentVersionId, true);
    field(tr("Workflow execution"), detail.workflowExecutionId, true);
    field(tr("Workflow version"), detail.workflowVersionId, true);
    if (!detail.capabilitySlug.isEmpty() || !detail.toolCallId.isEmpty()) {
        field(tr("Capability"), detail.capabilitySlug);
        field(tr("Tool call id"), detail.toolCallId, true);
    }
    const provenance::MessageSummary &summary = m_bundle->messages()[size_t(message)];
    if (summary.answersCall >= 0) {
        const CallSummary &call = m_bundle->calls()[size_t(summary.answersCall)];
        link(tr("Answers"),
             tr("call %1 (%2) of message #%3").arg(call.index + 1).arg(m_bundle->slugAt(call.slug)).arg(call.message + 1),
             QStringLiteral("capstudio:call/%1").arg(summary.answersCall));
    } else if (detail.role == provenance::Role::Tool) {
        note(tr("No traced call answers to this tool row (the turn ended early, or the call was refused)."), mutedText());
    }
    if (detail.provenance == ProvenanceState::Invalid) {
        heading(tr("Invalid provenance"));
        note(tr("Sunrise returns this message's provenance as null; capstudio shows and scans it anyway."),
             leakForeground());
        for (const QString &problem : detail.provenanceProblems)
            note(QStringLiteral("• ") + problem, leakForeground());
    }
    heading(tr("Content"));
    contentBlock(message, detail.content);
    if (!detail.calls.isEmpty()) {
        heading(tr("Capability calls (%1)").arg(detail.calls.size()));
        for (const CallDetail &call : detail.calls) {
            const int callIndex = int(summary.firstCall) + call.summary.index;
            QString text = (call.summary.success ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + call.slug;
            if (!call.summary.errorCode.isEmpty())
                text += QStringLiteral(" — ") + call.summary.errorCode;
            if (call.summary.leakCount > 0)
                text += QStringLiteral(" — ") + tr("%n leak(s)", nullptr, int(call.summary.leakCount));
            link(QString::number(call.summary.index + 1), text, QStringLiteral("capstudio:call/%1").arg(callIndex));
        }
    }
    citationsAndSources(message);
    finish(finding);
}

void MessageDetailView::citationsAndSources(int message)
{
    const MessageDetail detail = m_bundle->message(message);
    const QString base = m_bundle->messagePointer(message) + QStringLiteral("/provenance");
    if (!detail.citations.isEmpty()) {
        heading(tr("Citations (%1)").arg(detail.citations.size()));
        for (int i = 0; i < detail.citations.size(); ++i) {
            const QJsonObject &c = detail.citations.at(i);
            QString line = QStringLiteral("[%1] ").arg(c.value(QStringLiteral("marker")).toInt());
            line += c.value(QStringLiteral("documentName")).toString();
            line += QStringLiteral(" (") + c.value(QStringLiteral("documentId")).toString() + QLatin1Char(')');
            const QString section = c.value(QStringLiteral("section")).toString();
            if (!section.isEmpty())
                line += QStringLiteral(" — ") + section;
            line += QStringLiteral(" — ") + tr("similarity %1").arg(c.value(QStringLiteral("similarity")).toDouble(), 0, 'f', 4);
            note(line, palette().text().color());
            valueText(c.value(QStringLiteral("excerpt")).toString(),
                      base + QStringLiteral("/citations/%1/excerpt").arg(i), false);
        }
    }
    if (!detail.workflowSources.isEmpty()) {
        heading(tr("Workflow sources (%1)").arg(detail.workflowSources.size()));
        for (int i = 0; i < detail.workflowSources.size(); ++i) {
            const QJsonObject &s = detail.workflowSources.at(i);
            QString line = s.value(QStringLiteral("source")).toString() + QStringLiteral(" · ")
                + tr("confidence %1").arg(s.value(QStringLiteral("confidence")).toString());
            if (s.contains(QStringLiteral("stepId")))
                line += QStringLiteral(" · ") + tr("step %1").arg(s.value(QStringLiteral("stepId")).toString());
            note(line, palette().text().color());
            for (const QString &key : {QStringLiteral("reference"), QStringLiteral("snippet"), QStringLiteral("note")}) {
                if (!s.contains(key))
                    continue;
                valueText(s.value(key).toString(), base + QStringLiteral("/workflowSources/%1/%2").arg(i).arg(key),
                          false, key);
            }
        }
    }
}

void MessageDetailView::showCall(int call, int finding)
{
    if (!m_bundle || call < 0 || call >= int(m_bundle->calls().size())) {
        clearDetail();
        return;
    }
    const CallSummary &summary = m_bundle->calls()[size_t(call)];
    m_message = int(summary.message);
    m_call = call;
    m_findingsInView = m_bundle->findingsOfMessage(int(summary.message));
    if (summary.toolMessage >= 0) {
        const std::vector<int> more = m_bundle->findingsOfMessage(summary.toolMessage);
        m_findingsInView.insert(m_findingsInView.end(), more.begin(), more.end());
    }
    const MessageDetail message = m_bundle->message(int(summary.message));
    begin();
    if (qsizetype(summary.index) >= message.calls.size()) {
        heading(tr("Call %1 of message #%2").arg(summary.index + 1).arg(summary.message + 1));
        finish(-1);
        return;
    }
    const CallDetail &detail = message.calls.at(summary.index);
    heading(tr("%1 %2 — call %3 of message #%4")
                .arg(summary.success ? QStringLiteral("✓") : QStringLiteral("✗"), detail.slug)
                .arg(summary.index + 1)
                .arg(summary.message + 1));
    field(tr("Capability"), detail.slug, true);
    field(tr("Success"), summary.success ? tr("yes") : tr("no"));
    if (!summary.success)
        field(tr("Error code"), summary.errorCode, true);
    field(tr("Latency"), tr("%1 ms").arg(summary.latencyMs));
    field(tr("Cost"), std::isnan(summary.costUsd) ? tr("not recorded") : QStringLiteral("$%1").arg(summary.costUsd));
    link(tr("Traced in"), tr("message #%1").arg(summary.message + 1),
         QStringLiteral("capstudio:message/%1").arg(summary.message));
    if (summary.toolMessage >= 0)
        link(tr("Raw result"), tr("tool row #%1").arg(summary.toolMessage + 1),
             QStringLiteral("capstudio:message/%1").arg(summary.toolMessage));
    else
        note(tr("No tool row carries this call's raw result."), mutedText());

    heading(tr("Arguments (as persisted)"));
    if (!jsonText(detail.argumentsJson, detail.argumentsPointer, QString()))
        valueText(QString::fromUtf8(detail.argumentsJson), detail.argumentsPointer, true);
    if (m_schemas && m_schemas->has(detail.slug)) {
        const std::vector<provenance::DriftSchemas::Violation> violations =
            m_schemas->violations(detail.slug, detail.argumentsJson);
        if (violations.empty()) {
            note(tr("These arguments pass the parameters schema of %1 as the connection holds it now.").arg(detail.slug),
                 mutedText());
        } else {
            heading(tr("Schema drift"));
            note(tr("These arguments would not pass the parameters schema of %1 as the connection holds it now:")
                     .arg(detail.slug),
                 toneColor(Tone::Negative, palette()));
            for (const provenance::DriftSchemas::Violation &violation : violations)
                field(violation.pointer.isEmpty() ? QStringLiteral("/") : violation.pointer, violation.message, true);
        }
    }

    heading(tr("Result preview"));
    if (!summary.hasPreview) {
        note(tr("(no preview stored)"), mutedText());
    } else {
        if (summary.truncatedPreview) {
            QTextCursor cursor(document());
            cursor.movePosition(QTextCursor::End);
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
            QTextCharFormat badge;
            badge.setBackground(truncatedBackground());
            badge.setFontWeight(QFont::Bold);
            badge.setProperty(HighlightKindProperty, int(Highlight::Truncated) + 1);
            badge.setToolTip(tr("Sunrise cut this preview to 480 characters (479 + “…”, or 477 + “...” "
                                "for an unknown tool); the rest of the result is not in the bundle."));
            const int start = cursor.position();
            const QString text = tr(" truncated ");
            cursor.insertText(text, badge);
            m_highlights.append({Highlight::Truncated, start, int(text.size()), -1});
        }
        const QString &preview = detail.resultPreview;
        if (!jsonText(preview.toUtf8(), QString(), detail.resultPreviewPointer)) {
            valueText(preview, detail.resultPreviewPointer, true);
            if (summary.truncatedPreview) {
                const qsizetype tail = preview.endsWith(QChar(0x2026)) ? 1 : preview.endsWith(QLatin1String("...")) ? 3 : 0;
                if (tail > 0) {
                    QTextCursor cursor(document());
                    cursor.movePosition(QTextCursor::End);
                    cursor.movePosition(QTextCursor::PreviousCharacter, QTextCursor::KeepAnchor, int(tail));
                    QTextCharFormat format;
                    format.setBackground(truncatedBackground());
                    format.setProperty(HighlightKindProperty, int(Highlight::Truncated) + 1);
                    format.setToolTip(tr("Truncated by Sunrise"));
                    cursor.mergeCharFormat(format);
                    m_highlights.append({Highlight::Truncated, cursor.selectionStart(), int(tail), -1});
                }
            }
        }
    }

    if (summary.toolMessage >= 0) {
        heading(tr("Raw result (tool row #%1, not redacted by Sunrise)").arg(summary.toolMessage + 1));
        contentBlock(summary.toolMessage, m_bundle->content(summary.toolMessage));
    }
    finish(finding);
}

} // namespace capstudio
