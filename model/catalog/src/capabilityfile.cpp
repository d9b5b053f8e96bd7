#include "catalog/capabilityfile.h"

#include "core/boundedread.h"
#include "core/jsontext.h"

#include <QJsonObject>

namespace capstudio {

CapabilityFile::Content CapabilityFile::read(const QString &path)
{
    const JsonText::Result parsed = JsonText::readFile(path);
    if (!parsed.ok()) {
        Content content;
        content.error = parsed.error;
        return content;
    }
    Content content = fromJson(parsed.value, BoundedRead::displayName(path));
    content.warnings = parsed.warnings;
    content.mayHoldNul = parsed.mayHoldNul;
    return content;
}

CapabilityFile::Content CapabilityFile::fromJson(const QJsonValue &document, const QString &path)
{
    Content content;
    if (document.isArray()) {
        content.rows = document.toArray();
        return content;
    }
    const auto fail = [&](const QString &pointer, const QString &message) {
        content.error = Diagnostic::error(QStringLiteral("file-shape"), message,
                                          SourceLocation::atPointer(path, pointer));
        return content;
    };
    if (!document.isObject())
        return fail(QString(), tr("expected a JSON array of capabilities or a Sunrise response "
                                  "envelope {\"success\": true, \"data\": [...]}"));
    const QJsonObject envelope = document.toObject();
    const QJsonValue success = envelope.value(QStringLiteral("success"));
    if (success == QJsonValue(false)) {
        const QJsonObject error = envelope.value(QStringLiteral("error")).toObject();
        return fail(QStringLiteral("/error"),
                    tr("the file is a Sunrise error response (%1): %2")
                        .arg(error.value(QStringLiteral("code")).toString(),
                             error.value(QStringLiteral("message")).toString()));
    }
    const bool looksLikeCapability = envelope.contains(QStringLiteral("slug"))
        || envelope.contains(QStringLiteral("functionDefinition"))
        || envelope.contains(QStringLiteral("executionType"));
    if (!envelope.contains(QStringLiteral("data")) && !envelope.contains(QStringLiteral("success"))
        && looksLikeCapability) {
        // One capability on its own, as a POST …/capabilities body is written.
        content.rows = QJsonArray{envelope};
        content.singleRow = true;
        return content;
    }
    if (!envelope.contains(QStringLiteral("data")))
        return fail(QString(), tr("expected a JSON array of capabilities or a Sunrise response "
                                  "envelope with \"data\"; this object has no \"data\""));
    const QJsonValue data = envelope.value(QStringLiteral("data"));
    if (data.isObject()) {
        // A single-capability response (GET …/capabilities/:id) holds one row.
        content.rows = QJsonArray{data};
        content.rowsPointer = QStringLiteral("/data");
        content.singleRow = true;
        content.envelope = true;
        return content;
    }
    if (!data.isArray())
        return fail(QStringLiteral("/data"), tr("\"data\" must be an array of capabilities"));
    content.rows = data.toArray();
    content.rowsPointer = QStringLiteral("/data");
    content.envelope = true;
    return content;
}

} // namespace capstudio
