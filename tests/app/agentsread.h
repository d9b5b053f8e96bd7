#pragma once

#include "views/agentspane.h"

#include <QTest>

// The Agents area's document once the read that its first use (or a reload, or showing the
// area) started has been answered: the read runs on the store's thread, so the event loop
// runs here until then.
inline capstudio::BindingDocument *loadedDocument(capstudio::AgentsPane *pane)
{
    capstudio::BindingDocument *document = pane->document();
    if (!QTest::qWaitFor([pane] { return !pane->isReading(); }, 20000))
        qWarning("the Agents area's read did not end within 20 s");
    return document;
}
