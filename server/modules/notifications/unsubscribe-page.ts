import { escapeHtml } from '../../lib/html-escape';

/**
 * The small page an unsubscribe link opens, outside the app (no sign-in, no script): a question with one
 * button, or the outcome. Styles are inline, as the app's CSP allows (style-src 'unsafe-inline').
 */
export function unsubscribePage(content: { heading: string; message: string; action?: string }): string {
  const form = content.action
    ? `<form method="post" action="${escapeHtml(content.action)}"><button type="submit" style="font:inherit;padding:10px 18px;border-radius:6px;border:0;background:#1b5e20;color:#fff;cursor:pointer">Stop these e-mails</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)} · PLC Hub</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5">
<main><h1 style="font-size:1.5rem">${escapeHtml(content.heading)}</h1><p>${escapeHtml(content.message)}</p>${form}
<p><a href="/" style="color:#0b57d0">Open PLC Hub</a></p></main></body></html>`;
}
