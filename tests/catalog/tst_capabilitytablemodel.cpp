#include "catalog/capabilityfilterproxy.h"
#include "catalog/capabilitysortproxy.h"
#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QRandomGenerator>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <future>

using namespace capstudio;

namespace {

Capability make(const QString &slug, std::optional<int> rateLimit, bool system, const QString &category = QStringLiteral("knowledge"))
{
    Capability capability;
    capability.id = QStringLiteral("c") + slug.leftJustified(9, QLatin1Char('0'));
    capability.slug = slug;
    capability.name = slug.toUpper();
    capability.category = category;
    capability.description = QStringLiteral("About ") + slug;
    capability.executionHandler = QStringLiteral("Handler");
    capability.functionDefinition = QJsonDocument::fromJson(
        QStringLiteral(R"({"name":"%1","description":"d","parameters":{"type":"object","properties":{}}})").arg(slug).toUtf8()).object();
    capability.rateLimit = rateLimit;
    capability.isSystem = system;
    return capability;
}

} // namespace

class tst_CapabilityTableModel : public QObject
{
    Q_OBJECT

private slots:
    void modelContractThroughEdits();
    void displayAndRoles();
    void inPlaceEditsAreUndoable();
    void systemRowsRefuseProtectedEdits();
    void problemsAreMarked();
    void quarantineExpires();
    void sortBelowFilter();
    void textColumnsSortIgnoringCaseAfterAReset();
    void listsReadElsewhereArriveSorted();
    void removalsSelectionsAndPersistentIndexesThroughTheSorter();
    void proxyFilters_data();
    void proxyFilters();
};

void tst_CapabilityTableModel::modelContractThroughEdits()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilityFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

    document.load({make(QStringLiteral("a"), 10, false), make(QStringLiteral("b"), std::nullopt, true)});
    QCOMPARE(model.rowCount(), 2);
    proxy.sort(CapabilityTableModel::SlugColumn);
    proxy.setSystem(CapabilityFilterProxy::Tristate::Yes);
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setSystem(CapabilityFilterProxy::Tristate::Any);

    // Inserts, edits, removals and undo all keep the model contract.
    Capability fresh = make(QStringLiteral("fresh"), 5, false);
    fresh.id.clear();
    const QStringList ids = document.addCapabilities({fresh}, QStringLiteral("add"));
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(document.setField(ids.first(), QStringLiteral("category"), QStringLiteral("zeta")));
    QVERIFY(document.deleteCapabilities(ids));
    QCOMPARE(model.rowCount(), 2);
    document.undoStack()->undo();
    QCOMPARE(model.rowCount(), 3);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(model.rowCount(), 2);
    document.load({});
    QCOMPARE(model.rowCount(), 0);
}

void tst_CapabilityTableModel::displayAndRoles()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    document.load({make(QStringLiteral("search"), 60, true), make(QStringLiteral("free"), std::nullopt, false)});

    QCOMPARE(model.index(0, CapabilityTableModel::SlugColumn).data().toString(), QStringLiteral("search"));
    QCOMPARE(model.index(0, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("60/min"));
    QCOMPARE(model.index(1, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("unlimited"));
    QCOMPARE(model.index(0, CapabilityTableModel::SystemColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(model.index(1, CapabilityTableModel::SystemColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(model.index(0, CapabilityTableModel::NameColumn).data(Qt::ToolTipRole).toString().startsWith(QLatin1String("About search")));
    QCOMPARE(model.index(1, 0).data(CapabilityTableModel::CapabilityIdRole).toString(), document.at(1).id);
    QVERIFY(model.index(1, CapabilityTableModel::RateLimitColumn).data(CapabilityTableModel::SortRole).toInt()
            > model.index(0, CapabilityTableModel::RateLimitColumn).data(CapabilityTableModel::SortRole).toInt());
    QCOMPARE(model.headerData(CapabilityTableModel::IdempotentColumn, Qt::Horizontal).toString(), QStringLiteral("Idempotent"));
    QVERIFY(model.flags(model.index(0, CapabilityTableModel::RateLimitColumn)) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(0, CapabilityTableModel::SlugColumn)) & Qt::ItemIsEditable));
    QVERIFY(model.flags(model.index(1, CapabilityTableModel::IdempotentColumn)) & Qt::ItemIsUserCheckable);
}

void tst_CapabilityTableModel::inPlaceEditsAreUndoable()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    document.load({make(QStringLiteral("a"), 10, false)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    QVERIFY(model.setData(model.index(0, CapabilityTableModel::RateLimitColumn), 0, Qt::EditRole));
    QVERIFY(!document.at(0).rateLimit.has_value());
    QVERIFY(model.setData(model.index(0, CapabilityTableModel::IdempotentColumn), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(document.at(0).isIdempotent);
    QCOMPARE(changed.count(), 2);
    QVERIFY(model.index(0, 0).data(CapabilityTableModel::PendingRole).toBool());
    QCOMPARE(document.undoStack()->count(), 2);

    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.at(0).rateLimit, std::optional<int>(10));
    QVERIFY(!document.at(0).isIdempotent);
    QVERIFY(!document.hasPendingChanges());
    QVERIFY(!model.index(0, 0).data(CapabilityTableModel::PendingRole).toBool());
}

void tst_CapabilityTableModel::systemRowsRefuseProtectedEdits()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    document.load({make(QStringLiteral("sys"), std::nullopt, true)});
    QSignalSpy refused(&model, &CapabilityTableModel::editRefused);
    QVERIFY(!(model.flags(model.index(0, CapabilityTableModel::ActiveColumn)) & Qt::ItemIsUserCheckable));
    QVERIFY(!model.setData(model.index(0, CapabilityTableModel::ActiveColumn), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.first().first().toString(), QStringLiteral("System capabilities cannot be deactivated"));
    QVERIFY(document.at(0).isActive);
    // Renaming is allowed, changing the slug is not.
    QVERIFY(model.setData(model.index(0, CapabilityTableModel::NameColumn), QStringLiteral("Renamed"), Qt::EditRole));
    QString why;
    QVERIFY(!document.setField(document.at(0).id, QStringLiteral("slug"), QStringLiteral("other"), &why));
    QVERIFY(why.contains(QLatin1String("cannot be changed")));
    QVERIFY(!document.deleteCapabilities({document.at(0).id}, &why));
    QCOMPARE(why, QStringLiteral("System capabilities cannot be deleted"));
}

void tst_CapabilityTableModel::problemsAreMarked()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    Capability broken = make(QStringLiteral("Bad Slug"), std::nullopt, false);
    document.load({make(QStringLiteral("ok_one"), std::nullopt, false), broken, make(QStringLiteral("dup"), 1, false)});
    QCOMPARE(model.index(0, 0).data(CapabilityTableModel::ProblemSeverityRole).toInt(), 0);
    QCOMPARE(model.index(1, 0).data(CapabilityTableModel::ProblemSeverityRole).toInt(), 2);
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("/slug")));

    // Two rows with the same slug are both marked; fixing one clears both.
    QVERIFY(document.setField(document.at(0).id, QStringLiteral("slug"), QStringLiteral("dup")));
    const auto isDuplicate = [](const Diagnostic &d) { return d.ruleId() == QLatin1String("slug-duplicate"); };
    const Diagnostics withDuplicate = document.problems(2);
    QVERIFY(std::any_of(withDuplicate.cbegin(), withDuplicate.cend(), isDuplicate));
    QCOMPARE(model.index(2, 0).data(CapabilityTableModel::ProblemSeverityRole).toInt(), 2);
    document.undoStack()->undo();
    const Diagnostics withoutDuplicate = document.problems(2);
    QVERIFY(std::none_of(withoutDuplicate.cbegin(), withoutDuplicate.cend(), isDuplicate));
}

void tst_CapabilityTableModel::quarantineExpires()
{
    Capability soft = make(QStringLiteral("q"), std::nullopt, false);
    soft.quarantineState = QStringLiteral("quarantined-soft");
    Capability expired = make(QStringLiteral("expired"), std::nullopt, false);
    expired.quarantineState = QStringLiteral("quarantined-hard");
    expired.quarantineUntil = QDateTime::currentDateTimeUtc().addDays(-1);

    CatalogDocument document;
    CapabilityTableModel model(&document);
    document.load({soft, expired});
    QCOMPARE(model.index(0, CapabilityTableModel::QuarantineColumn).data().toString(), QStringLiteral("soft quarantine"));
    QCOMPARE(model.index(1, CapabilityTableModel::QuarantineColumn).data().toString(), QString());
}

void tst_CapabilityTableModel::sortBelowFilter()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilitySortProxy sorter;
    sorter.setSourceModel(&model);
    CapabilityFilterProxy filter;
    filter.setSourceModel(&sorter);
    QAbstractItemModelTester sortTester(&sorter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    document.load({make(QStringLiteral("b_two"), 5, false), make(QStringLiteral("a_one"), std::nullopt, false),
                   make(QStringLiteral("c_three"), 1, false)});

    const auto slugAt = [&filter](int row) {
        return filter.index(row, CapabilityTableModel::SlugColumn).data().toString();
    };
    filter.sort(CapabilityTableModel::RateLimitColumn); // forwarded to the sorter
    QCOMPARE(slugAt(0), QStringLiteral("c_three"));
    QCOMPARE(slugAt(2), QStringLiteral("a_one")); // unlimited last
    filter.setText(QStringLiteral("_T")); // c_three (1/min), b_two (5/min); case does not matter
    QCOMPARE(filter.rowCount(), 2);
    QCOMPARE(slugAt(0), QStringLiteral("c_three"));
    // An edited row stays where it is (it does not jump away under the cursor) …
    QVERIFY(document.setField(document.at(2).id, QStringLiteral("rateLimit"), 9));
    QCOMPARE(slugAt(0), QStringLiteral("c_three"));
    QCOMPARE(filter.index(0, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("9/min"));
    // … until the next sort.
    filter.sort(CapabilityTableModel::RateLimitColumn);
    QCOMPARE(slugAt(0), QStringLiteral("b_two"));
    filter.setText(QString());
    QCOMPARE(filter.rowCount(), 3);
    filter.sort(CapabilityTableModel::SlugColumn, Qt::DescendingOrder);
    QCOMPARE(slugAt(0), QStringLiteral("c_three"));
    // New rows appear at the end until the next sort.
    Capability added = make(QStringLiteral("d_four"), 1, false);
    added.id.clear();
    document.addCapabilities({added}, QStringLiteral("add"));
    QCOMPARE(filter.rowCount(), 4);
    QCOMPARE(slugAt(3), QStringLiteral("d_four"));
    filter.sort(CapabilityTableModel::SlugColumn, Qt::DescendingOrder);
    QCOMPARE(slugAt(0), QStringLiteral("d_four"));
}

void tst_CapabilityTableModel::textColumnsSortIgnoringCaseAfterAReset()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilitySortProxy sorter;
    sorter.setSourceModel(&model);
    QAbstractItemModelTester tester(&sorter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto row = [](const QString &slug, const QString &name, const QString &category) {
        Capability capability = make(slug, std::nullopt, false, category);
        capability.name = name;
        return capability;
    };
    sorter.sort(CapabilityTableModel::CategoryColumn);
    // Sorted by category ignoring case, then by name ignoring case, then by slug.
    document.load({row(QStringLiteral("s1"), QStringLiteral("beta"), QStringLiteral("Zeta")),
                   row(QStringLiteral("s2"), QStringLiteral("Alpha"), QStringLiteral("alpha")),
                   row(QStringLiteral("s4"), QStringLiteral("gamma"), QStringLiteral("ALPHA")),
                   row(QStringLiteral("s3"), QStringLiteral("Gamma"), QStringLiteral("alpha"))});
    const auto slugs = [&sorter] {
        QStringList out;
        for (int r = 0; r < sorter.rowCount(); ++r)
            out.append(sorter.index(r, CapabilityTableModel::SlugColumn).data().toString());
        return out;
    };
    QCOMPARE(slugs(), (QStringList{QStringLiteral("s2"), QStringLiteral("s3"), QStringLiteral("s4"), QStringLiteral("s1")}));
    // A reset with as many other rows sorts by their own keys, not those of the rows before.
    document.load({row(QStringLiteral("t1"), QStringLiteral("x"), QStringLiteral("d")),
                   row(QStringLiteral("t2"), QStringLiteral("y"), QStringLiteral("C")),
                   row(QStringLiteral("t3"), QStringLiteral("z"), QStringLiteral("b")),
                   row(QStringLiteral("t4"), QStringLiteral("w"), QStringLiteral("A"))});
    QCOMPARE(slugs(), (QStringList{QStringLiteral("t4"), QStringLiteral("t3"), QStringLiteral("t2"), QStringLiteral("t1")}));
    // An edit, then a sort: the edited text counts.
    QVERIFY(document.setField(QStringLiteral("ct40000000"), QStringLiteral("category"), QStringLiteral("e")));
    sorter.sort(CapabilityTableModel::CategoryColumn);
    QCOMPARE(slugs(), (QStringList{QStringLiteral("t3"), QStringLiteral("t2"), QStringLiteral("t1"), QStringLiteral("t4")}));
    sorter.sort(CapabilityTableModel::NameColumn, Qt::DescendingOrder);
    QCOMPARE(slugs(), (QStringList{QStringLiteral("t3"), QStringLiteral("t2"), QStringLiteral("t1"), QStringLiteral("t4")}));
}

namespace {

QStringList slugsOf(const QAbstractItemModel &model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out.append(model.index(r, CapabilityTableModel::SlugColumn).data().toString());
    return out;
}

// Rows whose sort keys repeat (a few categories, handlers and limits), in random order.
QList<Capability> shuffledRows(int count, quint32 seed)
{
    QRandomGenerator random(seed);
    const QStringList categories{QStringLiteral("Search"), QStringLiteral("search"), QStringLiteral("mail"),
                                 QStringLiteral("Äpfel"), QStringLiteral("")};
    QList<Capability> rows;
    for (int i = 0; i < count; ++i) {
        const QString slug = QStringLiteral("s%1").arg(random.bounded(1000000));
        Capability capability = make(slug, random.bounded(3) == 0 ? std::nullopt : std::optional<int>(random.bounded(5)),
                                     false, categories.at(random.bounded(int(categories.size()))));
        capability.id = QStringLiteral("c%1").arg(i, 9, 10, QLatin1Char('0'));
        capability.name = random.bounded(2) ? slug.toUpper() : QStringLiteral("Same name");
        capability.executionHandler = random.bounded(2) ? QStringLiteral("Web") : QStringLiteral("web");
        capability.isActive = random.bounded(2);
        rows.append(capability);
    }
    return rows;
}

} // namespace

void tst_CapabilityTableModel::listsReadElsewhereArriveSorted()
{
    // A session reads a list on a worker with the order the view shows (the document's
    // presort), and the view's reset takes that order: it must be the order sort() gives, for
    // every column and direction, and an order computed for another sort must not be taken.
    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilitySortProxy sorter;
    sorter.setSourceModel(&model);
    QAbstractItemModelTester tester(&sorter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<Capability> rows = shuffledRows(400, 17);
    for (int column = 0; column < CapabilityTableModel::ColumnCount; ++column) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            sorter.sort(column, order);
            const CatalogDocument::Presort presort = document.presort();
            QVERIFY(presort.order);
            CatalogDocument::Prepared prepared =
                std::async(std::launch::async, [rows, presort] { return CatalogDocument::prepare(rows, presort); }).get();
            QCOMPARE(prepared.order.size(), rows.size());
            document.loadPrepared(std::move(prepared));
            const QStringList arrived = slugsOf(sorter);
            sorter.sort(column, order); // sorted here, on the rows now loaded
            QCOMPARE(arrived, slugsOf(sorter));
        }
    }
    // The list was read while the view sorted by name; the user sorted by rate limit before
    // it arrived: the reset sorts by rate limit.
    sorter.sort(CapabilityTableModel::NameColumn);
    const CatalogDocument::Presort byName = document.presort();
    sorter.sort(CapabilityTableModel::RateLimitColumn, Qt::DescendingOrder);
    document.loadPrepared(CatalogDocument::prepare(shuffledRows(300, 5), byName));
    const QStringList arrived = slugsOf(sorter);
    sorter.sort(CapabilityTableModel::RateLimitColumn, Qt::DescendingOrder);
    QCOMPARE(arrived, slugsOf(sorter));
    QCOMPARE(sorter.index(0, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("unlimited")); // unlimited first
}

void tst_CapabilityTableModel::removalsSelectionsAndPersistentIndexesThroughTheSorter()
{
    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilitySortProxy sorter;
    sorter.setSourceModel(&model);
    CapabilityFilterProxy filter;
    filter.setSourceModel(&sorter);
    QAbstractItemModelTester sortTester(&sorter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    sorter.sort(CapabilityTableModel::SlugColumn, Qt::DescendingOrder);
    document.load(shuffledRows(50, 3));
    // New rows, interleaved with the stored ones once sorted.
    QList<Capability> fresh;
    for (const QString &slug : {QStringLiteral("s1"), QStringLiteral("s5"), QStringLiteral("s9"), QStringLiteral("s99")}) {
        Capability capability = make(slug, 1, false);
        capability.id.clear();
        fresh.append(capability);
    }
    const QStringList added = document.addCapabilities(fresh, QStringLiteral("add"));
    QCOMPARE(sorter.rowCount(), 54);
    QCOMPARE(slugsOf(sorter).mid(50), (QStringList{QStringLiteral("s1"), QStringLiteral("s5"), QStringLiteral("s9"),
                                                   QStringLiteral("s99")})); // at the end until the next sort
    sorter.sort(CapabilityTableModel::SlugColumn, Qt::AscendingOrder);

    // A selection in the view maps to the same rows of the table and back.
    QItemSelectionModel selection(&filter);
    const QList<int> picked{0, 1, 2, 7, 8, 30, 52, 53};
    for (const int row : picked)
        selection.select(filter.index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QItemSelection inTable = sorter.mapSelectionToSource(filter.mapSelectionToSource(selection.selection()));
    QSet<QString> tableSlugs;
    for (const QModelIndex &index : inTable.indexes())
        tableSlugs.insert(model.index(index.row(), CapabilityTableModel::SlugColumn).data().toString());
    QSet<QString> viewSlugs;
    for (const int row : picked)
        viewSlugs.insert(filter.index(row, CapabilityTableModel::SlugColumn).data().toString());
    QCOMPARE(tableSlugs, viewSlugs);
    QCOMPARE(sorter.mapSelectionFromSource(sorter.mapSelectionToSource(filter.mapSelectionToSource(selection.selection()))),
             filter.mapSelectionToSource(selection.selection()));

    // A persistent index follows its row through a re-sort and the removal of others.
    const QPersistentModelIndex kept(sorter.index(20, CapabilityTableModel::SlugColumn));
    const QString keptSlug = kept.data().toString();
    sorter.sort(CapabilityTableModel::CategoryColumn, Qt::DescendingOrder);
    QCOMPARE(kept.data().toString(), keptSlug);
    // Rows not yet applied are removed, wherever the sort put them.
    QStringList expected = slugsOf(sorter);
    for (const QString &slug : {QStringLiteral("s1"), QStringLiteral("s9")})
        expected.removeOne(slug);
    QVERIFY(document.deleteCapabilities({added.at(0), added.at(2)}));
    QCOMPARE(slugsOf(sorter), expected);
    QCOMPARE(kept.data().toString(), keptSlug);
    document.undoStack()->undo();
    QCOMPARE(sorter.rowCount(), 54);
    for (int row = 0; row < sorter.rowCount(); ++row) // the inverse map is whole again
        QCOMPARE(sorter.proxyRow(sorter.sourceRow(row)), row);
    QCOMPARE(kept.data().toString(), keptSlug);
}

void tst_CapabilityTableModel::proxyFilters_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("category");
    QTest::addColumn<int>("system");
    QTest::addColumn<bool>("problems");
    QTest::addColumn<int>("expected");

    QTest::newRow("all") << QString() << QString() << 0 << false << 4;
    QTest::newRow("text in slug") << QStringLiteral("ORDER") << QString() << 0 << false << 2;
    QTest::newRow("text in description") << QStringLiteral("about refund") << QString() << 0 << false << 1;
    QTest::newRow("category") << QString() << QStringLiteral("crm") << 0 << false << 1;
    QTest::newRow("system only") << QString() << QString() << 1 << false << 1;
    QTest::newRow("not system") << QString() << QString() << 2 << false << 3;
    QTest::newRow("problems only") << QString() << QString() << 0 << true << 1;
    QTest::newRow("text and category") << QStringLiteral("order") << QStringLiteral("crm") << 0 << false << 0;
}

void tst_CapabilityTableModel::proxyFilters()
{
    QFETCH(QString, text);
    QFETCH(QString, category);
    QFETCH(int, system);
    QFETCH(bool, problems);
    QFETCH(int, expected);

    CatalogDocument document;
    CapabilityTableModel model(&document);
    CapabilityFilterProxy proxy;
    proxy.setSourceModel(&model);
    document.load({make(QStringLiteral("lookup_order"), 1, false, QStringLiteral("commerce")),
                   make(QStringLiteral("cancel_order"), 1, true, QStringLiteral("commerce")),
                   make(QStringLiteral("refund"), 1, false, QStringLiteral("commerce")),
                   make(QStringLiteral("Customer"), 1, false, QStringLiteral("crm"))});
    proxy.setText(text);
    proxy.setCategory(category);
    proxy.setSystem(system == 0 ? CapabilityFilterProxy::Tristate::Any
                                : (system == 1 ? CapabilityFilterProxy::Tristate::Yes : CapabilityFilterProxy::Tristate::No));
    proxy.setProblemsOnly(problems);
    QCOMPARE(proxy.rowCount(), expected);
}

QTEST_GUILESS_MAIN(tst_CapabilityTableModel)
#include "tst_capabilitytablemodel.moc"
