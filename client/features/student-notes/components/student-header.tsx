import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentHeader as StudentHeaderData } from '@shared/schemas/student-notes';

/** The student a screen is about: name and graduation year (the way back is in the page header). */
export function StudentHeader({ student }: { student: StudentHeaderData }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1}>
        <Typography variant="h2">{student.UserFullName}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Graduation Year: {student.GraduationYear ?? 'Not set'}
        </Typography>
      </Stack>
    </Paper>
  );
}
