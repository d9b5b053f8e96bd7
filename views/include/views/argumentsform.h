#pragma once

#include "core/diagnostic.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <vector>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace capstudio {

// Sample arguments for a capability call as a form generated from the capability's
// `functionDefinition.parameters` JSON Schema: one row per top-level property (required
// ones first, bold, marked " *"). Strings are line edits (`format`, `pattern`, bounds and
// `default` as the placeholder, `description` as the tooltip), enums and booleans are
// combos with an "(absent)" entry, integers and numbers line edits checked as they are
// typed, and anything else (arrays, objects, no type) a line of JSON.
//
// An empty field or "(absent)" leaves the key out. A field holds text, so it can hold a
// value of the wrong type: a number field typed "abc" sends the string "abc" (and is
// marked), which is how an admin sees what Sunrise's validation answers.
//
// setArguments() loads an object without emitting argumentsEdited(). arguments() is that
// object with the fields the user edited since written over it: keys the schema does not
// know (shown read-only under "Other keys") and values the form shows but did not touch
// survive exactly as they were.
class ArgumentsForm : public QWidget
{
    Q_OBJECT
public:
    explicit ArgumentsForm(QWidget *parent = nullptr);
    ~ArgumentsForm() override;

    // Rebuilds the rows; the current arguments are shown in the new rows.
    void setSchema(const QJsonObject &parameters);
    QJsonObject schema() const { return m_schema; }
    bool hasProperties() const { return !m_fields.empty(); }

    void setArguments(const QJsonObject &arguments);
    QJsonObject arguments() const;

    // The properties in row order, and the required ones (as the schema lists them).
    QStringList propertyNames() const;
    QStringList requiredProperties() const { return m_required; }
    // The editor (QLineEdit or QComboBox) and label of a property, or null.
    QWidget *editorFor(const QString &property) const;
    QLabel *labelFor(const QString &property) const;
    // Keys of the arguments the schema does not declare.
    QStringList otherKeys() const;
    // Problems a field shows now: its value does not fit the schema's type or enum, or a
    // diagnostic points at it ("/limit" or below). Empty when the field is fine.
    QString problemFor(const QString &property) const;

    // Diagnostics with JSON pointers into the arguments (the dry-run's argument
    // violations); each field shows the ones at or below its property.
    void setDiagnostics(const Diagnostics &diagnostics);

signals:
    // The user changed a field; carries arguments().
    void argumentsEdited(const QJsonObject &arguments);

private:
    struct Field;
    void rebuild();
    std::unique_ptr<Field> makeField(const QString &key, const QJsonObject &property, bool required);
    void showValue(Field &field, const QJsonValue &value);
    void fieldEdited(Field &field);
    void refreshMarks(Field &field);
    void refreshOtherKeys();
    Field *find(const QString &property) const;

    QJsonObject m_schema;
    QJsonObject m_base;
    QStringList m_required;
    std::vector<std::unique_ptr<Field>> m_fields;
    Diagnostics m_diagnostics;
    QFormLayout *m_layout = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_otherLabel = nullptr;
    QLineEdit *m_other = nullptr;
    bool m_loading = false;
};

} // namespace capstudio
