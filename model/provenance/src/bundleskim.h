#pragma once

// The first of the two passes over a bundle: validates the whole text and finds where each
// message object and every other top-level value lies, so that the second pass (the
// BundleBuilder, one per worker thread) can read the messages in parallel.

#include "bundlebuilder.h"
#include "jsonscanner.h"

#include <functional>
#include <string>
#include <vector>

namespace capstudio::provenance {

class BundleSkim
{
public:
    // The skim keeps where values lie, never their text: escapes are checked, not decoded.
    static constexpr bool kDecodesStringValues = false;

    struct Value
    {
        const char *begin = nullptr;
        const char *end = nullptr;
        std::vector<BundleBuilder::PathStep> path; // the containers above the value
    };
    struct Message
    {
        const char *begin = nullptr;
        const char *end = nullptr;
        int index = 0; // in the messages array
    };

    // Receives the messages found so far, in batches of `batchSize`, while the skim goes on.
    std::function<void(std::vector<Message> &&)> sink;
    std::size_t batchSize = 1024;

    bool envelope = false;      // {"success":…,"data":{…}}
    bool sawMessages = false;
    std::vector<Message> messages; // not yet handed to the sink
    std::vector<Value> others;  // conversation and any other member outside the messages
    std::vector<BundleBuilder::PathStep> messagesPath; // the path of the messages array

    void beginObject(const char *at) { open(at, false); }
    void endObject(const char *after) { close(after); }
    void beginArray(const char *at) { open(at, true); }
    void endArray(const char *after) { close(after); }
    void key(std::string_view name)
    {
        if (m_depth == 1)
            m_rootKey.assign(name);
        else if (m_depth == 2 && m_inData)
            m_dataKey.assign(name);
    }
    void string(std::string_view, const char *begin, const char *end) { scalar(begin, end); }
    void number(std::string_view text) { scalar(text.data(), text.data() + text.size()); }
    void literal(char) { elementStarts(); }

private:
    enum class Place { Ignore, Data, Messages, Message, Other };

    // What the value that starts now is, from the depth and the keys above it.
    Place classify(bool isObject, bool isArray)
    {
        if (m_depth == 1) {
            if (m_rootKey == "data" && isObject) {
                envelope = true;
                return Place::Data;
            }
            if (m_rootKey == "messages" && isArray)
                return Place::Messages;
            return Place::Other;
        }
        if (m_depth == 2 && m_inData) {
            if (m_dataKey == "messages" && isArray)
                return Place::Messages;
            return Place::Other;
        }
        if (m_messagesDepth > 0 && m_depth == m_messagesDepth)
            return isObject ? Place::Message : Place::Other;
        return Place::Ignore;
    }
    std::vector<BundleBuilder::PathStep> pathHere() const
    {
        std::vector<BundleBuilder::PathStep> path;
        path.push_back({m_rootKey, -1, false});
        if (m_depth >= 2 && m_inData)
            path.push_back({m_dataKey, -1, false});
        if (m_messagesDepth > 0 && m_depth == m_messagesDepth) {
            path = messagesPath;
            path.push_back({std::string(), m_element, true});
        }
        return path;
    }
    void elementStarts()
    {
        if (m_messagesDepth > 0 && m_depth == m_messagesDepth)
            ++m_element;
    }
    void open(const char *at, bool isArray)
    {
        if (m_capture < 0 && m_depth > 0) {
            elementStarts();
            switch (classify(!isArray, isArray)) {
            case Place::Data:
                m_inData = true;
                break;
            case Place::Messages:
                if (!sawMessages) {
                    sawMessages = true;
                    messagesPath = pathHere();
                    messagesPath.push_back({std::string(), -1, true});
                    m_messagesDepth = m_depth + 1;
                    m_element = -1;
                } else {
                    beginCapture(at, Place::Other);
                }
                break;
            case Place::Message:
                beginCapture(at, Place::Message);
                break;
            case Place::Other:
                beginCapture(at, Place::Other);
                break;
            case Place::Ignore:
                break;
            }
        }
        ++m_depth;
    }
    void close(const char *after)
    {
        --m_depth;
        if (m_capture >= 0 && m_depth == m_capture) {
            if (m_capturePlace == Place::Message) {
                messages.push_back({m_captureBegin, after, m_element});
                if (sink && messages.size() >= batchSize) {
                    sink(std::move(messages));
                    messages.clear();
                }
            }
            else
                others.push_back({m_captureBegin, after, m_capturePath});
            m_capture = -1;
        } else if (m_messagesDepth > 0 && m_depth == m_messagesDepth - 1) {
            m_messagesDepth = -1; // the messages array ended
        } else if (m_inData && m_depth == 1) {
            m_inData = false;
        }
    }
    void beginCapture(const char *at, Place place)
    {
        m_capture = m_depth;
        m_capturePlace = place;
        m_captureBegin = at;
        if (place == Place::Other)
            m_capturePath = pathHere();
    }
    void scalar(const char *begin, const char *end)
    {
        if (m_capture >= 0 || m_depth == 0)
            return;
        elementStarts();
        if (classify(false, false) == Place::Other)
            others.push_back({begin, end, pathHere()});
    }

    int m_depth = 0;
    std::string m_rootKey;
    std::string m_dataKey;
    bool m_inData = false;
    int m_messagesDepth = -1; // depth of the messages' elements while inside the array
    int m_element = -1;
    int m_capture = -1;       // depth at which the captured value started
    Place m_capturePlace = Place::Ignore;
    const char *m_captureBegin = nullptr;
    std::vector<BundleBuilder::PathStep> m_capturePath;
};

} // namespace capstudio::provenance
