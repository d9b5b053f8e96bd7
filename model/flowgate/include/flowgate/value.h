#pragma once

#include <QJsonValue>
#include <QString>
#include <memory>
#include <vector>

namespace capstudio::flowgate {

// Where a value came from: an index into the loader's file list, 1-based line and column,
// and the byte offset in that file. file < 0 means "made by the loader" (no source).
struct SourcePos
{
    qint32 file = -1;
    qint32 line = 0;
    qint32 column = 0;
    qint64 offset = -1;
    bool isValid() const { return file >= 0; }
};

// Compares keys the way the flowgate runtime orders map keys: by their UTF-8 bytes
// (= Unicode code point order), not by UTF-16 units.
int compareKeys(QStringView a, QStringView b);

// A JSON value as the flowgate runtime sees a YAML document (serde_json::Value): null,
// bool, integer, float, string, array, object. Integers and floats stay distinct (3 is
// not 3.0: the contract hash prints them differently). Objects keep their keys sorted by
// compareKeys(), as the runtime iterates them. Containers are shared and copied on write.
// Every value remembers where it was written.
class Value
{
public:
    enum class Type : quint8 { Null, Bool, Int, Float, String, Array, Object };

    struct Member;
    using Array = std::vector<Value>;
    using Object = std::vector<Member>; // sorted by key, keys unique

    Value() = default;
    Value(bool value);
    Value(int value);
    Value(qint64 value);
    Value(double value);
    Value(const QString &value);
    Value(const char *utf8);
    static Value makeArray(Array items = {});
    // Sorts the members; when a key repeats, the last one wins.
    static Value makeObject(Object members = {});

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isInt() const { return m_type == Type::Int; }
    bool isFloat() const { return m_type == Type::Float; }
    bool isNumber() const { return m_type == Type::Int || m_type == Type::Float; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool toBool(bool fallback = false) const { return isBool() ? m_bool : fallback; }
    qint64 toInt(qint64 fallback = 0) const;
    double toDouble(double fallback = 0) const;
    // The string, or an empty string for any other type.
    const QString &toString() const;

    // Array items / object members; empty for other types.
    const Array &items() const;
    const Object &members() const;
    qsizetype size() const;

    // Object access: nullptr / Null when absent or not an object.
    const Value *find(QStringView key) const;
    const Member *findMember(QStringView key) const;
    Value value(QStringView key) const;
    bool contains(QStringView key) const { return find(key) != nullptr; }
    const Value &at(qsizetype index) const;

    // Mutation (copy-on-write). insert() replaces an existing key, keeping its position.
    void insert(const QString &key, Value value, SourcePos keyPos = {});
    bool remove(QStringView key);
    void append(Value value);
    // A mutable reference to a member's value (inserted as Null when missing).
    Value &operator[](const QString &key);
    Array &mutableItems();
    Object &mutableMembers();

    const SourcePos &pos() const { return m_pos; }
    void setPos(const SourcePos &pos) { m_pos = pos; }

    // Deep JSON equality (serde_json semantics: 3 != 3.0; positions are ignored).
    bool operator==(const Value &other) const;
    bool operator!=(const Value &other) const { return !(*this == other); }

    // JSON type name as the runtime's messages spell it: null, boolean, number, string,
    // array, object ("integer"/"float" distinctions are not made there).
    QString typeName() const;

    QJsonValue toJson() const;
    // Integral doubles become Int (QJsonValue cannot tell 3 from 3.0).
    static Value fromJson(const QJsonValue &json);

private:
    void detach();

    Type m_type = Type::Null;
    bool m_bool = false;
    union {
        qint64 m_int = 0;
        double m_double;
    };
    QString m_string;
    std::shared_ptr<Array> m_array;
    std::shared_ptr<Object> m_object;
    SourcePos m_pos;
};

struct Value::Member
{
    QString key;
    Value value;
    SourcePos keyPos;
};

} // namespace capstudio::flowgate
