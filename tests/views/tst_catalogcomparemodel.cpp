// The comparison tree: groups, rows marked Added / Changed / Removed / Equal, field rows under
// a changed row, checks that follow between a row and its fields, picks, and the switch
// between differences only and every row (picks kept); checked with QAbstractItemModelTester.
#include "views/catalogcomparemodel.h"
#include "catalogtestdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace capstudio;

namespace {

using catalogtest::capability;

CatalogSnapshot snapshot(QList<Capability> capabilities, QList<NamedBinding> bindings = {})
{
    CatalogSnapshot s;
    s.capabilities = std::move(capabilities);
    s.bindings = std::move(bindings);
    s.sort();
    return s;
}

} // namespace

class tst_CatalogCompareModel : public QObject
{
    Q_OBJECT

private slots:
    void treeAndPicks();
};

void tst_CatalogCompareModel::treeAndPicks()
{
    Capability changed = capability(QStringLiteral("b"));
    changed.rateLimit = 5;
    changed.description = QStringLiteral("new");
    const NamedBinding binding{QStringLiteral("agent"), QStringLiteral("c"), true, QJsonValue::Null, std::nullopt};
    const CatalogSnapshot here = snapshot({capability(QStringLiteral("a")), capability(QStringLiteral("b")), capability(QStringLiteral("c"))});
    const CatalogSnapshot there = snapshot({changed, capability(QStringLiteral("c")), capability(QStringLiteral("d"))}, {binding});

    CatalogCompareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy picks(&model, &CatalogCompareModel::picksChanged);
    model.setComparison(here, there, QStringLiteral("folder"));
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex capabilities = model.index(0, 0);
    QCOMPARE(capabilities.data().toString(), QStringLiteral("Capabilities (3 differ)"));
    QCOMPARE(model.rowCount(capabilities), 3); // a removed, b changed, d added; c equal is hidden
    const auto status = [&](int row) { return model.index(row, CatalogCompareModel::StatusColumn, capabilities).data().toString(); };
    QCOMPARE(status(0), QStringLiteral("Removed"));
    QCOMPARE(status(1), QStringLiteral("Changed"));
    QCOMPARE(status(2), QStringLiteral("Added"));
    QCOMPARE(model.headerData(CatalogCompareModel::ThereColumn, Qt::Horizontal).toString(), QStringLiteral("folder"));

    const QModelIndex b = model.index(1, 0, capabilities);
    QCOMPARE(model.rowCount(b), 2);
    QCOMPARE(model.index(0, 0, b).data().toString(), QStringLiteral("/description"));
    QCOMPARE(model.index(1, CatalogCompareModel::HereColumn, b).data().toString(), QStringLiteral("null"));
    QCOMPARE(model.index(1, CatalogCompareModel::ThereColumn, b).data().toString(), QStringLiteral("5"));

    // One field: the row is partly checked, the pick names that field.
    QVERIFY(model.setData(model.index(1, 0, b), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(b.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::PartiallyChecked);
    QCOMPARE(capabilities.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::PartiallyChecked);
    QList<ComparePick> list = model.picks();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.at(0).slug, QStringLiteral("b"));
    QCOMPARE(list.at(0).pointers, QStringList({QStringLiteral("/rateLimit")}));
    // The row: all of it.
    QVERIFY(model.setData(b, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model.index(0, 0, b).data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QVERIFY(model.picks().at(0).pointers.isEmpty());

    // Every row shown: c appears as Equal, the picks stay.
    model.setOnlyDifferences(false);
    QCOMPARE(model.rowCount(model.index(0, 0)), 4);
    QCOMPARE(model.index(2, CatalogCompareModel::StatusColumn, model.index(0, 0)).data().toString(), QStringLiteral("Equal"));
    QVERIFY(!(model.flags(model.index(2, 0, model.index(0, 0))) & Qt::ItemIsUserCheckable));
    QCOMPARE(model.picks().size(), 1);
    QVERIFY(model.picks().at(0).pointers.isEmpty());

    // All, then none.
    model.setAllPicked(true);
    QCOMPARE(model.picks().size(), 4); // a, b, d and the binding
    model.setAllPicked(false);
    QCOMPARE(model.picks().size(), 0);
    QVERIFY(picks.count() >= 5);
}

QTEST_MAIN(tst_CatalogCompareModel)
#include "tst_catalogcomparemodel.moc"
