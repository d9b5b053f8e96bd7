// YamlWriter's output reads back, through the same YAML reader the folders are read with, as
// exactly the JSON value written: for hand-picked strings YAML likes to retype, and for many
// random strings and documents.
#include "catalogcode/yamlwriter.h"
#include "flowgate/yamlreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

using namespace capstudio;

namespace {

QJsonValue readBack(const QByteArray &text)
{
    const flowgate::YamlReader::Result result = flowgate::YamlReader::read(text, QStringLiteral("t.yaml"), 0);
    if (!result.ok())
        return QJsonValue(QStringLiteral("PARSE ERROR: ") + result.error->toText());
    return result.value.toJson();
}

QJsonValue roundTrip(const QJsonValue &value)
{
    YamlWriter writer;
    writer.add(QStringLiteral("v"), value);
    return readBack(writer.text()).toObject().value(QLatin1String("v"));
}

QString randomString(QRandomGenerator &random)
{
    static const QString alphabet = QStringLiteral(" \t\n\r:#-?,[]{}&*!|>'\"%@`.~0123456789abcXYZeE+_/\\=<é漢\u00a0\u0085\u2028\u2029\ufeff\x01\x7f");
    QString text;
    const int length = random.bounded(12);
    for (int i = 0; i < length; ++i)
        text += alphabet.at(random.bounded(int(alphabet.size())));
    if (random.bounded(20) == 0)
        text += QString::fromUcs4(U"\U0001F600");
    return text;
}

QJsonValue randomValue(QRandomGenerator &random, int depth)
{
    switch (random.bounded(depth > 3 ? 5 : 7)) {
    case 0: return QJsonValue::Null;
    case 1: return random.bounded(2) == 1;
    case 2: return double(random.bounded(-100000, 100000));
    case 3: return random.bounded(-1000, 1000) / 8.0;
    case 4: return randomString(random);
    case 5: {
        QJsonArray array;
        for (int i = random.bounded(4); i > 0; --i)
            array.append(randomValue(random, depth + 1));
        return array;
    }
    default: {
        QJsonObject object;
        for (int i = random.bounded(4); i > 0; --i)
            object.insert(randomString(random), randomValue(random, depth + 1));
        return object;
    }
    }
}

} // namespace

class tst_YamlWriter : public QObject
{
    Q_OBJECT

private slots:
    void stringsYamlWouldRetype_data();
    void stringsYamlWouldRetype();
    void blockLayout();
    void keyOrder();
    void randomDocumentsReadBackExactly();
};

void tst_YamlWriter::stringsYamlWouldRetype_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : {"true", "False", "NULL", "~", "yes", "off", "y", "n", "123", "-1", "+1", "0x1F", "1e3",
                             ".inf", "-.inf", ".nan", "2026-01-01", "12:30", "", " lead", "trail ", "a: b", "a #b",
                             "#c", "- x", "? x", "[a]", "{a}", "&a", "*a", "!tag", "|x", ">x", "'q'", "\"q\"", "%x",
                             "@x", "`x", "<<", "a:", "---", "...", "line1\nline2", "line1\n", "\nline2", " a\nb",
                             "a \nb", "a\n \nb", "tab\there", "cr\rhere", "uni \u00e9 \u6f22", "bs\\x"}) {
        QTest::newRow(text) << QString::fromUtf8(text);
    }
    QTest::newRow("nel") << QString(QChar(0x85));
    QTest::newRow("bom") << QString(QChar(0xfeff)) + QStringLiteral("x");
    QTest::newRow("ls") << QStringLiteral("a") + QChar(0x2028) + QStringLiteral("b");
    QTest::newRow("control") << QStringLiteral("a") + QChar(1) + QStringLiteral("b");
}

void tst_YamlWriter::stringsYamlWouldRetype()
{
    QFETCH(QString, text);
    QCOMPARE(roundTrip(text), QJsonValue(text));
    // And as a key.
    YamlWriter writer;
    writer.add(QStringLiteral("v"), QJsonObject{{text, 1}});
    QCOMPARE(readBack(writer.text()).toObject().value(QLatin1String("v")), QJsonValue(QJsonObject{{text, 1}}));
}

void tst_YamlWriter::blockLayout()
{
    YamlWriter writer;
    writer.add(QStringLiteral("name"), QStringLiteral("Lookup order"));
    writer.add(QStringLiteral("description"), QStringLiteral("First line\n\n  indented"));
    writer.add(QStringLiteral("list"), QJsonArray{1, QJsonObject{{QStringLiteral("a"), 1}, {QStringLiteral("b"), QJsonArray{}}},
                                                  QJsonArray{QStringLiteral("x"), QStringLiteral("y")}});
    writer.add(QStringLiteral("empty"), QJsonObject());
    QCOMPARE(writer.text(), QByteArray("name: Lookup order\n"
                                       "description: |-\n"
                                       "  First line\n"
                                       "\n"
                                       "    indented\n"
                                       "list:\n"
                                       "  - 1\n"
                                       "  - a: 1\n"
                                       "    b: []\n"
                                       "  - - x\n"
                                       "    - \"y\"\n"
                                       "empty: {}\n"));
}

void tst_YamlWriter::keyOrder()
{
    YamlWriter writer;
    writer.add(QStringLiteral("f"),
               QJsonObject{{QStringLiteral("parameters"), 1}, {QStringLiteral("zeta"), 2}, {QStringLiteral("alpha"), 3},
                           {QStringLiteral("name"), 4}},
               {QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("parameters")});
    QCOMPARE(writer.text(), QByteArray("f:\n  name: 4\n  parameters: 1\n  alpha: 3\n  zeta: 2\n"));
}

void tst_YamlWriter::randomDocumentsReadBackExactly()
{
    QRandomGenerator random(20261206);
    for (int n = 0; n < 3000; ++n) {
        const QJsonValue value = randomValue(random, 0);
        YamlWriter writer;
        writer.add(QStringLiteral("v"), value);
        const QJsonValue back = readBack(writer.text()).toObject().value(QLatin1String("v"));
        QVERIFY2(back == value, (writer.text() + "\nread back as\n"
                                 + QJsonDocument(QJsonArray{back}).toJson(QJsonDocument::Compact) + "\nnot\n"
                                 + QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
                                    .constData());
        // Deterministic: the same value gives the same bytes.
        YamlWriter again;
        again.add(QStringLiteral("v"), value);
        QCOMPARE(again.text(), writer.text());
    }
}

QTEST_GUILESS_MAIN(tst_YamlWriter)
#include "tst_yamlwriter.moc"
