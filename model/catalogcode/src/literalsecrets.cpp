#include "catalogcode/literalsecrets.h"

#include "core/jsonpointer.h"
#include "provenance/leakrules.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <cmath>

namespace capstudio {

const QString LiteralSecrets::RuleId = QStringLiteral("literal-secret");

namespace {

using provenance::LeakKind;
using provenance::LeakRules;

// The text with its ${env:VAR} templates taken out: what is left is literal.
QString literalPart(const QString &text)
{
    static const QRegularExpression templates(QStringLiteral("\\$\\{env:[^}]*\\}"));
    if (!text.contains(QLatin1String("${")))
        return text;
    return QString(text).remove(templates);
}

// Bits per character of the text's own character distribution.
double entropy(const QString &text)
{
    QHash<QChar, int> counts;
    for (const QChar c : text)
        ++counts[c];
    double bits = 0;
    for (const int count : std::as_const(counts)) {
        const double p = double(count) / double(text.size());
        bits -= p * std::log2(p);
    }
    return bits;
}

bool looksRandom(const QString &text)
{
    if (text.size() < 24 || text.contains(QLatin1Char(' ')) || text.contains(QLatin1String("://"))
        || text.startsWith(QLatin1Char('/')))
        return false;
    bool letter = false, digit = false;
    for (const QChar c : text) {
        letter |= c.isLetter();
        digit |= c.isDigit();
    }
    return letter && digit && entropy(text) >= 3.5;
}

QString masked(const QString &text)
{
    return text.size() <= 8 ? QStringLiteral("…") : text.left(4) + QStringLiteral("…");
}

struct Scan
{
    QList<LiteralSecrets::Finding> &out;

    void text(const QString &value, const QString &pointer, const QString &key, bool entropyScope)
    {
        const QString literal = literalPart(value).trimmed();
        if (literal.isEmpty())
            return;
        const QByteArray utf8 = literal.toUtf8();
        if (LeakRules::isMaskedValue(std::string_view(utf8.constData(), size_t(utf8.size()))))
            return;
        std::vector<provenance::TextLeak> leaks;
        LeakRules::scanText(std::string_view(utf8.constData(), size_t(utf8.size())), leaks);
        for (const provenance::TextLeak &leak : leaks) {
            if (leak.kind != LeakKind::ApiKey && leak.kind != LeakKind::Authorization && leak.kind != LeakKind::Jwt)
                continue;
            const QString matched = QString::fromUtf8(utf8.constData() + leak.offset, qsizetype(leak.length));
            out.append({pointer, LiteralSecrets::tr("%1 (%2)").arg(provenance::leakKindTitle(leak.kind), masked(matched))});
            return;
        }
        // "Bearer ${env:TOKEN}": the credential is the template; what is left is its scheme.
        const bool templated = literal.size() != value.trimmed().size();
        const QByteArray keyUtf8 = key.toUtf8();
        if (!templated && !key.isEmpty() && LeakRules::isSensitiveKey(std::string_view(keyUtf8.constData(), size_t(keyUtf8.size())))) {
            out.append({pointer, LiteralSecrets::tr("the value under “%1” (%2)").arg(key, masked(literal))});
            return;
        }
        if (literal.contains(QLatin1String("://"))) {
            const QUrl url(literal);
            if (url.isValid() && !url.password().isEmpty()) {
                out.append({pointer, LiteralSecrets::tr("a password in a URL (%1)").arg(masked(literal))});
                return;
            }
            const QUrlQuery query(url);
            for (const auto &[name, item] : query.queryItems()) {
                const QByteArray nameUtf8 = name.toUtf8();
                if (!item.isEmpty()
                    && LeakRules::isSensitiveKey(std::string_view(nameUtf8.constData(), size_t(nameUtf8.size())))) {
                    out.append({pointer, LiteralSecrets::tr("a credential in the URL's “%1” parameter").arg(name)});
                    return;
                }
            }
        }
        if (entropyScope && looksRandom(literal))
            out.append({pointer, LiteralSecrets::tr("a long random-looking string (%1)").arg(masked(literal))});
    }

    void value(const QJsonValue &value, const QString &pointer, const QString &key, bool entropyScope)
    {
        if (value.isString()) {
            text(value.toString(), pointer, key, entropyScope);
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                const bool scope = entropyScope || it.key() == QLatin1String("forcedHeaders")
                    || it.key() == QLatin1String("auth");
                this->value(it.value(), jsonpointer::append(pointer, it.key()), it.key(), scope);
            }
        } else if (value.isArray()) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                this->value(array.at(i), jsonpointer::append(pointer, i), key, entropyScope);
        }
    }
};

} // namespace

QList<LiteralSecrets::Finding> LiteralSecrets::inCapability(const Capability &capability)
{
    QList<Finding> out;
    Scan scan{out};
    scan.text(capability.executionHandler, QStringLiteral("/executionHandler"), QString(), false);
    scan.value(capability.executionConfig, QStringLiteral("/executionConfig"), QString(), true);
    scan.value(capability.metadata, QStringLiteral("/metadata"), QString(), true);
    return out;
}

QList<LiteralSecrets::Finding> LiteralSecrets::inBinding(const NamedBinding &binding)
{
    QList<Finding> out;
    Scan scan{out};
    scan.value(binding.customConfig, QStringLiteral("/customConfig"), QString(), false);
    return out;
}

Diagnostic LiteralSecrets::diagnostic(const Finding &finding, const SourceLocation &where)
{
    return Diagnostic::error(RuleId,
                             tr("%1 is written as a literal; put it in the deployment's environment and write a "
                                "${env:VAR} template here instead")
                                 .arg(finding.what),
                             where);
}

Diagnostics LiteralSecrets::atRowPointers(const QList<Finding> &findings)
{
    Diagnostics diagnostics;
    for (const Finding &finding : findings)
        diagnostics.append(diagnostic(finding, SourceLocation::atPointer(QString(), finding.pointer)));
    return diagnostics;
}

Diagnostics LiteralSecrets::checkRow(const Capability &capability)
{
    return atRowPointers(inCapability(capability));
}

Diagnostics LiteralSecrets::checkRow(const NamedBinding &binding)
{
    return atRowPointers(inBinding(binding));
}

Diagnostics LiteralSecrets::check(const CatalogSnapshot &snapshot, const QString &source)
{
    Diagnostics diagnostics;
    const auto report = [&diagnostics](const Finding &finding, const SourceLocation &where) {
        diagnostics.append(diagnostic(finding, where));
    };
    for (const Capability &capability : snapshot.capabilities) {
        const auto origin = snapshot.capabilityOrigins.constFind(capability.slug);
        for (const Finding &finding : inCapability(capability))
            report(finding, origin != snapshot.capabilityOrigins.constEnd()
                                ? origin->at(finding.pointer)
                                : SourceLocation::atPointer(source, jsonpointer::append(QStringLiteral("/capabilities"),
                                                                                         capability.slug)
                                                                        + finding.pointer));
    }
    for (const NamedBinding &binding : snapshot.bindings) {
        const QList<Finding> findings = inBinding(binding);
        if (findings.isEmpty())
            continue;
        const auto origin = snapshot.agentOrigins.constFind(binding.agentSlug);
        for (const Finding &finding : findings) {
            if (origin == snapshot.agentOrigins.constEnd()) {
                report(finding, SourceLocation::atPointer(source, QStringLiteral("/agents/%1/bindings/%2")
                                                                      .arg(jsonpointer::escapeToken(binding.agentSlug),
                                                                           jsonpointer::escapeToken(binding.capabilitySlug))
                                                                  + finding.pointer));
                continue;
            }
            const QString item = origin->bindingPointers.value(binding.capabilitySlug);
            report(finding, origin->at(item + finding.pointer));
        }
    }
    return diagnostics;
}

} // namespace capstudio
