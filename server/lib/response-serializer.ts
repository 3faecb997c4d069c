import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type ResponseSchema = z.ZodType | { properties: z.ZodType };
type Serializer = (data: unknown) => string;

/**
 * How route answers become JSON.
 * - fast (production): a serializer compiled once per route from its response schema's JSON Schema by
 *   fast-json-stringify. It writes only the fields the schema declares, as Zod did, without a second pass
 *   over what the presenters already shaped.
 * - checked (development and tests): Zod checks every answer against its schema (a presenter that sends a
 *   wrong type fails the request), and the fast serializer's output must carry exactly the same data, so
 *   every answer the API tests receive also checks what production would have written.
 */
export function responseSerializerCompiler(
  mode: 'fast' | 'checked',
): FastifySerializerCompiler<ResponseSchema> {
  return (route) => {
    // Compiled when the route is declared, so a schema it cannot write fails start-up and every test run.
    const fast: Serializer = fastJson(jsonSchemaOf(zodSchemaOf(route.schema)));
    if (mode === 'fast') return fast;
    const checked = zodSerializerCompiler(route) as Serializer;
    return (data) => {
      const expected = checked(data);
      const actual = fast(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the production serializer wrote ${actual}, the schema expects ${expected}`,
        );
      return actual;
    };
  };
}

const zodSchemaOf = (schema: ResponseSchema): z.ZodType =>
  schema instanceof z.ZodType ? schema : schema.properties;

/** The JSON Schema of what the route sends, in the shape fast-json-stringify serialises quickly. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // 'throw': a part JSON Schema cannot describe (a date, a transform) would be written unchecked, with any
  // fields it holds; such a schema must fail instead.
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return withNullableTypes(json) as JsonSchema;
}

/**
 * Zod writes `.nullable()` as anyOf [X, {type: 'null'}], which fast-json-stringify resolves by validating
 * each value against both; a type list ['string', 'null'] it serialises directly.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withNullableTypes(value)] as const);
  const schema: JsonSchema = Object.fromEntries(entries);
  const variants = schema.anyOf;
  if (!Array.isArray(variants) || variants.length !== 2) return schema;
  const isNull = (variant: unknown) => (variant as JsonSchema).type === 'null';
  const other = variants.find((variant) => !isNull(variant)) as JsonSchema | undefined;
  if (!variants.some(isNull) || typeof other?.type !== 'string') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...other, type: [other.type, 'null'] };
}
