#include "catalog/capabilityfile.h"

#include "core/boundedread.h"
#include "core/jsonstringend.h"
#include "core/jsontext.h"

#include <QJsonObject>


namespace capstudio {

namespace {

CapabilityFile::Content fromParsed(const JsonText::Result &parsed, const QString &name)
{
    if (!parsed.ok()) {
        CapabilityFile::Content content;
        content.error = parsed.error;
        return content;
    }
    CapabilityFile::Content content = CapabilityFile::fromJson(parsed.value, name);
    content.warnings = parsed.warnings;
    content.mayHoldNul = parsed.mayHoldNul;
    return content;
}

} // namespace

CapabilityFile::Content CapabilityFile::read(const QString &path)
{
    return fromParsed(JsonText::readFile(path), BoundedRead::displayName(path));
}

CapabilityFile::Content CapabilityFile::fromText(const QByteArray &text, const QString &name)
{
    return fromParsed(JsonText::fromText(text, name), name);
}

namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

std::optional<std::vector<CapabilityRules::TextSpan>> CapabilityFile::splitArray(const QByteArray &text)
{
    // QJsonDocument refuses nesting past 1024 levels: deeper rows go to the whole read, which
    // reports it.
    constexpr int MaxDepth = 1000;
    const char *const begin = text.constData();
    const char *const end = begin + text.size();
    const char *p = text.startsWith("\xEF\xBB\xBF") ? begin + 3 : begin;
    const auto skipSpace = [&] {
        while (p < end && isJsonSpace(*p))
            ++p;
    };
    skipSpace();
    if (p == end || *p != '[')
        return std::nullopt;
    ++p;
    skipSpace();
    std::vector<CapabilityRules::TextSpan> rows;
    if (p < end && *p == ']') {
        ++p;
        skipSpace();
        return p == end ? std::optional(rows) : std::nullopt;
    }
    while (true) {
        skipSpace();
        const char *const start = p;
        int depth = 0;
        while (p < end) {
            const char c = *p;
            if (c == '"') {
                p = jsonStringEnd(p + 1, end);
                if (p == end)
                    return std::nullopt;
                ++p;
                if (depth == 0)
                    break;
                continue;
            }
            if (c == '{' || c == '[') {
                if (++depth > MaxDepth)
                    return std::nullopt;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    break; // the array's own end, after a scalar
                if (--depth == 0) {
                    ++p;
                    break;
                }
            } else if (depth == 0 && (c == ',' || isJsonSpace(c))) {
                break;
            }
            ++p;
        }
        if (p == start || depth != 0)
            return std::nullopt;
        rows.push_back({qsizetype(start - begin), qsizetype(p - begin)});
        skipSpace();
        if (p < end && *p == ',') {
            ++p;
            continue;
        }
        if (p < end && *p == ']') {
            ++p;
            skipSpace();
            return p == end ? std::optional(rows) : std::nullopt;
        }
        return std::nullopt;
    }
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
