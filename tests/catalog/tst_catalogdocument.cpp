// The capability document with its undo stack, staged changes and apply, against a real
// SQLite workspace file.
#include "catalog/capabilitycommands.h"
#include "catalog/catalogdocument.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;

namespace {

Capability sample(const QString &slug, bool system = false)
{
    Capability capability;
    capability.name = QStringLiteral("Capability ") + slug;
    capability.slug = slug;
    capability.description = QStringLiteral("Does ") + slug;
    capability.category = QStringLiteral("knowledge");
    capability.functionDefinition = QJsonDocument::fromJson(
        QStringLiteral(R"({"name":"%1","description":"d","parameters":{"type":"object","properties":{}}})").arg(slug).toUtf8()).object();
    capability.executionHandler = QStringLiteral("SomeCapability");
    capability.isSystem = system;
    return capability;
}

} // namespace

class tst_CatalogDocument : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void typingInOneFieldIsOneUndoStep();
    void undoStackSignals();
    void pendingChangesListFieldByField();
    void discardIsUndoable();
    void bulkEditIsOneMacro();
    void aCommandSignalsPendingChangesOnce();
    void renamingAwayFromADuplicateRefreshesTheOtherRow();
    void applyWritesEverythingAndMarksClean();
    void applyWithAConflictWritesNothingAndKeepsEdits();
    void oneFieldReadsAndWritesAsTheWholeRowDoes();
    void aCommandReportsItsRowsAsSpans();
    void categoriesFollowTheRows();
    void foldedNamesFollowTheRows();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<SqlCatalogStore> m_store;
    std::unique_ptr<SqlCatalogStore> m_other;
    CatalogDocument *m_document = nullptr;
    int m_connection = 0;
};

void tst_CatalogDocument::init()
{
    const QString path = m_dir.filePath(QStringLiteral("ws%1.sqlite").arg(++m_connection));
    Expected<QSqlDatabase> database = SqlCatalogStore::openSqlite(path, QStringLiteral("doc-a%1").arg(m_connection));
    QVERIFY(database.ok());
    QVERIFY(SchemaMigrator(database.value()).migrate().ok());
    m_store = std::make_unique<SqlCatalogStore>(database.value());
    m_other = std::make_unique<SqlCatalogStore>(
        SqlCatalogStore::openSqlite(path, QStringLiteral("doc-b%1").arg(m_connection)).value());
    for (const QString &slug : {QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")})
        QVERIFY(m_store->createCapability(sample(slug, slug == QLatin1String("gamma"))).ok());
    m_document = new CatalogDocument;
    m_document->load(m_store->listCapabilities().value());
    QCOMPARE(m_document->count(), 3);
}

void tst_CatalogDocument::cleanup()
{
    delete m_document;
    m_document = nullptr;
    m_store.reset();
    m_other.reset();
}

void tst_CatalogDocument::typingInOneFieldIsOneUndoStep()
{
    const QString id = m_document->at(0).id;
    const QString before = m_document->at(0).name;
    for (const QString &text : {QStringLiteral("A"), QStringLiteral("Al"), QStringLiteral("Alp")})
        QVERIFY(m_document->setField(id, QStringLiteral("name"), text));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(m_document->setField(id, QStringLiteral("category"), QStringLiteral("other")));
    QCOMPARE(m_document->undoStack()->count(), 2);
    m_document->undoStack()->undo();
    m_document->undoStack()->undo();
    QCOMPARE(m_document->at(0).name, before);
    // Typing back to the original value leaves nothing to undo.
    QVERIFY(m_document->setField(id, QStringLiteral("name"), QStringLiteral("x")));
    QVERIFY(m_document->setField(id, QStringLiteral("name"), before));
    QVERIFY(!m_document->hasPendingChanges());
}

void tst_CatalogDocument::undoStackSignals()
{
    QUndoStack *stack = m_document->undoStack();
    QSignalSpy index(stack, &QUndoStack::indexChanged);
    QSignalSpy clean(stack, &QUndoStack::cleanChanged);
    QSignalSpy canUndo(stack, &QUndoStack::canUndoChanged);
    QSignalSpy canRedo(stack, &QUndoStack::canRedoChanged);
    QSignalSpy pending(m_document, &CatalogDocument::pendingChanged);

    QVERIFY(m_document->setField(m_document->at(1).id, QStringLiteral("rateLimit"), 30));
    QCOMPARE(index.count(), 1);
    QCOMPARE(clean.count(), 1);
    QCOMPARE(clean.last().first().toBool(), false);
    QCOMPARE(canUndo.last().first().toBool(), true);
    QVERIFY(pending.count() >= 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change rateLimit of beta"));

    stack->undo();
    QCOMPARE(clean.last().first().toBool(), true);
    QCOMPARE(canRedo.last().first().toBool(), true);
    QVERIFY(!m_document->hasPendingChanges());
    stack->redo();
    QCOMPARE(m_document->at(1).rateLimit, std::optional<int>(30));
}

void tst_CatalogDocument::pendingChangesListFieldByField()
{
    QVERIFY(m_document->setField(m_document->at(0).id, QStringLiteral("rateLimit"), 5));
    QVERIFY(m_document->setField(m_document->at(0).id, QStringLiteral("requiresApproval"), true));
    Capability fresh = sample(QStringLiteral("delta"));
    const QStringList added = m_document->addCapabilities({fresh}, QStringLiteral("New capability"));
    const QList<CatalogDocument::Change> changes = m_document->pendingChanges();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).kind, CatalogDocument::Change::Kind::Modified);
    QCOMPARE(changes.at(0).fields, (QStringList{QStringLiteral("rateLimit"), QStringLiteral("requiresApproval")}));
    QVERIFY(!changes.at(0).before.rateLimit.has_value());
    QCOMPARE(changes.at(1).kind, CatalogDocument::Change::Kind::Added);
    QCOMPARE(changes.at(1).id, added.first());
}

void tst_CatalogDocument::discardIsUndoable()
{
    const QString id = m_document->at(0).id;
    QVERIFY(m_document->setField(id, QStringLiteral("category"), QStringLiteral("changed")));
    m_document->addCapabilities({sample(QStringLiteral("delta"))}, QStringLiteral("New capability"));
    QCOMPARE(m_document->pendingChanges().size(), 2);
    m_document->discardAll();
    QVERIFY(!m_document->hasPendingChanges());
    QCOMPARE(m_document->count(), 3);
    QCOMPARE(m_document->at(0).category, QStringLiteral("knowledge"));
    m_document->undoStack()->undo(); // undo the discard
    QCOMPARE(m_document->pendingChanges().size(), 2);
    QCOMPARE(m_document->at(m_document->rowOf(id)).category, QStringLiteral("changed"));
}

void tst_CatalogDocument::bulkEditIsOneMacro()
{
    const QStringList ids{m_document->at(0).id, m_document->at(1).id};
    QVERIFY(m_document->setFieldForMany(ids, QStringLiteral("isActive"), false));
    QCOMPARE(m_document->undoStack()->count(), 1);
    QVERIFY(!m_document->at(0).isActive && !m_document->at(1).isActive);
    // A bulk edit that includes the system row is refused as a whole.
    QString why;
    QVERIFY(!m_document->setFieldForMany({m_document->at(2).id}, QStringLiteral("isActive"), false, &why));
    QCOMPARE(why, QStringLiteral("System capabilities cannot be deactivated"));
    QCOMPARE(m_document->undoStack()->count(), 1);
    m_document->undoStack()->undo();
    QVERIFY(m_document->at(0).isActive && m_document->at(1).isActive);
}

// However many rows a command changes, listeners hear of it once, and the count is at hand.
void tst_CatalogDocument::aCommandSignalsPendingChangesOnce()
{
    QList<Capability> many;
    for (int i = 0; i < 500; ++i)
        many.append(sample(QStringLiteral("bulk_%1").arg(i)));
    for (const Capability &capability : std::as_const(many))
        QVERIFY(m_store->createCapability(capability).ok());
    m_document->load(m_store->listCapabilities().value());
    QStringList ids;
    for (int row = 0; row < m_document->count(); ++row) {
        if (!m_document->at(row).isSystem)
            ids.append(m_document->at(row).id);
    }
    QSignalSpy pending(m_document, &CatalogDocument::pendingChanged);
    QVERIFY(m_document->setFieldForMany(ids, QStringLiteral("isActive"), false));
    QCOMPARE(pending.size(), 1);
    QCOMPARE(m_document->pendingCount(), int(ids.size()));
    m_document->undoStack()->undo();
    QCOMPARE(pending.size(), 2);
    QCOMPARE(m_document->pendingCount(), 0);
    m_document->undoStack()->redo();
    QCOMPARE(pending.size(), 3);
    // A single-field edit that changes nothing pending-wise still says so once at most.
    QVERIFY(m_document->setField(ids.first(), QStringLiteral("description"), QStringLiteral("x")));
    QCOMPARE(pending.size(), 3); // the row was already pending
    QCOMPARE(m_document->pendingCount(), int(ids.size()));
}

// Two rows share a slug; when one is renamed away, the other is no longer a duplicate and
// its views hear of it.
void tst_CatalogDocument::renamingAwayFromADuplicateRefreshesTheOtherRow()
{
    const QString alpha = m_document->at(0).id;
    const QString beta = m_document->at(1).id;
    const auto isDuplicate = [this](const QString &id) {
        for (const Diagnostic &problem : m_document->problems(m_document->rowOf(id))) {
            if (problem.ruleId() == QLatin1String("slug-duplicate"))
                return true;
        }
        return false;
    };
    QVERIFY(m_document->setField(beta, QStringLiteral("slug"), m_document->at(0).slug));
    QVERIFY(isDuplicate(alpha) && isDuplicate(beta));
    QSignalSpy changed(m_document, &CatalogDocument::rowsChanged);
    QVERIFY(m_document->setField(beta, QStringLiteral("slug"), QStringLiteral("beta_renamed")));
    QVERIFY(!isDuplicate(alpha) && !isDuplicate(beta));
    bool alphaTold = false;
    for (const QList<QVariant> &signal : std::as_const(changed))
        alphaTold = alphaTold
            || (signal.at(0).toInt() <= m_document->rowOf(alpha) && m_document->rowOf(alpha) <= signal.at(1).toInt());
    QVERIFY2(alphaTold, "the row that shared the old slug was not refreshed");
}

void tst_CatalogDocument::applyWritesEverythingAndMarksClean()
{
    QVERIFY(m_document->setField(m_document->at(0).id, QStringLiteral("rateLimit"), 12));
    m_document->addCapabilities({sample(QStringLiteral("delta"))}, QStringLiteral("New capability"));
    const CatalogDocument::ApplyResult result = m_document->apply(*m_store);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.written, 2);
    QVERIFY(!m_document->hasPendingChanges());
    QVERIFY(m_document->undoStack()->isClean());
    const QList<Capability> stored = m_other->listCapabilities().value();
    QCOMPARE(stored.size(), 4);
    QCOMPARE(m_other->capability(m_document->at(0).id).value().rateLimit, std::optional<int>(12));
}

void tst_CatalogDocument::applyWithAConflictWritesNothingAndKeepsEdits()
{
    const Capability beta = m_document->at(1);
    Capability theirs = beta;
    theirs.description = QStringLiteral("edited by a colleague");
    QVERIFY(m_other->updateCapability(beta, theirs).ok());

    QVERIFY(m_document->setField(m_document->at(0).id, QStringLiteral("rateLimit"), 12));
    QVERIFY(m_document->setField(beta.id, QStringLiteral("rateLimit"), 99));
    const CatalogDocument::ApplyResult result = m_document->apply(*m_store);
    QVERIFY(!result.ok);
    QCOMPARE(result.conflicts.size(), 1);
    QCOMPARE(result.conflicts.first().id, beta.id);
    QCOMPARE(result.conflicts.first().current->description, QStringLiteral("edited by a colleague"));
    QCOMPARE(m_document->pendingChanges().size(), 2);
    QVERIFY(!m_other->capability(m_document->at(0).id).value().rateLimit.has_value()); // nothing written
}

// Capability::value/setValue are what an edit uses instead of a toJson/fromJson round trip:
// every key must read as toJson() writes it and be set as fromJson() reads it, wrong types
// included.
void tst_CatalogDocument::oneFieldReadsAndWritesAsTheWholeRowDoes()
{
    Capability row = sample(QStringLiteral("probe"));
    row.id = QStringLiteral("c1");
    row.rateLimit = 30;
    row.quarantineReason = QStringLiteral("noisy");
    row.quarantineUntil = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    row.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("ops")}};
    const QJsonObject json = row.toJson();
    QCOMPARE(json.size(), 19);
    for (auto it = json.begin(); it != json.end(); ++it)
        QCOMPARE(row.value(it.key()), it.value());
    QCOMPARE(row.value(QStringLiteral("noSuchField")), QJsonValue(QJsonValue::Undefined));
    QVERIFY(!row.setValue(QStringLiteral("noSuchField"), 1));

    // Every key with a value of its own type, and with values of the wrong type.
    const QList<QJsonValue> probes{QJsonValue(QStringLiteral("text")), QJsonValue(7), QJsonValue(true),
                                   QJsonValue(QJsonValue::Null), QJsonValue(QJsonObject{{QStringLiteral("k"), 1}}),
                                   QJsonValue(QJsonArray{1, 2}), QJsonValue(QStringLiteral("2026-03-04T05:06:07.000Z"))};
    for (auto it = json.begin(); it != json.end(); ++it) {
        for (const QJsonValue &probe : probes) {
            Capability set = row;
            QVERIFY(set.setValue(it.key(), probe));
            QJsonObject edited = json;
            edited.insert(it.key(), probe);
            QVERIFY2(set == Capability::fromJson(edited),
                     qPrintable(it.key() + QLatin1String(" = ")
                                + QString::fromUtf8(QJsonDocument(QJsonArray{probe}).toJson(QJsonDocument::Compact))));
        }
    }
}

// However many rows one command changes, the views hear of them once per span, after the
// command, and never by a row number that an insertion or removal changed meanwhile.
void tst_CatalogDocument::aCommandReportsItsRowsAsSpans()
{
    QList<Capability> more;
    for (int i = 0; i < 40; ++i)
        more.append(sample(QStringLiteral("more_%1").arg(i)));
    m_document->addCapabilities(more, QStringLiteral("More"));
    QCOMPARE(m_document->count(), 43);
    QSignalSpy spans(m_document, &CatalogDocument::rowsChanged);
    QSignalSpy pending(m_document, &CatalogDocument::pendingChanged);
    // Rows 0–2 and 10–12: two spans.
    QStringList ids;
    for (const int row : {0, 1, 2, 10, 11, 12})
        ids.append(m_document->at(row).id);
    QVERIFY(m_document->setFieldForMany(ids, QStringLiteral("description"), QStringLiteral("Both spans")));
    QCOMPARE(spans.count(), 2);
    QCOMPARE(spans.at(0), (QList<QVariant>{0, 2}));
    QCOMPARE(spans.at(1), (QList<QVariant>{10, 12}));
    QCOMPARE(pending.count(), 1);
    // Every other row: too many spans, so one covering them all.
    spans.clear();
    ids.clear();
    for (int row = 1; row < m_document->count(); row += 2)
        ids.append(m_document->at(row).id);
    QVERIFY(m_document->setFieldForMany(ids, QStringLiteral("category"), QStringLiteral("odd")));
    QCOMPARE(spans.count(), 1);
    QCOMPARE(spans.at(0), (QList<QVariant>{1, 41}));
    // Undo reports the same rows.
    spans.clear();
    m_document->undoStack()->undo();
    QCOMPARE(spans.count(), 1);
    QCOMPARE(spans.at(0), (QList<QVariant>{1, 41}));
}

void tst_CatalogDocument::categoriesFollowTheRows()
{
    QCOMPARE(m_document->categories(), QStringList{QStringLiteral("knowledge")});
    const QString first = m_document->at(0).id;
    QVERIFY(m_document->setField(first, QStringLiteral("category"), QStringLiteral("Billing")));
    QCOMPARE(m_document->categories(), (QStringList{QStringLiteral("Billing"), QStringLiteral("knowledge")}));
    Capability added = sample(QStringLiteral("delta"));
    added.category = QStringLiteral("alerts");
    const QStringList addedIds = m_document->addCapabilities({added}, QStringLiteral("New"));
    QCOMPARE(m_document->categories(),
             (QStringList{QStringLiteral("alerts"), QStringLiteral("Billing"), QStringLiteral("knowledge")}));
    m_document->undoStack()->undo(); // the addition
    m_document->undoStack()->undo(); // the category
    QCOMPARE(m_document->categories(), QStringList{QStringLiteral("knowledge")});
}

// What sorting by name compares: every row's name case-folded, whatever changed the rows.
void tst_CatalogDocument::foldedNamesFollowTheRows()
{
    const auto check = [this] {
        for (int row = 0; row < m_document->count(); ++row) {
            if (m_document->foldedName(row) != m_document->at(row).name.toCaseFolded())
                return false;
        }
        return true;
    };
    QVERIFY(check());
    QVERIFY(m_document->setField(m_document->at(1).id, QStringLiteral("name"), QStringLiteral("ÄRGER Straße")));
    QCOMPARE(m_document->foldedName(1), QStringLiteral("ärger straße")); // simple folding, as QString does
    Capability added = sample(QStringLiteral("delta"));
    added.name = QStringLiteral("Zeta MIXED");
    m_document->addCapabilities({added}, QStringLiteral("New"));
    QVERIFY(check());
    QVERIFY(m_document->deleteCapabilities({m_document->at(m_document->count() - 1).id}));
    QVERIFY(check());
    while (m_document->undoStack()->canUndo()) {
        m_document->undoStack()->undo();
        QVERIFY(check());
    }
}

QTEST_GUILESS_MAIN(tst_CatalogDocument)
#include "tst_catalogdocument.moc"
