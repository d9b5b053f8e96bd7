#pragma once

#include "httprequestparser.h"

#include <QHash>
#include <QObject>

class QTcpSocket;

namespace sunrisetest {

// One accepted TCP connection speaking HTTP/1.x. Requests are numbered in arrival order
// (serials); answers may be handed in out of order (a delayed answer, say) but are written in
// request order, so pipelined and keep-alive clients always read the answer to the request they
// sent. Owns its socket; deletes itself (deleteLater) once the socket is gone.
class HttpConnection : public QObject
{
    Q_OBJECT

public:
    HttpConnection(QTcpSocket *socket, quint64 id, QObject *parent = nullptr);
    ~HttpConnection() override;

    quint64 id() const { return m_id; }

    // Queue the complete response bytes for request `serial`; closeAfter closes the connection
    // once they are written (Connection: close).
    void respond(quint64 serial, const QByteArray &response, bool closeAfter);

    // Close the connection without answering request `serial`, once every earlier answer is out.
    void drop(quint64 serial);

    // A complete HTTP/1.1 response: status line, the given headers, Content-Length, Connection
    // and the body.
    static QByteArray serialize(int status, const QList<QPair<QByteArray, QByteArray>> &headers,
                                const QByteArray &body, bool close);
    static QByteArray reasonPhrase(int status);

signals:
    void requestReceived(sunrisetest::HttpConnection *connection, quint64 serial,
                         const sunrisetest::HttpRequestMessage &message);
    void finished(sunrisetest::HttpConnection *connection);

private:
    struct Answer
    {
        QByteArray bytes;
        bool close = false;
        bool drop = false;
    };

    void readAvailable();
    void flush();
    void onDisconnected();

    QTcpSocket *m_socket;
    quint64 m_id;
    HttpRequestParser m_parser;
    QHash<quint64, Answer> m_answers;
    quint64 m_nextSerial = 0;
    quint64 m_nextToWrite = 0;
    bool m_acceptingRequests = true;
    bool m_closing = false;
    bool m_finished = false;
};

} // namespace sunrisetest
