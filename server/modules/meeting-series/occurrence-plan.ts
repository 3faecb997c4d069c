import type { OccurrenceRow, OccurrenceTime } from '../meetings';

/** What a series save does to its occurrences. */
export interface OccurrencePlan {
  create: OccurrenceTime[];
  update: (OccurrenceTime & Pick<OccurrenceRow, 'meetingId' | 'agendaId' | 'hasAgendaItems'>)[];
  /** Occurrences the new rule no longer gives and nothing was written in: deleted. */
  remove: string[];
  /** Occurrences the new rule no longer gives that hold notes or tasks: cancelled, so the work stays. */
  cancel: string[];
}

/**
 * Matches the rule's occurrences with the series' meetings by school-calendar day. Only days and meetings
 * `inScope` change (the coming ones, from the chosen occurrence on); a cancelled occurrence stays
 * cancelled and its day is not made again.
 */
export function planOccurrences(
  target: OccurrenceTime[],
  existing: OccurrenceRow[],
  inScope: (occurrence: { seriesDay: string; startDateTime: Date }) => boolean,
): OccurrencePlan {
  const existingByDay = new Map(existing.map((occurrence) => [occurrence.seriesDay, occurrence]));
  const targetDays = new Set(target.map((occurrence) => occurrence.seriesDay));
  const plan: OccurrencePlan = { create: [], update: [], remove: [], cancel: [] };
  for (const occurrence of target.filter(inScope)) {
    const current = existingByDay.get(occurrence.seriesDay);
    if (!current) plan.create.push(occurrence);
    else if (!current.cancelled && inScope(current)) {
      const { meetingId, agendaId, hasAgendaItems } = current;
      plan.update.push({ meetingId, agendaId, hasAgendaItems, ...occurrence });
    }
  }
  for (const current of existing) {
    if (current.cancelled || targetDays.has(current.seriesDay) || !inScope(current)) continue;
    (current.hasNotesOrTasks ? plan.cancel : plan.remove).push(current.meetingId);
  }
  return plan;
}
