#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace capstudio {

// One vendor variant of a Sunrise recipe (reference §6.3), ready to drop into a binding's
// customConfig. Secrets appear only as env-var names (auth.secret, *Env) or ${env:NAME}
// templates, never as values.
struct BindingRecipe
{
    QString id;             // "<recipe>/<variant>": "transactional-email/postmark"
    QString groupTitle;     // "Transactional email"
    QString variantTitle;   // "Postmark"
    QString capabilitySlug; // "call_external_api"
    QJsonObject customConfig;
    QString note;           // what to set up before it works (env vars, hosts …)
};

// The recipe picker's data. The first variant of each recipe is RecipeRecommender's
// representative config; the others are written after the same recipe files.
class BindingRecipes
{
    Q_DECLARE_TR_FUNCTIONS(BindingRecipes)
public:
    static const QList<BindingRecipe> &all();
    static QList<BindingRecipe> forCapability(const QString &capabilitySlug);
    static std::optional<BindingRecipe> recipe(const QString &id);
};

} // namespace capstudio
