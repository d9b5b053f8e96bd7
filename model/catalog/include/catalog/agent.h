#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace capstudio {

// The fields of Sunrise's ai_agent row that an admin works with (reference §3.3).
struct Agent
{
    QString id;
    QString name;
    QString slug;
    QString description;
    QString model;
    QString provider = QStringLiteral("anthropic");
    QString kind = QStringLiteral("chat");
    QString visibility = QStringLiteral("internal");
    bool isActive = true;
    bool isSystem = false;
    std::optional<double> monthlyBudgetUsd;
    std::optional<int> rateLimitRpm;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime deletedAt; // invalid = not deleted
    QDateTime lastActiveAt;

    QJsonObject toJson() const;
    static Agent fromJson(const QJsonObject &object);

    bool operator==(const Agent &other) const;
    bool operator!=(const Agent &other) const { return !(*this == other); }
};

} // namespace capstudio
