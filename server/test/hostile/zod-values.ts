import fc from 'fast-check';
import type { z } from 'zod';
import { POLLUTION_KEYS, junkString, overLongString, pollutionPayload, withOwnKey } from './junk';

/** Any Zod 4 schema; the walk reads its definition (`_zod.def`), the documented way for tools to do so. */
export type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypes['_zod']['def'];

const defOf = (schema: Schema): Def => (schema as z.core.$ZodTypes)._zod.def;
const accepts = (schema: Schema, value: unknown) => (schema as z.ZodType).safeParse(value).success;

/** What a string, number or array schema's checks allow. */
interface Bounds {
  minLength: number;
  maxLength: number;
  minimum: number;
  maximum: number;
  integer: boolean;
  formats: string[];
  patterns: RegExp[];
}

function boundsOf(def: Def): Bounds {
  const bounds: Bounds = {
    minLength: 0,
    maxLength: Infinity,
    minimum: -Infinity,
    maximum: Infinity,
    integer: false,
    formats: [],
    patterns: [],
  };
  // A string format schema (z.uuid(), z.iso.date()) is its own first check.
  const checks = [...('format' in def ? [{ _zod: { def } }] : []), ...(def.checks ?? [])];
  for (const check of checks) {
    const c = check._zod.def as z.core.$ZodChecks['_zod']['def'];
    if (c.check === 'min_length') bounds.minLength = Math.max(bounds.minLength, c.minimum);
    else if (c.check === 'max_length') bounds.maxLength = Math.min(bounds.maxLength, c.maximum);
    else if (c.check === 'length_equals') [bounds.minLength, bounds.maxLength] = [c.length, c.length];
    else if (c.check === 'greater_than') bounds.minimum = Number(c.value);
    else if (c.check === 'less_than') bounds.maximum = Number(c.value);
    else if (c.check === 'number_format') bounds.integer = true;
    else if (c.check === 'string_format') {
      bounds.formats.push(c.format);
      if (c.pattern) bounds.patterns.push(c.pattern);
    }
  }
  return bounds;
}

/** Arrays up to this limit are also sent one element too long. */
const MAX_ARRAY_TO_OVERFILL = 1000;
const ALPHANUMERIC = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const DAY_MS = 86_400_000;
const dates = fc.integer({ min: 7000, max: 44000 }).map((day) => new Date(day * DAY_MS).toISOString());

function validString(bounds: Bounds): fc.Arbitrary<string> {
  const { formats, patterns, minLength, maxLength } = bounds;
  if (formats.includes('uuid') || formats.includes('guid')) return fc.uuid();
  if (formats.includes('date')) return dates.map((iso) => iso.slice(0, 10));
  if (formats.includes('datetime')) return dates;
  if (formats.includes('email')) return fc.constantFrom('someone@example.com', 'a.b+c@school.example.org');
  const pattern = patterns[0];
  if (pattern)
    return fc.stringMatching(pattern, { size: 'xsmall' }).filter((text) => text.length <= maxLength);
  const min = Math.max(minLength, 1);
  return fc.string({
    unit: fc.constantFrom(...ALPHANUMERIC),
    minLength: min,
    maxLength: Math.min(maxLength, min + 24),
  });
}

/**
 * Values a schema accepts, as far as its structure tells (refinements are not read): the well-formed
 * rest of a request whose one part is malformed. Nothing relies on them being valid.
 */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(boundsOf(def));
    case 'number': {
      const { minimum, maximum, integer } = boundsOf(def);
      const min = Math.max(minimum, -1_000_000);
      const max = Math.min(maximum, 1_000_000);
      return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'object':
      return validObject(def.shape);
    case 'array': {
      const { minLength, maxLength } = boundsOf(def);
      return fc.array(validValue(def.element), { minLength, maxLength: Math.min(maxLength, minLength + 3) });
    }
    case 'union':
      return fc.oneof(...def.options.map((option) => validValue(option)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validValue(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(validValue(def.innerType), { nil: null });
    case 'pipe':
      // A transform at the end reads what the start accepted; otherwise the end says what is valid.
      return defOf(def.out).type === 'transform' ? validValue(def.in) : validValue(def.out);
    default:
      return fc.constant(null);
  }
}

function validObject(shape: Record<string, Schema>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validValue(field)])));
}

/** JSON values of every kind but the one a schema of `kind` accepts. */
function otherKinds(
  kind: 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object',
): fc.Arbitrary<unknown> {
  const byKind = {
    string: fc.oneof(junkString, fc.constantFrom('12', '1e3', '-0', 'true', 'null')),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  };
  return fc.oneof(
    ...Object.entries(byKind)
      .filter(([other]) => other !== kind)
      .map(([, arbitrary]) => arbitrary),
  );
}

function invalidString(bounds: Bounds): fc.Arbitrary<unknown> {
  const arms: fc.Arbitrary<unknown>[] = [otherKinds('string')];
  if (bounds.maxLength < Infinity) arms.push(overLongString(bounds.maxLength));
  if (bounds.minLength > 0)
    arms.push(fc.constantFrom('', ' ', '\t\n ', '\u00A0\uFEFF', 'x'.repeat(bounds.minLength - 1)));
  if (bounds.formats.length > 0 || bounds.patterns.length > 0) arms.push(junkString);
  return fc.oneof(...arms);
}

function invalidNumber({ minimum, maximum, integer }: Bounds): fc.Arbitrary<unknown> {
  const arms: fc.Arbitrary<unknown>[] = [
    otherKinds('number'),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2),
  ];
  if (minimum > -Infinity) arms.push(fc.integer({ min: 1, max: 1_000_000 }).map((below) => minimum - below));
  if (maximum < Infinity) arms.push(fc.integer({ min: 1, max: 1_000_000 }).map((above) => maximum + above));
  if (integer) arms.push(fc.integer({ min: -1000, max: 1000 }).map((whole) => whole + 0.5));
  return fc.oneof(...arms);
}

function invalidObject(shape: Record<string, Schema>): fc.Arbitrary<unknown> {
  const whole = validObject(shape);
  const keys = Object.keys(shape);
  const required = keys.filter((key) => !accepts(shape[key]!, undefined));
  const corruptible = keys.flatMap((key) => {
    const bad = invalidValue(shape[key]!);
    return bad ? [{ key, bad }] : [];
  });
  const arms: fc.Arbitrary<unknown>[] = [
    otherKinds('object'),
    // Extra nesting: the object inside an array, or one level down.
    whole.map((value) => [value]),
    whole.map((value) => ({ data: value })),
  ];
  if (required.length > 0)
    arms.push(
      fc.tuple(whole, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  if (corruptible.length > 0) {
    const corrupted = fc
      .constantFrom(...corruptible)
      .chain(({ key, bad }) => fc.tuple(whole, bad).map(([value, wrong]) => ({ ...value, [key]: wrong })));
    arms.push(corrupted, corrupted);
    // A prototype-pollution key on top of a corrupted field: refused either way, and nothing polluted.
    arms.push(
      fc
        .tuple(corrupted, fc.constantFrom(...POLLUTION_KEYS), pollutionPayload)
        .map(([value, key, payload]) => withOwnKey(value as Record<string, unknown>, key, payload)),
    );
  }
  return fc.oneof(...arms);
}

function invalidArray(element: Schema, { minLength, maxLength }: Bounds): fc.Arbitrary<unknown> {
  const one = validValue(element);
  const arms: fc.Arbitrary<unknown>[] = [otherKinds('array'), one];
  if (minLength > 0) arms.push(fc.array(one, { maxLength: minLength - 1 }));
  // Longer limits (10,000 members of a team) would take a body over the 1 MB limit: body-limit.test.ts.
  if (maxLength <= MAX_ARRAY_TO_OVERFILL)
    arms.push(one.map((value) => Array.from({ length: maxLength + 1 }, () => value)));
  const bad = invalidValue(element);
  if (bad)
    arms.push(
      fc
        .tuple(
          fc.array(one, { minLength: Math.max(minLength - 1, 0), maxLength: minLength + 2 }),
          bad,
          fc.nat(),
        )
        .map(([items, wrong, at]) => items.toSpliced(at % (items.length + 1), 0, wrong)),
    );
  return fc.oneof(...arms);
}

/**
 * Values a schema is likely to refuse, built from its structure: wrong types, missing required fields,
 * extra nesting, out-of-range numbers, over-long and empty strings, malformed uuids, dates, e-mails and
 * enums, nulls, prototype-pollution keys, SQL and unicode junk. Undefined when the schema takes anything.
 * Callers keep only what `safeParse` refuses (`malformedValue`): "likely" becomes "certain" there.
 */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return invalidString(boundsOf(def));
    case 'number':
      return invalidNumber(boundsOf(def));
    case 'boolean':
      return fc.oneof(otherKinds('boolean'), fc.constantFrom('true', 'false', 0, 1));
    case 'null':
      return otherKinds('null');
    case 'literal':
      return fc.oneof(
        otherKinds('null'),
        fc
          .constantFrom(...def.values)
          .map((value) => (typeof value === 'number' ? value + 1 : `${String(value)}x`)),
        fc.constantFrom(...def.values).map((value) => String(value).toUpperCase() + ' '),
      );
    case 'enum':
      return fc.oneof(
        junkString,
        fc.constantFrom(...Object.values(def.entries)).map((value) => String(value).toUpperCase()),
        fc.constantFrom(...Object.values(def.entries)).map((value) => ` ${String(value)}`),
        fc.integer(),
      );
    case 'object':
      return invalidObject(def.shape);
    case 'array':
      return invalidArray(def.element, boundsOf(def));
    case 'union': {
      const arms = def.options.flatMap((option) => invalidValue(option) ?? []);
      return arms.length === def.options.length ? fc.oneof(...arms) : undefined;
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return invalidValue(def.innerType);
    case 'pipe': {
      if (defOf(def.out).type === 'transform') return invalidValue(def.in);
      if (defOf(def.in).type === 'transform') return invalidValue(def.out);
      const arms = [invalidValue(def.in), invalidValue(def.out)].flatMap((arm) => arm ?? []);
      return arms.length > 0 ? fc.oneof(...arms) : undefined;
    }
    case 'transform':
    case 'any':
    case 'unknown':
    case 'custom':
      return undefined;
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
