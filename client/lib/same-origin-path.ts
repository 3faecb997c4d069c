/** Stands in for the app's origin: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://plchub.invalid';

/**
 * Control characters (C0, DEL, C1), any whitespace including the Unicode line separators, and backslashes,
 * which browsers read as slashes: none belongs in a path of this app, and each can turn one into another
 * origin ("/\t/evil.example" is "//evil.example" once the browser drops the tab).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/**
 * `target` as a path of this app (path, query and hash, normalised), or null when it is anything else:
 * another origin ("//evil.example", "https://evil.example", "javascript:…"), a relative path, or text
 * holding control characters, whitespace or backslashes. What the login page's redirectTo may send
 * the user to.
 */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || UNSAFE_CHARACTERS.test(target)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can normalise "/.//evil.example" into "//evil.example", another origin once used as a URL.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
