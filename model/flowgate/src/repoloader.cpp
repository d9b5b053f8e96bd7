#include "repoloader.h"

#include "flowgate/yamlreader.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace capstudio::flowgate {

namespace {

const QStringList ManifestFields{QStringLiteral("schema"), QStringLiteral("name"),
                                 QStringLiteral("namespace"), QStringLiteral("version"),
                                 QStringLiteral("description"), QStringLiteral("layout")};
const QStringList LayoutFields{QStringLiteral("capabilities"), QStringLiteral("orchestrators"),
                               QStringLiteral("skills"), QStringLiteral("scripts"),
                               QStringLiteral("connections")};
const QStringList RepoBlocks{QStringLiteral("workflows"), QStringLiteral("skills"),
                             QStringLiteral("scripts"), QStringLiteral("connections")};

QString backticked(const QStringList &names)
{
    QStringList quoted;
    for (const QString &name : names)
        quoted.append(QLatin1Char('`') + name + QLatin1Char('`'));
    return quoted.join(QStringLiteral(", "));
}

struct Repo
{
    QString displayPath; // as written in repos:
    QString name;
    QString ns;
    Value content; // workflows/skills/scripts/connections with prefixed keys
};

// Rewrites unprefixed `definitionId`s of `kind: workflow` objects inside a workflow.
void prefixWorkflowRefs(Value &value, const QString &ns)
{
    if (value.isArray()) {
        for (Value &item : value.mutableItems())
            prefixWorkflowRefs(item, ns);
        return;
    }
    if (!value.isObject())
        return;
    if (value.value(u"kind").toString() == QLatin1String("workflow")) {
        const Value *id = value.find(u"definitionId");
        if (id && id->isString() && !id->toString().contains(QLatin1Char('/'))) {
            const SourcePos pos = id->pos();
            Value prefixed(ns + QLatin1Char('/') + id->toString());
            prefixed.setPos(pos);
            value.insert(QStringLiteral("definitionId"), prefixed);
        }
    }
    for (Value::Member &member : value.mutableMembers())
        prefixWorkflowRefs(member.value, ns);
}

class RepoReader
{
public:
    RepoReader(LoadSession &session) : m_session(session) {}

    // displayPath: the repo path as written in repos: (used in messages); directory: its
    // absolute folder; userDirectory: the folder as a path the user can open.
    bool read(const QString &displayPath, const QString &directory, const QString &userDirectory, Repo *repo)
    {
        m_userDirectory = userDirectory;
        repo->displayPath = displayPath;
        const QString prefix = QStringLiteral("loading repo at %1: ").arg(displayPath);
        const QString manifestDisplay = displayPath + QStringLiteral("/flowgate.repo.yaml");
        const QString manifestPath = directory + QStringLiteral("/flowgate.repo.yaml");
        const qint32 manifestIndex = m_session.addFile(m_userDirectory + QStringLiteral("/flowgate.repo.yaml"));
        YamlReader::Result manifest = m_session.readYaml(manifestPath, manifestIndex);
        if (!manifest.ok()) {
            Diagnostic error = *manifest.error;
            m_session.fail(Diagnostic::error(error.ruleId(), prefix + error.message(), error.location()));
            return false;
        }
        const Value &m = manifest.value;
        const auto manifestError = [&](const QString &detail, const SourcePos &pos) {
            return m_session.fail(QStringLiteral("V19"),
                                  prefix + QStringLiteral("parsing repo manifest %1: %2").arg(manifestDisplay, detail),
                                  pos);
        };
        if (!m.isObject())
            return manifestError(QStringLiteral("invalid type: %1, expected struct RepoManifest").arg(m.typeName()), m.pos());
        for (const Value::Member &member : m.members()) {
            if (!ManifestFields.contains(member.key))
                return manifestError(QStringLiteral("unknown field `%1`, expected one of %2 at line %3 column %4")
                                         .arg(member.key, backticked(ManifestFields))
                                         .arg(member.keyPos.line)
                                         .arg(member.keyPos.column),
                                     member.keyPos);
        }
        for (const QString &required : {QStringLiteral("schema"), QStringLiteral("name"),
                                        QStringLiteral("namespace"), QStringLiteral("version")}) {
            const Value *field = m.find(required);
            if (!field)
                return manifestError(QStringLiteral("missing field `%1`").arg(required), m.pos());
            if (!field->isString())
                return manifestError(QStringLiteral("%1: invalid type: %2, expected a string")
                                         .arg(required, field->typeName()),
                                     field->pos());
        }
        const QString schema = m.value(u"schema").toString();
        if (schema != QLatin1String("flowgate.repo/v1"))
            return m_session.fail(QStringLiteral("V19"),
                                  prefix + QStringLiteral("repo manifest %1 declares schema `%2`; expected "
                                                          "`flowgate.repo/v1`")
                                               .arg(manifestDisplay, schema),
                                  m.value(u"schema").pos());
        repo->name = m.value(u"name").toString();
        repo->ns = m.value(u"namespace").toString();

        QStringList folders = LayoutFields;
        if (const Value *layout = m.find(u"layout")) {
            if (!layout->isObject())
                return manifestError(QStringLiteral("layout: invalid type: %1, expected struct RepoLayout")
                                         .arg(layout->typeName()),
                                     layout->pos());
            for (const Value::Member &member : layout->members()) {
                const qsizetype index = LayoutFields.indexOf(member.key);
                if (index < 0)
                    return manifestError(QStringLiteral("layout: unknown field `%1`, expected one of %2 at line %3 column %4")
                                             .arg(member.key, backticked(LayoutFields))
                                             .arg(member.keyPos.line)
                                             .arg(member.keyPos.column),
                                         member.keyPos);
                folders[index] = member.value.toString();
            }
        }

        // Every *.yaml directly inside the layout folders, in sorted path order.
        QStringList files;
        QSet<QString> seenFolders;
        for (const QString &folder : std::as_const(folders)) {
            if (folder.isEmpty() || seenFolders.contains(folder))
                continue;
            seenFolders.insert(folder);
            const QDir dir(directory + QLatin1Char('/') + folder);
            if (!dir.exists())
                continue;
            for (const QString &file : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
                if (file.endsWith(QLatin1String(".yaml")))
                    files.append(folder + QLatin1Char('/') + file);
            }
        }
        std::sort(files.begin(), files.end());

        QHash<QString, QSet<QString>> seenIds; // block → prefixed ids
        for (const QString &relative : std::as_const(files)) {
            const QString display = displayPath + QLatin1Char('/') + relative;
            if (!readFile(directory + QLatin1Char('/') + relative, display, m_userDirectory + QLatin1Char('/') + relative,
                          prefix, repo, seenIds))
                return false;
        }
        return true;
    }

private:
    bool readFile(const QString &path, const QString &display, const QString &userPath, const QString &prefix,
                  Repo *repo, QHash<QString, QSet<QString>> &seenIds)
    {
        const qint32 index = m_session.addFile(userPath);
        YamlReader::Result parsed = m_session.readYaml(path, index);
        if (!parsed.ok()) {
            const Diagnostic &error = *parsed.error;
            m_session.fail(Diagnostic::error(error.ruleId(), prefix + error.message(), error.location()));
            return false;
        }
        const Value &document = parsed.value;
        if (!document.isObject())
            return m_session.fail(QStringLiteral("REPO_FILE_SHAPE"),
                                  prefix + QStringLiteral("repo file %1 must be a YAML mapping at the top level").arg(display),
                                  document.pos());
        for (const Value::Member &member : document.members()) {
            if (RepoBlocks.contains(member.key)) {
                if (!member.value.isObject())
                    return m_session.fail(QStringLiteral("REPO_FILE_SHAPE"),
                                          prefix + QStringLiteral("repo file %1 block `%2:` must be a mapping")
                                                       .arg(display, member.key),
                                          member.value.pos());
                continue;
            }
            if (member.key == QLatin1String("version") || member.key == QLatin1String("include")
                || member.key == QLatin1String("description") || member.key == QLatin1String("metadata"))
                continue;
            return m_session.fail(QStringLiteral("REPO_FILE_SHAPE"),
                                  prefix + QStringLiteral("repo file %1 has unsupported top-level key `%2`. Repo files "
                                                          "may only declare `workflows`, `skills`, `scripts` and "
                                                          "`connections`.")
                                               .arg(display, member.key),
                                  member.keyPos);
        }
        for (const QString &block : RepoBlocks) {
            for (const Value::Member &entry : document.value(block).members()) {
                const QString id = entry.key.contains(QLatin1Char('/')) ? entry.key
                                                                        : repo->ns + QLatin1Char('/') + entry.key;
                if (seenIds[block].contains(id))
                    return m_session.fail(QStringLiteral("V21"),
                                          prefix + QStringLiteral("DUPLICATE_REPO_DEF: repo namespace '%1' defines '%2' "
                                                                  "more than once (last seen in %3). Each definitionId "
                                                                  "may appear at most once per repo (SPEC §9.4).")
                                                       .arg(repo->ns, id, display),
                                          entry.keyPos);
                seenIds[block].insert(id);
                Value value = entry.value;
                if (block == QLatin1String("workflows"))
                    prefixWorkflowRefs(value, repo->ns);
                Value &target = repo->content[block];
                target.insert(id, value, entry.keyPos);
            }
        }
        return true;
    }

    LoadSession &m_session;
    QString m_userDirectory;
};

} // namespace

void RepoLoader::forEachWorkflowRef(const Value &value, const std::function<bool(const Value &)> &visit)
{
    std::vector<const Value *> stack{&value};
    while (!stack.empty()) {
        const Value *current = stack.back();
        stack.pop_back();
        if (current->isArray()) {
            const Value::Array &items = current->items();
            for (auto it = items.rbegin(); it != items.rend(); ++it)
                stack.push_back(&*it);
            continue;
        }
        if (!current->isObject())
            continue;
        if (current->value(u"kind").toString() == QLatin1String("workflow")) {
            if (const Value *id = current->find(u"definitionId"); id && id->isString() && !visit(*id))
                return;
        }
        const Value::Object &members = current->members();
        for (auto it = members.rbegin(); it != members.rend(); ++it)
            stack.push_back(&it->value);
    }
}

bool RepoLoader::apply(Value &config, const QString &hostDir, const QString &hostUserDir, LoadSession &session)
{
    const Value *reposValue = config.find(u"repos");
    const Value *overridesValue = config.find(u"overrides");
    if (!reposValue && !overridesValue)
        return true;
    const Value repos = reposValue ? *reposValue : Value::makeArray();
    const Value overrides = overridesValue ? *overridesValue : Value::makeArray();
    config.remove(u"repos");
    config.remove(u"overrides");

    if (!repos.isArray())
        return session.fail(QStringLiteral("INVALID_REPOS_SHAPE"),
                            QStringLiteral("INVALID_REPOS_SHAPE: `repos:` must be a list of `{ path: ... }` entries "
                                           "(SPEC §9.3)."),
                            repos.pos());
    if (!overrides.isArray())
        return session.fail(QStringLiteral("INVALID_OVERRIDES_SHAPE"),
                            QStringLiteral("INVALID_OVERRIDES_SHAPE: `overrides:` must be a list of fully-qualified "
                                           "definition ids (SPEC §9.4)."),
                            overrides.pos());
    QStringList overrideIds;
    for (qsizetype i = 0; i < overrides.size(); ++i) {
        const Value &entry = overrides.at(i);
        if (!entry.isString() || entry.toString().isEmpty())
            return session.fail(QStringLiteral("INVALID_OVERRIDE_ENTRY"),
                                QStringLiteral("INVALID_OVERRIDE_ENTRY: `overrides[%1]` must be a non-empty string "
                                               "(SPEC §9.4).").arg(i),
                                entry.pos());
        overrideIds.append(entry.toString());
    }

    RepoReader reader(session);
    Value merged = Value::makeObject();
    QHash<QString, QString> namespaces; // namespace → repo name
    for (qsizetype i = 0; i < repos.size(); ++i) {
        const Value &entry = repos.at(i);
        const Value *path = entry.find(u"path");
        if (!entry.isObject() || !path || !path->isString())
            return session.fail(QStringLiteral("INVALID_REPO_ENTRY"),
                                QStringLiteral("INVALID_REPO_ENTRY: `repos[%1]` must be an object with a `path` field, "
                                               "e.g. `- path: ./repos/my-repo` (SPEC §9.3).").arg(i),
                                entry.pos());
        const QString written = path->toString();
        QString directory = written;
        QString userDirectory = written;
        if (directory.startsWith(QLatin1String("~/"))) {
            directory = userDirectory = QDir::homePath() + directory.mid(1);
        } else if (QDir::isRelativePath(directory)) {
            directory = QDir(hostDir).filePath(written);
            userDirectory = hostUserDir + QLatin1Char('/') + written;
        }
        Repo repo;
        if (!reader.read(written, QDir::cleanPath(directory), QDir::cleanPath(userDirectory), &repo))
            return false;
        if (const auto other = namespaces.constFind(repo.ns); other != namespaces.constEnd())
            return session.fail(QStringLiteral("V20"),
                                QStringLiteral("DUPLICATE_REPO_NAMESPACE: namespace '%1' is declared by repos '%2' and "
                                               "'%3'. Each repo MUST declare a unique namespace (SPEC §9.4).")
                                    .arg(repo.ns, other.value(), repo.name),
                                path->pos());
        namespaces.insert(repo.ns, repo.name);
        deepMerge(merged, repo.content);
    }

    // V23: shadowing must be declared, and every declaration must shadow something.
    QSet<QString> provided;
    for (const QString &block : RepoBlocks) {
        for (const Value::Member &entry : merged.value(block).members())
            provided.insert(entry.key);
    }
    for (const QString &block : RepoBlocks) {
        for (const Value::Member &entry : config.value(block).members()) {
            if (merged.value(block).contains(entry.key) && !overrideIds.contains(entry.key))
                return session.fail(QStringLiteral("V23"),
                                    QStringLiteral("ANONYMOUS_OVERRIDE: '%1' is provided by a declared repo and shadowed "
                                                   "by the host config without an explicit `overrides:` entry. Add `%1` "
                                                   "to the top-level `overrides:` array to make the shadowing "
                                                   "intentional (SPEC §9.4).").arg(entry.key),
                                    entry.keyPos);
        }
    }
    for (qsizetype i = 0; i < overrideIds.size(); ++i) {
        if (!provided.contains(overrideIds.at(i)))
            return session.fail(QStringLiteral("V23"),
                                QStringLiteral("STALE_OVERRIDE: `overrides:` lists '%1', but no declared repo provides "
                                               "that id. Remove it or correct the namespace prefix (SPEC §9.4).")
                                    .arg(overrideIds.at(i)),
                                overrides.at(i).pos());
    }

    deepMerge(merged, config);
    config = merged;

    // V22: after merging, every workflow reference must name a loaded workflow.
    if (repos.size() == 0)
        return true;
    const Value workflows = config.value(u"workflows");
    for (const Value::Member &workflow : workflows.members()) {
        bool ok = true;
        forEachWorkflowRef(workflow.value, [&](const Value &id) {
            if (workflows.contains(id.toString()))
                return true;
            ok = session.fail(QStringLiteral("V22"),
                              QStringLiteral("UNRESOLVED_WORKFLOW_REF: workflow '%1' references definitionId '%2' via a "
                                             "`kind: workflow` executor, but no workflow with that id is loaded. "
                                             "Unprefixed names resolve in the workflow's OWN namespace; to call into "
                                             "another repo, fully qualify the id as `<namespace>/%2` (SPEC §9.3).")
                                  .arg(workflow.key, id.toString()),
                              id.pos());
            return false;
        });
        if (!ok)
            return false;
    }
    return true;
}

} // namespace capstudio::flowgate
