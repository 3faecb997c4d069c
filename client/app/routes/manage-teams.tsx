import { paths } from '../../config/paths';
import { ManageTeams } from '../../features/teams/components/manage-teams';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /manageTeams (admins only; the router's guard sends others to /). */
export default function ManageTeamsRoute() {
  useDocumentTitle(paths.manageTeams.title);
  return <ManageTeams />;
}
