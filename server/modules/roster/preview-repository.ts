import { and, eq, gt, lt } from 'drizzle-orm';
import type { RosterKind } from '@shared/schemas/roster';
import type { Db } from '../../db/database';
import { rosterPreviews } from '../../db/schema';
import type { ImportRecords } from './import-plan';

/** A preview's stored rows, for its own admin in their school. */
export interface StoredPreview {
  id: string;
  kind: RosterKind;
  records: ImportRecords;
  planDigest: string;
  hasErrors: boolean;
}

export async function insertPreview(
  db: Db,
  values: {
    districtId: string;
    locationId: string;
    createdByUserId: string;
    kind: RosterKind;
    records: ImportRecords;
    planDigest: string;
    hasErrors: boolean;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(rosterPreviews).values(values).returning({ id: rosterPreviews.id });
  return row!.id;
}

/** The school's expired previews go when a new one is made: nothing else reads them. */
export async function deleteExpiredPreviews(db: Db, locationId: string, now: Date): Promise<void> {
  await db
    .delete(rosterPreviews)
    .where(and(eq(rosterPreviews.locationId, locationId), lt(rosterPreviews.expiresAt, now)));
}

/**
 * Takes the caller's unexpired preview out (in the apply's transaction, so two applies of one preview
 * cannot both run: the second finds it gone).
 */
export async function takePreview(
  db: Db,
  previewId: string,
  owner: { locationId: string; userId: string },
  now: Date,
): Promise<StoredPreview | undefined> {
  const [row] = await db
    .delete(rosterPreviews)
    .where(
      and(
        eq(rosterPreviews.id, previewId),
        eq(rosterPreviews.locationId, owner.locationId),
        eq(rosterPreviews.createdByUserId, owner.userId),
        gt(rosterPreviews.expiresAt, now),
      ),
    )
    .returning({
      id: rosterPreviews.id,
      kind: rosterPreviews.kind,
      records: rosterPreviews.records,
      planDigest: rosterPreviews.planDigest,
      hasErrors: rosterPreviews.hasErrors,
    });
  return row as StoredPreview | undefined;
}
