#pragma once

#include <QWidget>

namespace capstudio {

// Says plainly that an area of the window is not built yet, and what it will do.
class PlaceholderPane : public QWidget
{
    Q_OBJECT

public:
    PlaceholderPane(const QString &title, const QString &purpose, const QString &status,
                    QWidget *parent = nullptr);
};

} // namespace capstudio
