/**
 * The built client's page in one copy per first screen, each also preloading that screen's chunks
 * (written by tools/client-chunks.ts): signed out, the sign-in page; signed in, the shell; and at "/" the
 * shell with the dashboard.
 */
export const FIRST_SCREEN_PAGES = {
  signedOut: 'index-signed-out.html',
  signedIn: 'index-signed-in.html',
  landing: 'index-landing.html',
} as const;

export type FirstScreen = keyof typeof FIRST_SCREEN_PAGES;

/**
 * Which first screen a page load at `path` shows. A session cookie only suggests a session (it may have
 * expired): the page then preloads the shell in vain, and the app shows the sign-in page as always.
 */
export function firstScreenOf(path: string, hasSessionCookie: boolean): FirstScreen {
  if (!hasSessionCookie) return 'signedOut';
  return path === '/' ? 'landing' : 'signedIn';
}
