#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>

#include <memory>
#include <type_traits>

namespace capstudio {

// A JSON column of a row: either a value, or the column's stored text, parsed the first time
// it is read. A list of 100,000 capabilities reads its three JSON columns as text; the
// trees are built only for the rows a view, a rule or an edit asks about (parsing them all
// built 45 allocations per row, and freeing them took longer than the read).
//
// Copies share the value. Reading is safe from any thread: the first read parses under a
// lock, later ones only load a flag. Assigning replaces the value of this copy alone.
template <typename T>
class LazyJson
{
public:
    LazyJson() = default; // T's default: an empty object, or null
    LazyJson(T value); // NOLINT(google-explicit-constructor): a value stands for the column
    template <typename U, typename = std::enable_if_t<std::is_constructible_v<T, U> && !std::is_same_v<std::decay_t<U>, T>
                                                      && !std::is_base_of_v<LazyJson, std::decay_t<U>>>>
    LazyJson(U &&value) : LazyJson(T(std::forward<U>(value))) // NOLINT(google-explicit-constructor)
    {
    }
    // The stored text as JsonText::fromStored reads it (empty or "null" is null; an object
    // column holding something else reads as an empty object).
    static LazyJson fromStored(QByteArray text);

    const T &get() const;
    operator const T &() const { return get(); } // NOLINT(google-explicit-constructor)
    // Whether the text is still unparsed (for tests and measurements).
    bool isParsed() const;

    bool operator==(const LazyJson &other) const;
    bool operator!=(const LazyJson &other) const { return !(*this == other); }

private:
    struct State;
    std::shared_ptr<State> m_state; // null: T's default
};

// functionDefinition: the object's own lookups, without a copy.
class LazyJsonObject : public LazyJson<QJsonObject>
{
public:
    using LazyJson<QJsonObject>::LazyJson;
    LazyJsonObject(LazyJson<QJsonObject> other) : LazyJson<QJsonObject>(std::move(other)) {}
    static LazyJsonObject fromStored(QByteArray text) { return LazyJson<QJsonObject>::fromStored(std::move(text)); }
    QJsonValue value(const QString &key) const { return get().value(key); }
    QJsonValue value(QLatin1StringView key) const { return get().value(key); }
    bool contains(const QString &key) const { return get().contains(key); }
    bool isEmpty() const { return get().isEmpty(); }
    // Edits of this copy: it gets a value of its own.
    void insert(const QString &key, const QJsonValue &value)
    {
        QJsonObject object = get();
        object.insert(key, value);
        *this = LazyJsonObject(std::move(object));
    }
    void remove(const QString &key)
    {
        QJsonObject object = get();
        object.remove(key);
        *this = LazyJsonObject(std::move(object));
    }
};

using LazyJsonValue = LazyJson<QJsonValue>;

extern template class LazyJson<QJsonObject>;
extern template class LazyJson<QJsonValue>;

} // namespace capstudio
