#include "newcapabilitypurposepage.h"

#include "catalog/capabilityrules.h"
#include "catalog/catalogdocument.h"
#include "views/newcapabilitywizard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUrl>
#include <QVBoxLayout>

namespace capstudio {

namespace {

// The categories Sunrise's seeds use (reference §3.1), offered even in an empty catalog.
QStringList seededCategories()
{
    return {QStringLiteral("cost"), QStringLiteral("external"), QStringLiteral("internal"),
            QStringLiteral("knowledge"), QStringLiteral("orchestration")};
}

} // namespace

NewCapabilityPurposePage::NewCapabilityPurposePage(CatalogDocument *document, QWidget *parent)
    : QWizardPage(parent)
    , m_document(document)
    , m_name(new QLineEdit(this))
    , m_slug(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_category(new QComboBox(this))
    , m_executionType(new QComboBox(this))
    , m_handlerLabel(new QLabel(tr("&Endpoint URL:"), this))
    , m_handler(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setTitle(tr("What should it do?"));
    setSubTitle(tr("Name the capability and describe it the way the LLM will read it. If it is an HTTP "
                   "integration an existing recipe covers, the next page says so."));

    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("e.g. Order Lookup"));
    m_name->setMaxLength(CapabilityRules::MaxNameLength);
    m_slug->setObjectName(QStringLiteral("slug"));
    m_slug->setPlaceholderText(tr("follows the name, e.g. order_lookup"));
    m_slug->setMaxLength(CapabilityRules::MaxSlugLength);
    m_slug->setToolTip(tr("The tool name the LLM sees; it must match functionDefinition.name. "
                          "It follows the name until you edit it."));
    m_description->setObjectName(QStringLiteral("description"));
    m_description->setPlaceholderText(tr("e.g. Look up an order by ID and return its status and total."));
    m_description->setTabChangesFocus(true);
    m_description->setMaximumHeight(m_description->fontMetrics().lineSpacing() * 5);
    m_category->setObjectName(QStringLiteral("category"));
    m_category->setEditable(true);
    m_category->setInsertPolicy(QComboBox::NoInsert);
    m_executionType->setObjectName(QStringLiteral("executionType"));
    m_executionType->addItem(tr("internal — business logic in TypeScript"), QStringLiteral("internal"));
    m_executionType->addItem(tr("api — call an external REST API"), QStringLiteral("api"));
    m_executionType->addItem(tr("webhook — notify an external system"), QStringLiteral("webhook"));
    m_handler->setObjectName(QStringLiteral("handler"));
    m_handler->setPlaceholderText(tr("e.g. https://api.example.com/orders"));
    m_handler->setToolTip(tr("Recorded as executionHandler. Sunrise still dispatches through a "
                             "registered class, so the class is generated as well."));
    m_handlerLabel->setBuddy(m_handler);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Slug:"), m_slug);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Category:"), m_category);
    form->addRow(tr("E&xecution type:"), m_executionType);
    form->addRow(m_handlerLabel, m_handler);
    form->addRow(m_problem);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (!m_slugEdited)
            m_slug->setText(slugFromName(text));
        updateState();
    });
    connect(m_slug, &QLineEdit::textEdited, this, [this](const QString &text) {
        // Clearing the slug hands it back to the name.
        m_slugEdited = !text.isEmpty();
        if (!m_slugEdited)
            m_slug->setText(slugFromName(m_name->text()));
    });
    connect(m_slug, &QLineEdit::textChanged, this, &NewCapabilityPurposePage::updateState);
    connect(m_description, &QPlainTextEdit::textChanged, this, &NewCapabilityPurposePage::updateState);
    connect(m_category, &QComboBox::currentTextChanged, this, &NewCapabilityPurposePage::updateState);
    connect(m_executionType, &QComboBox::currentIndexChanged, this, &NewCapabilityPurposePage::updateState);
    connect(m_handler, &QLineEdit::textChanged, this, &NewCapabilityPurposePage::updateState);
    updateState();
}

QString NewCapabilityPurposePage::name() const
{
    return m_name->text().trimmed();
}

QString NewCapabilityPurposePage::slug() const
{
    return m_slug->text().trimmed();
}

QString NewCapabilityPurposePage::description() const
{
    return m_description->toPlainText().trimmed();
}

QString NewCapabilityPurposePage::category() const
{
    return m_category->currentText().trimmed();
}

QString NewCapabilityPurposePage::executionType() const
{
    return m_executionType->currentData().toString();
}

QString NewCapabilityPurposePage::handlerUrl() const
{
    return m_handler->text().trimmed();
}

QString NewCapabilityPurposePage::slugFromName(const QString &name)
{
    // NFKD splits "é" into "e" and a combining accent, which is then dropped.
    const QString decomposed = name.normalized(QString::NormalizationForm_KD).toLower();
    QString slug;
    bool pendingSeparator = false;
    for (const QChar c : decomposed) {
        const bool alnum = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
                || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (alnum) {
            if (pendingSeparator && !slug.isEmpty())
                slug += QLatin1Char('_');
            slug += c;
            pendingSeparator = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            pendingSeparator = true;
        }
    }
    slug.truncate(CapabilityRules::MaxSlugLength);
    while (slug.endsWith(QLatin1Char('_')))
        slug.chop(1);
    return slug;
}

void NewCapabilityPurposePage::initializePage()
{
    QStringList categories = seededCategories() + m_document->categories();
    categories.removeAll(QString());
    categories.removeDuplicates();
    categories.sort(Qt::CaseInsensitive);
    const QString current = m_category->currentText();
    const QSignalBlocker blocker(m_category);
    m_category->clear();
    m_category->addItems(categories);
    m_category->setCurrentIndex(-1);
    m_category->setEditText(current);
    m_category->lineEdit()->setPlaceholderText(tr("e.g. internal"));
    updateState();
}

QString NewCapabilityPurposePage::problem() const
{
    if (name().isEmpty())
        return tr("Give the capability a name.");
    if (slug().isEmpty())
        return tr("Give it a slug: the tool name the LLM sees.");
    if (!CapabilityRules::isValidSlug(slug()))
        return tr("The slug may hold lower-case letters and digits, with single “_” or “-” between them.");
    for (int row = 0; row < m_document->count(); ++row) {
        if (m_document->at(row).slug == slug())
            return tr("The slug “%1” is taken by “%2”.").arg(slug(), m_document->at(row).name);
    }
    if (description().isEmpty())
        return tr("Describe what it does; the LLM reads this to decide when to call it.");
    if (description().size() > CapabilityRules::MaxDescriptionLength)
        return tr("The description is %1 characters long; Sunrise takes at most %2.")
                .arg(description().size())
                .arg(CapabilityRules::MaxDescriptionLength);
    if (category().isEmpty())
        return tr("Pick or type a category.");
    if (category().size() > CapabilityRules::MaxCategoryLength)
        return tr("The category may be at most %1 characters long.").arg(CapabilityRules::MaxCategoryLength);
    if (executionType() != QLatin1String("internal")) {
        const QUrl url(handlerUrl(), QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")))
            return tr("For %1, enter the endpoint as a full URL (https://…).").arg(executionType());
    }
    return {};
}

void NewCapabilityPurposePage::updateState()
{
    const bool internal = executionType() == QLatin1String("internal");
    m_handlerLabel->setVisible(!internal);
    m_handler->setVisible(!internal);
    m_problem->setText(problem());
    emit completeChanged();
}

bool NewCapabilityPurposePage::isComplete() const
{
    return problem().isEmpty();
}

int NewCapabilityPurposePage::nextId() const
{
    const auto *owner = qobject_cast<const NewCapabilityWizard *>(wizard());
    return owner && owner->recommendation() ? NewCapabilityWizard::RecipePageId
                                            : NewCapabilityWizard::ParametersPageId;
}

} // namespace capstudio
