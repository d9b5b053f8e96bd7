#include "flowgate/yamlreader.h"

#include "core/boundedread.h"

#include "yamlscalar.h"
#include "yamlstringcache.h"
#include "yamltextmap.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include "libyamlhandles.h"

#include <QScopeGuard>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <iterator>
#include <mutex>
#include <thread>
#include <new>
#include <string>
#include <string_view>
#include <unordered_map>

// How the reader maps YAML onto Value, following serde_yaml 0.9 → serde_json::Value:
//
// - Plain, untagged scalars are typed by the YAML 1.2 core schema as serde_yaml does it
//   (yamlscalar.h): null `~ null Null NULL` and empty; bool `true True TRUE false False
//   FALSE` only (`yes`, `on`, `y` stay strings); int decimal without leading zeros,
//   `0x…`, `0o…` and, as serde_yaml's extension, `0b…`, all with an optional sign
//   (`007` is the string "007"); float `1.5`, `1.`, `.5`, `1e3`, `.inf`, `.nan`.
//   Quoted and block scalars are strings.
// - Numbers serde_json cannot hold: `.inf`/`.nan` (any float that is not finite) become
//   null, as serde_json's Value makes them. Integers 2^63 … 2^64-1 are exact u64 numbers
//   in the runtime, which Value cannot hold: they become the nearest Float (the contract
//   hash of such a snippet would differ). Integers that fit 128 bits but not u64/i64 are
//   refused by the runtime ("JSON number out of range"): YAML_TYPE error here. Longer
//   decimal literals are floats, longer hex/octal/binary ones strings (as in serde_yaml);
//   decimal literals that overflow a double are strings (serde_yaml rejects infinite
//   results).
// - Tags: `!!str !!int !!float !!bool !!null` on scalars and `!!map`/`!!seq` on the
//   matching collection are honoured (a tagged value that does not fit, e.g. `!!int abc`
//   or `!!null ""`, is a YAML_TYPE error as in serde_yaml); every other tag, including the
//   non-specific `!`, is a YAML_TAG error: the runtime reads a local tag as an enum
//   variant, which serde_json::Value refuses.
// - Mapping keys: any scalar key becomes its text as written, whatever its style or tag
//   (`1:` → "1", `true:` → "true", `~:` → "~", an empty key → ""), as serde_json asks
//   serde_yaml for a string key. An alias key uses the anchored scalar's text. A mapping
//   or sequence as key is a YAML_KEY error. `<<` is an ordinary key (serde_yaml 0.9 does
//   not apply merge keys when deserialising into serde_json::Value).
// - A key repeated in one mapping is a YAML_DUPLICATE_KEY error at the second occurrence
//   (the runtime would silently keep the last value; the designer refuses it).
// - Aliases copy the anchored value (containers are shared); the copy's top value is
//   positioned at the alias, its inner values keep the anchored positions. Expanded nodes
//   (keys included) count against maxNodes, and an alias whose value would nest deeper
//   than maxDepth is refused. An alias inside its own anchored node is an error.
// - An empty file (or one holding only comments) reads as Null at line 1 column 1; more
//   than one document is a YAML_PARSE error. Input must be UTF-8: like serde_yaml, the
//   parser is told the encoding, so UTF-16 is refused, and libyaml then skips a UTF-8 byte
//   order mark as if it were a column of the first line — a block mapping spanning lines
//   fails after it, as in the runtime (the message says so). Positions do not count the
//   mark as a column.

namespace capstudio::flowgate {

namespace {

using yamlread::StringCache;
using yamlread::YamlTextMap;

QString tr(const char *text)
{
    return QCoreApplication::translate("capstudio::flowgate::YamlReader", text);
}

const QString kRuleParse = QStringLiteral("YAML_PARSE");
const QString kRuleLimit = QStringLiteral("YAML_LIMIT");
const QString kRuleTag = QStringLiteral("YAML_TAG");
const QString kRuleType = QStringLiteral("YAML_TYPE");
const QString kRuleKey = QStringLiteral("YAML_KEY");
const QString kRuleDuplicate = QStringLiteral("YAML_DUPLICATE_KEY");
const QString kRuleFileRead = QStringLiteral("FILE_READ");

constexpr std::string_view kYamlTagPrefix = "tag:yaml.org,2002:";

enum class Tag { None, Str, Int, Float, Bool, Null, Map, Seq, Other };

Tag classifyTag(const yaml_char_t *tag)
{
    if (!tag)
        return Tag::None;
    const std::string_view text(reinterpret_cast<const char *>(tag));
    if (text.substr(0, kYamlTagPrefix.size()) != kYamlTagPrefix)
        return Tag::Other;
    const std::string_view name = text.substr(kYamlTagPrefix.size());
    if (name == "str")
        return Tag::Str;
    if (name == "int")
        return Tag::Int;
    if (name == "float")
        return Tag::Float;
    if (name == "bool")
        return Tag::Bool;
    if (name == "null")
        return Tag::Null;
    if (name == "map")
        return Tag::Map;
    if (name == "seq")
        return Tag::Seq;
    return Tag::Other;
}

// `!!int` for the standard tags, the tag as written otherwise.
QString tagName(const yaml_char_t *tag)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(tag));
    if (text.startsWith(QLatin1String(kYamlTagPrefix.data(), qsizetype(kYamlTagPrefix.size()))))
        return QStringLiteral("!!") + text.mid(qsizetype(kYamlTagPrefix.size()));
    if (text.startsWith(QLatin1Char('!')))
        return text;
    return QStringLiteral("!<%1>").arg(text);
}

// Shortened for messages.
QString quoted(QStringView text)
{
    constexpr qsizetype kMax = 60;
    if (text.size() <= kMax)
        return QLatin1Char('\'') + text.toString() + QLatin1Char('\'');
    return QLatin1Char('\'') + text.left(kMax).toString() + QStringLiteral("…'");
}

QString scalarText(const yaml_event_t &event)
{
    return yamlread::utf8Text(reinterpret_cast<const char *>(event.data.scalar.value),
                              qsizetype(event.data.scalar.length));
}

std::string_view scalarView(const yaml_event_t &event)
{
    return std::string_view(reinterpret_cast<const char *>(event.data.scalar.value),
                            event.data.scalar.length);
}


class Reader
{
public:
    Reader(const QByteArray &text, const QString &fileName, qint32 fileIndex,
           const YamlLimits &limits)
        : m_text(text), m_fileName(fileName), m_fileIndex(fileIndex), m_limits(limits), m_map(text)
    {
    }

    YamlReader::Result run();

private:
    // The event loop: handles libyaml's events until the stream ends or a handler stops it.
    void readEvents(yaml_parser_t *parser);
    void readEventsBeside(yaml_parser_t *parser);
    struct Frame
    {
        bool mapping = false;
        SourcePos pos;
        Value::Array items;
        Value::Object members;
        bool haveKey = false;
        QString key;
        SourcePos keyPos;
        // Key → line, built once a mapping grows past kLinearKeys members.
        QHash<QString, qint32> keyLines;
        int childHeight = 0;
        qint64 nodesAtStart = 0;
        std::string anchor;
    };

    struct Anchor
    {
        bool pending = true; // its node is still open
        bool scalar = false;
        Value value;
        QString text; // a scalar's text, for use as a mapping key
        qint64 nodes = 0;
        int height = 0;
    };

    static constexpr size_t kLinearKeys = 16;

    bool handle(const yaml_event_t &event);
    bool onDocumentStart(const yaml_event_t &event);
    bool onScalar(const yaml_event_t &event);
    bool onAlias(const yaml_event_t &event);
    bool onStart(const yaml_event_t &event, bool mapping);
    bool onEnd();

    bool typeScalar(const yaml_event_t &event, const SourcePos &pos, Value *out);
    bool acceptKey(QString key, const SourcePos &pos);
    void deliver(Value &&value, int height);
    bool countNodes(qint64 count, const SourcePos &pos);

    Frame *top() { return m_depth > 0 ? &m_frames[size_t(m_depth - 1)] : nullptr; }
    bool expectingKey()
    {
        const Frame *frame = top();
        return frame && frame->mapping && !frame->haveKey;
    }

    SourcePos posAt(const yaml_mark_t &mark);

    bool fail(const QString &rule, const QString &message, int line, int column);
    bool failAt(const QString &rule, const QString &message, const SourcePos &pos)
    {
        return fail(rule, message, pos.line, pos.column);
    }
    void failFromParser(const yaml_parser_t &parser);

    const QByteArray &m_text;
    const QString &m_fileName;
    const qint32 m_fileIndex;
    const YamlLimits &m_limits;

    YamlTextMap m_map;

    std::vector<Frame> m_frames;
    int m_depth = 0;
    bool m_flowgateKeyBelowTop = false;
    qint64 m_nodes = 0;
    bool m_expandedAlias = false;
    int m_documents = 0;
    bool m_done = false;
    bool m_haveRoot = false;
    Value m_root;
    std::unordered_map<std::string, Anchor> m_anchors;
    StringCache m_strings;
    std::optional<Diagnostic> m_error;
};

YamlReader::Result Reader::run()
{
    YamlReader::Result result;
    if (qint64(m_text.size()) > m_limits.maxBytes) {
        fail(kRuleLimit,
             tr("the file is %1 bytes, more than the limit of %2 bytes")
                 .arg(m_text.size())
                 .arg(m_limits.maxBytes),
             0, 0);
        result.error = m_error;
        return result;
    }

    YamlParserHandle parser;
    if (!parser.ok()) {
        fail(kRuleLimit, tr("out of memory"), 0, 0);
        result.error = m_error;
        return result;
    }
    yaml_parser_set_input_string(parser.get(),
                                 reinterpret_cast<const unsigned char *>(m_text.constData()),
                                 size_t(m_text.size()));
    yaml_parser_set_encoding(parser.get(), YAML_UTF8_ENCODING);

    // A large file is parsed on a thread of its own while this one builds the values.
    if (m_text.size() >= m_limits.parseBesideFrom)
        readEventsBeside(parser.get());
    else
        readEvents(parser.get());

    if (m_error) {
        result.error = m_error;
        return result;
    }
    result.flowgateKeyBelowTop = m_flowgateKeyBelowTop;
    if (m_haveRoot) {
        result.value = std::move(m_root);
    } else {
        result.value = Value();
        result.value.setPos(SourcePos{m_fileIndex, 1, 1, m_map.hasByteOrderMark() ? 3 : 0});
    }
    return result;
}

void Reader::readEvents(yaml_parser_t *parser)
{
    YamlEventHandle event;
    while (!m_done) {
        if (!event.next(parser)) {
            failFromParser(*parser);
            return;
        }
        if (!handle(event.get()))
            return;
    }
}

// libyaml's parse was half of reading a large file, and building the values the other half:
// here the parser runs on a thread of its own, a batch of events ahead, and this thread
// handles them in order. A handled batch goes back to the parser's thread to be freed there
// (glibc frees another thread's memory slowly). Bounded: a few batches in flight.
void Reader::readEventsBeside(yaml_parser_t *parser)
{
    using Batch = std::vector<yaml_event_t>;
    constexpr size_t EventsPerBatch = 2048;
    constexpr size_t BatchesAhead = 4;
    struct Pipe
    {
        std::mutex mutex;
        std::condition_variable changed;
        std::deque<Batch> ready;   // parsed, in order, not yet handled
        std::vector<Batch> used;   // handled, to be freed by the parser's thread
        bool parsed = false;       // no batch will follow (stream end or parse error)
        bool failed = false;       // the parse stopped on an error
        bool stop = false;         // the handler wants no more
    } pipe;
    const auto freeEvents = [](std::vector<Batch> &batches) {
        for (Batch &batch : batches) {
            for (yaml_event_t &event : batch)
                yaml_event_delete(&event);
        }
        batches.clear();
    };

    std::thread parsing([&pipe, parser, &freeEvents] {
        std::vector<Batch> toFree;
        bool finished = false;
        while (!finished) {
            Batch batch;
            batch.reserve(EventsPerBatch);
            bool failed = false;
            while (batch.size() < EventsPerBatch) {
                yaml_event_t event;
                if (!yaml_parser_parse(parser, &event)) {
                    failed = finished = true;
                    break;
                }
                batch.push_back(event);
                if (event.type == YAML_STREAM_END_EVENT) {
                    finished = true;
                    break;
                }
            }
            std::unique_lock lock(pipe.mutex);
            pipe.changed.wait(lock, [&pipe] { return pipe.ready.size() < BatchesAhead || pipe.stop; });
            toFree.swap(pipe.used);
            if (pipe.stop) {
                toFree.push_back(std::move(batch));
                break;
            }
            pipe.ready.push_back(std::move(batch));
            pipe.parsed = finished;
            pipe.failed = failed;
            lock.unlock();
            pipe.changed.notify_all();
            freeEvents(toFree);
        }
        freeEvents(toFree);
    });
    // Whatever happens here (a handler's error, an exception), the parser's thread is told
    // to stop and joined before the parser and the events go.
    const auto finish = qScopeGuard([&] {
        {
            const std::lock_guard lock(pipe.mutex);
            pipe.stop = true;
        }
        pipe.changed.notify_all();
        if (parsing.joinable())
            parsing.join();
        std::vector<Batch> rest(std::make_move_iterator(pipe.ready.begin()), std::make_move_iterator(pipe.ready.end()));
        pipe.ready.clear();
        freeEvents(rest);
        freeEvents(pipe.used);
    });

    bool failed = false;
    while (!m_done) {
        Batch batch;
        {
            std::unique_lock lock(pipe.mutex);
            pipe.changed.wait(lock, [&pipe] { return !pipe.ready.empty() || pipe.parsed; });
            if (pipe.ready.empty()) {
                failed = pipe.failed;
                break;
            }
            batch = std::move(pipe.ready.front());
            pipe.ready.pop_front();
            if (pipe.ready.empty() && pipe.parsed)
                failed = pipe.failed;
        }
        pipe.changed.notify_all();
        bool going = true;
        for (const yaml_event_t &event : batch) {
            if (m_done || !(going = handle(event)))
                break;
        }
        {
            const std::lock_guard lock(pipe.mutex);
            pipe.used.push_back(std::move(batch));
        }
        if (!going)
            return;
        if (failed && !m_done)
            break;
    }
    if (failed && !m_done) {
        // The parser's thread has stopped on its error: the parser's fields are read after
        // the join.
        {
            const std::lock_guard lock(pipe.mutex);
            pipe.stop = true;
        }
        pipe.changed.notify_all();
        parsing.join();
        failFromParser(*parser);
    }
}

bool Reader::handle(const yaml_event_t &event)
{
    switch (event.type) {
    case YAML_STREAM_START_EVENT:
    case YAML_DOCUMENT_END_EVENT:
    case YAML_NO_EVENT:
        return true;
    case YAML_STREAM_END_EVENT:
        m_done = true;
        return true;
    case YAML_DOCUMENT_START_EVENT:
        return onDocumentStart(event);
    case YAML_ALIAS_EVENT:
        return onAlias(event);
    case YAML_SCALAR_EVENT:
        return onScalar(event);
    case YAML_SEQUENCE_START_EVENT:
        return onStart(event, false);
    case YAML_MAPPING_START_EVENT:
        return onStart(event, true);
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
        return onEnd();
    }
    return true;
}

bool Reader::onDocumentStart(const yaml_event_t &event)
{
    if (++m_documents > 1) {
        return failAt(kRuleParse,
                      tr("the file holds more than one YAML document; flowgate reads exactly one"),
                      posAt(event.start_mark));
    }
    return true;
}

bool Reader::countNodes(qint64 count, const SourcePos &pos)
{
    m_nodes += count;
    if (m_nodes <= m_limits.maxNodes)
        return true;
    if (m_expandedAlias) {
        return failAt(kRuleLimit,
                      tr("too many nodes after alias expansion (more than %1; a “billion laughs” "
                         "document?)")
                          .arg(m_limits.maxNodes),
                      pos);
    }
    return failAt(kRuleLimit, tr("too many nodes (more than %1)").arg(m_limits.maxNodes), pos);
}

bool Reader::onScalar(const yaml_event_t &event)
{
    const SourcePos pos = posAt(event.start_mark);
    const size_t length = event.data.scalar.length;
    if (qint64(length) > m_limits.maxScalarBytes) {
        return failAt(kRuleLimit,
                      tr("a scalar of %1 bytes is longer than the limit of %2 bytes")
                          .arg(qint64(length))
                          .arg(m_limits.maxScalarBytes),
                      pos);
    }
    if (!countNodes(1, pos))
        return false;

    const char *anchorName = reinterpret_cast<const char *>(event.data.scalar.anchor);
    if (expectingKey()) {
        // Keys are their text whatever the style or tag (serde_json asks for a string).
        QString key = m_strings.get(reinterpret_cast<const char *>(event.data.scalar.value),
                                    event.data.scalar.length);
        if (anchorName) {
            Anchor &anchor = m_anchors[anchorName];
            anchor = Anchor();
            anchor.pending = false;
            anchor.scalar = true;
            anchor.nodes = 1;
            if (!typeScalar(event, pos, &anchor.value))
                return false;
            anchor.text = key;
        }
        return acceptKey(std::move(key), pos);
    }

    Value value;
    if (!typeScalar(event, pos, &value))
        return false;
    value.setPos(pos);
    if (anchorName) {
        Anchor &anchor = m_anchors[anchorName];
        anchor = Anchor();
        anchor.pending = false;
        anchor.scalar = true;
        anchor.nodes = 1;
        anchor.value = value;
        anchor.text = value.isString() ? value.toString() : scalarText(event);
    }
    deliver(std::move(value), 0);
    return true;
}

bool Reader::typeScalar(const yaml_event_t &event, const SourcePos &pos, Value *out)
{
    const std::string_view text = scalarView(event);
    const Tag tag = classifyTag(event.data.scalar.tag);
    const bool plain = event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
    auto invalid = [&](const char *expected) {
        return failAt(kRuleType,
                      tr("invalid value %1 for %2: expected %3")
                          .arg(quoted(scalarText(event)), tagName(event.data.scalar.tag),
                               tr(expected)),
                      pos);
    };
    auto outOfRange = [&]() {
        return failAt(kRuleType,
                      tr("integer %1 is out of range: the flowgate runtime's JSON numbers hold "
                         "-2^63 … 2^64-1")
                          .arg(scalarText(event)),
                      pos);
    };

    switch (tag) {
    case Tag::None:
        if (plain) {
            bool refused = false;
            if (!yamlscalar::resolvePlainNonString(text, out, &refused))
                *out = Value(m_strings.get(text.data(), text.size()));
            else if (refused)
                return outOfRange();
        } else {
            *out = Value(m_strings.get(text.data(), text.size()));
        }
        return true;
    case Tag::Str:
        *out = Value(scalarText(event));
        return true;
    case Tag::Int: {
        const yamlscalar::IntLiteral integer = yamlscalar::parseInt(text);
        switch (integer.kind) {
        case yamlscalar::IntLiteral::Fits:
            *out = Value(integer.value);
            return true;
        case yamlscalar::IntLiteral::Unsigned64:
            *out = Value(integer.approx);
            return true;
        case yamlscalar::IntLiteral::OutOfRange:
            return outOfRange();
        case yamlscalar::IntLiteral::NotInteger:
            break;
        }
        return invalid(QT_TRANSLATE_NOOP("capstudio::flowgate::YamlReader", "an integer"));
    }
    case Tag::Float:
        if (const std::optional<double> number = yamlscalar::parseFloat(text)) {
            *out = yamlscalar::jsonNumber(*number);
            return true;
        }
        return invalid(QT_TRANSLATE_NOOP("capstudio::flowgate::YamlReader", "a float"));
    case Tag::Bool:
        if (const std::optional<bool> boolean = yamlscalar::parseBool(text)) {
            *out = Value(*boolean);
            return true;
        }
        return invalid(QT_TRANSLATE_NOOP("capstudio::flowgate::YamlReader", "a boolean"));
    case Tag::Null:
        if (yamlscalar::isNullLiteral(text)) {
            *out = Value();
            return true;
        }
        return invalid(QT_TRANSLATE_NOOP("capstudio::flowgate::YamlReader", "null"));
    case Tag::Map:
    case Tag::Seq:
        return failAt(kRuleTag,
                      tr("the tag %1 cannot be used on a scalar")
                          .arg(tagName(event.data.scalar.tag)),
                      pos);
    case Tag::Other:
        break;
    }
    return failAt(kRuleTag,
                  tr("unsupported tag %1: flowgate reads plain JSON values (only !!str, !!int, "
                     "!!float, !!bool, !!null, !!map and !!seq are understood)")
                      .arg(tagName(event.data.scalar.tag)),
                  pos);
}

bool Reader::acceptKey(QString key, const SourcePos &pos)
{
    Frame &frame = *top();
    qint32 firstLine = -1;
    if (frame.members.size() < kLinearKeys) {
        for (const Value::Member &member : frame.members) {
            if (member.key == key) {
                firstLine = member.keyPos.line;
                break;
            }
        }
    } else {
        if (frame.keyLines.isEmpty()) {
            frame.keyLines.reserve(qsizetype(frame.members.size() * 2));
            for (const Value::Member &member : frame.members)
                frame.keyLines.insert(member.key, member.keyPos.line);
        }
        const auto it = frame.keyLines.constFind(key);
        if (it != frame.keyLines.constEnd())
            firstLine = it.value();
        else
            frame.keyLines.insert(key, pos.line);
    }
    if (firstLine >= 0) {
        return failAt(kRuleDuplicate,
                      tr("duplicate key %1 (first at line %2)").arg(quoted(key)).arg(firstLine),
                      pos);
    }
    if (m_depth > 1 && (key == QLatin1String("flowgate") || key.startsWith(QLatin1String("flowgate."))))
        m_flowgateKeyBelowTop = true;
    frame.key = std::move(key);
    frame.keyPos = pos;
    frame.haveKey = true;
    return true;
}

void Reader::deliver(Value &&value, int height)
{
    Frame *frame = top();
    if (!frame) {
        m_root = std::move(value);
        m_haveRoot = true;
        return;
    }
    frame->childHeight = std::max(frame->childHeight, height);
    if (!frame->mapping) {
        frame->items.push_back(std::move(value));
        return;
    }
    frame->members.push_back(Value::Member{std::move(frame->key), std::move(value), frame->keyPos});
    frame->key = QString();
    frame->haveKey = false;
}

bool Reader::onAlias(const yaml_event_t &event)
{
    const SourcePos pos = posAt(event.start_mark);
    const char *name = reinterpret_cast<const char *>(event.data.alias.anchor);
    const auto it = m_anchors.find(name);
    if (it == m_anchors.end()) {
        return failAt(kRuleParse,
                      tr("unknown anchor: the alias *%1 refers to no earlier &%1")
                          .arg(QString::fromUtf8(name)),
                      pos);
    }
    const Anchor &anchor = it->second;
    if (anchor.pending) {
        return failAt(kRuleParse,
                      tr("the alias *%1 is inside the node it refers to (a recursive alias)")
                          .arg(QString::fromUtf8(name)),
                      pos);
    }
    m_expandedAlias = true;
    if (!countNodes(anchor.nodes, pos))
        return false;
    if (expectingKey()) {
        if (!anchor.scalar) {
            return failAt(kRuleKey,
                          tr("a mapping key must be a scalar, but the alias *%1 is a %2")
                              .arg(QString::fromUtf8(name),
                                   anchor.value.isObject() ? tr("mapping") : tr("sequence")),
                          pos);
        }
        return acceptKey(anchor.text, pos);
    }
    if (m_depth + anchor.height > m_limits.maxDepth) {
        return failAt(kRuleLimit,
                      tr("the alias *%1 nests deeper than %2 levels")
                          .arg(QString::fromUtf8(name))
                          .arg(m_limits.maxDepth),
                      pos);
    }
    Value value = anchor.value;
    value.setPos(pos);
    deliver(std::move(value), anchor.height);
    return true;
}

bool Reader::onStart(const yaml_event_t &event, bool mapping)
{
    const SourcePos pos = posAt(event.start_mark);
    if (expectingKey()) {
        return failAt(kRuleKey,
                      mapping ? tr("a mapping key must be a scalar, not a mapping")
                              : tr("a mapping key must be a scalar, not a sequence"),
                      pos);
    }
    const yaml_char_t *tagText = mapping ? event.data.mapping_start.tag
                                         : event.data.sequence_start.tag;
    const Tag tag = classifyTag(tagText);
    if (tag != Tag::None && tag != (mapping ? Tag::Map : Tag::Seq)) {
        if (tag == Tag::Other) {
            return failAt(kRuleTag,
                          tr("unsupported tag %1: flowgate reads plain JSON values (only !!str, "
                             "!!int, !!float, !!bool, !!null, !!map and !!seq are understood)")
                              .arg(tagName(tagText)),
                          pos);
        }
        return failAt(kRuleTag,
                      (mapping ? tr("the tag %1 cannot be used on a mapping")
                               : tr("the tag %1 cannot be used on a sequence"))
                          .arg(tagName(tagText)),
                      pos);
    }
    if (m_depth >= m_limits.maxDepth) {
        return failAt(kRuleLimit,
                      tr("mappings and sequences nest deeper than %1 levels").arg(m_limits.maxDepth),
                      pos);
    }
    const qint64 nodesBefore = m_nodes;
    if (!countNodes(1, pos))
        return false;

    if (size_t(m_depth) == m_frames.size())
        m_frames.emplace_back();
    Frame &frame = m_frames[size_t(m_depth)];
    ++m_depth;
    frame.mapping = mapping;
    frame.pos = pos;
    frame.items.clear();
    frame.members.clear();
    frame.haveKey = false;
    frame.key = QString();
    frame.keyLines.clear();
    frame.childHeight = 0;
    frame.nodesAtStart = nodesBefore;
    const yaml_char_t *anchorName = mapping ? event.data.mapping_start.anchor
                                            : event.data.sequence_start.anchor;
    frame.anchor.clear();
    if (anchorName) {
        frame.anchor = reinterpret_cast<const char *>(anchorName);
        Anchor &anchor = m_anchors[frame.anchor];
        anchor = Anchor(); // pending until the node ends
    }
    return true;
}

bool Reader::onEnd()
{
    Frame &frame = *top();
    Value value;
    if (frame.mapping) {
        std::sort(frame.members.begin(), frame.members.end(),
                  [](const Value::Member &a, const Value::Member &b) {
                      return compareKeys(a.key, b.key) < 0;
                  });
        // Moved into an exactly sized vector: the frame keeps its capacity for the next
        // mapping at this depth, and the value wastes no slack.
        value = Value::makeObject();
        Value::Object &members = value.mutableMembers();
        members.reserve(frame.members.size());
        std::move(frame.members.begin(), frame.members.end(), std::back_inserter(members));
        frame.members.clear();
        frame.keyLines.clear();
    } else {
        value = Value::makeArray(Value::Array(std::make_move_iterator(frame.items.begin()),
                                              std::make_move_iterator(frame.items.end())));
        frame.items.clear();
    }
    value.setPos(frame.pos);
    const int height = frame.childHeight + 1;
    if (!frame.anchor.empty()) {
        Anchor &anchor = m_anchors[frame.anchor];
        anchor.pending = false;
        anchor.scalar = false;
        anchor.value = value;
        anchor.nodes = m_nodes - frame.nodesAtStart;
        anchor.height = height;
        frame.anchor.clear();
    }
    --m_depth;
    deliver(std::move(value), height);
    return true;
}

SourcePos Reader::posAt(const yaml_mark_t &mark)
{
    SourcePos pos;
    pos.file = m_fileIndex;
    pos.line = qint32(mark.line + 1);
    pos.column = qint32(mark.column + 1);
    if (m_map.hasByteOrderMark() && mark.line == 0 && pos.column > 1)
        --pos.column; // the byte order mark is not a column
    pos.offset = m_map.byteOffsetOfChar(mark.index);
    if (pos.offset == m_text.size() && mark.column == 0 && mark.line > 0
        && !m_map.endsWithLineBreak()) {
        // At the end of a text without a final line break libyaml counts one more line;
        // point at the real end instead.
        int line = 0;
        int column = 0;
        m_map.lineColumnOfEnd(&line, &column);
        pos.line = line;
        pos.column = column;
    }
    return pos;
}

bool Reader::fail(const QString &rule, const QString &message, int line, int column)
{
    QString text = tr("parsing YAML %1: %2").arg(m_fileName, message);
    m_error = Diagnostic::error(rule, text, SourceLocation::atLine(m_fileName, line, column));
    return false;
}

void Reader::failFromParser(const yaml_parser_t &parser)
{
    if (parser.error == YAML_MEMORY_ERROR) {
        fail(kRuleLimit, tr("out of memory"), 0, 0);
        return;
    }
    const QString problem = parser.problem ? QString::fromUtf8(parser.problem)
                                           : tr("malformed YAML");
    if (parser.error == YAML_READER_ERROR) {
        // Reader errors (bad UTF-8, control characters) carry a byte offset.
        int line = 0;
        int column = 0;
        m_map.lineColumnOfByte(qint64(parser.problem_offset), &line, &column);
        QString message = problem;
        if (parser.problem_value >= 0)
            message += QStringLiteral(" (#x%1)").arg(parser.problem_value, 2, 16, QLatin1Char('0'));
        message += tr(" at line %1 column %2 (byte %3); is this a UTF-8 text file?")
                       .arg(line)
                       .arg(column)
                       .arg(qint64(parser.problem_offset));
        fail(kRuleParse, message, line, column);
        return;
    }
    const SourcePos problemPos = posAt(parser.problem_mark);
    QString message = problem + tr(" at line %1 column %2").arg(problemPos.line).arg(problemPos.column);
    if (parser.context) {
        message += QStringLiteral(", ") + QString::fromUtf8(parser.context);
        const SourcePos contextPos = posAt(parser.context_mark);
        if (contextPos.line != problemPos.line || contextPos.column != problemPos.column)
            message += tr(" at line %1 column %2").arg(contextPos.line).arg(contextPos.column);
    }
    if (m_map.hasByteOrderMark()) {
        message += tr(" (the file starts with a UTF-8 byte order mark, which the runtime's YAML "
                      "parser counts as a column on the first line; remove it)");
    }
    fail(kRuleParse, message, problemPos.line, problemPos.column);
}

} // namespace

YamlReader::Result YamlReader::read(const QByteArray &text, const QString &fileName,
                                    qint32 fileIndex, const YamlLimits &limits)
{
    try {
        Reader reader(text, fileName, fileIndex, limits);
        return reader.run();
    } catch (const std::bad_alloc &) {
        Result result;
        result.error = Diagnostic::error(
            kRuleLimit,
            tr("parsing YAML %1: %2").arg(fileName, tr("out of memory")),
            SourceLocation::atLine(fileName, 0, 0));
        return result;
    }
}

YamlReader::Result YamlReader::readFile(const QString &path, qint32 fileIndex,
                                        const YamlLimits &limits)
{
    // Read no further than the limit whatever the input is (a device or a pipe says no size,
    // and /dev/zero never ends); "-" is standard input.
    const BoundedRead::Result read =
        BoundedRead::read(path, limits.maxBytes, BoundedRead::Content::TextWhenStreamed);
    if (!read.ok()) {
        const QString rule = read.error->ruleId() == QLatin1String("file-too-large") ? kRuleLimit : kRuleFileRead;
        Result result;
        result.error = Diagnostic::error(rule, tr("cannot read %1: %2").arg(BoundedRead::displayName(path), read.error->message()),
                                         read.error->location());
        return result;
    }
    return YamlReader::read(read.bytes, BoundedRead::displayName(path), fileIndex, limits);
}

} // namespace capstudio::flowgate
