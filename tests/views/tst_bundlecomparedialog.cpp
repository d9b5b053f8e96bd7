// Two open bundles side by side in the Provenance area: the demo conversation against a copy
// with an unmasked argument, a slower call and an extra message.
#include "provenancetestsupport.h"
#include "views/bundlecomparedialog.h"

#include <QTabWidget>

using namespace capstudio;
using namespace capstudio::provenancetest;

class tst_BundleCompareDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void alignsAndListsEveryDifference();
    void differencesOnlyHidesTheSameRows();
    void rowOpensItsCallInItsBundle();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProvenancePane> m_pane;
    BundleCompareDialog *m_dialog = nullptr;
    QString m_plainEmail;
};

void tst_BundleCompareDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QFile demo(DemoPath);
    QVERIFY(demo.open(QIODevice::ReadOnly));
    QJsonObject document = QJsonDocument::fromJson(demo.readAll()).object();
    QJsonObject data = document.value(QStringLiteral("data")).toObject();
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    QCOMPARE(messages.size(), 8);
    QJsonObject terminal = messages.at(7).toObject();
    QJsonObject trace = terminal.value(QStringLiteral("provenance")).toObject();
    QJsonArray calls = trace.value(QStringLiteral("capabilityCalls")).toArray();
    QJsonObject customer = calls.at(1).toObject();
    QCOMPARE(customer.value(QStringLiteral("slug")).toString(), QStringLiteral("lookup_customer"));
    m_plainEmail = QStringLiteral("jane.doe@example.org");
    customer.insert(QStringLiteral("arguments"), QJsonObject{{QStringLiteral("email"), m_plainEmail}});
    calls[1] = customer;
    QJsonObject search = calls.at(3).toObject();
    search.insert(QStringLiteral("latencyMs"), 900);
    calls[3] = search;
    trace.insert(QStringLiteral("capabilityCalls"), calls);
    terminal.insert(QStringLiteral("provenance"), trace);
    messages[7] = terminal;
    QJsonObject thanks = messages.at(0).toObject();
    thanks.insert(QStringLiteral("id"), QStringLiteral("cmthanks00000000000000001"));
    thanks.insert(QStringLiteral("content"), QStringLiteral("Thanks, that helps."));
    messages.append(thanks);
    data.insert(QStringLiteral("messages"), messages);
    document.insert(QStringLiteral("data"), data);
    const QString copy = m_dir.filePath(QStringLiteral("rerun.json"));
    QFile out(copy);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(document).toJson());
    out.close();

    m_pane = std::make_unique<ProvenancePane>();
    m_pane->resize(1280, 800);
    QVERIFY(openAndWait(*m_pane, DemoPath));
    const auto compare = [this] {
        for (QAction *action : m_pane->bundleActions()) {
            if (action->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Compare")))
                return action;
        }
        return static_cast<QAction *>(nullptr);
    };
    QVERIFY(compare());
    QVERIFY(!compare()->isEnabled()); // one bundle: nothing to compare with
    QVERIFY(openAndWait(*m_pane, copy));
    m_pane->setCurrentEntry(0);
    QVERIFY(compare()->isEnabled());
    m_dialog = m_pane->compareWith(1);
    QVERIFY(m_dialog);
    QVERIFY(!m_pane->compareWith(0)); // not with itself
}

void tst_BundleCompareDialog::alignsAndListsEveryDifference()
{
    // The same conversation: messages by id; the extra one only in B.
    QTreeWidget *messages = m_dialog->messagesView();
    QCOMPARE(messages->topLevelItemCount(), 9);
    QCOMPARE(messages->topLevelItem(8)->text(0), QStringLiteral("only in B"));
    QVERIFY(messages->topLevelItem(8)->text(2).contains(QStringLiteral("Thanks, that helps.")));
    QCOMPARE(messages->topLevelItem(0)->text(0), QStringLiteral("same"));

    // The calls by tool-call id; the unmasked email is a redaction finding, never quoted.
    QTreeWidget *calls = m_dialog->callsView();
    QCOMPARE(calls->topLevelItemCount(), 4);
    QTreeWidgetItem *customer = calls->topLevelItem(1);
    QVERIFY(customer->text(0).startsWith(QStringLiteral("lookup_customer (tool call toolu_01DemoCustomer)")));
    QCOMPARE(customer->childCount(), 1);
    QCOMPARE(customer->child(0)->text(0), QStringLiteral("arguments/email (redaction leak)"));
    QCOMPARE(customer->child(0)->text(1), QStringLiteral("j***@e***.org"));
    for (QTreeWidget *tree : {messages, calls}) {
        QList<QTreeWidgetItem *> items;
        for (int row = 0; row < tree->topLevelItemCount(); ++row) {
            items << tree->topLevelItem(row);
            for (int child = 0; child < tree->topLevelItem(row)->childCount(); ++child)
                items << tree->topLevelItem(row)->child(child);
        }
        for (const QTreeWidgetItem *item : std::as_const(items)) {
            for (int column = 0; column < 3; ++column)
                QVERIFY2(!item->text(column).contains(m_plainEmail), qPrintable(item->text(column)));
        }
    }
    QTreeWidgetItem *search = calls->topLevelItem(3);
    QVERIFY(search->text(0).startsWith(QStringLiteral("search_knowledge_base")));
    QCOMPARE(search->childCount(), 1);
    QCOMPARE(search->child(0)->text(0), QStringLiteral("latencyMs (changed)"));
    QCOMPARE(search->child(0)->text(1), QStringLiteral("388"));
    QCOMPARE(search->child(0)->text(2), QStringLiteral("900"));
    QCOMPARE(calls->topLevelItem(0)->childCount(), 0);

    QVERIFY(m_dialog->summary()->text().contains(QStringLiteral("masked on one side and plain on the other")));
    QCOMPARE(m_dialog->comparison().redactionCount(), 1);
    QCOMPARE(m_dialog->comparison().differenceCount(), 3); // the email, the latency, the extra message

    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        auto *tabs = m_dialog->findChild<QTabWidget *>();
        tabs->setCurrentWidget(calls);
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
        QTest::qWait(50);
        QVERIFY(m_dialog->grab().save(
            QDir(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")).filePath(QStringLiteral("compare-bundles.png"))));
    }
}

void tst_BundleCompareDialog::differencesOnlyHidesTheSameRows()
{
    const auto shown = [](QTreeWidget *tree) {
        int count = 0;
        for (int row = 0; row < tree->topLevelItemCount(); ++row)
            count += tree->topLevelItem(row)->isHidden() ? 0 : 1;
        return count;
    };
    m_dialog->differencesOnly()->setChecked(true);
    QCOMPARE(shown(m_dialog->messagesView()), 1); // the extra one (the calls differ under Calls)
    QCOMPARE(shown(m_dialog->callsView()), 2);
    m_dialog->differencesOnly()->setChecked(false);
    QCOMPARE(shown(m_dialog->messagesView()), 9);
    QCOMPARE(shown(m_dialog->callsView()), 4);
}

void tst_BundleCompareDialog::rowOpensItsCallInItsBundle()
{
    QTreeWidget *calls = m_dialog->callsView();
    emit calls->itemActivated(calls->topLevelItem(3)->child(0), 2); // B's column of a difference
    QCOMPARE(m_pane->currentEntry(), 1);
    const Bundle &b = *m_pane->currentView()->bundle();
    QCOMPARE(m_pane->currentView()->currentCall(), callOf(b, QStringLiteral("search_knowledge_base")));
    emit m_dialog->messagesView()->itemActivated(m_dialog->messagesView()->topLevelItem(2), 1);
    QCOMPARE(m_pane->currentEntry(), 0);
    QCOMPARE(m_pane->currentView()->currentMessage(), 2);
}

QTEST_MAIN(tst_BundleCompareDialog)
#include "tst_bundlecomparedialog.moc"
