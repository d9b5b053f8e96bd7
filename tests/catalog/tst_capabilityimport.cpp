// Import planning (new / changed / unchanged / invalid against the document), staging as
// one undo step, and export in the formats the import reads.
#include "catalog/capabilityfile.h"
#include "catalog/capabilityimport.h"
#include "catalog/catalogdocument.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;
using Kind = CapabilityImport::Kind;

Q_DECLARE_METATYPE(capstudio::CapabilityImport::Kind)

namespace {

const QString FileName = QStringLiteral("import.json");

Capability sample(const QString &slug, bool system = false)
{
    Capability capability;
    capability.id = QStringLiteral("c-") + slug;
    capability.name = QStringLiteral("Capability ") + slug;
    capability.slug = slug;
    capability.description = QStringLiteral("Does ") + slug;
    capability.category = QStringLiteral("knowledge");
    capability.functionDefinition = QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), QStringLiteral("d")},
        {QStringLiteral("parameters"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), QJsonObject()}}}};
    capability.executionHandler = QStringLiteral("SomeCapability");
    capability.isSystem = system;
    return capability;
}

// A row with every optional column set, so that a round trip covers them all.
Capability rich()
{
    Capability capability = sample(QStringLiteral("rich_one"));
    capability.executionType = QStringLiteral("api");
    capability.executionHandler = QStringLiteral("https://api.example.com/hook");
    capability.executionConfig = QJsonObject{{QStringLiteral("timeoutMs"), 1500}};
    capability.requiresApproval = true;
    capability.approvalTimeoutMs = 60000;
    capability.rateLimit = 12;
    capability.isIdempotent = true;
    capability.isActive = false;
    capability.quarantineState = QStringLiteral("quarantined-soft");
    capability.quarantineReason = QStringLiteral("too many errors");
    capability.quarantineUntil = QDateTime(QDate(2030, 1, 2), QTime(3, 4, 5, 600), Qt::UTC);
    capability.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("ops")}, {QStringLiteral("tier"), 2}};
    return capability;
}

QJsonObject row(const QString &slug, bool system = false)
{
    return sample(slug, system).toJson();
}

QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

QJsonObject renamed(const QString &slug, const QString &newSlug)
{
    QJsonObject object = row(slug);
    object.insert(QStringLiteral("slug"), newSlug);
    QJsonObject definition = object.value(QStringLiteral("functionDefinition")).toObject();
    definition.insert(QStringLiteral("name"), newSlug);
    object.insert(QStringLiteral("functionDefinition"), definition);
    return object;
}

CapabilityImport::Plan planOf(const CatalogDocument &document, const QJsonValue &json)
{
    return CapabilityImport::plan(document, CapabilityFile::fromJson(json, FileName), FileName);
}

bool hasErrorAt(const Diagnostics &diagnostics, const QString &pointer, const QString &rule = {})
{
    for (const Diagnostic &diagnostic : diagnostics) {
        if (diagnostic.severity() == Severity::Error && diagnostic.location().jsonPointer == pointer
            && (rule.isEmpty() || diagnostic.ruleId() == rule))
            return true;
    }
    return false;
}

} // namespace

class tst_CapabilityImport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void classify_data();
    void classify();
    void formats_data();
    void formats();
    void duplicatesInTheFile();
    void roundTripIsUnchanged_data();
    void roundTripIsUnchanged();
    void exportIsDeterministic();
    void stagingIsOneUndoStep();
    void onlyChosenRowsAreStaged();

private:
    CatalogDocument *m_document = nullptr;
};

void tst_CapabilityImport::init()
{
    m_document = new CatalogDocument;
    m_document->load({sample(QStringLiteral("alpha")), sample(QStringLiteral("beta")),
                      sample(QStringLiteral("gamma"), true), rich()});
}

void tst_CapabilityImport::cleanup()
{
    delete m_document;
    m_document = nullptr;
}

void tst_CapabilityImport::classify_data()
{
    QTest::addColumn<QJsonValue>("fileRow");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QStringList>("fields"); // Changed: the fields listed
    QTest::addColumn<QString>("matched"); // the document row's slug, or empty
    QTest::addColumn<bool>("byId");
    QTest::addColumn<QString>("errorAt"); // Invalid: a pointer with an error
    QTest::addColumn<int>("warnings");

    const QString noError;
    const QStringList none;
    const QJsonObject alpha = row(QStringLiteral("alpha"));
    const QJsonObject gamma = row(QStringLiteral("gamma"), true);

    QTest::newRow("new") << QJsonValue(with(row(QStringLiteral("delta")), QStringLiteral("id"), QJsonValue()))
                         << Kind::New << none << QString() << false << noError << 0;
    QTest::newRow("new with an unknown id") << QJsonValue(row(QStringLiteral("delta"))) << Kind::New << none
                                            << QString() << false << noError << 0;
    QTest::newRow("new with a warning")
        << QJsonValue(with(with(row(QStringLiteral("delta")), QStringLiteral("executionType"), QStringLiteral("api")),
                           QStringLiteral("executionHandler"), QStringLiteral("http://127.0.0.1/hook")))
        << Kind::New << none << QString() << false << noError << 1;
    QTest::newRow("unchanged by id") << QJsonValue(alpha) << Kind::Unchanged << none << QStringLiteral("alpha") << true
                                     << noError << 0;
    QTest::newRow("unchanged by slug") << QJsonValue(with(alpha, QStringLiteral("id"), QStringLiteral("elsewhere")))
                                       << Kind::Unchanged << none << QStringLiteral("alpha") << false << noError << 0;
    QTest::newRow("changed by slug")
        << QJsonValue(with(with(with(alpha, QStringLiteral("id"), QJsonValue()), QStringLiteral("rateLimit"), 30),
                           QStringLiteral("name"), QStringLiteral("Alpha")))
        << Kind::Changed << QStringList{QStringLiteral("name"), QStringLiteral("rateLimit")} << QStringLiteral("alpha")
        << false << noError << 0;
    QTest::newRow("changed slug, matched by id")
        << QJsonValue(renamed(QStringLiteral("alpha"), QStringLiteral("alpha_two"))) << Kind::Changed
        << QStringList{QStringLiteral("slug"), QStringLiteral("functionDefinition")} << QStringLiteral("alpha") << true
        << noError << 0;
    QTest::newRow("left-out fields keep their values")
        << QJsonValue(with(with(with(alpha, QStringLiteral("metadata"), QJsonValue()), QStringLiteral("rateLimit"),
                                QJsonValue()),
                           QStringLiteral("category"), QStringLiteral("other")))
        << Kind::Changed << QStringList{QStringLiteral("category")} << QStringLiteral("alpha") << true << noError << 0;
    QTest::newRow("isSystem is not imported")
        << QJsonValue(with(alpha, QStringLiteral("isSystem"), true)) << Kind::Unchanged << none
        << QStringLiteral("alpha") << true << noError << 1;
    QTest::newRow("quarantine is not imported")
        << QJsonValue(with(alpha, QStringLiteral("quarantineState"), QStringLiteral("quarantined-hard")))
        << Kind::Unchanged << none << QStringLiteral("alpha") << true << noError << 0;
    QTest::newRow("invalid rate limit") << QJsonValue(with(alpha, QStringLiteral("rateLimit"), 0)) << Kind::Invalid
                                        << none << QStringLiteral("alpha") << true << QStringLiteral("/0/rateLimit")
                                        << 0;
    QTest::newRow("invalid new slug") << QJsonValue(renamed(QStringLiteral("delta"), QStringLiteral("Bad Slug")))
                                      << Kind::Invalid << none << QString() << false << QStringLiteral("/0/slug") << 0;
    QTest::newRow("invalid: not an object") << QJsonValue(42) << Kind::Invalid << none << QString() << false
                                            << QStringLiteral("/0") << 0;
    QTest::newRow("invalid: slug of another row")
        << QJsonValue(renamed(QStringLiteral("alpha"), QStringLiteral("beta"))) << Kind::Invalid << none
        << QStringLiteral("alpha") << true << QStringLiteral("/0/slug") << 0;
    QTest::newRow("system: protected field")
        << QJsonValue(with(gamma, QStringLiteral("executionHandler"), QStringLiteral("OtherHandler")))
        << Kind::Invalid << none << QStringLiteral("gamma") << true << QStringLiteral("/0/executionHandler") << 0;
    QTest::newRow("system: deactivation") << QJsonValue(with(gamma, QStringLiteral("isActive"), false))
                                          << Kind::Invalid << none << QStringLiteral("gamma") << true
                                          << QStringLiteral("/0/isActive") << 0;
    QTest::newRow("system: other field")
        << QJsonValue(with(gamma, QStringLiteral("description"), QStringLiteral("Better words"))) << Kind::Changed
        << QStringList{QStringLiteral("description")} << QStringLiteral("gamma") << true << noError << 0;
}

void tst_CapabilityImport::classify()
{
    QFETCH(QJsonValue, fileRow);
    QFETCH(Kind, kind);
    QFETCH(QStringList, fields);
    QFETCH(QString, matched);
    QFETCH(bool, byId);
    QFETCH(QString, errorAt);
    QFETCH(int, warnings);

    const CapabilityImport::Plan plan = planOf(*m_document, QJsonArray{fileRow});
    QCOMPARE(plan.rows.size(), 1);
    const CapabilityImport::Row &result = plan.rows.first();
    QCOMPARE(CapabilityImport::kindName(result.kind), CapabilityImport::kindName(kind));
    QCOMPARE(result.pointer, QStringLiteral("/0"));
    QStringList changed;
    for (const CapabilityImport::FieldChange &change : result.changes) {
        changed.append(change.key);
        QVERIFY(change.before != change.after);
        QCOMPARE(change.before, m_document->at(m_document->rowOf(result.matchedId)).toJson().value(change.key));
    }
    if (kind == Kind::Changed)
        QCOMPARE(changed, fields);
    QCOMPARE(result.matchedId.isEmpty() ? QString() : m_document->at(m_document->rowOf(result.matchedId)).slug, matched);
    QCOMPARE(result.matchedById, byId);
    if (kind == Kind::Invalid)
        QVERIFY2(hasErrorAt(result.diagnostics, errorAt), qPrintable(result.diagnostics.value(0).toText()));
    else
        QVERIFY(!hasErrors(result.diagnostics));
    QCOMPARE(countBySeverity(result.diagnostics, Severity::Warning), warnings);
    for (const Diagnostic &diagnostic : result.diagnostics)
        QCOMPARE(diagnostic.location().file, FileName);
    QCOMPARE(plan.stageableRows(), result.isStageable() ? QList<int>{0} : QList<int>{});
    if (kind == Kind::New)
        QCOMPARE(result.capability.id, fileRow.toObject().value(QStringLiteral("id")).toString());
}

void tst_CapabilityImport::formats_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("pointers");

    const QJsonObject alpha = row(QStringLiteral("alpha"));
    const QJsonObject broken = with(alpha, QStringLiteral("slug"), QStringLiteral("NO"));
    const QJsonArray rows{alpha, broken};
    QTest::newRow("array") << QJsonDocument(rows).toJson() << QStringList{QStringLiteral("/0"), QStringLiteral("/1")};
    QTest::newRow("envelope")
        << QJsonDocument(QJsonObject{{QStringLiteral("success"), true}, {QStringLiteral("data"), rows}}).toJson()
        << QStringList{QStringLiteral("/data/0"), QStringLiteral("/data/1")};
    QTest::newRow("single row") << QJsonDocument(QJsonObject{{QStringLiteral("success"), true},
                                                             {QStringLiteral("data"), broken}})
                                       .toJson()
                                << QStringList{QStringLiteral("/data")};
}

void tst_CapabilityImport::formats()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, pointers);

    QTemporaryDir dir;
    const QString path = dir.filePath(FileName);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();

    const CapabilityFile::Content content = CapabilityFile::read(path);
    QVERIFY(content.ok());
    const CapabilityImport::Plan plan = CapabilityImport::plan(*m_document, content, path);
    QCOMPARE(plan.file, path);
    QStringList seen;
    for (const CapabilityImport::Row &result : plan.rows)
        seen.append(result.pointer);
    QCOMPARE(seen, pointers);
    // The last row is the broken one: its finding points into the file where it is.
    const CapabilityImport::Row &last = plan.rows.last();
    QCOMPARE(last.kind, Kind::Invalid);
    QVERIFY(hasErrorAt(last.diagnostics, pointers.last() + QStringLiteral("/slug")));
    QCOMPARE(last.diagnostics.first().location().file, path);
    if (plan.rows.size() > 1)
        QCOMPARE(plan.rows.first().kind, Kind::Unchanged);
}

void tst_CapabilityImport::duplicatesInTheFile()
{
    const QJsonObject delta = with(row(QStringLiteral("delta")), QStringLiteral("id"), QJsonValue());
    const QJsonObject alphaBySlug = with(row(QStringLiteral("alpha")), QStringLiteral("id"), QJsonValue());
    const QJsonObject alphaRenamed = with(row(QStringLiteral("alpha")), QStringLiteral("name"), QStringLiteral("A"));
    const CapabilityImport::Plan plan = planOf(*m_document, QJsonArray{delta, delta, alphaRenamed, alphaBySlug});
    QCOMPARE(plan.rows.at(0).kind, Kind::New);
    QCOMPARE(plan.rows.at(1).kind, Kind::Invalid);
    QVERIFY(hasErrorAt(plan.rows.at(1).diagnostics, QStringLiteral("/1/slug"), QStringLiteral("import-duplicate")));
    QCOMPARE(plan.rows.at(2).kind, Kind::Changed);
    QCOMPARE(plan.rows.at(3).kind, Kind::Invalid);
    QVERIFY(hasErrorAt(plan.rows.at(3).diagnostics, QStringLiteral("/3"), QStringLiteral("import-duplicate")));
    QCOMPARE(plan.count(Kind::New), 1);
    QCOMPARE(plan.count(Kind::Invalid), 2);
}

void tst_CapabilityImport::roundTripIsUnchanged_data()
{
    QTest::addColumn<bool>("envelope");
    QTest::addColumn<bool>("withStagedEdits");
    QTest::newRow("array") << false << false;
    QTest::newRow("envelope") << true << false;
    QTest::newRow("array, staged edits") << false << true;
    QTest::newRow("envelope, staged edits") << true << true;
}

void tst_CapabilityImport::roundTripIsUnchanged()
{
    QFETCH(bool, envelope);
    QFETCH(bool, withStagedEdits);
    if (withStagedEdits) {
        QVERIFY(m_document->setField(QStringLiteral("c-beta"), QStringLiteral("rateLimit"), 7));
        m_document->addCapabilities({sample(QStringLiteral("delta"))}, QStringLiteral("New"));
    }
    QList<Capability> rows;
    for (int i = 0; i < m_document->count(); ++i)
        rows.append(m_document->at(i));

    QTemporaryDir dir;
    const QString path = dir.filePath(FileName);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(CapabilityImport::exportRows(rows, envelope));
    file.close();

    const CapabilityFile::Content content = CapabilityFile::read(path);
    QVERIFY(content.ok());
    QCOMPARE(content.rowsPointer, envelope ? QStringLiteral("/data") : QString());
    const CapabilityImport::Plan plan = CapabilityImport::plan(*m_document, content, path);
    QCOMPARE(plan.rows.size(), rows.size());
    for (const CapabilityImport::Row &result : plan.rows) {
        QVERIFY2(result.kind == Kind::Unchanged, qPrintable(result.slug + QLatin1Char(' ')
                                                            + CapabilityImport::kindName(result.kind)));
        QVERIFY(result.matchedById);
        QVERIFY(result.diagnostics.isEmpty());
    }
    QVERIFY(plan.stageableRows().isEmpty());
    // The rows read back are the rows written, quarantine and all.
    for (int i = 0; i < rows.size(); ++i)
        QCOMPARE(Capability::fromJson(content.rows.at(i).toObject()), rows.at(i));
}

void tst_CapabilityImport::exportIsDeterministic()
{
    const QList<Capability> rows{rich(), sample(QStringLiteral("alpha"))};
    const QByteArray first = CapabilityImport::exportRows(rows, false);
    QCOMPARE(CapabilityImport::exportRows(rows, false), first);
    // Parsing and writing again gives the same bytes.
    QList<Capability> reread;
    for (const QJsonValue &value : QJsonDocument::fromJson(first).array())
        reread.append(Capability::fromJson(value.toObject()));
    QCOMPARE(CapabilityImport::exportRows(reread, false), first);
    QVERIFY(first.startsWith("[\n"));
    QVERIFY(first.contains("\n    {\n"));

    const QJsonObject envelope = QJsonDocument::fromJson(CapabilityImport::exportRows(rows, true)).object();
    QCOMPARE(envelope.value(QStringLiteral("success")), QJsonValue(true));
    QCOMPARE(envelope.value(QStringLiteral("data")).toArray(), QJsonDocument::fromJson(first).array());
    QCOMPARE(envelope.size(), 2);
    QCOMPARE(CapabilityImport::exportRows({}, false).trimmed(), QByteArray("[\n]"));
}

void tst_CapabilityImport::stagingIsOneUndoStep()
{
    const QJsonArray file{
        with(row(QStringLiteral("delta")), QStringLiteral("isSystem"), true), // New (isSystem dropped)
        with(with(row(QStringLiteral("alpha")), QStringLiteral("name"), QStringLiteral("Alpha")),
             QStringLiteral("rateLimit"), 30), // Changed
        with(row(QStringLiteral("beta")), QStringLiteral("category"), QStringLiteral("other")), // Changed
        row(QStringLiteral("gamma"), true), // Unchanged
        with(row(QStringLiteral("epsilon")), QStringLiteral("rateLimit"), -1), // Invalid
    };
    const CapabilityImport::Plan plan = planOf(*m_document, file);
    QCOMPARE(plan.count(Kind::New), 1);
    QCOMPARE(plan.count(Kind::Changed), 2);
    QCOMPARE(plan.count(Kind::Unchanged), 1);
    QCOMPARE(plan.count(Kind::Invalid), 1);
    QCOMPARE(plan.stageableRows(), (QList<int>{0, 1, 2}));

    QUndoStack *stack = m_document->undoStack();
    QCOMPARE(stack->count(), 0);
    CapabilityImport::stage(*m_document, plan, {0, 1, 2, 3, 4});
    QCOMPARE(stack->count(), 1);
    QVERIFY(stack->undoText().contains(FileName));
    QCOMPARE(m_document->count(), 5);

    const QList<CatalogDocument::Change> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 3);
    QCOMPARE(changes.at(0).id, QStringLiteral("c-alpha"));
    QCOMPARE(changes.at(0).fields, (QStringList{QStringLiteral("name"), QStringLiteral("rateLimit")}));
    QCOMPARE(changes.at(0).after.rateLimit, std::optional<int>(30));
    QCOMPARE(changes.at(1).id, QStringLiteral("c-beta"));
    QCOMPARE(changes.at(1).fields, QStringList{QStringLiteral("category")});
    QCOMPARE(changes.at(2).kind, CatalogDocument::Change::Kind::Added);
    QCOMPARE(changes.at(2).id, QStringLiteral("c-delta"));
    QVERIFY(!changes.at(2).after.isSystem);
    QCOMPARE(changes.at(2).after.quarantineState, QStringLiteral("active"));

    // After staging, the same file plans as nothing to do.
    const CapabilityImport::Plan again = planOf(*m_document, file);
    QVERIFY(again.stageableRows().isEmpty());

    stack->undo();
    QVERIFY(!m_document->hasPendingChanges());
    QCOMPARE(m_document->count(), 4);
    QCOMPARE(m_document->rowOf(QStringLiteral("c-delta")), -1);
    QCOMPARE(m_document->at(m_document->rowOf(QStringLiteral("c-alpha"))).name, QStringLiteral("Capability alpha"));
    stack->redo();
    QCOMPARE(m_document->pendingChanges().size(), 3);
}

void tst_CapabilityImport::onlyChosenRowsAreStaged()
{
    const QJsonArray file{
        with(row(QStringLiteral("delta")), QStringLiteral("id"), QJsonValue()),
        with(row(QStringLiteral("alpha")), QStringLiteral("name"), QStringLiteral("Alpha")),
        with(row(QStringLiteral("beta")), QStringLiteral("category"), QStringLiteral("other")),
        row(QStringLiteral("gamma"), true),
    };
    const CapabilityImport::Plan plan = planOf(*m_document, file);

    // Nothing stageable chosen: no undo step at all.
    CapabilityImport::stage(*m_document, plan, {3, 42, -1});
    QCOMPARE(m_document->undoStack()->count(), 0);

    CapabilityImport::stage(*m_document, plan, {2, 0, 2});
    QCOMPARE(m_document->undoStack()->count(), 1);
    const QList<CatalogDocument::Change> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).id, QStringLiteral("c-beta"));
    QCOMPARE(changes.at(1).kind, CatalogDocument::Change::Kind::Added);
    QCOMPARE(changes.at(1).after.slug, QStringLiteral("delta"));
    QVERIFY(!changes.at(1).id.isEmpty()); // assigned by the document
    QCOMPARE(m_document->at(m_document->rowOf(QStringLiteral("c-alpha"))).name, QStringLiteral("Capability alpha"));
}

QTEST_GUILESS_MAIN(tst_CapabilityImport)
#include "tst_capabilityimport.moc"
