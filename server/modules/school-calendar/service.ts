import type { z } from 'zod';
import type {
  NonMeetingDay,
  SaveNonMeetingDayRequestSchema,
  SaveSchoolSettingsRequestSchema,
  SchoolSettings,
} from '@shared/schemas/school-settings';
import { notFound, staleOrNotFound } from '../../errors';
import type { ServiceContext } from '../../plugins/service-context';
import { canEditSchoolSettings } from './policy';
import { presentNonMeetingDay, presentSchoolSettings } from './presenter';
import * as repo from './repository';

/** school/getSettings: the caller's school. */
export async function getSettings({ db, auth }: ServiceContext): Promise<SchoolSettings> {
  const school = await repo.findSchool(db, auth.locationId);
  if (!school) throw notFound();
  const days = await repo.listNonMeetingDays(db, auth.locationId);
  return presentSchoolSettings(school, days, canEditSchoolSettings(auth));
}

/** school/saveSettings (admins): the school's time zone. Meetings already made keep their instants. */
export async function saveSettings(
  ctx: ServiceContext,
  request: z.output<typeof SaveSchoolSettingsRequestSchema>,
): Promise<SchoolSettings> {
  const { db, auth } = ctx;
  const saved = await repo.updateTimeZone(db, auth.locationId, request.TimeZone, request.Version);
  if (!saved) throw staleOrNotFound(request.Version);
  return presentSchoolSettings(saved, await repo.listNonMeetingDays(db, auth.locationId), true);
}

/** school/saveNonMeetingDay (admins): adds or changes a holiday or break. */
export async function saveNonMeetingDay(
  { db, auth }: ServiceContext,
  request: z.output<typeof SaveNonMeetingDayRequestSchema>,
): Promise<NonMeetingDay> {
  const values = { name: request.Name, firstDay: request.FirstDay, lastDay: request.LastDay };
  if (request.Id === null) {
    const school = { districtId: auth.districtId, locationId: auth.locationId };
    return presentNonMeetingDay(await repo.insertNonMeetingDay(db, school, values));
  }
  const row = await repo.updateNonMeetingDay(db, request.Id, auth.locationId, values);
  if (!row) throw notFound();
  return presentNonMeetingDay(row);
}

/** school/deleteNonMeetingDay (admins). Meetings already skipped stay skipped. */
export async function deleteNonMeetingDay({ db, auth }: ServiceContext, dayId: string): Promise<string> {
  if (!(await repo.deleteNonMeetingDay(db, dayId, auth.locationId))) throw notFound();
  return dayId;
}
