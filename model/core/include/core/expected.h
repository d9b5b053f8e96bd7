#pragma once

#include <QString>
#include <optional>
#include <utility>
#include <variant>

namespace capstudio {

// Why an operation on stored data failed.
struct StoreError
{
    enum class Kind {
        NotFound,  // the row does not exist (any more)
        Conflict,  // the row changed underneath since it was read
        Duplicate, // a unique key is taken
        Invalid,   // the value breaks a rule of the store
        Backend,   // the database or file failed
        Incomplete // a list could not be read whole: some rows are missing
    };
    StoreError() = default;
    StoreError(Kind kind, QString message, QString rowId = {}, QString field = {})
        : kind(kind), message(std::move(message)), rowId(std::move(rowId)), field(std::move(field))
    {
    }

    Kind kind = Kind::Backend;
    QString message;
    // What the error is about, when the store can tell: the row's id, and the field as a
    // JSON pointer into the row ("/functionDefinition/name"), so an editor can show it there.
    QString rowId;
    QString field;
};

// A value or the error that prevented it.
template <typename T>
class Expected
{
public:
    Expected(T value) : m_data(std::move(value)) {}
    Expected(StoreError error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    // On a temporary, hand the value out by value so that `for (x : f().value())` is safe.
    T value() && { return std::get<T>(std::move(m_data)); }
    const StoreError &error() const { return std::get<StoreError>(m_data); }

private:
    std::variant<T, StoreError> m_data;
};

// For operations that return nothing but may fail.
class Status
{
public:
    Status() = default;
    Status(StoreError error) : m_error(std::move(error)) {}
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const StoreError &error() const { return *m_error; }

private:
    std::optional<StoreError> m_error;
};

} // namespace capstudio
