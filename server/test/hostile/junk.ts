import fc from 'fast-check';

/** Classic injection attempts: harmless to a parameterised query, fatal to string-built SQL. */
export const SQL_INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10); --',
  "' UNION SELECT password_hash, email_address FROM users --",
  "%' AND 1=0 UNION SELECT NULL, NULL --",
  '$$; DELETE FROM sessions; $$',
  "\\'; TRUNCATE goals; --",
  '1 OR 1=1',
  '0x27',
];

/** Text that trips naive encoders, collations and length counts (no NUL: see unstorable-text). */
export const UNICODE_JUNK = [
  '\uFEFF',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D',
  'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319A\u0334\u0335\u031C\u0330L\u0320\u0368G\u0334\u033BO',
  '\uD835\uDD7F\uD835\uDD8A\uD835\uDD98\uD835\uDD99',
  '\uD83D\uDC69\u200D\uD83D\uDC69\u200D\uD83D\uDC67',
  '\uD800',
  '\uDFFF',
  '\uFDFA',
  '\r\n\t\v\f',
  '\u0130\u00DF\u0131',
  '\u0085\u2028\u2029',
  '%00',
  '\\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
];

/** Strings a schema with a format (uuid, date, e-mail, digits) must refuse. */
export const FORMAT_JUNK = [
  '',
  ' ',
  '-1',
  '0.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  '00000000-0000-4000-8000-0000000000001',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '2024-02-30',
  '2024-13-01',
  '2024-1-1',
  '01/02/2024',
  '2024-01-01T25:00:00Z',
  '2024-01-01 10:00',
  'yesterday',
  'a@',
  '@example.com',
  'a b@example.com',
  '<script>@x.y',
  ...SQL_INJECTION,
  ...UNICODE_JUNK,
];

export const junkString = fc.constantFrom(...FORMAT_JUNK);

/** A string that stays over `max` characters even after trimming. */
export const overLongString = (max: number) =>
  fc
    .tuple(fc.constantFrom('x', 'é', '\uD83D\uDE00', ...SQL_INJECTION), fc.integer({ min: 1, max: 40 }))
    .map(([token, extra]) => `${token}${'y'.repeat(max)}${'z'.repeat(extra)}`);

/** Keys that pollute Object.prototype in code that merges request objects carelessly. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const pollutionPayload = fc.constantFrom<unknown>(
  { IsAdmin: true, IsSuperAdmin: true, polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  { toString: 'polluted' },
  'polluted',
);

/** Any JSON value: random bodies with no relation to the schema at all. */
export const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((depth) => nested(depth)) },
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Sets an own, enumerable property, even for `__proto__` (an assignment would set the prototype). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
