/**
 * The Repeat choices of Create Meeting and the RRULE (RFC 5545) each stands for: weekly on chosen weekdays
 * every N weeks, or monthly on the nth (or last) weekday every N months, ending after a count or on a day.
 * The server accepts exactly these shapes (server/lib/recurrence.ts).
 */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export type MonthlyOrdinal = 1 | 2 | 3 | 4 | -1;
export const ORDINAL_NAMES: Record<MonthlyOrdinal, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

export interface RepeatChoice {
  frequency: 'none' | 'weekly' | 'monthly';
  /** Every N weeks or months, 1 to 12. */
  interval: number;
  weekdays: Weekday[];
  monthlyOrdinal: MonthlyOrdinal;
  ends: 'count' | 'until';
  count: number;
  /** YYYY-MM-DD, the last day a meeting may fall on. */
  until: string;
}

/** The weekday of a calendar day (YYYY-MM-DD), whatever the zone it is read in. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** Which of its month's weekdays a day is: the 1st to 4th, or -1 for a 5th (the last). */
export function monthlyOrdinalOf(day: string): MonthlyOrdinal {
  const nth = Math.ceil(Number(day.slice(8, 10)) / 7);
  return nth > 4 ? -1 : (nth as MonthlyOrdinal);
}

/** A new meeting's Repeat: off, ready to be weekly on its day or monthly on its nth weekday, 8 meetings. */
export function defaultRepeat(startDay: string): RepeatChoice {
  return {
    frequency: 'none',
    interval: 1,
    weekdays: [weekdayOf(startDay)],
    monthlyOrdinal: monthlyOrdinalOf(startDay),
    ends: 'count',
    count: 8,
    until: '',
  };
}

/** The RRULE of a choice (weekly or monthly); the monthly one falls on the start day's weekday. */
export function repeatRuleOf(choice: RepeatChoice, startDay: string): string {
  const parts =
    choice.frequency === 'monthly'
      ? ['FREQ=MONTHLY', `BYDAY=${choice.monthlyOrdinal}${weekdayOf(startDay)}`]
      : ['FREQ=WEEKLY', `BYDAY=${WEEKDAYS.filter((day) => choice.weekdays.includes(day)).join(',')}`];
  if (choice.interval !== 1) parts.push(`INTERVAL=${choice.interval}`);
  parts.push(choice.ends === 'count' ? `COUNT=${choice.count}` : `UNTIL=${choice.until.replaceAll('-', '')}`);
  return parts.join(';');
}

/** The choice in words, for the form's summary: "Every 2 weeks on Tuesday and Thursday, 8 meetings". */
export function describeRepeat(choice: RepeatChoice, startDay: string): string {
  const every = (unit: string) =>
    choice.interval === 1 ? `Every ${unit}` : `Every ${choice.interval} ${unit}s`;
  const names = WEEKDAYS.filter((day) => choice.weekdays.includes(day)).map((day) => WEEKDAY_NAMES[day]);
  const on =
    choice.frequency === 'monthly'
      ? `${every('month')} on the ${ORDINAL_NAMES[choice.monthlyOrdinal]} ${WEEKDAY_NAMES[weekdayOf(startDay)]}`
      : `${every('week')} on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'no day')}`;
  const end = choice.ends === 'count' ? `${choice.count} meetings` : `until ${choice.until}`;
  return `${on}, ${end}`;
}

/** The choice an RRULE of repeatRuleOf's shapes stands for (a series' form reads its stored rule back). */
export function repeatChoiceOf(rrule: string, startDay: string): RepeatChoice {
  const parts = new Map(
    rrule.split(';').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.toUpperCase(), value] as const;
    }),
  );
  const byDay = (parts.get('BYDAY') ?? '').split(',').filter(Boolean);
  const until = parts.get('UNTIL')?.slice(0, 8) ?? '';
  const monthly = parts.get('FREQ') === 'MONTHLY';
  const ordinal = monthly ? Number.parseInt(byDay[0] ?? '1', 10) : monthlyOrdinalOf(startDay);
  return {
    frequency: monthly ? 'monthly' : 'weekly',
    interval: Number(parts.get('INTERVAL') ?? 1),
    weekdays: monthly
      ? [weekdayOf(startDay)]
      : byDay.filter((day): day is Weekday => WEEKDAYS.includes(day as Weekday)),
    monthlyOrdinal: ([1, 2, 3, 4, -1] as const).find((value) => value === ordinal) ?? 1,
    ends: until ? 'until' : 'count',
    count: Number(parts.get('COUNT') ?? 8),
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : '',
  };
}
