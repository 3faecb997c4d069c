import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '@shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/** An unsubscribe link works this long after its e-mail was sent. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const KEY_NAME = 'unsubscribe-signing-key';

/**
 * The key that signs unsubscribe links: made on first use and kept in the database, so every process and
 * every restart signs and checks with the same one, with nothing to configure.
 */
export async function loadSigningKey(db: Db): Promise<Buffer> {
  // Tries again: a process that lost the race to make the key reads it when the winner has committed.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const key = await readOrMakeKey(db);
    if (key) return key;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the unsubscribe signing key could not be read');
}

async function readOrMakeKey(db: Db): Promise<Buffer | undefined> {
  const fresh = randomBytes(32).toString('base64');
  const [row] = await selectRows(
    db,
    sql`with made as (insert into server_secrets (name, value) values (${KEY_NAME}, ${fresh})
        on conflict (name) do nothing returning value)
      select value from made union all select value from server_secrets where name = ${KEY_NAME} limit 1`,
    z.strictObject({ value: z.string() }),
  );
  return row && Buffer.from(row.value, 'base64');
}

/** HMAC-SHA256 cut to 128 bits: unforgeable, and the link stays short (path parameters are at most 100). */
const signatureOf = (key: Buffer, payload: Buffer) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, 16);

/**
 * The signed part: the person's id (16 bytes), the kind (its index in NOTICE_KINDS, which only grows at
 * its end) and the expiry (seconds, 4 bytes).
 */
export function unsubscribePayload(userId: string, kind: NoticeKind, expiresAt: Date): Buffer {
  const payload = Buffer.alloc(21);
  Buffer.from(userId.replaceAll('-', ''), 'hex').copy(payload, 0);
  payload.writeUInt8(NOTICE_KINDS.indexOf(kind), 16);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 17);
  return payload;
}

/** A token that turns off one kind of e-mail for one person until `expiresAt`; nothing else. */
export function signUnsubscribeToken(key: Buffer, userId: string, kind: NoticeKind, expiresAt: Date): string {
  const payload = unsubscribePayload(userId, kind, expiresAt);
  return `${payload.toString('base64url')}.${signatureOf(key, payload).toString('base64url')}`;
}

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The person and kind of a genuine, unexpired token; null for anything else. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
  now: Date,
): { userId: string; kind: NoticeKind } | null {
  const [encodedPayload, encodedSignature, ...rest] = token.split('.');
  if (!encodedPayload || !encodedSignature || rest.length > 0) return null;
  const payload = Buffer.from(encodedPayload, 'base64url');
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signatureOf(key, payload);
  if (payload.length !== 21 || given.length !== expected.length || !timingSafeEqual(given, expected))
    return null;
  const kind = NOTICE_KINDS[payload.readUInt8(16)];
  if (!kind || payload.readUInt32BE(17) * 1000 < now.getTime()) return null;
  return { userId: uuidOf(payload.subarray(0, 16).toString('hex')), kind };
}
