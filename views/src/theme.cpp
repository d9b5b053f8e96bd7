#include "views/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace capstudio {

namespace {

QString &startStyleName()
{
    static QString name;
    return name;
}

// Whether a theme other than the start-up one has been set in this run.
bool &changed()
{
    static bool value = false;
    return value;
}

QStyle *fusion()
{
    return QStyleFactory::create(QStringLiteral("Fusion"));
}

} // namespace

QString themeKey(Theme theme)
{
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

Theme themeFromKey(const QString &key)
{
    if (key == QLatin1String("light"))
        return Theme::Light;
    if (key == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

QPalette darkPalette()
{
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1f, 0x1f, 0x1f);
    const QColor alternate(0x26, 0x26, 0x26);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    const QColor button(0x35, 0x35, 0x35);
    const QColor highlight(0x3d, 0x7e, 0xd6);
    const QColor link(0x8a, 0xb4, 0xf8);

    QPalette palette;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const bool disabled = group == QPalette::Disabled;
        palette.setColor(group, QPalette::Window, window);
        palette.setColor(group, QPalette::WindowText, disabled ? disabledText : text);
        palette.setColor(group, QPalette::Base, disabled ? window : base);
        palette.setColor(group, QPalette::AlternateBase, alternate);
        palette.setColor(group, QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
        palette.setColor(group, QPalette::ToolTipText, text);
        palette.setColor(group, QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
        palette.setColor(group, QPalette::Text, disabled ? disabledText : text);
        palette.setColor(group, QPalette::Button, button);
        palette.setColor(group, QPalette::ButtonText, disabled ? disabledText : text);
        palette.setColor(group, QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
        palette.setColor(group, QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
        palette.setColor(group, QPalette::Midlight, QColor(0x40, 0x40, 0x40));
        palette.setColor(group, QPalette::Mid, QColor(0x30, 0x30, 0x30));
        palette.setColor(group, QPalette::Dark, QColor(0x18, 0x18, 0x18));
        palette.setColor(group, QPalette::Shadow, QColor(0x0c, 0x0c, 0x0c));
        palette.setColor(group, QPalette::Highlight, disabled ? QColor(0x50, 0x50, 0x50) : highlight);
        palette.setColor(group, QPalette::HighlightedText, disabled ? disabledText : QColor(Qt::white));
        palette.setColor(group, QPalette::Link, link);
        palette.setColor(group, QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    }
    palette.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x34, 0x4b, 0x6b));
    return palette;
}

void applyTheme(Theme theme)
{
    if (startStyleName().isEmpty() && QApplication::style())
        startStyleName() = QApplication::style()->name();
    switch (theme) {
    case Theme::System: {
        if (!changed())
            return; // already the platform's own
        changed() = false;
        if (QStyle *style = QStyleFactory::create(startStyleName()))
            QApplication::setStyle(style);
        // A palette that resolves no role: every role comes from the platform again.
        QApplication::setPalette(QPalette());
        return;
    }
    case Theme::Light: {
        changed() = true;
        QStyle *style = fusion();
        QApplication::setStyle(style);
        QApplication::setPalette(style->standardPalette());
        return;
    }
    case Theme::Dark:
        changed() = true;
        QApplication::setStyle(fusion());
        QApplication::setPalette(darkPalette());
        return;
    }
}

} // namespace capstudio
