#pragma once

#include "flowgate/value.h"

#include <QHash>
#include <QWidget>

class QFormLayout;
class QLineEdit;

namespace capstudio {

class CommitLineEdit;

// The fields of one executor kind (reference §2.7): mcp connection and tool; rest
// connection, method and path; cli connection and command; script subject; human queue;
// parallel branches and pipeline steps (read-only). `kind: workflow` has its own inspector.
class ExecutorFields : public QWidget
{
    Q_OBJECT

public:
    explicit ExecutorFields(QWidget *parent = nullptr);

    // Shows the fields of `executor` (a mapping with `kind`); `config` offers the names of
    // connections and scripts. Returns whether the kind has fields here.
    bool setExecutor(const flowgate::Value &executor, const flowgate::Value &config);
    void setReadOnly(bool readOnly);

signals:
    // A field was committed: a Null value removes the key.
    void fieldCommitted(const QString &key, const flowgate::Value &value);

private:
    CommitLineEdit *addField(const QString &key, const QString &label, const QString &placeholder);

    QFormLayout *m_form;
    QHash<QString, CommitLineEdit *> m_fields;
    QLineEdit *m_structure;
};

} // namespace capstudio
