import { describe, expect, it } from 'vitest';
import { NormTitleFormSchema, ReorderTeamNormsRequestSchema, TeamNormFormSchema } from './team-norms';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('team norm schemas', () => {
  it('requires a norm of at most 1000 characters, trimmed', () => {
    expect(messages(TeamNormFormSchema.safeParse({ Norm: '  ' }))).toEqual(['Norm is required']);
    expect(messages(TeamNormFormSchema.safeParse({ Norm: 'x'.repeat(1001) }))).toEqual([
      'Norm cannot exceed 1000 characters',
    ]);
    expect(TeamNormFormSchema.parse({ Norm: ' Be on time. ' })).toEqual({ Norm: 'Be on time.' });
  });

  it('requires a title of at most 100 characters', () => {
    expect(messages(NormTitleFormSchema.safeParse({ NormTitle: '' }))).toEqual(['Norm title is required']);
    expect(messages(NormTitleFormSchema.safeParse({ NormTitle: 'x'.repeat(101) }))).toEqual([
      'Norm title cannot exceed 100 characters',
    ]);
  });

  it('refuses an empty reorder and a norm listed twice', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(ReorderTeamNormsRequestSchema.safeParse({ ReorderItems: [] }).success).toBe(false);
    const twice = { ReorderItems: [1, 2].map((order) => ({ TeamNormId: id, NewDisplayOrder: order })) };
    expect(messages(ReorderTeamNormsRequestSchema.safeParse(twice))).toEqual([
      'Each norm may appear only once',
    ]);
  });
});
