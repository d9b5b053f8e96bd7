// Picked differences become staged edits of the documents: a whole update, a single leaf of a
// JSON field (its siblings untouched), a create, a delete, a binding's attach with its
// configuration and a binding's update; one undo step per document takes them back.
#include "catalog/bindingdocument.h"
#include "catalogtestdata.h"
#include "catalog/catalogdocument.h"
#include "catalogcode/catalogstaging.h"

#include <QJsonArray>
#include <QUndoStack>
#include <QtTest>

using namespace capstudio;

namespace {

using catalogtest::capability;

} // namespace

class tst_CatalogStaging : public QObject
{
    Q_OBJECT

private slots:
    void withValueAt();
    void picksBecomeStagedEdits();
};

void tst_CatalogStaging::withValueAt()
{
    const QJsonObject root{{QStringLiteral("a"), QJsonObject{{QStringLiteral("b/c"), 1}, {QStringLiteral("d"), 2}}},
                           {QStringLiteral("list"), QJsonArray{1, 2}}};
    QCOMPARE(CatalogStaging::withValueAt(root, QStringLiteral("/a/b~1c"), 5).toObject().value(QLatin1String("a")).toObject(),
             QJsonObject({{QStringLiteral("b/c"), 5}, {QStringLiteral("d"), 2}}));
    QCOMPARE(CatalogStaging::withValueAt(root, QStringLiteral("/a/d"), QJsonValue::Undefined).toObject().value(QLatin1String("a")).toObject(),
             QJsonObject({{QStringLiteral("b/c"), 1}}));
    QCOMPARE(CatalogStaging::withValueAt(root, QStringLiteral("/list/2"), 3).toObject().value(QLatin1String("list")).toArray(),
             QJsonArray({1, 2, 3}));
    QCOMPARE(CatalogStaging::withValueAt(root, QStringLiteral("/new/x"), true).toObject().value(QLatin1String("new")).toObject(),
             QJsonObject({{QStringLiteral("x"), true}}));
}

void tst_CatalogStaging::picksBecomeStagedEdits()
{
    CatalogDocument capabilities;
    const QList<Capability> stored{capability(QStringLiteral("alpha")), capability(QStringLiteral("beta")),
                                   capability(QStringLiteral("gamma"))};
    capabilities.load(stored);
    BindingDocument bindings;
    Agent agent;
    agent.id = QStringLiteral("agent1");
    agent.slug = QStringLiteral("support");
    agent.name = QStringLiteral("Support");
    AgentBinding bound;
    bound.id = QStringLiteral("b1");
    bound.agentId = agent.id;
    bound.capabilityId = QStringLiteral("id_alpha");
    bindings.load({agent}, stored, {bound});

    const CatalogSnapshot here = CatalogStaging::snapshotOf(capabilities, bindings);
    QCOMPARE(here.bindings.size(), 1);
    QCOMPARE(here.bindings.at(0).capabilitySlug, QStringLiteral("alpha"));

    CatalogSnapshot there = here;
    // alpha: two leaves of its parameters differ, and its rate limit.
    QJsonObject fd = there.capabilities[0].functionDefinition;
    fd.insert(QStringLiteral("parameters"),
              CatalogStaging::withValueAt(
                  CatalogStaging::withValueAt(fd.value(QLatin1String("parameters")), QStringLiteral("/properties/id/type"),
                                              QStringLiteral("integer")),
                  QStringLiteral("/properties/q/type"), QStringLiteral("number")));
    there.capabilities[0].functionDefinition = fd;
    there.capabilities[0].rateLimit = 30;
    there.capabilities.removeAt(1); // beta: only here
    Capability delta = capability(QStringLiteral("delta"));
    delta.id = QStringLiteral("elsewhere");
    there.capabilities.append(delta);
    there.bindings[0].customRateLimit = 9;
    there.bindings.append({QStringLiteral("support"), QStringLiteral("gamma"), false,
                           QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:URL}")}}, std::nullopt});
    there.sort();
    const CatalogDiff diff = CatalogDiff::compare(here, there);

    ComparePick alpha;
    alpha.slug = QStringLiteral("alpha");
    alpha.pointers = {QStringLiteral("/functionDefinition/parameters/properties/id/type")};
    ComparePick beta;
    beta.slug = QStringLiteral("beta");
    ComparePick deltaPick;
    deltaPick.slug = QStringLiteral("delta");
    ComparePick rate;
    rate.kind = ComparePick::Kind::Binding;
    rate.agentSlug = QStringLiteral("support");
    rate.capabilitySlug = QStringLiteral("alpha");
    ComparePick attach = rate;
    attach.capabilitySlug = QStringLiteral("gamma");

    const CatalogStaging::Result result =
        CatalogStaging::stage(diff, {alpha, beta, deltaPick, rate, attach}, capabilities, bindings, QStringLiteral("Stage"));
    QVERIFY2(result.refused.isEmpty(), qPrintable(result.refused.join(u';')));
    QCOMPARE(result.staged, 5);

    const Capability &staged = capabilities.at(capabilities.rowOf(QStringLiteral("id_alpha")));
    const QJsonObject properties = staged.functionDefinition.value(QLatin1String("parameters")).toObject()
                                       .value(QLatin1String("properties")).toObject();
    QCOMPARE(properties.value(QLatin1String("id")).toObject().value(QLatin1String("type")).toString(), QStringLiteral("integer"));
    QCOMPARE(properties.value(QLatin1String("q")).toObject().value(QLatin1String("type")).toString(), QStringLiteral("string"));
    QVERIFY(!staged.rateLimit); // not picked
    QVERIFY(!capabilities.at(capabilities.rowOf(QStringLiteral("id_beta"))).isActive); // Sunrise's delete
    bool deltaStaged = false;
    for (const Capability &row : capabilities.rows())
        deltaStaged |= row.slug == QLatin1String("delta") && row.id != QLatin1String("elsewhere");
    QVERIFY(deltaStaged);
    QCOMPARE(bindings.binding(agent.id, QStringLiteral("id_alpha"))->customRateLimit, std::optional<int>(9));
    const std::optional<AgentBinding> attached = bindings.binding(agent.id, QStringLiteral("id_gamma"));
    QVERIFY(attached);
    QVERIFY(!attached->isEnabled);
    QCOMPARE(attached->customConfig.toObject().value(QLatin1String("forcedUrl")).toString(), QStringLiteral("${env:URL}"));

    // One undo step each.
    QCOMPARE(capabilities.undoStack()->count(), 1);
    QCOMPARE(bindings.undoStack()->count(), 1);
    capabilities.undoStack()->undo();
    bindings.undoStack()->undo();
    QVERIFY(!capabilities.hasPendingChanges());
    QVERIFY(!bindings.hasPendingChanges());
}

QTEST_GUILESS_MAIN(tst_CatalogStaging)
#include "tst_catalogstaging.moc"
