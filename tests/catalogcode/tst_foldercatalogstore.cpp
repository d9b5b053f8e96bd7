// A catalog folder as a store: listed as the files hold it, edits written to the files of the
// rows they change only (comments kept, other files untouched), a rename taking its bindings
// along, conflicts when a file changed on disk since it was listed, and a folder with errors
// refused with file:line:col.
#include "catalogcode/catalogfolder.h"
#include "catalogcode/foldercatalogstore.h"
#include "catalogtestdata.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;
using catalogtest::contents;
using catalogtest::replaceIn;

class tst_FolderCatalogStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void listsTheFiles();
    void anEditWritesOnlyItsFiles();
    void aRenameTakesItsBindingsAlong();
    void createAndDelete();
    void bindingsAreWrittenToTheirAgentsFile();
    void aFileChangedOnDiskIsAConflict();
    void aBrokenFolderIsNotListed();

private:
    QString file(const QString &relative) const { return m_dir->filePath(relative); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_FolderCatalogStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    CatalogSnapshot snapshot;
    for (const char *slug : {"lookup_order", "refund_order", "search_docs"})
        snapshot.capabilities.append(catalogtest::capability(QString::fromLatin1(slug)));
    snapshot.agentSlugs = {QStringLiteral("support"), QStringLiteral("audit")};
    NamedBinding lookup;
    lookup.agentSlug = QStringLiteral("support");
    lookup.capabilitySlug = QStringLiteral("lookup_order");
    lookup.customRateLimit = 10;
    NamedBinding refund = lookup;
    refund.capabilitySlug = QStringLiteral("refund_order");
    refund.customRateLimit = std::nullopt;
    refund.customConfig = QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}/refund")}};
    NamedBinding audit = lookup;
    audit.agentSlug = QStringLiteral("audit");
    snapshot.bindings = {lookup, refund, audit};
    snapshot.sort();
    QVERIFY(CatalogFolder::write(snapshot, m_dir->path()));
    // A reviewer's comment, which an edit must keep.
    replaceIn(file(QStringLiteral("capabilities/lookup_order.yaml")), "\nname: ", "\n# owned by the support team\nname: ");
}

void tst_FolderCatalogStore::listsTheFiles()
{
    FolderCatalogStore store(m_dir->path());
    const Expected<QList<Capability>> capabilities = store.listCapabilities();
    QVERIFY(capabilities);
    QCOMPARE(capabilities.value().size(), 3);
    QCOMPARE(capabilities.value().first().slug, QStringLiteral("lookup_order"));
    QCOMPARE(capabilities.value().first().id, QStringLiteral("lookup_order")); // a folder's id is the slug
    QCOMPARE(store.capability(QStringLiteral("search_docs")).value().slug, QStringLiteral("search_docs"));
    QCOMPARE(store.capability(QStringLiteral("gone")).error().kind, StoreError::Kind::NotFound);

    const Expected<QList<Agent>> agents = store.listAgents();
    QVERIFY(agents);
    QCOMPARE(agents.value().size(), 2);
    const Expected<QList<AgentBinding>> support = store.listBindings(QStringLiteral("support"));
    QVERIFY(support);
    QCOMPARE(support.value().size(), 2);
    QCOMPARE(support.value().first().agentId, QStringLiteral("support"));
    QCOMPARE(support.value().first().capabilityId, QStringLiteral("lookup_order"));
    QCOMPARE(support.value().first().customRateLimit, std::optional<int>(10));
    QCOMPARE(store.listBindings().value().size(), 3);
    QVERIFY(store.listConversations().value().isEmpty());
    QVERIFY(!store.traits().canWriteAgents);
}

void tst_FolderCatalogStore::anEditWritesOnlyItsFiles()
{
    FolderCatalogStore store(m_dir->path());
    const Capability original = store.capability(QStringLiteral("lookup_order")).value();
    const QByteArray untouched = contents(file(QStringLiteral("capabilities/refund_order.yaml")));
    const QDateTime untouchedTime = QFileInfo(file(QStringLiteral("capabilities/refund_order.yaml"))).lastModified();
    Capability updated = original;
    updated.rateLimit = 42;
    updated.description = QStringLiteral("Looks an order up.");
    const Expected<QList<CapabilityConflict>> applied = store.applyCapabilityChanges({{original, updated}});
    QVERIFY(applied);
    QVERIFY(applied.value().isEmpty());
    const QByteArray text = contents(file(QStringLiteral("capabilities/lookup_order.yaml")));
    QVERIFY2(text.contains("# owned by the support team\nname: "), text.constData());
    QVERIFY(text.contains("rateLimit: 42"));
    QCOMPARE(contents(file(QStringLiteral("capabilities/refund_order.yaml"))), untouched);
    QCOMPARE(QFileInfo(file(QStringLiteral("capabilities/refund_order.yaml"))).lastModified(), untouchedTime);
    // Read back as written.
    const Capability reread = store.capability(QStringLiteral("lookup_order")).value();
    QCOMPARE(reread.rateLimit, std::optional<int>(42));
    QCOMPARE(reread.description, QStringLiteral("Looks an order up."));
}

void tst_FolderCatalogStore::aRenameTakesItsBindingsAlong()
{
    FolderCatalogStore store(m_dir->path());
    const Capability original = store.capability(QStringLiteral("lookup_order")).value();
    Capability renamed = original;
    renamed.slug = QStringLiteral("find_order");
    QVERIFY(store.updateCapability(original, renamed));
    QVERIFY(!QFile::exists(file(QStringLiteral("capabilities/lookup_order.yaml"))));
    QVERIFY(QFile::exists(file(QStringLiteral("capabilities/find_order.yaml"))));
    for (const QString &agent : {QStringLiteral("support"), QStringLiteral("audit")}) {
        const QByteArray text = contents(file(QStringLiteral("agents/%1.yaml").arg(agent)));
        QVERIFY2(text.contains("capability: find_order") && !text.contains("lookup_order"), text.constData());
    }
    QCOMPARE(store.listBindings(QStringLiteral("audit")).value().first().capabilityId, QStringLiteral("find_order"));
    // A slug another file holds is refused, and nothing is written.
    Capability clash = store.capability(QStringLiteral("search_docs")).value();
    const QByteArray before = contents(file(QStringLiteral("capabilities/search_docs.yaml")));
    Capability taken = clash;
    taken.slug = QStringLiteral("refund_order");
    const Expected<Capability> refused = store.updateCapability(clash, taken);
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, StoreError::Kind::Duplicate);
    QCOMPARE(contents(file(QStringLiteral("capabilities/search_docs.yaml"))), before);
}

void tst_FolderCatalogStore::createAndDelete()
{
    FolderCatalogStore store(m_dir->path());
    Capability created = catalogtest::capability(QStringLiteral("page_on_call"));
    created.id.clear();
    const Expected<Capability> stored = store.createCapability(created);
    QVERIFY(stored);
    QCOMPARE(stored.value().id, QStringLiteral("page_on_call"));
    QVERIFY(QFile::exists(file(QStringLiteral("capabilities/page_on_call.yaml"))));
    QCOMPARE(store.createCapability(created).error().kind, StoreError::Kind::Duplicate);

    // Deleting a capability removes its file and its bindings.
    QVERIFY(store.deleteCapability(store.capability(QStringLiteral("refund_order")).value()));
    QVERIFY(!QFile::exists(file(QStringLiteral("capabilities/refund_order.yaml"))));
    QVERIFY(!contents(file(QStringLiteral("agents/support.yaml"))).contains("refund_order"));
    QCOMPARE(store.listBindings(QStringLiteral("support")).value().size(), 1);
}

void tst_FolderCatalogStore::bindingsAreWrittenToTheirAgentsFile()
{
    FolderCatalogStore store(m_dir->path());
    const QByteArray auditBefore = contents(file(QStringLiteral("agents/audit.yaml")));
    AgentBinding attach;
    attach.agentId = QStringLiteral("support");
    attach.capabilityId = QStringLiteral("search_docs");
    attach.isEnabled = false;
    QVERIFY(store.createBinding(attach));
    AgentBinding original = store.listBindings(QStringLiteral("support")).value().first();
    AgentBinding updated = original;
    updated.customRateLimit = 5;
    QVERIFY(store.updateBinding(original, updated));
    const QList<AgentBinding> support = store.listBindings(QStringLiteral("support")).value();
    QCOMPARE(support.size(), 3);
    QCOMPARE(support.at(0).customRateLimit, std::optional<int>(5));
    QCOMPARE(support.at(2).capabilityId, QStringLiteral("search_docs"));
    QCOMPARE(support.at(2).isEnabled, false);
    QCOMPARE(contents(file(QStringLiteral("agents/audit.yaml"))), auditBefore);
    // A capability the folder lacks cannot be bound.
    attach.capabilityId = QStringLiteral("nowhere");
    QCOMPARE(store.createBinding(attach).error().kind, StoreError::Kind::NotFound);
    QVERIFY(store.deleteBinding(support.at(2)));
    QCOMPARE(store.listBindings(QStringLiteral("support")).value().size(), 2);
}

void tst_FolderCatalogStore::aFileChangedOnDiskIsAConflict()
{
    FolderCatalogStore store(m_dir->path());
    const Capability original = store.capability(QStringLiteral("lookup_order")).value();
    const AgentBinding binding = store.listBindings(QStringLiteral("audit")).value().first();
    // Someone edits the files (a git pull, another editor) after the window listed them.
    replaceIn(file(QStringLiteral("capabilities/lookup_order.yaml")), "\ndescription: d\n", "\ndescription: theirs\n");
    replaceIn(file(QStringLiteral("agents/audit.yaml")), "customRateLimit: 10", "customRateLimit: 11");
    const QByteArray theirs = contents(file(QStringLiteral("capabilities/lookup_order.yaml")));

    Capability mine = original;
    mine.description = QStringLiteral("mine");
    const Expected<QList<CapabilityConflict>> applied = store.applyCapabilityChanges({{original, mine}});
    QVERIFY(applied);
    QCOMPARE(applied.value().size(), 1);
    QVERIFY(applied.value().first().current);
    QCOMPARE(applied.value().first().current->description, QStringLiteral("theirs"));
    QCOMPARE(contents(file(QStringLiteral("capabilities/lookup_order.yaml"))), theirs);

    AgentBinding changed = binding;
    changed.isEnabled = false;
    const Expected<QList<BindingConflict>> bound = store.applyBindingChanges({{binding, changed, false}});
    QVERIFY(bound);
    QCOMPARE(bound.value().size(), 1);
    QCOMPARE(bound.value().first().current->customRateLimit, std::optional<int>(11));
    // Removed meanwhile.
    QVERIFY(QFile::remove(file(QStringLiteral("capabilities/search_docs.yaml"))));
    const Capability gone = catalogtest::capability(QStringLiteral("search_docs"));
    Capability goneListed = gone;
    goneListed.id = gone.slug;
    const Expected<QList<CapabilityConflict>> vanished = store.applyCapabilityChanges({{goneListed, goneListed, true}});
    QVERIFY(vanished);
    QCOMPARE(vanished.value().size(), 1);
    QVERIFY(!vanished.value().first().current);
}

void tst_FolderCatalogStore::aBrokenFolderIsNotListed()
{
    replaceIn(file(QStringLiteral("capabilities/refund_order.yaml")), "\nname: ", "\nname: [\n");
    FolderCatalogStore store(m_dir->path());
    const Expected<QList<Capability>> listed = store.listCapabilities();
    QVERIFY(!listed);
    QVERIFY2(listed.error().message.contains(QStringLiteral("refund_order.yaml:")), qPrintable(listed.error().message));
    // Nor written to: the apply reads the folder first.
    Capability created = catalogtest::capability(QStringLiteral("new_one"));
    QVERIFY(!store.createCapability(created));
    QVERIFY(!QFile::exists(file(QStringLiteral("capabilities/new_one.yaml"))));
}

QTEST_GUILESS_MAIN(tst_FolderCatalogStore)
#include "tst_foldercatalogstore.moc"
