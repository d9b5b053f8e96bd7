#pragma once

#include <QTextBrowser>
#include <QWidget>

class QAction;

namespace capstudio {

// The manual's pages (Markdown) as QTextBrowser shows them, pictures scaled down to the page.
class ManualBrowser : public QTextBrowser
{
    Q_OBJECT

public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override;
};

// Help ▸ Manual: a window of its own with the manual's pages, back, forward and contents.
class ManualWindow : public QWidget
{
    Q_OBJECT

public:
    // folder holds index.md and the other pages.
    explicit ManualWindow(const QString &folder, QWidget *parent = nullptr);

    ManualBrowser *browser() const { return m_browser; }
    void showPage(const QString &page);

private:
    QString m_folder;
    ManualBrowser *m_browser;
};

} // namespace capstudio
