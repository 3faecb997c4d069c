import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TOAST_SPACE } from '../../components/toast-space';
import { DRAWER_WIDTH, MAIN_CONTENT_ID } from './layout-constants';
import { NavigationProgress } from './navigation-progress';
import { SkipLink } from './skip-link';

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

interface AppFrameProps {
  header: ReactNode;
  menu: ReactNode;
  /** The impersonation bar, when the session acts for someone else. */
  banner?: ReactNode;
  /** The screen. */
  children: ReactNode;
}

/**
 * The signed-in layout: header, side menu and the screen. The shell fills it once the session is known;
 * the build renders it ahead with the dashboard for the page a signed-in visitor of "/" gets.
 */
export function AppFrame({ header, menu, banner, children }: AppFrameProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationProgress />
      {header}
      {menu}
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
        <GlobalStyles styles={scrollPadding(Boolean(banner))} />
        <Box
          sx={{
            position: { sm: 'sticky' },
            top: 0,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            mx: { xs: -2, sm: -3, md: -4 },
          }}
        >
          <Toolbar />
          {banner}
        </Box>
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1200 }}>{children}</Box>
      </Box>
    </Box>
  );
}
