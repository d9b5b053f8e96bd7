#include "catalog/jsonfields.h"

#include <cmath>

namespace capstudio::jsonfields {

QString string(const QJsonObject &object, const QString &key, const QString &fallback)
{
    const QJsonValue value = object.value(key);
    return value.isString() ? value.toString() : fallback;
}

bool boolean(const QJsonObject &object, const QString &key, bool fallback)
{
    const QJsonValue value = object.value(key);
    return value.isBool() ? value.toBool() : fallback;
}

std::optional<int> optionalInt(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || number != std::floor(number) || std::abs(number) > 2147483647.0)
        return std::nullopt;
    return int(number);
}

std::optional<double> optionalDouble(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

QDateTime dateTime(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    return value.isString() ? parseIso(value.toString()) : QDateTime();
}

QJsonValue jsonOrNull(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    return value.isUndefined() ? QJsonValue(QJsonValue::Null) : value;
}

QJsonValue fromOptional(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue fromOptional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue fromNullableString(const QString &value)
{
    return value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue fromDateTime(const QDateTime &value)
{
    return value.isValid() ? QJsonValue(isoUtc(value)) : QJsonValue(QJsonValue::Null);
}

QString isoUtc(const QDateTime &value)
{
    return value.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseIso(const QString &text)
{
    QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid())
        parsed = QDateTime::fromString(text, Qt::ISODate);
    return parsed.isValid() ? parsed.toUTC() : QDateTime();
}

} // namespace capstudio::jsonfields
