#pragma once

// Redaction coverage of one conversation, for the deployment scan: a streaming walk over the
// bundle's text that counts, for every string of every recorded call's arguments and result
// preview, the capability and field it belongs to and whether it arrived masked.

#include "provenance/bundle.h"
#include "provenance/deploymentscan.h"
#include "provenance/leakrules.h"
#include "jsonscanner.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace capstudio::provenance::coverage {

using detail::JsonScanner;

inline QString fieldSegment(std::string_view key)
{
    QString segment = QString::fromUtf8(key.data(), qsizetype(key.size()));
    segment.replace(QLatin1Char('~'), QLatin1String("~0"));
    segment.replace(QLatin1Char('/'), QLatin1String("~1"));
    return segment;
}

// Where the streaming walks below are: one frame per open object or array, holding the key
// or the position of the value being read in it.
struct Frame
{
    bool array = false;
    int next = 0;      // arrays: the position the next value gets
    int index = -1;    // arrays: the position of the value being read
    std::string key;   // objects: the key of the value being read
};

class PathTracker
{
public:
    void beginValue()
    {
        if (m_depth > 0 && m_frames[m_depth - 1].array) {
            Frame &top = m_frames[m_depth - 1];
            top.index = top.next++;
        }
    }
    void push(bool array)
    {
        beginValue();
        if (m_depth == m_frames.size())
            m_frames.emplace_back();
        Frame &frame = m_frames[m_depth++];
        frame.array = array;
        frame.next = 0;
        frame.index = -1;
        frame.key.clear();
    }
    void pop() { --m_depth; }
    void key(std::string_view name) { m_frames[m_depth - 1].key.assign(name); }
    // The open frames, outermost first: [0, depth()). Closed frames stay allocated for the
    // next values.
    std::size_t depth() const { return m_depth; }
    const Frame &operator[](std::size_t i) const { return m_frames[i]; }

private:
    std::vector<Frame> m_frames;
    std::size_t m_depth = 0;
};

// Field paths for the coverage map, made once per thread and then shared: the same few
// fields recur in every conversation of a deployment, and building each as a new string at
// every value cost more than the leak scan of the value.
class FieldNames
{
public:
    static FieldNames &local()
    {
        thread_local FieldNames names;
        return names;
    }
    // Before a conversation: forgets all once too many distinct paths were seen.
    void trim()
    {
        if (m_names.size() > Limit)
            m_names.clear();
    }
    // `prefix` + "/" + each of frames [first, end) (array positions as "*").
    QString path(std::string_view prefix, const PathTracker &tracker, std::size_t first)
    {
        m_raw.clear();
        appendSized(prefix);
        for (std::size_t i = first; i < tracker.depth(); ++i) {
            if (tracker[i].array) {
                m_raw.push_back('*');
            } else {
                m_raw.push_back('k');
                appendSized(tracker[i].key);
            }
        }
        auto found = m_names.find(m_raw);
        if (found == m_names.end()) {
            QString name = QLatin1String(prefix.data(), qsizetype(prefix.size()));
            for (std::size_t i = first; i < tracker.depth(); ++i)
                name += tracker[i].array ? QStringLiteral("/*") : QLatin1Char('/') + fieldSegment(tracker[i].key);
            found = m_names.emplace(m_raw, std::move(name)).first;
        }
        return found->second;
    }
    QString whole(std::string_view prefix)
    {
        m_raw.clear();
        appendSized(prefix);
        auto found = m_names.find(m_raw);
        if (found == m_names.end())
            found = m_names.emplace(m_raw, QString(QLatin1String(prefix.data(), qsizetype(prefix.size())))).first;
        return found->second;
    }

private:
    static constexpr std::size_t Limit = 16384;
    // Unambiguous: each key is preceded by its length.
    void appendSized(std::string_view text)
    {
        const std::uint32_t size = std::uint32_t(text.size());
        m_raw.append(reinterpret_cast<const char *>(&size), sizeof size);
        m_raw.append(text);
    }
    std::string m_raw;
    std::unordered_map<std::string, QString> m_names;
};

// The coverage of one conversation as it is counted: a short list, searched by the strings'
// shared data first (field names come from FieldNames, slugs from the bundle), with an index
// once it is long.
class CoverageCounter
{
public:
    explicit CoverageCounter(std::vector<CoverageCount> &into) : m_into(into) {}
    FieldCoverage &at(const QString &capability, const QString &field)
    {
        if (m_into.size() <= LinearLimit) {
            for (CoverageCount &count : m_into) {
                if (same(count.capability, capability) && same(count.field, field))
                    return count.counts;
            }
            m_into.push_back({capability, field, {}});
            if (m_into.size() > LinearLimit) {
                for (std::size_t i = 0; i < m_into.size(); ++i)
                    m_index.emplace(std::make_pair(m_into[i].capability, m_into[i].field), i);
            }
            return m_into.back().counts;
        }
        const auto [found, added] = m_index.emplace(std::make_pair(capability, field), m_into.size());
        if (added)
            m_into.push_back({capability, field, {}});
        return m_into[found->second].counts;
    }

private:
    static constexpr std::size_t LinearLimit = 24;
    static bool same(const QString &a, const QString &b) { return a.constData() == b.constData() || a == b; }
    std::vector<CoverageCount> &m_into;
    std::map<std::pair<QString, QString>, std::size_t> m_index;
};

inline void countField(FieldCoverage &counts, std::string_view value)
{
    ++counts.seen;
    if (LeakRules::isMaskedValue(value))
        ++counts.masked;
}

// The string leaves of a JSON value (an embedded result preview), by field path under `prefix`.
class LeafWalk
{
public:
    LeafWalk(std::string_view prefix, std::vector<std::pair<QString, FieldCoverage>> &fields)
        : m_prefix(prefix), m_names(FieldNames::local()), m_fields(fields)
    {
        m_fields.clear();
    }
    void beginObject(const char *) { m_path.push(false); }
    void endObject(const char *) { m_path.pop(); }
    void beginArray(const char *) { m_path.push(true); }
    void endArray(const char *) { m_path.pop(); }
    void key(std::string_view name) { m_path.key(name); }
    void number(std::string_view) { m_path.beginValue(); }
    void literal(char) { m_path.beginValue(); }
    void string(std::string_view value, const char *, const char *)
    {
        m_path.beginValue();
        const QString field = m_names.path(m_prefix, m_path, 0);
        for (auto &[name, counts] : m_fields) {
            if (name.constData() == field.constData() || name == field) {
                countField(counts, value);
                return;
            }
        }
        m_fields.emplace_back(field, FieldCoverage{});
        countField(m_fields.back().second, value);
    }

private:
    std::string_view m_prefix;
    FieldNames &m_names;
    PathTracker m_path;
    std::vector<std::pair<QString, FieldCoverage>> &m_fields;
};

// `scratch`: room for the fields of one preview, reused from call to call.
inline void countLeaves(std::string_view json, std::string_view prefix, const QString &capability, CoverageCounter &into,
                 std::vector<std::pair<QString, FieldCoverage>> &scratch)
{
    LeafWalk walk(prefix, scratch);
    JsonScanner scanner(json.data(), json.data() + json.size());
    scanner.setMaxDepth(64);
    if (!scanner.run(walk) || scratch.empty()) {
        // Not JSON (plain text, or cut off at the preview's length): one field, the whole text.
        countField(into.at(capability, FieldNames::local().whole(prefix)), json);
        return;
    }
    for (const auto &[field, counts] : scratch) {
        FieldCoverage &total = into.at(capability, field);
        total.seen += counts.seen;
        total.masked += counts.masked;
    }
}

// One pass over a conversation's text: every string of every recorded call's arguments and
// its result preview, by capability and field. Reads the text with the streaming scanner the
// bundle itself is read with; decoding each message in full and parsing its calls as
// documents cost twice the whole leak scan.
class CoverageWalk
{
public:
    // `captureArguments`: keep each call's arguments text, for the schema-drift check.
    CoverageWalk(const Bundle &bundle, std::vector<CoverageCount> &coverage, bool captureArguments)
        : m_coverage(coverage)
        , m_names(FieldNames::local())
        , m_captureArguments(captureArguments)
    {
        m_names.trim();
        for (const CallSummary &call : bundle.calls())
            m_slugs.push_back({call.message, call.index, bundle.slugAt(call.slug)});
        // Stable: of two calls at the same place (not a valid bundle), the first counts.
        std::stable_sort(m_slugs.begin(), m_slugs.end(), [](const Slug &a, const Slug &b) {
            return std::tie(a.message, a.call) < std::tie(b.message, b.call);
        });
    }
    void beginObject(const char *at)
    {
        const std::optional<std::pair<quint32, quint32>> call = callAt(6);
        m_path.push(false);
        if (m_captureArguments && call && m_path[m_path.depth() - 2].key == "arguments") {
            m_argumentsBegin = at;
            m_argumentsDepth = m_path.depth();
            m_argumentsCall = *call;
        }
    }
    void endObject(const char *after)
    {
        if (m_argumentsBegin && m_path.depth() == m_argumentsDepth) {
            m_arguments.push_back({m_argumentsCall, QByteArray(m_argumentsBegin, after - m_argumentsBegin)});
            m_argumentsBegin = nullptr;
        }
        m_path.pop();
    }
    void beginArray(const char *) { m_path.push(true); }
    void endArray(const char *) { m_path.pop(); }
    void key(std::string_view name) { m_path.key(name); }
    void number(std::string_view) { m_path.beginValue(); }
    void literal(char) { m_path.beginValue(); }

    // Each call's arguments object as written: (message, position in capabilityCalls) → text.
    struct Arguments
    {
        std::pair<quint32, quint32> call;
        QByteArray json;
    };
    const std::vector<Arguments> &arguments() const { return m_arguments; }
    // The counts of (capability, field), for the leaks counted after the walk.
    FieldCoverage &counts(const QString &capability, const QString &field) { return m_counter.at(capability, field); }

    void string(std::string_view value, const char *, const char *)
    {
        m_path.beginValue();
        // [data →] messages → N → provenance → capabilityCalls → K → arguments | resultPreview …
        const std::size_t depth = m_path.depth();
        const std::size_t at = depth > 1 && !m_path[0].array && m_path[0].key == "data" ? 1 : 0;
        if (depth < at + 6 || !inCall(at))
            return;
        const QString *slug = slugOf(quint32(m_path[at + 1].index), quint32(m_path[at + 4].index));
        if (!slug || slug->isEmpty())
            return;
        const std::string &member = m_path[at + 5].key;
        if (member == "resultPreview" && depth == at + 6)
            countLeaves(value, "result", *slug, m_counter, m_leaves);
        else if (member == "arguments" && depth > at + 6)
            countField(m_counter.at(*slug, m_names.path("arguments", m_path, at + 6)), value);
    }

    // The slug of call `call` of message `message`; null when there is no such call.
    const QString *slugOf(quint32 message, quint32 call) const
    {
        const auto found = std::lower_bound(m_slugs.begin(), m_slugs.end(), std::make_pair(message, call),
                                            [](const Slug &a, const std::pair<quint32, quint32> &b) {
                                                return std::tie(a.message, a.call) < std::tie(b.first, b.second);
                                            });
        if (found == m_slugs.end() || found->message != message || found->call != call)
            return nullptr;
        return &found->slug;
    }

private:
    struct Slug
    {
        quint32 message;
        quint32 call;
        QString slug;
    };
    // Whether frames [at, at + 6) are messages → N → provenance → capabilityCalls → K → member.
    bool inCall(std::size_t at) const
    {
        return !m_path[at].array && m_path[at].key == "messages" && m_path[at + 1].array && !m_path[at + 2].array
               && m_path[at + 2].key == "provenance" && !m_path[at + 3].array
               && m_path[at + 3].key == "capabilityCalls" && m_path[at + 4].array && !m_path[at + 5].array;
    }
    // With exactly `depth` frames open below the root: the (message, call) those frames are
    // inside, when they are [data →] messages → N → provenance → capabilityCalls → K → member.
    std::optional<std::pair<quint32, quint32>> callAt(std::size_t depth) const
    {
        const std::size_t open = m_path.depth();
        const std::size_t at = open > 1 && !m_path[0].array && m_path[0].key == "data" ? 1 : 0;
        if (open != at + depth || !inCall(at))
            return std::nullopt;
        return std::make_pair(quint32(m_path[at + 1].index), quint32(m_path[at + 4].index));
    }

    std::vector<CoverageCount> &m_coverage;
    CoverageCounter m_counter{m_coverage};
    FieldNames &m_names;
    bool m_captureArguments;
    PathTracker m_path;
    std::vector<Slug> m_slugs; // sorted by (message, call)
    std::vector<std::pair<QString, FieldCoverage>> m_leaves; // scratch of countLeaves
    const char *m_argumentsBegin = nullptr;
    std::size_t m_argumentsDepth = 0;
    std::pair<quint32, quint32> m_argumentsCall;
    std::vector<Arguments> m_arguments;
};

} // namespace capstudio::provenance::coverage
