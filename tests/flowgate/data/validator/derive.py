#!/usr/bin/env python3
"""Derives the validator's JSON test data from the shared flowgate corpus.

Usage: python3 derive.py <corpus/flowgate> <output folder>

- Every `phase: check` file of invalid/expectations.json becomes <stem>.json; their
  expected rule and message go to expectations.json.
- cognitive-architectures/ (a repo, reference §6) becomes cognitive-architectures.json,
  loaded the way a host config `repos: [{path: cognitive-architectures}]` loads it.

The load pipeline steps that matter to the validator are applied by hand (reference §1):
repo namespacing (§6.2), `version: "0"` defaults (step 5) and `use:` expansion (step 10,
§2.9). YAML is read with YAML 1.2 core-schema typing (PyYAML alone is YAML 1.1: `on`,
`yes`, `0777`, `1:20`, dates would be mistyped).
"""
import json
import os
import re
import sys

import yaml


class CoreLoader(yaml.SafeLoader):
    pass


# Replace PyYAML's YAML 1.1 implicit resolvers by the YAML 1.2 core schema ones.
CoreLoader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers
          if tag not in ('tag:yaml.org,2002:bool', 'tag:yaml.org,2002:int',
                         'tag:yaml.org,2002:float', 'tag:yaml.org,2002:timestamp')]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreLoader.add_implicit_resolver(
    'tag:yaml.org,2002:bool', re.compile(r'^(?:true|True|TRUE|false|False|FALSE)$'),
    list('tTfF'))
CoreLoader.add_implicit_resolver(
    'tag:yaml.org,2002:int', re.compile(r'^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$'),
    list('-+0123456789'))
CoreLoader.add_implicit_resolver(
    'tag:yaml.org,2002:float',
    re.compile(r'^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?'
               r'|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$'),
    list('-+.0123456789'))


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith('0o'):
        return int(text[2:], 8)
    if text.startswith('0x'):
        return int(text[2:], 16)
    return int(text, 10)


CoreLoader.add_constructor('tag:yaml.org,2002:int', construct_core_int)


def load_yaml(path):
    with open(path, encoding='utf-8') as handle:
        return yaml.load(handle, Loader=CoreLoader)


HOST_PATH = re.compile(r'^\$\.context\.[a-z][a-z0-9_-]*$')


def expand_use(config):
    """Reference §1 step 10 / §2.9: synthesise output: from use.outputs."""
    workflows = config.get('workflows')
    if not isinstance(workflows, dict):
        return
    snippets = {}
    for wid, wdef in workflows.items():
        if isinstance(wdef, dict) and isinstance(wdef.get('snippet'), dict) \
                and 'outputs' in wdef['snippet']:
            snippets[wid] = wdef['snippet']['outputs']
    for wdef in workflows.values():
        states = wdef.get('states') if isinstance(wdef, dict) else None
        if not isinstance(states, dict):
            continue
        for sdef in states.values():
            transitions = sdef.get('transitions') if isinstance(sdef, dict) else None
            if not isinstance(transitions, dict):
                continue
            for tdef in transitions.values():
                if not isinstance(tdef, dict):
                    continue
                executor = tdef.get('executor')
                if not isinstance(executor, dict) or executor.get('kind') != 'workflow':
                    continue
                if 'use' not in executor or not isinstance(executor.get('definitionId'), str):
                    continue
                use = executor['use']
                if executor['definitionId'] in snippets:
                    executor['_snippetOutputs'] = snippets[executor['definitionId']]
                outputs = use.get('outputs') if isinstance(use, dict) else None
                if not isinstance(outputs, dict):
                    continue
                synthesised = {}
                for host_path, name in outputs.items():
                    if isinstance(name, str) and HOST_PATH.match(host_path):
                        synthesised[host_path[len('$.context.'):]] = '$.output.' + name
                existing = tdef.get('output')
                if isinstance(existing, dict):
                    synthesised.update(existing)
                tdef['output'] = synthesised


def default_versions(config):
    """Reference §1 step 5."""
    for wdef in (config.get('workflows') or {}).values():
        if isinstance(wdef, dict) and 'version' not in wdef:
            wdef['version'] = '0'


def prefix_definition_ids(value, namespace):
    """Reference §6.2: unprefixed definitionIds of kind: workflow objects, any depth."""
    if isinstance(value, dict):
        if value.get('kind') == 'workflow' and isinstance(value.get('definitionId'), str) \
                and '/' not in value['definitionId']:
            value['definitionId'] = namespace + '/' + value['definitionId']
        for item in value.values():
            prefix_definition_ids(item, namespace)
    elif isinstance(value, list):
        for item in value:
            prefix_definition_ids(item, namespace)


def load_repo(folder):
    manifest = load_yaml(os.path.join(folder, 'flowgate.repo.yaml'))
    namespace = manifest['namespace']
    layout = manifest.get('layout') or {}
    merged = {}
    for block in ('capabilities', 'orchestrators', 'skills', 'scripts', 'connections'):
        sub = os.path.join(folder, layout.get(block, block))
        if not os.path.isdir(sub):
            continue
        for name in sorted(os.listdir(sub)):
            path = os.path.join(sub, name)
            if not name.endswith('.yaml') or not os.path.isfile(path):
                continue
            document = load_yaml(path)
            for key in ('workflows', 'skills', 'scripts', 'connections'):
                for entry, body in (document.get(key) or {}).items():
                    full = entry if '/' in entry else namespace + '/' + entry
                    if key == 'workflows':
                        prefix_definition_ids(body, namespace)
                    merged.setdefault(key, {})[full] = body
    return merged


def main():
    corpus, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(corpus, 'invalid', 'expectations.json'), encoding='utf-8') as handle:
        expectations = json.load(handle)
    expected = []
    for entry in expectations:
        if entry['phase'] != 'check':
            continue
        expected.append({'file': os.path.splitext(entry['file'])[0] + '.json',
                         'rule': entry['rule'], 'message': entry['message']})
        config = load_yaml(os.path.join(corpus, 'invalid', entry['file']))
        default_versions(config)
        expand_use(config)
        stem = os.path.splitext(entry['file'])[0]
        with open(os.path.join(out, stem + '.json'), 'w', encoding='utf-8') as handle:
            json.dump(config, handle, indent=2, ensure_ascii=False, sort_keys=True)
            handle.write('\n')

    with open(os.path.join(out, 'expectations.json'), 'w', encoding='utf-8') as handle:
        json.dump(expected, handle, indent=2, ensure_ascii=False)
        handle.write('\n')

    config = {'version': '1.0.0'}
    config.update(load_repo(os.path.join(corpus, 'cognitive-architectures')))
    default_versions(config)
    expand_use(config)
    with open(os.path.join(out, 'cognitive-architectures.json'), 'w', encoding='utf-8') as handle:
        json.dump(config, handle, indent=2, ensure_ascii=False, sort_keys=True)
        handle.write('\n')


if __name__ == '__main__':
    main()
