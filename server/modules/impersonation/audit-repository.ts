import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { impersonationAudit } from '../../db/schema';

export type AuditEvent = 'start' | 'request' | 'stop' | 'denied';

export interface AuditEntry {
  impersonatorUserId: string;
  impersonatedUserId: string | null;
  event: AuditEvent;
  httpMethod: string;
  path: string;
  statusCode: number | null;
  ipAddress: string;
}

/** Writes one row of the impersonation audit; its id, for filling in the status later. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<string> {
  const [row] = await db.insert(impersonationAudit).values(entry).returning({ id: impersonationAudit.id });
  return row!.id;
}

export async function setAuditStatus(db: Db, id: string, statusCode: number): Promise<void> {
  await db.update(impersonationAudit).set({ statusCode }).where(eq(impersonationAudit.id, id));
}
