#pragma once

#include "zodissues.h"

#include <QJsonObject>
#include <QJsonValue>

#include <optional>

namespace sunrisetest {

// Sunrise's capability body schemas (reference §4.2 create, §4.4 update): field rules, the
// api/webhook URL refinement and functionDefinition.name == slug. Unknown keys are dropped,
// strings trimmed after their length checks (Zod's check order), create defaults applied.
class CapabilityValidator
{
public:
    enum class Mode { Create, Update };

    // The parsed body, or nullopt with the issues in *issues.
    static std::optional<QJsonObject> parse(const QJsonValue &body, Mode mode, ZodIssues *issues);

    // Sunrise's slug regex: ^[a-z0-9]+(?:[_-][a-z0-9]+)*$
    static bool isSlug(const QString &slug);

    // The message used for a functionDefinition.name that differs from the slug.
    static QString nameMustEqualSlug(const QString &slug);
};

} // namespace sunrisetest
