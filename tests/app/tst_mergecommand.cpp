// capstudio merge through the real binary: exit codes, -o written only when clean, and as
// a git merge driver in a real repository (`capstudio merge %O %A %B -o %A`), where git hands
// over temporary files without a .yaml extension.
#include "flowgatetexts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

ProcessRun run(const QString &program, const QStringList &arguments, const QString &directory = {})
{
    return runProcess(program, arguments, directory);
}

QByteArray demo()
{
    return demoLibraryText();
}

QByteArray replaced(QByteArray text, const QByteArray &from, const QByteArray &to)
{
    if (text.count(from) != 1)
        qFatal("edit target occurs %d times", int(text.count(from)));
    return text.replace(from, to);
}

QByteArray renamed(const QByteArray &text)
{
    return replaced(replaced(text, "      vetting:\n        transitions:\n          vet:\n",
                             "      reviewing:   # renamed on this branch\n        transitions:\n          vet:\n"),
                    "          lint_clean:\n            target: vetting", "          lint_clean:\n            target: reviewing");
}

QByteArray actorChanged(const QByteArray &text)
{
    return replaced(text, "          vet:\n            target: vetted\n            actor: deterministic",
                    "          vet:\n            target: vetted\n            actor: agent");
}

QByteArray guard(const QByteArray &text, const QByteArray &to)
{
    return replaced(text, "\"$.context.lint_ok != true\"", to);
}

} // namespace

class tst_MergeCommand : public QObject
{
    Q_OBJECT

private slots:
    void exitCodesAndOutput();
    void asAGitMergeDriver();
    void theWindowOpensAMerge();

private:
    QTemporaryDir m_dir;
};

void tst_MergeCommand::exitCodesAndOutput()
{
    const QString binary = QStringLiteral(CAPSTUDIO_BINARY);
    const QString base = m_dir.filePath(QStringLiteral("base"));
    const QString ours = m_dir.filePath(QStringLiteral(".merge_file_ours")); // no extension, as git names them
    const QString theirs = m_dir.filePath(QStringLiteral("theirs"));
    const QString conflicting = m_dir.filePath(QStringLiteral("conflicting"));
    const QString out = m_dir.filePath(QStringLiteral("out.yaml"));
    QVERIFY(writeFile(base, demo()));
    QVERIFY(writeFile(ours, renamed(demo())));
    QVERIFY(writeFile(theirs, actorChanged(demo())));
    QVERIFY(writeFile(conflicting, guard(renamed(demo()), "\"$.context.lint_ok == 0\"")));

    ProcessRun clean = run(binary, {QStringLiteral("merge"), base, ours, theirs});
    QCOMPARE(clean.code, 0);
    QCOMPARE(clean.out, actorChanged(renamed(demo()))); // the merged file on standard output
    ProcessRun written = run(binary, {QStringLiteral("merge"), base, ours, theirs, QStringLiteral("-o"), out});
    QCOMPARE(written.code, 0);
    QVERIFY(written.out.isEmpty());
    QCOMPARE(readFile(out), actorChanged(renamed(demo())));

    // Conflict: listed, nothing written, OURS as it was.
    const QByteArray guarded = guard(renamed(demo()), "\"$.context.lint_ok == false\"");
    QVERIFY(writeFile(ours, guarded));
    QVERIFY(writeFile(out, "untouched"));
    ProcessRun conflict = run(binary, {QStringLiteral("merge"), base, ours, conflicting, QStringLiteral("-o"), out,
                                QStringLiteral("--path"), QStringLiteral("orchestrators/library.yaml")});
    QCOMPARE(conflict.code, 1);
    QVERIFY2(conflict.err.contains(QStringLiteral("orchestrators/library.yaml: 1 conflict")), qPrintable(conflict.err));
    QVERIFY2(conflict.err.contains(QStringLiteral("state linted, transition lint_failed, field /guards/0/expr")),
             qPrintable(conflict.err));
    QCOMPARE(readFile(out), QByteArray("untouched"));
    QCOMPARE(readFile(ours), guarded);

    ProcessRun json = run(binary, {QStringLiteral("merge"), QStringLiteral("--format"), QStringLiteral("json"), base, ours,
                            conflicting});
    QCOMPARE(json.code, 1);
    const QJsonObject report = QJsonDocument::fromJson(json.err.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("clean")).toBool(true), false);
    const QJsonObject first = report.value(QStringLiteral("conflicts")).toArray().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("theirs")).toString(), QStringLiteral("$.context.lint_ok == 0"));

    QVERIFY(writeFile(theirs, "workflows: [unclosed\n"));
    QCOMPARE(run(binary, {QStringLiteral("merge"), base, ours, theirs}).code, 2);
    QCOMPARE(run(binary, {QStringLiteral("merge"), base, ours}).code, 2);
}

void tst_MergeCommand::asAGitMergeDriver()
{
    const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
    QVERIFY2(!git.isEmpty(), "git is installed by scripts/deps.sh");
    QTemporaryDir repository;
    const QString root = repository.path();
    const auto inRepo = [&](const QStringList &arguments) { return run(git, arguments, root); };
    const QString file = QDir(root).filePath(QStringLiteral("library.yaml"));
    QCOMPARE(inRepo({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")}).code, 0);
    for (const auto &[key, value] : QList<QPair<QString, QString>>{
             {QStringLiteral("user.email"), QStringLiteral("t@example.org")},
             {QStringLiteral("user.name"), QStringLiteral("Test")},
             {QStringLiteral("merge.capstudio.name"), QStringLiteral("capstudio flowgate merge")},
             {QStringLiteral("merge.capstudio.driver"),
              QStringLiteral("'%1' merge %O %A %B -o %A --path %P").arg(QStringLiteral(CAPSTUDIO_BINARY))}})
        QCOMPARE(inRepo({QStringLiteral("config"), key, value}).code, 0);
    QVERIFY(writeFile(QDir(root).filePath(QStringLiteral(".gitattributes")), "*.yaml merge=capstudio\n"));
    QVERIFY(writeFile(file, demo()));
    QCOMPARE(inRepo({QStringLiteral("add"), QStringLiteral(".")}).code, 0);
    QCOMPARE(inRepo({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("base")}).code, 0);

    const auto branch = [&](const QString &name, const QByteArray &text) {
        QCOMPARE(inRepo({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), name, QStringLiteral("main")}).code, 0);
        QVERIFY(writeFile(file, text));
        QCOMPARE(inRepo({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-am"), name}).code, 0);
    };
    branch(QStringLiteral("rename"), renamed(demo()));
    branch(QStringLiteral("actor"), actorChanged(demo()));
    branch(QStringLiteral("guard"), guard(actorChanged(demo()), "\"$.context.lint_ok == 0\""));

    // The rename and the edit of the renamed state: git merges, and the result is exactly
    // the renamed file with the edit in it.
    QCOMPARE(inRepo({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("rename")}).code, 0);
    const ProcessRun merged = inRepo({QStringLiteral("merge"), QStringLiteral("-q"), QStringLiteral("--no-edit"), QStringLiteral("actor")});
    QVERIFY2(merged.code == 0, qPrintable(merged.err + QString::fromUtf8(merged.out)));
    QCOMPARE(readFile(file), actorChanged(renamed(demo())));

    // A guard changed on both sides: git stops with the conflict, the file is ours.
    QCOMPARE(inRepo({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("both"),
                     QStringLiteral("rename")}).code, 0);
    QVERIFY(writeFile(file, guard(renamed(demo()), "\"$.context.lint_ok == false\"")));
    QCOMPARE(inRepo({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-am"), QStringLiteral("both")}).code, 0);
    const ProcessRun conflicted = inRepo({QStringLiteral("merge"), QStringLiteral("-q"), QStringLiteral("--no-edit"), QStringLiteral("guard")});
    QVERIFY(conflicted.code != 0);
    QVERIFY2(conflicted.err.contains(QLatin1String("field /guards/0/expr")), qPrintable(conflicted.err));
    QCOMPARE(readFile(file), guard(renamed(demo()), "\"$.context.lint_ok == false\""));
    const ProcessRun status = inRepo({QStringLiteral("status"), QStringLiteral("--porcelain")});
    QVERIFY2(status.out.contains("UU library.yaml"), status.out.constData());
}

// `capstudio --merge BASE OURS THEIRS [RESULT]` (a git mergetool) opens the window, not the
// command line's usage error; fewer files are a usage error of its own.
void tst_MergeCommand::theWindowOpensAMerge()
{
    const QString base = m_dir.filePath(QStringLiteral("tool-base.yaml"));
    const QString ours = m_dir.filePath(QStringLiteral("tool-ours.yaml"));
    const QString theirs = m_dir.filePath(QStringLiteral("tool-theirs.yaml"));
    QVERIFY(writeFile(base, demo()) && writeFile(ours, guard(demo(), "\"$.context.lint_ok == false\""))
            && writeFile(theirs, guard(demo(), "\"$.context.lint_ok == 0\"")));
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("CAPSTUDIO_EXIT_AFTER_FIRST_PAINT"), QStringLiteral("1"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    const auto window = [&](const QStringList &files) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(CAPSTUDIO_BINARY),
                      QStringList{QStringLiteral("--workspace"), home.filePath(QStringLiteral("w.capstudio")),
                                  QStringLiteral("--merge")}
                          + files);
        if (!process.waitForFinished(120000))
            qFatal("the window did not quit");
        return ProcessRun{process.exitCode(), process.readAllStandardOutput(),
                          QString::fromUtf8(process.readAllStandardError())};
    };
    const ProcessRun opened = window({base, ours, theirs});
    QVERIFY2(opened.code == 0, qPrintable(opened.err));
    QVERIFY2(opened.err.contains(QLatin1String("first-paint-ms")), qPrintable(opened.err));
    const ProcessRun missing = window({base, ours});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains(QLatin1String("expected BASE OURS THEIRS [RESULT]")), qPrintable(missing.err));
    QCOMPARE(readFile(ours), guard(demo(), "\"$.context.lint_ok == false\"")); // nothing was written
}

QTEST_MAIN(tst_MergeCommand)
#include "tst_mergecommand.moc"
