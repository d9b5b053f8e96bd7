#pragma once

// The recipes the Configure dialog offers for a capability, as the dialog needs them. The
// list comes from catalog/bindingrecipes.h; this adapter keeps the dialog independent of
// that header's exact spelling.
#include <QJsonObject>
#include <QList>
#include <QString>

#if __has_include("catalog/bindingrecipes.h")
#include "catalog/bindingrecipes.h"
#define CAPSTUDIO_HAVE_BINDING_RECIPES 1
#endif

namespace capstudio {

struct RecipeChoice
{
    QString id;
    QString group;   // "Transactional email"
    QString variant; // "Postmark"
    QJsonObject customConfig;
    QString note;
};

inline QList<RecipeChoice> recipeChoices(const QString &capabilitySlug)
{
    QList<RecipeChoice> choices;
#ifdef CAPSTUDIO_HAVE_BINDING_RECIPES
    for (const BindingRecipe &recipe : BindingRecipes::forCapability(capabilitySlug))
        choices.append({recipe.id, recipe.groupTitle, recipe.variantTitle, recipe.customConfig, recipe.note});
#else
    Q_UNUSED(capabilitySlug);
#endif
    return choices;
}

} // namespace capstudio
