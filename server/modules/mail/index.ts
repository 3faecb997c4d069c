/** What other modules may use of mail; everything else in the folder is its own. */
export { mailEach } from './mail-each';
export { createMailer } from './mailer';
export type { MailMessage, Mailer } from './mailer';
export { outboxDirOf } from './outbox-files';
export { latestOutboxMessages } from './outbox-repository';
