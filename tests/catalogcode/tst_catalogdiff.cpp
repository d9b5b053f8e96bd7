// CatalogDiff matches rows by slug (bindings by agent slug and capability slug), lists each
// differing field down to the JSON leaf, ignores object key order and ids; a snapshot read
// from a store names bindings by slug and leaves out soft-deleted agents.
#include "catalogcode/catalogdiff.h"
#include "catalogtestdata.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;

namespace {

Capability capability(const QString &slug, const QString &id = {})
{
    Capability c = catalogtest::capability(slug);
    c.id = id.isEmpty() ? QStringLiteral("cid_") + slug : id;
    return c;
}

CatalogSnapshot snapshot(QList<Capability> capabilities, QList<NamedBinding> bindings = {})
{
    CatalogSnapshot s;
    s.capabilities = std::move(capabilities);
    s.bindings = std::move(bindings);
    s.sort();
    return s;
}

QStringList pointers(const QList<FieldChange> &changes)
{
    QStringList list;
    for (const FieldChange &change : changes)
        list.append(change.pointer);
    return list;
}

} // namespace

class tst_CatalogDiff : public QObject
{
    Q_OBJECT

private slots:
    void equalCatalogsWhateverTheIds();
    void createsUpdatesAndDeletesBySlug();
    void jsonFieldsDifferAtTheirLeaves();
    void bindingsByAgentAndCapabilitySlug();
    void reportForms();
    void aStoreIsReadWithBindingsNamedBySlug();
};

void tst_CatalogDiff::equalCatalogsWhateverTheIds()
{
    Capability other = capability(QStringLiteral("a"), QStringLiteral("another_id"));
    // Key order inside JSON never counts.
    QJsonObject reordered;
    const QJsonObject fd = other.functionDefinition;
    for (auto it = fd.end(); it != fd.begin();) {
        --it;
        reordered.insert(it.key(), it.value());
    }
    other.functionDefinition = reordered;
    const CatalogDiff diff = CatalogDiff::compare(snapshot({capability(QStringLiteral("a"))}), snapshot({other}));
    QVERIFY(diff.isEmpty());
    QCOMPARE(diff.toJson().value(QLatin1String("equal")), QJsonValue(true));
}

void tst_CatalogDiff::createsUpdatesAndDeletesBySlug()
{
    Capability changed = capability(QStringLiteral("b"));
    changed.rateLimit = 120;
    changed.isActive = false;
    const CatalogDiff diff = CatalogDiff::compare(
        snapshot({capability(QStringLiteral("a")), capability(QStringLiteral("b")), capability(QStringLiteral("c"))}),
        snapshot({changed, capability(QStringLiteral("c")), capability(QStringLiteral("d"))}));
    QCOMPARE(diff.capabilities.size(), 3);
    QCOMPARE(diff.capabilities.at(0).kind, ChangeKind::Delete);
    QCOMPARE(diff.capabilities.at(0).slug, QStringLiteral("a"));
    QCOMPARE(diff.capabilities.at(1).kind, ChangeKind::Update);
    QCOMPARE(pointers(diff.capabilities.at(1).fields), QStringList({QStringLiteral("/isActive"), QStringLiteral("/rateLimit")}));
    QCOMPARE(diff.capabilities.at(1).fields.at(1).before, QJsonValue(QJsonValue::Null));
    QCOMPARE(diff.capabilities.at(1).fields.at(1).after, QJsonValue(120));
    QCOMPARE(diff.capabilities.at(2).kind, ChangeKind::Create);
    QCOMPARE(diff.capabilities.at(2).slug, QStringLiteral("d"));
    QCOMPARE(diff.count(ChangeKind::Create), 1);
    QCOMPARE(diff.count(ChangeKind::Delete), 1);
}

void tst_CatalogDiff::jsonFieldsDifferAtTheirLeaves()
{
    Capability after = capability(QStringLiteral("a"));
    QJsonObject parameters = after.functionDefinition.value(QLatin1String("parameters")).toObject();
    parameters.insert(QStringLiteral("properties"),
                      QJsonObject{{QStringLiteral("id"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                                  {QStringLiteral("a/b~c"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}});
    parameters.insert(QStringLiteral("required"), QJsonArray{QStringLiteral("id"), QStringLiteral("a/b~c")});
    after.functionDefinition.insert(QStringLiteral("parameters"), parameters);
    after.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("ops")}};
    const CatalogDiff diff = CatalogDiff::compare(snapshot({capability(QStringLiteral("a"))}), snapshot({after}));
    QCOMPARE(diff.capabilities.size(), 1);
    const QList<FieldChange> &fields = diff.capabilities.constFirst().fields;
    QCOMPARE(pointers(fields), QStringList({QStringLiteral("/functionDefinition/parameters/properties/a~1b~0c"),
                                            QStringLiteral("/functionDefinition/parameters/properties/id/type"),
                                            QStringLiteral("/functionDefinition/parameters/properties/q"),
                                            QStringLiteral("/functionDefinition/parameters/required/1"),
                                            QStringLiteral("/metadata")}));
    QVERIFY(fields.at(0).before.isUndefined());
    QCOMPARE(fields.at(1).before, QJsonValue(QStringLiteral("string")));
    QCOMPARE(fields.at(1).after, QJsonValue(QStringLiteral("integer")));
    QVERIFY(fields.at(2).after.isUndefined()); // q is gone
    QVERIFY(fields.at(3).before.isUndefined());
    QCOMPARE(fields.at(4).before, QJsonValue(QJsonValue::Null));
}

void tst_CatalogDiff::bindingsByAgentAndCapabilitySlug()
{
    const NamedBinding kept{QStringLiteral("support"), QStringLiteral("a"), true, QJsonValue::Null, std::nullopt};
    const NamedBinding before{QStringLiteral("support"), QStringLiteral("b"), true,
                              QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:URL}")}}, 10};
    NamedBinding after = before;
    after.isEnabled = false;
    after.customConfig = QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:URL}/v2")}};
    const NamedBinding gone{QStringLiteral("audit"), QStringLiteral("a"), true, QJsonValue::Null, std::nullopt};
    const NamedBinding added{QStringLiteral("zeta"), QStringLiteral("a"), true, QJsonValue::Null, 5};
    const CatalogDiff diff = CatalogDiff::compare(snapshot({}, {kept, before, gone}), snapshot({}, {after, added, kept}));
    QCOMPARE(diff.bindings.size(), 3);
    QCOMPARE(diff.bindings.at(0).kind, ChangeKind::Delete);
    QCOMPARE(diff.bindings.at(0).agentSlug, QStringLiteral("audit"));
    QCOMPARE(diff.bindings.at(1).kind, ChangeKind::Update);
    QCOMPARE(diff.bindings.at(1).capabilitySlug, QStringLiteral("b"));
    QCOMPARE(pointers(diff.bindings.at(1).fields),
             QStringList({QStringLiteral("/customConfig/forcedUrl"), QStringLiteral("/isEnabled")}));
    QCOMPARE(diff.bindings.at(2).kind, ChangeKind::Create);
    QCOMPARE(diff.bindings.at(2).agentSlug, QStringLiteral("zeta"));
}

void tst_CatalogDiff::reportForms()
{
    Capability changed = capability(QStringLiteral("b"));
    changed.rateLimit = 120;
    const NamedBinding binding{QStringLiteral("support"), QStringLiteral("b"), true, QJsonValue::Null, std::nullopt};
    const CatalogDiff diff =
        CatalogDiff::compare(snapshot({capability(QStringLiteral("a")), capability(QStringLiteral("b"))}),
                             snapshot({changed}, {binding}));
    QCOMPARE(diff.toText(), QStringLiteral("- capability a\n"
                                           "~ capability b\n"
                                           "    /rateLimit: null → 120\n"
                                           "+ binding support → b\n"
                                           "capabilities: 0 to create, 1 to update, 1 to delete; bindings: 1 to create, "
                                           "0 to update, 0 to delete\n"));
    const QJsonObject json = diff.toJson();
    QCOMPARE(json.value(QLatin1String("equal")), QJsonValue(false));
    const QJsonArray capabilities = json.value(QLatin1String("capabilities")).toArray();
    QCOMPARE(capabilities.at(0).toObject().value(QLatin1String("change")), QJsonValue(QStringLiteral("delete")));
    QVERIFY(!capabilities.at(0).toObject().value(QLatin1String("before")).toObject().contains(QLatin1String("id")));
    const QJsonObject field = capabilities.at(1).toObject().value(QLatin1String("fields")).toArray().at(0).toObject();
    QCOMPARE(field, QJsonObject({{QStringLiteral("path"), QStringLiteral("/rateLimit")},
                                 {QStringLiteral("before"), QJsonValue::Null},
                                 {QStringLiteral("after"), 120}}));
    const QJsonObject created = json.value(QLatin1String("bindings")).toArray().at(0).toObject();
    QCOMPARE(created.value(QLatin1String("agent")), QJsonValue(QStringLiteral("support")));
    QCOMPARE(created.value(QLatin1String("after")).toObject().value(QLatin1String("isEnabled")), QJsonValue(true));
    QCOMPARE(json.value(QLatin1String("summary")).toObject().value(QLatin1String("capabilities")).toObject(),
             QJsonObject({{QStringLiteral("create"), 0}, {QStringLiteral("update"), 1}, {QStringLiteral("delete"), 1}}));
}

void tst_CatalogDiff::aStoreIsReadWithBindingsNamedBySlug()
{
    QTemporaryDir dir;
    Expected<QSqlDatabase> database = SqlCatalogStore::openSqlite(dir.filePath(QStringLiteral("ws.sqlite")), QStringLiteral("diff"));
    QVERIFY(database.ok());
    QVERIFY(SchemaMigrator(database.value()).migrate().ok());
    {
        SqlCatalogStore store(database.value());
        const Capability a = store.createCapability(capability(QStringLiteral("alpha"), QStringLiteral(""))).value();
        const Capability b = store.createCapability(capability(QStringLiteral("beta"), QStringLiteral(""))).value();
        Agent support;
        support.name = QStringLiteral("Support");
        support.slug = QStringLiteral("support");
        const Agent agent = store.createAgent(support).value();
        AgentBinding binding;
        binding.agentId = agent.id;
        binding.capabilityId = b.id;
        binding.customRateLimit = 7;
        QVERIFY(store.createBinding(binding).ok());
        binding.capabilityId = a.id;
        binding.isEnabled = false;
        binding.customRateLimit.reset();
        QVERIFY(store.createBinding(binding).ok());

        const Expected<CatalogSnapshot> read = CatalogSnapshot::read(store);
        QVERIFY(read.ok());
        QCOMPARE(read.value().capabilities.size(), 2);
        QCOMPARE(read.value().agentSlugs, QStringList({QStringLiteral("support")}));
        QCOMPARE(read.value().bindings.size(), 2);
        QCOMPARE(read.value().bindings.at(0).capabilitySlug, QStringLiteral("alpha"));
        QCOMPARE(read.value().bindings.at(0).isEnabled, false);
        QCOMPARE(read.value().bindings.at(1).capabilitySlug, QStringLiteral("beta"));
        QCOMPARE(read.value().bindings.at(1).customRateLimit, std::optional<int>(7));
        // The same catalog, read again: no difference.
        QVERIFY(CatalogDiff::compare(read.value(), CatalogSnapshot::read(store).value()).isEmpty());
    }
    database.value().close();
}

QTEST_GUILESS_MAIN(tst_CatalogDiff)
#include "tst_catalogdiff.moc"
