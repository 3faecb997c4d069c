import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { TeamNormsScreen } from '../../features/team-norms/components/team-norms-screen';

/** /groupNorms/:teamId */
export default function TeamNormsRoute() {
  const { teamId = '' } = useParams<'teamId'>();
  return (
    <TeamNormsScreen
      key={teamId}
      teamId={teamId}
      title={paths.teamNorms.title}
      backHref={paths.myTeams.path}
    />
  );
}
