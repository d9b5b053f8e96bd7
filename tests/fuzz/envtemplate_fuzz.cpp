// libFuzzer entry point for the ${env:VAR} scanner and resolver (reference §5): every
// reference found is exactly "${env:" NAME "}" at its offset with NAME of [A-Z][A-Z0-9_]*; a
// resolution either substitutes every reference or reports what is missing and substitutes
// nothing; the binding fields are scanned without a crash whatever their JSON type.
#include "rules/envtemplate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace capstudio;

namespace {

[[noreturn]] void violated(const char *what)
{
    std::fprintf(stderr, "invariant violated: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);
    static const QRegularExpression name(QStringLiteral("\\A[A-Z][A-Z0-9_]*\\z"));
    const QList<EnvReference> references = EnvTemplate::scan(text);
    qsizetype after = 0;
    for (const EnvReference &reference : references) {
        if (reference.offset < after || reference.offset + reference.length > text.size())
            violated("a reference outside the text or overlapping the one before");
        if (text.mid(reference.offset, reference.length) != QStringLiteral("${env:") + reference.name + QLatin1Char('}'))
            violated("a reference whose text is not ${env:NAME}");
        if (!name.match(reference.name).hasMatch())
            violated("a reference whose name breaks the grammar");
        after = reference.offset + reference.length;
    }
    if (EnvTemplate::containsTemplate(text) != !references.isEmpty())
        violated("containsTemplate disagrees with scan");
    const QStringList names = EnvTemplate::referencedNames(text);
    if (QSet<QString>(names.begin(), names.end()).size() != names.size())
        violated("a name listed twice");
    // Names starting with A..M are set (some empty), the rest unset.
    const EnvTemplate::Resolution resolution = EnvTemplate::resolve(text, [](const QString &variable) -> std::optional<QString> {
        if (variable.at(0) > QLatin1Char('M'))
            return std::nullopt;
        return variable.size() % 2 ? QStringLiteral("value") : QString();
    });
    if (resolution.ok() != resolution.missing.isEmpty())
        violated("ok() disagrees with missing");
    if (!resolution.ok() && !resolution.value.isEmpty())
        violated("a partial substitution");
    if (resolution.ok() && !references.isEmpty() && EnvTemplate::scan(resolution.value).size() >= references.size()
        && resolution.value == text)
        violated("nothing was substituted");
    const QJsonDocument json = QJsonDocument::fromJson(bytes);
    const QJsonValue config = json.isObject() ? QJsonValue(json.object()) : QJsonValue(json.array());
    EnvTemplate::missingEnvVars(config, [](const QString &) { return std::optional<QString>(); });
    EnvTemplate::referencedEnvVars(config);
    return 0;
}
