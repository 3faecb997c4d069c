import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can go down and come back on its port,
 * and can hold a message unanswered (no 250), as a server that has not accepted it yet.
 */
export async function startSmtpListener() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  /** Recipients the server refuses (550), as a mailbox that does not exist. */
  const refused = new Set<string>();
  let hold: { after: number; started: () => void } | undefined;
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      // Closing (down) drops a pooled client's idle connection at once rather than waiting for it.
      closeTimeout: 100,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address)) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (hold && received.length >= hold.after) {
            // Never answered: the sender cannot know the message arrived, and it is not kept.
            hold.started();
            hold = undefined;
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let server = makeServer();
  await listen(server, 0);
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** Stops listening: connections are refused until up(). */
    down: close,
    /** Listens again on the same port. */
    async up() {
      server = makeServer();
      await listen(server, port);
    },
    /** Leaves the message after the first `after` received unanswered; resolves when it arrives. */
    holdAfter(after: number): Promise<void> {
      return new Promise((started) => {
        hold = { after, started };
      });
    },
    /** Resolves when `count` messages have been received, or rejects after `timeoutMs`. */
    async waitForCount(count: number, timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${received.length} of ${count} messages within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** Resolves with the next message for `to`, or rejects after `timeoutMs`. */
    async nextMailTo(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) {
          received.splice(received.indexOf(mail), 1);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close,
  };
}

/** The plain text of a message, with quoted-printable soft line breaks undone. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
