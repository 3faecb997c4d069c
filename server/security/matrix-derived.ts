import type { RouteAccess } from '../plugins/auth';
import type { RouteRequest } from './matrix-requests';
import type { World } from './matrix-world';

/** The world's record of each kind a read's URL can name, by the kind's name in lower case. */
const RECORD_OF_KIND: Record<string, (world: World) => string> = {
  team: (world) => world.teamId,
  goal: (world) => world.goalId,
  meeting: (world) => world.meetingId,
  agenda: (world) => world.agendaId,
  agendaitem: (world) => world.agendaItemId,
  task: (world) => world.taskId,
  usernote: (world) => world.userNoteId,
  usernotecomment: (world) => world.commentId,
};

/**
 * The kind of record a parameter names: its own name (`:teamId`), else for `:id` the route's "By…Id"
 * (`getByTeamId/:id`), else its resource (`goal/getById/:id`). Undefined where the URL does not tell
 * (a person may be a member, a student or the caller), which the request table then states.
 */
function kindOf(url: string, parameter: string): string | undefined {
  if (parameter !== 'id') return parameter.replace(/Id$/, '').toLowerCase();
  const [, , resource = '', action = ''] = url.split('/').filter(Boolean);
  const byThing = /By(\w+?)Id$/.exec(action)?.[1];
  return (byThing ?? resource).toLowerCase();
}

/**
 * A read's request derived from its route alone: a GET whose every parameter names a record of the
 * world's team (or that has none), with no query or body. Undefined for everything else: the request table
 * (matrix-requests.ts) states those cases.
 */
export function derivedRequest(route: RouteAccess): RouteRequest | undefined {
  if (route.method !== 'GET' || route.url.includes('*')) return undefined;
  const parameters = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const records = parameters.map((parameter) => RECORD_OF_KIND[kindOf(route.url, parameter) ?? '']);
  if (records.some((record) => record === undefined)) return undefined;
  return {
    build: ({ world }) => {
      let index = 0;
      const url = route.url.replace(/:(\w+)/g, () => records[index++]!(world));
      return { method: 'GET', url };
    },
  };
}
