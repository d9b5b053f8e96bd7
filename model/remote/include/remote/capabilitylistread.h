#pragma once

#include "remote/apilistread.h"

namespace capstudio {

// Every capability of a Sunrise server, each exactly once, or an error that says how many
// are missing.
//
// `GET …/capabilities` sorts by category only (reference §4.1). PostgreSQL hands out the rows
// of one category in an order of its choosing, which can differ from page to page, so a plain
// read of every page overlaps and skips rows even when nothing changes. A page with no offset
// that holds the whole of what it selects is complete, though. So: one pass over the pages;
// the categories whose rows came back short are read again each on its own (`category=`),
// those still short split by `executionType` and `isActive`, and a part still short is read
// again with other page sizes. The parts must add up to the total the server counted at the
// start; when they do not (a row deleted or changed meanwhile, or one no filter can reach),
// the read fails with the count instead of returning a shorter list.
class CapabilityListRead : public ApiListRead
{
    Q_OBJECT

public:
    explicit CapabilityListRead(SunriseClient *client, QObject *parent = nullptr);

    // The server's `category` filter selects exactly this category: it trims the value and
    // takes at most 50 characters, and an empty one selects everything.
    static bool isFilterable(const QString &category);
    // Page sizes for the passes over a part that keeps coming back short.
    static const QList<int> &pageSizes();

protected:
    void begin() override;
    void passFinished(const ListPass &pass) override;

private:
    struct Part
    {
        QUrlQuery filter;
        QString label;
        bool split = false; // a category, which can still be split by type and state
        int passes = 0;
        QHash<QString, QJsonObject> rows;
    };

    void firstPass(const ListPass &pass);
    void partPass(int index, const ListPass &pass);
    void addPart(const QUrlQuery &filter, const QString &label, bool split);
    void finish();

    QList<Part> m_parts;
    QHash<QString, QJsonObject> m_complete;
    int m_expected = 0;
    int m_missing = 0;
    QStringList m_shortParts;
};

} // namespace capstudio
