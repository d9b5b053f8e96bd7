#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <optional>

namespace capstudio::jsonfields {

// Small readers and writers shared by the catalog values' JSON forms.
QString string(const QJsonObject &object, const QString &key, const QString &fallback = {});
bool boolean(const QJsonObject &object, const QString &key, bool fallback);
std::optional<int> optionalInt(const QJsonObject &object, const QString &key);
std::optional<double> optionalDouble(const QJsonObject &object, const QString &key);
QDateTime dateTime(const QJsonObject &object, const QString &key);
QJsonValue jsonOrNull(const QJsonObject &object, const QString &key);

QJsonValue fromOptional(const std::optional<int> &value);
QJsonValue fromOptional(const std::optional<double> &value);
QJsonValue fromNullableString(const QString &value);
QJsonValue fromDateTime(const QDateTime &value);

// ISO-8601 UTC with milliseconds, as Sunrise writes dates: 2026-05-18T08:00:00.000Z
QString isoUtc(const QDateTime &value);
QDateTime parseIso(const QString &text);

} // namespace capstudio::jsonfields
