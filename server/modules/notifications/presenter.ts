import {
  NOTICE_KINDS,
  type Notice,
  type NoticeKind,
  type NoticePreference,
  NoticeKindSchema,
  TaskDeliverySchema,
} from '@shared/schemas/notifications';
import type { NoticeRow } from './notice-repository';
import type { PreferenceRow } from './preferences-repository';

/** Every kind's choice: the first layer that has a row for it, else on, e-mail at once. */
export function presentPreferences(...layers: readonly PreferenceRow[][]): NoticePreference[] {
  return NOTICE_KINDS.map((kind) => {
    const row = layers.map((rows) => rows.find((r) => r.kind === kind)).find(Boolean);
    return {
      Kind: kind,
      Email: row?.email ?? true,
      InApp: row?.inApp ?? true,
      Delivery:
        kind === 'task-assigned' ? TaskDeliverySchema.catch('immediate').parse(row?.delivery) : 'immediate',
    };
  });
}

export const presentNotice = (row: NoticeRow): Notice => ({
  Id: row.id,
  Kind: NoticeKindSchema.parse(row.kind) satisfies NoticeKind,
  Title: row.title,
  Body: row.body,
  Link: row.link,
  CreatedAt: row.createdAt.toISOString(),
  IsRead: row.readAt !== null,
});
