import Typography from '@mui/material/Typography';
import type { SnippetPart } from '@shared/schemas/search';

/**
 * A result's passage with the searched words marked. The parts are plain text, rendered as text (never as
 * HTML); the marks are dark text on pale yellow (about 13:1), and the system's own colours in forced colours.
 */
export function HighlightedSnippet({ parts }: { parts: SnippetPart[] }) {
  if (parts.length === 0) return null;
  return (
    <Typography
      variant="body2"
      sx={{
        overflowWrap: 'anywhere',
        '& mark': {
          backgroundColor: '#fff2a8',
          color: '#1f2937',
          fontWeight: 600,
          borderRadius: 0.5,
          px: 0.25,
        },
        '@media (forced-colors: active)': { '& mark': { backgroundColor: 'Mark', color: 'MarkText' } },
      }}
    >
      {parts.map((part, index) =>
        part.Match ? <mark key={index}>{part.Text}</mark> : <span key={index}>{part.Text}</span>,
      )}
    </Typography>
  );
}
