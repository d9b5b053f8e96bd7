// Validator::check — the check-time rules of `mcp-flowgate check` (reference §4.3, §4.4):
// exact runtime messages, runtime order, severities, locations; plus the public query
// classes SlotTable, CapabilityCallers and ReachableWriters.

#include <flowgate/capabilitycallers.h>
#include <flowgate/contracthash.h>
#include <flowgate/reachablewriters.h>
#include <flowgate/slottable.h>
#include <flowgate/validator.h>
#include <flowgate/value.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QString emptySnippetHash =
    QStringLiteral("sha256:3e8b860b6c32dc75b859f3d59c56dfcc0410bacdc623eb3d0d90f36d8720efb0");

QString dataDir()
{
    return QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/validator");
}

Value parse(const QByteArray &json)
{
    QString error;
    Value value = JsonValueReader::parse(json, &error);
    if (!error.isEmpty())
        qWarning("test JSON does not parse: %s", qPrintable(error));
    return value;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// "error[V1] message" / "warning[W3] message", in output order.
QStringList render(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &diagnostic : diagnostics)
        lines.append(QStringLiteral("%1[%2] %3")
                         .arg(severityName(diagnostic.severity()), diagnostic.ruleId(), diagnostic.message()));
    return lines;
}

QString err(const char *rule, const QString &message)
{
    return QStringLiteral("error[%1] %2").arg(QLatin1String(rule), message);
}

QString warn(const char *rule, const QString &message)
{
    return QStringLiteral("warning[%1] %2").arg(QLatin1String(rule), message);
}

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

// Sets the key position of the member at `path` (object keys) inside `root`.
void setKeyPos(Value &root, const QStringList &path, const SourcePos &pos)
{
    Value *current = &root;
    for (qsizetype i = 0; i + 1 < path.size(); ++i)
        current = &(*current)[path.at(i)];
    for (Value::Member &member : current->mutableMembers()) {
        if (member.key == path.last())
            member.keyPos = pos;
    }
}

// A terminal-only workflow body for C1 rows.
QByteArray withBlackboard(const char *blackboard)
{
    return QByteArray(R"({"initialState": "s", "states": {"s": {"terminal": true}}, "blackboard": )") + blackboard
        + "}";
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void cognitiveArchitecturesIsClean();
    void rules_data();
    void rules();
    void constraints_data();
    void constraints();
    void locations();
    void slotTable();
    void capabilityCallers();
    void reachableWriters();
};

void TestValidator::corpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("message");

    const QJsonDocument expectations =
        QJsonDocument::fromJson(readFile(dataDir() + QStringLiteral("/expectations.json")));
    QVERIFY2(expectations.isArray(), "data/validator/expectations.json missing or not a list");
    QCOMPARE(expectations.array().size(), 40);
    for (const QJsonValue &entry : expectations.array()) {
        const QJsonObject object = entry.toObject();
        const QString file = object.value(QStringLiteral("file")).toString();
        QTest::newRow(qPrintable(file)) << file << object.value(QStringLiteral("rule")).toString()
                                        << object.value(QStringLiteral("message")).toString();
    }
}

// Every check-phase document of the invalid corpus yields exactly its one runtime message.
void TestValidator::corpus()
{
    QFETCH(QString, file);
    QFETCH(QString, rule);
    QFETCH(QString, message);

    const QByteArray text = readFile(dataDir() + QLatin1Char('/') + file);
    QVERIFY2(!text.isEmpty(), qPrintable(file));
    const Diagnostics diagnostics = Validator::check(parse(text), {});
    QCOMPARE(render(diagnostics), QStringList{err(rule.toLatin1().constData(), message)});
}

void TestValidator::cognitiveArchitecturesIsClean()
{
    const QByteArray text = readFile(dataDir() + QStringLiteral("/cognitive-architectures.json"));
    QVERIFY(!text.isEmpty());
    const Value config = parse(text);
    QCOMPARE(config.value(u"workflows").size(), 26);
    QCOMPARE(render(Validator::check(config, {})), QStringList());
}

void TestValidator::rules_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("expected");

    // --- order --------------------------------------------------------------------------
    QTest::newRow("order inside one workflow")
        << QByteArray(R"({"workflows": {"cap.plan.x": {
            "blackboard": {"files": {"constraint": {}}},
            "initialState": "start",
            "skills": ["missing.skill"],
            "states": {
              "start": {
                "goal": "Do {{ $.context.y }}",
                "onEnter": {"output": {}},
                "transitions": {
                  "a": {"target": "nowhere",
                        "guards": [{"kind": "expr", "expr": "$.context.summary == 'x'"}],
                        "branches": [{"when": {"kind": "expr", "expr": "1 == 1"}, "target": "nope"}]},
                  "b": {"target": "done", "executor": {"kind": "workflow", "definitionId": "cap.plan.y"},
                        "output": {"x": "$.output.x"}}
                }
              },
              "idle": {},
              "done": {"terminal": true}
            }}}})")
        << QStringList{
               err("C1", u8("workflow 'cap.plan.x': INVALID_CONSTRAINT_DECLARATION: slot 'files' declares an empty "
                            "`constraint:` block — either remove it or add a constraint kind")),
               err("V1", u8("MISSING_VERB: capability 'cap.plan.x' is missing required `verb:` field; allowed "
                            "verbs are [\"triage\", \"diagnose\", \"plan\", \"implement\", \"review\", "
                            "\"refactor\", \"explain\", \"compose\", \"research\", \"summarize\", \"build\", "
                            "\"test\", \"deploy\", \"format\", \"lint\", \"install\", \"verify\", \"run\", "
                            "\"inspect\", \"search\", \"fetch\", \"audit\", \"gate\", \"coordinate\"] "
                            "(SPEC §4, V1)")),
               err("V3", u8("MISSING_SNIPPET: capability 'cap.plan.x' is missing required `snippet:` block "
                            "(SPEC §5.1, V3)")),
               err("V10", u8("CAPABILITY_NESTING: capability 'cap.plan.x' invokes workflow 'cap.plan.y' via "
                             "`kind: workflow`. Capabilities are composition leaves; only orchestrators may "
                             "invoke other workflows (SPEC §3, V10)")),
               err("V12", u8("MISSING_USE: workflow 'cap.plan.x' state 'start' transition 'b' invokes "
                             "capability 'cap.plan.y' via `kind: workflow` without a `use:` block. Capability "
                             "invocations require a typed use-binding (SPEC §6.1, V12).")),
               warn("W1", u8("workflow 'cap.plan.x': state 'idle' is non-terminal with no outgoing transitions")),
               err("G6", u8("workflow 'cap.plan.x': transition 'a' in state 'start' targets 'nowhere' which is "
                            "not in states")),
               err("G7", u8("workflow 'cap.plan.x': branch 0 of transition 'a' in state 'start' targets 'nope' "
                            "which is not in states")),
               warn("W2", u8("workflow 'cap.plan.x': state 'start' has onEnter but no executor")),
               warn("W3", u8("workflow 'cap.plan.x': transition 'b' in state 'start' writes output key 'x' "
                             "which is not declared in the blackboard")),
               warn("W4", u8("workflow 'cap.plan.x': state 'idle' is unreachable from initialState 'start'")),
               err("B1", u8("workflow 'cap.plan.x': state 'start' template `goal` reads `$.context.y` which "
                            "is not a declared blackboard slot (SPEC §11)")),
               err("B3", u8("workflow 'cap.plan.x': transition 'a' in state 'start' guard reads "
                            "`$.context.summary` — model-authored summary is never a valid guard input "
                            "(SPEC §6.3)")),
               err("S1", u8("workflow 'cap.plan.x': workflow scope references skills entry 'missing.skill' "
                            "which is not declared in the top-level `skills:` library (SPEC §11)")),
           };

    QTest::newRow("workflows in byte order, G5 before G6 per transition order")
        << QByteArray(R"({"workflows": {
            "b": {"initialState": "s", "states": {"s": {"transitions": {
                "y": {"target": "gone"}, "x": {"executor": {"kind": "noop"}}}}, "gone2": {"terminal": true}}},
            "a": {"initialState": "s", "states": {"s": {"transitions": {"t": {"target": "t2"}}}}}}})")
        << QStringList{
               err("G6", u8("workflow 'a': transition 't' in state 's' targets 't2' which is not in states")),
               err("G5", u8("workflow 'b': transition 'x' in state 's' is missing 'target'")),
               err("G6", u8("workflow 'b': transition 'y' in state 's' targets 'gone' which is not in states")),
               warn("W4", u8("workflow 'b': state 'gone2' is unreachable from initialState 's'")),
           };

    QTest::newRow("G1 stops after the tier rules")
        << QByteArray(R"({"workflows": {"flow.a": {"verb": "x", "states": {}}}})")
        << QStringList{
               err("V9", u8("ORCHESTRATOR_HAS_VERB: orchestrator 'flow.a' declares `verb:`; verbs are "
                            "capability-only (SPEC §4, V9)")),
               err("G1", u8("workflow 'flow.a': missing 'initialState'")),
           };
    QTest::newRow("G1 for a non-string initialState")
        << QByteArray(R"({"workflows": {"w": {"initialState": 3, "states": {}}}})")
        << QStringList{err("G1", u8("workflow 'w': missing 'initialState'"))};
    QTest::newRow("G2 stops")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": [], "skills": ["x.y"]}}})")
        << QStringList{err("G2", u8("workflow 'w': missing 'states' map"))};
    QTest::newRow("G3 continues but skips W4")
        << QByteArray(R"({"workflows": {"w": {"initialState": "nope", "states": {"s": {"terminal": true}}}}})")
        << QStringList{err("G3", u8("workflow 'w': initialState 'nope' is not in states"))};
    QTest::newRow("G4, and W1 off with any onTimeout.target")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "onTimeout": {"target": "gone"},
                         "states": {"s": {}}}}})")
        << QStringList{err("G4", u8("workflow 'w': onTimeout.target 'gone' is not in states"))};

    // --- warnings -----------------------------------------------------------------------
    QTest::newRow("onTimeout target counts as reachable")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "onTimeout": {"target": "expired"},
                         "states": {"s": {}, "expired": {"terminal": true}}}}})")
        << QStringList();
    QTest::newRow("W1 for an empty transitions map, W4")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": {
                         "s": {"transitions": {}}, "t": {"transitions": {"go": {"target": "s"}}}}}}})")
        << QStringList{
               warn("W1", u8("workflow 'w': state 's' is non-terminal with no outgoing transitions")),
               warn("W4", u8("workflow 'w': state 't' is unreachable from initialState 's'")),
           };
    QTest::newRow("branch targets make states reachable; terminal states may keep transitions")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": {
                         "s": {"transitions": {"go": {"target": "e",
                               "branches": [{"when": {"kind": "expr", "expr": "1 == 1"}, "target": "f"}]}}},
                         "e": {"terminal": true, "transitions": {"back": {"target": "s"}}},
                         "f": {"terminal": true}}}}})")
        << QStringList();
    QTest::newRow("W2 for onEnter null and onEnter without executor")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": {
                         "s": {"onEnter": {"output": {"a": 1}}, "transitions": {"go": {"target": "t"}}},
                         "t": {"onEnter": null, "terminal": true}}}}})")
        << QStringList{
               warn("W2", u8("workflow 'w': state 's' has onEnter but no executor")),
               warn("W2", u8("workflow 'w': state 't' has onEnter but no executor")),
           };
    QTest::newRow("W3 for synthesised output keys")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "blackboard": ["a"], "states": {
                         "s": {"transitions": {"call": {"target": "done",
                               "executor": {"kind": "workflow", "definitionId": "cap.t.x",
                                            "use": {"inputs": {}, "outputs": {"$.context.b": "x"}}},
                               "output": {"a": "$.arguments.a", "b": "$.output.x"}}}},
                         "done": {"terminal": true}}}}})")
        << QStringList{warn("W3", u8("workflow 'w': transition 'call' in state 's' writes output key 'b' which "
                                     "is not declared in the blackboard"))};
    QTest::newRow("W3 with a scalar blackboard warns every key, B1/B4 stay off")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "blackboard": "oops",
                         "initialContext": {"a": 1}, "states": {
                         "s": {"goal": "{{ $.context.a }}", "transitions": {"go": {"target": "done",
                               "output": {"a": 2}}}},
                         "done": {"terminal": true}}}}})")
        << QStringList{warn("W3", u8("workflow 'w': transition 'go' in state 's' writes output key 'a' which "
                                     "is not declared in the blackboard"))};
    QTest::newRow("W5 before S1, scopes in order")
        << QByteArray(R"({"skills": {"review.a": {}}, "workflows": {"w": {"initialState": "s",
                         "skills": ["review.a", "review.a", "review.a", "review.a", "nope.a"],
                         "states": {
                           "s": {"skills": ["nope.b", 7], "transitions": {"go": {"target": "t",
                                 "skills": ["nope.c"]}}},
                           "t": {"terminal": true, "skills": "not-a-list"}}}}})")
        << QStringList{
               warn("W5", u8("workflow 'w': workflow scope surfaces 5 skills refs — the menu is itself payload, "
                             "consider trimming to ≤4")),
               err("S1", u8("workflow 'w': workflow scope references skills entry 'nope.a' which is not "
                            "declared in the top-level `skills:` library (SPEC §11)")),
               err("S1", u8("workflow 'w': state 's' references skills entry 'nope.b' which is not declared "
                            "in the top-level `skills:` library (SPEC §11)")),
               err("S1", u8("workflow 'w': transition 'go' in state 's' references skills entry 'nope.c' which "
                            "is not declared in the top-level `skills:` library (SPEC §11)")),
           };

    // --- namespaced ids -----------------------------------------------------------------
    QTest::newRow("namespaced ids: tier and shape use the part after the last slash")
        << QByteArray(R"({"skills": {"lib/plan.s": {}}, "workflows": {
            "capable.x": {"verb": "nope", "initialState": "s", "states": {"s": {"terminal": true}}},
            "Flow.x": {"snippet": 1, "initialState": "s", "states": {"s": {"terminal": true}}},
            "lib/cap.plan.draft": {"verb": "plan", "lifecycle": "experimental",
              "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s", "states": {
              "s": {"transitions": {"go": {"target": "d", "executor": {"kind": "noop"}}}},
              "d": {"terminal": true}}},
            "lib/cap.review.x": {"verb": "plan", "snippet": {"inputs": {}, "outputs": {}},
              "initialState": "s", "states": {
              "s": {"transitions": {"go": {"target": "d", "executor": {"kind": "noop"}}}},
              "d": {"terminal": true}}},
            "lib/flow.": {"initialState": "d", "states": {"d": {"terminal": true}}},
            "lib/flow.main": {"initialState": "go", "skills": ["plan.s"], "states": {
              "go": {"transitions": {"run": {"target": "done", "actor": "deterministic",
                "executor": {"kind": "workflow", "definitionId": "lib/cap.plan.draft",
                             "expects_contract_hash": ")" + emptySnippetHash.toLatin1() + R"(",
                             "use": {"inputs": {}, "outputs": {}}},
                "output": {}}}},
              "done": {"terminal": true}}},
            "x/y/flow.z": {"initialState": "d", "skills": ["plan.s"], "states": {"d": {"terminal": true}}}}})")
        << QStringList{
               err("V2", u8("ID_VERB_MISMATCH: capability 'lib/cap.review.x' declares verb 'plan' but its id "
                            "stem uses verb segment 'review' — must agree (SPEC §4, V2)")),
               err("V7", u8("INVALID_ID_SHAPE: orchestrator 'lib/flow.' must match `flow.<name>` (SPEC §3, V7)")),
               err("S1", u8("workflow 'x/y/flow.z': workflow scope references skills entry 'plan.s' which is "
                            "not declared in the top-level `skills:` library (SPEC §11)")),
           };
    QTest::newRow("V2 shape: too few parts, first part not cap")
        << QByteArray(R"({"workflows": {"ns/cap.": {"verb": "plan", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "d", "states": {"d": {"terminal": true}}}}})")
        << QStringList{err("V2", u8("INVALID_ID_SHAPE: capability 'ns/cap.' must match `cap.<verb>.<name>` "
                                    "(SPEC §4, V2)"))};

    // --- capability rules ---------------------------------------------------------------
    QTest::newRow("V1 and V2 both fire for an unknown verb")
        << QByteArray(R"({"workflows": {"cap.plan.x": {"verb": "destroy", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "d", "states": {"d": {"terminal": true}}}}})")
        << QStringList{
               err("V1", u8("INVALID_VERB: capability 'cap.plan.x' has verb 'destroy'; allowed verbs are "
                            "[\"triage\", \"diagnose\", \"plan\", \"implement\", \"review\", \"refactor\", "
                            "\"explain\", \"compose\", \"research\", \"summarize\", \"build\", \"test\", "
                            "\"deploy\", \"format\", \"lint\", \"install\", \"verify\", \"run\", \"inspect\", "
                            "\"search\", \"fetch\", \"audit\", \"gate\", \"coordinate\"] (SPEC §4, V1)")),
               err("V2", u8("ID_VERB_MISMATCH: capability 'cap.plan.x' declares verb 'destroy' but its id "
                            "stem uses verb segment 'plan' — must agree (SPEC §4, V2)")),
           };
    QTest::newRow("V4 snippet not an object")
        << QByteArray(R"({"workflows": {"cap.plan.x": {"verb": "plan", "snippet": [],
                         "initialState": "d", "states": {"d": {"terminal": true}}}}})")
        << QStringList{err("V4", u8("INVALID_SNIPPET: capability 'cap.plan.x' `snippet:` must be an object "
                                    "(SPEC §5.1, V4)"))};
    QTest::newRow("V4 both keys missing; V5 per entry")
        << QByteArray(R"({"workflows": {
            "cap.plan.x": {"verb": "plan", "snippet": {}, "initialState": "d", "states": {"d": {"terminal": true}}},
            "cap.plan.y": {"verb": "plan", "snippet": {"inputs": {"b": null}, "outputs": {"a": "string", "b": {}, "c": 3}},
                           "initialState": "d", "states": {"d": {"terminal": true}}}}})")
        << QStringList{
               err("V4", u8("INVALID_SNIPPET: capability 'cap.plan.x' `snippet:` is missing required `inputs:` "
                            "key (may be `{}` — but must be present) (SPEC §5.1, V4)")),
               err("V4", u8("INVALID_SNIPPET: capability 'cap.plan.x' `snippet:` is missing required `outputs:` "
                            "key (may be `{}` — but must be present) (SPEC §5.1, V4)")),
               err("V5", u8("INVALID_SNIPPET: capability 'cap.plan.y' `snippet.inputs.b` must be a "
                            "JSON-schema-shaped object (SPEC §5.1, V5)")),
               err("V5", u8("INVALID_SNIPPET: capability 'cap.plan.y' `snippet.outputs.a` must be a "
                            "JSON-schema-shaped object (SPEC §5.1, V5)")),
               err("V5", u8("INVALID_SNIPPET: capability 'cap.plan.y' `snippet.outputs.c` must be a "
                            "JSON-schema-shaped object (SPEC §5.1, V5)")),
           };
    QTest::newRow("V6 kinds in transition order, executor-less transitions omitted")
        << QByteArray(R"({"workflows": {"cap.verify.x": {"verb": "verify", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "s", "states": {
                         "s": {"transitions": {"b": {"target": "d", "executor": {"kind": "noop"}},
                                               "a": {"target": "d", "executor": {"kind": "human"}},
                                               "c": {"target": "d"}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{err("V6", u8("INVALID_PRIMARY_EXECUTOR: capability 'cap.verify.x' (verb 'verify', category "
                                    "Deterministic) has initial-state transitions whose primary executor kinds are "
                                    "[\"human\", \"noop\"]; expected kind: script OR kind: mcp (SPEC §4.1, V6)"))};
    QTest::newRow("V6 without executors lists []")
        << QByteArray(R"({"workflows": {"cap.coordinate.x": {"verb": "coordinate",
                         "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s", "states": {
                         "s": {"transitions": {"go": {"target": "d", "executor": {"kind": 5}}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{err("V6", u8("INVALID_PRIMARY_EXECUTOR: capability 'cap.coordinate.x' (verb 'coordinate', "
                                    "category Coordination) has initial-state transitions whose primary executor "
                                    "kinds are []; expected kind: mcp (SPEC §4.1, V6)"))};
    QTest::newRow("V6 kinds are printed as Rust debug strings")
        << QByteArray(R"({"workflows": {"cap.test.x": {"verb": "test", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "s", "states": {
                         "s": {"transitions": {"go": {"target": "d", "executor": {"kind": "we\"ird\\\n"}}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{err("V6", u8("INVALID_PRIMARY_EXECUTOR: capability 'cap.test.x' (verb 'test', category "
                                    "Deterministic) has initial-state transitions whose primary executor kinds are "
                                    "[\"we\\\"ird\\\\\\n\"]; expected kind: script OR kind: mcp (SPEC §4.1, V6)"))};
    QTest::newRow("V6 passes: gate with purpose ask, cognitive with one noop, deterministic mcp")
        << QByteArray(R"({"workflows": {
            "cap.gate.x": {"verb": "gate", "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s", "states": {
              "s": {"transitions": {"ask": {"target": "d", "purpose": "ask", "executor": {"kind": "script"}}}},
              "d": {"terminal": true}}},
            "cap.plan.x": {"verb": "plan", "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s", "states": {
              "s": {"transitions": {"a": {"target": "d", "executor": {"kind": "script"}},
                                    "b": {"target": "d", "executor": {"kind": "noop"}}}},
              "d": {"terminal": true}}},
            "cap.test.x": {"verb": "test", "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s", "states": {
              "s": {"transitions": {"a": {"target": "d", "executor": {"kind": "mcp"}}}},
              "d": {"terminal": true}}}}})")
        << QStringList();
    QTest::newRow("V6 gate fails without human actor")
        << QByteArray(R"({"workflows": {"cap.gate.x": {"verb": "gate", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "s", "states": {
                         "s": {"transitions": {"go": {"target": "d", "actor": "agent", "purpose": "Ask",
                                                      "executor": {"kind": "mcp"}}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{err("V6", u8("INVALID_PRIMARY_EXECUTOR: capability 'cap.gate.x' (verb 'gate', category "
                                    "Coordination) has initial-state transitions whose primary executor kinds are "
                                    "[\"mcp\"]; expected at least one initial-state transition with actor: human OR "
                                    "purpose: ask (SPEC §4.1, V6)"))};
    QTest::newRow("V6 skipped: initial state without transitions, unknown verb")
        << QByteArray(R"({"workflows": {
            "cap.build.x": {"verb": "build", "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s",
                            "states": {"s": {"terminal": true}}},
            "cap.zap.x": {"verb": "zap", "snippet": {"inputs": {}, "outputs": {}}, "initialState": "s",
                          "states": {"s": {"transitions": {"go": {"target": "s"}}}}}}})")
        << QStringList{err("V1", u8("INVALID_VERB: capability 'cap.zap.x' has verb 'zap'; allowed verbs are "
                                    "[\"triage\", \"diagnose\", \"plan\", \"implement\", \"review\", \"refactor\", "
                                    "\"explain\", \"compose\", \"research\", \"summarize\", \"build\", \"test\", "
                                    "\"deploy\", \"format\", \"lint\", \"install\", \"verify\", \"run\", \"inspect\", "
                                    "\"search\", \"fetch\", \"audit\", \"gate\", \"coordinate\"] (SPEC §4, V1)"))};
    QTest::newRow("V10 reports the first call only")
        << QByteArray(R"({"workflows": {"cap.plan.x": {"verb": "plan", "snippet": {"inputs": {}, "outputs": {}},
                         "initialState": "s", "states": {
                         "s": {"transitions": {
                           "a": {"target": "d", "executor": {"kind": "noop"}},
                           "b": {"target": "d", "executor": {"kind": "workflow", "definitionId": "legacy.one"}},
                           "c": {"target": "d", "executor": {"kind": "workflow", "definitionId": "legacy.two"}}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{err("V10", u8("CAPABILITY_NESTING: capability 'cap.plan.x' invokes workflow 'legacy.one' via "
                                     "`kind: workflow`. Capabilities are composition leaves; only orchestrators may "
                                     "invoke other workflows (SPEC §3, V10)"))};

    // --- orchestrator rules -------------------------------------------------------------
    QTest::newRow("V8, V9 and V11 once, whatever the executor kind")
        << QByteArray(R"({"workflows": {"flow.p": {"snippet": null, "verb": null, "initialState": "s", "states": {
                         "s": {"transitions": {
                           "a": {"target": "d", "executor": {"kind": "noop", "definitionId": "ns/flow.q"}},
                           "b": {"target": "d", "executor": {"kind": "workflow", "definitionId": "flow.r"}}}},
                         "d": {"terminal": true}}}}})")
        << QStringList{
               err("V8", u8("ORCHESTRATOR_HAS_SNIPPET: orchestrator 'flow.p' declares a `snippet:` block; snippets "
                            "are capability-only — orchestrators are not externally invokable as snippets "
                            "(SPEC §5.1, V8)")),
               err("V9", u8("ORCHESTRATOR_HAS_VERB: orchestrator 'flow.p' declares `verb:`; verbs are "
                            "capability-only (SPEC §4, V9)")),
               err("V11", u8("ORCHESTRATOR_NESTING: orchestrator 'flow.p' invokes orchestrator 'ns/flow.q' via "
                             "`kind: workflow`. Orchestrators may only invoke capabilities (SPEC §3, V11)")),
           };

    const QByteArray caps = R"(
            "cap.test.known": {"verb": "test", "snippet": {"inputs": {}, "outputs": {
                "v": {"type": "string", "enum": ["a", "b"]}, "w": {"enum": ["a", "b"], "type": "string"},
                "n": {"type": "integer"}}},
              "initialState": "s", "states": {"s": {"transitions": {"go": {"target": "d",
                "executor": {"kind": "mcp"}}}}, "d": {"terminal": true}}},
            "cap.test.other": {"verb": "test", "snippet": {"inputs": {}, "outputs": {"v": {"type": "string"}}},
              "initialState": "s", "states": {"s": {"transitions": {"go": {"target": "d",
                "executor": {"kind": "mcp"}}}}, "d": {"terminal": true}}},)";
    QTest::newRow("V14 skips V13; unknown callee gives a null schema")
        << QByteArray(R"({"workflows": {)" + caps + R"(
            "flow.x": {"initialState": "a", "states": {
              "a": {"transitions": {"go": {"target": "b", "executor": {"kind": "workflow",
                "definitionId": "cap.test.known", "use": {"inputs": {"q": "$.context.never"},
                "outputs": {"$.context.v": "v"}}}, "output": {"v": "$.output.v"}}}},
              "b": {"transitions": {"go": {"target": "c", "executor": {"kind": "workflow",
                "definitionId": "cap.test.unknown", "use": {"outputs": {"$.context.v": "v"}}},
                "output": {"v": "$.output.v"}}}},
              "c": {"transitions": {"go": {"target": "d", "executor": {"kind": "workflow",
                "definitionId": "cap.test.other", "use": {"outputs": {"$.context.v": "v"}}},
                "output": {"v": "$.output.v"}}}},
              "d": {"terminal": true}}}}})")
        << QStringList{
               err("V14", u8("SLOT_TYPE_CONFLICT: '$.context.v' is written by state 'a' and state 'b' with "
                             "structurally different schemas (SPEC §7.3, V14)")),
               err("V14", u8("SLOT_TYPE_CONFLICT: '$.context.v' is written by state 'a' and state 'c' with "
                             "structurally different schemas (SPEC §7.3, V14)")),
           };
    QTest::newRow("V14 compares canonical schemas; V13 checks exact paths, graph order ignored")
        << QByteArray(R"({"workflows": {)" + caps + R"(
            "flow.x": {"inputs": {"plan": {"type": "object"}}, "initialState": "a", "states": {
              "a": {"transitions": {"go": {"target": "b", "executor": {"kind": "workflow",
                "definitionId": "cap.test.known", "use": {"inputs": {
                    "p1": "$.context.plan", "p2": "$.context.plan.title", "p3": "$.context.late",
                    "p4": "$.workflow.input.x", "p5": "$.arguments.y", "p6": 3, "p7": {"k": "$.context.z"}},
                  "outputs": {"$.context.v": "v"}}}, "output": {"v": "$.output.v"}}}},
              "b": {"transitions": {"go": {"target": "d", "executor": {"kind": "workflow",
                "definitionId": "cap.test.known", "use": {"outputs": {"$.context.v": "w", "$.context.late": "n"}}},
                "output": {"v": "$.output.w", "late": "$.output.n"}},
                "other": {"target": "d", "executor": {"kind": "noop", "use": {"inputs": {"x": "$.context.nope"}}}}}},
              "d": {"terminal": true}}}}})")
        << QStringList{
               err("V13", u8("UNREACHABLE_SLOT: orchestrator 'flow.x' state 'a' transition 'go' references "
                             "'$.context.plan.title' via `use:.inputs`, but no state writes that slot and it is not "
                             "declared in `inputs:` (SPEC §7.3, V13)")),
               err("V13", u8("UNREACHABLE_SLOT: orchestrator 'flow.x' state 'b' transition 'other' references "
                             "'$.context.nope' via `use:.inputs`, but no state writes that slot and it is not "
                             "declared in `inputs:` (SPEC §7.3, V13)")),
           };
    QTest::newRow("V14 inputs block against a state")
        << QByteArray(R"({"workflows": {)" + caps + R"(
            "flow.x": {"inputs": {"v": {"type": "string"}}, "initialState": "a", "states": {
              "a": {"transitions": {"go": {"target": "d", "executor": {"kind": "workflow",
                "definitionId": "cap.test.other", "use": {"outputs": {"$.context.v": "v"}}},
                "output": {"v": "$.output.v"}}}},
              "d": {"terminal": true}}}}})")
        << QStringList();

    // --- use rules ----------------------------------------------------------------------
    QTest::newRow("V12 shapes; legacy calls may omit use")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": {
            "s": {"transitions": {
              "a": {"target": "d", "executor": {"kind": "workflow", "definitionId": "legacy",
                    "use": {"inputs": [], "outputs": {"$.context.Bad": 3, "$.context.ok-1_x": "o"}}}},
              "b": {"target": "d", "executor": {"kind": "workflow", "definitionId": "legacy"}},
              "c": {"target": "d", "executor": {"kind": "workflow", "use": {"outputs": "x"}}},
              "d": {"target": "d", "executor": {"kind": "mcp", "definitionId": "cap.a.b"}}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               err("V12", u8("INVALID_USE: workflow 'w' state 's' transition 'a' `use.inputs` must be a mapping "
                             "(SPEC §6.1, V12)")),
               err("V12", u8("INVALID_USE_OUTPUT_VALUE: workflow 'w' state 's' transition 'a' "
                             "use.outputs[$.context.Bad] must be a string naming a capability output "
                             "(SPEC §6.1, V12)")),
               err("V12", u8("INVALID_USE_OUTPUT_PATH: workflow 'w' state 's' transition 'a' use.outputs key "
                             "'$.context.Bad' must match `^\\$\\.context\\.[a-z][a-z0-9_-]*$` — v0.6 projects "
                             "only to single-segment context slots (SPEC §6.1, V12)")),
               err("V12", u8("INVALID_USE: workflow 'w' state 's' transition 'c' `use.outputs` must be a mapping "
                             "(SPEC §6.1, V12)")),
           };
    QTest::newRow("V15 and V16 after V12, pins compared exactly")
        << QByteArray(R"({"workflows": {
            "cap.plan.s": {"verb": "plan", "lifecycle": "stable", "snippet": {"inputs": {}, "outputs": {}},
              "initialState": "s", "states": {"s": {"transitions": {"go": {"target": "d",
                "executor": {"kind": "noop"}}}}, "d": {"terminal": true}}},
            "w": {"initialState": "s", "states": {
            "s": {"transitions": {
              "t1": {"target": "d", "executor": {"kind": "workflow", "definitionId": "cap.plan.s",
                     "expects_contract_hash": ")" + emptySnippetHash.toLatin1() + R"(", "use": {}}},
              "t2": {"target": "d", "executor": {"kind": "workflow", "definitionId": "cap.plan.s",
                     "expects_contract_hash": 5, "use": {}}},
              "t3": {"target": "d", "executor": {"kind": "workflow", "definitionId": "cap.plan.s"}},
              "t4": {"target": "d", "executor": {"kind": "workflow", "definitionId": "cap.plan.s",
                     "expects_contract_hash": ")" + emptySnippetHash.toUpper().toLatin1() + R"(", "use": {}}}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               err("V12", u8("MISSING_USE: workflow 'w' state 's' transition 't3' invokes capability 'cap.plan.s' "
                             "via `kind: workflow` without a `use:` block. Capability invocations require a typed "
                             "use-binding (SPEC §6.1, V12).")),
               err("V16", u8("MISSING_CONTRACT_HASH: workflow 'w' state 's' transition 't2' invokes "
                             "stable-lifecycle capability 'cap.plan.s' without `expects_contract_hash:`. Add: "
                             "expects_contract_hash: \"")
                              + emptySnippetHash + u8("\" (SPEC §6.2, V16)")),
               err("V16", u8("MISSING_CONTRACT_HASH: workflow 'w' state 's' transition 't3' invokes "
                             "stable-lifecycle capability 'cap.plan.s' without `expects_contract_hash:`. Add: "
                             "expects_contract_hash: \"")
                              + emptySnippetHash + u8("\" (SPEC §6.2, V16)")),
               err("V15", u8("CONTRACT_HASH_MISMATCH: workflow 'w' state 's' transition 't4' pins capability "
                             "'cap.plan.s' to `")
                              + emptySnippetHash.toUpper() + u8("` but the loaded contract hash is `")
                              + emptySnippetHash + u8("` (SPEC §6.2, V15)")),
           };

    // --- blackboard / use-before-def ----------------------------------------------------
    QTest::newRow("guards descend into all_of/any_of/not, then branch whens; any expr field is read")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "states": {
            "s": {"transitions": {"go": {"target": "d",
              "guards": [
                {"kind": "all_of", "guards": [
                  {"kind": "expr", "expr": "$.context.a == 1"},
                  {"kind": "not", "guard": {"kind": "any_of", "guards": [
                    {"kind": "jsonpath", "expr": "$.context.b contains 'x'"}]}}]},
                {"kind": "permission", "permission": "p", "expr": "$.context.d == $.context.e"},
                {"kind": "all_of", "guards": {"kind": "expr", "expr": "$.context.hidden == 1"}}],
              "branches": [{"when": {"kind": "expr", "expr": "$.context.c == 1"}, "target": "d"}]}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.a` which has no "
                            "reachable writer (use-before-def, SPEC §11)")),
               err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.b` which has no "
                            "reachable writer (use-before-def, SPEC §11)")),
               err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.d` which has no "
                            "reachable writer (use-before-def, SPEC §11)")),
               err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.e` which has no "
                            "reachable writer (use-before-def, SPEC §11)")),
               err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.c` which has no "
                            "reachable writer (use-before-def, SPEC §11)")),
           };
    QTest::newRow("hyphenated slots are truncated at the hyphen")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "initialContext": {"vet-verdict": "x"},
            "states": {"s": {"transitions": {"go": {"target": "d",
              "guards": [{"kind": "expr", "expr": "$.context.vet-verdict == 'pass'"}]}}},
            "d": {"terminal": true}}}}})")
        << QStringList{err("B5", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.vet` which "
                                    "has no reachable writer (use-before-def, SPEC §11)"))};
    QTest::newRow("templates: only {{ }} blocks, summary allowed, goal before guidance")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "initialContext": {"a": 1}, "states": {
            "s": {"guidance": "{{ $.context.summary }} {{$.context.g}}", "goal": "$.context.nope {{ $.context.a }} {{ $.context.x.y }} {{ $.context.",
              "transitions": {"go": {"target": "d"}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               err("B2", u8("workflow 'w': state 's' template `goal` reads `$.context.x` which has no reachable "
                            "writer (use-before-def, SPEC §11). Runtime will render a stub but this is a likely "
                            "authoring bug.")),
               err("B2", u8("workflow 'w': state 's' template `guidance` reads `$.context.g` which has no "
                            "reachable writer (use-before-def, SPEC §11). Runtime will render a stub but this is a "
                            "likely authoring bug.")),
           };
    QTest::newRow("B4 replaces B5 for undeclared slots; B3 before anything")
        << QByteArray(R"({"workflows": {"w": {"initialState": "s", "blackboard": {"a": {"type": "string"}},
            "initialContext": {"a": "x"}, "states": {
            "s": {"transitions": {"go": {"target": "d",
              "guards": [{"kind": "expr", "expr": "$.context.b == $.context.a"},
                         {"kind": "expr", "expr": "$.context.summary == 'x'"}]}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               err("B4", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.b` which is not a "
                            "declared blackboard slot (SPEC §11)")),
               err("B3", u8("workflow 'w': transition 'go' in state 's' guard reads `$.context.summary` — "
                            "model-authored summary is never a valid guard input (SPEC §6.3)")),
           };
    QTest::newRow("writers: outputs, onEnter outputs, onTimeout target receives everything")
        << QByteArray(R"({"workflows": {"w": {"initialState": "start", "onTimeout": {"target": "late"}, "states": {
            "start": {"onEnter": {"executor": {"kind": "noop"}, "output": {"e": 1}},
              "transitions": {"go": {"target": "mid", "output": {"x": 1},
                "guards": [{"kind": "expr", "expr": "$.context.e == 1"}]}}},
            "mid": {"onEnter": {"executor": {"kind": "noop"}, "output": {"m": 1}},
              "transitions": {"go": {"target": "done",
                "guards": [{"kind": "expr", "expr": "$.context.m == $.context.x"}]}}},
            "late": {"transitions": {"go": {"target": "done",
                "guards": [{"kind": "expr", "expr": "$.context.x == $.context.y"}]}}},
            "done": {"terminal": true}}}}})")
        << QStringList{err("B5", u8("workflow 'w': transition 'go' in state 'late' guard reads `$.context.y` which "
                                    "has no reachable writer (use-before-def, SPEC §11)"))};
    QTest::newRow("unreachable states and orchestrator inputs have no writers")
        << QByteArray(R"({"workflows": {"flow.w": {"inputs": {"brief": {"type": "string"}}, "initialState": "s",
            "initialContext": {"k": 1}, "states": {
            "s": {"transitions": {"go": {"target": "d",
                "guards": [{"kind": "expr", "expr": "$.context.brief == $.context.k"}]}}},
            "orphan": {"transitions": {"go": {"target": "d",
                "guards": [{"kind": "expr", "expr": "$.context.k == 1"}]}}},
            "d": {"terminal": true}}}}})")
        << QStringList{
               warn("W4", u8("workflow 'flow.w': state 'orphan' is unreachable from initialState 's'")),
               err("B5", u8("workflow 'flow.w': transition 'go' in state 'orphan' guard reads `$.context.k` which "
                            "has no reachable writer (use-before-def, SPEC §11)")),
               err("B5", u8("workflow 'flow.w': transition 'go' in state 's' guard reads `$.context.brief` which "
                            "has no reachable writer (use-before-def, SPEC §11)")),
           };
    // The runtime's fixed point only loops again when a key was added: a state reached only
    // through key-less edges and sorted before its predecessor is never expanded.
    QTest::newRow("writers fixed point stops without new keys (runtime quirk)")
        << QByteArray(R"({"workflows": {"w": {"initialState": "start", "states": {
            "start": {"transitions": {"go": {"target": "a_next"}}},
            "a_next": {"transitions": {"go": {"target": "done", "output": {"x": 1}}}},
            "done": {"terminal": true, "goal": "{{ $.context.x }}"}}}}})")
        << QStringList{err("B2", u8("workflow 'w': state 'done' template `goal` reads `$.context.x` which has no "
                                    "reachable writer (use-before-def, SPEC §11). Runtime will render a stub but "
                                    "this is a likely authoring bug."))};
    QTest::newRow("writers fixed point with a seeded key reaches everything")
        << QByteArray(R"({"workflows": {"w": {"initialState": "start", "initialContext": {"seed": 1}, "states": {
            "start": {"transitions": {"go": {"target": "a_next"}}},
            "a_next": {"transitions": {"go": {"target": "done", "output": {"x": 1}}}},
            "done": {"terminal": true, "goal": "{{ $.context.x }}"}}}}})")
        << QStringList();
}

void TestValidator::rules()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, expected);

    const Value config = parse(json);
    QVERIFY(config.isObject());
    const Diagnostics diagnostics = Validator::check(config, {});
    const QStringList actual = render(diagnostics);
    if (actual != expected)
        qWarning("actual diagnostics:\n%s", qPrintable(actual.join(u'\n')));
    QCOMPARE(actual, expected);
    for (const Diagnostic &diagnostic : diagnostics) {
        const bool warning = diagnostic.ruleId().startsWith(u'W');
        QCOMPARE(diagnostic.severity(), warning ? Severity::Warning : Severity::Error);
        QCOMPARE(diagnostic.location(), SourceLocation());
    }
}

void TestValidator::constraints_data()
{
    QTest::addColumn<QByteArray>("workflow");
    QTest::addColumn<QString>("problem");

    QTest::newRow("path_allowlist not a mapping") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": []}}})")
        << u8("slot 's' path_allowlist must be an object with `allow:` and optional `deny:`");
    QTest::newRow("allow missing") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"deny": ["a"]}}}})")
        << u8("slot 's' path_allowlist requires a non-empty `allow: [<glob>...]` (empty/missing is misconfiguration)");
    QTest::newRow("allow not a list") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": "a"}}}})")
        << u8("slot 's' path_allowlist requires a non-empty `allow: [<glob>...]` (empty/missing is misconfiguration)");
    QTest::newRow("allow item not a string")
        << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["src/*", 3]}}}})")
        << u8("slot 's' path_allowlist.allow[1] is not a string");
    QTest::newRow("unclosed class") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["src/[a"]}}}})")
        << u8("slot 's' path_allowlist.allow[0] 'src/[a' is not a valid glob: error parsing glob 'src/[a': unclosed "
              "character class; missing ']'");
    QTest::newRow("reversed range") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["[]z-a]"]}}}})")
        << u8("slot 's' path_allowlist.allow[0] '[]z-a]' is not a valid glob: error parsing glob '[]z-a]': invalid "
              "range; 'z' > 'a'");
    QTest::newRow("dangling escape") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["a\\"]}}}})")
        << u8("slot 's' path_allowlist.allow[0] 'a\\' is not a valid glob: error parsing glob 'a\\': dangling '\\'");
    QTest::newRow("unopened group") << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["a}"]}}}})")
        << u8("slot 's' path_allowlist.allow[0] 'a}' is not a valid glob: error parsing glob 'a}': unopened alternate "
              "group; missing '{' (maybe escape '}' with '[}]'?)");
    QTest::newRow("deny unclosed group")
        << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["**", "[!a-]", "{a,{b,c}}", "[}]", "\\{"], "deny": ["{a,b"]}}}})")
        << u8("slot 's' path_allowlist.deny[0] '{a,b' is not a valid glob: error parsing glob '{a,b': unclosed "
              "alternate group; missing '}' (maybe escape '{' with '[{]'?)");
    QTest::newRow("deny not a list is ignored")
        << withBlackboard(R"({"s": {"constraint": {"path_allowlist": {"allow": ["src/**"], "deny": "[", "x": 1}, "subset_of": "$.context.t"}}})")
        << QString();
    QTest::newRow("subset_of not a string") << withBlackboard(R"({"s": {"constraint": {"subset_of": 3}}})")
        << u8("slot 's' subset_of must be a string path (e.g. \"$.context.declared_scope\")");
    QTest::newRow("unknown kind") << withBlackboard(R"({"s": {"constraint": {"regex": "x"}}})")
        << u8("slot 's' unknown constraint kind 'regex'. Supported: path_allowlist, subset_of. (Use the slot's existing "
              "`type:` JSON Schema for regex / min / max / length / enum.)");
    QTest::newRow("first problem only, kinds in key order")
        << withBlackboard(R"({"a": {"constraint": {"subset_of": 1, "path_allowlist": 1}}, "b": {"constraint": {}}})")
        << u8("slot 'a' path_allowlist must be an object with `allow:` and optional `deny:`");
    QTest::newRow("list-form blackboard and non-mapping constraints are not checked")
        << withBlackboard(R"(["a", {"name": "b", "constraint": {}}], "initialContext": {"c": {"constraint": {}}})")
        << QString();
    QTest::newRow("state slots are named state.slot")
        << QByteArray(R"({"initialState": "s", "states": {"s": {"terminal": true,
                         "slots": {"f": {"constraint": {}}, "e": {"constraint": "x"}}}}})")
        << u8("slot 's.f' declares an empty `constraint:` block — either remove it or add a constraint kind");
    QTest::newRow("blackboard before state slots")
        << QByteArray(R"({"initialState": "s", "blackboard": {"z": {"constraint": {"k": 1}}},
                         "states": {"s": {"terminal": true, "slots": {"f": {"constraint": {}}}}}})")
        << u8("slot 'z' unknown constraint kind 'k'. Supported: path_allowlist, subset_of. (Use the slot's existing "
              "`type:` JSON Schema for regex / min / max / length / enum.)");
}

// C1 variants: only the first problem of a workflow, prefixed with the workflow id.
void TestValidator::constraints()
{
    QFETCH(QByteArray, workflow);
    QFETCH(QString, problem);

    const Value config = parse(QByteArray(R"({"workflows": {"w": )") + workflow + "}}");
    QVERIFY(config.isObject());
    const QStringList expected = problem.isEmpty()
        ? QStringList()
        : QStringList{err("C1", u8("workflow 'w': INVALID_CONSTRAINT_DECLARATION: ") + problem)};
    QCOMPARE(render(Validator::check(config, {})), expected);
}

// Diagnostics point at the most specific value through the file table; invalid positions
// leave the location empty.
void TestValidator::locations()
{
    Value config = parse(R"({"workflows": {"w": {"initialState": "s", "states": {
        "s": {"transitions": {"go": {"target": "nowhere"}}},
        "orphan": {"terminal": true}}}}})");
    setKeyPos(config, {QStringLiteral("workflows"), QStringLiteral("w"), QStringLiteral("states"),
                       QStringLiteral("orphan")},
              SourcePos{1, 7, 5, 90});
    Value &target = config[QStringLiteral("workflows")][QStringLiteral("w")][QStringLiteral("states")]
                          [QStringLiteral("s")][QStringLiteral("transitions")][QStringLiteral("go")]
                          [QStringLiteral("target")];
    target.setPos(SourcePos{0, 3, 21, 40});

    const Diagnostics diagnostics =
        Validator::check(config, {QStringLiteral("gateway.yaml"), QStringLiteral("lib/flows.yaml")});
    QCOMPARE(diagnostics.size(), 2);
    QCOMPARE(diagnostics.at(0).ruleId(), QStringLiteral("G6"));
    QCOMPARE(diagnostics.at(0).location(), SourceLocation::atLine(QStringLiteral("gateway.yaml"), 3, 21));
    QCOMPARE(diagnostics.at(1).ruleId(), QStringLiteral("W4"));
    QCOMPARE(diagnostics.at(1).location(), SourceLocation::atLine(QStringLiteral("lib/flows.yaml"), 7, 5));
    QCOMPARE(diagnostics.at(1).location().toString(), QStringLiteral("lib/flows.yaml:7:5"));

    // A synthesised output key (no position of its own) points at its use.outputs entry.
    Value synthesised = parse(R"({"workflows": {"w": {"initialState": "s", "blackboard": [], "states": {
        "s": {"transitions": {"go": {"target": "d", "output": {"v": "$.output.v"},
              "executor": {"kind": "workflow", "definitionId": "legacy",
                           "use": {"outputs": {"$.context.v": "v"}}}}}},
        "d": {"terminal": true}}}}})");
    setKeyPos(synthesised, {QStringLiteral("workflows"), QStringLiteral("w"), QStringLiteral("states"),
                            QStringLiteral("s"), QStringLiteral("transitions"), QStringLiteral("go"),
                            QStringLiteral("executor"), QStringLiteral("use"), QStringLiteral("outputs"),
                            QStringLiteral("$.context.v")},
              SourcePos{0, 12, 31, 300});
    const Diagnostics w3 = Validator::check(synthesised, {QStringLiteral("gateway.yaml")});
    QCOMPARE(w3.size(), 1);
    QCOMPARE(w3.at(0).ruleId(), QStringLiteral("W3"));
    QCOMPARE(w3.at(0).location(), SourceLocation::atLine(QStringLiteral("gateway.yaml"), 12, 31));
}

void TestValidator::slotTable()
{
    const Value config = parse(R"({"workflows": {
        "ns/cap.t.x": {"snippet": {"outputs": {"v": {"type": "string"}, "n": {"type": "integer"}}}},
        "flow.x": {"inputs": {"brief": {"type": "string", "required": true}}, "states": {
          "a": {"transitions": {"go": {"executor": {"kind": "workflow", "definitionId": "ns/cap.t.x",
                "use": {"outputs": {"$.context.v": "v", "$.context.n": "n", "$.context.bad": 1}}}}}},
          "b": {"transitions": {"go": {"executor": {"kind": "workflow", "definitionId": "ns/cap.t.x",
                "use": {"outputs": {"$.context.v": "v", "$.context.brief": "n"}}}},
                "legacy": {"executor": {"kind": "noop", "use": {"outputs": {"$.context.q": "v"}}}}}}}}}})");
    const Value workflows = config.value(u"workflows");
    const SlotTable table = SlotTable::build(workflows.value(u"flow.x"), workflows);

    QStringList paths;
    for (const SlotEntry &entry : table.entries())
        paths.append(entry.path);
    QCOMPARE(paths, (QStringList{QStringLiteral("$.context.brief"), QStringLiteral("$.context.n"),
                                 QStringLiteral("$.context.v")}));

    const SlotEntry *v = table.find(u"$.context.v");
    QVERIFY(v);
    QCOMPARE(v->schema, parse(R"({"type": "string"})"));
    QCOMPARE(v->writer.kind, SlotWriter::Kind::State);
    QCOMPARE(v->writer.state, QStringLiteral("a"));
    QCOMPARE(v->writer.capability, QStringLiteral("ns/cap.t.x"));
    QCOMPARE(v->writer.output, QStringLiteral("v"));
    QCOMPARE(v->sameTypeWriters.size(), 1);
    QCOMPARE(v->sameTypeWriters.at(0).state, QStringLiteral("b"));

    const SlotEntry *brief = table.find(u"$.context.brief");
    QVERIFY(brief);
    QCOMPARE(brief->writer.describe(), QStringLiteral("the orchestrator's `inputs:` block"));
    QVERIFY(!table.find(u"$.context.bad"));
    QVERIFY(!table.find(u"$.context.q"));

    QCOMPARE(table.conflicts().size(), 1);
    QCOMPARE(table.conflicts().at(0).path, QStringLiteral("$.context.brief"));
    QCOMPARE(table.conflicts().at(0).first.kind, SlotWriter::Kind::Inputs);
    QCOMPARE(table.conflicts().at(0).second.describe(), QStringLiteral("state 'b'"));
    QCOMPARE(table.conflicts().at(0).secondSchema, parse(R"({"type": "integer"})"));
}

void TestValidator::capabilityCallers()
{
    const Value config = parse(R"({"workflows": {
        "flow.a": {"states": {"s": {"transitions": {
          "one": {"executor": {"kind": "workflow", "definitionId": "cap.p.x", "use": {},
                  "expects_contract_hash": "sha256:00"}},
          "two": {"executor": {"kind": "workflow", "definitionId": "ns/cap.p.y"}},
          "three": {"executor": {"kind": "workflow", "definitionId": "flow.b"}},
          "four": {"executor": {"kind": "mcp", "definitionId": "cap.p.x"}}}}}},
        "flow.b": {"states": {"t": {"transitions": {
          "x": {"executor": {"kind": "workflow", "definitionId": "cap.p.x", "use": {}}}}}}}}})");
    const Value workflows = config.value(u"workflows");

    const QList<CapabilityCall> all = CapabilityCallers::all(workflows);
    QCOMPARE(all.size(), 3);
    const QList<CapabilityCall> calls = CapabilityCallers::of(workflows, QStringLiteral("cap.p.x"));
    QCOMPARE(calls.size(), 2);
    QCOMPARE(calls.at(0).caller, QStringLiteral("flow.a"));
    QCOMPARE(calls.at(0).state, QStringLiteral("s"));
    QCOMPARE(calls.at(0).transition, QStringLiteral("one"));
    QCOMPARE(calls.at(0).pin, QStringLiteral("sha256:00"));
    QVERIFY(calls.at(0).hasUse);
    QCOMPARE(calls.at(1).caller, QStringLiteral("flow.b"));
    QCOMPARE(CapabilityCallers::of(workflows, QStringLiteral("ns/cap.p.y")).at(0).hasUse, false);
}

void TestValidator::reachableWriters()
{
    const Value workflow = parse(R"({"initialState": "s", "initialContext": {"a": 1},
        "onTimeout": {"target": "t"}, "states": {
        "s": {"transitions": {"go": {"target": "m", "output": {"b": 1},
              "branches": [{"when": {}, "target": "n"}]}}},
        "m": {"onEnter": {"output": {"c": 1}}, "transitions": {"go": {"target": "e"}}},
        "n": {},
        "t": {"onEnter": {"output": {"d": 1}}},
        "e": {"terminal": true},
        "x": {}}})");
    const ReachableWriters writers = ReachableWriters::compute(workflow);
    const auto set = [](std::initializer_list<const char *> keys) {
        QSet<QString> out;
        for (const char *key : keys)
            out.insert(QString::fromUtf8(key));
        return out;
    };
    QCOMPARE(writers.at(QStringLiteral("s")), set({"a"}));
    QCOMPARE(writers.at(QStringLiteral("m")), set({"a", "b", "c"}));
    QCOMPARE(writers.at(QStringLiteral("n")), set({"a", "b"}));
    QCOMPARE(writers.at(QStringLiteral("e")), set({"a", "b", "c"}));
    QCOMPARE(writers.at(QStringLiteral("t")), set({"a", "b", "c", "d"}));
    QVERIFY(!writers.reaches(QStringLiteral("x")));
    QVERIFY(writers.at(QStringLiteral("x")).isEmpty());
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
