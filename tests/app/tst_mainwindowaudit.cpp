#include "deploymentgenerator.h"
#include "liveverdicts.h"
#include "connection.h"
#include "mainwindow.h"
#include "provenance/bundle.h"
#include "provenance/review.h"
#include "session.h"
#include "store/sqlcatalogstore.h"
#include "views/auditfindingsmodel.h"
#include "views/auditpane.h"
#include "views/bundleview.h"
#include "views/findingsmodel.h"
#include "views/findingsperdaychart.h"
#include "views/messagedetailview.h"
#include "views/provenancepane.h"
#include "views/verdictdialog.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QJsonArray>
#include <QJsonObject>

using namespace capstudio;

namespace {

constexpr int Count = 480; // conversations generated beside the demo one

QString keyOf(const provenance::DeploymentFinding &finding)
{
    return finding.conversationId + QLatin1Char('\n') + finding.messageId + QLatin1Char('\n') + finding.pointer
           + QLatin1Char('\n') + provenance::leakKindId(finding.kind);
}

} // namespace

// The Audit area on a real workspace: a generated deployment with planted leaks, scanned in
// the background from the window, filtered, charted, opened at a finding, cancelled.
class tst_MainWindowAudit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scanFindsExactlyThePlantedLeaks();
    void filtersAndChartFollowTheFindings();
    void verdictsOfTheWorkspaceAreShownAndFiltered();
    void verdictGivenInTheWindowIsSignedAndKept();
    void findingOpensInTheProvenanceArea();
    void reportIsWrittenFromTheLastScan();
    void cancelStopsTheScanAndKeepsTheWindowWorking();
    void schemaDriftIsListedAndShownInTheViewer();
    void chartNamesTheDayUnderTheMouse();
    void sinceTheLastScanReadsOnlyWhatArrived();

private:
    // Scans from the window and waits for the end.
    void scan(MainWindow &window);
    QSet<QString> planted(const std::function<bool(const DeploymentGenerator::Leak &)> &keep) const;
    QSet<QString> shownKeys(const AuditFindingsModel &model) const;

    QTemporaryDir m_dir;
    QString m_workspacePath;
    QList<DeploymentGenerator::Leak> m_leaks;
    QString m_demoConversation;
    std::unique_ptr<MainWindow> m_window;
};

void tst_MainWindowAudit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    m_workspacePath = m_dir.filePath(QStringLiteral("audit.sqlite"));
    {
        Expected<std::unique_ptr<Workspace>> opened = Workspace::open(m_workspacePath);
        QVERIFY(opened.ok());
        SqlCatalogStore &store = opened.value()->store();
        const Expected<QList<ConversationEntry>> demo = store.listConversations();
        QVERIFY(demo.ok());
        QCOMPARE(demo.value().size(), 1);
        m_demoConversation = demo.value().constFirst().id;
        QHash<QString, QString> agentIds;
        for (const QString &slug : DeploymentGenerator::agentSlugs()) {
            Agent agent;
            agent.name = slug;
            agent.slug = slug;
            agent.description = QStringLiteral("An agent");
            agent.model = QStringLiteral("some-model");
            const Expected<Agent> created = store.createAgent(agent);
            QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
            agentIds.insert(slug, created.value().id);
        }
        const DeploymentGenerator generator(agentIds);
        const Status imported = store.inOneTransaction([&]() -> Status {
            for (int index = 0; index < Count; ++index) {
                const Status one = store.importConversation(generator.conversation(index, &m_leaks));
                if (!one)
                    return one;
            }
            return {};
        });
        QVERIFY2(imported.ok(), imported.ok() ? "" : qPrintable(imported.error().message));
    }
    QVERIFY(m_leaks.size() > Count / 5);
    Expected<std::unique_ptr<Workspace>> opened = Workspace::open(m_workspacePath);
    QVERIFY(opened.ok());
    m_window = std::make_unique<MainWindow>(std::move(opened).value());
    m_window->resize(1280, 800);
    QTRY_VERIFY(!m_window->session().isReading());
}

void tst_MainWindowAudit::scan(MainWindow &window)
{
    AuditPane *pane = window.auditPane();
    QVERIFY(pane->scanAction()->isEnabled());
    pane->scanAction()->trigger();
    QVERIFY(pane->isScanning());
    QVERIFY(window.auditScan());
    QVERIFY(!pane->scanAction()->isEnabled());
    QVERIFY(pane->cancelAction()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!pane->isScanning(), 120000);
    QVERIFY(!window.auditScan());
}

QSet<QString> tst_MainWindowAudit::planted(const std::function<bool(const DeploymentGenerator::Leak &)> &keep) const
{
    return DeploymentGenerator::keysOf(m_leaks, keep);
}

QSet<QString> tst_MainWindowAudit::shownKeys(const AuditFindingsModel &model) const
{
    // Walks the tree: kind → capability → conversation → finding, checking each level.
    QSet<QString> keys;
    for (int kind = 0; kind < model.rowCount(); ++kind) {
        const QModelIndex kindIndex = model.index(kind, 0);
        [&] { QCOMPARE(kindIndex.data(AuditFindingsModel::LevelRole).toInt(), int(AuditFindingsModel::Level::Kind)); }();
        qint64 kindCount = 0;
        for (int capability = 0; capability < model.rowCount(kindIndex); ++capability) {
            const QModelIndex capabilityIndex = model.index(capability, 0, kindIndex);
            for (int conversation = 0; conversation < model.rowCount(capabilityIndex); ++conversation) {
                const QModelIndex conversationIndex = model.index(conversation, 0, capabilityIndex);
                const QString id = conversationIndex.data(AuditFindingsModel::ConversationRole).toString();
                for (int row = 0; row < model.rowCount(conversationIndex); ++row) {
                    const int finding = model.index(row, 0, conversationIndex).data(AuditFindingsModel::FindingRole).toInt();
                    const provenance::DeploymentFinding &found = model.findings()[std::size_t(finding)];
                    [&] {
                        QCOMPARE(found.conversationId, id);
                        QCOMPARE(kindIndex.data().toString(), provenance::leakKindTitle(found.kind));
                        QCOMPARE(capabilityIndex.data().toString(),
                                 found.capability.isEmpty() ? QStringLiteral("Message text (no capability call)")
                                                            : found.capability);
                    }();
                    keys.insert(keyOf(found));
                    ++kindCount;
                }
            }
        }
        [&] {
            QCOMPARE(model.index(kind, AuditFindingsModel::CountColumn).data(AuditFindingsModel::SortRole).toLongLong(),
                     kindCount);
        }();
    }
    return keys;
}

void tst_MainWindowAudit::scanFindsExactlyThePlantedLeaks()
{
    MainWindow &window = *m_window;
    AuditPane *pane = window.auditPane();
    QAbstractItemModelTester tester(pane->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester sorted(pane->sorter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy shown(pane->model(), &AuditFindingsModel::shownChanged);
    scan(window);
    QVERIFY(!shown.isEmpty());

    QSet<QString> found;
    for (const provenance::DeploymentFinding &finding : pane->model()->findings()) {
        if (finding.conversationId != m_demoConversation)
            found.insert(keyOf(finding));
    }
    QCOMPARE(found, planted([](const DeploymentGenerator::Leak &) { return true; }));
    // The demo conversation leaks too (it is the workspace's own).
    QVERIFY(qint64(pane->model()->findings().size()) > qint64(found.size()));
    // The tree holds every finding once, under its kind.
    QSet<QString> all;
    for (const provenance::DeploymentFinding &finding : pane->model()->findings())
        all.insert(keyOf(finding));
    QCOMPARE(shownKeys(*pane->model()), all);
    QCOMPARE(pane->model()->shownCount(), qint64(pane->model()->findings().size()));
    QCOMPARE(pane->progressBar()->value(), pane->progressBar()->maximum());
    QVERIFY(pane->summaryLabel()->text().contains(QLocale().toString(qint64(Count + 1))));
    QVERIFY(pane->exportAction()->isEnabled());
    // A leaked value never shows, only its first characters and its masked form.
    for (const provenance::DeploymentFinding &finding : pane->model()->findings())
        QVERIFY(finding.hint.endsWith(QStringLiteral("…")));

    // The README's picture: the Audit area after the scan, a conversation opened.
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        auto *tabs = window.findChild<QTabWidget *>();
        tabs->setCurrentWidget(pane);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTreeView *view = pane->findingsView();
        const QModelIndex kind = view->model()->index(0, 0);
        const QModelIndex capability = view->model()->index(0, 0, kind);
        view->expand(kind);
        view->expand(capability);
        view->expand(view->model()->index(0, 0, capability));
        view->setCurrentIndex(view->model()->index(0, 0, view->model()->index(0, 0, capability)));
        QTest::qWait(100);
        QVERIFY(window.grab().save(
            QDir(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")).filePath(QStringLiteral("audit-area.png"))));
        window.hide();
    }
}

void tst_MainWindowAudit::filtersAndChartFollowTheFindings()
{
    AuditPane *pane = m_window->auditPane();
    QAbstractItemModelTester tester(pane->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto notDemo = [this](const DeploymentGenerator::Leak &leak) { return leak.conversationId != m_demoConversation; };
    const auto shownWithoutDemo = [&] {
        QSet<QString> keys = shownKeys(*pane->model());
        for (auto key = keys.begin(); key != keys.end();) {
            if (key->startsWith(m_demoConversation + QLatin1Char('\n')))
                key = keys.erase(key);
            else
                ++key;
        }
        return keys;
    };

    // The agent filter offers every agent seen.
    const int billing = pane->agentFilter()->findData(QStringLiteral("billing"));
    QVERIFY(billing > 0);
    pane->agentFilter()->setCurrentIndex(billing);
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.agent == QLatin1String("billing");
             }));

    // Agent and kind together.
    const int email = pane->kindFilter()->findData(QStringLiteral("email"));
    QVERIFY(email > 0);
    pane->kindFilter()->setCurrentIndex(email);
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.agent == QLatin1String("billing") && leak.kind == QLatin1String("email");
             }));
    QCOMPARE(pane->model()->rowCount(), 1); // one kind left

    // A capability: the one with most planted leaks.
    pane->clearFilters();
    QHash<QString, int> byCapability;
    for (const DeploymentGenerator::Leak &leak : std::as_const(m_leaks))
        ++byCapability[leak.capability];
    QString busiest;
    for (auto it = byCapability.cbegin(); it != byCapability.cend(); ++it) {
        if (!it.key().isEmpty() && (busiest.isEmpty() || it.value() > byCapability.value(busiest)))
            busiest = it.key();
    }
    const int capability = pane->capabilityFilter()->findData(busiest);
    QVERIFY(capability > 0);
    pane->capabilityFilter()->setCurrentIndex(capability);
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.capability == busiest;
             }));
    // Message text outside any call is a choice of its own.
    const int text = pane->capabilityFilter()->findData(AuditFindingsModel::MessageTextKey);
    QVERIFY(text > 0);
    pane->capabilityFilter()->setCurrentIndex(text);
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.capability.isEmpty();
             }));

    // The chart counts the shown findings per day, every day between the first and the last.
    pane->clearFilters();
    QMap<QDate, qint64> perDay;
    for (const provenance::DeploymentFinding &finding : pane->model()->findings())
        ++perDay[QDate::fromString(finding.day, Qt::ISODate)];
    FindingsPerDayChart *chart = pane->chart();
    QCOMPARE(chart->firstDay(), perDay.firstKey());
    QCOMPARE(chart->dayCount(), int(perDay.firstKey().daysTo(perDay.lastKey())) + 1);
    for (auto day = perDay.cbegin(); day != perDay.cend(); ++day)
        QCOMPARE(chart->countAt(int(perDay.firstKey().daysTo(day.key()))), day.value());

    // A day from the chart narrows the window to that day.
    const QDate busiestDay = std::max_element(perDay.cbegin(), perDay.cend()).key();
    emit chart->dayActivated(busiestDay);
    QCOMPARE(pane->fromFilter()->date(), busiestDay);
    QCOMPARE(pane->toFilter()->date(), busiestDay);
    QCOMPARE(pane->model()->shownCount(), perDay.value(busiestDay));
    QCOMPARE(chart->dayCount(), 1);
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.day == busiestDay.toString(Qt::ISODate);
             }));
    // A window of days.
    pane->fromFilter()->setDate(QDate(2026, 11, 10));
    pane->toFilter()->setDate(QDate(2026, 11, 19));
    QCOMPARE(shownWithoutDemo(), planted([&](const DeploymentGenerator::Leak &leak) {
                 return notDemo(leak) && leak.day >= QLatin1String("2026-11-10") && leak.day <= QLatin1String("2026-11-19");
             }));
    pane->clearFilters();
    QCOMPARE(pane->model()->shownCount(), qint64(pane->model()->findings().size()));
}

void tst_MainWindowAudit::verdictsOfTheWorkspaceAreShownAndFiltered()
{
    AuditPane *pane = m_window->auditPane();
    const auto &findings = pane->model()->findings();
    QVERIFY(findings.size() > 3);
    // Two signed verdicts and one altered after signing, in the window's own workspace.
    Expected<provenance::SigningKey> key = provenance::SigningKey::generate();
    QVERIFY(key.ok());
    const QString connection = m_window->connection().profile().displayUrl();
    const auto store = [&](const provenance::DeploymentFinding &finding, provenance::Verdict verdict, bool alter) {
        provenance::LiveVerdict live;
        live.connection = connection;
        live.conversationId = finding.conversationId;
        live.findingKey = finding.reviewKey;
        live.kind = provenance::leakKindId(finding.kind);
        live.pointer = finding.pointer;
        live.verdict = verdict;
        live.note = QStringLiteral("checked with the team");
        live.reviewer = QStringLiteral("Ada");
        live.time = QStringLiteral("2026-12-01T10:00:00Z");
        live.evidenceSha256 = QByteArray(64, 'a');
        QVERIFY(live.sign(key.value()));
        StoredVerdict row{live.connection, live.conversationId, live.findingKey, live.kind, live.pointer,
                          provenance::verdictId(live.verdict), live.note, live.reviewer, live.time,
                          QString::fromLatin1(live.evidenceSha256), QString::fromLatin1(live.publicKey.toBase64()),
                          QString::fromLatin1(live.signature.toBase64())};
        if (alter)
            row.note = QStringLiteral("nothing to see");
        const Status saved = m_window->session().workspace().store().saveVerdict(row);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error().message));
    };
    const provenance::DeploymentFinding falsePositive = findings[0];
    const provenance::DeploymentFinding confirmed = findings[1];
    const provenance::DeploymentFinding altered = findings[2];
    store(falsePositive, provenance::Verdict::FalsePositive, false);
    store(confirmed, provenance::Verdict::ConfirmedLeak, false);
    store(altered, provenance::Verdict::AcceptedRisk, true);
    scan(*m_window);

    AuditFindingsModel *model = pane->model();
    const qint64 total = qint64(model->findings().size());
    QVERIFY(model->verdictOf(falsePositive));
    QCOMPARE(model->verdictOf(falsePositive)->verdict, provenance::Verdict::FalsePositive);
    QCOMPARE(model->verdictOf(falsePositive)->reviewer, QStringLiteral("Ada"));
    QCOMPARE(model->verdictOf(confirmed)->verdict, provenance::Verdict::ConfirmedLeak);
    QVERIFY(!model->verdictOf(altered)); // its signature no longer holds
    // Their evidence is not the conversation as it is now: both are stale, visibly.
    QVERIFY(model->verdictOf(falsePositive)->stale);
    QVERIFY(model->verdictOf(confirmed)->stale);
    // The false positive is listed (the verdict filter shows it) but not counted as a finding.
    QVERIFY(pane->lastSummary());
    QCOMPARE(pane->lastSummary()->findings(), total - 1);
    QCOMPARE(pane->lastSummary()->reviewedFalsePositives(), 1);
    QCOMPARE(qint64(pane->lastSummary()->reviews().size()), 2);
    // The false positive is listed (the verdict filter shows it) but not counted as a finding.
    const auto verdictShown = [&](AuditFindingsModel::VerdictFilter filter) {
        pane->verdictFilter()->setCurrentIndex(pane->verdictFilter()->findData(int(filter)));
        return model->shownCount();
    };
    QCOMPARE(verdictShown(AuditFindingsModel::VerdictFilter::FalsePositive), 1);
    QCOMPARE(shownKeys(*model), QSet<QString>{keyOf(falsePositive)});
    QCOMPARE(verdictShown(AuditFindingsModel::VerdictFilter::ConfirmedLeak), 1);
    QCOMPARE(verdictShown(AuditFindingsModel::VerdictFilter::AcceptedRisk), 0);
    QCOMPARE(verdictShown(AuditFindingsModel::VerdictFilter::Unreviewed), total - 2);
    QCOMPARE(verdictShown(AuditFindingsModel::VerdictFilter::Any), total);
    // The verdict column says it, with the reviewer; the altered one is said to be left out.
    QSortFilterProxyModel *sorter = pane->sorter();
    QModelIndexList hits = sorter->match(sorter->index(0, AuditFindingsModel::VerdictColumn),
                                         Qt::DisplayRole, AuditFindingsModel::verdictLabel(provenance::Verdict::FalsePositive),
                                         -1, Qt::MatchStartsWith | Qt::MatchRecursive);
    QCOMPARE(hits.size(), 1);
    QVERIFY(hits.constFirst().data().toString().contains(QStringLiteral("Ada")));
    QVERIFY(hits.constFirst().data().toString().endsWith(QStringLiteral("stale")));
    QVERIFY(pane->findChildren<QLabel *>().size() > 0);
    bool alteredSaid = false;
    for (const QLabel *label : pane->findChildren<QLabel *>())
        alteredSaid = alteredSaid || label->text().contains(QStringLiteral("altered after"));
    QVERIFY(alteredSaid);
}

void tst_MainWindowAudit::verdictGivenInTheWindowIsSignedAndKept()
{
    AuditPane *pane = m_window->auditPane();
    pane->clearFilters();
    const QString keyPath = m_dir.filePath(QStringLiteral("reviewer.pem"));
    {
        Expected<provenance::SigningKey> key = provenance::SigningKey::generate();
        QVERIFY(key.ok());
        QVERIFY(key.value().save(keyPath).ok());
    }
    QSettings().setValue(QStringLiteral("review/reviewer"), QStringLiteral("Grace"));
    QSettings().setValue(QStringLiteral("review/key"), m_dir.filePath(QStringLiteral("missing.pem")));

    // A whole conversation selected: each of its findings is judged.
    QSortFilterProxyModel *sorter = pane->sorter();
    const QModelIndex kind = sorter->index(0, 0);
    const QModelIndex capability = sorter->index(0, 0, kind);
    const QModelIndex conversation = sorter->index(0, 0, capability);
    QVERIFY(conversation.data(AuditFindingsModel::LevelRole).toInt() == int(AuditFindingsModel::Level::Conversation));
    pane->findingsView()->selectionModel()->select(conversation, QItemSelectionModel::ClearAndSelect
                                                                      | QItemSelectionModel::Rows);
    const std::vector<provenance::DeploymentFinding> judged = pane->selectedFindings();
    QCOMPARE(int(judged.size()), sorter->rowCount(conversation));
    QVERIFY(pane->verdictAction()->isEnabled());
    pane->verdictAction()->trigger();
    VerdictDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<VerdictDialog *>()) != nullptr);
    QCOMPARE(dialog->reviewerEdit()->text(), QStringLiteral("Grace"));
    dialog->verdictChoice()->setCurrentIndex(dialog->verdictChoice()->findData(int(provenance::Verdict::AcceptedRisk)));
    dialog->noteEdit()->setPlainText(QStringLiteral("masked upstream from 2026-12-01"));
    // A key that cannot be read keeps the dialog open, saying why.
    dialog->accept();
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->errorLabel()->text().isEmpty());
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(
            QDir(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")).filePath(QStringLiteral("verdict-dialog.png"))));
    }
    dialog->keyEdit()->setText(keyPath);
    dialog->accept();
    QVERIFY(!dialog->isVisible());
    for (const provenance::DeploymentFinding &finding : judged) {
        QTRY_VERIFY(pane->model()->verdictOf(finding).has_value());
        QCOMPARE(pane->model()->verdictOf(finding)->verdict, provenance::Verdict::AcceptedRisk);
        QCOMPARE(pane->model()->verdictOf(finding)->reviewer, QStringLiteral("Grace"));
    }
    QCOMPARE(QSettings().value(QStringLiteral("review/key")).toString(), keyPath);

    // Kept in the workspace, signed: the next scan shows them again.
    int altered = 0;
    const Expected<QHash<QString, provenance::LiveVerdict>> kept =
        liveverdicts::read(m_window->session().workspace().store(), m_window->connection().profile().displayUrl(), &altered);
    QVERIFY(kept.ok());
    for (const provenance::DeploymentFinding &finding : judged) {
        const provenance::LiveVerdict verdict = kept.value().value(AuditFindingsModel::verdictKey(finding));
        QCOMPARE(verdict.verdict, provenance::Verdict::AcceptedRisk);
        QCOMPARE(verdict.note, QStringLiteral("masked upstream from 2026-12-01"));
        QVERIFY(verdict.signatureGood());
    }
    scan(*m_window);
    for (const provenance::DeploymentFinding &finding : judged) {
        QCOMPARE(pane->model()->verdictOf(finding)->verdict, provenance::Verdict::AcceptedRisk);
        QVERIFY(!pane->model()->verdictOf(finding)->stale); // signed against the conversation as it is
    }
}

void tst_MainWindowAudit::findingOpensInTheProvenanceArea()
{
    AuditPane *pane = m_window->auditPane();
    pane->clearFilters();
    // A finding inside a capability call's arguments, in a generated conversation.
    QSortFilterProxyModel *sorter = pane->sorter();
    QModelIndex target;
    provenance::DeploymentFinding wanted;
    const std::function<void(const QModelIndex &)> look = [&](const QModelIndex &parent) {
        for (int row = 0; row < sorter->rowCount(parent) && !target.isValid(); ++row) {
            const QModelIndex index = sorter->index(row, 0, parent);
            const int finding = index.data(AuditFindingsModel::FindingRole).toInt();
            if (finding >= 0) {
                const provenance::DeploymentFinding &found = pane->model()->findings()[std::size_t(finding)];
                if (found.pointer.contains(QStringLiteral("/arguments/")) && found.conversationId != m_demoConversation) {
                    target = index;
                    wanted = found;
                }
                continue;
            }
            look(index);
        }
    };
    look({});
    QVERIFY(target.isValid());
    ProvenancePane *provenance = m_window->provenancePane();
    QSignalSpy loaded(provenance, &ProvenancePane::loadFinished);
    emit pane->findingsView()->activated(target);
    QVERIFY(loaded.wait(60000));
    auto *tabs = m_window->findChild<QTabWidget *>();
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget *>(provenance));
    BundleView *view = provenance->currentView();
    QVERIFY(view);
    QCOMPARE(view->bundle()->conversation().id, wanted.conversationId);
    // The finding is selected in the bundle's findings table.
    const QModelIndex selected = view->findingsView()->currentIndex();
    QVERIFY(selected.isValid());
    const int index = selected.data(FindingsModel::FindingRole).toInt();
    const provenance::Finding &finding = view->bundle()->findings()[std::size_t(index)];
    QCOMPARE(view->bundle()->message(finding.message).id, wanted.messageId);
    QCOMPARE(finding.pointer, view->bundle()->messagePointer(finding.message) + wanted.pointer);
    QCOMPARE(view->currentMessage(), finding.message);
}

void tst_MainWindowAudit::reportIsWrittenFromTheLastScan()
{
    AuditPane *pane = m_window->auditPane();
    const QString path = m_dir.filePath(QStringLiteral("report.md"));
    QVERIFY(pane->exportReport(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray report = file.readAll();
    // The verdicts given in the window are in it, with their signature status; the false
    // positive given before is not counted among the findings.
    QVERIFY(report.contains("Grace"));
    QVERIFY(report.contains("signature good, evidence unchanged"));
    QVERIFY(report.contains("signature good, the conversation changed since (stale)"));
    QCOMPARE(pane->lastSummary()->findings(), qint64(pane->model()->findings().size()) - 1);
    // The same scan gives the same bytes.
    QVERIFY(pane->exportReport(path + QStringLiteral(".again.md")));
    QFile again(path + QStringLiteral(".again.md"));
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), report);
}

void tst_MainWindowAudit::cancelStopsTheScanAndKeepsTheWindowWorking()
{
    MainWindow &window = *m_window;
    AuditPane *pane = window.auditPane();
    pane->scanAction()->trigger();
    QVERIFY(pane->isScanning());
    pane->cancelAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!pane->isScanning(), 60000);
    QVERIFY(!window.auditScan());
    QVERIFY(pane->scanAction()->isEnabled());
    QVERIFY(!pane->cancelAction()->isEnabled());
    QVERIFY(pane->progressBar()->format().contains(QStringLiteral("Cancelled")));
    // What was found before the cancel is a subset of the whole.
    QVERIFY(pane->model()->findings().size() < std::size_t(m_leaks.size()) + 100);
    // The session's own worker answers at once: the scan ran on a worker of its own.
    const QFuture<Expected<QList<ConversationEntry>>> listed = window.session().listConversations();
    QTRY_VERIFY(listed.isFinished());
    QVERIFY(listed.result().ok());
    QCOMPARE(listed.result().value().size(), Count + 1);
    // And a new scan runs to the end.
    scan(window);
    QVERIFY(pane->model()->findings().size() > std::size_t(m_leaks.size()));
}

void tst_MainWindowAudit::schemaDriftIsListedAndShownInTheViewer()
{
    // lookup_order's contract changes: order numbers now start with ORD-. Every recorded
    // lookup_order call (DE-… in the generated conversations) would fail it today.
    SqlCatalogStore &store = m_window->session().workspace().store();
    const Expected<QList<Capability>> capabilities = store.listCapabilities();
    QVERIFY(capabilities.ok());
    Capability original;
    for (const Capability &capability : capabilities.value()) {
        if (capability.slug == QLatin1String("lookup_order"))
            original = capability;
    }
    QVERIFY(!original.id.isEmpty());
    Capability changed = original;
    changed.functionDefinition.insert(
        QStringLiteral("parameters"),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                    {QStringLiteral("properties"),
                     QJsonObject{{QStringLiteral("order_number"),
                                  QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                              {QStringLiteral("pattern"), QStringLiteral("^ORD-")}}}}},
                    {QStringLiteral("required"), QJsonArray{QStringLiteral("order_number")}}});
    QVERIFY(store.updateCapability(original, changed).ok());
    QSignalSpy stored(&m_window->session(), &Session::capabilitiesStored);
    m_window->reload();
    QVERIFY(stored.wait(30000));

    AuditPane *pane = m_window->auditPane();
    scan(*m_window);
    // Every generated conversation has one lookup_order call.
    QVERIFY(pane->driftView()->topLevelItemCount() >= 1);
    QTreeWidgetItem *orders = nullptr;
    for (int i = 0; i < pane->driftView()->topLevelItemCount(); ++i) {
        if (pane->driftView()->topLevelItem(i)->text(0) == QLatin1String("lookup_order"))
            orders = pane->driftView()->topLevelItem(i);
    }
    QVERIFY(orders);
    QVERIFY(orders->text(1).remove(QLocale().groupSeparator()).toInt() >= Count);
    QCOMPARE(orders->childCount(), 1);
    QCOMPARE(orders->child(0)->text(0), QStringLiteral("arguments/order_number"));
    QVERIFY(pane->summaryLabel()->text().contains(QStringLiteral("drift")));

    // The viewer: a generated conversation's lookup_order call says why it drifts.
    const QString id = QStringLiteral("cdep%1").arg(7, 21, 10, QLatin1Char('0'));
    ProvenancePane *provenance = m_window->provenancePane();
    QSignalSpy loaded(provenance, &ProvenancePane::loadFinished);
    const QFuture<Expected<QByteArray>> bytes = m_window->session().conversationBundle(id);
    QTRY_VERIFY(bytes.isFinished());
    QVERIFY(bytes.result().ok());
    provenance->openBundleBytes(bytes.result().value(), id, QStringLiteral("drift:") + id);
    QVERIFY(loaded.wait(30000));
    BundleView *view = provenance->currentView();
    QVERIFY(view);
    QTRY_VERIFY(!view->isCheckingDrift());
    QCOMPARE(int(view->drift().size()), 1);
    const BundleView::CallDrift &drift = view->drift().front();
    QCOMPARE(drift.slug, QStringLiteral("lookup_order"));
    QCOMPARE(drift.violations.front().pointer, QStringLiteral("/order_number"));
    QVERIFY(view->header()->text().contains(QStringLiteral("from today's schemas")));
    QVERIFY(view->nextDrift());
    QCOMPARE(view->currentCall(), drift.call);
    QVERIFY(view->detailView()->toPlainText().contains(QStringLiteral("Schema drift")));
    QVERIFY(view->detailView()->toPlainText().contains(QStringLiteral("/order_number")));
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTest::qWait(100);
        QVERIFY(m_window->grab().save(
            QDir(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")).filePath(QStringLiteral("provenance-drift.png"))));
        m_window->hide();
    }
    // The lookup_customer call of the same message passes today's schema.
    view->selectCall(drift.call - 1);
    QVERIFY(!view->detailView()->toPlainText().contains(QStringLiteral("Schema drift")));

    // The contract back as it was: no drift, in the open bundle too.
    QVERIFY(store.updateCapability(changed, original).ok());
    QSignalSpy checked(view, &BundleView::driftChecked);
    m_window->reload();
    QVERIFY(checked.wait(30000));
    QVERIFY(view->drift().empty());
    QVERIFY(!view->header()->text().contains(QStringLiteral("drift")));
}

void tst_MainWindowAudit::chartNamesTheDayUnderTheMouse()
{
    FindingsPerDayChart chart;
    chart.resize(400, 160);
    std::map<QDate, qint64> counts{{QDate(2026, 11, 1), 3}, {QDate(2026, 11, 4), 7}};
    chart.setCounts(counts);
    QCOMPARE(chart.dayCount(), 4);
    QCOMPARE(chart.countAt(1), 0);
    QCOMPARE(chart.countAt(3), 7);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // Across the plot, the days come in order; outside it there is none.
    QDate last;
    int seen = 0;
    for (int x = 0; x < chart.width(); ++x) {
        const QDate day = chart.dayAt(QPoint(x, chart.height() / 2));
        if (!day.isValid() || day == last)
            continue;
        QVERIFY(!last.isValid() || day == last.addDays(1));
        last = day;
        ++seen;
    }
    QCOMPARE(seen, 4);
    QVERIFY(!chart.dayAt(QPoint(1, chart.height() / 2)).isValid());
    QSignalSpy activated(&chart, &FindingsPerDayChart::dayActivated);
    int x = 0;
    while (chart.dayAt(QPoint(x, chart.height() / 2)) != QDate(2026, 11, 4))
        ++x;
    QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(x, chart.height() / 2));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.constFirst().constFirst().toDate(), QDate(2026, 11, 4));
    chart.setCounts({});
    QCOMPARE(chart.dayCount(), 0);
    QVERIFY(!chart.dayAt(QPoint(chart.width() / 2, chart.height() / 2)).isValid());
}

QTEST_MAIN(tst_MainWindowAudit)
// "Since the last scan": the first such scan reads everything and leaves a mark in the
// workspace; the next one reads only from just before the mark and does not repeat what was
// reported there; a conversation that arrived after it is all the third one shows.
void tst_MainWindowAudit::sinceTheLastScanReadsOnlyWhatArrived()
{
    MainWindow &window = *m_window;
    AuditPane *pane = window.auditPane();
    const int sinceLast = pane->scopeChoice()->count() - 1;
    pane->scopeChoice()->setCurrentIndex(sinceLast);
    QVERIFY(pane->scopeIsSinceLast());
    const QString markKey = window.connection().profile().displayUrl();

    scan(window);
    const qint64 everything = qint64(pane->model()->findings().size());
    QVERIFY(everything > Count / 5);
    Expected<std::unique_ptr<Workspace>> other = Workspace::open(m_workspacePath);
    QVERIFY(other.ok());
    SqlCatalogStore &store = other.value()->store();
    const Expected<std::optional<ScanMark>> first = store.scanMark(markKey);
    QVERIFY(first.ok() && first.value());

    scan(window);
    QCOMPARE(qint64(pane->model()->findings().size()), qint64(0));

    // A copy of the demo conversation (it leaks), a day after everything else.
    const Expected<QByteArray> demo = store.conversationBundle(m_demoConversation);
    QVERIFY(demo.ok());
    QJsonObject data = QJsonDocument::fromJson(demo.value()).object();
    const QString later = first.value()->scannedUntil.addDays(1).toString(Qt::ISODateWithMs);
    QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
    conversation.insert(QStringLiteral("id"), QStringLiteral("cnewconversation00000001"));
    conversation.insert(QStringLiteral("createdAt"), later);
    conversation.insert(QStringLiteral("updatedAt"), later);
    data.insert(QStringLiteral("conversation"), conversation);
    QJsonArray messages;
    int index = 0;
    for (const QJsonValue &value : data.value(QStringLiteral("messages")).toArray()) {
        QJsonObject message = value.toObject();
        message.insert(QStringLiteral("id"), QStringLiteral("cnewmessage%1").arg(index++, 13, 10, QLatin1Char('0')));
        message.insert(QStringLiteral("createdAt"), later);
        messages.append(message);
    }
    data.insert(QStringLiteral("messages"), messages);
    QVERIFY(store.importConversation(data).ok());

    scan(window);
    QVERIFY(!pane->model()->findings().empty());
    for (const provenance::DeploymentFinding &finding : pane->model()->findings())
        QCOMPARE(finding.conversationId, QStringLiteral("cnewconversation00000001"));
    const Expected<std::optional<ScanMark>> moved = store.scanMark(markKey);
    QVERIFY(moved.ok() && moved.value());
    QVERIFY(moved.value()->scannedUntil > first.value()->scannedUntil);
    pane->scopeChoice()->setCurrentIndex(0);
}

#include "tst_mainwindowaudit.moc"
