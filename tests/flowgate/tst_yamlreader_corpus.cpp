// YamlReader over the shared flowgate corpus: every YAML file (the runtime's own fixture
// library and the invalid-document set, which is valid YAML throughout) reads without
// error; every position agrees with the file's bytes; a few known values are spot-checked.

#include <flowgate/yamlreader.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <vector>

using capstudio::flowgate::SourcePos;
using capstudio::flowgate::Value;
using capstudio::flowgate::YamlReader;

namespace {

const QString kFlowgateDir = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate");

// Line and column (1-based, columns in characters) of every byte of a UTF-8 text with
// LF or CR LF line ends.
struct LineTable
{
    std::vector<int> line;
    std::vector<int> column;

    explicit LineTable(const QByteArray &text)
    {
        line.resize(size_t(text.size()) + 1);
        column.resize(size_t(text.size()) + 1);
        int currentLine = 1;
        int currentColumn = 0;
        for (qsizetype i = 0; i <= text.size(); ++i) {
            const bool continuation = i < text.size()
                && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
            if (!continuation)
                ++currentColumn;
            line[size_t(i)] = currentLine;
            column[size_t(i)] = currentColumn;
            if (i < text.size() && text[i] == '\n') {
                ++currentLine;
                currentColumn = 0;
            }
        }
    }
};

Value at(const Value &root, std::initializer_list<const char *> path)
{
    Value value = root;
    for (const char *key : path)
        value = value.value(QString::fromUtf8(key));
    return value;
}

const Value::Member *memberAt(const Value &root, std::initializer_list<const char *> path)
{
    const Value *value = &root;
    const Value::Member *member = nullptr;
    for (const char *key : path) {
        member = value->findMember(QString::fromUtf8(key));
        if (!member)
            return nullptr;
        value = &member->value;
    }
    return member;
}

void comparePos(const SourcePos &pos, int line, int column, qint64 offset)
{
    QCOMPARE(pos.line, line);
    QCOMPARE(pos.column, column);
    QCOMPARE(pos.offset, offset);
}

YamlReader::Result readCorpusFile(const QString &relative)
{
    return YamlReader::readFile(kFlowgateDir + QLatin1Char('/') + relative, 11);
}

} // namespace

class TestYamlReaderCorpus : public QObject
{
    Q_OBJECT

private slots:
    void everyFileReads_data();
    void everyFileReads();
    void everyFileReadsTheSameParsedBeside_data() { everyFileReads_data(); }
    void everyFileReadsTheSameParsedBeside();
    void repoManifest();
    void capabilityWithFoldedText();
    void invalidDocumentAfterNonAsciiLine();
};

void TestYamlReaderCorpus::everyFileReads_data()
{
    QTest::addColumn<QString>("relative");
    const QDir base(kFlowgateDir);
    QStringList files;
    for (const QString &folder : {QStringLiteral("cognitive-architectures"), QStringLiteral("invalid")}) {
        QDirIterator it(base.filePath(folder), {QStringLiteral("*.yaml")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << base.relativeFilePath(it.next());
    }
    files.sort();
    QVERIFY2(files.size() >= 130, qPrintable(QString::number(files.size())));
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestYamlReaderCorpus::everyFileReads()
{
    QFETCH(QString, relative);
    const QString path = kFlowgateDir + QLatin1Char('/') + relative;
    const YamlReader::Result result = YamlReader::readFile(path, 11);
    QVERIFY2(result.ok(), qPrintable(result.error->toText()));
    QVERIFY(result.value.isObject());

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const LineTable table(text);
    auto checkPos = [&](const SourcePos &pos) {
        QCOMPARE(pos.file, 11);
        QVERIFY(pos.offset >= 0 && pos.offset <= text.size());
        QCOMPARE(pos.line, table.line[size_t(pos.offset)]);
        QCOMPARE(pos.column, table.column[size_t(pos.offset)]);
    };

    std::vector<const Value *> stack{&result.value};
    int keys = 0;
    while (!stack.empty()) {
        const Value *value = stack.back();
        stack.pop_back();
        checkPos(value->pos());
        if (value->isInt()) {
            // An integer is written as itself here (no anchors or tags in the corpus).
            const QByteArray written = QByteArray::number(value->toInt());
            QVERIFY2(text.mid(value->pos().offset, written.size()) == written,
                     qPrintable(QString::fromUtf8(text.mid(value->pos().offset, 20))));
        }
        for (const Value &item : value->items())
            stack.push_back(&item);
        for (const Value::Member &member : value->members()) {
            checkPos(member.keyPos);
            // Keys are written plainly or quoted, starting exactly at their position.
            const QByteArray key = member.key.toUtf8();
            const char first = text.at(member.keyPos.offset);
            QVERIFY2(text.mid(member.keyPos.offset, key.size()) == key || first == '"' || first == '\'',
                     qPrintable(QStringLiteral("key %1 at line %2").arg(member.key).arg(member.keyPos.line)));
            ++keys;
            stack.push_back(&member.value);
        }
    }
    QVERIFY(keys > 0);
}

// Every value, key and position, one line each, for comparing two reads.
void dump(const Value &value, QStringList &lines, const QString &path = QStringLiteral("$"))
{
    const SourcePos pos = value.pos();
    lines << QStringLiteral("%1 %2 %3:%4:%5 %6")
                 .arg(path, value.typeName())
                 .arg(pos.line)
                 .arg(pos.column)
                 .arg(pos.offset)
                 .arg(value.isString() ? value.toString() : QString::number(value.toDouble()));
    for (qsizetype i = 0; i < qsizetype(value.items().size()); ++i)
        dump(value.items()[size_t(i)], lines, path + QLatin1Char('/') + QString::number(i));
    for (const Value::Member &member : value.members()) {
        lines << QStringLiteral("%1 key %2 at %3").arg(path, member.key).arg(member.keyPos.offset);
        dump(member.value, lines, path + QLatin1Char('/') + member.key);
    }
}

// With libyaml on a thread of its own (as files of 128 KiB and more are read), every file
// reads to the same values at the same positions.
void TestYamlReaderCorpus::everyFileReadsTheSameParsedBeside()
{
    QFETCH(QString, relative);
    const QString path = kFlowgateDir + QLatin1Char('/') + relative;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    capstudio::flowgate::YamlLimits beside;
    beside.parseBesideFrom = 0;
    const YamlReader::Result inLine = YamlReader::read(text, relative, 3);
    const YamlReader::Result parsedBeside = YamlReader::read(text, relative, 3, beside);
    QVERIFY(inLine.ok() && parsedBeside.ok());
    QStringList expected, actual;
    dump(inLine.value, expected);
    dump(parsedBeside.value, actual);
    QVERIFY(expected.size() > 2); // the root, a key and its value at least
    QCOMPARE(actual, expected);
}

void TestYamlReaderCorpus::repoManifest()
{
    const YamlReader::Result result = readCorpusFile(QStringLiteral("cognitive-architectures/flowgate.repo.yaml"));
    QVERIFY2(result.ok(), qPrintable(result.error->toText()));
    const Value &root = result.value;
    QCOMPARE(root.value(u"schema"), Value("flowgate.repo/v1"));
    comparePos(root.value(u"schema").pos(), 1, 9, 8);
    comparePos(root.findMember(u"schema")->keyPos, 1, 1, 0);
    QCOMPARE(root.value(u"version"), Value("0.6.0")); // not a number
    const Value description = root.value(u"description");
    QVERIFY(description.toString().startsWith(
        QStringLiteral("The canonical first resource repo for the mcp-flowgate v0.6\ncapability/")));
    comparePos(description.pos(), 5, 14, 104);
    QCOMPARE(at(root, {"layout", "scripts"}), Value("scripts-library"));
    QCOMPARE(at(root, {"layout", "connections"}), Value("._unused_v02_connections"));
    const Value::Member *connections = memberAt(root, {"layout", "connections"});
    QVERIFY(connections);
    comparePos(connections->keyPos, 40, 3, 1643);
}

void TestYamlReaderCorpus::capabilityWithFoldedText()
{
    const YamlReader::Result result = readCorpusFile(
        QStringLiteral("cognitive-architectures/capabilities/cap.plan.vet.yaml"));
    QVERIFY2(result.ok(), qPrintable(result.error->toText()));
    const Value workflow = at(result.value, {"workflows", "cap.plan.vet"});
    QCOMPARE(workflow.value(u"description"),
             Value("Adversarial review of a draft plan; emit verdict + findings.\n"));
    comparePos(workflow.value(u"description").pos(), 11, 18, 279);
    const Value defaultValue = at(workflow, {"snippet", "inputs", "max_iterations", "default"});
    QCOMPARE(defaultValue, Value(3));
    QVERIFY(defaultValue.isInt());
    comparePos(defaultValue.pos(), 16, 51, 483);
    const Value::Member *enumMember = memberAt(workflow, {"snippet", "outputs", "verdict", "enum"});
    QVERIFY(enumMember);
    comparePos(enumMember->keyPos, 18, 35, 536);
    QCOMPARE(enumMember->value, Value::makeArray({Value("pass"), Value("fail"), Value("needs-revision")}));
}

void TestYamlReaderCorpus::invalidDocumentAfterNonAsciiLine()
{
    // Line 1 holds two em dashes (3 bytes each): byte offsets run ahead of columns.
    const YamlReader::Result result = readCorpusFile(QStringLiteral("invalid/V4-snippet-inputs-not-mapping.yaml"));
    QVERIFY2(result.ok(), qPrintable(result.error->toText()));
    const Value &root = result.value;
    QCOMPARE(root.value(u"version"), Value("1.0.0"));
    comparePos(root.findMember(u"version")->keyPos, 2, 1, 84);
    comparePos(root.value(u"version").pos(), 2, 10, 93);
    comparePos(root.findMember(u"workflows")->keyPos, 3, 1, 101);
    const Value::Member *workflow = memberAt(root, {"workflows", "cap.plan.draft"});
    QVERIFY(workflow);
    comparePos(workflow->keyPos, 4, 3, 114);
    const Value inputs = at(workflow->value, {"snippet", "inputs"});
    QCOMPARE(inputs, Value::makeArray({Value("brief")}));
    comparePos(inputs.pos(), 7, 15, 172);
}

QTEST_GUILESS_MAIN(TestYamlReaderCorpus)
#include "tst_yamlreader_corpus.moc"
