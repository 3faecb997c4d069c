import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import Stack from '@mui/material/Stack';
import { useLocation, useSearchParams } from 'react-router';
import { LinkCards } from '../../../components/link-cards';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ARRIVAL_FOCUS, useArrivalFocus } from '../../../hooks/use-arrival-focus';
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
      <PageHeader
        title={paths.superAdmin.title}
        headingRef={headingRef}
        back={
          locationId ? { to: paths.superAdmin.path, label: 'All schools', state: ARRIVAL_FOCUS } : undefined
        }
      />
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
