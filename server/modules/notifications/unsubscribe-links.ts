import type { NoticeKind } from '@shared/schemas/notifications';
import type { AppContext } from '../../plugins/service-context';
import { idsWantingEmail } from './preferences-repository';
import { loadSigningKey, signUnsubscribeToken, UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-token';

/** A person's unsubscribe link for a kind, and the RFC 8058 headers that offer it to mail programs. */
export function unsubscribeLinkOf(
  signingKey: Buffer,
  appUrl: string,
  userId: string,
  kind: NoticeKind,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  const url = new URL(
    `/unsubscribe/${signUnsubscribeToken(signingKey, userId, kind, expiresAt)}`,
    appUrl,
  ).toString();
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/**
 * For an e-mail another module sends itself (the minutes): those of `people` who want the kind by e-mail,
 * each with their unsubscribe link.
 */
export async function emailRecipientsOf<P extends { id: string }>(
  { db, env, clock }: Pick<AppContext, 'db' | 'env' | 'clock'>,
  kind: NoticeKind,
  people: readonly P[],
) {
  const wanting = await idsWantingEmail(
    db,
    kind,
    people.map((person) => person.id),
  );
  const key = await loadSigningKey(db);
  return people
    .filter((person) => wanting.has(person.id))
    .map((person) => ({
      ...person,
      unsubscribe: unsubscribeLinkOf(key, env.APP_URL, person.id, kind, clock.now()),
    }));
}
