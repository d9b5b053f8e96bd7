// GuardEvaluator and ValueSpec: the flowgate runtime's guard objects, expression language,
// paths and value specs (reference §2.8, §2.10), with the explanations a designer reads.

#include <flowgate/contracthash.h>
#include <flowgate/guardevaluator.h>
#include <flowgate/valuespec.h>
#include <flowgate/yamlreader.h>

#include <QTest>

using namespace capstudio::flowgate;

namespace {

Value yaml(const QByteArray &text)
{
    const YamlReader::Result result = YamlReader::read(text, QStringLiteral("test.yaml"), 0);
    if (!result.ok())
        qWarning("test YAML does not parse: %s", qPrintable(result.error->message()));
    return result.value;
}

Value json(const QByteArray &text)
{
    QString error;
    const Value value = JsonValueReader::parse(text, &error);
    if (!error.isEmpty())
        qWarning("test JSON does not parse: %s", qPrintable(error));
    return value;
}

QByteArray canonical(const Value &value)
{
    return ContractHash::canonicalJson(value);
}

GuardScope testScope()
{
    GuardScope scope;
    scope.context = yaml(R"(
attempts: 2
ratio: 0.5
name: alpha-beta
flag: true
nothing: null
five_text: "5"
contains_x: 1
items:
  - {id: 1, tags: [x, y]}
  - {id: 2}
nested: {deep: {value: 7}}
"größe": 3
"a.b": dotted
)");
    scope.arguments = yaml("{choice: 'yes', count: 4}");
    scope.input = yaml("{user: ann, limit: 10}");
    scope.instanceId = QStringLiteral("wf_test");
    scope.state = QStringLiteral("review");
    scope.definitionVersion = QStringLiteral("2024-01-01");
    scope.roles = QStringList{QStringLiteral("reviewer")};
    scope.permissions = QStringList{QStringLiteral("plan.approve")};
    scope.acknowledgedGuidance = QStringList{QStringLiteral("review.code.adversarial")};
    scope.acknowledgedScripts = QStringList{QStringLiteral("test.cargo.workspace")};
    return scope;
}

// not: { guard: not: { guard: … } } nested `levels` deep around an always-true expression.
Value nestedNot(int levels)
{
    Value guard = yaml("{kind: expr, expr: '1 == 1'}");
    for (int i = 0; i < levels; ++i) {
        Value outer = Value::makeObject();
        outer.insert(QStringLiteral("kind"), Value("not"));
        outer.insert(QStringLiteral("guard"), guard);
        guard = outer;
    }
    return guard;
}

} // namespace

class TestGuardEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void expressions_data();
    void expressions();
    void split_data();
    void split();
    void guards_data();
    void guards();
    void deepNestingIsRefused();
    void sharedSubtreesAreBounded();
    void guardListShortCircuits();
    void pathPointer_data();
    void pathPointer();
    void valueSpecs_data();
    void valueSpecs();
    void mergeUsesThePreWriteContext();
    void deepValueSpecIsRefused();
    void resolveInputs();
    void preview();
};

void TestGuardEvaluator::expressions_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("errorCode");
    QTest::addColumn<QString>("explanation"); // a part of the explanation, or the error message

    const QString none;
    // Every operator.
    QTest::newRow("less than") << "$.context.attempts < 3" << true << none << u8"$.context.attempts (2) < 3 → true";
    QTest::newRow("less or equal") << "$.context.attempts <= 2" << true << none << "<= 2";
    QTest::newRow("greater than") << "$.context.attempts > 2" << false << none << u8"> 2 → false";
    QTest::newRow("greater or equal") << "$.context.attempts >= 2" << true << none << ">=";
    QTest::newRow("equal numbers") << "$.context.ratio == 0.5" << true << none << "(0.5) == 0.5";
    QTest::newRow("integer equals float numerically") << "$.context.attempts == 2.0" << true << none << "==";
    QTest::newRow("equal within epsilon") << "$.context.ratio == 0.5000000000000001" << true << none << "==";
    QTest::newRow("not equal") << "$.context.attempts != 2" << false << none << "!=";
    QTest::newRow("starts_with") << "$.context.name starts_with 'alpha'" << true << none << "starts_with";
    QTest::newRow("contains") << "$.context.name contains 'pha-b'" << true << none << "contains";
    QTest::newRow("starts_with on two numbers is false") << "$.context.attempts starts_with 2" << false << none << "";
    QTest::newRow("ordering on strings is false") << "$.context.name < 'zzz'" << false << none << "";
    // Operand kinds.
    QTest::newRow("single-quoted string") << "$.context.name == 'alpha-beta'" << true << none << "'alpha-beta'";
    QTest::newRow("double-quoted string") << "$.context.name == \"alpha-beta\"" << true << none << "";
    QTest::newRow("true literal") << "$.context.flag == true" << true << none << "";
    QTest::newRow("false literal") << "$.context.flag == false" << false << none << "";
    QTest::newRow("explicit null slot is fine") << "$.context.nothing == null" << true << none << "(null) == null";
    QTest::newRow("number with plus sign") << "$.context.attempts == +2" << true << none << "";
    QTest::newRow("number with exponent") << "1e0 == 1" << true << none << "";
    QTest::newRow("number without leading digit") << ".5 == $.context.ratio" << true << none << "";
    QTest::newRow("inf is not a finite number, so null") << "inf == null" << true << none << "not a finite number";
    QTest::newRow("arguments path") << "$.arguments.choice == 'yes'" << true << none << "$.arguments.choice (\"yes\")";
    QTest::newRow("missing argument is null") << "$.arguments.missing == null" << true << none << "";
    QTest::newRow("workflow input path") << "$.workflow.input.limit >= 10" << true << none << "";
    QTest::newRow("missing workflow input is null") << "$.workflow.input.nope == null" << true << none << "";
    QTest::newRow("workflow id is the instance id") << "$.workflow.id == 'wf_test'" << true << none << "";
    QTest::newRow("workflow state") << "$.workflow.state == 'review'" << true << none << "";
    QTest::newRow("workflow version") << "$.workflow.version == '2024-01-01'" << true << none << "";
    QTest::newRow("array index") << "$.context.items[1].id == 2" << true << none << "";
    QTest::newRow("nested array index") << "$.context.items[0].tags[1] == 'y'" << true << none << "";
    QTest::newRow("index as a dotted segment") << "$.context.items.0.id == 1" << true << none << "";
    QTest::newRow("nested object") << "$.context.nested.deep.value > 6" << true << none << "";
    QTest::newRow("unknown token is null") << "foo == null" << true << none << "not an operand";
    QTest::newRow("unknown token is not its text") << "foo == 'foo'" << false << none << "";
    QTest::newRow("context without a path is not a path") << "$.context == null" << true << none << "";
    // Quirks of §2.8.
    QTest::newRow("'5' == 5 is false") << "$.context.five_text == 5" << false << none << "a string never equals a number";
    QTest::newRow("'5' != 5 is true") << "$.context.five_text != 5" << true << none << "";
    QTest::newRow("bare path is false, not truthiness") << "$.context.flag" << false << none << "no comparison operator";
    QTest::newRow("empty expression is false") << "" << false << none << "";
    QTest::newRow("operator inside quotes is skipped") << "$.context.name != 'x<y'" << true << none << "!=";
    QTest::newRow("contains is searched before ==") << "$.context.name contains 'a' == true" << true << none << "";
    QTest::newRow("contains on null reads it as empty text") << "$.context.nothing contains ''" << true << none << "";
    QTest::newRow("contains on a boolean reads it as empty text") << "$.context.flag contains 'x'" << false << none << "";
    QTest::newRow("contains-split quirk")
        << "$.context.contains_x == 1" << false << "GUARD_UNSET_SLOT"
        << "GUARD_UNSET_SLOT: guard reads `$.context.` which is not set on the workflow context";
    QTest::newRow("unset context slot is an error")
        << "$.context.missing == 1" << false << "GUARD_UNSET_SLOT"
        << "GUARD_UNSET_SLOT: guard reads `$.context.missing` which is not set on the workflow context";
    QTest::newRow("unset slot on the right")
        << "1 == $.context.missing.deeper" << false << "GUARD_UNSET_SLOT"
        << "GUARD_UNSET_SLOT: guard reads `$.context.missing.deeper` which is not set on the workflow context";
    QTest::newRow("out-of-range index is unset") << "$.context.items[5].id == 1" << false << "GUARD_UNSET_SLOT"
                                                  << "`$.context.items[5].id`";
    QTest::newRow("non-ASCII key never matches")
        << u8"$.context.größe == 3" << false << "GUARD_UNSET_SLOT" << u8"`$.context.größe`";
    QTest::newRow("dotted key cannot be read") << "$.context.a.b == 'dotted'" << false << "GUARD_UNSET_SLOT" << "";
}

void TestGuardEvaluator::expressions()
{
    QFETCH(QString, expression);
    QFETCH(bool, passed);
    QFETCH(QString, errorCode);
    QFETCH(QString, explanation);

    const GuardEvaluator evaluator(testScope());
    const GuardResult result = evaluator.evaluateExpression(expression);
    QCOMPARE(result.errorCode, errorCode);
    QCOMPARE(result.passed, passed);
    QVERIFY(!result.explanation.isEmpty());
    if (errorCode.isEmpty())
        QVERIFY2(result.explanation.contains(explanation), qPrintable(result.explanation));
    else
        QVERIFY2(result.errorMessage.contains(explanation), qPrintable(result.errorMessage));
}

void TestGuardEvaluator::split_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QStringList>("parts"); // left, op, right; empty when it does not split

    QTest::newRow("simple") << "$.a == 1" << QStringList{"$.a", "==", "1"};
    QTest::newRow("<= before <") << "a<=b" << QStringList{"a", "<=", "b"};
    QTest::newRow(">= before >") << "a >= b" << QStringList{"a", ">=", "b"};
    QTest::newRow("== before <") << "'<' == a" << QStringList{"'<'", "==", "a"};
    QTest::newRow("starts_with first of all") << "x == y starts_with z" << QStringList{"x == y", "starts_with", "z"};
    QTest::newRow("starts_with before contains")
        << "$.x contains 'y' starts_with 'z'" << QStringList{"$.x contains 'y'", "starts_with", "'z'"};
    QTest::newRow("contains before comparisons") << "a <= b contains c" << QStringList{"a <= b", "contains", "c"};
    QTest::newRow("first occurrence wins") << "a == b == c" << QStringList{"a", "==", "b == c"};
    QTest::newRow("double quotes hide operators") << "\"a==b\" != c" << QStringList{"\"a==b\"", "!=", "c"};
    QTest::newRow("single quote inside double quotes") << "\"it's\" == a" << QStringList{"\"it's\"", "==", "a"};
    QTest::newRow("operator only inside quotes") << "'a == b'" << QStringList();
    QTest::newRow("no operator") << "$.context.flag" << QStringList();
}

void TestGuardEvaluator::split()
{
    QFETCH(QString, expression);
    QFETCH(QStringList, parts);
    const auto comparison = GuardEvaluator::split(expression);
    if (parts.isEmpty()) {
        QVERIFY(!comparison);
        return;
    }
    QVERIFY(comparison);
    QCOMPARE((QStringList{comparison->left, comparison->op, comparison->right}), parts);
}

void TestGuardEvaluator::guards_data()
{
    QTest::addColumn<QByteArray>("guard");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("errorCode");
    QTest::addColumn<QString>("explanation");

    const QString none;
    QTest::newRow("expr") << QByteArray("{kind: expr, expr: '$.context.attempts < 3'}") << true << none << "< 3";
    QTest::newRow("jsonpath is an alias") << QByteArray("{kind: jsonpath, expr: '$.context.attempts < 3'}") << true
                                          << none << "deprecated";
    QTest::newRow("expr without expr is false") << QByteArray("{kind: expr}") << false << none << "";
    QTest::newRow("permission held") << QByteArray("{kind: permission, permission: plan.approve}") << true << none
                                     << "has it";
    QTest::newRow("permission missing") << QByteArray("{kind: permission, permission: plan.merge}") << false << none
                                        << "lacks it";
    QTest::newRow("role held") << QByteArray("{kind: role, role: reviewer}") << true << none << "";
    QTest::newRow("role missing") << QByteArray("{kind: role, role: human}") << false << none << "";
    QTest::newRow("all_of empty is true") << QByteArray("{kind: all_of, guards: []}") << true << none << "";
    QTest::newRow("all_of all pass")
        << QByteArray("{kind: all_of, guards: [{kind: role, role: reviewer}, {kind: expr, expr: '1 < 2'}]}") << true
        << none << "#2";
    QTest::newRow("all_of stops at the first failure")
        << QByteArray("{kind: all_of, guards: [{kind: role, role: human}, {kind: expr, expr: '$.context.missing == 1'}]}")
        << false << none << "#1";
    QTest::newRow("all_of with an error")
        << QByteArray("{kind: all_of, guards: [{kind: expr, expr: '$.context.missing == 1'}]}") << false
        << "GUARD_UNSET_SLOT" << "";
    QTest::newRow("any_of empty is false") << QByteArray("{kind: any_of, guards: []}") << false << none << "";
    QTest::newRow("any_of with an error and a pass passes")
        << QByteArray("{kind: any_of, guards: [{kind: expr, expr: '$.context.missing == 1'}, {kind: expr, expr: '1 == 1'}]}")
        << true << none << "";
    QTest::newRow("any_of with an error and no pass reports the error")
        << QByteArray("{kind: any_of, guards: [{kind: expr, expr: '$.context.missing == 1'}, {kind: expr, expr: '1 == 2'}]}")
        << false << "GUARD_UNSET_SLOT" << "first error";
    QTest::newRow("any_of none pass") << QByteArray("{kind: any_of, guards: [{kind: expr, expr: '1 == 2'}]}") << false
                                      << none << "";
    QTest::newRow("not inverts") << QByteArray("{kind: not, guard: {kind: role, role: human}}") << true << none << "not (";
    QTest::newRow("not keeps an error")
        << QByteArray("{kind: not, guard: {kind: expr, expr: '$.context.missing == 1'}}") << false
        << "GUARD_UNSET_SLOT" << "";
    QTest::newRow("not without a body is an error") << QByteArray("{kind: not}") << false << "SIMULATOR_GUARD_ERROR"
                                                    << "";
    QTest::newRow("evidence passes without an evidence store")
        << QByteArray("{kind: evidence, requires: [test_run, {kind: review, count: 2}]}") << true << none
        << "no evidence store";
    QTest::newRow("guidance acknowledged")
        << QByteArray("{kind: guidance_acknowledged, subject: review.code.adversarial}") << true << none << "";
    QTest::newRow("guidance not acknowledged")
        << QByteArray("{kind: guidance_acknowledged, subject: plan.fix.scope-bounded}") << false << none << "";
    QTest::newRow("script acknowledged") << QByteArray("{kind: script_acknowledged, subject: test.cargo.workspace}")
                                         << true << none << "";
    QTest::newRow("acknowledgement without subject is an error") << QByteArray("{kind: guidance_acknowledged}")
                                                                  << false << "SIMULATOR_GUARD_ERROR" << "";
    QTest::newRow("unknown kind is false") << QByteArray("{kind: quorum, size: 3}") << false << none
                                           << "unknown guard kind 'quorum'";
    QTest::newRow("missing kind is false") << QByteArray("{expr: '1 == 1'}") << false << none << "";
    QTest::newRow("a string is no guard") << QByteArray("'1 == 1'") << false << none << "";
}

void TestGuardEvaluator::guards()
{
    QFETCH(QByteArray, guard);
    QFETCH(bool, passed);
    QFETCH(QString, errorCode);
    QFETCH(QString, explanation);

    const GuardResult result = GuardEvaluator(testScope()).evaluate(yaml(guard));
    QCOMPARE(result.errorCode, errorCode);
    QCOMPARE(result.passed, passed);
    QVERIFY2(result.explanation.contains(explanation), qPrintable(result.explanation));
    if (errorCode == QLatin1String("SIMULATOR_GUARD_ERROR"))
        QVERIFY(result.errorMessage.contains(QLatin1String("needs")));
}

void TestGuardEvaluator::deepNestingIsRefused()
{
    const GuardEvaluator evaluator(testScope());
    const GuardResult shallow = evaluator.evaluate(nestedNot(GuardEvaluator::MaxDepth));
    QVERIFY(!shallow.hasError());
    QCOMPARE(shallow.passed, GuardEvaluator::MaxDepth % 2 == 0);
    const GuardResult deep = evaluator.evaluate(nestedNot(5000));
    QCOMPARE(deep.errorCode, QStringLiteral("SIMULATOR_NESTING_LIMIT"));
}

void TestGuardEvaluator::sharedSubtreesAreBounded()
{
    // all_of of 10 copies of all_of of 10 copies … 12 levels: 10^12 leaves if walked naively.
    Value guard = yaml("{kind: expr, expr: '1 == 1'}");
    for (int level = 0; level < 12; ++level) {
        Value::Array copies(10, guard);
        Value outer = Value::makeObject();
        outer.insert(QStringLiteral("kind"), Value("all_of"));
        outer.insert(QStringLiteral("guards"), Value::makeArray(std::move(copies)));
        guard = outer;
    }
    const GuardResult result = GuardEvaluator(testScope()).evaluate(guard);
    QCOMPARE(result.errorCode, QStringLiteral("SIMULATOR_NESTING_LIMIT"));
}

void TestGuardEvaluator::guardListShortCircuits()
{
    const GuardEvaluator evaluator(testScope());
    const Value guards = yaml("[{kind: expr, expr: '1 == 2'}, {kind: expr, expr: '$.context.missing == 1'}]");
    const GuardListResult runtime = evaluator.evaluateAll(guards);
    QVERIFY(!runtime.passed);
    QVERIFY(!runtime.hasError());
    QCOMPARE(runtime.checks.size(), 1);

    const GuardListResult shown = evaluator.evaluateAll(guards, true);
    QVERIFY(!shown.passed);
    QVERIFY(!shown.hasError());
    QCOMPARE(shown.checks.size(), 2);
    QVERIFY(shown.checks.at(0).evaluatedByRuntime);
    QVERIFY(!shown.checks.at(1).evaluatedByRuntime);
    QCOMPARE(shown.checks.at(1).result.errorCode, QStringLiteral("GUARD_UNSET_SLOT"));

    const GuardListResult erroring = evaluator.evaluateAll(yaml("[{kind: expr, expr: '$.context.missing == 1'}]"));
    QCOMPARE(erroring.errorCode, QStringLiteral("GUARD_UNSET_SLOT"));
    QVERIFY(evaluator.evaluateAll(Value()).passed); // no list: no guards

    // A huge list is evaluated in full but reported in part.
    Value::Array many(5000, yaml("{kind: expr, expr: '1 == 1'}"));
    many.push_back(yaml("{kind: expr, expr: '1 == 2'}"));
    const GuardListResult huge = evaluator.evaluateAll(Value::makeArray(std::move(many)), true);
    QVERIFY(!huge.passed);
    QCOMPARE(huge.checks.size(), GuardEvaluator::MaxReportedChecks + 1);
    QVERIFY(!huge.checks.last().result.passed);
}

void TestGuardEvaluator::pathPointer_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("dots") << "a.b.c" << "/a/b/c";
    QTest::newRow("index") << "a.b[0].c" << "/a/b/0/c";
    QTest::newRow("leading index") << "[2]" << "//2";
    QTest::newRow("unclosed bracket") << "a[1" << "/a/1";
    QTest::newRow("non-ASCII byte by byte") << u8"é" << QString::fromLatin1("/\xc3\xa9");
}

void TestGuardEvaluator::pathPointer()
{
    QFETCH(QString, path);
    QFETCH(QString, pointer);
    QCOMPARE(GuardEvaluator::pathPointer(path), pointer);
}

void TestGuardEvaluator::valueSpecs_data()
{
    QTest::addColumn<QByteArray>("spec");
    QTest::addColumn<QByteArray>("expected"); // canonical JSON

    QTest::newRow("output path") << QByteArray("'$.output.plan'") << QByteArray(R"({"steps":3})");
    QTest::newRow("whole output as $") << QByteArray("'$'") << QByteArray(R"({"branches":[{"ok":true},{"ok":false}],"groups":[{"members":[{"name":"a"},{"name":"b"}]},{"members":[{"name":"c"}]}],"items":[1,2],"plan":{"steps":3}})");
    QTest::newRow("whole output as $.output") << QByteArray("'$.output'") << QByteArray(R"({"branches":[{"ok":true},{"ok":false}],"groups":[{"members":[{"name":"a"},{"name":"b"}]},{"members":[{"name":"c"}]}],"items":[1,2],"plan":{"steps":3}})");
    QTest::newRow("context path") << QByteArray("'$.context.n'") << QByteArray("2");
    QTest::newRow("arguments path") << QByteArray("'$.arguments.note'") << QByteArray(R"("hi")");
    QTest::newRow("workflow input path") << QByteArray("'$.workflow.input.user'") << QByteArray(R"("ann")");
    QTest::newRow("missing path is null") << QByteArray("'$.context.missing'") << QByteArray("null");
    QTest::newRow("workflow id is not a value-spec root") << QByteArray("'$.workflow.id'") << QByteArray("null");
    QTest::newRow("other string is literal") << QByteArray("hello") << QByteArray(R"("hello")");
    QTest::newRow("number literal") << QByteArray("5") << QByteArray("5");
    QTest::newRow("set is verbatim") << QByteArray("{set: '$.context.n'}") << QByteArray(R"("$.context.n")");
    QTest::newRow("add path and number") << QByteArray("{add: ['$.context.n', 1]}") << QByteArray("3");
    QTest::newRow("missing operand is zero") << QByteArray("{add: ['$.context.missing', 1]}") << QByteArray("1");
    QTest::newRow("subtract to a float") << QByteArray("{subtract: [5, 2.5]}") << QByteArray("2.5");
    QTest::newRow("integral result becomes an integer") << QByteArray("{multiply: [1.5, 2]}") << QByteArray("3");
    QTest::newRow("divide") << QByteArray("{divide: [7, 2]}") << QByteArray("3.5");
    QTest::newRow("divide by zero is null") << QByteArray("{divide: [1, 0]}") << QByteArray("null");
    QTest::newRow("non-number operand is null") << QByteArray("{add: [true, 1]}") << QByteArray("null");
    QTest::newRow("one operand is null") << QByteArray("{add: [1]}") << QByteArray("null");
    QTest::newRow("string operand is a path") << QByteArray("{add: [word, 1]}") << QByteArray("1");
    QTest::newRow("concat") << QByteArray("{concat: ['id-', '$.context.n', '-', true, null, [1, 2], 0.5]}")
                            << QByteArray(R"("id-2-truenull[1,2]0.5")");
    QTest::newRow("concat needs a list") << QByteArray("{concat: x}") << QByteArray("null");
    QTest::newRow("unknown operator is literal") << QByteArray("{unknown: 1}") << QByteArray(R"({"unknown":1})");
    QTest::newRow("two keys are literal") << QByteArray("{set: 1, add: 2}") << QByteArray(R"({"add":2,"set":1})");
    QTest::newRow("projection") << QByteArray("'$.output.branches[*].ok'") << QByteArray("[true,false]");
    QTest::newRow("projection of the elements") << QByteArray("'$.output.items[*]'") << QByteArray("[1,2]");
    QTest::newRow("nested projection") << QByteArray("'$.output.groups[*].members[*].name'")
                                       << QByteArray(R"([["a","b"],["c"]])");
    QTest::newRow("projection of a non-array is null") << QByteArray("'$.output.plan[*]'") << QByteArray("null");
    QTest::newRow("index is not an index in mappings") << QByteArray("'$.output.items[0]'") << QByteArray("null");
    QTest::newRow("dotted index is") << QByteArray("'$.output.items.1'") << QByteArray("2");
}

void TestGuardEvaluator::valueSpecs()
{
    QFETCH(QByteArray, spec);
    QFETCH(QByteArray, expected);
    const Value context = yaml("{n: 2}");
    const Value arguments = yaml("{note: hi}");
    const Value input = yaml("{user: ann}");
    const Value output = yaml(R"(
plan: {steps: 3}
items: [1, 2]
branches: [{ok: true}, {ok: false}]
groups: [{members: [{name: a}, {name: b}]}, {members: [{name: c}]}]
)");
    const ValueScopes scopes{&arguments, &context, &input, &output};
    QString error;
    const Value resolved = ValueSpec::resolve(yaml(spec), scopes, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(canonical(resolved), expected);
}

void TestGuardEvaluator::mergeUsesThePreWriteContext()
{
    const Value context = yaml("{a: 1, b: 2}");
    const Value output = yaml("{x: 9}");
    const ValueScopes scopes{nullptr, &context, nullptr, &output};
    const Value mapping = yaml("{a: '$.context.b', b: '$.context.a', 'x.y': '$.output.x', c: {add: ['$.context.a', 10]}}");
    QString error;
    const Value merged = ValueSpec::merge(context, mapping, scopes, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(canonical(merged), QByteArray(R"({"a":2,"b":1,"c":11,"x.y":9})"));
    // A mapping that is not an object changes nothing; a context that is not an object fails.
    QCOMPARE(canonical(ValueSpec::merge(context, Value("x"), scopes)), canonical(context));
    ValueSpec::merge(Value(), mapping, scopes, &error);
    QCOMPARE(error, QStringLiteral("workflow context must be an object"));
}

void TestGuardEvaluator::deepValueSpecIsRefused()
{
    Value spec("x");
    for (int i = 0; i < 200; ++i) {
        Value outer = Value::makeObject();
        outer.insert(QStringLiteral("concat"), Value::makeArray({spec}));
        spec = outer;
    }
    QString error;
    const Value resolved = ValueSpec::resolve(spec, {}, &error);
    QVERIFY(!error.isEmpty());
    QVERIFY(resolved.isString()); // the outer levels still join what they got

    QString shallowError;
    Value shallow("x");
    for (int i = 0; i < 10; ++i) {
        Value outer = Value::makeObject();
        outer.insert(QStringLiteral("concat"), Value::makeArray({shallow, Value("!")}));
        shallow = outer;
    }
    QCOMPARE(ValueSpec::resolve(shallow, {}, &shallowError).toString(), QStringLiteral("x!!!!!!!!!!"));
    QVERIFY(shallowError.isEmpty());
}

void TestGuardEvaluator::resolveInputs()
{
    const Value context = yaml("{draft: {title: T}, n: 3}");
    const Value arguments = yaml("{pick: 2}");
    const ValueScopes scopes{&arguments, &context, nullptr, nullptr};
    const Value inputs = yaml("{plan: '$.context.draft', nested: {pick: '$.arguments.pick', list: ['$.context.n', 7]}, "
                              "missing: '$.context.nope', max: 3, word: '$'}");
    QCOMPARE(canonical(ValueSpec::resolveInputs(inputs, scopes)),
             QByteArray(R"({"max":3,"missing":null,"nested":{"list":[3,7],"pick":2},"plan":{"title":"T"},"word":"$"})"));
}

void TestGuardEvaluator::preview()
{
    QCOMPARE(ValueSpec::preview(json(R"({"b":[1,2.5,"x"],"a":null})")), QStringLiteral(R"({"a":null,"b":[1,2.5,"x"]})"));
    Value::Array huge(100000, Value(12345));
    const QString shortened = ValueSpec::preview(Value::makeArray(std::move(huge)), 40);
    QCOMPARE(shortened.size(), 41);
    QVERIFY(shortened.endsWith(QChar(0x2026)));
}

QTEST_GUILESS_MAIN(TestGuardEvaluator)
#include "tst_guardevaluator.moc"
