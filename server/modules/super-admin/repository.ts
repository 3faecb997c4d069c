import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import type { ListQuery } from '@shared/schemas/lists';
import type { SchoolAccessReportQuery } from '@shared/schemas/super-admin';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { selectRows } from '../../db/rows';
import { districts, locations, users } from '../../db/schema';
import { isoUtc } from '../meetings';
import { canSignIn } from '../auth';
import { isLiveUser, matchesSearch } from '../users';

// ---------------------------------------------------------------------------------------------------
// Schools of every district.

/** Schools whose name or whose district's name contains the text, case-insensitively. */
function schoolMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  return or(sql`lower(${locations.name}) like ${pattern}`, sql`lower(${districts.name}) like ${pattern}`);
}

const schoolName = sql`lower(${locations.name}) collate "C"`;
const districtName = sql`lower(${districts.name}) collate "C"`;

/** By district name, then school name, then id, so pages never overlap. */
const schoolOrder = (direction: 'asc' | 'desc') => {
  const order = direction === 'desc' ? desc : asc;
  return [order(districtName), order(schoolName), asc(locations.id)];
};

export interface SchoolChoice {
  locationId: string;
  districtId: string;
  locationName: string;
  districtName: string;
}

const schoolColumns = {
  locationId: locations.id,
  districtId: locations.districtId,
  locationName: locations.name,
  districtName: districts.name,
};

/** One page of schools by district, then school, with the number of matching schools. */
export function listSchools(db: Db, query: ListQuery) {
  return db
    .select({ ...schoolColumns, totalCount: sql<number>`cast(count(*) over () as integer)` })
    .from(locations)
    .innerJoin(districts, eq(districts.id, locations.districtId))
    .where(schoolMatches(query.Search))
    .orderBy(...schoolOrder(query.SortDirection))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}

/** How many schools match (asked only when a page past the end came back empty). */
export async function countSchools(db: Db, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(locations)
    .innerJoin(districts, eq(districts.id, locations.districtId))
    .where(schoolMatches(search));
  return row?.count ?? 0;
}

/** Every school by district, then school; `limit` caps how many come back. */
export function listSchoolChoices(db: Db, limit?: number): Promise<SchoolChoice[]> {
  const query = db
    .select(schoolColumns)
    .from(locations)
    .innerJoin(districts, eq(districts.id, locations.districtId))
    .orderBy(...schoolOrder('asc'));
  return limit === undefined ? query : query.limit(limit);
}

export async function findSchool(db: Db, locationId: string): Promise<SchoolChoice | undefined> {
  const [row] = await db
    .select(schoolColumns)
    .from(locations)
    .innerJoin(districts, eq(districts.id, locations.districtId))
    .where(eq(locations.id, locationId))
    .limit(1);
  return row;
}

export const SchoolAccessRow = z.strictObject({
  locationId: z.string(),
  locationName: z.string(),
  districtName: z.string(),
  /** ISO 8601 in UTC; null when nobody of the school has signed in. */
  lastUsed: z.string().nullable(),
  distinctUsersLast7Days: z.number(),
  distinctUsersLast30Days: z.number(),
  totalCount: z.number(),
});
export type SchoolAccessRow = z.infer<typeof SchoolAccessRow>;

/**
 * The report's order: the chosen column (never-used schools last either way), ties by school name A to Z,
 * then id, so pages never overlap.
 */
function accessReportOrder(query: SchoolAccessReportQuery): SQL {
  const direction = sql.raw(query.SortDirection === 'desc' ? 'desc' : 'asc');
  const column = {
    LocationName: schoolName,
    DistrictName: districtName,
    LastUsed: sql`last_use.created_at`,
    DistinctUsersLast7Days: sql`recent.last_7_days`,
    DistinctUsersLast30Days: sql`recent.last_30_days`,
  }[query.SortBy];
  const then = query.SortBy === 'LocationName' ? sql`` : sql`, ${schoolName}`;
  return sql`${column} ${direction} nulls last${then}, ${locations.id}`;
}

/**
 * One page of the schools-accessed report in one query. Each school reads only its own successful
 * sign-ins through two laterals on the partial index login_audit (location_id, created_at) where
 * succeeded: the newest one (a backward index scan, limit 1) and the last 30 days (an index range), so
 * the cost follows the schools and their last month, not the years of history. The windows are measured
 * on the database's clock.
 */
export function listSchoolAccess(db: Db, query: SchoolAccessReportQuery) {
  return selectRows(
    db,
    sql`select ${locations.id} as "locationId", ${locations.name} as "locationName",
        ${districts.name} as "districtName", ${isoUtc(sql`last_use.created_at`)} as "lastUsed",
        recent.last_7_days as "distinctUsersLast7Days", recent.last_30_days as "distinctUsersLast30Days",
        cast(count(*) over() as integer) as "totalCount"
      from ${locations}
      join ${districts} on ${districts.id} = ${locations.districtId}
      left join lateral (
        select a.created_at from login_audit a
        where a.location_id = ${locations.id} and a.succeeded
        order by a.created_at desc
        limit 1
      ) last_use on true
      cross join lateral (
        select cast(count(distinct a.user_id) filter (where a.created_at >= now() - interval '7 days') as integer)
                 as last_7_days,
               cast(count(distinct a.user_id) as integer) as last_30_days
        from login_audit a
        where a.location_id = ${locations.id} and a.succeeded and a.created_at >= now() - interval '30 days'
      ) recent
      where ${schoolMatches(query.Search) ?? sql`true`}
      order by ${accessReportOrder(query)}
      limit ${query.PageSize} offset ${query.Page * query.PageSize}`,
    SchoolAccessRow,
  );
}

// ---------------------------------------------------------------------------------------------------
// People of a school who can sign in.

const signInUsersOf = (locationId: string, search: string | undefined) =>
  and(eq(users.locationId, locationId), isLiveUser, canSignIn, matchesSearch(search));

/** One page of a school's people who can sign in, by sort_key, with the number of matching people. */
export function listSignInUsers(db: Db, locationId: string, query: ListQuery) {
  const order = query.SortDirection === 'desc' ? desc : asc;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      userTypeId: users.userTypeId,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      totalCount: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(users)
    .where(signInUsersOf(locationId, query.Search))
    .orderBy(order(users.sortKey), order(users.id))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}

/** How many of a school's people who can sign in match (asked only for an empty page past the end). */
export async function countSignInUsers(db: Db, locationId: string, search: string | undefined) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(users)
    .where(signInUsersOf(locationId, search));
  return row?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// create-super-admin.

/** A live user by e-mail (case-insensitive), with what promoting them needs to know. */
export async function findLiveUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: sql<string>`coalesce(${users.emailAddress}, '')`,
      userTypeId: users.userTypeId,
      active: users.active,
      isSuperAdmin: users.isSuperAdmin,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      locationName: locations.name,
      districtName: districts.name,
    })
    .from(users)
    .innerJoin(locations, eq(locations.id, users.locationId))
    .innerJoin(districts, eq(districts.id, users.districtId))
    .where(and(sql`lower(${users.emailAddress}) = lower(${email})`, isLiveUser))
    .limit(1);
  return row;
}

export async function promoteToSuperAdmin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isSuperAdmin: true, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), isLiveUser));
}

/** A new district with one school in `timeZone`, for a deployment whose database holds no school yet. */
export async function insertDistrictWithSchool(
  db: Db,
  districtName: string,
  locationName: string,
  timeZone: string,
): Promise<SchoolChoice> {
  const [district] = await db
    .insert(districts)
    .values({ name: districtName })
    .returning({ id: districts.id });
  if (!district) throw new Error('insert returned no district');
  const [location] = await db
    .insert(locations)
    .values({ districtId: district.id, name: locationName, timeZone })
    .returning({ id: locations.id });
  if (!location) throw new Error('insert returned no school');
  return { locationId: location.id, districtId: district.id, locationName, districtName };
}

/** A new active staff user who is admin and super admin, without a password (they choose it by link). */
export async function insertSuperAdmin(
  db: Db,
  school: SchoolChoice,
  person: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      districtId: school.districtId,
      locationId: school.locationId,
      userTypeId: UserType.Staffer,
      firstName: person.firstName,
      lastName: person.lastName,
      sortKey: personSortKey(person.firstName, person.lastName),
      emailAddress: person.email,
      active: true,
      isAdmin: true,
      isSuperAdmin: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no user');
  return row.id;
}
