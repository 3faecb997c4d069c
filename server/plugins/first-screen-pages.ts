/**
 * The built client's page in one copy per first screen, each also preloading that screen's chunks
 * (written by tools/client-chunks.ts): signed out, the sign-in page's, and at / and /login the same page
 * with the sign-in screen already in it (tools/prerender.ts); signed in, the shell's; and at "/" the
 * shell's with the dashboard's.
 */
export const FIRST_SCREEN_PAGES = {
  signedOut: 'index-signed-out.html',
  signIn: 'index-sign-in.html',
  signedIn: 'index-signed-in.html',
  landing: 'index-landing.html',
} as const;

export type FirstScreen = keyof typeof FIRST_SCREEN_PAGES;

/** The paths that show the sign-in screen to everyone signed out (client routes match any case). */
const SIGN_IN_PATHS = new Set(['/', '/login']);

/**
 * Which first screen a page load at `path` shows. A session cookie only suggests a session (it may have
 * expired): the page then preloads the shell in vain, and the app shows the sign-in page as always.
 * Signed out, other paths may show another screen (a reset-password link, a page not found), so only
 * the sign-in paths get the page that already shows it.
 */
export function firstScreenOf(path: string, hasSessionCookie: boolean): FirstScreen {
  if (!hasSessionCookie) return SIGN_IN_PATHS.has(path.toLowerCase()) ? 'signIn' : 'signedOut';
  return path === '/' ? 'landing' : 'signedIn';
}
