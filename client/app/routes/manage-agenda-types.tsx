import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../config/paths';

export default function ManageAgendaTypesRoute() {
  return <ComingSoon title={paths.manageAgendaTypes.title} />;
}
