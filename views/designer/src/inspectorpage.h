#pragma once

#include "core/expected.h"
#include "flowgate/value.h"

#include <QStringList>
#include <QWidget>

class QVBoxLayout;

namespace capstudio {

namespace designer {
class FlowLibrary;
}

class InspectorSection;

// The common part of the inspector's pages (workflow, state, transition): what is
// inspected, the sections the page is made of, and edits that set or remove one key.
// A page never rebuilds itself while one of its fields is emitting: refresh() updates the
// fields in place, so an edit that reloads the library is safe from inside a field's signal.
class InspectorPage : public QWidget
{
    Q_OBJECT

public:
    explicit InspectorPage(QWidget *parent = nullptr);

    // What to show; refresh() reads it. `elementId` is a state id or "state/transition".
    void setTarget(designer::FlowLibrary *library, const QString &workflowId, const QString &elementId);
    designer::FlowLibrary *library() const { return m_library; }
    const QString &workflowId() const { return m_workflowId; }
    const QString &elementId() const { return m_elementId; }

    // Reads the element again from the library and shows it.
    virtual void refresh() = 0;
    // Hides every section's error message.
    void clearErrors();
    // Puts every field back to what is written (after a refused edit and a refresh()).
    void revertFields();

signals:
    // An edit is about to rename the inspected element (the library reloads during it).
    void aboutToRename(const QString &elementId);
    // An edit renamed the inspected element (the panel follows it).
    void elementRenamed(const QString &elementId);
    // A section showed an error (the panel remembers the last one).
    void errorShown(const QString &message);

protected:
    InspectorSection *addSection(const QString &title);
    void addWidget(QWidget *widget);
    // Reads the workflow's definition again (call at the start of refresh()).
    void reloadDefinition();
    const flowgate::Value &definition() const { return m_definition; }
    bool has(const QStringList &keys) const;
    // Sets `keys` (relative to the workflow) to `value`; a Null value removes the key (and
    // does nothing when it is absent).
    Status setOrRemove(const QStringList &keys, const flowgate::Value &value, const QString &undoText);

private:
    designer::FlowLibrary *m_library = nullptr;
    QString m_workflowId;
    QString m_elementId;
    flowgate::Value m_definition;
    QVBoxLayout *m_layout;
    QList<InspectorSection *> m_sections;
};

} // namespace capstudio
