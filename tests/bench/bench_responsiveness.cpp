// How long the window stops answering while it works. The real window runs offscreen; a 1 ms
// timer on the GUI thread records the longest gap between two of its ticks (a stall: nothing
// painted, no key or click answered) while each scenario runs, and the scenario's wall time.
// One line per scenario:
//
//   SCENARIO: max stall N ms, total T ms
//
// The PostgreSQL scenarios need a server (PG* variables): `pg_virtualenv bench_responsiveness`.
// Without one they print "skipped". The loopback Sunrise server and the silent PostgreSQL
// listener run on threads of their own, so their work is not the window's.
#include "capabilitygenerator.h"
#include "sunrisetestserver.h"

#include "bundlegenerator.h"
#include "catalog/catalogdocument.h"
#include "connection.h"
#include "core/workpool.h"
#include "mainwindow.h"
#include "session.h"
#include "remote/connectionprofile.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "provenance/bundle.h"
#include "views/bundleview.h"
#include "views/provenancepane.h"
#include "views/timelinefilterproxy.h"
#include "workspace.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QLineEdit>
#include <QEventLoop>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>

#include <cstdio>
#include <ctime>
#include <functional>

using namespace capstudio;

namespace {

double monotonicSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// The longest gap between two ticks of a 1 ms timer on the GUI thread.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setInterval(1);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
    }
    void start()
    {
        m_longest = 0;
        m_last.start();
        m_timer.start();
    }
    double stop()
    {
        tick();
        m_timer.stop();
        return double(m_longest) / 1e6;
    }
    // When the longest gap ended, in CLOCK_MONOTONIC seconds.
    double longestEndedAt() const { return m_longestEndedAt; }

private:
    void tick()
    {
        const qint64 gap = m_last.nsecsElapsed();
        m_last.restart();
        if (gap > m_longest) {
            m_longest = gap;
            m_longestEndedAt = monotonicSeconds();
        }
    }

    QTimer m_timer;
    QElapsedTimer m_last;
    qint64 m_longest = 0;
    double m_longestEndedAt = 0;
};

// Runs `work` from the event loop; it calls `done` when the scenario is over (at once for an
// operation that returns when finished, later for one that reports by a signal).
void scenario(const char *name, const std::function<void(std::function<void()> done)> &work)
{
    StallMeter meter;
    QEventLoop loop;
    bool finished = false;
    QElapsedTimer total;
    meter.start();
    total.start();
    const double startedAt = monotonicSeconds();
    QTimer::singleShot(5, &loop, [&] {
        work([&] {
            finished = true;
            loop.quit();
        });
    });
    QTimer::singleShot(600000, &loop, &QEventLoop::quit);
    if (!finished)
        loop.exec();
    const double elapsed = double(total.nsecsElapsed()) / 1e6;
    const double stall = meter.stop();
    // For `perf record -k CLOCK_MONOTONIC` followed by `perf report --time START,END`.
    if (qEnvironmentVariableIsSet("CAPSTUDIO_BENCH_TIMES"))
        std::fprintf(stderr, "%s: monotonic %.6f,%.6f, longest stall %.6f,%.6f\n", name, startedAt,
                     monotonicSeconds(), meter.longestEndedAt() - stall / 1e3, meter.longestEndedAt());
    std::printf("%s: max stall %.0f ms, total %.0f ms%s\n", name, stall, elapsed, finished ? "" : " (did not finish)");
    std::fflush(stdout);
}

// Calls `done` once the window's reads (on the store's thread) have all been answered.
void afterReads(MainWindow &window, const std::function<void()> &done)
{
    if (!window.session().isReading()) {
        done();
        return;
    }
    QObject::connect(&window.session(), &Session::readsFinished, &window, [done] { done(); },
                     Qt::SingleShotConnection);
}

void skipped(const char *name, const char *why)
{
    std::printf("%s: skipped (%s)\n", name, why);
    std::fflush(stdout);
}

// A listener that accepts and then says nothing: a PostgreSQL host that does not answer.
class SilentServer
{
public:
    SilentServer()
    {
        m_server = new QTcpServer;
        m_server->moveToThread(&m_thread);
        m_thread.start();
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                m_server->listen(QHostAddress::LocalHost, 0);
                m_port = m_server->serverPort();
                QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] {
                    while (QTcpSocket *socket = m_server->nextPendingConnection())
                        socket->setParent(m_server); // held open, never answered
                });
            },
            Qt::BlockingQueuedConnection);
    }
    ~SilentServer()
    {
        QMetaObject::invokeMethod(m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    quint16 port() const { return m_port; }

private:
    QThread m_thread;
    QTcpServer *m_server = nullptr;
    quint16 m_port = 0;
};

// The Sunrise double with generated capabilities, on its own thread.
class SunriseThread
{
public:
    explicit SunriseThread(int capabilities)
    {
        m_server = new SunriseTestServer;
        for (const QJsonValue &row : CapabilityGenerator::rows(capabilities))
            m_server->addCapability(row.toObject());
        m_server->moveToThread(&m_thread);
        m_thread.start();
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                m_server->listen();
                m_url = m_server->url();
                m_key = m_server->adminKey();
            },
            Qt::BlockingQueuedConnection);
    }
    ~SunriseThread()
    {
        QMetaObject::invokeMethod(m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    QUrl url() const { return m_url; }
    QString key() const { return m_key; }

private:
    QThread m_thread;
    SunriseTestServer *m_server = nullptr;
    QUrl m_url;
    QString m_key;
};

QStringList firstIds(const CatalogDocument &catalog, int count)
{
    QStringList ids;
    for (int row = 0; row < catalog.count() && ids.size() < count; ++row)
        ids.append(catalog.at(row).id);
    return ids;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!qEnvironmentVariableIsSet("CAPSTUDIO_BENCH_FASTBINS")) // as the app does
        WorkPool::prepareAllocator();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("capstudio-bench"));
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());

    constexpr int Rows = 100000;
    const QList<Capability> generated = CapabilityGenerator::capabilities(Rows);

    // A workspace holding 100,000 capabilities besides the demo.
    const QString workspacePath = dir.filePath(QStringLiteral("workspace.sqlite"));
    {
        Expected<std::unique_ptr<Workspace>> made = Workspace::open(workspacePath);
        if (!made || !made.value()->store().importCapabilities(generated)) {
            std::fprintf(stderr, "cannot prepare the workspace\n");
            return 1;
        }
    }
    Expected<std::unique_ptr<Workspace>> opened = Workspace::open(workspacePath);
    if (!opened)
        return 1;
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QEventLoop settle;
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    afterReads(window, [&settle] { settle.quit(); });
    if (window.session().isReading())
        settle.exec();

    scenario("list 100,000 capabilities from SQLite", [&](auto done) {
        window.reload();
        afterReads(window, done);
    });

    scenario("activate 10,000 of 100,000 rows in one bulk edit", [&](auto done) {
        window.catalog()->setFieldForMany(firstIds(*window.catalog(), 10000), QStringLiteral("isActive"), false);
        done();
    });
    scenario("undo the bulk edit", [&](auto done) {
        window.catalog()->undoStack()->undo();
        done();
    });

    {
        QTemporaryDir bundles;
        const QString bundle = BundleGenerator::write(QDir(bundles.path()), 200);
        scenario("open a 200 MB provenance bundle", [&](auto done) {
            QObject::connect(window.provenancePane(), &ProvenancePane::loadFinished, &window, [done] { done(); },
                             Qt::SingleShotConnection);
            window.openBundles({bundle});
        });
        // The timeline's free-text filter, searched off the window's thread; done when the
        // last rows are in (was 166 ms on the window's thread for 180,000 messages).
        BundleView *view = window.provenancePane()->currentView();
        const auto filterBy = [view](const QString &text, const std::function<void()> &done) {
            QObject::connect(view->filterProxy(), &TimelineFilterProxy::searchProgress, view,
                             [done](int searched, int total) {
                                 if (searched == total)
                                     done();
                             });
            view->textFilter()->setText(text);
            view->applyTextFilter();
        };
        scenario("filter the 200 MB bundle's timeline by a free text", [&](auto done) {
            filterBy(QStringLiteral("refund policy"), done);
        });
        QObject::disconnect(view->filterProxy(), &TimelineFilterProxy::searchProgress, view, nullptr);
        std::printf("  (%d of %zu messages shown)\n", view->filterProxy()->rowCount(), view->bundle()->messages().size());
        scenario("filter it by a text no message holds", [&](auto done) {
            filterBy(QStringLiteral("no such text anywhere"), done);
        });
        QObject::disconnect(view->filterProxy(), &TimelineFilterProxy::searchProgress, view, nullptr);
        scenario("clear the filter", [&](auto done) {
            view->clearFilters();
            done();
        });
    }

    {
        SunriseThread sunrise(10000);
        ConnectionProfile profile;
        profile.name = QStringLiteral("Loopback Sunrise");
        profile.kind = ConnectionProfile::Kind::Sunrise;
        profile.serverUrl = sunrise.url();
        scenario("connect to the loopback Sunrise server and list 10,000 capabilities", [&](auto done) {
            QObject::connect(&window, &MainWindow::connectFinished, &window, [&window, done] { afterReads(window, done); },
                             Qt::SingleShotConnection);
            window.connectTo(profile, sunrise.key());
        });
    }

    const bool postgres = !qEnvironmentVariableIsEmpty("PGHOST") || !qEnvironmentVariableIsEmpty("PGPORT");
    {
        SilentServer silent;
        ConnectionProfile profile;
        profile.name = QStringLiteral("Unreachable PostgreSQL");
        profile.kind = ConnectionProfile::Kind::PostgreSql;
        profile.host = QStringLiteral("127.0.0.1");
        profile.port = silent.port();
        profile.database = QStringLiteral("sunrise");
        profile.user = QStringLiteral("nobody");
        scenario("connect to a PostgreSQL host that does not answer", [&](auto done) {
            // The refusal is a message box: answered as soon as it shows.
            auto *closer = new QTimer(&window);
            closer->setInterval(50);
            QObject::connect(closer, &QTimer::timeout, closer, [] {
                if (QWidget *box = QApplication::activeModalWidget())
                    box->close();
            });
            closer->start();
            QObject::connect(&window, &MainWindow::connectFinished, closer,
                             [closer, done] {
                                 closer->deleteLater();
                                 done();
                             },
                             Qt::SingleShotConnection);
            window.connectTo(profile, QStringLiteral("secret"));
        });
    }

    if (!postgres) {
        skipped("list 100,000 capabilities from PostgreSQL", "no PostgreSQL server: run under pg_virtualenv");
        skipped("apply 1,000 staged changes to PostgreSQL", "no PostgreSQL server");
        return 0;
    }
    const QString database = QStringLiteral("capstudio_responsiveness_") + QUuid::createUuid().toString(QUuid::Id128).left(10);
    {
        Expected<QSqlDatabase> admin = SqlCatalogStore::openPostgres({}, QStringLiteral("bench-admin"));
        if (!admin || !QSqlQuery(admin.value()).exec(QStringLiteral("CREATE DATABASE ") + database)) {
            skipped("list 100,000 capabilities from PostgreSQL", "cannot create a database");
            return 0;
        }
        Expected<QSqlDatabase> fill = SqlCatalogStore::openPostgres(databaseSettings(database), QStringLiteral("bench-fill"));
        if (!fill || !SchemaMigrator(fill.value()).migrate().ok()
            || !SqlCatalogStore(fill.value()).importCapabilities(generated).ok()) {
            skipped("list 100,000 capabilities from PostgreSQL", "cannot fill the database");
            return 0;
        }
    }
    ConnectionProfile profile;
    profile.name = QStringLiteral("Bench PostgreSQL");
    profile.kind = ConnectionProfile::Kind::PostgreSql;
    profile.host = qEnvironmentVariable("PGHOST", QStringLiteral("localhost"));
    profile.port = qEnvironmentVariableIntValue("PGPORT") > 0 ? qEnvironmentVariableIntValue("PGPORT") : 5432;
    profile.database = database;
    profile.user = qEnvironmentVariable("PGUSER");
    scenario("connect to PostgreSQL and list 100,000 capabilities", [&](auto done) {
        QObject::connect(&window, &MainWindow::connectFinished, &window, [&window, done] { afterReads(window, done); },
                         Qt::SingleShotConnection);
        window.connectTo(profile, qEnvironmentVariable("PGPASSWORD"));
    });
    scenario("apply 1,000 staged changes to PostgreSQL", [&](auto done) {
        window.catalog()->setFieldForMany(firstIds(*window.catalog(), 1000), QStringLiteral("description"),
                                          QStringLiteral("Changed by the responsiveness benchmark"));
        // Written on the connection's worker; the scenario ends when the answer is shown.
        auto *watcher = new QFutureWatcher<bool>(&window);
        QObject::connect(watcher, &QFutureWatcherBase::finished, &window, [watcher, done] {
            watcher->deleteLater();
            if (!watcher->future().isCanceled() && !watcher->future().result())
                std::fprintf(stderr, "the apply failed\n");
            done();
        });
        watcher->setFuture(window.applyChanges());
    });
    return 0;
}
