/*
 * Records corpus 2 (binding-configs.json): agent-binding customConfig objects judged
 * by the four built-in capabilities' OWN Zod schemas, imported from Sunrise's source
 * (each module's `__testing.customConfigSchema` export) — nothing is copied.
 *
 * How to run (needs a Sunrise checkout at the recorded commit with `npm ci` done,
 * and its `.env.local`, because importing the modules loads Sunrise's env check):
 *
 *   cd /path/to/sunrise                      # the checkout; tsx resolves "@/..." from its tsconfig
 *   set -a; . ./.env.local; set +a
 *   SUNRISE_DIR=$PWD SUNRISE_COMMIT=<40-hex> \
 *     npx tsx /path/to/capstudio/tests/data/sunrise-parity/record/binding-configs.mts [OUT.json]
 *
 * Default OUT: ../binding-configs.json next to this script. No server or database
 * is contacted (the modules import the Prisma client, which connects lazily).
 * The recipe cases are the ```json blocks of `.context/orchestration/recipes/*.md`
 * in SUNRISE_DIR, assigned to a capability by their key set.
 */

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUNRISE_DIR = process.env.SUNRISE_DIR ?? process.cwd();
const OUT = process.argv[2] ?? path.join(here, '..', 'binding-configs.json');
const builtIn = (f: string) => path.join(SUNRISE_DIR, 'lib/orchestration/capabilities/built-in', f);

type Schema = { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: Array<{ path: PropertyKey[]; code: string; message: string }> } } };
const schemas: Record<string, Schema> = {
  call_external_api: (await import(builtIn('call-external-api.ts'))).__testing.customConfigSchema,
  run_workflow: (await import(builtIn('run-workflow.ts'))).__testing.customConfigSchema,
  upload_to_storage: (await import(builtIn('upload-to-storage.ts'))).__testing.customConfigSchema,
  send_message_to_channel: (await import(builtIn('send-message-to-channel.ts'))).__testing.customConfigSchema,
};

type Case = { id: string; capability: string; family: string; config: unknown };
const cases: Case[] = [];
const ids = new Set<string>();
function add(capability: string, family: string, id: string, config: unknown) {
  const full = `${capability.replace(/_/g, "-")}--${family}--${id}`;
  if (ids.has(full)) throw new Error(`duplicate id ${full}`);
  ids.add(full);
  // Must survive JSON round-trip unchanged (no undefined / NaN / Infinity).
  const rt = JSON.parse(JSON.stringify(config));
  if (JSON.stringify(rt) !== JSON.stringify(config) || Number.isNaN(config)) throw new Error(`not JSON-representable: ${full}`);
  cases.push({ id: full, capability, family, config });
}
const rep = (s: string, n: number) => s.repeat(n);
const NUMS: Array<[string, unknown]> = [
  ['0', 0], ['minus-1', -1], ['1-5', 1.5], ['1', 1], ['2p53-minus-1', 9007199254740991], ['2p53', 9007199254740992],
  ['1e21', 1e21], ['1e300', 1e300], ['string', '1000'], ['null', null], ['bool', true], ['minus-0-5', -0.5],
];

// ===========================================================================
// call_external_api
// ===========================================================================
{
  const C = 'call_external_api';
  const a = (family: string, id: string, config: unknown) => add(C, family, id, config);
  // valid / whole-shape
  a('valid', 'empty-object', {});
  a('valid', 'auth-none-only', { auth: { type: 'none' } });
  a('valid', 'full', {
    allowedUrlPrefixes: ['https://api.example.com/v1/'], auth: { type: 'bearer', secret: 'EXAMPLE_TOKEN' },
    forcedHeaders: { 'Content-Type': 'application/json' }, autoIdempotency: true, idempotencyHeader: 'Idempotency-Key',
    defaultResponseTransform: { type: 'jmespath', expression: 'data' }, timeoutMs: 15000, maxResponseBytes: 65536,
  });
  a('valid', 'forced-url-and-prefixes', { forcedUrl: 'https://hooks.example.com/x', allowedUrlPrefixes: ['https://api.example.com/'] });
  a('shape', 'config-null', null);
  a('shape', 'config-array', []);
  a('shape', 'config-string', '{}');
  a('shape', 'config-number', 1);
  // strict top level
  for (const [id, cfg] of [
    ['unknown-key', { foo: 1 }], ['typo-allowed-url-prefix', { allowedUrlPrefix: ['https://a.example.com/'] }],
    ['typo-forced-urls', { forcedUrls: 'https://a.example.com/' }], ['case-auth', { Auth: { type: 'none' } }],
    ['unknown-plus-valid', { auth: { type: 'none' }, retries: 3 }], ['two-unknown', { a: 1, b: 2 }],
    ['headers-instead-of-forced', { headers: { A: 'b' } }], ['method-key', { method: 'POST' }],
    ['url-key', { url: 'https://a.example.com/' }], ['unknown-null', { extra: null }],
  ] as Array<[string, unknown]>) a('strict-unknown-key', id, cfg);
  // allowedUrlPrefixes
  for (const [id, v] of [
    ['empty', []], ['one-url', ['https://api.example.com/']], ['non-url', ['api.example.com/v1']], ['mixed', ['https://ok.example.com/', 'not a url']],
    ['string-not-array', 'https://api.example.com/'], ['null', null], ['number-entry', [1]], ['empty-string-entry', ['']],
    ['mailto', ['mailto:a@b.example.com']], ['relative', ['/v1/']], ['env-template', ['${env:API_BASE}']],
    ['javascript', ['javascript:alert(1)']], ['http-no-host', ['http://']], ['ftp', ['ftp://files.example.com/']],
    ['unicode-host', ['https://例え.jp/']], ['spaces-around', [' https://api.example.com/ ']], ['bare-a-colon-b', ['a:b']],
    ['placeholder', ['https://graph.microsoft.com/v1.0/users/<userId>/events']], ['ipv6', ['http://[::1]:8080/']],
    ['many', Array.from({ length: 50 }, (_, i) => `https://h${i}.example.com/`)],
  ] as Array<[string, unknown]>) a('allowed-url-prefixes', id, { allowedUrlPrefixes: v });
  // forcedUrl
  const host = 'https://hooks.example.com/';
  for (const [id, v] of [
    ['url', 'https://hooks.slack.com/services/T0/B0/xyz'], ['env-whole', '${env:SLACK_WEBHOOK_URL}'],
    ['env-embedded', 'https://hooks.example.com/${env:HOOK_TOKEN}'], ['env-two', '${env:BASE}/${env:PATH_PART}'],
    ['env-lowercase-name', '${env:slack_url}'], ['env-leading-digit', '${env:1URL}'], ['env-missing-close', '${env:SLACK_URL'],
    ['env-empty-name', '${env:}'], ['env-wrong-prefix', '${ENV:SLACK_URL}'], ['env-dollar-less', '{env:SLACK_URL}'],
    ['env-with-dash', '${env:SLACK-URL}'], ['env-space', '${env: SLACK_URL}'], ['env-underscore-lead', '${env:_X}'],
    ['env-mustache', '{{SLACK_URL}}'], ['env-plain-dollar', '$SLACK_URL'], ['env-inside-garbage', 'not a url ${env:X}'],
    ['placeholder-teams', '<your Teams incoming webhook URL>'], ['placeholder-tenant-host', 'https://<tenant>.webhook.office.com/...'],
    ['placeholder-discord-path', 'https://discord.com/api/webhooks/<id>/<token>'], ['not-a-url', 'not a url'], ['empty', ''],
    ['whitespace', '   '], ['bare-a-colon-b', 'a:b'], ['mailto', 'mailto:ops@example.com'], ['protocol-relative', '//hooks.example.com/x'],
    ['http-only', 'http://'], ['number', 42], ['null', null], ['array', ['https://a.example.com/']],
    ['len-2048', host + rep('p', 2048 - host.length)], ['len-2049', host + rep('p', 2049 - host.length)],
    ['len-2049-not-url', rep('x', 2049)], ['env-len-2049', '${env:X}' + rep('p', 2049 - 8)],
    ['port-99999', 'https://hooks.example.com:99999/'], ['leading-space', ' https://hooks.example.com/'],
  ] as Array<[string, unknown]>) a('forced-url', id, { forcedUrl: v });
  // auth
  for (const t of ['none', 'bearer', 'api-key', 'query-param', 'basic', 'hmac']) a('auth-type', `type-${t}`, { auth: { type: t, secret: 'EXAMPLE_SECRET' } });
  for (const [id, v] of [
    ['type-bad', { type: 'oauth2' }], ['type-uppercase', { type: 'Bearer' }], ['type-missing', { secret: 'X' }],
    ['type-null', { type: null }], ['type-empty', { type: '' }], ['type-api_key-underscore', { type: 'api_key' }],
    ['auth-null', null], ['auth-string', 'bearer'], ['auth-array', [{ type: 'none' }]],
  ] as Array<[string, unknown]>) a('auth-type', id, { auth: v });
  for (const [id, v] of [
    ['secret-empty', { type: 'bearer', secret: '' }], ['secret-missing-bearer', { type: 'bearer' }],
    ['secret-missing-basic', { type: 'basic' }], ['secret-missing-hmac', { type: 'hmac' }], ['secret-number', { type: 'bearer', secret: 123 }],
    ['secret-null', { type: 'bearer', secret: null }], ['secret-literal-token', { type: 'bearer', secret: 'sk_live_abc123' }],
    ['secret-env-template', { type: 'bearer', secret: '${env:TOKEN}' }],
  ] as Array<[string, unknown]>) a('auth-secret', id, { auth: v });
  for (const [id, v] of [
    ['sha256', 'sha256'], ['sha512', 'sha512'], ['sha1', 'sha1'], ['uppercase', 'SHA256'], ['md5', 'md5'], ['null', null], ['number', 256],
  ] as Array<[string, unknown]>) a('auth-hmac', `hmac-algorithm-${id}`, { auth: { type: 'hmac', secret: 'HMAC_SECRET', hmacAlgorithm: v } });
  a('auth-hmac', 'hmac-full', { auth: { type: 'hmac', secret: 'HMAC_SECRET', hmacHeaderName: 'X-Signature', hmacAlgorithm: 'sha512', hmacBodyTemplate: '{{timestamp}}.{{body}}' } });
  a('auth-hmac', 'hmac-header-number', { auth: { type: 'hmac', secret: 'S', hmacHeaderName: 1 } });
  a('auth-hmac', 'hmac-template-object', { auth: { type: 'hmac', secret: 'S', hmacBodyTemplate: {} } });
  a('auth-fields', 'query-param-name', { auth: { type: 'query-param', secret: 'K', queryParam: 'api_key' } });
  a('auth-fields', 'query-param-number', { auth: { type: 'query-param', secret: 'K', queryParam: 5 } });
  a('auth-fields', 'api-key-header-name', { auth: { type: 'api-key', secret: 'K', apiKeyHeaderName: 'X-API-Key' } });
  a('auth-fields', 'api-key-header-bool', { auth: { type: 'api-key', secret: 'K', apiKeyHeaderName: true } });
  a('auth-fields', 'fields-irrelevant-to-type', { auth: { type: 'none', secret: 'S', queryParam: 'q', hmacAlgorithm: 'sha256' } });
  a('auth-fields', 'empty-strings', { auth: { type: 'api-key', secret: '', apiKeyHeaderName: '', queryParam: '' } });
  // nested unknown keys (non-strict inner objects: dropped)
  a('nested-unknown-key', 'auth-extra', { auth: { type: 'bearer', secret: 'T', extra: 1 } });
  a('nested-unknown-key', 'auth-typo-secret', { auth: { type: 'bearer', secrt: 'T' } });
  a('nested-unknown-key', 'auth-header-name', { auth: { type: 'api-key', secret: 'K', headerName: 'X-Key' } });
  a('nested-unknown-key', 'auth-hmac-secret-name', { auth: { type: 'hmac', secret: 'S', hmacSecret: 'S2' } });
  a('nested-unknown-key', 'auth-extra-with-bad-type', { auth: { type: 'nope', extra: 1 } });
  a('nested-unknown-key', 'transform-extra', { defaultResponseTransform: { type: 'jmespath', expression: 'a', strict: true } });
  a('nested-unknown-key', 'transform-typo-expr', { defaultResponseTransform: { type: 'jmespath', expr: 'a' } });
  a('nested-unknown-key', 'auth-and-top-unknown', { auth: { type: 'none', x: 1 }, y: 2 });
  // forcedHeaders
  for (const [id, v] of [
    ['strings', { 'Content-Type': 'application/json', 'X-A': '' }], ['number-value', { 'X-Retry': 3 }], ['bool-value', { 'X-Flag': true }],
    ['null-value', { 'X-N': null }], ['array-value', { Accept: ['a', 'b'] }], ['object-value', { 'X-O': { a: 1 } }],
    ['empty', {}], ['array', [['Content-Type', 'application/json']]], ['string', 'Content-Type: application/json'], ['null', null],
    ['env-template-value', { Authorization: 'Bearer ${env:TOKEN}' }], ['empty-key', { '': 'v' }],
  ] as Array<[string, unknown]>) a('forced-headers', id, { forcedHeaders: v });
  // autoIdempotency / idempotencyHeader
  for (const [id, v] of [['true', true], ['false', false], ['string', 'true'], ['number', 1], ['null', null]] as Array<[string, unknown]>) a('auto-idempotency', id, { autoIdempotency: v });
  for (const [id, v] of [['string', 'X-Idem'], ['empty', ''], ['number', 1], ['null', null]] as Array<[string, unknown]>) a('idempotency-header', id, { idempotencyHeader: v });
  // defaultResponseTransform
  for (const [id, v] of [
    ['jmespath', { type: 'jmespath', expression: 'data[0].id' }], ['template', { type: 'template', expression: 'posted: {{id}}' }],
    ['type-bad', { type: 'jq', expression: '.a' }], ['type-uppercase', { type: 'JMESPath', expression: 'a' }], ['type-missing', { expression: 'a' }],
    ['expression-missing', { type: 'jmespath' }], ['expression-empty', { type: 'jmespath', expression: '' }],
    ['expression-1', { type: 'template', expression: 'x' }], ['expression-2000', { type: 'template', expression: rep('e', 2000) }],
    ['expression-2001', { type: 'template', expression: rep('e', 2001) }], ['expression-number', { type: 'jmespath', expression: 1 }],
    ['expression-whitespace', { type: 'jmespath', expression: ' ' }], ['string', 'data'], ['null', null], ['array', [{ type: 'jmespath', expression: 'a' }]],
    ['invalid-jmespath-syntax', { type: 'jmespath', expression: '[[[' }],
  ] as Array<[string, unknown]>) a('default-response-transform', id, { defaultResponseTransform: v });
  // timeoutMs / maxResponseBytes
  for (const k of ['timeoutMs', 'maxResponseBytes']) {
    for (const [id, v] of NUMS) a(k === 'timeoutMs' ? 'timeout-ms' : 'max-response-bytes', id, { [k]: v });
  }
}

// ===========================================================================
// run_workflow
// ===========================================================================
{
  const C = 'run_workflow';
  const a = (family: string, id: string, config: unknown) => add(C, family, id, config);
  a('valid', 'one-slug', { allowedWorkflowSlugs: ['daily-report'] });
  a('valid', 'with-budget', { allowedWorkflowSlugs: ['a', 'b'], defaultBudgetUsd: 2.5 });
  a('shape', 'empty-object', {});
  a('shape', 'config-null', null);
  a('shape', 'config-array', ['daily-report']);
  for (const [id, v] of [
    ['empty', []], ['string', 'daily-report'], ['null', null], ['entry-empty', ['']], ['entry-120', [rep('w', 120)]],
    ['entry-121', [rep('w', 121)]], ['entry-number', [1]], ['entry-null', [null]], ['duplicates', ['a', 'a']],
    ['uppercase-spaces', ['Daily Report!']], ['mixed-bad', ['ok', '']], ['many', Array.from({ length: 200 }, (_, i) => `wf-${i}`)],
  ] as Array<[string, unknown]>) a('allowed-workflow-slugs', id, { allowedWorkflowSlugs: v });
  for (const [id, v] of [
    ['0', 0], ['minus-1', -1], ['0-5', 0.5], ['tiny', 1e-9], ['1e300', 1e300], ['string', '5'], ['null', null], ['bool', true],
  ] as Array<[string, unknown]>) a('default-budget-usd', id, { allowedWorkflowSlugs: ['w'], defaultBudgetUsd: v });
  a('strict-unknown-key', 'unknown-key', { allowedWorkflowSlugs: ['w'], maxConcurrent: 1 });
  a('strict-unknown-key', 'typo-allowed-workflows', { allowedWorkflows: ['w'] });
  a('strict-unknown-key', 'typo-budget', { allowedWorkflowSlugs: ['w'], budgetUsd: 1 });
}

// ===========================================================================
// upload_to_storage
// ===========================================================================
{
  const C = 'upload_to_storage';
  const a = (family: string, id: string, config: unknown) => add(C, family, id, config);
  a('valid', 'empty-object', {});
  a('valid', 'full', { keyPrefix: 'agent-uploads/x/', allowedContentTypes: ['application/pdf'], maxFileSizeBytes: 5242880, signedUrlTtlSeconds: 3600, public: false });
  a('shape', 'config-null', null);
  a('shape', 'config-string', 'agent-uploads/');
  for (const [id, v] of [
    ['trailing-slash', 'uploads/'], ['no-trailing-slash', 'uploads'], ['only-slash', '/'], ['empty', ''], ['len-200', rep('k', 199) + '/'],
    ['len-201', rep('k', 200) + '/'], ['backslash', 'uploads\\'], ['double-slash', 'a//'], ['leading-slash', '/abs/'],
    ['dotdot', '../escape/'], ['placeholder', 'agent-uploads/<agent-id>/invoices/'], ['number', 1], ['null', null], ['trailing-space', 'uploads/ '],
  ] as Array<[string, unknown]>) a('key-prefix', id, { keyPrefix: v });
  const ct = (id: string, v: unknown) => a('allowed-content-types', id, { allowedContentTypes: v });
  for (const [id, s] of [
    ['image-png', 'image/png'], ['Image-PNG', 'Image/PNG'], ['IMAGE-png', 'IMAGE/png'], ['image-PNG', 'image/PNG'], ['text-plain-bang', 'text/plain!'],
    ['x-world-x-vrml', 'x-world/x-vrml'], ['vnd-ms-slash-x', 'vnd.ms/x'], ['image-dot-png', 'image/.png'], ['image-underscore-x', 'image/_x'],
    ['image-hyphen-x', 'image/-x'], ['vnd-api-json', 'application/vnd.api+json'], ['text-empty-subtype', 'text/'], ['empty-type', '/png'],
    ['params', 'text/plain; charset=utf-8'], ['wildcard', 'image/*'], ['star-star', '*/*'], ['no-slash', 'imagepng'], ['two-slashes', 'a/b/c'],
    ['space-inside', 'image/ png'], ['leading-space', ' image/png'], ['digits', '3gpp/x1'], ['empty-string', ''],
    ['unicode', 'image/pñg'], ['type-with-dot', 'x.y/z'], ['type-with-plus', 'a+b/c'], ['trailing-newline', 'image/png\n'],
  ] as Array<[string, string]>) ct(`one-${id}`, [s]);
  ct('empty-list', []);
  ct('20-entries', Array.from({ length: 20 }, (_, i) => `image/x${i}`));
  ct('21-entries', Array.from({ length: 21 }, (_, i) => `image/x${i}`));
  ct('21-entries-one-bad', [...Array.from({ length: 20 }, (_, i) => `image/x${i}`), 'BAD']);
  ct('string-not-array', 'image/png');
  ct('number-entry', [1]);
  ct('null', null);
  ct('mixed', ['image/png', 'Image/PNG', 'text/']);
  for (const [id, v] of [
    ['0', 0], ['minus-1', -1], ['1', 1], ['104857600', 104857600], ['104857601', 104857601], ['1-5', 1.5], ['1e21', 1e21], ['string', '1024'], ['null', null],
  ] as Array<[string, unknown]>) a('max-file-size-bytes', id, { maxFileSizeBytes: v });
  for (const [id, v] of [
    ['59', 59], ['60', 60], ['604800', 604800], ['604801', 604801], ['0', 0], ['60-5', 60.5], ['string', '3600'], ['null', null],
  ] as Array<[string, unknown]>) a('signed-url-ttl-seconds', id, { signedUrlTtlSeconds: v });
  for (const [id, v] of [['true', true], ['false', false], ['string', 'true'], ['number', 1], ['null', null]] as Array<[string, unknown]>) a('public', id, { public: v });
  a('strict-unknown-key', 'unknown-key', { bucket: 'b' });
  a('strict-unknown-key', 'typo-max-file-size', { maxFileSize: 10 });
  a('strict-unknown-key', 'typo-content-types', { contentTypes: ['image/png'] });
}

// ===========================================================================
// send_message_to_channel
// ===========================================================================
{
  const C = 'send_message_to_channel';
  const a = (family: string, id: string, config: unknown) => add(C, family, id, config);
  const tw = { twilio: { accountSid: 'AC123', fromNumber: '+15551234567' } };
  a('valid', 'twilio', { providers: tw });
  a('valid', 'full', { providers: { ...tw, meta: { phoneNumberId: '1' } }, throttle: { perConversationPerHour: 5 }, allowForceProvider: true });
  a('shape', 'config-null', null);
  a('shape', 'empty-object', {});
  for (const [id, v] of [
    ['empty', {}], ['array', [tw]], ['string', 'twilio'], ['null', null], ['number', 1],
    ['block-string', { twilio: 'AC123' }], ['block-null', { twilio: null }], ['block-array', { twilio: [] }], ['block-number', { twilio: 1 }],
    ['unknown-provider', { carrierPigeon: { coop: 1 } }], ['empty-provider-name', { '': {} }],
  ] as Array<[string, unknown]>) a('providers', id, { providers: v });
  for (const [id, v] of [
    ['0', 0], ['1', 1], ['100', 100], ['101', 101], ['1-5', 1.5], ['minus-1', -1], ['string', '5'], ['null', null],
  ] as Array<[string, unknown]>) a('throttle', `per-hour-${id}`, { providers: tw, throttle: { perConversationPerHour: v } });
  a('throttle', 'missing-per-hour', { providers: tw, throttle: {} });
  a('throttle', 'throttle-null', { providers: tw, throttle: null });
  a('throttle', 'throttle-number', { providers: tw, throttle: 5 });
  a('nested-unknown-key', 'throttle-extra', { providers: tw, throttle: { perConversationPerHour: 5, perDay: 10 } });
  a('nested-unknown-key', 'throttle-typo', { providers: tw, throttle: { perConversationPerHr: 5 } });
  for (const [id, v] of [['true', true], ['false', false], ['string', 'yes'], ['number', 1], ['null', null], ['array', []]] as Array<[string, unknown]>) {
    a('allow-force-provider', id, { providers: tw, allowForceProvider: v });
  }
  a('strict-unknown-key', 'unknown-key', { providers: tw, defaultProvider: 'twilio' });
  a('strict-unknown-key', 'typo-provider', { provider: tw });
}

// ===========================================================================
// recipes (```json blocks of .context/orchestration/recipes/*.md)
// ===========================================================================
{
  const KEYSETS: Record<string, string[]> = {
    call_external_api: ['allowedUrlPrefixes', 'forcedUrl', 'auth', 'forcedHeaders', 'autoIdempotency', 'idempotencyHeader', 'defaultResponseTransform', 'timeoutMs', 'maxResponseBytes'],
    upload_to_storage: ['keyPrefix', 'allowedContentTypes', 'maxFileSizeBytes', 'signedUrlTtlSeconds', 'public'],
    run_workflow: ['allowedWorkflowSlugs', 'defaultBudgetUsd'],
    send_message_to_channel: ['providers', 'throttle', 'allowForceProvider'],
  };
  const dir = path.join(SUNRISE_DIR, '.context/orchestration/recipes');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.md')).sort()) {
    const text = readFileSync(path.join(dir, f), 'utf8');
    let n = 0;
    for (const m of text.matchAll(/```json\n([\s\S]*?)```/g)) {
      n++;
      let obj: unknown;
      try { obj = JSON.parse(m[1]); } catch { continue; }
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) continue;
      const keys = Object.keys(obj);
      const cap = Object.entries(KEYSETS).find(([, ks]) => keys.length > 0 && keys.every((k) => ks.includes(k)))?.[0];
      if (!cap) continue; // tool-call examples and vendor responses
      add(cap, 'recipe', `${f.replace(/\.md$/, '')}-block-${n}`, obj);
    }
  }
}

// ===========================================================================
// judge and write
// ===========================================================================
const out = cases.map((c) => {
  const r = schemas[c.capability].safeParse(c.config);
  return {
    id: c.id, capability: c.capability, family: c.family, config: c.config, ok: r.success,
    issues: r.success ? [] : r.error!.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code, message: i.message })),
    parsed: r.success ? r.data : null,
  };
});
const zodVersion = JSON.parse(readFileSync(path.join(SUNRISE_DIR, 'node_modules/zod/package.json'), 'utf8')).version;
const doc = {
  sunriseCommit: process.env.SUNRISE_COMMIT ?? null,
  zod: zodVersion,
  node: process.version,
  recorded: new Date().toISOString().slice(0, 10),
  how: "safeParse with each built-in capability's own customConfigSchema, imported (not copied) from Sunrise's source at sunriseCommit via the modules' `__testing` export (lib/orchestration/capabilities/built-in/{call-external-api,run-workflow,upload-to-storage,send-message-to-channel}.ts), run with tsx under Node with Sunrise's installed zod; issue paths joined with '.'",
  cases: out,
};
writeFileSync(OUT, JSON.stringify(doc, null, 1) + '\n');
const by: Record<string, number> = {};
for (const c of out) by[`${c.capability} ${c.ok ? 'ok' : 'refused'}`] = (by[`${c.capability} ${c.ok ? 'ok' : 'refused'}`] ?? 0) + 1;
console.log(`wrote ${out.length} cases to ${OUT}`, by);
process.exit(0);
