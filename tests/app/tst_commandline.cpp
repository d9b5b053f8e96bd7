// Drives the real capstudio binary headless, as a user or a CI job would.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

using clirun::capstudio;
using clirun::Run;

const char CleanRow[] = R"({
    "name": "Look Up Order", "slug": "lookup_order", "description": "Finds an order.",
    "category": "commerce", "executionType": "internal", "executionHandler": "LookupOrderCapability",
    "functionDefinition": {"name": "lookup_order", "description": "Finds an order.",
        "parameters": {"type": "object", "properties": {"n": {"type": "string"}}, "required": ["n"]}}
})";

} // namespace

class tst_CommandLine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void versionAndHelp();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void unreadableInputExitsTwo_data();
    void unreadableInputExitsTwo();
    void cleanFileExitsZero();
    void findingsExitOneWithPointers();
    void jsonReport();
    void hugeFileIsHandled();
    void nulCharacterIsFoundWhateverTheSize_data();
    void nulCharacterIsFoundWhateverTheSize();
    void modesAreNamedAndChosenByInput();
    void aLaterRowWithoutAnIdMakesTheFileBodies();

private:
    QString write(const QString &name, const QByteArray &content);
    QTemporaryDir m_dir;
};

void tst_CommandLine::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString tst_CommandLine::write(const QString &name, const QByteArray &content)
{
    return clirun::writeFile(m_dir, name, content);
}

void tst_CommandLine::versionAndHelp()
{
    const Run version = capstudio({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.startsWith(QLatin1String("capstudio ")), qPrintable(version.out));

    const Run help = capstudio({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QLatin1String("lint-capabilities")));

    const Run subHelp = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--help")});
    QCOMPARE(subHelp.exitCode, 0);
    QVERIFY(subHelp.out.contains(QLatin1String("--format")));
}

void tst_CommandLine::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("frobnicate")} << "unknown subcommand";
    QTest::newRow("no file") << QStringList{QStringLiteral("lint-capabilities")} << "expected exactly one FILE";
    QTest::newRow("two files") << QStringList{QStringLiteral("lint-capabilities"), QStringLiteral("a"), QStringLiteral("b")}
                               << "expected exactly one FILE";
    QTest::newRow("bad format") << QStringList{QStringLiteral("lint-capabilities"), QStringLiteral("--format"),
                                              QStringLiteral("xml"), QStringLiteral("a")}
                                << "--format must be text or json";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("lint-capabilities"), QStringLiteral("--frob"), QStringLiteral("a")}
                                    << "frob";
}

void tst_CommandLine::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = capstudio(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void tst_CommandLine::unreadableInputExitsTwo_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");

    QTest::newRow("not JSON") << "notjson.json" << QByteArray("[\n{\"slug\": 1,}\n]") << ":2:";
    QTest::newRow("10000-deep nesting") << "deep.json"
                                        << QByteArray(10000, '[') + QByteArray(10000, ']')
                                        << "nested too deeply";
    QTest::newRow("top-level string") << "string.json" << QByteArray("\"capabilities\"") << "not valid JSON";
    QTest::newRow("object without data") << "object.json" << QByteArray("{\"items\": []}")
                                         << "has no \"data\"";
    QTest::newRow("binary") << "binary.json" << QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0", 10) << "binary";
    QTest::newRow("empty file") << "empty.json" << QByteArray() << "empty";
}

void tst_CommandLine::unreadableInputExitsTwo()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const QString path = write(name, content);
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(path), qPrintable(run.err));
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));

    const Run missing = capstudio({QStringLiteral("lint-capabilities"), m_dir.filePath(QStringLiteral("absent.json"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QLatin1String("absent.json")));
}

void tst_CommandLine::cleanFileExitsZero()
{
    const QString path = write(QStringLiteral("clean.json"), QByteArray("[") + CleanRow + "]");
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.err.contains(QLatin1String("1 item checked")));
}

void tst_CommandLine::findingsExitOneWithPointers()
{
    QJsonObject row = QJsonDocument::fromJson(CleanRow).object();
    row.insert(QStringLiteral("rateLimit"), QStringLiteral("sixty"));
    row.insert(QStringLiteral("slug"), QStringLiteral("Lookup Order"));
    const QJsonObject envelope{{QStringLiteral("success"), true},
                               {QStringLiteral("data"), QJsonArray{QJsonObject{}, row}}};
    const QString path = write(QStringLiteral("findings.json"), QJsonDocument(envelope).toJson());
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.contains(path + QStringLiteral(":/data/1/rateLimit: error[wrong-type]: rateLimit must be an integer or null, not string")));
    QVERIFY(lines.contains(path + QStringLiteral(":/data/0/name: error[required-field]: name is required")));
    const bool slugLine = std::any_of(lines.cbegin(), lines.cend(), [&](const QString &line) {
        return line.startsWith(path + QStringLiteral(":/data/1/slug: error[slug-format]"));
    });
    QVERIFY2(slugLine, qPrintable(run.out));
}

void tst_CommandLine::jsonReport()
{
    const QString path = write(QStringLiteral("report.json"), QByteArray("[") + CleanRow + ", {}]");
    const Run run = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--format"),
                               QStringLiteral("json"), path});
    QCOMPARE(run.exitCode, 1);
    QJsonParseError error{};
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(report.value(QStringLiteral("items")).toInt(), 2);
    QCOMPARE(report.value(QStringLiteral("errors")).toInt(), 7); // the seven required fields of row 1
    const QJsonArray diagnostics = report.value(QStringLiteral("diagnostics")).toArray();
    QCOMPARE(diagnostics.size(), 7);
    QCOMPARE(diagnostics.first().toObject().value(QStringLiteral("pointer")).toString(), QStringLiteral("/1/name"));
}

void tst_CommandLine::hugeFileIsHandled()
{
    // 200 MB: the file is read and checked, not refused for its size, and nothing crashes.
    const QString path = m_dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[");
        const QByteArray padding(1 << 20, ' ');
        for (int i = 0; i < 200; ++i)
            file.write(padding);
        file.write("{\"slug\": 5}]");
    }
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QLatin1String(":/0/slug: error[wrong-type]")), qPrintable(run.out.left(500)));
    QFile::remove(path);
}

// A file without a \u0000 escape is not scanned for U+0000 (and a large one is scanned for
// duplicate keys beside the parse): a file with one is still found out, small or large.
void tst_CommandLine::nulCharacterIsFoundWhateverTheSize_data()
{
    QTest::addColumn<int>("padding");
    QTest::addColumn<bool>("withNul");
    QTest::newRow("small, clean") << 0 << false;
    QTest::newRow("small, U+0000") << 0 << true;
    QTest::newRow("2 MB, clean") << (2 << 20) << false;
    QTest::newRow("2 MB, U+0000") << (2 << 20) << true;
}

void tst_CommandLine::nulCharacterIsFoundWhateverTheSize()
{
    QFETCH(int, padding);
    QFETCH(bool, withNul);
    QJsonObject row = QJsonDocument::fromJson(CleanRow).object();
    if (withNul)
        row.insert(QStringLiteral("description"), QStringLiteral("Looks up an order") + QChar(0) + QStringLiteral(" by id"));
    const QByteArray text = "[" + QByteArray(padding, ' ') + QJsonDocument(row).toJson(QJsonDocument::Compact) + "]";
    QCOMPARE(text.contains("\\u0000"), withNul);
    const QString path = write(QStringLiteral("nul.json"), text);
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QCOMPARE(run.exitCode, withNul ? 1 : 0);
    QCOMPARE(run.out.contains(path + QStringLiteral(":/0/description: error[nul-character]")), withNul);
    // Read as stored rows (the path that skips the scan when the text has no escape).
    const Run rows = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--mode"), QStringLiteral("rows"), path});
    QCOMPARE(rows.out.contains(path + QStringLiteral(":/0/description: error[nul-character]")), withNul);

    // A key written twice is reported from the scan that ran beside the parse, too.
    QByteArray twice = text;
    twice.insert(twice.lastIndexOf('}'), R"(,"category":"commerce")");
    const QString twicePath = write(QStringLiteral("twice.json"), twice);
    const Run again = capstudio({QStringLiteral("lint-capabilities"), twicePath});
    QVERIFY2(again.out.contains(QLatin1String("json-duplicate-key")), qPrintable(again.out + again.err));
}

// A bare array is checked row by row from its text, the first row deciding how; a later row
// without an id still makes the whole file bodies to create, as when the file was read whole.
void tst_CommandLine::aLaterRowWithoutAnIdMakesTheFileBodies()
{
    QJsonObject stored = QJsonDocument::fromJson(CleanRow).object();
    stored.insert(QStringLiteral("id"), QStringLiteral("c1"));
    QJsonObject body = QJsonDocument::fromJson(CleanRow).object();
    body.insert(QStringLiteral("slug"), QStringLiteral("second_one"));
    body.insert(QStringLiteral("functionDefinition"),
                QJsonObject{{QStringLiteral("name"), QStringLiteral("second_one")},
                            {QStringLiteral("description"), QStringLiteral("d")},
                            {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}});
    const QString path = write(QStringLiteral("mixed.json"), QJsonDocument(QJsonArray{stored, body}).toJson());
    const Run run = capstudio({QStringLiteral("lint-capabilities"), path});
    QVERIFY2(run.err.contains(QLatin1String("checked as create bodies")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("2 items checked")), qPrintable(run.err));

    const QString rowsPath = write(QStringLiteral("rows.json"), QJsonDocument(QJsonArray{stored}).toJson());
    const Run rows = capstudio({QStringLiteral("lint-capabilities"), rowsPath});
    QVERIFY2(rows.err.contains(QLatin1String("checked as rows")), qPrintable(rows.err));
}

// Bodies to create and rows as stored are read differently, and the output says which.
void tst_CommandLine::modesAreNamedAndChosenByInput()
{
    // A POST body on its own: whitespace-only values and dropped keys warn, a null object and a
    // length over the bound as sent (before trimming) are Sunrise's refusals.
    QJsonObject body = QJsonDocument::fromJson(CleanRow).object();
    body.insert(QStringLiteral("category"), QStringLiteral("\u00a0 "));
    body.insert(QStringLiteral("isSystem"), QStringLiteral("yes"));
    const QString bodyPath = write(QStringLiteral("body.json"), QJsonDocument(body).toJson());
    const Run create = capstudio({QStringLiteral("lint-capabilities"), bodyPath});
    QCOMPARE(create.exitCode, 1);
    QVERIFY2(create.err.contains(QLatin1String("checked as create bodies")), qPrintable(create.err));
    QVERIFY2(create.out.contains(bodyPath + QStringLiteral(":/category: warning[whitespace-only]")), qPrintable(create.out));
    QVERIFY2(create.out.contains(bodyPath + QStringLiteral(":/isSystem: warning[dropped-field]")), qPrintable(create.out));
    QVERIFY2(!create.out.contains(QLatin1String("error[")), qPrintable(create.out));

    body = QJsonDocument::fromJson(CleanRow).object();
    body.insert(QStringLiteral("name"), QString(99, u'n') + QStringLiteral("  "));
    body.insert(QStringLiteral("metadata"), QJsonValue::Null);
    const QString refusedPath = write(QStringLiteral("refused.json"), QJsonDocument(QJsonArray{body}).toJson());
    const Run refused = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--format"), QStringLiteral("json"),
                                   refusedPath});
    QCOMPARE(refused.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(refused.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("mode")).toString(), QStringLiteral("create"));
    QCOMPARE(report.value(QStringLiteral("errors")).toInt(), 2);
    QStringList pointers;
    for (const QJsonValue &d : report.value(QStringLiteral("diagnostics")).toArray())
        pointers.append(d.toObject().value(QStringLiteral("pointer")).toString());
    pointers.sort();
    QCOMPARE(pointers, (QStringList{QStringLiteral("/0/metadata"), QStringLiteral("/0/name")}));

    // The same as rows (forced, or a response envelope by default): null is what a row holds.
    const Run rows = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--mode"), QStringLiteral("rows"),
                                refusedPath});
    QVERIFY2(rows.err.contains(QLatin1String("checked as rows")), qPrintable(rows.err));
    QVERIFY2(!rows.out.contains(QLatin1String("/0/metadata")), qPrintable(rows.out));
    const QJsonObject envelope{{QStringLiteral("success"), true}, {QStringLiteral("data"), QJsonArray{body}}};
    const QString envelopePath = write(QStringLiteral("envelope.json"), QJsonDocument(envelope).toJson());
    const Run served = capstudio({QStringLiteral("lint-capabilities"), envelopePath});
    QVERIFY2(served.err.contains(QLatin1String("checked as rows")), qPrintable(served.err));

    const Run bad = capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--mode"), QStringLiteral("post"),
                               refusedPath});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QLatin1String("--mode must be")), qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_commandline.moc"
