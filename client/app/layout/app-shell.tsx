import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { UnsavedWorkGuard } from '../../components/unsaved-work-guard';
import { useSession, useSwitchSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { unsavedWork } from '../../hooks/use-unsaved-changes';
import { ApiError } from '../../lib/api-error';
import { useRouteTitle } from '../route-handle';
import { AppFrame } from './app-frame';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

const isLargeScreen = (theme: Theme) => theme.breakpoints.up('lg');

/** The signed-in frame filled in: header, side menu and the current screen, once the server confirms the session. */
export default function AppShell() {
  const session = useSession();
  const logout = useLogout();
  const switchSession = useSwitchSession();
  const title = useRouteTitle();
  const isDesktop = useMediaQuery(isLargeScreen, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  useDocumentTitle(title);

  if (session.isPending) return <LoadingScreen label="Loading your account" fullPage />;
  if (session.isError) {
    // A 401 has already signed the user out; the login page replaces this screen.
    if (session.error instanceof ApiError && session.error.status === 401) return null;
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void session.refetch()}>
              Try again
            </Button>
          }
        >
          PLC Hub could not load your account. {session.error.message}
        </Alert>
      </Box>
    );
  }

  const { User: user, Links: links, Impersonation: impersonation } = session.data;
  // Signing out loses unsaved edits like leaving the screen does: it asks first.
  const handleLogout = () => unsavedWork.confirmLeave(() => logout.mutate());
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppFrame
      header={
        <AppHeader
          title={title}
          account={{
            user,
            feedbackUrl: links.FeedbackUrl,
            onLogout: handleLogout,
            isLoggingOut: logout.isPending,
          }}
          menuButton={
            isDesktop ? undefined : { open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }
          }
        />
      }
      menu={
        <SideMenu
          variant={isDesktop ? 'permanent' : 'temporary'}
          open={menuOpen}
          onClose={closeMenu}
          user={user}
          links={links}
          rights={session.data}
          onLogout={handleLogout}
          isLoggingOut={logout.isPending}
        />
      }
      banner={
        impersonation && (
          <ImpersonationBanner user={user} impersonation={impersonation} switchSession={switchSession} />
        )
      }
    >
      <UnsavedWorkGuard userId={user.UserId}>
        <Suspense fallback={<LoadingScreen label="Loading page" />}>
          <Outlet />
        </Suspense>
      </UnsavedWorkGuard>
    </AppFrame>
  );
}
