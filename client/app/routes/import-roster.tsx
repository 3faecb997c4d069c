import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { RosterImportScreen } from '../../features/roster/components/roster-import-screen';
import { backTo } from '../../hooks/use-return-to';

/** /importRoster (admins): import staff, students and team memberships from a file. */
export default function ImportRosterRoute() {
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.importRoster.title} back={backTo(paths.admin.path)} />
      <RosterImportScreen />
    </Stack>
  );
}
