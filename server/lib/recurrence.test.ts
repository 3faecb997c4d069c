import { describe, expect, it } from 'vitest';
import { defaultRepeat, repeatRuleOf, type MonthlyOrdinal } from '@shared/repeat-rule';
import { daysOfRule, parseRepeatRule } from './recurrence';

describe('the repeat rules the form writes', () => {
  it('are each accepted as written and give the days a person would expect', () => {
    const start = '2027-03-02';
    const weekly = { ...defaultRepeat(start), frequency: 'weekly' as const };
    const cases: [ReturnType<typeof defaultRepeat>, string[]][] = [
      [{ ...weekly, count: 2 }, ['2027-03-02', '2027-03-09']],
      [{ ...weekly, weekdays: ['TU', 'FR'], count: 3 }, ['2027-03-02', '2027-03-05', '2027-03-09']],
      [{ ...weekly, interval: 3, ends: 'until', until: '2027-03-23' }, ['2027-03-02', '2027-03-23']],
    ];
    for (const ordinal of [1, 2, 3, 4, -1] as MonthlyOrdinal[]) {
      const days = { 1: '2027-03-02', 2: '2027-03-09', 3: '2027-03-16', 4: '2027-03-23', [-1]: '2027-03-30' };
      cases.push([{ ...weekly, frequency: 'monthly', monthlyOrdinal: ordinal, count: 1 }, [days[ordinal]]]);
    }
    for (const [choice, expected] of cases) {
      const rrule = repeatRuleOf(choice, start);
      const rule = parseRepeatRule(rrule);
      expect(rule.rrule, rrule).toBe(rrule);
      expect(daysOfRule(rule, start), rrule).toEqual(expected);
    }
  });
});
