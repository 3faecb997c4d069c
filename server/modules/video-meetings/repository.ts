import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { videoIntegrationTokens } from '../../db/schema';

/** The one provider this release speaks to; the table allows others later. */
const PROVIDER = 'zoom';

/** A user's stored connection; the tokens are still encrypted. */
export interface StoredConnection {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  brokenAt: Date | null;
}

const ofUser = (userId: string) =>
  and(eq(videoIntegrationTokens.userId, userId), eq(videoIntegrationTokens.provider, PROVIDER));

export async function findConnection(db: Db, userId: string): Promise<StoredConnection | undefined> {
  const [row] = await db
    .select({
      accessToken: videoIntegrationTokens.accessToken,
      refreshToken: videoIntegrationTokens.refreshToken,
      expiresAt: videoIntegrationTokens.expiresAt,
      brokenAt: videoIntegrationTokens.brokenAt,
    })
    .from(videoIntegrationTokens)
    .where(ofUser(userId))
    .limit(1);
  return row;
}

/** Stores a fresh (encrypted) token pair and clears a broken mark. */
export async function saveConnection(
  db: Db,
  userId: string,
  tokens: Omit<StoredConnection, 'brokenAt'>,
): Promise<void> {
  const values = { ...tokens, brokenAt: null, updatedAt: new Date() };
  await db
    .insert(videoIntegrationTokens)
    .values({ userId, provider: PROVIDER, ...values })
    .onConflictDoUpdate({
      target: [videoIntegrationTokens.userId, videoIntegrationTokens.provider],
      set: values,
    });
}

/** A refresh was refused: the user must reconnect before the connection is used again. */
export async function markConnectionBroken(db: Db, userId: string): Promise<void> {
  await db
    .update(videoIntegrationTokens)
    .set({ brokenAt: new Date(), updatedAt: new Date() })
    .where(ofUser(userId));
}

export async function deleteConnection(db: Db, userId: string): Promise<void> {
  await db.delete(videoIntegrationTokens).where(ofUser(userId));
}
