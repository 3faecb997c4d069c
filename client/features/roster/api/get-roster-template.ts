import type { RosterTemplateKind } from '@shared/schemas/roster';

/** roster/template/{kind}: the template's download address (a plain link: the browser saves it). */
export const rosterTemplateHref = (kind: RosterTemplateKind) => `/api/v1/roster/template/${kind}`;
