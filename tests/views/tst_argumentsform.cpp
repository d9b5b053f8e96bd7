#include "core/tone.h"
#include "views/argumentsform.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

using namespace capstudio;

namespace {

QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QJsonObject schema()
{
    return json(R"({"type": "object",
        "properties": {
            "query": {"type": "string", "minLength": 1, "description": "What to look for"},
            "email": {"type": "string", "format": "email"},
            "order": {"type": "string", "pattern": "^[A-Z]{2}-[0-9]{6}$"},
            "limit": {"type": "integer", "minimum": 1, "maximum": 100},
            "ratio": {"type": "number"},
            "dryRun": {"type": "boolean"},
            "method": {"type": "string", "enum": ["GET", "POST"]},
            "tags": {"type": "array", "items": {"type": "string"}},
            "headers": {"type": "object"}
        },
        "required": ["query", "method"]})");
}

QLineEdit *line(ArgumentsForm &form, const QString &property)
{
    return qobject_cast<QLineEdit *>(form.editorFor(property));
}

QComboBox *combo(ArgumentsForm &form, const QString &property)
{
    return qobject_cast<QComboBox *>(form.editorFor(property));
}

// Replaces a line edit's text the way a user does: select all, type.
void retype(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Delete);
    else
        QTest::keyClicks(edit, text);
}

// Picks a combo entry the way a user does (activated, not only currentIndexChanged).
void pick(QComboBox *box, const QString &text)
{
    const int index = box->findText(text);
    QVERIFY2(index >= 0, qPrintable(text));
    box->setCurrentIndex(index);
    emit box->activated(index);
}

} // namespace

class tst_ArgumentsForm : public QObject
{
    Q_OBJECT
private slots:
    void rowsFollowTheSchema();
    void untouchedValuesRoundTrip_data();
    void untouchedValuesRoundTrip();
    void editsBuildTheArguments();
    void emptyOrAbsentLeavesTheKeyOut();
    void enumsAndBooleans();
    void requiredMarks();
    void unknownKeysAreKept();
    void wrongTypesStayVisible();
    void typedWrongTypeIsSentAndMarked();
    void schemaWithoutProperties();
    void setSchemaKeepsTheArguments();
    void diagnosticsMarkTheirField();
};

void tst_ArgumentsForm::rowsFollowTheSchema()
{
    ArgumentsForm form;
    form.setSchema(schema());
    QVERIFY(form.hasProperties());
    // Required first, then the rest, each in key order.
    QCOMPARE(form.propertyNames(), (QStringList{QStringLiteral("method"), QStringLiteral("query"),
                                                QStringLiteral("dryRun"), QStringLiteral("email"),
                                                QStringLiteral("headers"), QStringLiteral("limit"),
                                                QStringLiteral("order"), QStringLiteral("ratio"),
                                                QStringLiteral("tags")}));
    QVERIFY(line(form, QStringLiteral("query")));
    QVERIFY(line(form, QStringLiteral("limit")));
    QVERIFY(line(form, QStringLiteral("ratio")));
    QVERIFY(line(form, QStringLiteral("tags")));
    QVERIFY(line(form, QStringLiteral("headers")));
    QVERIFY(combo(form, QStringLiteral("method")));
    QVERIFY(combo(form, QStringLiteral("dryRun")));
    QVERIFY(!form.editorFor(QStringLiteral("nope")));
    // format, pattern and bounds in the placeholder; the description in the tooltip.
    QVERIFY(line(form, QStringLiteral("email"))->placeholderText().contains(QStringLiteral("format: email")));
    QVERIFY(line(form, QStringLiteral("order"))->placeholderText().contains(QStringLiteral("^[A-Z]{2}-[0-9]{6}$")));
    QVERIFY(line(form, QStringLiteral("limit"))->placeholderText().contains(QStringLiteral("1–100")));
    QVERIFY(line(form, QStringLiteral("query"))->toolTip().contains(QStringLiteral("What to look for")));
    QVERIFY(form.labelFor(QStringLiteral("query"))->toolTip().contains(QStringLiteral("What to look for")));
    QVERIFY(!form.findChild<QLabel *>(QStringLiteral("noProperties"))->isVisibleTo(&form));
}

void tst_ArgumentsForm::untouchedValuesRoundTrip_data()
{
    QTest::addColumn<QJsonObject>("arguments");
    QTest::newRow("nothing") << QJsonObject();
    QTest::newRow("every type") << json(R"({"query": "lamps", "email": "a@example.com", "limit": 5, "ratio": 0.25,
        "dryRun": false, "method": "POST", "tags": ["a", "b"], "headers": {"X-A": "1"}})");
    QTest::newRow("empty string kept") << json(R"({"query": "", "method": "GET"})");
    QTest::newRow("integral double kept") << json(R"({"limit": 1.0, "ratio": 3})");
    QTest::newRow("nulls kept") << json(R"({"query": null, "tags": null})");
    QTest::newRow("unknown keys kept") << json(R"({"query": "x", "x-trace": {"id": [1, 2]}})");
}

void tst_ArgumentsForm::untouchedValuesRoundTrip()
{
    QFETCH(QJsonObject, arguments);
    ArgumentsForm form;
    form.setSchema(schema());
    QSignalSpy edits(&form, &ArgumentsForm::argumentsEdited);
    form.setArguments(arguments);
    QCOMPARE(form.arguments(), arguments);
    QCOMPARE(edits.size(), 0);
}

void tst_ArgumentsForm::editsBuildTheArguments()
{
    ArgumentsForm form;
    form.setSchema(schema());
    form.setArguments(QJsonObject());
    QSignalSpy edits(&form, &ArgumentsForm::argumentsEdited);

    QTest::keyClicks(line(form, QStringLiteral("query")), QStringLiteral("red lamps"));
    QTest::keyClicks(line(form, QStringLiteral("limit")), QStringLiteral("42"));
    QTest::keyClicks(line(form, QStringLiteral("ratio")), QStringLiteral("2.5"));
    QTest::keyClicks(line(form, QStringLiteral("tags")), QStringLiteral(R"(["a","b"])"));
    pick(combo(form, QStringLiteral("method")), QStringLiteral("POST"));
    pick(combo(form, QStringLiteral("dryRun")), QStringLiteral("true"));

    const QJsonObject expected = json(R"({"query": "red lamps", "limit": 42, "ratio": 2.5, "tags": ["a", "b"],
        "method": "POST", "dryRun": true})");
    QCOMPARE(form.arguments(), expected);
    QVERIFY(form.arguments().value(QStringLiteral("limit")).isDouble());
    QVERIFY(edits.size() >= 6);
    QCOMPARE(edits.constLast().at(0).toJsonObject(), expected);
    for (const QString &property : form.propertyNames())
        QVERIFY2(form.problemFor(property).isEmpty(), qPrintable(property + form.problemFor(property)));
}

void tst_ArgumentsForm::emptyOrAbsentLeavesTheKeyOut()
{
    ArgumentsForm form;
    form.setSchema(schema());
    form.setArguments(json(R"({"query": "x", "limit": 5, "method": "GET", "dryRun": true, "tags": []})"));
    retype(line(form, QStringLiteral("limit")), QString());
    retype(line(form, QStringLiteral("tags")), QString());
    pick(combo(form, QStringLiteral("method")), QStringLiteral("(absent)"));
    pick(combo(form, QStringLiteral("dryRun")), QStringLiteral("(absent)"));
    QCOMPARE(form.arguments(), json(R"({"query": "x"})"));
}

void tst_ArgumentsForm::enumsAndBooleans()
{
    ArgumentsForm form;
    form.setSchema(schema());
    QComboBox *method = combo(form, QStringLiteral("method"));
    QVERIFY(!method->isEditable());
    QCOMPARE(method->count(), 3);
    QCOMPARE(method->itemText(0), QStringLiteral("(absent)"));
    QCOMPARE(method->itemText(1), QStringLiteral("GET"));
    QCOMPARE(method->itemText(2), QStringLiteral("POST"));
    QCOMPARE(combo(form, QStringLiteral("dryRun"))->count(), 3);

    form.setArguments(json(R"({"method": "POST", "dryRun": false})"));
    QCOMPARE(method->currentText(), QStringLiteral("POST"));
    QCOMPARE(combo(form, QStringLiteral("dryRun"))->currentText(), QStringLiteral("false"));
    form.setArguments(QJsonObject());
    QCOMPARE(method->currentIndex(), 0);

    // A value outside the enum gets its own entry, is marked, and is kept.
    form.setArguments(json(R"({"method": "DELETE"})"));
    QCOMPARE(method->count(), 4);
    QVERIFY(method->currentText().contains(QStringLiteral("\"DELETE\"")));
    QVERIFY(!form.problemFor(QStringLiteral("method")).isEmpty());
    QCOMPARE(form.arguments(), json(R"({"method": "DELETE"})"));
    // Loading again drops that entry.
    form.setArguments(json(R"({"method": "GET"})"));
    QCOMPARE(method->count(), 3);
    QVERIFY(form.problemFor(QStringLiteral("method")).isEmpty());
}

void tst_ArgumentsForm::requiredMarks()
{
    ArgumentsForm form;
    form.setSchema(schema());
    QCOMPARE(form.requiredProperties(), (QStringList{QStringLiteral("query"), QStringLiteral("method")}));
    for (const QString &property : form.propertyNames()) {
        QLabel *label = form.labelFor(property);
        const bool required = form.requiredProperties().contains(property);
        QCOMPARE(label->text().endsWith(QStringLiteral(" *")), required);
        QCOMPARE(label->font().bold(), required);
        QCOMPARE(label->buddy(), form.editorFor(property));
    }
    auto *caption = form.findChild<QLabel *>(QStringLiteral("requiredCaption"));
    QVERIFY(caption && caption->isVisibleTo(&form));
    QVERIFY(caption->toolTip().contains(QStringLiteral("query")));
    QVERIFY(caption->toolTip().contains(QStringLiteral("method")));
    QVERIFY(!caption->toolTip().contains(QStringLiteral("limit")));

    // No required properties: no caption.
    form.setSchema(json(R"({"type": "object", "properties": {"a": {"type": "string"}}})"));
    QVERIFY(!caption->isVisibleTo(&form));
}

void tst_ArgumentsForm::unknownKeysAreKept()
{
    ArgumentsForm form;
    form.setSchema(schema());
    const QJsonObject arguments = json(R"({"query": "x", "extra": {"a": 1}, "zz": [true]})");
    form.setArguments(arguments);
    QCOMPARE(form.otherKeys(), (QStringList{QStringLiteral("extra"), QStringLiteral("zz")}));
    auto *other = form.findChild<QLineEdit *>(QStringLiteral("otherKeys"));
    QVERIFY(other && other->isVisibleTo(&form) && other->isReadOnly());
    QCOMPARE(QJsonDocument::fromJson(other->text().toUtf8()).object(), json(R"({"extra": {"a": 1}, "zz": [true]})"));

    retype(line(form, QStringLiteral("query")), QStringLiteral("y"));
    QJsonObject expected = arguments;
    expected.insert(QStringLiteral("query"), QStringLiteral("y"));
    QCOMPARE(form.arguments(), expected);

    form.setArguments(json(R"({"query": "x"})"));
    QVERIFY(!other->isVisibleTo(&form));
}

void tst_ArgumentsForm::wrongTypesStayVisible()
{
    ArgumentsForm form;
    form.setSchema(schema());
    const QJsonObject arguments = json(R"({"query": 42, "limit": "abc", "ratio": true, "dryRun": "yes",
        "tags": "x", "headers": [1], "method": 7})");
    form.setArguments(arguments);
    QCOMPARE(form.arguments(), arguments);
    QCOMPARE(line(form, QStringLiteral("query"))->text(), QStringLiteral("42"));
    QCOMPARE(line(form, QStringLiteral("limit"))->text(), QStringLiteral("\"abc\""));
    QCOMPARE(line(form, QStringLiteral("ratio"))->text(), QStringLiteral("true"));
    QCOMPARE(line(form, QStringLiteral("tags"))->text(), QStringLiteral("\"x\""));
    QCOMPARE(line(form, QStringLiteral("headers"))->text(), QStringLiteral("[1]"));
    QVERIFY(combo(form, QStringLiteral("dryRun"))->currentText().contains(QStringLiteral("\"yes\"")));
    QVERIFY(combo(form, QStringLiteral("method"))->currentText().contains(QStringLiteral("7")));
    for (const QString &property : arguments.keys())
        QVERIFY2(!form.problemFor(property).isEmpty(), qPrintable(property));
    QVERIFY(form.problemFor(QStringLiteral("email")).isEmpty());
    // Editing one field leaves the others exactly as loaded.
    retype(line(form, QStringLiteral("limit")), QStringLiteral("3"));
    QJsonObject expected = arguments;
    expected.insert(QStringLiteral("limit"), 3);
    QCOMPARE(form.arguments(), expected);
    QVERIFY(form.problemFor(QStringLiteral("limit")).isEmpty());
}

void tst_ArgumentsForm::typedWrongTypeIsSentAndMarked()
{
    ArgumentsForm form;
    form.setSchema(schema());
    form.setArguments(QJsonObject());
    QTest::keyClicks(line(form, QStringLiteral("limit")), QStringLiteral("abc"));
    QTest::keyClicks(line(form, QStringLiteral("ratio")), QStringLiteral("1e3"));
    QTest::keyClicks(line(form, QStringLiteral("tags")), QStringLiteral("[1,"));
    QCOMPARE(form.arguments().value(QStringLiteral("limit")), QJsonValue(QStringLiteral("abc")));
    QCOMPARE(form.arguments().value(QStringLiteral("ratio")), QJsonValue(1000.0));
    QCOMPARE(form.arguments().value(QStringLiteral("tags")), QJsonValue(QStringLiteral("[1,")));
    QVERIFY(!form.problemFor(QStringLiteral("limit")).isEmpty());
    QVERIFY(form.problemFor(QStringLiteral("ratio")).isEmpty());
    QVERIFY(!form.problemFor(QStringLiteral("tags")).isEmpty());
    // Marked in the negative tone of the palette it is shown on; an unmarked label keeps the text colour.
    QCOMPARE(form.labelFor(QStringLiteral("limit"))->palette().color(QPalette::WindowText),
             toneColor(Tone::Negative, QApplication::palette(form.labelFor(QStringLiteral("limit")))));
    QCOMPARE(form.labelFor(QStringLiteral("ratio"))->palette().color(QPalette::WindowText),
             QApplication::palette(form.labelFor(QStringLiteral("ratio"))).color(QPalette::WindowText));
}

void tst_ArgumentsForm::schemaWithoutProperties()
{
    ArgumentsForm form;
    form.setSchema(json(R"({"type": "object"})"));
    QVERIFY(!form.hasProperties());
    QVERIFY(form.propertyNames().isEmpty());
    auto *empty = form.findChild<QLabel *>(QStringLiteral("noProperties"));
    QVERIFY(empty && empty->isVisibleTo(&form));
    QVERIFY(empty->text().contains(QStringLiteral("JSON")));
    form.setArguments(json(R"({"a": 1})"));
    QCOMPARE(form.otherKeys(), QStringList{QStringLiteral("a")});
    QCOMPARE(form.arguments(), json(R"({"a": 1})"));
    form.setSchema(schema());
    QVERIFY(!empty->isVisibleTo(&form));
}

void tst_ArgumentsForm::setSchemaKeepsTheArguments()
{
    ArgumentsForm form;
    form.setSchema(schema());
    form.setArguments(json(R"({"query": "x", "limit": 2})"));
    retype(line(form, QStringLiteral("limit")), QStringLiteral("9"));
    // Another capability: "query" is unknown there, "limit" a string.
    form.setSchema(json(R"({"type": "object", "properties": {"limit": {"type": "string"}}})"));
    QCOMPARE(form.arguments(), json(R"({"query": "x", "limit": 9})"));
    QCOMPARE(form.otherKeys(), QStringList{QStringLiteral("query")});
    QVERIFY(!form.problemFor(QStringLiteral("limit")).isEmpty());
}

void tst_ArgumentsForm::diagnosticsMarkTheirField()
{
    ArgumentsForm form;
    form.setSchema(schema());
    form.setArguments(json(R"({"query": "", "tags": [1], "extra": 1})"));
    form.setDiagnostics({Diagnostic::error(QStringLiteral("json-schema-violation"), QStringLiteral("too short"),
                                           SourceLocation::atPointer(QStringLiteral("arguments"), QStringLiteral("/query"))),
                         Diagnostic::error(QStringLiteral("json-schema-violation"), QStringLiteral("not a string"),
                                           SourceLocation::atPointer(QStringLiteral("arguments"), QStringLiteral("/tags/0"))),
                         Diagnostic::error(QStringLiteral("json-schema-violation"), QStringLiteral("unknown key"),
                                           SourceLocation::atPointer(QStringLiteral("arguments"), QStringLiteral("/extra")))});
    QVERIFY(form.problemFor(QStringLiteral("query")).contains(QStringLiteral("too short")));
    QVERIFY(form.problemFor(QStringLiteral("tags")).contains(QStringLiteral("0: not a string")));
    QVERIFY(form.problemFor(QStringLiteral("limit")).isEmpty());
    QVERIFY(line(form, QStringLiteral("query"))->toolTip().contains(QStringLiteral("too short")));
    QVERIFY(form.findChild<QLineEdit *>(QStringLiteral("otherKeys"))->toolTip().contains(QStringLiteral("unknown key")));
    form.setDiagnostics({});
    QVERIFY(form.problemFor(QStringLiteral("query")).isEmpty());
}

QTEST_MAIN(tst_ArgumentsForm)
#include "tst_argumentsform.moc"
