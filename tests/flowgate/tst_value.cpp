#include "flowgate/value.h"

#include <QTest>

using namespace capstudio::flowgate;

class tst_Value : public QObject
{
    Q_OBJECT

private slots:
    void keysSortByCodePoints();
    void makeObjectKeepsTheLastDuplicate();
    void copiesAreIndependent();
    void removeAfterCopyDetachesFirst();
    void insertKeepsOrderAndReplaces();
    void integersAndFloatsDiffer();
    void missingAccessIsNull();
};

void tst_Value::keysSortByCodePoints()
{
    // U+FF61 is below U+1F600 as a code point, but above its surrogates as UTF-16.
    const QString bmp = QString(QChar(0xFF61));
    const QString astral = QString::fromUcs4(U"\U0001F600");
    QVERIFY(compareKeys(bmp, astral) < 0);
    QVERIFY(QString::compare(bmp, astral) > 0); // what plain QString ordering would say
    const Value object = Value::makeObject({{astral, Value(1), {}}, {bmp, Value(2), {}}, {QStringLiteral("a"), Value(3), {}}});
    QCOMPARE(object.members().at(0).key, QStringLiteral("a"));
    QCOMPARE(object.members().at(1).key, bmp);
    QCOMPARE(object.members().at(2).key, astral);
}

void tst_Value::makeObjectKeepsTheLastDuplicate()
{
    const Value object = Value::makeObject({{QStringLiteral("k"), Value(1), {}}, {QStringLiteral("k"), Value(2), {}}});
    QCOMPARE(object.size(), 1);
    QCOMPARE(object.value(u"k").toInt(), 2);
}

void tst_Value::copiesAreIndependent()
{
    Value original = Value::makeObject({{QStringLiteral("list"), Value::makeArray({Value(1)}), {}}});
    Value copy = original;
    copy[QStringLiteral("list")].append(Value(2));
    copy.insert(QStringLiteral("extra"), Value(true));
    QCOMPARE(original.value(u"list").size(), 1);
    QVERIFY(!original.contains(u"extra"));
    QCOMPARE(copy.value(u"list").size(), 2);
}

void tst_Value::removeAfterCopyDetachesFirst()
{
    Value original = Value::makeObject();
    for (int i = 0; i < 50; ++i)
        original.insert(QStringLiteral("k%1").arg(i, 2, 10, QLatin1Char('0')), Value(i));
    Value copy = original; // shared until written
    QVERIFY(copy.remove(u"k10"));
    QVERIFY(!copy.remove(u"k10"));
    QCOMPARE(copy.size(), 49);
    QCOMPARE(original.size(), 50);
    QVERIFY(original.contains(u"k10"));
    QCOMPARE(copy.value(u"k11").toInt(), 11);
}

void tst_Value::insertKeepsOrderAndReplaces()
{
    Value object;
    object.insert(QStringLiteral("b"), Value(1));
    object.insert(QStringLiteral("a"), Value(2));
    object.insert(QStringLiteral("b"), Value(3));
    QCOMPARE(object.size(), 2);
    QCOMPARE(object.members().front().key, QStringLiteral("a"));
    QCOMPARE(object.value(u"b").toInt(), 3);
}

void tst_Value::integersAndFloatsDiffer()
{
    QVERIFY(Value(3) != Value(3.0));
    QVERIFY(Value(qint64(3)) == Value(3));
    QCOMPARE(Value(3.0).typeName(), QStringLiteral("number"));
    QCOMPARE(Value::fromJson(QJsonValue(3.0)).type(), Value::Type::Int); // QJsonValue cannot tell
    QCOMPARE(Value::fromJson(QJsonValue(2.5)).type(), Value::Type::Float);
}

void tst_Value::missingAccessIsNull()
{
    const Value scalar(QStringLiteral("x"));
    QVERIFY(scalar.value(u"anything").isNull());
    QVERIFY(scalar.at(3).isNull());
    QVERIFY(scalar.find(u"k") == nullptr);
    QCOMPARE(scalar.size(), 0);
    QCOMPARE(Value(5).toString(), QString());
}

QTEST_GUILESS_MAIN(tst_Value)
#include "tst_value.moc"
