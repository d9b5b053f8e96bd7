#include "views/tonestyle.h"

#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QWidget>

namespace capstudio {

namespace {

const char KeeperName[] = "capstudio_toneKeeper";

class ToneKeeper : public QObject
{
public:
    ToneKeeper(QWidget *widget, std::function<void()> apply)
        : QObject(widget)
        , m_apply(std::move(apply))
    {
        setObjectName(QLatin1String(KeeperName));
        widget->installEventFilter(this);
    }

    void apply() const
    {
        if (m_apply)
            m_apply();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parent() && event->type() == QEvent::ApplicationPaletteChange)
            apply();
        return false;
    }

private:
    std::function<void()> m_apply;
};

} // namespace

void keepInTone(QWidget *widget, std::function<void()> apply)
{
    if (!widget)
        return;
    if (QObject *old = widget->findChild<QObject *>(QLatin1String(KeeperName), Qt::FindDirectChildrenOnly)) {
        widget->removeEventFilter(old);
        delete old;
    }
    auto *keeper = new ToneKeeper(widget, std::move(apply));
    keeper->apply();
}

void setTextTone(QWidget *widget, Tone tone)
{
    QPointer<QWidget> guarded(widget);
    keepInTone(widget, [guarded, tone] {
        if (!guarded)
            return;
        // The palette the widget would have without a tone decides light or dark.
        QPalette palette = guarded->palette();
        const QColor color = toneColor(tone, QApplication::palette(guarded));
        palette.setColor(QPalette::WindowText, color);
        palette.setColor(QPalette::Text, color);
        guarded->setPalette(palette);
    });
}

void clearTextTone(QWidget *widget)
{
    QPointer<QWidget> guarded(widget);
    keepInTone(widget, [guarded] {
        if (!guarded)
            return;
        QPalette palette = guarded->palette();
        const QPalette plain = QApplication::palette(guarded);
        palette.setColor(QPalette::WindowText, plain.color(QPalette::WindowText));
        palette.setColor(QPalette::Text, plain.color(QPalette::Text));
        guarded->setPalette(palette);
    });
}

void setBannerTone(QWidget *widget, Tone tone, const QString &selector)
{
    QPointer<QWidget> guarded(widget);
    keepInTone(widget, [guarded, tone, selector] {
        if (guarded)
            guarded->setStyleSheet(bannerStyleSheet(tone, QApplication::palette(guarded), selector));
    });
}

} // namespace capstudio
