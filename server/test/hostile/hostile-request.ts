import fc from 'fast-check';
import type { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE } from '../../plugins/unstorable-text';
import { FORMAT_JUNK, POLLUTION_KEYS, anyJson, junkString } from './junk';
import type { CataloguedRoute } from './route-catalogue';
import { invalidValue, validValue, type Schema } from './zod-values';

/** Fastify's own refusals of a body it cannot parse (its content-type parser, before any schema). */
export const EMPTY_JSON_BODY = "Body cannot be empty when content-type is set to 'application/json'";
export const INVALID_JSON_BODY = "Body is not valid JSON but content-type is set to 'application/json'";

/** One malformed request and the one answer the server may give it: 400 with this message. */
export interface HostileRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** Which parts were malformed, for the report of a failing case. */
  malformed: string[];
  expectedMessage: string;
}

/** A request before it is known whether anything refuses it. */
type Candidate = Omit<HostileRequest, 'expectedMessage'> & { expectedMessage: string | undefined };

type Part = 'params' | 'body' | 'query' | 'syntax';
type Params = Record<string, string>;
interface Body {
  contentType: string;
  text: string;
}

/** Fastify's router gives up on a path parameter longer than this (find-my-way's maxParamLength). */
const MAX_PARAM_LENGTH = 100;

const shapeOf = (schema: Schema | undefined): Record<string, Schema> =>
  schema ? (schema as z.ZodObject)._zod.def.shape : {};
const safeParse = (schema: Schema, value: unknown) => (schema as z.ZodType).safeParse(value);

/**
 * The answer the server owes a validation failure: one line per Zod issue, "Field: message" (the field
 * as a dotted path), or the bare message for the part as a whole (server/error-handler.ts).
 */
export function validationMessage(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('\n');
}

/** What Fastify's JSON parser (secure-json-parse) makes of a body: the value, or its refusal. */
function parseLikeFastify(text: string): { value: unknown } | { refusal: string } {
  if (text.length === 0) return { refusal: EMPTY_JSON_BODY };
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { refusal: INVALID_JSON_BODY };
  }
  return hasPrototypePoison(value) ? { refusal: INVALID_JSON_BODY } : { value };
}

function hasPrototypePoison(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const node = value as Record<string, unknown>;
  if (Object.hasOwn(node, '__proto__')) return true;
  const ctor = Object.hasOwn(node, 'constructor') ? node.constructor : undefined;
  if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
  return Object.values(node).some(hasPrototypePoison);
}

/**
 * A path parameter the router hands over as sent: non-empty, no dot segment, short enough, encodable, and
 * without a character whose lower case is longer (the router matches the lower-cased path, paths being
 * case-insensitive here, and 'İ' shifts it: such a request is not routed to this route at all).
 */
function isRoutable(text: string): boolean {
  if (text === '' || text === '.' || text === '..' || text.toLowerCase().length !== text.length) return false;
  try {
    return encodeURIComponent(text).length <= MAX_PARAM_LENGTH;
  } catch {
    return false;
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function paramsArbitrary(schema: Schema | undefined, malformed: boolean): fc.Arbitrary<Params> {
  const shape = shapeOf(schema);
  const valid = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, validValue(field).map(asText)]),
  );
  if (!malformed) return fc.record(valid);
  const names = Object.keys(shape);
  return fc
    .tuple(
      fc.record(valid),
      fc.constantFrom(...names),
      fc.oneof(junkString, fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(...FORMAT_JUNK)),
      fc.oneof(...names.map((name) => invalidValue(shape[name]!) ?? fc.constant('')), fc.constant('')),
    )
    .map(([params, name, junk, derived]) => ({ ...params, [name]: derived === '' ? junk : asText(derived) }));
}

function queryArbitrary(schema: Schema | undefined, malformed: boolean): fc.Arbitrary<Params> {
  // Routes without a querystring schema ignore the query: junk there is noise on top of another fault.
  if (!schema) return fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, 'id', 'Search', 'x[y]'), junkString);
  return paramsArbitrary(schema, malformed);
}

/** Malformed JSON text: what a broken client, a proxy or an attacker might send as application/json. */
const brokenJson = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.tuple(valid, fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value) ?? '{}';
      return text.slice(0, cut % Math.max(text.length, 1));
    }),
    valid.map((value) => `${JSON.stringify(value) ?? ''},`),
    valid.map((value) => `${JSON.stringify(value) ?? ''}}`),
    fc.constantFrom(
      '',
      '   ',
      '\uFEFF',
      "{'Id': 1}",
      '{"Id": 1,}',
      '{"Id": NaN}',
      '{/* c */}',
      '[1, 2',
      'undefined',
      '{"__proto__": {"IsAdmin": true}}',
      '{"a": {"__proto__": {"polluted": "yes"}}}',
      '{"constructor": {"prototype": {"polluted": "yes"}}}',
      '{"\\u005f_proto__": {"IsSuperAdmin": true}}',
    ),
    fc.string({ maxLength: 30 }),
  );

function bodyArbitrary(route: CataloguedRoute, malformed: boolean): fc.Arbitrary<Body | undefined> {
  const schema = route.body;
  if (!schema) return fc.constant(undefined);
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    text: JSON.stringify(value) ?? '',
  });
  if (!malformed) return validValue(schema).map(json);
  const derived = invalidValue(schema);
  return fc.oneof(
    { weight: 6, arbitrary: (derived ?? anyJson).map(json) },
    { weight: 2, arbitrary: anyJson.map(json) },
    {
      weight: 1,
      arbitrary: fc.oneof(junkString, fc.string()).map((text) => ({ contentType: 'text/plain', text })),
    },
  );
}

function syntaxArbitrary(route: CataloguedRoute): fc.Arbitrary<Body> {
  const valid = route.body ? validValue(route.body) : fc.jsonValue({ maxDepth: 2 });
  return brokenJson(valid).map((text) => ({ contentType: 'application/json', text }));
}

/**
 * The refusal the server owes a request, in Fastify's order: the body's JSON first (the content-type
 * parser), then the schemas of params, body and querystring; undefined when every part is valid.
 */
function expectedRefusal(route: CataloguedRoute, params: Params, body: Body | undefined, query: Params) {
  let parsedBody: unknown = null;
  if (body) {
    if (body.contentType === 'application/json') {
      const parsed = parseLikeFastify(body.text);
      if ('refusal' in parsed) return parsed.refusal;
      parsedBody = parsed.value;
    } else parsedBody = body.text;
  }
  const checks: [Schema | undefined, unknown][] = [
    [route.params, params],
    [route.body, parsedBody],
    [route.querystring, query],
  ];
  for (const [schema, value] of checks) {
    const result = schema && safeParse(schema, value);
    if (result && !result.success) return validationMessage(result.error.issues);
  }
  return undefined;
}

function urlOf(route: CataloguedRoute, params: Params, query: Params): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? '').replaceAll('.', '%2E'),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The parts of a route's request that can be malformed. */
export function malformableParts(route: CataloguedRoute): Part[] {
  const parts: Part[] = [];
  if (route.params) parts.push('params');
  if (route.body) parts.push('body');
  if (route.querystring) parts.push('query');
  if (route.method !== 'GET') parts.push('syntax');
  return parts;
}

/** Requests to `route` whose parts are each malformed or not, kept only when some schema refuses them. */
function schemaRefusedRequests(route: CataloguedRoute): fc.Arbitrary<HostileRequest> {
  return fc
    .subarray(malformableParts(route), { minLength: 1 })
    .chain((malformed) =>
      fc.record({
        malformed: fc.constant(malformed),
        params: paramsArbitrary(route.params, malformed.includes('params')).filter((params) =>
          Object.values(params).every(isRoutable),
        ),
        query: queryArbitrary(route.querystring, malformed.includes('query')),
        body: malformed.includes('syntax')
          ? syntaxArbitrary(route)
          : bodyArbitrary(route, malformed.includes('body')),
      }),
    )
    .map(({ malformed, params, query, body }): Candidate => ({
      method: route.method,
      url: urlOf(route, params, query),
      contentType: body?.contentType,
      payload: body?.text,
      malformed,
      expectedMessage: expectedRefusal(route, params, body, query),
    }))
    .filter((request): request is HostileRequest => request.expectedMessage !== undefined);
}

/** The string leaves of a JSON value, by path. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
}

function withNulAt(value: unknown, path: string[], at: number): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    const text = value as string;
    const cut = at % (text.length + 1);
    return `${text.slice(0, cut)}\u0000${text.slice(cut)}`;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head] = withNulAt(copy[head], rest, at);
  return copy;
}

/**
 * Requests that pass the schemas but carry a NUL character in one string: a path parameter, else a body
 * field (a field of its own on a route that takes no body), else, on a GET without either, a query field.
 * PostgreSQL cannot store it. A request with no text there at all (a body of only flags) carries it in a
 * query field of its own, which the check reads too: filtering such requests out instead would leave
 * fast-check nothing to generate, and it would spin.
 */
function unstorableTextRequests(route: CataloguedRoute): fc.Arbitrary<HostileRequest> {
  const part = route.params ? 'params' : route.method !== 'GET' ? 'body' : 'query';
  const body = route.body ? validValue(route.body) : fc.constant({ Note: 'text' });
  const query = part === 'query' ? paramsArbitrary(route.querystring, false) : fc.constant({});
  return fc
    .record({ params: paramsArbitrary(route.params, false), query, body, pick: fc.nat(), at: fc.nat() })
    .map(({ pick, at, ...valid }) => {
      const sent: { params: Params; query: Params; body: unknown } = valid;
      const leaves = stringPaths(sent[part]);
      const path = leaves.length > 0 ? leaves[pick % leaves.length]! : ['Note'];
      if (leaves.length > 0) Object.assign(sent, { [part]: withNulAt(sent[part], path, at) });
      else sent.query = { ...sent.query, Note: withNulAt('text', [], at) as string };
      const request: HostileRequest = {
        method: route.method,
        url: urlOf(route, sent.params, sent.query),
        ...(route.method === 'GET'
          ? {}
          : { contentType: 'application/json', payload: JSON.stringify(sent.body) ?? '' }),
        malformed: ['unstorable text'],
        expectedMessage: `${path.join('.')}: ${UNSTORABLE_TEXT_MESSAGE}`,
      };
      return { params: sent.params, request };
    })
    .filter(({ params }) => Object.values(params).every(isRoutable))
    .map(({ request }) => request);
}

/**
 * Hostile requests to `route`: mostly ones with malformed parts (params, body, querystring, JSON
 * syntax), each kept only when the route's own schemas or Fastify's JSON parser refuse it, so 400 with
 * that refusal is the one right answer; some carry a NUL character in otherwise valid text.
 */
export function hostileRequests(route: CataloguedRoute): fc.Arbitrary<HostileRequest> {
  return fc.oneof(
    { weight: 9, arbitrary: schemaRefusedRequests(route) },
    { weight: 1, arbitrary: unstorableTextRequests(route) },
  );
}
