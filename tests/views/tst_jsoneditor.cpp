#include "views/jsoneditor.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>

using namespace capstudio;

Q_DECLARE_METATYPE(capstudio::Diagnostic)

namespace {

const char *const Sample = R"({
  "name": "search",
  "description": "Looks things up",
  "parameters": {
    "type": "object",
    "properties": {
      "query": {"type": "strng"}
    }
  }
})";

QString sample()
{
    return QString::fromUtf8(Sample);
}

// Offset of the n-th occurrence of needle in the editor's text.
int offsetOf(const JsonEditor &editor, const QString &needle, int occurrence = 0)
{
    const QString text = editor.toPlainText();
    qsizetype at = -1;
    for (int i = 0; i <= occurrence; ++i)
        at = text.indexOf(needle, at + 1);
    return int(at);
}

Diagnostic at(Severity severity, const QString &pointer, const QString &message = QStringLiteral("Problem here"))
{
    return Diagnostic(severity, QStringLiteral("test-rule"), message, SourceLocation::atPointer(QString(), pointer));
}

// Loose enough for an antialiased one-pixel wave blended with the background.
bool isRed(const QColor &color)
{
    return color.red() > 170 && color.red() - color.green() > 60 && color.red() - color.blue() > 60;
}

// An orange to amber hue (the warning tone, dark on a light palette), saturated and not
// washed out by the background it is blended with.
bool isAmber(const QColor &color)
{
    const int hue = color.hsvHue();
    return hue >= 20 && hue <= 50 && color.hsvSaturation() > 90 && color.value() > 110;
}

// Counts pixels of the image inside rect for which test holds.
template<typename Test>
int countPixels(const QImage &image, const QRect &rect, Test test)
{
    int count = 0;
    const QRect clipped = rect.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y) {
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            count += test(image.pixelColor(x, y)) ? 1 : 0;
    }
    return count;
}

// The viewport rectangle from a span's first character to its last, plus room below for the underline.
QRect spanRect(const JsonEditor &editor, int start, int end)
{
    QTextCursor from(editor.document());
    from.setPosition(start);
    QTextCursor to(editor.document());
    to.setPosition(end);
    const QRect a = editor.cursorRect(from);
    const QRect b = editor.cursorRect(to);
    return QRect(QPoint(a.left(), a.top()), QPoint(b.left(), b.bottom() + 3));
}

} // namespace

class tst_JsonEditor : public QObject
{
    Q_OBJECT

private slots:
    void loadingIsNotAnEdit();
    void usesFixedPitchFont();
    void diagnosticsUnderlineTheirSpans_data();
    void diagnosticsUnderlineTheirSpans();
    void errorsPaintOverWarnings();
    void diagnosticsFollowEdits();
    void syntaxErrorSignalsAndUnderlines();
    void truncatedTextUnderlinesWhereItStops();
    void burstOfKeystrokesIsOneEdit();
    void whitespaceEditKeepsTheValue();
    void selectPointer_data();
    void selectPointer();
    void gutterGrowsWithDigits();
    void toolTipsShowMessagesAtPosition();
    void enterAndTabIndent();
    void coloursFollowThePalette();
    void underlinesAreVisible();
};

void tst_JsonEditor::loadingIsNotAnEdit()
{
    JsonEditor editor;
    QSignalSpy edited(&editor, &JsonEditor::textEdited);
    QSignalSpy syntax(&editor, &JsonEditor::syntaxChanged);
    QSignalSpy changed(&editor, &JsonEditor::documentChanged);
    editor.setJsonText(sample());

    QCOMPARE(syntax.size(), 1);
    QCOMPARE(syntax.at(0).at(0).toBool(), true);
    QCOMPARE(changed.size(), 1);
    const QJsonValue expected = QJsonDocument::fromJson(Sample).object();
    QCOMPARE(changed.at(0).at(0).value<QJsonValue>(), expected);
    QCOMPARE(editor.value(), expected);
    QVERIFY(editor.isSyntaxValid());
    QVERIFY(!editor.syntaxError());
    QVERIFY(!editor.document()->isUndoAvailable());

    // Nothing else arrives later: highlighting is not an edit.
    QTest::qWait(2 * JsonEditor::ReparseDelayMs);
    QCOMPARE(edited.size(), 0);
    QCOMPARE(syntax.size(), 1);
    QCOMPARE(changed.size(), 1);
}

void tst_JsonEditor::usesFixedPitchFont()
{
    JsonEditor editor;
    // By measure: fontconfig does not flag every monospace font (Noto Sans Mono) as fixed pitch.
    const QFontMetricsF metrics(editor.font());
    QCOMPARE(metrics.horizontalAdvance(QLatin1Char('i')), metrics.horizontalAdvance(QLatin1Char('M')));
    QCOMPARE(metrics.horizontalAdvance(QLatin1Char('.')), metrics.horizontalAdvance(QLatin1Char('W')));
    QCOMPARE(editor.lineWrapMode(), QPlainTextEdit::NoWrap);
}

void tst_JsonEditor::diagnosticsUnderlineTheirSpans_data()
{
    QTest::addColumn<Diagnostic>("diagnostic");
    QTest::addColumn<QString>("underlined");
    QTest::addColumn<int>("occurrence");
    QTest::addColumn<int>("style");

    const int wave = QTextCharFormat::WaveUnderline;
    QTest::newRow("error on a scalar value")
        << at(Severity::Error, QStringLiteral("/parameters/properties/query/type")) << QStringLiteral("\"strng\"") << 0 << wave;
    QTest::newRow("warning on a string")
        << at(Severity::Warning, QStringLiteral("/description")) << QStringLiteral("\"Looks things up\"") << 0 << wave;
    QTest::newRow("info dotted") << at(Severity::Info, QStringLiteral("/name")) << QStringLiteral("\"search\"") << 0
                                 << int(QTextCharFormat::DotLine);
    QTest::newRow("object member shows on its key")
        << at(Severity::Error, QStringLiteral("/parameters/properties")) << QStringLiteral("\"properties\"") << 0 << wave;
    QTest::newRow("missing key shows on the parent's key")
        << at(Severity::Error, QStringLiteral("/parameters/required")) << QStringLiteral("\"parameters\"") << 0 << wave;
    QTest::newRow("missing deep pointer shows on the nearest ancestor")
        << at(Severity::Warning, QStringLiteral("/parameters/properties/limit/type")) << QStringLiteral("\"properties\"")
        << 0 << wave;
    QTest::newRow("below a scalar shows the scalar")
        << at(Severity::Error, QStringLiteral("/name/0")) << QStringLiteral("\"search\"") << 0 << wave;
    QTest::newRow("root shows its brace") << at(Severity::Error, QString()) << QStringLiteral("{") << 0 << wave;
    QTest::newRow("missing top-level key shows the root brace")
        << at(Severity::Error, QStringLiteral("/version")) << QStringLiteral("{") << 0 << wave;
    QTest::newRow("line and column")
        << Diagnostic::error(QStringLiteral("test-rule"), QStringLiteral("Here"), SourceLocation::atLine(QString(), 3, 18))
        << QStringLiteral("\"Looks things up\"") << 0 << wave;
    QTest::newRow("whole line")
        << Diagnostic::warning(QStringLiteral("test-rule"), QStringLiteral("Here"), SourceLocation::atLine(QString(), 5, 0))
        << QStringLiteral("\"type\": \"object\",") << 0 << wave;
}

void tst_JsonEditor::diagnosticsUnderlineTheirSpans()
{
    QFETCH(Diagnostic, diagnostic);
    QFETCH(QString, underlined);
    QFETCH(int, occurrence);
    QFETCH(int, style);

    JsonEditor editor;
    editor.setJsonText(sample());
    editor.setDiagnostics({diagnostic});
    QCOMPARE(editor.diagnostics(), Diagnostics{diagnostic});

    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    QCOMPARE(selections.size(), 1);
    const QTextEdit::ExtraSelection &selection = selections.constFirst();
    const int start = offsetOf(editor, underlined, occurrence);
    QVERIFY(start >= 0);
    QCOMPARE(selection.cursor.selectionStart(), start);
    QCOMPARE(selection.cursor.selectionEnd(), start + int(underlined.size()));
    QCOMPARE(int(selection.format.underlineStyle()), style);
    const QColor colour = selection.format.underlineColor();
    if (diagnostic.severity() == Severity::Error)
        QVERIFY2(isRed(colour), qPrintable(colour.name()));
    else if (diagnostic.severity() == Severity::Warning)
        QVERIFY2(isAmber(colour), qPrintable(colour.name()));

    editor.setDiagnostics({});
    QVERIFY(editor.extraSelections().isEmpty());
}

void tst_JsonEditor::errorsPaintOverWarnings()
{
    JsonEditor editor;
    editor.setJsonText(sample());
    const QString pointer = QStringLiteral("/parameters/properties/query/type");
    editor.setDiagnostics({at(Severity::Error, pointer, QStringLiteral("Unknown type")),
                           at(Severity::Warning, pointer, QStringLiteral("Looks misspelt"))});
    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    QCOMPARE(selections.size(), 2);
    QVERIFY(isAmber(selections.at(0).format.underlineColor()));
    QVERIFY(isRed(selections.at(1).format.underlineColor())); // last, so painted on top
    const int inside = offsetOf(editor, QStringLiteral("strng"));
    QCOMPARE(editor.toolTipAt(inside), QStringLiteral("Error: Unknown type [test-rule]\nWarning: Looks misspelt [test-rule]"));
}

void tst_JsonEditor::diagnosticsFollowEdits()
{
    JsonEditor editor;
    editor.setJsonText(sample());
    editor.setDiagnostics({at(Severity::Error, QStringLiteral("/parameters/properties/query/type"))});

    QTextCursor cursor(editor.document());
    cursor.setPosition(offsetOf(editor, QStringLiteral("search")));
    cursor.insertText(QStringLiteral("web "));
    cursor.setPosition(offsetOf(editor, QStringLiteral("\"properties\"")));
    cursor.insertText(QStringLiteral("\"extra\": [1, 2],\n      "));
    editor.reparseNow();

    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    QCOMPARE(selections.size(), 1);
    QCOMPARE(selections.at(0).cursor.selectedText(), QStringLiteral("\"strng\""));
    QCOMPARE(selections.at(0).cursor.selectionStart(), offsetOf(editor, QStringLiteral("\"strng\"")));
}

void tst_JsonEditor::syntaxErrorSignalsAndUnderlines()
{
    JsonEditor editor;
    editor.setJsonText(sample());
    QSignalSpy syntax(&editor, &JsonEditor::syntaxChanged);
    QSignalSpy changed(&editor, &JsonEditor::documentChanged);
    QSignalSpy edited(&editor, &JsonEditor::textEdited);

    // Remove the comma after "search": line 3 then starts without one.
    QTextCursor cursor(editor.document());
    const int comma = offsetOf(editor, QStringLiteral("\"search\",")) + 8;
    cursor.setPosition(comma);
    cursor.deleteChar();
    QCOMPARE(syntax.size(), 0); // debounced
    QVERIFY(syntax.wait(2000));
    QCOMPARE(syntax.size(), 1);
    QCOMPARE(syntax.at(0).at(0).toBool(), false);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(changed.size(), 0);
    QVERIFY(!editor.isSyntaxValid());

    const Diagnostic error = *editor.syntaxError();
    QCOMPARE(error.ruleId(), QStringLiteral("json-syntax"));
    QCOMPARE(error.severity(), Severity::Error);
    QCOMPARE(error.location().line, 3);
    QCOMPARE(error.location().column, 3);
    QVERIFY2(error.message().contains(QLatin1String("Missing ','")), qPrintable(error.message()));

    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    QCOMPARE(selections.size(), 1);
    const int next = offsetOf(editor, QStringLiteral("\"description\""));
    QCOMPARE(selections.at(0).cursor.selectionStart(), next);
    QCOMPARE(selections.at(0).cursor.selectionEnd(), next + 13); // the whole unexpected string
    QCOMPARE(selections.at(0).format.underlineStyle(), QTextCharFormat::WaveUnderline);
    QVERIFY(isRed(selections.at(0).format.underlineColor()));
    QVERIFY(editor.toolTipAt(next).contains(QLatin1String("Missing ','")));

    // Undo restores the same value: valid again, but the value did not change.
    editor.undo();
    QVERIFY(syntax.wait(2000));
    QCOMPARE(syntax.size(), 2);
    QCOMPARE(syntax.at(1).at(0).toBool(), true);
    QCOMPARE(changed.size(), 0);
    QVERIFY(editor.extraSelections().isEmpty());
    QVERIFY(!editor.syntaxError());
}

void tst_JsonEditor::truncatedTextUnderlinesWhereItStops()
{
    JsonEditor editor;
    QSignalSpy syntax(&editor, &JsonEditor::syntaxChanged);
    editor.setJsonText(QStringLiteral("{\"a\": [1, 2\n\n"));
    QCOMPARE(syntax.size(), 1);
    QCOMPARE(syntax.at(0).at(0).toBool(), false);
    const QList<QTextEdit::ExtraSelection> selections = editor.extraSelections();
    QCOMPARE(selections.size(), 1);
    QCOMPARE(selections.at(0).cursor.selectedText(), QStringLiteral("2"));
    QCOMPARE(editor.syntaxError()->location().line, 3);
}

void tst_JsonEditor::burstOfKeystrokesIsOneEdit()
{
    JsonEditor editor;
    editor.setJsonText(sample());
    QSignalSpy edited(&editor, &JsonEditor::textEdited);
    QSignalSpy changed(&editor, &JsonEditor::documentChanged);

    QTextCursor cursor = editor.textCursor();
    cursor.setPosition(offsetOf(editor, QStringLiteral("search\"")) + 6);
    editor.setTextCursor(cursor);
    QTest::keyClicks(&editor, QStringLiteral("_web"));
    QCOMPARE(edited.size(), 0);
    QVERIFY(edited.wait(2000));
    QCOMPARE(edited.size(), 1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).value<QJsonValue>()[QLatin1String("name")].toString(), QStringLiteral("search_web"));
    QTest::qWait(2 * JsonEditor::ReparseDelayMs);
    QCOMPARE(edited.size(), 1);
}

void tst_JsonEditor::whitespaceEditKeepsTheValue()
{
    JsonEditor editor;
    editor.setJsonText(sample());
    QSignalSpy edited(&editor, &JsonEditor::textEdited);
    QSignalSpy changed(&editor, &JsonEditor::documentChanged);
    QTextCursor cursor(editor.document());
    cursor.setPosition(1);
    cursor.insertText(QStringLiteral("   "));
    editor.reparseNow();
    QCOMPARE(edited.size(), 1);
    QCOMPARE(changed.size(), 0);
}

void tst_JsonEditor::selectPointer_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("selected");
    QTest::addColumn<bool>("found");

    QTest::newRow("scalar") << QStringLiteral("/parameters/properties/query/type") << QStringLiteral("\"strng\"") << true;
    QTest::newRow("object") << QStringLiteral("/parameters/properties/query") << QStringLiteral("{\"type\": \"strng\"}") << true;
    QTest::newRow("missing key selects the parent's key")
        << QStringLiteral("/parameters/required") << QStringLiteral("\"parameters\"") << false;
    QTest::newRow("missing top-level key selects the root brace") << QStringLiteral("/nope") << QStringLiteral("{") << false;
}

void tst_JsonEditor::selectPointer()
{
    QFETCH(QString, pointer);
    QFETCH(QString, selected);
    QFETCH(bool, found);

    JsonEditor editor;
    editor.setJsonText(sample());
    QCOMPARE(editor.selectPointer(pointer), found);
    const QTextCursor cursor = editor.textCursor();
    QCOMPARE(cursor.selectedText(), selected);
    QCOMPARE(cursor.position(), offsetOf(editor, selected)); // cursor at the start
    if (found)
        QCOMPARE(editor.pointerAtCursor(), pointer);

    // Malformed pointers select nothing.
    QVERIFY(!editor.selectPointer(QStringLiteral("no-slash")));
    QCOMPARE(editor.textCursor().selectedText(), selected);
}

void tst_JsonEditor::gutterGrowsWithDigits()
{
    JsonEditor editor;
    editor.resize(400, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const int digit = editor.fontMetrics().horizontalAdvance(QLatin1Char('9'));

    editor.setJsonText(QStringLiteral("[\n1,\n2,\n3,\n4,\n5,\n6,\n7\n]"));
    QCOMPARE(editor.blockCount(), 9);
    const int nine = editor.lineNumberAreaWidth();
    const int viewportLeft = editor.viewport()->geometry().left();
    QVERIFY(nine > digit);

    QTextCursor cursor(editor.document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("\n"));
    QCOMPARE(editor.blockCount(), 10);
    QCOMPARE(editor.lineNumberAreaWidth(), nine + digit);
    QCOMPARE(editor.viewport()->geometry().left(), viewportLeft + digit);

    cursor.insertText(QString(90, QLatin1Char('\n')));
    QCOMPARE(editor.blockCount(), 100);
    QCOMPARE(editor.lineNumberAreaWidth(), nine + 2 * digit);

    editor.document()->undo();
    QCOMPARE(editor.lineNumberAreaWidth(), nine + digit);
}

void tst_JsonEditor::toolTipsShowMessagesAtPosition()
{
    JsonEditor editor;
    editor.resize(500, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setJsonText(sample());
    editor.setDiagnostics({at(Severity::Error, QStringLiteral("/parameters/properties/query/type"),
                              QStringLiteral("Unknown type strng"))});

    const int start = offsetOf(editor, QStringLiteral("\"strng\""));
    QCOMPARE(editor.toolTipAt(start), QStringLiteral("Error: Unknown type strng [test-rule]"));
    QCOMPARE(editor.toolTipAt(start + 6), QStringLiteral("Error: Unknown type strng [test-rule]"));
    QVERIFY(editor.toolTipAt(start - 1).isEmpty());
    QVERIFY(editor.toolTipAt(start + 7).isEmpty());

    // Hover over the middle of the underlined value.
    const QRect span = spanRect(editor, start, start + 7);
    const QPoint inside(span.center().x(), span.top() + 2);
    QHelpEvent hover(QEvent::ToolTip, inside, editor.viewport()->mapToGlobal(inside));
    QApplication::sendEvent(editor.viewport(), &hover);
    QVERIFY(hover.isAccepted());
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QLatin1String("Unknown type strng")), qPrintable(QToolTip::text()));

    // Hover over the "name" key: nothing to say.
    QTextCursor key(editor.document());
    key.setPosition(offsetOf(editor, QStringLiteral("name")) + 1);
    const QPoint elsewhere = editor.cursorRect(key).center();
    QHelpEvent away(QEvent::ToolTip, elsewhere, editor.viewport()->mapToGlobal(elsewhere));
    QApplication::sendEvent(editor.viewport(), &away);
    QVERIFY(!away.isAccepted());
    QTRY_VERIFY(!QToolTip::isVisible());
}

void tst_JsonEditor::enterAndTabIndent()
{
    JsonEditor editor;
    editor.setJsonText(QStringLiteral("{}"));
    QTextCursor cursor = editor.textCursor();
    cursor.setPosition(1);
    editor.setTextCursor(cursor);

    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.toPlainText(), QStringLiteral("{\n  \n}"));
    QCOMPARE(editor.textCursor().blockNumber(), 1);
    QCOMPARE(editor.textCursor().positionInBlock(), 2);

    QTest::keyClicks(&editor, QStringLiteral("\"a\": ["));
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.toPlainText(), QStringLiteral("{\n  \"a\": [\n    \n}"));
    QTest::keyClicks(&editor, QStringLiteral("1"));
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.textCursor().positionInBlock(), 4); // same indentation as the line above
    QTest::keyClicks(&editor, QStringLiteral("]")); // closing bracket steps back a level
    QCOMPARE(editor.toPlainText(), QStringLiteral("{\n  \"a\": [\n    1\n  ]\n}"));

    QTest::keyClick(&editor, Qt::Key_Tab);
    QCOMPARE(editor.textCursor().block().text(), QStringLiteral("  ]  "));
    QTest::keyClick(&editor, Qt::Key_Backtab);
    QCOMPARE(editor.textCursor().block().text(), QStringLiteral("]  "));

    // Tab over several lines indents each of them, as one undo step.
    editor.setJsonText(QStringLiteral("[\n1,\n2\n]"));
    cursor = editor.textCursor();
    cursor.setPosition(2);
    cursor.setPosition(6, QTextCursor::KeepAnchor);
    editor.setTextCursor(cursor);
    QTest::keyClick(&editor, Qt::Key_Tab);
    QCOMPARE(editor.toPlainText(), QStringLiteral("[\n  1,\n  2\n]"));
    editor.undo();
    QCOMPARE(editor.toPlainText(), QStringLiteral("[\n1,\n2\n]"));
}

void tst_JsonEditor::coloursFollowThePalette()
{
    auto keyColour = [](JsonEditor &editor) {
        const QTextBlock block = editor.document()->findBlockByNumber(1); // "  \"name\": ..."
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (range.start == 2)
                return range.format.foreground().color();
        }
        return QColor();
    };
    JsonEditor editor;
    QPalette light = editor.palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    editor.setPalette(light);
    editor.setJsonText(sample());
    const QColor onLight = keyColour(editor);
    QVERIFY(onLight.isValid());
    QVERIFY2(onLight.lightness() < 128, qPrintable(onLight.name()));

    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    editor.setPalette(dark);
    const QColor onDark = keyColour(editor);
    QVERIFY2(onDark.lightness() > 128, qPrintable(onDark.name()));
    QCOMPARE(onDark.hue() / 10, onLight.hue() / 10); // same hue, other lightness
}

void tst_JsonEditor::underlinesAreVisible()
{
    JsonEditor editor;
    editor.resize(560, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setJsonText(sample());
    editor.setDiagnostics({at(Severity::Error, QStringLiteral("/parameters/properties/query/type"),
                              QStringLiteral("\"strng\" is not a JSON Schema type")),
                           at(Severity::Warning, QStringLiteral("/parameters/required"),
                              QStringLiteral("Add \"required\" to name mandatory parameters"))});
    QApplication::processEvents();
    // JSONEDITOR_SCREENSHOT=/path.png keeps a picture of the whole editor to look at.
    if (const QByteArray path = qgetenv("JSONEDITOR_SCREENSHOT"); !path.isEmpty())
        QVERIFY(editor.grab().save(QString::fromLocal8Bit(path)));
    const QImage image = editor.viewport()->grab().toImage();

    const int error = offsetOf(editor, QStringLiteral("\"strng\""));
    const int warning = offsetOf(editor, QStringLiteral("\"parameters\""));
    const int plain = offsetOf(editor, QStringLiteral("\"description\""));
    const qreal ratio = image.devicePixelRatio();
    auto scaled = [ratio](const QRect &rect) {
        return QRect((QPointF(rect.topLeft()) * ratio).toPoint(), (QPointF(rect.bottomRight()) * ratio).toPoint());
    };
    QVERIFY(countPixels(image, scaled(spanRect(editor, error, error + 7)), isRed) > 5);
    QVERIFY(countPixels(image, scaled(spanRect(editor, warning, warning + 12)), isAmber) > 5);
    QCOMPARE(countPixels(image, scaled(spanRect(editor, plain, plain + 13)), isRed), 0);

}

QTEST_MAIN(tst_JsonEditor)
#include "tst_jsoneditor.moc"
