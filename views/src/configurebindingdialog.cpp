#include "views/configurebindingdialog.h"

#include "bindingrecipechoices.h"
#include "catalog/bindingdocument.h"
#include "catalog/bindingrules.h"
#include "catalog/bindingschema.h"
#include "configbindingform.h"
#include "views/dispatchdryrundialog.h"
#include "views/jsoneditor.h"
#include "views/tonestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace capstudio {

namespace {

const QString CustomConfigPrefix = QStringLiteral("/customConfig");

// BindingRules locates findings relative to the binding row; the views edit customConfig.
Diagnostics relativeToConfig(const Diagnostics &diagnostics)
{
    Diagnostics out;
    for (Diagnostic diagnostic : diagnostics) {
        SourceLocation location = diagnostic.location();
        if (location.jsonPointer.startsWith(CustomConfigPrefix)) {
            location.jsonPointer = location.jsonPointer.mid(CustomConfigPrefix.size());
            diagnostic.setLocation(location);
        } else if (location.jsonPointer.startsWith(QStringLiteral("/customRateLimit"))) {
            continue; // the spin box cannot hold a bad value
        }
        out.append(diagnostic);
    }
    return out;
}

QString relativePointer(const QString &pointer)
{
    return pointer.startsWith(CustomConfigPrefix) ? pointer.mid(CustomConfigPrefix.size()) : pointer;
}

QString configText(const QJsonValue &config)
{
    if (config.isObject())
        return QString::fromUtf8(QJsonDocument(config.toObject()).toJson(QJsonDocument::Indented));
    if (config.isArray())
        return QString::fromUtf8(QJsonDocument(config.toArray()).toJson(QJsonDocument::Indented));
    if (config.isNull() || config.isUndefined())
        return QString();
    // A scalar customConfig (the API would refuse it); shown as it is so that it is flagged.
    const QByteArray wrapped = QJsonDocument(QJsonArray{config}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

} // namespace

struct ConfigureBindingDialog::Private
{
    BindingDocument *document = nullptr;
    AgentBinding original;
    QString capabilitySlug;
    std::optional<int> capabilityRateLimit;
    const BindingSchema *schema = nullptr;
    QList<RecipeChoice> recipes;

    QLabel *banner = nullptr;
    QLabel *serverBanner = nullptr;
    QCheckBox *enabled = nullptr;
    QSpinBox *rateLimit = nullptr;
    QComboBox *recipeGroup = nullptr;
    QComboBox *recipeVariant = nullptr;
    QLabel *recipeNote = nullptr;
    ConfigBindingForm *form = nullptr;
    JsonEditor *editor = nullptr;
    QListWidget *problems = nullptr;
    QTableWidget *envTable = nullptr;
    QLabel *envCaption = nullptr;
    QLabel *resolved = nullptr;

    QJsonValue config = QJsonValue::Null;
    BindingCheck check;
    bool syncing = false;
};

ConfigureBindingDialog::ConfigureBindingDialog(BindingDocument *document, const QString &agentId,
                                               const QString &capabilityId, QWidget *parent)
    : QDialog(parent)
    , d(new Private)
{
    d->document = document;
    d->original = document->binding(agentId, capabilityId).value_or(AgentBinding{});
    d->original.agentId = agentId;
    d->original.capabilityId = capabilityId;
    d->config = d->original.customConfig;
    const Capability *capability = document->capability(capabilityId);
    d->capabilitySlug = capability ? capability->slug : QString();
    d->capabilityRateLimit = capability ? capability->rateLimit : std::nullopt;
    d->schema = BindingSchemas::forSlug(d->capabilitySlug);
    d->recipes = recipeChoices(d->capabilitySlug);
    const int agentRow = document->agentRow(agentId);
    const QString agentName = agentRow >= 0 ? document->agents().at(agentRow).name : agentId;
    const QString capabilityName = capability ? capability->name : capabilityId;

    setWindowTitle(tr("Configure %1 for %2").arg(capabilityName, agentName));
    setObjectName(QStringLiteral("configureBindingDialog"));

    auto *heading = new QLabel(tr("<b>%1</b> <span style='color:%4'>(%2)</span> bound to agent <b>%3</b>")
                                   .arg(capabilityName.toHtmlEscaped(), d->capabilitySlug.toHtmlEscaped(),
                                        agentName.toHtmlEscaped(), toneColor(Tone::Muted, palette()).name()),
                               this);

    d->banner = new QLabel(this);
    d->banner->setObjectName(QStringLiteral("envBanner"));
    d->banner->setWordWrap(true);
    d->banner->setTextFormat(Qt::PlainText);
    d->banner->setMargin(6);
    setBannerTone(d->banner, Tone::Neutral);
    d->banner->hide();

    // What the server itself reported when this binding was last written (Sunrise's
    // meta.warnings.missingEnvVars): its environment, not the local profile's.
    const QStringList serverMissing = document->serverMissingEnvVars(agentId, capabilityId);
    d->serverBanner = new QLabel(this);
    d->serverBanner->setObjectName(QStringLiteral("serverEnvBanner"));
    d->serverBanner->setWordWrap(true);
    d->serverBanner->setTextFormat(Qt::PlainText);
    d->serverBanner->setMargin(6);
    d->serverBanner->setStyleSheet(d->banner->styleSheet());
    d->serverBanner->setText(tr("When this binding was last saved, the server reported that its own environment "
                                "lacks %n variable(s): %1. Calls that use them fail until they are set on the "
                                "server.",
                                nullptr, int(serverMissing.size()))
                                 .arg(serverMissing.join(QStringLiteral(", "))));
    d->serverBanner->setVisible(!serverMissing.isEmpty());

    // Enabled and rate limit.
    d->enabled = new QCheckBox(tr("&Enabled (the agent is offered the tool and may call it)"), this);
    d->enabled->setChecked(d->original.isEnabled);
    d->rateLimit = new QSpinBox(this);
    d->rateLimit->setObjectName(QStringLiteral("rateLimit"));
    d->rateLimit->setRange(0, 10000);
    d->rateLimit->setSuffix(tr(" calls/min"));
    d->rateLimit->setSpecialValueText(
        d->capabilityRateLimit && *d->capabilityRateLimit > 0
            ? tr("none — inherit %1/min from the capability").arg(*d->capabilityRateLimit)
            : tr("none — inherit (the capability is unlimited)"));
    d->rateLimit->setValue(d->original.customRateLimit.value_or(0));
    d->rateLimit->setToolTip(tr("Custom rate limit for this agent, 1–10000 calls per minute; the lowest value "
                                "means none: the capability's limit applies."));
    d->rateLimit->setMinimumWidth(d->rateLimit->fontMetrics().horizontalAdvance(d->rateLimit->specialValueText()) + 48);
    auto *rateLabel = new QLabel(tr("Custom &rate limit:"), this);
    rateLabel->setBuddy(d->rateLimit);
    auto *settings = new QHBoxLayout;
    settings->addWidget(d->enabled);
    settings->addStretch(1);
    settings->addWidget(rateLabel);
    settings->addWidget(d->rateLimit);

    // Recipes.
    auto *recipeRow = new QHBoxLayout;
    d->recipeGroup = new QComboBox(this);
    d->recipeGroup->setObjectName(QStringLiteral("recipeGroup"));
    d->recipeVariant = new QComboBox(this);
    d->recipeVariant->setObjectName(QStringLiteral("recipeVariant"));
    auto *fill = new QPushButton(tr("&Fill from Recipe"), this);
    d->recipeNote = new QLabel(this);
    d->recipeNote->setWordWrap(true);
    d->recipeNote->setTextFormat(Qt::PlainText);
    d->recipeNote->setObjectName(QStringLiteral("recipeNote"));
    QStringList groups;
    for (const RecipeChoice &recipe : std::as_const(d->recipes)) {
        if (!groups.contains(recipe.group))
            groups.append(recipe.group);
    }
    d->recipeGroup->addItems(groups);
    const auto fillVariants = [this] {
        d->recipeVariant->clear();
        for (const RecipeChoice &recipe : std::as_const(d->recipes)) {
            if (recipe.group == d->recipeGroup->currentText())
                d->recipeVariant->addItem(recipe.variant, recipe.id);
        }
    };
    connect(d->recipeGroup, &QComboBox::currentIndexChanged, this, fillVariants);
    fillVariants();
    connect(fill, &QPushButton::clicked, this, [this] { fillRecipe(d->recipeVariant->currentData().toString()); });
    recipeRow->addWidget(new QLabel(tr("Recipe:"), this));
    recipeRow->addWidget(d->recipeGroup, 2);
    recipeRow->addWidget(d->recipeVariant, 1);
    recipeRow->addWidget(fill);
    auto *recipeBox = new QWidget(this);
    auto *recipeLayout = new QVBoxLayout(recipeBox);
    recipeLayout->setContentsMargins(0, 0, 0, 0);
    recipeLayout->addLayout(recipeRow);
    recipeLayout->addWidget(d->recipeNote);
    recipeBox->setVisible(!d->recipes.isEmpty());
    d->recipeNote->hide();

    // The two views of customConfig.
    d->editor = new JsonEditor(this);
    d->editor->setObjectName(QStringLiteral("configJson"));
    d->editor->setAccessibleName(tr("Configuration as JSON"));
    d->editor->setPlaceholderText(tr("No customConfig (null)"));
    d->problems = new QListWidget(this);
    d->problems->setObjectName(QStringLiteral("configProblems"));
    d->problems->setAccessibleName(tr("Problems of the configuration"));
    d->problems->setMaximumHeight(d->problems->fontMetrics().height() * 5 + 10);
    d->problems->setWordWrap(true);
    connect(d->problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString pointer = item->data(Qt::UserRole).toString();
        d->editor->selectPointer(pointer);
        d->editor->setFocus();
        if (d->form) {
            if (QWidget *field = d->form->editorFor(pointer))
                field->setFocus();
        }
    });
    auto *jsonSide = new QWidget(this);
    auto *jsonLayout = new QVBoxLayout(jsonSide);
    jsonLayout->setContentsMargins(0, 0, 0, 0);
    jsonLayout->addWidget(new QLabel(tr("customConfig (JSON)"), jsonSide));
    jsonLayout->addWidget(d->editor, 1);
    jsonLayout->addWidget(d->problems);

    auto *views = new QSplitter(Qt::Horizontal, this);
    views->setObjectName(QStringLiteral("configSplitter"));
    views->setChildrenCollapsible(false);
    if (d->schema) {
        d->form = new ConfigBindingForm(*d->schema, this);
        d->form->setObjectName(QStringLiteral("configForm"));
        auto *scroll = new QScrollArea(this);
        scroll->setWidgetResizable(true);
        scroll->setWidget(d->form);
        scroll->setMinimumWidth(360);
        views->addWidget(scroll);
        connect(d->form, &ConfigBindingForm::edited, this, [this] {
            if (d->syncing)
                return;
            d->syncing = true;
            d->config = d->form->value();
            d->editor->setJsonText(configText(d->config));
            d->syncing = false;
            recheckNow();
        });
    } else {
        auto *note = new QLabel(tr("Sunrise has no binding schema for %1: the JSON is only checked to be an "
                                   "object.").arg(d->capabilitySlug),
                                this);
        note->setWordWrap(true);
        jsonLayout->insertWidget(0, note);
    }
    views->addWidget(jsonSide);
    views->setStretchFactor(0, 1);
    views->setStretchFactor(views->count() - 1, 1);

    connect(d->editor, &JsonEditor::documentChanged, this, [this](const QJsonValue &parsed) {
        if (d->syncing)
            return;
        d->syncing = true;
        d->config = parsed;
        if (d->form)
            d->form->setValue(parsed);
        d->syncing = false;
        recheckNow();
    });
    connect(d->editor, &JsonEditor::syntaxChanged, this, [this](bool valid) {
        if (d->syncing)
            return;
        const bool empty = d->editor->toPlainText().trimmed().isEmpty();
        if (empty) {
            d->config = QJsonValue::Null;
            if (d->form) {
                d->syncing = true;
                d->form->setValue(d->config);
                d->syncing = false;
            }
        }
        if (d->form)
            d->form->setEnabled(valid || empty);
        recheckNow();
    });

    // Environment.
    auto *envBox = new QGroupBox(tr("Environment variables"), this);
    d->envCaption = new QLabel(envBox);
    d->envCaption->setTextFormat(Qt::PlainText);
    d->envTable = new QTableWidget(0, 3, envBox);
    d->envTable->setAccessibleName(tr("Environment variables"));
    d->envTable->setTabKeyNavigation(false);
    d->envTable->setObjectName(QStringLiteral("envTable"));
    d->envTable->setHorizontalHeaderLabels({tr("Variable"), tr("Used in"), tr("State")});
    d->envTable->horizontalHeader()->setStretchLastSection(true);
    d->envTable->verticalHeader()->hide();
    d->envTable->verticalHeader()->setDefaultSectionSize(d->envTable->fontMetrics().height() + 6);
    d->envTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->envTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->envTable->setColumnWidth(0, 220);
    d->envTable->setColumnWidth(1, 240);
    d->envTable->setMinimumHeight(d->envTable->verticalHeader()->defaultSectionSize() * 4
                                  + d->envTable->horizontalHeader()->sizeHint().height() + 4);
    connect(d->envTable, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        d->editor->selectPointer(d->envTable->item(row, 1)->data(Qt::UserRole).toString());
    });
    d->resolved = new QLabel(envBox);
    d->resolved->setObjectName(QStringLiteral("resolvedUrl"));
    d->resolved->setWordWrap(true);
    d->resolved->setTextFormat(Qt::PlainText);
    d->resolved->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *envLayout = new QVBoxLayout(envBox);
    envLayout->addWidget(d->envCaption);
    envLayout->addWidget(d->envTable, 1);
    envLayout->addWidget(d->resolved);

    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->setChildrenCollapsible(false);
    vertical->addWidget(views);
    vertical->addWidget(envBox);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({480, 200});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // The dispatch dry-run on the binding as edited here, before it is applied.
    auto *dryRun = new QPushButton(tr("Dry-&Run…"), this);
    dryRun->setObjectName(QStringLiteral("dryRunButton"));
    dryRun->setAutoDefault(false);
    dryRun->setToolTip(tr("What Sunrise would do with a call of %1 by this agent, with the binding as edited here")
                           .arg(d->capabilitySlug));
    connect(dryRun, &QPushButton::clicked, this, [this] {
        recheckNow();
        DispatchDryRunDialog dialog(d->document, nullptr, this);
        DispatchScenario scenario;
        scenario.agentId = d->original.agentId;
        scenario.capabilitySlug = d->capabilitySlug;
        dialog.setScenario(scenario);
        dialog.setBindingOverride(editedBinding());
        dialog.exec();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &ConfigureBindingDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConfigureBindingDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(d->banner);
    layout->addWidget(d->serverBanner);
    layout->addLayout(settings);
    layout->addWidget(recipeBox);
    layout->addWidget(vertical, 1);
    auto *footer = new QHBoxLayout;
    footer->addWidget(dryRun);
    footer->addStretch(1);
    footer->addWidget(buttons);
    layout->addLayout(footer);

    connect(document, &BindingDocument::checksChanged, this, &ConfigureBindingDialog::recheckNow);

    d->syncing = true;
    if (d->form)
        d->form->setValue(d->config);
    d->editor->setJsonText(configText(d->config));
    d->syncing = false;
    recheckNow();
    resize(1060, 760);
}

ConfigureBindingDialog::~ConfigureBindingDialog()
{
    delete d;
}

QJsonValue ConfigureBindingDialog::currentConfig() const
{
    return d->config;
}

JsonEditor *ConfigureBindingDialog::jsonEditor() const
{
    return d->editor;
}

QWidget *ConfigureBindingDialog::form() const
{
    return d->form;
}

QLabel *ConfigureBindingDialog::envBanner() const
{
    return d->banner;
}

QTableWidget *ConfigureBindingDialog::envTable() const
{
    return d->envTable;
}

QStringList ConfigureBindingDialog::highlightedFields() const
{
    return d->form ? d->form->highlightedPointers() : QStringList();
}

QStringList ConfigureBindingDialog::recipeIds() const
{
    QStringList ids;
    for (const RecipeChoice &recipe : std::as_const(d->recipes))
        ids.append(recipe.id);
    return ids;
}

bool ConfigureBindingDialog::fillRecipe(const QString &recipeId)
{
    const auto found = std::find_if(d->recipes.cbegin(), d->recipes.cend(),
                                    [&](const RecipeChoice &recipe) { return recipe.id == recipeId; });
    if (found == d->recipes.cend())
        return false;
    if (d->config.isObject() && !d->config.toObject().isEmpty() && d->config.toObject() != found->customConfig
        && isVisible()) {
        const auto answer = QMessageBox::question(
            this, tr("Replace the customConfig?"),
            tr("The recipe replaces the whole customConfig of this binding. You can undo it in the JSON view "
               "or with Cancel."),
            QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok);
        if (answer != QMessageBox::Ok)
            return false;
    }
    d->recipeGroup->setCurrentText(found->group);
    d->recipeVariant->setCurrentIndex(d->recipeVariant->findData(found->id));
    d->syncing = true;
    d->config = found->customConfig;
    if (d->form)
        d->form->setValue(d->config);
    // An edit rather than a load, so that Ctrl+Z in the JSON view takes the recipe back.
    d->editor->selectAll();
    d->editor->insertPlainText(configText(d->config));
    d->editor->reparseNow();
    d->syncing = false;
    QStringList keys = found->customConfig.keys();
    d->recipeNote->setText(tr("The %1 (%2) recipe set %3.%4")
                               .arg(found->group, found->variant, keys.join(QStringLiteral(", ")),
                                    found->note.isEmpty() ? QString() : QStringLiteral(" ") + found->note));
    d->recipeNote->show();
    recheckNow();
    return true;
}

void ConfigureBindingDialog::recheckNow()
{
    d->editor->reparseNow();
    const EnvProfile &profile = d->document->profile();
    d->check = BindingRules::checkConfig(d->config, d->capabilitySlug, profile);
    Diagnostics diagnostics = relativeToConfig(d->check.diagnostics);
    const bool syntaxOk = d->editor->isSyntaxValid() || d->editor->toPlainText().trimmed().isEmpty();
    if (!syntaxOk && d->editor->syntaxError())
        diagnostics.prepend(*d->editor->syntaxError());
    d->editor->setDiagnostics(relativeToConfig(d->check.diagnostics));

    d->problems->clear();
    for (const Diagnostic &diagnostic : std::as_const(diagnostics)) {
        const QString where = diagnostic.location().hasPointer && !diagnostic.location().jsonPointer.isEmpty()
                                  ? diagnostic.location().jsonPointer.mid(1) + QStringLiteral(": ")
                                  : QString();
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 %2%3").arg(severityName(diagnostic.severity()), where, diagnostic.message()),
            d->problems);
        item->setData(Qt::UserRole, diagnostic.location().jsonPointer);
        item->setForeground(diagnostic.severity() == Severity::Error     ? toneColor(Tone::Negative, palette())
                            : diagnostic.severity() == Severity::Warning ? toneColor(Tone::Neutral, palette())
                                                                         : palette().color(QPalette::Text));
    }
    d->problems->setVisible(!diagnostics.isEmpty());

    // The env-var table, the form marks and the banner.
    QHash<QString, QString> envMarks;
    QStringList unresolved;
    d->envTable->setRowCount(0);
    for (const EnvUse &use : std::as_const(d->check.env)) {
        const int row = d->envTable->rowCount();
        d->envTable->insertRow(row);
        auto *name = new QTableWidgetItem(use.name);
        auto *where = new QTableWidgetItem(relativePointer(use.pointer).mid(1)
                                           + (use.templated ? tr(" (template)") : tr(" (name)")));
        where->setData(Qt::UserRole, relativePointer(use.pointer));
        auto *state = new QTableWidgetItem(EnvProfile::stateName(use.state));
        if (use.state != EnvState::Set) {
            const QColor color = toneColor(use.state == EnvState::Missing ? Tone::Negative : Tone::Neutral, palette());
            state->setForeground(color);
            name->setForeground(color);
            envMarks.insert(relativePointer(use.pointer),
                            use.state == EnvState::Missing
                                ? tr("%1 is not set in profile %2").arg(use.name, profile.name())
                                : tr("%1 is empty in profile %2").arg(use.name, profile.name()));
            const QString label = use.state == EnvState::Empty ? tr("%1 (empty)").arg(use.name) : use.name;
            if (!unresolved.contains(label))
                unresolved.append(label);
        }
        d->envTable->setItem(row, 0, name);
        d->envTable->setItem(row, 1, where);
        d->envTable->setItem(row, 2, state);
    }
    d->envCaption->setText(d->check.env.isEmpty()
                               ? tr("This customConfig uses no environment variables (profile %1).").arg(profile.name())
                               : tr("Checked against profile %1.").arg(profile.name()));
    d->banner->setText((unresolved.size() == 1 ? tr("1 environment variable is missing in profile %2: %3")
                                               : tr("%1 environment variables are missing in profile %2: %3")
                                                     .arg(unresolved.size()))
                           .arg(profile.name(), unresolved.join(QStringLiteral(", "))));
    d->banner->setVisible(!unresolved.isEmpty());
    if (d->form) {
        d->form->setDiagnostics(diagnostics);
        d->form->setEnvProblems(envMarks);
    }

    // forcedUrl after resolution and its host against the allowlist.
    const QString forcedUrl = d->config.toObject().value(QStringLiteral("forcedUrl")).toString();
    if (forcedUrl.isEmpty()) {
        d->resolved->hide();
    } else {
        QString text;
        if (d->check.resolvedUrl.isEmpty()) {
            text = tr("forcedUrl cannot be resolved against profile %1.").arg(profile.name());
        } else {
            text = tr("forcedUrl resolves to %1").arg(d->check.resolvedUrl);
            const QString host = QUrl(d->check.resolvedUrl).host().toLower();
            if (const std::optional<QStringList> allowed = profile.allowedHosts()) {
                text += allowed->contains(host)
                            ? tr(" — host %1 is in ORCHESTRATION_ALLOWED_HOSTS.").arg(host)
                            : tr(" — host %1 is NOT in ORCHESTRATION_ALLOWED_HOSTS (%2): calls fail with "
                                 "host_not_allowed.")
                                  .arg(host, allowed->isEmpty() ? tr("empty") : allowed->join(QStringLiteral(", ")));
            } else {
                text += tr(" — profile %1 does not define ORCHESTRATION_ALLOWED_HOSTS; the host is not checked.")
                            .arg(profile.name());
            }
        }
        d->resolved->setText(text);
        d->resolved->show();
    }
}

AgentBinding ConfigureBindingDialog::editedBinding() const
{
    AgentBinding binding = d->original;
    binding.isEnabled = d->enabled->isChecked();
    binding.customRateLimit = d->rateLimit->value() == 0 ? std::nullopt : std::optional<int>(d->rateLimit->value());
    binding.customConfig = d->editor->toPlainText().trimmed().isEmpty() ? QJsonValue(QJsonValue::Null) : d->config;
    return binding;
}

void ConfigureBindingDialog::accept()
{
    recheckNow();
    if (!d->editor->isSyntaxValid() && !d->editor->toPlainText().trimmed().isEmpty()) {
        QMessageBox::warning(this, tr("The JSON is not valid"),
                             tr("Fix the customConfig JSON before saving: %1")
                                 .arg(d->editor->syntaxError() ? d->editor->syntaxError()->message() : QString()));
        d->editor->setFocus();
        return;
    }
    if (!d->config.isObject() && !d->config.isNull()) {
        QMessageBox::warning(this, tr("customConfig must be an object"),
                             tr("Sunrise stores a JSON object (or nothing) as customConfig."));
        return;
    }
    if (d->check.hasErrors()) {
        const auto answer = QMessageBox::warning(
            this, tr("The binding has errors"),
            tr("Sunrise will refuse this binding at call time (invalid_binding). Save anyway?"),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save)
            return;
    }
    const AgentBinding updated = editedBinding();
    if (updated != d->original) {
        QString why;
        if (!d->document->replaceBinding(updated, &why)) {
            QMessageBox::warning(this, tr("Cannot change the binding"), why);
            return;
        }
    }
    QDialog::accept();
}

} // namespace capstudio
