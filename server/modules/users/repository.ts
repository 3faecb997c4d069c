import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { UserSort, type UserSortColumn, type UserTypeId } from '@shared/constants';
import type { UserListQuery } from '@shared/schemas/users';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import {
  emailSortKey,
  passwordResetTokens,
  thirdPartyIdSortKey,
  userTeams,
  users,
  videoIntegrationTokens,
} from '../../db/schema';
import { sharesTeam, usersId } from '../../db/membership-sql';

/** Users that have not been deleted; every list and lookup of people should include it. */
export const isLiveUser = isNull(users.deletedAt);

export async function findUserFullName(db: Db, userId: string, locationId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.locationId, locationId)))
    .limit(1);
  return row;
}

/** First name, last name, "first last" or e-mail containing the text, case-insensitively. */
export function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.toLowerCase());
  return or(
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    sql`lower(coalesce(${users.emailAddress}, '')) like ${pattern}`,
  );
}

/** What each sort orders by before the name; each has its index (schema.ts: users_location_type_*). */
const SORT_KEYS: Record<UserSortColumn, SQL | undefined> = {
  [UserSort.Name]: undefined,
  [UserSort.Email]: emailSortKey(users.emailAddress),
  [UserSort.ThirdPartyId]: thirdPartyIdSortKey(users.thirdPartyId),
  [UserSort.GraduationYear]: sql`${users.graduationYear}`,
};

/** A person's own columns, as the lists, the edit form and user/getUserDetails read them. */
const personColumns = {
  id: users.id,
  userTypeId: users.userTypeId,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  thirdPartyId: users.thirdPartyId,
  active: users.active,
  isAdmin: users.isAdmin,
  graduationYear: users.graduationYear,
};

/**
 * One page of the live users of one type in a school, sorted by the chosen column, then by sort_key (last
 * name, then first name, natural and case-insensitive), with the number of matching rows in the same query.
 */
export async function listUsersPage(
  db: Db,
  locationId: string,
  userTypeId: UserTypeId,
  query: UserListQuery,
) {
  const order = query.SortDirection === 'desc' ? desc : asc;
  const sortKey = SORT_KEYS[query.Sort];
  return db
    .select({
      ...personColumns,
      isSuperAdmin: users.isSuperAdmin,
      hasWebAccess: sql<boolean>`${users.passwordHash} is not null`,
      totalCount: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(users)
    .where(
      and(
        eq(users.locationId, locationId),
        eq(users.userTypeId, userTypeId),
        isLiveUser,
        matchesSearch(query.Search),
      ),
    )
    .orderBy(...(sortKey ? [order(sortKey)] : []), order(users.sortKey), order(users.id))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}

/** The live user `userId` of the school: another school's, a deleted or an unknown one is no match. */
const liveUserOfLocation = (userId: string, locationId: string) =>
  and(eq(users.id, userId), eq(users.locationId, locationId), isLiveUser);

/** A live user of the school, as the edit form needs it; undefined for another school's or a deleted one. */
export async function findUserOfLocation(db: Db, userId: string, locationId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      isSuperAdmin: users.isSuperAdmin,
      hasWebAccess: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(liveUserOfLocation(userId, locationId))
    .limit(1);
  return row;
}

/**
 * A live user of the school as user/getUserDetails shows them, with whether the caller shares a team with
 * them; undefined for another school's, a deleted or an unknown one.
 */
export async function findPersonOfLocation(db: Db, userId: string, locationId: string, callerId: string) {
  const [row] = await db
    .select({ ...personColumns, callerSharesTeam: sharesTeam(usersId, callerId) })
    .from(users)
    .where(liveUserOfLocation(userId, locationId))
    .limit(1);
  return row;
}

const notThisUser = (userId: string | null | undefined) => (userId ? ne(users.id, userId) : undefined);

/**
 * Whether a live user other than `exceptUserId` holds the address, in any school: sign-in is by e-mail
 * alone, so an address belongs to one person.
 */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.emailAddress}) = lower(${email.trim()})`, isLiveUser, notThisUser(exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another live user of the same type in the school has this staff or student id. */
export async function isThirdPartyIdTaken(
  db: Db,
  locationId: string,
  userTypeId: UserTypeId,
  thirdPartyId: string,
  exceptUserId?: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.locationId, locationId),
        eq(users.userTypeId, userTypeId),
        eq(users.thirdPartyId, thirdPartyId.trim()),
        isLiveUser,
        notThisUser(exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface UserValues {
  firstName: string;
  lastName: string;
  sortKey: string;
  emailAddress: string;
  /** Null for a person with no id from the school's system (an account made at single sign-on). */
  thirdPartyId: string | null;
  active: boolean;
  isAdmin: boolean;
  graduationYear: number | null;
  /** undefined keeps the stored hash; null removes web access. */
  passwordHash?: string | null;
}

export async function insertUser(
  db: Db,
  school: { districtId: string; locationId: string },
  userTypeId: UserTypeId,
  values: UserValues,
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...school, userTypeId, ...values, passwordHash: values.passwordHash ?? null })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateUser(db: Db, userId: string, locationId: string, values: UserValues) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(and(eq(users.id, userId), eq(users.locationId, locationId), isLiveUser));
}

/**
 * Soft delete: the row stays so tasks, notes and meetings keep their author's name, but the user can no
 * longer sign in, is inactive and leaves every team. Returns whether a live user of the school was deleted.
 */
export async function softDeleteUser(db: Db, userId: string, locationId: string): Promise<boolean> {
  const deleted = await db
    .update(users)
    .set({
      deletedAt: new Date(),
      active: false,
      isAdmin: false,
      passwordHash: null,
      updatedAt: new Date(),
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, userId), eq(users.locationId, locationId), isLiveUser))
    .returning({ id: users.id });
  if (deleted.length === 0) return false;
  await db.delete(userTeams).where(eq(userTeams.userId, userId));
  await db.delete(videoIntegrationTokens).where(eq(videoIntegrationTokens.userId, userId));
  await spendResetTokensOf(db, userId);
  return true;
}

/** A user who lost web access must not regain it through a reset link mailed earlier. */
export async function spendResetTokensOf(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
