#include "catalog/parameterstablemodel.h"

#include "parameterschematext.h"

#include <QJsonArray>
#include <QSet>

namespace capstudio {

namespace {

QString propertiesKey() { return QStringLiteral("properties"); }
QString requiredKey() { return QStringLiteral("required"); }
QString typeKey() { return QStringLiteral("type"); }
QString descriptionKey() { return QStringLiteral("description"); }

} // namespace

ParametersTableModel::ParametersTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QStringList ParametersTableModel::typeNames()
{
    return ParameterSchemaText::typeNames();
}

QJsonObject ParametersTableModel::properties() const
{
    return m_schema.value(propertiesKey()).toObject();
}

QJsonValue ParametersTableModel::propertyAt(int row) const
{
    return properties().value(m_names.at(row));
}

QStringList ParametersTableModel::requiredNames() const
{
    QStringList names;
    for (const QJsonValue &entry : m_schema.value(requiredKey()).toArray())
        names.append(entry.toString());
    return names;
}

bool ParametersTableModel::requiredEditable() const
{
    const QJsonValue required = m_schema.value(requiredKey());
    return required.isUndefined() || required.isArray();
}

bool ParametersTableModel::canEditProperties() const
{
    const QJsonValue properties = m_schema.value(propertiesKey());
    return properties.isUndefined() || properties.isObject();
}

QStringList ParametersTableModel::orderFor(const QJsonObject &schema) const
{
    const QJsonObject properties = schema.value(propertiesKey()).toObject();
    QStringList order;
    int replacedAt = -1;
    int removed = 0;
    for (const QString &name : m_names) {
        if (properties.contains(name)) {
            order.append(name);
        } else {
            replacedAt = int(order.size());
            ++removed;
        }
    }
    const QSet<QString> shown(m_names.cbegin(), m_names.cend());
    QStringList added;
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        if (!shown.contains(it.key()))
            added.append(it.key());
    }
    if (removed == 1 && added.size() == 1)
        order.insert(replacedAt, added.first());
    else
        order.append(added);
    return order;
}

void ParametersTableModel::setSchema(const QJsonObject &schema)
{
    if (schema == m_schema)
        return;
    const QStringList order = orderFor(schema);
    const int before = int(m_names.size());
    const int after = int(order.size());
    const auto changeAll = [this](int rows) {
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    };
    if (after == before) {
        m_schema = schema;
        m_names = order;
        changeAll(after);
        return;
    }
    if (after > before && order.mid(0, before) == m_names) {
        beginInsertRows(QModelIndex(), before, after - 1);
        m_schema = schema;
        m_names = order;
        endInsertRows();
        changeAll(before);
        return;
    }
    if (after == before - 1) {
        for (int row = 0; row < before; ++row) {
            QStringList without = m_names;
            without.removeAt(row);
            if (without != order)
                continue;
            beginRemoveRows(QModelIndex(), row, row);
            m_schema = schema;
            m_names = order;
            endRemoveRows();
            changeAll(after);
            return;
        }
    }
    beginResetModel();
    m_schema = schema;
    m_names = order;
    endResetModel();
}

void ParametersTableModel::setReadOnly(bool readOnly)
{
    if (m_readOnly == readOnly)
        return;
    m_readOnly = readOnly;
    if (!m_names.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString ParametersTableModel::parameterName(int row) const
{
    return row >= 0 && row < m_names.size() ? m_names.at(row) : QString();
}

QString ParametersTableModel::unusedName(const QString &base) const
{
    if (!m_names.contains(base))
        return base;
    for (int number = 2;; ++number) {
        const QString candidate = base + QString::number(number);
        if (!m_names.contains(candidate))
            return candidate;
    }
}

int ParametersTableModel::addParameter(const QString &name)
{
    const QString key = name.trimmed();
    if (m_readOnly || !canEditProperties() || key.isEmpty() || m_names.contains(key))
        return -1;
    QJsonObject schema = m_schema;
    if (schema.isEmpty())
        schema.insert(typeKey(), QStringLiteral("object"));
    QJsonObject properties = schema.value(propertiesKey()).toObject();
    properties.insert(key, QJsonObject{{typeKey(), QStringLiteral("string")}});
    schema.insert(propertiesKey(), properties);
    const int row = int(m_names.size());
    beginInsertRows(QModelIndex(), row, row);
    m_schema = schema;
    m_names.append(key);
    endInsertRows();
    emit schemaEdited(m_schema);
    return row;
}

bool ParametersTableModel::removeParameter(int row)
{
    if (m_readOnly || row < 0 || row >= m_names.size())
        return false;
    const QString name = m_names.at(row);
    QJsonObject schema = m_schema;
    QJsonObject properties = schema.value(propertiesKey()).toObject();
    properties.remove(name);
    schema.insert(propertiesKey(), properties);
    schema = withoutRequired(schema, name);
    beginRemoveRows(QModelIndex(), row, row);
    m_schema = schema;
    m_names.removeAt(row);
    endRemoveRows();
    emit schemaEdited(m_schema);
    return true;
}

int ParametersTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_names.size());
}

int ParametersTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParametersTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, column);
    case Qt::EditRole:
        if (column == TypeColumn)
            return ParameterSchemaText::typeText(propertyAt(row));
        return displayData(row, column);
    case Qt::CheckStateRole:
        if (column != RequiredColumn)
            return {};
        return requiredNames().contains(m_names.at(row)) ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole:
        if (column == DescriptionColumn)
            return displayData(row, column);
        if (column == RequiredColumn)
            return requiredEditable() ? QVariant() : tr("\"required\" is not a list; edit it in the JSON");
        return ParameterSchemaText::compactJson(propertyAt(row)); // the whole property schema
    case PropertySchemaRole:
        return QVariant::fromValue(propertyAt(row));
    default:
        return {};
    }
}

QVariant ParametersTableModel::displayData(int row, int column) const
{
    const QJsonValue property = propertyAt(row);
    switch (column) {
    case NameColumn:
        return m_names.at(row);
    case TypeColumn: {
        const QString type = ParameterSchemaText::typeText(property);
        return type.isEmpty() ? ParameterSchemaText::untypedText(property) : type;
    }
    case DescriptionColumn:
        return property.toObject().value(descriptionKey()).toString();
    case ConstraintsColumn:
        return ParameterSchemaText::constraints(property);
    default:
        return {};
    }
}

Qt::ItemFlags ParametersTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (m_readOnly)
        return flags;
    QJsonObject ignored;
    switch (index.column()) {
    case NameColumn:
        return flags | Qt::ItemIsEditable;
    case TypeColumn:
    case DescriptionColumn:
        return ParameterSchemaText::editableObject(propertyAt(index.row()), &ignored) ? flags | Qt::ItemIsEditable : flags;
    case RequiredColumn:
        return requiredEditable() ? flags | Qt::ItemIsUserCheckable : flags;
    default:
        return flags;
    }
}

QVariant ParametersTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Name");
        case TypeColumn: return tr("Type");
        case RequiredColumn: return tr("Required");
        case DescriptionColumn: return tr("Description");
        case ConstraintsColumn: return tr("Constraints");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case RequiredColumn: return tr("The model must always pass a value (the schema's \"required\" list).");
        case DescriptionColumn: return tr("What the model reads about the parameter.");
        case ConstraintsColumn: return tr("A summary of the remaining keywords; edit them in the JSON.");
        default: return {};
        }
    }
    return {};
}

bool ParametersTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid) || m_readOnly)
        return false;
    const int row = index.row();
    switch (index.column()) {
    case NameColumn:
        return role == Qt::EditRole && rename(row, value.toString());
    case TypeColumn:
        return role == Qt::EditRole && setType(row, value.toString());
    case RequiredColumn:
        if (role == Qt::CheckStateRole)
            return setRequired(row, value.value<Qt::CheckState>() == Qt::Checked || value.toInt() == Qt::Checked);
        return role == Qt::EditRole && setRequired(row, value.toBool());
    case DescriptionColumn:
        return role == Qt::EditRole && setDescription(row, value.toString());
    default:
        return false;
    }
}

bool ParametersTableModel::rename(int row, const QString &name)
{
    const QString key = name.trimmed();
    const QString old = m_names.at(row);
    if (key == old)
        return true;
    if (key.isEmpty()) {
        emit editRefused(tr("A parameter needs a name."));
        return false;
    }
    if (m_names.contains(key)) {
        emit editRefused(tr("There is already a parameter named “%1”.").arg(key));
        return false;
    }
    QJsonObject schema = m_schema;
    QJsonObject properties = schema.value(propertiesKey()).toObject();
    properties.insert(key, properties.take(old));
    schema.insert(propertiesKey(), properties);
    if (schema.value(requiredKey()).isArray()) {
        QJsonArray required = schema.value(requiredKey()).toArray();
        for (qsizetype i = 0; i < required.size(); ++i) {
            if (required.at(i) == QJsonValue(old))
                required.replace(i, key);
        }
        schema.insert(requiredKey(), required);
    }
    m_names[row] = key;
    commitCells(row, schema);
    return true;
}

bool ParametersTableModel::setType(int row, const QString &text)
{
    QJsonObject property;
    if (!ParameterSchemaText::editableObject(propertyAt(row), &property))
        return false;
    const QJsonValue type = ParameterSchemaText::parseType(text);
    if (type.isUndefined()) {
        emit editRefused(tr("“%1” is not a JSON Schema type or a list of them.").arg(text));
        return false;
    }
    if (type.isNull())
        property.remove(typeKey());
    else
        property.insert(typeKey(), type);
    replaceProperty(row, property);
    return true;
}

bool ParametersTableModel::setDescription(int row, const QString &description)
{
    QJsonObject property;
    if (!ParameterSchemaText::editableObject(propertyAt(row), &property))
        return false;
    if (description.isEmpty())
        property.remove(descriptionKey());
    else
        property.insert(descriptionKey(), description);
    replaceProperty(row, property);
    return true;
}

void ParametersTableModel::replaceProperty(int row, const QJsonObject &property)
{
    if (QJsonValue(property) == propertyAt(row))
        return;
    QJsonObject schema = m_schema;
    QJsonObject properties = schema.value(propertiesKey()).toObject();
    properties.insert(m_names.at(row), property);
    schema.insert(propertiesKey(), properties);
    commitCells(row, schema);
}

bool ParametersTableModel::setRequired(int row, bool required)
{
    if (!requiredEditable())
        return false;
    const QString name = m_names.at(row);
    if (requiredNames().contains(name) == required)
        return true;
    QJsonObject schema = withoutRequired(m_schema, name);
    if (required) // appended: a name made required again goes last
        schema.insert(requiredKey(), QJsonArray(m_schema.value(requiredKey()).toArray()) << name);
    commitCells(row, schema);
    return true;
}

QJsonObject ParametersTableModel::withoutRequired(QJsonObject schema, const QString &name)
{
    if (!schema.value(requiredKey()).isArray())
        return schema;
    QJsonArray list = schema.value(requiredKey()).toArray();
    for (qsizetype i = list.size() - 1; i >= 0; --i) {
        if (list.at(i) == QJsonValue(name))
            list.removeAt(i);
    }
    if (list.isEmpty())
        schema.remove(requiredKey()); // an empty list says what no list says
    else
        schema.insert(requiredKey(), list);
    return schema;
}

void ParametersTableModel::commitCells(int row, QJsonObject schema)
{
    m_schema = std::move(schema);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit schemaEdited(m_schema);
}

} // namespace capstudio
