import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentHeader as StudentHeaderData } from '@shared/schemas/student-notes';
import { BackLink } from '../../../components/back-link';

interface StudentHeaderProps {
  student: StudentHeaderData;
  backHref: string;
  backLabel: string;
}

/** The student a screen is about: name, graduation year and a way back. */
export function StudentHeader({ student, backHref, backLabel }: StudentHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1}>
        <BackLink to={backHref}>{backLabel}</BackLink>
        <Typography variant="h2">{student.UserFullName}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Graduation Year: {student.GraduationYear ?? 'Not set'}
        </Typography>
      </Stack>
    </Paper>
  );
}
