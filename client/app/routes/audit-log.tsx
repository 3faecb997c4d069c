import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { SchoolAuditScreen } from '../../features/audit/components/school-audit-screen';
import { backTo } from '../../hooks/use-return-to';

/** /auditLog (admins): the school's audit log. */
export default function AuditLogRoute() {
  return (
    <Stack spacing={3}>
      <PageHeader title={paths.auditLog.title} back={backTo(paths.admin.path)} />
      <SchoolAuditScreen />
    </Stack>
  );
}
