#include "remote/apicatalogstore.h"

#include "catalog/capabilityrules.h"

#include "remote/capabilitylistread.h"
#include "remote/movinglistread.h"
#include "remote/sunriseclient.h"

#include <QEventLoop>
#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>

namespace capstudio {

namespace {

// Above this many rows to check, one list read is cheaper than a read per row.
constexpr int kListInsteadOfReads = 16;

const QString kCapabilities = QStringLiteral("capabilities");

QString capabilityRoute(const QString &id)
{
    return SunriseClient::route({kCapabilities, id});
}

Capability softDeleted(Capability capability)
{
    capability.isActive = false;
    return capability;
}

} // namespace

ApiCatalogStore::ApiCatalogStore(SunriseClient *client) : m_client(client) {}

ApiCatalogStore::~ApiCatalogStore() = default;

void ApiCatalogStore::cancel()
{
    m_cancelled = true;
    if (m_call)
        m_call->cancel();
    for (const QPointer<ApiCall> &call : std::as_const(m_batch)) {
        if (call)
            call->cancel();
    }
    if (m_list)
        m_list->cancel();
}

StoreError ApiCatalogStore::cancelledError() const
{
    return StoreError{StoreError::Kind::Backend, tr("Cancelled.")};
}

void ApiCatalogStore::report(int done, int total, const QString &what)
{
    if (m_progress)
        m_progress(done, total, what);
}

StoreTraits ApiCatalogStore::traits() const
{
    StoreTraits traits;
    traits.transactional = false;
    traits.assignsIds = true;
    traits.canWriteAgents = false;
    traits.softDeletes = true;
    traits.readOnlyCapabilityFields = {QStringLiteral("isIdempotent"), QStringLiteral("isSystem"),
                                       QStringLiteral("quarantineState"), QStringLiteral("quarantineReason"),
                                       QStringLiteral("quarantineUntil")};
    traits.readOnlyReason = tr("Sunrise's admin API drops isIdempotent and isSystem from its writes; they are "
                               "set by its seeds. Quarantine has its own action on the server.");
    return traits;
}

Expected<ApiResponse> ApiCatalogStore::run(ApiCall *call, int *attempts)
{
    m_call = call;
    if (m_cancelled)
        call->cancel();
    SunriseClient::waitFor(call);
    call->deleteLater();
    if (attempts)
        *attempts = call->attempts();
    if (!call->ok())
        return call->error().toStoreError();
    return call->response();
}

ApiCatalogStore::BatchOutcome ApiCatalogStore::writeBatch(const QList<int> &todo, int total, const QString &what,
                                                          const std::function<ApiCall *(int)> &send,
                                                          const std::function<Status(int, ApiCall *)> &settle)
{
    BatchOutcome outcome;
    QList<QPair<int, ApiCall *>> out;
    qsizetype next = 0;
    const auto fail = [&outcome](int index, StoreError error) {
        if (outcome.failed < 0) {
            outcome.failed = index;
            outcome.error = std::move(error);
        }
    };
    for (;;) {
        while (outcome.failed < 0 && out.size() < m_writesInFlight && next < todo.size()) {
            const int index = todo.at(next++);
            if (m_cancelled) {
                fail(index, cancelledError());
                break;
            }
            ApiCall *call = send(index);
            if (!call) {
                ++outcome.written;
                continue;
            }
            out.append({index, call});
            m_batch.append(call);
        }
        if (out.isEmpty())
            break;
        report(outcome.written, total, what);
        const auto finished = [&out] {
            return std::any_of(out.cbegin(), out.cend(), [](const auto &sent) { return sent.second->isFinished(); });
        };
        if (!finished()) {
            QEventLoop loop;
            for (const auto &sent : std::as_const(out))
                QObject::connect(sent.second, &ApiCall::finished, &loop, &QEventLoop::quit);
            loop.exec();
        }
        for (qsizetype i = 0; i < out.size();) {
            const auto [index, call] = out.at(i);
            if (!call->isFinished()) {
                ++i;
                continue;
            }
            out.removeAt(i);
            m_batch.removeAll(call);
            // settle may wait for a follow-up: the others in flight finish meanwhile.
            const Status status = settle(index, call);
            call->deleteLater();
            if (status)
                ++outcome.written;
            else
                fail(index, status.error());
        }
    }
    report(outcome.written, total, what);
    return outcome;
}

Expected<QList<QJsonObject>> ApiCatalogStore::readList(ApiListRead &read)
{
    m_list = &read;
    const QString what = read.what();
    QObject::connect(&read, &ApiListRead::progress, &read,
                     [this, what](int received, int total) { report(received, total, tr("reading %1").arg(what)); });
    QEventLoop loop;
    QObject::connect(&read, &ApiListRead::finished, &loop, &QEventLoop::quit);
    read.start();
    if (m_cancelled)
        read.cancel();
    if (!read.isFinished())
        loop.exec();
    m_lastListRequests = read.requestCount();
    if (!read.ok())
        return read.error().toStoreError();
    m_listWarnings.append(read.warnings());
    return read.rows();
}

// ---- capabilities ----------------------------------------------------------------------

QStringList ApiCatalogStore::writableCapabilityFields()
{
    return {QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("description"),
            QStringLiteral("category"), QStringLiteral("functionDefinition"), QStringLiteral("executionType"),
            QStringLiteral("executionHandler"), QStringLiteral("executionConfig"),
            QStringLiteral("requiresApproval"), QStringLiteral("approvalTimeoutMs"), QStringLiteral("rateLimit"),
            QStringLiteral("isActive"), QStringLiteral("metadata")};
}

namespace {

// Sunrise counts name, description and category before it trims them: a value within bounds
// once trimmed is refused when sent with its white space, and stored trimmed when accepted.
// Sending it trimmed stores the same row and is never refused for the white space. A value of
// white space only is sent as it is: trimmed to "" it would be refused, as it is Sunrise
// stores "" (the lint warns of it).
QJsonValue asSent(const QString &field, const QJsonValue &value)
{
    if (!value.isString()
        || (field != QLatin1String("name") && field != QLatin1String("description")
            && field != QLatin1String("category")))
        return value;
    const QString trimmed = CapabilityRules::jsTrimmed(value.toString());
    return trimmed.isEmpty() ? value : QJsonValue(trimmed);
}

// The rows among `rows` whose slug is one of `slugs`, by slug.
QHash<QString, Capability> bySlug(const QList<Capability> &rows, const QStringList &slugs)
{
    const QSet<QString> wanted(slugs.cbegin(), slugs.cend());
    QHash<QString, Capability> held;
    for (const Capability &row : rows) {
        if (wanted.contains(row.slug))
            held.insert(row.slug, row);
    }
    return held;
}

} // namespace

QJsonObject ApiCatalogStore::createBody(const Capability &capability)
{
    const QJsonObject row = capability.toJson();
    QJsonObject body;
    for (const QString &field : writableCapabilityFields()) {
        const QJsonValue value = row.value(field);
        // executionConfig and metadata: omitted means JSON null on create (§4.2); a null sent
        // is refused ("expected record, received null").
        if (value.isNull() && (field == QLatin1String("executionConfig") || field == QLatin1String("metadata")))
            continue;
        body.insert(field, asSent(field, value));
    }
    return body;
}

Expected<QJsonObject> ApiCatalogStore::patchBody(const Capability &original, const Capability &updated)
{
    const QJsonObject before = original.toJson();
    const QJsonObject after = updated.toJson();
    const QStringList writable = writableCapabilityFields();
    QJsonObject body;
    QStringList refused;
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (it.key() == QLatin1String("id") || before.value(it.key()) == it.value())
            continue;
        if (!writable.contains(it.key())) {
            refused.append(it.key());
            continue;
        }
        if (it.value().isNull()
            && (it.key() == QLatin1String("executionConfig") || it.key() == QLatin1String("metadata"))) {
            refused.append(it.key());
            continue;
        }
        body.insert(it.key(), asSent(it.key(), it.value()));
    }
    if (!refused.isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          tr("Sunrise's admin API cannot change %1 of capability “%2” (it cannot set "
                             "isIdempotent, isSystem or quarantine fields, nor clear executionConfig or "
                             "metadata to null).")
                              .arg(refused.join(QLatin1String(", ")), updated.slug)};
    return body;
}

Status ApiCatalogStore::probe()
{
    const Operation operation(this);
    QUrlQuery oneRow;
    oneRow.addQueryItem(QStringLiteral("limit"), QStringLiteral("1"));
    const Expected<ApiResponse> response = run(m_client->get(QStringLiteral("capabilities"), oneRow));
    if (!response)
        return response.error();
    return {};
}

Expected<QList<Capability>> ApiCatalogStore::listCapabilities()
{
    const Operation operation(this);
    CapabilityListRead read(m_client);
    const Expected<QList<QJsonObject>> rows = readList(read);
    if (!rows)
        return rows.error();
    QList<Capability> capabilities;
    capabilities.reserve(rows.value().size());
    for (const QJsonObject &row : rows.value())
        capabilities.append(Capability::fromJson(row));
    return capabilities;
}

Expected<Capability> ApiCatalogStore::capability(const QString &id)
{
    const Operation operation(this);
    const Expected<ApiResponse> response = run(m_client->get(capabilityRoute(id)));
    if (!response)
        return response.error();
    return Capability::fromJson(response.value().data.toObject());
}

Expected<std::optional<Capability>> ApiCatalogStore::currentCapability(const QString &id)
{
    const Expected<Capability> found = capability(id);
    if (found)
        return std::optional<Capability>(found.value());
    if (found.error().kind == StoreError::Kind::NotFound)
        return std::optional<Capability>();
    return found.error();
}

Expected<Capability> ApiCatalogStore::createCapability(const Capability &capability)
{
    const Operation operation(this);
    const Expected<ApiResponse> response = run(m_client->post(kCapabilities, createBody(capability)));
    if (!response)
        return response.error();
    return Capability::fromJson(response.value().data.toObject());
}

Expected<Capability> ApiCatalogStore::updateCapability(const Capability &original, const Capability &updated)
{
    const Operation operation(this);
    const Expected<QJsonObject> body = patchBody(original, updated);
    if (!body)
        return body.error();
    const Expected<std::optional<Capability>> now = currentCapability(original.id);
    if (!now)
        return now.error();
    if (!now.value())
        return StoreError{StoreError::Kind::NotFound, tr("Capability %1 was deleted on the server.").arg(original.id)};
    if (*now.value() != original)
        return StoreError{StoreError::Kind::Conflict,
                          tr("Capability “%1” was changed on the server since it was read.").arg(original.slug)};
    if (body.value().isEmpty())
        return original;
    const Expected<ApiResponse> response = run(m_client->patch(capabilityRoute(original.id), body.value()));
    if (!response)
        return response.error();
    return Capability::fromJson(response.value().data.toObject());
}

Status ApiCatalogStore::deleteCapability(const Capability &original)
{
    const Operation operation(this);
    const Expected<std::optional<Capability>> now = currentCapability(original.id);
    if (!now)
        return now.error();
    if (!now.value())
        return StoreError{StoreError::Kind::NotFound, tr("Capability %1 was deleted on the server.").arg(original.id)};
    if (*now.value() != original && *now.value() != softDeleted(original))
        return StoreError{StoreError::Kind::Conflict,
                          tr("Capability “%1” was changed on the server since it was read.").arg(original.slug)};
    const Expected<ApiResponse> response = run(m_client->remove(capabilityRoute(original.id)));
    if (!response)
        return response.error();
    return {};
}

Expected<QHash<QString, Capability>> ApiCatalogStore::currentCapabilities(const QList<CapabilityChange> &changes,
                                                                          bool *wholeList)
{
    *wholeList = false;
    QHash<QString, Capability> current;
    QStringList ids;
    for (const CapabilityChange &change : changes) {
        if (change.original)
            ids.append(change.original->id);
    }
    QStringList toRead = ids;
    if (ids.size() > kListInsteadOfReads) {
        // One whole-list read instead of a request per row. A row the list lacks is read on
        // its own: absence from a list is never taken for a deletion.
        const Expected<QList<Capability>> all = listCapabilities();
        if (!all)
            return all.error();
        for (const Capability &row : all.value())
            current.insert(row.id, row);
        *wholeList = true;
        toRead.clear();
        for (const QString &id : std::as_const(ids)) {
            if (!current.contains(id))
                toRead.append(id);
        }
    }
    for (int i = 0; i < toRead.size(); ++i) {
        if (m_cancelled)
            return cancelledError();
        report(i, int(toRead.size()), tr("checking capabilities"));
        const Expected<std::optional<Capability>> now = currentCapability(toRead.at(i));
        if (!now)
            return now.error();
        if (now.value())
            current.insert(toRead.at(i), *now.value());
    }
    return current;
}

bool ApiCatalogStore::alreadyCreated(const Capability &capability)
{
    const Expected<QHash<QString, Capability>> held = rowsHoldingSlugs({capability.slug});
    const auto stored = held ? held.value().constFind(capability.slug) : QHash<QString, Capability>::const_iterator();
    return held && stored != held.value().constEnd() && createBody(*stored) == createBody(capability);
}

Expected<QHash<QString, Capability>> ApiCatalogStore::rowsHoldingSlugs(const QStringList &slugs)
{
    if (slugs.isEmpty())
        return QHash<QString, Capability>();
    if (slugs.size() > kListInsteadOfReads) {
        const Expected<QList<Capability>> all = listCapabilities();
        if (!all)
            return all.error();
        return bySlug(all.value(), slugs);
    }
    // A search per slug; a page that comes back full may hide the row, and then the whole
    // list is read instead of taking the slug for free.
    constexpr int SearchLimit = 100;
    QHash<QString, Capability> held;
    for (int i = 0; i < slugs.size(); ++i) {
        if (m_cancelled)
            return cancelledError();
        report(i, int(slugs.size()), tr("checking slugs"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("q"), slugs.at(i));
        query.addQueryItem(QStringLiteral("limit"), QString::number(SearchLimit));
        const Expected<ApiResponse> response = run(m_client->get(kCapabilities, query));
        if (!response)
            return response.error();
        const QJsonArray rows = response.value().data.toArray();
        if (rows.size() >= SearchLimit) {
            const Expected<QList<Capability>> all = listCapabilities();
            if (!all)
                return all.error();
            return bySlug(all.value(), slugs);
        }
        QList<Capability> found;
        for (const QJsonValue &row : rows)
            found.append(Capability::fromJson(row.toObject()));
        held.insert(bySlug(found, {slugs.at(i)}));
    }
    return held;
}

Expected<QList<CapabilityConflict>> ApiCatalogStore::applyCapabilityChanges(const QList<CapabilityChange> &changes)
{
    const Operation operation(this);
    bool wholeList = false;
    const Expected<QHash<QString, Capability>> current = currentCapabilities(changes, &wholeList);
    if (!current)
        return current.error();

    QList<CapabilityConflict> conflicts;
    QList<int> todo;
    for (int i = 0; i < changes.size(); ++i) {
        const CapabilityChange &change = changes.at(i);
        if (!change.original) {
            todo.append(i);
            continue;
        }
        const auto now = current.value().constFind(change.original->id);
        if (now == current.value().constEnd()) {
            conflicts.append({change.original->id, tr("deleted on the server since it was read"), std::nullopt});
            continue;
        }
        const Capability target = change.remove ? softDeleted(*change.original) : change.updated;
        if (*now == *change.original)
            todo.append(i);
        else if (*now != target) // equal to the target: written by an earlier, interrupted apply
            conflicts.append({change.original->id, tr("changed on the server since it was read"), *now});
    }
    if (!conflicts.isEmpty())
        return conflicts;
    // A create whose slug the server holds would be refused (409) in the middle of the batch:
    // found first, nothing is written. A row equal to ours was written by an interrupted apply.
    QStringList createdSlugs;
    for (int i : std::as_const(todo)) {
        if (!changes.at(i).original)
            createdSlugs.append(changes.at(i).updated.slug);
    }
    // When the whole list was just read, the slugs are looked up in it rather than read again.
    const Expected<QHash<QString, Capability>> held =
        wholeList ? Expected<QHash<QString, Capability>>(bySlug(current.value().values(), createdSlugs))
                  : rowsHoldingSlugs(createdSlugs);
    if (!held)
        return held.error();
    for (auto it = todo.begin(); it != todo.end();) {
        const CapabilityChange &change = changes.at(*it);
        const auto stored = change.original ? held.value().constEnd() : held.value().constFind(change.updated.slug);
        if (stored == held.value().constEnd()) {
            ++it;
        } else if (createBody(*stored) == createBody(change.updated)) {
            it = todo.erase(it);
        } else {
            return StoreError(StoreError::Kind::Duplicate,
                              tr("“%1”: the server already holds a capability with this slug (created after the "
                                 "catalog was read); nothing was written.")
                                  .arg(change.updated.slug),
                              change.updated.id, QStringLiteral("/slug"));
        }
    }
    // Refuse what the API cannot write before anything is written.
    for (int i : std::as_const(todo)) {
        const CapabilityChange &change = changes.at(i);
        if (change.original && !change.remove) {
            const Expected<QJsonObject> body = patchBody(*change.original, change.updated);
            if (!body)
                return body.error();
        }
    }

    // Updates and removes first, then creates: a create never races the rename that frees
    // its slug.
    QList<int> order;
    for (int i : std::as_const(todo)) {
        if (changes.at(i).original)
            order.append(i);
    }
    for (int i : std::as_const(todo)) {
        if (!changes.at(i).original)
            order.append(i);
    }
    const auto send = [this, &changes](int i) -> ApiCall * {
        const CapabilityChange &change = changes.at(i);
        if (!change.original)
            return m_client->post(kCapabilities, createBody(change.updated));
        if (change.remove)
            return m_client->remove(capabilityRoute(change.original->id));
        const QJsonObject body = patchBody(*change.original, change.updated).value();
        return body.isEmpty() ? nullptr : m_client->patch(capabilityRoute(change.original->id), body);
    };
    const auto settle = [this, &changes](int i, ApiCall *call) -> Status {
        if (call->ok())
            return {};
        const StoreError error = call->error().toStoreError();
        const CapabilityChange &change = changes.at(i);
        // A create answered 409 may be our own, sent again after a dropped connection.
        if (!change.original && error.kind == StoreError::Kind::Duplicate && alreadyCreated(change.updated))
            return {};
        return error;
    };
    const BatchOutcome outcome = writeBatch(order, int(order.size()), tr("writing capabilities"), send, settle);
    if (outcome.failed >= 0) {
        const CapabilityChange &change = changes.at(outcome.failed);
        const QString slug = change.updated.slug.isEmpty() && change.original ? change.original->slug
                                                                              : change.updated.slug;
        StoreError error = outcome.error;
        error.rowId = change.original ? change.original->id : change.updated.id;
        error.message = outcome.written == 0
                            ? tr("“%1”: %2").arg(slug, error.message)
                            : tr("%1 of %2 changes were written before “%3” failed: %4 Sunrise's API has no "
                                 "transactions, so those stay written; apply again to write the rest (rows "
                                 "already in their new state are skipped).")
                                  .arg(outcome.written)
                                  .arg(order.size())
                                  .arg(slug, error.message);
        return error;
    }
    return QList<CapabilityConflict>();
}

// ---- agents ---------------------------------------------------------------------------

Expected<QList<Agent>> ApiCatalogStore::listAgents()
{
    const Operation operation(this);
    MovingListRead read(m_client, MovingListRead::List::Agents);
    const Expected<QList<QJsonObject>> rows = readList(read);
    if (!rows)
        return rows.error();
    QList<Agent> agents;
    agents.reserve(rows.value().size());
    for (const QJsonObject &row : rows.value())
        agents.append(Agent::fromJson(row));
    return agents;
}

Expected<Agent> ApiCatalogStore::createAgent(const Agent &)
{
    return StoreError{StoreError::Kind::Invalid,
                      tr("Sunrise's admin API has no route to create agents; create them in Sunrise.")};
}

Expected<Agent> ApiCatalogStore::updateAgent(const Agent &, const Agent &)
{
    return StoreError{StoreError::Kind::Invalid,
                      tr("Sunrise's admin API has no route to edit agents; edit them in Sunrise.")};
}

// ---- conversations --------------------------------------------------------------------

Expected<QList<ConversationEntry>> ApiCatalogStore::listConversations()
{
    const Operation operation(this);
    MovingListRead read(m_client, MovingListRead::List::Conversations);
    const Expected<QList<QJsonObject>> rows = readList(read);
    if (!rows)
        return rows.error();
    QList<ConversationEntry> entries;
    for (const QJsonObject &row : rows.value()) {
        ConversationEntry entry;
        entry.id = row.value(QLatin1String("id")).toString();
        entry.title = row.value(QLatin1String("title")).toString();
        const QJsonObject agent = row.value(QLatin1String("agent")).toObject();
        entry.agentId = row.value(QLatin1String("agentId")).toString(agent.value(QLatin1String("id")).toString());
        entry.agentName = agent.value(QLatin1String("name")).toString();
        entry.updatedAt = QDateTime::fromString(row.value(QLatin1String("updatedAt")).toString(), Qt::ISODateWithMs);
        entry.messageCount = row.value(QLatin1String("_count")).toObject().value(QLatin1String("messages")).toInt();
        entries.append(entry);
    }
    return entries;
}

Expected<QByteArray> ApiCatalogStore::conversationBundle(const QString &id)
{
    const Operation operation(this);
    const Expected<ApiResponse> response = run(
        m_client->get(SunriseClient::route({QStringLiteral("conversations"), id, QStringLiteral("provenance")})));
    if (!response)
        return response.error();
    return QJsonDocument(response.value().data.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace capstudio
