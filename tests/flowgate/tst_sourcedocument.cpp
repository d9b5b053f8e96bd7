// SourceDocument: every edit changes only its own text (golden files under data/edits:
// <case>.before.yaml → <case>.after.yaml, exact bytes) and the result reads (YamlReader)
// as the original with exactly the intended change; the rules (no loader keys, no
// ask_human, no duplicates, workflows stays a mapping); saving with conflict detection;
// templates that pass the validator; speed on a 1 MB file.
//
// CAPSTUDIO_UPDATE_GOLDEN=1 rewrites the .after.yaml files from the current output.

#include <flowgate/configvalidation.h>
#include <flowgate/loader.h>
#include <flowgate/sourcedocument.h>
#include <flowgate/validator.h>
#include <flowgate/yamlreader.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QString kDataDir = QStringLiteral(CAPSTUDIO_TEST_DATA_DIR "/edits");

Value yaml(const char *text)
{
    const YamlReader::Result read = YamlReader::read(QByteArray(text), QStringLiteral("inline"), 0);
    if (!read.ok())
        qFatal("bad inline YAML: %s", qPrintable(read.error->message()));
    return read.value;
}

NodePath P(const QStringList &keys)
{
    return keyPath(keys);
}

NodePath P(const QStringList &keys, qsizetype index, const QStringList &more = {})
{
    NodePath path = keyPath(keys);
    path.append(PathStep{QString(), index});
    path += keyPath(more);
    return path;
}

// The member reached by keys (created as Null when missing).
Value &at(Value &root, const QStringList &keys)
{
    Value *value = &root;
    for (const QString &key : keys)
        value = &(*value)[key];
    return *value;
}

void renameMember(Value &object, const QString &from, const QString &to)
{
    const Value moved = object.value(from);
    object.remove(from);
    object.insert(to, moved);
}

QStringList wf(const QString &id, const QStringList &more = {})
{
    return QStringList{QStringLiteral("workflows"), id} + more;
}

QStringList st(const QString &id, const QString &state, const QStringList &more = {})
{
    return wf(id, QStringList{QStringLiteral("states"), state} + more);
}

QStringList tn(const QString &id, const QString &state, const QString &transition,
               const QStringList &more = {})
{
    return st(id, state, QStringList{QStringLiteral("transitions"), transition} + more);
}

const QString T = QStringLiteral("flow.ticket");
const QString B = QStringLiteral("flow.bugfix");

struct EditCase
{
    const char *name;
    std::function<Status(SourceDocument &)> edit;
    std::function<void(Value &)> expect; // the change, applied to the original value
};

const std::vector<EditCase> &editCases();

} // namespace

class TestSourceDocument : public QObject
{
    Q_OBJECT

private slots:
    void goldenEdits_data();
    void goldenEdits();
    void everyGoldenFileHasACase();
    void unchangedTextRoundTrips();
    void trickyScalarsReadBack();
    void refusedEdits();
    void refusedDomainEdits();
    void queries();
    void badYamlGivesPositionedDiagnostic();
    void saveIsAtomicAndExact();
    void saveRefusesWhenChangedOnDisk();
    void templatesPassTheValidator();
    void oneMegabyteStaysFast();
    void batchedEditsEqualOneByOne();
};

void TestSourceDocument::goldenEdits_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < editCases().size(); ++i)
        QTest::newRow(editCases()[i].name) << int(i);
}

void TestSourceDocument::goldenEdits()
{
    QFETCH(int, index);
    const EditCase &c = editCases()[size_t(index)];
    const QString base = kDataDir + QLatin1Char('/') + QLatin1String(c.name);
    QFile beforeFile(base + QStringLiteral(".before.yaml"));
    QVERIFY2(beforeFile.open(QIODevice::ReadOnly), qPrintable(beforeFile.fileName()));
    const QByteArray before = beforeFile.readAll();

    auto opened = SourceDocument::open(beforeFile.fileName());
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    SourceDocument &document = *opened.value();
    QCOMPARE(document.text(), before);

    const Status status = c.edit(document);
    QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().message));
    QVERIFY(document.isModified());

    const QString afterPath = base + QStringLiteral(".after.yaml");
    if (qEnvironmentVariableIsSet("CAPSTUDIO_UPDATE_GOLDEN")) {
        QFile out(afterPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(document.text());
    }
    QFile afterFile(afterPath);
    QVERIFY2(afterFile.open(QIODevice::ReadOnly), qPrintable(afterPath));
    QCOMPARE(QString::fromUtf8(document.text()), QString::fromUtf8(afterFile.readAll()));

    const YamlReader::Result original = YamlReader::read(before, c.name, 0);
    const YamlReader::Result edited = YamlReader::read(document.text(), c.name, 0);
    QVERIFY(original.ok());
    QVERIFY2(edited.ok(), edited.ok() ? "" : qPrintable(edited.error->message()));
    Value expected = original.value;
    c.expect(expected);
    QVERIFY(expected != original.value);
    QCOMPARE(edited.value.toJson(), expected.toJson());
    QVERIFY(edited.value == expected); // also tells 3 from 3.0

    // The edited file re-validates to its expected verdict: the rule ids the runtime would
    // report (load errors, check errors and warnings), kept beside the golden text.
    QTemporaryDir scratch;
    const QString editedPath = scratch.filePath(QLatin1String(c.name) + QStringLiteral(".yaml"));
    {
        QFile out(editedPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(document.text());
    }
    const ValidationReport report = ConfigValidation::run(editedPath);
    QStringList rules;
    for (const Diagnostics *group : {&report.loaded.loadErrors, &report.loaded.loadWarnings, &report.checkErrors,
                                     &report.checkWarnings}) {
        for (const Diagnostic &diagnostic : *group)
            rules.append(diagnostic.ruleId());
    }
    rules.sort();
    rules.removeDuplicates();
    const QString verdictPath = base + QStringLiteral(".verdict");
    if (qEnvironmentVariableIsSet("CAPSTUDIO_UPDATE_GOLDEN")) {
        QFile out(verdictPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(rules.join(QLatin1Char('\n')).toUtf8() + '\n');
    }
    QFile verdictFile(verdictPath);
    QVERIFY2(verdictFile.open(QIODevice::ReadOnly), qPrintable(verdictPath));
    QStringList expectedRules = QString::fromUtf8(verdictFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rules, expectedRules);
}

void TestSourceDocument::everyGoldenFileHasACase()
{
    QStringList names;
    for (const EditCase &c : editCases())
        names << QLatin1String(c.name);
    const QStringList files = QDir(kDataDir).entryList({QStringLiteral("*.yaml")}, QDir::Files);
    for (const QString &file : files) {
        const QString name = file.section(QLatin1Char('.'), 0, -3);
        QVERIFY2(names.contains(name), qPrintable(file));
    }
    QCOMPARE(files.size(), names.size() * 2);
}

void TestSourceDocument::unchangedTextRoundTrips()
{
    const QList<QByteArray> texts = {
        "",
        "# only a comment",
        "a: 1",
        "a: 1\r\n",
        "\xEF\xBB\xBFkey: ü # bom\n",
        "---\nx: [1, 2]\n...\n",
        "k: |+\n  keep\n\n\n",
    };
    for (const QByteArray &text : texts) {
        auto document = SourceDocument::fromText(text, QStringLiteral("t.yaml"));
        QVERIFY(document.ok());
        QCOMPARE(document.value()->text(), text);
        QVERIFY(!document.value()->isModified());
        // A no-op edit keeps the bytes.
        if (text.startsWith("a: 1")) {
            QVERIFY(document.value()->setValue(P({"a"}), Value(1)).ok());
            QCOMPARE(document.value()->text(), text);
        }
    }
}

// Every kind of scalar written into every kind of place reads back as itself, and the
// rest of the document stays as it was.
void TestSourceDocument::trickyScalarsReadBack()
{
    QList<Value> values;
    const char *const strings[] = {
        "",
        " ",
        "true",
        "True",
        "FALSE",
        "yes",
        "no",
        "on",
        "null",
        "~",
        "Null",
        "3",
        "-3",
        "+3",
        "0x1F",
        "0o7",
        "0b101",
        "1e3",
        "1.",
        ".5",
        ".inf",
        "-.Inf",
        ".nan",
        "1_000",
        "007",
        "3.0",
        "a: b",
        "a:b",
        "a:",
        "a #b",
        "#a",
        "a#b",
        "- a",
        "-a",
        "-",
        "?",
        "? a",
        ":a",
        ":",
        "[a]",
        "{a}",
        "a, b",
        "a,b",
        "*x",
        "&x",
        "!x",
        "|",
        ">",
        "'",
        "\"",
        "%x",
        "@x",
        "`x",
        "---",
        "...",
        "--- a",
        "a\nb",
        "a\n",
        "\na",
        "a\n\n",
        "a\n\nb\n",
        "  lead",
        "trail  ",
        "tab\tin",
        "\tlead",
        "ctrl\x01",
        "\x7f",
        "a\rb",
        "a\r\n",
        "a\\b",
        "quote's",
        "dq\"x",
        "$.context.x == 'y'",
        "multi\nline\nwith: colon\n",
        "C:\\path",
        "http://x.y/z?q=1#f",
        "<<",
        "=",
        "a  b",
        " \n ",
        "x\n y\n",
    };
    for (const char *text : strings)
        values << Value(text);
    values << Value(QStringLiteral("ünïcödé")) << Value(QStringLiteral("😀 emoji"))
           << Value(QString(QChar(0x85))) << Value(QString(QChar(0x2028)))
           << Value(QStringLiteral("in") + QChar(0xFEFF) + QStringLiteral("side"))
           << Value(QString(QChar(0xA0)));
    values << Value(0) << Value(-1) << Value(qint64(9007199254740993)) << Value(3.5) << Value(-0.0)
           << Value(1e300) << Value(0.1) << Value(3.0) << Value(true) << Value(false) << Value()
           << Value::makeObject() << Value::makeArray() << yaml("{a: 1, 'b c': [x, 'y: z']}")
           << yaml("[1, 'two', [], {}]");

    struct Place
    {
        const char *text;
        NodePath path;
    };
    const QList<Place> places = {
        {"k: plain\nz: 1\n", P({"k"})},
        {"k: 'single'  # c\nz: 1\n", P({"k"})},
        {"k: \"double\"\nz: 1\n", P({"k"})},
        {"k: |\n  literal\n  text\n\nz: 1\n", P({"k"})},
        {"k: >-\n  folded\n  text\nz: 1\n", P({"k"})},
        {"k: |+\n  keep\n\nz: 1\n", P({"k"})},
        {"m: {k: plain, z: 1}\n", P({"m", "k"})},
        {"m: { z: 1 }\n", P({"m", "k"})},
        {"s: [plain, z]\n", P({"s"}, 0)},
        {"s:\n  - plain\n  - z\n", P({"s"}, 0)},
        {"s:\n- z\n-\n", P({"s"}, 1)},
        {"k:\nz: 1\n", P({"k"})},
        {"k: [a, b]\nz: 1\n", P({"k"})},
        {"k:\n  a: 1  # c\nz: 1\n", P({"k"})},
        {"z: 1\n", P({"k"})},
        {"z: 1", P({"k"})},
    };
    for (const Place &place : places) {
        const YamlReader::Result before = YamlReader::read(place.text, QStringLiteral("p"), 0);
        QVERIFY(before.ok());
        for (const Value &value : values) {
            auto document = SourceDocument::fromText(place.text, QStringLiteral("p.yaml"));
            QVERIFY(document.ok());
            const Status status = document.value()->setValue(place.path, value);
            QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().message));
            const QByteArray text = document.value()->text();
            const YamlReader::Result after = YamlReader::read(text, QStringLiteral("p"), 0);
            QVERIFY2(after.ok(), qPrintable(QString::fromUtf8(text)));
            Value expected = before.value;
            Value *target = &expected;
            for (const PathStep &step : place.path)
                target = step.isIndex() ? &target->mutableItems()[size_t(step.index)]
                                        : &(*target)[step.key];
            *target = value;
            QVERIFY2(after.value == expected, qPrintable(QString::fromUtf8(text)));
        }
    }

    // The same strings as keys: added and renamed to, in block and flow mappings.
    for (const char *mapping : {"z: 1\ny: 2\n", "{z: 1, y: 2}\n", "m:\n  'z': 1\n  y: 2\n"}) {
        const bool nested = QByteArray(mapping).startsWith("m:");
        for (const Value &key : values) {
            if (!key.isString() || key.toString() == QLatin1String("y"))
                continue;
            const QString name = key.toString();
            const auto path = [&](const QString &k) { return nested ? P({"m", k}) : P({k}); };
            auto added = SourceDocument::fromText(mapping, QStringLiteral("k.yaml"));
            QVERIFY(added.ok());
            QVERIFY(added.value()->setValue(path(name), Value(7)).ok()
                    || name == QLatin1String("z"));
            auto renamed = SourceDocument::fromText(mapping, QStringLiteral("k.yaml"));
            QVERIFY(renamed.ok());
            QVERIFY(renamed.value()->renameKey(path(QStringLiteral("z")), name).ok());
            for (const auto *document : {added.value().get(), renamed.value().get()}) {
                const YamlReader::Result read =
                    YamlReader::read(document->text(), QStringLiteral("k"), 0);
                QVERIFY2(read.ok(), qPrintable(QString::fromUtf8(document->text())));
                const Value holder = nested ? read.value.value(QStringLiteral("m")) : read.value;
                QVERIFY2(holder.contains(name), qPrintable(QString::fromUtf8(document->text())));
                QCOMPARE(holder.value(QStringLiteral("y")), Value(2));
            }
        }
    }
}

void TestSourceDocument::refusedEdits()
{
    QFile file(kDataDir + QStringLiteral("/rename-state.before.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto opened = SourceDocument::fromText(text, QStringLiteral("orchestrator.yaml"));
    QVERIFY(opened.ok());
    SourceDocument &d = *opened.value();
    const auto refused = [&](const Status &status, StoreError::Kind kind, const char *words) {
        QVERIFY(!status.ok());
        QCOMPARE(int(status.error().kind), int(kind));
        QVERIFY2(status.error().message.contains(QLatin1String(words)),
                 qPrintable(status.error().message));
        QCOMPARE(d.text(), text);
    };
    using K = StoreError::Kind;
    refused(d.setValue(P(wf(B, {"_snippetOutputs"})), Value("x")), K::Invalid,
            "'_snippetOutputs' starts with '_'");
    refused(d.setValue(P(st(B, "parsing", {"onEnter"})), yaml("executor: {kind: noop, _x: 1}")),
            K::Invalid, "'_x'");
    refused(d.setValue(P(tn(B, "parsing", "ask_human")), yaml("target: parsing")), K::Invalid,
            "ask_human");
    refused(d.setValue(P(tn(B, "parsing", "ask_human", {"target"})), Value("parsing")),
            K::Invalid, "ask_human");
    refused(d.setValue(P(st(B, "parsing", {"transitions"})), yaml("ask_human: {target: parsing}")),
            K::Invalid, "ask_human");
    refused(d.renameKey(P(tn(B, "verifying", "retry")), QStringLiteral("ask_human")), K::Invalid,
            "ask_human");
    refused(d.renameKey(P(tn(B, "verifying", "retry")), QStringLiteral("verify")), K::Duplicate,
            "exists already");
    refused(d.renameKey(P(wf(B, {"description"})), QStringLiteral("_note")), K::Invalid, "'_note'");
    refused(d.setValue(P(wf(B, {"description", "x"})), Value(1)), K::Invalid,
            "is a scalar, not a mapping");
    refused(d.setValue(P(tn(B, "verified", "advance", {"guards"}), 7), Value(1)), K::Invalid,
            "has no item 7");
    refused(d.setValue(P(wf(B, {"missing"}), 0), Value(1)), K::NotFound, "does not exist");
    refused(d.remove(P(wf(B, {"nothing"}))), K::NotFound, "does not exist");
    refused(d.append(P(wf(B, {"states"})), Value(1)), K::Invalid, "not a sequence");
    refused(d.remove(NodePath()), K::Invalid, "whole document");
}

void TestSourceDocument::refusedDomainEdits()
{
    QFile file(kDataDir + QStringLiteral("/rename-state.before.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto opened = SourceDocument::fromText(text, QStringLiteral("orchestrator.yaml"));
    QVERIFY(opened.ok());
    SourceDocument &d = *opened.value();
    const auto refused = [&](const Status &status, StoreError::Kind kind, const char *words) {
        QVERIFY(!status.ok());
        QCOMPARE(int(status.error().kind), int(kind));
        QVERIFY2(status.error().message.contains(QLatin1String(words)),
                 qPrintable(status.error().message));
        QCOMPARE(d.text(), text);
    };
    using K = StoreError::Kind;
    refused(d.addState(B, QStringLiteral("done")), K::Duplicate, "state 'done' exists already");
    refused(d.addState(QStringLiteral("flow.none"), QStringLiteral("x")), K::NotFound,
            "workflow 'flow.none' does not exist");
    refused(d.renameState(B, QStringLiteral("done"), QStringLiteral("failed")), K::Duplicate,
            "exists already");
    refused(d.renameState(B, QStringLiteral("nope"), QStringLiteral("x")), K::NotFound,
            "state 'nope' does not exist");
    refused(d.deleteState(B, QStringLiteral("parsing")), K::Invalid, "initial state");
    refused(d.deleteState(B, QStringLiteral("failed")), K::Invalid, "onTimeout target");
    refused(d.addTransition({B, QStringLiteral("verified"), QStringLiteral("ask_human")},
                            QStringLiteral("verified")),
            K::Invalid, "ask_human");
    refused(d.addTransition({B, QStringLiteral("verified"), QStringLiteral("x")},
                            QStringLiteral("nowhere")),
            K::NotFound, "'nowhere' does not exist");
    refused(d.addTransition({B, QStringLiteral("verified"), QStringLiteral("abort")},
                            QStringLiteral("done")),
            K::Duplicate, "exists already");
    refused(d.retargetTransition({B, QStringLiteral("verified"), QStringLiteral("abort")},
                                 QStringLiteral("nowhere")),
            K::NotFound, "does not exist");
    refused(d.removeGuard({B, QStringLiteral("verified"), QStringLiteral("abort")}, 3), K::NotFound,
            "no guard 3");
    refused(d.setUseInput({B, QStringLiteral("verifying"), QStringLiteral("verify")},
                          QStringLiteral("x"), Value(1)),
            K::Invalid, "kind: workflow");
    refused(d.setUseOutput({B, QStringLiteral("parsing"), QStringLiteral("parse")},
                           QStringLiteral("$.context.a.b"), QStringLiteral("x")),
            K::Invalid, "V12");
    refused(d.addCapability(QStringLiteral("dance"), QStringLiteral("x")), K::Invalid,
            "not one of the 24 cap verbs");
    refused(d.addOrchestrator(QStringLiteral("other")), K::Duplicate, "exists already");

    // A branch target cannot be deleted from under its branch.
    auto branchy = SourceDocument::fromText(
        "workflows:\n  w:\n    initialState: a\n    states:\n      a:\n        transitions:\n"
        "          t: {target: b, branches: [{when: {kind: expr, expr: 'x == 1'}, target: c}]}\n"
        "      b: {terminal: true}\n      c: {terminal: true}\n",
        QStringLiteral("b.yaml"));
    QVERIFY(branchy.ok());
    const Status branch = branchy.value()->deleteState(QStringLiteral("w"), QStringLiteral("c"));
    QVERIFY(!branch.ok());
    QVERIFY2(branch.error().message.contains(QLatin1String("branch 0 of transition 't'")),
             qPrintable(branch.error().message));

    // workflows: as a list is never extended.
    auto list = SourceDocument::fromText("workflows:\n  - definitionId: flow.x\n",
                                         QStringLiteral("l.yaml"));
    QVERIFY(list.ok());
    const Status added = list.value()->addOrchestrator(QStringLiteral("y"));
    QVERIFY(!added.ok());
    QVERIFY(added.error().message.contains(QLatin1String("is a list")));
}

void TestSourceDocument::queries()
{
    QFile file(kDataDir + QStringLiteral("/rename-state.before.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto opened = SourceDocument::fromText(file.readAll(), QStringLiteral("o.yaml"));
    QVERIFY(opened.ok());
    const SourceDocument &d = *opened.value();
    QCOMPARE(d.keys(P(wf(B, {"states"}))),
             QStringList({"parsing", "verifying", "verified", "done", "failed"}));
    QCOMPARE(d.count(P(tn(B, "verified", "advance", {"guards"}))), 2);
    QCOMPARE(d.scalar(P(wf(B, {"timeoutMs"}))), std::optional<Value>(Value(600000)));
    QCOMPARE(d.scalar(P({"version"})), std::optional<Value>(Value("1.0.0")));
    QVERIFY(!d.scalar(P(wf(B, {"states"}))).has_value());
    QVERIFY(d.contains(P(tn(B, "verifying", "verify", {"branches"}), 0, {"when", "expr"})));
    QCOMPARE(pathText(P(tn(B, "a", "b", {"guards"}), 1, {"expr"})),
             QStringLiteral("workflows/flow.bugfix/states/a/transitions/b/guards[1]/expr"));
    QCOMPARE(d.lineEnding(), QByteArray("\n"));
}

void TestSourceDocument::badYamlGivesPositionedDiagnostic()
{
    Diagnostic diagnostic;
    auto document = SourceDocument::fromText("workflows:\n  a: [1, 2\n  b: 3\n",
                                             QStringLiteral("bad.yaml"), &diagnostic);
    QVERIFY(!document.ok());
    QCOMPARE(int(document.error().kind), int(StoreError::Kind::Invalid));
    QVERIFY2(document.error().message.startsWith(QLatin1String("bad.yaml:")),
             qPrintable(document.error().message));
    QCOMPARE(diagnostic.location().file, QStringLiteral("bad.yaml"));
    QVERIFY(diagnostic.location().line >= 2);
    QVERIFY(diagnostic.location().column > 0);
    QCOMPARE(diagnostic.severity(), Severity::Error);

    auto missing = SourceDocument::open(QStringLiteral("/nonexistent/dir/x.yaml"));
    QVERIFY(!missing.ok());
    QCOMPARE(int(missing.error().kind), int(StoreError::Kind::NotFound));
}

void TestSourceDocument::saveIsAtomicAndExact()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("flow.yaml"));
    const QByteArray text =
        "# keep me\r\nworkflows:\r\n  flow.x: {initialState: a, states: {a: {terminal: true}}}\r\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    auto opened = SourceDocument::open(path);
    QVERIFY(opened.ok());
    SourceDocument &d = *opened.value();
    QVERIFY(d.save().ok()); // unchanged: the same bytes
    QFile check(path);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), text);
    check.close();

    QVERIFY(d.addState(QStringLiteral("flow.x"), QStringLiteral("b")).ok());
    QVERIFY(d.isModified());
    QVERIFY(d.save().ok());
    QVERIFY(!d.isModified());
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), d.text());
    check.close();
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"flow.yaml"}));

    // Save as: the new file becomes the document's file.
    const QString other = dir.filePath(QStringLiteral("copy.yaml"));
    QVERIFY(d.save(other).ok());
    QCOMPARE(d.fileName(), other);
    QVERIFY(d.setValue(P(wf("flow.x", {"initialState"})), Value("b")).ok());
    QVERIFY(d.save().ok());
    QFile copy(other);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), d.text());
}

void TestSourceDocument::saveRefusesWhenChangedOnDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("flow.yaml"));
    const auto write = [&](const QByteArray &bytes) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write("workflows:\n  flow.x: {initialState: a, states: {a: {terminal: true}}}\n");
    auto opened = SourceDocument::open(path);
    QVERIFY(opened.ok());
    SourceDocument &d = *opened.value();
    QVERIFY(d.addState(QStringLiteral("flow.x"), QStringLiteral("b")).ok());
    QVERIFY(!d.changedOnDisk());

    const QByteArray theirs =
        "workflows:\n  flow.x: {initialState: a, states: {a: {terminal: false}}}\n";
    write(theirs); // same size, another engineer's edit
    QVERIFY(d.changedOnDisk());
    const Status status = d.save();
    QVERIFY(!status.ok());
    QCOMPARE(int(status.error().kind), int(StoreError::Kind::Conflict));
    QCOMPARE(status.error().message, path + QStringLiteral(" changed on disk since it was opened"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), theirs);
    file.close();

    QVERIFY(QFile::remove(path));
    const Status gone = d.save();
    QVERIFY(!gone.ok());
    QCOMPARE(int(gone.error().kind), int(StoreError::Kind::Conflict));
}

void TestSourceDocument::templatesPassTheValidator()
{
    auto opened = SourceDocument::fromText("version: \"1.0.0\"\n", QStringLiteral("t.yaml"));
    QVERIFY(opened.ok());
    SourceDocument &d = *opened.value();
    const QStringList verbs = {"triage",   "diagnose", "plan",    "implement", "review",
                               "refactor", "explain",  "compose", "research",  "summarize",
                               "build",    "test",     "deploy",  "format",    "lint",
                               "install",  "verify",   "run",     "inspect",   "search",
                               "fetch",    "audit",    "gate",    "coordinate"};
    for (const QString &verb : verbs)
        QVERIFY(d.addCapability(verb, QStringLiteral("sample")).ok());
    QVERIFY(d.addOrchestrator(QStringLiteral("sample")).ok());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("templates.yaml"));
    QVERIFY(d.save(path).ok());
    const Loader::Result loaded = Loader::load(path);
    QVERIFY(loaded.loaded());
    QCOMPARE(loaded.config.value(QStringLiteral("workflows")).size(), verbs.size() + 1);
    const Diagnostics diagnostics = Validator::check(loaded.config, loaded.files);
    QStringList texts;
    for (const Diagnostic &diagnostic : diagnostics)
        texts << diagnostic.toText();
    QVERIFY2(diagnostics.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestSourceDocument::oneMegabyteStaysFast()
{
    QByteArray text = "# generated\nversion: \"1.0.0\"\nworkflows:\n";
    int n = 0;
    while (text.size() < (1 << 20)) {
        text +=
            QStringLiteral(
                "  flow.w%1:\n    description: \"Workflow %1 — generated\"\n"
                "    initialState: start\n    states:\n      start:\n        transitions:\n"
                "          go:\n            target: middle  # onwards\n            guards:\n"
                "              - { kind: expr, expr: \"$.arguments.n == %1\" }\n"
                "      middle:\n        transitions:\n          finish: { target: done }\n"
                "          back: { target: start, actor: human }\n      done: { terminal: true }\n")
                .arg(n++)
                .toUtf8();
    }
    QElapsedTimer timer;
    timer.start();
    auto opened = SourceDocument::fromText(text, QStringLiteral("big.yaml"));
    QVERIFY(opened.ok());
    const qint64 openMs = timer.restart();
    SourceDocument &d = *opened.value();
    const QString last = QStringLiteral("flow.w%1").arg(n - 1);
    QVERIFY(d.setValue(P(st(last, "start", {"goal"})), Value("Go on")).ok());
    const qint64 setMs = timer.restart();
    QVERIFY(d.renameState(last, QStringLiteral("start"), QStringLiteral("begin")).ok());
    const qint64 renameMs = timer.restart();
    QVERIFY(d.remove(P(wf(QStringLiteral("flow.w0")))).ok());
    const qint64 removeMs = timer.restart();
    qInfo(
        "1 MB (%d workflows): open %lld ms, setValue %lld ms, renameState %lld ms, remove %lld ms",
        n, openMs, setMs, renameMs, removeMs);
    QCOMPARE(d.scalar(P(wf(last, {"initialState"}))), std::optional<Value>(Value("begin")));
}

namespace {

TransitionRef ref(const QString &workflow, const QString &state, const QString &transition)
{
    return TransitionRef{workflow, state, transition};
}

// Renames a state in a Value the way renameState does in the text.
void renameStateValue(Value &root, const QString &workflow, const QString &from, const QString &to)
{
    Value &w = at(root, wf(workflow));
    renameMember(w[QStringLiteral("states")], from, to);
    const auto retarget = [&](Value &holder) {
        if (holder.isObject() && holder.value(QStringLiteral("target")) == Value(from))
            holder[QStringLiteral("target")] = Value(to);
    };
    if (w.value(QStringLiteral("initialState")) == Value(from))
        w[QStringLiteral("initialState")] = Value(to);
    if (w.contains(QStringLiteral("onTimeout")))
        retarget(w[QStringLiteral("onTimeout")]);
    for (Value::Member &state : w[QStringLiteral("states")].mutableMembers()) {
        if (!state.value.value(QStringLiteral("transitions")).isObject())
            continue;
        for (Value::Member &t : state.value[QStringLiteral("transitions")].mutableMembers()) {
            retarget(t.value);
            if (t.value.value(QStringLiteral("branches")).isArray()) {
                for (Value &branch : t.value[QStringLiteral("branches")].mutableItems())
                    retarget(branch);
            }
        }
    }
}

const std::vector<EditCase> &editCases()
{
    static const std::vector<EditCase> cases = {
        // ---- setValue on scalars: the quoting style is kept when it can hold the value
        {"set-scalar-plain",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"target"})), Value("archived"));
         },
         [](Value &v) { at(v, tn(T, "open", "close", {"target"})) = Value("archived"); }},
        {"set-scalar-double-quoted",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"guards"}), 0, {"expr"}),
                               Value("$.context.review_verdict == 'rejected'"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"guards"})).mutableItems()[0][QStringLiteral("expr")] =
                 Value("$.context.review_verdict == 'rejected'");
         }},
        {"set-scalar-single-quoted",
         [](SourceDocument &d) {
             return d.setValue(P(wf(T, {"description"})), Value("Closes the user's tickets"));
         },
         [](Value &v) { at(v, wf(T, {"description"})) = Value("Closes the user's tickets"); }},
        {"set-string-true",
         [](SourceDocument &d) { return d.setValue(P(st(T, "open", {"goal"})), Value("true")); },
         [](Value &v) { at(v, st(T, "open", {"goal"})) = Value("true"); }},
        {"set-string-yes",
         [](SourceDocument &d) { return d.setValue(P(st(T, "open", {"goal"})), Value("yes")); },
         [](Value &v) { at(v, st(T, "open", {"goal"})) = Value("yes"); }},
        {"set-string-number",
         [](SourceDocument &d) { return d.setValue(P(wf(T, {"version"})), Value("2024")); },
         [](Value &v) { at(v, wf(T, {"version"})) = Value("2024"); }},
        {"set-string-special",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"title"})), Value("Close: now, #1"));
         },
         [](Value &v) { at(v, tn(T, "open", "close", {"title"})) = Value("Close: now, #1"); }},
        {"set-int-replaces-string",
         [](SourceDocument &d) {
             return d.setValue(P(wf(T, {"version"})), Value(qint64(20240501)));
         },
         [](Value &v) { at(v, wf(T, {"version"})) = Value(qint64(20240501)); }},
        {"set-null",
         [](SourceDocument &d) { return d.setValue(P(st(T, "open", {"goal"})), Value()); },
         [](Value &v) { at(v, st(T, "open", {"goal"})) = Value(); }},
        {"set-literal",
         [](SourceDocument &d) {
             return d.setValue(P(wf(T, {"description"})),
                               Value("Drive a ticket to closed.\nThree lines now.\nReally.\n"));
         },
         [](Value &v) {
             at(v, wf(T, {"description"})) =
                 Value("Drive a ticket to closed.\nThree lines now.\nReally.\n");
         }},
        {"set-folded",
         [](SourceDocument &d) {
             return d.setValue(P(wf("cap.plan.draft", {"description"})),
                               Value("Draft a plan from the request.\n"));
         },
         [](Value &v) {
             at(v, wf("cap.plan.draft", {"description"})) =
                 Value("Draft a plan from the request.\n");
         }},
        {"set-literal-to-plain",
         [](SourceDocument &d) {
             return d.setValue(P(wf(T, {"description"})), Value("  indented start\n"));
         },
         [](Value &v) { at(v, wf(T, {"description"})) = Value("  indented start\n"); }},
        // ---- setValue creating keys and writing collections
        {"set-new-key-block",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "reopen")), yaml("{target: open, actor: human}"));
         },
         [](Value &v) { at(v, tn(T, "open", "reopen")) = yaml("{target: open, actor: human}"); }},
        {"set-new-key-flow",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"executor", "timeoutMs"})), Value(5000));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"executor", "timeoutMs"})) = Value(5000);
         }},
        {"set-new-nested-keys",
         [](SourceDocument &d) {
             return d.setValue(P(st(T, "open", {"onEnter", "executor", "kind"})), Value("noop"));
         },
         [](Value &v) {
             at(v, st(T, "open", {"onEnter", "executor", "kind"})) = Value("noop");
         }},
        {"set-object-block",
         [](SourceDocument &d) {
             return d.setValue(P(st(T, "open", {"onEnter"})),
                               yaml("{executor: {kind: noop}, output: {opened: true}}"));
         },
         [](Value &v) {
             at(v, st(T, "open", {"onEnter"})) =
                 yaml("{executor: {kind: noop}, output: {opened: true}}");
         }},
        {"set-object-replaces-block",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"executor"})),
                               yaml("{kind: workflow, definitionId: cap.verify.workspace-green, "
                                    "use: {inputs: {ticket: $.context.ticket}}}"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"executor"})) =
                 yaml("{kind: workflow, definitionId: cap.verify.workspace-green, use: {inputs: "
                      "{ticket: $.context.ticket}}}");
         }},
        {"set-object-in-flow",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"executor"})),
                               yaml("{kind: mcp, connection: github_mcp, tool: close_issue}"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"executor"})) =
                 yaml("{kind: mcp, connection: github_mcp, tool: close_issue}");
         }},
        {"set-into-null",
         [](SourceDocument &d) {
             return d.setValue(P(wf("flow.triage", {"inputs", "error_log"})),
                               yaml("{type: string, required: true}"));
         },
         [](Value &v) {
             at(v, wf("flow.triage", {"inputs"})) =
                 yaml("error_log: {type: string, required: true}");
         }},
        {"set-flow-becomes-block",
         [](SourceDocument &d) {
             return d.setValue(
                 P(tn(T, "open", "close")),
                 yaml("{target: closed, actor: deterministic, executor: {kind: noop}}"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close")) =
                 yaml("{target: closed, actor: deterministic, executor: {kind: noop}}");
         }},
        {"set-flow-stays-flow",
         [](SourceDocument &d) {
             return d.setValue(P(wf(B, {"onTimeout"})),
                               yaml("{target: done, transition: timed_out}"));
         },
         [](Value &v) {
             at(v, wf(B, {"onTimeout"})) = yaml("{target: done, transition: timed_out}");
         }},
        {"set-field",
         [](SourceDocument &d) {
             return d.setValue(P(wf(B, {"description"})), Value("Fix a bug, end to end."));
         },
         [](Value &v) { at(v, wf(B, {"description"})) = Value("Fix a bug, end to end."); }},
        // ---- remove
        {"remove-block-entry",
         [](SourceDocument &d) { return d.remove(P(tn(T, "open", "escalate"))); },
         [](Value &v) {
             at(v, st(T, "open", {"transitions"})).remove(QStringLiteral("escalate"));
         }},
        {"remove-block-entry-last",
         [](SourceDocument &d) { return d.remove(P(tn(T, "open", "abandon"))); },
         [](Value &v) { at(v, st(T, "open", {"transitions"})).remove(QStringLiteral("abandon")); }},
        {"remove-flow-entry-middle",
         [](SourceDocument &d) { return d.remove(P(tn(T, "open", "close", {"actor"}))); },
         [](Value &v) { at(v, tn(T, "open", "close")).remove(QStringLiteral("actor")); }},
        {"remove-flow-entry-last",
         [](SourceDocument &d) { return d.remove(P(tn(T, "open", "close", {"title"}))); },
         [](Value &v) { at(v, tn(T, "open", "close")).remove(QStringLiteral("title")); }},
        {"remove-only-entry",
         [](SourceDocument &d) {
             return d.remove(P(wf("cap.plan.draft", {"snippet", "inputs", "request"})));
         },
         [](Value &v) {
             at(v, wf("cap.plan.draft", {"snippet", "inputs"})).remove(QStringLiteral("request"));
         }},
        {"remove-first-entry-on-dash-line",
         [](SourceDocument &d) {
             return d.remove(P(tn(T, "open", "close", {"guards"}), 1, {"kind"}));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"guards"}))
                 .mutableItems()[1]
                 .remove(QStringLiteral("kind"));
         }},
        {"remove-block-item", [](SourceDocument &d) { return d.remove(P(wf(T, {"skills"}), 1)); },
         [](Value &v) {
             auto &items = at(v, wf(T, {"skills"})).mutableItems();
             items.erase(items.begin() + 1);
         }},
        {"remove-flow-item-last",
         [](SourceDocument &d) { return d.remove(P(wf(T, {"skills"}), 1)); },
         [](Value &v) { at(v, wf(T, {"skills"})).mutableItems().pop_back(); }},
        // ---- renameKey
        {"rename-key-plain",
         [](SourceDocument &d) {
             return d.renameKey(P(tn(T, "open", "close")), QStringLiteral("finish"));
         },
         [](Value &v) { renameMember(at(v, st(T, "open", {"transitions"})), "close", "finish"); }},
        {"rename-key-quoted",
         [](SourceDocument &d) {
             return d.renameKey(P(tn("flow.review", "reviewing", "review",
                                     {"executor", "use", "outputs", "$.context.review_verdict"})),
                                QStringLiteral("$.context.verdict"));
         },
         [](Value &v) {
             renameMember(
                 at(v, tn("flow.review", "reviewing", "review", {"executor", "use", "outputs"})),
                 "$.context.review_verdict", "$.context.verdict");
         }},
        // ---- append
        {"append-block",
         [](SourceDocument &d) {
             return d.append(P(wf(T, {"skills"})), Value("summarize.session.delta"));
         },
         [](Value &v) { at(v, wf(T, {"skills"})).append(Value("summarize.session.delta")); }},
        {"append-flow",
         [](SourceDocument &d) {
             return d.append(P(wf(T, {"skills"})), Value("compose.integration"));
         },
         [](Value &v) { at(v, wf(T, {"skills"})).append(Value("compose.integration")); }},
        {"append-empty-flow",
         [](SourceDocument &d) {
             return d.append(P(wf(T, {"skills"})), Value("plan.fix.scope-bounded"));
         },
         [](Value &v) { at(v, wf(T, {"skills"})).append(Value("plan.fix.scope-bounded")); }},
        {"append-creates-sequence",
         [](SourceDocument &d) {
             return d.append(P(wf(T, {"skills"})), Value("plan.fix.scope-bounded"));
         },
         [](Value &v) {
             at(v, wf(T, {"skills"})) = Value::makeArray({Value("plan.fix.scope-bounded")});
         }},
        {"append-object-block",
         [](SourceDocument &d) {
             return d.append(P(tn(T, "open", "close", {"guards"})),
                             yaml("{kind: expr, expr: '$.context.count < 3'}"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"guards"}))
                 .append(yaml("{kind: expr, expr: '$.context.count < 3'}"));
         }},
        // ---- line endings, missing final line break, non-ASCII text
        {"crlf-set",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "drop", {"guards"})),
                               yaml("[{kind: role, role: admin}]"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "drop", {"guards"})) = yaml("[{kind: role, role: admin}]");
         }},
        {"crlf-insert",
         [](SourceDocument &d) {
             return d.setValue(P(tn(T, "open", "close", {"actor"})), Value("human"));
         },
         [](Value &v) { at(v, tn(T, "open", "close", {"actor"})) = Value("human"); }},
        {"crlf-remove", [](SourceDocument &d) { return d.remove(P(tn(T, "open", "drop"))); },
         [](Value &v) { at(v, st(T, "open", {"transitions"})).remove(QStringLiteral("drop")); }},
        {"crlf-rename-state",
         [](SourceDocument &d) {
             return d.renameState(T, QStringLiteral("closed"), QStringLiteral("finished"));
         },
         [](Value &v) { renameStateValue(v, T, "closed", "finished"); }},
        {"no-final-newline-insert",
         [](SourceDocument &d) { return d.setValue(P(wf(T, {"maxChainDepth"})), Value(10)); },
         [](Value &v) { at(v, wf(T, {"maxChainDepth"})) = Value(10); }},
        {"no-final-newline-remove-last",
         [](SourceDocument &d) { return d.remove(P(wf(T, {"timeoutMs"}))); },
         [](Value &v) { at(v, wf(T)).remove(QStringLiteral("timeoutMs")); }},
        {"no-final-newline-set",
         [](SourceDocument &d) { return d.setValue(P(wf(T, {"timeoutMs"})), Value(120000)); },
         [](Value &v) { at(v, wf(T, {"timeoutMs"})) = Value(120000); }},
        {"non-ascii",
         [](SourceDocument &d) {
             return d.setValue(P(st("flow.prüfung", "offen", {"goal"})),
                               Value("Änderungen prüfen ✓"));
         },
         [](Value &v) {
             at(v, st("flow.prüfung", "offen", {"goal"})) = Value("Änderungen prüfen ✓");
         }},
        {"non-ascii-rename",
         [](SourceDocument &d) {
             return d.renameState("flow.prüfung", QStringLiteral("geschlossen"),
                                  QStringLiteral("erledigt"));
         },
         [](Value &v) { renameStateValue(v, "flow.prüfung", "geschlossen", "erledigt"); }},
        {"non-ascii-insert",
         [](SourceDocument &d) {
             return d.setValue(P(tn("flow.prüfung", "offen", "schließen", {"actor"})),
                               Value("human"));
         },
         [](Value &v) {
             at(v, tn("flow.prüfung", "offen", "schließen", {"actor"})) = Value("human");
         }},
        {"indent-four",
         [](SourceDocument &d) {
             return d.addGuard(ref(T, "open", "close"), yaml("{kind: role, role: reviewer}"));
         },
         [](Value &v) {
             at(v, tn(T, "open", "close", {"guards"})).append(yaml("{kind: role, role: reviewer}"));
         }},
        {"indent-four-add-state",
         [](SourceDocument &d) {
             return d.addState(T, QStringLiteral("review"),
                               yaml("transitions: {approve: {target: closed}}"));
         },
         [](Value &v) {
             at(v, st(T, "review")) = yaml("transitions: {approve: {target: closed}}");
         }},
        // ---- workflow edits
        {"add-state",
         [](SourceDocument &d) {
             return d.addState(B, QStringLiteral("reviewing"),
                               yaml("goal: Review the fix.\ntransitions: {approve: {target: done, "
                                    "actor: human}}"));
         },
         [](Value &v) {
             at(v, st(B, "reviewing")) = yaml(
                 "goal: Review the fix.\ntransitions: {approve: {target: done, actor: human}}");
         }},
        {"rename-state",
         [](SourceDocument &d) {
             return d.renameState(B, QStringLiteral("failed"), QStringLiteral("aborted"));
         },
         [](Value &v) { renameStateValue(v, B, "failed", "aborted"); }},
        {"rename-state-initial",
         [](SourceDocument &d) {
             return d.renameState(B, QStringLiteral("parsing"), QStringLiteral("intake"));
         },
         [](Value &v) { renameStateValue(v, B, "parsing", "intake"); }},
        {"delete-state",
         [](SourceDocument &d) { return d.deleteState(B, QStringLiteral("verified")); },
         [](Value &v) {
             at(v, wf(B, {"states"})).remove(QStringLiteral("verified"));
             at(v, st(B, "verifying", {"transitions"})).remove(QStringLiteral("verify"));
         }},
        {"add-transition",
         [](SourceDocument &d) {
             return d.addTransition(ref(B, "verified", "skip"), QStringLiteral("done"));
         },
         [](Value &v) { at(v, tn(B, "verified", "skip")) = yaml("target: done"); }},
        {"add-transition-with-executor",
         [](SourceDocument &d) {
             return d.addTransition(ref(B, "verifying", "escalate"), QStringLiteral("failed"),
                                    yaml("{actor: human, executor: {kind: human, queue: triage}}"));
         },
         [](Value &v) {
             at(v, tn(B, "verifying", "escalate")) =
                 yaml("{target: failed, actor: human, executor: {kind: human, queue: triage}}");
         }},
        {"delete-transition",
         [](SourceDocument &d) { return d.deleteTransition(ref(B, "verified", "abort")); },
         [](Value &v) {
             at(v, st(B, "verified", {"transitions"})).remove(QStringLiteral("abort"));
         }},
        {"retarget-transition",
         [](SourceDocument &d) {
             return d.retargetTransition(ref(B, "verifying", "retry"), QStringLiteral("verified"));
         },
         [](Value &v) { at(v, tn(B, "verifying", "retry", {"target"})) = Value("verified"); }},
        {"add-guard",
         [](SourceDocument &d) {
             return d.addGuard(ref(B, "verified", "advance"),
                               yaml("{kind: expr, expr: \"$.context.review_ok == true\"}"));
         },
         [](Value &v) {
             at(v, tn(B, "verified", "advance", {"guards"}))
                 .append(yaml("{kind: expr, expr: \"$.context.review_ok == true\"}"));
         }},
        {"add-guard-creates-list",
         [](SourceDocument &d) {
             return d.addGuard(ref(B, "verifying", "verify"),
                               yaml("{kind: permission, permission: release}"));
         },
         [](Value &v) {
             at(v, tn(B, "verifying", "verify", {"guards"})) =
                 yaml("[{kind: permission, permission: release}]");
         }},
        {"remove-guard",
         [](SourceDocument &d) { return d.removeGuard(ref(B, "verified", "advance"), 1); },
         [](Value &v) {
             at(v, tn(B, "verified", "advance", {"guards"})).mutableItems().pop_back();
         }},
        {"remove-last-guard",
         [](SourceDocument &d) { return d.removeGuard(ref(B, "verified", "abort"), 0); },
         [](Value &v) { at(v, tn(B, "verified", "abort")).remove(QStringLiteral("guards")); }},
        {"set-use-input",
         [](SourceDocument &d) {
             return d.setUseInput(ref(B, "parsing", "parse"), QStringLiteral("base_ref"),
                                  Value("$.context.base_ref"));
         },
         [](Value &v) {
             at(v, tn(B, "parsing", "parse", {"executor", "use", "inputs", "base_ref"})) =
                 Value("$.context.base_ref");
         }},
        {"remove-use-input",
         [](SourceDocument &d) {
             return d.removeUseInput(ref(B, "parsing", "parse"), QStringLiteral("error_log"));
         },
         [](Value &v) {
             at(v, tn(B, "parsing", "parse", {"executor", "use", "inputs"}))
                 .remove(QStringLiteral("error_log"));
         }},
        {"set-use-output",
         [](SourceDocument &d) {
             return d.setUseOutput(ref(B, "parsing", "parse"),
                                   QStringLiteral("$.context.error_class"),
                                   QStringLiteral("error_class"));
         },
         [](Value &v) {
             at(v, tn(B, "parsing", "parse",
                      {"executor", "use", "outputs", "$.context.error_class"})) =
                 Value("error_class");
         }},
        {"set-expects-contract-hash",
         [](SourceDocument &d) {
             return d.setExpectsContractHash(
                 ref(B, "parsing", "parse"),
                 QStringLiteral(
                     "sha256:1111111111111111111111111111111111111111111111111111111111111111"));
         },
         [](Value &v) {
             at(v, tn(B, "parsing", "parse", {"executor", "expects_contract_hash"})) =
                 Value("sha256:1111111111111111111111111111111111111111111111111111111111111111");
         }},
        {"replace-expects-contract-hash",
         [](SourceDocument &d) {
             return d.setExpectsContractHash(
                 ref(B, "parsing", "parse"),
                 QStringLiteral(
                     "sha256:2222222222222222222222222222222222222222222222222222222222222222"));
         },
         [](Value &v) {
             at(v, tn(B, "parsing", "parse", {"executor", "expects_contract_hash"})) =
                 Value("sha256:2222222222222222222222222222222222222222222222222222222222222222");
         }},
        {"add-capability-cognitive",
         [](SourceDocument &d) {
             return d.addCapability(QStringLiteral("plan"), QStringLiteral("vet"));
         },
         [](Value &v) {
             at(v, wf("cap.plan.vet")) = SourceDocument::capabilityTemplate("plan", "vet");
         }},
        {"add-capability-deterministic",
         [](SourceDocument &d) {
             return d.addCapability(QStringLiteral("test"), QStringLiteral("smoke"));
         },
         [](Value &v) {
             at(v, wf("cap.test.smoke")) = SourceDocument::capabilityTemplate("test", "smoke");
         }},
        {"add-capability-gate",
         [](SourceDocument &d) {
             return d.addCapability(QStringLiteral("gate"), QStringLiteral("signoff"));
         },
         [](Value &v) {
             at(v, wf("cap.gate.signoff")) = SourceDocument::capabilityTemplate("gate", "signoff");
         }},
        {"add-capability-coordinate",
         [](SourceDocument &d) {
             return d.addCapability(QStringLiteral("coordinate"), QStringLiteral("notify"));
         },
         [](Value &v) {
             at(v, wf("cap.coordinate.notify")) =
                 SourceDocument::capabilityTemplate("coordinate", "notify");
         }},
        {"add-orchestrator",
         [](SourceDocument &d) { return d.addOrchestrator(QStringLiteral("release")); },
         [](Value &v) {
             at(v, wf("flow.release")) = SourceDocument::orchestratorTemplate("release");
         }},
        {"add-workflow-creates-workflows",
         [](SourceDocument &d) { return d.addOrchestrator(QStringLiteral("hello")); },
         [](Value &v) { at(v, wf("flow.hello")) = SourceDocument::orchestratorTemplate("hello"); }},
        {"add-orchestrator-empty-workflows",
         [](SourceDocument &d) { return d.addOrchestrator(QStringLiteral("hello")); },
         [](Value &v) { at(v, wf("flow.hello")) = SourceDocument::orchestratorTemplate("hello"); }},
        {"add-orchestrator-empty-file",
         [](SourceDocument &d) { return d.addOrchestrator(QStringLiteral("hello")); },
         [](Value &v) {
             v = Value::makeObject();
             at(v, wf("flow.hello")) = SourceDocument::orchestratorTemplate("hello");
         }},
    };
    return cases;
}

} // namespace

QTEST_GUILESS_MAIN(TestSourceDocument)
// A batch plans every edit against the text as it stood and parses once: the result is the
// text the same edits give one by one, including a rename followed by edits under the new
// name, two entries added to one mapping, and edits next to each other.
void TestSourceDocument::batchedEditsEqualOneByOne()
{
    QFile file(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const auto path = [](std::initializer_list<const char *> keys) {
        NodePath result;
        for (const char *key : keys)
            result.append(PathStep{QString::fromUtf8(key)});
        return result;
    };
    const QString flow = QStringLiteral("flow.review-capability-change");
    const auto edits = [&](SourceDocument &document) -> Status {
        const NodePath states = NodePath{PathStep{QStringLiteral("workflows")}, PathStep{flow}, PathStep{QStringLiteral("states")}};
        if (Status s = document.renameKey(states + NodePath{PathStep{QStringLiteral("vetting")}}, QStringLiteral("reviewing")); !s)
            return s;
        if (Status s = document.setValue(states + path({"reviewing", "transitions", "vet", "actor"}), Value("agent")); !s)
            return s;
        if (Status s = document.setValue(states + path({"linted", "transitions", "lint_clean", "target"}), Value("reviewing")); !s)
            return s;
        if (Status s = document.setValue(states + path({"on_hold"}), Value::makeObject()); !s)
            return s;
        if (Status s = document.setValue(states + path({"on_hold", "terminal"}), Value(true)); !s)
            return s;
        if (Status s = document.setValue(states + path({"parked"}), Value::makeObject({{QStringLiteral("terminal"), Value(true)}})); !s)
            return s;
        if (Status s = document.remove(states + path({"approval_received", "transitions", "declined"})); !s)
            return s;
        if (Status s = document.setValue(states + path({"approval_received", "transitions", "sent_back", "target"}), Value("drafting")); !s)
            return s;
        if (Status s = document.setValue(states + path({"published", "description"}), Value("Live.")); !s)
            return s;
        if (Status s = document.setValue(states + path({"rejected", "description"}), Value("Turned down.")); !s)
            return s;
        return document.setValue(NodePath{PathStep{QStringLiteral("workflows")}, PathStep{flow}, PathStep{QStringLiteral("version")}},
                                 Value("2024-07-01"));
    };
    auto oneByOne = SourceDocument::fromText(text, QStringLiteral("library.yaml"));
    auto batched = SourceDocument::fromText(text, QStringLiteral("library.yaml"));
    QVERIFY(oneByOne.ok() && batched.ok());
    const Status plain = edits(*oneByOne.value());
    QVERIFY2(plain.ok(), plain.ok() ? "" : qPrintable(plain.error().message));
    batched.value()->beginBatch();
    const Status inBatch = edits(*batched.value());
    QVERIFY2(inBatch.ok(), inBatch.ok() ? "" : qPrintable(inBatch.error().message));
    const Status ended = batched.value()->endBatch();
    QVERIFY2(ended.ok(), ended.ok() ? "" : qPrintable(ended.error().message));
    QCOMPARE(QString::fromUtf8(batched.value()->text()), QString::fromUtf8(oneByOne.value()->text()));
    QVERIFY(batched.value()->text().contains("      reviewing:"));
}

#include "tst_sourcedocument.moc"
