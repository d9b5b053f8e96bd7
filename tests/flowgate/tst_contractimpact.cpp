// What a capability's snippet change would break in its callers (V13–V16).
#include "flowgate/contracthash.h"
#include "flowgate/contractimpact.h"
#include "flowgate/loader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

const char Library[] = R"(version: "1.0.0"
workflows:
  cap.plan.draft:
    verb: plan
    lifecycle: experimental
    snippet:
      inputs:
        brief: { type: object, required: true }
      outputs:
        plan: { type: object }
    initialState: ready
    states:
      ready:
        transitions:
          submit: { target: done, executor: { kind: noop }, output: { plan: "$.arguments.plan" } }
      done: { terminal: true }
  flow.ship:
    inputs:
      brief: { type: object }
      plan: { type: object }
    initialState: drafting
    states:
      drafting:
        transitions:
          draft:
            target: done
            executor:
              kind: workflow
              definitionId: cap.plan.draft
              expects_contract_hash: "PIN"
              use:
                inputs: { brief: "$.context.brief" }
                outputs: { "$.context.plan": plan }
      done: { terminal: true }
)";

} // namespace

class tst_ContractImpact : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void unchangedSnippetBreaksNothing();
    void changedOutputTypeConflictsAndBreaksThePin();
    void stableWithoutPinAsksForOne();

private:
    Loader::Result load(const QByteArray &text);
    QTemporaryDir m_dir;
    Value m_snippet;
};

Loader::Result tst_ContractImpact::load(const QByteArray &text)
{
    const QString path = m_dir.filePath(QStringLiteral("library.yaml"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    file.close();
    return Loader::load(path);
}

void tst_ContractImpact::initTestCase()
{
    // Pin the caller to the current hash so that the library starts clean.
    const Loader::Result unpinned = load(Library);
    QVERIFY(unpinned.loaded());
    m_snippet = unpinned.config.value(u"workflows").value(u"cap.plan.draft").value(u"snippet");
}

void tst_ContractImpact::unchangedSnippetBreaksNothing()
{
    const Loader::Result loaded = load(QByteArray(Library).replace("PIN", ContractHash::of(m_snippet).toUtf8()));
    QVERIFY(loaded.loaded());
    QVERIFY(ContractImpact::ofSnippetChange(loaded.config, loaded.files, QStringLiteral("cap.plan.draft"), m_snippet)
                .isEmpty());
}

void tst_ContractImpact::changedOutputTypeConflictsAndBreaksThePin()
{
    const Loader::Result loaded = load(QByteArray(Library).replace("PIN", ContractHash::of(m_snippet).toUtf8()));
    Value changed = m_snippet;
    Value outputs = changed.value(u"outputs");
    outputs.insert(QStringLiteral("plan"), Value::makeObject({{QStringLiteral("type"), Value("string"), {}}}));
    changed.insert(QStringLiteral("outputs"), outputs);

    const Diagnostics broken =
        ContractImpact::ofSnippetChange(loaded.config, loaded.files, QStringLiteral("cap.plan.draft"), changed);
    QStringList rules;
    for (const Diagnostic &d : broken)
        rules.append(d.ruleId());
    QCOMPARE(rules, (QStringList{QStringLiteral("V14"), QStringLiteral("V15")}));
    QVERIFY2(broken.at(0).message().startsWith(QLatin1String("SLOT_TYPE_CONFLICT: '$.context.plan' is written by")),
             qPrintable(broken.at(0).message()));
    QVERIFY2(broken.at(1).message().contains(ContractHash::of(changed)), qPrintable(broken.at(1).message()));
    QCOMPARE(broken.at(1).location().line, 30); // the caller's expects_contract_hash
}

void tst_ContractImpact::stableWithoutPinAsksForOne()
{
    QByteArray text(Library);
    text.replace("lifecycle: experimental", "lifecycle: stable");
    text.replace("              expects_contract_hash: \"PIN\"\n", "");
    const Loader::Result loaded = load(text);
    QVERIFY(loaded.loaded());
    Value changed = m_snippet;
    changed.insert(QStringLiteral("description"), Value("now documented"));
    const Diagnostics broken =
        ContractImpact::ofSnippetChange(loaded.config, loaded.files, QStringLiteral("cap.plan.draft"), changed);
    QCOMPARE(broken.size(), 1);
    QCOMPARE(broken.first().ruleId(), QStringLiteral("V16"));
    QVERIFY(broken.first().message().contains(QStringLiteral("expects_contract_hash: \"%1\"").arg(ContractHash::of(changed))));
}

QTEST_GUILESS_MAIN(tst_ContractImpact)
#include "tst_contractimpact.moc"
