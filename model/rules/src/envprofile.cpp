#include "rules/envprofile.h"

#include "core/boundedread.h"

#include <QFile>
#include <QProcessEnvironment>

#include <algorithm>

namespace capstudio {

namespace {

const QString kRuleSyntax = QStringLiteral("env-file-syntax");
const QString kRuleUnreadable = QStringLiteral("env-file-unreadable");

bool isNameStart(QChar c) { return (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_'; }
bool isNameChar(QChar c) { return isNameStart(c) || (c >= u'0' && c <= u'9'); }

// One parsed `.env` line: a variable, or an error with the 1-based column where it starts.
struct LineResult
{
    QString name;
    QString value;
    QString error;
    int column = 1;
    bool blank = false;
};

// Reads the value after `=` starting at `pos`.
LineResult readValue(const QString &line, qsizetype pos, LineResult result)
{
    while (pos < line.size() && (line.at(pos) == u' ' || line.at(pos) == u'\t'))
        ++pos;
    if (pos >= line.size())
        return result; // NAME= : set but empty

    const QChar quote = line.at(pos);
    if (quote == u'"' || quote == u'\'') {
        const qsizetype open = pos++;
        QString value;
        bool closed = false;
        while (pos < line.size()) {
            const QChar c = line.at(pos);
            if (c == quote) {
                closed = true;
                ++pos;
                break;
            }
            if (quote == u'"' && c == u'\\' && pos + 1 < line.size()) {
                const QChar next = line.at(pos + 1);
                if (next == u'n')
                    value += u'\n';
                else if (next == u'"' || next == u'\\')
                    value += next;
                else
                    value += QString(c) + next;
                pos += 2;
                continue;
            }
            value += c;
            ++pos;
        }
        if (!closed) {
            result.error = EnvProfile::tr("the quoted value has no closing %1").arg(quote);
            result.column = int(open) + 1;
            return result;
        }
        // Only blanks or a comment may follow the closing quote.
        while (pos < line.size() && (line.at(pos) == u' ' || line.at(pos) == u'\t'))
            ++pos;
        if (pos < line.size() && line.at(pos) != u'#') {
            result.error = EnvProfile::tr("unexpected text after the closing quote");
            result.column = int(pos) + 1;
            return result;
        }
        result.value = value;
        return result;
    }

    // Unquoted: up to a " #" comment, trimmed.
    QString value = line.mid(pos);
    for (qsizetype i = 1; i < value.size(); ++i) {
        if (value.at(i) == u'#' && (value.at(i - 1) == u' ' || value.at(i - 1) == u'\t')) {
            value.truncate(i);
            break;
        }
    }
    result.value = value.trimmed();
    return result;
}

LineResult parseLine(QString line)
{
    LineResult result;
    if (line.endsWith(u'\r'))
        line.chop(1);
    qsizetype pos = 0;
    while (pos < line.size() && (line.at(pos) == u' ' || line.at(pos) == u'\t'))
        ++pos;
    if (pos >= line.size() || line.at(pos) == u'#') {
        result.blank = true;
        return result;
    }
    if (line.mid(pos).startsWith(QLatin1String("export "))) {
        pos += 7;
        while (pos < line.size() && line.at(pos) == u' ')
            ++pos;
    }
    const qsizetype nameStart = pos;
    if (pos >= line.size() || !isNameStart(line.at(pos))) {
        result.error = EnvProfile::tr("expected a variable name (letters, digits and _, not "
                                      "starting with a digit)");
        result.column = int(pos) + 1;
        return result;
    }
    while (pos < line.size() && isNameChar(line.at(pos)))
        ++pos;
    result.name = line.mid(nameStart, pos - nameStart);
    while (pos < line.size() && (line.at(pos) == u' ' || line.at(pos) == u'\t'))
        ++pos;
    if (pos >= line.size() || line.at(pos) != u'=') {
        result.error = EnvProfile::tr("expected \"=\" after the name %1").arg(result.name);
        result.column = int(pos) + 1;
        return result;
    }
    return readValue(line, pos + 1, result);
}

} // namespace

EnvProfile EnvProfile::fromDotEnv(const QString &name, const QByteArray &text,
                                  const QString &fileName, Diagnostics *problems)
{
    EnvProfile profile;
    profile.m_name = name;
    profile.m_kind = Kind::DotEnv;
    const QStringList lines = QString::fromUtf8(text).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const LineResult line = parseLine(lines.at(i));
        if (line.blank)
            continue;
        if (!line.error.isEmpty()) {
            if (problems) {
                problems->append(Diagnostic::warning(
                    kRuleSyntax, tr("malformed line skipped: %1").arg(line.error),
                    SourceLocation::atLine(fileName, int(i) + 1, line.column)));
            }
            continue;
        }
        profile.m_values.insert(line.name, line.value); // a later line wins, as in a shell
    }
    profile.cacheAllowedHosts();
    return profile;
}

constexpr qint64 MaxDotEnvBytes = qint64(16) << 20;

EnvProfile EnvProfile::fromDotEnvFile(const QString &name, const QString &path, Diagnostics *problems)
{
    // A .env file is small: a device, a pipe or a binary file is refused, not read on.
    const BoundedRead::Result read = BoundedRead::read(path, MaxDotEnvBytes, BoundedRead::Content::Text);
    if (!read.ok()) {
        if (problems) {
            problems->append(Diagnostic::error(kRuleUnreadable,
                                               tr("cannot read the environment file: %1").arg(read.error->message()),
                                               read.error->location()));
        }
        EnvProfile profile;
        profile.m_name = name;
        profile.m_kind = Kind::DotEnv;
        return profile;
    }
    return fromDotEnv(name, read.bytes, path, problems);
}

EnvProfile EnvProfile::fromNames(const QString &name, const QStringList &names)
{
    EnvProfile profile;
    profile.m_name = name;
    profile.m_kind = Kind::Names;
    for (const QString &entry : names) {
        for (const QString &line : entry.split(u'\n')) {
            const QString trimmed = line.trimmed();
            if (!trimmed.isEmpty())
                profile.m_values.insert(trimmed, QString());
        }
    }
    return profile;
}

EnvProfile EnvProfile::fromProcess()
{
    EnvProfile profile;
    profile.m_name = tr("This process");
    profile.m_kind = Kind::Process;
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &key : environment.keys())
        profile.m_values.insert(key, environment.value(key));
    profile.cacheAllowedHosts();
    return profile;
}

QStringList EnvProfile::names() const
{
    QStringList list = m_values.keys();
    std::sort(list.begin(), list.end());
    return list;
}

EnvState EnvProfile::state(const QString &variable) const
{
    const auto it = m_values.constFind(variable);
    if (it == m_values.constEnd())
        return EnvState::Missing;
    if (m_kind == Kind::Names)
        return EnvState::Set;
    return it->isEmpty() ? EnvState::Empty : EnvState::Set;
}

std::optional<QString> EnvProfile::value(const QString &variable) const
{
    if (m_kind == Kind::Names)
        return std::nullopt;
    const auto it = m_values.constFind(variable);
    if (it == m_values.constEnd())
        return std::nullopt;
    return *it;
}

EnvTemplate::Lookup EnvProfile::lookup() const
{
    const QHash<QString, QString> values = m_values;
    const bool namesOnly = m_kind == Kind::Names;
    return [values, namesOnly](const QString &name) -> std::optional<QString> {
        const auto it = values.constFind(name);
        if (it == values.constEnd())
            return std::nullopt;
        if (namesOnly)
            return QStringLiteral("<%1>").arg(name);
        return *it;
    };
}

std::optional<QStringList> EnvProfile::allowedHosts() const
{
    return m_allowedHosts;
}

void EnvProfile::cacheAllowedHosts()
{
    m_allowedHosts.reset();
    const auto it = m_values.constFind(QStringLiteral("ORCHESTRATION_ALLOWED_HOSTS"));
    if (m_kind == Kind::Names || it == m_values.constEnd())
        return;
    QStringList hosts;
    for (const QString &part : it->split(u',')) {
        const QString host = part.trimmed().toLower();
        if (!host.isEmpty())
            hosts.append(host);
    }
    m_allowedHosts = hosts;
}

QString EnvProfile::stateName(EnvState state)
{
    switch (state) {
    case EnvState::Set:
        return QStringLiteral("set");
    case EnvState::Empty:
        return QStringLiteral("empty");
    case EnvState::Missing:
        break;
    }
    return QStringLiteral("missing");
}

} // namespace capstudio
