// The window on a live Sunrise server (the loopback test server): connecting names the
// connection in the title and the status bar, the capability editor writes through the
// API with the fields it cannot set shown read-only, the server's missingEnvVars reach the
// Configure dialog, a slow list shows progress and can be cancelled, and switching away
// with staged changes asks first.
#include "agentsread.h"
#include "catalog/bindingdocument.h"
#include "catalog/catalogdocument.h"
#include "connection.h"
#include "mainwindow.h"
#include "remote/connectionprofiles.h"
#include "session.h"
#include "sunrisetestserver.h"
#include "views/agentspane.h"
#include "views/capabilitiespane.h"
#include "views/capabilityform.h"
#include "views/configurebindingdialog.h"
#include "views/problemsview.h"
#include "workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTranslator>
#include "answered.h"

#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

using namespace capstudio;

namespace {

// Presses `button` on the next message box that shows up, and reports its text.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        if (text)
            *text = box->text() + QLatin1Char('\n') + box->informativeText();
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start();
}

QLabel *statusLabel(MainWindow &window)
{
    for (QLabel *label : window.statusBar()->findChildren<QLabel *>()) {
        if (label->text().startsWith(QLatin1String("Connection:")) || label->text().startsWith(QLatin1String("Workspace:")))
            return label;
    }
    return nullptr;
}

} // namespace

class tst_MainWindowConnection : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void connectingNamesTheConnection();
    void editsGoThroughTheApi();
    void anApplyDoesNotHoldTheWindow();
    void aRefusedFieldIsShownInTheEditor();
    void serverWarningsReachTheConfigureDialog();
    void aServerIsReachedInTheBackground();
    void aSlowListShowsProgressAndCancels();
    void switchingWithStagedChangesAsksFirst();
    void theLastConnectionIsBackAtTheNextStart();
    void aRateLimitWaitIsShownInTheStatusBar();
    void aListThatCannotBeReadWholeLoadsNothing();
    void theAgentsAreaReadsEachListOnce();
    void aCancelOnTheAgentsStopsTheBindings();
    void theAgentsAreaOutlivesAConnectionSwitch();

private:
    // GET requests since the last clearRequests(): the agent list, the binding lists of
    // agents, the capability list.
    struct ListReads
    {
        int agents = 0;
        int bindings = 0;
        int capabilities = 0;
    };
    ListReads listReads() const;
    QTemporaryDir m_dir;
    std::unique_ptr<SunriseTestServer> m_server;
    std::unique_ptr<MainWindow> m_window;
    ConnectionProfile m_profile;
    QString m_agentId;
    QString m_apiCapabilityId;
    int m_capabilityCount = 0;
    int m_agentCount = 0;
};

void tst_MainWindowConnection::initTestCase()
{
    // Screenshots show the English plural forms, as the application does.
    if (!qEnvironmentVariableIsEmpty("CAPSTUDIO_SCREENSHOT_DIR")) {
        auto *english = new QTranslator(qApp);
        if (english->load(QStringLiteral(CAPSTUDIO_ENGLISH_QM)))
            QCoreApplication::installTranslator(english);
    }
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void tst_MainWindowConnection::init()
{
    m_server = std::make_unique<SunriseTestServer>();
    QVERIFY(m_server->listen());
    // The server holds the demo catalog the embedded workspace starts with.
    QFile demo(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/catalog.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QHash<QString, QString> ids = m_server->addCatalog(QJsonDocument::fromJson(demo.readAll()).object());
    m_apiCapabilityId = ids.value(QStringLiteral("capability:call_external_api"));
    m_agentId = ids.value(QStringLiteral("agent:ops-runner"));
    const QStringList keys = ids.keys();
    m_capabilityCount = int(keys.filter(QRegularExpression(QStringLiteral("^capability:"))).size());
    m_agentCount = int(keys.filter(QRegularExpression(QStringLiteral("^agent:"))).size());

    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("embedded.sqlite")));
    QVERIFY(opened.ok());
    m_window = std::make_unique<MainWindow>(std::move(opened).value());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_profile = ConnectionProfile();
    m_profile.name = QStringLiteral("Local Sunrise");
    m_profile.kind = ConnectionProfile::Kind::Sunrise;
    m_profile.serverUrl = m_server->url();
    QVERIFY(m_window->connectTo(m_profile, m_server->adminKey()));
    // The server is reached, then the lists are read, on the connection's worker: the window
    // goes on meanwhile.
    QTRY_COMPARE(m_window->connection().profile().name, m_profile.name);
    QTRY_VERIFY(!m_window->session().isReading());
}

void tst_MainWindowConnection::cleanup()
{
    // Destroyed without closing: nothing asks about changes left staged.
    m_window.reset();
    m_server.reset();
}

void tst_MainWindowConnection::connectingNamesTheConnection()
{
    QVERIFY(m_window->windowTitle().contains(QLatin1String("Local Sunrise")));
    QLabel *label = statusLabel(*m_window);
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("Connection: Local Sunrise (%1)").arg(m_server->url().toString()));
    QCOMPARE(m_window->catalog()->count(), m_capabilityCount);
    QCOMPARE(loadedDocument(m_window->agentsPane())->agents().size(), m_agentCount);
    if (!qEnvironmentVariableIsEmpty("CAPSTUDIO_SCREENSHOT_DIR")) {
        m_window->findChild<CapabilitiesPane *>()->selectCapability(m_apiCapabilityId);
        QTest::qWait(100);
        m_window->grab().save(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR") + QStringLiteral("/connection-sunrise.png"));
    }
}

void tst_MainWindowConnection::editsGoThroughTheApi()
{
    CatalogDocument *catalog = m_window->catalog();
    auto *pane = m_window->findChild<CapabilitiesPane *>();
    pane->selectCapability(m_apiCapabilityId);
    QCheckBox *idempotent = nullptr;
    for (QCheckBox *box : pane->form()->findChildren<QCheckBox *>()) {
        if (box->text() == QLatin1String("Idempotent"))
            idempotent = box;
    }
    QVERIFY(idempotent);
    QVERIFY(!idempotent->isEnabled());
    QVERIFY(idempotent->toolTip().contains(QLatin1String("isIdempotent")));
    QString why;
    QVERIFY(!catalog->setField(m_apiCapabilityId, QStringLiteral("isIdempotent"), true, &why));
    QVERIFY(why.contains(QLatin1String("Sunrise's admin API")));

    QVERIFY(catalog->setField(m_apiCapabilityId, QStringLiteral("description"), QStringLiteral("Edited in capstudio")));
    m_server->clearRequests();
    QVERIFY(answered(m_window->applyChanges()));
    QVERIFY(!catalog->hasPendingChanges());
    QCOMPARE(m_server->capability(m_apiCapabilityId).value(QLatin1String("description")).toString(),
             QStringLiteral("Edited in capstudio"));
    int patches = 0;
    for (const SunriseTestServer::Request &request : m_server->requests())
        patches += request.method == "PATCH" ? 1 : 0;
    QCOMPARE(patches, 1);
}

// The apply runs on the connection's worker: while the server is written, the window takes
// input (a click switches areas), only what would meet the write is disabled, and the
// catalog settles when the answer is back.
void tst_MainWindowConnection::anApplyDoesNotHoldTheWindow()
{
    CatalogDocument *catalog = m_window->catalog();
    QVERIFY(catalog->setField(m_apiCapabilityId, QStringLiteral("description"), QStringLiteral("Written meanwhile")));
    auto *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentIndex(0);
    QAction *connections = m_window->findChild<QAction *>(QStringLiteral("connectionsAction"));
    QVERIFY(connections && connections->isEnabled());
    QFuture<bool> apply = m_window->applyChanges();
    QVERIFY(!apply.isFinished());
    QVERIFY(m_window->session().isApplying());
    QVERIFY(!connections->isEnabled());
    QTabBar *bar = tabs->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(3).center());
    QCOMPARE(tabs->currentIndex(), 3);
    // An edit made now is kept for the next apply.
    QVERIFY(catalog->setField(m_apiCapabilityId, QStringLiteral("name"), QStringLiteral("Renamed meanwhile")));
    QVERIFY(answered(apply));
    QVERIFY(connections->isEnabled());
    QCOMPARE(m_server->capability(m_apiCapabilityId).value(QLatin1String("description")).toString(),
             QStringLiteral("Written meanwhile"));
    QCOMPARE(catalog->pendingCount(), 1);
    QCOMPARE(catalog->at(catalog->rowOf(m_apiCapabilityId)).name, QStringLiteral("Renamed meanwhile"));
    catalog->discardAll(); // so that closing the window does not ask
}

void tst_MainWindowConnection::aRefusedFieldIsShownInTheEditor()
{
    CatalogDocument *catalog = m_window->catalog();
    QString id;
    for (int row = 0; row < catalog->count(); ++row) {
        if (catalog->at(row).slug == QLatin1String("lookup_order"))
            id = catalog->at(row).id;
    }
    QVERIFY(!id.isEmpty());
    // Renamed onto another capability's slug: Sunrise answers 400 { slug: ["Slug is already in use"] }.
    QJsonObject definition = catalog->at(catalog->rowOf(id)).functionDefinition;
    definition.insert(QStringLiteral("name"), QStringLiteral("issue_refund"));
    QVERIFY(catalog->setField(id, QStringLiteral("slug"), QStringLiteral("issue_refund")));
    QVERIFY(catalog->setField(id, QStringLiteral("functionDefinition"), definition));
    QString shown;
    answerNextMessageBox(QMessageBox::Ok, &shown);
    QVERIFY(!answered(m_window->applyChanges(), true));
    QVERIFY2(shown.contains(QLatin1String("slug: Slug is already in use")), qPrintable(shown));
    auto *pane = m_window->findChild<CapabilitiesPane *>();
    QCOMPARE(pane->selectedIds(), QStringList{id});
    QVERIFY(catalog->hasPendingChanges()); // kept for the admin to fix
    QCOMPARE(m_server->capability(id).value(QLatin1String("slug")).toString(), QStringLiteral("lookup_order"));
}

void tst_MainWindowConnection::serverWarningsReachTheConfigureDialog()
{
    AgentsPane *pane = m_window->agentsPane();
    BindingDocument *document = loadedDocument(pane);
    QVERIFY(document->setCustomConfig(m_agentId, m_apiCapabilityId,
                                      QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:PARTNER_GATEWAY_URL}/v1")}}));
    QString shown;
    answerNextMessageBox(QMessageBox::Ok, &shown);
    QVERIFY(answered(pane->applyChanges()));
    QVERIFY2(shown.contains(QLatin1String("PARTNER_GATEWAY_URL")), qPrintable(shown));
    QCOMPARE(document->serverMissingEnvVars(m_agentId, m_apiCapabilityId), QStringList{QStringLiteral("PARTNER_GATEWAY_URL")});

    ConfigureBindingDialog dialog(document, m_agentId, m_apiCapabilityId, m_window.get());
    auto *banner = dialog.findChild<QLabel *>(QStringLiteral("serverEnvBanner"));
    QVERIFY(banner);
    QVERIFY(!banner->isHidden());
    QVERIFY(banner->text().contains(QLatin1String("PARTNER_GATEWAY_URL")));
}

// The first read that proves a server runs on the connection's worker: connectTo returns at
// once, the window's event loop runs, and the answer (or the refusal) comes through it.
void tst_MainWindowConnection::aServerIsReachedInTheBackground()
{
    const Connection *before = &m_window->connection();
    m_server->delayNext(1500); // the probe
    QSignalSpy finished(m_window.get(), &MainWindow::connectFinished);
    QVERIFY(m_window->connectTo(m_profile, m_server->adminKey()));
    QCOMPARE(finished.count(), 0);           // returned before the server answered
    QCOMPARE(&m_window->connection(), before); // and the window works on what it had
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.constFirst().constFirst().toBool(), true);
    QVERIFY(&m_window->connection() != before);
    QCOMPARE(m_window->connection().profile().name, m_profile.name);
    QTRY_VERIFY(!m_window->session().isReading());
    QCOMPARE(m_window->catalog()->count(), m_capabilityCount);

    // A key the server does not know: said once the server has answered; the window stays.
    const Connection *kept = &m_window->connection();
    QString warning;
    answerNextMessageBox(QMessageBox::Ok, &warning);
    QVERIFY(m_window->connectTo(m_profile, QStringLiteral("sk_") + QString(64, QLatin1Char('0'))));
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.last().constFirst().toBool(), false);
    QVERIFY2(warning.startsWith(m_server->url().toString() + QLatin1Char(':')), qPrintable(warning));
    QCOMPARE(&m_window->connection(), kept);
}

void tst_MainWindowConnection::aSlowListShowsProgressAndCancels()
{
    m_server->delayNext(20000); // the first page of the list
    QProgressDialog *seen = nullptr;
    auto *watcher = new QTimer(this);
    watcher->setInterval(20);
    connect(watcher, &QTimer::timeout, this, [this, &seen, watcher] {
        auto *progress = m_window->findChild<QProgressDialog *>(QStringLiteral("networkProgress"));
        if (progress && progress->isVisible()) {
            seen = progress;
            watcher->stop();
            const QList<QPushButton *> buttons = progress->findChildren<QPushButton *>();
            if (!buttons.isEmpty())
                buttons.first()->click(); // what a person does: Cancel
        }
    });
    watcher->start();
    QString warning;
    answerNextMessageBox(QMessageBox::Ok, &warning);
    QElapsedTimer clock;
    clock.start();
    m_window->reload();
    QVERIFY(m_window->session().isReading()); // the window is not held meanwhile
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->session().isReading(), 20000);
    QVERIFY(seen);
    QVERIFY(clock.elapsed() < 20000); // cancelled, not waited out
    QVERIFY2(warning.contains(QLatin1String("Cancelled")), qPrintable(warning));
    QCOMPARE(m_window->catalog()->count(), m_capabilityCount); // what was loaded stays
    watcher->deleteLater();
}

void tst_MainWindowConnection::switchingWithStagedChangesAsksFirst()
{
    const QString before = m_server->capability(m_apiCapabilityId).value(QLatin1String("description")).toString();
    QVERIFY(m_window->catalog()->setField(m_apiCapabilityId, QStringLiteral("description"), QStringLiteral("staged")));
    ConnectionProfile embedded;
    embedded.name = QStringLiteral("Embedded workspace");
    embedded.kind = ConnectionProfile::Kind::Embedded;
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!m_window->connectTo(embedded));
    QVERIFY(asked.contains(QLatin1String("pending"), Qt::CaseInsensitive));
    QCOMPARE(m_window->connection().profile().name, QStringLiteral("Local Sunrise"));
    QVERIFY(m_window->catalog()->hasPendingChanges());

    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(m_window->connectTo(embedded));
    QVERIFY(m_window->connection().isEmbedded());
    QVERIFY(statusLabel(*m_window)->text().startsWith(QLatin1String("Workspace:")));
    // Nothing staged reached the server.
    QCOMPARE(m_server->capability(m_apiCapabilityId).value(QLatin1String("description")).toString(),
             before);
}

// Quit with a Sunrise connection active, start again: the window comes back on it without
// asking, the key coming from CAPSTUDIO_API_KEY (or the keychain) as it would in daily use.
void tst_MainWindowConnection::theLastConnectionIsBackAtTheNextStart()
{
    {
        QSettings settings;
        ConnectionProfiles profiles;
        profiles.load(settings);
        QVERIFY(profiles.add(m_profile).ok());
        profiles.save(settings);
    }
    qputenv("CAPSTUDIO_API_KEY", m_server->adminKey().toLatin1());
    auto cleanup = qScopeGuard([] { qunsetenv("CAPSTUDIO_API_KEY"); });
    const auto startWindow = [this] {
        m_window.reset();
        auto opened = Workspace::open(m_dir.filePath(QStringLiteral("embedded.sqlite")));
        QVERIFY(opened.ok());
        m_window = std::make_unique<MainWindow>(std::move(opened).value());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    };
    QVERIFY(m_window->connectTo(m_profile, m_server->adminKey())); // remembered, now that it is saved
    QTRY_COMPARE(m_window->connection().profile().name, m_profile.name);
    QTRY_VERIFY(m_window->close()); // once the connection's last wait has ended

    startWindow();
    QCOMPARE(m_window->lastProfileName(), QStringLiteral("Local Sunrise"));
    QTRY_COMPARE(m_window->connection().profile().name, QStringLiteral("Local Sunrise"));
    QTRY_COMPARE(m_window->catalog()->count(), m_capabilityCount);
    QVERIFY(statusLabel(*m_window)->text().startsWith(QLatin1String("Connection: Local Sunrise")));

    // And the same again on a third start: reconnecting did not forget it either.
    QTRY_VERIFY(m_window->close()); // once the connection's last wait has ended
    startWindow();
    QTRY_COMPARE(m_window->connection().profile().name, QStringLiteral("Local Sunrise"));

    // Back on the workspace by choice: that is what the next start opens.
    ConnectionProfile embedded;
    embedded.name = ConnectionProfiles::builtInName();
    embedded.kind = ConnectionProfile::Kind::Embedded;
    QVERIFY(m_window->connectTo(embedded));
    QTRY_VERIFY(m_window->close()); // once the connection's last wait has ended
    startWindow();
    QTest::qWait(200);
    QVERIFY(m_window->connection().isEmbedded());
}

void tst_MainWindowConnection::aRateLimitWaitIsShownInTheStatusBar()
{
    m_server->rateLimitNext(1, 3, 60);
    QString shown;
    auto *watcher = new QTimer(this);
    watcher->setInterval(50);
    connect(watcher, &QTimer::timeout, this, [this, &shown] {
        const QString message = m_window->statusBar()->currentMessage();
        if (message.contains(QLatin1String("rate limit")))
            shown = message;
    });
    watcher->start();
    m_window->reload();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->session().isReading(), 20000);
    watcher->deleteLater();
    QCOMPARE(shown, QStringLiteral("The server's rate limit (60 requests a minute) was reached; waiting 3 s before "
                                   "trying again."));
    QCOMPARE(m_window->catalog()->count(), m_capabilityCount);
}

// A list the server cannot be made to give whole is an error the user sees, with the count,
// never a shorter catalog.
void tst_MainWindowConnection::aListThatCannotBeReadWholeLoadsNothing()
{
    m_server->setPagingModel(SunriseTestServer::PagingModel::Shuffled);
    for (int n = 0; n < 300; ++n)
        m_server->addCapability(SunriseTestServer::capabilityRow(QStringLiteral("padded_%1").arg(n), QStringLiteral(" padded ")));
    QString warning;
    answerNextMessageBox(QMessageBox::Ok, &warning);
    m_window->reload();
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->session().isReading(), 20000);
    QVERIFY2(warning.contains(QLatin1String("could be read (missing: ")), qPrintable(warning));
    QCOMPARE(m_window->catalog()->count(), m_capabilityCount); // what was loaded stays
    auto *pane = m_window->findChild<CapabilitiesPane *>();
    QVERIFY(pane->problemsView()->readNotes().constFirst().contains(QLatin1String("missing: ")));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QLatin1String("Cannot read the capabilities: ")));
}

tst_MainWindowConnection::ListReads tst_MainWindowConnection::listReads() const
{
    ListReads reads;
    for (const SunriseTestServer::Request &request : m_server->requests()) {
        if (request.method != "GET")
            continue;
        if (request.path.endsWith(QLatin1String("/agents")))
            ++reads.agents;
        else if (request.path.contains(QLatin1String("/agents/")) && request.path.endsWith(QLatin1String("/capabilities")))
            ++reads.bindings;
        else if (request.path.endsWith(QLatin1String("/capabilities")))
            ++reads.capabilities;
    }
    return reads;
}

// The Agents area reads the agents once and each agent's bindings once; its capabilities are
// the list the window read already, not a second read.
void tst_MainWindowConnection::theAgentsAreaReadsEachListOnce()
{
    m_server->clearRequests();
    auto *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentWidget(m_window->agentsPane());
    QCOMPARE(loadedDocument(m_window->agentsPane())->agents().size(), m_agentCount);
    const ListReads reads = listReads();
    QCOMPARE(reads.agents, 1);
    QCOMPARE(reads.bindings, m_agentCount);
    QCOMPARE(reads.capabilities, 0);
    const Capability *api = loadedDocument(m_window->agentsPane())->capability(m_apiCapabilityId);
    QVERIFY(api);
    QCOMPARE(api->slug, QStringLiteral("call_external_api"));
}

// Cancel while the agents are read: no binding is asked for, and the area keeps what it held.
void tst_MainWindowConnection::aCancelOnTheAgentsStopsTheBindings()
{
    AgentsPane *pane = m_window->agentsPane();
    QCOMPARE(loadedDocument(pane)->agents().size(), m_agentCount);
    m_server->clearRequests();
    m_server->delayNext(20000); // the agent list
    auto *watcher = new QTimer(this);
    watcher->setInterval(20);
    bool cancelled = false;
    connect(watcher, &QTimer::timeout, this, [this, &cancelled, watcher] {
        auto *progress = m_window->findChild<QProgressDialog *>(QStringLiteral("networkProgress"));
        if (progress && progress->isVisible()) {
            watcher->stop();
            const QList<QPushButton *> buttons = progress->findChildren<QPushButton *>();
            if (!buttons.isEmpty()) {
                buttons.first()->click();
                cancelled = true;
            }
        }
    });
    watcher->start();
    QString warning;
    answerNextMessageBox(QMessageBox::Ok, &warning);
    pane->reload();
    QVERIFY(pane->isReading()); // the window is not held meanwhile
    QTRY_VERIFY_WITH_TIMEOUT(!pane->isReading(), 20000);
    watcher->deleteLater();
    QVERIFY(cancelled);
    QVERIFY2(warning.contains(QLatin1String("Cancelled")), qPrintable(warning));
    const ListReads reads = listReads();
    QCOMPARE(reads.agents, 1);
    QCOMPARE(reads.bindings, 0);
    QCOMPARE(reads.capabilities, 0);
    QCOMPARE(loadedDocument(pane)->agents().size(), m_agentCount); // what was loaded stays
    // The next read is not cancelled by the one before.
    m_server->clearRequests();
    pane->reload();
    QTRY_VERIFY_WITH_TIMEOUT(!pane->isReading(), 20000);
    QCOMPARE(listReads().bindings, m_agentCount);
}

// One Agents area for the window's life: a connection switch gives its document the new
// connection's rows; nothing of the old connection is left to be used after it is gone.
void tst_MainWindowConnection::theAgentsAreaOutlivesAConnectionSwitch()
{
    QPointer<AgentsPane> pane = m_window->agentsPane();
    auto *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentWidget(pane);
    QCOMPARE(loadedDocument(pane)->agents().size(), m_agentCount);
    m_server->addAgent(QJsonObject{{QStringLiteral("name"), QStringLiteral("Only on the server")},
                                   {QStringLiteral("slug"), QStringLiteral("only-on-the-server")}});
    ConnectionProfile embedded;
    embedded.name = QStringLiteral("Embedded workspace");
    embedded.kind = ConnectionProfile::Kind::Embedded;
    QVERIFY(m_window->connectTo(embedded));
    QVERIFY(pane);
    QCOMPARE(m_window->agentsPane(), pane.data());
    QCOMPARE(tabs->currentWidget(), pane.data());
    // The embedded workspace's agents, read at once because the area is in front.
    const Expected<QList<Agent>> stored = m_window->session().workspace().store().listAgents();
    QVERIFY(stored.ok());
    QCOMPARE(loadedDocument(pane)->agents().size(), stored.value().size());
    for (const Agent &agent : loadedDocument(pane)->agents())
        QVERIFY(agent.slug != QLatin1String("only-on-the-server"));
    // Staged there, applied there.
    const QString agentId = loadedDocument(pane)->agents().constFirst().id;
    const QList<AgentBinding> bound = loadedDocument(pane)->bindings(agentId);
    QVERIFY(!bound.isEmpty());
    QVERIFY(loadedDocument(pane)->setEnabled(agentId, {bound.constFirst().capabilityId}, !bound.constFirst().isEnabled));
    QVERIFY(answered(m_window->applyChanges()));
    const Expected<QList<AgentBinding>> written = m_window->session().workspace().store().listBindings(agentId);
    QVERIFY(written.ok());
    bool changed = false;
    for (const AgentBinding &binding : written.value())
        changed |= binding.capabilityId == bound.constFirst().capabilityId && binding.isEnabled != bound.constFirst().isEnabled;
    QVERIFY(changed);

    QVERIFY(m_window->connectTo(m_profile, m_server->adminKey()));
    QTRY_COMPARE(m_window->connection().profile().name, m_profile.name);
    QTRY_VERIFY(!m_window->session().isReading());
    QCOMPARE(m_window->agentsPane(), pane.data());
    QCOMPARE(loadedDocument(pane)->agents().size(), m_agentCount + 1);
}

QTEST_MAIN(tst_MainWindowConnection)
#include "tst_mainwindowconnection.moc"
