// SqlCatalogStore::streamConversations and the deployment scan over it, on SQLite and on a
// real PostgreSQL server: every conversation once, in order, with the filter applied in the
// query; and the scan finds exactly the leaks planted in a generated deployment.
#include "deploymentgenerator.h"
#include "provenance/deploymentscan.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "testdatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <QTest>
#include <memory>

using namespace capstudio;

class tst_ConversationStream : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyConversationOnceInOrder();
    void scanFindsExactlyThePlantedLeaks();
    void filtersAreAppliedInTheQuery();
    void theSinkCanStopTheStream();
    void anEmptySelectionIsNoConversation();
    void hostileTextComesThroughUnchanged();
    void aConversationWithManyCapabilitiesAndFields();

private:
    struct Streamed
    {
        QStringList ids;
        QSet<QString> messageIds;
        qint64 total = -1;
        qint64 lastCount = 0;
    };
    Streamed stream(const ConversationScanFilter &filter);
    QSet<QString> scan(const ConversationScanFilter &filter, provenance::DeploymentSummary *summary = nullptr);
    QSet<QString> planted(const std::function<bool(const DeploymentGenerator::Leak &)> &keep) const;

    static constexpr int Count = 1200; // 4,800 messages: more than two of PostgreSQL's batches
    std::unique_ptr<TestDatabase> m_database;
    std::unique_ptr<SqlCatalogStore> m_store;
    QList<DeploymentGenerator::Leak> m_leaks;
    QList<QJsonObject> m_conversations;
};

void tst_ConversationStream::initTestCase()
{
    m_database = std::make_unique<TestDatabase>();
    QVERIFY2(m_database->ok(), qPrintable(m_database->error()));
    QSqlDatabase connection = m_database->connect(QStringLiteral("stream"));
    const Expected<SchemaMigrator::Outcome> migrated = SchemaMigrator(connection).migrate();
    QVERIFY2(migrated.ok(), migrated.ok() ? "" : qPrintable(migrated.error().message));
    m_store = std::make_unique<SqlCatalogStore>(connection);
    QHash<QString, QString> agentIds;
    for (const QString &slug : DeploymentGenerator::agentSlugs()) {
        Agent agent;
        agent.name = slug;
        agent.slug = slug;
        agent.description = QStringLiteral("An agent");
        agent.model = QStringLiteral("some-model");
        const Expected<Agent> created = m_store->createAgent(agent);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
        agentIds.insert(slug, created.value().id);
    }
    const DeploymentGenerator generator(agentIds);
    // Inserted out of order, so that the stream's order is the query's doing.
    const Status imported = m_store->inOneTransaction([&]() -> Status {
        for (int i = 0; i < Count; ++i) {
            const int index = (i * 7919) % Count;
            const QJsonObject data = generator.conversation(index, &m_leaks);
            m_conversations.append(data);
            const Status one = m_store->importConversation(data);
            if (!one)
                return one;
        }
        return {};
    });
    QVERIFY2(imported.ok(), imported.ok() ? "" : qPrintable(imported.error().message));
    QVERIFY(m_leaks.size() > Count / 5);
}

void tst_ConversationStream::cleanupTestCase()
{
    m_store.reset();
    m_database.reset();
}

tst_ConversationStream::Streamed tst_ConversationStream::stream(const ConversationScanFilter &filter)
{
    Streamed result;
    const Status status = m_store->streamConversations(
        filter, [&](const QByteArray &data, const ConversationStreamProgress &progress) {
            const QJsonObject object = QJsonDocument::fromJson(data).object();
            result.ids << object.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("id")).toString();
            for (const QJsonValue &message : object.value(QStringLiteral("messages")).toArray())
                result.messageIds.insert(message.toObject().value(QStringLiteral("id")).toString());
            result.total = progress.totalMessages;
            result.lastCount = progress.messages;
            return true;
        });
    if (!status)
        qWarning("%s", qPrintable(status.error().message));
    return result;
}

QSet<QString> tst_ConversationStream::scan(const ConversationScanFilter &filter, provenance::DeploymentSummary *summary)
{
    QSet<QString> found;
    provenance::DeploymentScanner scanner([&](provenance::ConversationScan &&conversation) {
        QVERIFY2(conversation.error.isEmpty(), qPrintable(conversation.error));
        if (summary)
            summary->add(conversation);
        for (const provenance::DeploymentFinding &finding : conversation.findings) {
            found.insert(finding.conversationId + QLatin1Char('\n') + finding.messageId + QLatin1Char('\n')
                         + finding.pointer + QLatin1Char('\n') + provenance::leakKindId(finding.kind));
        }
    });
    const Status status = m_store->streamConversations(filter, [&](const QByteArray &data, const ConversationStreamProgress &) {
        scanner.add(data);
        return true;
    });
    scanner.finish();
    if (!status)
        qWarning("%s", qPrintable(status.error().message));
    return found;
}

QSet<QString> tst_ConversationStream::planted(const std::function<bool(const DeploymentGenerator::Leak &)> &keep) const
{
    return DeploymentGenerator::keysOf(m_leaks, keep);
}

void tst_ConversationStream::everyConversationOnceInOrder()
{
    const Streamed all = stream({});
    QCOMPARE(all.ids.size(), Count);
    QStringList sorted = all.ids;
    sorted.sort();
    QCOMPARE(all.ids, sorted);
    QCOMPARE(QSet<QString>(all.ids.cbegin(), all.ids.cend()).size(), Count);
    QCOMPARE(all.messageIds.size(), Count * 4);
    QCOMPARE(all.total, qint64(Count) * 4);
    QCOMPARE(all.lastCount, qint64(Count) * 4);

    // Each streamed conversation is the one conversationBundle() reads, message for message.
    bool same = false;
    m_store->streamConversations({}, [&](const QByteArray &data, const ConversationStreamProgress &) {
        const QJsonObject streamed = QJsonDocument::fromJson(data).object();
        const QString id = streamed.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("id")).toString();
        const QJsonObject read = QJsonDocument::fromJson(m_store->conversationBundle(id).value()).object();
        same = streamed == read;
        return false;
    });
    QVERIFY(same);
}

void tst_ConversationStream::scanFindsExactlyThePlantedLeaks()
{
    provenance::DeploymentSummary summary;
    const QSet<QString> found = scan({}, &summary);
    const QSet<QString> expected = planted([](const DeploymentGenerator::Leak &) { return true; });
    QCOMPARE(found.size(), expected.size());
    QCOMPARE(found, expected);
    QCOMPARE(summary.conversations(), qint64(Count));
    QCOMPARE(summary.messages(), qint64(Count) * 4);
    QCOMPARE(summary.calls(), qint64(Count) * 2);
    QCOMPARE(summary.findings(), qint64(m_leaks.size()));

    // The aggregates are those of the planted leaks.
    std::map<QString, qint64> byAgent;
    std::map<QString, qint64> byCapability;
    std::map<QString, qint64> byKind;
    QSet<QString> conversations;
    for (const DeploymentGenerator::Leak &leak : m_leaks) {
        ++byAgent[leak.agent];
        ++byCapability[leak.capability];
        ++byKind[leak.kind];
        conversations.insert(leak.conversationId);
    }
    QCOMPARE(summary.byAgent(), byAgent);
    QCOMPARE(summary.byCapability(), byCapability);
    QCOMPARE(summary.byKind(), byKind);
    QCOMPARE(summary.conversationsWithFindings(), qint64(conversations.size()));
    QCOMPARE(int(summary.worst().size()), provenance::DeploymentSummary::WorstCount);
    for (std::size_t i = 1; i < summary.worst().size(); ++i)
        QVERIFY(summary.worst()[i - 1].findings >= summary.worst()[i].findings);

    // Redaction coverage: lookup_customer's email argument arrived masked except where planted.
    const auto customer = summary.coverage().find(QStringLiteral("lookup_customer"));
    QVERIFY(customer != summary.coverage().end());
    const provenance::FieldCoverage email = customer->second.at(QStringLiteral("arguments/email"));
    const qint64 plantedInArguments = std::count_if(m_leaks.cbegin(), m_leaks.cend(), [](const auto &leak) {
        return leak.pointer.endsWith(QLatin1String("/arguments/email"));
    });
    QCOMPARE(email.seen, qint64(Count));
    QCOMPARE(email.leaked, plantedInArguments);
    QCOMPARE(email.masked, qint64(Count) - plantedInArguments);

    // Same scan, same report; no leaked value in it.
    provenance::DeploymentSummary again;
    scan({}, &again);
    const provenance::DeploymentScanContext context{QStringLiteral("test"), QString(), {}, QString(), false};
    const QByteArray report = summary.report(context, provenance::AuditReport::Format::Markdown);
    QCOMPARE(report, again.report(context, provenance::AuditReport::Format::Markdown));
    QCOMPARE(summary.report(context, provenance::AuditReport::Format::Html),
             again.report(context, provenance::AuditReport::Format::Html));
    QVERIFY(!report.contains("@example.org") && !report.contains("@example.com") && !report.contains("4111"));
    QVERIFY(report.contains("arguments/email"));
}

void tst_ConversationStream::filtersAreAppliedInTheQuery()
{
    ConversationScanFilter billing;
    billing.agentSlugs = QStringList{QStringLiteral("billing")};
    QCOMPARE(scan(billing), planted([](const auto &leak) { return leak.agent == QLatin1String("billing"); }));
    const Streamed billingRows = stream(billing);
    QCOMPARE(billingRows.ids.size(), Count / 3);
    QCOMPARE(billingRows.total, qint64(Count / 3) * 4);

    ConversationScanFilter window;
    window.since = QDateTime(QDate(2026, 11, 10), QTime(0, 0), Qt::UTC);
    window.until = QDateTime(QDate(2026, 11, 21), QTime(0, 0), Qt::UTC);
    const QSet<QString> inWindow = planted([](const auto &leak) {
        return leak.day >= QLatin1String("2026-11-10") && leak.day <= QLatin1String("2026-11-20");
    });
    QCOMPARE(scan(window), inWindow);

    // The window's edge between two messages of one conversation: only those on its side.
    const QJsonObject first = m_conversations.constFirst();
    const QJsonArray messages = first.value(QStringLiteral("messages")).toArray();
    ConversationScanFilter edge;
    edge.since = QDateTime::fromString(messages.at(2).toObject().value(QStringLiteral("createdAt")).toString(), Qt::ISODateWithMs);
    edge.until = edge.since.addSecs(2);
    const Streamed cut = stream(edge);
    QVERIFY(cut.ids.contains(first.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("id")).toString()));
    QVERIFY(!cut.messageIds.contains(messages.at(1).toObject().value(QStringLiteral("id")).toString()));
    QVERIFY(cut.messageIds.contains(messages.at(2).toObject().value(QStringLiteral("id")).toString()));
    QVERIFY(cut.messageIds.contains(messages.at(3).toObject().value(QStringLiteral("id")).toString()));

    ConversationScanFilter both;
    both.agentSlugs = QStringList{QStringLiteral("sales"), QStringLiteral("support")};
    both.since = window.since;
    QCOMPARE(scan(both), planted([](const auto &leak) {
                 return leak.agent != QLatin1String("billing") && leak.day >= QLatin1String("2026-11-10");
             }));
}

void tst_ConversationStream::theSinkCanStopTheStream()
{
    int calls = 0;
    const Status status = m_store->streamConversations({}, [&](const QByteArray &, const ConversationStreamProgress &) {
        return ++calls < 3;
    });
    QVERIFY(status.ok());
    QCOMPARE(calls, 3);
    // The store is usable afterwards: the stream's transaction and cursor are gone.
    QCOMPARE(stream({}).ids.size(), Count);
}

void tst_ConversationStream::anEmptySelectionIsNoConversation()
{
    ConversationScanFilter nobody;
    nobody.agentSlugs = QStringList{QStringLiteral("nobody"), QStringLiteral("o'brien")};
    const Streamed none = stream(nobody);
    QVERIFY(none.ids.isEmpty());
    ConversationScanFilter later;
    later.since = QDateTime(QDate(2027, 1, 1), QTime(0, 0), Qt::UTC);
    QVERIFY(stream(later).ids.isEmpty());
}

// Text that PostgreSQL's COPY escapes (tab, newline, carriage return, backslash, other
// controls), a title that reads "\\N" (COPY's NULL, escaped), quotes, emoji and a NULL title
// come through the stream as conversationBundle() reads them, byte for byte. Last: it adds
// a conversation the counts above do not expect.
void tst_ConversationStream::hostileTextComesThroughUnchanged()
{
    const QString hostile = QStringLiteral("tab\there\nnew line\r\nCRLF \\ back\\slash \\N \\t \"quoted\" "
                                           "\x01\x1f\x7f caf\u00e9 \U0001F600 end\\");
    const auto withIds = [&](const QString &conversationId, const QString &title, const QString &content) {
        QJsonObject data = m_conversations.first();
        QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
        conversation.insert(QStringLiteral("id"), conversationId);
        conversation.insert(QStringLiteral("title"), title.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(title));
        data.insert(QStringLiteral("conversation"), conversation);
        QJsonArray messages;
        int index = 0;
        for (const QJsonValue &value : data.value(QStringLiteral("messages")).toArray()) {
            QJsonObject message = value.toObject();
            message.insert(QStringLiteral("id"), conversationId + QStringLiteral("-m") + QString::number(index++));
            message.insert(QStringLiteral("content"), content);
            messages.append(message);
        }
        data.insert(QStringLiteral("messages"), messages);
        return data;
    };
    QVERIFY(m_store->importConversation(withIds(QStringLiteral("zzzz-hostile-1"), QStringLiteral("\\N"), hostile)).ok());
    QVERIFY(m_store->importConversation(withIds(QStringLiteral("zzzz-hostile-2"), QString(), hostile + QStringLiteral("\t"))).ok());

    QHash<QString, QJsonObject> streamed;
    const Status status = m_store->streamConversations({}, [&](const QByteArray &data, const ConversationStreamProgress &) {
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(data, &error).object();
        if (error.error != QJsonParseError::NoError)
            qWarning("not JSON: %s", qPrintable(error.errorString()));
        const QString id = object.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("id")).toString();
        if (id.startsWith(QLatin1String("zzzz-hostile")))
            streamed.insert(id, object);
        return true;
    });
    QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().message));
    QCOMPARE(streamed.size(), 2);
    for (const QString &id : {QStringLiteral("zzzz-hostile-1"), QStringLiteral("zzzz-hostile-2")}) {
        const QJsonObject read = QJsonDocument::fromJson(m_store->conversationBundle(id).value()).object();
        QCOMPARE(streamed.value(id), read);
    }
    const QJsonObject first = streamed.value(QStringLiteral("zzzz-hostile-1"));
    QCOMPARE(first.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("\\N"));
    QVERIFY(streamed.value(QStringLiteral("zzzz-hostile-2")).value(QStringLiteral("conversation")).toObject()
                .value(QStringLiteral("title")).isNull());
    for (const QJsonValue &message : first.value(QStringLiteral("messages")).toArray())
        QCOMPARE(message.toObject().value(QStringLiteral("content")).toString(), hostile);
}

// Coverage of one conversation with more capabilities and fields than are looked up in a
// short list (20 slugs, over 40 fields), each capability called twice: every field counted
// once per string, array positions as "*", keys with "/" and "~" escaped, a preview that is
// not JSON counted whole.
void tst_ConversationStream::aConversationWithManyCapabilitiesAndFields()
{
    constexpr int Slugs = 20;
    const auto calls = [&](int round) {
        QJsonArray list;
        for (int i = 0; i < Slugs; ++i) {
            QJsonObject call{{QStringLiteral("slug"), QStringLiteral("cap%1").arg(i)},
                             {QStringLiteral("arguments"),
                              QJsonObject{{QStringLiteral("email"), i % 2 == 0 ? QStringLiteral("a***@e***.com")
                                                                                 : QStringLiteral("plain")},
                                          {QStringLiteral("a/b~c"), QStringLiteral("x")},
                                          {QStringLiteral("items"),
                                           QJsonArray{QJsonObject{{QStringLiteral("sku"), QStringLiteral("A")}},
                                                      QJsonObject{{QStringLiteral("sku"), QStringLiteral("B")}}}}}},
                             {QStringLiteral("latencyMs"), 10 + round},
                             {QStringLiteral("success"), true}};
            if (i % 3 == 0)
                call.insert(QStringLiteral("resultPreview"),
                            QStringLiteral(R"({"data":{"phone":"***","list":["a","b"]}})"));
            else if (i % 3 == 1)
                call.insert(QStringLiteral("resultPreview"), QStringLiteral("not JSON at all"));
            list.append(call);
        }
        return list;
    };
    QJsonArray messages;
    for (int round = 0; round < 2; ++round) {
        messages.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("u%1").arg(round)},
                                    {QStringLiteral("role"), QStringLiteral("user")},
                                    {QStringLiteral("content"), QStringLiteral("question")},
                                    {QStringLiteral("createdAt"), QStringLiteral("2026-11-0%1T08:00:00.000Z").arg(round + 1)}});
        messages.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("a%1").arg(round)},
                                    {QStringLiteral("role"), QStringLiteral("assistant")},
                                    {QStringLiteral("content"), QStringLiteral("answer")},
                                    {QStringLiteral("createdAt"), QStringLiteral("2026-11-0%1T08:00:01.000Z").arg(round + 1)},
                                    {QStringLiteral("provenance"), QJsonObject{{QStringLiteral("capabilityCalls"), calls(round)}}}});
    }
    QJsonObject data = m_conversations.first();
    data.insert(QStringLiteral("messages"), messages);
    const provenance::ConversationScan scan =
        provenance::ConversationScan::scan(QJsonDocument(data).toJson(QJsonDocument::Compact));
    QVERIFY2(scan.error.isEmpty(), qPrintable(scan.error));
    QCOMPARE(scan.calls, qint64(2 * Slugs));
    provenance::DeploymentSummary summary;
    summary.add(scan);

    provenance::CoverageMap expected;
    for (int i = 0; i < Slugs; ++i) {
        auto &fields = expected[QStringLiteral("cap%1").arg(i)];
        fields[QStringLiteral("arguments/email")] = {2, i % 2 == 0 ? 2 : 0, 0};
        fields[QStringLiteral("arguments/a~1b~0c")] = {2, 0, 0};
        fields[QStringLiteral("arguments/items/*/sku")] = {4, 0, 0};
        if (i % 3 == 0) {
            fields[QStringLiteral("result/data/phone")] = {2, 2, 0};
            fields[QStringLiteral("result/data/list/*")] = {4, 0, 0};
        } else if (i % 3 == 1) {
            fields[QStringLiteral("result")] = {2, 0, 0};
        }
    }
    QCOMPARE(summary.coverage().size(), expected.size());
    for (const auto &[capability, fields] : expected) {
        const auto found = summary.coverage().find(capability);
        QVERIFY2(found != summary.coverage().end(), qPrintable(capability));
        QCOMPARE(found->second.size(), fields.size());
        for (const auto &[field, counts] : fields) {
            const auto actual = found->second.find(field);
            QVERIFY2(actual != found->second.end(), qPrintable(capability + QLatin1Char(' ') + field));
            QCOMPARE(actual->second.seen, counts.seen);
            QCOMPARE(actual->second.masked, counts.masked);
            QCOMPARE(actual->second.leaked, counts.leaked);
        }
    }
}

QTEST_GUILESS_MAIN(tst_ConversationStream)
#include "tst_conversationstream.moc"
