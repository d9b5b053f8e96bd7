#include "flowgate/value.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace capstudio::flowgate {

namespace {

// UTF-16 units reordered so that comparing them gives code point order: surrogates
// (D800–DFFF) sort after everything in the BMP.
inline char16_t codePointRank(char16_t unit)
{
    if (unit >= 0xD800 && unit <= 0xDFFF)
        return char16_t(unit + 0x2000);
    if (unit >= 0xE000)
        return char16_t(unit - 0x800);
    return unit;
}

const QString &emptyString()
{
    static const QString empty;
    return empty;
}

const Value::Array &emptyArray()
{
    static const Value::Array empty;
    return empty;
}

const Value::Object &emptyObject()
{
    static const Value::Object empty;
    return empty;
}

const Value &nullValue()
{
    static const Value null{};
    return null;
}

bool keyLess(const Value::Member &member, QStringView key)
{
    return compareKeys(member.key, key) < 0;
}

} // namespace

int compareKeys(QStringView a, QStringView b)
{
    const qsizetype common = std::min(a.size(), b.size());
    const char16_t *pa = a.utf16();
    const char16_t *pb = b.utf16();
    for (qsizetype i = 0; i < common; ++i) {
        if (pa[i] != pb[i])
            return codePointRank(pa[i]) < codePointRank(pb[i]) ? -1 : 1;
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

Value::Value(bool value) : m_type(Type::Bool), m_bool(value) {}
Value::Value(int value) : m_type(Type::Int), m_int(value) {}
Value::Value(qint64 value) : m_type(Type::Int), m_int(value) {}
Value::Value(double value) : m_type(Type::Float), m_double(value) {}
Value::Value(const QString &value) : m_type(Type::String), m_string(value) {}
Value::Value(const char *utf8) : m_type(Type::String), m_string(QString::fromUtf8(utf8)) {}

Value Value::makeArray(Array items)
{
    Value value;
    value.m_type = Type::Array;
    value.m_array = std::make_shared<Array>(std::move(items));
    return value;
}

Value Value::makeObject(Object members)
{
    std::stable_sort(members.begin(), members.end(), [](const Member &a, const Member &b) {
        return compareKeys(a.key, b.key) < 0;
    });
    // Equal keys are adjacent in input order; keep the last of each run.
    Object unique;
    unique.reserve(members.size());
    for (Member &member : members) {
        if (!unique.empty() && unique.back().key == member.key)
            unique.back() = std::move(member);
        else
            unique.push_back(std::move(member));
    }
    Value value;
    value.m_type = Type::Object;
    value.m_object = std::make_shared<Object>(std::move(unique));
    return value;
}

qint64 Value::toInt(qint64 fallback) const
{
    if (m_type == Type::Int)
        return m_int;
    if (m_type == Type::Float && std::isfinite(m_double))
        return qint64(m_double);
    return fallback;
}

double Value::toDouble(double fallback) const
{
    if (m_type == Type::Float)
        return m_double;
    if (m_type == Type::Int)
        return double(m_int);
    return fallback;
}

const QString &Value::toString() const
{
    return m_type == Type::String ? m_string : emptyString();
}

const Value::Array &Value::items() const
{
    return m_type == Type::Array ? *m_array : emptyArray();
}

const Value::Object &Value::members() const
{
    return m_type == Type::Object ? *m_object : emptyObject();
}

qsizetype Value::size() const
{
    if (m_type == Type::Array)
        return qsizetype(m_array->size());
    if (m_type == Type::Object)
        return qsizetype(m_object->size());
    return 0;
}

const Value::Member *Value::findMember(QStringView key) const
{
    if (m_type != Type::Object)
        return nullptr;
    const auto it = std::lower_bound(m_object->begin(), m_object->end(), key, keyLess);
    if (it == m_object->end() || it->key != key)
        return nullptr;
    return &*it;
}

const Value *Value::find(QStringView key) const
{
    const Member *member = findMember(key);
    return member ? &member->value : nullptr;
}

Value Value::value(QStringView key) const
{
    const Value *found = find(key);
    return found ? *found : Value();
}

const Value &Value::at(qsizetype index) const
{
    if (m_type != Type::Array || index < 0 || index >= qsizetype(m_array->size()))
        return nullValue();
    return (*m_array)[size_t(index)];
}

void Value::detach()
{
    if (m_type == Type::Array && m_array.use_count() > 1)
        m_array = std::make_shared<Array>(*m_array);
    else if (m_type == Type::Object && m_object.use_count() > 1)
        m_object = std::make_shared<Object>(*m_object);
}

void Value::insert(const QString &key, Value value, SourcePos keyPos)
{
    if (m_type != Type::Object) {
        *this = makeObject();
    }
    detach();
    const auto it = std::lower_bound(m_object->begin(), m_object->end(), QStringView(key), keyLess);
    if (it != m_object->end() && it->key == key) {
        it->value = std::move(value);
        if (keyPos.isValid())
            it->keyPos = keyPos;
        return;
    }
    m_object->insert(it, Member{key, std::move(value), keyPos});
}

bool Value::remove(QStringView key)
{
    if (m_type != Type::Object)
        return false;
    const auto found = std::lower_bound(m_object->cbegin(), m_object->cend(), key, keyLess);
    if (found == m_object->cend() || found->key != key)
        return false;
    const auto index = found - m_object->cbegin(); // detach() may move the members
    detach();
    m_object->erase(m_object->begin() + index);
    return true;
}

void Value::append(Value value)
{
    if (m_type != Type::Array)
        *this = makeArray();
    detach();
    m_array->push_back(std::move(value));
}

Value &Value::operator[](const QString &key)
{
    if (m_type != Type::Object)
        *this = makeObject();
    detach();
    auto it = std::lower_bound(m_object->begin(), m_object->end(), QStringView(key), keyLess);
    if (it == m_object->end() || it->key != key)
        it = m_object->insert(it, Member{key, Value(), {}});
    return it->value;
}

Value::Array &Value::mutableItems()
{
    if (m_type != Type::Array)
        *this = makeArray();
    detach();
    return *m_array;
}

Value::Object &Value::mutableMembers()
{
    if (m_type != Type::Object)
        *this = makeObject();
    detach();
    return *m_object;
}

bool Value::operator==(const Value &other) const
{
    if (m_type != other.m_type)
        return false;
    switch (m_type) {
    case Type::Null:
        return true;
    case Type::Bool:
        return m_bool == other.m_bool;
    case Type::Int:
        return m_int == other.m_int;
    case Type::Float:
        return m_double == other.m_double;
    case Type::String:
        return m_string == other.m_string;
    case Type::Array:
        return m_array == other.m_array || *m_array == *other.m_array;
    case Type::Object:
        if (m_object == other.m_object)
            return true;
        if (m_object->size() != other.m_object->size())
            return false;
        for (size_t i = 0; i < m_object->size(); ++i) {
            if ((*m_object)[i].key != (*other.m_object)[i].key
                || (*m_object)[i].value != (*other.m_object)[i].value)
                return false;
        }
        return true;
    }
    return false;
}

QString Value::typeName() const
{
    switch (m_type) {
    case Type::Null:
        return QStringLiteral("null");
    case Type::Bool:
        return QStringLiteral("boolean");
    case Type::Int:
    case Type::Float:
        return QStringLiteral("number");
    case Type::String:
        return QStringLiteral("string");
    case Type::Array:
        return QStringLiteral("array");
    case Type::Object:
        return QStringLiteral("object");
    }
    return QStringLiteral("null");
}

QJsonValue Value::toJson() const
{
    switch (m_type) {
    case Type::Null:
        return QJsonValue::Null;
    case Type::Bool:
        return m_bool;
    case Type::Int:
        return m_int;
    case Type::Float:
        return m_double;
    case Type::String:
        return m_string;
    case Type::Array: {
        QJsonArray array;
        for (const Value &item : *m_array)
            array.append(item.toJson());
        return array;
    }
    case Type::Object: {
        QJsonObject object;
        for (const Member &member : *m_object)
            object.insert(member.key, member.value.toJson());
        return object;
    }
    }
    return QJsonValue::Null;
}

Value Value::fromJson(const QJsonValue &json)
{
    switch (json.type()) {
    case QJsonValue::Bool:
        return Value(json.toBool());
    case QJsonValue::Double: {
        const double number = json.toDouble();
        if (std::isfinite(number) && number == std::floor(number) && std::abs(number) < 9.0e15)
            return Value(qint64(number));
        return Value(number);
    }
    case QJsonValue::String:
        return Value(json.toString());
    case QJsonValue::Array: {
        Array items;
        for (const QJsonValue &item : json.toArray())
            items.push_back(fromJson(item));
        return makeArray(std::move(items));
    }
    case QJsonValue::Object: {
        Object members;
        const QJsonObject object = json.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            members.push_back(Member{it.key(), fromJson(it.value()), {}});
        return makeObject(std::move(members));
    }
    default:
        return Value();
    }
}

} // namespace capstudio::flowgate
