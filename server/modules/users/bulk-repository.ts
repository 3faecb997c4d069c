import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserTypeId } from '@shared/constants';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserValues } from './repository';

/**
 * People by the thousand, for the roster import (issue 23): one read of a school's people of a type, the
 * owners of a file's addresses and ids anywhere they must be unique, and writes in batches.
 */

/** Rows per INSERT or UPDATE … FROM (VALUES …): well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

const batches = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, index) =>
    rows.slice(index * BATCH, (index + 1) * BATCH),
  );

/** A live person of the school, as an import compares a file's row with them. */
export interface SchoolPerson {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
  thirdPartyId: string | null;
  graduationYear: number | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  active: boolean;
}

export function listSchoolPeople(
  db: Db,
  locationId: string,
  userTypeId: UserTypeId,
): Promise<SchoolPerson[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      thirdPartyId: users.thirdPartyId,
      graduationYear: users.graduationYear,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.locationId, locationId), eq(users.userTypeId, userTypeId), isNull(users.deletedAt)));
}

/** Who holds each of these addresses (lower case) among live users anywhere: sign-in is by e-mail alone. */
export async function findEmailOwners(db: Db, emails: string[]) {
  const owners = new Map<string, { id: string; locationId: string; userTypeId: number }>();
  for (const batch of batches(emails)) {
    const rows = await db
      .select({
        email: sql<string>`lower(${users.emailAddress})`,
        id: users.id,
        locationId: users.locationId,
        userTypeId: users.userTypeId,
      })
      .from(users)
      .where(and(sql`lower(${users.emailAddress}) in ${batch}`, isNull(users.deletedAt)));
    for (const row of rows) owners.set(row.email, row);
  }
  return owners;
}

/** Who holds each of these staff or student ids in the district's other schools. */
export async function findThirdPartyIdsElsewhere(
  db: Db,
  school: { districtId: string; locationId: string },
  userTypeId: UserTypeId,
  ids: string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of batches(ids)) {
    const rows = await db
      .select({ thirdPartyId: users.thirdPartyId })
      .from(users)
      .where(
        and(
          eq(users.districtId, school.districtId),
          sql`${users.locationId} <> ${school.locationId}`,
          eq(users.userTypeId, userTypeId),
          inArray(users.thirdPartyId, batch),
          isNull(users.deletedAt),
        ),
      );
    for (const row of rows) if (row.thirdPartyId) taken.add(row.thirdPartyId);
  }
  return taken;
}

export async function insertPeople(
  db: Db,
  school: { districtId: string; locationId: string },
  userTypeId: UserTypeId,
  people: UserValues[],
): Promise<void> {
  for (const batch of batches(people)) {
    await db
      .insert(users)
      .values(batch.map((values) => ({ ...school, userTypeId, ...values, passwordHash: null })));
  }
}

/** Each person's new values (their password untouched), a thousand to a statement. */
export async function updatePeople(
  db: Db,
  locationId: string,
  people: { id: string; values: Omit<UserValues, 'passwordHash'> }[],
): Promise<void> {
  for (const batch of batches(people)) {
    const rows = sql.join(
      batch.map(
        ({ id, values }) =>
          sql`(${id}::uuid, ${values.firstName}, ${values.lastName}, ${values.sortKey}, ${values.emailAddress},
            ${values.thirdPartyId}, ${values.active}::boolean, ${values.isAdmin}::boolean, ${values.graduationYear}::smallint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`update users set first_name = v.first_name, last_name = v.last_name, sort_key = v.sort_key,
        email_address = v.email_address, third_party_id = v.third_party_id, active = v.active, is_admin = v.is_admin,
        graduation_year = v.graduation_year, updated_at = now(), version = users.version + 1
      from (values ${rows}) as v (id, first_name, last_name, sort_key, email_address, third_party_id, active, is_admin,
        graduation_year)
      where users.id = v.id and users.location_id = ${locationId} and users.deleted_at is null`);
  }
}

/** Marks these people of the school inactive (never deleted); the number that were active. */
export async function deactivatePeople(db: Db, locationId: string, ids: string[]): Promise<number> {
  let changed = 0;
  for (const batch of batches(ids)) {
    const rows = await db
      .update(users)
      .set({ active: false, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(
        and(
          eq(users.locationId, locationId),
          inArray(users.id, batch),
          eq(users.active, true),
          isNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id });
    changed += rows.length;
  }
  return changed;
}
