#include "provenance/bundle.h"

#include "core/boundedread.h"
#include "core/workpool.h"

#include "bundlebuilder.h"
#include "bundleskim.h"
#include "embeddedjson.h"
#include "jsonscanner.h"
#include "mappingguard.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <deque>
#include <mutex>
#include <QDateTime>
#include <atomic>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace capstudio::provenance {

struct Bundle::Storage
{
    std::unique_ptr<QFile> file; // an opened file's (bytes given in memory have none)
    const char *data = nullptr; // mapped file or `bytes`
    qint64 size = 0;
    QByteArray bytes;
    bool mapped = false;
    int guard = -1; // MappingGuard slot of the mapping

    // What the file was when it was opened, to notice it changing under the map.
    struct Identity
    {
        dev_t device = 0;
        ino_t inode = 0;
        off_t size = 0;
        timespec modified = {};
        bool operator==(const Identity &other) const
        {
            return device == other.device && inode == other.inode && size == other.size
                   && modified.tv_sec == other.modified.tv_sec && modified.tv_nsec == other.modified.tv_nsec;
        }
    };
    Identity identity;
    mutable std::atomic<qint64> lastLookMs{0};
    mutable std::atomic<bool> changed{false};

    ~Storage() { detail::MappingGuard::remove(guard); }

    static bool identify(const QString &path, Identity *identity)
    {
        struct stat info = {};
        if (::stat(QFile::encodeName(path).constData(), &info) != 0)
            return false;
        *identity = Identity{info.st_dev, info.st_ino, info.st_size, info.st_mtim};
        return true;
    }

    // `throttle`: look at the file at most every 250 ms (a fault is seen at once anyway).
    bool hasChanged(const QString &path, bool throttle) const
    {
        if (!mapped)
            return false;
        if (changed.load(std::memory_order_relaxed) || detail::MappingGuard::faulted(guard)) {
            changed.store(true, std::memory_order_relaxed);
            return true;
        }
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (throttle && now - lastLookMs.load(std::memory_order_relaxed) < 250)
            return false;
        lastLookMs.store(now, std::memory_order_relaxed);
        Identity current;
        if (!identify(path, &current) || !(current == identity)) {
            changed.store(true, std::memory_order_relaxed);
            return true;
        }
        return false;
    }

    // Lets the system drop the pages of [begin, end) from this process's memory; they are
    // read back from the page cache if touched again. Only for a mapped file.
    void release(const char *begin, const char *end) const
    {
        if (!mapped)
            return;
        static const std::uintptr_t page = std::uintptr_t(sysconf(_SC_PAGESIZE));
        const std::uintptr_t first = (reinterpret_cast<std::uintptr_t>(begin) + page - 1) & ~(page - 1);
        const std::uintptr_t last = reinterpret_cast<std::uintptr_t>(end) & ~(page - 1);
        if (last > first)
            madvise(reinterpret_cast<void *>(first), last - first, MADV_DONTNEED);
    }
};

namespace {

constexpr int MaxDepth = 512;
// What is read into memory from an input that cannot be mapped (a pipe, standard input).
constexpr qint64 MaxStreamedBytes = qint64(4) << 30;
// Messages per unit of work of the second pass.
constexpr std::size_t MessagesPerChunk = 1024;

// Line and column (1-based; the column counts characters) of byte `offset`.
void lineAndColumn(const char *data, qint64 offset, int &line, int &column)
{
    line = 1;
    const char *lineStart = data;
    const char *p = data;
    const char *end = data + offset;
    while (p < end) {
        const void *newline = std::memchr(p, '\n', std::size_t(end - p));
        if (!newline)
            break;
        ++line;
        p = static_cast<const char *>(newline) + 1;
        lineStart = p;
    }
    column = 1;
    for (const char *q = lineStart; q < end; ++q) {
        if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80)
            ++column;
    }
}

// Records the raw text of every capability call's `arguments` in one message's JSON.
class ArgumentsHandler
{
public:
    explicit ArgumentsHandler(const detail::JsonScanner &scanner) : m_scanner(scanner) {}

    void beginObject(const char *at) { open(at, false); }
    void endObject(const char *after) { close(after); }
    void beginArray(const char *at) { open(at, true); }
    void endArray(const char *after) { close(after); }
    void key(std::string_view name) { m_stack.back().key.assign(name); }
    void string(std::string_view, const char *begin, const char *end) { scalar(begin, end); }
    void number(std::string_view text) { scalar(text.data(), text.data() + text.size()); }
    void literal(char which)
    {
        const char *end = m_scanner.position();
        scalar(end - (which == 'f' ? 5 : 4), end);
    }

    // Call index → raw arguments text.
    std::vector<std::pair<int, QByteArray>> arguments;

private:
    struct Frame
    {
        bool isArray = false;
        int index = -1;
        std::string key;
    };
    // True when the value about to start is provenance.capabilityCalls[i].arguments.
    bool atArguments()
    {
        if (!m_stack.empty() && m_stack.back().isArray)
            ++m_stack.back().index;
        return m_capture < 0 && m_stack.size() == 4 && m_stack[0].key == "provenance"
               && m_stack[1].key == "capabilityCalls" && m_stack[2].isArray
               && m_stack[3].key == "arguments";
    }
    void open(const char *at, bool isArray)
    {
        if (atArguments()) {
            m_capture = int(m_stack.size());
            m_captureStart = at;
        }
        Frame frame;
        frame.isArray = isArray;
        m_stack.push_back(std::move(frame));
    }
    void close(const char *after)
    {
        m_stack.pop_back();
        if (m_capture == int(m_stack.size())) {
            arguments.emplace_back(m_stack[2].index, QByteArray(m_captureStart, after - m_captureStart));
            m_capture = -1;
        }
    }
    void scalar(const char *begin, const char *end)
    {
        if (atArguments())
            arguments.emplace_back(m_stack[2].index, QByteArray(begin, end - begin));
    }

    const detail::JsonScanner &m_scanner;
    std::vector<Frame> m_stack;
    int m_capture = -1;
    const char *m_captureStart = nullptr;
};

QString stringField(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

// Where a message object's own "id" string lies (the last one, as a parsed object keeps it).
class MessageIdHandler
{
public:
    static constexpr bool kDecodesStringValues = false;
    void beginObject(const char *) { open(); }
    void endObject(const char *) { --m_depth; }
    void beginArray(const char *) { open(); }
    void endArray(const char *) { --m_depth; }
    void key(std::string_view name) { m_atId = m_depth == 1 && name == "id"; }
    void string(std::string_view, const char *begin, const char *end)
    {
        if (m_depth == 1 && m_atId)
            m_token = {begin, end};
        m_atId = false;
    }
    void number(std::string_view) { notString(); }
    void literal(char) { notString(); }
    std::pair<const char *, const char *> token() const { return m_token; }

private:
    void open()
    {
        notString();
        ++m_depth;
    }
    void notString()
    {
        if (m_depth == 1 && m_atId)
            m_token = {nullptr, nullptr}; // an id that is not a string is no id
        m_atId = false;
    }
    int m_depth = 0;
    bool m_atId = false;
    std::pair<const char *, const char *> m_token{nullptr, nullptr};
};

} // namespace

QString roleId(Role role)
{
    switch (role) {
    case Role::User: return QStringLiteral("user");
    case Role::Assistant: return QStringLiteral("assistant");
    case Role::Tool: return QStringLiteral("tool");
    case Role::System: return QStringLiteral("system");
    case Role::Other: break;
    }
    return QStringLiteral("other");
}

QString roleTitle(Role role)
{
    switch (role) {
    case Role::User: return Bundle::tr("User");
    case Role::Assistant: return Bundle::tr("Assistant");
    case Role::Tool: return Bundle::tr("Tool");
    case Role::System: return Bundle::tr("System");
    case Role::Other: break;
    }
    return Bundle::tr("Other");
}

QString Finding::location() const
{
    if (embeddedPointer.isEmpty())
        return pointer;
    return pointer + QStringLiteral(" → ") + embeddedPointer;
}

Diagnostic Bundle::Error::toDiagnostic(const QString &file) const
{
    return Diagnostic::error(QStringLiteral("bundle-unreadable"), message,
                             line > 0 ? SourceLocation::atLine(file, line, column)
                                      : SourceLocation{file, 0, 0, {}, false});
}

Bundle::~Bundle() = default;

Bundle::Result Bundle::open(const QString &path)
{
    const QFileInfo info(path);
    // Standard input, a pipe or a device cannot be mapped: read, no further than the limit.
    if (path == QLatin1String("-") || (info.exists() && !info.isDir() && !info.isFile())) {
        BoundedRead::Result read = BoundedRead::read(path, MaxStreamedBytes, BoundedRead::Content::Text);
        if (!read.ok()) {
            Result result;
            result.error.message = tr("%1: cannot be read: %2").arg(BoundedRead::displayName(path), read.error->message());
            return result;
        }
        return fromBytes(std::move(read.bytes), BoundedRead::displayName(path));
    }
    std::unique_ptr<Bundle> bundle(new Bundle);
    bundle->m_name = info.fileName();
    bundle->m_path = path;
    bundle->m_storage = std::make_unique<Storage>();
    Storage &storage = *bundle->m_storage;
    storage.file = std::make_unique<QFile>(path);
    if (!info.exists() || info.isDir() || !storage.file->open(QIODevice::ReadOnly)) {
        Result result;
        result.error.message = tr("%1: cannot be read: %2")
                                   .arg(path, !info.exists() ? tr("no such file")
                                              : info.isDir() ? tr("it is a folder")
                                                             : storage.file->errorString());
        return result;
    }
    storage.size = storage.file->size();
    Storage::identify(path, &storage.identity);
    if (storage.size > 0) {
        uchar *mapped = storage.file->map(0, storage.size);
        // A mapping is read only where a truncated file cannot end the process.
        if (mapped && (storage.guard = detail::MappingGuard::add(mapped, storage.size)) < 0) {
            storage.file->unmap(mapped);
            mapped = nullptr;
        }
        if (mapped) {
            storage.data = reinterpret_cast<const char *>(mapped);
            storage.mapped = true;
        } else {
            BoundedRead::Result read = BoundedRead::read(path, MaxStreamedBytes, BoundedRead::Content::Binary);
            if (!read.ok()) {
                Result result;
                result.error.message = tr("%1: cannot be read: %2").arg(path, read.error->message());
                return result;
            }
            storage.bytes = std::move(read.bytes);
            storage.data = storage.bytes.constData();
            storage.size = storage.bytes.size();
        }
    }
    return build(std::move(bundle));
}

Bundle::Result Bundle::fromBytes(QByteArray bytes, const QString &name)
{
    std::unique_ptr<Bundle> bundle(new Bundle);
    bundle->m_name = name;
    bundle->m_storage = std::make_unique<Storage>();
    bundle->m_storage->bytes = std::move(bytes);
    bundle->m_storage->data = bundle->m_storage->bytes.constData();
    bundle->m_storage->size = bundle->m_storage->bytes.size();
    return build(std::move(bundle));
}

Bundle::Result Bundle::build(std::unique_ptr<Bundle> bundle)
{
    Result result;
    const char *data = bundle->m_storage->data;
    const qint64 size = bundle->m_storage->size;
    const QString where = bundle->m_path.isEmpty() ? bundle->m_name : bundle->m_path;
    if (size == 0) {
        result.error.message = tr("%1: the file is empty").arg(where);
        return result;
    }
    qint64 start = 0;
    if (size >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        start = 3; // a byte-order mark is tolerated, and kept in the redacted copy
    // Two passes. The skim validates everything and finds the messages; as it finds them it
    // hands batches to the builders, which read them on the other cores (and on this one
    // whenever the skim is more than a few batches ahead), each batch into its own part.
    // The parts are merged in order. Pages of a mapped file are released once read, so the
    // resident set stays a small window over the file.
    const char *end = data + size;
    Storage &storage = *bundle->m_storage;
    BundleSkim skim;
    std::mutex mutex;
    std::condition_variable ready;
    std::deque<std::pair<std::size_t, std::vector<BundleSkim::Message>>> queue;
    std::vector<std::unique_ptr<Bundle>> parts;
    bool skimDone = false;
    std::size_t batches = 0;

    const auto read = [&](std::size_t index, const std::vector<BundleSkim::Message> &messages) {
        std::unique_ptr<Bundle> part(new Bundle);
        part->m_name = bundle->m_name;
        BundleBuilder builder(*part, data, end);
        std::vector<BundleBuilder::PathStep> path = skim.messagesPath;
        for (const BundleSkim::Message &message : messages) {
            path.back().index = message.index;
            builder.readValue(message.begin, message.end, path);
        }
        storage.release(messages.front().begin, messages.back().end);
        const std::lock_guard<std::mutex> lock(mutex);
        if (parts.size() <= index)
            parts.resize(index + 1);
        parts[index] = std::move(part);
    };
    // Takes the next batch off the queue; false when there is none.
    const auto readNext = [&](std::unique_lock<std::mutex> &lock) {
        if (queue.empty())
            return false;
        auto batch = std::move(queue.front());
        queue.pop_front();
        lock.unlock();
        read(batch.first, batch.second);
        lock.lock();
        return true;
    };
    const auto helper = [&] {
        std::unique_lock<std::mutex> lock(mutex);
        for (;;) {
            ready.wait(lock, [&] { return !queue.empty() || skimDone; });
            if (!readNext(lock))
                return;
        }
    };
    // Helpers on the shared pool, a bounded share of it. One that has not started when the
    // skim is over is taken back: this thread reads whatever is still queued itself.
    TaskGroup helpers;
    std::size_t helperCount = 0;
    skim.sink = [&](std::vector<BundleSkim::Message> &&messages) {
        if (helperCount == 0) {
            helperCount = std::size_t(WorkPool::share());
            for (std::size_t t = 0; t < helperCount; ++t)
                helpers.start(helper);
        }
        std::unique_lock<std::mutex> lock(mutex);
        queue.emplace_back(batches++, std::move(messages));
        ready.notify_one();
        while (queue.size() > std::max<std::size_t>(2, helperCount * 2))
            readNext(lock);
    };
    skim.batchSize = MessagesPerChunk;

    detail::JsonScanner scanner(data + start, data + size);
    scanner.setMaxDepth(MaxDepth);
    const bool valid = scanner.run(skim);
    {
        std::unique_lock<std::mutex> lock(mutex);
        if (valid && !skim.messages.empty())
            queue.emplace_back(batches++, std::move(skim.messages));
        if (!valid)
            queue.clear();
        skimDone = true;
        ready.notify_all();
        while (readNext(lock)) {
        }
    }
    helpers.finish();

    if (storage.hasChanged(bundle->m_path, false)) {
        result.error.message = bundle->changedMessage();
        return result;
    }
    if (!valid) {
        Error &error = result.error;
        error.offset = start + scanner.errorOffset();
        lineAndColumn(data, error.offset, error.line, error.column);
        QString reason = QString::fromLatin1(scanner.error());
        if (reason == QLatin1String("nesting is too deep"))
            reason = tr("nesting is deeper than %1 levels").arg(MaxDepth);
        error.message = tr("%1:%2:%3: not valid JSON: %4 (byte %5)")
                            .arg(where)
                            .arg(error.line)
                            .arg(error.column)
                            .arg(reason)
                            .arg(error.offset);
        return result;
    }
    if (!skim.sawMessages) {
        result.error.message =
            where + QStringLiteral(": ")
            + tr("not a provenance bundle: there is no messages array (expected "
                 "{\"success\":true,\"data\":{\"conversation\":…,\"messages\":[…]}} or "
                 "{\"conversation\":…,\"messages\":[…]})");
        return result;
    }
    bundle->m_envelope = skim.envelope;
    {
        BundleBuilder head(*bundle, data, end);
        for (const BundleSkim::Value &value : skim.others)
            head.readValue(value.begin, value.end, value.path);
    }
    std::size_t messageCount = bundle->m_messages.size();
    std::size_t callCount = bundle->m_calls.size();
    std::size_t findingCount = bundle->m_findings.size();
    for (const std::unique_ptr<Bundle> &part : parts) {
        messageCount += part->m_messages.size();
        callCount += part->m_calls.size();
        findingCount += part->m_findings.size();
    }
    bundle->m_messages.reserve(messageCount);
    bundle->m_calls.reserve(callCount);
    bundle->m_findings.reserve(findingCount);
    for (std::unique_ptr<Bundle> &part : parts) {
        BundleBuilder::merge(*bundle, *part);
        part.reset();
    }
    BundleBuilder::finalize(*bundle);
    if (storage.hasChanged(bundle->m_path, false)) {
        result.error.message = bundle->changedMessage();
        return result;
    }
    result.bundle = std::shared_ptr<const Bundle>(bundle.release());
    return result;
}

bool Bundle::changedOnDisk(bool lookNow) const
{
    return m_storage->hasChanged(m_path, !lookNow);
}

QString Bundle::changedMessage() const
{
    return tr("%1: the file changed while it was open: reopen it.").arg(m_path.isEmpty() ? m_name : m_path);
}

QByteArrayView Bundle::text() const
{
    return QByteArrayView(m_storage->data, m_storage->size);
}

QString Bundle::slugAt(qint32 index) const
{
    return index >= 0 && index < m_slugs.size() ? m_slugs.at(index) : QString();
}

qint64 Bundle::firstTimeMs() const
{
    qint64 first = 0;
    for (const MessageSummary &message : m_messages) {
        if (message.timeMs != 0 && (first == 0 || message.timeMs < first))
            first = message.timeMs;
    }
    return first;
}

qint64 Bundle::lastTimeMs() const
{
    qint64 last = 0;
    for (const MessageSummary &message : m_messages)
        last = std::max(last, message.timeMs);
    return last;
}

int Bundle::failedCallCount() const
{
    return int(std::count_if(m_calls.begin(), m_calls.end(),
                             [](const CallSummary &call) { return !call.success; }));
}

int Bundle::invalidProvenanceCount() const
{
    return int(std::count_if(m_messages.begin(), m_messages.end(), [](const MessageSummary &m) {
        return m.provenance == ProvenanceState::Invalid;
    }));
}

std::vector<int> Bundle::findingsOfMessage(int index) const
{
    std::vector<int> result;
    for (std::size_t i = 0; i < m_findings.size(); ++i) {
        if (m_findings[i].message == index)
            result.push_back(int(i));
    }
    return result;
}

QString Bundle::messagePointer(int index) const
{
    return (m_envelope ? QStringLiteral("/data/messages/") : QStringLiteral("/messages/"))
           + QString::number(index);
}

QString Bundle::content(int index, int maxChars) const
{
    if (index < 0 || std::size_t(index) >= m_messages.size() || changedOnDisk())
        return {};
    const MessageSummary &message = m_messages[std::size_t(index)];
    if (message.contentBegin < 0)
        return {};
    const char *data = m_storage->data;
    const char *begin = data + message.contentBegin;
    const char *end = data + message.contentEnd;
    if (maxChars >= 0 && end - begin > qint64(maxChars) * 4 + 16) {
        // Long content: decode a prefix only (cut at a character boundary, the closing quote
        // re-added), which is all a list row shows.
        const char *cut = begin + qint64(maxChars) * 4 + 8;
        while (cut > begin && (static_cast<unsigned char>(*cut) & 0xC0) == 0x80)
            --cut;
        while (cut > begin + 1 && cut[-1] == '\\')
            --cut;
        std::string prefix(begin, cut);
        prefix.push_back('"');
        return fromUtf8(detail::JsonScanner::decodeString(prefix.data(), prefix.data() + prefix.size()))
            .left(maxChars);
    }
    const QString text = fromUtf8(detail::JsonScanner::decodeString(begin, end));
    return maxChars >= 0 ? text.left(maxChars) : text;
}

QString Bundle::messageId(int index) const
{
    if (index < 0 || std::size_t(index) >= m_messages.size() || changedOnDisk())
        return {};
    const MessageSummary &summary = m_messages[std::size_t(index)];
    const char *begin = m_storage->data + summary.begin;
    detail::JsonScanner scanner(begin, m_storage->data + summary.end);
    MessageIdHandler handler;
    if (!scanner.run(handler))
        return {};
    const auto [tokenBegin, tokenEnd] = handler.token();
    if (!tokenBegin)
        return {};
    return fromUtf8(detail::JsonScanner::decodeString(tokenBegin, tokenEnd));
}

MessageDetail Bundle::message(int index) const
{
    MessageDetail detail;
    if (index < 0 || std::size_t(index) >= m_messages.size() || changedOnDisk())
        return detail;
    const MessageSummary &summary = m_messages[std::size_t(index)];
    const char *begin = m_storage->data + summary.begin;
    const QByteArray raw(begin, summary.end - summary.begin);
    const QJsonObject object = QJsonDocument::fromJson(raw).object();
    detail.index = index;
    detail.pointer = messagePointer(index);
    detail.id = stringField(object, "id");
    detail.role = summary.role;
    detail.roleText = stringField(object, "role");
    detail.content = stringField(object, "content");
    detail.capabilitySlug = stringField(object, "capabilitySlug");
    detail.toolCallId = stringField(object, "toolCallId");
    detail.createdAt = stringField(object, "createdAt");
    detail.agentVersionId = stringField(object, "agentVersionId");
    detail.workflowExecutionId = stringField(object, "workflowExecutionId");
    detail.workflowVersionId = stringField(object, "workflowVersionId");
    detail.modelId = stringField(object, "modelId");
    detail.providerSlug = stringField(object, "providerSlug");
    detail.provenance = summary.provenance;
    for (qsizetype i = 0; i < m_problems.size(); ++i) {
        if (m_problemMessages[std::size_t(i)] == index)
            detail.provenanceProblems.append(m_problems.at(i).location().jsonPointer
                                             + QStringLiteral(": ") + m_problems.at(i).message());
    }
    const QJsonObject provenance = object.value(QLatin1String("provenance")).toObject();
    for (const QJsonValue &citation : provenance.value(QLatin1String("citations")).toArray())
        detail.citations.append(citation.toObject());
    for (const QJsonValue &source : provenance.value(QLatin1String("workflowSources")).toArray())
        detail.workflowSources.append(source.toObject());

    detail::JsonScanner scanner(raw.constData(), raw.constData() + raw.size());
    ArgumentsHandler arguments(scanner);
    scanner.run(arguments);
    const QJsonArray calls = provenance.value(QLatin1String("capabilityCalls")).toArray();
    for (quint32 c = 0; c < summary.callCount && c < quint32(calls.size()); ++c) {
        const QJsonObject call = calls.at(c).toObject();
        CallDetail callDetail;
        callDetail.summary = m_calls[summary.firstCall + c];
        callDetail.slug = stringField(call, "slug");
        const QString callPointer = detail.pointer + QStringLiteral("/provenance/capabilityCalls/")
                                    + QString::number(c);
        callDetail.argumentsPointer = callPointer + QStringLiteral("/arguments");
        callDetail.resultPreview = stringField(call, "resultPreview");
        callDetail.resultPreviewPointer = callPointer + QStringLiteral("/resultPreview");
        for (const auto &[callIndex, text] : arguments.arguments) {
            if (callIndex == int(c))
                callDetail.argumentsJson = text;
        }
        detail.calls.append(callDetail);
    }
    return detail;
}

} // namespace capstudio::provenance

namespace capstudio::provenance {

QString Finding::hint() const
{
    qsizetype keep = text.size() >= 6 ? 2 : 1;
    if (keep < text.size() && text.at(keep).isLowSurrogate())
        ++keep;
    if (text.size() <= keep)
        return QStringLiteral("…");
    return text.left(keep) + QStringLiteral("…");
}

QString Bundle::maskedConversationField(const QString &field, QString value) const
{
    const QString pointer = (m_envelope ? QStringLiteral("/data/conversation/") : QStringLiteral("/conversation/")) + field;
    for (const Finding &finding : m_findings) {
        if (finding.message >= 0 || finding.pointer != pointer)
            continue;
        if (!finding.text.isEmpty() && value.contains(finding.text))
            value.replace(finding.text, finding.masked);
        else
            value = finding.masked;
    }
    return value;
}

} // namespace capstudio::provenance
