import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertOutboxMessage(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export function latestOutboxMessages(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
