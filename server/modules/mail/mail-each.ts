import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends each person with an address their message, one after the other. One refused address must not
 * keep the mail from the others; the log names the user, not the address (the error may carry it, so
 * only its codes are logged).
 */
export async function mailEach<P extends { id: string; emailAddress: string | null }>(
  { mailer, log }: { mailer: Mailer; log: FastifyBaseLogger },
  what: string,
  people: readonly P[],
  messageTo: (address: string, person: P) => MailMessage,
): Promise<void> {
  for (const person of people) {
    if (!person.emailAddress) continue;
    await mailer.send(messageTo(person.emailAddress, person)).catch((error: unknown) => {
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      log.error({ userId: person.id, code, responseCode }, `${what} not sent`);
    });
  }
}
