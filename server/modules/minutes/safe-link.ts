const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link may point to, or null. Only absolute http, https and mailto addresses qualify, read
 * the way a browser reads them (the URL parser drops tabs and newlines, so "java\tscript:" is caught),
 * whatever the stored HTML's sanitiser already did.
 */
export function safeLinkTarget(href: string | undefined): string | null {
  if (href === undefined || !URL.canParse(href.trim())) return null;
  const url = new URL(href.trim());
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}
