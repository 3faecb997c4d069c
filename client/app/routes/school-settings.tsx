import { paths } from '../../config/paths';
import { SchoolNotificationSections } from '../../features/notifications/components/school-notification-sections';
import { SchoolSettingsScreen } from '../../features/school-settings/components/school-settings-screen';

/** /schoolSettings (admins only; the router guards the role), with the notifications feature's sections. */
export default function SchoolSettingsRoute() {
  return (
    <SchoolSettingsScreen title={paths.schoolSettings.title}>
      <SchoolNotificationSections />
    </SchoolSettingsScreen>
  );
}
