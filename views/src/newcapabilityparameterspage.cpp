#include "newcapabilityparameterspage.h"

#include "catalog/capabilityscaffold.h"
#include "views/jsoneditor.h"
#include "views/newcapabilitywizard.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace capstudio {

namespace {

const QString ParametersPointer = QStringLiteral("/functionDefinition/parameters");

std::optional<QJsonObject> parseObject(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    return document.object();
}

} // namespace

NewCapabilityParametersPage::NewCapabilityParametersPage(QWidget *parent)
    : QWizardPage(parent)
    , m_editor(new JsonEditor(this))
    , m_status(new QLabel(this))
    , m_processesPii(new QCheckBox(tr("It handles personal data (&processesPii)"), this))
    , m_agentId(new QLineEdit(this))
{
    setTitle(tr("Parameters"));
    setSubTitle(tr("The JSON Schema of functionDefinition.parameters: what the LLM must pass. The class's "
                   "Zod schema and the unit test are generated from it."));

    m_editor->setObjectName(QStringLiteral("parameters"));
    m_editor->setJsonText(initialParameters());
    m_status->setObjectName(QStringLiteral("parametersStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_processesPii->setObjectName(QStringLiteral("processesPii"));
    m_processesPii->setChecked(true);
    m_processesPii->setToolTip(tr("Adds processesPii = true and a redactProvenance() stub to fill in. When "
                                  "unsure, leave it on: opting in costs nothing, opting out wrongly leaks "
                                  "customer data into every conversation audit row."));
    m_agentId->setObjectName(QStringLiteral("agentId"));
    m_agentId->setPlaceholderText(CapabilityScaffold::agentPlaceholder());
    m_agentId->setToolTip(tr("The agent the binding (step 4) attaches the capability to; leave empty to "
                             "fill it in later."));

    auto *options = new QFormLayout;
    options->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    options->addRow(QString(), m_processesPii);
    options->addRow(tr("Bind to &agent:"), m_agentId);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_status);
    layout->addLayout(options);

    connect(m_editor, &QPlainTextEdit::textChanged, this, &QWizardPage::completeChanged);
    connect(m_editor, &JsonEditor::documentChanged, this, &NewCapabilityParametersPage::refreshFindings);
    connect(m_editor, &JsonEditor::syntaxChanged, this, &NewCapabilityParametersPage::refreshFindings);
}

QString NewCapabilityParametersPage::initialParameters()
{
    return QStringLiteral("{\n  \"type\": \"object\",\n  \"properties\": {},\n  \"required\": []\n}\n");
}

QJsonObject NewCapabilityParametersPage::parameters() const
{
    return parseObject(m_editor->toPlainText()).value_or(QJsonObject());
}

bool NewCapabilityParametersPage::processesPii() const
{
    return m_processesPii->isChecked();
}

QString NewCapabilityParametersPage::agentId() const
{
    return m_agentId->text().trimmed();
}

void NewCapabilityParametersPage::initializePage()
{
    refreshFindings();
}

bool NewCapabilityParametersPage::isComplete() const
{
    return parseObject(m_editor->toPlainText()).has_value();
}

void NewCapabilityParametersPage::refreshFindings()
{
    const std::optional<QJsonObject> parsed = parseObject(m_editor->toPlainText());
    if (!parsed) {
        const auto &error = m_editor->syntaxError();
        m_status->setText(error ? tr("Not valid JSON yet: %1").arg(error->message())
                                : tr("The parameters must be a JSON object (a JSON Schema of type object)."));
        m_editor->setDiagnostics({});
        return;
    }
    auto *owner = qobject_cast<NewCapabilityWizard *>(wizard());
    if (!owner)
        return;
    // The generator's findings about the schema, re-based to point into this editor.
    Diagnostics inEditor;
    const CapabilityScaffold::Result result = CapabilityScaffold::generate(owner->capability(), owner->scaffoldOptions());
    for (const Diagnostic &diagnostic : result.unsupported) {
        const QString pointer = diagnostic.location().jsonPointer;
        if (pointer != ParametersPointer && !pointer.startsWith(ParametersPointer + QLatin1Char('/')))
            continue;
        Diagnostic rebased = diagnostic;
        rebased.setLocation(SourceLocation::atPointer(QString(), pointer.mid(ParametersPointer.size())));
        inEditor.append(rebased);
    }
    m_editor->setDiagnostics(inEditor);

    const int properties = int(parsed->value(QStringLiteral("properties")).toObject().size());
    QString status = tr("%n parameter(s).", nullptr, properties);
    if (parsed->value(QStringLiteral("type")).toString() != QLatin1String("object"))
        status += QLatin1Char(' ') + tr("Function parameters should be a schema with \"type\": \"object\".");
    if (!inEditor.isEmpty())
        status += QLatin1Char(' ')
                + tr("%n finding(s) from the Zod translation, underlined (hover for details); the preview "
                     "lists them too.",
                     nullptr, int(inEditor.size()));
    m_status->setText(status);
}

} // namespace capstudio
