#include "catalogcode/catalogfolder.h"

#include "catalog/jsonfields.h"
#include "catalogcode/yamlwriter.h"
#include "commentlayout.h"
#include "filepositions.h"
#include "core/jsonpointer.h"
#include "core/workpool.h"
#include "flowgate/yamlreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <climits>

namespace capstudio {

const QString CatalogFolder::CapabilitiesFolder = QStringLiteral("capabilities");
const QString CatalogFolder::AgentsFolder = QStringLiteral("agents");

namespace {

using flowgate::Value;

enum class Kind { String, NullableString, Timestamp, Bool, NullableInt, Object, Json };

struct FieldSpec
{
    QString key;
    Kind kind;
    bool required;
};

// A capability file's fields, in the order they are written.
const QList<FieldSpec> &capabilitySpecs()
{
    static const QList<FieldSpec> specs{
        {QStringLiteral("slug"), Kind::String, true},
        {QStringLiteral("name"), Kind::String, true},
        {QStringLiteral("category"), Kind::String, true},
        {QStringLiteral("description"), Kind::String, true},
        {QStringLiteral("executionType"), Kind::String, true},
        {QStringLiteral("executionHandler"), Kind::String, true},
        {QStringLiteral("executionConfig"), Kind::Json, false},
        {QStringLiteral("requiresApproval"), Kind::Bool, false},
        {QStringLiteral("approvalTimeoutMs"), Kind::NullableInt, false},
        {QStringLiteral("rateLimit"), Kind::NullableInt, false},
        {QStringLiteral("isActive"), Kind::Bool, false},
        {QStringLiteral("isIdempotent"), Kind::Bool, false},
        {QStringLiteral("isSystem"), Kind::Bool, false},
        {QStringLiteral("quarantineState"), Kind::String, false},
        {QStringLiteral("quarantineReason"), Kind::NullableString, false},
        {QStringLiteral("quarantineUntil"), Kind::Timestamp, false},
        {QStringLiteral("functionDefinition"), Kind::Object, true},
        {QStringLiteral("metadata"), Kind::Json, false},
    };
    return specs;
}

// A binding's fields in an agent file, in the order they are written.
const QList<FieldSpec> &bindingSpecs()
{
    static const QList<FieldSpec> specs{
        {QStringLiteral("capability"), Kind::String, true},
        {QStringLiteral("isEnabled"), Kind::Bool, false},
        {QStringLiteral("customRateLimit"), Kind::NullableInt, false},
        {QStringLiteral("customConfig"), Kind::Json, false},
    };
    return specs;
}

const QStringList &functionDefinitionOrder()
{
    static const QStringList order{QStringLiteral("name"), QStringLiteral("description"),
                                   QStringLiteral("parameters")};
    return order;
}

QString kindText(Kind kind)
{
    switch (kind) {
    case Kind::String: return CatalogFolder::tr("a string");
    case Kind::NullableString: return CatalogFolder::tr("a string or null");
    case Kind::Timestamp: return CatalogFolder::tr("an ISO 8601 date and time (\"2026-01-31T12:00:00.000Z\") or null");
    case Kind::Bool: return CatalogFolder::tr("true or false");
    case Kind::NullableInt: return CatalogFolder::tr("a whole number or null");
    case Kind::Object: return CatalogFolder::tr("a mapping");
    case Kind::Json: return CatalogFolder::tr("any value");
    }
    return {};
}

bool fits(const Value &value, Kind kind)
{
    switch (kind) {
    case Kind::String: return value.isString();
    case Kind::NullableString: return value.isString() || value.isNull();
    case Kind::Timestamp:
        return value.isNull() || (value.isString() && jsonfields::parseIso(value.toString()).isValid());
    case Kind::Bool: return value.isBool();
    case Kind::NullableInt:
        return value.isNull() || (value.isInt() && value.toInt() >= INT_MIN && value.toInt() <= INT_MAX);
    case Kind::Object: return value.isObject();
    case Kind::Json: return true;
    }
    return false;
}

SourceLocation at(const QString &file, const flowgate::SourcePos &pos)
{
    return pos.isValid() ? SourceLocation::atLine(file, pos.line, pos.column) : SourceLocation::atLine(file, 1, 1);
}


// The fields of one mapping checked against `specs`: present ones converted to JSON, the
// problems added to `diagnostics`. `pointer` is where the mapping is in its file.
QJsonObject checkedFields(const Value &mapping, const QList<FieldSpec> &specs, const QString &file,
                          const QString &pointer, Diagnostics &diagnostics)
{
    QJsonObject fields;
    for (const Value::Member &member : mapping.members()) {
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const FieldSpec &s) { return s.key == member.key; });
        if (spec == specs.end()) {
            if (member.key == QLatin1String("id"))
                diagnostics.append(Diagnostic::warning(
                    QStringLiteral("CATALOG_ID"),
                    CatalogFolder::tr("database ids are not part of a catalog folder (rows are matched by slug); "
                                      "“id” is ignored"),
                    at(file, member.keyPos)));
            else
                diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_UNKNOWN_FIELD"),
                                                     CatalogFolder::tr("unknown field “%1”").arg(member.key),
                                                     at(file, member.keyPos)));
            continue;
        }
        if (!fits(member.value, spec->kind)) {
            diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_FIELD_TYPE"),
                                                 CatalogFolder::tr("“%1” must be %2, not %3")
                                                     .arg(member.key, kindText(spec->kind), member.value.typeName()),
                                                 at(file, member.value.pos())));
            continue;
        }
        fields.insert(member.key, member.value.toJson());
    }
    for (const FieldSpec &spec : specs) {
        if (spec.required && !mapping.contains(spec.key))
            diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_MISSING_FIELD"),
                                                 CatalogFolder::tr("“%1” is missing").arg(spec.key),
                                                 at(file, mapping.pos())));
    }
    Q_UNUSED(pointer);
    return fields;
}

// A name that is safe as a file name on every system a team shares a repository across.
bool isSafeFileStem(const QString &name)
{
    if (name.isEmpty() || name.size() > 200 || name.startsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char(' '))
        || name.endsWith(QLatin1Char('.')))
        return false;
    for (const QChar c : name) {
        if (c.unicode() < 0x20 || QStringLiteral("/\\:*?\"<>|").contains(c))
            return false;
    }
    return true;
}

struct ParsedFile
{
    Value document;
    std::optional<Diagnostic> error;
};

ParsedFile parse(const QByteArray &text, const QString &file)
{
    flowgate::YamlReader::Result result = flowgate::YamlReader::read(text, file, 0);
    if (!result.ok())
        return {Value(), result.error};
    if (!result.value.isObject())
        return {Value(), Diagnostic::error(QStringLiteral("CATALOG_FILE"),
                                           CatalogFolder::tr("the file must hold a mapping, not %1")
                                               .arg(result.value.typeName()),
                                           at(file, result.value.pos()))};
    return {result.value, std::nullopt};
}

struct CapabilityRead
{
    std::optional<Capability> capability;
    FileOrigin origin;
};

// One capability file. `stem` is its name without the extension, which must be its slug.
CapabilityRead readCapability(const Value &document, const QString &file, const QString &stem, Diagnostics &diagnostics)
{
    CapabilityRead read;
    read.origin.file = file;
    read.origin.positions = std::make_shared<FilePositions>(document);
    const qsizetype errorsBefore = countBySeverity(diagnostics, Severity::Error);
    QJsonObject fields = checkedFields(document, capabilitySpecs(), file, QString(), diagnostics);
    if (fields.contains(QLatin1String("slug")) && fields.value(QLatin1String("slug")).toString() != stem)
        diagnostics.append(Diagnostic::error(
            QStringLiteral("CATALOG_FILE_NAME"),
            CatalogFolder::tr("the slug “%1” does not match the file's name: a capability's file is named "
                              "<slug>.yaml")
                .arg(fields.value(QLatin1String("slug")).toString()),
            at(file, document.find(u"slug")->pos())));
    if (countBySeverity(diagnostics, Severity::Error) > errorsBefore)
        return read;
    // Fields left out take the values Sunrise gives a new row.
    static const QJsonObject defaults = CatalogSnapshot::capabilityFields(Capability());
    for (auto it = defaults.begin(); it != defaults.end(); ++it) {
        if (!fields.contains(it.key()))
            fields.insert(it.key(), it.value());
    }
    read.capability = Capability::fromJson(fields);
    return read;
}

struct AgentRead
{
    QList<NamedBinding> bindings;
    FileOrigin origin;
    bool ok = false;
};

AgentRead readAgent(const Value &document, const QString &file, const QString &stem, Diagnostics &diagnostics)
{
    AgentRead read;
    read.origin.file = file;
    read.origin.positions = std::make_shared<FilePositions>(document);
    const qsizetype errorsBefore = countBySeverity(diagnostics, Severity::Error);
    for (const Value::Member &member : document.members()) {
        if (member.key != QLatin1String("agent") && member.key != QLatin1String("bindings"))
            diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_UNKNOWN_FIELD"),
                                                 CatalogFolder::tr("unknown field “%1”").arg(member.key),
                                                 at(file, member.keyPos)));
    }
    const Value *agent = document.find(u"agent");
    if (!agent)
        diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_MISSING_FIELD"),
                                             CatalogFolder::tr("“agent” is missing"), at(file, document.pos())));
    else if (!agent->isString())
        diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_FIELD_TYPE"),
                                             CatalogFolder::tr("“agent” must be a string, not %1").arg(agent->typeName()),
                                             at(file, agent->pos())));
    else if (agent->toString() != stem)
        diagnostics.append(Diagnostic::error(
            QStringLiteral("CATALOG_FILE_NAME"),
            CatalogFolder::tr("the agent “%1” does not match the file's name: an agent's file is named "
                              "<agent slug>.yaml")
                .arg(agent->toString()),
            at(file, agent->pos())));
    const Value *bindings = document.find(u"bindings");
    if (bindings && !bindings->isArray() && !bindings->isNull()) {
        diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_FIELD_TYPE"),
                                             CatalogFolder::tr("“bindings” must be a list, not %1").arg(bindings->typeName()),
                                             at(file, bindings->pos())));
    } else if (bindings && bindings->isArray()) {
        QHash<QString, int> seen;
        const Value::Array &items = bindings->items();
        for (size_t i = 0; i < items.size(); ++i) {
            const Value &item = items[i];
            const QString pointer = jsonpointer::append(QStringLiteral("/bindings"), qsizetype(i));
            if (!item.isObject()) {
                diagnostics.append(Diagnostic::error(QStringLiteral("CATALOG_FIELD_TYPE"),
                                                     CatalogFolder::tr("a binding must be a mapping, not %1")
                                                         .arg(item.typeName()),
                                                     at(file, item.pos())));
                continue;
            }
            const QJsonObject fields = checkedFields(item, bindingSpecs(), file, pointer, diagnostics);
            const QString capability = fields.value(QLatin1String("capability")).toString();
            if (capability.isEmpty())
                continue;
            if (seen.contains(capability)) {
                diagnostics.append(Diagnostic::error(
                    QStringLiteral("CATALOG_DUPLICATE"),
                    CatalogFolder::tr("capability “%1” is bound twice (first at line %2)")
                        .arg(capability)
                        .arg(seen.value(capability)),
                    at(file, item.find(u"capability")->pos())));
                continue;
            }
            seen.insert(capability, item.find(u"capability")->pos().line);
            read.origin.bindingPointers.insert(capability, pointer);
            read.bindings.append(NamedBinding::fromFields(stem, capability, fields));
        }
    }
    read.ok = countBySeverity(diagnostics, Severity::Error) == errorsBefore;
    return read;
}

// The YAML files of one sub-folder, by stem (the name without extension).
// The YAML files of one sub-folder, by stem (the name without extension). Names only: the
// listing stats no file. `twice` gets the stems written both as .yaml and .yml.
QMap<QString, QString> yamlFiles(const QDir &folder, QStringList *twice = nullptr)
{
    QMap<QString, QString> files;
    for (const QString &name : folder.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files, QDir::Name)) {
        const QString stem = name.left(name.lastIndexOf(QLatin1Char('.')));
        const auto found = files.constFind(stem);
        if (found != files.constEnd()) {
            if (twice)
                twice->append(*found + QLatin1Char('\n') + name);
            continue;
        }
        files.insert(stem, name);
    }
    return files;
}

Expected<QByteArray> readBytes(const QString &path)
{
#ifdef Q_OS_UNIX
    // Ten thousand small files: open, fstat, one read, close, and nothing more.
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        struct stat info {};
        QByteArray bytes;
        bool ok = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
        if (ok) {
            bytes.resize(qsizetype(info.st_size));
            qsizetype done = 0;
            while (ok && done < bytes.size()) {
                const ssize_t n = ::read(fd, bytes.data() + done, size_t(bytes.size() - done));
                if (n < 0 && errno == EINTR)
                    continue;
                ok = n > 0;
                if (ok)
                    done += n;
            }
        }
        ::close(fd);
        if (ok)
            return bytes;
    }
#endif
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return StoreError{StoreError::Kind::Backend,
                          CatalogFolder::tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())};
    return file.readAll();
}

Status writeBytes(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return StoreError{StoreError::Kind::Backend,
                          CatalogFolder::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())};
    return {};
}

} // namespace

QByteArray CatalogFolder::capabilityText(const Capability &capability)
{
    YamlWriter writer;
    for (const FieldSpec &spec : capabilitySpecs()) {
        const QJsonValue value = capability.value(spec.key);
        // An unset quarantine reason or end is left out rather than written as null.
        if ((spec.kind == Kind::NullableString || spec.kind == Kind::Timestamp) && value.isNull())
            continue;
        writer.add(spec.key, value, spec.key == QLatin1String("functionDefinition") ? functionDefinitionOrder() : QStringList());
    }
    return writer.text();
}

QByteArray CatalogFolder::agentText(const QString &agentSlug, const QList<NamedBinding> &bindings)
{
    YamlWriter writer;
    writer.add(QStringLiteral("agent"), agentSlug);
    QJsonArray list;
    for (const NamedBinding &binding : bindings) {
        QJsonObject fields = binding.fields();
        fields.insert(QStringLiteral("capability"), binding.capabilitySlug);
        list.append(fields);
    }
    QStringList order;
    for (const FieldSpec &spec : bindingSpecs())
        order.append(spec.key);
    writer.add(QStringLiteral("bindings"), list, order);
    return writer.text();
}

QByteArray CatalogFolder::keepComments(const QByteArray &previous, const QByteArray &generated)
{
    const QByteArray merged = CommentLayout::merge(previous, generated);
    if (merged == generated)
        return merged;
    // The comments must not change what the file says.
    const flowgate::YamlReader::Result before = flowgate::YamlReader::read(generated, QString(), 0);
    const flowgate::YamlReader::Result after = flowgate::YamlReader::read(merged, QString(), 0);
    if (!before.ok() || !after.ok() || before.value != after.value)
        return {};
    return merged;
}

bool CatalogFolder::isCatalogFolder(const QString &path)
{
    const QDir folder(path);
    return QFileInfo(path).isDir()
        && (QFileInfo(folder.filePath(CapabilitiesFolder)).isDir() || QFileInfo(folder.filePath(AgentsFolder)).isDir());
}

Expected<CatalogFolder::WriteReport> CatalogFolder::write(const CatalogSnapshot &snapshot, const QString &folderPath,
                                                          const std::optional<Scope> &scope)
{
    // Every name is checked before anything is written: a pull stops whole or not at all.
    QHash<QString, QString> folded;
    for (const Capability &capability : snapshot.capabilities) {
        if (!isSafeFileStem(capability.slug))
            return StoreError{StoreError::Kind::Invalid,
                              tr("Capability %1 has the slug “%2”, which cannot name a file; correct the slug first.")
                                  .arg(capability.id, capability.slug.left(80)),
                              capability.id, QStringLiteral("/slug")};
        const QString key = capability.slug.toCaseFolded();
        if (folded.contains(key))
            return StoreError{StoreError::Kind::Invalid,
                              tr("The slugs “%1” and “%2” differ only in case: their files would be one on many "
                                 "systems.")
                                  .arg(folded.value(key), capability.slug),
                              capability.id, QStringLiteral("/slug")};
        folded.insert(key, capability.slug);
    }
    QHash<QString, QList<NamedBinding>> byAgent;
    QStringList agents = snapshot.agentSlugs;
    for (const NamedBinding &binding : snapshot.bindings) {
        if (!byAgent.contains(binding.agentSlug) && !agents.contains(binding.agentSlug))
            agents.append(binding.agentSlug);
        byAgent[binding.agentSlug].append(binding);
    }
    folded.clear();
    for (const QString &agent : std::as_const(agents)) {
        if (!isSafeFileStem(agent))
            return StoreError{StoreError::Kind::Invalid,
                              tr("An agent has the slug “%1”, which cannot name a file; correct the slug first.")
                                  .arg(agent.left(80))};
        if (folded.contains(agent.toCaseFolded()))
            return StoreError{StoreError::Kind::Invalid,
                              tr("The agent slugs “%1” and “%2” differ only in case, or repeat.")
                                  .arg(folded.value(agent.toCaseFolded()), agent)};
        folded.insert(agent.toCaseFolded(), agent);
    }

    QDir folder(folderPath);
    for (const QString &sub : {CapabilitiesFolder, AgentsFolder}) {
        if (!folder.mkpath(sub))
            return StoreError{StoreError::Kind::Backend,
                              tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(folder.filePath(sub)))};
    }

    WriteReport report;
    // One file to make: its text is generated, compared and written on the pool, files in
    // parallel; the outcomes are taken in order afterwards.
    struct Job
    {
        QString relative;
        bool existed = false;
        std::function<QByteArray()> generate;
        std::function<bool(const Value &, const QString &)> sameContent;
        // Outcome.
        bool written = false;
        QString note;
        std::optional<StoreError> error;
    };
    std::vector<Job> jobs;
    jobs.reserve(size_t(snapshot.capabilities.size() + agents.size()));
    // Out of scope: neither written nor removed.
    const auto inScope = [&scope](const QString &slug, bool capability) {
        return !scope || (capability ? scope->capabilities : scope->agents).contains(slug);
    };
    const auto scoped = [&inScope](QMap<QString, QString> files, bool capability) {
        for (auto it = files.begin(); it != files.end();)
            it = inScope(it.key(), capability) ? std::next(it) : files.erase(it);
        return files;
    };
    QMap<QString, QString> existingCapabilities = scoped(yamlFiles(QDir(folder.filePath(CapabilitiesFolder))), true);
    for (const Capability &capability : snapshot.capabilities) {
        if (!inScope(capability.slug, true))
            continue;
        Job job;
        job.existed = existingCapabilities.contains(capability.slug);
        const QString name = existingCapabilities.take(capability.slug);
        job.relative = CapabilitiesFolder + QLatin1Char('/') + (name.isEmpty() ? capability.slug + QStringLiteral(".yaml") : name);
        job.generate = [&capability] { return capabilityText(capability); };
        job.sameContent = [&capability](const Value &document, const QString &file) {
            Diagnostics ignored;
            const CapabilityRead read = readCapability(document, file, capability.slug, ignored);
            return read.capability && !hasErrors(ignored)
                && CatalogSnapshot::capabilityFields(*read.capability) == CatalogSnapshot::capabilityFields(capability);
        };
        jobs.push_back(std::move(job));
    }
    QMap<QString, QString> existingAgents = scoped(yamlFiles(QDir(folder.filePath(AgentsFolder))), false);
    agents.sort();
    for (const QString &agent : std::as_const(agents)) {
        if (!inScope(agent, false))
            continue;
        const QList<NamedBinding> bindings = byAgent.value(agent);
        Job job;
        job.existed = existingAgents.contains(agent);
        const QString name = existingAgents.take(agent);
        job.relative = AgentsFolder + QLatin1Char('/') + (name.isEmpty() ? agent + QStringLiteral(".yaml") : name);
        job.generate = [agent, bindings] { return agentText(agent, bindings); };
        job.sameContent = [agent, bindings](const Value &document, const QString &file) {
            Diagnostics ignored;
            AgentRead read = readAgent(document, file, agent, ignored);
            if (!read.ok || hasErrors(ignored))
                return false;
            std::sort(read.bindings.begin(), read.bindings.end(), [](const NamedBinding &a, const NamedBinding &b) {
                return a.capabilitySlug < b.capabilitySlug;
            });
            return read.bindings == bindings;
        };
        jobs.push_back(std::move(job));
    }

    WorkPool::parallelFor(qsizetype(jobs.size()), 32, [&jobs, &folder](qsizetype begin, qsizetype end) {
        for (qsizetype i = begin; i < end; ++i) {
            Job &job = jobs[size_t(i)];
            const QString path = folder.filePath(job.relative);
            const QByteArray generated = job.generate();
            QByteArray bytes = generated;
            if (job.existed) {
                const Expected<QByteArray> previous = readBytes(path);
                if (!previous) {
                    job.error = previous.error();
                    continue;
                }
                if (previous.value() == generated)
                    continue;
                const ParsedFile parsed = parse(previous.value(), job.relative);
                if (!parsed.error && job.sameContent(parsed.document, job.relative))
                    continue;
                bytes = keepComments(previous.value(), generated);
                if (bytes.isNull()) {
                    bytes = generated;
                    job.note = tr("%1: the comments could not be kept (the file's layout is too far from the "
                                  "generated one)")
                                   .arg(job.relative);
                }
            }
            const Status written = writeBytes(path, bytes);
            if (!written)
                job.error = written.error();
            else
                job.written = true;
        }
    });
    for (const Job &job : jobs) {
        if (job.error)
            return *job.error;
        if (job.written)
            report.written.append(job.relative);
        else
            ++report.unchanged;
        if (!job.note.isEmpty())
            report.notes.append(job.note);
    }
    // What is left had its row removed from the catalog.
    for (const auto &[sub, left] : {std::pair{CapabilitiesFolder, &existingCapabilities},
                                    std::pair{AgentsFolder, &existingAgents}}) {
        for (const QString &name : std::as_const(*left)) {
            const QString relative = sub + QLatin1Char('/') + name;
            if (!QFile::remove(folder.filePath(relative)))
                return StoreError{StoreError::Kind::Backend,
                                  tr("Could not remove %1.").arg(QDir::toNativeSeparators(folder.filePath(relative)))};
            report.removed.append(relative);
        }
    }
    return report;
}

CatalogFolder::ReadResult CatalogFolder::read(const QString &folderPath, Positions positions)
{
    ReadResult result;
    if (!isCatalogFolder(folderPath)) {
        result.failure = Diagnostic::error(
            QStringLiteral("CATALOG_FOLDER"),
            tr("not a catalog folder: it has neither a capabilities/ nor an agents/ folder"),
            SourceLocation::atLine(folderPath, 0, 0));
        return result;
    }
    const QDir folder(folderPath);
    CatalogSnapshot &snapshot = result.snapshot;

    // Every file is read and checked on its own, in parallel; the results are then taken in
    // file name order, so the snapshot and the findings do not depend on the threads.
    struct FileRead
    {
        QString path;
        QString stem;
        Diagnostics diagnostics;
        std::optional<CapabilityRead> capability;
        std::optional<AgentRead> agent;
    };
    QStringList twice;
    const auto readAll = [&](const QString &sub, bool capabilities) {
        QStringList named;
        const QMap<QString, QString> files = yamlFiles(QDir(folder.filePath(sub)), &named);
        for (const QString &pair : std::as_const(named))
            twice.append(sub + QLatin1Char('/') + pair);
        std::vector<FileRead> reads;
        reads.reserve(size_t(files.size()));
        for (auto it = files.begin(); it != files.end(); ++it)
            reads.push_back({folder.filePath(sub + QLatin1Char('/') + it.value()), it.key(), {}, {}, {}});
        WorkPool::parallelFor(qsizetype(reads.size()), 64, [&reads, capabilities, positions](qsizetype begin, qsizetype end) {
            for (qsizetype i = begin; i < end; ++i) {
                FileRead &read = reads[size_t(i)];
                const Expected<QByteArray> bytes = readBytes(read.path);
                if (!bytes) {
                    read.diagnostics.append(Diagnostic::error(QStringLiteral("FILE_READ"), bytes.error().message,
                                                              SourceLocation::atLine(read.path, 0, 0)));
                    continue;
                }
                const ParsedFile parsed = parse(bytes.value(), read.path);
                if (parsed.error) {
                    read.diagnostics.append(*parsed.error);
                    continue;
                }
                if (capabilities) {
                    read.capability = readCapability(parsed.document, read.path, read.stem, read.diagnostics);
                    if (positions == Positions::Drop)
                        read.capability->origin.positions.reset();
                } else {
                    read.agent = readAgent(parsed.document, read.path, read.stem, read.diagnostics);
                    if (positions == Positions::Drop)
                        read.agent->origin.positions.reset();
                }
            }
        });
        return reads;
    };

    for (FileRead &read : readAll(CapabilitiesFolder, true)) {
        result.diagnostics += read.diagnostics;
        if (!read.capability || !read.capability->capability)
            continue;
        const Capability &capability = *read.capability->capability;
        if (snapshot.capabilityOrigins.contains(capability.slug)) {
            result.diagnostics.append(Diagnostic::error(
                QStringLiteral("CATALOG_DUPLICATE"),
                tr("capability “%1” is also in %2").arg(capability.slug, snapshot.capabilityOrigins.value(capability.slug).file),
                SourceLocation::atLine(read.path, 1, 1)));
            continue;
        }
        snapshot.capabilityOrigins.insert(capability.slug, read.capability->origin);
        snapshot.capabilities.append(capability);
    }
    for (FileRead &read : readAll(AgentsFolder, false)) {
        result.diagnostics += read.diagnostics;
        if (!read.agent || !read.agent->ok)
            continue;
        snapshot.agentSlugs.append(read.stem);
        snapshot.agentOrigins.insert(read.stem, read.agent->origin);
        snapshot.bindings.append(read.agent->bindings);
    }
    // Files named the same but for .yaml/.yml: one of them would be ignored.
    for (const QString &pair : std::as_const(twice)) {
        const QString sub = pair.section(QLatin1Char('/'), 0, 0);
        const QStringList names = pair.section(QLatin1Char('/'), 1).split(QLatin1Char('\n'));
        result.diagnostics.append(Diagnostic::error(
            QStringLiteral("CATALOG_DUPLICATE"), tr("%1 and %2 hold the same row; keep one").arg(names.at(0), names.at(1)),
            SourceLocation::atLine(folder.filePath(sub + QLatin1Char('/') + names.at(1)), 1, 1)));
    }
    snapshot.sort();
    return result;
}

} // namespace capstudio
