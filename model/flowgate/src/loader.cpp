#include "flowgate/loader.h"

#include "executorcapabilities.h"
#include "librarychecks.h"
#include "loadsession.h"
#include "repoloader.h"

#include "flowgate/yamlreader.h"

#include "core/workpool.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <vector>

namespace capstudio::flowgate {

void deepMerge(Value &base, const Value &overlay)
{
    if (base.isObject() && overlay.isObject()) {
        for (const Value::Member &member : overlay.members()) {
            const Value *existing = base.find(member.key);
            const bool sameContainer = existing
                && ((existing->isObject() && member.value.isObject())
                    || (existing->isArray() && member.value.isArray()));
            if (sameContainer) {
                deepMerge(base[member.key], member.value);
            } else {
                base.insert(member.key, member.value, member.keyPos);
            }
        }
        return;
    }
    if (base.isArray() && overlay.isArray()) {
        for (const Value &item : overlay.items())
            base.append(item);
        return;
    }
    base = overlay;
}

namespace {

// Step 2a: relative file:// script URIs become absolute, relative to the file they are in.
void absolutiseScriptUris(Value &document, const QString &directory)
{
    if (!document.value(u"scripts").isObject())
        return;
    for (Value::Member &script : document[QStringLiteral("scripts")].mutableMembers()) {
        const Value *uri = script.value.find(u"uri");
        if (!uri || !uri->isString() || !uri->toString().startsWith(QLatin1String("file://")))
            continue;
        const QString path = uri->toString().mid(7);
        if (QDir::isAbsolutePath(path))
            continue;
        Value absolute(QStringLiteral("file://") + QDir::cleanPath(QDir(directory).absoluteFilePath(path)));
        absolute.setPos(uri->pos());
        script.value.insert(QStringLiteral("uri"), absolute);
    }
}

class HostLoader
{
public:
    explicit HostLoader(LoadSession &session) : m_session(session) {}

    // Reads a host file and, recursively, what it includes (step 2). `from` is the include
    // entry that named it (none for the host file itself).
    bool loadFile(const QString &path, const QString &display, Value *out, const SourcePos &from = {})
    {
        // The file itself, whatever links lead to it: a cycle through a symbolic link is a
        // cycle too, not a path that grows until the system refuses it.
        const QFileInfo info(path);
        const QString canonical = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
        if (m_stack.isEmpty())
            m_root = QFileInfo(canonical).absolutePath();
        if (m_stack.contains(canonical))
            return m_session.fail(QStringLiteral("INCLUDE_CYCLE"),
                                  QStringLiteral("config include cycle detected at %1").arg(display), from);
        if (from.isValid() && !m_root.isEmpty() && !canonical.startsWith(m_root + QLatin1Char('/')))
            m_session.warn(QStringLiteral("INCLUDE_OUTSIDE"),
                           QCoreApplication::translate("Loader",
                                                       "include %1 reads %2, outside the library's folder %3: the "
                                                       "runtime follows it, but a library that names files elsewhere on "
                                                       "the machine is not portable and can read what it should not")
                               .arg(display, canonical, m_root),
                           from);
        const qint32 index = m_session.addFile(display);
        YamlReader::Result parsed = m_session.readYaml(path, index);
        if (!parsed.ok()) {
            m_session.fail(*parsed.error);
            return false;
        }
        Value document = parsed.value;
        if (document.isNull())
            document = Value::makeObject();
        if (!document.isObject())
            return m_session.fail(QStringLiteral("YAML_PARSE"),
                                  QStringLiteral("parsing YAML %1: invalid type: %2, expected a mapping at the top level")
                                      .arg(display, document.typeName()),
                                  document.pos());
        const QString directory = QFileInfo(path).absolutePath();
        absolutiseScriptUris(document, directory);

        const Value *include = document.find(u"include");
        if (!include) {
            *out = document;
            return true;
        }
        const Value includes = *include;
        document.remove(u"include");
        Value merged = Value::makeObject();
        m_stack.append(canonical);
        for (const Value &entry : includes.items()) {
            if (!entry.isString()) {
                m_stack.removeLast();
                return m_session.fail(QStringLiteral("INCLUDE_ENTRY"),
                                      QStringLiteral("include entries must be strings"), entry.pos());
            }
            const QString relative = entry.toString();
            const QString includedPath = QDir::isAbsolutePath(relative) ? relative : QDir(directory).filePath(relative);
            const QString includedDisplay = QDir::isAbsolutePath(relative)
                ? relative
                : QDir::cleanPath(QFileInfo(display).path() + QLatin1Char('/') + relative);
            Value included;
            if (!loadFile(includedPath, includedDisplay, &included, entry.pos())) {
                m_stack.removeLast();
                return false;
            }
            deepMerge(merged, included);
        }
        m_stack.removeLast();
        deepMerge(merged, document);
        *out = merged;
        return true;
    }

private:
    LoadSession &m_session;
    QStringList m_stack;
    QString m_root; // the host file's folder, links resolved
};

// Step 5: every workflow without `version:` gets "0".
void defaultVersions(Value &config)
{
    if (!config.value(u"workflows").isObject())
        return;
    for (Value::Member &workflow : config[QStringLiteral("workflows")].mutableMembers()) {
        if (workflow.value.isObject() && !workflow.value.contains(u"version"))
            workflow.value.insert(QStringLiteral("version"), Value(QStringLiteral("0")));
    }
}

Value nonEmptyStringProperty(int maxLength)
{
    Value property = Value::makeObject();
    property.insert(QStringLiteral("type"), Value("string"));
    property.insert(QStringLiteral("minLength"), Value(1));
    property.insert(QStringLiteral("maxLength"), Value(maxLength));
    return property;
}

Value objectSchema(const Value::Object &properties)
{
    Value schema = Value::makeObject();
    schema.insert(QStringLiteral("type"), Value("object"));
    Value required = Value::makeArray();
    for (const Value::Member &member : properties)
        required.append(Value(member.key));
    schema.insert(QStringLiteral("required"), required);
    schema.insert(QStringLiteral("properties"), Value::makeObject(properties));
    return schema;
}

// Step 8: `enable_human_ask: true` adds an `ask_human` self-loop to every non-terminal state.
void injectHumanAsk(Value &config)
{
    if (!config.value(u"workflows").isObject())
        return;
    for (Value::Member &workflow : config[QStringLiteral("workflows")].mutableMembers()) {
        if (!workflow.value.value(u"enable_human_ask").toBool() || !workflow.value.value(u"states").isObject())
            continue;
        const qint64 cap = workflow.value.value(u"human_ask_cap").toInt(5);
        for (Value::Member &state : workflow.value[QStringLiteral("states")].mutableMembers()) {
            if (!state.value.isObject() || state.value.value(u"terminal").toBool()
                || state.value.value(u"transitions").contains(u"ask_human"))
                continue;
            Value ask = Value::makeObject();
            ask.insert(QStringLiteral("target"), Value(state.key));
            ask.insert(QStringLiteral("actor"), Value("human"));
            ask.insert(QStringLiteral("purpose"), Value("ask"));
            ask.insert(QStringLiteral("lightweight"), Value(true));
            ask.insert(QStringLiteral("max_fires_per_visit"), Value(cap));
            ask.insert(QStringLiteral("inputSchema"),
                       objectSchema({{QStringLiteral("question"), nonEmptyStringProperty(2000), {}},
                                     {QStringLiteral("context_summary"), nonEmptyStringProperty(1000), {}},
                                     {QStringLiteral("attempted_alternatives"), nonEmptyStringProperty(1000), {}}}));
            Value answer = Value::makeObject();
            answer.insert(QStringLiteral("type"), Value("string"));
            answer.insert(QStringLiteral("minLength"), Value(1));
            ask.insert(QStringLiteral("outputSchema"), objectSchema({{QStringLiteral("answer"), answer, {}}}));
            state.value[QStringLiteral("transitions")].insert(QStringLiteral("ask_human"), ask);
        }
    }
}

// A `use.outputs` key naming a context slot: $.context.<slot>, slot [a-z][a-z0-9_-]*.
bool isSlotPath(const QString &key)
{
    static const QLatin1String prefix("$.context.");
    if (!key.startsWith(prefix) || key.size() == prefix.size())
        return false;
    for (qsizetype i = prefix.size(); i < key.size(); ++i) {
        const char16_t c = key.at(i).unicode();
        const bool lower = c >= u'a' && c <= u'z';
        if (!lower && (i == prefix.size() || !((c >= u'0' && c <= u'9') || c == u'_' || c == u'-')))
            return false;
    }
    return true;
}

// Step 10: `use.outputs` of capability calls become the transition's `output:` entries
// (an author-written entry for the same slot wins).
void expandUseBindings(Value &config)
{
    if (!config.value(u"workflows").isObject())
        return;
    // Found first (workflows on every core: reading shares nothing), written after, in
    // order: taking each workflow, state and transition for writing, as a single walk did,
    // was a fifth of a large validate to change a few transitions.
    struct Addition
    {
        size_t workflow, state, transition;
        QString slot;
        Value source;
        SourcePos keyPos;
    };
    const Value::Object &workflows = config.find(u"workflows")->members();
    constexpr qsizetype WorkflowsPerSlice = 32;
    std::vector<std::vector<Addition>> found(size_t((qsizetype(workflows.size()) + WorkflowsPerSlice - 1)
                                                    / WorkflowsPerSlice));
    WorkPool::parallelFor(qsizetype(workflows.size()), WorkflowsPerSlice, [&](qsizetype begin, qsizetype end) {
        std::vector<Addition> &additions = found[size_t(begin / WorkflowsPerSlice)];
        for (size_t w = size_t(begin); w < size_t(end); ++w) {
            const Value *states = workflows[w].value.find(u"states");
            if (!states || !states->isObject())
                continue;
            for (size_t s = 0; s < states->members().size(); ++s) {
                const Value *transitions = states->members()[s].value.find(u"transitions");
                if (!transitions || !transitions->isObject())
                    continue;
                for (size_t t = 0; t < transitions->members().size(); ++t) {
                    const Value &transition = transitions->members()[t].value;
                    const Value *executor = transition.find(u"executor");
                    const Value *kind = executor ? executor->find(u"kind") : nullptr;
                    if (!kind || kind->toString() != QLatin1String("workflow"))
                        continue;
                    const Value *use = executor->find(u"use");
                    const Value *outputs = use ? use->find(u"outputs") : nullptr;
                    if (!outputs)
                        continue;
                    const Value *written = transition.find(u"output");
                    for (const Value::Member &binding : outputs->members()) {
                        if (!binding.value.isString() || !isSlotPath(binding.key))
                            continue;
                        const QString slot = binding.key.mid(10);
                        if (written && written->contains(slot))
                            continue;
                        Value source(QStringLiteral("$.output.") + binding.value.toString());
                        source.setPos(binding.value.pos());
                        additions.push_back({w, s, t, slot, source, binding.keyPos});
                    }
                }
            }
        }
    });
    Value::Object *writable = nullptr;
    Value::Object *states = nullptr;
    Value::Object *transitions = nullptr;
    size_t workflow = size_t(-1), state = size_t(-1);
    for (const std::vector<Addition> &slice : found) {
        for (const Addition &addition : slice) {
            if (!writable)
                writable = &config[QStringLiteral("workflows")].mutableMembers();
            if (addition.workflow != workflow) {
                workflow = addition.workflow;
                states = &(*writable)[workflow].value[QStringLiteral("states")].mutableMembers();
                state = size_t(-1);
            }
            if (addition.state != state) {
                state = addition.state;
                transitions = &(*states)[state].value[QStringLiteral("transitions")].mutableMembers();
            }
            (*transitions)[addition.transition].value[QStringLiteral("output")].insert(addition.slot, addition.source,
                                                                                      addition.keyPos);
        }
    }
}

} // namespace

Loader::Result Loader::load(const QString &path)
{
    return load(path, {});
}

Loader::Result Loader::load(const QString &path, const QHash<QString, QByteArray> &overlay)
{
    Result result;
    LoadSession session;
    for (auto it = overlay.constBegin(); it != overlay.constEnd(); ++it)
        session.overlay.insert(QFileInfo(it.key()).absoluteFilePath(), it.value());
    const QFileInfo info(path);
    Value config;
    QString hostDir;

    if (info.isDir()) {
        // A repo folder: load it as the one repo of an otherwise empty host.
        if (!QFileInfo::exists(info.filePath() + QStringLiteral("/flowgate.repo.yaml"))) {
            result.readable = false;
            result.loadErrors.append(Diagnostic::error(
                QStringLiteral("FILE_READ"),
                tr("%1 is a folder without flowgate.repo.yaml; give a YAML file, a gateway.yaml or a repo folder")
                    .arg(path)));
            return result;
        }
        Value entry = Value::makeObject();
        entry.insert(QStringLiteral("path"), Value(QStringLiteral(".")));
        config = Value::makeObject();
        config.insert(QStringLiteral("repos"), Value::makeArray({entry}));
        hostDir = info.absoluteFilePath();
    } else {
        const bool overlaid = session.overlay.contains(info.absoluteFilePath());
        if (!overlaid && (!info.exists() || !info.isReadable())) {
            result.readable = false;
            result.loadErrors.append(Diagnostic::error(QStringLiteral("FILE_READ"),
                                                       tr("cannot read %1: no such readable file").arg(path)));
            return result;
        }
        HostLoader host(session);
        if (!host.loadFile(path, path, &config)) {
            result.files = session.files;
            result.loadErrors.append(*session.failure);
            // The input itself could not be read (a device, too large): not a finding.
            const QString rule = session.failure->ruleId();
            result.readable = rule != QLatin1String("FILE_READ") && rule != QLatin1String("YAML_LIMIT");
            return result;
        }
        hostDir = info.absolutePath();
    }

    const QString hostUserDir = info.isDir() ? path : info.path();
    const bool loaded = RepoLoader::apply(config, hostDir, hostUserDir, session)
        && ExecutorCapabilities::resolve(config, session)
        && (defaultVersions(config), true)
        && LibraryChecks::checkSkills(config, session)
        && LibraryChecks::checkScripts(config, session)
        && LibraryChecks::checkWorkflowFlags(config, session)
        && LibraryChecks::checkDelegates(config, session)
        && LibraryChecks::checkAuthoring(config, session)
        && LibraryChecks::checkScriptBodies(config, session)
        && (injectHumanAsk(config), true)
        && LibraryChecks::checkLexicon(config, session);
    result.files = session.files;
    result.loadWarnings = session.warnings;
    if (!loaded) {
        result.loadErrors.append(*session.failure);
        result.config = config;
        return result;
    }
    expandUseBindings(config);
    result.config = config;

    // `mcp-flowgate check` itself wants a non-empty string `version` in the host file.
    if (!info.isDir()) {
        const Value version = config.value(u"version");
        if (!version.isString() || version.toString().isEmpty())
            result.checkCliErrors.append(Diagnostic::error(
                QStringLiteral("CHECK_VERSION"),
                QStringLiteral("config %1: 'version' field is required (e.g. version: \"1.0.0\")").arg(path),
                // At the value when there is one, else at the top of the host file.
                version.pos().isValid() ? session.locationOf(version.pos()) : SourceLocation::atLine(path, 1, 1)));
    }
    return result;
}

} // namespace capstudio::flowgate
