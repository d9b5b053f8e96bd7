#include "configbindingform.h"
#include "views/tonestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <climits>
#include <cmath>

namespace capstudio {

namespace {


// The value at a pointer below `root` (only object members; Undefined when absent).
QJsonValue valueAt(const QJsonValue &root, const QString &pointer)
{
    QJsonValue current = root;
    const QStringList parts = pointer.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (!current.isObject())
            return QJsonValue(QJsonValue::Undefined);
        QString key = part;
        key.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
        current = current.toObject().value(key);
    }
    return current;
}

QString escapeKey(QString key)
{
    return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}

QString parentPointer(const QString &pointer)
{
    const int slash = int(pointer.lastIndexOf(QLatin1Char('/')));
    return slash <= 0 ? QString() : pointer.left(slash);
}

QToolButton *smallButton(const QString &text, const QString &toolTip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAutoRaise(true);
    return button;
}

// A list or table editor with its + and − buttons stacked on its right.
struct EditableRows
{
    QToolButton *add;
    QToolButton *remove;
};

EditableRows withAddRemove(QWidget *box, QWidget *editor, const QString &addTip, const QString &removeTip)
{
    EditableRows rows{smallButton(ConfigBindingForm::tr("+"), addTip, box),
                      smallButton(ConfigBindingForm::tr("−"), removeTip, box)};
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(rows.add);
    buttons->addWidget(rows.remove);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(editor, 1);
    row->addLayout(buttons);
    return rows;
}

} // namespace

struct ConfigBindingForm::Node
{
    ConfigField field;
    QString pointer;
    QLabel *label = nullptr;
    QWidget *editor = nullptr; // what is highlighted
    QWidget *row = nullptr;    // what the form shows, when the editor sits in a container
    bool dirty = false;
    std::function<void(const QJsonValue &)> load; // Undefined = absent
    std::function<QJsonValue()> read;             // Undefined = absent
    QList<Node *> children;                       // Object
};

ConfigBindingForm::ConfigBindingForm(const BindingSchema &schema, QWidget *parent)
    : QWidget(parent)
    , m_schema(schema)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    m_unknown = new QLabel(this);
    m_unknown->setObjectName(QStringLiteral("formProblems"));
    m_unknown->setWordWrap(true);
    m_unknown->setTextFormat(Qt::PlainText);
    setTextTone(m_unknown, Tone::Negative);
    m_unknown->hide();
    outer->addWidget(m_unknown);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    outer->addLayout(form);
    outer->addStretch(1);
    buildFields(schema.fields, QString(), form, this, m_roots);
}

ConfigBindingForm::~ConfigBindingForm() = default;

void ConfigBindingForm::buildFields(const QList<ConfigField> &fields, const QString &pointer,
                                    QFormLayout *layout, QWidget *parent, QList<Node *> &into)
{
    for (const ConfigField &field : fields) {
        const QString childPointer = pointer + QLatin1Char('/') + escapeKey(field.key);
        std::unique_ptr<Node> node = buildNode(field, childPointer, parent);
        Node *raw = node.get();
        m_byPointer.insert(childPointer, raw);
        m_storage.push_back(std::move(node));
        into.append(raw);
        if (field.type == ConfigField::Type::Object) {
            layout->addRow(raw->editor);
        } else {
            raw->label = new QLabel(parent);
            raw->label->setText((field.title.isEmpty() ? field.key : field.title)
                                + (field.required ? QStringLiteral(" *") : QString()));
            raw->label->setBuddy(raw->editor);
            // The editor may sit inside a row with its buttons, where the buddy is not found.
            raw->editor->setAccessibleName(field.title.isEmpty() ? field.key : field.title);
            layout->addRow(raw->label, raw->row ? raw->row : raw->editor);
        }
        const QString tip = tr("%1\nKey: %2%3")
                                .arg(field.description, childPointer.mid(1),
                                     field.defaultText.isEmpty() ? QString()
                                                                 : tr("\nDefault: %1").arg(field.defaultText));
        raw->editor->setToolTip(tip.trimmed());
        raw->editor->setProperty("defaultToolTip", tip.trimmed());
        if (raw->label)
            raw->label->setToolTip(tip.trimmed());
        raw->editor->setObjectName(QStringLiteral("field:") + childPointer);
    }
}

std::unique_ptr<ConfigBindingForm::Node> ConfigBindingForm::buildNode(const ConfigField &field,
                                                                     const QString &pointer, QWidget *parent)
{
    auto node = std::make_unique<Node>();
    node->field = field;
    node->pointer = pointer;
    Node *raw = node.get();
    const auto edited = [this, raw] { markEdited(raw); };
    const QString notSet = field.defaultText.isEmpty() ? tr("not set")
                                                       : tr("not set (default %1)").arg(field.defaultText);
    using Type = ConfigField::Type;
    switch (field.type) {
    case Type::String:
    case Type::Url:
    case Type::UrlOrEnvTemplate:
    case Type::EnvVarName: {
        auto *edit = new QLineEdit(parent);
        edit->setPlaceholderText(field.type == Type::EnvVarName ? tr("Name of an environment variable")
                                 : field.type == Type::UrlOrEnvTemplate
                                     ? tr("https://… or ${env:VAR}")
                                     : field.defaultText);
        if (field.maxLength)
            edit->setMaxLength(std::max(*field.maxLength * 2, 32)); // longer text is shown, then flagged
        node->editor = edit;
        node->load = [edit](const QJsonValue &value) {
            edit->setText(value.isString() ? value.toString() : QString());
        };
        node->read = [edit] {
            return edit->text().isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(edit->text());
        };
        connect(edit, &QLineEdit::textEdited, this, edited);
        break;
    }
    case Type::Integer: {
        auto *spin = new QSpinBox(parent);
        const double low = field.minimum ? *field.minimum : (field.positive ? 1 : 0);
        const double high = field.maximum ? std::min(*field.maximum, double(INT_MAX)) : double(INT_MAX);
        const int unset = int(low) - 1;
        spin->setRange(unset, int(high));
        spin->setSpecialValueText(notSet);
        spin->setGroupSeparatorShown(true);
        spin->setAccelerated(true);
        node->editor = spin;
        node->load = [spin, unset, low, high](const QJsonValue &value) {
            const double number = value.toDouble();
            const bool fits = value.isDouble() && std::floor(number) == number && number >= low && number <= high;
            spin->setValue(fits ? int(number) : unset);
        };
        node->read = [spin, unset] {
            return spin->value() == unset ? QJsonValue(QJsonValue::Undefined) : QJsonValue(spin->value());
        };
        connect(spin, qOverload<int>(&QSpinBox::valueChanged), this, edited);
        break;
    }
    case Type::Number: {
        auto *spin = new QDoubleSpinBox(parent);
        const double low = field.minimum ? *field.minimum : 0;
        const double high = field.maximum ? *field.maximum : 1e9;
        const double unset = field.positive ? 0 : low - 1;
        spin->setDecimals(2);
        spin->setRange(unset, high);
        spin->setSpecialValueText(notSet);
        node->editor = spin;
        node->load = [spin, unset, low, high](const QJsonValue &value) {
            const double number = value.toDouble();
            spin->setValue(value.isDouble() && number > unset && number >= low && number <= high ? number : unset);
        };
        node->read = [spin, unset] {
            return spin->value() == unset ? QJsonValue(QJsonValue::Undefined) : QJsonValue(spin->value());
        };
        connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, edited);
        break;
    }
    case Type::Boolean: {
        auto *check = new QCheckBox(parent);
        check->setTristate(true);
        const auto describe = [check, notSet] {
            check->setText(check->checkState() == Qt::PartiallyChecked ? notSet
                           : check->isChecked()                         ? tr("on")
                                                                        : tr("off"));
        };
        node->editor = check;
        node->load = [check, describe](const QJsonValue &value) {
            check->setCheckState(!value.isBool() ? Qt::PartiallyChecked
                                 : value.toBool() ? Qt::Checked
                                                  : Qt::Unchecked);
            describe();
        };
        node->read = [check] {
            return check->checkState() == Qt::PartiallyChecked ? QJsonValue(QJsonValue::Undefined)
                                                               : QJsonValue(check->isChecked());
        };
        connect(check, &QCheckBox::stateChanged, this, [describe, edited] {
            describe();
            edited();
        });
        break;
    }
    case Type::Enum: {
        auto *combo = new QComboBox(parent);
        node->editor = combo;
        node->load = [combo, field, notSet](const QJsonValue &value) {
            combo->clear();
            combo->addItem(notSet);
            for (const QString &option : field.enumValues)
                combo->addItem(option, option);
            if (value.isUndefined() || value.isNull()) {
                combo->setCurrentIndex(0);
            } else if (const int at = combo->findData(value.toString()); value.isString() && at > 0) {
                combo->setCurrentIndex(at);
            } else {
                // Shown as it is, so that the error is visible and the value survives.
                const QString text = value.isString() ? value.toString()
                                                      : QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(
                                                                              QJsonDocument::Compact)).mid(1).chopped(1);
                combo->addItem(tr("%1 (not allowed)").arg(text), value.toVariant());
                combo->setCurrentIndex(combo->count() - 1);
            }
        };
        node->read = [combo] {
            const QVariant data = combo->currentData();
            return data.isValid() ? QJsonValue::fromVariant(data) : QJsonValue(QJsonValue::Undefined);
        };
        node->load(QJsonValue(QJsonValue::Undefined));
        connect(combo, &QComboBox::activated, this, edited);
        break;
    }
    case Type::StringArray: {
        auto *box = new QWidget(parent);
        auto *list = new QListWidget(box);
        list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                              | QAbstractItemView::SelectedClicked);
        list->setMaximumHeight(list->fontMetrics().height() * 5 + 12);
        const EditableRows rows = withAddRemove(box, list, tr("Add an entry"), tr("Remove the selected entry"));
        QToolButton *add = rows.add;
        QToolButton *remove = rows.remove;
        node->editor = list;
        const auto addItem = [list](const QString &text) {
            auto *item = new QListWidgetItem(text, list);
            item->setFlags(item->flags() | Qt::ItemIsEditable);
            return item;
        };
        node->load = [list, addItem](const QJsonValue &value) {
            list->clear();
            for (const QJsonValue &entry : value.toArray())
                addItem(entry.isString() ? entry.toString() : QString());
        };
        node->read = [list] {
            QJsonArray array;
            for (int row = 0; row < list->count(); ++row)
                array.append(list->item(row)->text());
            return array.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(array);
        };
        connect(list, &QListWidget::itemChanged, this, edited);
        connect(add, &QToolButton::clicked, this, [list, addItem, edited] {
            QListWidgetItem *item = addItem(QString());
            list->setCurrentItem(item);
            list->editItem(item);
            edited();
        });
        connect(remove, &QToolButton::clicked, this, [list, edited] {
            delete list->currentItem();
            edited();
        });
        node->row = box;
        break;
    }
    case Type::StringMap: {
        auto *box = new QWidget(parent);
        auto *table = new QTableWidget(0, 2, box);
        table->setTabKeyNavigation(false);
        table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
        table->horizontalHeader()->setStretchLastSection(true);
        table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
        table->setColumnWidth(0, 150);
        table->verticalHeader()->hide();
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
        table->setMaximumHeight(table->fontMetrics().height() * 6 + 20);
        const EditableRows rows = withAddRemove(box, table, tr("Add a header"), tr("Remove the selected header"));
        QToolButton *add = rows.add;
        QToolButton *remove = rows.remove;
        node->editor = table;
        node->load = [table](const QJsonValue &value) {
            const QJsonObject object = value.toObject();
            table->setRowCount(0);
            for (auto it = object.begin(); it != object.end(); ++it) {
                const int at = table->rowCount();
                table->insertRow(at);
                table->setItem(at, 0, new QTableWidgetItem(it.key()));
                table->setItem(at, 1, new QTableWidgetItem(it.value().toString()));
            }
        };
        node->read = [table] {
            QJsonObject object;
            for (int row = 0; row < table->rowCount(); ++row) {
                const QTableWidgetItem *key = table->item(row, 0);
                const QTableWidgetItem *value = table->item(row, 1);
                if (key && !key->text().isEmpty())
                    object.insert(key->text(), value ? value->text() : QString());
            }
            return object.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(object);
        };
        connect(table, &QTableWidget::itemChanged, this, edited);
        connect(add, &QToolButton::clicked, this, [table] {
            const int at = table->rowCount();
            table->insertRow(at);
            table->setCurrentCell(at, 0);
            table->editItem(table->item(at, 0));
        });
        connect(remove, &QToolButton::clicked, this, [table, edited] {
            if (table->currentRow() >= 0) {
                table->removeRow(table->currentRow());
                edited();
            }
        });
        node->row = box;
        break;
    }
    case Type::Object: {
        auto *group = new QGroupBox(field.title.isEmpty() ? field.key : field.title, parent);
        auto *layout = new QFormLayout(group);
        layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        node->editor = group;
        node->load = [](const QJsonValue &) {};
        node->read = [] { return QJsonValue(QJsonValue::Undefined); };
        buildFields(field.children, pointer, layout, group, node->children);
        break;
    }
    case Type::FreeObject: {
        auto *edit = new QPlainTextEdit(parent);
        edit->setPlaceholderText(tr("{ \"name\": { … } }"));
        edit->setMaximumHeight(edit->fontMetrics().height() * 8 + 12);
        edit->setTabChangesFocus(true);
        auto last = std::make_shared<QJsonValue>(QJsonValue::Undefined);
        node->editor = edit;
        node->load = [edit, last](const QJsonValue &value) {
            *last = value;
            edit->setPlainText(value.isUndefined() ? QString()
                                                   : QString::fromUtf8(QJsonDocument(value.toObject()).toJson()));
        };
        node->read = [edit, last] {
            if (edit->toPlainText().trimmed().isEmpty())
                return QJsonValue(QJsonValue::Undefined);
            const QJsonDocument parsed = QJsonDocument::fromJson(edit->toPlainText().toUtf8());
            return parsed.isObject() ? QJsonValue(parsed.object()) : *last; // half-typed: keep the last
        };
        connect(edit, &QPlainTextEdit::textChanged, this, [this, edited] {
            if (!m_loading)
                edited();
        });
        break;
    }
    }
    return node;
}

void ConfigBindingForm::markEdited(Node *node)
{
    if (m_loading)
        return;
    node->dirty = true;
    emit edited();
}

void ConfigBindingForm::setValue(const QJsonValue &config)
{
    m_loading = true;
    m_base = config;
    const std::function<void(const QList<Node *> &)> loadAll = [&](const QList<Node *> &nodes) {
        for (Node *node : nodes) {
            node->dirty = false;
            node->load(valueAt(config, node->pointer));
            loadAll(node->children);
        }
    };
    loadAll(m_roots);
    m_loading = false;
}

QJsonValue ConfigBindingForm::value() const
{
    const std::function<bool(const Node *)> dirty = [&](const Node *node) {
        if (node->dirty)
            return true;
        for (const Node *child : node->children) {
            if (dirty(child))
                return true;
        }
        return false;
    };
    // Writes the edited fields of `nodes` over `base`; Undefined when the result is empty.
    const std::function<QJsonValue(const QJsonValue &, const QList<Node *> &)> merge =
        [&](const QJsonValue &base, const QList<Node *> &nodes) -> QJsonValue {
        bool changed = false;
        QJsonObject object = base.toObject();
        for (const Node *node : nodes) {
            if (!dirty(node))
                continue;
            changed = true;
            const QJsonValue value = node->children.isEmpty() ? node->read()
                                                              : merge(object.value(node->field.key), node->children);
            if (value.isUndefined())
                object.remove(node->field.key);
            else
                object.insert(node->field.key, value);
        }
        if (!changed)
            return base;
        return object.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(object);
    };
    const QJsonValue merged = merge(m_base, m_roots);
    if (merged.isUndefined())
        return m_base.isObject() ? QJsonValue(QJsonObject()) : QJsonValue(QJsonValue::Null);
    return merged;
}

QWidget *ConfigBindingForm::editorFor(const QString &pointer) const
{
    for (QString at = pointer; !at.isEmpty(); at = parentPointer(at)) {
        if (Node *node = m_byPointer.value(at))
            return node->editor;
    }
    return nullptr;
}

void ConfigBindingForm::setDiagnostics(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    refreshMarks();
}

void ConfigBindingForm::setEnvProblems(const QHash<QString, QString> &messageByPointer)
{
    m_envProblems = messageByPointer;
    refreshMarks();
}

QStringList ConfigBindingForm::highlightedPointers() const
{
    QStringList pointers;
    for (auto it = m_byPointer.begin(); it != m_byPointer.end(); ++it) {
        if (it.value()->editor->property("highlighted").toBool())
            pointers.append(it.key());
    }
    pointers.sort();
    return pointers;
}

void ConfigBindingForm::refreshMarks()
{
    struct Mark
    {
        Severity severity = Severity::Info;
        QStringList messages;
    };
    QHash<Node *, Mark> marks;
    QStringList unplaced;
    const auto place = [&](const QString &pointer, Severity severity, const QString &message) {
        Node *const exact = m_byPointer.value(pointer);
        Node *node = exact;
        for (QString at = parentPointer(pointer); !at.isEmpty() && !node; at = parentPointer(at))
            node = m_byPointer.value(at);
        // A key the schema does not know (at the top or inside a known object) is listed
        // on its own; its group box is marked too.
        if (!exact && (!node || node->field.type == ConfigField::Type::Object)) {
            unplaced.append(pointer.isEmpty() ? message : tr("%1: %2").arg(pointer.mid(1), message));
            if (!node)
                return;
        }
        Mark &mark = marks[node];
        if (mark.messages.isEmpty() || int(severity) < int(mark.severity))
            mark.severity = severity;
        mark.messages.append(message);
    };
    for (const Diagnostic &diagnostic : std::as_const(m_diagnostics)) {
        if (diagnostic.severity() == Severity::Info)
            continue;
        place(diagnostic.location().jsonPointer, diagnostic.severity(), diagnostic.message());
    }
    for (auto it = m_envProblems.begin(); it != m_envProblems.end(); ++it)
        place(it.key(), Severity::Warning, it.value());

    for (Node *node : std::as_const(m_byPointer)) {
        const auto found = marks.constFind(node);
        const bool marked = found != marks.constEnd();
        const QColor color = toneColor(marked && found->severity == Severity::Error ? Tone::Negative : Tone::Neutral,
                                       palette());
        node->editor->setProperty("highlighted", marked);
        const QString tip = node->editor->property("defaultToolTip").toString();
        node->editor->setToolTip(marked ? found->messages.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + tip : tip);
        if (node->field.type == ConfigField::Type::Object) {
            node->editor->setStyleSheet(marked ? QStringLiteral("QGroupBox::title { color: %1; }").arg(color.name())
                                               : QString());
        } else if (node->field.type != ConfigField::Type::Boolean) {
            node->editor->setStyleSheet(marked ? QStringLiteral("%1 { border: 2px solid %2; border-radius: 3px; }")
                                                     .arg(QString::fromLatin1(node->editor->metaObject()->className())
                                                              .section(QStringLiteral("::"), -1),
                                                          color.name())
                                               : QString());
        }
        if (node->label) {
            QPalette palette = node->label->palette();
            palette.setColor(QPalette::WindowText, marked ? color : this->palette().color(QPalette::WindowText));
            node->label->setPalette(palette);
            QFont font = node->label->font();
            font.setBold(marked);
            node->label->setFont(font);
            node->label->setToolTip(node->editor->toolTip());
        }
    }
    unplaced.removeDuplicates();
    m_unknown->setVisible(!unplaced.isEmpty());
    m_unknown->setText(tr("Not shown in this form — fix these in the JSON:\n• %1").arg(unplaced.join(QStringLiteral("\n• "))));
}

} // namespace capstudio
