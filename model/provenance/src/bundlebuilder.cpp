#include "bundlebuilder.h"
#include "embeddedjson.h"

#include <QStringView>
#include <cstdlib>
#include <optional>

namespace capstudio::provenance {

namespace {

bool between(std::string_view text, std::size_t min, std::size_t max)
{
    const std::size_t length = detail::utf16Length(text);
    return length >= min && length <= max;
}

double toDouble(std::string_view text)
{
    return std::strtod(std::string(text).c_str(), nullptr);
}

bool isOneOf(std::string_view value, std::initializer_list<std::string_view> options)
{
    for (const std::string_view option : options) {
        if (value == option)
            return true;
    }
    return false;
}

std::size_t firstNonSpace(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
        ++i;
    return i;
}

// Sunrise's two truncation shapes of a result preview (reference §8.2).
bool isTruncatedPreview(std::string_view preview)
{
    static constexpr std::string_view ellipsis = "\xE2\x80\xA6"; // U+2026
    const std::size_t length = detail::utf16Length(preview);
    if (length != 480)
        return false;
    const auto endsWith = [&](std::string_view tail) {
        return preview.size() >= tail.size() && preview.substr(preview.size() - tail.size()) == tail;
    };
    return endsWith(ellipsis) || endsWith("...");
}

Role roleFromText(std::string_view text)
{
    if (text == "user")
        return Role::User;
    if (text == "assistant")
        return Role::Assistant;
    if (text == "tool")
        return Role::Tool;
    if (text == "system")
        return Role::System;
    return Role::Other;
}

// The sensitive-key cache of this thread, shared by its builders.
SensitiveKeyCache &threadKeyCache()
{
    thread_local SensitiveKeyCache cache;
    return cache;
}

} // namespace

std::vector<BundleBuilder::Frame> &BundleBuilder::spareStack()
{
    thread_local std::vector<Frame> spare;
    return spare;
}

BundleBuilder::BundleBuilder(Bundle &bundle, const char *base, const char *end)
    : m_bundle(bundle), m_base(base), m_end(end), m_stack(std::move(spareStack())), m_sensitiveKeys(threadKeyCache())
{
    // Frames never move (keys may point into their own storage): room for the deepest
    // document the scanner accepts.
    m_stack.clear();
    m_stack.reserve(1024);
}

BundleBuilder::~BundleBuilder()
{
    std::vector<Frame> &spare = spareStack();
    if (spare.capacity() < m_stack.capacity()) {
        m_stack.clear();
        spare = std::move(m_stack);
    }
}

BundleBuilder::Frame *BundleBuilder::enterValue()
{
    if (m_stack.empty())
        return nullptr;
    Frame &top = m_stack.back();
    if (top.isArray)
        ++top.index;
    return &top;
}

BundleBuilder::Slot BundleBuilder::childRole(const Frame *parent, bool isArray) const
{
    if (!parent)
        return isArray ? Slot::Other : Slot::Root;
    const std::string_view key = parent->key;
    switch (parent->role) {
    case Slot::Root:
        if (parent->isArray)
            return Slot::Other;
        if (!isArray && key == "data")
            return Slot::Data;
        [[fallthrough]];
    case Slot::Data:
        if (!isArray && key == "conversation" && m_stack.size() <= 2)
            return Slot::Conversation;
        if (isArray && key == "messages" && m_stack.size() <= 2)
            return Slot::Messages;
        return Slot::Other;
    case Slot::Messages:
        return isArray ? Slot::Other : Slot::Message;
    case Slot::Message:
        return !isArray && key == "provenance" ? Slot::Provenance : Slot::Other;
    case Slot::Provenance:
        if (!isArray)
            return Slot::Other;
        if (key == "capabilityCalls")
            return Slot::Calls;
        if (key == "citations")
            return Slot::Citations;
        if (key == "workflowSources")
            return Slot::Sources;
        return Slot::Other;
    case Slot::Calls:
        return isArray ? Slot::Other : Slot::Call;
    case Slot::Citations:
        return isArray ? Slot::Other : Slot::Citation;
    case Slot::Sources:
        return isArray ? Slot::Other : Slot::Source;
    default:
        return Slot::Other;
    }
}

void BundleBuilder::beginObject(const char *at)
{
    Frame *parent = enterValue();
    if (parent && !parent->isArray)
        onMemberValue(*parent, ValueType::Object, {});
    Frame frame;
    frame.role = childRole(parent, false);
    frame.sensitive = parent && (parent->sensitive || (!parent->isArray && parent->keySensitive));
    frame.begin = at - m_base;
    if (parent && parent->role == Slot::Messages && parent->isArray) {
        MessageSummary summary;
        summary.begin = frame.begin;
        summary.firstCall = quint32(m_bundle.m_calls.size());
        m_bundle.m_messages.push_back(summary);
        m_message = qint32(m_bundle.m_messages.size() - 1);
    } else if (frame.role == Slot::Call) {
        CallSummary call;
        call.message = quint32(m_message);
        call.index = quint32(parent->index);
        m_bundle.m_calls.push_back(call);
        m_call = qint32(m_bundle.m_calls.size() - 1);
        ++m_bundle.m_messages[std::size_t(m_message)].callCount;
    } else if (frame.role == Slot::Data) {
        m_bundle.m_envelope = true;
    }
    m_stack.push_back(std::move(frame));
}

void BundleBuilder::endObject(const char *after)
{
    const Frame &frame = m_stack.back();
    switch (frame.role) {
    case Slot::Message: {
        MessageSummary &summary = m_bundle.m_messages[std::size_t(m_message)];
        summary.end = after - m_base;
        m_message = -1;
        break;
    }
    case Slot::Call:
        closeCall(frame);
        break;
    case Slot::Citation:
        closeCitation(frame);
        break;
    case Slot::Source:
        closeSource(frame);
        break;
    default:
        break;
    }
    m_stack.pop_back();
}

void BundleBuilder::beginArray(const char *at)
{
    Frame *parent = enterValue();
    if (parent && !parent->isArray)
        onMemberValue(*parent, ValueType::Array, {});
    Frame frame;
    frame.role = childRole(parent, true);
    frame.isArray = true;
    frame.sensitive = parent && (parent->sensitive || (!parent->isArray && parent->keySensitive));
    frame.begin = at - m_base;
    m_stack.push_back(std::move(frame));
}

void BundleBuilder::endArray(const char *)
{
    const Frame &frame = m_stack.back();
    const int count = frame.index + 1;
    const char *what = frame.role == Slot::Calls       ? "capabilityCalls"
                       : frame.role == Slot::Citations ? "citations"
                       : frame.role == Slot::Sources   ? "workflowSources"
                                                       : nullptr;
    if (what && count > 64)
        problem(Bundle::tr("%1 has %2 entries; at most 64 are allowed")
                    .arg(QLatin1String(what))
                    .arg(count),
                pointerHere(false));
    m_stack.pop_back();
}

void BundleBuilder::key(std::string_view name)
{
    Frame &top = m_stack.back();
    if (name.data() >= m_base && name.data() + name.size() <= m_end) {
        top.key = name; // no escapes: a view into the text
    } else {
        top.keyStorage.assign(name);
        top.key = top.keyStorage;
    }
    top.keySensitive = m_sensitiveKeys(name);
}

void BundleBuilder::string(std::string_view value, const char *tokenBegin, const char *tokenEnd)
{
    Frame *parent = enterValue();
    bool sensitive = false;
    std::string_view key;
    if (parent) {
        if (!parent->isArray) {
            key = parent->key;
            if (parent->role == Slot::Message && key == "content") {
                MessageSummary &summary = m_bundle.m_messages[std::size_t(m_message)];
                summary.contentBegin = tokenBegin - m_base;
                summary.contentEnd = tokenEnd - m_base;
            }
            onMemberValue(*parent, ValueType::String, value);
            sensitive = parent->sensitive || parent->keySensitive;
        } else {
            sensitive = parent->sensitive;
        }
    }
    scanString(value, tokenBegin, tokenEnd, sensitive, key);
}

void BundleBuilder::number(std::string_view text)
{
    Frame *parent = enterValue();
    if (!parent)
        return;
    if (!parent->isArray) {
        onMemberValue(*parent, ValueType::Number, text);
        if ((parent->sensitive || parent->keySensitive) && text != "0")
            addFinding(LeakKind::SensitiveKey, defaultSeverity(LeakKind::SensitiveKey), text,
                       LeakRules::maskFor(LeakKind::SensitiveKey, text), parent->key, text.data(),
                       text.data() + text.size(), 0);
    } else if (parent->sensitive && text != "0") {
        addFinding(LeakKind::SensitiveKey, defaultSeverity(LeakKind::SensitiveKey), text,
                   LeakRules::maskFor(LeakKind::SensitiveKey, text), {}, text.data(),
                   text.data() + text.size(), 0);
    }
}

void BundleBuilder::literal(char which)
{
    Frame *parent = enterValue();
    if (parent && !parent->isArray)
        onMemberValue(*parent, which == 't' ? ValueType::True
                               : which == 'f' ? ValueType::False
                                              : ValueType::Null,
                      {});
}

void BundleBuilder::onMemberValue(const Frame &parentConst, ValueType type, std::string_view text)
{
    Frame &parent = const_cast<Frame &>(parentConst);
    const std::string_view key = parent.key;
    switch (parent.role) {
    case Slot::Root:
    case Slot::Data:
        if (key == "conversation" && type != ValueType::Object && m_stack.size() <= 2)
            problemHere(Bundle::tr("conversation must be an object"));
        break;
    case Slot::Conversation: {
        ConversationInfo &c = m_bundle.m_conversation;
        if (type == ValueType::String) {
            const QString value = fromUtf8(text);
            if (key == "id") c.id = value;
            else if (key == "title") c.title = value;
            else if (key == "userId") c.userId = value;
            else if (key == "agentId") c.agentId = value;
            else if (key == "agentSlug") c.agentSlug = value;
            else if (key == "agentName") c.agentName = value;
            else if (key == "createdAt") c.createdAt = value;
            else if (key == "updatedAt") c.updatedAt = value;
        } else if (key == "isActive" && (type == ValueType::True || type == ValueType::False)) {
            c.isActive = type == ValueType::True;
        }
        break;
    }
    case Slot::Message: {
        MessageSummary &summary = m_bundle.m_messages[std::size_t(m_message)];
        if (type == ValueType::String) {
            if (key == "role")
                summary.role = roleFromText(text);
            else if (key == "createdAt")
                summary.timeMs = parseIsoTimestamp(text);
            else if (key == "capabilitySlug")
                summary.slug = internSlug(text);
        }
        if (key == "provenance") {
            if (type == ValueType::Object)
                summary.provenance = ProvenanceState::Valid;
            else if (type != ValueType::Null)
                problemHere(Bundle::tr("provenance must be an object or null"));
        }
        break;
    }
    case Slot::Provenance:
        if ((key == "capabilityCalls" || key == "citations" || key == "workflowSources")
            && type != ValueType::Array)
            problemHere(Bundle::tr("%1 must be an array").arg(fromUtf8(key)));
        break;
    case Slot::Call:
        checkCall(parent, key, type, text);
        break;
    case Slot::Citation:
        checkCitation(parent, key, type, text);
        break;
    case Slot::Source:
        checkSource(parent, key, type, text);
        break;
    default:
        break;
    }
}

void BundleBuilder::checkCall(Frame &frame, std::string_view key, ValueType type, std::string_view text)
{
    CallSummary &call = m_bundle.m_calls[std::size_t(m_call)];
    const bool isString = type == ValueType::String;
    const bool isNumber = type == ValueType::Number;
    if (key == "slug") {
        frame.seen |= 1u;
        if (isString)
            call.slug = internSlug(text);
        if (!isString || !between(text, 1, 120))
            problemHere(Bundle::tr("slug must be a string of 1 to 120 characters"));
    } else if (key == "latencyMs") {
        frame.seen |= 2u;
        if (isNumber)
            call.latencyMs = toDouble(text);
        if (!isNumber || call.latencyMs < 0)
            problemHere(Bundle::tr("latencyMs must be a number of at least 0"));
    } else if (key == "success") {
        frame.seen |= 4u;
        call.success = type == ValueType::True;
        if (type != ValueType::True && type != ValueType::False)
            problemHere(Bundle::tr("success must be true or false"));
    } else if (key == "costUsd") {
        if (isNumber)
            call.costUsd = toDouble(text);
        if (!isNumber || call.costUsd < 0)
            problemHere(Bundle::tr("costUsd must be a number of at least 0"));
    } else if (key == "errorCode") {
        if (isString)
            call.errorCode = fromUtf8(text);
        if (!isString || !between(text, 1, 120))
            problemHere(Bundle::tr("errorCode must be a string of 1 to 120 characters"));
    } else if (key == "resultPreview") {
        if (isString) {
            call.hasPreview = true;
            call.truncatedPreview = isTruncatedPreview(text);
        }
        if (!isString || detail::utf16Length(text) > 2000)
            problemHere(Bundle::tr("resultPreview must be a string of at most 2000 characters"));
    }
}

void BundleBuilder::closeCall(const Frame &frame)
{
    static const char *const required[] = {"slug", "latencyMs", "success"};
    for (int bit = 0; bit < 3; ++bit) {
        if (!(frame.seen & (1u << bit)))
            problem(Bundle::tr("a capability call lacks %1").arg(QLatin1String(required[bit])),
                    pointerHere(false));
    }
    const CallSummary &call = m_bundle.m_calls[std::size_t(m_call)];
    if (!call.success)
        ++m_bundle.m_messages[std::size_t(m_message)].failedCalls;
    m_call = -1;
}

void BundleBuilder::checkCitation(Frame &frame, std::string_view key, ValueType type,
                                  std::string_view text)
{
    const bool isString = type == ValueType::String;
    const bool isNull = type == ValueType::Null;
    if (key == "marker") {
        frame.seen |= 1u;
        const bool positiveInteger = type == ValueType::Number && text.find_first_of(".eE-") == std::string_view::npos
                                     && toDouble(text) > 0;
        if (!positiveInteger)
            problemHere(Bundle::tr("marker must be a whole number greater than 0"));
    } else if (key == "chunkId" || key == "documentId" || key == "excerpt") {
        frame.seen |= key == "chunkId" ? 2u : key == "documentId" ? 4u : 8u;
        if (!isString)
            problemHere(Bundle::tr("%1 must be a string").arg(fromUtf8(key)));
    } else if (key == "similarity") {
        frame.seen |= 16u;
        if (type != ValueType::Number)
            problemHere(Bundle::tr("similarity must be a number"));
    } else if (isOneOf(key, {"documentName", "contentHash", "documentVersion", "section", "patternName"})) {
        if (!isString && !isNull)
            problemHere(Bundle::tr("%1 must be a string or null").arg(fromUtf8(key)));
    } else if (key == "patternNumber") {
        if (type != ValueType::Number && !isNull)
            problemHere(Bundle::tr("patternNumber must be a number or null"));
    } else if (isOneOf(key, {"vectorScore", "keywordScore", "finalScore"})) {
        if (type != ValueType::Number)
            problemHere(Bundle::tr("%1 must be a number").arg(fromUtf8(key)));
    }
}

void BundleBuilder::closeCitation(const Frame &frame)
{
    static const char *const required[] = {"marker", "chunkId", "documentId", "excerpt", "similarity"};
    for (int bit = 0; bit < 5; ++bit) {
        if (!(frame.seen & (1u << bit)))
            problem(Bundle::tr("a citation lacks %1").arg(QLatin1String(required[bit])),
                    pointerHere(false));
    }
    ++m_bundle.m_messages[std::size_t(m_message)].citationCount;
}

void BundleBuilder::checkSource(Frame &frame, std::string_view key, ValueType type, std::string_view text)
{
    const bool isString = type == ValueType::String;
    if (key == "source") {
        frame.seen |= 1u;
        if (!isString || !isOneOf(text, {"training_knowledge", "web_search", "knowledge_base",
                                         "prior_step", "external_call", "user_input"}))
            problemHere(Bundle::tr("source must be one of training_knowledge, web_search, "
                                   "knowledge_base, prior_step, external_call, user_input"));
    } else if (key == "confidence") {
        frame.seen |= 2u;
        if (!isString || !isOneOf(text, {"high", "medium", "low"}))
            problemHere(Bundle::tr("confidence must be one of high, medium, low"));
    } else {
        std::size_t max = 0;
        if (key == "reference")
            max = 1024;
        else if (key == "snippet" || key == "note")
            max = 400;
        else if (key == "stepId")
            max = 64;
        if (max && (!isString || !between(text, 1, max)))
            problemHere(Bundle::tr("%1 must be a string of 1 to %2 characters")
                            .arg(fromUtf8(key))
                            .arg(max));
    }
}

void BundleBuilder::closeSource(const Frame &frame)
{
    if (!(frame.seen & 1u))
        problem(Bundle::tr("a workflow source lacks source"), pointerHere(false));
    if (!(frame.seen & 2u))
        problem(Bundle::tr("a workflow source lacks confidence"), pointerHere(false));
    ++m_bundle.m_messages[std::size_t(m_message)].workflowSourceCount;
}

void BundleBuilder::problem(const QString &message, const QString &pointer)
{
    if (m_message < 0)
        return; // provenance problems belong to a message; outside one there is no schema
    m_bundle.m_messages[std::size_t(m_message)].provenance = ProvenanceState::Invalid;
    m_bundle.m_problems.append(Diagnostic::warning(
        QStringLiteral("provenance-schema"), message,
        SourceLocation::atPointer(m_bundle.m_name, pointer)));
    m_bundle.m_problemMessages.push_back(m_message);
}

void BundleBuilder::problemHere(const QString &message)
{
    problem(message, pointerHere(true));
}

QString BundleBuilder::pointerHere(bool includeTop) const
{
    QString pointer;
    const std::size_t count = includeTop ? m_stack.size() : m_stack.size() - 1;
    for (std::size_t i = 0; i < count; ++i) {
        const Frame &frame = m_stack[i];
        if (frame.isArray)
            pointer += QLatin1Char('/') + QString::number(frame.index);
        else
            appendPointerToken(pointer, frame.key);
    }
    return pointer;
}

qint32 BundleBuilder::internSlug(std::string_view slug)
{
    const QString name = fromUtf8(slug);
    // A conversation names a handful: looked for in the list until it is long, then indexed
    // (a hash made for every builder cost more than the few comparisons).
    QStringList &slugs = m_bundle.m_slugs;
    if (m_slugIndex.isEmpty()) {
        const qsizetype known = slugs.indexOf(name);
        if (known >= 0)
            return qint32(known);
        if (slugs.size() < LinearSlugs) {
            slugs.append(name);
            return qint32(slugs.size() - 1);
        }
        for (qsizetype i = 0; i < slugs.size(); ++i)
            m_slugIndex.insert(slugs.at(i), qint32(i));
    }
    const auto found = m_slugIndex.constFind(name);
    if (found != m_slugIndex.constEnd())
        return found.value();
    const qint32 index = qint32(m_bundle.m_slugs.size());
    m_slugIndex.insert(name, index);
    m_bundle.m_slugs.append(name);
    return index;
}

void BundleBuilder::scanString(std::string_view value, const char *tokenBegin, const char *tokenEnd,
                               bool sensitive, std::string_view key)
{
    if (value.empty())
        return;
    if (sensitive) {
        if (!LeakRules::isMaskedValue(value))
            addFinding(LeakKind::SensitiveKey, defaultSeverity(LeakKind::SensitiveKey), value,
                       LeakRules::maskFor(LeakKind::SensitiveKey, value), key, tokenBegin, tokenEnd, 0);
        return;
    }
    const std::size_t first = firstNonSpace(value);
    if (first < value.size() && (value[first] == '{' || value[first] == '[')) {
        scanEmbedded(value, tokenBegin, tokenEnd);
        return;
    }
    m_leaks.clear();
    LeakRules::scanText(value, m_leaks);
    for (const TextLeak &leak : m_leaks)
        addFinding(leak.kind, leak.severity, value.substr(leak.offset, leak.length), leak.masked,
                   key, tokenBegin, tokenEnd, leak.offset);
}

void BundleBuilder::scanEmbedded(std::string_view decoded, const char *tokenBegin, const char *tokenEnd)
{
    // `decoded` may live in the outer scanner's scratch buffer, which stays untouched until
    // the outer scanner reads its next token.
    const std::string_view text = decoded;
    const char *begin = text.data();
    const char *end = begin + text.size();
    EmbeddedHandler handler(begin, m_sensitiveKeys);
    detail::JsonScanner scanner(begin, end);
    scanner.setMaxDepth(128);
    const bool ok = scanner.run(handler, true);
    const bool truncated = !ok && (scanner.openString() || scanner.errorOffset() >= qint64(text.size()));
    if (!ok && !truncated) {
        // Not JSON after all ("[1] see above"): plain text.
        m_leaks.clear();
        LeakRules::scanText(decoded, m_leaks);
        for (const TextLeak &leak : m_leaks)
            addFinding(leak.kind, leak.severity, decoded.substr(leak.offset, leak.length),
                       leak.masked, {}, tokenBegin, tokenEnd, leak.offset);
        return;
    }
    bool openTail = false;
    if (!ok && scanner.openString()) {
        // A preview cut inside a string: what is left of that string is still scanned.
        const char *open = scanner.openString();
        const std::string tail = detail::JsonScanner::decodeString(open, end + 1);
        const std::size_t before = handler.findings.size();
        handler.scanOpenTail(tail, open, end);
        openTail = handler.findings.size() > before;
        (void)openTail;
    }
    for (const EmbeddedHandler::Pending &pending : handler.findings) {
        const bool open = scanner.openString() && pending.tokenBegin == scanner.openString() - begin;
        addFinding(pending.kind, pending.severity, pending.text, pending.masked, pending.key,
                   tokenBegin, tokenEnd, pending.matchOffset,
                   pending.pointer.isEmpty() ? QStringLiteral("/") : pending.pointer,
                   pending.tokenBegin, pending.tokenEnd, open);
    }
}

void BundleBuilder::addFinding(LeakKind kind, LeakSeverity severity, std::string_view text,
                               QString masked, std::string_view key, const char *tokenBegin,
                               const char *tokenEnd, std::size_t matchOffset,
                               QString embeddedPointer, qint64 embeddedBegin, qint64 embeddedEnd,
                               bool embeddedOpen)
{
    Finding finding;
    finding.kind = kind;
    finding.severity = severity;
    finding.message = m_message;
    finding.call = m_call;
    finding.pointer = pointerHere(true);
    finding.embeddedPointer = std::move(embeddedPointer);
    finding.key = fromUtf8(key);
    finding.text = fromUtf8(text);
    finding.masked = std::move(masked);
    finding.tokenBegin = tokenBegin - m_base;
    finding.tokenEnd = tokenEnd - m_base;
    finding.embeddedBegin = embeddedBegin;
    finding.embeddedEnd = embeddedEnd;
    finding.embeddedOpen = embeddedOpen;
    finding.matchOffset = qint64(matchOffset);
    finding.matchLength = qint64(text.size());
    if (m_message >= 0)
        ++m_bundle.m_messages[std::size_t(m_message)].leakCount;
    if (m_call >= 0)
        ++m_bundle.m_calls[std::size_t(m_call)].leakCount;
    m_bundle.m_findings.push_back(std::move(finding));
}

void BundleBuilder::readValue(const char *begin, const char *end, const std::vector<PathStep> &path)
{
    m_stack.clear();
    for (const PathStep &step : path) {
        Frame *parent = m_stack.empty() ? nullptr : &m_stack.back();
        Frame frame;
        frame.role = childRole(parent, step.isArray);
        frame.isArray = step.isArray;
        frame.sensitive = parent && (parent->sensitive || (!parent->isArray && parent->keySensitive));
        m_stack.push_back(std::move(frame));
        Frame &top = m_stack.back();
        if (step.isArray) {
            top.index = step.index - 1; // the value about to be read advances it
        } else {
            top.keyStorage = step.key;
            top.key = top.keyStorage;
            top.keySensitive = m_sensitiveKeys(top.key);
        }
    }
    // childRole() of the first step saw no parent: it is the root object.
    detail::JsonScanner scanner(begin, end);
    scanner.setMaxDepth(1024 - int(path.size()) - 1);
    scanner.run(*this, true);
    m_stack.clear();
}

void BundleBuilder::merge(Bundle &bundle, Bundle &part)
{
    const quint32 messageBase = quint32(bundle.m_messages.size());
    const quint32 callBase = quint32(bundle.m_calls.size());
    std::vector<qint32> slugMap;
    slugMap.reserve(std::size_t(part.m_slugs.size()));
    for (const QString &slug : std::as_const(part.m_slugs)) {
        qsizetype index = bundle.m_slugs.indexOf(slug);
        if (index < 0) {
            index = bundle.m_slugs.size();
            bundle.m_slugs.append(slug);
        }
        slugMap.push_back(qint32(index));
    }
    const auto slug = [&](qint32 local) { return local >= 0 ? slugMap[std::size_t(local)] : local; };
    for (MessageSummary message : part.m_messages) {
        message.firstCall += callBase;
        message.slug = slug(message.slug);
        bundle.m_messages.push_back(message);
    }
    for (CallSummary &call : part.m_calls) {
        call.message += messageBase;
        call.slug = slug(call.slug);
        bundle.m_calls.push_back(std::move(call));
    }
    for (Finding &finding : part.m_findings) {
        if (finding.message >= 0)
            finding.message += qint32(messageBase);
        if (finding.call >= 0)
            finding.call += qint32(callBase);
        bundle.m_findings.push_back(std::move(finding));
    }
    bundle.m_problems.append(part.m_problems);
    for (const qint32 message : part.m_problemMessages)
        bundle.m_problemMessages.push_back(message + qint32(messageBase));
    part.m_messages = {};
    part.m_calls = {};
    part.m_findings = {};
}

void BundleBuilder::finalize(Bundle &bundle)
{
    // Slugs sorted by name; indexes rewritten.
    QStringList sorted = bundle.m_slugs;
    sorted.sort();
    std::vector<qint32> remap(std::size_t(bundle.m_slugs.size()));
    for (qsizetype i = 0; i < bundle.m_slugs.size(); ++i)
        remap[std::size_t(i)] = qint32(sorted.indexOf(bundle.m_slugs[i]));
    for (MessageSummary &message : bundle.m_messages) {
        if (message.slug >= 0)
            message.slug = remap[std::size_t(message.slug)];
    }
    for (CallSummary &call : bundle.m_calls) {
        if (call.slug >= 0)
            call.slug = remap[std::size_t(call.slug)];
    }
    bundle.m_slugs = sorted;

    // Tool rows answer the calls of the next terminal message of their turn, matched by slug
    // in order (traces carry no tool-call id). A user message starts a new turn.
    std::vector<qint32> pending;
    for (qint32 i = 0; i < qint32(bundle.m_messages.size()); ++i) {
        MessageSummary &message = bundle.m_messages[std::size_t(i)];
        if (message.role == provenance::Role::User) {
            pending.clear();
        } else if (message.role == provenance::Role::Tool) {
            pending.push_back(i);
        }
        if (message.callCount == 0)
            continue;
        for (quint32 c = 0; c < message.callCount; ++c) {
            CallSummary &call = bundle.m_calls[message.firstCall + c];
            for (qint32 &candidate : pending) {
                if (candidate >= 0 && bundle.m_messages[std::size_t(candidate)].slug == call.slug
                    && call.slug >= 0) {
                    call.toolMessage = candidate;
                    bundle.m_messages[std::size_t(candidate)].answersCall = qint32(message.firstCall + c);
                    candidate = -1;
                    break;
                }
            }
        }
        pending.clear();
    }
}

} // namespace capstudio::provenance
