import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function MyTeamsRoute() {
  return <ComingSoon title={paths.myTeams.title} />;
}
