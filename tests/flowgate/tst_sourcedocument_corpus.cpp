// SourceDocument over every YAML file of the flowgate corpus: opening keeps the bytes (and
// saving writes them back unchanged); renaming one state of the first workflow changes the
// value the reader sees by exactly that rename and its retargets, and the text only where
// the name was written.

#include <flowgate/sourcedocument.h>
#include <flowgate/yamlreader.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const QString kCorpus = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate");

int g_files = 0;
int g_edits = 0;
int g_folded = 0;

struct Located
{
    NodePath path;
    Value value;
};

void collect(const Value &value, const NodePath &path, std::vector<Located> *out)
{
    out->push_back(Located{path, value});
    if (value.isObject()) {
        for (const Value::Member &member : value.members()) {
            NodePath child = path;
            child.append(PathStep{member.key});
            collect(member.value, child, out);
        }
    } else if (value.isArray()) {
        for (qsizetype i = 0; i < qsizetype(value.items().size()); ++i) {
            NodePath child = path;
            child.append(PathStep{QString(), i});
            collect(value.items()[size_t(i)], child, out);
        }
    }
}

// A corpus file's bytes, as the reader sees them, and every node of it; false (the file is
// skipped) when the reader refuses it.
bool readNodes(const QString &path, QByteArray *bytes, YamlReader::Result *original, std::vector<Located> *nodes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    *bytes = file.readAll();
    *original = YamlReader::read(*bytes, path, 0);
    if (!original->ok())
        return false;
    collect(original->value, NodePath(), nodes);
    return true;
}

Value *find(Value &root, const NodePath &path)
{
    Value *value = &root;
    for (const PathStep &step : path) {
        if (step.isIndex())
            value = &value->mutableItems()[size_t(step.index)];
        else
            value = &(*value)[step.key];
    }
    return value;
}

Value replacement(int n)
{
    switch (n % 16) {
    case 0:
        return Value("true");
    case 1:
        return Value("a: b # c");
    case 2:
        return Value("two\nlines\n");
    case 3:
        return Value("it's");
    case 4:
        return Value(42);
    case 5:
        return Value(3.0);
    case 6:
        return Value();
    case 7:
        return Value(QStringLiteral("ünïcödé ✓"));
    case 8:
        return Value("#hash");
    case 9:
        return Value("- item");
    case 10:
        return Value("");
    case 11:
        return Value("[x]");
    case 12: {
        Value object = Value::makeObject();
        object.insert(QStringLiteral("kind"), Value("expr"));
        object.insert(QStringLiteral("expr"), Value("$.context.x == 'y'"));
        return object;
    }
    case 13:
        return Value::makeArray({Value(1), Value("two"), Value::makeArray({Value(false)})});
    case 14:
        return Value::makeObject();
    default:
        return Value("  padded  ");
    }
}
int g_renamed = 0;

void renameStateValue(Value &root, const QString &workflow, const QString &from, const QString &to)
{
    Value &w = root[QStringLiteral("workflows")][workflow];
    Value &states = w[QStringLiteral("states")];
    const Value moved = states.value(from);
    states.remove(from);
    states.insert(to, moved);
    const auto retarget = [&](Value &holder) {
        if (holder.isObject() && holder.value(QStringLiteral("target")) == Value(from))
            holder[QStringLiteral("target")] = Value(to);
    };
    if (w.value(QStringLiteral("initialState")) == Value(from))
        w[QStringLiteral("initialState")] = Value(to);
    if (w.contains(QStringLiteral("onTimeout")))
        retarget(w[QStringLiteral("onTimeout")]);
    for (Value::Member &state : states.mutableMembers()) {
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

} // namespace

class TestSourceDocumentCorpus : public QObject
{
    Q_OBJECT

private slots:
    void roundTripAndRename_data();
    void roundTripAndRename();
    void everyFixtureWorkflowWasRenamed();
    void everyNodeCanBeEdited_data();
    void everyNodeCanBeEdited();
    void manyEditsWereChecked();
    void aValueSetToItselfKeepsTheBytes_data();
    void aValueSetToItselfKeepsTheBytes();
    void aNewValueInABlockScalarKeepsItsStyle_data();
    void aNewValueInABlockScalarKeepsItsStyle();
    void cleanupTestCase();
};

void TestSourceDocumentCorpus::roundTripAndRename_data()
{
    QTest::addColumn<QString>("path");
    QDirIterator it(kCorpus, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    QVERIFY(paths.size() > 100);
    for (const QString &path : paths)
        QTest::newRow(qPrintable(QDir(kCorpus).relativeFilePath(path))) << path;
}

void TestSourceDocumentCorpus::roundTripAndRename()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    ++g_files;

    const YamlReader::Result original = YamlReader::read(bytes, path, 0);
    auto opened = SourceDocument::open(path);
    if (!opened.ok()) {
        // Only what the reader refuses too.
        QVERIFY2(!original.ok(), qPrintable(opened.error().message));
        return;
    }
    SourceDocument &document = *opened.value();
    QCOMPARE(document.text(), bytes);
    QVERIFY(!document.isModified());
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy.yaml"));
    QVERIFY(document.save(copy).ok());
    QFile saved(copy);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), bytes);
    if (!original.ok())
        return;

    const QStringList workflows = document.keys(keyPath({QStringLiteral("workflows")}));
    if (workflows.isEmpty())
        return;
    const QString workflow = workflows.first();
    const NodePath base = keyPath({QStringLiteral("workflows"), workflow});
    NodePath statesPath = base;
    statesPath.append(PathStep{QStringLiteral("states")});
    const QStringList states = document.keys(statesPath);
    if (states.isEmpty())
        return;
    NodePath initialPath = base;
    initialPath.append(PathStep{QStringLiteral("initialState")});
    const std::optional<Value> initial = document.scalar(initialPath);
    const QString from =
        initial && states.contains(initial->toString()) ? initial->toString() : states.first();
    const QString to = from + QStringLiteral("_renamed");
    QVERIFY(!bytes.contains(to.toUtf8()));

    const Status status = document.renameState(workflow, from, to);
    QVERIFY2(status.ok(), status.ok() ? "" : qPrintable(status.error().message));
    const YamlReader::Result edited = YamlReader::read(document.text(), path, 0);
    QVERIFY2(edited.ok(), edited.ok() ? "" : qPrintable(edited.error->message()));
    Value expected = original.value;
    renameStateValue(expected, workflow, from, to);
    QVERIFY(edited.value == expected);

    // Only the renamed spans changed: naming them back gives the original bytes.
    QByteArray restored = document.text();
    restored.replace(to.toUtf8(), from.toUtf8());
    QCOMPARE(restored, bytes);
    ++g_renamed;
}

void TestSourceDocumentCorpus::everyFixtureWorkflowWasRenamed()
{
    qInfo("%d corpus files round-tripped, %d with a state renamed", g_files, g_renamed);
    QVERIFY(g_files > 100);
    // 26 fixture workflows plus the invalid documents that hold a workflow with states.
    QVERIFY(g_renamed >= 26);
}

void TestSourceDocumentCorpus::everyNodeCanBeEdited_data()
{
    roundTripAndRename_data();
}

// Every node of every file: replaced by a value of another shape, removed (entries and
// items), and every sequence appended to; the reader sees exactly that change each time.
void TestSourceDocumentCorpus::everyNodeCanBeEdited()
{
    QFETCH(QString, path);
    QByteArray bytes;
    YamlReader::Result original;
    std::vector<Located> nodes;
    if (!readNodes(path, &bytes, &original, &nodes))
        return;
    int n = 0;
    const auto check = [&](const Located &node, const char *what,
                           const std::function<Status(SourceDocument &)> &edit,
                           const std::function<void(Value &)> &expect) {
        auto document = SourceDocument::fromText(bytes, path);
        QVERIFY(document.ok());
        const Status status = edit(*document.value());
        QVERIFY2(status.ok(),
                 qPrintable(QStringLiteral("%1 %2: %3")
                                .arg(QLatin1String(what), pathText(node.path),
                                     status.ok() ? QString() : status.error().message)));
        const YamlReader::Result edited = YamlReader::read(document.value()->text(), path, 0);
        QVERIFY2(edited.ok(), qPrintable(QStringLiteral("%1 %2: %3\n%4")
                                             .arg(QLatin1String(what), pathText(node.path),
                                                  edited.ok() ? QString() : edited.error->message(),
                                                  QString::fromUtf8(document.value()->text()))));
        Value expected = original.value;
        expect(expected);
        QVERIFY2(edited.value == expected,
                 qPrintable(QStringLiteral("%1 %2:\n%3")
                                .arg(QLatin1String(what), pathText(node.path),
                                     QString::fromUtf8(document.value()->text()))));
        ++g_edits;
    };
    for (const Located &node : nodes) {
        if (node.path.isEmpty())
            continue;
        const Value value = replacement(n++);
        check(
            node, "set", [&](SourceDocument &d) { return d.setValue(node.path, value); },
            [&](Value &v) { *find(v, node.path) = value; });
        if (QTest::currentTestFailed())
            return;
        check(
            node, "remove", [&](SourceDocument &d) { return d.remove(node.path); },
            [&](Value &v) {
                NodePath parent = node.path;
                const PathStep last = parent.takeLast();
                Value *holder = find(v, parent);
                if (last.isIndex())
                    holder->mutableItems().erase(holder->mutableItems().begin() + last.index);
                else
                    holder->remove(last.key);
            });
        if (QTest::currentTestFailed())
            return;
        if (node.value.isArray()) {
            const Value item = replacement(n++);
            check(
                node, "append", [&](SourceDocument &d) { return d.append(node.path, item); },
                [&](Value &v) { find(v, node.path)->append(item); });
            if (QTest::currentTestFailed())
                return;
        }
        if (node.value.isObject()) {
            const Value member = replacement(n++);
            check(
                node, "insert",
                [&](SourceDocument &d) {
                    NodePath added = node.path;
                    added.append(PathStep{QStringLiteral("added key")});
                    return d.setValue(added, member);
                },
                [&](Value &v) { find(v, node.path)->insert(QStringLiteral("added key"), member); });
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestSourceDocumentCorpus::manyEditsWereChecked()
{
    qInfo("%d single-node edits checked against the reader", g_edits);
    QVERIFY(g_edits > 5000);
}

void TestSourceDocumentCorpus::cleanupTestCase()
{
    qInfo("%d folded blocks given a longer value", g_folded);
    QVERIFY(g_folded > 10);
}

void TestSourceDocumentCorpus::aValueSetToItselfKeepsTheBytes_data()
{
    everyNodeCanBeEdited_data();
}

// Setting any value to what the file already holds (a folded or literal block included)
// changes no byte.
void TestSourceDocumentCorpus::aValueSetToItselfKeepsTheBytes()
{
    QFETCH(QString, path);
    QByteArray bytes;
    YamlReader::Result original;
    std::vector<Located> nodes;
    if (!readNodes(path, &bytes, &original, &nodes))
        return;
    auto document = SourceDocument::fromText(bytes, path);
    QVERIFY(document.ok());
    for (const Located &node : nodes) {
        if (node.path.isEmpty())
            continue;
        const Status status = document.value()->setValue(node.path, node.value);
        QVERIFY2(status.ok(), qPrintable(pathText(node.path)));
        QVERIFY2(document.value()->text() == bytes,
                 qPrintable(QStringLiteral("%1 set to itself:\n%2").arg(pathText(node.path),
                                                                      QString::fromUtf8(document.value()->text()))));
    }
}

void TestSourceDocumentCorpus::aNewValueInABlockScalarKeepsItsStyle_data()
{
    everyNodeCanBeEdited_data();
}

// A folded (>) or literal (|) block given a new value stays a block of the same kind; a
// folded one wraps its lines no wider than the file's widest line (or 80).
void TestSourceDocumentCorpus::aNewValueInABlockScalarKeepsItsStyle()
{
    QFETCH(QString, path);
    QByteArray bytes;
    YamlReader::Result original;
    std::vector<Located> collected;
    if (!readNodes(path, &bytes, &original, &collected))
        return;
    const QList<QByteArray> lines = bytes.split('\n');
    qsizetype widest = 80;
    for (const QByteArray &line : lines)
        widest = std::max(widest, QString::fromUtf8(line).size());
    const std::vector<Located> &nodes = collected;
    for (const Located &node : nodes) {
        if (!node.value.isString() || node.value.pos().line <= 0 || node.value.pos().line > lines.size())
            continue;
        // The block's header: the value starts at `>` or `|` on its key's line.
        const QByteArray header = lines.at(node.value.pos().line - 1).mid(node.value.pos().column - 1, 1);
        if (header != ">" && header != "|")
            continue;
        auto document = SourceDocument::fromText(bytes, path);
        QVERIFY(document.ok());
        const QString longer = node.value.toString().trimmed()
                               + QStringLiteral(" And one more sentence, long enough to need a line of its own"
                                                " wherever the block wraps its text.\n");
        QVERIFY(document.value()->setValue(node.path, Value(longer)).ok());
        const QByteArray text = document.value()->text();
        const YamlReader::Result edited = YamlReader::read(text, path, 0);
        QVERIFY(edited.ok());
        Value expected = original.value;
        *find(expected, node.path) = Value(longer);
        QVERIFY2(edited.value == expected, qPrintable(pathText(node.path)));
        const QList<QByteArray> after = text.split('\n');
        const QByteArray headerAfter = after.value(node.value.pos().line - 1).mid(node.value.pos().column - 1, 1);
        QVERIFY2(headerAfter == header, qPrintable(QStringLiteral("%1: %2 became %3")
                                                       .arg(pathText(node.path), QString::fromLatin1(header),
                                                            QString::fromUtf8(after.value(node.value.pos().line - 1)))));
        // A folded block wraps; a literal one keeps its line breaks as they are (content).
        if (header == ">") {
            for (const QByteArray &line : after)
                QVERIFY2(QString::fromUtf8(line).size() <= widest,
                         qPrintable(pathText(node.path) + QStringLiteral(": ") + QString::fromUtf8(line)));
            ++g_folded;
        }
        ++g_edits;
    }
}

QTEST_GUILESS_MAIN(TestSourceDocumentCorpus)
#include "tst_sourcedocument_corpus.moc"
