#include "catalogcode/catalogdiff.h"

#include "core/jsonpointer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <array>

namespace capstudio {

namespace {

QString compact(const QJsonValue &value)
{
    if (value.isUndefined())
        return CatalogDiff::tr("(absent)");
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    // A scalar as JSON: wrapped in an array and unwrapped again.
    const QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

QJsonObject fieldJson(const FieldChange &change)
{
    QJsonObject object{{QStringLiteral("path"), change.pointer}};
    if (!change.before.isUndefined())
        object.insert(QStringLiteral("before"), change.before);
    if (!change.after.isUndefined())
        object.insert(QStringLiteral("after"), change.after);
    return object;
}

QJsonArray fieldsJson(const QList<FieldChange> &changes)
{
    QJsonArray array;
    for (const FieldChange &change : changes)
        array.append(fieldJson(change));
    return array;
}

const char *sign(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Create: return "+";
    case ChangeKind::Update: return "~";
    case ChangeKind::Delete: return "-";
    }
    return "?";
}

} // namespace

QString CatalogDiff::kindName(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Create: return QStringLiteral("create");
    case ChangeKind::Update: return QStringLiteral("update");
    case ChangeKind::Delete: return QStringLiteral("delete");
    }
    return {};
}

int CatalogDiff::count(ChangeKind kind) const
{
    int n = 0;
    for (const CapabilityDiff &diff : capabilities)
        n += diff.kind == kind;
    for (const BindingDiff &diff : bindings)
        n += diff.kind == kind;
    return n;
}

void CatalogDiff::compareJson(const QJsonValue &before, const QJsonValue &after, const QString &pointer,
                              QList<FieldChange> &changes)
{
    if (before == after)
        return;
    if (before.isObject() && after.isObject()) {
        const QJsonObject a = before.toObject();
        const QJsonObject b = after.toObject();
        // Both key lists are sorted: one merge pass.
        const QStringList aKeys = a.keys();
        const QStringList bKeys = b.keys();
        qsizetype i = 0, j = 0;
        while (i < aKeys.size() || j < bKeys.size()) {
            if (j == bKeys.size() || (i < aKeys.size() && aKeys.at(i) < bKeys.at(j))) {
                changes.append({jsonpointer::append(pointer, aKeys.at(i)), a.value(aKeys.at(i)), QJsonValue::Undefined});
                ++i;
            } else if (i == aKeys.size() || bKeys.at(j) < aKeys.at(i)) {
                changes.append({jsonpointer::append(pointer, bKeys.at(j)), QJsonValue::Undefined, b.value(bKeys.at(j))});
                ++j;
            } else {
                compareJson(a.value(aKeys.at(i)), b.value(bKeys.at(j)), jsonpointer::append(pointer, aKeys.at(i)), changes);
                ++i;
                ++j;
            }
        }
        return;
    }
    if (before.isArray() && after.isArray()) {
        const QJsonArray a = before.toArray();
        const QJsonArray b = after.toArray();
        const qsizetype common = std::min(a.size(), b.size());
        for (qsizetype k = 0; k < common; ++k)
            compareJson(a.at(k), b.at(k), jsonpointer::append(pointer, k), changes);
        for (qsizetype k = common; k < a.size(); ++k)
            changes.append({jsonpointer::append(pointer, k), a.at(k), QJsonValue::Undefined});
        for (qsizetype k = common; k < b.size(); ++k)
            changes.append({jsonpointer::append(pointer, k), QJsonValue::Undefined, b.at(k)});
        return;
    }
    changes.append({pointer, before, after});
}

CatalogDiff CatalogDiff::compare(const CatalogSnapshot &from, const CatalogSnapshot &to)
{
    CatalogDiff diff;
    // Both lists are sorted by slug: one merge pass.
    qsizetype i = 0, j = 0;
    const auto &a = from.capabilities;
    const auto &b = to.capabilities;
    while (i < a.size() || j < b.size()) {
        CapabilityDiff change;
        if (j == b.size() || (i < a.size() && a.at(i).slug < b.at(j).slug)) {
            change.kind = ChangeKind::Delete;
            change.slug = a.at(i).slug;
            change.before = a.at(i++);
        } else if (i == a.size() || b.at(j).slug < a.at(i).slug) {
            change.kind = ChangeKind::Create;
            change.slug = b.at(j).slug;
            change.after = b.at(j++);
        } else {
            // Most rows are equal: compared as values first, as JSON only when they differ.
            Capability same = b.at(j);
            same.id = a.at(i).id;
            if (same == a.at(i)) {
                ++i;
                ++j;
                continue;
            }
            compareJson(CatalogSnapshot::capabilityFields(a.at(i)), CatalogSnapshot::capabilityFields(b.at(j)),
                        QString(), change.fields);
            if (change.fields.isEmpty()) {
                ++i;
                ++j;
                continue;
            }
            change.slug = a.at(i).slug;
            change.before = a.at(i++);
            change.after = b.at(j++);
        }
        diff.capabilities.append(std::move(change));
    }

    const auto key = [](const NamedBinding &binding) { return std::tie(binding.agentSlug, binding.capabilitySlug); };
    const auto &c = from.bindings;
    const auto &d = to.bindings;
    i = 0;
    j = 0;
    while (i < c.size() || j < d.size()) {
        BindingDiff change;
        if (j == d.size() || (i < c.size() && key(c.at(i)) < key(d.at(j)))) {
            change.kind = ChangeKind::Delete;
            change.before = c.at(i++);
        } else if (i == c.size() || key(d.at(j)) < key(c.at(i))) {
            change.kind = ChangeKind::Create;
            change.after = d.at(j++);
        } else {
            if (c.at(i) == d.at(j)) {
                ++i;
                ++j;
                continue;
            }
            compareJson(c.at(i).fields(), d.at(j).fields(), QString(), change.fields);
            change.before = c.at(i++);
            change.after = d.at(j++);
        }
        const NamedBinding &named = change.after ? *change.after : *change.before;
        change.agentSlug = named.agentSlug;
        change.capabilitySlug = named.capabilitySlug;
        diff.bindings.append(std::move(change));
    }
    return diff;
}

QJsonObject CatalogDiff::toJson() const
{
    QJsonArray capabilityArray;
    for (const CapabilityDiff &change : capabilities) {
        QJsonObject object{{QStringLiteral("change"), kindName(change.kind)}, {QStringLiteral("slug"), change.slug}};
        if (change.kind == ChangeKind::Update)
            object.insert(QStringLiteral("fields"), fieldsJson(change.fields));
        else if (change.kind == ChangeKind::Create)
            object.insert(QStringLiteral("after"), CatalogSnapshot::capabilityFields(*change.after));
        else
            object.insert(QStringLiteral("before"), CatalogSnapshot::capabilityFields(*change.before));
        capabilityArray.append(object);
    }
    QJsonArray bindingArray;
    for (const BindingDiff &change : bindings) {
        QJsonObject object{{QStringLiteral("change"), kindName(change.kind)},
                           {QStringLiteral("agent"), change.agentSlug},
                           {QStringLiteral("capability"), change.capabilitySlug}};
        if (change.kind == ChangeKind::Update)
            object.insert(QStringLiteral("fields"), fieldsJson(change.fields));
        else if (change.kind == ChangeKind::Create)
            object.insert(QStringLiteral("after"), change.after->fields());
        else
            object.insert(QStringLiteral("before"), change.before->fields());
        bindingArray.append(object);
    }
    const auto summary = [](const auto &list) {
        int counts[3] = {0, 0, 0};
        for (const auto &change : list)
            ++counts[int(change.kind)];
        return QJsonObject{{QStringLiteral("create"), counts[0]},
                           {QStringLiteral("update"), counts[1]},
                           {QStringLiteral("delete"), counts[2]}};
    };
    return QJsonObject{{QStringLiteral("equal"), isEmpty()},
                       {QStringLiteral("summary"),
                        QJsonObject{{QStringLiteral("capabilities"), summary(capabilities)},
                                    {QStringLiteral("bindings"), summary(bindings)}}},
                       {QStringLiteral("capabilities"), capabilityArray},
                       {QStringLiteral("bindings"), bindingArray}};
}

QString CatalogDiff::toText() const
{
    QString text;
    const auto fieldLines = [&text](const QList<FieldChange> &fields) {
        for (const FieldChange &field : fields)
            text += QStringLiteral("    %1: %2 → %3\n").arg(field.pointer, compact(field.before), compact(field.after));
    };
    for (const CapabilityDiff &change : capabilities) {
        text += QStringLiteral("%1 capability %2\n").arg(QLatin1String(sign(change.kind)), change.slug);
        fieldLines(change.fields);
    }
    for (const BindingDiff &change : bindings) {
        text += QStringLiteral("%1 binding %2 → %3\n")
                    .arg(QLatin1String(sign(change.kind)), change.agentSlug, change.capabilitySlug);
        fieldLines(change.fields);
    }
    const auto counts = [](const auto &list) {
        int n[3] = {0, 0, 0};
        for (const auto &change : list)
            ++n[int(change.kind)];
        return std::array<int, 3>{n[0], n[1], n[2]};
    };
    const auto c = counts(capabilities);
    const auto b = counts(bindings);
    text += tr("capabilities: %1 to create, %2 to update, %3 to delete; bindings: %4 to create, %5 to update, %6 to "
               "delete")
                .arg(c[0])
                .arg(c[1])
                .arg(c[2])
                .arg(b[0])
                .arg(b[1])
                .arg(b[2])
          + QLatin1Char('\n');
    return text;
}

} // namespace capstudio
