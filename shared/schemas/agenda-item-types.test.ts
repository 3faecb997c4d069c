import { describe, expect, it } from 'vitest';
import { AgendaItemTypeFormSchema, SaveAgendaItemTypeRequestSchema } from './agenda-item-types';

const messages = (value: unknown) =>
  AgendaItemTypeFormSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('agenda item type schemas', () => {
  it('carries the spec messages', () => {
    expect(messages({ Name: '', DisplayName: '' })).toEqual([
      'Item name is required',
      'Item letter abbreviation is required',
    ]);
    expect(messages({ Name: 'x'.repeat(51), DisplayName: 'y'.repeat(51) })).toEqual([
      'Item name cannot exceed 50 characters',
      'Item abbreviation cannot exceed 50 characters',
    ]);
    expect(messages({ Name: 'x'.repeat(50), DisplayName: 'y'.repeat(50) })).toEqual([]);
  });

  it('reads Id "0" as a new type', () => {
    expect(SaveAgendaItemTypeRequestSchema.parse({ Id: '0', Name: ' A ', DisplayName: 'B' })).toEqual({
      Id: null,
      Name: 'A',
      DisplayName: 'B',
    });
  });
});
