#include "schemawalker.h"

#include "schemasupport.h"

#include "core/jsonpointer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <utility>
#include <vector>

namespace capstudio::jsonschema {

namespace {

// JS regexes accept \uXXXX and \u{X...}; PCRE2 spells them \x{...}.
QString toPcrePattern(const QString &pattern)
{
    if (!pattern.contains(QLatin1String("\\u")))
        return pattern;
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\') && i + 1 < pattern.size()) {
            const QChar n = pattern.at(i + 1);
            if (n == QLatin1Char('u')) {
                if (i + 2 < pattern.size() && pattern.at(i + 2) == QLatin1Char('{')) {
                    const qsizetype close = pattern.indexOf(QLatin1Char('}'), i + 3);
                    if (close > 0) {
                        out += QLatin1String("\\x{") + pattern.mid(i + 3, close - i - 3)
                                + QLatin1Char('}');
                        i = close;
                        continue;
                    }
                } else if (i + 5 < pattern.size()) {
                    const QString hex = pattern.mid(i + 2, 4);
                    bool ok = false;
                    hex.toUInt(&ok, 16);
                    if (ok && hex.size() == 4) {
                        out += QLatin1String("\\x{") + hex + QLatin1Char('}');
                        i += 5;
                        continue;
                    }
                }
            }
            out += c;
            out += n;
            ++i;
            continue;
        }
        out += c;
    }
    return out;
}

QString regexProblem(const QString &pattern)
{
    const QRegularExpression expression(toPcrePattern(pattern));
    if (expression.isValid())
        return QString();
    return expression.errorString();
}

// Resolves a same-document reference ("#", "#/a/b") to a normalised pointer. Returns
// false for references that are not JSON pointers into this document (those are left to
// valijson); `resolves` tells whether the pointer leads anywhere.
bool resolveLocalReference(const QJsonValue &root, const QString &reference, QString *pointer,
                           bool *resolves)
{
    if (!reference.startsWith(QLatin1Char('#')))
        return false;
    QString fragment = QUrl::fromPercentEncoding(reference.mid(1).toUtf8());
    while (fragment.endsWith(QLatin1Char('/'))) // as valijson does
        fragment.chop(1);
    if (!fragment.isEmpty() && !fragment.startsWith(QLatin1Char('/')))
        return false;

    QString normalised;
    QJsonValue current = root;
    bool found = true;
    if (!fragment.isEmpty()) {
        const QStringList parts = fragment.mid(1).split(QLatin1Char('/'));
        for (QString part : parts) {
            part.replace(QLatin1String("~1"), QLatin1String("/"));
            part.replace(QLatin1String("~0"), QLatin1String("~"));
            normalised = jsonpointer::append(normalised, part);
            if (found) {
                current = childOf(current, part);
                found = !current.isUndefined();
            }
        }
    }
    *pointer = normalised;
    *resolves = found;
    return true;
}

enum class Applicator { SameValue, Descends };

// Schema-valued keywords of draft 7 and whether they apply to the same value (a loop
// through them never ends) or to a part of it. Member maps and arrays are marked below.
bool schemaKeyword(const QString &keyword, Applicator *applicator, bool *memberMap)
{
    *memberMap = false;
    if (keyword == QLatin1String("properties") || keyword == QLatin1String("patternProperties")
        || keyword == QLatin1String("definitions")) {
        *memberMap = true;
        *applicator = Applicator::Descends;
        return true;
    }
    if (keyword == QLatin1String("dependencies")) {
        *memberMap = true;
        *applicator = Applicator::SameValue;
        return true;
    }
    if (keyword == QLatin1String("allOf") || keyword == QLatin1String("anyOf")
        || keyword == QLatin1String("oneOf") || keyword == QLatin1String("not")
        || keyword == QLatin1String("if") || keyword == QLatin1String("then")
        || keyword == QLatin1String("else")) {
        *applicator = Applicator::SameValue;
        return true;
    }
    if (keyword == QLatin1String("items") || keyword == QLatin1String("additionalItems")
        || keyword == QLatin1String("additionalProperties")
        || keyword == QLatin1String("contains") || keyword == QLatin1String("propertyNames")) {
        *applicator = Applicator::Descends;
        return true;
    }
    return false;
}

// Calls `visit(keyword, member, child, applicator)` for each subschema directly below
// `object`; `member` is the entry name or item index, or a null string.
template<typename Visit>
void forEachSubschema(const QJsonObject &object, Visit visit)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        Applicator applicator;
        bool memberMap = false;
        if (!schemaKeyword(it.key(), &applicator, &memberMap))
            continue;
        const QJsonValue value = it.value();
        if (memberMap) {
            const QJsonObject members = value.toObject();
            for (auto m = members.constBegin(); m != members.constEnd(); ++m)
                visit(it.key(), m.key(), m.value(), applicator);
        } else if (value.isArray()) {
            const QJsonArray items = value.toArray();
            for (qsizetype i = 0; i < items.size(); ++i)
                visit(it.key(), QString::number(i), items.at(i), applicator);
        } else {
            visit(it.key(), QString(), value, applicator);
        }
    }
}

} // namespace

SchemaWalker::SchemaWalker(const QJsonValue &root) : m_root(root) { }

void SchemaWalker::run()
{
    inspect(m_root, 0);
    if (hasReferences) {
        buildGraph(m_root, QString(), 0);
        findLoops();
    }
}

QString SchemaWalker::here() const
{
    return pointerFor(QString(), m_path);
}

void SchemaWalker::inspect(const QJsonValue &node, int depth)
{
    if (!node.isObject() || depth > kMaxDepth)
        return;
    const QJsonObject object = node.toObject();

    const QJsonValue reference = object.value(QLatin1String("$ref"));
    if (reference.isString()) {
        hasReferences = true;
        QString target;
        bool resolves = false;
        // Only references into this document can be resolved (nothing is fetched); any
        // other form would send valijson's resolver into unbounded recursion.
        if (!resolveLocalReference(m_root, reference.toString(), &target, &resolves)
            || !resolves) {
            unresolvedRefs.append({ jsonpointer::append(here(), QStringLiteral("$ref")),
                                    reference.toString() });
        }
    }

    const QJsonValue enumValue = object.value(QLatin1String("enum"));
    if (enumValue.isArray() && enumValue.toArray().isEmpty()) {
        findings.append({ jsonpointer::append(here(), QStringLiteral("enum")),
                          QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                      "\"enum\" is empty, so no value can "
                                                      "ever match it"),
                          false, true });
    }
    const QJsonValue pattern = object.value(QLatin1String("pattern"));
    if (pattern.isString()) {
        const QString problem = regexProblem(pattern.toString());
        if (!problem.isEmpty()) {
            findings.append({ jsonpointer::append(here(), QStringLiteral("pattern")),
                              QCoreApplication::translate(
                                      "capstudio::JsonSchemaChecker",
                                      "\"pattern\" is not a valid regular expression (%1)")
                                      .arg(problem) });
        }
    }

    forEachSubschema(object, [&](const QString &keyword, const QString &member,
                                 const QJsonValue &child, Applicator) {
        m_path.append(keyword);
        if (!member.isNull())
            m_path.append(member);
        if (keyword == QLatin1String("patternProperties")) {
            const QString problem = regexProblem(member);
            if (!problem.isEmpty()) {
                findings.append({ here(),
                                  QCoreApplication::translate(
                                          "capstudio::JsonSchemaChecker",
                                          "the \"patternProperties\" key \"%1\" is not a "
                                          "valid regular expression (%2)")
                                          .arg(member, problem) });
            }
        }
        inspect(child, depth + (member.isNull() ? 1 : 2));
        if (!member.isNull())
            m_path.removeLast();
        m_path.removeLast();
    });
}

void SchemaWalker::addEdge(const QString &from, const QString &to, const QString &site)
{
    auto edges = m_edges.find(from);
    if (edges == m_edges.end()) {
        m_nodeOrder.append(from); // walk order keeps the report deterministic
        edges = m_edges.insert(from, {});
    }
    edges->append({ to, site });
}

void SchemaWalker::buildGraph(const QJsonValue &node, const QString &pointer, int depth)
{
    if (!node.isObject() || depth > kMaxDepth)
        return;
    const QJsonObject object = node.toObject();

    // Draft 7: a "$ref" replaces its siblings, so it is the only way on from here.
    const QJsonValue reference = object.value(QLatin1String("$ref"));
    const bool isReference = reference.isString();
    if (isReference) {
        QString target;
        bool resolves = false;
        if (resolveLocalReference(m_root, reference.toString(), &target, &resolves)
            && resolves) {
            addEdge(pointer, target, jsonpointer::append(pointer, QStringLiteral("$ref")));
        }
    }

    forEachSubschema(object, [&](const QString &keyword, const QString &member,
                                 const QJsonValue &child, Applicator applicator) {
        QString childPointer = jsonpointer::append(pointer, keyword);
        if (!member.isNull())
            childPointer = jsonpointer::append(childPointer, member);
        // "dependencies" entries that are property lists are not schemas.
        if (applicator == Applicator::SameValue && !isReference
            && (child.isObject() || child.isBool()))
            addEdge(pointer, childPointer, childPointer);
        buildGraph(child, childPointer, depth + (member.isNull() ? 1 : 2));
    });
}

// A cycle among edges that keep validating the same value never terminates (and a
// cycle of bare "$ref"s cannot even be compiled). Iterative depth-first search.
void SchemaWalker::findLoops()
{
    enum Colour { White, Grey, Black };
    QHash<QString, Colour> colour;
    QSet<QString> reported;
    for (const QString &start : std::as_const(m_nodeOrder)) {
        if (colour.value(start, White) != White)
            continue;
        struct Step
        {
            QString node;
            qsizetype next;
        };
        std::vector<Step> stack;
        stack.push_back({ start, 0 });
        colour.insert(start, Grey);
        while (!stack.empty()) {
            Step &step = stack.back();
            const QList<Edge> edges = m_edges.value(step.node);
            if (step.next >= edges.size()) {
                colour.insert(step.node, Black);
                stack.pop_back();
                continue;
            }
            const Edge edge = edges.at(step.next++);
            const Colour targetColour = colour.value(edge.target, White);
            if (targetColour == Grey) {
                if (!reported.contains(edge.site)) {
                    reported.insert(edge.site);
                    findings.append({ edge.site,
                                      QCoreApplication::translate(
                                              "capstudio::JsonSchemaChecker",
                                              "it refers back to \"#%1\" without descending "
                                              "into the value, so validation would never end")
                                              .arg(edge.target),
                                      true });
                }
            } else if (targetColour == White) {
                colour.insert(edge.target, Grey);
                stack.push_back({ edge.target, 0 }); // invalidates `step`
            }
        }
    }
}

} // namespace capstudio::jsonschema
