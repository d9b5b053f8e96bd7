#pragma once

#include "remote/apilistread.h"

namespace capstudio {

// Every agent or every conversation of a Sunrise server, each once, or an error that says
// how many are missing.
//
// Both lists are ordered by timestamps that change while they are read (agents by
// lastActiveAt, conversations by updatedAt, reference §4.10-§4.11): a row that moves to the
// top between two pages shifts the rest, so a plain read repeats one row and skips another.
// A pass whose answers all give the same total and hold that many distinct rows saw the
// list as it stood, and is the result. Otherwise the list is read in parts that each fit
// one page or hold still:
// - conversations in windows of updatedAt (dateFrom/dateTo), the older ones first and the
//   window since the newest row last: a conversation only ever moves to a newer window, so
//   one that moves while the windows are read is met in the last one;
// - agents by isSystem, kind and isActive, each part read until a pass is clean, and the
//   parts checked to add up to the total counted at the start.
class MovingListRead : public ApiListRead
{
    Q_OBJECT

public:
    enum class List { Agents, Conversations };

    MovingListRead(SunriseClient *client, List list, QObject *parent = nullptr);

    // Rows a window is planned for: below a page, so that a few rows that moved in fit too.
    static constexpr int WindowRows = 80;
    // Passes over one part before it counts as short.
    static constexpr int MaxPasses = 4;

protected:
    void begin() override;
    void passFinished(const ListPass &pass) override;

private:
    struct Part
    {
        QUrlQuery filter;
        QString label;
        qint64 fromMs = -1; // conversation windows: updatedAt bounds, inclusive (-1: open)
        qint64 toMs = -1;
        bool recent = false; // the window since the newest row, read last
        int passes = 0;
        int total = 0;
        QHash<QString, QJsonObject> rows;
    };

    void firstPass(const ListPass &pass);
    void partPass(int index, const ListPass &pass);
    void planWindows(const QList<QJsonObject> &rows);
    void planAgentParts();
    int addPart(const Part &part);
    void addWindow(qint64 fromMs, qint64 toMs, bool recent);
    void keep(const QJsonObject &row);
    void finish();
    qint64 stamp(const QJsonObject &row) const;

    List m_list;
    int m_firstPasses = 0;
    int m_firstTotal = 0;
    qint64 m_newestMs = -1;
    bool m_recentRead = false;
    QList<Part> m_parts;
    QHash<QString, QJsonObject> m_rows;
    int m_partTotals = 0;
    int m_missing = 0;
    QStringList m_shortParts;
};

} // namespace capstudio
