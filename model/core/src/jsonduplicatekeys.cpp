#include "core/jsonduplicatekeys.h"

#include "core/jsonstringend.h"

#include "core/jsonpointer.h"
#include "core/jsontext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <vector>

namespace capstudio {

namespace {

struct Frame
{
    bool object = false;
    bool expectKey = false; // object: the next string is a key
    qsizetype index = 0;    // array: the element being read
    QByteArrayView key;     // object: the member being read (its token, quotes included)
    // Keys seen (raw tokens into the text) with the offset of their first occurrence: a list,
    // as objects are small; a hash once one is not.
    std::vector<std::pair<QByteArrayView, qsizetype>> keys;
    QHash<QByteArrayView, qsizetype> many;

    // The offset of the key's first occurrence, or -1 after recording this one.
    qsizetype firstOrAdd(QByteArrayView token, qsizetype at)
    {
        constexpr size_t Few = 24;
        if (many.isEmpty()) {
            for (const auto &[seen, offset] : keys) {
                if (seen == token)
                    return offset;
            }
            keys.emplace_back(token, at);
            if (keys.size() > Few) {
                for (const auto &[seen, offset] : keys)
                    many.insert(seen, offset);
                keys.clear();
            }
            return -1;
        }
        const auto found = many.constFind(token);
        if (found != many.constEnd())
            return *found;
        many.insert(token, at);
        return -1;
    }
};

// The key's text: raw bytes unless it has escapes, then decoded as JSON does.
QString keyText(QByteArrayView token)
{
    if (!token.contains('\\'))
        return QString::fromUtf8(token.sliced(1, token.size() - 2));
    const QJsonArray decoded = QJsonDocument::fromJson(QByteArray("[") + token.toByteArray() + QByteArray("]")).array();
    return decoded.at(0).toString();
}

} // namespace

Diagnostics JsonDuplicateKeys::find(const QByteArray &utf8, const QString &file)
{
    Diagnostics found;
    std::vector<Frame> stack;
    const char *data = utf8.constData();
    const qsizetype size = utf8.size();
    const auto pointerOf = [&stack]() {
        QString pointer;
        for (size_t i = 0; i + 1 < stack.size(); ++i) {
            const Frame &frame = stack[i];
            pointer = frame.object ? jsonpointer::append(pointer, keyText(frame.key)) : jsonpointer::append(pointer, frame.index);
        }
        return pointer;
    };
    for (qsizetype at = 0; at < size; ++at) {
        const char c = data[at];
        switch (c) {
        case '{':
        case '[': {
            Frame frame;
            frame.object = c == '{';
            frame.expectKey = frame.object;
            stack.push_back(std::move(frame));
            break;
        }
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            break;
        case ',':
            if (!stack.empty()) {
                if (stack.back().object)
                    stack.back().expectKey = true;
                else
                    ++stack.back().index;
            }
            break;
        case '"': {
            // The closing quote (the end of the text when the string does not close).
            const qsizetype end = jsonStringEnd(data + at + 1, data + size) - data;
            const QByteArrayView token(data + at, qMin(end + 1, size) - at);
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame &frame = stack.back();
                frame.expectKey = false;
                frame.key = token;
                const qsizetype first = frame.firstOrAdd(token, at);
                if (first >= 0) {
                    const auto [firstLine, firstColumn] = JsonText::lineColumnAt(utf8, first);
                    const auto [line, column] = JsonText::lineColumnAt(utf8, at);
                    const QString object = pointerOf();
                    found.append(Diagnostic::warning(
                        QStringLiteral("json-duplicate-key"),
                        tr("the key \"%1\" is written twice in the object at %2 (first at line %3, column %4): JSON "
                           "keeps the last one and drops the first without a word")
                            .arg(keyText(token), object.isEmpty() ? QStringLiteral("/") : object)
                            .arg(firstLine)
                            .arg(firstColumn),
                        SourceLocation::atLine(file, line, column)));
                }
            }
            at = end;
            break;
        }
        default:
            break;
        }
    }
    return found;
}

} // namespace capstudio
