import { paths } from '../../config/paths';
import { SchoolSettingsScreen } from '../../features/school-settings/components/school-settings-screen';

/** /schoolSettings (admins only; the router guards the role). */
export default function SchoolSettingsRoute() {
  return <SchoolSettingsScreen title={paths.schoolSettings.title} />;
}
