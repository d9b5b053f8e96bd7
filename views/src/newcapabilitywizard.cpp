#include "views/newcapabilitywizard.h"

#include "catalog/catalogdocument.h"
#include "newcapabilityparameterspage.h"
#include "newcapabilitypreviewpage.h"
#include "newcapabilitypurposepage.h"
#include "newcapabilityrecipepage.h"

#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>

namespace capstudio {

NewCapabilityWizard::NewCapabilityWizard(CatalogDocument *document, QWidget *parent)
    : QWizard(parent)
    , m_document(document)
    , m_purpose(new NewCapabilityPurposePage(document, this))
    , m_recipe(new NewCapabilityRecipePage(this))
    , m_parameters(new NewCapabilityParametersPage(this))
    , m_preview(new NewCapabilityPreviewPage(this))
{
    setWindowTitle(tr("New Capability"));
    setObjectName(QStringLiteral("newCapabilityWizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(PurposePageId, m_purpose);
    setPage(RecipePageId, m_recipe);
    setPage(ParametersPageId, m_parameters);
    setPage(PreviewPageId, m_preview);
    setStartId(PurposePageId);
    resize(940, 720);
}

NewCapabilityWizard::~NewCapabilityWizard() = default;

Capability NewCapabilityWizard::capability() const
{
    Capability capability;
    capability.name = m_purpose->name();
    capability.slug = m_purpose->slug();
    capability.description = m_purpose->description();
    capability.category = m_purpose->category();
    capability.executionType = m_purpose->executionType();
    capability.executionHandler = capability.executionType == QLatin1String("internal")
            ? CapabilityScaffold::classNameForSlug(capability.slug)
            : m_purpose->handlerUrl();
    capability.functionDefinition = QJsonObject{
            {QStringLiteral("name"), capability.slug},
            {QStringLiteral("description"), capability.description},
            {QStringLiteral("parameters"), m_parameters->parameters()},
    };
    return capability;
}

CapabilityScaffold::Options NewCapabilityWizard::scaffoldOptions() const
{
    CapabilityScaffold::Options options;
    options.processesPii = m_parameters->processesPii();
    options.agentId = m_parameters->agentId();
    return options;
}

std::optional<Recipe> NewCapabilityWizard::recommendation(QString *reason) const
{
    // The name says what it does as much as the description ("Send Welcome Email").
    return RecipeRecommender::recommend(m_purpose->executionType(),
                                        m_purpose->name() + QLatin1Char('\n') + m_purpose->description(), reason);
}

QString NewCapabilityWizard::outputFolder() const
{
    return m_preview->folder();
}

void NewCapabilityWizard::setOutputFolder(const QString &folder)
{
    m_preview->setFolder(folder);
}

bool NewCapabilityWizard::confirmOverwrite(const QStringList &existing)
{
    if (m_confirmOverwrite)
        return m_confirmOverwrite(existing);
    QMessageBox box(QMessageBox::Warning, tr("Replace Files"),
                    tr("%n file(s) already exist(s) in %1. Replace them?", nullptr, int(existing.size()))
                            .arg(outputFolder()),
                    QMessageBox::NoButton, this);
    box.setInformativeText(existing.join(QLatin1Char('\n')));
    box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() != keep;
}

QList<NewCapabilityWizard::Artifact> NewCapabilityWizard::artifacts(const CapabilityScaffold::Result &result)
{
    const QString stem = result.fileName.endsWith(QLatin1String(".ts")) ? result.fileName.chopped(3)
                                                                          : result.fileName;
    return {
            {tr("1 · Class"), result.fileName, result.classFile},
            {tr("2 · Registry"), stem + QStringLiteral(".registry.ts"), result.registryLines},
            {tr("3 · Database row"), stem + QStringLiteral(".row.json"), result.dbRowJson},
            {tr("4 · Binding"), stem + QStringLiteral(".binding.json"), result.bindingJson},
            {tr("Unit test"), result.testPath.section(QLatin1Char('/'), -1), result.testFile},
    };
}

} // namespace capstudio
