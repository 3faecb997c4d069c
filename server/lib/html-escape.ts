/** Text as HTML text or attribute value: the five characters that could end either are written as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
