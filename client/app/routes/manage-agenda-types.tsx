import { paths } from '../../config/paths';
import { AgendaItemTypesScreen } from '../../features/agenda-item-types/components/agenda-item-types-screen';

/** /manageAgendaTypes (admins only; the router guards the role). */
export default function ManageAgendaTypesRoute() {
  return <AgendaItemTypesScreen title={paths.manageAgendaTypes.title} />;
}
