#pragma once

// Shared by tst_provenancepane (the demo bundle) and tst_provenancepane_corpus (the Sunrise
// example bundle of the conformance corpus).

#include "provenance/bundle.h"
#include "views/bundleview.h"
#include "views/findingsmodel.h"
#include "views/messagedetailview.h"
#include "views/provenancepane.h"
#include "views/timelinefilterproxy.h"
#include "views/timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTreeView>
#include <QTreeWidget>

namespace capstudio::provenancetest {

using provenance::Bundle;

inline const QString DemoPath = QStringLiteral(CAPSTUDIO_SOURCE_DIR "/resources/demo/conversation.json");
inline const QString CorpusPath = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");

inline bool openAndWait(ProvenancePane &pane, const QString &path)
{
    QSignalSpy spy(&pane, &ProvenancePane::loadFinished);
    pane.openFile(path);
    if (!spy.wait(60000))
        return false;
    return spy.constFirst().constFirst().toBool();
}

// The (message, call) of every visible row, depth first.
inline QList<QPair<int, int>> visibleRows(const QAbstractItemModel *model, const QModelIndex &parent = {})
{
    QList<QPair<int, int>> rows;
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        rows.append({index.data(TimelineModel::MessageRole).toInt(), index.data(TimelineModel::CallRole).toInt()});
        rows += visibleRows(model, index);
    }
    return rows;
}

inline QList<int> visibleMessages(const QAbstractItemModel *model)
{
    QList<int> messages;
    for (int row = 0; row < model->rowCount(); ++row)
        messages.append(model->index(row, 0).data(TimelineModel::MessageRole).toInt());
    return messages;
}

inline int callOf(const Bundle &bundle, const QString &slug)
{
    for (size_t i = 0; i < bundle.calls().size(); ++i) {
        if (bundle.slugAt(bundle.calls()[i].slug) == slug)
            return int(i);
    }
    return -1;
}

inline QString highlightedText(const MessageDetailView *view, const MessageDetailView::Highlight &highlight)
{
    QTextCursor cursor(view->document());
    cursor.setPosition(highlight.start);
    cursor.setPosition(highlight.start + highlight.length, QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

inline QTextCharFormat formatAt(const MessageDetailView *view, int position)
{
    QTextCursor cursor(view->document());
    cursor.setPosition(position + 1); // the format of the character before the cursor
    return cursor.charFormat();
}

inline bool isRed(const QColor &color)
{
    return color.red() > 200 && color.red() - color.blue() > 30 && color.red() - color.green() > 30;
}

// Points QSettings at a throwaway directory (splitter states, the recent list).
inline void useTemporarySettings(const QString &directory)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, directory);
}

} // namespace capstudio::provenancetest
