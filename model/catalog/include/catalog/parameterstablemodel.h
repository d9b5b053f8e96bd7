#pragma once

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QStringList>

namespace capstudio {

// A function's parameters schema (a JSON Schema of "type": "object", as OpenAI function
// calling takes it) as a table: one row per entry of "properties". Name, type,
// required (the "required" array) and description are editable; the constraints column
// is a read-only summary ("1–500 chars", "enum: a, b", "≥ 1", "format: email") of what is
// edited in JSON. Every keyword the table does not show (unknown ones, nested schemas,
// "additionalProperties", "$defs", …) is kept exactly as it was.
//
// Row order: QJsonObject sorts its keys, so the order the properties were written in is
// already lost when the schema arrives; rows start in key order. After that a row keeps
// its place: added parameters go to the end, a rename stays where it was, and
// setSchema() keeps the rows of names that are still there where they were (a single
// name replaced by another one, as undoing a rename does, takes its place).
//
// Renaming changes the key in "properties" and every entry of "required"; other places
// that may name a property ("dependentRequired", "if"/"then" …) are left alone.
// Each user edit (setData, addParameter, removeParameter) emits schemaEdited() with the
// whole new schema; setSchema() does not.
class ParametersTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, TypeColumn, RequiredColumn, DescriptionColumn, ConstraintsColumn, ColumnCount };

    enum Role {
        PropertySchemaRole = Qt::UserRole + 1, // QJsonValue: the property's whole schema
    };

    explicit ParametersTableModel(QObject *parent = nullptr);

    // The instance types a type cell accepts by name ("string" … "object").
    static QStringList typeNames();

    // Shows another schema. Emits no schemaEdited(); does nothing when the schema is the
    // one shown, and changes only the cells (no reset) when the rows stay the same.
    void setSchema(const QJsonObject &schema);
    QJsonObject schema() const { return m_schema; }

    // Whether rows can be added, renamed and removed: "properties" is an object or is
    // missing (a schema whose "properties" is something else is only shown).
    bool canEditProperties() const;
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    QString parameterName(int row) const;
    int rowOfParameter(const QString &name) const { return int(m_names.indexOf(name)); }
    // `base`, or `base` with the first free number appended ("param2").
    QString unusedName(const QString &base) const;

    // Appends a property {"type": "string"} (and "type": "object" and "properties" to an
    // empty schema); returns its row, or -1 when the name is empty or taken or the
    // model is read-only.
    int addParameter(const QString &name);
    // Removes the property and its entries in "required".
    bool removeParameter(int row);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // Name (EditRole: renames; refuses empty and taken names), type (EditRole: a name
    // from typeNames() or "null", the JSON text of a list of them, or empty to remove
    // "type"), required (CheckStateRole, or EditRole with a bool), description
    // (EditRole: empty removes it). Constraints are read-only.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    void schemaEdited(const QJsonObject &schema);
    // A setData() refused, with the reason for a person (a taken name, say).
    void editRefused(const QString &reason);

private:
    QJsonObject properties() const;
    QJsonValue propertyAt(int row) const;
    QStringList requiredNames() const;
    bool requiredEditable() const;
    QStringList orderFor(const QJsonObject &schema) const;
    QVariant displayData(int row, int column) const;

    bool rename(int row, const QString &name);
    bool setType(int row, const QString &text);
    bool setRequired(int row, bool required);
    bool setDescription(int row, const QString &description);
    // Writes a property schema back unless it is the one there (then: no edit).
    void replaceProperty(int row, const QJsonObject &property);
    // The schema without `name` in "required"; without "required" when that empties it.
    static QJsonObject withoutRequired(QJsonObject schema, const QString &name);
    // Takes an edited schema whose rows are unchanged: repaints `row`, reports the edit.
    void commitCells(int row, QJsonObject schema);

    QJsonObject m_schema;
    QStringList m_names;
    bool m_readOnly = false;
};

} // namespace capstudio
