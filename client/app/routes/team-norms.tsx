import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function TeamNormsRoute() {
  return <ComingSoon title={paths.teamNorms.title} />;
}
