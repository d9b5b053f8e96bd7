// LazyJson: a stored column stays text until read, reads the same as JsonText::fromStored,
// shares its value between copies, and parses once when several threads read it at once.
#include "catalog/capability.h"
#include "catalog/lazyjson.h"
#include "core/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QThread>

#include <vector>

using namespace capstudio;

class tst_LazyJson : public QObject
{
    Q_OBJECT

private slots:
    void readsAsTheStoredTextReads_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("object") << QByteArray(R"({"name":"a","parameters":{"type":"object"}})");
        QTest::newRow("jsonb spacing") << QByteArray(R"({"name": "a", "n": [1, 2]})");
        QTest::newRow("array") << QByteArray("[1,2,3]");
        QTest::newRow("string") << QByteArray(R"("text")");
        QTest::newRow("number") << QByteArray("42");
        QTest::newRow("null") << QByteArray("null");
        QTest::newRow("SQL NULL") << QByteArray();
        QTest::newRow("broken") << QByteArray("{\"name\":");
    }
    void readsAsTheStoredTextReads()
    {
        QFETCH(QByteArray, text);
        const LazyJsonValue value = LazyJsonValue::fromStored(text);
        const LazyJsonObject object = LazyJsonObject::fromStored(text);
        QCOMPARE(value.isParsed(), false);
        QCOMPARE(value.get(), JsonText::fromStored(text));
        QVERIFY(value.isParsed());
        QCOMPARE(object.get(), JsonText::fromStored(text).toObject());
    }

    void copiesShareOneParseAndEditsStayWithTheCopy()
    {
        const LazyJsonObject stored = LazyJsonObject::fromStored(R"({"name":"lookup"})");
        LazyJsonObject copy = stored;
        QCOMPARE(copy.value(QStringLiteral("name")).toString(), QStringLiteral("lookup"));
        QVERIFY(stored.isParsed()); // the copy's read parsed the shared text
        copy.insert(QStringLiteral("name"), QStringLiteral("renamed"));
        QCOMPARE(stored.value(QStringLiteral("name")).toString(), QStringLiteral("lookup"));
        QCOMPARE(copy.value(QStringLiteral("name")).toString(), QStringLiteral("renamed"));
        QVERIFY(copy != stored);
        copy.remove(QStringLiteral("name"));
        QVERIFY(copy.isEmpty());
    }

    void equalityComparesValuesNotText()
    {
        QCOMPARE(LazyJsonValue::fromStored(R"({"a": 1, "b": 2})"), LazyJsonValue::fromStored(R"({"b":2,"a":1})"));
        QVERIFY(LazyJsonValue::fromStored("1") != LazyJsonValue::fromStored("2"));
        QCOMPARE(LazyJsonValue::fromStored({}), LazyJsonValue());
        QCOMPARE(LazyJsonValue(QJsonObject{{QStringLiteral("a"), 1}}), LazyJsonValue::fromStored(R"({"a":1})"));
        Capability read;
        read.functionDefinition = LazyJsonObject::fromStored(R"({"name":"x"})");
        Capability built;
        built.functionDefinition = QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}};
        QCOMPARE(read, built);
    }

    void threadsReadingAtOnceSeeOneValue()
    {
        QJsonArray items;
        for (int i = 0; i < 2000; ++i)
            items.append(QJsonObject{{QStringLiteral("i"), i}});
        const QByteArray text = QJsonDocument(QJsonObject{{QStringLiteral("items"), items}}).toJson(QJsonDocument::Compact);
        for (int round = 0; round < 20; ++round) {
            const LazyJsonObject shared = LazyJsonObject::fromStored(text);
            std::vector<const QJsonObject *> seen(4, nullptr);
            std::vector<std::unique_ptr<QThread>> threads;
            for (int t = 0; t < 4; ++t)
                threads.emplace_back(QThread::create([&shared, &seen, t] { seen[size_t(t)] = &shared.get(); }));
            for (auto &thread : threads)
                thread->start();
            for (auto &thread : threads)
                QVERIFY(thread->wait(10000));
            for (const QJsonObject *object : seen) {
                QCOMPARE(object, seen.front()); // one value, parsed once
                QCOMPARE(object->value(QStringLiteral("items")).toArray().size(), 2000);
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_LazyJson)
#include "tst_lazyjson.moc"
