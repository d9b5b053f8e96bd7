#include "executorcapabilities.h"

#include <QHash>
#include <QSet>

namespace capstudio::flowgate {

namespace {

class Flattener
{
public:
    Flattener(const Value &block, LoadSession &session) : m_block(block), m_session(session) {}

    // The definition with `wraps` replaced by what it wraps. Guards of the outer
    // definition come first; its reliability and inputSchema win over the inner ones.
    bool flatten(const QString &name, Value *out)
    {
        if (const auto done = m_done.constFind(name); done != m_done.constEnd()) {
            *out = done.value();
            return true;
        }
        const Value definition = m_block.value(name);
        const Value *executor = definition.find(u"executor");
        const Value *wraps = definition.find(u"wraps");
        Value flat = definition;
        if (!executor || executor->isNull()) {
            if (!wraps || !wraps->isString())
                return m_session.fail(QStringLiteral("CAPABILITY_NO_EXECUTOR"),
                                      QStringLiteral("capability '%1' needs `executor` or `wraps`").arg(name),
                                      definition.pos());
            const QString inner = wraps->toString();
            if (!m_block.contains(inner))
                return m_session.fail(QStringLiteral("CAPABILITY_UNDEFINED"),
                                      QStringLiteral("capability '%1' is referenced but not defined").arg(inner),
                                      wraps->pos());
            if (m_stack.contains(inner))
                return m_session.fail(QStringLiteral("CAPABILITY_WRAPS_CYCLE"),
                                      QStringLiteral("capability `wraps` cycle detected at '%1'").arg(inner),
                                      wraps->pos());
            m_stack.insert(name);
            Value innerFlat;
            const bool ok = flatten(inner, &innerFlat);
            m_stack.remove(name);
            if (!ok)
                return false;
            flat.remove(u"wraps");
            flat.insert(QStringLiteral("executor"), innerFlat.value(u"executor"));
            Value guards = Value::makeArray();
            for (const Value &guard : definition.value(u"guards").items())
                guards.append(guard);
            for (const Value &guard : innerFlat.value(u"guards").items())
                guards.append(guard);
            if (guards.size() > 0)
                flat.insert(QStringLiteral("guards"), guards);
            for (const QString &key : {QStringLiteral("reliability"), QStringLiteral("inputSchema")}) {
                if (!flat.contains(key) && innerFlat.contains(key))
                    flat.insert(key, innerFlat.value(key));
            }
        }
        m_done.insert(name, flat);
        *out = flat;
        return true;
    }

private:
    const Value &m_block;
    LoadSession &m_session;
    QSet<QString> m_stack;
    QHash<QString, Value> m_done;
};

// Replaces `executor: { capability: name }` on one transition (or onEnter) in place.
bool inlineExecutor(Value &holder, const QHash<QString, Value> &flat, LoadSession &session)
{
    const Value *executor = holder.find(u"executor");
    if (!executor || !executor->isObject())
        return true;
    const Value *reference = executor->find(u"capability");
    if (!reference || !reference->isString())
        return true;
    const auto found = flat.constFind(reference->toString());
    if (found == flat.constEnd())
        return session.fail(QStringLiteral("CAPABILITY_UNKNOWN_REF"),
                            QStringLiteral("executor references unknown capability '%1'").arg(reference->toString()),
                            reference->pos());
    const Value &definition = found.value();
    holder.insert(QStringLiteral("executor"), definition.value(u"executor"));
    if (const Value *guards = definition.find(u"guards"); guards && guards->size() > 0) {
        Value merged = *guards;
        for (const Value &guard : holder.value(u"guards").items())
            merged.append(guard);
        holder.insert(QStringLiteral("guards"), merged);
    }
    for (const QString &key : {QStringLiteral("reliability"), QStringLiteral("inputSchema")}) {
        if (!holder.contains(key) && definition.contains(key))
            holder.insert(key, definition.value(key));
    }
    return true;
}

} // namespace

bool ExecutorCapabilities::resolve(Value &config, LoadSession &session)
{
    const Value block = config.value(u"capabilities");
    QHash<QString, Value> flat;
    if (block.isObject()) {
        Flattener flattener(block, session);
        for (const Value::Member &member : block.members()) {
            Value resolved;
            if (!flattener.flatten(member.key, &resolved))
                return false;
            flat.insert(member.key, resolved);
        }
    }

    if (config.value(u"workflows").isObject()) {
        Value &workflows = config[QStringLiteral("workflows")];
        for (Value::Member &workflow : workflows.mutableMembers()) {
            if (!workflow.value.value(u"states").isObject())
                continue;
            for (Value::Member &state : workflow.value[QStringLiteral("states")].mutableMembers()) {
                if (!state.value.isObject())
                    continue;
                if (state.value.value(u"onEnter").isObject()
                    && !inlineExecutor(state.value[QStringLiteral("onEnter")], flat, session))
                    return false;
                if (!state.value.value(u"transitions").isObject())
                    continue;
                for (Value::Member &transition : state.value[QStringLiteral("transitions")].mutableMembers()) {
                    if (transition.value.isObject() && !inlineExecutor(transition.value, flat, session))
                        return false;
                }
            }
        }
    }

    for (const Value &exposure : config.value(u"proxy").value(u"expose").items()) {
        const Value *reference = exposure.find(u"capability");
        if (reference && reference->isString() && !flat.contains(reference->toString()))
            return session.fail(QStringLiteral("CAPABILITY_UNKNOWN_REF"),
                                QStringLiteral("exposure references unknown capability '%1'").arg(reference->toString()),
                                reference->pos());
    }
    config.remove(u"capabilities");
    return true;
}

} // namespace capstudio::flowgate
