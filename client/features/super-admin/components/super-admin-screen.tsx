import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';
import { useArrivalFocus } from '../../../hooks/use-arrival-focus';
import { readChosenSchool, readSchoolName } from './chosen-school';
import { SchoolList } from './school-list';
import { SchoolPeople } from './school-people';

const reportCard = [
  {
    to: paths.schoolAccessReport.path,
    title: paths.schoolAccessReport.title,
    description:
      'Which schools use PLC Hub, when each last did, and how many people in the last 7 and 30 days.',
    Icon: AssessmentOutlinedIcon,
  },
] as const;

/** /superAdmin: the report link and the schools; a chosen school (?school=<id>) shows its people. */
export function SuperAdminScreen() {
  const [search] = useSearchParams();
  const location = useLocation();
  const locationId = readChosenSchool(search);
  const headingRef = useArrivalFocus<HTMLHeadingElement>();

  return (
    <Stack spacing={3}>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {paths.superAdmin.title}
      </Typography>
      {locationId ? (
        <SchoolPeople key={locationId} locationId={locationId} schoolName={readSchoolName(location.state)} />
      ) : (
        <>
          <LinkCards label="Reports" cards={reportCard} />
          <SchoolList />
        </>
      )}
    </Stack>
  );
}
