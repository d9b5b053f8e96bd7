#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QStringList>

namespace capstudio::flowgate {

// "If this capability's snippet became X, which callers break and with which rule?"
// Runs the validator on the config as it is and as it would be, and returns the findings
// of the contract rules (V13 unreachable slot, V14 slot type conflict, V15 pin mismatch,
// V16 missing pin) that the change would add. Findings that exist already are not repeated.
class ContractImpact
{
public:
    static Diagnostics ofSnippetChange(const Value &config, const QStringList &files,
                                       const QString &capabilityId, const Value &newSnippet);
};

} // namespace capstudio::flowgate
