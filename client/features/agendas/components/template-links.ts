import { NEW_ID_STRING } from '@shared/constants';
import { href, paths } from '../../../config/paths';
import { toQueryString } from '../../../lib/query-string';

/** /agendaTemplates: the school's templates with one team's (?teamId=), or every template the caller sees. */
export const templatesHref = (teamId?: string) => `${paths.agendaTemplates.path}${toQueryString({ teamId })}`;

/**
 * /agendaTemplate/{id}: a template's editor; '0' makes one, the team's when ?teamId= names it. The team
 * also takes the editor back to the list it came from.
 */
export const templateHref = (templateId: string = NEW_ID_STRING, teamId?: string) =>
  `${href(paths.agendaTemplate, { templateId })}${toQueryString({ teamId })}`;
