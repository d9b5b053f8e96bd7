#pragma once

#include "catalog/reciperecommender.h"

#include <QWizardPage>
#include <optional>

class QLabel;
class QRadioButton;

namespace capstudio {

class JsonEditor;

// Page 2 of NewCapabilityWizard, shown only when RecipeRecommender has a recipe for page 1:
// says plainly to bind the recipe instead, shows its customConfig read-only, and offers
// "Use the recipe" (the wizard finishes here) or "Build a new capability anyway".
class NewCapabilityRecipePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit NewCapabilityRecipePage(QWidget *parent = nullptr);

    std::optional<Recipe> recipe() const { return m_recipe; }
    bool useRecipe() const;

    void initializePage() override;
    void cleanupPage() override;
    bool validatePage() override;
    int nextId() const override;

private:
    void choiceChanged();

    std::optional<Recipe> m_recipe;
    QLabel *m_headline;
    QLabel *m_reason;
    JsonEditor *m_config;
    QLabel *m_companionLabel;
    JsonEditor *m_companion;
    QRadioButton *m_use;
    QRadioButton *m_build;
    QLabel *m_buildHint;
};

} // namespace capstudio
