#pragma once

#include <QTextBrowser>
#include <memory>

namespace capstudio::provenance {
class Bundle;
class DriftSchemas;
struct Finding;
} // namespace capstudio::provenance

namespace capstudio {

// Everything about the selected message or capability call: fields, version pins, content,
// arguments and result preview laid out as JSON, citations and workflow sources. Redaction is
// made visible: values Sunrise masked get a quiet highlight, truncated previews a marker and
// leaks a red highlight whose tooltip names kind, severity and masked form. All bundle text
// is inserted as plain text, never interpreted as markup.
class MessageDetailView : public QTextBrowser
{
    Q_OBJECT

public:
    struct Highlight
    {
        enum Kind { Leak, Masked, Truncated };
        Kind kind = Leak;
        int start = 0;   // document position
        int length = 0;
        int finding = -1; // index into Bundle::findings() for leaks
    };
    // The char format property that carries a highlight's kind (+1) on the text it covers.
    static constexpr int HighlightKindProperty = 0x100100;
    static constexpr int FindingProperty = 0x100101;

    explicit MessageDetailView(QWidget *parent = nullptr);
    ~MessageDetailView() override;

    void setBundle(std::shared_ptr<const provenance::Bundle> bundle);
    // The capabilities' parameters schemas as the connection holds them now: a call shows
    // whether its recorded arguments would still pass (schema drift). Null: not checked.
    void setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas);
    // Shows message `message`; with `finding` >= 0 that leak is selected and scrolled to.
    void showMessage(int message, int finding = -1);
    void showCall(int call, int finding = -1);
    void clearDetail();

    int currentMessage() const { return m_message; }
    int currentCall() const { return m_call; }
    const QList<Highlight> &highlights() const { return m_highlights; }
    // The leak that was followed to (shown white on red), -1 when none.
    int focusedFinding() const;

signals:
    void messageLinkActivated(int message);
    void callLinkActivated(int call);

private:
    struct Mark
    {
        Highlight::Kind kind;
        qsizetype start;
        qsizetype length;
        int finding;
    };
    void begin();
    void finish(int finding);
    void heading(const QString &text);
    void field(const QString &label, const QString &value, bool monospace = false);
    void link(const QString &label, const QString &text, const QString &href);
    void note(const QString &text, const QColor &color);
    // Plain text (a message content, an excerpt) with leaks and masked values marked.
    void valueText(const QString &text, const QString &pointer, bool monospace, const QString &label = {});
    // JSON text laid out with formatJson; `pointerPrefix` is the pointer of the JSON in the
    // bundle document, or `outerPointer` when the JSON sits inside that string value.
    bool jsonText(const QByteArray &json, const QString &pointerPrefix, const QString &outerPointer);
    void insertMarked(const QString &text, QList<Mark> marks, bool monospace, const QString &label = {});
    void citationsAndSources(int message);
    void contentBlock(int message, const QString &content);
    QList<const provenance::Finding *> findingsAt(const QString &pointer) const;
    QString findingTip(int finding) const;

    std::shared_ptr<const provenance::Bundle> m_bundle;
    std::shared_ptr<const provenance::DriftSchemas> m_schemas;
    QList<Highlight> m_highlights;
    std::vector<int> m_findingsInView; // findings of the message(s) shown
    int m_message = -1;
    int m_call = -1;
};

} // namespace capstudio
