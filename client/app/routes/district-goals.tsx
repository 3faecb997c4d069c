import { useSession } from '../../features/auth/api/get-session';
import { AdminGoals } from '../../features/goals/components/admin-goals';

/** /districtGoals: everyone reads them; those the session allows also get the manage link. */
export default function DistrictGoalsRoute() {
  const session = useSession();
  return <AdminGoals scope="district" canManage={session.data?.AllowedToManageDistrictGoals ?? false} />;
}
