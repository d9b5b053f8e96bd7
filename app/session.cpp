#include "session.h"

#include "catalog/catalogstore.h"
#include "catalog/dryrunstore.h"
#include "connection.h"
#include "workspace.h"

namespace capstudio {

Session::Session(QObject *parent)
    : QObject(parent)
    , m_capabilities(new CatalogDocument(this))
    , m_bindings(new BindingDocument(this))
{
}

// The embedded connection borrows the workspace's store: it goes first.
Session::~Session()
{
    m_connection.reset();
}

void Session::setWorkspace(std::unique_ptr<Workspace> workspace, const ConnectionProfile &embedded)
{
    m_connection.reset();
    m_workspace = std::move(workspace);
    useConnection(Connection::embedded(embedded, *m_workspace));
}

void Session::useConnection(std::unique_ptr<Connection> connection)
{
    m_connection = std::move(connection);
    m_capabilities->load({});
    const StoreTraits traits = store().traits();
    m_capabilities->setReadOnlyFields(traits.readOnlyCapabilityFields, traits.readOnlyReason);
    m_bindings->load({}, {}, {});
    m_capabilitiesRead = false;
    m_bindingsRead = false;
    emit connectionChanged();
}

CatalogStore &Session::store() const
{
    return m_connection->store();
}

DryRunStore *Session::dryRuns() const
{
    return dynamic_cast<DryRunStore *>(&m_connection->store());
}

Expected<QStringList> Session::readCapabilities()
{
    const Expected<QList<Capability>> read = store().listCapabilities();
    const QStringList notes = store().takeListWarnings();
    if (!read)
        return read.error();
    m_capabilities->load(read.value());
    m_capabilitiesRead = true;
    capabilitiesChanged();
    return notes;
}

Status Session::readBindings()
{
    if (!m_capabilitiesRead) {
        const Expected<QStringList> capabilities = readCapabilities();
        if (!capabilities)
            return capabilities.error();
    }
    const Expected<QList<Agent>> agents = store().listAgents();
    if (!agents)
        return agents.error();
    const Expected<QList<AgentBinding>> bindings = store().listBindingsOf(agents.value());
    if (!bindings)
        return bindings.error();
    m_bindings->load(agents.value(), m_capabilities->storedRows(), bindings.value());
    m_bindingsRead = true;
    return {};
}

CatalogDocument::ApplyResult Session::applyCapabilities()
{
    if (!m_capabilities->hasPendingChanges()) {
        CatalogDocument::ApplyResult nothing;
        nothing.ok = true;
        return nothing;
    }
    const CatalogDocument::ApplyResult result = m_capabilities->apply(store());
    if (result.ok)
        capabilitiesChanged();
    return result;
}

void Session::capabilitiesChanged()
{
    if (m_bindingsRead) {
        if (m_bindings->hasPendingChanges())
            m_bindings->setCapabilities(m_capabilities->storedRows());
        else
            m_bindingsRead = false; // a deletion cascades to bindings; read them again when next shown
    }
    emit capabilitiesStored();
}

BindingDocument::ApplyResult Session::applyBindings()
{
    return m_bindings->apply(store());
}

bool Session::hasPendingChanges() const
{
    return m_capabilities->hasPendingChanges() || m_bindings->hasPendingChanges();
}

void Session::discardAll()
{
    m_capabilities->discardAll();
    m_bindings->discardAll();
}

} // namespace capstudio
