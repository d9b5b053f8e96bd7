#pragma once

#include <QStringList>

namespace capstudio {

// The columns SqlCatalogStore reads and writes (Sunrise's names, reference §3); the
// SchemaInspector checks a database it did not create for exactly these.
inline const QStringList CapabilityColumns{
    QStringLiteral("id"),               QStringLiteral("name"),
    QStringLiteral("slug"),             QStringLiteral("description"),
    QStringLiteral("category"),         QStringLiteral("functionDefinition"),
    QStringLiteral("executionType"),    QStringLiteral("executionHandler"),
    QStringLiteral("executionConfig"),  QStringLiteral("requiresApproval"),
    QStringLiteral("approvalTimeoutMs"), QStringLiteral("rateLimit"),
    QStringLiteral("isIdempotent"),     QStringLiteral("isActive"),
    QStringLiteral("isSystem"),         QStringLiteral("quarantineState"),
    QStringLiteral("quarantineReason"), QStringLiteral("quarantineUntil"),
    QStringLiteral("metadata"),
};
inline const QStringList AgentColumns{
    QStringLiteral("id"),           QStringLiteral("name"),         QStringLiteral("slug"),
    QStringLiteral("description"),  QStringLiteral("model"),        QStringLiteral("provider"),
    QStringLiteral("kind"),         QStringLiteral("visibility"),   QStringLiteral("isActive"),
    QStringLiteral("isSystem"),     QStringLiteral("monthlyBudgetUsd"),
    QStringLiteral("rateLimitRpm"), QStringLiteral("createdAt"),    QStringLiteral("updatedAt"),
    QStringLiteral("deletedAt"),    QStringLiteral("lastActiveAt"),
};

inline const QStringList BindingColumns{
    QStringLiteral("id"),        QStringLiteral("agentId"),      QStringLiteral("capabilityId"),
    QStringLiteral("isEnabled"), QStringLiteral("customConfig"), QStringLiteral("customRateLimit"),
};

// Conversations and messages as the provenance area reads them (§3.4).
inline const QStringList ConversationColumns{
    QStringLiteral("id"),       QStringLiteral("title"),     QStringLiteral("userId"),
    QStringLiteral("agentId"),  QStringLiteral("isActive"),  QStringLiteral("createdAt"),
    QStringLiteral("updatedAt"),
};

inline const QStringList MessageColumns{
    QStringLiteral("id"),             QStringLiteral("conversationId"),   QStringLiteral("role"),
    QStringLiteral("content"),        QStringLiteral("capabilitySlug"),   QStringLiteral("toolCallId"),
    QStringLiteral("createdAt"),      QStringLiteral("agentVersionId"),   QStringLiteral("workflowExecutionId"),
    QStringLiteral("workflowVersionId"), QStringLiteral("modelId"),       QStringLiteral("providerSlug"),
    QStringLiteral("provenance"),
};

} // namespace capstudio
