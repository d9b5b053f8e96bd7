// Two bundles side by side: message and call alignment (by id, by tool-call id, by slug and
// order), field differences by JSON pointer, redaction leaks, ignored fields, and the sequence
// alignment under both of its strategies.
#include "core/sequencealign.h"
#include "provenance/bundle.h"
#include "provenance/bundlecomparison.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace capstudio;
using namespace capstudio::provenance;

namespace {

QJsonObject corpusDocument()
{
    QFile file(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the corpus bundle");
    return QJsonDocument::fromJson(file.readAll()).object();
}

std::shared_ptr<const Bundle> open(const QJsonObject &document)
{
    Bundle::Result result = Bundle::fromBytes(QJsonDocument(document).toJson(), QStringLiteral("test.json"));
    if (!result.ok())
        qFatal("%s", qPrintable(result.error.message));
    return result.bundle;
}

QJsonArray messagesOf(const QJsonObject &document)
{
    return document.value(QStringLiteral("data")).toObject().value(QStringLiteral("messages")).toArray();
}

QJsonObject withMessages(QJsonObject document, const QJsonArray &messages)
{
    QJsonObject data = document.value(QStringLiteral("data")).toObject();
    data.insert(QStringLiteral("messages"), messages);
    document.insert(QStringLiteral("data"), data);
    return document;
}

// The terminal message's call `index`, edited by `edit`.
template<typename Edit>
QJsonObject editCall(const QJsonObject &document, int index, Edit edit)
{
    QJsonArray messages = messagesOf(document);
    QJsonObject terminal = messages.at(7).toObject();
    QJsonObject provenance = terminal.value(QStringLiteral("provenance")).toObject();
    QJsonArray calls = provenance.value(QStringLiteral("capabilityCalls")).toArray();
    QJsonObject call = calls.at(index).toObject();
    edit(call);
    calls[index] = call;
    provenance.insert(QStringLiteral("capabilityCalls"), calls);
    terminal.insert(QStringLiteral("provenance"), provenance);
    messages[7] = terminal;
    return withMessages(document, messages);
}

// A second lookup_customer: a tool row after message 3 and a trace after the second call.
QJsonObject withExtraLookup(const QJsonObject &document, const QString &toolCallId)
{
    QJsonArray messages = messagesOf(document);
    QJsonObject tool = messages.at(3).toObject();
    tool.insert(QStringLiteral("id"), QStringLiteral("cmextratool000000000000001"));
    tool.insert(QStringLiteral("toolCallId"), toolCallId.isEmpty() ? QJsonValue() : QJsonValue(toolCallId));
    tool.insert(QStringLiteral("content"), QStringLiteral("{\"success\":true,\"data\":{\"customerId\":\"cus_2\"}}"));
    messages.insert(4, tool);
    QJsonObject terminal = messages.at(8).toObject();
    QJsonObject provenance = terminal.value(QStringLiteral("provenance")).toObject();
    QJsonArray calls = provenance.value(QStringLiteral("capabilityCalls")).toArray();
    QJsonObject call = calls.at(1).toObject();
    call.insert(QStringLiteral("arguments"), QJsonObject{{QStringLiteral("email"), QStringLiteral("b***@e***.com")}});
    calls.insert(2, call);
    provenance.insert(QStringLiteral("capabilityCalls"), calls);
    terminal.insert(QStringLiteral("provenance"), provenance);
    messages[8] = terminal;
    return withMessages(document, messages);
}

// Another conversation with the same turns: new conversation, message and tool-call ids.
QJsonObject asOtherConversation(QJsonObject document)
{
    QJsonObject data = document.value(QStringLiteral("data")).toObject();
    QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
    conversation.insert(QStringLiteral("id"), QStringLiteral("cmotherconversation0000001"));
    data.insert(QStringLiteral("conversation"), conversation);
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    for (qsizetype i = 0; i < messages.size(); ++i) {
        QJsonObject message = messages.at(i).toObject();
        message.insert(QStringLiteral("id"), QStringLiteral("cmothermessage%1").arg(i, 12, 10, QLatin1Char('0')));
        if (message.value(QStringLiteral("toolCallId")).isString())
            message.insert(QStringLiteral("toolCallId"), QStringLiteral("toolu_other_%1").arg(i));
        messages[i] = message;
    }
    data.insert(QStringLiteral("messages"), messages);
    document.insert(QStringLiteral("data"), data);
    return document;
}

const FieldDifference *findDifference(const QList<FieldDifference> &differences, const QString &field,
                                      const QString &pointer = QString())
{
    for (const FieldDifference &difference : differences) {
        if (difference.field == field && difference.pointer == pointer)
            return &difference;
    }
    return nullptr;
}

} // namespace

class TestBundleComparison : public QObject
{
    Q_OBJECT

private slots:
    void alignSequencesFindsTheCommonSubsequence()
    {
        const std::vector<std::uint64_t> a{1, 2, 3, 4, 5, 6};
        const std::vector<std::uint64_t> b{1, 3, 9, 4, 5, 7, 6};
        const auto pairs = alignSequences(a, b);
        const std::vector<std::pair<std::uint32_t, std::uint32_t>> expected{{0, 0}, {2, 1}, {3, 3}, {4, 4}, {5, 6}};
        QCOMPARE(pairs, expected);
        QVERIFY(alignSequences({}, b).empty());
        QVERIFY(alignSequences(a, {}).empty());
        QCOMPARE(alignSequences(a, a).size(), a.size());
    }

    void alignSequencesFallsBackToTheGreedyPassOnHugeInputs()
    {
        // 3,000 × 3,000 cells exceed a limit of 1,000: the greedy pass still finds the one
        // inserted and the one removed element.
        std::vector<std::uint64_t> a, b;
        for (std::uint64_t i = 0; i < 3000; ++i)
            a.push_back(i % 97);
        b = a;
        b.insert(b.begin() + 1500, 1000);
        b.erase(b.begin() + 10);
        std::swap(b.front(), b.back()); // defeats the common prefix and suffix
        const auto exact = alignSequences(a, b);
        const auto greedy = alignSequences(a, b, 1000);
        // Lost: the removed element and the two swapped ends.
        QCOMPARE(exact.size(), a.size() - 3);
        QCOMPARE(greedy.size(), a.size() - 3);
        for (const auto &pairs : {exact, greedy}) {
            for (std::size_t k = 0; k < pairs.size(); ++k) {
                QCOMPARE(a[pairs[k].first], b[pairs[k].second]);
                if (k > 0) {
                    QVERIFY(pairs[k].first > pairs[k - 1].first);
                    QVERIFY(pairs[k].second > pairs[k - 1].second);
                }
            }
        }
    }

    void aBundleEqualsItself()
    {
        const auto bundle = open(corpusDocument());
        const BundleComparison comparison = BundleComparison::compare(*bundle, *bundle);
        QVERIFY(comparison.isEqual());
        QVERIFY(comparison.sameConversation());
        QCOMPARE(comparison.messages().size(), bundle->messages().size());
        QCOMPARE(comparison.calls().size(), std::size_t(4));
        for (const CallPairing &pairing : comparison.calls()) {
            QCOMPARE(pairing.a, pairing.b);
            QCOMPARE(pairing.alignedBy, CallPairing::Alignment::ToolCallId);
            QVERIFY(pairing.toolCallId.startsWith(QLatin1String("toolu_")));
        }
    }

    void anUnmaskedTwinIsARedactionLeak()
    {
        const QJsonObject document = corpusDocument();
        const QJsonObject leaked = editCall(document, 1, [](QJsonObject &call) {
            call.insert(QStringLiteral("arguments"),
                        QJsonObject{{QStringLiteral("email"), QStringLiteral("alice.jones@example.com")}});
        });
        const auto a = open(document);
        const auto b = open(leaked);
        const BundleComparison comparison = BundleComparison::compare(*a, *b);
        QCOMPARE(comparison.differenceCount(), 1);
        QCOMPARE(comparison.redactionCount(), 1);
        const CallPairing &lookup = comparison.calls().at(1);
        QCOMPARE(lookup.slug, QStringLiteral("lookup_customer"));
        const FieldDifference *difference = findDifference(lookup.differences, QStringLiteral("arguments"),
                                                           QStringLiteral("/email"));
        QVERIFY(difference);
        QCOMPARE(difference->kind, FieldDifference::Kind::Redaction);
        QVERIFY(difference->maskedInA);
        QCOMPARE(difference->a, QStringLiteral("a***@e***.com"));
        QVERIFY(!difference->b.contains(QLatin1String("alice")));
        QVERIFY(difference->b.contains(QLatin1String("23")));

        // The other way round, the mask is on B's side.
        const BundleComparison reversed = BundleComparison::compare(*b, *a);
        QCOMPARE(reversed.redactionCount(), 1);
        QVERIFY(!findDifference(reversed.calls().at(1).differences, QStringLiteral("arguments"),
                                QStringLiteral("/email"))->maskedInA);
    }

    void callFieldsAreComparedAndCanBeIgnored()
    {
        const QJsonObject document = corpusDocument();
        const QJsonObject changed = editCall(document, 2, [](QJsonObject &call) {
            call.insert(QStringLiteral("success"), true);
            call.remove(QStringLiteral("errorCode"));
            call.insert(QStringLiteral("latencyMs"), 9999);
            call.insert(QStringLiteral("costUsd"), 0.25);
            QJsonObject arguments = call.value(QStringLiteral("arguments")).toObject();
            arguments.insert(QStringLiteral("method"), QStringLiteral("PUT"));
            arguments.remove(QStringLiteral("body"));
            call.insert(QStringLiteral("arguments"), arguments);
        });
        const auto a = open(document);
        const auto b = open(changed);
        const CallPairing pairing = BundleComparison::compare(*a, *b).calls().at(2);
        QCOMPARE(pairing.slug, QStringLiteral("call_external_api"));
        const FieldDifference *success = findDifference(pairing.differences, QStringLiteral("success"));
        QVERIFY(success);
        QCOMPARE(success->a, QStringLiteral("false"));
        QCOMPARE(success->b, QStringLiteral("true"));
        const FieldDifference *error = findDifference(pairing.differences, QStringLiteral("errorCode"));
        QVERIFY(error);
        QCOMPARE(error->kind, FieldDifference::Kind::OnlyInA);
        QCOMPARE(error->a, QStringLiteral("invalid_binding"));
        QCOMPARE(findDifference(pairing.differences, QStringLiteral("latencyMs"))->b, QStringLiteral("9999"));
        QCOMPARE(findDifference(pairing.differences, QStringLiteral("costUsd"))->kind, FieldDifference::Kind::OnlyInB);
        QCOMPARE(findDifference(pairing.differences, QStringLiteral("arguments"), QStringLiteral("/method"))->b,
                 QStringLiteral("PUT"));
        const FieldDifference *body = findDifference(pairing.differences, QStringLiteral("arguments"), QStringLiteral("/body"));
        QVERIFY(body);
        QCOMPARE(body->kind, FieldDifference::Kind::OnlyInA);
        QCOMPARE(pairing.differences.size(), 6);

        const CallPairing ignoring = BundleComparison::compare(
            *a, *b, {QStringLiteral("latencyMs"), QStringLiteral("costUsd"), QStringLiteral("arguments")})
            .calls().at(2);
        QCOMPARE(ignoring.differences.size(), 2);
        QVERIFY(!findDifference(ignoring.differences, QStringLiteral("latencyMs")));
    }

    void resultPreviewsAreComparedByPointer()
    {
        const QJsonObject document = corpusDocument();
        const QJsonObject changed = editCall(document, 0, [](QJsonObject &call) {
            call.insert(QStringLiteral("resultPreview"),
                        QStringLiteral("{\"success\":true,\"data\":{\"results\":[],\"token\":\"<redacted>\"}}"));
        });
        const QJsonObject original = editCall(document, 0, [](QJsonObject &call) {
            call.insert(QStringLiteral("resultPreview"),
                        QStringLiteral("{\"success\":true,\"data\":{\"results\":[{\"id\":1}],\"token\":\"tok-9f8e7d6c5b4a\"}}"));
        });
        const auto a = open(original);
        const auto b = open(changed);
        const CallPairing pairing = BundleComparison::compare(*a, *b).calls().at(0);
        const FieldDifference *removed = findDifference(pairing.differences, QStringLiteral("resultPreview"),
                                                        QStringLiteral("/data/results/0"));
        QVERIFY(removed);
        QCOMPARE(removed->kind, FieldDifference::Kind::OnlyInA);
        const FieldDifference *token = findDifference(pairing.differences, QStringLiteral("resultPreview"),
                                                      QStringLiteral("/data/token"));
        QVERIFY(token);
        QCOMPARE(token->kind, FieldDifference::Kind::Redaction);
        QVERIFY(!token->maskedInA);
        QVERIFY(!token->a.contains(QLatin1String("9f8e")));
    }

    void versionPinsAndContentAreMessageDifferences()
    {
        const QJsonObject document = corpusDocument();
        QJsonArray messages = messagesOf(document);
        QJsonObject terminal = messages.at(7).toObject();
        terminal.insert(QStringLiteral("modelId"), QStringLiteral("other-model"));
        terminal.insert(QStringLiteral("content"), QStringLiteral("Write to bob@example.org about it."));
        messages[7] = terminal;
        const auto a = open(document);
        const auto b = open(withMessages(document, messages));
        const BundleComparison comparison = BundleComparison::compare(*a, *b);
        const MessagePairing &pairing = comparison.messages().at(7);
        QCOMPARE(pairing.a, 7);
        QCOMPARE(pairing.b, 7);
        QCOMPARE(findDifference(pairing.differences, QStringLiteral("modelId"))->b, QStringLiteral("other-model"));
        const FieldDifference *content = findDifference(pairing.differences, QStringLiteral("content"));
        QVERIFY(content);
        // Shown with the leak masked as Sunrise would mask it.
        QVERIFY(!content->b.contains(QLatin1String("bob@example.org")));
        QVERIFY(content->b.contains(QLatin1String("b***@e***.org")));
        QCOMPARE(comparison.differenceCount(), 2);
        QVERIFY(BundleComparison::compare(*a, *b, {QStringLiteral("modelId"), QStringLiteral("content")}).isEqual());
    }

    void anExtraCallIsAlignedByToolCallId()
    {
        const QJsonObject document = corpusDocument();
        const auto a = open(document);
        const auto b = open(withExtraLookup(document, QStringLiteral("toolu_extra")));
        QCOMPARE(b->calls().size(), std::size_t(5));
        const BundleComparison comparison = BundleComparison::compare(*a, *b);
        QCOMPARE(comparison.calls().size(), std::size_t(5));
        const std::vector<std::pair<qint32, qint32>> expected{{0, 0}, {1, 1}, {-1, 2}, {2, 3}, {3, 4}};
        for (std::size_t k = 0; k < expected.size(); ++k) {
            QCOMPARE(comparison.calls()[k].a, expected[k].first);
            QCOMPARE(comparison.calls()[k].b, expected[k].second);
            if (expected[k].first >= 0) {
                QCOMPARE(comparison.calls()[k].alignedBy, CallPairing::Alignment::ToolCallId);
                QVERIFY(comparison.calls()[k].differences.isEmpty());
            }
        }
        QCOMPARE(comparison.calls()[2].slug, QStringLiteral("lookup_customer"));
        // The extra tool row is a message only B has; every other message pairs by id.
        int onlyInB = 0;
        for (const MessagePairing &pairing : comparison.messages()) {
            QVERIFY(pairing.a >= 0 || pairing.b == 4);
            onlyInB += pairing.a < 0;
        }
        QCOMPARE(onlyInB, 1);
        QCOMPARE(comparison.differenceCount(), 2);
    }

    void anExtraCallInAnotherConversationIsAlignedBySlugAndOrder()
    {
        const QJsonObject document = corpusDocument();
        const auto a = open(document);
        const auto b = open(asOtherConversation(withExtraLookup(document, QString())));
        const BundleComparison comparison = BundleComparison::compare(*a, *b);
        QVERIFY(!comparison.sameConversation());
        QCOMPARE(comparison.calls().size(), std::size_t(5));
        int onlyInB = 0;
        for (const CallPairing &pairing : comparison.calls()) {
            if (pairing.a < 0) {
                ++onlyInB;
                QCOMPARE(pairing.slug, QStringLiteral("lookup_customer"));
                continue;
            }
            QCOMPARE(pairing.alignedBy, CallPairing::Alignment::SlugAndOrder);
            QCOMPARE(a->slugAt(a->calls()[std::size_t(pairing.a)].slug),
                     b->slugAt(b->calls()[std::size_t(pairing.b)].slug));
        }
        QCOMPARE(onlyInB, 1);
        // The messages pair by role and capability: the extra tool row is B's alone.
        int messagesOnlyInB = 0;
        for (const MessagePairing &pairing : comparison.messages())
            messagesOnlyInB += pairing.a < 0;
        QCOMPARE(messagesOnlyInB, 1);
    }
};

QTEST_GUILESS_MAIN(TestBundleComparison)
#include "tst_bundlecomparison.moc"
