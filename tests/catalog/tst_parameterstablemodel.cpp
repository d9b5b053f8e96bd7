// ParametersTableModel: a function's parameters schema as rows, edited without losing any
// keyword the table does not show.
#include "catalog/parameterstablemodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace capstudio;

namespace {

QJsonObject json(const char *text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

const char *const SearchSchema = R"({)"
    R"("type": "object",)"
    R"("properties": {)"
        R"("query": {"type": "string", "minLength": 1, "maxLength": 500, "description": "What to look for."},)"
        R"("limit": {"type": "integer", "minimum": 1, "description": "How many."},)"
        R"("email": {"type": "string", "format": "email"},)"
        R"("severity": {"type": "string", "enum": ["low", "high"]},)"
        R"("note": {"type": ["string", "null"]})"
    R"(},)"
    R"("required": ["query"],)"
    R"("additionalProperties": false)"
R"(})";

// Everything a table must not lose: unknown keywords at every level, nested objects and
// arrays, references into $defs, combinators, a boolean property schema.
const char *const ComplexSchema = R"({)"
    R"("type": "object",)"
    R"("$schema": "https://json-schema.org/draft/2020-12/schema",)"
    R"("x-vendor": {"keep": [1, 2, {"deep": true}]},)"
    R"("$defs": {"Address": {"type": "object", "properties": {"street": {"type": "string"}}, "x-note": "kept"}},)"
    R"("properties": {)"
        R"("address": {"$ref": "#/$defs/Address", "description": "Where."},)"
        R"("tags": {"type": "array", "items": {"type": "string", "pattern": "^[a-z]+$"}, "minItems": 1,)"
                 R"("uniqueItems": true, "x-ui": "chips"},)"
        R"("filter": {"type": "object", "properties": {"from": {"type": "string", "format": "date"},)"
                   R"("to": {"type": "string", "x-custom": 3}}, "required": ["from"],)"
                   R"("additionalProperties": {"type": "number"}},)"
        R"("amount": {"type": "number", "exclusiveMinimum": 0, "maximum": 10.5, "multipleOf": 0.5, "default": 1},)"
        R"("mode": {"anyOf": [{"type": "string"}, {"type": "null"}], "x-deprecated-since": "2.0"},)"
        R"("anything": true)"
    R"(},)"
    R"("required": ["tags", "amount"],)"
    R"("additionalProperties": false,)"
    R"("dependentRequired": {"filter": ["tags"]},)"
    R"("x-order": ["tags", "amount", "address"])"
R"(})";

QModelIndex cell(const ParametersTableModel &model, const QString &name, int column)
{
    return model.index(model.rowOfParameter(name), column);
}

} // namespace

class tst_ParametersTableModel : public QObject
{
    Q_OBJECT

private slots:
    void modelContractThroughEdits();
    void showsRowsAndConstraints();
    void roundTripKeepsEverything_data();
    void roundTripKeepsEverything();
    void renameMovesRequiredAndRefusesClashes();
    void requiredFollowsTheList();
    void typeAcceptsNamesUnionsAndNothing();
    void descriptionEdits();
    void addAndRemove();
    void setSchemaKeepsRowsWherePossible();
    void readOnlyRefusesEdits();
    void oddShapesAreShownNotBroken();
};

void tst_ParametersTableModel::modelContractThroughEdits()
{
    ParametersTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(ParametersTableModel::ColumnCount));

    model.setSchema(json(SearchSchema));
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(model.setData(cell(model, QStringLiteral("query"), ParametersTableModel::NameColumn), QStringLiteral("q")));
    QVERIFY(model.setData(cell(model, QStringLiteral("q"), ParametersTableModel::RequiredColumn), Qt::Unchecked,
                          Qt::CheckStateRole));
    QVERIFY(model.addParameter(QStringLiteral("page")) >= 0);
    QVERIFY(model.removeParameter(0));
    model.setSchema(json(ComplexSchema));
    model.setSchema(json(SearchSchema));
    model.setSchema({});
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.addParameter(QStringLiteral("first")) == 0);
    model.setReadOnly(true);
    model.setReadOnly(false);
}

void tst_ParametersTableModel::showsRowsAndConstraints()
{
    ParametersTableModel model;
    model.setSchema(json(SearchSchema));
    // QJsonObject sorts keys: the rows start in key order.
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names.append(model.parameterName(row));
    QCOMPARE(names, QStringList({"email", "limit", "note", "query", "severity"}));

    const auto text = [&](const char *name, int column) {
        return cell(model, QString::fromLatin1(name), column).data().toString();
    };
    QCOMPARE(text("query", ParametersTableModel::TypeColumn), QStringLiteral("string"));
    QCOMPARE(text("query", ParametersTableModel::DescriptionColumn), QStringLiteral("What to look for."));
    QCOMPARE(text("query", ParametersTableModel::ConstraintsColumn), QStringLiteral("1–500 chars"));
    QCOMPARE(text("limit", ParametersTableModel::TypeColumn), QStringLiteral("integer"));
    QCOMPARE(text("limit", ParametersTableModel::ConstraintsColumn), QStringLiteral("≥ 1"));
    QCOMPARE(text("email", ParametersTableModel::ConstraintsColumn), QStringLiteral("format: email"));
    QCOMPARE(text("severity", ParametersTableModel::ConstraintsColumn), QStringLiteral("enum: low, high"));
    QCOMPARE(text("note", ParametersTableModel::TypeColumn), QStringLiteral(R"(["string","null"])"));
    QCOMPARE(text("note", ParametersTableModel::ConstraintsColumn), QString());

    QCOMPARE(cell(model, QStringLiteral("query"), ParametersTableModel::RequiredColumn).data(Qt::CheckStateRole).toInt(),
             int(Qt::Checked));
    QCOMPARE(cell(model, QStringLiteral("limit"), ParametersTableModel::RequiredColumn).data(Qt::CheckStateRole).toInt(),
             int(Qt::Unchecked));
    QVERIFY(cell(model, QStringLiteral("query"), ParametersTableModel::RequiredColumn).flags() & Qt::ItemIsUserCheckable);
    QVERIFY(!(cell(model, QStringLiteral("query"), ParametersTableModel::ConstraintsColumn).flags() & Qt::ItemIsEditable));
    QVERIFY(!model.setData(cell(model, QStringLiteral("query"), ParametersTableModel::ConstraintsColumn),
                           QStringLiteral("1–2 chars")));
    QCOMPARE(model.headerData(ParametersTableModel::RequiredColumn, Qt::Horizontal).toString(), QStringLiteral("Required"));

    model.setSchema(json(ComplexSchema));
    QCOMPARE(text("address", ParametersTableModel::TypeColumn), QStringLiteral("$ref: #/$defs/Address"));
    QCOMPARE(text("mode", ParametersTableModel::TypeColumn), QStringLiteral("anyOf: string | null"));
    QCOMPARE(text("anything", ParametersTableModel::TypeColumn), QStringLiteral("any"));
    QCOMPARE(text("tags", ParametersTableModel::ConstraintsColumn),
             QStringLiteral("items: string; ≥ 1 items; unique items"));
    QCOMPARE(text("amount", ParametersTableModel::ConstraintsColumn),
             QStringLiteral("> 0; ≤ 10.5; multiple of 0.5; default: 1"));
    QCOMPARE(text("filter", ParametersTableModel::ConstraintsColumn),
             QStringLiteral("properties: from, to; other properties: number"));
    // The whole property schema is a tooltip away, and a role away for views.
    QVERIFY(cell(model, QStringLiteral("tags"), ParametersTableModel::ConstraintsColumn)
                .data(Qt::ToolTipRole).toString().contains(QLatin1String("x-ui")));
    QCOMPARE(cell(model, QStringLiteral("tags"), 0).data(ParametersTableModel::PropertySchemaRole).toJsonValue(),
             json(ComplexSchema).value("properties").toObject().value("tags"));
}

void tst_ParametersTableModel::roundTripKeepsEverything_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("name");
    QTest::newRow("search") << QByteArray(SearchSchema) << QStringLiteral("query");
    QTest::newRow("ref") << QByteArray(ComplexSchema) << QStringLiteral("address");
    QTest::newRow("nested object") << QByteArray(ComplexSchema) << QStringLiteral("filter");
    QTest::newRow("array") << QByteArray(ComplexSchema) << QStringLiteral("tags");
    QTest::newRow("anyOf") << QByteArray(ComplexSchema) << QStringLiteral("mode");
}

void tst_ParametersTableModel::roundTripKeepsEverything()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, name);
    const QJsonObject original = json(schema.constData());
    ParametersTableModel model;
    model.setSchema(original);
    QCOMPARE(model.schema(), original); // nothing changes by being shown
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);

    // Rename: exactly the key (and its "required" entry) changes.
    QVERIFY(model.setData(cell(model, name, ParametersTableModel::NameColumn), QStringLiteral("renamed")));
    QJsonObject expected = original;
    QJsonObject properties = expected.value("properties").toObject();
    properties.insert(QStringLiteral("renamed"), properties.take(name));
    expected.insert(QStringLiteral("properties"), properties);
    if (expected.value("required").isArray()) {
        QJsonArray required = expected.value("required").toArray();
        for (qsizetype i = 0; i < required.size(); ++i) {
            if (required.at(i).toString() == name)
                required.replace(i, QStringLiteral("renamed"));
        }
        expected.insert(QStringLiteral("required"), required);
    }
    QCOMPARE(model.schema(), expected);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.last().first().toJsonObject(), expected);

    // Every edit undone by hand gives back the very schema.
    const QModelIndex required = cell(model, QStringLiteral("renamed"), ParametersTableModel::RequiredColumn);
    const bool wasRequired = required.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    QVERIFY(model.setData(required, wasRequired ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.setData(required, wasRequired ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole));
    const QModelIndex description = cell(model, QStringLiteral("renamed"), ParametersTableModel::DescriptionColumn);
    const QString oldDescription = description.data(Qt::EditRole).toString();
    QVERIFY(model.setData(description, QStringLiteral("Something else.")));
    QVERIFY(model.setData(description, oldDescription));
    const QModelIndex type = cell(model, QStringLiteral("renamed"), ParametersTableModel::TypeColumn);
    const QString oldType = type.data(Qt::EditRole).toString();
    QVERIFY(model.setData(type, QStringLiteral("boolean")));
    QCOMPARE(model.schema().value("properties")["renamed"]["type"].toString(), QStringLiteral("boolean"));
    QVERIFY(model.setData(type, oldType));
    QVERIFY(model.setData(cell(model, QStringLiteral("renamed"), ParametersTableModel::NameColumn), name));
    // A name made required again goes to the end of "required"; the rest is as it was.
    QJsonObject back = model.schema();
    QJsonObject expectedBack = original;
    if (wasRequired) {
        QStringList required = back.take(QStringLiteral("required")).toVariant().toStringList();
        QStringList originalRequired = expectedBack.take(QStringLiteral("required")).toVariant().toStringList();
        required.sort();
        originalRequired.sort();
        QCOMPARE(required, originalRequired);
    }
    QCOMPARE(back, expectedBack);
    QCOMPARE(edited.size(), 8);
}

void tst_ParametersTableModel::renameMovesRequiredAndRefusesClashes()
{
    ParametersTableModel model;
    model.setSchema(json(SearchSchema));
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);
    QSignalSpy refused(&model, &ParametersTableModel::editRefused);
    const QModelIndex query = cell(model, QStringLiteral("query"), ParametersTableModel::NameColumn);
    const int row = query.row();

    QVERIFY(!model.setData(query, QString()));
    QVERIFY(!model.setData(query, QStringLiteral("   ")));
    QVERIFY(!model.setData(query, QStringLiteral("limit"))); // taken
    QVERIFY(model.setData(query, QStringLiteral("query")));  // unchanged: fine, not an edit
    QCOMPARE(edited.size(), 0);
    QCOMPARE(model.schema(), json(SearchSchema));
    QCOMPARE(refused.size(), 3); // each with a reason a person reads
    QCOMPARE(refused.last().first().toString(), QStringLiteral("There is already a parameter named “limit”."));

    QVERIFY(model.setData(query, QStringLiteral(" text ")));
    QCOMPARE(model.parameterName(row), QStringLiteral("text")); // in place, trimmed
    QCOMPARE(model.schema().value("required").toArray(), QJsonArray({"text"}));
    QVERIFY(model.schema().value("properties").toObject().contains("text"));
    QVERIFY(!model.schema().value("properties").toObject().contains("query"));
    QCOMPARE(model.schema().value("properties")["text"]["maxLength"].toInt(), 500);
    QCOMPARE(edited.size(), 1);
}

void tst_ParametersTableModel::requiredFollowsTheList()
{
    ParametersTableModel model;
    model.setSchema(json(R"({"type":"object","properties":{"a":{"type":"string"},"b":{}}})"));
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);
    const QModelIndex a = cell(model, QStringLiteral("a"), ParametersTableModel::RequiredColumn);
    const QModelIndex b = cell(model, QStringLiteral("b"), ParametersTableModel::RequiredColumn);

    QVERIFY(model.setData(b, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.setData(a, true, Qt::EditRole));
    QCOMPARE(model.schema().value("required").toArray(), QJsonArray({"b", "a"})); // appended
    QVERIFY(model.setData(a, Qt::Checked, Qt::CheckStateRole)); // already: no edit
    QCOMPARE(edited.size(), 2);
    QVERIFY(model.setData(b, Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(model.schema().value("required").toArray(), QJsonArray({"a"}));
    QVERIFY(model.setData(a, int(Qt::Unchecked), Qt::CheckStateRole));
    QVERIFY(!model.schema().contains("required")); // as it was
    QCOMPARE(edited.size(), 4);

    // A "required" that is not a list is shown as not required and left alone.
    model.setSchema(json(R"({"type":"object","properties":{"a":{}},"required":"a"})"));
    QVERIFY(!(model.index(0, ParametersTableModel::RequiredColumn).flags() & Qt::ItemIsUserCheckable));
    QVERIFY(!model.setData(model.index(0, ParametersTableModel::RequiredColumn), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.schema().value("required").toString(), QStringLiteral("a"));
}

void tst_ParametersTableModel::typeAcceptsNamesUnionsAndNothing()
{
    ParametersTableModel model;
    model.setSchema(json(R"({"type":"object","properties":{"a":{"type":"string","minLength":2}}})"));
    const QModelIndex type = model.index(0, ParametersTableModel::TypeColumn);
    for (const QString &name : ParametersTableModel::typeNames()) {
        QVERIFY(model.setData(type, name));
        QCOMPARE(type.data().toString(), name);
    }
    QCOMPARE(ParametersTableModel::typeNames().size(), 6);
    QVERIFY(model.setData(type, QStringLiteral(R"(["integer", "null"])")));
    QCOMPARE(model.schema().value("properties")["a"]["type"].toArray(), QJsonArray({"integer", "null"}));
    QCOMPARE(type.data().toString(), QStringLiteral(R"(["integer","null"])"));
    QVERIFY(!model.setData(type, QStringLiteral("text")));
    QVERIFY(!model.setData(type, QStringLiteral("[\"integer\", 3]")));
    QVERIFY(!model.setData(type, QStringLiteral("[]")));
    QVERIFY(model.setData(type, QString()));
    QVERIFY(!model.schema().value("properties")["a"].toObject().contains("type"));
    QCOMPARE(type.data().toString(), QStringLiteral("any"));
    QCOMPARE(type.data(Qt::EditRole).toString(), QString());
    // Other keywords stay, even those of another type.
    QCOMPARE(model.schema().value("properties")["a"]["minLength"].toInt(), 2);
}

void tst_ParametersTableModel::descriptionEdits()
{
    ParametersTableModel model;
    model.setSchema(json(SearchSchema));
    const QModelIndex description = cell(model, QStringLiteral("limit"), ParametersTableModel::DescriptionColumn);
    QVERIFY(model.setData(description, QStringLiteral("At most this many hits.")));
    QCOMPARE(model.schema().value("properties")["limit"]["description"].toString(),
             QStringLiteral("At most this many hits."));
    QVERIFY(model.setData(description, QString()));
    QVERIFY(!model.schema().value("properties")["limit"].toObject().contains("description"));
    QCOMPARE(model.schema().value("properties")["limit"]["minimum"].toInt(), 1);
}

void tst_ParametersTableModel::addAndRemove()
{
    ParametersTableModel model;
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);
    QCOMPARE(model.unusedName(QStringLiteral("param")), QStringLiteral("param"));
    QCOMPARE(model.addParameter(QStringLiteral("param")), 0);
    QCOMPARE(model.schema(), json(R"({"type":"object","properties":{"param":{"type":"string"}}})"));
    QCOMPARE(model.unusedName(QStringLiteral("param")), QStringLiteral("param2"));
    QCOMPARE(model.addParameter(QStringLiteral("param")), -1);
    QCOMPARE(model.addParameter(QStringLiteral("  ")), -1);
    QCOMPARE(model.addParameter(QStringLiteral("another")), 1); // at the end, not sorted in
    QCOMPARE(model.parameterName(1), QStringLiteral("another"));
    QCOMPARE(edited.size(), 2);

    model.setSchema(json(SearchSchema));
    const int query = model.rowOfParameter(QStringLiteral("query"));
    QVERIFY(model.removeParameter(query));
    QCOMPARE(model.rowOfParameter(QStringLiteral("query")), -1);
    QVERIFY(!model.schema().contains("required")); // it was its only entry
    QCOMPARE(model.schema().value("additionalProperties"), QJsonValue(false));
    QVERIFY(!model.removeParameter(model.rowCount()));
    QCOMPARE(edited.size(), 3);
}

void tst_ParametersTableModel::setSchemaKeepsRowsWherePossible()
{
    ParametersTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSchema(json(SearchSchema));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);
    const QJsonObject before = model.schema();

    // The same schema again: nothing at all.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setSchema(before);
    QCOMPARE(changed.size(), 0);

    // A rename undone (the document hands back the old schema): the row stays, the
    // current cell of a view (a persistent index) with it.
    const int row = model.rowOfParameter(QStringLiteral("email"));
    QVERIFY(model.setData(model.index(row, ParametersTableModel::NameColumn), QStringLiteral("zz_mail")));
    const QPersistentModelIndex current = model.index(row, ParametersTableModel::DescriptionColumn);
    model.setSchema(before);
    QCOMPARE(model.parameterName(row), QStringLiteral("email"));
    QVERIFY(current.isValid());
    QCOMPARE(current.row(), row);

    // Added at the end stays at the end when the document echoes it; undoing it removes
    // just that row.
    QCOMPARE(model.addParameter(QStringLiteral("aaa")), 5);
    const QJsonObject withAdded = model.schema();
    model.setSchema(withAdded);
    QCOMPARE(model.parameterName(5), QStringLiteral("aaa"));
    model.setSchema(before);
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(current.isValid());
    model.setSchema(withAdded);
    QCOMPARE(model.parameterName(5), QStringLiteral("aaa"));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(edited.size(), 2); // setSchema() reports nothing

    model.setSchema(json(R"({"properties":{"x":{}}})"));
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 1);
}

void tst_ParametersTableModel::readOnlyRefusesEdits()
{
    ParametersTableModel model;
    model.setSchema(json(SearchSchema));
    model.setReadOnly(true);
    QSignalSpy edited(&model, &ParametersTableModel::schemaEdited);
    for (int column = 0; column < ParametersTableModel::ColumnCount; ++column) {
        const Qt::ItemFlags flags = model.index(0, column).flags();
        QVERIFY(!(flags & Qt::ItemIsEditable));
        QVERIFY(!(flags & Qt::ItemIsUserCheckable));
    }
    QVERIFY(!model.setData(model.index(0, ParametersTableModel::NameColumn), QStringLiteral("x")));
    QVERIFY(!model.setData(model.index(0, ParametersTableModel::RequiredColumn), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.addParameter(QStringLiteral("x")), -1);
    QVERIFY(!model.removeParameter(0));
    QCOMPARE(edited.size(), 0);
    QCOMPARE(model.schema(), json(SearchSchema));
    model.setReadOnly(false);
    QVERIFY(model.index(0, ParametersTableModel::NameColumn).flags() & Qt::ItemIsEditable);
}

void tst_ParametersTableModel::oddShapesAreShownNotBroken()
{
    ParametersTableModel model;
    // Boolean property schemas: `true` edits like {}, `false` only in JSON.
    model.setSchema(json(R"({"type":"object","properties":{"yes":true,"no":false}})"));
    const QModelIndex yes = cell(model, QStringLiteral("yes"), ParametersTableModel::TypeColumn);
    const QModelIndex no = cell(model, QStringLiteral("no"), ParametersTableModel::TypeColumn);
    QCOMPARE(no.data().toString(), QStringLiteral("nothing"));
    QVERIFY(!(no.flags() & Qt::ItemIsEditable));
    QVERIFY(!model.setData(no, QStringLiteral("string")));
    QVERIFY(model.setData(yes, QStringLiteral("number")));
    QCOMPARE(model.schema().value("properties")["yes"].toObject(), json(R"({"type":"number"})"));
    QCOMPARE(model.schema().value("properties")["no"], QJsonValue(false));

    // "properties" that is not an object: no rows, nothing to add to.
    model.setSchema(json(R"({"type":"object","properties":[1,2]})"));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canEditProperties());
    QCOMPARE(model.addParameter(QStringLiteral("x")), -1);
    QCOMPARE(model.schema(), json(R"({"type":"object","properties":[1,2]})"));
}

QTEST_GUILESS_MAIN(tst_ParametersTableModel)
#include "tst_parameterstablemodel.moc"
