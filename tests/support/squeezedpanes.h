#pragma once

// What a first run must never show: a pane of a visible splitter narrower (or lower) than a
// person can use. Shared by the window's layout test and the screenshot test.
#include <QSplitter>
#include <QStringList>
#include <QWidget>

inline QStringList squeezedPanes(QWidget *area, int minimum = 100)
{
    QStringList squeezed;
    for (QSplitter *splitter : area->findChildren<QSplitter *>()) {
        if (!splitter->isVisible())
            continue;
        for (int i = 0; i < splitter->count(); ++i) {
            QWidget *pane = splitter->widget(i);
            if (!pane->isVisible())
                continue;
            const bool vertical = splitter->orientation() == Qt::Vertical;
            const int extent = vertical ? pane->height() : pane->width();
            if (extent < minimum)
                squeezed.append(QStringLiteral("pane %1 (%2) of the %3 splitter %4 is %5 px")
                                    .arg(i)
                                    .arg(QString::fromLatin1(pane->metaObject()->className()),
                                         vertical ? QStringLiteral("vertical") : QStringLiteral("horizontal"),
                                         splitter->objectName())
                                    .arg(extent));
        }
    }
    return squeezed;
}
