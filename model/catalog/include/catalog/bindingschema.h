#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio {

// The shape of one key of a binding's customConfig (reference §6), as data: the rules
// check against it and the Configure dialog builds its form from it.
struct ConfigField
{
    enum class Type {
        String,      // minLength/maxLength; pattern-like rules are named in `format`
        Url,         // a string that must parse as a URL
        UrlOrEnvTemplate, // forcedUrl: a URL or a string with a well-formed ${env:VAR}
        EnvVarName,  // auth.secret, *Env keys: the NAME of an environment variable
        Integer,     // minimum/maximum when set
        Number,      // exclusiveMinimum 0 when `positive`
        Boolean,
        Enum,        // one of enumValues
        StringArray, // minItems/maxItems; items follow `item` (String/Url/ContentType …)
        StringMap,   // record string → string (forcedHeaders: values may hold ${env:VAR})
        Object,      // strict: `children` are the only allowed keys
        FreeObject,  // record name → object, each checked by someone else (providers)
    };

    QString key;
    Type type = Type::String;
    bool required = false;
    QString title;       // short label for a form, translated
    QString description; // one sentence, translated
    std::optional<double> minimum;
    std::optional<double> maximum;
    bool positive = false; // > 0
    std::optional<int> minLength;
    std::optional<int> maxLength;
    std::optional<int> minItems;
    std::optional<int> maxItems;
    // A string rule beyond length: "content-type" (type/subtype), "ends-with-slash".
    QString format;
    QStringList enumValues;
    QString defaultText; // what Sunrise uses when the key is absent, shown as a placeholder
    QList<ConfigField> children; // Object (and the items of an object array, if ever)
    std::optional<Type> itemType; // StringArray items: String, Url or a `format`ted String
    QString itemFormat;
    std::optional<int> itemMinLength; // StringArray: length bounds of each item
    std::optional<int> itemMaxLength;

    // The child named `key` of an Object field, or nullptr.
    const ConfigField *child(const QString &childKey) const;
};

// The binding schema of one capability: Zod .strict() objects in Sunrise (an unknown key
// makes the whole binding invalid at call time).
struct BindingSchema
{
    QString capabilitySlug;
    QList<ConfigField> fields;
    // run_workflow: a missing/null customConfig is itself invalid_binding.
    bool configRequired = false;

    const ConfigField *field(const QString &key) const;
    QStringList keys() const; // in schema order
};

class BindingSchemas
{
    Q_DECLARE_TR_FUNCTIONS(BindingSchemas)
public:
    // call_external_api, run_workflow, upload_to_storage, send_message_to_channel.
    static const QList<BindingSchema> &all();
    static const BindingSchema *forSlug(const QString &capabilitySlug);
};

} // namespace capstudio
