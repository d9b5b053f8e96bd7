#pragma once

#include "catalog/bindingschema.h"
#include "core/diagnostic.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QWidget>
#include <functional>
#include <memory>
#include <vector>

class QFormLayout;
class QLabel;

namespace capstudio {

// The customConfig of a binding as a form generated from its capability's BindingSchema:
// line edits for strings/URLs/env-var names, a combo for enums, a tristate check box for
// booleans, spin boxes with the schema's bounds for numbers (their lowest value reads "not
// set"), an editable list for string arrays, a two-column table for string maps, a group
// box per nested object, and a JSON box for free-form objects (providers).
//
// setValue() loads an object without emitting edited(). value() is that object with the
// fields the user changed since then written over it: keys the form does not know, and
// values it cannot show (a wrong type, out of bounds), survive untouched.
class ConfigBindingForm : public QWidget
{
    Q_OBJECT
public:
    explicit ConfigBindingForm(const BindingSchema &schema, QWidget *parent = nullptr);
    ~ConfigBindingForm() override;

    void setValue(const QJsonValue &config);
    QJsonValue value() const;

    // Pointers relative to customConfig ("/auth/secret"); each field shows the worst
    // diagnostic at or below it, keys it does not know are listed as errors at the top.
    void setDiagnostics(const Diagnostics &diagnostics);
    // Fields whose env vars are unresolved in the profile ("/forcedHeaders/X-Tenant" marks
    // the forcedHeaders table), with the message shown on them.
    void setEnvProblems(const QHash<QString, QString> &messageByPointer);

    // The editor of the field at pointer (or of its nearest known ancestor), or null.
    QWidget *editorFor(const QString &pointer) const;
    // Pointers currently highlighted (an error, a warning or an unresolved env var).
    QStringList highlightedPointers() const;

signals:
    void edited();

private:
    struct Node;
    std::unique_ptr<Node> buildNode(const ConfigField &field, const QString &pointer, QWidget *parent);
    void buildFields(const QList<ConfigField> &fields, const QString &pointer, QFormLayout *layout,
                     QWidget *parent, QList<Node *> &into);
    void markEdited(Node *node);
    void refreshMarks();

    BindingSchema m_schema;
    std::vector<std::unique_ptr<Node>> m_storage;
    QList<Node *> m_roots;
    QHash<QString, Node *> m_byPointer;
    QJsonValue m_base = QJsonValue::Null;
    bool m_loading = false;
    QLabel *m_unknown = nullptr;
    Diagnostics m_diagnostics;
    QHash<QString, QString> m_envProblems;
};

} // namespace capstudio
