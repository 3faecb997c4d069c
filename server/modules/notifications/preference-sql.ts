import { sql } from 'drizzle-orm';
import type { NoticeKind } from '@shared/schemas/notifications';

/**
 * A person's choice for one kind, in SQL over a users row aliased `u`: their own row, else their school's
 * default, else on (e-mail and in the app, at once). Add `joins` to the FROM clause.
 */
export function effectivePreference(kind: NoticeKind) {
  return {
    joins: sql`left join notice_preferences own on own.user_id = u.id and own.kind = ${kind}
      left join school_notice_defaults school on school.location_id = u.location_id and school.kind = ${kind}`,
    email: sql`coalesce(own.email, school.email, true)`,
    inApp: sql`coalesce(own.in_app, school.in_app, true)`,
    delivery: sql`coalesce(own.delivery, school.delivery, 'immediate')`,
  };
}
