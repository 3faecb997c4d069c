import { useSession } from '../../features/auth/api/get-session';
import { AdminGoals } from '../../features/goals/components/admin-goals';

/** /schoolGoals: everyone reads them; those the session allows also get the manage link. */
export default function SchoolGoalsRoute() {
  const session = useSession();
  return <AdminGoals scope="school" canManage={session.data?.AllowedToManageSchoolGoals ?? false} />;
}
