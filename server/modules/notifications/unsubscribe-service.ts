import { NOTICE_KIND_LABELS, NotificationMessages, type NoticeKind } from '@shared/schemas/notifications';
import type { AppContext } from '../../plugins/service-context';
import { turnEmailOff } from './preferences-repository';
import { loadSigningKey, readUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeCheck = { valid: true; kind: NoticeKind; userId: string } | { valid: false };

/** What a link's token says, without changing anything (the GET page asks first). */
export async function checkUnsubscribeToken(
  { db, clock }: AppContext,
  token: string,
): Promise<UnsubscribeCheck> {
  const found = readUnsubscribeToken(await loadSigningKey(db), token, clock.now());
  return found ? { valid: true, ...found } : { valid: false };
}

/** Turns the token's kind of e-mail off for its person; a forged or expired token changes nothing. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const check = await checkUnsubscribeToken(ctx, token);
  if (!check.valid || !(await turnEmailOff(ctx.db, check.userId, check.kind))) {
    return { done: false, message: NotificationMessages.unsubscribeInvalid };
  }
  ctx.log.info({ userId: check.userId, kind: check.kind }, 'unsubscribed from notice e-mails');
  return { done: true, message: NotificationMessages.unsubscribed(check.kind) };
}

export const unsubscribeQuestion = (kind: NoticeKind) =>
  `Stop e-mails about “${NOTICE_KIND_LABELS[kind]}”? You will still see them in PLC Hub, and you can turn them back on in My Account → Notifications.`;
