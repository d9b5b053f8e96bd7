#pragma once

#include "core/diagnostic.h"

#include <QHash>
#include <QWidget>

namespace capstudio {

class JsonEditor;

// The gutter left of a JsonEditor: line numbers in the editor's font and palette, the
// current line's number in full text colour, and a severity mark on lines with findings.
class LineNumberArea : public QWidget
{
    Q_OBJECT

public:
    explicit LineNumberArea(JsonEditor *editor);

    // Width for the editor's block count: digits of the largest number plus padding.
    int preferredWidth() const;
    void setLineSeverities(const QHash<int, Severity> &severities);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int padding() const;

    JsonEditor *m_editor;
    QHash<int, Severity> m_severities;
};

} // namespace capstudio
