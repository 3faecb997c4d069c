import { describe, expect, it } from 'vitest';
import {
  defaultRepeat,
  describeRepeat,
  monthlyOrdinalOf,
  repeatChoiceOf,
  repeatRuleOf,
  weekdayOf,
} from './repeat-rule';

describe('repeat rules of Create Meeting', () => {
  it('reads a day’s weekday and its place in the month', () => {
    expect(weekdayOf('2027-03-02')).toBe('TU');
    expect(weekdayOf('2027-03-07')).toBe('SU');
    expect(monthlyOrdinalOf('2027-03-02')).toBe(1);
    expect(monthlyOrdinalOf('2027-03-16')).toBe(3);
    expect(monthlyOrdinalOf('2027-03-30')).toBe(-1);
  });

  it('writes weekly and monthly rules with their end', () => {
    const weekly = { ...defaultRepeat('2027-03-02'), frequency: 'weekly' as const };
    expect(repeatRuleOf(weekly, '2027-03-02')).toBe('FREQ=WEEKLY;BYDAY=TU;COUNT=8');
    expect(
      repeatRuleOf(
        { ...weekly, weekdays: ['TH', 'TU'], interval: 2, ends: 'until', until: '2027-06-01' },
        '2027-03-02',
      ),
    ).toBe('FREQ=WEEKLY;BYDAY=TU,TH;INTERVAL=2;UNTIL=20270601');
    const monthly = { ...defaultRepeat('2027-03-30'), frequency: 'monthly' as const, count: 3 };
    expect(repeatRuleOf(monthly, '2027-03-30')).toBe('FREQ=MONTHLY;BYDAY=-1TU;COUNT=3');
  });

  it('says the rule in words', () => {
    const weekly = {
      ...defaultRepeat('2027-03-02'),
      frequency: 'weekly' as const,
      weekdays: ['TU', 'TH'] as const,
    };
    expect(describeRepeat({ ...weekly, weekdays: [...weekly.weekdays] }, '2027-03-02')).toBe(
      'Every week on Tuesday and Thursday, 8 meetings',
    );
    expect(
      describeRepeat(
        {
          ...defaultRepeat('2027-03-16'),
          frequency: 'monthly',
          interval: 2,
          ends: 'until',
          until: '2027-12-31',
        },
        '2027-03-16',
      ),
    ).toBe('Every 2 months on the third Tuesday, until 2027-12-31');
  });
});

describe('repeatChoiceOf', () => {
  it('reads back every rule repeatRuleOf writes', () => {
    const start = '2027-03-16';
    const weekly = { ...defaultRepeat(start), frequency: 'weekly' as const };
    const choices = [
      weekly,
      {
        ...weekly,
        weekdays: ['MO' as const, 'TH' as const],
        interval: 3,
        ends: 'until' as const,
        until: '2027-06-01',
      },
      { ...weekly, frequency: 'monthly' as const, monthlyOrdinal: -1 as const, count: 5 },
      { ...weekly, frequency: 'monthly' as const, monthlyOrdinal: 3 as const, interval: 2 },
    ];
    for (const choice of choices) {
      const read = repeatChoiceOf(repeatRuleOf(choice, start), start);
      expect(repeatRuleOf(read, start)).toBe(repeatRuleOf(choice, start));
      expect(read.frequency).toBe(choice.frequency);
    }
  });
});
