#include "contextreads.h"

namespace capstudio::flowgate::checks {

namespace {

bool isSlotChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_';
}

} // namespace

QStringList ContextReads::inTemplate(const QString &text)
{
    QStringList found;
    qsizetype i = 0;
    while (i + 1 < text.size()) {
        if (text.at(i) == u'{' && text.at(i + 1) == u'{') {
            const qsizetype end = text.indexOf(QStringLiteral("}}"), i + 2);
            if (end >= 0) {
                found += inExpression(text.mid(i + 2, end - i - 2));
                i = end + 2;
                continue;
            }
        }
        ++i;
    }
    return found;
}

QStringList ContextReads::inExpression(const QString &text)
{
    static const QString prefix = QStringLiteral("$.context.");
    QStringList slotNames;
    qsizetype from = 0;
    while (true) {
        const qsizetype found = text.indexOf(prefix, from);
        if (found < 0)
            break;
        qsizetype end = found + prefix.size();
        while (end < text.size() && isSlotChar(text.at(end)))
            ++end;
        const qsizetype start = found + prefix.size();
        if (end > start)
            slotNames.append(text.mid(start, end - start));
        from = end;
    }
    return slotNames;
}

std::vector<const Value *> ContextReads::guardsOf(const Value &transition)
{
    std::vector<const Value *> guards;
    if (const Value *list = transition.find(u"guards"); list && list->isArray()) {
        for (const Value &guard : list->items())
            collectGuard(guard, guards);
    }
    if (const Value *branches = transition.find(u"branches"); branches && branches->isArray()) {
        for (const Value &branch : branches->items()) {
            if (const Value *when = branch.find(u"when"))
                collectGuard(*when, guards);
        }
    }
    return guards;
}

void ContextReads::collectGuard(const Value &guard, std::vector<const Value *> &out)
{
    const Value *kind = guard.find(u"kind");
    const QString name = kind && kind->isString() ? kind->toString() : QString();
    if (name == u"all_of" || name == u"any_of") {
        if (const Value *inner = guard.find(u"guards"); inner && inner->isArray()) {
            for (const Value &item : inner->items())
                collectGuard(item, out);
        }
        return;
    }
    if (name == u"not") {
        if (const Value *inner = guard.find(u"guard"))
            collectGuard(*inner, out);
        return;
    }
    out.push_back(&guard);
}

} // namespace capstudio::flowgate::checks
