import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../constants';
import { IdOrNewSchema } from './common';

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
