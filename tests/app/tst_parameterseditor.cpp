// The parameters table of the capability form driven like a user would: rename a
// parameter by typing, toggle "required" with the keyboard, add one with the button; each
// edit is one undo step on the document, the JSON tab follows, and nothing the table does
// not show is lost.
#include "catalog/catalogdocument.h"
#include "catalog/parameterstablemodel.h"
#include "views/capabilityform.h"
#include "views/jsoneditor.h"
#include "views/parameterseditor.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;

namespace {

const char *const Parameters = R"({)"
    R"("type": "object",)"
    R"("properties": {)"
        R"("lookup_text": {"type": "string", "minLength": 1, "maxLength": 500, "description": "What to look for.",)"
                        R"("x-ui-widget": "textarea"},)"
        R"("page_size": {"type": "integer", "minimum": 1, "maximum": 50},)"
        R"("window": {"type": "object", "properties": {"from": {"type": "string", "format": "date"}},)"
                   R"("required": ["from"], "additionalProperties": false},)"
        R"("tags": {"type": "array", "items": {"$ref": "#/$defs/Tag"}})"
    R"(},)"
    R"("required": ["lookup_text"],)"
    R"("additionalProperties": false,)"
    R"("$defs": {"Tag": {"type": "string", "enum": ["a", "b"]}},)"
    R"("x-vendor-extension": {"keep": [1, 2, 3]})"
R"(})";

Capability capability(const QString &slug, bool system)
{
    Capability row;
    row.id = QStringLiteral("c") + slug.leftJustified(9, QLatin1Char('0'));
    row.name = slug;
    row.slug = slug;
    row.description = QStringLiteral("Searches the knowledge base.");
    row.category = QStringLiteral("knowledge");
    row.executionHandler = QStringLiteral("SearchCapability");
    row.isSystem = system;
    row.functionDefinition = QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), QStringLiteral("Search the knowledge base.")},
        {QStringLiteral("parameters"), QJsonDocument::fromJson(QByteArray(Parameters)).object()},
    };
    return row;
}

QJsonObject parametersOf(const CatalogDocument &document)
{
    return document.at(0).functionDefinition.value(QStringLiteral("parameters")).toObject();
}

} // namespace

class tst_ParametersEditor : public QObject
{
    Q_OBJECT

private slots:
    void tableEditsAreUndoableAndShowInJson();
    void jsonEditsShowInTable();
    void systemCapabilityIsReadOnly();
};

void tst_ParametersEditor::tableEditsAreUndoableAndShowInJson()
{
    CatalogDocument document;
    document.load({capability(QStringLiteral("search_knowledge"), false)});
    const QJsonObject original = parametersOf(document);
    CapabilityForm form(&document);
    form.setCapabilityId(document.at(0).id);
    form.resize(900, 1000);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));

    auto *editor = form.findChild<ParametersEditor *>();
    QVERIFY(editor);
    auto *tabs = qobject_cast<QTabWidget *>(editor->parentWidget()->parentWidget());
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Parameters"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("JSON"));
    QCOMPARE(tabs->currentWidget(), editor); // the table first
    auto *json = qobject_cast<JsonEditor *>(tabs->widget(1));
    QVERIFY(json);
    QTableView *view = editor->view();
    ParametersTableModel *model = editor->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 4);
    QVERIFY(!model->isReadOnly());
    QUndoStack *undo = document.undoStack();
    QCOMPARE(undo->count(), 0);

    if (const QString shots = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"); !shots.isEmpty())
        QVERIFY(form.grab().save(shots + QStringLiteral("/parameters.png")));

    // Rename lookup_text by typing into the name cell.
    const int row = model->rowOfParameter(QStringLiteral("lookup_text"));
    QVERIFY(row >= 0);
    const QModelIndex name = model->index(row, ParametersTableModel::NameColumn);
    view->setFocus();
    view->setCurrentIndex(name);
    QTest::keyClick(view, Qt::Key_F2);
    auto *lineEdit = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(lineEdit);
    lineEdit->selectAll();
    QTest::keyClicks(lineEdit, QStringLiteral("search_text"));
    QTest::keyClick(lineEdit, Qt::Key_Return); // the delegate commits from the event loop
    QTRY_COMPARE(undo->count(), 1);
    QJsonObject properties = parametersOf(document).value(QStringLiteral("properties")).toObject();
    QVERIFY(properties.contains(QStringLiteral("search_text")));
    QVERIFY(!properties.contains(QStringLiteral("lookup_text")));
    QCOMPARE(parametersOf(document).value(QStringLiteral("required")).toArray(), QJsonArray({"search_text"}));
    QCOMPARE(properties.value(QStringLiteral("search_text")), original.value(QStringLiteral("properties"))[QStringLiteral("lookup_text")]);
    QCOMPARE(model->parameterName(row), QStringLiteral("search_text")); // the row stays
    QCOMPARE(view->currentIndex(), name);                               // and the cursor with it
    QVERIFY(json->toPlainText().contains(QLatin1String("\"search_text\"")));
    QVERIFY(!json->toPlainText().contains(QLatin1String("lookup_text")));

    // Make page_size required with the keyboard: a step of its own, not merged.
    const QModelIndex required = model->index(model->rowOfParameter(QStringLiteral("page_size")),
                                              ParametersTableModel::RequiredColumn);
    view->setCurrentIndex(required);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(undo->count(), 2);
    QCOMPARE(parametersOf(document).value(QStringLiteral("required")).toArray(),
             QJsonArray({"search_text", "page_size"}));
    QCOMPARE(required.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));

    // Everything the table does not show is still there.
    QJsonObject expected = original;
    QJsonObject expectedProperties = expected.value(QStringLiteral("properties")).toObject();
    expectedProperties.insert(QStringLiteral("search_text"), expectedProperties.take(QStringLiteral("lookup_text")));
    expected.insert(QStringLiteral("properties"), expectedProperties);
    expected.insert(QStringLiteral("required"), QJsonArray({"search_text", "page_size"}));
    QCOMPARE(parametersOf(document), expected);
    QCOMPARE(document.at(0).functionDefinition.value(QStringLiteral("name")).toString(), QStringLiteral("search_knowledge"));

    // Undo, step by step; the table and the JSON follow the document.
    undo->undo();
    QCOMPARE(parametersOf(document).value(QStringLiteral("required")).toArray(), QJsonArray({"search_text"}));
    QCOMPARE(required.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    undo->undo();
    QCOMPARE(parametersOf(document), original);
    QCOMPARE(model->parameterName(row), QStringLiteral("lookup_text"));
    QVERIFY(json->toPlainText().contains(QLatin1String("\"lookup_text\"")));
    QVERIFY(!json->toPlainText().contains(QLatin1String("search_text")));
    undo->redo();
    QCOMPARE(model->parameterName(row), QStringLiteral("search_text"));

    // A name that is taken is refused, and the form says why.
    QSignalSpy refused(&form, &CapabilityForm::editRefused);
    view->setCurrentIndex(name);
    QTest::keyClick(view, Qt::Key_F2);
    lineEdit = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(lineEdit);
    lineEdit->selectAll();
    QTest::keyClicks(lineEdit, QStringLiteral("page_size"));
    QTest::keyClick(lineEdit, Qt::Key_Return);
    QTRY_COMPARE(refused.size(), 1);
    QVERIFY(refused.first().first().toString().contains(QLatin1String("page_size")));
    QCOMPARE(undo->index(), 1); // nothing pushed (the undone step is still there to redo)
    QCOMPARE(undo->count(), 2);
    QCOMPARE(model->parameterName(row), QStringLiteral("search_text"));

    // Add with the button: one step for the new row, one for its name.
    auto *add = editor->findChild<QPushButton *>();
    QVERIFY(add && add->isEnabled());
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(undo->count(), 2);
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->parameterName(4), QStringLiteral("param"));
    lineEdit = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(lineEdit);
    lineEdit->selectAll();
    QTest::keyClicks(lineEdit, QStringLiteral("locale"));
    QTest::keyClick(lineEdit, Qt::Key_Return);
    QTRY_COMPARE(undo->count(), 3);
    QCOMPARE(parametersOf(document).value(QStringLiteral("properties"))[QStringLiteral("locale")].toObject(),
             QJsonObject({{QStringLiteral("type"), QStringLiteral("string")}}));
    QCOMPARE(model->parameterName(4), QStringLiteral("locale"));
    QVERIFY(json->toPlainText().contains(QLatin1String("\"locale\"")));
    QCOMPARE(parametersOf(document).value(QStringLiteral("x-vendor-extension")),
             original.value(QStringLiteral("x-vendor-extension")));
    QCOMPARE(parametersOf(document).value(QStringLiteral("$defs")), original.value(QStringLiteral("$defs")));
}

void tst_ParametersEditor::jsonEditsShowInTable()
{
    CatalogDocument document;
    document.load({capability(QStringLiteral("search_knowledge"), false)});
    CapabilityForm form(&document);
    form.setCapabilityId(document.at(0).id);
    form.show();
    auto *editor = form.findChild<ParametersEditor *>();
    auto *tabs = qobject_cast<QTabWidget *>(editor->parentWidget()->parentWidget());
    auto *json = qobject_cast<JsonEditor *>(tabs->widget(1));
    QVERIFY(json);
    tabs->setCurrentWidget(json);

    QString text = json->toPlainText();
    text.replace(QLatin1String("\"page_size\""), QLatin1String("\"max_hits\""));
    json->setPlainText(text); // an edit, as typing is
    json->reparseNow();
    QVERIFY(parametersOf(document).value(QStringLiteral("properties")).toObject().contains(QStringLiteral("max_hits")));
    QVERIFY(editor->model()->rowOfParameter(QStringLiteral("max_hits")) >= 0);
    QCOMPARE(editor->model()->rowOfParameter(QStringLiteral("page_size")), -1);

    // A problem in the function definition brings the JSON forward.
    tabs->setCurrentWidget(editor);
    form.focusField(QStringLiteral("/functionDefinition/parameters/properties/max_hits"));
    QCOMPARE(tabs->currentWidget(), json);
}

void tst_ParametersEditor::systemCapabilityIsReadOnly()
{
    CatalogDocument document;
    document.load({capability(QStringLiteral("search_knowledge"), true)});
    CapabilityForm form(&document);
    form.setCapabilityId(document.at(0).id);
    form.show();
    auto *editor = form.findChild<ParametersEditor *>();
    QVERIFY(editor);
    QVERIFY(editor->isReadOnly());
    QVERIFY(editor->model()->isReadOnly());
    const auto buttons = editor->findChildren<QPushButton *>();
    QCOMPARE(buttons.size(), 2);
    for (const QPushButton *button : buttons)
        QVERIFY(!button->isEnabled());
    QTableView *view = editor->view();
    view->setFocus();
    view->setCurrentIndex(editor->model()->index(0, ParametersTableModel::RequiredColumn));
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(editor->model()->rowCount(), 4);
}

QTEST_MAIN(tst_ParametersEditor)
#include "tst_parameterseditor.moc"
