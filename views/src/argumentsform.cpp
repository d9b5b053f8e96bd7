#include "views/argumentsform.h"
#include "views/tonestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace capstudio {

namespace {


// A value as one line of JSON ("abc" with its quotes, 42, [1,2], {"a":1}).
QString compactJson(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

// One JSON value from a line of text; Undefined when the text is not exactly one value.
QJsonValue parseJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(
        QStringLiteral("[%1]").arg(text).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isArray() || document.array().size() != 1)
        return QJsonValue(QJsonValue::Undefined);
    return document.array().at(0);
}

bool isIntegral(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return std::isfinite(number) && std::floor(number) == number;
}

QString escapeKey(QString key)
{
    return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}

QString schemaType(const QJsonObject &property)
{
    const QJsonValue type = property.value(QStringLiteral("type"));
    if (type.isString())
        return type.toString();
    for (const QJsonValue &entry : type.toArray()) {
        if (entry.toString() != QStringLiteral("null") && entry.isString())
            return entry.toString();
    }
    return type.toArray().isEmpty() ? QString() : QStringLiteral("null");
}

QString bounds(const QJsonObject &property, const QString &low, const QString &high)
{
    const QJsonValue min = property.value(low);
    const QJsonValue max = property.value(high);
    if (min.isDouble() && max.isDouble())
        return ArgumentsForm::tr("%1–%2").arg(compactJson(min), compactJson(max));
    if (min.isDouble())
        return ArgumentsForm::tr("≥ %1").arg(compactJson(min));
    if (max.isDouble())
        return ArgumentsForm::tr("≤ %1").arg(compactJson(max));
    return QString();
}

} // namespace

struct ArgumentsForm::Field
{
    enum class Kind { Text, Integer, Number, Boolean, Enum, Json };
    QString key;
    Kind kind = Kind::Json;
    bool required = false;
    QString jsonType;     // what a Json field should hold: "array", "object", "null" or ""
    QJsonArray choices;   // Enum: the allowed values; Boolean: true, false
    QString hint;         // the editor's tooltip without problems
    QLabel *label = nullptr;
    QLineEdit *line = nullptr;
    QComboBox *combo = nullptr;
    QLabel *problem = nullptr;
    QJsonValue other = QJsonValue(QJsonValue::Undefined); // combo: a loaded value no entry stands for
    bool edited = false;

    QWidget *editor() const { return line ? static_cast<QWidget *>(line) : combo; }
    QString pointer() const { return QLatin1Char('/') + escapeKey(key); }

    // What the field sends now; Undefined leaves the key out.
    QJsonValue value() const
    {
        if (combo) {
            const int index = combo->currentIndex();
            if (index <= 0)
                return QJsonValue(QJsonValue::Undefined);
            return index <= choices.size() ? choices.at(index - 1) : other;
        }
        const QString text = line->text();
        const QString trimmed = text.trimmed();
        if (kind == Kind::Text)
            return text.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(text);
        if (trimmed.isEmpty())
            return QJsonValue(QJsonValue::Undefined);
        bool ok = false;
        if (kind == Kind::Integer) {
            const qint64 number = trimmed.toLongLong(&ok);
            if (ok)
                return QJsonValue(number);
        } else if (kind == Kind::Number) {
            const double number = trimmed.toDouble(&ok);
            if (ok && std::isfinite(number))
                return QJsonValue(number);
        }
        const QJsonValue parsed = parseJson(trimmed);
        return parsed.isUndefined() ? QJsonValue(text) : parsed;
    }

    // Why the value does not fit the property; empty when it does (or is absent).
    QString typeProblem(const QJsonValue &value) const
    {
        if (value.isUndefined())
            return QString();
        const QString shown = compactJson(value);
        switch (kind) {
        case Kind::Text:
            return value.isString() ? QString() : ArgumentsForm::tr("%1 is not a string").arg(shown);
        case Kind::Integer:
            return isIntegral(value) ? QString() : ArgumentsForm::tr("%1 is not an integer").arg(shown);
        case Kind::Number:
            return value.isDouble() ? QString() : ArgumentsForm::tr("%1 is not a number").arg(shown);
        case Kind::Boolean:
            return value.isBool() ? QString() : ArgumentsForm::tr("%1 is not true or false").arg(shown);
        case Kind::Enum:
            return choices.contains(value) ? QString()
                                           : ArgumentsForm::tr("%1 is not one of the allowed values").arg(shown);
        case Kind::Json:
            break;
        }
        if (line && value.isString() && parseJson(line->text().trimmed()).isUndefined() && edited)
            return ArgumentsForm::tr("Not valid JSON: sent as the string %1").arg(shown);
        if ((jsonType == QStringLiteral("array") && !value.isArray())
            || (jsonType == QStringLiteral("object") && !value.isObject())
            || (jsonType == QStringLiteral("null") && !value.isNull()))
            return ArgumentsForm::tr("%1 is not of type %2").arg(shown, jsonType);
        return QString();
    }
};

ArgumentsForm::ArgumentsForm(QWidget *parent)
    : QWidget(parent)
{
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("requiredCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_empty = new QLabel(tr("The capability's parameters declare no properties, so this form has nothing to "
                            "offer: write the arguments in the JSON tab."),
                         this);
    m_empty->setObjectName(QStringLiteral("noProperties"));
    m_empty->setWordWrap(true);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_otherLabel = new QLabel(tr("Other keys:"), this);
    m_other = new QLineEdit(this);
    m_other->setObjectName(QStringLiteral("otherKeys"));
    m_other->setReadOnly(true);
    m_other->setToolTip(tr("Keys the parameters do not declare. They are kept as they are; edit them in the "
                           "JSON tab."));
    m_otherLabel->setToolTip(m_other->toolTip());
    m_otherLabel->setBuddy(m_other);
    auto *otherRow = new QFormLayout;
    otherRow->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    otherRow->addRow(m_otherLabel, m_other);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_empty);
    layout->addLayout(m_layout);
    layout->addLayout(otherRow);
    layout->addStretch(1);
    rebuild();
}

ArgumentsForm::~ArgumentsForm() = default;

void ArgumentsForm::setSchema(const QJsonObject &parameters)
{
    m_base = arguments();
    m_schema = parameters;
    rebuild();
}

void ArgumentsForm::rebuild()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_fields.clear();
    m_required.clear();
    for (const QJsonValue &name : m_schema.value(QStringLiteral("required")).toArray()) {
        if (name.isString() && !m_required.contains(name.toString()))
            m_required.append(name.toString());
    }
    const QJsonObject properties = m_schema.value(QStringLiteral("properties")).toObject();
    // Required properties first, each group in key order.
    QStringList keys = properties.keys();
    std::stable_partition(keys.begin(), keys.end(), [this](const QString &key) { return m_required.contains(key); });
    for (const QString &key : std::as_const(keys)) {
        std::unique_ptr<Field> field = makeField(key, properties.value(key).toObject(), m_required.contains(key));
        auto *cell = new QWidget(this);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        field->editor()->setParent(cell);
        cellLayout->addWidget(field->editor());
        field->problem->setParent(cell);
        cellLayout->addWidget(field->problem);
        m_layout->addRow(field->label, cell);
        m_fields.push_back(std::move(field));
    }
    QStringList declared;
    for (const QString &name : std::as_const(m_required)) {
        if (properties.contains(name))
            declared.append(name);
    }
    m_caption->setText(declared.isEmpty() ? QString()
                                          : tr("Fields marked * are required: %1.")
                                                .arg(declared.join(QStringLiteral(", "))));
    m_caption->setToolTip(declared.isEmpty() ? QString()
                                             : tr("Required properties: %1").arg(declared.join(QStringLiteral(", "))));
    m_caption->setVisible(!declared.isEmpty());
    m_empty->setVisible(m_fields.empty());
    setArguments(m_base);
}

std::unique_ptr<ArgumentsForm::Field> ArgumentsForm::makeField(const QString &key, const QJsonObject &property,
                                                              bool required)
{
    auto field = std::make_unique<Field>();
    field->key = key;
    field->required = required;
    const QString type = schemaType(property);
    if (property.value(QStringLiteral("enum")).isArray()) {
        field->kind = Field::Kind::Enum;
        field->choices = property.value(QStringLiteral("enum")).toArray();
    } else if (property.contains(QStringLiteral("const"))) {
        field->kind = Field::Kind::Enum;
        field->choices = QJsonArray{property.value(QStringLiteral("const"))};
    } else if (type == QStringLiteral("string")) {
        field->kind = Field::Kind::Text;
    } else if (type == QStringLiteral("integer")) {
        field->kind = Field::Kind::Integer;
    } else if (type == QStringLiteral("number")) {
        field->kind = Field::Kind::Number;
    } else if (type == QStringLiteral("boolean")) {
        field->kind = Field::Kind::Boolean;
        field->choices = QJsonArray{true, false};
    } else {
        field->kind = Field::Kind::Json;
        field->jsonType = type;
    }

    // What the field expects, for the placeholder and the tooltip.
    QStringList expects;
    switch (field->kind) {
    case Field::Kind::Text: {
        if (property.value(QStringLiteral("format")).isString())
            expects.append(tr("format: %1").arg(property.value(QStringLiteral("format")).toString()));
        if (property.value(QStringLiteral("pattern")).isString())
            expects.append(tr("pattern: %1").arg(property.value(QStringLiteral("pattern")).toString()));
        const QString length = bounds(property, QStringLiteral("minLength"), QStringLiteral("maxLength"));
        if (!length.isEmpty())
            expects.append(tr("%1 characters").arg(length));
        break;
    }
    case Field::Kind::Integer:
    case Field::Kind::Number: {
        const QString range = bounds(property, QStringLiteral("minimum"), QStringLiteral("maximum"));
        const QString word = field->kind == Field::Kind::Integer ? tr("integer") : tr("number");
        expects.append(range.isEmpty() ? word : tr("%1 %2").arg(word, range));
        break;
    }
    case Field::Kind::Json:
        expects.append(field->jsonType.isEmpty() ? tr("any JSON value") : tr("JSON %1").arg(field->jsonType));
        break;
    case Field::Kind::Boolean:
    case Field::Kind::Enum:
        break;
    }
    if (property.contains(QStringLiteral("default")))
        expects.append(tr("default: %1").arg(compactJson(property.value(QStringLiteral("default")))));

    const QString description = property.value(QStringLiteral("description")).toString();
    QStringList hint;
    if (!description.isEmpty())
        hint.append(description);
    if (!expects.isEmpty())
        hint.append(expects.join(QStringLiteral(" · ")));
    hint.append(required ? tr("Required.") : tr("Optional: empty or (absent) leaves the key out."));
    field->hint = hint.join(QLatin1Char('\n'));

    if (field->kind == Field::Kind::Boolean || field->kind == Field::Kind::Enum) {
        field->combo = new QComboBox(this);
        field->combo->setEditable(false);
        field->combo->addItem(tr("(absent)"));
        for (const QJsonValue &choice : std::as_const(field->choices))
            field->combo->addItem(choice.isString() ? choice.toString() : compactJson(choice));
        Field *raw = field.get();
        connect(field->combo, &QComboBox::activated, this, [this, raw] { fieldEdited(*raw); });
    } else {
        field->line = new QLineEdit(this);
        field->line->setClearButtonEnabled(true);
        QString placeholder = expects.join(QStringLiteral(" · "));
        if (!required)
            placeholder = placeholder.isEmpty() ? tr("(absent)") : tr("(absent) %1").arg(placeholder);
        field->line->setPlaceholderText(placeholder);
        Field *raw = field.get();
        connect(field->line, &QLineEdit::textEdited, this, [this, raw] { fieldEdited(*raw); });
    }
    field->editor()->setObjectName(QStringLiteral("argument:") + key);
    field->editor()->setAccessibleName(key);
    field->editor()->setToolTip(field->hint);

    field->label = new QLabel(required ? tr("%1 *").arg(key) : key, this);
    field->label->setTextFormat(Qt::PlainText);
    field->label->setBuddy(field->editor());
    field->label->setToolTip(field->hint);
    if (required) {
        QFont bold = field->label->font();
        bold.setBold(true);
        field->label->setFont(bold);
    }
    field->problem = new QLabel(this);
    field->problem->setWordWrap(true);
    field->problem->setTextFormat(Qt::PlainText);
    setTextTone(field->problem, Tone::Negative);
    field->problem->hide();
    return field;
}

void ArgumentsForm::setArguments(const QJsonObject &arguments)
{
    m_loading = true;
    m_base = arguments;
    for (const auto &field : m_fields) {
        field->edited = false;
        showValue(*field, arguments.value(field->key));
    }
    m_loading = false;
    refreshOtherKeys();
}

void ArgumentsForm::showValue(Field &field, const QJsonValue &value)
{
    if (field.combo) {
        // Drop the entry of a value loaded before, then find or add this one.
        while (field.combo->count() > field.choices.size() + 1)
            field.combo->removeItem(field.combo->count() - 1);
        field.other = QJsonValue(QJsonValue::Undefined);
        int index = 0;
        if (!value.isUndefined()) {
            for (int i = 0; i < field.choices.size(); ++i) {
                if (field.choices.at(i) == value) {
                    index = i + 1;
                    break;
                }
            }
            if (index == 0) {
                field.other = value;
                field.combo->addItem(tr("%1 (not allowed)").arg(compactJson(value)));
                index = field.combo->count() - 1;
            }
        }
        field.combo->setCurrentIndex(index);
    } else if (value.isUndefined()) {
        field.line->clear();
    } else if (field.kind == Field::Kind::Text && value.isString()) {
        field.line->setText(value.toString());
    } else {
        field.line->setText(compactJson(value));
    }
    refreshMarks(field);
}

QJsonObject ArgumentsForm::arguments() const
{
    QJsonObject result = m_base;
    for (const auto &field : m_fields) {
        if (!field->edited)
            continue;
        const QJsonValue value = field->value();
        if (value.isUndefined())
            result.remove(field->key);
        else
            result.insert(field->key, value);
    }
    return result;
}

void ArgumentsForm::fieldEdited(Field &field)
{
    if (m_loading)
        return;
    field.edited = true;
    refreshMarks(field);
    emit argumentsEdited(arguments());
}

void ArgumentsForm::refreshMarks(Field &field)
{
    // A field the user did not touch shows the loaded value, which may not be what the
    // editor would send back (a string "" in a line edit reads as absent).
    const QJsonValue value = field.edited ? field.value() : m_base.value(field.key);
    QStringList problems;
    const QString typeProblem = field.typeProblem(value);
    if (!typeProblem.isEmpty())
        problems.append(typeProblem);
    const QString pointer = field.pointer();
    for (const Diagnostic &diagnostic : std::as_const(m_diagnostics)) {
        const QString &at = diagnostic.location().jsonPointer;
        if (diagnostic.location().hasPointer && (at == pointer || at.startsWith(pointer + QLatin1Char('/')))) {
            const QString where = at == pointer ? QString() : at.mid(pointer.size() + 1) + QStringLiteral(": ");
            if (!problems.contains(where + diagnostic.message()))
                problems.append(where + diagnostic.message());
        }
    }
    field.problem->setText(problems.join(QLatin1Char('\n')));
    field.problem->setVisible(!problems.isEmpty());
    if (problems.isEmpty())
        clearTextTone(field.label);
    else
        setTextTone(field.label, Tone::Negative);
    field.editor()->setToolTip(problems.isEmpty() ? field.hint
                                                  : field.hint + QStringLiteral("\n\n") + problems.join(QLatin1Char('\n')));
}

void ArgumentsForm::refreshOtherKeys()
{
    QJsonObject others;
    for (auto it = m_base.constBegin(); it != m_base.constEnd(); ++it) {
        if (!find(it.key()))
            others.insert(it.key(), it.value());
    }
    m_other->setText(others.isEmpty() ? QString()
                                      : QString::fromUtf8(QJsonDocument(others).toJson(QJsonDocument::Compact)));
    m_other->setCursorPosition(0);
    QStringList problems;
    for (const Diagnostic &diagnostic : std::as_const(m_diagnostics)) {
        const QString &at = diagnostic.location().jsonPointer;
        const QString key = at.section(QLatin1Char('/'), 1, 1);
        if (diagnostic.location().hasPointer && !key.isEmpty() && others.contains(key))
            problems.append(at.mid(1) + QStringLiteral(": ") + diagnostic.message());
    }
    if (problems.isEmpty())
        clearTextTone(m_otherLabel);
    else
        setTextTone(m_otherLabel, Tone::Negative);
    m_other->setToolTip(tr("Keys the parameters do not declare. They are kept as they are; edit them in the JSON "
                           "tab.")
                        + (problems.isEmpty() ? QString() : QStringLiteral("\n\n") + problems.join(QLatin1Char('\n'))));
    m_otherLabel->setVisible(!others.isEmpty());
    m_other->setVisible(!others.isEmpty());
}

QStringList ArgumentsForm::propertyNames() const
{
    QStringList names;
    for (const auto &field : m_fields)
        names.append(field->key);
    return names;
}

ArgumentsForm::Field *ArgumentsForm::find(const QString &property) const
{
    for (const auto &field : m_fields) {
        if (field->key == property)
            return field.get();
    }
    return nullptr;
}

QWidget *ArgumentsForm::editorFor(const QString &property) const
{
    const Field *field = find(property);
    return field ? field->editor() : nullptr;
}

QLabel *ArgumentsForm::labelFor(const QString &property) const
{
    const Field *field = find(property);
    return field ? field->label : nullptr;
}

QStringList ArgumentsForm::otherKeys() const
{
    QStringList keys;
    for (auto it = m_base.constBegin(); it != m_base.constEnd(); ++it) {
        if (!find(it.key()))
            keys.append(it.key());
    }
    return keys;
}

QString ArgumentsForm::problemFor(const QString &property) const
{
    const Field *field = find(property);
    return field ? field->problem->text() : QString();
}

void ArgumentsForm::setDiagnostics(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    for (const auto &field : m_fields)
        refreshMarks(*field);
    refreshOtherKeys();
}

} // namespace capstudio
