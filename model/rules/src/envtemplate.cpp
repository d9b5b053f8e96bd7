#include "rules/envtemplate.h"

#include <QHash>
#include <QJsonObject>
#include <QProcessEnvironment>

namespace capstudio {

namespace {

const QStringView kOpening = u"${env:";

bool isUpper(QChar c) { return c >= u'A' && c <= u'Z'; }
bool isNameChar(QChar c) { return isUpper(c) || (c >= u'0' && c <= u'9') || c == u'_'; }

// Sunrise validates the binding-save scan input with a Zod schema
// `{ forcedUrl?: string, forcedHeaders?: Record<string, string> }`; when the value fails that
// schema (not an object, forcedUrl not a string, forcedHeaders not an object of strings, or
// either of them null) the whole scan yields nothing. On success the texts to scan are
// forcedUrl, then the header values.
//
// Header order: Sunrise walks the header record in JavaScript property order (insertion order
// for non-numeric keys). QJsonObject keeps its keys sorted, so the order here is the sorted key
// order; for a forcedHeaders object whose keys were not written in sorted order the names of
// two different headers can come out in another order than Sunrise's (the set is the same).
std::optional<QStringList> scannedTexts(const QJsonValue &customConfig)
{
    if (!customConfig.isObject())
        return std::nullopt;
    const QJsonObject config = customConfig.toObject();
    QStringList texts;
    const auto url = config.constFind(QStringLiteral("forcedUrl"));
    if (url != config.constEnd()) {
        if (!url->isString())
            return std::nullopt;
        texts.append(url->toString());
    }
    const auto headers = config.constFind(QStringLiteral("forcedHeaders"));
    if (headers != config.constEnd()) {
        if (!headers->isObject())
            return std::nullopt;
        const QJsonObject record = headers->toObject();
        for (auto it = record.constBegin(); it != record.constEnd(); ++it) {
            if (!it.value().isString())
                return std::nullopt;
            texts.append(it.value().toString());
        }
    }
    return texts;
}

QStringList referencedInTexts(const QStringList &texts)
{
    QStringList names;
    for (const QString &text : texts) {
        for (const QString &name : EnvTemplate::referencedNames(text)) {
            if (!names.contains(name))
                names.append(name);
        }
    }
    return names;
}

bool isMissing(const EnvTemplate::Lookup &lookup, const QString &name)
{
    if (!lookup)
        return true;
    const std::optional<QString> value = lookup(name);
    return !value || value->isEmpty();
}

} // namespace

QList<EnvReference> EnvTemplate::scan(const QString &text)
{
    // The global regex /\$\{env:([A-Z][A-Z0-9_]*)\}/g: try every start position, left to right,
    // and continue after a match.
    QList<EnvReference> references;
    qsizetype from = 0;
    while (true) {
        const qsizetype start = text.indexOf(kOpening, from);
        if (start < 0)
            break;
        const qsizetype nameStart = start + kOpening.size();
        qsizetype end = nameStart;
        if (end < text.size() && isUpper(text.at(end))) {
            ++end;
            while (end < text.size() && isNameChar(text.at(end)))
                ++end;
            if (end < text.size() && text.at(end) == u'}') {
                references.append({text.mid(nameStart, end - nameStart), start, end + 1 - start});
                from = end + 1;
                continue;
            }
        }
        from = start + 1;
    }
    return references;
}

bool EnvTemplate::containsTemplate(const QString &text)
{
    return !scan(text).isEmpty();
}

QStringList EnvTemplate::referencedNames(const QString &text)
{
    QStringList names;
    for (const EnvReference &reference : scan(text)) {
        if (!names.contains(reference.name))
            names.append(reference.name);
    }
    return names;
}

EnvTemplate::Resolution EnvTemplate::resolve(const QString &text, const Lookup &lookup)
{
    Resolution resolution;
    const QList<EnvReference> references = scan(text);
    QHash<QString, QString> values;
    for (const EnvReference &reference : references) {
        if (values.contains(reference.name) || resolution.missing.contains(reference.name))
            continue;
        const std::optional<QString> value = lookup ? lookup(reference.name) : std::nullopt;
        if (!value || value->isEmpty())
            resolution.missing.append(reference.name);
        else
            values.insert(reference.name, *value);
    }
    if (!resolution.missing.isEmpty())
        return resolution;

    // One pass: substituted values are not scanned again.
    qsizetype copied = 0;
    for (const EnvReference &reference : references) {
        resolution.value += QStringView(text).mid(copied, reference.offset - copied);
        resolution.value += values.value(reference.name);
        copied = reference.offset + reference.length;
    }
    resolution.value += QStringView(text).mid(copied);
    return resolution;
}

EnvTemplate::Lookup EnvTemplate::lookupIn(const QProcessEnvironment &environment)
{
    return [environment](const QString &name) -> std::optional<QString> {
        if (!environment.contains(name))
            return std::nullopt;
        return environment.value(name);
    };
}

QStringList EnvTemplate::missingEnvVars(const QJsonValue &customConfig, const Lookup &lookup)
{
    QStringList missing;
    for (const QString &name : referencedEnvVars(customConfig)) {
        if (isMissing(lookup, name))
            missing.append(name);
    }
    return missing;
}

QStringList EnvTemplate::referencedEnvVars(const QJsonValue &customConfig)
{
    const std::optional<QStringList> texts = scannedTexts(customConfig);
    return texts ? referencedInTexts(*texts) : QStringList();
}

} // namespace capstudio
