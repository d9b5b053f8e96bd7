#pragma once

#include <QStringList>
#include <optional>

namespace capstudio::flowgate::checks {

// The 24 cap verbs of `cap.*` workflows (reference §3.3) and their categories (§3.4).
class CapVerbs
{
public:
    enum class Category { Cognitive, Deterministic, Coordination };

    // All 24 in the canonical order used inside the runtime's messages.
    static const QStringList &all();
    // Exact, case-sensitive match; nullopt for anything else.
    static std::optional<Category> categoryOf(const QString &verb);
    // The category as the runtime prints it (Rust `{:?}`): Cognitive, Deterministic, Coordination.
    static QString categoryName(Category category);
};

} // namespace capstudio::flowgate::checks
