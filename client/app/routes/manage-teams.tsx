import { ManageTeams } from '../../features/teams/components/manage-teams';

/** /manageTeams (admins only; the router's guard sends others to /). */
export default function ManageTeamsRoute() {
  return <ManageTeams />;
}
