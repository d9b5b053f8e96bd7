// capstudio diff through the real binary: its exit codes, its JSON, a side git hands over as
// /dev/null, and `git difftool` in a real repository configured as the README shows.
#include "flowgatetexts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The diff's report is text: read as such.
struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &arguments, const QString &directory = {})
{
    const ProcessRun done = runProcess(program, arguments, directory);
    return {done.code, QString::fromUtf8(done.out), done.err};
}

Run capstudio(const QStringList &arguments)
{
    return run(QStringLiteral(CAPSTUDIO_BINARY), arguments);
}

QByteArray demo()
{
    return demoLibraryText();
}

QByteArray renamed(QByteArray text)
{
    text.replace("      vetting:\n        transitions:\n          vet:\n", "      reviewing:\n        transitions:\n          vet:\n");
    text.replace("          lint_clean:\n            target: vetting", "          lint_clean:\n            target: reviewing");
    return text;
}

} // namespace

class tst_DiffCommand : public QObject
{
    Q_OBJECT

private slots:
    void exitCodes();
    void jsonOutput();
    void anAddedFileComparesWithDevNull();
    void worksAsGitDifftool();

private:
    QTemporaryDir m_dir;
};

void tst_DiffCommand::exitCodes()
{
    const QString old = m_dir.filePath(QStringLiteral("old.yaml"));
    const QString changed = m_dir.filePath(QStringLiteral("changed.yaml"));
    const QString broken = m_dir.filePath(QStringLiteral("broken.yaml"));
    QVERIFY(writeFile(old, demo()));
    QVERIFY(writeFile(changed, renamed(demo())));
    QVERIFY(writeFile(broken, "workflows: [unclosed\n"));

    Run same = capstudio({QStringLiteral("diff"), old, old});
    QCOMPARE(same.code, 0);
    QVERIFY(same.out.contains(QLatin1String("No changes.")));

    Run different = capstudio({QStringLiteral("diff"), old, changed});
    QCOMPARE(different.code, 1);
    QVERIFY2(different.out.contains(QStringLiteral("flow.review-capability-change\n  state renamed: vetting → reviewing\n")),
             qPrintable(different.out));
    QVERIFY2(!different.out.contains(QLatin1String("retargeted")), qPrintable(different.out));

    Run missing = capstudio({QStringLiteral("diff"), old, m_dir.filePath(QStringLiteral("absent.yaml"))});
    QCOMPARE(missing.code, 2);
    QVERIFY(!missing.err.isEmpty());
    Run unreadable = capstudio({QStringLiteral("diff"), broken, old});
    QCOMPARE(unreadable.code, 2);
    QVERIFY2(unreadable.err.contains(QLatin1String("broken.yaml")), qPrintable(unreadable.err));
    Run usage = capstudio({QStringLiteral("diff"), old});
    QCOMPARE(usage.code, 2);
}

void tst_DiffCommand::jsonOutput()
{
    const QString old = m_dir.filePath(QStringLiteral("old.yaml"));
    const QString changed = m_dir.filePath(QStringLiteral("changed.yaml"));
    QVERIFY(writeFile(old, demo()));
    QVERIFY(writeFile(changed, renamed(demo())));
    Run different = capstudio({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"), old, changed});
    QCOMPARE(different.code, 1);
    QJsonParseError error;
    const QJsonObject report = QJsonDocument::fromJson(different.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(report.value(QStringLiteral("equal")).toBool(true), false);
    QCOMPARE(report.value(QStringLiteral("changes")).toInt(), 1);
    const QJsonObject change = report.value(QStringLiteral("workflows")).toArray().at(0).toObject()
                                   .value(QStringLiteral("changes")).toArray().at(0).toObject();
    QCOMPARE(change.value(QStringLiteral("kind")).toString(), QStringLiteral("state-renamed"));
    QCOMPARE(change.value(QStringLiteral("from")).toString(), QStringLiteral("vetting"));
    QCOMPARE(change.value(QStringLiteral("state")).toString(), QStringLiteral("reviewing"));
}

void tst_DiffCommand::anAddedFileComparesWithDevNull()
{
    const QString old = m_dir.filePath(QStringLiteral("old.yaml"));
    QVERIFY(writeFile(old, demo()));
    Run added = capstudio({QStringLiteral("diff"), QStringLiteral("/dev/null"), old});
    QCOMPARE(added.code, 1);
    QVERIFY(added.out.contains(QLatin1String("workflow added")));
    QVERIFY(!added.out.contains(QLatin1String("workflow removed")));
}

// The README's configuration: a difftool named capstudio, then `git difftool -t capstudio`.
void tst_DiffCommand::worksAsGitDifftool()
{
    const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
    QVERIFY2(!git.isEmpty(), "git is installed by scripts/deps.sh");
    QTemporaryDir repository;
    const QString root = repository.path();
    const auto inRepo = [&](const QStringList &arguments) { return run(git, arguments, root); };
    QCOMPARE(inRepo({QStringLiteral("init"), QStringLiteral("-q")}).code, 0);
    QCOMPARE(inRepo({QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("t@example.org")}).code, 0);
    QCOMPARE(inRepo({QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Test")}).code, 0);
    QCOMPARE(inRepo({QStringLiteral("config"), QStringLiteral("difftool.capstudio.cmd"),
                     QStringLiteral("'%1' diff \"$LOCAL\" \"$REMOTE\"").arg(QStringLiteral(CAPSTUDIO_BINARY))}).code, 0);
    QVERIFY(writeFile(QDir(root).filePath(QStringLiteral("library.yaml")), demo()));
    QCOMPARE(inRepo({QStringLiteral("add"), QStringLiteral("library.yaml")}).code, 0);
    QCOMPARE(inRepo({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("demo")}).code, 0);
    QVERIFY(writeFile(QDir(root).filePath(QStringLiteral("library.yaml")), renamed(demo())));
    const Run tool = inRepo({QStringLiteral("difftool"), QStringLiteral("-y"), QStringLiteral("-t"), QStringLiteral("capstudio"),
                             QStringLiteral("library.yaml")});
    QVERIFY2(tool.out.contains(QStringLiteral("flow.review-capability-change\n  state renamed: vetting → reviewing\n")),
             qPrintable(tool.out + tool.err));
    QCOMPARE(tool.code, 0);
    // --trust-exit-code hands on the tool's 1 ("different"): git stops there, as for any tool.
    const Run trusted = inRepo({QStringLiteral("difftool"), QStringLiteral("-y"), QStringLiteral("-t"),
                                QStringLiteral("capstudio"), QStringLiteral("--trust-exit-code"), QStringLiteral("library.yaml")});
    QVERIFY(trusted.code != 0);
    // Nothing changed: the tool says so.
    QCOMPARE(inRepo({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("library.yaml")}).code, 0);
    QVERIFY(writeFile(QDir(root).filePath(QStringLiteral("library.yaml")), demo() + "# a comment only\n"));
    const Run quiet = inRepo({QStringLiteral("difftool"), QStringLiteral("-y"), QStringLiteral("-t"), QStringLiteral("capstudio"),
                              QStringLiteral("--trust-exit-code"), QStringLiteral("library.yaml")});
    QCOMPARE(quiet.code, 0);
    QVERIFY2(quiet.out.contains(QLatin1String("No changes.")), qPrintable(quiet.out + quiet.err));
}

QTEST_MAIN(tst_DiffCommand)
#include "tst_diffcommand.moc"
