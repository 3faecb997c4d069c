import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stillAtVersion, nextVersion } from '../../db/version';
import {
  identityProviders,
  locations,
  sessions,
  ssoSignIns,
  userIdentityLinks,
  users,
} from '../../db/schema';

/** Single sign-on's tables: the district's providers, people's linked accounts, sign-ins under way. */

const providerColumns = {
  id: identityProviders.id,
  districtId: identityProviders.districtId,
  kind: identityProviders.kind,
  displayName: identityProviders.displayName,
  issuerUrl: identityProviders.issuerUrl,
  clientId: identityProviders.clientId,
  clientSecretEncrypted: identityProviders.clientSecretEncrypted,
  allowedDomains: identityProviders.allowedDomains,
  requireSso: identityProviders.requireSso,
  jitLocationId: identityProviders.jitLocationId,
  enabled: identityProviders.enabled,
  version: identityProviders.version,
};
export interface ProviderRow {
  id: string;
  districtId: string;
  kind: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecretEncrypted: string;
  allowedDomains: string[];
  requireSso: boolean;
  jitLocationId: string | null;
  enabled: boolean;
  version: number;
}

/** The enabled providers of every district, for the login page's buttons (a login page knows no district). */
export function listEnabledProviders(db: Db) {
  return db
    .select({
      id: identityProviders.id,
      kind: identityProviders.kind,
      displayName: identityProviders.displayName,
    })
    .from(identityProviders)
    .where(eq(identityProviders.enabled, true))
    .orderBy(asc(identityProviders.displayName), asc(identityProviders.id));
}

export async function findProvider(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select(providerColumns).from(identityProviders).where(eq(identityProviders.id, id));
  return row;
}

export function listDistrictProviders(db: Db, districtId: string): Promise<ProviderRow[]> {
  return db
    .select(providerColumns)
    .from(identityProviders)
    .where(eq(identityProviders.districtId, districtId))
    .orderBy(asc(identityProviders.displayName), asc(identityProviders.id));
}

export interface ProviderValues {
  kind: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  allowedDomains: string[];
  requireSso: boolean;
  jitLocationId: string | null;
  enabled: boolean;
}

export async function insertProvider(
  db: Db,
  districtId: string,
  values: ProviderValues & { clientSecretEncrypted: string },
): Promise<string> {
  const [row] = await db
    .insert(identityProviders)
    .values({ ...values, districtId })
    .returning({ id: identityProviders.id });
  return row!.id;
}

/** Changes a provider of the district unless it moved past `expectedVersion`; false when it did not. */
export async function updateProvider(
  db: Db,
  id: string,
  districtId: string,
  values: ProviderValues & { clientSecretEncrypted?: string },
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(identityProviders)
    .set({ ...values, updatedAt: new Date(), version: nextVersion(identityProviders.version) })
    .where(
      and(
        eq(identityProviders.id, id),
        eq(identityProviders.districtId, districtId),
        stillAtVersion(identityProviders.version, expectedVersion),
      ),
    )
    .returning({ id: identityProviders.id });
  return rows.length > 0;
}

/** Removes a provider of the district (its links and sign-ins under way go with it); false when none. */
export async function deleteProvider(db: Db, id: string, districtId: string): Promise<boolean> {
  const rows = await db
    .delete(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.districtId, districtId)))
    .returning({ id: identityProviders.id });
  return rows.length > 0;
}

/** Whether the school is the district's (a provider's school for new accounts must be). */
export async function isDistrictSchool(db: Db, locationId: string, districtId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.districtId, districtId)));
  return row !== undefined;
}

export function listDistrictSchools(db: Db, districtId: string) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.districtId, districtId))
    .orderBy(asc(locations.name));
}

// Sign-ins under way.

export interface PendingSignIn {
  stateHash: string;
  providerId: string;
  browserHash: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export async function insertPendingSignIn(db: Db, signIn: PendingSignIn, minutes: number): Promise<void> {
  await db
    .insert(ssoSignIns)
    .values({ ...signIn, expiresAt: sql`now() + make_interval(mins => ${minutes})` });
}

/** Takes the sign-in of this state, once: a second callback with the same state finds nothing. */
export async function takePendingSignIn(db: Db, stateHash: string): Promise<PendingSignIn | undefined> {
  const [row] = await db
    .delete(ssoSignIns)
    .where(and(eq(ssoSignIns.stateHash, stateHash), sql`${ssoSignIns.expiresAt} > now()`))
    .returning({
      stateHash: ssoSignIns.stateHash,
      providerId: ssoSignIns.providerId,
      browserHash: ssoSignIns.browserHash,
      codeVerifier: ssoSignIns.codeVerifier,
      nonce: ssoSignIns.nonce,
      returnTo: ssoSignIns.returnTo,
    });
  return row;
}

/** Forgets sign-ins never finished (a person who closed the provider's page). */
export async function deleteExpiredSignIns(db: Db): Promise<void> {
  await db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, sql`now()`));
}

// People and their linked accounts.

/** Who a sign-in may become: any live user; whether they may sign in is the service's rule. */
const personColumns = {
  id: users.id,
  districtId: users.districtId,
  locationId: users.locationId,
  emailAddress: users.emailAddress,
  userTypeId: users.userTypeId,
  active: users.active,
  hasWebAccess: sql<boolean>`${users.passwordHash} is not null`,
};
export type PersonRow = {
  id: string;
  districtId: string;
  locationId: string;
  emailAddress: string | null;
  userTypeId: number;
  active: boolean;
  hasWebAccess: boolean;
};

/** The person linked to this subject at this provider. */
export async function findLinkedPerson(
  db: Db,
  providerId: string,
  subject: string,
): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(userIdentityLinks)
    .innerJoin(users, eq(users.id, userIdentityLinks.userId))
    .where(
      and(
        eq(userIdentityLinks.providerId, providerId),
        eq(userIdentityLinks.subject, subject),
        isNull(users.deletedAt),
      ),
    );
  return row;
}

/** The live person with this address (any district: addresses are unique across the service). */
export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(sql`lower(${users.emailAddress}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Whether the person is linked to another account at this provider. */
export async function hasOtherLink(db: Db, providerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentityLinks.id })
    .from(userIdentityLinks)
    .where(and(eq(userIdentityLinks.providerId, providerId), eq(userIdentityLinks.userId, userId)));
  return row !== undefined;
}

/** Links the person to the provider's subject; the address is the provider's, for My Account. */
export async function insertLink(
  db: Db,
  link: { userId: string; providerId: string; subject: string; emailAddress: string },
): Promise<void> {
  await db.insert(userIdentityLinks).values(link);
}

export async function touchLink(db: Db, providerId: string, subject: string, emailAddress: string) {
  await db
    .update(userIdentityLinks)
    .set({ lastUsedAt: sql`now()`, emailAddress })
    .where(and(eq(userIdentityLinks.providerId, providerId), eq(userIdentityLinks.subject, subject)));
}

/** The accounts linked to a person, for My Account. */
export function listLinksOf(db: Db, userId: string) {
  return db
    .select({
      providerName: identityProviders.displayName,
      emailAddress: userIdentityLinks.emailAddress,
      linkedAt: userIdentityLinks.linkedAt,
      lastUsedAt: userIdentityLinks.lastUsedAt,
    })
    .from(userIdentityLinks)
    .innerJoin(identityProviders, eq(identityProviders.id, userIdentityLinks.providerId))
    .where(eq(userIdentityLinks.userId, userId))
    .orderBy(asc(identityProviders.displayName));
}

/** The provider a session was opened through, if any. */
export async function findSessionProvider(db: Db, tokenHash: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select(providerColumns)
    .from(sessions)
    .innerJoin(identityProviders, eq(identityProviders.id, sessions.identityProviderId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}
