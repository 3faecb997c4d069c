import { useSession } from '../../features/auth/api/get-session';
import { AdminGoals } from '../../features/goals/components/admin-goals';

/** /schoolGoals: everyone reads them; admins also get the manage link. */
export default function SchoolGoalsRoute() {
  const session = useSession();
  return <AdminGoals scope="school" canManage={Boolean(session.data?.User.IsAdmin)} />;
}
