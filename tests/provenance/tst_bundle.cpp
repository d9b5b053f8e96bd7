// The streaming bundle reader: both forms of a bundle, summaries, tool-row links, the §8.2
// schema check, the leak findings' locations, malformed input, and the redacted copy.
#include "provenance/bundle.h"
#include "provenance/formattedjson.h"
#include "provenance/redactedcopy.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio::provenance;

namespace {

QString corpusBundle()
{
    return QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

std::shared_ptr<const Bundle> openBytes(const QByteArray &bytes)
{
    Bundle::Result result = Bundle::fromBytes(bytes, QStringLiteral("test.json"));
    if (!result.ok())
        qWarning("%s", qPrintable(result.error.message));
    return result.bundle;
}

// A bare bundle around `messages` (JSON array text).
QByteArray bareBundle(const QByteArray &messages)
{
    return QByteArrayLiteral("{\"conversation\":{\"id\":\"c1\",\"title\":\"T\",\"agentId\":\"a1\","
                             "\"isActive\":true,\"createdAt\":\"2026-01-01T00:00:00.000Z\","
                             "\"updatedAt\":\"2026-01-01T00:00:00.000Z\"},\"messages\":")
           + messages + "}";
}

QByteArray terminal(const QByteArray &provenance, const QByteArray &id = "m2")
{
    return "{\"id\":\"" + id + "\",\"role\":\"assistant\",\"content\":\"done\","
           "\"createdAt\":\"2026-01-01T00:00:05.000Z\",\"provenance\":" + provenance + "}";
}

const Finding *findingAt(const Bundle &bundle, const QString &location)
{
    for (const Finding &finding : bundle.findings()) {
        if (finding.location() == location)
            return &finding;
    }
    return nullptr;
}

} // namespace

class TestBundle : public QObject
{
    Q_OBJECT

private slots:
    void exampleSummaries();
    void exampleFindings();
    void exampleMessageDetail();
    void messageIdAloneEqualsTheDetails();
    void bareFormMatchesEnvelope();
    void schemaViolationsMarkOnlyTheirMessage_data();
    void schemaViolationsMarkOnlyTheirMessage();
    void malformedInput_data();
    void malformedInput();
    void sensitiveKeysAndEmbeddedJson();
    void truncatedPreviewStillScanned();
    void pointersAreEscaped();
    void redactedCopyChangesOnlyFindings_data();
    void redactedCopyChangesOnlyFindings();
    void contentPreview();
    void formattedJsonKeepsOrderAndPointers();
};

void TestBundle::exampleSummaries()
{
    const Bundle::Result result = Bundle::open(corpusBundle());
    QVERIFY2(result.ok(), qPrintable(result.error.message));
    const Bundle &bundle = *result.bundle;
    QVERIFY(bundle.isEnvelope());
    QCOMPARE(bundle.conversation().id, QStringLiteral("cmf3k9x2a0000qz8r7t4vb6nc"));
    QCOMPARE(bundle.conversation().title, QStringLiteral("Damaged order ORD-1042"));
    QCOMPARE(bundle.conversation().agentSlug, QStringLiteral("support-desk"));
    QCOMPARE(bundle.messages().size(), std::size_t(8));
    QCOMPARE(bundle.calls().size(), std::size_t(4));
    QCOMPARE(bundle.failedCallCount(), 1);
    QCOMPARE(bundle.invalidProvenanceCount(), 0);
    QVERIFY(bundle.problems().isEmpty());
    QCOMPARE(bundle.firstTimeMs(),
             QDateTime::fromString(QStringLiteral("2026-05-18T08:00:00.000Z"), Qt::ISODateWithMs)
                 .toMSecsSinceEpoch());

    const QList<Role> roles{Role::User, Role::Assistant, Role::Tool, Role::Tool,
                            Role::Assistant, Role::Tool, Role::Tool, Role::Assistant};
    for (int i = 0; i < 8; ++i)
        QCOMPARE(bundle.messages()[std::size_t(i)].role, roles[i]);
    const MessageSummary &last = bundle.messages()[7];
    QCOMPARE(last.provenance, ProvenanceState::Valid);
    QCOMPARE(last.callCount, 4u);
    QCOMPARE(last.failedCalls, 1u);
    QCOMPARE(last.citationCount, 2u);
    QCOMPARE(last.workflowSourceCount, 2u);

    // Calls in trace order; each linked to the tool row that carries its raw result.
    const QStringList slugs{QStringLiteral("search_knowledge_base"), QStringLiteral("lookup_customer"),
                            QStringLiteral("call_external_api"), QStringLiteral("run_workflow")};
    const QList<int> toolRows{2, 3, 5, 6};
    for (int c = 0; c < 4; ++c) {
        const CallSummary &call = bundle.calls()[std::size_t(c)];
        QCOMPARE(bundle.slugAt(call.slug), slugs[c]);
        QCOMPARE(call.message, 7u);
        QCOMPARE(call.toolMessage, toolRows[c]);
        QCOMPARE(bundle.messages()[std::size_t(toolRows[c])].answersCall, c);
    }
    QVERIFY(bundle.calls()[0].truncatedPreview); // 479 chars + "…"
    QVERIFY(!bundle.calls()[1].truncatedPreview);
    QCOMPARE(bundle.calls()[2].errorCode, QStringLiteral("invalid_binding"));
    QVERIFY(!bundle.calls()[2].success);
    QCOMPARE(bundle.calls()[2].latencyMs, 2904.0);
    QVERIFY(std::isnan(bundle.calls()[2].costUsd));
}

void TestBundle::exampleFindings()
{
    const Bundle::Result result = Bundle::open(corpusBundle());
    QVERIFY(result.ok());
    const Bundle &bundle = *result.bundle;

    // The user's own message.
    const Finding *email = findingAt(bundle, QStringLiteral("/data/messages/0/content"));
    QVERIFY(email);
    QCOMPARE(email->message, 0);
    QCOMPARE(email->call, -1);

    // The lookup_customer tool row stores the raw result: email and phone leak there,
    // inside JSON inside the content string.
    const Finding *toolEmail =
        findingAt(bundle, QStringLiteral("/data/messages/3/content → /data/email"));
    QVERIFY(toolEmail);
    QCOMPARE(toolEmail->kind, LeakKind::Email);
    QCOMPARE(toolEmail->text, QStringLiteral("alice.smith@example.com"));
    QCOMPARE(toolEmail->masked, QStringLiteral("a***@e***.com"));
    QCOMPARE(toolEmail->key, QStringLiteral("email"));
    const Finding *toolPhone =
        findingAt(bundle, QStringLiteral("/data/messages/3/content → /data/phone"));
    QVERIFY(toolPhone);
    QCOMPARE(toolPhone->kind, LeakKind::Phone);
    QCOMPARE(toolPhone->masked, QStringLiteral("***-***-1234"));

    // Sunrise masked the traced arguments and previews of lookup_customer: nothing there.
    QCOMPARE(bundle.calls()[1].leakCount, 0u);
    for (const Finding &finding : bundle.findings()) {
        QVERIFY2(!finding.pointer.contains(QLatin1String("/provenance/capabilityCalls/1/")),
                 qPrintable(finding.location()));
        QVERIFY(finding.tokenBegin < finding.tokenEnd);
        QVERIFY(finding.matchLength > 0);
    }
    // Every message's leak count adds up to the findings.
    quint32 total = 0;
    for (const MessageSummary &message : bundle.messages())
        total += message.leakCount;
    QCOMPARE(total, quint32(bundle.findings().size()));
    QVERIFY(bundle.findingsOfMessage(3).size() >= 2);
}

void TestBundle::exampleMessageDetail()
{
    const Bundle::Result result = Bundle::open(corpusBundle());
    QVERIFY(result.ok());
    const MessageDetail detail = result.bundle->message(7);
    QCOMPARE(detail.pointer, QStringLiteral("/data/messages/7"));
    QCOMPARE(detail.modelId, QStringLiteral("claude-sonnet-4-6"));
    QCOMPARE(detail.calls.size(), 4);
    QCOMPARE(detail.citations.size(), 2);
    QCOMPARE(detail.workflowSources.size(), 2);
    // Arguments come back as written, member order included.
    const QByteArray arguments = detail.calls[2].argumentsJson;
    QVERIFY(QJsonDocument::fromJson(arguments).isObject());
    QVERIFY(arguments.indexOf("\"body\"") < arguments.indexOf("\"method\""));
    QVERIFY(result.bundle->text().toByteArray().contains(arguments));
    QCOMPARE(detail.calls[1].argumentsJson, QByteArray("{\n                \"email\": \"a***@e***.com\"\n              }"));
    QCOMPARE(detail.calls[2].argumentsPointer,
             QStringLiteral("/data/messages/7/provenance/capabilityCalls/2/arguments"));
    QVERIFY(detail.calls[0].resultPreview.endsWith(QChar(0x2026)));
    const MessageDetail tool = result.bundle->message(3);
    QCOMPARE(tool.toolCallId, QStringLiteral("toolu_01Jr8Ac4mUo0YzWx3NnQ5dSt"));
    QCOMPARE(tool.capabilitySlug, QStringLiteral("lookup_customer"));
}

// Bundle::messageId reads only the id; it must agree with the full read, whatever the id is.
void TestBundle::messageIdAloneEqualsTheDetails()
{
    const Bundle::Result corpus = Bundle::open(corpusBundle());
    QVERIFY(corpus.ok());
    QVERIFY(corpus.bundle->messages().size() > 5);
    for (int i = 0; i < int(corpus.bundle->messages().size()); ++i) {
        QVERIFY(!corpus.bundle->messageId(i).isEmpty());
        QCOMPARE(corpus.bundle->messageId(i), corpus.bundle->message(i).id);
    }
    // Escapes decoded; an id nested deeper is not the message's; a later id wins, as in a
    // parsed object; an id that is not a string is none; no id at all.
    const std::shared_ptr<const Bundle> bundle = openBytes(bareBundle(
        R"([{"role":"user","content":"a","id":"m\u00e9\"1\\","createdAt":"2026-01-01T00:00:00.000Z"},)"
        R"({"provenance":{"id":"deep"},"role":"user","content":"b","meta":[{"id":"x"}],"id":"m2"},)"
        R"({"id":"first","role":"user","content":"c","id":"second"},)"
        R"({"id":"first","role":"user","content":"d","id":7},)"
        R"({"id":{"nested":"no"},"role":"user","content":"e"},)"
        R"({"role":"user","content":"f"}])"));
    QVERIFY(bundle);
    QCOMPARE(bundle->messages().size(), std::size_t(6));
    QCOMPARE(bundle->messageId(0), QStringLiteral("m\u00e9\"1\\"));
    QCOMPARE(bundle->messageId(1), QStringLiteral("m2"));
    QCOMPARE(bundle->messageId(2), QStringLiteral("second"));
    for (int i = 0; i < 6; ++i)
        QCOMPARE(bundle->messageId(i), bundle->message(i).id);
    QCOMPARE(bundle->messageId(6), QString());
    QCOMPARE(bundle->messageId(-1), QString());
}

void TestBundle::bareFormMatchesEnvelope()
{
    const QJsonObject envelope = QJsonDocument::fromJson(readAll(corpusBundle())).object();
    const QByteArray bare =
        QJsonDocument(envelope.value(QStringLiteral("data")).toObject()).toJson(QJsonDocument::Compact);
    const auto fromEnvelope = Bundle::open(corpusBundle()).bundle;
    const auto fromBare = openBytes(bare);
    QVERIFY(fromEnvelope && fromBare);
    QVERIFY(!fromBare->isEnvelope());
    QCOMPARE(fromBare->messages().size(), fromEnvelope->messages().size());
    QCOMPARE(fromBare->calls().size(), fromEnvelope->calls().size());
    QCOMPARE(fromBare->findings().size(), fromEnvelope->findings().size());
    QCOMPARE(fromBare->messagePointer(3), QStringLiteral("/messages/3"));
    QVERIFY(findingAt(*fromBare, QStringLiteral("/messages/3/content → /data/email")));
}

void TestBundle::schemaViolationsMarkOnlyTheirMessage_data()
{
    QTest::addColumn<QByteArray>("provenance");
    QTest::addColumn<QString>("problem");
    const QByteArray longPreview = QByteArray(2001, 'x');
    QTest::newRow("success missing")
        << QByteArray("{\"capabilityCalls\":[{\"slug\":\"a\",\"latencyMs\":1}]}")
        << QStringLiteral("/messages/1/provenance/capabilityCalls/0: a capability call lacks success");
    QTest::newRow("preview over 2000")
        << ("{\"capabilityCalls\":[{\"slug\":\"a\",\"latencyMs\":1,\"success\":true,\"resultPreview\":\""
            + longPreview + "\"}]}")
        << QStringLiteral("/messages/1/provenance/capabilityCalls/0/resultPreview: resultPreview must be "
                          "a string of at most 2000 characters");
    QTest::newRow("negative latency")
        << QByteArray("{\"capabilityCalls\":[{\"slug\":\"a\",\"latencyMs\":-1,\"success\":true}]}")
        << QStringLiteral("/messages/1/provenance/capabilityCalls/0/latencyMs: latencyMs must be a number "
                          "of at least 0");
    QTest::newRow("slug too long")
        << ("{\"capabilityCalls\":[{\"slug\":\"" + QByteArray(121, 's') + "\",\"latencyMs\":1,\"success\":true}]}")
        << QStringLiteral("/messages/1/provenance/capabilityCalls/0/slug: slug must be a string of 1 to 120 characters");
    QTest::newRow("bad source")
        << QByteArray("{\"workflowSources\":[{\"source\":\"rumour\",\"confidence\":\"high\"}]}")
        << QStringLiteral("/messages/1/provenance/workflowSources/0/source: source must be one of "
                          "training_knowledge, web_search, knowledge_base, prior_step, external_call, user_input");
    QTest::newRow("citation marker zero")
        << QByteArray("{\"citations\":[{\"marker\":0,\"chunkId\":\"c\",\"documentId\":\"d\",\"excerpt\":\"e\","
                      "\"similarity\":0.5}]}")
        << QStringLiteral("/messages/1/provenance/citations/0/marker: marker must be a whole number greater than 0");
    QByteArray many = "{\"capabilityCalls\":[";
    for (int i = 0; i < 65; ++i)
        many += QByteArray(i ? "," : "") + "{\"slug\":\"a\",\"latencyMs\":1,\"success\":true}";
    many += "]}";
    QTest::newRow("65 calls") << many
                              << QStringLiteral("/messages/1/provenance/capabilityCalls: capabilityCalls has "
                                                "65 entries; at most 64 are allowed");
    QTest::newRow("not an object") << QByteArray("[]")
                                   << QStringLiteral("/messages/1/provenance: provenance must be an object or null");
}

void TestBundle::schemaViolationsMarkOnlyTheirMessage()
{
    QFETCH(QByteArray, provenance);
    QFETCH(QString, problem);
    const QByteArray good = terminal("{\"capabilityCalls\":[{\"slug\":\"b\",\"latencyMs\":2,\"success\":false,"
                                     "\"errorCode\":\"x\"}]}",
                                     "m3");
    const auto bundle = openBytes(bareBundle("[{\"id\":\"m1\",\"role\":\"user\",\"content\":\"hi\"},"
                                             + terminal(provenance) + "," + good + "]"));
    QVERIFY(bundle);
    QCOMPARE(bundle->messages().size(), std::size_t(3));
    QCOMPARE(bundle->messages()[1].provenance, ProvenanceState::Invalid);
    QCOMPARE(bundle->messages()[2].provenance, ProvenanceState::Valid);
    QCOMPARE(bundle->messages()[2].failedCalls, 1u);
    QVERIFY(!bundle->problems().isEmpty());
    QCOMPARE(bundle->problems().first().location().jsonPointer + QStringLiteral(": ")
                 + bundle->problems().first().message(),
             problem);
    QCOMPARE(bundle->message(1).provenanceProblems.first(), problem);
    QVERIFY(bundle->message(2).provenanceProblems.isEmpty());
}

void TestBundle::malformedInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("trailing comma") << QByteArray("{\n  \"messages\": [\n    {\"id\": 1,}\n  ]\n}")
                                    << QStringLiteral("test.json:3:14: not valid JSON: expected a string as "
                                                      "object key (byte 31)");
    QTest::newRow("truncated") << QByteArray("{\"messages\": [{\"id\": \"abc")
                               << QStringLiteral("test.json:1:22: not valid JSON: unterminated string (byte 21)");
    QTest::newRow("empty") << QByteArray("") << QStringLiteral("test.json: the file is empty");
    QTest::newRow("whitespace") << QByteArray("  \n ")
                                << QStringLiteral("test.json:2:2: not valid JSON: the document is empty (byte 4)");
    QTest::newRow("bad utf-8") << QByteArray("{\"messages\": [\"\xC3\x28\"]}")
                               << QStringLiteral("test.json:1:16: not valid JSON: invalid UTF-8 in a string (byte 15)");
    QTest::newRow("control char") << QByteArray("{\"a\": \"x\ty\"}")
                                  << QStringLiteral("test.json:1:9: not valid JSON: control character in a string "
                                                    "(it must be escaped) (byte 8)");
    QTest::newRow("deep") << (QByteArray("{\"messages\":") + QByteArray(100000, '['))
                          << QStringLiteral("test.json:1:524: not valid JSON: nesting is deeper than 512 levels "
                                            "(byte 523)");
    QTest::newRow("not a bundle") << QByteArray("[1, 2, 3]")
                                  << QStringLiteral("test.json: not a provenance bundle: there is no messages array "
                                                    "(expected {\"success\":true,\"data\":{\"conversation\":…,"
                                                    "\"messages\":[…]}} or {\"conversation\":…,\"messages\":[…]})");
    QTest::newRow("garbage after") << QByteArray("{\"messages\": []} x")
                                   << QStringLiteral("test.json:1:18: not valid JSON: unexpected text after the "
                                                     "document (byte 17)");
    QTest::newRow("leading zero") << QByteArray("{\"messages\": [01]}")
                                  << QStringLiteral("test.json:1:16: not valid JSON: expected ',' or ']' in an "
                                                    "array (byte 15)");
}

void TestBundle::malformedInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const Bundle::Result result = Bundle::fromBytes(bytes, QStringLiteral("test.json"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error.message, expected);
}

void TestBundle::sensitiveKeysAndEmbeddedJson()
{
    const QByteArray provenance =
        "{\"capabilityCalls\":[{\"slug\":\"call_external_api\",\"latencyMs\":3,\"success\":false,"
        "\"arguments\":{\"url\":\"https://api.example.com/x\",\"headers\":{\"Authorization\":\"Bearer "
        "abcdef0123456789\",\"X-Trace\":\"t1\",\"Cookie\":\"<redacted>\"},\"pin\":4321},"
        "\"errorCode\":\"http_error\","
        "\"resultPreview\":\"{\\\"success\\\":false,\\\"error\\\":{\\\"code\\\":\\\"http_error\\\","
        "\\\"headers\\\":{\\\"x-api-key\\\":\\\"live-key-998877\\\"}}}\"}]}";
    const auto bundle = openBytes(bareBundle("[" + terminal(provenance) + "]"));
    QVERIFY(bundle);
    const QString call = QStringLiteral("/messages/0/provenance/capabilityCalls/0");
    const Finding *authorization = findingAt(*bundle, call + QStringLiteral("/arguments/headers/Authorization"));
    QVERIFY(authorization);
    QCOMPARE(authorization->kind, LeakKind::SensitiveKey);
    QCOMPARE(authorization->masked, QStringLiteral("<redacted>"));
    QCOMPARE(authorization->call, 0);
    QVERIFY(!findingAt(*bundle, call + QStringLiteral("/arguments/headers/Cookie"))); // already masked
    QVERIFY(!findingAt(*bundle, call + QStringLiteral("/arguments/headers/X-Trace")));
    const Finding *pin = findingAt(*bundle, call + QStringLiteral("/arguments/pin"));
    QVERIFY(pin);
    QCOMPARE(pin->text, QStringLiteral("4321"));
    const Finding *apiKey =
        findingAt(*bundle, call + QStringLiteral("/resultPreview → /error/headers/x-api-key"));
    QVERIFY(apiKey);
    QCOMPARE(apiKey->kind, LeakKind::SensitiveKey);
    QCOMPARE(apiKey->text, QStringLiteral("live-key-998877"));
    QCOMPARE(bundle->calls()[0].leakCount, 3u);
}

void TestBundle::truncatedPreviewStillScanned()
{
    // A 480-character preview cut inside a string: the JSON is incomplete but its strings
    // are still read with their keys, and the cut string's text is scanned too.
    QByteArray inner = "{\"success\":true,\"data\":{\"email\":\"bob.jones@example.org\",\"note\":\"call +1 415 555 0132 ";
    inner += QByteArray(479 - inner.size(), 'z');
    QByteArray escaped = inner;
    escaped.replace("\"", "\\\"");
    const QByteArray preview = escaped + "\xE2\x80\xA6";
    const QByteArray provenance = "{\"capabilityCalls\":[{\"slug\":\"lookup\",\"latencyMs\":3,\"success\":true,"
                                  "\"resultPreview\":\"" + preview + "\"}]}";
    const auto bundle = openBytes(bareBundle("[" + terminal(provenance) + "]"));
    QVERIFY(bundle);
    QVERIFY(bundle->calls()[0].truncatedPreview);
    const QString at = QStringLiteral("/messages/0/provenance/capabilityCalls/0/resultPreview → ");
    const Finding *email = findingAt(*bundle, at + QStringLiteral("/data/email"));
    QVERIFY(email);
    QVERIFY(!email->embeddedOpen);
    const Finding *phone = findingAt(*bundle, at + QStringLiteral("/data/note"));
    QVERIFY(phone);
    QCOMPARE(phone->kind, LeakKind::Phone);
    QVERIFY(phone->embeddedOpen);

    // The redacted copy masks both and keeps the preview cut where it was.
    const auto copy = openBytes(redactedCopy(*bundle));
    QVERIFY(copy);
    QCOMPARE(copy->findings().size(), std::size_t(0));
    const QString copied = copy->message(0).calls[0].resultPreview;
    QVERIFY(copied.contains(QLatin1String("b***@e***.org")));
    QVERIFY(copied.contains(QLatin1String("***-***-0132")));
    QVERIFY(copied.endsWith(QChar(0x2026)));
}

void TestBundle::pointersAreEscaped()
{
    const auto bundle = openBytes(bareBundle(
        "[{\"id\":\"m1\",\"role\":\"user\",\"content\":\"x\",\"meta\":{\"a/b~c\":\"mail me at eve@example.net\"}}]"));
    QVERIFY(bundle);
    QVERIFY(findingAt(*bundle, QStringLiteral("/messages/0/meta/a~1b~0c")));
}

void TestBundle::redactedCopyChangesOnlyFindings_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("corpus example") << corpusBundle();
    QTest::newRow("demo conversation")
        << QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json");
}

void TestBundle::redactedCopyChangesOnlyFindings()
{
    QFETCH(QString, path);
    const Bundle::Result result = Bundle::open(path);
    QVERIFY2(result.ok(), qPrintable(result.error.message));
    const Bundle &bundle = *result.bundle;
    QVERIFY(!bundle.findings().empty());
    const QByteArray original = bundle.text().toByteArray();
    const QByteArray copy = redactedCopy(bundle);

    // Outside the tokens that held findings, the bytes are the original's, in order.
    std::vector<std::pair<qint64, qint64>> tokens;
    for (const Finding &finding : bundle.findings())
        tokens.emplace_back(finding.tokenBegin, finding.tokenEnd);
    std::sort(tokens.begin(), tokens.end());
    tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
    qint64 at = 0;
    qint64 copyAt = 0;
    for (const auto &[begin, end] : tokens) {
        const QByteArray between = original.mid(at, begin - at);
        QCOMPARE(copy.mid(copyAt, between.size()), between);
        copyAt += between.size();
        // Skip the replaced token in the copy: it is a JSON string token.
        QCOMPARE(copy.at(copyAt), '"');
        qint64 q = copyAt + 1;
        while (copy.at(q) != '"')
            q += copy.at(q) == '\\' ? 2 : 1;
        copyAt = q + 1;
        at = end;
    }
    QCOMPARE(copy.mid(copyAt), original.mid(at));

    // Read again, the copy has nothing left to find and the same shape.
    const auto reread = openBytes(copy);
    QVERIFY(reread);
    for (const Finding &finding : reread->findings())
        qWarning("left: %s %s", qPrintable(finding.location()), qPrintable(finding.text));
    QCOMPARE(reread->findings().size(), std::size_t(0));
    QCOMPARE(reread->messages().size(), bundle.messages().size());
    QCOMPARE(reread->calls().size(), bundle.calls().size());

    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("redacted.json"));
    QVERIFY(writeRedactedCopy(bundle, out).ok());
    QCOMPARE(readAll(out), copy);
    QVERIFY(!writeRedactedCopy(bundle, dir.filePath(QStringLiteral("missing/dir/x.json"))).ok());
}

void TestBundle::contentPreview()
{
    const QByteArray longText = "Ad\\u00e9le: " + QByteArray(5000, 'a') + "\\n" + QByteArray(10, 'b');
    const auto bundle = openBytes(bareBundle("[{\"id\":\"m1\",\"role\":\"user\",\"content\":\"" + longText + "\"}]"));
    QVERIFY(bundle);
    QCOMPARE(bundle->content(0, 8), QStringLiteral("Adéle: a"));
    QCOMPARE(bundle->content(0).size(), 7 + 5000 + 1 + 10);
    QVERIFY(bundle->content(0).endsWith(QLatin1String("a\nbbbbbbbbbb")));
    QCOMPARE(bundle->content(5), QString());
}

void TestBundle::formattedJsonKeepsOrderAndPointers()
{
    const FormattedJson formatted =
        formatJson("{\"z\":1,\"a\":[true,{\"k/x\":\"v\\\"q\"}],\"e\":{},\"f\":[]}", QStringLiteral("/args"));
    QVERIFY(formatted.ok);
    QCOMPARE(formatted.text, QStringLiteral("{\n  \"z\": 1,\n  \"a\": [\n    true,\n    {\n      \"k/x\": \"v\\\"q\"\n"
                                            "    }\n  ],\n  \"e\": {},\n  \"f\": []\n}"));
    const auto span = std::find_if(formatted.spans.begin(), formatted.spans.end(), [](const auto &s) {
        return s.kind == FormattedJson::Span::Kind::String;
    });
    QVERIFY(span != formatted.spans.end());
    QCOMPARE(span->pointer, QStringLiteral("/args/a/1/k~1x"));
    QCOMPARE(span->value, QStringLiteral("v\"q"));
    QCOMPARE(formatted.text.mid(span->start, span->length), QStringLiteral("\"v\\\"q\""));
    const FormattedJson notJson = formatJson("not json {");
    QVERIFY(!notJson.ok);
    QCOMPARE(notJson.text, QStringLiteral("not json {"));
}

QTEST_GUILESS_MAIN(TestBundle)
#include "tst_bundle.moc"
