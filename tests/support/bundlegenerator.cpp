#include "bundlegenerator.h"

#include "provenance/bundle.h"

#include <QFile>

using capstudio::provenance::Bundle;

namespace {

QString sourceBundle()
{
    const QString corpus = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
    if (QFile::exists(corpus))
        return corpus;
    return QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json");
}

} // namespace

QString BundleGenerator::write(const QDir &dir, int megabytes, qint64 *messageCount)
{
    const QString path = dir.filePath(QStringLiteral("bundle-%1mb.json").arg(megabytes));
    const Bundle::Result source = Bundle::open(sourceBundle());
    if (!source.ok())
        qFatal("%s", qPrintable(source.error.message));
    const QByteArrayView text = source.bundle->text();
    const auto &messages = source.bundle->messages();
    const qint64 first = messages.front().begin;
    const qint64 last = messages.back().end;
    const QByteArrayView body = text.sliced(first, last - first);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text.first(first).toByteArray());
    const qint64 target = qint64(megabytes) * 1000 * 1000;
    qint64 written = first;
    qint64 count = 0;
    while (written < target) {
        if (count > 0)
            written += file.write(",\n      ");
        written += file.write(body.toByteArray());
        count += qint64(messages.size());
    }
    file.write(text.sliced(last).toByteArray());
    if (messageCount)
        *messageCount = count;
    return path;
}
