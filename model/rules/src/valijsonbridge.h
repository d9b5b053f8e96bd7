#pragma once

// Private to capstudio_rules: the only place that touches valijson and nlohmann::json, behind
// Qt types — converting QJsonValues, compiling schemas (the draft-07 meta-schema once per
// process), validating, and turning valijson's results into findings.

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <memory>

class QJsonValue;

namespace capstudio::jsonschema {

// One valijson error: where (reference tokens inside the validated value) and what.
struct Finding
{
    QStringList tokens;
    QString description; // valijson's wording, tidied
    bool cascade = false; // a summary valijson adds above the error that actually failed
};

// A JSON value converted for valijson. Once compiled, it is a draft-07 schema that other
// documents can be validated against.
class ValijsonDocument
{
public:
    ValijsonDocument();
    ~ValijsonDocument();

    // Converts `value` into this (new) document; false when it is nested more than
    // kMaxDepth levels deep.
    bool load(const QJsonValue &value);

    // Compiles the document as a draft-07 schema. Throws what valijson's parser throws.
    void compile();

    // Against this compiled schema: whether `instance` is valid (stops at the first
    // failure), and everything wrong with it. Both throw what valijson's validator throws.
    bool accepts(const ValijsonDocument &instance) const;
    QList<Finding> findings(const ValijsonDocument &instance) const;

    // The draft-07 meta-schema, compiled on first use, once per process (thread-safe). Null
    // when it is unavailable; `*problem` then says why.
    static const ValijsonDocument *draft07MetaSchema(QString *problem);

private:
    Q_DISABLE_COPY(ValijsonDocument)

    struct Data;
    std::unique_ptr<Data> d;
};

} // namespace capstudio::jsonschema
