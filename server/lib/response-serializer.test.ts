import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf, responseSerializerCompiler } from './response-serializer';

const Person = z.object({
  Id: z.uuid(),
  Name: z.string().nullable(),
  Team: z.object({ Id: z.uuid(), Name: z.string() }).nullable(),
  Roles: z.array(z.enum(['Lead', 'Member'])),
  Age: z.number().int().optional(),
});
const id = '6f1c7a52-9a7e-4a8e-8d59-2b1f2e3c4d5e';
const person = { Id: id, Name: null, Team: { Id: id, Name: 'Math' }, Roles: ['Lead'] };

const serializerOf = (mode: 'fast' | 'checked') =>
  responseSerializerCompiler(mode)({ schema: Person, method: 'GET', url: '/person', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('the response serializer', () => {
  it('writes what Zod would, in both modes', () => {
    const zodAnswer = JSON.stringify(Person.encode(person as z.output<typeof Person>));
    expect(serializerOf('fast')(person)).toBe(zodAnswer);
    expect(serializerOf('checked')(person)).toBe(zodAnswer);
  });

  it('never sends a field the schema does not declare, at any depth', () => {
    const leaky = { ...person, PasswordHash: 'secret', Team: { Id: id, Name: 'Math', SchoolId: 'other' } };
    for (const mode of ['fast', 'checked'] as const) {
      const answer = serializerOf(mode)(leaky);
      expect(answer).not.toContain('secret');
      expect(answer).not.toContain('SchoolId');
      expect(JSON.parse(answer)).toEqual(person);
    }
  });

  it('fails the request when a presenter sends a wrong type, outside production', () => {
    expect(() => serializerOf('checked')({ ...person, Name: 42 })).toThrow();
    expect(() => serializerOf('checked')({ ...person, Roles: ['Owner'] })).toThrow();
  });

  it('fails a missing required field in production too', () => {
    const { Id: _id, ...withoutId } = person;
    expect(() => serializerOf('fast')(withoutId)).toThrow(/Id/);
  });

  it('refuses a schema part JSON Schema cannot describe rather than write it unchecked', () => {
    expect(() => jsonSchemaOf(z.object({ At: z.date() }))).toThrow();
  });

  it('writes nullable values as a type list rather than a union to test each value against', () => {
    const schema = jsonSchemaOf(Person) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.Name).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.Team).toMatchObject({ type: ['object', 'null'], required: ['Id', 'Name'] });
    expect(JSON.stringify(schema)).not.toContain('anyOf');
  });
});
