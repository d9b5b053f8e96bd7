#include "librarychecks.h"

#include "core/workpool.h"

#include "flowgate/contracthash.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QUrl>

#include <atomic>
#include <variant>
#include <vector>

namespace capstudio::flowgate {

namespace {

const QStringList CognitiveVerbs{
    QStringLiteral("triage"),    QStringLiteral("diagnose"), QStringLiteral("plan"),
    QStringLiteral("implement"), QStringLiteral("review"),   QStringLiteral("refactor"),
    QStringLiteral("explain"),   QStringLiteral("compose"),  QStringLiteral("research"),
    QStringLiteral("summarize")};
const QStringList ScriptVerbs{
    QStringLiteral("build"),   QStringLiteral("test"),   QStringLiteral("deploy"),
    QStringLiteral("format"),  QStringLiteral("lint"),   QStringLiteral("install"),
    QStringLiteral("verify"),  QStringLiteral("run"),    QStringLiteral("inspect"),
    QStringLiteral("search"),  QStringLiteral("fetch"),  QStringLiteral("audit")};
const QStringList SkillRoots{
    QStringLiteral("authoring"), QStringLiteral("debug"),    QStringLiteral("deploy"),
    QStringLiteral("import"),    QStringLiteral("lifecycle"), QStringLiteral("triage"),
    QStringLiteral("diagnose"),  QStringLiteral("plan"),     QStringLiteral("implement"),
    QStringLiteral("review"),    QStringLiteral("refactor"), QStringLiteral("explain"),
    QStringLiteral("compose"),   QStringLiteral("research"), QStringLiteral("summarize")};
const QStringList ScriptRoots{
    QStringLiteral("build"),  QStringLiteral("test"),    QStringLiteral("deploy"),
    QStringLiteral("format"), QStringLiteral("lint"),    QStringLiteral("install"),
    QStringLiteral("verify"), QStringLiteral("run"),     QStringLiteral("inspect"),
    QStringLiteral("search"), QStringLiteral("fetch"),   QStringLiteral("audit"),
    QStringLiteral("release"), QStringLiteral("migrate"), QStringLiteral("ci")};
const QStringList Lifecycles{QStringLiteral("experimental"), QStringLiteral("stable"),
                             QStringLiteral("deprecated")};

// ["a", "b"] as the runtime prints its lists.
QString quotedList(const QStringList &items)
{
    QStringList quoted;
    for (const QString &item : items)
        quoted.append(QLatin1Char('"') + item + QLatin1Char('"'));
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
}

bool isKebabToken(QStringView token)
{
    if (token.isEmpty() || !(token.at(0) >= u'a' && token.at(0) <= u'z'))
        return false;
    for (const QChar ch : token.mid(1)) {
        const char16_t c = ch.unicode();
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
            return false;
    }
    return true;
}

// The runtime's real subject test: an optional "<ns>/" prefix (when the part before the
// first '/' is a kebab token), then at least two dot-separated kebab segments.
bool subjectShapeOk(const QString &key, QString *root)
{
    QStringView rest(key);
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    if (slash >= 0 && isKebabToken(QStringView(key).left(slash)))
        rest = QStringView(key).mid(slash + 1);
    const QList<QStringView> segments = rest.split(QLatin1Char('.'));
    if (segments.size() < 2)
        return false;
    for (QStringView segment : segments) {
        if (!isKebabToken(segment))
            return false;
    }
    *root = segments.first().toString();
    return true;
}

bool strictNamespacing(const Value &config)
{
    const Value *flag = config.value(u"flowgate").find(u"strict_namespacing");
    return !(flag && flag->isBool() && !flag->toBool());
}

struct BlockKind
{
    QString block;       // "skills" / "scripts"
    QString emptyCode;   // EMPTY_SUBJECT / EMPTY_SCRIPT_SUBJECT
    QString patternRule; // SUBJECT_PATTERN / SCRIPT_SUBJECT_PATTERN
    QString rootCode;    // INVALID_SUBJECT_ROOT / INVALID_SCRIPT_SUBJECT_ROOT
    QString spec;        // §5.4.2 / §22.4
    QStringList roots;
};

// Key checks shared by skills and scripts: blank, shape, blessed root.
bool checkSubjectKey(const Value::Member &entry, const BlockKind &kind, bool strict, LoadSession &session)
{
    const QString &key = entry.key;
    if (key.trimmed().isEmpty())
        return session.fail(kind.emptyCode,
                            QStringLiteral("%1: %2 key is empty after trim").arg(kind.emptyCode, kind.block),
                            entry.keyPos);
    QString root;
    if (!subjectShapeOk(key, &root))
        return session.fail(kind.patternRule,
                            QStringLiteral("%1 key '%2' must match ^[a-z][a-z0-9-]+(\\.[a-z][a-z0-9-]+)+$ — "
                                           "lowercase, kebab, dotted, at least two segments, no whitespace (SPEC %3)")
                                .arg(kind.block, key, kind.spec),
                            entry.keyPos);
    if (!kind.roots.contains(root)) {
        if (strict)
            return session.fail(kind.rootCode,
                                QStringLiteral("%1: %2 key '%3' has unblessed root '%4'; blessed roots are %5 "
                                               "(SPEC %6). Disable with `flowgate.strict_namespacing: false`.")
                                    .arg(kind.rootCode, kind.block, key, root, quotedList(kind.roots), kind.spec),
                                entry.keyPos);
        session.warn(kind.rootCode,
                     QStringLiteral("%1 key '%2' has unblessed root '%3'").arg(kind.block, key, root),
                     entry.keyPos);
    }
    return true;
}

bool checkHashFormat(const QString &key, const Value &hash, LoadSession &session)
{
    const QString text = hash.toString();
    if (!text.startsWith(QLatin1String("sha256:")))
        return session.fail(QStringLiteral("INVALID_SCRIPT_HASH_FORMAT"),
                            QStringLiteral("INVALID_SCRIPT_HASH_FORMAT: scripts entry '%1' hash '%2' is missing "
                                           "the `sha256:` prefix. Expected `sha256:<64 lowercase hex chars>` "
                                           "(SPEC §22.2).")
                                .arg(key, text),
                            hash.pos());
    static const QRegularExpression digest(QStringLiteral("^[0-9a-f]{64}$"));
    if (!digest.match(text.mid(7)).hasMatch())
        return session.fail(QStringLiteral("INVALID_SCRIPT_HASH_FORMAT"),
                            QStringLiteral("INVALID_SCRIPT_HASH_FORMAT: scripts entry '%1' hash '%2' has malformed "
                                           "digest. Expected `sha256:<64 lowercase hex chars>` (SPEC §22.2).")
                                .arg(key, text),
                            hash.pos());
    return true;
}

} // namespace

bool LibraryChecks::checkSkills(const Value &config, LoadSession &session)
{
    const BlockKind kind{QStringLiteral("skills"), QStringLiteral("EMPTY_SUBJECT"),
                         QStringLiteral("SUBJECT_PATTERN"), QStringLiteral("INVALID_SUBJECT_ROOT"),
                         QStringLiteral("§5.4.2"), SkillRoots};
    const bool strict = strictNamespacing(config);
    for (const Value::Member &entry : config.value(u"skills").members()) {
        if (!checkSubjectKey(entry, kind, strict, session))
            return false;
        const Value &skill = entry.value;
        const Value *verb = skill.find(u"verb");
        if (!verb || !verb->isString())
            return session.fail(QStringLiteral("MISSING_VERB"),
                                QStringLiteral("MISSING_VERB: skills entry '%1' is missing a `verb`").arg(entry.key),
                                entry.keyPos);
        if (!CognitiveVerbs.contains(verb->toString()))
            return session.fail(QStringLiteral("INVALID_VERB"),
                                QStringLiteral("INVALID_VERB: skills entry '%1' has verb '%2'; allowed verbs are %3 "
                                               "(SPEC §5.4.1)")
                                    .arg(entry.key, verb->toString(), quotedList(CognitiveVerbs)),
                                verb->pos());
        const Value *lifecycle = skill.find(u"lifecycle");
        if (!lifecycle || !lifecycle->isString())
            return session.fail(QStringLiteral("MISSING_LIFECYCLE"),
                                QStringLiteral("MISSING_LIFECYCLE: skills entry '%1' is missing a `lifecycle` field; "
                                               "allowed values are %2 (SPEC §5.3)")
                                    .arg(entry.key, quotedList(Lifecycles)),
                                entry.keyPos);
        if (!Lifecycles.contains(lifecycle->toString()))
            return session.fail(QStringLiteral("INVALID_LIFECYCLE"),
                                QStringLiteral("INVALID_LIFECYCLE: skills entry '%1' has lifecycle '%2'; allowed "
                                               "values are %3 (SPEC §5.3)")
                                    .arg(entry.key, lifecycle->toString(), quotedList(Lifecycles)),
                                lifecycle->pos());
        const Value *body = skill.find(u"body");
        if (!body || !body->isString())
            return session.fail(QStringLiteral("MISSING_BODY"),
                                QStringLiteral("MISSING_BODY: skills entry '%1' is missing a `body` string").arg(entry.key),
                                entry.keyPos);
        const Value *hash = skill.find(u"hash");
        if (hash && hash->isString()) {
            const QString computed = ContractHash::skillHash(body->toString());
            if (hash->toString() != computed)
                return session.fail(QStringLiteral("HASH_MISMATCH"),
                                    QStringLiteral("HASH_MISMATCH: skills entry '%1' has stored hash '%2' but "
                                                   "normalize_for_hash(body) produced '%3' (SPEC §5.7)")
                                        .arg(entry.key, hash->toString(), computed),
                                    hash->pos());
        }
    }
    return true;
}

bool LibraryChecks::checkScripts(const Value &config, LoadSession &session)
{
    const BlockKind kind{QStringLiteral("scripts"), QStringLiteral("EMPTY_SCRIPT_SUBJECT"),
                         QStringLiteral("SCRIPT_SUBJECT_PATTERN"), QStringLiteral("INVALID_SCRIPT_SUBJECT_ROOT"),
                         QStringLiteral("§22.4"), ScriptRoots};
    const bool strict = strictNamespacing(config);
    for (const Value::Member &entry : config.value(u"scripts").members()) {
        if (!checkSubjectKey(entry, kind, strict, session))
            return false;
        const Value &script = entry.value;
        const QString &key = entry.key;
        const Value *verb = script.find(u"verb");
        if (!verb || !verb->isString())
            return session.fail(QStringLiteral("MISSING_SCRIPT_VERB"),
                                QStringLiteral("MISSING_SCRIPT_VERB: scripts entry '%1' is missing a `verb`").arg(key),
                                entry.keyPos);
        if (!ScriptVerbs.contains(verb->toString()))
            return session.fail(QStringLiteral("INVALID_SCRIPT_VERB"),
                                QStringLiteral("INVALID_SCRIPT_VERB: scripts entry '%1' has verb '%2'; allowed verbs "
                                               "are %3 (SPEC §22.3)")
                                    .arg(key, verb->toString(), quotedList(ScriptVerbs)),
                                verb->pos());
        const Value *lifecycle = script.find(u"lifecycle");
        if (!lifecycle || !lifecycle->isString())
            return session.fail(QStringLiteral("MISSING_SCRIPT_LIFECYCLE"),
                                QStringLiteral("MISSING_SCRIPT_LIFECYCLE: scripts entry '%1' is missing a `lifecycle` "
                                               "field; allowed values are %2 (SPEC §22)")
                                    .arg(key, quotedList(Lifecycles)),
                                entry.keyPos);
        if (!Lifecycles.contains(lifecycle->toString()))
            return session.fail(QStringLiteral("INVALID_SCRIPT_LIFECYCLE"),
                                QStringLiteral("INVALID_SCRIPT_LIFECYCLE: scripts entry '%1' has lifecycle '%2'; "
                                               "allowed values are %3 (SPEC §22)")
                                    .arg(key, lifecycle->toString(), quotedList(Lifecycles)),
                                lifecycle->pos());
        const Value *body = script.find(u"body");
        const Value *uri = script.find(u"uri");
        if ((body != nullptr) == (uri != nullptr))
            return session.fail(QStringLiteral("SCRIPT_BODY_SOURCE_AMBIGUOUS"),
                                QStringLiteral("SCRIPT_BODY_SOURCE_AMBIGUOUS: scripts entry '%1' declares %2 — "
                                               "exactly one is required (SPEC §22.2)")
                                    .arg(key, body ? QStringLiteral("both `body` and `uri`")
                                                   : QStringLiteral("neither `body` nor `uri`")),
                                entry.keyPos);
        const Value *hash = script.find(u"hash");
        if (hash && !checkHashFormat(key, *hash, session))
            return false;
        if (body) {
            const QString computed = ContractHash::scriptHash(body->toString());
            if (hash && hash->toString() != computed)
                return session.fail(QStringLiteral("SCRIPT_HASH_MISMATCH"),
                                    QStringLiteral("SCRIPT_HASH_MISMATCH: scripts entry '%1' has stored hash '%2' but "
                                                   "normalize_for_script_hash(body) produced '%3' (SPEC §22.2). Script "
                                                   "hashing collapses trailing newlines only; internal whitespace is "
                                                   "preserved.")
                                        .arg(key, hash->toString(), computed),
                                    hash->pos());
            continue;
        }
        if (!hash)
            return session.fail(QStringLiteral("MISSING_SCRIPT_HASH"),
                                QStringLiteral("MISSING_SCRIPT_HASH: scripts entry '%1' uses an external `uri` but has "
                                               "no `hash`. Hash is required for uri-sourced bodies so the runtime can "
                                               "verify content-identity at load time (SPEC §22.2).")
                                    .arg(key),
                                uri->pos());
        const QString text = uri->toString();
        const qsizetype schemeEnd = text.indexOf(QLatin1String("://"));
        const QString scheme = schemeEnd > 0 ? text.left(schemeEnd) : text;
        if (scheme != QLatin1String("file") && scheme != QLatin1String("https")
            && scheme != QLatin1String("git+https"))
            return session.fail(QStringLiteral("UNSUPPORTED_SCRIPT_URI_SCHEME"),
                                QStringLiteral("UNSUPPORTED_SCRIPT_URI_SCHEME: scripts entry '%1' uri '%2' uses scheme "
                                               "'%3://' — supported schemes are `file://` (relative to config), "
                                               "`https://` (load-time fetch), and `git+https://...@<ref>#<path>` "
                                               "(load-time `git archive` extraction). All non-file URIs require "
                                               "sha256 verification per SPEC §22.2.")
                                    .arg(key, text, scheme),
                                uri->pos());
        if (scheme == QLatin1String("git+https") && (!text.contains(QLatin1Char('#')) || !text.contains(QLatin1Char('@'))))
            return session.fail(QStringLiteral("INVALID_GIT_HTTPS_URI"),
                                QStringLiteral("INVALID_GIT_HTTPS_URI: scripts entry '%1' uri '%2' is missing the "
                                               "`@<ref>` or `#<path>` part (expected git+https://host/repo@ref#path)")
                                    .arg(key, text),
                                uri->pos());
    }
    return true;
}

bool LibraryChecks::checkScriptBodies(const Value &config, LoadSession &session)
{
    for (const Value::Member &entry : config.value(u"scripts").members()) {
        const Value *uri = entry.value.find(u"uri");
        if (!uri)
            continue;
        const QString text = uri->toString();
        const QString declared = entry.value.value(u"hash").toString();
        if (!text.startsWith(QLatin1String("file://"))) {
            session.warn(QStringLiteral("SCRIPT_URI_NOT_FETCHED"),
                         QStringLiteral("scripts entry '%1' uri '%2' is fetched by the runtime at load time; "
                                        "capstudio does not fetch it, so its hash is not verified here")
                             .arg(entry.key, text),
                         uri->pos());
            continue;
        }
        const QString path = QUrl::fromPercentEncoding(text.mid(7).toUtf8());
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return session.fail(QStringLiteral("SCRIPT_URI_READ"),
                                QStringLiteral("reading script body for scripts entry '%1' from %2: %3")
                                    .arg(entry.key, path, file.errorString()),
                                uri->pos());
        const QString computed = ContractHash::scriptHash(QString::fromUtf8(file.readAll()));
        if (computed != declared)
            return session.fail(QStringLiteral("SCRIPT_HASH_MISMATCH"),
                                QStringLiteral("SCRIPT_HASH_MISMATCH: scripts entry '%1' uri '%2' resolved to a body "
                                               "whose content-hash is '%3' but the declared hash is '%4'. Update the "
                                               "hash or restore the body (SPEC §22.2).")
                                    .arg(entry.key, text, computed, declared),
                                uri->pos());
    }
    return true;
}

namespace {

// Depth-first, in key order; the path is kept as the members and indexes walked through and
// spelled out only for the offender.
using FlagPath = std::vector<std::variant<const QString *, size_t>>;

const Value::Member *findFlowgateKey(const Value &value, FlagPath &path)
{
    if (value.isObject()) {
        for (const Value::Member &member : value.members()) {
            if (member.key == QLatin1String("flowgate") || member.key.startsWith(QLatin1String("flowgate.")))
                return &member;
        }
        for (const Value::Member &member : value.members()) {
            if (!member.value.isObject() && !member.value.isArray())
                continue;
            path.emplace_back(&member.key);
            if (const Value::Member *found = findFlowgateKey(member.value, path))
                return found;
            path.pop_back();
        }
    } else if (value.isArray()) {
        const Value::Array &items = value.items();
        for (size_t i = 0; i < items.size(); ++i) {
            if (!items[i].isObject() && !items[i].isArray())
                continue;
            path.emplace_back(i);
            if (const Value::Member *found = findFlowgateKey(items[i], path))
                return found;
            path.pop_back();
        }
    }
    return nullptr;
}

} // namespace

bool LibraryChecks::checkWorkflowFlags(const Value &config, LoadSession &session)
{
    if (!session.flowgateKeyBelowTop)
        return true; // no file had such a key below its top level, so no workflow holds one
    // Every node of every workflow is visited: slices of workflows go to the cores, and the
    // first workflow (in order) holding a flag is the one reported, as in one pass.
    const Value::Object &workflows = config.value(u"workflows").members();
    const qsizetype count = qsizetype(workflows.size());
    std::atomic<qsizetype> first{count};
    std::vector<std::pair<const Value::Member *, QStringList>> found(static_cast<size_t>(count));
    WorkPool::parallelFor(count, 16, [&](qsizetype begin, qsizetype end) {
        FlagPath path;
        for (qsizetype i = begin; i < end && i < first.load(); ++i) {
            path.clear();
            if (const Value::Member *flag = findFlowgateKey(workflows[size_t(i)].value, path)) {
                QStringList spelled{QStringLiteral("workflows"), workflows[size_t(i)].key};
                for (const auto &step : path)
                    spelled.append(std::holds_alternative<size_t>(step) ? QString::number(std::get<size_t>(step))
                                                                        : *std::get<const QString *>(step));
                found[size_t(i)] = {flag, spelled};
                qsizetype seen = first.load();
                while (i < seen && !first.compare_exchange_weak(seen, i)) {
                }
                return;
            }
        }
    });
    if (first.load() == count)
        return true;
    const auto &[flag, path] = found[size_t(first.load())];
    return session.fail(QStringLiteral("CONFIG_FLAG_NOT_RUNTIME_MUTABLE"),
                        QStringLiteral("CONFIG_FLAG_NOT_RUNTIME_MUTABLE: key '%1' at '/%2' — `flowgate.*` flags "
                                       "are read at gateway startup only and MUST NOT appear inside `workflows:` "
                                       "(SPEC §8.4).")
                            .arg(flag->key, path.join(QLatin1Char('/'))),
                        flag->keyPos);
}

bool LibraryChecks::checkDelegates(const Value &config, LoadSession &session)
{
    for (const Value::Member &workflow : config.value(u"workflows").members()) {
        for (const Value::Member &state : workflow.value.value(u"states").members()) {
            const Value *delegate = state.value.find(u"delegate");
            if (!delegate)
                continue;
            if (!delegate->isString())
                return session.fail(QStringLiteral("INVALID_DELEGATE"),
                                    QStringLiteral("INVALID_DELEGATE: workflow '%1' state '%2' has non-string `delegate` "
                                                   "(%3). Must be a non-empty agent-config name (SPEC §21).")
                                        .arg(workflow.key, state.key, delegate->typeName()),
                                    delegate->pos());
            if (delegate->toString().trimmed().isEmpty())
                return session.fail(QStringLiteral("INVALID_DELEGATE"),
                                    QStringLiteral("INVALID_DELEGATE: workflow '%1' state '%2' has empty `delegate`. "
                                                   "Must be a non-empty agent-config name (SPEC §21).")
                                        .arg(workflow.key, state.key),
                                    delegate->pos());
        }
    }
    return true;
}

bool LibraryChecks::checkAuthoring(const Value &config, LoadSession &session)
{
    const Value *authoring = config.value(u"flowgate").find(u"authoring");
    if (!authoring)
        return true;
    if (!authoring->isObject())
        return session.fail(QStringLiteral("INVALID_AUTHORING_PREFERENCE"),
                            QStringLiteral("INVALID_AUTHORING_PREFERENCE: `flowgate.authoring` must be a mapping."),
                            authoring->pos());
    const Value *language = authoring->find(u"preferred_script_language");
    if (!language)
        return true;
    if (!language->isString())
        return session.fail(QStringLiteral("INVALID_AUTHORING_PREFERENCE"),
                            QStringLiteral("INVALID_AUTHORING_PREFERENCE: `flowgate.authoring.preferred_script_language` "
                                           "must be a string. Either set a non-empty string (e.g. `bash`, `python3`, "
                                           "`powershell`) or omit the key entirely."),
                            language->pos());
    if (language->toString().trimmed().isEmpty())
        return session.fail(QStringLiteral("INVALID_AUTHORING_PREFERENCE"),
                            QStringLiteral("INVALID_AUTHORING_PREFERENCE: `flowgate.authoring.preferred_script_language` "
                                           "is empty. Either set a non-empty string (e.g. `bash`, `python3`, "
                                           "`powershell`) or omit the key entirely."),
                            language->pos());
    return true;
}

bool LibraryChecks::checkLexicon(const Value &config, LoadSession &session)
{
    const auto invalid = [&session](const QString &message, const SourcePos &pos) {
        return session.fail(QStringLiteral("INVALID_LEXICON_ENTRY"),
                            QStringLiteral("INVALID_LEXICON_ENTRY: ") + message, pos);
    };
    // bounded context → claimed key → term that claimed it
    QHash<QString, QHash<QString, QString>> claims;
    for (const Value::Member &entry : config.value(u"lexicon").members()) {
        const QString &term = entry.key;
        const Value &definition = entry.value;
        if (!definition.isObject())
            return invalid(QStringLiteral("lexicon entry '%1' must be a mapping").arg(term), entry.keyPos);
        const Value *shortDefinition = definition.find(u"definition_short");
        if (!shortDefinition || !shortDefinition->isString() || shortDefinition->toString().trimmed().isEmpty())
            return invalid(QStringLiteral("lexicon entry '%1' is missing the required `definition:` field (string)")
                               .arg(term),
                           entry.keyPos);
        if (const Value *governance = definition.find(u"governance")) {
            const QString value = governance->toString();
            if (value != QLatin1String("human-only") && value != QLatin1String("agent-may-propose"))
                return invalid(QStringLiteral("lexicon entry '%1' has governance '%2'; allowed values are "
                                              "[\"human-only\", \"agent-may-propose\"]")
                                   .arg(term, value),
                               governance->pos());
        }
        for (const Value &reference : definition.value(u"refs").items()) {
            if (!reference.isString())
                return invalid(QStringLiteral("lexicon entry '%1' has a non-string `refs` item").arg(term),
                               reference.pos());
        }
        const QString context = definition.value(u"bounded_context").toString();
        QHash<QString, QString> &claimed = claims[context];
        QStringList keys{term};
        for (const Value &alias : definition.value(u"aliases").items())
            keys.append(alias.toString());
        for (const QString &key : std::as_const(keys)) {
            const auto previous = claimed.constFind(key);
            if (previous != claimed.constEnd() && previous.value() != term)
                return session.fail(QStringLiteral("LEXICON_ALIAS_COLLISION"),
                                    QStringLiteral("LEXICON_ALIAS_COLLISION: within bounded_context '%1', key '%2' is "
                                                   "claimed by both '%3' and '%4'. Aliases must be unique within a "
                                                   "bounded context. (SPEC §30.10.1)")
                                        .arg(context, key, previous.value(), term),
                                    entry.keyPos);
            claimed.insert(key, term);
        }
    }
    return true;
}

} // namespace capstudio::flowgate
