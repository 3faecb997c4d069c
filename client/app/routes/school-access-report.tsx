import { SchoolAccessReport } from '../../features/super-admin/components/school-access-report';

export default function SchoolAccessReportRoute() {
  return <SchoolAccessReport />;
}
