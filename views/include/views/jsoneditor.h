#pragma once

#include "core/diagnostic.h"
#include "core/jsonsourcemap.h"

#include <QJsonValue>
#include <QPlainTextEdit>
#include <QTimer>
#include <memory>
#include <optional>

namespace capstudio {

class JsonDiagnosticMarkers;
class JsonHighlighter;
class LineNumberArea;

// A plain-text JSON editor: line numbers, syntax colours from the palette, two-space
// indentation, and diagnostics underlined where their JSON pointer is written.
//
// The editor re-reads its text 150 ms after the last edit (JsonSourceMap for positions and
// the syntax error, QJsonDocument for the value) and then reports: textEdited() once for
// the burst of edits, syntaxChanged() when validity or the syntax error changes, and
// documentChanged() when the text is valid and its value differs from the last one
// reported. Diagnostics are kept by pointer, so they follow their values through edits.
// Undo stays in the editor's own document, as in QPlainTextEdit.
class JsonEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    static constexpr int ReparseDelayMs = 150;

    explicit JsonEditor(QWidget *parent = nullptr);
    ~JsonEditor() override;

    // Loads text as a document (not an edit: no textEdited()), parsed at once.
    // Plain setPlainText() counts as an edit.
    void setJsonText(const QString &text);

    // Underlines each diagnostic's pointer (or line and column): errors with a red wave,
    // warnings with an amber wave, infos dotted. A pointer that is not in the text shows at
    // its nearest existing ancestor, on the key where there is one.
    void setDiagnostics(const Diagnostics &diagnostics);
    const Diagnostics &diagnostics() const { return m_diagnostics; }

    bool isSyntaxValid() const { return m_syntaxError == std::nullopt && m_map.isValid(); }
    // The current syntax error as a diagnostic (rule "json-syntax", line and column).
    const std::optional<Diagnostic> &syntaxError() const { return m_syntaxError; }
    // The value last reported by documentChanged(); Undefined before the first.
    QJsonValue value() const { return m_value; }
    const JsonSourceMap &sourceMap() const { return m_map; }

    // Selects the value at pointer and scrolls to it; when it is missing, selects where its
    // nearest existing ancestor is shown and returns false.
    bool selectPointer(const QString &pointer);
    // The innermost value (or member) at the cursor.
    QString pointerAtCursor() const;

    int lineNumberAreaWidth() const;
    // The messages shown on hover at a document position, one per line; empty if none.
    QString toolTipAt(int position) const;

public slots:
    // Runs the pending re-read now instead of waiting for the timer.
    void reparseNow();

signals:
    void syntaxChanged(bool valid);
    void documentChanged(const QJsonValue &parsed);
    void textEdited();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class LineNumberArea;

    QString currentText() const;
    void onContentsChanged();
    void reparse();
    JsonSourceMap freshMap() const;
    void refreshMarkers();
    void applyPalette();
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    int positionAt(const QPoint &viewportPos) const;

    LineNumberArea *m_gutter = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QTimer m_reparseTimer;
    JsonSourceMap m_map;
    bool m_mapDirty = true;
    bool m_loading = false;
    bool m_userEdited = false;
    QString m_lastText;
    Diagnostics m_diagnostics;
    std::optional<Diagnostic> m_syntaxError;
    JsonSourceMap::Span m_syntaxSpan;
    std::optional<bool> m_reportedValid;
    QString m_reportedError;
    QJsonValue m_value = QJsonValue(QJsonValue::Undefined);
    std::unique_ptr<JsonDiagnosticMarkers> m_markers;
};

} // namespace capstudio
