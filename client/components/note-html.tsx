import Box from '@mui/material/Box';

/**
 * Shows a note's rich text (student notes, task notes). dangerouslySetInnerHTML is safe here only because the server runs every
 * note through its allow-list sanitiser before storing it (server/lib/sanitize-html.ts): no script,
 * event handler, style or javascript: link can be in this HTML. Never pass it anything else.
 */
export function NoteHtml({ html }: { html: string }) {
  return (
    <Box
      className="note-html"
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 0.5 },
        '& h2, & h3, & h4': { my: 1, fontSize: '1.1rem' },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
