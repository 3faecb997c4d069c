import { latestOutboxMessages } from '../modules/mail';
import { openConfiguredDatabase } from './open';

/** Prints the newest mails kept in the outbox (used when no SMTP server is configured). */
const database = openConfiguredDatabase();
const limit = Number(process.argv[2] ?? 5);
for (const message of (await latestOutboxMessages(database.db, limit)).reverse()) {
  console.log(
    `--- ${message.createdAt.toISOString()}  to: ${message.toAddress}\nSubject: ${message.subject}\n\n${message.textBody}\n`,
  );
}
await database.close();
