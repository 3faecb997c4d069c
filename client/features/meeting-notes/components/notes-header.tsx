import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeetingNotes } from '@shared/schemas/meeting-notes';
import { NoteHtml } from '../../../components/note-html';
import { formatDate, formatTime } from '../../../lib/dates';

/** The meeting (name, date, time, room, note taker) and the agenda item the notes are about. */
export function NotesHeader({ notes }: { notes: MeetingNotes }) {
  const facts: [string, string][] = [
    ['Date', formatDate(notes.MeetingDateStartTime)],
    ['Time', `${formatTime(notes.MeetingDateStartTime)} – ${formatTime(notes.MeetingDateEndTime)}`],
    ['Room', notes.MeetingLocation || 'Not set'],
    ['Note Taker', notes.NoteTakerName || 'Not assigned'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {notes.MeetingName}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'max-content 1fr', md: 'repeat(4, max-content 1fr)' },
            columnGap: 1.5,
            rowGap: 0.5,
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        <Box component="section" aria-labelledby="notes-item-title">
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
          >
            <Typography id="notes-item-title" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {notes.AgendaItemTitle}
            </Typography>
            <Chip size="small" label={notes.AgendaItemTypeName} />
          </Stack>
          {notes.AgendaItemDescription ? (
            <NoteHtml html={notes.AgendaItemDescription} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>No description.</Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
