import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { backTo } from '../../../hooks/use-return-to';
import { errorMessage } from '../../../lib/api-error';
import { useSchoolSettings } from '../api/get-school-settings';
import { AgendaTemplatesLinkSection } from './agenda-templates-link-section';
import { NonMeetingDaysSection } from './non-meeting-days-section';
import { TimeZoneSection } from './time-zone-section';

interface SchoolSettingsScreenProps {
  title: string;
  /** Other features' sections, after the school's own (the route composes them). */
  children?: ReactNode;
}

/** /schoolSettings (admins): the school's time zone, its non-meeting days and a way to its agenda templates. */
export function SchoolSettingsScreen({ title, children }: SchoolSettingsScreenProps) {
  const settings = useSchoolSettings();
  const { formKey, reload } = useFormReload(settings.refetch);
  return (
    <Stack spacing={3}>
      <PageHeader title={title} back={backTo(paths.admin.path)} />
      {settings.isError ? (
        <Alert severity="error">{errorMessage(settings.error)}</Alert>
      ) : !settings.data ? (
        <LoadingScreen label="Loading the school settings" />
      ) : (
        <>
          <TimeZoneSection key={formKey} settings={settings.data} onReload={() => void reload()} />
          <NonMeetingDaysSection days={settings.data.NonMeetingDays} />
          <AgendaTemplatesLinkSection />
          {children}
        </>
      )}
    </Stack>
  );
}
