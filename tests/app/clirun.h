#pragma once

// Runs the real capstudio binary headless, as a user or a CI job would, with the English
// messages whatever the machine's locale.
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QProcess>
#include <QStringList>

namespace clirun {

struct Run
{
    int exitCode = -1; // -1: timed out, -2: crashed
    QString out;
    QString err;
};

// `extraEnv` is set in the child's environment; `removedEnv` is taken out of it.
inline Run capstudio(const QStringList &arguments, const QHash<QString, QString> &extraEnv = {},
                     const QStringList &removedEnv = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("LANGUAGE"));
    for (const QString &name : removedEnv)
        environment.remove(name);
    for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
        environment.insert(it.key(), it.value());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(CAPSTUDIO_BINARY), arguments);
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Writes `content` to NAME in `dir` and returns its path; stops the test run when it cannot.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace clirun
