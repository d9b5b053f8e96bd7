#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace capstudio {

// What the scaffold knows about JSON Schema keywords (drafts 4 to 2020-12): which
// instance type a keyword constrains, which keywords are annotations only, and how
// the keys of a JSON value should be ordered when the value is written back out.
class SchemaKeywords
{
public:
    // The instance type a keyword applies to; General keywords apply to every type.
    enum class Family { General, String, Number, Array, Object, Annotation, Unknown };

    // How a JSON value is read: as a schema, as a map from names to schemas
    // ("properties"), as a list of schemas ("anyOf"), as plain data ("enum", "default"),
    // or as one of the documents the scaffold writes (function definition, row, binding).
    enum class Role { Schema, SchemaMap, SchemaList, Data, FunctionDefinition, Row, Binding };

    static Family family(const QString &keyword);
    // The instance types a family constrains ("string", "number" …); empty for General.
    static QStringList familyTypes(Family family);
    static Family familyOfType(const QString &type);

    // The keys of `object` in the order the scaffold writes them for `role`: documented
    // order first (Sunrise's field order for rows, a conventional keyword order for
    // schemas), then every other key in code-unit order.
    static QStringList orderedKeys(const QJsonObject &object, Role role);
    // The role of the value at `key` inside an object (or list item) read as `role`.
    static Role childRole(Role role, const QString &key);
    // The role of an array element, and of an object, found where `role` is expected
    // ("items" may hold one schema or a list of them).
    static Role elementRole(Role role);
    static Role objectRole(Role role);
};

} // namespace capstudio
