import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

// Placeholder until the screen lands (issue 5).
export default function MyAccountRoute() {
  return <ComingSoon title={paths.myAccount.title} />;
}
