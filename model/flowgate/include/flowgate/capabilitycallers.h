#pragma once

#include "flowgate/value.h"

#include <QList>
#include <QString>

namespace capstudio::flowgate {

// One transition that invokes a capability: an executor `kind: workflow` whose
// definitionId names a cap-tier id (reference §2.9).
struct CapabilityCall
{
    QString caller;       // the calling workflow's id
    QString state;
    QString transition;
    QString capability;   // the definitionId exactly as loaded (namespaced after repo loading)
    bool hasUse = false;  // the executor carries a `use:` key
    QString pin;          // `expects_contract_hash` when it is a string, else empty
    SourcePos pos;        // the definitionId value
};

// Who calls which capability, the way `mcp-flowgate check` matches calls (exact
// definitionId). Workflows, states and transitions in sorted key order.
class CapabilityCallers
{
public:
    // Every capability call in the config's `workflows` mapping.
    static QList<CapabilityCall> all(const Value &workflows);
    // The calls whose definitionId is exactly `capabilityId`.
    static QList<CapabilityCall> of(const Value &workflows, const QString &capabilityId);
};

} // namespace capstudio::flowgate
