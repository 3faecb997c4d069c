import { createRequire } from 'node:module';
import type * as RRuleModule from 'rrule';
import type { Options, Weekday } from 'rrule';
import { MeetingSeriesLimits, MeetingSeriesMessages } from '@shared/schemas/meeting-series';

// rrule ships CommonJS for Node (no named ESM exports there) and ESM for bundlers; require reads the same
// build under Node, tsx and Vitest.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

/** A repeat rule the Create Meeting form can express, in its one canonical RRULE form. */
export interface RepeatRule {
  rrule: string;
  options: Partial<Options>;
}

export class UnsupportedRepeatRule extends Error {}

const ALLOWED_KEYS = new Set(['freq', 'interval', 'byweekday', 'count', 'until']);
const MAX_INTERVAL = 12;
const weekdaysOf = (options: Partial<Options>): Weekday[] =>
  Array.isArray(options.byweekday) ? (options.byweekday as Weekday[]) : [];

function isFormShape(options: Partial<Options>): boolean {
  if (Object.keys(options).some((key) => !ALLOWED_KEYS.has(key))) return false;
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL) return false;
  if ((options.count === undefined) === (options.until === undefined)) return false;
  const days = weekdaysOf(options);
  if (options.freq === RRule.WEEKLY) return days.length > 0 && days.every((day) => day.n === undefined);
  if (options.freq === RRule.MONTHLY) {
    const [day] = days;
    return days.length === 1 && day?.n !== undefined && [1, 2, 3, 4, -1].includes(day.n);
  }
  return false;
}

/**
 * Reads an RRULE: weekly on chosen weekdays or monthly on the nth (or last) weekday, every 1 to 12 weeks or
 * months, ending after a count (at most 200) or on a date. Anything else throws UnsupportedRepeatRule with
 * the form's message.
 */
export function parseRepeatRule(rrule: string): RepeatRule {
  let options: Partial<Options>;
  try {
    options = RRule.parseString(rrule.trim().replace(/^RRULE:/i, ''));
  } catch {
    throw new UnsupportedRepeatRule(MeetingSeriesMessages.repeatUnsupported);
  }
  if (!isFormShape(options)) throw new UnsupportedRepeatRule(MeetingSeriesMessages.repeatUnsupported);
  if (options.count !== undefined && (options.count ?? 0) > MeetingSeriesLimits.maxOccurrences) {
    throw new UnsupportedRepeatRule(MeetingSeriesMessages.tooManyOccurrences);
  }
  if (options.count !== undefined && (options.count ?? 0) < 1) {
    throw new UnsupportedRepeatRule(MeetingSeriesMessages.repeatUnsupported);
  }
  // Written as the form writes it: UNTIL as a date (a school-calendar day), an nth weekday without '+'.
  const canonical = RRule.optionsToString(options)
    .replace(/^RRULE:/, '')
    .replace(/UNTIL=(\d{8})T000000Z/, 'UNTIL=$1')
    .replace(/BYDAY=\+/, 'BYDAY=');
  return { rrule: canonical, options };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The calendar days (YYYY-MM-DD) a rule gives from `firstDay` on. The rule runs over floating days (UTC
 * midnights stand for the school's days), so no time zone enters the date arithmetic; the caller puts the
 * school's clock time on each day. Throws when the rule ends before `firstDay` or gives more than 200 days.
 */
export function daysOfRule(rule: RepeatRule, firstDay: string): string[] {
  const dtstart = new Date(`${firstDay}T00:00:00Z`);
  if (rule.options.until && rule.options.until < dtstart) {
    throw new UnsupportedRepeatRule(MeetingSeriesMessages.endBeforeStart);
  }
  const limit = MeetingSeriesLimits.maxOccurrences;
  const dates = new RRule({ ...rule.options, dtstart }).all((_, index) => index <= limit);
  if (dates.length > limit) throw new UnsupportedRepeatRule(MeetingSeriesMessages.tooManyOccurrences);
  return dates.map(dayOf);
}
