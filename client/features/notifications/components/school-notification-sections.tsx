import { usePreferences } from '../api/get-preferences';
import { SchoolDefaultsSection } from './school-defaults-section';
import { SendDigestSection } from './send-digest-section';

/** School Settings' notification sections, for those the server lets edit the school's defaults. */
export function SchoolNotificationSections() {
  const allowed = usePreferences().data?.AllowedEditSchoolDefaults ?? false;
  if (!allowed) return null;
  return (
    <>
      <SchoolDefaultsSection />
      <SendDigestSection />
    </>
  );
}
