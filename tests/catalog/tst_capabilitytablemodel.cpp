#include "catalog/capabilitytablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace capstudio;

namespace {

Capability make(const QString &slug, std::optional<int> rateLimit, bool system)
{
    Capability capability;
    capability.id = QStringLiteral("c") + slug.leftJustified(9, QLatin1Char('0'));
    capability.slug = slug;
    capability.name = slug.toUpper();
    capability.category = QStringLiteral("knowledge");
    capability.description = QStringLiteral("About ") + slug;
    capability.rateLimit = rateLimit;
    capability.isSystem = system;
    return capability;
}

} // namespace

class tst_CapabilityTableModel : public QObject
{
    Q_OBJECT

private slots:
    void modelContract();
    void displayAndRoles();
    void quarantineExpires();
};

void tst_CapabilityTableModel::modelContract()
{
    CapabilityTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);

    QCOMPARE(model.rowCount(), 0);
    model.setCapabilities({make(QStringLiteral("a"), 10, false), make(QStringLiteral("b"), std::nullopt, true)});
    QCOMPARE(resetSpy.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(CapabilityTableModel::ColumnCount));
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    model.setCapabilities({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(resetSpy.count(), 2);
}

void tst_CapabilityTableModel::displayAndRoles()
{
    CapabilityTableModel model;
    model.setCapabilities({make(QStringLiteral("search"), 60, true), make(QStringLiteral("free"), std::nullopt, false)});

    QCOMPARE(model.index(0, CapabilityTableModel::SlugColumn).data().toString(), QStringLiteral("search"));
    QCOMPARE(model.index(0, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("60/min"));
    QCOMPARE(model.index(1, CapabilityTableModel::RateLimitColumn).data().toString(), QStringLiteral("unlimited"));
    QCOMPARE(model.index(0, CapabilityTableModel::SystemColumn).data().toString(), QStringLiteral("system"));
    QCOMPARE(model.index(1, CapabilityTableModel::SystemColumn).data().toString(), QString());
    QCOMPARE(model.index(0, CapabilityTableModel::NameColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("About search"));
    QCOMPARE(model.index(1, 0).data(CapabilityTableModel::CapabilityIdRole).toString(), model.capabilityAt(1).id);
    // Unlimited sorts after every real limit.
    QVERIFY(model.index(1, CapabilityTableModel::RateLimitColumn).data(CapabilityTableModel::SortRole).toInt()
            > model.index(0, CapabilityTableModel::RateLimitColumn).data(CapabilityTableModel::SortRole).toInt());
    QCOMPARE(model.headerData(CapabilityTableModel::HandlerColumn, Qt::Horizontal).toString(), QStringLiteral("Handler"));
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
}

void tst_CapabilityTableModel::quarantineExpires()
{
    Capability soft = make(QStringLiteral("q"), std::nullopt, false);
    soft.quarantineState = QStringLiteral("quarantined-soft");
    Capability expired = soft;
    expired.slug = QStringLiteral("expired");
    expired.quarantineState = QStringLiteral("quarantined-hard");
    expired.quarantineUntil = QDateTime::currentDateTimeUtc().addDays(-1);

    CapabilityTableModel model;
    model.setCapabilities({soft, expired});
    QCOMPARE(model.index(0, CapabilityTableModel::QuarantineColumn).data().toString(), QStringLiteral("soft quarantine"));
    QCOMPARE(model.index(1, CapabilityTableModel::QuarantineColumn).data().toString(), QString());
}

QTEST_GUILESS_MAIN(tst_CapabilityTableModel)
#include "tst_capabilitytablemodel.moc"
