import { matchPath, useLocation } from 'react-router';
import { paths, screenTitle } from '../config/paths';

/** Where a back link leads and what it says. */
export interface BackTarget {
  to: string;
  /** e.g. "Back to Meetings". */
  label: string;
  /** Navigation state for the screen it opens (e.g. ARRIVAL_FOCUS). */
  state?: unknown;
}

interface ReturnState {
  returnTo: BackTarget;
}

/** A back link to one of the app's screens, named after that screen ("Back to Meetings"). */
export function backTo(to: string, state?: unknown): BackTarget {
  const pathname = new URL(to, 'http://app.invalid').pathname;
  for (const appPath of Object.values(paths)) {
    const match = matchPath(appPath.path, pathname);
    if (match) return { to, label: `Back to ${screenTitle(appPath, match.params)}`, state };
  }
  return { to, label: 'Back', state };
}

/**
 * Navigation state for a link to a screen that several screens open (a task's notes, a meeting's agenda):
 * the opened screen's back link returns here ("Back to Team Tasks"), not to its usual place.
 */
export function useReturnState(): ReturnState {
  const { pathname, search } = useLocation();
  return { returnTo: backTo(`${pathname}${search}`) };
}

/** The screen a link was followed from (useReturnState), if the navigation named one of this app's paths. */
export function useReturnTo(): BackTarget | undefined {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const { returnTo } = state as { returnTo: Partial<BackTarget> | null };
  const { to, label } = returnTo ?? {};
  // Only a path of this app, never another origin ("//evil.example").
  if (typeof to !== 'string' || typeof label !== 'string' || !to.startsWith('/') || to.startsWith('//')) {
    return undefined;
  }
  return { to, label };
}
