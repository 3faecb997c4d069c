import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function CreateStafferRoute() {
  return <ComingSoon title={paths.createStaffer.title} />;
}
