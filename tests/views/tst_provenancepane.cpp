#include "provenancetestsupport.h"

#include <QDir>
#include <QHeaderView>
#include <algorithm>

using namespace capstudio;
using namespace capstudio::provenancetest;

// The Provenance area on the demo bundle (always present) and on bundles built from it.
class tst_ProvenancePane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void demoBundleOpensWithHeaderAndModels();
    void demoLeaksFollowedByKeyboard();
    void malformedFileShowsLineAndColumnAndKeepsOthers();
    void invalidProvenanceIsShownAndRestOpens();
    void hostileTextIsShownLiterally();
    void workspaceConversationsAreRequestedById();
    void aReviewBesideTheFileShowsItsVerdicts();

private:
    QTemporaryDir m_dir;
};

void tst_ProvenancePane::initTestCase()
{
    QVERIFY(m_dir.isValid());
    useTemporarySettings(m_dir.path());
    QVERIFY(QFile::exists(DemoPath));
}

void tst_ProvenancePane::demoBundleOpensWithHeaderAndModels()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, DemoPath));
    QCOMPARE(pane.bundleCount(), 1);
    BundleView *view = pane.currentView();
    QVERIFY(view);
    const Bundle &bundle = *view->bundle();
    QCOMPARE(int(bundle.messages().size()), 8);
    QCOMPARE(int(bundle.calls().size()), 4);
    QVERIFY(!bundle.findings().empty()); // the demo conversation has a leak

    const QString header = view->header()->text();
    QVERIFY2(header.contains(QStringLiteral("Late delivery DE-104233")), qPrintable(header));
    QVERIFY(header.contains(QStringLiteral("Support Concierge (support-concierge)")));
    QVERIFY(header.contains(QStringLiteral("cmh2demo0000conv7k3p9x2qa")));
    QVERIFY(header.contains(QStringLiteral("8 messages")));
    QVERIFY(header.contains(QStringLiteral("4 capability calls")));
    QVERIFY(header.contains(QStringLiteral("0 failed")));
    QVERIFY(header.contains(QStringLiteral("%1 leaks").arg(bundle.findings().size())));

    QAbstractItemModelTester timelineTester(view->timelineModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(view->filterProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester findingsTester(view->findingsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(view->timelineModel()->rowCount(), 8);
    const QModelIndex terminal = view->timelineModel()->index(7, 0);
    QCOMPARE(view->timelineModel()->rowCount(terminal), 4);
    QCOMPARE(view->timelineModel()->index(0, TimelineModel::ItemColumn, terminal).data().toString(),
             QStringLiteral("✓ lookup_order"));
    QCOMPARE(view->findingsModel()->rowCount(), int(bundle.findings().size()));
    // A row has children exactly when it shows some, filtered or not (without a filter the
    // proxy asks the timeline, with one it counts what passes).
    const auto childrenAgree = [view] {
        const QAbstractItemModel *proxy = view->filterProxy();
        for (int row = 0; row < proxy->rowCount(); ++row) {
            const QModelIndex index = proxy->index(row, 0);
            if (proxy->hasChildren(index) != (proxy->rowCount(index) > 0))
                return false;
        }
        return true;
    };
    QVERIFY(childrenAgree());
    QVERIFY(view->filterProxy()->hasChildren(view->filterProxy()->index(7, 0)));
    // Filtering under the testers exercises the proxy's signals.
    view->leaksOnlyFilter()->setChecked(true);
    QVERIFY(childrenAgree());
    view->slugFilter()->setCurrentIndex(view->slugFilter()->findData(QStringLiteral("lookup_customer")));
    QVERIFY(childrenAgree());
    view->textFilter()->setText(QStringLiteral("jonas"));
    view->applyTextFilter();
    view->clearFilters();
    QCOMPARE(view->filterProxy()->rowCount(), 8);
    QVERIFY(childrenAgree());

    // The findings open in message order; a click on a column header sorts by it.
    const QAbstractItemModel *findings = view->findingsView()->model();
    const auto messageOrder = [findings] {
        QList<int> rows;
        for (int row = 0; row < findings->rowCount(); ++row)
            rows.append(findings->index(row, FindingsModel::MessageColumn).data(FindingsModel::SortRole).toInt());
        return rows;
    };
    QList<int> sorted = messageOrder();
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(messageOrder(), sorted);
    QHeaderView *columns = view->findingsView()->horizontalHeader();
    QCOMPARE(columns->sortIndicatorSection(), int(FindingsModel::MessageColumn));
    columns->setSortIndicator(FindingsModel::MessageColumn, Qt::DescendingOrder); // what a click does
    std::reverse(sorted.begin(), sorted.end());
    QCOMPARE(messageOrder(), sorted);
}

void tst_ProvenancePane::demoLeaksFollowedByKeyboard()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, DemoPath));
    pane.show();
    QApplication::setActiveWindow(&pane);
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    view->timeline()->setFocus();
    QCOMPARE(view->currentMessage(), 0);
    // The customer's email in the first message is a leak of the conversation itself.
    const std::vector<int> first = bundle.findingsOfMessage(0);
    QVERIFY(!first.empty());
    QCOMPARE(bundle.findings()[size_t(first.front())].text, QStringLiteral("jonas.weber@example.org"));

    // F8 visits every leaking row in order and wraps around to the first.
    QList<QPair<int, int>> stops;
    for (const provenance::Finding &f : bundle.findings()) {
        if (!stops.contains(qMakePair(f.message, f.call)))
            stops.append({f.message, f.call});
    }
    std::sort(stops.begin(), stops.end());
    QVERIFY(stops.size() >= 2);
    for (qsizetype i = 1; i <= stops.size(); ++i) {
        QTest::keyClick(view->timeline(), Qt::Key_F8);
        const QPair<int, int> expected = stops.at(i % stops.size());
        QCOMPARE(qMakePair(view->currentMessage(), view->currentCall()), expected);
        const int focused = view->detailView()->focusedFinding();
        QVERIFY(focused >= 0);
        QCOMPARE(bundle.findings()[size_t(focused)].message, expected.first);
    }
    QTest::keyClick(view->timeline(), Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(qMakePair(view->currentMessage(), view->currentCall()), stops.constLast());
    // The findings table selects the leak that was moved to.
    QCOMPARE(view->findingsView()->currentIndex().data(FindingsModel::FindingRole).toInt(),
             view->detailView()->focusedFinding());

    // Ctrl+Down walks the traced calls of the terminal message.
    view->selectMessage(0);
    for (int call = 0; call < int(bundle.calls().size()); ++call) {
        QTest::keyClick(view->timeline(), Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(view->currentCall(), call);
        QCOMPARE(view->detailView()->currentCall(), call);
    }
    QTest::keyClick(view->timeline(), Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), int(bundle.calls().size()) - 2);
}

void tst_ProvenancePane::malformedFileShowsLineAndColumnAndKeepsOthers()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, DemoPath));
    const QString path = m_dir.filePath(QStringLiteral("broken.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"success\": true,\n  \"data\": {\n    \"conversation\": {\"id\": \"x\",, \"title\": null}\n");
    }
    QVERIFY(!openAndWait(pane, path));
    QCOMPARE(pane.bundleCount(), 1);
    QCOMPARE(pane.entryCount(), 2);
    QCOMPARE(pane.currentEntry(), 1);
    QVERIFY(!pane.currentView());
    const QString error = pane.currentError();
    QVERIFY2(error.contains(QStringLiteral("broken.json:4:")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("byte")), qPrintable(error));
    // The error page shows it.
    const auto labels = pane.findChildren<QLabel *>(QStringLiteral("messageText"));
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                        [](const QLabel *label) { return label->text().contains(QStringLiteral(":4:")); }));
    // The other bundle is still there.
    pane.setCurrentEntry(0);
    QVERIFY(pane.currentView());
    QCOMPARE(int(pane.currentView()->bundle()->messages().size()), 8);

    // A truncated file.
    const QString cut = m_dir.filePath(QStringLiteral("cut.json"));
    {
        QFile source(DemoPath);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QFile file(cut);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(source.readAll().left(3000));
    }
    QVERIFY(!openAndWait(pane, cut));
    QVERIFY(pane.currentError().contains(QStringLiteral("cut.json:")));
    QCOMPARE(pane.bundleCount(), 1);
}

void tst_ProvenancePane::invalidProvenanceIsShownAndRestOpens()
{
    QFile source(DemoPath);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(source.readAll()).object();
    QJsonObject data = root.value(QStringLiteral("data")).toObject();
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    QJsonObject terminal = messages.at(7).toObject();
    QJsonObject provenanceObject = terminal.value(QStringLiteral("provenance")).toObject();
    QJsonArray calls = provenanceObject.value(QStringLiteral("capabilityCalls")).toArray();
    QJsonObject call = calls.at(0).toObject();
    call.insert(QStringLiteral("latencyMs"), -5); // latencyMs must be >= 0
    calls.replace(0, call);
    provenanceObject.insert(QStringLiteral("capabilityCalls"), calls);
    terminal.insert(QStringLiteral("provenance"), provenanceObject);
    messages.replace(7, terminal);
    data.insert(QStringLiteral("messages"), messages);
    root.insert(QStringLiteral("data"), data);

    ProvenancePane pane;
    QSignalSpy spy(&pane, &ProvenancePane::loadFinished);
    pane.openBundleBytes(QJsonDocument(root).toJson(), QStringLiteral("invalid.json"));
    QVERIFY(spy.wait(60000));
    BundleView *view = pane.currentView();
    QVERIFY(view);
    QCOMPARE(view->bundle()->invalidProvenanceCount(), 1);
    QCOMPARE(int(view->bundle()->messages().size()), 8);
    QVERIFY(view->header()->text().contains(QStringLiteral("1 with invalid provenance")));
    QVERIFY(view->timelineModel()->messageIndex(7, TimelineModel::StatusColumn).data().toString().contains(
        QStringLiteral("invalid provenance")));
    view->selectMessage(7);
    const QString text = view->detailView()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Invalid provenance")));
    const provenance::MessageDetail detail = view->bundle()->message(7);
    QVERIFY(!detail.provenanceProblems.isEmpty());
    QVERIFY(text.contains(detail.provenanceProblems.constFirst()));
}

void tst_ProvenancePane::hostileTextIsShownLiterally()
{
    QFile source(DemoPath);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(source.readAll()).object();
    QJsonObject data = root.value(QStringLiteral("data")).toObject();
    QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
    conversation.insert(QStringLiteral("title"), QStringLiteral("<b>bold</b> & <a href='x'>link</a>"));
    data.insert(QStringLiteral("conversation"), conversation);
    QJsonArray messages = data.value(QStringLiteral("messages")).toArray();
    QJsonObject first = messages.at(0).toObject();
    const QString content = QStringLiteral("<img src='http://evil.example/x.png'><h1>Hi</h1> mail me at jonas.weber@example.org");
    first.insert(QStringLiteral("content"), content);
    messages.replace(0, first);
    data.insert(QStringLiteral("messages"), messages);
    root.insert(QStringLiteral("data"), data);

    ProvenancePane pane;
    QSignalSpy spy(&pane, &ProvenancePane::loadFinished);
    pane.openBundleBytes(QJsonDocument(root).toJson(), QStringLiteral("hostile.json"));
    QVERIFY(spy.wait(60000));
    BundleView *view = pane.currentView();
    QVERIFY(view);
    QVERIFY(view->header()->text().contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt; &amp; &lt;a href=")));
    view->selectMessage(0);
    QVERIFY(view->detailView()->toPlainText().contains(content));
    QVERIFY(view->detailView()->document()->allFormats().size() > 0);
    QVERIFY(!view->detailView()->toHtml().contains(QStringLiteral("<img")));
    // The leak inside it is still found and marked.
    const auto &highlights = view->detailView()->highlights();
    QVERIFY(std::any_of(highlights.cbegin(), highlights.cend(), [](const MessageDetailView::Highlight &h) {
        return h.kind == MessageDetailView::Highlight::Leak;
    }));
}

void tst_ProvenancePane::workspaceConversationsAreRequestedById()
{
    ProvenancePane pane;
    pane.setWorkspaceConversations({{QStringLiteral("conv-1"), QStringLiteral("Late delivery"), QStringLiteral("Concierge"),
                                     QDateTime::currentDateTimeUtc(), 8}});
    QTreeWidget *list = pane.documentList();
    QTreeWidgetItem *workspace = list->topLevelItem(1);
    QCOMPARE(workspace->text(0), QStringLiteral("Workspace"));
    QCOMPARE(workspace->childCount(), 1);
    QSignalSpy requested(&pane, &ProvenancePane::conversationRequested);
    QObject::connect(&pane, &ProvenancePane::conversationRequested, &pane, [&pane](const QString &id) {
        QFile file(DemoPath);
        if (file.open(QIODevice::ReadOnly))
            pane.openBundleBytes(file.readAll(), QStringLiteral("Late delivery"), QStringLiteral("workspace:") + id);
    });
    QSignalSpy loaded(&pane, &ProvenancePane::loadFinished);
    list->setCurrentItem(workspace->child(0));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toString(), QStringLiteral("conv-1"));
    QVERIFY(loaded.wait(60000));
    QCOMPARE(pane.bundleCount(), 1);
    // Asking again selects the open one.
    list->setCurrentItem(workspace->child(0));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(pane.currentEntry(), 0);
}

QTEST_MAIN(tst_ProvenancePane)
// A review kept beside the bundle file: its verdicts in the findings' Verdict column with a
// line saying who signed it; after the bundle changes every verdict shows as stale; a review
// changed after signing shows none and says so.
void tst_ProvenancePane::aReviewBesideTheFileShowsItsVerdicts()
{
    const QString bundlePath = m_dir.filePath(QStringLiteral("reviewed.json"));
    QFile::remove(bundlePath);
    QVERIFY(QFile::copy(DemoPath, bundlePath));
    QFile::setPermissions(bundlePath, QFile::ReadOwner | QFile::WriteOwner);
    const Bundle::Result opened = Bundle::open(bundlePath);
    QVERIFY(opened.ok() && !opened.bundle->findings().empty());
    const provenance::Finding &finding = opened.bundle->findings().front();
    Expected<provenance::ReviewFile> review = provenance::ReviewFile::start(bundlePath);
    QVERIFY(review.ok());
    provenance::ReviewFile::Entry entry;
    entry.findingKey = provenance::findingKey(*opened.bundle, finding);
    entry.kind = provenance::leakKindId(finding.kind);
    entry.pointer = finding.location();
    entry.verdict = provenance::Verdict::ConfirmedLeak;
    entry.note = QStringLiteral("Rotated the key.");
    entry.reviewer = QStringLiteral("alice");
    entry.time = QStringLiteral("2026-12-07T10:00:00Z");
    review.value().setVerdict(entry);
    const Expected<provenance::SigningKey> key = provenance::SigningKey::generate();
    QVERIFY(key.ok());
    QVERIFY(review.value().sign(key.value(), bundlePath).ok());
    const QString reviewPath = provenance::ReviewFile::pathFor(bundlePath);
    QVERIFY(review.value().write(reviewPath).ok());

    const auto verdictTexts = [](BundleView *view) {
        QStringList texts;
        FindingsModel *model = view->findingsModel();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text = model->index(row, FindingsModel::VerdictColumn).data().toString();
            if (!text.isEmpty())
                texts << text;
        }
        return texts;
    };
    {
        ProvenancePane pane;
        QVERIFY(openAndWait(pane, bundlePath));
        BundleView *view = pane.currentView();
        QVERIFY(view);
        QCOMPARE(verdictTexts(view), QStringList{QStringLiteral("confirmed leak (alice)")});
        QVERIFY(!view->reviewLabel()->isHidden());
        QVERIFY2(view->reviewLabel()->text().contains(QLatin1String("as it was judged")), qPrintable(view->reviewLabel()->text()));
    }
    // The evidence changes: the verdicts stay, marked stale.
    QFile bundleFile(bundlePath);
    QVERIFY(bundleFile.open(QIODevice::Append));
    bundleFile.write("\n");
    bundleFile.close();
    {
        ProvenancePane pane;
        QVERIFY(openAndWait(pane, bundlePath));
        BundleView *view = pane.currentView();
        QCOMPARE(verdictTexts(view), QStringList{QStringLiteral("confirmed leak (alice), stale")});
        QVERIFY2(view->reviewLabel()->text().contains(QLatin1String("stale")), qPrintable(view->reviewLabel()->text()));
        const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            pane.resize(1280, 800);
            pane.show();
            QVERIFY(QTest::qWaitForWindowExposed(&pane));
            view->findingsView()->selectRow(0);
            QTest::qWait(50);
            pane.grab().save(QDir(folder).filePath(QStringLiteral("provenance-review.png")));
        }
    }
    // The review is altered after signing: no verdict is shown.
    QFile reviewFile(reviewPath);
    QVERIFY(reviewFile.open(QIODevice::ReadOnly));
    QByteArray text = reviewFile.readAll();
    reviewFile.close();
    QVERIFY(text.contains("alice"));
    text.replace("alice", "mallory");
    QVERIFY(reviewFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    reviewFile.write(text);
    reviewFile.close();
    {
        ProvenancePane pane;
        QVERIFY(openAndWait(pane, bundlePath));
        BundleView *view = pane.currentView();
        QVERIFY(verdictTexts(view).isEmpty());
        QVERIFY2(view->reviewLabel()->text().contains(QLatin1String("fails its signature")), qPrintable(view->reviewLabel()->text()));
    }
    // A bundle without a review shows no line.
    ProvenancePane plain;
    QVERIFY(openAndWait(plain, DemoPath));
    QVERIFY(plain.currentView()->reviewLabel()->isHidden());
}

#include "tst_provenancepane.moc"
