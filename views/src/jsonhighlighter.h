#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;

namespace capstudio {

// Colours JSON line by line (a JSON string never spans lines, so no state carries over):
// keys, strings, escapes, numbers, true/false/null and punctuation. Colours are derived
// from a palette, so a dark theme gets light colours.
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    enum Role { Key, String, Escape, Number, Literal, Punctuation, RoleCount };

    explicit JsonHighlighter(QTextDocument *document);

    // Recomputes the formats for palette and re-colours the document.
    void setPalette(const QPalette &palette);
    QTextCharFormat format(Role role) const { return m_formats[role]; }

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_formats[RoleCount];
};

} // namespace capstudio
