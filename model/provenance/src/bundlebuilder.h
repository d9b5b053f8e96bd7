#pragma once

// The single pass that turns bundle text into a Bundle: the JsonScanner's handler. It knows
// where it is in the §8.1 shape from a stack of frames, records the compact summaries,
// checks each message's provenance against §8.2 and runs the leak scanner over every string.

#include "provenance/bundle.h"
#include "embeddedjson.h"
#include "jsonscanner.h"

#include <QHash>
#include <string>
#include <string_view>
#include <vector>

namespace capstudio::provenance {

class BundleBuilder
{
public:
    // `base`..`end` is the bundle text; it outlives the builder.
    BundleBuilder(Bundle &bundle, const char *base, const char *end);
    ~BundleBuilder();
    BundleBuilder(const BundleBuilder &) = delete;
    BundleBuilder &operator=(const BundleBuilder &) = delete;

    // The handler interface of JsonScanner.
    void beginObject(const char *at);
    void endObject(const char *after);
    void beginArray(const char *at);
    void endArray(const char *after);
    void key(std::string_view name);
    void string(std::string_view value, const char *tokenBegin, const char *tokenEnd);
    void number(std::string_view text);
    void literal(char which);

    // Where a value sits: the containers above it, outermost first. Arrays give the index
    // of the value itself.
    struct PathStep
    {
        std::string key; // objects: the member's key
        int index = -1;  // arrays: the element's index
        bool isArray = false;
    };
    // Reads one value of the bundle, [begin, end), already validated, as if the scan of the
    // whole document had reached it through `path`.
    void readValue(const char *begin, const char *end, const std::vector<PathStep> &path);

    // After every part is read and merged: sorts slugs and links tool rows to calls.
    static void finalize(Bundle &bundle);
    // Appends `part` (read by another builder) to `bundle`, shifting its indexes.
    static void merge(Bundle &bundle, Bundle &part);

    // Where in the bundle's shape a frame is.
    enum class Slot : unsigned char {
        Root, Data, Conversation, Messages, Message, Provenance,
        Calls, Call, Citations, Citation, Sources, Source, Other
    };

private:
    struct Frame
    {
        Slot role = Slot::Other;
        bool isArray = false;
        bool sensitive = false; // everything below a sensitive key
        int index = -1;         // arrays: index of the current element
        unsigned seen = 0;      // objects: required keys seen (bit per key)
        bool keySensitive = false; // objects: the current key names a secret
        std::string_view key;   // objects: the current key (into the text, or keyStorage)
        std::string keyStorage; // a key that had escapes, decoded
        std::int64_t begin = 0;
    };
    enum class ValueType : unsigned char { Object, Array, String, Number, True, False, Null };

    // Called before every value: advances array indexes, returns the parent frame (or null).
    Frame *enterValue();
    Slot childRole(const Frame *parent, bool isArray) const;
    void onMemberValue(const Frame &parent, ValueType type, std::string_view text);
    void checkCall(Frame &call, std::string_view key, ValueType type, std::string_view text);
    void checkCitation(Frame &citation, std::string_view key, ValueType type, std::string_view text);
    void checkSource(Frame &source, std::string_view key, ValueType type, std::string_view text);
    void closeCall(const Frame &call);
    void closeCitation(const Frame &citation);
    void closeSource(const Frame &source);
    void problem(const QString &message, const QString &pointer);
    void problemHere(const QString &message);

    // Leak scanning of one string value.
    void scanString(std::string_view value, const char *tokenBegin, const char *tokenEnd,
                    bool sensitive, std::string_view key);
    void scanEmbedded(std::string_view decoded, const char *tokenBegin, const char *tokenEnd);
    void addFinding(LeakKind kind, LeakSeverity severity, std::string_view text, QString masked,
                    std::string_view key, const char *tokenBegin, const char *tokenEnd,
                    std::size_t matchOffset, QString embeddedPointer = {},
                    qint64 embeddedBegin = -1, qint64 embeddedEnd = -1, bool embeddedOpen = false);

    QString pointerHere(bool includeCurrentKey) const;
    // This thread's spare frame stack, handed from one builder to the next: a deployment scan
    // makes two builders for each of hundreds of thousands of small conversations.
    static std::vector<Frame> &spareStack();
    qint32 internSlug(std::string_view slug);

    Bundle &m_bundle;
    const char *m_base;
    const char *m_end;
    std::vector<Frame> m_stack;
    std::vector<TextLeak> m_leaks; // scratch
    SensitiveKeyCache &m_sensitiveKeys; // this thread's, shared by its builders
    static constexpr qsizetype LinearSlugs = 16;
    QHash<QString, qint32> m_slugIndex; // into m_bundle.m_slugs once it holds LinearSlugs
    qint32 m_message = -1;         // message being read
    qint32 m_call = -1;            // call being read
};

// "2026-05-18T08:00:00.000Z" → ms since the epoch; 0 when it is not such a timestamp.
qint64 parseIsoTimestamp(std::string_view text);

} // namespace capstudio::provenance
