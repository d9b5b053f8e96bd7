#include "remote/capabilitylistread.h"

#include <algorithm>

namespace capstudio {

namespace {

constexpr int kTag = -1; // the first pass, over the whole list

QString categoryOf(const QJsonObject &row)
{
    return row.value(QLatin1String("category")).toString();
}

QList<QJsonObject> sortedRows(const QHash<QString, QJsonObject> &rows)
{
    QList<QJsonObject> list = rows.values();
    // The server's order is not one; ours is, so that two reads print alike.
    std::sort(list.begin(), list.end(), [](const QJsonObject &a, const QJsonObject &b) {
        const QString ca = categoryOf(a);
        const QString cb = categoryOf(b);
        if (ca != cb)
            return ca < cb;
        const QString sa = a.value(QLatin1String("slug")).toString();
        const QString sb = b.value(QLatin1String("slug")).toString();
        if (sa != sb)
            return sa < sb;
        return ApiListRead::idOf(a) < ApiListRead::idOf(b);
    });
    return list;
}

} // namespace

CapabilityListRead::CapabilityListRead(SunriseClient *client, QObject *parent)
    : ApiListRead(client, QStringLiteral("capabilities"), tr("capabilities"), parent)
{
}

bool CapabilityListRead::isFilterable(const QString &category)
{
    const QChar bom(0xFEFF); // JavaScript's trim() takes it too
    return !category.isEmpty() && category.size() <= 50 && category == category.trimmed()
           && !category.startsWith(bom) && !category.endsWith(bom);
}

const QList<int> &CapabilityListRead::pageSizes()
{
    // Different sizes move the page boundaries, and with them what an unstable order hides.
    static const QList<int> sizes{100, 97, 89, 83, 79, 73, 67, 61};
    return sizes;
}

void CapabilityListRead::begin()
{
    readPass({}, 100, kTag);
}

void CapabilityListRead::passFinished(const ListPass &pass)
{
    if (pass.tag == kTag)
        firstPass(pass);
    else
        partPass(pass.tag, pass);
    if (!isFinished() && !passesPending())
        finish();
}

void CapabilityListRead::firstPass(const ListPass &pass)
{
    m_expected = pass.total();
    setExpected(m_expected);
    if (pass.isClean()) {
        QHash<QString, QJsonObject> rows;
        for (const QJsonObject &row : pass.distinctRows())
            rows.insert(idOf(row), row);
        succeed(sortedRows(rows));
        return;
    }
    // Each page covers its positions of the order exactly, and the order by category is
    // strict between categories: so, while the total holds still, the pages tell how many
    // rows each category has even where they repeat some and skip others.
    QHash<QString, int> positions;
    QHash<QString, QHash<QString, QJsonObject>> distinct;
    QStringList categories;
    for (const QList<QJsonObject> &page : pass.pages) {
        for (const QJsonObject &row : page) {
            const QString category = categoryOf(row);
            if (!positions.contains(category))
                categories.append(category);
            ++positions[category];
            distinct[category].insert(idOf(row), row);
        }
    }
    const bool counted = pass.totalsAgree();
    for (const QString &category : std::as_const(categories)) {
        const QHash<QString, QJsonObject> &rows = distinct.value(category);
        if (counted && rows.size() == positions.value(category)) {
            m_complete.insert(rows);
            continue;
        }
        if (isFilterable(category)) {
            QUrlQuery filter;
            filter.addQueryItem(QStringLiteral("category"), category);
            addPart(filter, tr("category “%1”").arg(category), true);
            continue;
        }
        // No filter reaches exactly these rows: what came back is all there is.
        m_complete.insert(rows);
        if (counted)
            m_missing += positions.value(category) - int(rows.size());
        m_shortParts.append(tr("category “%1”, which the server's filter cannot select").arg(category));
    }
}

void CapabilityListRead::addPart(const QUrlQuery &filter, const QString &label, bool split)
{
    Part part;
    part.filter = filter;
    part.label = label;
    part.split = split;
    m_parts.append(part);
    readPass(filter, pageSizes().constFirst(), int(m_parts.size()) - 1);
}

void CapabilityListRead::partPass(int index, const ListPass &pass)
{
    Part &part = m_parts[index];
    ++part.passes;
    const QList<QJsonObject> rows = pass.distinctRows();
    if (pass.isClean()) {
        for (const QJsonObject &row : rows)
            m_complete.insert(idOf(row), row);
        return;
    }
    // Passes with other page sizes add up, as long as the part's count holds still.
    for (const QJsonObject &row : rows)
        part.rows.insert(idOf(row), row);
    if (int(part.rows.size()) > pass.total()) {
        part.rows.clear();
        for (const QJsonObject &row : rows)
            part.rows.insert(idOf(row), row);
    }
    if (pass.totalsAgree() && int(part.rows.size()) == pass.total()) {
        m_complete.insert(part.rows);
        return;
    }
    if (part.split) {
        const QUrlQuery category = part.filter;
        const QString label = part.label;
        for (const QString &type : {QStringLiteral("internal"), QStringLiteral("api"), QStringLiteral("webhook")}) {
            for (const bool active : {true, false}) {
                QUrlQuery filter = category;
                filter.addQueryItem(QStringLiteral("executionType"), type);
                filter.addQueryItem(QStringLiteral("isActive"), active ? QStringLiteral("true") : QStringLiteral("false"));
                addPart(filter,
                        active ? tr("%1, %2, active").arg(label, type) : tr("%1, %2, inactive").arg(label, type),
                        false);
            }
        }
        return; // `part` may dangle now: addPart() grew the list
    }
    if (part.passes < pageSizes().size()) {
        readPass(part.filter, pageSizes().at(part.passes), index);
        return;
    }
    m_complete.insert(part.rows);
    m_missing += pass.total() - int(part.rows.size());
    m_shortParts.append(part.label);
}

void CapabilityListRead::finish()
{
    if (m_missing == 0 && int(m_complete.size()) == m_expected) {
        succeed(sortedRows(m_complete));
        return;
    }
    QString why;
    if (!m_shortParts.isEmpty())
        why = tr("These came back short after every attempt (the server orders them by category only, so "
                 "pages overlap): %1.")
                  .arg(m_shortParts.join(QLatin1String("; ")));
    else
        why = tr("Capabilities were added, deleted or moved to another category while the list was read.");
    failIncomplete(m_expected, int(m_complete.size()), why + QLatin1Char(' ') + tr("Nothing was loaded; read again."));
}

} // namespace capstudio
