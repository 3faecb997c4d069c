import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import {
  type ApplyRosterResponse,
  ROSTER_PREVIEW_MINUTES,
  type RosterKind,
  RosterMessages,
  type RosterPreview,
  type RosterTemplateKind,
} from '@shared/schemas/roster';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { CsvDocument } from '../../lib/csv';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { findSchool } from '../school-calendar';
import { writeMemberships } from '../teams';
import { deactivatePeople, insertPeople, updatePeople } from '../users';
import { planImport, type ImportPlan, type ImportRecords } from './import-plan';
import type { PersonValues } from './plan-people';
import { readOneRosterBundle } from './oneroster';
import { presentPreview } from './presenter';
import * as previews from './preview-repository';
import { readRosterCsv } from './read-roster-csv';
import type { RosterIssue } from './roster-issue';
import { rosterTemplateCsv, rosterTemplateFileName } from './templates';

/** roster/template/{kind}: the CSV template with one sample row, as a download. */
export const templateOf = (kind: RosterTemplateKind): CsvDocument => ({
  fileName: rosterTemplateFileName(kind),
  body: rosterTemplateCsv(kind),
});

/** The calendar year the school year ends in (2027 for 2026–27): a new school year starts in July. */
const schoolYearEnd = (today: Date) => today.getUTCFullYear() + (today.getUTCMonth() >= 6 ? 1 : 0);

interface ReadFile {
  records: ImportRecords;
  issues: RosterIssue[];
  notes: string[];
}

const EMPTY: ImportRecords = { staff: [], students: [], memberships: [] };

async function readFile(
  kind: RosterKind,
  bytes: Uint8Array,
  school: { name: string },
  schoolIdentifier: string | undefined,
  today: Date,
): Promise<ReadFile> {
  if (kind === 'oneroster') {
    const bundle = await readOneRosterBundle(bytes, {
      school: schoolIdentifier ? { identifier: schoolIdentifier } : { name: school.name },
      schoolYearEnd: schoolYearEnd(today),
    });
    return { records: { ...EMPTY, staff: bundle.staff, students: bundle.students }, ...bundle };
  }
  const file = await readRosterCsv(bytes, kind);
  return { records: { ...EMPTY, [kind]: file.records }, issues: file.issues, notes: [] };
}

export interface PreviewUpload {
  kind: RosterKind;
  bytes: Uint8Array;
  /** A OneRoster bundle's school by its identifier in orgs.csv (else by the school's name). */
  schoolIdentifier?: string | undefined;
}

/** roster/preview: reads and checks the file, plans it against the school, and keeps it for apply. */
export async function preview(ctx: ServiceContext, upload: PreviewUpload): Promise<RosterPreview> {
  const { db, auth, clock } = ctx;
  const school = await findSchool(db, auth.locationId);
  if (!school) throw notFound();
  const now = clock.now();
  const file = await readFile(upload.kind, upload.bytes, school, upload.schoolIdentifier, now);
  const scope = { districtId: auth.districtId, locationId: auth.locationId };
  const plan = await planImport(db, scope, auth.userId, upload.kind, file.records);
  const expiresAt = new Date(now.getTime() + ROSTER_PREVIEW_MINUTES * 60_000);
  const id = await withTransaction(ctx, async (tx) => {
    await previews.deleteExpiredPreviews(tx.db, auth.locationId, now);
    return previews.insertPreview(tx.db, {
      ...scope,
      createdByUserId: auth.userId,
      kind: upload.kind,
      records: file.records,
      planDigest: plan.digest,
      hasErrors: file.issues.length + plan.issues.length > 0,
      expiresAt,
    });
  });
  return presentPreview({ id, kind: upload.kind, expiresAt }, plan, file.issues, file.notes);
}

const userValues = (values: PersonValues) => ({
  ...values,
  sortKey: personSortKey(values.firstName, values.lastName),
});

/**
 * roster/apply/{previewId}: the caller's own unexpired preview, planned again against the school now and
 * applied in one transaction only if nothing it showed has changed; deactivates only the people it offered
 * that the admin confirmed.
 */
export async function apply(
  ctx: ServiceContext,
  previewId: string,
  deactivateUserIds: string[],
): Promise<ApplyRosterResponse> {
  const { auth, clock } = ctx;
  const scope = { districtId: auth.districtId, locationId: auth.locationId };
  return withTransaction(ctx, async (tx) => {
    const stored = await previews.takePreview(tx.db, previewId, auth, clock.now());
    if (!stored) throw new HttpError(404, RosterMessages.expired);
    if (stored.hasErrors) throw badRequest(RosterMessages.hasErrors);
    const plan = await planImport(tx.db, scope, auth.userId, stored.kind, stored.records);
    if (plan.digest !== stored.planDigest || plan.issues.length > 0) throw conflict(RosterMessages.stale);
    const missing = new Set(
      [...(plan.staff?.missing ?? []), ...(plan.students?.missing ?? [])].map((p) => p.id),
    );
    if (deactivateUserIds.some((id) => !missing.has(id))) throw badRequest(RosterMessages.notMissing);
    return write(tx, scope, plan, [...new Set(deactivateUserIds)]);
  });
}

async function write(
  ctx: ServiceContext,
  scope: { districtId: string; locationId: string },
  plan: ImportPlan,
  deactivate: string[],
): Promise<ApplyRosterResponse> {
  const { db } = ctx;
  let created = 0;
  let updated = 0;
  for (const [people, type] of [
    [plan.staff, UserType.Staffer],
    [plan.students, UserType.Student],
  ] as const) {
    if (!people) continue;
    await insertPeople(
      db,
      scope,
      type,
      people.creates.map(({ values }) => userValues(values)),
    );
    await updatePeople(
      db,
      scope.locationId,
      people.updates.map(({ person, values }) => ({ id: person.id, values: userValues(values) })),
    );
    created += people.creates.length;
    updated += people.updates.length;
  }
  if (plan.memberships) {
    const { added, roleChanged } = plan.memberships;
    await writeMemberships(db, scope, {
      added: added.map(({ teamId, userId, draft }) => ({ teamId, userId, isLead: draft.IsLead })),
      leadGiven: roleChanged.filter((c) => c.draft.IsLead).map((c) => c.membershipId!),
      leadTaken: roleChanged.filter((c) => !c.draft.IsLead).map((c) => c.membershipId!),
    });
    created += added.length;
    updated += roleChanged.length;
  }
  const deactivated = await deactivatePeople(db, scope.locationId, deactivate);
  return { Created: created, Updated: updated, Deactivated: deactivated };
}
