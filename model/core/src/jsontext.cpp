#include "core/jsontext.h"

#include "core/boundedread.h"
#include "core/jsonduplicatekeys.h"
#include "core/workpool.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace capstudio {

std::pair<int, int> JsonText::lineColumnAt(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    const char *data = text.constData();
    for (qsizetype i = 0; i < offset; ++i) {
        if (data[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column = int(QString::fromUtf8(data + lineStart, offset - lineStart).size()) + 1;
    return {line, column};
}

JsonText::Result JsonText::parse(const QByteArray &text, const QString &fileName)
{
    Result result;
    // Trim a UTF-8 byte order mark, which QJsonDocument refuses.
    const bool hasBom = text.startsWith("\xEF\xBB\xBF");
    const QByteArray body = hasBom ? text.mid(3) : text;

    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError) {
        const auto [line, column] = lineColumnAt(body, error.offset);
        QString message;
        if (error.error == QJsonParseError::DeepNesting)
            message = tr("the JSON is nested too deeply (more than 1024 levels)");
        else if (body.trimmed().isEmpty())
            message = tr("the file is empty, expected JSON");
        else
            message = tr("not valid JSON: %1").arg(error.errorString());
        result.error = Diagnostic::error(QStringLiteral("json-syntax"), message,
                                         SourceLocation::atLine(fileName, line, column));
        return result;
    }
    if (document.isArray())
        result.value = document.array();
    else if (document.isObject())
        result.value = document.object();
    return result;
}

JsonText::Result JsonText::readFile(const QString &path, qint64 maxBytes)
{
    // "-" is standard input; devices and pipes are read no further than the limit either.
    BoundedRead::Result read = BoundedRead::read(path, maxBytes, BoundedRead::Content::Text);
    if (!read.ok()) {
        Result result;
        result.error = read.error;
        return result;
    }
    return fromText(read.bytes, BoundedRead::displayName(path));
}

JsonText::Result JsonText::fromText(const QByteArray &text, const QString &name)
{
    // The duplicate-key scan and the U+0000 test read the same bytes as the parser, so on a
    // large text they run beside it on another core (40 % of a 90 MB read was the scan).
    Diagnostics duplicates;
    bool mayHoldNul = true;
    const auto scan = [&] {
        duplicates = JsonDuplicateKeys::find(text, name);
        mayHoldNul = text.contains("\\u0000");
    };
    constexpr qsizetype BesideFrom = 1 << 20;
    TaskGroup beside;
    if (text.size() >= BesideFrom)
        beside.start(scan);
    Result result = parse(text, name);
    if (text.size() >= BesideFrom)
        beside.wait();
    else if (result.ok())
        scan();
    if (result.ok()) {
        result.warnings = std::move(duplicates);
        result.mayHoldNul = mayHoldNul;
    }
    return result;
}

QByteArray JsonText::compact(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object:
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    case QJsonValue::Array:
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QByteArrayLiteral("null");
    default: {
        // Wrap a scalar in an array and strip the brackets.
        const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        return wrapped.mid(1, wrapped.size() - 2);
    }
    }
}

QJsonValue JsonText::fromStored(const QByteArray &text)
{
    if (text.isEmpty() || text == "null")
        return QJsonValue::Null;
    const char first = text.at(0);
    if (first == '{' || first == '[') {
        const QJsonDocument document = QJsonDocument::fromJson(text);
        if (document.isObject())
            return document.object();
        if (document.isArray())
            return document.array();
        return QJsonValue::Null;
    }
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + text + ']');
    return wrapped.isArray() && !wrapped.array().isEmpty() ? wrapped.array().first()
                                                            : QJsonValue::Null;
}

} // namespace capstudio
