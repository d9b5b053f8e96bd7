#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

namespace capstudio {

// One row of ai_agent_capability (reference §3.2): a capability bound to an agent.
struct AgentBinding
{
    QString id;
    QString agentId;
    QString capabilityId;
    bool isEnabled = true;
    QJsonValue customConfig = QJsonValue::Null;
    std::optional<int> customRateLimit;

    QJsonObject toJson() const;
    static AgentBinding fromJson(const QJsonObject &object);

    bool operator==(const AgentBinding &other) const;
    bool operator!=(const AgentBinding &other) const { return !(*this == other); }
};

} // namespace capstudio
