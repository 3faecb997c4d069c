import { z } from 'zod';

/** The school whose people /superAdmin shows lives in the URL (?school=<id>), so back and refresh keep it. */
const SCHOOL_PARAM = 'school';

export const schoolSearch = (locationId: string) =>
  `?${new URLSearchParams({ [SCHOOL_PARAM]: locationId }).toString()}`;

/** The chosen school's id, or null when none (or something that is not an id) is in the URL. */
export function readChosenSchool(search: URLSearchParams): string | null {
  const locationId = search.get(SCHOOL_PARAM);
  return locationId && z.uuid().safeParse(locationId).success ? locationId : null;
}

/**
 * The school's name travels in the history entry, which survives back, forward and refresh; a pasted
 * link has none and the screen names the school generically.
 */
const ChosenSchoolStateSchema = z.object({ schoolName: z.string() });
export type ChosenSchoolState = z.infer<typeof ChosenSchoolStateSchema>;

export const readSchoolName = (state: unknown): string | null =>
  ChosenSchoolStateSchema.safeParse(state).data?.schoolName ?? null;
