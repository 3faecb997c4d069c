import BackpackOutlinedIcon from '@mui/icons-material/BackpackOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LinkCard, LinkCards } from '../../components/link-cards';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';

/** The six settings of spec section 2, in its order. */
const settings: readonly LinkCard[] = [
  {
    to: paths.manageAgendaTypes.path,
    title: 'Agenda item types',
    description: 'The kinds of agenda items your school uses, with their letter abbreviations.',
    Icon: ListAltOutlinedIcon,
  },
  {
    to: paths.manageStaff.path,
    title: 'Staff and admins',
    description: 'Add and edit staff, grant web access and choose who is an admin.',
    Icon: BadgeOutlinedIcon,
  },
  {
    to: paths.manageStudents.path,
    title: 'Students',
    description: 'Add and edit students, their student ids and graduation years.',
    Icon: BackpackOutlinedIcon,
  },
  {
    to: paths.manageTeams.path,
    title: 'Teams with users',
    description: 'Every team of the school with its members; create, edit and delete teams.',
    Icon: GroupsOutlinedIcon,
  },
  {
    to: paths.manageDistrictGoals.path,
    title: 'District goals',
    description: 'The goals the whole district works toward.',
    Icon: FlagOutlinedIcon,
  },
  {
    to: paths.manageSchoolGoals.path,
    title: 'School goals',
    description: "Your school's own goals, which teams build their goals on.",
    Icon: SchoolOutlinedIcon,
  },
];

/** Ours, beside the spec's six: the school's own calendar. */
const schoolSettings: readonly LinkCard[] = [
  {
    to: paths.schoolSettings.path,
    title: 'School calendar',
    description:
      "The school's time zone, the holidays and breaks repeating meetings skip, and notification defaults.",
    Icon: EventBusyOutlinedIcon,
  },
  {
    to: paths.importRoster.path,
    title: 'Import roster',
    description:
      'Staff, students and team memberships from a CSV file or a OneRoster bundle, previewed first.',
    Icon: UploadFileOutlinedIcon,
  },
  {
    to: paths.auditLog.path,
    title: 'Audit log',
    description: 'Who changed which meeting, task, goal, team or person, when, and what it was before.',
    Icon: HistoryOutlinedIcon,
  },
];

/** Ours, for super admins: how the whole district signs in. */
const districtSettings: readonly LinkCard[] = [
  {
    to: paths.ssoProviders.path,
    title: 'Sign-in providers',
    description:
      "Single sign-on with the district's Google, Microsoft or other OpenID Connect school accounts.",
    Icon: KeyOutlinedIcon,
  },
];

/**
 * /admin: the Settings hub (spec section 2), then the school's own settings and, for super admins, the
 * district's.
 */
export default function SettingsRoute() {
  const session = useSession();
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.admin.title} />
      <LinkCards label="Settings" cards={settings} />
      <Typography variant="h6" component="h2">
        School
      </Typography>
      <LinkCards label="School" cards={schoolSettings} />
      {session.data?.AllowedToManageDistrict && (
        <>
          <Typography variant="h6" component="h2">
            District
          </Typography>
          <LinkCards label="District" cards={districtSettings} />
        </>
      )}
    </Stack>
  );
}
