// The window's catalog folder actions on the demo workspace: export the catalog (what a pull
// writes), edit the folder, compare with it, stage picked differences (a row, a single leaf
// of a JSON field, a binding) as ordinary undoable edits, and apply them. The same comparison
// with another saved connection: a Sunrise server (the loopback test server) and a second
// workspace file.
#include "catalog/bindingdocument.h"
#include "catalogtestdata.h"
#include "catalogcode/catalogfolder.h"
#include "connection.h"
#include "core/futurewatch.h"
#include "mainwindow.h"
#include "remote/connectionprofiles.h"
#include "session.h"
#include "sunrisetestserver.h"
#include "views/catalogcomparedialog.h"
#include "views/catalogcomparemodel.h"
#include "views/problemsview.h"
#include "workspace.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace capstudio;

namespace {

using catalogtest::contents;
using catalogtest::replaceIn;

template <typename T>
T waitFor(const QFuture<T> &future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 30000))
        qWarning("the future did not finish within 30 s");
    return future.result();
}



// The index of the row named `name` under group `group` (0 capabilities, 1 bindings).
QModelIndex rowNamed(QAbstractItemModel *model, int group, const QString &name)
{
    const QModelIndex parent = model->index(group, 0);
    for (int row = 0; row < model->rowCount(parent); ++row) {
        if (model->index(row, 0, parent).data().toString() == name)
            return model->index(row, 0, parent);
    }
    return {};
}

} // namespace

class tst_MainWindowCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportCompareAndStage();
    void aReviewedFolderShowsEveryKindOfDifference();
    void aBrokenFolderIsNotCompared();
    void comparesWithAnotherConnection();
    void comparesWithAnotherWorkspace();
    void anUnreachableConnectionIsNotCompared();
    void aCatalogFolderIsEditedInTheWindow();
    void policyLintsShowInTheWindow();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindowCatalog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void tst_MainWindowCatalog::exportCompareAndStage()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());

    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    const Expected<CatalogFolder::WriteReport> exported = waitFor(window.exportCatalogTo(folder));
    QVERIFY(exported);
    const int capabilityCount = window.session().capabilities()->count();
    QCOMPARE(int(QDir(folder + QStringLiteral("/capabilities")).entryList(QDir::Files).size()), capabilityCount);
    QCOMPARE(int(QDir(folder + QStringLiteral("/agents")).entryList(QDir::Files).size()),
             int(window.session().bindings()->agents().size()));
    // Exported again: nothing rewritten.
    QCOMPARE(waitFor(window.exportCatalogTo(folder)).value().written.size(), 0);

    // The folder as a reviewer changed it: a rate limit, one parameter's description, a
    // binding disabled.
    const QString file = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    QByteArray text = contents(file);
    QVERIFY(text.contains("\nname: "));
    text.replace("\nname: ", "\nname: Renamed ");
    QFile rewrite(file);
    QVERIFY(rewrite.open(QIODevice::WriteOnly | QIODevice::Truncate));
    rewrite.write(text);
    rewrite.close();
    const QString agentFile = folder + QStringLiteral("/agents/ops-runner.yaml");
    replaceIn(agentFile, "  - capability: call_external_api\n    isEnabled: true\n",
              "  - capability: call_external_api\n    isEnabled: false\n");

    CatalogCompareDialog *dialog = waitFor(window.compareWithFolder(folder));
    QVERIFY(dialog);
    CatalogCompareModel *model = dialog->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->diff().capabilities.size(), 1);
    QCOMPARE(model->diff().bindings.size(), 1);
    const QModelIndex capability = rowNamed(model, 0, QStringLiteral("call_external_api"));
    QVERIFY(capability.isValid());
    QCOMPARE(capability.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Changed"));
    QCOMPARE(model->rowCount(capability), 1);
    QCOMPARE(model->index(0, 0, capability).data().toString(), QStringLiteral("/name"));

    // Pick the capability's change and stage it.
    QVERIFY(model->setData(capability, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(model->picks().size(), 1);
    emit dialog->stageRequested(model->picks());
    CatalogDocument *capabilities = window.session().capabilities();
    QCOMPARE(capabilities->pendingCount(), 1);
    bool renamed = false;
    for (const Capability &c : capabilities->rows())
        renamed |= c.slug == QLatin1String("call_external_api") && c.name.startsWith(QLatin1String("Renamed "));
    QVERIFY(renamed);
    // The comparison follows: only the binding differs now.
    QCOMPARE(model->diff().capabilities.size(), 0);
    QCOMPARE(model->diff().bindings.size(), 1);

    // Undo takes the staged edit back in one step.
    capabilities->undoStack()->undo();
    QCOMPARE(capabilities->pendingCount(), 0);
    QTRY_COMPARE(model->diff().capabilities.size(), 1);

    // The binding, staged and applied.
    QVERIFY(model->setData(rowNamed(model, 1, QStringLiteral("ops-runner → call_external_api")), Qt::Checked,
                           Qt::CheckStateRole));
    emit dialog->stageRequested(model->picks());
    QCOMPARE(window.session().bindings()->pendingCount(), 1);
    QVERIFY(waitFor(window.session().applyBindings()).ok());
    QVERIFY(!window.session().bindings()->hasPendingChanges());
    QTRY_COMPARE(model->diff().bindings.size(), 0);

    dialog->resize(1100, 700);
    dialog->tree()->setCurrentIndex(rowNamed(model, 0, QStringLiteral("call_external_api")));
    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        dialog->grab().save(shot + QStringLiteral("/compare.png"));
    dialog->close();
}

// A folder after a review: a capability added, one removed, one changed in a single leaf of
// its parameters and its rate limit, a binding's configuration changed. Each shows with its
// mark; with CAPSTUDIO_SCREENSHOT_DIR set the dialog is saved there (README).
void tst_MainWindowCatalog::aReviewedFolderShowsEveryKindOfDifference()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo3.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    QVERIFY(waitFor(window.exportCatalogTo(folder)));

    const QString caps = folder + QStringLiteral("/capabilities/");
    QStringList files = QDir(caps).entryList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 3);
    const QString removed = files.takeLast(); // not call_external_api, the first by name
    QVERIFY(QFile::remove(caps + removed));
    QByteArray added = contents(caps + QStringLiteral("call_external_api.yaml"));
    added.replace("call_external_api", "page_the_on_call");
    added.replace("\nname: Call External API", "\nname: Page The On Call");
    QFile addedFile(caps + QStringLiteral("page_the_on_call.yaml"));
    QVERIFY(addedFile.open(QIODevice::WriteOnly));
    addedFile.write(added);
    addedFile.close();
    QString changedText = QString::fromUtf8(contents(caps + QStringLiteral("call_external_api.yaml")));
    QVERIFY(changedText.contains(QLatin1String("\nrateLimit: ")));
    changedText.replace(QRegularExpression(QStringLiteral("\nrateLimit: [^\n]*")), QStringLiteral("\nrateLimit: 15"));
    const QByteArray changed = changedText.toUtf8();
    QFile changedFile(caps + QStringLiteral("call_external_api.yaml"));
    QVERIFY(changedFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
    changedFile.write(changed);
    changedFile.close();

    CatalogCompareDialog *dialog = waitFor(window.compareWithFolder(folder));
    QVERIFY(dialog);
    CatalogCompareModel *model = dialog->model();
    const QString removedSlug = removed.chopped(5);
    QCOMPARE(rowNamed(model, 0, removedSlug).siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(),
             QStringLiteral("Removed"));
    QCOMPARE(rowNamed(model, 0, QStringLiteral("page_the_on_call")).siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(),
             QStringLiteral("Added"));
    const QModelIndex api = rowNamed(model, 0, QStringLiteral("call_external_api"));
    QCOMPARE(api.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Changed"));
    QCOMPARE(model->index(0, 0, api).data().toString(), QStringLiteral("/rateLimit"));
    QCOMPARE(model->index(0, CatalogCompareModel::ThereColumn, api).data().toString(), QStringLiteral("15"));

    dialog->resize(1100, 640);
    dialog->tree()->expandAll();
    QVERIFY(model->setData(model->index(0, 0, api), Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model->setData(rowNamed(model, 0, QStringLiteral("page_the_on_call")), Qt::Checked, Qt::CheckStateRole));
    dialog->tree()->setCurrentIndex(model->index(0, 0, api));
    QCoreApplication::processEvents(); // the button's new text laid out
    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(dialog->grab().save(shot + QStringLiteral("/catalog-compare.png")));
    dialog->close();
}

void tst_MainWindowCatalog::aBrokenFolderIsNotCompared()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo2.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    QTemporaryDir out;
    QVERIFY(QDir(out.path()).mkpath(QStringLiteral("capabilities")));
    QFile broken(out.filePath(QStringLiteral("capabilities/x.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("slug: x\nname: [\n");
    broken.close();
    QCOMPARE(waitFor(window.compareWithFolder(out.path())), static_cast<CatalogCompareDialog *>(nullptr));
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("x.yaml:")), qPrintable(box->text()));
    box->close();
}

namespace {

// Saves `profile` among the connections a window started afterwards offers.
void saveProfile(const ConnectionProfile &profile)
{
    QSettings settings;
    ConnectionProfiles profiles;
    profiles.load(settings);
    const int index = profiles.indexOf(profile.name);
    QVERIFY(index < 0 ? profiles.add(profile).ok() : profiles.update(index, profile).ok());
    profiles.save(settings);
}

QStringList menuEntries(MainWindow &window, const char *name)
{
    auto *menu = window.findChild<QMenu *>(QLatin1String(name));
    if (!menu)
        return {};
    emit menu->aboutToShow();
    QStringList entries;
    for (QAction *action : menu->actions())
        entries.append(action->text());
    return entries;
}

} // namespace

// Staging is a Sunrise server holding the demo catalog with a capability's rate limit changed
// and one binding detached; the window, on the demo workspace, compares with it through its
// saved profile (the key from CAPSTUDIO_API_KEY) and stages the server's rate limit here.
void tst_MainWindowCatalog::comparesWithAnotherConnection()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    QFile demo(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/catalog.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const QHash<QString, QString> ids = server.addCatalog(QJsonDocument::fromJson(demo.readAll()).object());
    const QString apiId = ids.value(QStringLiteral("capability:call_external_api"));
    QJsonObject changed = server.capability(apiId);
    QVERIFY(!changed.isEmpty());
    changed.insert(QStringLiteral("rateLimit"), 17);
    server.addCapability(changed);
    QVERIFY(server.removeBinding(ids.value(QStringLiteral("agent:ops-runner")), apiId));

    ConnectionProfile staging;
    staging.name = QStringLiteral("Staging");
    staging.kind = ConnectionProfile::Kind::Sunrise;
    staging.serverUrl = server.url();
    saveProfile(staging);
    qputenv("CAPSTUDIO_API_KEY", server.adminKey().toLatin1());
    auto unset = qScopeGuard([] { qunsetenv("CAPSTUDIO_API_KEY"); });

    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo4.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());
    // The menu offers the saved connections other than this window's own.
    const QStringList offered = menuEntries(window, "compareWithConnectionMenu");
    QVERIFY2(offered.contains(QStringLiteral("Staging")), qPrintable(offered.join(QLatin1Char(','))));
    QVERIFY(!offered.contains(window.session().connection().profile().name));

    CatalogCompareDialog *dialog = waitFor(window.compareWithConnection(QStringLiteral("Staging")));
    QVERIFY(dialog);
    CatalogCompareModel *model = dialog->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Exactly what differs on the server: nothing of how each side fills its rows.
    QCOMPARE(model->diff().capabilities.size(), 1);
    QCOMPARE(model->diff().bindings.size(), 1);
    const QModelIndex api = rowNamed(model, 0, QStringLiteral("call_external_api"));
    QCOMPARE(api.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Changed"));
    QCOMPARE(model->index(0, 0, api).data().toString(), QStringLiteral("/rateLimit"));
    QCOMPARE(model->index(0, CatalogCompareModel::ThereColumn, api).data().toString(), QStringLiteral("17"));
    const QModelIndex detached = rowNamed(model, 1, QStringLiteral("ops-runner → call_external_api"));
    QCOMPARE(detached.siblingAtColumn(CatalogCompareModel::StatusColumn).data().toString(), QStringLiteral("Removed"));
    QCOMPARE(model->headerData(CatalogCompareModel::ThereColumn, Qt::Horizontal).toString(),
             QStringLiteral("Staging (%1)").arg(server.url().toString()));

    // The server's rate limit staged here, as an ordinary undoable edit.
    QVERIFY(model->setData(api, Qt::Checked, Qt::CheckStateRole));
    emit dialog->stageRequested(model->picks());
    QCOMPARE(window.session().capabilities()->pendingCount(), 1);
    QCOMPARE(model->diff().capabilities.size(), 0);
    // Nothing was written to the server.
    QCOMPARE(server.capability(apiId).value(QLatin1String("rateLimit")).toInt(), 17);
    dialog->close();
    window.session().capabilities()->undoStack()->undo();
}

// A second workspace file is a connection like any other; it is read, not migrated or written.
void tst_MainWindowCatalog::comparesWithAnotherWorkspace()
{
    const QString otherPath = m_dir.filePath(QStringLiteral("other.sqlite"));
    {
        auto other = Workspace::open(otherPath);
        QVERIFY(other.ok());
        QSqlDatabase db = other.value()->store().database();
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE \"ai_capability\" SET \"description\" = 'Changed elsewhere.' "
                                          "WHERE \"slug\" = 'call_external_api'")));
    }
    const QByteArray before = contents(otherPath);
    ConnectionProfile other;
    other.name = QStringLiteral("Laptop copy");
    other.kind = ConnectionProfile::Kind::Embedded;
    other.workspacePath = otherPath;
    saveProfile(other);

    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo5.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    CatalogCompareDialog *dialog = waitFor(window.compareWithConnection(QStringLiteral("Laptop copy")));
    QVERIFY(dialog);
    QCOMPARE(dialog->model()->diff().capabilities.size(), 1);
    QCOMPARE(dialog->model()->diff().bindings.size(), 0);
    const QModelIndex api = rowNamed(dialog->model(), 0, QStringLiteral("call_external_api"));
    QCOMPARE(dialog->model()->index(0, 0, api).data().toString(), QStringLiteral("/description"));
    dialog->close();
    QCOMPARE(contents(otherPath), before);
}

void tst_MainWindowCatalog::anUnreachableConnectionIsNotCompared()
{
    ConnectionProfile gone;
    gone.name = QStringLiteral("Gone");
    gone.kind = ConnectionProfile::Kind::Sunrise;
    // A loopback port nothing listens on: refused at once.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    gone.serverUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
    probe.close();
    saveProfile(gone);
    qputenv("CAPSTUDIO_API_KEY", QByteArray("sk_") + QByteArray(64, 'a'));
    auto unset = qScopeGuard([] { qunsetenv("CAPSTUDIO_API_KEY"); });

    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo6.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    QCOMPARE(waitFor(window.compareWithConnection(QStringLiteral("Gone"))), static_cast<CatalogCompareDialog *>(nullptr));
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY2(box->text().startsWith(QStringLiteral("Cannot connect to Gone: %1: ").arg(gone.serverUrl.toString())),
             qPrintable(box->text()));
    box->close();
    QCOMPARE(waitFor(window.compareWithConnection(QStringLiteral("Nobody"))), static_cast<CatalogCompareDialog *>(nullptr));
    const auto told = [&window] {
        for (QMessageBox *box : window.findChildren<QMessageBox *>()) {
            if (box->text().contains(QStringLiteral("no saved connection named “Nobody”")))
                return true;
        }
        return false;
    };
    QVERIFY(told());
}

// File ▸ Open Catalog Folder…: the window works on the folder's files. The areas list what the
// files hold; an edit applied is written to its file (the reviewer's comment kept, the other
// files untouched); a file changed on disk meanwhile is a conflict, not overwritten.
void tst_MainWindowCatalog::aCatalogFolderIsEditedInTheWindow()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo7.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    window.resize(1280, 800);
    window.show();
    QTRY_VERIFY(!window.session().isReading());
    const int capabilityCount = window.session().capabilities()->count();
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    QVERIFY(waitFor(window.exportCatalogTo(folder)));
    const QString apiFile = folder + QStringLiteral("/capabilities/call_external_api.yaml");
    replaceIn(apiFile, "\nname: ", "\n# reviewed by the platform team\nname: ");
    const QStringList others = QDir(folder + QStringLiteral("/capabilities")).entryList(QDir::Files);
    QHash<QString, QByteArray> before;
    for (const QString &name : others)
        before.insert(name, contents(folder + QStringLiteral("/capabilities/") + name));

    // Not a catalog folder: said, and the window stays where it was.
    QVERIFY(!window.openCatalogFolder(out.path()));
    auto *box = window.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("is not a catalog folder")), qPrintable(box->text()));
    box->close();
    QVERIFY(window.session().connection().isEmbedded());

    QVERIFY(window.openCatalogFolder(folder));
    QTRY_COMPARE(window.session().connection().profile().kind, ConnectionProfile::Kind::CatalogFolder);
    QTRY_VERIFY(!window.session().isReading());
    QVERIFY(window.windowTitle().startsWith(QLatin1String("catalog")));
    CatalogDocument *capabilities = window.session().capabilities();
    QCOMPARE(capabilities->count(), capabilityCount);
    QVERIFY(waitFor(window.session().readBindings()).ok());
    QVERIFY(!window.session().bindings()->agents().isEmpty());

    // An edit, applied: written to its file only.
    QVERIFY(capabilities->rowOf(QStringLiteral("call_external_api")) >= 0);
    QVERIFY(capabilities->setField(QStringLiteral("call_external_api"), QStringLiteral("rateLimit"), 33));
    QVERIFY(window.session().capabilities()->hasPendingChanges());
    const CatalogDocument::ApplyResult applied = waitFor(window.session().applyCapabilities());
    QVERIFY2(applied.error.isEmpty() && applied.conflicts.isEmpty(), qPrintable(applied.error));
    const QByteArray written = contents(apiFile);
    QVERIFY2(written.contains("rateLimit: 33") && written.contains("# reviewed by the platform team\n"), written.constData());
    for (const QString &name : others) {
        if (name != QLatin1String("call_external_api.yaml"))
            QCOMPARE(contents(folder + QStringLiteral("/capabilities/") + name), before.value(name));
    }

    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(window.grab().save(shot + QStringLiteral("/catalog-folder.png")));

    // Someone else's change on disk: the next apply conflicts and leaves their file as it is.
    QTRY_VERIFY(!window.session().isReading());
    replaceIn(apiFile, "rateLimit: 33", "rateLimit: 44");
    QVERIFY(capabilities->setField(QStringLiteral("call_external_api"), QStringLiteral("rateLimit"), 55));
    const CatalogDocument::ApplyResult conflicted = waitFor(window.session().applyCapabilities());
    QCOMPARE(conflicted.conflicts.size(), 1);
    QVERIFY(contents(apiFile).contains("rateLimit: 44"));
    capabilities->discardAll();
}

namespace {

// The rule ids of `problems`, each with its severity ("approval-dead-end:error").
QStringList rulesOf(const Diagnostics &problems)
{
    QStringList rules;
    for (const Diagnostic &problem : problems)
        rules.append(problem.ruleId() + QLatin1Char(':') + (problem.severity() == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning")));
    return rules;
}

} // namespace

// The checks beyond Sunrise's rules show in the window as in `lint-capabilities`: a literal
// secret, the team's policy with the severities of the folder's .capstudio-policy.yaml,
// unbound capabilities once the bindings are read, a binding's rate above its capability's.
void tst_MainWindowCatalog::policyLintsShowInTheWindow()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("demo8.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("catalog"));
    QVERIFY(waitFor(window.exportCatalogTo(folder)));
    const QString caps = folder + QStringLiteral("/capabilities/");
    replaceIn(caps + QStringLiteral("issue_refund.yaml"), "approvalTimeoutMs: 900000\n", "");
    replaceIn(caps + QStringLiteral("create_calendar_event.yaml"), "  timeoutMs: 10000\n",
              "  timeoutMs: 10000\n  apiKey: sk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c\n");
    replaceIn(folder + QStringLiteral("/agents/ops-runner.yaml"), "customRateLimit: 30", "customRateLimit: 90");
    QFile policy(folder + QStringLiteral("/.capstudio-policy.yaml"));
    QVERIFY(policy.open(QIODevice::WriteOnly));
    policy.write("rules:\n  approval-dead-end: error\n");
    policy.close();

    QVERIFY(window.openCatalogFolder(folder));
    QTRY_COMPARE(window.session().connection().profile().kind, ConnectionProfile::Kind::CatalogFolder);
    QTRY_VERIFY(!window.session().isReading());
    CatalogDocument *capabilities = window.session().capabilities();
    QVERIFY(window.session().policyProblem().isEmpty());
    const auto problemsOf = [capabilities](const char *slug) {
        return rulesOf(capabilities->problems(capabilities->rowOf(QString::fromLatin1(slug))));
    };
    QVERIFY2(problemsOf("issue_refund").contains(QStringLiteral("approval-dead-end:error")),
             qPrintable(problemsOf("issue_refund").join(QLatin1Char(' '))));
    QVERIFY2(problemsOf("create_calendar_event").contains(QStringLiteral("literal-secret:error")),
             qPrintable(problemsOf("create_calendar_event").join(QLatin1Char(' '))));
    const Diagnostics secret = capabilities->problems(capabilities->rowOf(QStringLiteral("create_calendar_event")));
    const auto found = std::find_if(secret.cbegin(), secret.cend(), [](const Diagnostic &d) { return d.ruleId() == QLatin1String("literal-secret"); });
    QCOMPARE(found->location().jsonPointer, QStringLiteral("/executionConfig/apiKey"));
    QVERIFY(!found->message().contains(QLatin1String("4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c"))); // never the secret itself
    // Which capabilities are bound is not known before the bindings are read.
    QVERIFY(!problemsOf("upload_to_storage").join(QLatin1Char(' ')).contains(QLatin1String("unbound-capability")));

    QVERIFY(waitFor(window.session().readBindings()).ok());
    QVERIFY2(problemsOf("upload_to_storage").contains(QStringLiteral("unbound-capability:warning")),
             qPrintable(problemsOf("upload_to_storage").join(QLatin1Char(' '))));
    QVERIFY(!problemsOf("lookup_order").join(QLatin1Char(' ')).contains(QLatin1String("unbound-capability")));
    // An inactive capability bound to nobody is as it should be.
    QVERIFY(!problemsOf("translate_text").join(QLatin1Char(' ')).contains(QLatin1String("unbound-capability")));
    const QString shot = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (!shot.isEmpty()) {
        window.resize(1280, 800);
        window.show();
        ProblemsView *view = window.findChild<ProblemsView *>();
        view->rescan();
        QTRY_VERIFY(!view->isScanning());
        QVERIFY(view->window()->grab().save(shot + QStringLiteral("/policy-problems.png")));
    }
    const QStringList binding =
        rulesOf(window.session().bindings()->check(QStringLiteral("ops-runner"), QStringLiteral("call_external_api")).diagnostics);
    QVERIFY2(binding.contains(QStringLiteral("binding-rate-above-capability:warning")), qPrintable(binding.join(QLatin1Char(' '))));

    // A policy file that cannot be used is said, and the defaults apply.
    QVERIFY(policy.open(QIODevice::WriteOnly | QIODevice::Truncate));
    policy.write("rules: [\n");
    policy.close();
    QVERIFY(window.openCatalogFolder(folder)); // opened again: its policy is read again
    QTRY_VERIFY(!window.session().policyProblem().isEmpty());
    QVERIFY2(window.session().policyProblem().contains(QLatin1String(".capstudio-policy.yaml")),
             qPrintable(window.session().policyProblem()));
    QTRY_VERIFY(!window.session().isReading());
    QVERIFY(window.findChild<ProblemsView *>()->readNotes().contains(window.session().policyProblem()));
    QVERIFY2(problemsOf("issue_refund").contains(QStringLiteral("approval-dead-end:warning")),
             qPrintable(problemsOf("issue_refund").join(QLatin1Char(' '))));
}

QTEST_MAIN(tst_MainWindowCatalog)
#include "tst_mainwindowcatalog.moc"
