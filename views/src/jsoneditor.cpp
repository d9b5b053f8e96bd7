#include "views/jsoneditor.h"

#include "jsondiagnosticmarkers.h"
#include "jsonhighlighter.h"
#include "jsonindenter.h"
#include "linenumberarea.h"
#include "core/tone.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QTextBlock>
#include <QToolTip>

namespace capstudio {

namespace {

QString syntaxRuleId()
{
    return QStringLiteral("json-syntax");
}

QTextCharFormat underlineFormat(Severity severity, const QPalette &palette)
{
    QTextCharFormat format;
    switch (severity) {
    case Severity::Error:
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(toneColor(Tone::Negative, palette));
        break;
    case Severity::Warning:
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(toneColor(Tone::Neutral, palette));
        break;
    case Severity::Info:
        format.setUnderlineStyle(QTextCharFormat::DotLine);
        format.setUnderlineColor(palette.color(QPalette::Link));
        break;
    }
    return format;
}

} // namespace

JsonEditor::JsonEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_gutter(new LineNumberArea(this))
    , m_highlighter(new JsonHighlighter(document()))
    , m_markers(std::make_unique<JsonDiagnosticMarkers>())
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setAccessibleDescription(tr("JSON. Tab indents; Ctrl+Tab moves to the next control."));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * JsonIndenter::Width);

    m_reparseTimer.setSingleShot(true);
    m_reparseTimer.setInterval(ReparseDelayMs);
    connect(&m_reparseTimer, &QTimer::timeout, this, &JsonEditor::reparse);
    connect(document(), &QTextDocument::contentsChange, this, &JsonEditor::onContentsChanged);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &JsonEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &JsonEditor::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, m_gutter, qOverload<>(&QWidget::update));

    applyPalette();
    updateGutterWidth();
}

JsonEditor::~JsonEditor() = default;

void JsonEditor::setJsonText(const QString &text)
{
    m_loading = true;
    setPlainText(text);
    m_loading = false;
    m_userEdited = false;
    m_lastText = currentText();
    reparse();
}

void JsonEditor::setDiagnostics(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    // With edits pending, the re-read places them; until then the old marks ride along.
    if (!m_mapDirty)
        refreshMarkers();
}

bool JsonEditor::selectPointer(const QString &pointer)
{
    const JsonSourceMap map = freshMap();
    const std::optional<JsonSourceMap::Span> exact = map.valueSpan(pointer);
    const std::optional<JsonSourceMap::Span> span = exact ? exact : JsonDiagnosticMarkers::anchor(map, pointer);
    if (!span)
        return false;
    const int last = document()->characterCount() - 1;
    // Anchor at the end and the cursor at the start, so a long value scrolls to its start.
    QTextCursor cursor(document());
    cursor.setPosition(qBound(0, span->end, last));
    cursor.setPosition(qBound(0, span->start, last), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
    return exact.has_value();
}

QString JsonEditor::pointerAtCursor() const
{
    return freshMap().pointerAt(textCursor().position());
}

int JsonEditor::lineNumberAreaWidth() const
{
    return m_gutter->preferredWidth();
}

QString JsonEditor::toolTipAt(int position) const
{
    return m_markers->toolTipAt(position);
}

void JsonEditor::reparseNow()
{
    if (m_reparseTimer.isActive() || m_mapDirty)
        reparse();
}

void JsonEditor::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers chord =
        event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    if (isReadOnly()) {
        QPlainTextEdit::keyPressEvent(event);
        return;
    }
    // Tab indents here; Ctrl+Tab and Ctrl+Shift+Tab move on, so the keyboard is never held.
    if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) && chord == Qt::ControlModifier) {
        // QPlainTextEdit keeps the focus while it is editable; the widget's own chain moves it.
        QAbstractScrollArea::focusNextPrevChild(event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier));
        event->accept();
        return;
    }
    QTextCursor cursor = textCursor();
    bool handled = true;
    if (event->key() == Qt::Key_Tab && !chord)
        JsonIndenter::indent(cursor);
    else if (event->key() == Qt::Key_Backtab && !chord)
        JsonIndenter::unindent(cursor);
    else if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !chord)
        JsonIndenter::newline(cursor); // also for Shift+Enter, which would insert U+2028
    else if (event->text() == QLatin1String("}") || event->text() == QLatin1String("]"))
        JsonIndenter::insertCloser(cursor, event->text().at(0));
    else
        handled = false;

    if (!handled) {
        QPlainTextEdit::keyPressEvent(event);
        return;
    }
    setTextCursor(cursor);
    ensureCursorVisible();
    event->accept();
}

void JsonEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), lineNumberAreaWidth(), area.height()));
}

bool JsonEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(positionAt(help->pos()));
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            // Rich text, escaped, so a message never turns into markup.
            QToolTip::showText(help->globalPos(),
                               QStringLiteral("<p style='white-space:pre'>%1</p>")
                                   .arg(text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"))),
                               viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void JsonEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
        setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * JsonIndenter::Width);
        updateGutterWidth();
        break;
    case QEvent::PaletteChange:
    case QEvent::StyleChange:
        applyPalette();
        break;
    default:
        break;
    }
}

QString JsonEditor::currentText() const
{
    // Raw text keeps no-break spaces (toPlainText() would turn them into spaces); only the
    // block separators become line breaks. Offsets stay document positions.
    QString text = document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

JsonSourceMap JsonEditor::freshMap() const
{
    return m_mapDirty ? JsonSourceMap::parse(currentText()) : m_map;
}

void JsonEditor::onContentsChanged()
{
    m_mapDirty = true;
    if (m_loading)
        return;
    m_userEdited = true;
    m_reparseTimer.start();
}

void JsonEditor::reparse()
{
    m_reparseTimer.stop();
    const QString text = currentText();
    const bool edited = m_userEdited && text != m_lastText;
    m_userEdited = false;
    m_lastText = text;
    m_map = JsonSourceMap::parse(text);
    m_mapDirty = false;

    QJsonValue parsed;
    m_syntaxError.reset();
    if (const std::optional<JsonSourceMap::SyntaxError> &error = m_map.error()) {
        m_syntaxSpan = error->span();
        m_syntaxError = Diagnostic::error(syntaxRuleId(), error->message,
                                          SourceLocation::atLine(QString(), error->line, error->column));
    } else {
        // The tokenizer is the stricter of the two, so this refusal is a safety net only.
        QJsonParseError qtError;
        const QByteArray utf8 = text.toUtf8();
        const QJsonDocument document = QJsonDocument::fromJson("[" + utf8 + "\n]", &qtError);
        if (qtError.error == QJsonParseError::NoError && document.isArray()) {
            parsed = document.array().at(0);
        } else {
            const int offset = qBound(0, int(QString::fromUtf8(utf8.left(qMax(0, qtError.offset - 1))).size()),
                                      int(text.size()));
            const auto [line, column] = JsonSourceMap::lineColumnAt(text, offset);
            m_syntaxSpan = {offset, offset};
            m_syntaxError = Diagnostic::error(syntaxRuleId(), qtError.errorString(),
                                              SourceLocation::atLine(QString(), line, column));
        }
    }
    refreshMarkers();

    const bool valid = !m_syntaxError.has_value();
    const QString errorText = m_syntaxError ? m_syntaxError->toText() : QString();
    if (edited)
        emit textEdited();
    if (m_reportedValid != valid || errorText != m_reportedError) {
        m_reportedValid = valid;
        m_reportedError = errorText;
        emit syntaxChanged(valid);
    }
    if (valid && parsed != m_value) {
        m_value = parsed;
        emit documentChanged(m_value);
    }
}

void JsonEditor::refreshMarkers()
{
    m_markers->rebuild(m_map, m_diagnostics, m_syntaxError, m_syntaxSpan);
    const int last = document()->characterCount() - 1;
    QList<QTextEdit::ExtraSelection> selections;
    selections.reserve(m_markers->markers().size());
    for (const JsonDiagnosticMarkers::Marker &marker : m_markers->markers()) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(document());
        selection.cursor.setPosition(qBound(0, marker.start, last));
        selection.cursor.setPosition(qBound(0, marker.end, last), QTextCursor::KeepAnchor);
        selection.format = underlineFormat(marker.severity, palette());
        selections.append(selection);
    }
    setExtraSelections(selections);
    m_gutter->setLineSeverities(m_markers->lineSeverities());
}

void JsonEditor::applyPalette()
{
    m_highlighter->setPalette(palette());
    m_gutter->update();
    if (!m_mapDirty)
        refreshMarkers();
}

void JsonEditor::updateGutterWidth()
{
    const int width = lineNumberAreaWidth();
    setViewportMargins(width, 0, 0, 0);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), width, area.height()));
}

void JsonEditor::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateGutterWidth();
}

int JsonEditor::positionAt(const QPoint &viewportPos) const
{
    // cursorForPosition() gives the nearest gap between characters; the character under
    // the pointer is the one after that gap, or before it when the pointer is left of it.
    const QTextCursor cursor = cursorForPosition(viewportPos);
    int position = cursor.position();
    if (viewportPos.x() < cursorRect(cursor).x() && position > cursor.block().position())
        --position;
    return position;
}

} // namespace capstudio
