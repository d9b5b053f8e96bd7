#include "capverbs.h"

namespace capstudio::flowgate::checks {

namespace {

const QStringList &cognitiveVerbs()
{
    static const QStringList verbs{
        QStringLiteral("triage"),  QStringLiteral("diagnose"), QStringLiteral("plan"),
        QStringLiteral("implement"), QStringLiteral("review"), QStringLiteral("refactor"),
        QStringLiteral("explain"), QStringLiteral("compose"),  QStringLiteral("research"),
        QStringLiteral("summarize"),
    };
    return verbs;
}

const QStringList &deterministicVerbs()
{
    static const QStringList verbs{
        QStringLiteral("build"),   QStringLiteral("test"),   QStringLiteral("deploy"),
        QStringLiteral("format"),  QStringLiteral("lint"),   QStringLiteral("install"),
        QStringLiteral("verify"),  QStringLiteral("run"),    QStringLiteral("inspect"),
        QStringLiteral("search"),  QStringLiteral("fetch"),  QStringLiteral("audit"),
    };
    return verbs;
}

const QStringList &coordinationVerbs()
{
    static const QStringList verbs{QStringLiteral("gate"), QStringLiteral("coordinate")};
    return verbs;
}

} // namespace

const QStringList &CapVerbs::all()
{
    static const QStringList verbs = cognitiveVerbs() + deterministicVerbs() + coordinationVerbs();
    return verbs;
}

std::optional<CapVerbs::Category> CapVerbs::categoryOf(const QString &verb)
{
    if (cognitiveVerbs().contains(verb))
        return Category::Cognitive;
    if (deterministicVerbs().contains(verb))
        return Category::Deterministic;
    if (coordinationVerbs().contains(verb))
        return Category::Coordination;
    return std::nullopt;
}

QString CapVerbs::categoryName(Category category)
{
    switch (category) {
    case Category::Cognitive:
        return QStringLiteral("Cognitive");
    case Category::Deterministic:
        return QStringLiteral("Deterministic");
    case Category::Coordination:
        return QStringLiteral("Coordination");
    }
    return QString();
}

} // namespace capstudio::flowgate::checks
