// CatalogPlan narrows a diff to what may be written and says what it leaves out; a plan
// survives its file form; LiteralSecrets finds literal credentials and leaves templates alone.
#include "catalogcode/catalogplan.h"
#include "catalogcode/literalsecrets.h"

#include <QJsonArray>
#include <QtTest>

using namespace capstudio;

namespace {

Capability capability(const QString &slug, const QString &category = QStringLiteral("knowledge"))
{
    Capability c;
    c.id = QStringLiteral("cid_") + slug;
    c.slug = slug;
    c.name = slug;
    c.description = QStringLiteral("d");
    c.category = category;
    c.functionDefinition = QJsonObject{{QStringLiteral("name"), slug},
                                       {QStringLiteral("description"), QStringLiteral("fd")},
                                       {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}};
    c.executionHandler = QStringLiteral("H");
    return c;
}

CatalogSnapshot target()
{
    CatalogSnapshot s;
    Capability system = capability(QStringLiteral("search"));
    system.isSystem = true;
    Capability inactive = capability(QStringLiteral("retired"));
    inactive.isActive = false;
    s.capabilities = {system, capability(QStringLiteral("lookup")), inactive, capability(QStringLiteral("send"), QStringLiteral("external"))};
    s.agentSlugs = {QStringLiteral("support")};
    s.agentIds.insert(QStringLiteral("support"), QStringLiteral("agent1"));
    NamedBinding bound{QStringLiteral("support"), QStringLiteral("lookup"), true, QJsonValue::Null, std::nullopt};
    bound.id = QStringLiteral("b1");
    bound.agentId = QStringLiteral("agent1");
    bound.capabilityId = QStringLiteral("cid_lookup");
    s.bindings = {bound};
    s.sort();
    return s;
}

StoreTraits apiTraits()
{
    StoreTraits traits;
    traits.assignsIds = true;
    traits.softDeletes = true;
    traits.readOnlyCapabilityFields = {QStringLiteral("isIdempotent"), QStringLiteral("quarantineState")};
    traits.readOnlyReason = QStringLiteral("the API cannot");
    return traits;
}

bool anyNote(const CatalogPlan &plan, const QString &text)
{
    for (const QString &note : plan.notes) {
        if (note.contains(text))
            return true;
    }
    return false;
}

} // namespace

class tst_CatalogPlan : public QObject
{
    Q_OBJECT

private slots:
    void onlyWhatMayBeWrittenIsPlanned();
    void pruneAndCategories();
    void bindingsOfUnknownAgentsBlock();
    void thePlanFileRoundTripsAndGoesStale();
    void literalSecrets_data();
    void literalSecrets();
};

void tst_CatalogPlan::onlyWhatMayBeWrittenIsPlanned()
{
    CatalogSnapshot desired = target();
    desired.capabilities[desired.capabilities.indexOf(target().capabilities.at(2))].description = QStringLiteral("new"); // search
    for (Capability &c : desired.capabilities) {
        if (c.slug == QLatin1String("search")) {
            c.executionHandler = QStringLiteral("Changed");
            c.name = QStringLiteral("Search it");
            c.isActive = false;
        }
        if (c.slug == QLatin1String("lookup")) {
            c.isIdempotent = true;
            c.quarantineState = QStringLiteral("quarantined-soft");
        }
        c.isSystem = false;
    }
    const CatalogPlan plan = CatalogPlan::make(target(), desired, {false, {}, apiTraits()}, QStringLiteral("https://t"));
    QVERIFY(plan.blockers.isEmpty());
    // search: its name only; lookup: nothing it may write, so no step.
    QCOMPARE(plan.capabilities.size(), 1);
    QCOMPARE(plan.capabilities.at(0).slug, QStringLiteral("search"));
    QCOMPARE(plan.capabilities.at(0).after->name, QStringLiteral("Search it"));
    QCOMPARE(plan.capabilities.at(0).after->executionHandler, QStringLiteral("H"));
    QVERIFY(plan.capabilities.at(0).after->isActive);
    QVERIFY(plan.capabilities.at(0).after->isSystem);
    QCOMPARE(plan.capabilities.at(0).after->id, QStringLiteral("cid_search"));
    QVERIFY(anyNote(plan, QStringLiteral("capability search: executionHandler is seed-owned, not pushed")));
    QVERIFY(anyNote(plan, QStringLiteral("capability search: a system capability cannot be deactivated")));
    QVERIFY(anyNote(plan, QStringLiteral("capability search: isSystem cannot be written here")));
    QVERIFY(anyNote(plan, QStringLiteral("capability lookup: isIdempotent cannot be written here, not pushed (the API cannot)")));
    QVERIFY(anyNote(plan, QStringLiteral("capability lookup: quarantineState cannot be written here")));
}

void tst_CatalogPlan::pruneAndCategories()
{
    CatalogSnapshot desired = target();
    desired.capabilities.clear();
    desired.bindings.clear();
    desired.capabilities.append(capability(QStringLiteral("fresh"), QStringLiteral("external")));
    const CatalogPlan kept = CatalogPlan::make(target(), desired, {false, {}, apiTraits()}, QStringLiteral("t"));
    QCOMPARE(kept.capabilities.size(), 1);
    QCOMPARE(kept.capabilities.at(0).kind, ChangeKind::Create);
    QVERIFY(kept.capabilities.at(0).after->id.isEmpty());
    QVERIFY(anyNote(kept, QStringLiteral("5 row(s) of the target are not in the folder and stay")));

    const CatalogPlan pruned = CatalogPlan::make(target(), desired, {true, {}, apiTraits()}, QStringLiteral("t"));
    QStringList deleted;
    for (const CatalogPlan::CapabilityStep &step : pruned.capabilities) {
        if (step.kind == ChangeKind::Delete)
            deleted.append(step.slug);
    }
    // The system capability is never deleted; the inactive one is already what a delete makes it.
    QCOMPARE(deleted, QStringList({QStringLiteral("lookup"), QStringLiteral("send")}));
    QVERIFY(anyNote(pruned, QStringLiteral("capability search: a system capability, not deleted")));
    QVERIFY(anyNote(pruned, QStringLiteral("capability retired: already deactivated")));
    QCOMPARE(pruned.bindings.size(), 1);
    QCOMPARE(pruned.bindings.at(0).kind, ChangeKind::Delete);

    const CatalogPlan external = CatalogPlan::make(target(), desired, {true, {QStringLiteral("external")}, apiTraits()}, QStringLiteral("t"));
    QStringList slugs;
    for (const CatalogPlan::CapabilityStep &step : external.capabilities)
        slugs.append(step.slug);
    slugs.sort();
    QCOMPARE(slugs, QStringList({QStringLiteral("fresh"), QStringLiteral("send")}));
    QVERIFY(external.bindings.isEmpty()); // lookup's binding is not in the category
}

void tst_CatalogPlan::bindingsOfUnknownAgentsBlock()
{
    CatalogSnapshot desired = target();
    desired.bindings.append({QStringLiteral("nobody"), QStringLiteral("lookup"), true, QJsonValue::Null, std::nullopt});
    desired.bindings.append({QStringLiteral("support"), QStringLiteral("ghost"), true, QJsonValue::Null, std::nullopt});
    desired.sort();
    const CatalogPlan plan = CatalogPlan::make(target(), desired, {}, QStringLiteral("pg"));
    QCOMPARE(plan.blockers.size(), 2);
    QVERIFY(plan.blockers.at(0).contains(QLatin1String("agent nobody is not in pg")));
    QVERIFY(plan.blockers.at(1).contains(QStringLiteral("binding support → ghost")));
}

void tst_CatalogPlan::thePlanFileRoundTripsAndGoesStale()
{
    CatalogSnapshot desired = target();
    desired.capabilities[1].rateLimit = 9; // lookup (sorted: lookup, retired, search, send)
    desired.capabilities.append(capability(QStringLiteral("fresh")));
    desired.bindings[0].customRateLimit = 4;
    desired.sort();
    const CatalogPlan plan = CatalogPlan::make(target(), desired, {}, QStringLiteral("pg"));
    QCOMPARE(plan.capabilities.size(), 2);
    QCOMPARE(plan.bindings.size(), 1);
    const Expected<CatalogPlan> back = CatalogPlan::fromJson(plan.toJson(), QStringLiteral("plan.json"));
    QVERIFY(back);
    QCOMPARE(back.value().toJson(), plan.toJson());
    QCOMPARE(back.value().bindings.at(0).after->id, QStringLiteral("b1"));
    QVERIFY(back.value().staleRows(target()).isEmpty());

    CatalogSnapshot moved = target();
    moved.capabilities[0].name = QStringLiteral("changed");
    moved.bindings.clear();
    moved.capabilities.append(capability(QStringLiteral("zz")));
    QCOMPARE(back.value().staleRows(moved),
             QStringList({QStringLiteral("binding:support/lookup was deleted"), QStringLiteral("capability:lookup changed"),
                          QStringLiteral("capability:zz was added")}));

    QJsonObject broken = plan.toJson();
    broken.insert(QStringLiteral("version"), 7);
    QVERIFY(!CatalogPlan::fromJson(broken, QStringLiteral("plan.json")));
    broken = plan.toJson();
    QJsonArray steps = broken.value(QLatin1String("capabilities")).toArray();
    QJsonObject step = steps.at(0).toObject();
    step.remove(QStringLiteral("after"));
    steps[0] = step;
    broken.insert(QStringLiteral("capabilities"), steps);
    const Expected<CatalogPlan> refused = CatalogPlan::fromJson(broken, QStringLiteral("plan.json"));
    QVERIFY(!refused);
    QVERIFY(refused.error().message.startsWith(QLatin1String("plan.json:/capabilities/0:")));
}

void tst_CatalogPlan::literalSecrets_data()
{
    QTest::addColumn<QJsonValue>("config");
    QTest::addColumn<QString>("pointer"); // empty: no finding
    const auto headers = [](const QString &value) {
        return QJsonValue(QJsonObject{{QStringLiteral("forcedHeaders"), QJsonObject{{QStringLiteral("X-Custom"), value}}}});
    };
    QTest::newRow("template") << headers(QStringLiteral("${env:TOKEN}")) << QString();
    QTest::newRow("bearer template")
        << QJsonValue(QJsonObject{{QStringLiteral("Authorization"), QStringLiteral("Bearer ${env:TOKEN}")}}) << QString();
    QTest::newRow("stripe key") << headers(QStringLiteral("sk_live_4f9a8b7c6d5e4f3a2b1c0d9e")) << QStringLiteral("/customConfig/forcedHeaders/X-Custom");
    QTest::newRow("aws") << QJsonValue(QJsonObject{{QStringLiteral("note"), QStringLiteral("AKIAIOSFODNN7EXAMPLE")}})
                         << QStringLiteral("/customConfig/note");
    QTest::newRow("github") << QJsonValue(QJsonArray{QStringLiteral("ghp_abcdefghijklmnopqrstuvwxyz0123456789")})
                            << QStringLiteral("/customConfig/0");
    QTest::newRow("bearer") << QJsonValue(QJsonObject{{QStringLiteral("auth"), QStringLiteral("Bearer abcdef0123456789abcdef")}})
                            << QStringLiteral("/customConfig/auth");
    QTest::newRow("password key") << QJsonValue(QJsonObject{{QStringLiteral("password"), QStringLiteral("hunter2")}})
                                  << QStringLiteral("/customConfig/password");
    QTest::newRow("url password")
        << QJsonValue(QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("https://bob:hunter2@api.example.com/")}})
        << QStringLiteral("/customConfig/forcedUrl");
    QTest::newRow("url key") << QJsonValue(QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("https://api.example.com/?api_key=abc123")}})
                             << QStringLiteral("/customConfig/forcedUrl");
    QTest::newRow("random in headers") << headers(QStringLiteral("q8Zr4Lk2Vx9Tb7Nw3Hs6Pd1Fm5Jc0Gy")) << QStringLiteral("/customConfig/forcedHeaders/X-Custom");
    QTest::newRow("random elsewhere") << QJsonValue(QJsonObject{{QStringLiteral("id"), QStringLiteral("q8Zr4Lk2Vx9Tb7Nw3Hs6Pd1Fm5Jc0Gy")}})
                                      << QString();
    QTest::newRow("plain url") << QJsonValue(QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("https://api.example.com/v1/send")}})
                               << QString();
}

void tst_CatalogPlan::literalSecrets()
{
    QFETCH(QJsonValue, config);
    QFETCH(QString, pointer);
    NamedBinding binding{QStringLiteral("a"), QStringLiteral("c"), true, config, std::nullopt};
    const QList<LiteralSecrets::Finding> findings = LiteralSecrets::inBinding(binding);
    if (pointer.isEmpty()) {
        QVERIFY2(findings.isEmpty(), findings.isEmpty() ? "" : qPrintable(findings.first().what));
        return;
    }
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().pointer, pointer);
    // Never the secret in full.
    QVERIFY(!findings.first().what.contains(QLatin1String("4f9a8b7c6d5e")));
    QVERIFY(!findings.first().what.contains(QLatin1String("hunter2")));
}

QTEST_GUILESS_MAIN(tst_CatalogPlan)
#include "tst_catalogplan.moc"
