#pragma once

// Private to capstudio_rules: the JSON Schema checks the draft-07 meta-schema cannot
// express (see SchemaWalker).

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace capstudio::jsonschema {

struct SchemaWalkFinding
{
    QString pointer; // inside the schema
    QString detail;
    bool loop = false;
    bool unsatisfiable = false; // valid JSON Schema, but no value can ever match it
};

struct RefSite
{
    QString pointer;
    QString reference;
};

// Walks the schema positions of a (meta-schema-valid) schema, collecting what the
// meta-schema cannot express: empty enums, broken regular expressions, dangling local
// references and reference loops that never descend into the value. Pointers are only
// built when something is found; the reference graph only when there are references.
class SchemaWalker
{
public:
    explicit SchemaWalker(const QJsonValue &root);

    QList<SchemaWalkFinding> findings;
    QList<RefSite> unresolvedRefs;
    bool hasReferences = false;

    void run();

private:
    struct Edge
    {
        QString target;
        QString site; // where a loop through this edge is reported
    };

    QString here() const;
    void inspect(const QJsonValue &node, int depth);
    void addEdge(const QString &from, const QString &to, const QString &site);
    void buildGraph(const QJsonValue &node, const QString &pointer, int depth);
    void findLoops();

    QJsonValue m_root;
    QStringList m_path;
    QHash<QString, QList<Edge>> m_edges;
    QStringList m_nodeOrder;
};

} // namespace capstudio::jsonschema
