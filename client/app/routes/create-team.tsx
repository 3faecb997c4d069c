import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function CreateTeamRoute() {
  return <ComingSoon title={paths.createTeam.title} />;
}
