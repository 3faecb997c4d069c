import { useMatches } from 'react-router';
import { type AppPath, screenTitle } from '../config/paths';

/** What a route declares about itself in its `handle`: its path, with its titles. */
export type RouteHandle = AppPath;

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string';

/** The title of the deepest matched route that declares one, for its parameters (Edit … on an edit form). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return screenTitle(match.handle, match.params);
  }
  return undefined;
}
