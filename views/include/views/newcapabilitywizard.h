#pragma once

#include "catalog/capability.h"
#include "catalog/capabilityscaffold.h"
#include "catalog/reciperecommender.h"

#include <QStringList>
#include <QWizard>
#include <functional>
#include <optional>

namespace capstudio {

class CatalogDocument;
class NewCapabilityParametersPage;
class NewCapabilityPreviewPage;
class NewCapabilityPurposePage;
class NewCapabilityRecipePage;

// File > New Capability…: what the capability should do; a recipe instead when the
// request is HTTP-shaped (RecipeRecommender); the parameters; and a preview of the four-step
// scaffold (CapabilityScaffold). Finish on the preview writes the five files into a folder
// and stages the row in the document as one undoable step. Finish on the recipe page
// writes nothing and leaves the recipe in chosenRecipe().
class NewCapabilityWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { PurposePageId, RecipePageId, ParametersPageId, PreviewPageId };

    // One generated file: what it is, its file name in the output folder, and its text.
    struct Artifact
    {
        QString title;
        QString fileName;
        QString content;
    };
    // Asked with the names of the files that already exist; true overwrites them.
    using OverwriteConfirmation = std::function<bool(const QStringList &existing)>;

    explicit NewCapabilityWizard(CatalogDocument *document, QWidget *parent = nullptr);
    ~NewCapabilityWizard() override;

    CatalogDocument *document() const { return m_document; }

    // The capability as the pages describe it now (no id), and the scaffold options.
    Capability capability() const;
    CapabilityScaffold::Options scaffoldOptions() const;
    // The recipe RecipeRecommender suggests for the first page's answers, if any.
    std::optional<Recipe> recommendation(QString *reason = nullptr) const;

    // Set when the wizard finished on the recipe page with "Use the recipe".
    std::optional<Recipe> chosenRecipe() const { return m_chosenRecipe; }
    // Set when the wizard finished on the preview page: the staged row and the written files.
    QString createdId() const { return m_createdId; }
    QStringList writtenFiles() const { return m_writtenFiles; }

    QString outputFolder() const;
    void setOutputFolder(const QString &folder);
    // Replaces the question asked before overwriting files (tests answer without a dialog).
    void setOverwriteConfirmation(OverwriteConfirmation confirm) { m_confirmOverwrite = std::move(confirm); }

    // The five files of a scaffold in tab order: the class, the registry lines, the row, the
    // binding and the test. The class and the test keep the generator's names (fileName
    // and the last part of testPath); the others are named after the class file's stem:
    // <stem>.registry.ts, <stem>.row.json, <stem>.binding.json.
    static QList<Artifact> artifacts(const CapabilityScaffold::Result &result);

private:
    friend class NewCapabilityRecipePage;
    friend class NewCapabilityPreviewPage;

    bool confirmOverwrite(const QStringList &existing);

    CatalogDocument *m_document;
    NewCapabilityPurposePage *m_purpose;
    NewCapabilityRecipePage *m_recipe;
    NewCapabilityParametersPage *m_parameters;
    NewCapabilityPreviewPage *m_preview;
    OverwriteConfirmation m_confirmOverwrite;
    std::optional<Recipe> m_chosenRecipe;
    QString m_createdId;
    QStringList m_writtenFiles;
};

} // namespace capstudio
