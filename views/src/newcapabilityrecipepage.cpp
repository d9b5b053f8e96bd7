#include "newcapabilityrecipepage.h"

#include "views/jsoneditor.h"
#include "views/newcapabilitywizard.h"

#include <QButtonGroup>
#include <QJsonDocument>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace capstudio {

namespace {

QString indented(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

void showReadOnly(JsonEditor *editor, const QJsonObject &object, int maxLines)
{
    editor->setJsonText(indented(object).trimmed());
    // Whole when short; a longer config scrolls rather than pushing the choices off the page.
    const int lines = qMin(editor->document()->blockCount(), maxLines);
    editor->setMinimumHeight((lines + 1) * editor->fontMetrics().lineSpacing() + 2 * editor->frameWidth());
}

} // namespace

NewCapabilityRecipePage::NewCapabilityRecipePage(QWidget *parent)
    : QWizardPage(parent)
    , m_headline(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_config(new JsonEditor(this))
    , m_companionLabel(new QLabel(this))
    , m_companion(new JsonEditor(this))
    , m_use(new QRadioButton(this))
    , m_build(new QRadioButton(tr("&Build a new capability anyway"), this))
    , m_buildHint(new QLabel(this))
{
    setTitle(tr("Use a recipe instead"));
    setSubTitle(tr("call_external_api already makes the HTTP call; binding it with a recipe needs no new code."));

    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setObjectName(QStringLiteral("recipeHeadline"));
    m_headline->setFont(bold);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_config->setObjectName(QStringLiteral("recipeConfig"));
    m_config->setReadOnly(true);
    m_companionLabel->setWordWrap(true);
    m_companionLabel->setTextFormat(Qt::PlainText);
    m_companion->setObjectName(QStringLiteral("companionConfig"));
    m_companion->setReadOnly(true);
    m_use->setObjectName(QStringLiteral("useRecipe"));
    m_build->setObjectName(QStringLiteral("buildAnyway"));
    m_buildHint->setWordWrap(true);
    m_buildHint->setForegroundRole(QPalette::PlaceholderText);
    m_buildHint->setText(tr("Only when the integration is stateful (multi-step OAuth, cursor pagination), "
                            "needs state across calls, or does not fit one HTTP request and response."));
    m_buildHint->setIndent(m_build->sizeHint().height());

    auto *choice = new QButtonGroup(this);
    choice->addButton(m_use);
    choice->addButton(m_build);
    m_use->setChecked(true);
    connect(m_use, &QRadioButton::toggled, this, &NewCapabilityRecipePage::choiceChanged);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_reason);
    layout->addWidget(m_config, 3);
    layout->addWidget(m_companionLabel);
    layout->addWidget(m_companion, 1);
    layout->addSpacing(6);
    layout->addWidget(m_use);
    layout->addWidget(m_build);
    layout->addWidget(m_buildHint);
}

bool NewCapabilityRecipePage::useRecipe() const
{
    return m_use->isChecked();
}

void NewCapabilityRecipePage::initializePage()
{
    auto *owner = qobject_cast<NewCapabilityWizard *>(wizard());
    QString reason;
    m_recipe = owner ? owner->recommendation(&reason) : std::nullopt;
    if (!m_recipe)
        return;
    const Recipe &recipe = *m_recipe;
    m_headline->setText(tr("This is HTTP-shaped: bind %1 with the %2 recipe instead of writing a new "
                           "capability.")
                                .arg(recipe.capability, recipe.id));
    m_reason->setText(tr("%1\nPurpose: %2\nRecipe: %3%4 (vendor variants, prompt guidance, worked examples)"
                         "\n\nThe binding's customConfig:")
                              .arg(reason, recipe.purpose, RecipeRecommender::recipesFolder(), recipe.fileName));
    showReadOnly(m_config, recipe.customConfig, 8);
    const bool companion = !recipe.companionCapability.isEmpty();
    m_companionLabel->setVisible(companion);
    m_companion->setVisible(companion);
    if (companion) {
        m_companionLabel->setText(tr("When the vendor returns the file's bytes rather than a URL, also bind "
                                     "%1 with:")
                                          .arg(recipe.companionCapability));
        showReadOnly(m_companion, recipe.companionConfig, 9);
    }
    m_use->setText(tr("&Use the recipe: bind %1 with this customConfig (no new code)").arg(recipe.capability));
    setButtonText(QWizard::FinishButton, tr("&Use the Recipe"));
    m_use->setChecked(true);
    choiceChanged();
}

void NewCapabilityRecipePage::cleanupPage()
{
    m_use->setChecked(true);
    QWizardPage::cleanupPage();
}

void NewCapabilityRecipePage::choiceChanged()
{
    // setFinalPage() makes the wizard re-read nextId(): Finish for the recipe, Next otherwise.
    setFinalPage(useRecipe());
}

bool NewCapabilityRecipePage::validatePage()
{
    auto *owner = qobject_cast<NewCapabilityWizard *>(wizard());
    if (owner)
        owner->m_chosenRecipe = useRecipe() ? m_recipe : std::nullopt;
    return true;
}

int NewCapabilityRecipePage::nextId() const
{
    return useRecipe() ? -1 : NewCapabilityWizard::ParametersPageId;
}

} // namespace capstudio
