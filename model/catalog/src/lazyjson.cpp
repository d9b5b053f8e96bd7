#include "catalog/lazyjson.h"

#include "core/jsontext.h"

#include <atomic>
#include <mutex>

namespace capstudio {

template <typename T>
struct LazyJson<T>::State
{
    QByteArray text;
    T value;
    std::atomic<bool> parsed{false};
    std::mutex mutex;
};

namespace {

template <typename T>
T parsedAs(const QByteArray &text);

template <>
QJsonObject parsedAs<QJsonObject>(const QByteArray &text)
{
    return JsonText::fromStored(text).toObject();
}

template <>
QJsonValue parsedAs<QJsonValue>(const QByteArray &text)
{
    return JsonText::fromStored(text);
}

} // namespace

template <typename T>
LazyJson<T>::LazyJson(T value) : m_state(std::make_shared<State>())
{
    m_state->value = std::move(value);
    m_state->parsed.store(true, std::memory_order_relaxed);
}

template <typename T>
LazyJson<T> LazyJson<T>::fromStored(QByteArray text)
{
    LazyJson column;
    column.m_state = std::make_shared<State>();
    column.m_state->text = std::move(text);
    return column;
}

template <typename T>
const T &LazyJson<T>::get() const
{
    static const T none{};
    if (!m_state)
        return none;
    State &state = *m_state;
    if (!state.parsed.load(std::memory_order_acquire)) {
        const std::lock_guard<std::mutex> lock(state.mutex);
        if (!state.parsed.load(std::memory_order_relaxed)) {
            state.value = parsedAs<T>(state.text);
            state.text = QByteArray();
            state.parsed.store(true, std::memory_order_release);
        }
    }
    return state.value;
}

template <typename T>
bool LazyJson<T>::isParsed() const
{
    return !m_state || m_state->parsed.load(std::memory_order_acquire);
}

template <typename T>
bool LazyJson<T>::operator==(const LazyJson &other) const
{
    if (m_state == other.m_state)
        return true;
    return get() == other.get();
}

template class LazyJson<QJsonObject>;
template class LazyJson<QJsonValue>;

} // namespace capstudio
