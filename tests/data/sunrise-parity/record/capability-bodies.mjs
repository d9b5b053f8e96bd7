#!/usr/bin/env node
/*
 * Records corpus 1 (capability-bodies.json): capability create bodies sent to a
 * real Sunrise server, with the HTTP status and the response's `error` object.
 *
 * How to run (Node >= 20, built-in fetch; no npm packages needed):
 *
 *   SUNRISE_API_KEY=sk_...            # an admin-scoped key of the local server (never commit it)
 *   SUNRISE_URL=http://127.0.0.1:3000 # default
 *   SUNRISE_COMMIT=<40-hex>           # the commit the server runs (written into the file)
 *   SUNRISE_ZOD=4.3.6                 # zod version from that commit's package-lock.json
 *   SUNRISE_NODE=v24.x                # node version the server runs under (default: this node)
 *   node capability-bodies.mjs [OUT.json]   # default OUT: ../capability-bodies.json
 *
 * The server must run on a FRESH database right after `prisma/seed.ts` (plus the
 * admin key rows): every body meant to be accepted uses a unique `parity_*` slug,
 * so only the deliberate duplicate-slug cases meet a 409. Re-running against the
 * same database makes the previously accepted bodies 409 — recreate the database
 * first (see ../README.md).
 *
 * `node capability-bodies.mjs --list` prints the case ids and families without
 * sending anything.
 */

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.SUNRISE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const KEY = process.env.SUNRISE_API_KEY;
const LIST_ONLY = process.argv.includes('--list');
const OUT = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(here, '..', 'capability-bodies.json');
const CAPS = `${BASE}/api/v1/admin/orchestration/capabilities`;

// ---------------------------------------------------------------------------
// Case construction
// ---------------------------------------------------------------------------

let counter = 0;
const nextSlug = () => `parity_${String(++counter).padStart(3, '0')}`;

const PARAMS_OK = {
  type: 'object',
  properties: { query: { type: 'string', description: 'What to look up' } },
  required: ['query'],
};

/** A valid internal-type body with a fresh unique slug. */
function validInternal(extra = {}) {
  const slug = nextSlug();
  return {
    name: 'Parity Internal Capability',
    slug,
    description: 'Looks something up for the parity corpus.',
    category: 'parity',
    functionDefinition: { name: slug, description: 'Look something up.', parameters: structuredClone(PARAMS_OK) },
    executionType: 'internal',
    executionHandler: 'ParityLookupCapability',
    ...extra,
  };
}

/** A valid api-type body with a fresh unique slug. */
function validApi(extra = {}) {
  return validInternal({
    name: 'Parity API Capability',
    description: 'Calls an HTTP endpoint for the parity corpus.',
    executionType: 'api',
    executionHandler: 'https://api.example.com/v1/lookup',
    ...extra,
  });
}

const cases = [];
const ids = new Set();
function add(id, family, body) {
  if (ids.has(id)) throw new Error(`duplicate case id ${id}`);
  ids.add(id);
  cases.push({ id, family, body });
}
const rep = (ch, n) => ch.repeat(n);
/** Body whose slug AND functionDefinition.name are set to `slug` (when a string). */
function withSlug(slug, extra = {}) {
  const b = validInternal(extra);
  b.slug = slug;
  if (typeof slug === 'string') b.functionDefinition.name = slug;
  return b;
}
function without(body, key) {
  const b = structuredClone(body);
  delete b[key];
  return b;
}

// --- valid -----------------------------------------------------------------
add('valid-internal-minimal', 'valid', validInternal());
add('valid-api-execconfig-ratelimit', 'valid', validApi({ executionConfig: { timeoutMs: 5000, retries: 2 }, rateLimit: 60 }));
add('valid-webhook-approval', 'valid', validInternal({
  name: 'Parity Webhook', executionType: 'webhook', executionHandler: 'https://hooks.example.com/parity',
  requiresApproval: true, approvalTimeoutMs: 60000,
}));
add('valid-internal-metadata', 'valid', validInternal({ metadata: { owner: 'qa', version: 2, beta: true, note: null } }));
add('valid-internal-inactive', 'valid', validInternal({ isActive: false }));
add('valid-api-all-optional', 'valid', validApi({
  executionConfig: { headers: { 'X-Parity': '1' }, nested: { a: [1, 2, 3] } }, requiresApproval: false,
  approvalTimeoutMs: null, rateLimit: null, isActive: true, metadata: {},
}));
add('valid-webhook-empty-execconfig', 'valid', validInternal({
  executionType: 'webhook', executionHandler: 'http://127.0.0.1:8080/hook', executionConfig: {},
  functionDefinition: undefined,
}));
// fix the functionDefinition of the previous case (set after slug is known)
{ const b = cases.at(-1).body; b.functionDefinition = { name: b.slug, description: '', parameters: { type: 'object', properties: { a: { type: 'integer', minimum: 0 }, b: { type: 'array', items: { type: 'string' } } }, required: ['a'] } }; }
add('valid-internal-unicode-text', 'valid', validInternal({ name: 'Recherche — 検索 ✓', description: 'Beschreibung mit Umlauten: äöü, emoji 🚀.', category: 'intl-カテゴリ' }));
add('valid-api-port-query', 'valid', validApi({ executionHandler: 'https://api.example.com:8443/v1/x?y=1#frag', requiresApproval: true, approvalTimeoutMs: 3600000, rateLimit: 10000 }));
add('valid-internal-hyphen-underscore-slug', 'valid', withSlug('parity-hyphen_mix-2'));
add('valid-internal-everything', 'valid', validInternal({
  executionConfig: { mode: 'fast' }, requiresApproval: true, approvalTimeoutMs: 1, rateLimit: 1, isActive: false,
  metadata: { a: 'x', b: 0, c: false, d: null },
}));

// --- required (missing) ----------------------------------------------------
for (const k of ['name', 'slug', 'description', 'category', 'functionDefinition', 'executionType', 'executionHandler']) {
  add(`missing-${k.toLowerCase()}`, 'required', without(validInternal(), k));
}
add('missing-all', 'required', {});

// --- wrong-type --------------------------------------------------------------
const wrongs = [['number', 42], ['bool', true], ['array', ['x']], ['null', null]];
for (const k of ['name', 'slug', 'description', 'category', 'functionDefinition', 'executionType', 'executionHandler']) {
  for (const [tn, v] of wrongs) {
    const b = validInternal();
    b[k] = v;
    add(`wrong-type-${k.toLowerCase()}-${tn}`, 'wrong-type', b);
  }
}
for (const k of ['requiresApproval', 'isActive']) {
  for (const [tn, v] of [['string-true', 'true'], ['string-false', 'false'], ['number-1', 1], ['number-0', 0], ['array', []], ['object', {}]]) {
    add(`wrong-type-${k.toLowerCase()}-${tn}`, 'wrong-type', validInternal({ [k]: v }));
  }
}
add('wrong-type-body-array', 'wrong-type', [validInternal()]);
add('wrong-type-body-null', 'wrong-type', null);
add('wrong-type-body-string', 'wrong-type', 'parity');
add('wrong-type-body-number', 'wrong-type', 42);
add('wrong-type-functiondefinition-string', 'wrong-type', validInternal({ functionDefinition: '{"name":"x"}' }));

// --- slug-grammar --------------------------------------------------------------
const slug64 = 'parity_' + rep('s', 57); // 64
const slug65 = 'parity_' + rep('t', 58); // 65
const slugCases = [
  ['uppercase', 'Parity_Upper'], ['all-caps', 'PARITY'], ['leading-underscore', '_parity_lead'],
  ['leading-hyphen', '-parity-lead'], ['trailing-underscore', 'parity_trail_'], ['trailing-hyphen', 'parity-trail-'],
  ['double-underscore', 'parity__double'], ['double-hyphen', 'parity--double'], ['mixed-double-sep', 'parity-_mixed'],
  ['space-inside', 'parity space'], ['leading-space', ' parity_lead_space'], ['trailing-space', 'parity_trail_space '],
  ['unicode-letter', 'parität'], ['unicode-cyrillic', 'паритет'], ['dot', 'parity.dot'], ['slash', 'parity/slash'],
  ['empty', ''], ['single-hyphen', '-'], ['single-underscore', '_'], ['len-64', slug64], ['len-65', slug65],
  ['len-200', 'parity_' + rep('u', 193)], ['single-char', 'p'], ['digits-only', '20260101'], ['newline', 'parity\nnl'],
  ['tab', 'parity\ttab'], ['camel', 'parityCamel'], ['fullwidth-digit', 'parity_１'],
];
for (const [id, s] of slugCases) add(`slug-${id}`, 'slug-grammar', withSlug(s));

// --- name / description / category length -------------------------------------------
add('name-len-1', 'name-length', validInternal({ name: 'N' }));
add('name-len-100', 'name-length', validInternal({ name: rep('n', 100) }));
add('name-len-101', 'name-length', validInternal({ name: rep('n', 101) }));
add('name-empty', 'name-length', validInternal({ name: '' }));
add('description-len-5000', 'description-length', validInternal({ description: rep('d', 5000) }));
add('description-len-5001', 'description-length', validInternal({ description: rep('d', 5001) }));
add('description-empty', 'description-length', validInternal({ description: '' }));
add('category-len-50', 'category-length', validInternal({ category: rep('c', 50) }));
add('category-len-51', 'category-length', validInternal({ category: rep('c', 51) }));
add('category-empty', 'category-length', validInternal({ category: '' }));
add('name-len-100-emoji-50', 'name-length', validInternal({ name: rep('😀', 50) })); // 100 UTF-16 units
add('name-len-101-astral', 'name-length', validInternal({ name: rep('😀', 50) + 'x' })); // 101 UTF-16 units, 51 code points

// --- length-before-trim ----------------------------------------------------------------
add('trim-name-99-plus-2-spaces', 'length-before-trim', validInternal({ name: rep('n', 99) + '  ' }));
add('trim-name-100-plus-1-space', 'length-before-trim', validInternal({ name: rep('n', 100) + ' ' }));
add('trim-name-98-plus-2-spaces', 'length-before-trim', validInternal({ name: rep('n', 98) + '  ' }));
add('trim-name-leading-space-100', 'length-before-trim', validInternal({ name: ' ' + rep('n', 100) }));
add('trim-description-4999-plus-2-spaces', 'length-before-trim', validInternal({ description: rep('d', 4999) + '  ' }));
add('trim-description-4998-plus-2-spaces', 'length-before-trim', validInternal({ description: rep('d', 4998) + '  ' }));
add('trim-category-49-plus-2-spaces', 'length-before-trim', validInternal({ category: rep('c', 49) + '  ' }));
add('trim-category-48-plus-2-spaces', 'length-before-trim', validInternal({ category: rep('c', 48) + '  ' }));
add('trim-name-surrounding-whitespace', 'length-before-trim', validInternal({ name: '\t  Padded Name \n' }));
add('trim-category-nbsp-padded', 'length-before-trim', validInternal({ category: '\u00a0parity\u00a0' }));

// --- whitespace-only ----------------------------------------------------------------
const wsValues = [['spaces', '   '], ['nbsp', '\u00a0'], ['em-space', '\u2003'], ['newline-tab', '\n\t'], ['zero-width-space', '\u200b'], ['ideographic-space', '\u3000']];
for (const k of ['name', 'description', 'category']) {
  for (const [wn, v] of wsValues) add(`whitespace-${k}-${wn}`, 'whitespace-only', validInternal({ [k]: v }));
}

// --- function-definition -----------------------------------------------------------
{
  const mk = (id, mut) => { const b = validInternal(); mut(b.functionDefinition, b); add(`fd-${id}`, 'function-definition', b); };
  mk('missing-name', (fd) => delete fd.name);
  mk('missing-description', (fd) => delete fd.description);
  mk('missing-parameters', (fd) => delete fd.parameters);
  mk('name-empty', (fd) => (fd.name = ''));
  mk('name-differs-from-slug', (fd) => (fd.name = 'some_other_tool'));
  mk('name-case-differs', (fd, b) => (fd.name = b.slug.toUpperCase()));
  mk('name-number', (fd) => (fd.name = 7));
  mk('name-trailing-space', (fd, b) => (fd.name = b.slug + ' '));
  mk('description-number', (fd) => (fd.description = 5));
  mk('description-null', (fd) => (fd.description = null));
  mk('description-array', (fd) => (fd.description = ['a']));
  mk('description-empty-string', (fd) => (fd.description = ''));
  mk('parameters-array', (fd) => (fd.parameters = [{ type: 'object' }]));
  mk('parameters-string', (fd) => (fd.parameters = '{"type":"object"}'));
  mk('parameters-null', (fd) => (fd.parameters = null));
  mk('parameters-number', (fd) => (fd.parameters = 1));
  mk('parameters-bool', (fd) => (fd.parameters = false));
  mk('empty-object', (fd, b) => { b.functionDefinition = {}; });
  mk('extra-passthrough-keys', (fd) => { fd.strict = true; fd['x-vendor'] = { a: 1 }; fd.examples = [1, 'two']; });
  mk('extra-key-type-function', (fd) => { fd.type = 'function'; });
}

// --- parameters-schema (objects that are poor JSON Schemas) ---------------------------
{
  const ps = [
    ['type-array', { type: 'array' }],
    ['empty-object', {}],
    ['type-union-object-null', { type: ['object', 'null'] }],
    ['required-undeclared', { type: 'object', properties: { a: { type: 'string' } }, required: ['b'] }],
    ['required-string', { type: 'object', properties: { a: { type: 'string' } }, required: 'a' }],
    ['required-duplicates', { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'a'] }],
    ['minlength-negative', { type: 'object', properties: { a: { type: 'string', minLength: -1 } } }],
    ['type-typo-strng', { type: 'object', properties: { a: { type: 'strng' } } }],
    ['multipleof-zero', { type: 'object', properties: { a: { type: 'number', multipleOf: 0 } } }],
    ['remote-ref', { type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } } }],
    ['properties-array', { type: 'object', properties: [{ name: 'a', type: 'string' }] }],
    ['additionalproperties-string', { type: 'object', properties: {}, additionalProperties: 'no' }],
    ['nested-required-undeclared', { type: 'object', properties: { o: { type: 'object', properties: { x: { type: 'string' } }, required: ['y'] } } }],
    ['type-string-root', { type: 'string' }],
    ['enum-empty', { type: 'object', properties: { a: { type: 'string', enum: [] } } }],
    ['property-schema-is-string', { type: 'object', properties: { a: 'string' } }],
    ['minimum-above-maximum', { type: 'object', properties: { a: { type: 'integer', minimum: 5, maximum: 1 } } }],
    ['pattern-invalid-regex', { type: 'object', properties: { a: { type: 'string', pattern: '(' } } }],
    ['required-empty-array', { type: 'object', properties: {}, required: [] }],
    ['no-type-with-properties', { properties: { a: { type: 'string' } } }],
    ['local-ref-dangling', { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }],
    ['items-array-tuple', { type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } }],
    ['type-number-value', { type: 1 }],
    ['well-formed-strict', { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false }],
  ];
  for (const [id, p] of ps) { const b = validInternal(); b.functionDefinition.parameters = p; add(`params-${id}`, 'parameters-schema', b); }
}

// --- enum (executionType) ------------------------------------------------------------
for (const [id, v] of [['uppercase-api', 'API'], ['capitalised-internal', 'Internal'], ['http', 'http'], ['empty', ''], ['plural-webhooks', 'webhooks'], ['padded', ' api ']]) {
  add(`enum-executiontype-${id}`, 'enum', validInternal({ executionType: v }));
}

// --- handler (length, internal non-URL) ------------------------------------------------
add('handler-empty-internal', 'handler-length', validInternal({ executionHandler: '' }));
add('handler-empty-api', 'handler-length', validApi({ executionHandler: '' }));
add('handler-500-internal', 'handler-length', validInternal({ executionHandler: rep('h', 500) }));
add('handler-501-internal', 'handler-length', validInternal({ executionHandler: rep('h', 501) }));
add('handler-500-url-api', 'handler-length', validApi({ executionHandler: 'https://api.example.com/' + rep('p', 500 - 24) }));
add('handler-501-url-api', 'handler-length', validApi({ executionHandler: 'https://api.example.com/' + rep('p', 501 - 24) }));
add('handler-internal-not-url', 'handler-url', validInternal({ executionHandler: 'not a url' }));
add('handler-internal-url', 'handler-url', validInternal({ executionHandler: 'https://example.com/internal' }));
add('handler-internal-whitespace', 'handler-url', validInternal({ executionHandler: '   ' }));

// --- handler-url (api / webhook) ----------------------------------------------------
{
  const urls = [
    ['not-a-url', 'not a url'], ['http-only-scheme', 'http://'], ['https-host', 'https://example.com'], ['ftp', 'ftp://x'],
    ['mailto', 'mailto:a@b'], ['ipv6-loopback-port', 'http://[::1]:3000/x'], ['space-in-host', 'http://exa mple.com'],
    ['javascript', 'javascript:alert(1)'], ['protocol-relative', '//example.com'], ['port-99999', 'http://example.com:99999'],
    ['userinfo', 'https://user:pass@host/'], ['file', 'file:///etc/passwd'], ['data', 'data:text/plain,x'],
    ['hex-ipv4', 'http://0x7f.1'], ['uppercase', 'HTTP://EXAMPLE.COM'], ['unicode-host-jp', 'https://例え.jp/'],
    ['unicode-host-de', 'https://münchen.de/pfad'], ['punycode-host', 'https://xn--r8jz45g.jp/'],
    ['leading-spaces', '  https://example.com/a'], ['trailing-spaces', 'https://example.com/a  '],
    ['tab-inside', 'https://exa\tmple.com/'], ['newline-inside', 'https://example.com/a\nb'], ['bare-a-colon-b', 'a:b'],
    ['bare-scheme-colon', 'a:'], ['http-no-slashes', 'http:example.com'], ['http-one-slash', 'http:/example.com'],
    ['https-colon-only', 'https:'], ['urn', 'urn:isbn:0451450523'], ['tel', 'tel:+15551234567'], ['ws', 'ws://example.com/socket'],
    ['ipv4-out-of-range', 'http://256.256.256.256/'], ['ipv6-unclosed', 'http://[::1/'], ['percent-invalid-host', 'http://%zz/'],
    ['percent-invalid-path', 'https://example.com/%zz'], ['hyphen-edged-host', 'http://-example-.com/'], ['blob', 'blob:https://example.com/uuid'],
    ['about-blank', 'about:blank'], ['windows-path', 'C:\\temp\\x'], ['relative-path', '/relative/path'], ['query-only', '?q=1'],
    ['fragment-only', '#frag'], ['port-65535', 'http://example.com:65535/'], ['port-65536', 'http://example.com:65536/'],
    ['https-empty-host', 'https:///path'], ['custom-scheme', 'x://'], ['digit-leading-scheme', '1http://x'],
    ['percent-encoded-space-host', 'https://exa%20mple.com/'], ['localhost', 'http://localhost'], ['decimal-ipv4', 'http://2130706433/'],
    ['backslashes', 'https:\\\\example.com\\path'], ['host-underscore', 'https://my_host.example.com/'], ['empty-port', 'http://example.com:/x'],
    ['nul-char', 'https://example.com/\u0000'], ['forbidden-host-char', 'http://exa<mple.com/'],
  ];
  for (const [id, u] of urls) add(`url-api-${id}`, 'handler-url', validApi({ executionHandler: u }));
  for (const [id, u] of [['not-a-url', 'not a url'], ['https-host', 'https://hooks.example.com/in'], ['bare-a-colon-b', 'a:b'], ['protocol-relative', '//example.com'], ['mailto', 'mailto:a@b']]) {
    add(`url-webhook-${id}`, 'handler-url', validInternal({ executionType: 'webhook', executionHandler: u }));
  }
}

// --- execution-config -----------------------------------------------------------------
add('execconfig-object', 'execution-config', validInternal({ executionConfig: { a: 1 } }));
add('execconfig-null', 'null-object', validInternal({ executionConfig: null }));
add('execconfig-array', 'execution-config', validInternal({ executionConfig: [1, 2] }));
add('execconfig-string', 'execution-config', validInternal({ executionConfig: '{}' }));
add('execconfig-number', 'execution-config', validInternal({ executionConfig: 0 }));
add('execconfig-nested-anything', 'execution-config', validInternal({ executionConfig: { a: null, b: [{}], c: { d: 'e' } } }));

// --- metadata-shape --------------------------------------------------------------------
{
  const keys = (n, len = 4) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${String(i).padStart(len - 1, '0')}`, i]));
  add('metadata-null', 'null-object', validInternal({ metadata: null }));
  add('metadata-array', 'metadata-shape', validInternal({ metadata: ['a'] }));
  add('metadata-string', 'metadata-shape', validInternal({ metadata: 'meta' }));
  add('metadata-empty', 'metadata-shape', validInternal({ metadata: {} }));
  add('metadata-100-keys', 'metadata-shape', validInternal({ metadata: keys(100) }));
  add('metadata-101-keys', 'metadata-shape', validInternal({ metadata: keys(101) }));
  add('metadata-key-100-chars', 'metadata-shape', validInternal({ metadata: { [rep('k', 100)]: 'v' } }));
  add('metadata-key-101-chars', 'metadata-shape', validInternal({ metadata: { [rep('k', 101)]: 'v' } }));
  add('metadata-value-5000-chars', 'metadata-shape', validInternal({ metadata: { v: rep('v', 5000) } }));
  add('metadata-value-5001-chars', 'metadata-shape', validInternal({ metadata: { v: rep('v', 5001) } }));
  add('metadata-value-object', 'metadata-shape', validInternal({ metadata: { o: { a: 1 } } }));
  add('metadata-value-array', 'metadata-shape', validInternal({ metadata: { a: [1] } }));
  add('metadata-value-number', 'metadata-shape', validInternal({ metadata: { n: 1.5 } }));
  add('metadata-value-bool', 'metadata-shape', validInternal({ metadata: { b: false } }));
  add('metadata-value-null', 'metadata-shape', validInternal({ metadata: { z: null } }));
  add('metadata-key-empty', 'metadata-shape', validInternal({ metadata: { '': 'empty key' } }));
  add('metadata-101-keys-and-bad-value', 'metadata-shape', validInternal({ metadata: { ...keys(100), bad: { x: 1 } } }));
}

// --- null-object (nullable vs optional) ----------------------------------------------------
add('null-requiresapproval', 'null-object', validInternal({ requiresApproval: null }));
add('null-isactive', 'null-object', validInternal({ isActive: null }));
add('null-approvaltimeoutms', 'null-object', validInternal({ approvalTimeoutMs: null }));
add('null-ratelimit', 'null-object', validInternal({ rateLimit: null }));

// --- approval-timeout ----------------------------------------------------------------------
for (const [id, v] of [['0', 0], ['1', 1], ['3600000', 3600000], ['3600001', 3600001], ['1-5', 1.5], ['minus-1', -1], ['null', null], ['string-10', '10'], ['1e21', 1e21], ['bool', true]]) {
  add(`approval-timeout-${id}`, 'approval-timeout', validInternal({ requiresApproval: true, approvalTimeoutMs: v }));
}
add('approval-timeout-without-requires-approval', 'approval-timeout', validInternal({ approvalTimeoutMs: 5000 }));

// --- rate-limit --------------------------------------------------------------------------
for (const [id, v] of [['0', 0], ['1', 1], ['10000', 10000], ['10001', 10001], ['2-5', 2.5], ['null', null], ['string-5', '5'], ['minus-1', -1], ['1e21', 1e21]]) {
  add(`rate-limit-${id}`, 'rate-limit', validInternal({ rateLimit: v }));
}

// --- dropped-key ----------------------------------------------------------------------------
for (const [id, extra] of [
  ['issystem-true', { isSystem: true }], ['issystem-yes', { isSystem: 'yes' }], ['isidempotent', { isIdempotent: true }],
  ['id', { id: 'cmparityid000000000000000' }], ['quarantinestate', { quarantineState: 'quarantined' }],
  ['quarantineuntil', { quarantineUntil: '2030-01-01T00:00:00.000Z' }], ['quarantinereason', { quarantineReason: 'parity' }],
  ['createdat', { createdAt: '2001-01-01T00:00:00.000Z' }], ['agents', { _agents: [{ id: 'x' }] }], ['foo', { foo: 'bar' }],
  ['updatedat', { updatedAt: '2001-01-01T00:00:00.000Z' }], ['createdby', { createdBy: 'someone' }],
]) add(`dropped-${id}`, 'dropped-key', validInternal(extra));

// --- duplicate-slug ---------------------------------------------------------------------------
add('duplicate-seeded-search-knowledge-base', 'duplicate-slug', withSlug('search_knowledge_base'));
add('duplicate-seeded-call-external-api', 'duplicate-slug', withSlug('call_external_api', {
  executionType: 'api', executionHandler: 'https://api.example.com/x',
}));

// --- refine-order (does superRefine run when another field already failed?) ----------------
{
  const b1 = validApi({ executionHandler: 'not a url', name: rep('n', 101) }); add('refine-bad-url-plus-name-too-long', 'refine-order', b1);
  const b2 = validInternal({ name: rep('n', 101) }); b2.functionDefinition.name = 'mismatch_tool'; add('refine-name-mismatch-plus-name-too-long', 'refine-order', b2);
  const b3 = validApi({ executionHandler: 'not a url', rateLimit: 0 }); add('refine-bad-url-plus-rate-limit-0', 'refine-order', b3);
  const b4 = validApi({ executionHandler: 'not a url' }); b4.functionDefinition.name = 'mismatch_tool'; add('refine-bad-url-plus-name-mismatch', 'refine-order', b4);
  const b5 = withSlug('Bad Slug'); b5.functionDefinition.name = 'other'; add('refine-bad-slug-plus-name-mismatch', 'refine-order', b5);
  const b6 = validApi({ executionHandler: 'not a url', metadata: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`m${i}`, i])) });
  add('refine-bad-url-plus-metadata-101-keys', 'refine-order', b6);
  const b7 = validInternal({ executionType: 'API', executionHandler: 'not a url' }); b7.functionDefinition.name = 'mismatch_tool';
  add('refine-bad-enum-plus-name-mismatch', 'refine-order', b7);
  const b8 = validApi({ executionHandler: 'not a url' }); delete b8.category; add('refine-bad-url-plus-missing-category', 'refine-order', b8);
  const b9 = validApi({ executionHandler: 'not a url', approvalTimeoutMs: 1.5 }); add('refine-bad-url-plus-approval-1-5', 'refine-order', b9);
  const b10 = validApi({ executionHandler: 'not a url', metadata: { o: {} } }); add('refine-bad-url-plus-metadata-bad-value', 'refine-order', b10);
  const b11 = validApi({ executionHandler: 'not a url' }); b11.functionDefinition.parameters = []; add('refine-bad-url-plus-parameters-array', 'refine-order', b11);
  const b12 = validApi({ executionHandler: 'not a url', isActive: 'yes' }); add('refine-bad-url-plus-isactive-string', 'refine-order', b12);
  const b13 = withSlug('Bad Slug', { executionType: 'api', executionHandler: 'not a url' }); add('refine-bad-slug-plus-bad-url', 'refine-order', b13);
}

// --- storage (values Zod accepts but the database may not) ---------------------------------
add('storage-nul-in-name', 'storage', validInternal({ name: 'Parity\u0000Nul' }));
add('storage-nul-in-metadata-value', 'storage', validInternal({ metadata: { v: 'a\u0000b' } }));

// ---------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------

if (LIST_ONLY) {
  const fam = {};
  for (const c of cases) fam[c.family] = (fam[c.family] ?? 0) + 1;
  for (const c of cases) console.log(c.family.padEnd(22), c.id);
  console.log(cases.length, 'cases', fam);
  process.exit(0);
}
if (!KEY) {
  console.error('SUNRISE_API_KEY is not set');
  process.exit(2);
}
const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' };

async function getJson(url) {
  const r = await fetch(url, { headers, signal: AbortSignal.timeout(180_000) });
  return { status: r.status, json: await r.json() };
}

async function listSlugs() {
  const slugs = [];
  for (let page = 1; ; page++) {
    const { status, json } = await getJson(`${CAPS}?page=${page}&limit=100`);
    if (status !== 200) throw new Error(`list failed: ${status} ${JSON.stringify(json)}`);
    slugs.push(...json.data.map((c) => c.slug));
    if (page >= (json.meta?.totalPages ?? 1)) break;
  }
  return slugs.sort();
}

const existingSlugs = await listSlugs();
// Warm up the [id] route (first request to a route compiles in `next dev`).
await getJson(`${CAPS}/cmparitywarmup0000000000000`).catch(() => {});

const out = [];
let n = 0;
for (const c of cases) {
  n++;
  const r = await fetch(CAPS, { method: 'POST', headers, body: JSON.stringify(c.body), signal: AbortSignal.timeout(180_000) });
  const text = await r.text();
  let json;
  try { json = JSON.parse(text); } catch { json = { nonJsonBody: text }; }
  const error = r.status === 201 ? null : (json.error ?? json);
  const errorPaths = [...new Set((error?.details?.errors ?? []).map((e) => e.path))].sort();
  let stored = null;
  if (r.status === 201) {
    const g = await getJson(`${CAPS}/${json.data.id}`);
    const d = g.json.data;
    stored = { name: d.name, description: d.description, category: d.category, isSystem: d.isSystem };
  }
  out.push({ id: c.id, family: c.family, body: c.body, status: r.status, errorPaths, error, stored });
  process.stderr.write(`${String(n).padStart(3)} ${r.status} ${c.id} ${errorPaths.join(',')}\n`);
}

const doc = {
  sunriseCommit: process.env.SUNRISE_COMMIT ?? null,
  zod: process.env.SUNRISE_ZOD ?? '4.3.6',
  node: process.env.SUNRISE_NODE ?? process.version,
  recorded: new Date().toISOString().slice(0, 10),
  how: 'POST /api/v1/admin/orchestration/capabilities on a local server, fresh database after seed',
  existingSlugs,
  cases: out,
};
writeFileSync(OUT, JSON.stringify(doc, null, 1) + '\n');
console.log(`wrote ${out.length} cases to ${OUT}`);
