#include "sunriserequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace sunrisetest {

std::optional<QJsonValue> SunriseRequest::jsonBody() const
{
    // QJsonDocument holds only objects and arrays; wrapping the body in an array lets a scalar
    // top-level value ("42", "\"text\"", "null") parse like JSON.parse would.
    QByteArray wrapped;
    wrapped.reserve(body.size() + 2);
    wrapped += '[';
    wrapped += body;
    wrapped += ']';
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(wrapped, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().size() != 1)
        return std::nullopt;
    return document.array().at(0);
}

} // namespace sunrisetest
