#include "sunrisetestserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

namespace {

const QString Api = QStringLiteral("/api/v1/admin/orchestration/");

struct Response
{
    bool finished = false;
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QJsonObject json;
    QList<QNetworkReply::RawHeaderPair> headers;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &pair : headers) {
            if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
                return pair.second;
        }
        return QByteArray();
    }
    QJsonObject error_() const { return json.value(QStringLiteral("error")).toObject(); }
    QString errorMessage() const { return error_().value(QStringLiteral("message")).toString(); }
    QString errorCode() const { return error_().value(QStringLiteral("code")).toString(); }
    QJsonValue data() const { return json.value(QStringLiteral("data")); }
    QJsonObject meta() const { return json.value(QStringLiteral("meta")).toObject(); }
};

QJsonObject validCapabilityBody(const QString &slug)
{
    return QJsonObject{
        {QStringLiteral("name"), QStringLiteral("Lookup order")},
        {QStringLiteral("slug"), slug},
        {QStringLiteral("description"), QStringLiteral("Looks an order up")},
        {QStringLiteral("category"), QStringLiteral("external")},
        {QStringLiteral("functionDefinition"),
         QJsonObject{{QStringLiteral("name"), slug},
                     {QStringLiteral("description"), QStringLiteral("Look up an order")},
                     {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}}},
        {QStringLiteral("executionType"), QStringLiteral("internal")},
        {QStringLiteral("executionHandler"), QStringLiteral("LookupOrderCapability")},
    };
}

QStringList errorPaths(const Response &response)
{
    QStringList paths;
    const QJsonArray errors = response.error_().value(QStringLiteral("details")).toObject().value(QStringLiteral("errors")).toArray();
    for (const QJsonValue &error : errors)
        paths.append(error.toObject().value(QStringLiteral("path")).toString());
    return paths;
}

QJsonObject readCorpus(const QString &name)
{
    QFile file(QStringLiteral(CAPSTUDIO_CORPUS_DIR) + QStringLiteral("/sunrise/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return QJsonObject();
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Writes raw bytes on a fresh socket and collects what comes back until the server closes or
// `expectedResponses` complete responses (counted by status lines) arrived.
QByteArray rawExchange(quint16 port, const QByteArray &bytes, int expectedResponses, bool *closed = nullptr)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5000))
        return QByteArray();
    socket.write(bytes);
    QByteArray received;
    bool disconnected = false;
    QObject::connect(&socket, &QTcpSocket::disconnected, [&] { disconnected = true; });
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10000) {
        QTest::qWait(20);
        received += socket.readAll();
        if (disconnected || socket.state() == QAbstractSocket::UnconnectedState)
            break;
        if (expectedResponses > 0 && received.count("HTTP/1.1 ") >= expectedResponses) {
            // wait for the last body to be complete: its Content-Length is known
            const qsizetype lastHead = received.lastIndexOf("HTTP/1.1 ");
            const qsizetype headEnd = received.indexOf("\r\n\r\n", lastHead);
            const qsizetype lengthAt = received.indexOf("Content-Length: ", lastHead);
            if (headEnd > 0 && lengthAt > 0) {
                const qsizetype lengthEnd = received.indexOf("\r\n", lengthAt);
                const int length = received.mid(lengthAt + 16, lengthEnd - lengthAt - 16).toInt();
                if (received.size() >= headEnd + 4 + length)
                    break;
            }
        }
    }
    received += socket.readAll();
    if (closed)
        *closed = disconnected || socket.state() == QAbstractSocket::UnconnectedState;
    return received;
}

} // namespace

class tst_SunriseTestServer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void authentication();
    void requestIdAndHeaders();
    void originCheck();
    void unknownRouteAndMethod();
    void paginationOverManyRows();
    void invalidQueryParameters();
    void createValidationErrors();
    void createSucceedsAndDropsUnsettableFields();
    void duplicateSlugConflicts();
    void getCapability();
    void patchSystemCapability();
    void patchEvaluationOrder();
    void deleteCapability();
    void bindingAttachWithMissingEnvVars();
    void bindingAttachWithoutMeta();
    void bindingPatchMatchesCorpus();
    void bindingListAndDetach();
    void agentList();
    void conversationListAndProvenance();
    void provenanceMatchesCorpus();
    void rateLimit();
    void delayedResponse();
    void droppedConnection();
    void failNext();
    void keepAliveReusesConnection();
    void pipelinedAndChunkedRequests();
    void garbageAndHugeHeaders();
    void largeBody();
    void childProcessClient();

private:
    Response send(const QByteArray &method, const QString &path, const QByteArray &body = QByteArray(),
                  const QList<QPair<QByteArray, QByteArray>> &headers = {}, const QString &key = QString());
    Response sendJson(const QByteArray &method, const QString &path, const QJsonValue &body);

    SunriseTestServer *m_server = nullptr;
    QNetworkAccessManager *m_network = nullptr;
};

void tst_SunriseTestServer::init()
{
    m_server = new SunriseTestServer(this);
    QVERIFY(m_server->listen());
    m_network = new QNetworkAccessManager(this);
}

void tst_SunriseTestServer::cleanup()
{
    delete m_network;
    m_network = nullptr;
    delete m_server;
    m_server = nullptr;
}

Response tst_SunriseTestServer::send(const QByteArray &method, const QString &path, const QByteArray &body,
                                     const QList<QPair<QByteArray, QByteArray>> &headers, const QString &key)
{
    QUrl url = m_server->url();
    const qsizetype question = path.indexOf(QLatin1Char('?'));
    url.setPath(question < 0 ? path : path.left(question));
    if (question >= 0)
        url.setQuery(path.mid(question + 1));
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    const QString token = key.isNull() ? m_server->adminKey() : key;
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    for (const auto &header : headers)
        request.setRawHeader(header.first, header.second);

    QNetworkReply *reply = m_network->sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    Response response;
    response.finished = reply->isFinished() || finished.wait(15000);
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.error = reply->error();
    response.body = reply->readAll();
    response.json = QJsonDocument::fromJson(response.body).object();
    response.headers = reply->rawHeaderPairs();
    reply->deleteLater();
    return response;
}

Response tst_SunriseTestServer::sendJson(const QByteArray &method, const QString &path, const QJsonValue &body)
{
    const QByteArray bytes = body.isObject() ? QJsonDocument(body.toObject()).toJson(QJsonDocument::Compact)
                                             : QJsonDocument(body.toArray()).toJson(QJsonDocument::Compact);
    return send(method, path, bytes);
}

void tst_SunriseTestServer::authentication()
{
    const QString path = Api + QStringLiteral("capabilities");
    Response none = send("GET", path, {}, {}, QStringLiteral(""));
    QVERIFY(none.finished);
    QCOMPARE(none.status, 401);
    QCOMPARE(none.errorCode(), QStringLiteral("UNAUTHORIZED"));
    QCOMPARE(none.errorMessage(), QStringLiteral("Unauthorized"));
    QCOMPARE(none.json.value(QStringLiteral("success")), QJsonValue(false));

    const Response unknown = send("GET", path, {}, {}, QStringLiteral("sk_") + QString(64, QLatin1Char('0')));
    QCOMPARE(unknown.status, 401);

    const Response lowercase = send("GET", path, {}, {{"Authorization", "bearer " + m_server->adminKey().toUtf8()}},
                                    QStringLiteral(""));
    QCOMPARE(lowercase.status, 401);

    const Response chat = send("GET", path, {}, {}, m_server->chatOnlyKey());
    QCOMPARE(chat.status, 403);
    QCOMPARE(chat.errorCode(), QStringLiteral("FORBIDDEN"));
    QCOMPARE(chat.errorMessage(), QStringLiteral("Admin scope required"));

    const Response admin = send("GET", path);
    QCOMPARE(admin.status, 200);
    QCOMPARE(admin.json.value(QStringLiteral("success")), QJsonValue(true));

    QVERIFY(m_server->adminKey().startsWith(QStringLiteral("sk_")));
    QCOMPARE(m_server->adminKey().size(), 67);
    QCOMPARE(m_server->adminKey(), m_server->adminKey().toLower());
    QVERIFY(m_server->adminKey() != m_server->chatOnlyKey());
}

void tst_SunriseTestServer::requestIdAndHeaders()
{
    const Response withId = send("GET", Api + QStringLiteral("capabilities"), {}, {{"x-request-id", "abc-123"}});
    QCOMPARE(withId.header("x-request-id"), QByteArray("abc-123"));
    QCOMPARE(withId.header("content-type"), QByteArray("application/json; charset=utf-8"));
    QCOMPARE(withId.header("cache-control"), QByteArray("private, no-cache"));

    const Response generated = send("GET", Api + QStringLiteral("capabilities"));
    QVERIFY(!generated.header("x-request-id").isEmpty());
    QVERIFY(generated.header("x-request-id") != withId.header("x-request-id"));

    const QList<SunriseTestServer::Request> requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.first().method, QByteArray("GET"));
    QCOMPARE(requests.first().path, Api + QStringLiteral("capabilities"));
    QCOMPARE(requests.first().header("x-request-id"), QByteArray("abc-123"));
    QVERIFY(requests.first().header("authorization").startsWith("Bearer sk_"));
    m_server->clearRequests();
    QVERIFY(m_server->requests().isEmpty());
}

void tst_SunriseTestServer::originCheck()
{
    const QByteArray host = "127.0.0.1:" + QByteArray::number(m_server->port());
    const Response bad = send("POST", Api + QStringLiteral("capabilities"), "{}", {{"Origin", "http://evil.example"}});
    QCOMPARE(bad.status, 403);
    QCOMPARE(bad.errorMessage(), QStringLiteral("Invalid request origin"));
    // Same host: passes the check and reaches body validation.
    const Response same = send("POST", Api + QStringLiteral("capabilities"), "{}", {{"Origin", "http://" + host}});
    QCOMPARE(same.status, 400);
    // GET is not checked.
    const Response get = send("GET", Api + QStringLiteral("capabilities"), {}, {{"Origin", "http://evil.example"}});
    QCOMPARE(get.status, 200);
}

void tst_SunriseTestServer::unknownRouteAndMethod()
{
    const Response missing = send("GET", Api + QStringLiteral("nothing-here"));
    QCOMPARE(missing.status, 404);
    QCOMPARE(missing.errorCode(), QStringLiteral("NOT_FOUND"));
    const Response outside = send("GET", QStringLiteral("/"));
    QCOMPARE(outside.status, 404);
    const Response method = send("PUT", Api + QStringLiteral("capabilities"), "{}");
    QCOMPARE(method.status, 405);
    QCOMPARE(method.header("allow"), QByteArray("GET, POST"));
}

void tst_SunriseTestServer::paginationOverManyRows()
{
    // Pages that never overlap, to check the paging arithmetic; tst_apilistread checks the
    // PostgreSQL-like order within a category.
    m_server->setPagingModel(SunriseTestServer::PagingModel::Stable);
    QSet<QString> ids;
    for (int i = 0; i < 250; ++i) {
        const QJsonObject row = m_server->addCapability(
            QJsonObject{{QStringLiteral("slug"), QStringLiteral("cap_%1").arg(i)},
                        {QStringLiteral("category"), QStringLiteral("cat%1").arg(i % 7)}});
        QVERIFY(row.value(QStringLiteral("id")).toString().startsWith(QLatin1Char('c')));
        QCOMPARE(row.value(QStringLiteral("id")).toString().size(), 25);
        ids.insert(row.value(QStringLiteral("id")).toString());
    }
    QCOMPARE(ids.size(), 250);

    QSet<QString> seen;
    QString previousCategory;
    for (int page = 1; page <= 3; ++page) {
        const Response response = send("GET", Api + QStringLiteral("capabilities?limit=100&page=%1").arg(page));
        QCOMPARE(response.status, 200);
        const QJsonObject meta = response.meta();
        QCOMPARE(meta.value(QStringLiteral("page")).toInt(), page);
        QCOMPARE(meta.value(QStringLiteral("limit")).toInt(), 100);
        QCOMPARE(meta.value(QStringLiteral("total")).toInt(), 250);
        QCOMPARE(meta.value(QStringLiteral("totalPages")).toInt(), 3);
        const QJsonArray items = response.data().toArray();
        QCOMPARE(items.size(), page < 3 ? 100 : 50);
        for (const QJsonValue &item : items) {
            const QJsonObject row = item.toObject();
            QVERIFY(!seen.contains(row.value(QStringLiteral("id")).toString()));
            seen.insert(row.value(QStringLiteral("id")).toString());
            QVERIFY(row.value(QStringLiteral("_agents")).isArray());
            QVERIFY(row.value(QStringLiteral("category")).toString() >= previousCategory);
            previousCategory = row.value(QStringLiteral("category")).toString();
        }
    }
    QCOMPARE(seen, ids);

    const Response defaults = send("GET", Api + QStringLiteral("capabilities"));
    QCOMPARE(defaults.data().toArray().size(), 10);
    QCOMPARE(defaults.meta().value(QStringLiteral("totalPages")).toInt(), 25);

    const Response filtered = send("GET", Api + QStringLiteral("capabilities?category=cat3&q=CAP_1"));
    for (const QJsonValue &item : filtered.data().toArray()) {
        QCOMPARE(item.toObject().value(QStringLiteral("category")).toString(), QStringLiteral("cat3"));
        QVERIFY(item.toObject().value(QStringLiteral("slug")).toString().startsWith(QStringLiteral("cap_1")));
    }
    QVERIFY(filtered.meta().value(QStringLiteral("total")).toInt() > 0);
}

void tst_SunriseTestServer::invalidQueryParameters()
{
    const Response response = send("GET", Api + QStringLiteral("capabilities?page=0&limit=101&isActive=yes&executionType=rpc"));
    QCOMPARE(response.status, 400);
    QCOMPARE(response.errorCode(), QStringLiteral("VALIDATION_ERROR"));
    QCOMPARE(response.errorMessage(), QStringLiteral("Invalid query parameters"));
    QCOMPARE(errorPaths(response), (QStringList{QStringLiteral("page"), QStringLiteral("limit"),
                                                QStringLiteral("isActive"), QStringLiteral("executionType")}));
    const Response conversations = send("GET", Api + QStringLiteral("conversations?q="));
    QCOMPARE(conversations.status, 400);
    QCOMPARE(errorPaths(conversations), QStringList{QStringLiteral("q")});
}

void tst_SunriseTestServer::createValidationErrors()
{
    const QString path = Api + QStringLiteral("capabilities");
    const Response notJson = send("POST", path, "{not json");
    QCOMPARE(notJson.status, 400);
    QCOMPARE(notJson.errorCode(), QStringLiteral("VALIDATION_ERROR"));
    QCOMPARE(notJson.errorMessage(), QStringLiteral("Invalid JSON in request body"));

    QJsonObject body = validCapabilityBody(QStringLiteral("Bad Slug"));
    body.remove(QStringLiteral("description"));
    body.insert(QStringLiteral("rateLimit"), 0);
    const Response fields = sendJson("POST", path, body);
    QCOMPARE(fields.status, 400);
    QCOMPARE(fields.errorMessage(), QStringLiteral("Invalid request body"));
    QCOMPARE(errorPaths(fields), (QStringList{QStringLiteral("slug"), QStringLiteral("description"), QStringLiteral("rateLimit")}));

    QJsonObject mismatch = validCapabilityBody(QStringLiteral("lookup_order"));
    QJsonObject definition = mismatch.value(QStringLiteral("functionDefinition")).toObject();
    definition.insert(QStringLiteral("name"), QStringLiteral("lookupOrder"));
    mismatch.insert(QStringLiteral("functionDefinition"), definition);
    const Response name = sendJson("POST", path, mismatch);
    QCOMPARE(name.status, 400);
    QCOMPARE(errorPaths(name), QStringList{QStringLiteral("functionDefinition.name")});

    QJsonObject webhook = validCapabilityBody(QStringLiteral("notify"));
    webhook.insert(QStringLiteral("executionType"), QStringLiteral("webhook"));
    webhook.insert(QStringLiteral("executionHandler"), QStringLiteral("not a url"));
    const Response url = sendJson("POST", path, webhook);
    QCOMPARE(url.status, 400);
    QCOMPARE(errorPaths(url), QStringList{QStringLiteral("executionHandler")});

    webhook.insert(QStringLiteral("executionHandler"), QStringLiteral("https://hooks.example.com/notify"));
    QCOMPARE(sendJson("POST", path, webhook).status, 201);

    const Response array = send("POST", path, "[]");
    QCOMPARE(array.status, 400);
    QCOMPARE(errorPaths(array), QStringList{QString()});
    QVERIFY(m_server->capabilities().size() == 1);
}

void tst_SunriseTestServer::createSucceedsAndDropsUnsettableFields()
{
    QJsonObject body = validCapabilityBody(QStringLiteral("lookup-order"));
    body.insert(QStringLiteral("isIdempotent"), true);
    body.insert(QStringLiteral("isSystem"), true);
    body.insert(QStringLiteral("name"), QStringLiteral("  Lookup order  "));
    const Response created = sendJson("POST", Api + QStringLiteral("capabilities"), body);
    QCOMPARE(created.status, 201);
    const QJsonObject row = created.data().toObject();
    QCOMPARE(row.value(QStringLiteral("name")).toString(), QStringLiteral("Lookup order"));
    QCOMPARE(row.value(QStringLiteral("isIdempotent")), QJsonValue(false));
    QCOMPARE(row.value(QStringLiteral("isSystem")), QJsonValue(false));
    QCOMPARE(row.value(QStringLiteral("isActive")), QJsonValue(true));
    QCOMPARE(row.value(QStringLiteral("requiresApproval")), QJsonValue(false));
    QVERIFY(row.value(QStringLiteral("executionConfig")).isNull());
    QVERIFY(row.value(QStringLiteral("metadata")).isNull());
    QVERIFY(row.value(QStringLiteral("rateLimit")).isNull());
    QCOMPARE(row.value(QStringLiteral("quarantineState")).toString(), QStringLiteral("active"));
    QCOMPARE(m_server->capability(row.value(QStringLiteral("id")).toString()), row);
}

void tst_SunriseTestServer::duplicateSlugConflicts()
{
    m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("lookup_order")}});
    const Response response = sendJson("POST", Api + QStringLiteral("capabilities"), validCapabilityBody(QStringLiteral("lookup_order")));
    QCOMPARE(response.status, 409);
    QCOMPARE(response.errorCode(), QStringLiteral("CONFLICT"));
    QCOMPARE(response.errorMessage(), QStringLiteral("Capability with slug 'lookup_order' already exists"));
}

void tst_SunriseTestServer::getCapability()
{
    const QJsonObject row = m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("a")}});
    const Response found = send("GET", Api + QStringLiteral("capabilities/") + row.value(QStringLiteral("id")).toString());
    QCOMPARE(found.status, 200);
    QCOMPARE(found.data().toObject(), row);

    const Response invalid = send("GET", Api + QStringLiteral("capabilities/not-a-cuid"));
    QCOMPARE(invalid.status, 400);
    QCOMPARE(invalid.errorMessage(), QStringLiteral("Invalid capability id"));
    QCOMPARE(invalid.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Invalid ID format")}}}));

    const Response missing = send("GET", Api + QStringLiteral("capabilities/cmissing000000000000000000"));
    QCOMPARE(missing.status, 404);
    QCOMPARE(missing.errorMessage(), QStringLiteral("Capability cmissing000000000000000000 not found"));
}

void tst_SunriseTestServer::patchSystemCapability()
{
    const QJsonObject system = m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("search_knowledge_base")},
                                                                   {QStringLiteral("isSystem"), true}});
    const QString path = Api + QStringLiteral("capabilities/") + system.value(QStringLiteral("id")).toString();

    const Response deactivate = sendJson("PATCH", path, QJsonObject{{QStringLiteral("isActive"), false}});
    QCOMPARE(deactivate.status, 403);
    QCOMPARE(deactivate.errorMessage(), QStringLiteral("System capabilities cannot be deactivated"));

    const Response rename = sendJson("PATCH", path, QJsonObject{{QStringLiteral("slug"), QStringLiteral("search_kb")},
                                                                {QStringLiteral("executionHandler"), QStringLiteral("Other")}});
    QCOMPARE(rename.status, 403);
    QCOMPARE(rename.errorMessage(),
             QStringLiteral("System capabilities are seeded from code — slug, executionHandler cannot be changed here. "
                            "Edit the capability's seed unit in prisma/seeds/ instead; every other field on this "
                            "capability remains editable."));

    // A full-form save with unchanged seed-owned values is fine.
    QJsonObject form = system;
    form.remove(QStringLiteral("id"));
    form.remove(QStringLiteral("executionConfig")); // null: the update schema refuses it
    form.remove(QStringLiteral("metadata"));
    form.insert(QStringLiteral("description"), QStringLiteral("edited"));
    const Response save = sendJson("PATCH", path, form);
    QCOMPARE(save.status, 200);
    QCOMPARE(save.data().toObject().value(QStringLiteral("description")).toString(), QStringLiteral("edited"));

    const Response remove = send("DELETE", path);
    QCOMPARE(remove.status, 403);
    QCOMPARE(remove.errorMessage(), QStringLiteral("System capabilities cannot be deleted"));
}

void tst_SunriseTestServer::patchEvaluationOrder()
{
    const QJsonObject api = m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("remote")},
                                                                {QStringLiteral("executionType"), QStringLiteral("api")},
                                                                {QStringLiteral("executionHandler"), QStringLiteral("https://x.example/")}});
    m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("taken")}});
    const QString path = Api + QStringLiteral("capabilities/") + api.value(QStringLiteral("id")).toString();

    // 404 comes before the body is read.
    QCOMPARE(send("PATCH", Api + QStringLiteral("capabilities/cnothere00000000000000000"), "garbage").status, 404);
    QCOMPARE(send("PATCH", path, "garbage").errorMessage(), QStringLiteral("Invalid JSON in request body"));
    QCOMPARE(sendJson("PATCH", path, QJsonObject()).status, 200);

    const Response handler = sendJson("PATCH", path, QJsonObject{{QStringLiteral("executionHandler"), QStringLiteral("nope")}});
    QCOMPARE(handler.status, 400);
    QCOMPARE(handler.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("executionHandler"), QJsonArray{QStringLiteral("Must be a valid URL")}}}));

    const Response slug = sendJson("PATCH", path, QJsonObject{{QStringLiteral("slug"), QStringLiteral("renamed")}});
    QCOMPARE(slug.status, 400);
    QCOMPARE(slug.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("functionDefinition.name"),
                           QJsonArray{QStringLiteral("Must equal the capability slug (\"renamed\")")}}}));

    QJsonObject definition = api.value(QStringLiteral("functionDefinition")).toObject();
    definition.insert(QStringLiteral("name"), QStringLiteral("taken"));
    const Response collision = sendJson("PATCH", path, QJsonObject{{QStringLiteral("slug"), QStringLiteral("taken")},
                                                                   {QStringLiteral("functionDefinition"), definition}});
    QCOMPARE(collision.status, 400);
    QCOMPARE(collision.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("slug"), QJsonArray{QStringLiteral("Slug is already in use")}}}));

    definition.insert(QStringLiteral("name"), QStringLiteral("fresh"));
    const Response renamed = sendJson("PATCH", path, QJsonObject{{QStringLiteral("slug"), QStringLiteral("fresh")},
                                                                 {QStringLiteral("functionDefinition"), definition}});
    QCOMPARE(renamed.status, 200);
    QCOMPARE(m_server->capability(api.value(QStringLiteral("id")).toString()).value(QStringLiteral("slug")).toString(),
             QStringLiteral("fresh"));
}

void tst_SunriseTestServer::deleteCapability()
{
    const QJsonObject row = m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("gone")}});
    const QString id = row.value(QStringLiteral("id")).toString();
    const Response response = send("DELETE", Api + QStringLiteral("capabilities/") + id);
    QCOMPARE(response.status, 200);
    QCOMPARE(response.data().toObject(),
             (QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("isActive"), false}}));
    QCOMPARE(m_server->capability(id).value(QStringLiteral("isActive")), QJsonValue(false));
}

void tst_SunriseTestServer::bindingAttachWithMissingEnvVars()
{
    const QJsonObject agent = m_server->addAgent(QJsonObject{{QStringLiteral("slug"), QStringLiteral("support")}});
    const QJsonObject capability = m_server->addCapability(QJsonObject{{QStringLiteral("slug"), QStringLiteral("call_external_api")}});
    m_server->setEnvironment({QStringLiteral("SET_VAR")});
    const QString path = Api + QStringLiteral("agents/") + agent.value(QStringLiteral("id")).toString() + QStringLiteral("/capabilities");
    // Raw text so the header order is not the alphabetical one QJsonObject would produce.
    const QByteArray body = "{\"capabilityId\":\"" + capability.value(QStringLiteral("id")).toString().toUtf8()
        + "\",\"customConfig\":{\"forcedUrl\":\"https://${env:GATEWAY_HOST}/${env:SET_VAR}/${env:lower}\","
          "\"forcedHeaders\":{\"X-Zeta\":\"${env:ZETA_TOKEN}\",\"X-Alpha\":\"${env:ALPHA_TOKEN} ${env:GATEWAY_HOST}\"}},"
          "\"customRateLimit\":20}";
    const Response response = send("POST", path, body);
    QCOMPARE(response.status, 201);
    const QJsonObject row = response.data().toObject();
    QVERIFY(!row.contains(QStringLiteral("capability")));
    QCOMPARE(row.value(QStringLiteral("agentId")), agent.value(QStringLiteral("id")));
    QCOMPARE(row.value(QStringLiteral("isEnabled")), QJsonValue(true));
    QCOMPARE(row.value(QStringLiteral("customRateLimit")).toInt(), 20);
    QCOMPARE(response.meta(),
             (QJsonObject{{QStringLiteral("warnings"),
                           QJsonObject{{QStringLiteral("missingEnvVars"),
                                        QJsonArray{QStringLiteral("GATEWAY_HOST"), QStringLiteral("ZETA_TOKEN"),
                                                   QStringLiteral("ALPHA_TOKEN")}}}}}));

    const Response duplicate = send("POST", path, body);
    QCOMPARE(duplicate.status, 409);
    QCOMPARE(duplicate.errorMessage(), QStringLiteral("Capability %1 is already attached to agent %2")
                                           .arg(capability.value(QStringLiteral("id")).toString(),
                                                agent.value(QStringLiteral("id")).toString()));
}

void tst_SunriseTestServer::bindingAttachWithoutMeta()
{
    const QJsonObject agent = m_server->addAgent(QJsonObject{});
    const QJsonObject capability = m_server->addCapability(QJsonObject{});
    const QString path = Api + QStringLiteral("agents/") + agent.value(QStringLiteral("id")).toString() + QStringLiteral("/capabilities");
    m_server->setEnvironment({QStringLiteral("EMAIL_GATEWAY_URL")});
    const Response response = sendJson("POST", path, QJsonObject{
        {QStringLiteral("capabilityId"), capability.value(QStringLiteral("id"))},
        {QStringLiteral("isEnabled"), false},
        {QStringLiteral("customConfig"), QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:EMAIL_GATEWAY_URL}")}}}});
    QCOMPARE(response.status, 201);
    QVERIFY(!response.json.contains(QStringLiteral("meta")));
    QCOMPARE(response.data().toObject().value(QStringLiteral("isEnabled")), QJsonValue(false));

    // Order: agent id → agent → body → capability.
    QCOMPARE(sendJson("POST", Api + QStringLiteral("agents/bad/capabilities"), QJsonObject()).errorMessage(),
             QStringLiteral("Invalid agent id"));
    QCOMPARE(sendJson("POST", Api + QStringLiteral("agents/cnoagent0000000000000000/capabilities"), QJsonObject()).errorMessage(),
             QStringLiteral("Agent cnoagent0000000000000000 not found"));
    const Response body = sendJson("POST", path, QJsonObject{{QStringLiteral("capabilityId"), QStringLiteral("x")}});
    QCOMPARE(body.errorMessage(), QStringLiteral("Invalid request body"));
    QCOMPARE(errorPaths(body), QStringList{QStringLiteral("capabilityId")});
    QCOMPARE(sendJson("POST", path, QJsonObject{{QStringLiteral("capabilityId"), QStringLiteral("cnocap000000000000000000")}})
                 .errorMessage(),
             QStringLiteral("Capability cnocap000000000000000000 not found"));
}

void tst_SunriseTestServer::bindingPatchMatchesCorpus()
{
    const QJsonObject fixture = readCorpus(QStringLiteral("agent-capability-patch-response.json"));
    if (fixture.isEmpty())
        QSKIP("corpus not available");
    const QJsonObject expected = fixture.value(QStringLiteral("response")).toObject();
    const QJsonObject expectedRow = expected.value(QStringLiteral("data")).toObject();
    m_server->addAgent(QJsonObject{{QStringLiteral("id"), expectedRow.value(QStringLiteral("agentId"))}});
    m_server->addCapability(QJsonObject{{QStringLiteral("id"), expectedRow.value(QStringLiteral("capabilityId"))},
                                        {QStringLiteral("slug"), QStringLiteral("call_external_api")}});
    m_server->addBinding(QJsonObject{{QStringLiteral("id"), expectedRow.value(QStringLiteral("id"))},
                                     {QStringLiteral("agentId"), expectedRow.value(QStringLiteral("agentId"))},
                                     {QStringLiteral("capabilityId"), expectedRow.value(QStringLiteral("capabilityId"))}});
    m_server->setEnvironment({});
    const QJsonObject request = fixture.value(QStringLiteral("request")).toObject();
    const Response response = sendJson("PATCH", request.value(QStringLiteral("path")).toString(),
                                       request.value(QStringLiteral("body")));
    QCOMPARE(response.status, fixture.value(QStringLiteral("responseStatus")).toInt());
    QCOMPARE(response.json, expected);

    // Everything set: no meta at all.
    m_server->setEnvironment({QStringLiteral("EMAIL_GATEWAY_URL"), QStringLiteral("EMAIL_TENANT_ID")});
    const Response quiet = sendJson("PATCH", request.value(QStringLiteral("path")).toString(), request.value(QStringLiteral("body")));
    QCOMPARE(quiet.status, 200);
    QVERIFY(!quiet.json.contains(QStringLiteral("meta")));

    const Response empty = sendJson("PATCH", request.value(QStringLiteral("path")).toString(), QJsonObject());
    QCOMPARE(empty.status, 400);
    QCOMPARE(errorPaths(empty), QStringList{QString()});
    const Response ids = sendJson("PATCH", Api + QStringLiteral("agents/x/capabilities/y"), QJsonObject());
    QCOMPARE(ids.errorMessage(), QStringLiteral("Invalid route parameters"));
    QCOMPARE(ids.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Must be a valid CUID")}},
                          {QStringLiteral("capId"), QJsonArray{QStringLiteral("Must be a valid CUID")}}}));
}

void tst_SunriseTestServer::bindingListAndDetach()
{
    const QJsonObject fixture = readCorpus(QStringLiteral("agent-capabilities-response.json"));
    const QJsonObject agent = m_server->addAgent(QJsonObject{{QStringLiteral("deletedAt"), QStringLiteral("2026-01-01T00:00:00.000Z")}});
    const QString agentId = agent.value(QStringLiteral("id")).toString();
    const QJsonObject zeta = m_server->addCapability(QJsonObject{{QStringLiteral("name"), QStringLiteral("Zeta")}});
    const QJsonObject alpha = m_server->addCapability(QJsonObject{{QStringLiteral("name"), QStringLiteral("Alpha")}});
    m_server->addBinding(QJsonObject{{QStringLiteral("agentId"), agentId}, {QStringLiteral("capabilityId"), zeta.value(QStringLiteral("id"))}});
    m_server->addBinding(QJsonObject{{QStringLiteral("agentId"), agentId}, {QStringLiteral("capabilityId"), alpha.value(QStringLiteral("id"))}});

    const QString path = Api + QStringLiteral("agents/") + agentId + QStringLiteral("/capabilities");
    const Response list = send("GET", path); // soft-deleted agents are still found here
    QCOMPARE(list.status, 200);
    QVERIFY(!list.json.contains(QStringLiteral("meta")));
    const QJsonArray rows = list.data().toArray();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("capability")).toObject(), alpha);
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("capability")).toObject(), zeta);
    if (!fixture.isEmpty()) {
        const QJsonObject first = fixture.value(QStringLiteral("data")).toArray().at(0).toObject();
        QCOMPARE(rows.at(0).toObject().keys(), first.keys());
        QCOMPARE(alpha.keys(), first.value(QStringLiteral("capability")).toObject().keys());
    }

    const Response detach = send("DELETE", path + QLatin1Char('/') + zeta.value(QStringLiteral("id")).toString());
    QCOMPARE(detach.status, 200);
    QCOMPARE(detach.data().toObject(), (QJsonObject{{QStringLiteral("agentId"), agentId},
                                                    {QStringLiteral("capabilityId"), zeta.value(QStringLiteral("id"))},
                                                    {QStringLiteral("detached"), true}}));
    const Response again = send("DELETE", path + QLatin1Char('/') + zeta.value(QStringLiteral("id")).toString());
    QCOMPARE(again.status, 404);
    QCOMPARE(again.errorMessage(), QStringLiteral("Capability %1 is not attached to agent %2")
                                       .arg(zeta.value(QStringLiteral("id")).toString(), agentId));
    QCOMPARE(m_server->bindings().size(), 1);
    QCOMPARE(send("GET", Api + QStringLiteral("agents/x/capabilities")).errorMessage(), QStringLiteral("Invalid agent id"));
}

void tst_SunriseTestServer::agentList()
{
    const QJsonObject user = m_server->addAgent(QJsonObject{{QStringLiteral("name"), QStringLiteral("User agent")},
                                                            {QStringLiteral("lastActiveAt"), QStringLiteral("2026-05-01T00:00:00.000Z")}});
    const QJsonObject system = m_server->addAgent(QJsonObject{{QStringLiteral("isSystem"), true}});
    m_server->addAgent(QJsonObject{{QStringLiteral("deletedAt"), QStringLiteral("2026-05-02T00:00:00.000Z")}});
    const QJsonObject capability = m_server->addCapability(QJsonObject());
    m_server->addBinding(QJsonObject{{QStringLiteral("agentId"), user.value(QStringLiteral("id"))},
                                     {QStringLiteral("capabilityId"), capability.value(QStringLiteral("id"))}});
    const Response response = send("GET", Api + QStringLiteral("agents"));
    QCOMPARE(response.status, 200);
    const QJsonArray items = response.data().toArray();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items.at(0).toObject().value(QStringLiteral("id")), user.value(QStringLiteral("id")));
    QCOMPARE(items.at(1).toObject().value(QStringLiteral("id")), system.value(QStringLiteral("id")));
    QCOMPARE(items.at(0).toObject().value(QStringLiteral("_count")).toObject(),
             (QJsonObject{{QStringLiteral("capabilities"), 1}, {QStringLiteral("conversations"), 0}}));
    QCOMPARE(response.meta().value(QStringLiteral("total")).toInt(), 2);
    QCOMPARE(send("GET", Api + QStringLiteral("agents?kind=robot")).status, 400);
}

void tst_SunriseTestServer::conversationListAndProvenance()
{
    const QJsonObject agent = m_server->addAgent(QJsonObject{{QStringLiteral("slug"), QStringLiteral("desk")},
                                                             {QStringLiteral("name"), QStringLiteral("Desk")}});
    const QString me = QStringLiteral("cuserme000000000000000000");
    m_server->setCallerUserId(me);
    QCOMPARE(m_server->callerUserId(), me);
    auto conversation = [&](const QString &id, const QJsonValue &userId, const QString &updatedAt) {
        return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("title"), QStringLiteral("T ") + id},
                           {QStringLiteral("userId"), userId}, {QStringLiteral("agentId"), agent.value(QStringLiteral("id"))},
                           {QStringLiteral("isActive"), true}, {QStringLiteral("createdAt"), QStringLiteral("2026-05-01T00:00:00.000Z")},
                           {QStringLiteral("updatedAt"), updatedAt}};
    };
    const QJsonArray messages{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), QStringLiteral("hello")},
                                          {QStringLiteral("createdAt"), QStringLiteral("2026-05-01T00:00:01.000Z")},
                                          {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("x"), 1}}}},
                              QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")}, {QStringLiteral("content"), QStringLiteral("hi")},
                                          {QStringLiteral("createdAt"), QStringLiteral("2026-05-01T00:00:00.500Z")}}};
    m_server->addConversation(conversation(QStringLiteral("cconvmine0000000000000000"), me, QStringLiteral("2026-05-03T00:00:00.000Z")), messages);
    m_server->addConversation(conversation(QStringLiteral("cconvsystem00000000000000"), QJsonValue(QJsonValue::Null),
                                           QStringLiteral("2026-05-04T00:00:00.000Z")), {});
    m_server->addConversation(conversation(QStringLiteral("cconvother000000000000000"), QStringLiteral("cuserother00000000000000"),
                                           QStringLiteral("2026-05-05T00:00:00.000Z")), {});

    const Response list = send("GET", Api + QStringLiteral("conversations"));
    QCOMPARE(list.status, 200);
    const QJsonArray items = list.data().toArray();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("cconvsystem00000000000000"));
    QCOMPARE(items.at(1).toObject().value(QStringLiteral("_count")).toObject().value(QStringLiteral("messages")).toInt(), 2);
    QCOMPARE(items.at(1).toObject().value(QStringLiteral("agent")).toObject(),
             (QJsonObject{{QStringLiteral("id"), agent.value(QStringLiteral("id"))}, {QStringLiteral("name"), QStringLiteral("Desk")},
                          {QStringLiteral("slug"), QStringLiteral("desk")}}));

    const Response invalid = send("GET", Api + QStringLiteral("conversations/nope/provenance"));
    QCOMPARE(invalid.status, 400);
    QCOMPARE(invalid.errorMessage(), QStringLiteral("Invalid conversation id"));
    QCOMPARE(invalid.error_().value(QStringLiteral("details")).toObject(),
             (QJsonObject{{QStringLiteral("id"), QJsonArray{QStringLiteral("Must be a valid CUID")}}}));
    const Response missing = send("GET", Api + QStringLiteral("conversations/cmissing00000000000000000/provenance"));
    QCOMPARE(missing.status, 404);
    QCOMPARE(missing.errorMessage(), QStringLiteral("Conversation cmissing00000000000000000 not found"));
    const Response hidden = send("GET", Api + QStringLiteral("conversations/cconvother000000000000000/provenance"));
    QCOMPARE(hidden.status, 404);
    QCOMPARE(hidden.errorMessage(), QStringLiteral("Conversation cconvother000000000000000 not found"));

    const Response mine = send("GET", Api + QStringLiteral("conversations/cconvmine0000000000000000/provenance"));
    QCOMPARE(mine.status, 200);
    const QJsonObject data = mine.data().toObject();
    QCOMPARE(data.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("agentSlug")).toString(), QStringLiteral("desk"));
    const QJsonArray bundleMessages = data.value(QStringLiteral("messages")).toArray();
    QCOMPARE(bundleMessages.size(), 2);
    QCOMPARE(bundleMessages.at(0).toObject().value(QStringLiteral("content")).toString(), QStringLiteral("hi")); // oldest first
    QVERIFY(!bundleMessages.at(1).toObject().contains(QStringLiteral("metadata")));
    QCOMPARE(bundleMessages.at(1).toObject().size(), 12);
}

void tst_SunriseTestServer::provenanceMatchesCorpus()
{
    const QJsonObject fixture = readCorpus(QStringLiteral("provenance-example.json"));
    if (fixture.isEmpty())
        QSKIP("corpus not available");
    const QJsonObject data = fixture.value(QStringLiteral("data")).toObject();
    const QJsonObject conversation = data.value(QStringLiteral("conversation")).toObject();
    m_server->addAgent(QJsonObject{{QStringLiteral("id"), conversation.value(QStringLiteral("agentId"))},
                                   {QStringLiteral("slug"), conversation.value(QStringLiteral("agentSlug"))},
                                   {QStringLiteral("name"), conversation.value(QStringLiteral("agentName"))}});
    QJsonObject row = conversation;
    row.remove(QStringLiteral("agentSlug"));
    row.remove(QStringLiteral("agentName"));
    m_server->addConversation(row, data.value(QStringLiteral("messages")).toArray());
    m_server->setCallerUserId(conversation.value(QStringLiteral("userId")).toString());
    const Response response = send("GET", Api + QStringLiteral("conversations/%1/provenance").arg(conversation.value(QStringLiteral("id")).toString()));
    QCOMPARE(response.status, 200);
    QCOMPARE(response.json, fixture);
}

void tst_SunriseTestServer::rateLimit()
{
    m_server->rateLimitNext(2, 7);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (int i = 0; i < 2; ++i) {
        const Response limited = send("GET", Api + QStringLiteral("capabilities"));
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.errorCode(), QStringLiteral("RATE_LIMIT_EXCEEDED"));
        QCOMPARE(limited.errorMessage(), QStringLiteral("Too many requests. Please try again later."));
        QCOMPARE(limited.header("retry-after"), QByteArray("7"));
        QCOMPARE(limited.header("x-ratelimit-limit"), QByteArray("120"));
        QCOMPARE(limited.header("x-ratelimit-remaining"), QByteArray("0"));
        const qint64 reset = limited.header("x-ratelimit-reset").toLongLong();
        QVERIFY(reset >= now + 7 && reset <= now + 9);
        QVERIFY(!limited.header("x-request-id").isEmpty());
    }
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    QCOMPARE(m_server->requests().size(), 3);
}

void tst_SunriseTestServer::delayedResponse()
{
    m_server->delayNext(400);
    QSignalSpy arrived(m_server, &SunriseTestServer::requestArrived);
    QElapsedTimer timer;
    timer.start();
    const Response delayed = send("GET", Api + QStringLiteral("capabilities"));
    QCOMPARE(delayed.status, 200);
    QVERIFY2(timer.elapsed() >= 380, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(arrived.count(), 1);
    QCOMPARE(arrived.first().first().value<SunriseTestServer::Request>().method, QByteArray("GET"));

    // The delay was for one request only (how fast the next is answered is not asserted).
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    QCOMPARE(arrived.count(), 2);

    // Event loop stays responsive while a delayed answer is pending: a second client is served first.
    m_server->delayNext(600);
    QNetworkRequest slowRequest(QUrl(m_server->url().toString() + Api + QStringLiteral("capabilities")));
    slowRequest.setRawHeader("Authorization", "Bearer " + m_server->adminKey().toUtf8());
    QNetworkReply *slow = m_network->get(slowRequest);
    QTRY_COMPARE(m_server->requests().size(), 3);
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    QVERIFY(!slow->isFinished());
    QTRY_VERIFY_WITH_TIMEOUT(slow->isFinished(), 5000);
    QCOMPARE(slow->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    slow->deleteLater();
}

void tst_SunriseTestServer::droppedConnection()
{
    // QNAM resends a request by itself (Qt 6.4: once) when the connection closes before any
    // response byte; dropping the resend too reaches the client.
    m_server->dropNext(2);
    const Response dropped = send("GET", Api + QStringLiteral("capabilities"));
    QVERIFY(dropped.finished);
    QCOMPARE(dropped.error, QNetworkReply::RemoteHostClosedError);
    QCOMPARE(dropped.status, 0);
    QCOMPARE(m_server->requests().size(), 2);
    QCOMPARE(m_server->requests().at(1).connectionId, m_server->requests().at(0).connectionId + 1);
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);

    // One drop is absorbed by that resend.
    m_server->clearRequests();
    m_server->dropNext(1);
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    QCOMPARE(m_server->requests().size(), 2);

    // A truncated answer fails at once.
    m_server->clearRequests();
    m_server->truncateNext(1);
    const Response truncated = send("GET", Api + QStringLiteral("capabilities"));
    QCOMPARE(truncated.error, QNetworkReply::RemoteHostClosedError);
    QCOMPARE(truncated.status, 200);
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
}

void tst_SunriseTestServer::failNext()
{
    m_server->failNext(503, "SERVICE_UNAVAILABLE", QStringLiteral("Down for maintenance"), 2);
    m_server->rateLimitNext(1, 1);
    for (int i = 0; i < 2; ++i) {
        const Response failed = send("GET", Api + QStringLiteral("capabilities"));
        QCOMPARE(failed.status, 503);
        QCOMPARE(failed.errorCode(), QStringLiteral("SERVICE_UNAVAILABLE"));
        QCOMPARE(failed.errorMessage(), QStringLiteral("Down for maintenance"));
    }
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 429);
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    m_server->failNext(500, "INTERNAL_ERROR", QStringLiteral("x"));
    m_server->clearFaults();
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
}

void tst_SunriseTestServer::keepAliveReusesConnection()
{
    for (int i = 0; i < 5; ++i)
        QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
    QCOMPARE(m_server->connectionCount(), 1);
    const QList<SunriseTestServer::Request> requests = m_server->requests();
    QCOMPARE(requests.size(), 5);
    for (const auto &request : requests)
        QCOMPARE(request.connectionId, quint64(1));

    // Connection: close is honoured.
    const Response closing = send("GET", Api + QStringLiteral("capabilities"), {}, {{"Connection", "close"}});
    QCOMPARE(closing.status, 200);
    QCOMPARE(closing.header("connection").toLower(), QByteArray("close"));
    QTRY_COMPARE(m_server->openConnectionCount(), 0);
}

void tst_SunriseTestServer::pipelinedAndChunkedRequests()
{
    const QByteArray auth = "Authorization: Bearer " + m_server->adminKey().toUtf8() + "\r\n";
    const QByteArray host = "Host: 127.0.0.1\r\n";
    const QByteArray get = "GET " + Api.toUtf8() + "capabilities?limit=1 HTTP/1.1\r\n" + host + auth + "x-request-id: one\r\n\r\n";
    const QByteArray chunkedBody = "{\"name\":\"x\"}";
    const QByteArray post = "POST " + Api.toUtf8() + "capabilities HTTP/1.1\r\n" + host + auth
        + "x-request-id: two\r\nTransfer-Encoding: chunked\r\n\r\n"
        + QByteArray::number(5, 16) + "\r\n" + chunkedBody.left(5) + "\r\n"
        + QByteArray::number(chunkedBody.size() - 5, 16) + ";ext=1\r\n" + chunkedBody.mid(5) + "\r\n0\r\n\r\n";
    const QByteArray last = "GET " + Api.toUtf8() + "agents HTTP/1.1\r\n" + host + auth + "x-request-id: three\r\nConnection: close\r\n\r\n";
    bool closed = false;
    const QByteArray received = rawExchange(m_server->port(), get + post + last, 3, &closed);
    QCOMPARE(received.count("HTTP/1.1 "), 3);
    const qsizetype one = received.indexOf("x-request-id: one");
    const qsizetype two = received.indexOf("x-request-id: two");
    const qsizetype three = received.indexOf("x-request-id: three");
    QVERIFY(one > 0 && two > one && three > two);
    QVERIFY(received.indexOf("HTTP/1.1 400") > one && received.indexOf("HTTP/1.1 400") < two);
    QTRY_VERIFY(m_server->requests().size() == 3);
    QCOMPARE(m_server->requests().at(1).body, chunkedBody);
    QTRY_COMPARE(m_server->openConnectionCount(), 0);
}

void tst_SunriseTestServer::garbageAndHugeHeaders()
{
    QByteArray random(4096, Qt::Uninitialized);
    for (qsizetype i = 0; i < random.size(); ++i)
        random[i] = char(QRandomGenerator::global()->bounded(256));
    bool closed = false;
    QByteArray received = rawExchange(m_server->port(), random + "\r\n\r\n", 1, &closed);
    QVERIFY(received.isEmpty() || received.startsWith("HTTP/1.1 4") || received.startsWith("HTTP/1.1 5"));

    received = rawExchange(m_server->port(), "GARBAGE\r\n\r\n", 1, &closed);
    QVERIFY(received.startsWith("HTTP/1.1 400"));
    QVERIFY(closed);

    const QByteArray huge = "GET / HTTP/1.1\r\nX-Big: " + QByteArray(70 * 1024, 'a') + "\r\n\r\n";
    received = rawExchange(m_server->port(), huge, 1, &closed);
    QVERIFY(received.startsWith("HTTP/1.1 431"));

    received = rawExchange(m_server->port(), "GET / HTTP/1.1\r\nContent-Length: nope\r\n\r\n", 1, &closed);
    QVERIFY(received.startsWith("HTTP/1.1 400"));

    // Still serving.
    QCOMPARE(send("GET", Api + QStringLiteral("capabilities")).status, 200);
}

void tst_SunriseTestServer::largeBody()
{
    QJsonObject body = validCapabilityBody(QStringLiteral("large"));
    body.insert(QStringLiteral("description"), QString(3 * 1024 * 1024, QLatin1Char('d')));
    const Response tooLong = sendJson("POST", Api + QStringLiteral("capabilities"), body);
    QCOMPARE(tooLong.status, 400);
    QCOMPARE(errorPaths(tooLong), QStringList{QStringLiteral("description")});
    QCOMPARE(m_server->requests().last().body.size(), QJsonDocument(body).toJson(QJsonDocument::Compact).size());

    body.insert(QStringLiteral("description"), QStringLiteral("ok"));
    body.insert(QStringLiteral("executionConfig"), QJsonObject{{QStringLiteral("blob"), QString(2 * 1024 * 1024, QLatin1Char('b'))}});
    QCOMPARE(sendJson("POST", Api + QStringLiteral("capabilities"), body).status, 201);
}

void tst_SunriseTestServer::childProcessClient()
{
    // A client in another process (as a CLI binary would be) is served while the test waits on
    // the event loop; curl also exercises "Expect: 100-continue" for its large upload.
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    QVERIFY2(!curl.isEmpty(), "curl is missing: scripts/deps.sh installs it");
    QJsonObject body = validCapabilityBody(QStringLiteral("from_child"));
    body.insert(QStringLiteral("executionConfig"), QJsonObject{{QStringLiteral("blob"), QString(1536 * 1024, QLatin1Char('b'))}});
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(QJsonDocument(body).toJson(QJsonDocument::Compact));
    file.flush();

    QProcess process;
    process.start(curl, {QStringLiteral("-sS"), QStringLiteral("-X"), QStringLiteral("POST"),
                         QStringLiteral("-H"), QStringLiteral("Authorization: Bearer ") + m_server->adminKey(),
                         QStringLiteral("-H"), QStringLiteral("Content-Type: application/json"),
                         QStringLiteral("-H"), QStringLiteral("Expect: 100-continue"),
                         QStringLiteral("--data-binary"), QLatin1Char('@') + file.fileName(),
                         QStringLiteral("-w"), QStringLiteral("\n%{http_code}"),
                         m_server->url().toString() + Api + QStringLiteral("capabilities")});
    QTRY_COMPARE_WITH_TIMEOUT(process.state(), QProcess::NotRunning, 20000);
    QCOMPARE(process.exitCode(), 0);
    const QByteArray output = process.readAllStandardOutput();
    QVERIFY2(output.endsWith("\n201"), output.right(200).constData());
    QCOMPARE(m_server->capabilities().size(), 1);
    QCOMPARE(m_server->requests().last().header("expect"), QByteArray("100-continue"));
}

QTEST_GUILESS_MAIN(tst_SunriseTestServer)
#include "tst_sunrisetestserver.moc"
