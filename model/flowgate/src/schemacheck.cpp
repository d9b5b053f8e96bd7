#include "schemacheck.h"

#include "flowgate/valuespec.h"

#include <cmath>

namespace capstudio::flowgate {

namespace {

constexpr int InstancePreview = 200;

QString shown(const Value &value)
{
    return ValueSpec::preview(value, InstancePreview);
}

bool hasType(const Value &value, const QString &type)
{
    if (type == QLatin1String("null"))
        return value.isNull();
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("object"))
        return value.isObject();
    if (type == QLatin1String("array"))
        return value.isArray();
    if (type == QLatin1String("number"))
        return value.isNumber();
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("integer"))
        return value.isInt() || (value.isFloat() && std::trunc(value.toDouble()) == value.toDouble());
    return false;
}

// A length in Unicode code points, as the jsonschema crate counts characters.
qsizetype codePoints(const QString &text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        ++count;
    }
    return count;
}

QString plural(qint64 count, const char *word)
{
    return QStringLiteral("%1 %2%3").arg(count).arg(QLatin1String(word)).arg(count == 1 ? "" : "s");
}

void check(const Value &schema, const Value &value, QStringList &errors, int depth)
{
    if (depth > SchemaCheck::MaxDepth)
        return;
    if (schema.isBool()) {
        if (!schema.toBool())
            errors.append(QStringLiteral("False schema does not allow %1").arg(shown(value)));
        return;
    }
    if (!schema.isObject())
        return;
    if (const Value *type = schema.find(u"type")) {
        QStringList types;
        if (type->isString())
            types.append(type->toString());
        for (const Value &item : type->items())
            types.append(item.toString());
        bool ok = types.isEmpty();
        for (const QString &name : std::as_const(types))
            ok = ok || hasType(value, name);
        if (!ok) {
            if (types.size() == 1)
                errors.append(QStringLiteral("%1 is not of type \"%2\"").arg(shown(value), types.front()));
            else
                errors.append(QStringLiteral("%1 is not of types %2")
                                  .arg(shown(value), QLatin1Char('"') + types.join(QStringLiteral("\", \""))
                                                         + QLatin1Char('"')));
            return;
        }
    }
    if (const Value *options = schema.find(u"enum"); options && options->isArray()) {
        bool found = false;
        for (const Value &option : options->items())
            found = found || option == value
                || (option.isNumber() && value.isNumber() && option.toDouble() == value.toDouble());
        if (!found)
            errors.append(QStringLiteral("%1 is not one of %2").arg(shown(value), shown(*options)));
    }
    if (const Value *constant = schema.find(u"const"); constant && *constant != value)
        errors.append(QStringLiteral("%1 was expected").arg(shown(*constant)));
    if (value.isObject()) {
        const Value required = schema.value(u"required");
        for (const Value &name : required.items()) {
            if (name.isString() && !value.contains(name.toString()))
                errors.append(QStringLiteral("%1 is a required property").arg(shown(name)));
        }
        const Value properties = schema.value(u"properties");
        for (const Value::Member &member : value.members()) {
            if (const Value *property = properties.find(member.key))
                check(*property, member.value, errors, depth + 1);
        }
        const Value *additional = schema.find(u"additionalProperties");
        if (additional && additional->isBool() && !additional->toBool()) {
            QStringList unexpected;
            for (const Value::Member &member : value.members()) {
                if (!properties.contains(member.key))
                    unexpected.append(QLatin1Char('\'') + member.key + QLatin1Char('\''));
            }
            if (!unexpected.isEmpty())
                errors.append(QStringLiteral("Additional properties are not allowed (%1 %2 unexpected)")
                                  .arg(unexpected.join(QStringLiteral(", ")),
                                       unexpected.size() == 1 ? QStringLiteral("was") : QStringLiteral("were")));
        } else if (additional && additional->isObject()) {
            for (const Value::Member &member : value.members()) {
                if (!properties.contains(member.key))
                    check(*additional, member.value, errors, depth + 1);
            }
        }
    }
    if (value.isArray()) {
        const Value *items = schema.find(u"items");
        if (items && (items->isObject() || items->isBool())) {
            for (const Value &item : value.items())
                check(*items, item, errors, depth + 1);
        }
        if (const Value *min = schema.find(u"minItems"); min && min->isNumber() && value.size() < min->toDouble())
            errors.append(QStringLiteral("%1 has less than %2").arg(shown(value), plural(min->toInt(), "item")));
        if (const Value *max = schema.find(u"maxItems"); max && max->isNumber() && value.size() > max->toDouble())
            errors.append(QStringLiteral("%1 has more than %2").arg(shown(value), plural(max->toInt(), "item")));
    }
    if (value.isString()) {
        const qsizetype length = codePoints(value.toString());
        if (const Value *min = schema.find(u"minLength"); min && min->isNumber() && length < min->toDouble())
            errors.append(QStringLiteral("%1 is shorter than %2").arg(shown(value), plural(min->toInt(), "character")));
        if (const Value *max = schema.find(u"maxLength"); max && max->isNumber() && length > max->toDouble())
            errors.append(QStringLiteral("%1 is longer than %2").arg(shown(value), plural(max->toInt(), "character")));
    }
    if (value.isNumber()) {
        const double number = value.toDouble();
        if (const Value *min = schema.find(u"minimum"); min && min->isNumber() && number < min->toDouble())
            errors.append(QStringLiteral("%1 is less than the minimum of %2").arg(shown(value), shown(*min)));
        if (const Value *max = schema.find(u"maximum"); max && max->isNumber() && number > max->toDouble())
            errors.append(QStringLiteral("%1 is greater than the maximum of %2").arg(shown(value), shown(*max)));
    }
}

} // namespace

void SchemaCheck::applyDefaults(const Value &schema, Value &value, int depth)
{
    if (depth > MaxDepth || !value.isObject())
        return;
    const Value *properties = schema.find(u"properties");
    if (!properties || !properties->isObject())
        return;
    for (const Value::Member &property : properties->members()) {
        if (!value.contains(property.key)) {
            if (const Value *fallback = property.value.find(u"default"))
                value.insert(property.key, *fallback);
        } else {
            applyDefaults(property.value, value[property.key], depth + 1);
        }
    }
}

QStringList SchemaCheck::validate(const Value &schema, const Value &value)
{
    QStringList errors;
    check(schema, value, errors, 0);
    return errors;
}

} // namespace capstudio::flowgate
