import { SuperAdminScreen } from '../../features/super-admin/components/super-admin-screen';

export default function SuperAdminRoute() {
  return <SuperAdminScreen />;
}
