import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/search/components/header-search';
import { DRAWER_WIDTH, SIDE_MENU_ID } from './layout-constants';
import { LazyTooltip } from '../../components/lazy-tooltip';

/** Whose header it is: absent in the page rendered ahead (app-frame.tsx), before the session is known. */
export interface HeaderAccount {
  user: SessionUser;
  feedbackUrl: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

interface AppHeaderProps {
  title: string | undefined;
  account?: HeaderAccount;
  /** Present when the menu is a temporary drawer that the header opens (never from lg up). */
  menuButton?: { open: boolean; onToggle: () => void };
}

/**
 * Page title, the search box (ours), the user's name, the notifications bell, My Account, Logout and feedback
 * (spec section 2).
 */
export function AppHeader({ title, account, menuButton }: AppHeaderProps) {
  return (
    <AppBar
      position="fixed"
      elevation={1}
      sx={{ width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { lg: `${DRAWER_WIDTH}px` } }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {menuButton && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-controls={SIDE_MENU_ID}
            aria-expanded={menuButton.open}
            onClick={menuButton.onToggle}
            sx={{ mr: 1, display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}>
          {title}
        </Typography>
        {account && (
          <>
            <HeaderSearch />
            <Typography noWrap sx={{ display: { xs: 'none', sm: 'block' }, mx: 1 }}>
              {account.user.FirstName} {account.user.LastName}
            </Typography>
            <NotificationBell />
            <Button
              color="inherit"
              component={RouterLink}
              to={paths.myAccount.path}
              startIcon={<AccountCircleOutlinedIcon />}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              My Account
            </Button>
            <Button
              color="inherit"
              onClick={account.onLogout}
              loading={account.isLoggingOut}
              loadingPosition="start"
              startIcon={<LogoutIcon />}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              Logout
            </Button>
            <LazyTooltip title="Send feedback">
              <IconButton
                color="inherit"
                component="a"
                href={account.feedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Send feedback"
                edge="end"
              >
                <FeedbackOutlinedIcon />
              </IconButton>
            </LazyTooltip>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
