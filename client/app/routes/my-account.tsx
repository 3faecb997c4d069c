import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { CalendarFeedPanel } from '../../features/calendar-feed/components/calendar-feed-panel';
import { NotificationSettingsPanel } from '../../features/notifications/components/notification-settings-panel';
import { LinkedAccountsPanel } from '../../features/sso/components/linked-accounts-panel';
import { VideoIntegrationPanel } from '../../features/video-meetings/components/video-integration-panel';

/** One headed card of My Account. */
function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /myAccount: the caller's password, integrations and calendar feed (spec section 2), and the accounts that
 * sign them in and their notifications.
 */
export default function MyAccountRoute() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeader title={paths.myAccount.title} />
      <AccountSection title="Reset Password">
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title="Linked sign-in accounts">
        <LinkedAccountsPanel />
      </AccountSection>
      <AccountSection title="Integrations">
        <VideoIntegrationPanel />
      </AccountSection>
      <AccountSection title="Calendar feed">
        <CalendarFeedPanel />
      </AccountSection>
      <AccountSection title="Notifications">
        <NotificationSettingsPanel />
      </AccountSection>
    </Stack>
  );
}
