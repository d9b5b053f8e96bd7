#include "views/manualwindow.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QKeySequence>
#include <QScrollBar>
#include <QTextDocument>
#include <QToolBar>
#include <QVBoxLayout>

namespace capstudio {

QVariant ManualBrowser::loadResource(int type, const QUrl &name)
{
    if (type != QTextDocument::ImageResource || !name.isLocalFile())
        return QTextBrowser::loadResource(type, name);
    QImageReader reader(name.toLocalFile());
    QImage image = reader.read();
    if (image.isNull())
        return QTextBrowser::loadResource(type, name);
    // Pictures are taken at 1280 pixels and more: shown no wider than the page.
    const int room = qMax(320, viewport()->width() - 2 * int(document()->documentMargin())
                                   - verticalScrollBar()->sizeHint().width() - 8);
    if (image.width() > room)
        image = image.scaledToWidth(room, Qt::SmoothTransformation);
    return image;
}

ManualWindow::ManualWindow(const QString &folder, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_folder(folder)
    , m_browser(new ManualBrowser(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("capstudio Manual"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setAccessibleName(tr("Manual page"));
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({folder});
    m_browser->document()->setDocumentMargin(18);

    auto *bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    QAction *back = bar->addAction(QIcon::fromTheme(QStringLiteral("go-previous")), tr("&Back"), m_browser,
                                   &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    QAction *forward = bar->addAction(QIcon::fromTheme(QStringLiteral("go-next")), tr("&Forward"), m_browser,
                                      &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    QAction *home = bar->addAction(QIcon::fromTheme(QStringLiteral("go-home")), tr("&Contents"), this,
                                   [this] { showPage(QStringLiteral("index.md")); });
    home->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        const QString title = m_browser->documentTitle();
        setWindowTitle(title.isEmpty() ? tr("capstudio Manual") : tr("%1 — capstudio Manual").arg(title));
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_browser, 1);
    resize(920, 760);
    showPage(QStringLiteral("index.md"));
}

void ManualWindow::showPage(const QString &page)
{
    m_browser->setSource(QUrl::fromLocalFile(QDir(m_folder).filePath(page)), QTextDocument::MarkdownResource);
}

} // namespace capstudio
