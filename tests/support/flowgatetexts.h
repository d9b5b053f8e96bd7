#pragma once

// The demo flowgate library's text and scripted edits of it, and a process run to the end:
// shared by the diff and merge tests.
#include <QByteArray>
#include <QFile>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>

inline QByteArray demoLibraryText()
{
    QFile file(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Each edit replaces text that occurs exactly once (anything else stops the test run).
inline QByteArray editedText(QByteArray text, const QList<QPair<QByteArray, QByteArray>> &edits)
{
    for (const auto &[from, to] : edits) {
        if (text.count(from) != 1)
            qFatal("edit target occurs %d times: %s", int(text.count(from)), from.constData());
        text.replace(from, to);
    }
    return text;
}

// A whole file written (replacing it) or read; false or empty when that fails.
inline bool writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct ProcessRun
{
    int code = -1;
    QByteArray out;
    QString err;
};

inline ProcessRun runProcess(const QString &program, const QStringList &arguments, const QString &directory = {})
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    if (!directory.isEmpty())
        process.setWorkingDirectory(directory);
    process.start();
    if (!process.waitForFinished(120000))
        qFatal("%s did not finish", qPrintable(program));
    return {process.exitCode(), process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError())};
}
