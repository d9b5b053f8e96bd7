#include "checkcontext.h"

#include "flowgate/contracthash.h"

#include <QChar>
#include <QList>
#include <limits>

namespace capstudio::flowgate::checks {

namespace {

// Rust's char::escape_debug for a character inside a string literal: the common escapes,
// and \u{…} for what Rust does not consider printable (approximated with Unicode
// categories: controls, formats, separators other than U+0020, unassigned, private use)
// and for grapheme extenders.
void appendRustEscaped(QString &out, char32_t c)
{
    switch (c) {
    case U'\0':
        out += QStringLiteral("\\0");
        return;
    case U'\t':
        out += QStringLiteral("\\t");
        return;
    case U'\r':
        out += QStringLiteral("\\r");
        return;
    case U'\n':
        out += QStringLiteral("\\n");
        return;
    case U'\\':
        out += QStringLiteral("\\\\");
        return;
    case U'"':
        out += QStringLiteral("\\\"");
        return;
    default:
        break;
    }
    bool escape = false;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
        escape = true;
        break;
    case QChar::Separator_Space:
        escape = c != U' ';
        break;
    default:
        break;
    }
    if (escape)
        out += QStringLiteral("\\u{%1}").arg(quint32(c), 0, 16);
    else
        out += QString::fromUcs4(&c, 1);
}

} // namespace

WorkflowTier tierOf(QStringView id)
{
    const QStringView stem = idStem(id);
    if (stem.startsWith(u"cap."))
        return WorkflowTier::Capability;
    if (stem.startsWith(u"flow."))
        return WorkflowTier::Orchestrator;
    return WorkflowTier::Other;
}

QStringView idStem(QStringView id)
{
    const qsizetype slash = id.lastIndexOf(u'/');
    return slash < 0 ? id : id.mid(slash + 1);
}

const Value *pointerStep(const Value *value, QStringView token)
{
    if (!value)
        return nullptr;
    if (value->isObject())
        return value->find(token);
    if (!value->isArray() || token.isEmpty())
        return nullptr;
    if (token.size() > 1 && token.front() == u'0')
        return nullptr;
    qsizetype index = 0;
    for (const QChar c : token) {
        if (c < u'0' || c > u'9')
            return nullptr;
        if (index > (std::numeric_limits<qsizetype>::max() - 9) / 10)
            return nullptr;
        index = index * 10 + (c.unicode() - u'0');
    }
    if (index >= value->size())
        return nullptr;
    return &value->items()[size_t(index)];
}

const Value *pointerPath(const Value *value, std::initializer_list<QStringView> tokens)
{
    for (const QStringView token : tokens) {
        value = pointerStep(value, token);
        if (!value)
            return nullptr;
    }
    return value;
}

const QString *stringAt(const Value *value)
{
    return value && value->isString() ? &value->toString() : nullptr;
}

SourcePos memberPos(const Value::Member &member)
{
    return member.keyPos.isValid() ? member.keyPos : member.value.pos();
}

SourcePos keyPos(const Value &object, QStringView key, const SourcePos &fallback)
{
    const Value::Member *member = object.findMember(key);
    return member ? memberPos(*member) : fallback;
}

QString rustDebugList(const QStringList &items)
{
    QString out = QStringLiteral("[");
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += QStringLiteral(", ");
        out += QLatin1Char('"');
        const QList<uint> codePoints = items.at(i).toUcs4();
        for (const uint c : codePoints)
            appendRustEscaped(out, char32_t(c));
        out += QLatin1Char('"');
    }
    out += QLatin1Char(']');
    return out;
}

CheckContext::CheckContext(const Value &config, const QStringList &files)
    : m_config(config)
    , m_files(files)
{
    if (const Value *workflows = config.find(u"workflows"); workflows && workflows->isObject())
        m_workflows = *workflows;
    if (const Value *skills = config.find(u"skills"); skills && skills->isObject()) {
        for (const Value::Member &skill : skills->members())
            m_skillSubjects.insert(skill.key);
    }
    for (const Value::Member &workflow : m_workflows.members()) {
        if (tierOf(workflow.key) != WorkflowTier::Capability)
            continue;
        if (const Value *snippet = workflow.value.find(u"snippet"))
            m_capabilityHashes.insert(workflow.key, ContractHash::of(*snippet));
        if (const QString *lifecycle = stringAt(workflow.value.find(u"lifecycle")))
            m_capabilityLifecycles.insert(workflow.key, *lifecycle);
    }
}

QString CheckContext::capabilityLifecycle(const QString &id) const
{
    return m_capabilityLifecycles.value(id, QStringLiteral("experimental"));
}

void CheckContext::error(const QString &rule, const QString &message, const SourcePos &pos)
{
    m_diagnostics.append(Diagnostic::error(rule, message, locate(pos)));
}

void CheckContext::warning(const QString &rule, const QString &message, const SourcePos &pos)
{
    m_diagnostics.append(Diagnostic::warning(rule, message, locate(pos)));
}

SourceLocation CheckContext::locate(const SourcePos &pos) const
{
    if (!pos.isValid())
        return {};
    return SourceLocation::atLine(m_files.value(pos.file), pos.line, pos.column);
}

} // namespace capstudio::flowgate::checks
