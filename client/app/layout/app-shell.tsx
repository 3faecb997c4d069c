import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { TOAST_SPACE } from '../../components/toast-space';
import { UnsavedWorkGuard } from '../../components/unsaved-work-guard';
import { useSession, useSwitchSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { unsavedWork } from '../../hooks/use-unsaved-changes';
import { ApiError } from '../../lib/api-error';
import { useRouteTitle } from '../route-handle';
import { AppHeader } from './app-header';
import { DRAWER_WIDTH, MAIN_CONTENT_ID } from './layout-constants';
import { NavigationProgress } from './navigation-progress';
import { SideMenu } from './side-menu';
import { SkipLink } from './skip-link';

const isLargeScreen = (theme: Theme) => theme.breakpoints.up('lg');

/** The fixed header's height (MUI's toolbar), the impersonation bar's at most from sm up, and a gap. */
const HEADER_PX = { xs: 56, sm: 64 };
const BANNER_PX = 72;
const GAP_PX = 8;

/**
 * Whatever stays in view at the top (the header, and from sm up the impersonation bar) must not cover the
 * control that has focus (WCAG 2.4.11): the browser scrolls focused elements below this padding.
 */
const scrollPadding = (withBanner: boolean) => (theme: Theme) => ({
  html: {
    scrollPaddingTop: HEADER_PX.xs + GAP_PX,
    [theme.breakpoints.up('sm')]: {
      scrollPaddingTop: HEADER_PX.sm + (withBanner ? BANNER_PX : 0) + GAP_PX,
    },
  },
});

/** The signed-in layout: header, side menu and the current screen, once the server confirms the session. */
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
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <AppHeader
        title={title}
        user={user}
        feedbackUrl={links.FeedbackUrl}
        menuButton={isDesktop ? undefined : { open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}
        onLogout={handleLogout}
        isLoggingOut={logout.isPending}
      />
      <SideMenu
        variant={isDesktop ? 'permanent' : 'temporary'}
        open={menuOpen}
        onClose={closeMenu}
        user={user}
        links={links}
        onLogout={handleLogout}
        isLoggingOut={logout.isPending}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` },
          px: { xs: 2, sm: 3, md: 4 },
          // Room for the toasts while they show, so they never cover the page's last actions.
          pb: `calc(32px + var(${TOAST_SPACE}, 0px))`,
          '&:focus': { outline: 'none' },
        }}
      >
        {/*
          Room for the fixed header (the toolbar's own height at every width), plus the impersonation bar,
          full width across the content's padding: sticky from sm up, so it stays in view under the
          header; on a phone it heads each screen and scrolls away, leaving the small screen to the content.
        */}
        <GlobalStyles styles={scrollPadding(Boolean(impersonation))} />
        <Box
          sx={{
            position: { sm: 'sticky' },
            top: 0,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            mx: { xs: -2, sm: -3, md: -4 },
          }}
        >
          <Toolbar />
          {impersonation && (
            <ImpersonationBanner user={user} impersonation={impersonation} switchSession={switchSession} />
          )}
        </Box>
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
          <UnsavedWorkGuard userId={user.UserId}>
            <Suspense fallback={<LoadingScreen label="Loading page" />}>
              <Outlet />
            </Suspense>
          </UnsavedWorkGuard>
        </Box>
      </Box>
    </Box>
  );
}
