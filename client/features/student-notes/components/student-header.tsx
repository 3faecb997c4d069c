import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { StudentHeader as StudentHeaderData } from '@shared/schemas/student-notes';

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
        <Link
          component={RouterLink}
          to={backHref}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {backLabel}
        </Link>
        <Typography variant="h2">{student.UserFullName}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Graduation Year: {student.GraduationYear ?? 'Not set'}
        </Typography>
      </Stack>
    </Paper>
  );
}
