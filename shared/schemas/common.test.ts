import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../constants';
import { IdOrNewSchema, NestedIdSchema, OptionalRefSchema } from './common';

describe('IdOrNewSchema', () => {
  it.each([0, '0', EMPTY_GUID, null])('reads %s as "new"', (value) => {
    expect(IdOrNewSchema.parse(value)).toBeNull();
  });
  it('keeps a real UUID', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(IdOrNewSchema.parse(id)).toBe(id);
  });
  it('refuses anything else', () => {
    for (const value of [1, '1', 'abc', -1, '', undefined])
      expect(IdOrNewSchema.safeParse(value).success).toBe(false);
  });
});

describe('NestedIdSchema', () => {
  it('reads the top level\'s sentinels as "new", keeps a UUID and may be left out', () => {
    for (const value of [0, '0', EMPTY_GUID, null]) expect(NestedIdSchema.parse(value)).toBeNull();
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(NestedIdSchema.parse(id)).toBe(id);
    expect(NestedIdSchema.parse(undefined)).toBeUndefined();
    expect(NestedIdSchema.safeParse('abc').success).toBe(false);
  });
});

describe('OptionalRefSchema', () => {
  it('reads every "none" the spec client sends as null', () => {
    for (const none of [-1, '-1', 0, '0', '', null, undefined, EMPTY_GUID]) {
      expect(OptionalRefSchema.parse(none)).toBeNull();
    }
  });

  it('keeps a real UUID and refuses other text', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(OptionalRefSchema.parse(id)).toBe(id);
    expect(OptionalRefSchema.safeParse('not-an-id').success).toBe(false);
  });
});
