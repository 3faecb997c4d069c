import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function ManageTeamsRoute() {
  return <ComingSoon title={paths.manageTeams.title} />;
}
