#pragma once

#include <QAbstractItemModel>
#include <QCache>
#include <QIcon>
#include <memory>

namespace capstudio::provenance {
class Bundle;
struct MessageDetail;
} // namespace capstudio::provenance

namespace capstudio {

// The messages of one provenance bundle as top-level rows; a terminal assistant message's
// capability calls are its children. Reads the bundle's compact summaries only; content
// previews are decoded for the rows a view asks about (and kept in a small cache).
class TimelineModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { ItemColumn, LeaksColumn, TimeColumn, StatusColumn, LatencyColumn, CostColumn,
                  PreviewColumn, ColumnCount };
    enum Roles {
        MessageRole = Qt::UserRole + 1, // int: message index
        CallRole,                       // int: call index, -1 on message rows
        LeakCountRole,                  // int
        FailedRole,                     // bool: a failed call, or a message with failed calls
        SlugRole,                       // QString: the call's or tool row's slug
        RoleIdRole,                     // QString: "user", "assistant", "tool" …
        SearchTextRole,                 // QString: what the free-text filter matches
    };

    explicit TimelineModel(QObject *parent = nullptr);
    ~TimelineModel() override;

    void setBundle(std::shared_ptr<const provenance::Bundle> bundle);
    const provenance::Bundle *bundle() const { return m_bundle.get(); }
    const std::shared_ptr<const provenance::Bundle> &sharedBundle() const { return m_bundle; }

    // Whether the time column shows dates (the conversation spans more than one day).
    bool showsDates() const { return m_showDates; }

    QModelIndex messageIndex(int message, int column = 0) const;
    QModelIndex callIndex(int call, int column = 0) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The first line of a message's content, at most `maxChars` long (cached).
    QString preview(int message) const;
    QString callPreview(int call) const;
    static QIcon roleIcon(int role);

private:
    const provenance::MessageDetail *detail(int message) const;

    std::shared_ptr<const provenance::Bundle> m_bundle;
    bool m_showDates = false;
    mutable QCache<int, QString> m_previews;
    mutable QCache<int, provenance::MessageDetail> m_details;
};

} // namespace capstudio
