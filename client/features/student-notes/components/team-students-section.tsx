import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { HomeSection } from '../../../components/home-section';
import { LoadError } from '../../../components/load-error';
import { href, paths } from '../../../config/paths';
import { useStudentsByTeam } from '../api/get-students-by-team';

const SHOWN = 30;

/** A team's students on its home, each leading to their notes; the whole list is the Student Groups screen. */
export function TeamStudentsSection({ teamId }: { teamId: string }) {
  const students = useStudentsByTeam(teamId, { Page: 0, PageSize: SHOWN, SortDirection: 'asc' });
  const total = students.data?.TotalCount ?? 0;
  return (
    <HomeSection title="Students">
      {students.isError && <LoadError error={students.error} />}
      {students.data && total === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No students yet.</Typography>
      )}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {(students.data?.Items ?? []).map((student) => (
          <li key={student.Id}>
            <Link
              component={RouterLink}
              to={href(paths.studentNotes, { groupId: teamId, userId: student.Id })}
            >
              {student.FullName}
            </Link>
          </li>
        ))}
      </Stack>
      {total > 0 && (
        <Link component={RouterLink} to={href(paths.studentGroups, { groupId: teamId })}>
          {total > SHOWN ? `All ${total} students` : 'Student group'}
        </Link>
      )}
    </HomeSection>
  );
}
