#pragma once

// RAII owners of libyaml's parser and event structs, shared by the YAML reader and the
// span tree of the source-preserving document. Private to model/flowgate.
#include <yaml.h>

namespace capstudio::flowgate {

class YamlParserHandle
{
public:
    YamlParserHandle() { m_ok = yaml_parser_initialize(&m_parser) != 0; }
    ~YamlParserHandle()
    {
        if (m_ok)
            yaml_parser_delete(&m_parser);
    }
    YamlParserHandle(const YamlParserHandle &) = delete;
    YamlParserHandle &operator=(const YamlParserHandle &) = delete;

    bool ok() const { return m_ok; }
    yaml_parser_t *get() { return &m_parser; }

private:
    yaml_parser_t m_parser;
    bool m_ok = false;
};

class YamlEventHandle
{
public:
    YamlEventHandle() = default;
    ~YamlEventHandle() { reset(); }
    YamlEventHandle(const YamlEventHandle &) = delete;
    YamlEventHandle &operator=(const YamlEventHandle &) = delete;

    // Parses the next event; false on a parser error (see the parser's problem fields).
    bool next(yaml_parser_t *parser)
    {
        reset();
        m_live = yaml_parser_parse(parser, &m_event) != 0;
        return m_live;
    }
    void reset()
    {
        if (m_live)
            yaml_event_delete(&m_event);
        m_live = false;
    }
    const yaml_event_t &get() const { return m_event; }

private:
    yaml_event_t m_event;
    bool m_live = false;
};

} // namespace capstudio::flowgate
