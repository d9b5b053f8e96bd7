#include "core/boundedread.h"

#include "core/jsontext.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <cstdio>
#include <new>

namespace capstudio {

namespace {

constexpr qint64 Chunk = qint64(1) << 16;

} // namespace

QString BoundedRead::standardInputName()
{
    return tr("standard input");
}

QString BoundedRead::displayName(const QString &path)
{
    return path == QLatin1String("-") ? standardInputName() : path;
}

QString BoundedRead::bytesText(qint64 bytes)
{
    const QLocale locale;
    const QString exact = tr("%1 bytes").arg(locale.toString(bytes));
    constexpr qint64 KiB = 1024;
    for (const auto &[unit, name] : {std::pair<qint64, const char *>{KiB * KiB * KiB, "GiB"}, {KiB * KiB, "MiB"}, {KiB, "KiB"}}) {
        if (bytes >= unit && bytes % unit == 0)
            return tr("%1 (%2 %3)").arg(exact, locale.toString(bytes / unit), QLatin1String(name));
    }
    return exact;
}

BoundedRead::Result BoundedRead::read(const QString &path, qint64 maxBytes, Content content)
{
    Result result;
    const QString name = displayName(path);
    const auto fail = [&](const QString &rule, const QString &message, int line = 0, int column = 0) {
        result.bytes.clear();
        result.error = Diagnostic::error(rule, message, SourceLocation::atLine(name, line, column));
        return result;
    };
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else {
        file.setFileName(path);
        if (QFileInfo(path).isDir())
            return fail(QStringLiteral("file-unreadable"), tr("cannot open the file: it is a folder"));
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened)
        return fail(QStringLiteral("file-unreadable"), tr("cannot open the file: %1").arg(file.errorString()));

    // A regular file says its size; a device or a pipe says 0 and is measured as it is read.
    if (!file.isSequential() && file.size() > maxBytes)
        return fail(QStringLiteral("file-too-large"),
                    tr("the file is %1; at most %2 are read").arg(bytesText(file.size()), bytesText(maxBytes)));
    const bool refuseNul = content == Content::Text || (content == Content::TextWhenStreamed && file.isSequential());
    try {
        if (!file.isSequential() && file.size() > 0)
            result.bytes.reserve(file.size());
        for (;;) {
            const qint64 room = maxBytes + 1 - result.bytes.size();
            const QByteArray chunk = file.read(qMin(Chunk, qMax<qint64>(room, 1)));
            if (chunk.isEmpty())
                break;
            if (refuseNul) {
                const qsizetype nul = chunk.indexOf('\0');
                if (nul >= 0) {
                    const qint64 at = result.bytes.size() + nul;
                    result.bytes.append(chunk.constData(), nul);
                    const auto [line, column] = JsonText::lineColumnAt(result.bytes, result.bytes.size());
                    return fail(QStringLiteral("file-binary"),
                                tr("the input is binary: it has a NUL byte at byte %1, and text never does")
                                    .arg(QLocale().toString(at)),
                                line, column);
                }
            }
            result.bytes.append(chunk);
            if (result.bytes.size() > maxBytes)
                return fail(QStringLiteral("file-too-large"),
                            tr("more than %1 came from it; at most that much is read").arg(bytesText(maxBytes)));
        }
    } catch (const std::bad_alloc &) {
        return fail(QStringLiteral("file-too-large"),
                    tr("there is not enough memory to read it (%1 read so far)").arg(bytesText(result.bytes.size())));
    }
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("file-unreadable"), tr("cannot read the file: %1").arg(file.errorString()));
    return result;
}

} // namespace capstudio
