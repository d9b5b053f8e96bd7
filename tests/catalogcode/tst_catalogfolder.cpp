// A catalog written as a folder reads back as the same catalog; writing is deterministic,
// leaves files that already say the same thing alone, keeps comments, and removes the files
// of rows that are gone; a broken folder is reported file:line:col, file by file.
#include "catalogcode/catalogfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;

namespace {

Capability capability(const QString &slug)
{
    Capability c;
    c.id = QStringLiteral("cid_") + slug;
    c.slug = slug;
    c.name = QStringLiteral("Name of ") + slug;
    c.description = QStringLiteral("Does %1.").arg(slug);
    c.category = QStringLiteral("knowledge");
    c.functionDefinition = QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), QStringLiteral("Looks things up: fast")},
        {QStringLiteral("parameters"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                     {QStringLiteral("properties"),
                      QJsonObject{{QStringLiteral("id"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
                     {QStringLiteral("required"), QJsonArray{QStringLiteral("id")}}}}};
    c.executionHandler = QStringLiteral("Handler");
    return c;
}

CatalogSnapshot sample()
{
    CatalogSnapshot snapshot;
    Capability a = capability(QStringLiteral("lookup_order"));
    a.rateLimit = 60;
    a.description = QStringLiteral("Looks up an order.\n\nSecond paragraph: with a colon.");
    a.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("team #7")}, {QStringLiteral("n"), 1.5}};
    a.executionConfig = QJsonObject{{QStringLiteral("timeoutMs"), 5000}};
    Capability b = capability(QStringLiteral("search_knowledge_base"));
    b.isSystem = true;
    b.quarantineState = QStringLiteral("quarantined-soft");
    b.quarantineReason = QStringLiteral("leaks");
    b.quarantineUntil = QDateTime(QDate(2027, 1, 2), QTime(3, 4, 5, 678), Qt::UTC);
    Capability c = capability(QStringLiteral("send-message"));
    c.executionType = QStringLiteral("webhook");
    c.executionHandler = QStringLiteral("https://hooks.example.com/x?y=1#z");
    c.requiresApproval = true;
    c.approvalTimeoutMs = 30000;
    snapshot.capabilities = {a, b, c};
    snapshot.agentSlugs = {QStringLiteral("support"), QStringLiteral("idle-agent")};
    NamedBinding one{QStringLiteral("support"), QStringLiteral("lookup_order"), true, QJsonValue::Null, 10};
    NamedBinding two{QStringLiteral("support"), QStringLiteral("send-message"), false,
                     QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}/send")}}, std::nullopt};
    snapshot.bindings = {two, one};
    snapshot.sort();
    return snapshot;
}

QList<Capability> withoutIds(QList<Capability> list)
{
    for (Capability &c : list)
        c.id.clear();
    return list;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// "file:line:col" of the first diagnostic with `rule`, or "" when there is none.
QString placeOf(const Diagnostics &diagnostics, const QString &rule)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.ruleId() == rule)
            return QFileInfo(d.location().file).fileName() + QStringLiteral(":%1:%2").arg(d.location().line).arg(d.location().column);
    }
    return QString();
}

} // namespace

class tst_CatalogFolder : public QObject
{
    Q_OBJECT

private slots:
    void writtenFolderReadsBackAsTheCatalog();
    void theFileLayout();
    void writingAgainChangesNothing();
    void aHandFormattedFileSayingTheSameIsLeftAlone();
    void commentsSurviveARewrite();
    void rowsThatAreGoneLoseTheirFilesAndNothingElse();
    void namesThatCannotBeFilesStopThePullWhole();
    void problemsAreNamedByFileLineAndColumn();
    void notACatalogFolder();
};

void tst_CatalogFolder::writtenFolderReadsBackAsTheCatalog()
{
    QTemporaryDir dir;
    const CatalogSnapshot snapshot = sample();
    const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot, dir.path());
    QVERIFY2(report, report ? "" : qPrintable(report.error().message));
    QCOMPARE(report.value().written.size(), 5);
    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    QVERIFY(read.ok());
    QVERIFY(read.diagnostics.isEmpty());
    QCOMPARE(read.snapshot.capabilities, withoutIds(snapshot.capabilities));
    QCOMPARE(read.snapshot.agentSlugs, QStringList({QStringLiteral("idle-agent"), QStringLiteral("support")}));
    QVERIFY(read.snapshot.bindings == snapshot.bindings);
    // Positions are known for what was read.
    const SourceLocation where = read.snapshot.capabilityOrigins.value(QStringLiteral("lookup_order")).at(QStringLiteral("/rateLimit"));
    QCOMPARE(where.line, 14);
    QCOMPARE(where.column, 12);
}

void tst_CatalogFolder::theFileLayout()
{
    const CatalogSnapshot snapshot = sample();
    QCOMPARE(CatalogFolder::capabilityText(snapshot.capabilities.at(0)),
             QByteArray("slug: lookup_order\n"
                        "name: Name of lookup_order\n"
                        "category: knowledge\n"
                        "description: |-\n"
                        "  Looks up an order.\n"
                        "\n"
                        "  Second paragraph: with a colon.\n"
                        "executionType: internal\n"
                        "executionHandler: Handler\n"
                        "executionConfig:\n"
                        "  timeoutMs: 5000\n"
                        "requiresApproval: false\n"
                        "approvalTimeoutMs: null\n"
                        "rateLimit: 60\n"
                        "isActive: true\n"
                        "isIdempotent: false\n"
                        "isSystem: false\n"
                        "quarantineState: active\n"
                        "functionDefinition:\n"
                        "  name: lookup_order\n"
                        "  description: \"Looks things up: fast\"\n"
                        "  parameters:\n"
                        "    properties:\n"
                        "      id:\n"
                        "        type: string\n"
                        "    required:\n"
                        "      - id\n"
                        "    type: object\n"
                        "metadata:\n"
                        "  \"n\": 1.5\n"
                        "  owner: \"team #7\"\n"));
    QCOMPARE(CatalogFolder::agentText(QStringLiteral("support"), snapshot.bindings),
             QByteArray("agent: support\n"
                        "bindings:\n"
                        "  - capability: lookup_order\n"
                        "    isEnabled: true\n"
                        "    customRateLimit: 10\n"
                        "    customConfig: null\n"
                        "  - capability: send-message\n"
                        "    isEnabled: false\n"
                        "    customRateLimit: null\n"
                        "    customConfig:\n"
                        "      forcedUrl: ${env:GATEWAY_URL}/send\n"));
    // The quarantine's reason and end are written only when set.
    const QByteArray quarantined = CatalogFolder::capabilityText(snapshot.capabilities.at(1));
    QVERIFY(quarantined.contains("quarantineReason: leaks\nquarantineUntil: \"2027-01-02T03:04:05.678Z\"\n"));
    QVERIFY(!CatalogFolder::capabilityText(snapshot.capabilities.at(0)).contains("quarantineReason"));
}

void tst_CatalogFolder::writingAgainChangesNothing()
{
    QTemporaryDir dir;
    QVERIFY(CatalogFolder::write(sample(), dir.path()));
    QHash<QString, QByteArray> before;
    QHash<QString, QDateTime> modified;
    QDirIterator files(dir.path(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        before.insert(path, contents(path));
        modified.insert(path, QFileInfo(path).lastModified());
    }
    QTest::qWait(20);
    const Expected<CatalogFolder::WriteReport> again = CatalogFolder::write(sample(), dir.path());
    QVERIFY(again);
    QVERIFY(again.value().written.isEmpty());
    QVERIFY(again.value().removed.isEmpty());
    QCOMPARE(again.value().unchanged, 5);
    for (auto it = before.begin(); it != before.end(); ++it) {
        QCOMPARE(contents(it.key()), it.value());
        QCOMPARE(QFileInfo(it.key()).lastModified(), modified.value(it.key()));
    }
    // A second folder written from the same catalog holds the same bytes.
    QTemporaryDir other;
    QVERIFY(CatalogFolder::write(sample(), other.path()));
    for (auto it = before.begin(); it != before.end(); ++it)
        QCOMPARE(contents(QString(it.key()).replace(dir.path(), other.path())), it.value());
}

void tst_CatalogFolder::aHandFormattedFileSayingTheSameIsLeftAlone()
{
    QTemporaryDir dir;
    QVERIFY(CatalogFolder::write(sample(), dir.path()));
    // Flow style, another key order, defaults left out, quoting: the same capability.
    const QString path = dir.filePath(QStringLiteral("capabilities/send-message.yaml"));
    const QByteArray hand = "# hand made\n"
                            "name: 'Name of send-message'\n"
                            "slug: send-message\n"
                            "description: Does send-message.\n"
                            "category: knowledge\n"
                            "executionType: webhook\n"
                            "executionHandler: \"https://hooks.example.com/x?y=1#z\"\n"
                            "requiresApproval: true\n"
                            "approvalTimeoutMs: 30000\n"
                            "functionDefinition: {name: send-message, description: 'Looks things up: fast',\n"
                            "  parameters: {type: object, required: [id], properties: {id: {type: string}}}}\n";
    put(path, hand);
    const Expected<CatalogFolder::WriteReport> again = CatalogFolder::write(sample(), dir.path());
    QVERIFY(again);
    QVERIFY2(again.value().written.isEmpty(), qPrintable(again.value().written.join(u' ')));
    QCOMPARE(contents(path), hand);
}

void tst_CatalogFolder::commentsSurviveARewrite()
{
    QTemporaryDir dir;
    CatalogSnapshot snapshot = sample();
    QVERIFY(CatalogFolder::write(snapshot, dir.path()));
    const QString capabilityPath = dir.filePath(QStringLiteral("capabilities/lookup_order.yaml"));
    QByteArray text = contents(capabilityPath);
    text.prepend("# Owned by the orders team.\n\n");
    text.replace("rateLimit: 60\n", "# Agreed with the payments team (ticket 42).\nrateLimit: 60  # per minute\n");
    text.replace("      id:\n", "      # the order number\n      id:\n");
    text.append("# end of file\n");
    put(capabilityPath, text);
    const QString agentPath = dir.filePath(QStringLiteral("agents/support.yaml"));
    QByteArray agentText = contents(agentPath);
    agentText.replace("  - capability: send-message\n", "  # Off until the gateway is approved.\n  - capability: send-message\n");
    put(agentPath, agentText);

    // Changes above and below the comments; the binding list gains a row before the commented one.
    snapshot.capabilities[0].rateLimit = 120;
    snapshot.capabilities[0].name = QStringLiteral("Order lookup");
    snapshot.bindings.append({QStringLiteral("support"), QStringLiteral("search_knowledge_base"), true, QJsonValue::Null, std::nullopt});
    snapshot.bindings[1].isEnabled = true;
    snapshot.sort();
    const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot, dir.path());
    QVERIFY(report);
    QVERIFY(report.value().notes.isEmpty());
    QCOMPARE(report.value().written.size(), 2);

    const QByteArray rewritten = contents(capabilityPath);
    QVERIFY2(rewritten.startsWith("# Owned by the orders team.\n\nslug: lookup_order\nname: Order lookup\n"), rewritten.constData());
    QVERIFY2(rewritten.contains("# Agreed with the payments team (ticket 42).\nrateLimit: 120  # per minute\n"), rewritten.constData());
    QVERIFY2(rewritten.contains("      # the order number\n      id:\n"), rewritten.constData());
    QVERIFY(rewritten.endsWith("# end of file\n"));
    QVERIFY2(contents(agentPath).contains("  # Off until the gateway is approved.\n  - capability: send-message\n"),
             contents(agentPath).constData());

    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    QVERIFY(read.ok());
    QCOMPARE(read.snapshot.capabilities, withoutIds(snapshot.capabilities));
    QVERIFY(read.snapshot.bindings == snapshot.bindings);
}

void tst_CatalogFolder::rowsThatAreGoneLoseTheirFilesAndNothingElse()
{
    QTemporaryDir dir;
    CatalogSnapshot snapshot = sample();
    QVERIFY(CatalogFolder::write(snapshot, dir.path()));
    put(dir.filePath(QStringLiteral("README.md")), "notes");
    put(dir.filePath(QStringLiteral("capabilities/notes.txt")), "notes");
    snapshot.capabilities.removeAt(1); // search_knowledge_base
    snapshot.agentSlugs.removeAll(QStringLiteral("idle-agent"));
    const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot, dir.path());
    QVERIFY(report);
    QCOMPARE(report.value().removed, QStringList({QStringLiteral("capabilities/search_knowledge_base.yaml"),
                                                  QStringLiteral("agents/idle-agent.yaml")}));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("capabilities/search_knowledge_base.yaml"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("README.md"))));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("capabilities/notes.txt"))));
}

void tst_CatalogFolder::namesThatCannotBeFilesStopThePullWhole()
{
    for (const QString &slug : {QStringLiteral("../escape"), QStringLiteral(".hidden"), QStringLiteral("a/b"), QString()}) {
        QTemporaryDir dir;
        CatalogSnapshot snapshot = sample();
        snapshot.capabilities.append(capability(slug));
        snapshot.sort();
        const Expected<CatalogFolder::WriteReport> report = CatalogFolder::write(snapshot, dir.path());
        QVERIFY(!report);
        QVERIFY2(report.error().message.contains(QLatin1String("cannot name a file")), qPrintable(report.error().message));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
    QTemporaryDir dir;
    CatalogSnapshot snapshot = sample();
    snapshot.capabilities.append(capability(QStringLiteral("Lookup_Order")));
    QVERIFY(!CatalogFolder::write(snapshot, dir.path()));
    QVERIFY(QDir(dir.path()).isEmpty());
}

void tst_CatalogFolder::problemsAreNamedByFileLineAndColumn()
{
    QTemporaryDir dir;
    QVERIFY(CatalogFolder::write(sample(), dir.path()));
    const QString caps = dir.filePath(QStringLiteral("capabilities/"));
    QByteArray text = contents(caps + QStringLiteral("lookup_order.yaml"));
    text.replace("rateLimit: 60", "rateLimit: sixty");
    text.replace("isActive: true", "isActive: true\nowner: me");
    put(caps + QStringLiteral("lookup_order.yaml"), text);
    put(caps + QStringLiteral("renamed.yaml"), contents(caps + QStringLiteral("send-message.yaml")));
    put(caps + QStringLiteral("broken.yaml"), "slug: broken\nname: [unclosed\n");
    put(caps + QStringLiteral("list.yaml"), "- a\n- b\n");
    put(caps + QStringLiteral("bare.yaml"), "slug: bare\nname: Bare\n");
    put(caps + QStringLiteral("send-message.yml"), "slug: send-message\n");
    put(dir.filePath(QStringLiteral("agents/support.yaml")),
        "agent: support\nbindings:\n  - capability: lookup_order\n  - capability: lookup_order\n    isEnabled: maybe\n");

    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    QVERIFY(!read.ok());
    QCOMPARE(placeOf(read.diagnostics, QStringLiteral("CATALOG_FIELD_TYPE")), QStringLiteral("lookup_order.yaml:14:12"));
    QCOMPARE(placeOf(read.diagnostics, QStringLiteral("CATALOG_UNKNOWN_FIELD")), QStringLiteral("lookup_order.yaml:16:1"));
    QCOMPARE(placeOf(read.diagnostics, QStringLiteral("CATALOG_FILE_NAME")), QStringLiteral("renamed.yaml:1:7"));
    QCOMPARE(placeOf(read.diagnostics, QStringLiteral("YAML_PARSE")).section(u':', 0, 1), QStringLiteral("broken.yaml:3"));
    QCOMPARE(placeOf(read.diagnostics, QStringLiteral("CATALOG_FILE")), QStringLiteral("list.yaml:1:1"));
    bool missing = false, duplicateBinding = false, bindingType = false, duplicateFile = false;
    for (const Diagnostic &d : read.diagnostics) {
        const QString where = d.location().toString();
        missing |= d.ruleId() == QLatin1String("CATALOG_MISSING_FIELD") && where.endsWith(QLatin1String("bare.yaml:1:1"))
            && d.message().contains(QLatin1String("functionDefinition"));
        duplicateFile |= d.ruleId() == QLatin1String("CATALOG_DUPLICATE") && where.endsWith(QLatin1String("send-message.yml:1:1"));
        duplicateBinding |= d.ruleId() == QLatin1String("CATALOG_DUPLICATE") && where.endsWith(QLatin1String("support.yaml:4:17"));
        bindingType |= d.ruleId() == QLatin1String("CATALOG_FIELD_TYPE") && where.endsWith(QLatin1String("support.yaml:5:16"));
    }
    QVERIFY(missing);
    QVERIFY(duplicateBinding);
    QVERIFY(duplicateFile);
    QVERIFY(bindingType);
    // The good files are still read (of send-message.yaml and .yml, the first by name).
    QCOMPARE(read.snapshot.capabilities.size(), 2);
    QCOMPARE(read.snapshot.capabilities.at(0).slug, QStringLiteral("search_knowledge_base"));
    QCOMPARE(read.snapshot.capabilities.at(1).slug, QStringLiteral("send-message"));
}

void tst_CatalogFolder::notACatalogFolder()
{
    QTemporaryDir dir;
    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    QVERIFY(read.failure);
    QVERIFY(!read.ok());
    QVERIFY(!CatalogFolder::isCatalogFolder(dir.path()));
    QVERIFY(!CatalogFolder::isCatalogFolder(dir.filePath(QStringLiteral("missing"))));
}

QTEST_GUILESS_MAIN(tst_CatalogFolder)
#include "tst_catalogfolder.moc"
